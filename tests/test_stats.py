"""The statistics database: what a played match records, the figures and filters, migrations, a damaged file kept
aside, a refused write told once, and a process killed mid-write that never corrupts what was committed."""

from __future__ import annotations

import csv
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_qt.engine import QUEEN_OF_SPADES, MoonChoice, Rules, Variant
from hearts_qt.engine.match import Match
from hearts_qt.stats import MIGRATIONS, SCHEMA_VERSION, STATS_NAME, StatsFilter, StatsStore, opponents_level
from tests.support.stats import NAMES, QUICK, play_match

ROOT = Path(__file__).resolve().parents[1]


def test_a_match_gives_the_figures_the_score_sheet_gives(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    # Seeds chosen so that seat 0 wins twice, shoots the moon once, suffers one and takes Q♠ three times.
    matches = [play_match(store, QUICK, seed) for seed in (1, 3, 6, 11)]
    summary = store.summary()
    hands = [h for m, _ in matches for h in m.history]
    assert summary.matches_played == 4
    assert summary.matches_won == sum(0 in m.winners for m, _ in matches)
    assert summary.hands_played == len(hands)
    assert summary.average_points == pytest.approx(sum(h.scores[0] for h in hands) / len(hands))
    assert summary.moons_shot == sum(h.shooter == 0 for h in hands)
    assert summary.moons_suffered == sum(h.shooter not in (None, 0) for h in hands)
    assert summary.queens_taken == sum(q[0] for _, queens in matches for q in queens)
    assert (summary.matches_won, summary.moons_shot, summary.moons_suffered, summary.queens_taken) == (2, 1, 1, 3)
    finals = [m.scores[0] for m, _ in matches]
    assert summary.best_match is not None and summary.worst_match is not None
    assert summary.best_match.your_final == min(finals) and summary.worst_match.your_final == max(finals)
    assert summary.best_match.hands == len(matches[finals.index(min(finals))][0].history)
    assert summary.points_over_time == pytest.approx(
        [sum(h.scores[0] for h in m.history) / len(m.history) for m, _ in matches])
    assert summary.win_rate == pytest.approx(summary.matches_won / 4)
    assert store.last_error is None and store.take_notice() is None


def test_the_trend_is_of_finished_matches_as_matches_played_counts_them(tmp_path: Path):
    """A match in progress counts in the hands and their average, but is no point of the match-by-match trend."""
    store = StatsStore(tmp_path / STATS_NAME)
    levels = ["human", "easy", "easy", "easy"]
    match = Match(QUICK, 9)
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    assert store.record_hand(match, result, NAMES[:4], levels)
    early = store.summary()
    assert (early.matches_played, early.hands_played, early.points_over_time) == (0, 1, ())
    assert early.average_points == pytest.approx(result.scores[0])
    finished, _ = play_match(store, QUICK, 3)
    later = store.summary()
    assert later.matches_played == 1 and later.hands_played == 1 + len(finished.history)
    assert later.points_over_time == pytest.approx([sum(h.scores[0] for h in finished.history)
                                                    / len(finished.history)])


def test_recording_a_hand_again_replaces_it(tmp_path: Path):
    """A resumed game shows (and reports) its last scored hand again: it must not count twice."""
    store = StatsStore(tmp_path / STATS_NAME)
    match = Match(QUICK, 9)
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    for _ in range(3):
        assert store.record_hand(match, result, NAMES[:4], ["human", "easy", "easy", "easy"])
    resumed = Match.from_dict(match.to_dict())
    assert store.record_hand(resumed, resumed.history[-1], NAMES[:4], ["human", "easy", "easy", "easy"])
    assert store.summary().hands_played == 1
    assert store.summary().queens_taken == match.round.cards_taken(0).count(QUEEN_OF_SPADES)


def test_filters_select_variant_players_and_level(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    play_match(store, QUICK, 1, ["human", "easy", "easy", "easy"])
    play_match(store, Rules(players=5, passing=False, target_score=25), 2, ["human", "hard", "hard", "hard", "hard"])
    play_match(store, Rules(variant=Variant.BLACK_MARIA, passing=False, target_score=25), 3,
               ["human", "easy", "hard", "normal"])
    play_match(store, QUICK, 4, practice=True)
    assert store.summary().matches_played == 3
    assert store.summary(StatsFilter(players=5)).matches_played == 1
    assert store.summary(StatsFilter(variant="black_maria")).matches_played == 1
    assert store.summary(StatsFilter(variant="standard", players=4)).matches_played == 1
    assert store.summary(StatsFilter(opponents_level="hard")).matches_played == 1
    assert store.summary(StatsFilter(opponents_level="mixed", variant="black_maria")).matches_played == 1
    assert store.summary(StatsFilter(opponents_level="normal")).matches_played == 0
    empty = store.summary(StatsFilter(players=7))
    assert empty.matches_played == 0 and empty.average_points is None and empty.win_rate is None
    assert empty.best_match is None and empty.points_over_time == ()


def test_opponents_level_names_one_level_or_mixed():
    assert opponents_level(["human", "hard", "hard"]) == "hard"
    assert opponents_level(["human", "hard", "easy"]) == "mixed"


def test_longest_winning_streak_counts_consecutive_wins(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    for seed in range(7):
        play_match(store, QUICK, seed)
    db = sqlite3.connect(tmp_path / STATS_NAME)
    for match_id, won in zip(range(1, 8), (1, 1, 0, 1, 1, 1, 0), strict=True):
        db.execute("UPDATE matches SET you_won = ? WHERE id = ?", (won, match_id))
    db.commit()
    db.close()
    summary = store.summary()
    assert summary.longest_streak == 3 and summary.matches_won == 5


def test_reset_forgets_everything_and_recording_goes_on(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    play_match(store, QUICK, 1)
    assert store.reset()
    assert store.summary().matches_played == 0 and store.summary().hands_played == 0
    play_match(store, QUICK, 2)
    assert store.summary().matches_played == 1


def test_export_csv_writes_a_row_per_hand_and_seat(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    match, queens = play_match(store, QUICK, 5, undo_used=True)
    target = tmp_path / "out.csv"
    assert store.export_csv(target)
    assert target.read_bytes().startswith(b"\xef\xbb\xbfmatch,")  # the BOM, for Excel
    with target.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == len(match.history) * 4
    mine = [r for r in rows if r["seat"] == "0"]
    assert [int(r["score"]) for r in mine] == [h.scores[0] for h in match.history]
    assert [int(r["queens_of_spades"]) for r in mine] == [q[0] for q in queens]
    assert {r["won_match"] for r in mine} == {str(int(0 in match.winners))}
    assert {r["deal_number"] for r in rows} == {str(match.seed)} and {r["hand_undo_used"] for r in rows} == {"1"}
    assert not store.export_csv(tmp_path)  # a folder, not a file
    assert str(tmp_path) in (store.last_error or "")


def make_version_1(path: Path) -> None:
    db = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        db.execute(statement)
    db.execute("INSERT INTO matches (seed, rules, variant, players, opponents_level, names, levels, started, "
               "finished, final_scores, winners, your_final, you_won) VALUES (77, '{}', 'standard', 4, 'easy', "
               "?, '[]', '2025-01-01T10:00:00+00:00', '2025-01-01T10:30:00+00:00', '[20,101,50,60]', '[0]', 20, 1)",
               (json.dumps(NAMES[:4]),))
    db.execute("INSERT INTO hands (match_id, hand_number, played, points_taken, scores, totals, shooter, "
               "moon_choice, your_score, your_total) VALUES (1, 0, '2025-01-01T10:05:00+00:00', '[4,9,0,13]', "
               "'[4,9,0,13]', '[4,9,0,13]', NULL, NULL, 4, 4)")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def test_a_version_1_database_is_migrated_and_keeps_its_matches(tmp_path: Path):
    path = tmp_path / STATS_NAME
    make_version_1(path)
    store = StatsStore(path)
    assert store.last_error is None
    summary = store.summary()
    assert (summary.matches_played, summary.matches_won, summary.hands_played) == (1, 1, 1)
    assert summary.average_points == 4 and summary.queens_taken == 0
    play_match(store, QUICK, 3)
    assert store.summary().matches_played == 2
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
    assert db.execute("SELECT deal_number, practice FROM matches WHERE id = 1").fetchone() == (77, 0)
    db.close()


def test_a_database_from_a_newer_version_is_left_alone(tmp_path: Path):
    path = tmp_path / STATS_NAME
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()
    store = StatsStore(path)
    assert "newer version" in (store.take_notice() or "")
    assert not store.record_hand(*first_hand())
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 99
    db.close()


def first_hand() -> tuple[Match, object, list[str], list[str]]:
    match = Match(QUICK, 11)
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    return match, result, NAMES[:4], ["human", "easy", "easy", "easy"]


def test_a_damaged_database_is_kept_aside_and_a_new_one_started(tmp_path: Path):
    path = tmp_path / STATS_NAME
    garbage = b"this is not SQLite at all" * 100
    path.write_bytes(garbage)
    store = StatsStore(path)
    kept = sorted(tmp_path.glob("stats.corrupt-*.sqlite"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    notice = store.take_notice()
    assert notice is not None and str(kept[0]) in notice and notice == store.last_error
    assert store.take_notice() is None
    assert store.record_hand(*first_hand()) and store.summary().hands_played == 1


def test_a_database_damaged_inside_is_kept_aside(tmp_path: Path):
    path = tmp_path / STATS_NAME
    store = StatsStore(path)
    for seed in range(3):
        play_match(store, QUICK, seed)
    store.close()
    data = bytearray(path.read_bytes())
    page = 4096
    data[page * 2: page * 3] = b"\x5a" * page  # scribble over a table page, keep the header
    path.write_bytes(bytes(data))
    store = StatsStore(path)
    assert len(list(tmp_path.glob("stats.corrupt-*.sqlite"))) == 1
    assert store.take_notice() is not None
    assert store.summary().matches_played == 0 and store.record_hand(*first_hand())


def test_a_full_disk_is_told_once_and_play_goes_on(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    assert store._db is not None
    pages = store._db.execute("PRAGMA page_count").fetchone()[0]
    store._db.execute(f"PRAGMA max_page_count = {pages}")  # the database may not grow: SQLITE_FULL when full
    levels = ["human"] + ["easy"] * 3
    recorded = 0
    for seed in range(40):
        match, _ = play_match(None, QUICK, seed)
        written = [store.record_hand(match, hand, NAMES[:4], levels) for hand in match.history]
        recorded += sum(written)
        if not all(written):
            break
    else:
        pytest.fail("the database never filled up")
    notice = store.take_notice()
    assert notice is not None and "full" in notice
    assert not store.record_match(match, NAMES[:4], levels)
    assert store.take_notice() is None and store.last_error is not None
    assert not list(tmp_path.glob("stats.corrupt-*"))  # a full disk is not damage
    assert store.summary().hands_played == recorded
    assert store.last_error is None  # reading still works


def test_an_unwritable_folder_is_told_once(tmp_path: Path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    store = StatsStore(blocker / STATS_NAME)
    assert store.take_notice() is not None
    match, _ = play_match(None, QUICK, 4)
    assert not store.record_match(match, NAMES[:4], ["human"] + ["easy"] * 3)
    assert store.take_notice() is None
    assert store.summary().matches_played == 0


WRITER = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from tests.support.stats import NAMES, QUICK, play_match
from hearts_qt.stats import StatsStore
store = StatsStore(Path(sys.argv[1]))
first = int(sys.argv[3])
levels = ["human", "easy", "easy", "easy"]
# Played first, so that the loop below does nothing but write and the kill lands inside a write.
matches = [play_match(None, QUICK, seed)[0] for seed in range(first, first + 40)]
for match in matches:
    if match.seed % 2 == 0:
        for hand in match.history:
            store.record_hand(match, hand, NAMES[:4], levels)
    store.record_match(match, NAMES[:4], levels)
    print(match.seed, len(match.history), flush=True)
"""


def test_a_killed_writer_never_corrupts_the_database(tmp_path: Path):
    """Kill a process that records matches in a loop, mid-write, several times; every committed match is whole.

    Even seeds are recorded hand by hand, odd ones by ``record_match`` alone (all hands and the result in one
    transaction): an odd match is in the database whole, or not at all.
    """
    path = tmp_path / STATS_NAME
    committed: dict[int, int] = {}
    seed = 0
    for run in range(6):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(ROOT), str(seed)],
                                 stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert child.stdout is not None
        for _ in range(2 + run):
            line = child.stdout.readline()
            assert line, "the writer stopped on its own"
            match_seed, hands = map(int, line.split())
            committed[match_seed] = hands
            seed += 1
        child.kill()  # SIGKILL (TerminateProcess on Windows): it is writing the next match now
        child.wait()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    rows = db.execute("SELECT m.seed, m.finished IS NOT NULL, COUNT(h.id) FROM matches m "
                      "LEFT JOIN hands h ON h.match_id = m.id GROUP BY m.id").fetchall()
    db.close()
    finished = {match_seed: hands for match_seed, done, hands in rows if done}
    assert committed.items() <= finished.items()
    for match_seed, done, hands in rows:
        if done or match_seed % 2:
            assert done and hands == len(play_match(None, QUICK, match_seed)[0].history)
    store = StatsStore(path)
    assert store.take_notice() is None and store.summary().matches_played >= len(committed)


def test_a_read_only_database_is_told_once_and_still_read(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    play_match(store, QUICK, 3)
    assert store._db is not None
    store._db.execute("PRAGMA query_only = ON")  # as a file the system will not let us write: SQLITE_READONLY
    match, _ = play_match(None, QUICK, 4)
    levels = ["human"] + ["easy"] * 3
    assert not store.record_hand(match, match.history[0], NAMES[:4], levels)
    # Said in the player's words; SQLite's own ("attempt to write a readonly database") only behind Details.
    notice = store.take_notice() or ""
    assert "the file is read-only" in notice and "readonly" not in notice, notice
    assert "readonly" in (store.notice_detail or "")
    assert not store.record_match(match, NAMES[:4], levels) and store.take_notice() is None
    assert not list(tmp_path.glob("stats.corrupt-*"))
    assert store.summary().matches_played == 1 and store.last_error is None


def test_statistics_in_a_folder_that_cannot_be_written_are_still_shown(tmp_path: Path, monkeypatch):
    """A read-only folder or disk: SQLite cannot open the file for writing (its WAL needs files beside it), but the
    statistics kept so far are read and shown, and the player is told once that this run's games are not added."""
    path = tmp_path / STATS_NAME
    store = StatsStore(path)
    play_match(store, QUICK, 3)
    store.close()

    def refuse(self):
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(StatsStore, "_connect", refuse)
    store = StatsStore(path)
    notice = store.take_notice() or ""
    assert "cannot be saved" in notice and "kept so far are shown" in notice, notice
    assert store.summary().matches_played == 1 and store.last_error is None
    match, _ = play_match(None, QUICK, 4)
    levels = ["human"] + ["easy"] * 3
    assert not store.record_hand(match, match.history[0], NAMES[:4], levels)
    assert store.take_notice() is None  # told once
    assert store.summary().matches_played == 1
    assert not list(tmp_path.glob("stats.corrupt-*"))


def test_best_and_worst_compare_like_with_like(tmp_path: Path):
    """Scores of one variant and player count only, and a won match above any lost one: a lost match with fewer
    points than a won one is not the best."""
    store = StatsStore(tmp_path / STATS_NAME)
    for seed in (1, 3, 6):
        play_match(store, QUICK, seed)
    assert store._db is not None
    for match_id, final, won in ((1, 20, 1), (2, 10, 0), (3, 30, 0)):
        store._db.execute("UPDATE matches SET your_final = ?, you_won = ? WHERE id = ?", (final, won, match_id))
    summary = store.summary()
    assert not summary.mixed_games and summary.best_match is not None and summary.worst_match is not None
    assert (summary.best_match.match_id, summary.best_match.your_final, summary.best_match.won) == (1, 20, True)
    assert (summary.worst_match.match_id, summary.worst_match.your_final) == (3, 30)
    play_match(store, Rules(players=5, passing=False, target_score=25), 2)
    mixed = store.summary()
    assert mixed.mixed_games and mixed.best_match is None and mixed.worst_match is None
    four = store.summary(StatsFilter(players=4))
    assert not four.mixed_games and four.best_match is not None and four.best_match.match_id == 1


def test_a_match_starts_when_it_begins_not_when_its_first_hand_is_scored(tmp_path: Path, monkeypatch):
    clock = iter(f"2026-12-07T10:{minute:02d}:00+00:00" for minute in range(60))
    monkeypatch.setattr("hearts_qt.stats._now", lambda: next(clock))
    store = StatsStore(tmp_path / STATS_NAME)
    levels = ["human"] + ["easy"] * 3
    abandoned = Match(QUICK, 5)
    assert store.record_start(abandoned, NAMES[:4], levels)  # 10:00, left before a hand was scored
    match = Match(QUICK, 6)
    assert store.record_start(match, NAMES[:4], levels)  # 10:01
    assert store.record_start(match, NAMES[:4], levels)  # resumed: keeps its start (10:02 unused)
    match, _ = play_match(store, QUICK, 6, levels)
    target = tmp_path / "out.csv"
    assert store.export_csv(target)
    with target.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert {row["started"] for row in rows} == {"2026-12-07T10:01:00+00:00"}
    assert rows[0]["played"] > rows[0]["started"]
    db = sqlite3.connect(store.path)
    assert db.execute("SELECT seed FROM matches").fetchall() == [(6,)]  # the one left empty is forgotten
    db.close()


def test_a_hand_restarted_later_makes_the_match_a_practice_one(tmp_path: Path):
    store = StatsStore(tmp_path / STATS_NAME)
    match, _ = play_match(None, QUICK, 3)
    levels = ["human"] + ["easy"] * 3
    assert store.record_hand(match, match.history[0], NAMES[:4], levels)
    for hand in match.history[1:]:
        assert store.record_hand(match, hand, NAMES[:4], levels, practice=True)
    assert store.record_match(match, NAMES[:4], levels, practice=True)
    assert store.summary().matches_played == 0 and store.summary().hands_played == 0


def test_the_person_has_one_name_in_the_export_whatever_the_language_played_in(tmp_path: Path):
    """The default name is stored as the language of the day said it ("Ty", "Ти"): the export gives today's."""
    store = StatsStore(tmp_path / STATS_NAME)
    levels = ["human"] + ["easy"] * 3
    for seed, name in ((1, "Ty"), (3, "Ти"), (6, "You"), (11, "Ana")):
        play_match(store, QUICK, seed, levels, names=[name, *NAMES[1:4]])
    target = tmp_path / "out.csv"
    assert store.export_csv(target)
    with target.open(encoding="utf-8-sig", newline="") as handle:
        names = {(row["match"], row["name"]) for row in csv.DictReader(handle) if row["seat"] == "0"}
    assert names == {("1", "You"), ("2", "You"), ("3", "You"), ("4", "Ana")}


def test_a_database_sqlite_opens_read_only_in_silence_is_shown_read_only_from_the_start(tmp_path: Path,
                                                                                       monkeypatch):
    """On a read-only disk SQLite opens the file read only without a word; the store finds out as it opens, not
    at the first hand recorded, so the dialog can say that this run's games are not added."""
    path = tmp_path / STATS_NAME
    store = StatsStore(path)
    play_match(store, QUICK, 3)
    store.close()
    real_connect = sqlite3.connect

    def read_only_disk(database, *args, **kwargs):
        if database == path:  # what SQLite does when the disk refuses writes
            return real_connect(f"{path.as_uri()}?mode=ro", *args, uri=True, **kwargs)
        return real_connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only_disk)
    store = StatsStore(path)
    assert store.read_only and "kept so far are shown" in (store.take_notice() or "")
    assert store.summary().matches_played == 1
    assert not list(tmp_path.glob("stats.corrupt-*"))
