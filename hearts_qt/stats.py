"""The player's statistics: every finished hand and match, kept in one SQLite database in the app data folder.

:class:`StatsStore` records what the engine reports (:meth:`StatsStore.record_hand` after each scored hand,
:meth:`StatsStore.record_match` when the match is over) and answers the Statistics dialog
(:meth:`StatsStore.summary`, filtered by variant, player count and the opponents' level). The figures are about
seat 0, the person at the table. The database runs in WAL mode and every record is one transaction, so a killed
process loses at most the record being written, never what was committed. The schema version lives in
``PRAGMA user_version`` and :data:`MIGRATIONS` brings an older file up to date. A damaged file is never deleted: it
is renamed ``stats.corrupt-<stamp>.sqlite`` and a new one started. A disk that refuses writes (read-only, full)
never stops play: the player is told once (:meth:`StatsStore.take_notice`) and the game goes on. Every sentence
says why in the player's language (:func:`_why`); SQLite's and the system's own English words are kept for Details
(:attr:`StatsStore.last_detail`, :attr:`StatsStore.notice_detail`).
Only ``QCoreApplication.translate`` comes from Qt (and the data folder from :mod:`hearts_qt.paths`).
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

from . import disk_errors, durable
from .damaged import aside_name
from .engine import HUMAN_SEAT, QUEEN_OF_SPADES, HandResult, Match
from .languages import shown_opponent_name, shown_player_name
from .paths import data_dir
from .text.format import fill

STATS_NAME = "stats.sqlite"
#: The seat whose figures the statistics show: the person at the table.
#: ``opponents_level`` of a match whose computer players were not all of one level.
MIXED = "mixed"
#: SQLite's primary result codes for a file that is damaged or is not a database at all.
_DAMAGED_CODES = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB

log = logging.getLogger(__name__)
T = TypeVar("T")

# Each entry brings the database from version i to i + 1 (user_version 0 is an empty file).
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            seed INTEGER NOT NULL,
            rules TEXT NOT NULL,
            variant TEXT NOT NULL,
            players INTEGER NOT NULL,
            opponents_level TEXT NOT NULL,
            names TEXT NOT NULL,
            levels TEXT NOT NULL,
            started TEXT NOT NULL,
            finished TEXT,
            final_scores TEXT,
            winners TEXT,
            your_final INTEGER,
            you_won INTEGER)""",
        """CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            hand_number INTEGER NOT NULL,
            played TEXT NOT NULL,
            points_taken TEXT NOT NULL,
            scores TEXT NOT NULL,
            totals TEXT NOT NULL,
            shooter INTEGER,
            moon_choice TEXT,
            your_score INTEGER NOT NULL,
            your_total INTEGER NOT NULL,
            UNIQUE (match_id, hand_number))""",
    ),
    (
        # Version 2: who took Q♠, the deal number that replays a match, undo and practice marks, filter indexes.
        "ALTER TABLE matches ADD COLUMN deal_number INTEGER",
        "UPDATE matches SET deal_number = seed",
        "ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE matches ADD COLUMN undo_used INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE hands ADD COLUMN queens TEXT",
        "ALTER TABLE hands ADD COLUMN your_queens INTEGER",
        "ALTER TABLE hands ADD COLUMN undo_used INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX matches_filter ON matches (variant, players, opponents_level)",
        "CREATE INDEX hands_match ON hands (match_id)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)


def default_stats_path() -> Path:
    """Where the statistics live: ``stats.sqlite`` in the application's data folder."""
    return data_dir() / STATS_NAME


@dataclass(frozen=True)
class StatsFilter:
    """Which matches the figures cover; ``None`` means all. Practice matches never count."""

    variant: str | None = None
    players: int | None = None
    opponents_level: str | None = None


@dataclass(frozen=True)
class MatchRecord:
    """One finished match as the Statistics dialog names it (best or worst)."""

    match_id: int
    finished: str
    your_final: int
    won: bool
    hands: int


@dataclass(frozen=True)
class StatsSummary:
    """The figures for one filter. Averages and rates are ``None`` when there is nothing to average."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    average_points: float | None = None
    moons_shot: int = 0
    moons_suffered: int = 0
    queens_taken: int = 0
    best_match: MatchRecord | None = None
    worst_match: MatchRecord | None = None
    longest_streak: int = 0
    points_over_time: tuple[float, ...] = ()
    #: The finished matches are of more than one variant or player count: their scores are not compared (no best
    #: or worst match), since a Spot Hearts match to 500 and a 3-player Standard one to 100 score on other scales.
    mixed_games: bool = False

    @property
    def win_rate(self) -> float | None:
        return self.matches_won / self.matches_played if self.matches_played else None


def opponents_level(levels: Sequence[str]) -> str:
    """The computer players' level when they share one, else :data:`MIXED` (seat 0 is the person)."""
    others = set(levels[1:])
    return others.pop() if len(others) == 1 else MIXED


def queens_taken(match: Match, result: HandResult) -> list[int] | None:
    """How many Q♠ each seat took in the hand ``result`` scores (two packs in Cancellation: up to two).

    The engine's score sheet does not keep it, so it is read from the finished hand's taken cards (the match keeps
    every finished hand); ``None`` for a hand an older save did not keep.
    """
    rnd = match.record(result.hand_number)
    if rnd is None or not rnd.is_over:
        return None
    return [rnd.cards_taken(seat).count(QUEEN_OF_SPADES) for seat in range(match.rules.players)]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class StatsStore:
    """The statistics database at ``path``. Never raises to its caller: failures land in :attr:`last_error` (the
    technical detail in :attr:`last_detail`)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.last_error: str | None = None
        self.last_detail: str | None = None
        #: The technical detail of the notice :meth:`take_notice` gave last.
        self.notice_detail: str | None = None
        self._notice: tuple[str, str] | None = None
        self._write_failure_told = False
        self._db: sqlite3.Connection | None = None
        #: The file is shown read only (its folder or disk cannot be written): the games of this run are not added.
        self.read_only = False
        self._open()

    # --- opening, migrating, setting a damaged file aside ------------------------------------------------------

    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = self._connect()
        except sqlite3.Error as exc:
            self._close()
            if _is_damage(exc):
                self._set_aside(exc)
            else:
                self._write_failed(exc)
                self._open_read_only(exc)
        except OSError as exc:
            self._write_failed(exc)
            self._open_read_only(exc)

    def _open_read_only(self, why: BaseException) -> None:
        """A file that cannot be opened for writing (a read-only folder or disk) is still shown, read only."""
        if not self.path.is_file():
            return
        for options in ("mode=ro", "immutable=1"):  # WAL needs its -shm beside the file; immutable reads without
            try:
                db = sqlite3.connect(f"{self.path.resolve().as_uri()}?{options}", uri=True, isolation_level=None)
            except sqlite3.Error:
                continue
            try:
                damage = _integrity_problem(db)
                version = db.execute("PRAGMA user_version").fetchone()[0]
            except sqlite3.Error:
                db.close()
                continue
            if damage is not None or version != SCHEMA_VERSION:
                db.close()  # damaged or of another version: not set aside from here, where nothing can be written
                return
            self._db = db
            self.read_only = True
            # SQLite says only "unable to open database file": say what the system says of the folder and file.
            writable = os.access(self.path.parent, os.W_OK) and os.access(self.path, os.W_OK)
            reason = _why(why) if writable else QCoreApplication.translate(
                "StatsStore", "its folder cannot be written")
            self._problem(fill(QCoreApplication.translate(
                "StatsStore", "Your statistics cannot be saved (%1): the ones kept so far are shown, and "
                "the games of this run are not added."), reason), why, tell=True)
            log.warning("statistics in %s opened read only: %s", self.path, why)
            return

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            # WAL: a commit is one append to the log, so a process killed mid-write leaves the last commit intact;
            # NORMAL sync keeps every commit through a crash of the process (only a power cut may lose the last).
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            damage = _integrity_problem(db)
            if damage is not None:
                raise sqlite3.DatabaseError(damage)
            self._migrate(db)
            # SQLite opens a file it may not write (a read-only disk) read only without a word, and says so only at
            # the first write: write now (the version it has), so the statistics are shown read only from the start.
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise NewerVersion(f"made by a newer version of Hearts (schema {version})")
        for target in range(version + 1, SCHEMA_VERSION + 1):
            with _transaction(db):
                for statement in MIGRATIONS[target - 1]:
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {target}")

    def _close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def close(self) -> None:
        """Close the database (the main window does so on quit; the WAL is folded back into the file)."""
        self._close()

    def _set_aside(self, why: BaseException) -> None:
        """Keep the damaged file (and its WAL) under a new name, never delete it, and start a new one."""
        kept = aside_name(self.path)
        try:
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    durable.replace(side, kept.with_name(kept.name + suffix))
            durable.replace(self.path, kept)
            self._db = self._connect()
        except (OSError, sqlite3.Error) as exc:
            log.warning("could not start new statistics after setting %s aside: %s", self.path, exc)
            self._close()
        self._problem(fill(QCoreApplication.translate(
            "StatsStore", "Your statistics could not be read (%1). They were kept as %2; new statistics "
            "were started."), _why(why), str(kept)), why, tell=True, where=kept)
        log.warning("damaged statistics kept as %s: %s", kept, why)

    def _write_failed(self, exc: BaseException) -> None:
        self._problem(fill(QCoreApplication.translate(
            "StatsStore", "Your statistics are not available (%1); the game goes on without them."), _why(exc)),
            exc, tell=not self._write_failure_told)
        self._write_failure_told = True
        log.warning("statistics in %s: %s", self.path, exc)

    def _problem(self, text: str, exc: BaseException, *, tell: bool, where: Path | None = None) -> None:
        """Say ``text``, with what ``exc`` says itself of the file (``where``: the database's) behind it; ``tell``:
        also as the next notice."""
        self.last_error, self.last_detail = text, f"{where or self.path}: {exc}"
        if tell:
            self._notice = (self.last_error, self.last_detail)

    def take_notice(self) -> str | None:
        """A sentence for the player, once: a damaged file set aside, or the first refused write of this run (its
        detail goes to :attr:`notice_detail`)."""
        notice, self._notice = self._notice, None
        if notice is None:
            return None
        text, self.notice_detail = notice
        return text

    def _run(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """Do ``work`` on the database; on failure report it and give ``default``. A damaged file is set aside."""
        if self._db is None:
            self._open()
            if self._db is None:
                return default
        try:
            value = work(self._db)
        except sqlite3.Error as exc:
            if _is_damage(exc):
                self._close()
                self._set_aside(exc)
            else:
                self._write_failed(exc)
            return default
        self.last_error = self.last_detail = None
        return value

    # --- recording ---------------------------------------------------------------------------------------------

    def record_start(self, match: Match, names: Sequence[str], levels: Sequence[str], *, practice: bool = False,
                     deal_number: int | None = None) -> bool:
        """Note that ``match`` began (call it as its first hand is dealt): its start is then when it began, not when
        its first hand was scored; a match noted already (resumed) keeps its start. A match begun and left before
        any hand was scored has nothing to show, and is forgotten when the next one begins."""

        def work(db: sqlite3.Connection) -> bool:
            with _transaction(db):
                match_id = self._match_row(db, match, names, levels, practice, deal_number)
                db.execute("DELETE FROM matches WHERE finished IS NULL AND id != ? AND NOT EXISTS "
                           "(SELECT 1 FROM hands h WHERE h.match_id = matches.id)", (match_id,))
            return True

        return self._run(work, False)

    def record_hand(self, match: Match, result: HandResult, names: Sequence[str], levels: Sequence[str], *,
                    practice: bool = False, undo_used: bool = False, deal_number: int | None = None) -> bool:
        """Record a scored hand (call it on ``hand_scored``); recording the same hand again replaces it.

        ``names`` and ``levels`` are by seat (seat 0 the person); ``undo_used`` marks a hand where a move was taken
        back; ``deal_number`` is what replays the match (the match's seed unless given).
        """

        def work(db: sqlite3.Connection) -> bool:
            with _transaction(db):
                match_id = self._match_row(db, match, names, levels, practice, deal_number)
                self._put_hand(db, match_id, match, result, queens_taken(match, result), undo_used)
                if undo_used:
                    db.execute("UPDATE matches SET undo_used = 1 WHERE id = ?", (match_id,))
            return True

        return self._run(work, False)

    def record_match(self, match: Match, names: Sequence[str], levels: Sequence[str], *, practice: bool = False,
                     undo_used: bool = False, deal_number: int | None = None) -> bool:
        """Record a match that is over (call it on ``game_over``): its final scores, winners and every hand.

        Hands missing from the database (recording failed earlier) are added from the score sheet in the same
        transaction, so a finished match is always whole.
        """
        if not match.is_over:
            return False

        def work(db: sqlite3.Connection) -> bool:
            with _transaction(db):
                match_id = self._match_row(db, match, names, levels, practice, deal_number)
                known = {row[0] for row in db.execute("SELECT hand_number FROM hands WHERE match_id = ?",
                                                      (match_id,))}
                for result in match.history:
                    if result.hand_number not in known:
                        self._put_hand(db, match_id, match, result, queens_taken(match, result), result.undo_used)
                winners = match.winners
                db.execute(
                    "UPDATE matches SET finished = ?, final_scores = ?, winners = ?, your_final = ?, you_won = ?, "
                    "undo_used = MAX(undo_used, ?) WHERE id = ?",
                    (_now(), json.dumps(match.scores), json.dumps(winners), match.scores[HUMAN_SEAT],
                     int(HUMAN_SEAT in winners), int(undo_used), match_id))
            return True

        return self._run(work, False)

    @staticmethod
    def _match_row(db: sqlite3.Connection, match: Match, names: Sequence[str], levels: Sequence[str],
                   practice: bool, deal_number: int | None) -> int:
        """The open row of ``match`` (same seed and rules, not yet finished), made when it begins or when its first
        hand comes; a hand restarted later makes the whole match a practice one."""
        rules = json.dumps(match.rules.to_dict(), sort_keys=True)
        row = db.execute("SELECT id FROM matches WHERE seed = ? AND rules = ? AND finished IS NULL "
                         "ORDER BY id DESC LIMIT 1", (match.seed, rules)).fetchone()
        if row is not None:
            db.execute("UPDATE matches SET names = ?, practice = MAX(practice, ?) WHERE id = ?",
                       (json.dumps(list(names)), int(practice), row[0]))
            return int(row[0])
        cursor = db.execute(
            "INSERT INTO matches (seed, rules, variant, players, opponents_level, names, levels, started, "
            "deal_number, practice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match.seed, rules, match.rules.variant.value, match.rules.players, opponents_level(levels),
             json.dumps(list(names)), json.dumps(list(levels)), _now(),
             match.seed if deal_number is None else deal_number, int(practice)))
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    @staticmethod
    def _put_hand(db: sqlite3.Connection, match_id: int, match: Match, result: HandResult,
                  queens: list[int] | None, undo_used: bool) -> None:
        totals = [0] * match.rules.players
        for row in match.history[: result.hand_number + 1]:
            totals = row.totals_after(totals)
        db.execute(
            "INSERT INTO hands (match_id, hand_number, played, points_taken, scores, totals, shooter, moon_choice, "
            "your_score, your_total, queens, your_queens, undo_used) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (match_id, hand_number) DO UPDATE SET points_taken = excluded.points_taken, "
            "scores = excluded.scores, totals = excluded.totals, shooter = excluded.shooter, "
            "moon_choice = excluded.moon_choice, your_score = excluded.your_score, "
            "your_total = excluded.your_total, queens = COALESCE(excluded.queens, queens), "
            "your_queens = COALESCE(excluded.your_queens, your_queens), "
            "undo_used = MAX(undo_used, excluded.undo_used)",
            (match_id, result.hand_number, _now(), json.dumps(result.points_taken), json.dumps(result.scores),
             json.dumps(totals), result.shooter, None if result.moon_choice is None else result.moon_choice.value,
             result.scores[HUMAN_SEAT], totals[HUMAN_SEAT], None if queens is None else json.dumps(queens),
             None if queens is None else queens[HUMAN_SEAT], int(undo_used)))

    # --- what the Statistics dialog shows ----------------------------------------------------------------------

    def summary(self, where: StatsFilter = StatsFilter()) -> StatsSummary:
        """The figures for the matches ``where`` selects (practice matches never count)."""
        return self._run(lambda db: _summary(db, where), StatsSummary())

    def reset(self) -> bool:
        """Forget every match and hand (the schema stays)."""

        def work(db: sqlite3.Connection) -> bool:
            with _transaction(db):
                db.execute("DELETE FROM hands")
                db.execute("DELETE FROM matches")
            return True

        return self._run(work, False)

    def export_csv(self, target: Path) -> bool:
        """Write every recorded hand, one row per seat, to ``target``; ``False`` (and :attr:`last_error`) if not.

        The column names are stable identifiers for spreadsheets and scripts, so they are not translated. The file
        is UTF-8 with a byte order mark: without it Excel reads it in the system's legacy code page and garbles
        Polish, Macedonian and Serbian names (LibreOffice and Python's ``utf-8-sig`` read it either way). It is
        written whole or not at all (:func:`durable.write`): a file of the same name is never left half replaced.
        """
        rows = self._run(_export_rows, None)
        if rows is None:
            return False
        text = io.StringIO(newline="")
        writer = csv.writer(text)
        writer.writerow(EXPORT_COLUMNS)
        writer.writerows(rows)
        try:
            durable.write(target, text.getvalue().encode("utf-8-sig"))
        except OSError as exc:
            self.last_error = fill(QCoreApplication.translate(
                "StatsStore", "The statistics could not be exported to %1 (%2)."), str(target), disk_errors.reason(exc))
            self.last_detail = f"{target}: {exc}"
            log.warning("could not export statistics to %s: %s", target, exc)
            return False
        return True


EXPORT_COLUMNS = (
    "match", "started", "finished", "variant", "players", "opponents_level", "deal_number", "practice",
    "match_undo_used", "hand", "played", "seat", "name", "level", "points_taken", "score", "total",
    "shot_the_moon", "moon_choice", "queens_of_spades", "hand_undo_used", "won_match",
)


def _export_rows(db: sqlite3.Connection) -> list[list[Any]]:
    out: list[list[Any]] = []
    query = (
        "SELECT m.id, m.started, m.finished, m.variant, m.players, m.opponents_level, m.deal_number, m.practice, "
        "m.undo_used, m.names, m.levels, m.winners, h.hand_number, h.played, h.points_taken, h.scores, h.totals, "
        "h.shooter, h.moon_choice, h.queens, h.undo_used FROM hands h JOIN matches m ON m.id = h.match_id "
        "ORDER BY m.id, h.hand_number")
    for row in db.execute(query):
        (match_id, started, finished, variant, players, level, deal, practice, match_undo, names, levels, winners,
         hand, played, points, scores, totals, shooter, choice, queens, hand_undo) = row
        names, levels, points, scores, totals = map(json.loads, (names, levels, points, scores, totals))
        names = _one_name_a_seat(names)
        winners = json.loads(winners) if winners else None
        queens = json.loads(queens) if queens else None
        for seat in range(players):
            out.append([match_id, started, finished or "", variant, players, level, deal, practice, match_undo,
                        hand + 1, played, seat, names[seat], levels[seat], points[seat], scores[seat], totals[seat],
                        int(shooter == seat), (choice or "") if shooter == seat else "",
                        "" if queens is None else queens[seat], hand_undo,
                        "" if winners is None else int(seat in winners)])
    return out


def _one_name_a_seat(names: list[str]) -> list[str]:
    """The seats' names as the export gives them: a default name ("You", "Anna"), stored in the language the match
    was played in ("Ty", "Ана"…), in today's, so a seat has one name across every match."""
    return [shown_player_name(names[0]), *(shown_opponent_name(index, name) for index, name in enumerate(names[1:]))]


def _where(where: StatsFilter) -> tuple[str, list[Any]]:
    clauses, args = ["m.practice = 0"], []
    for column, value in (("m.variant", where.variant), ("m.players", where.players),
                          ("m.opponents_level", where.opponents_level)):
        if value is not None:
            clauses.append(f"{column} = ?")
            args.append(value)
    return " AND ".join(clauses), args


def _summary(db: sqlite3.Connection, where: StatsFilter) -> StatsSummary:
    cond, args = _where(where)
    played, won = db.execute(f"SELECT COUNT(*), COALESCE(SUM(m.you_won), 0) FROM matches m "
                             f"WHERE {cond} AND m.finished IS NOT NULL", args).fetchone()
    hands, average, shot, suffered, queens = db.execute(
        f"SELECT COUNT(*), AVG(h.your_score), COALESCE(SUM(h.shooter = {HUMAN_SEAT}), 0), "
        f"COALESCE(SUM(h.shooter IS NOT NULL AND h.shooter != {HUMAN_SEAT}), 0), COALESCE(SUM(h.your_queens), 0) "
        f"FROM hands h JOIN matches m ON m.id = h.match_id WHERE {cond}", args).fetchone()
    games = db.execute(f"SELECT COUNT(DISTINCT m.variant || '/' || m.players) FROM matches m WHERE {cond} "
                       f"AND m.finished IS NOT NULL", args).fetchone()[0]
    finished = (f"SELECT m.id, m.finished, m.your_final, m.you_won, (SELECT COUNT(*) FROM hands h "
                f"WHERE h.match_id = m.id) FROM matches m WHERE {cond} AND m.finished IS NOT NULL")
    best = worst = None
    if games == 1:  # like with like: one variant and player count; a won match is better than any lost one
        best = db.execute(f"{finished} ORDER BY m.you_won DESC, m.your_final ASC, m.id ASC LIMIT 1", args).fetchone()
        worst = db.execute(f"{finished} ORDER BY m.you_won ASC, m.your_final DESC, m.id ASC LIMIT 1",
                           args).fetchone()
    streak = longest = 0
    for (won_match,) in db.execute(f"SELECT m.you_won FROM matches m WHERE {cond} AND m.finished IS NOT NULL "
                                   f"ORDER BY m.finished, m.id", args):
        streak = streak + 1 if won_match else 0
        longest = max(longest, streak)
    # Match by match as "Matches played" counts them: finished matches only (a match in progress, or one left for a
    # new game, counts in the hands and their average but is not a point of the trend).
    trend = tuple(float(value) for (value,) in db.execute(
        f"SELECT AVG(h.your_score) FROM hands h JOIN matches m ON m.id = h.match_id WHERE {cond} "
        f"AND m.finished IS NOT NULL GROUP BY m.id ORDER BY m.id", args))
    return StatsSummary(
        matches_played=played, matches_won=won, hands_played=hands,
        average_points=None if average is None else float(average), moons_shot=shot, moons_suffered=suffered,
        queens_taken=queens, best_match=_record(best), worst_match=_record(worst), longest_streak=longest,
        points_over_time=trend, mixed_games=games > 1)


def _record(row: tuple[Any, ...] | None) -> MatchRecord | None:
    if row is None:
        return None
    return MatchRecord(int(row[0]), str(row[1]), int(row[2]), bool(row[3]), int(row[4]))


class NewerVersion(sqlite3.OperationalError):
    """The file was written by a newer version of Hearts (a schema this one does not know): it is left as it is."""


def _why(exc: BaseException) -> str:
    """Why the statistics failed, in the player's language (SQLite's own words are English)."""
    if isinstance(exc, NewerVersion):
        return QCoreApplication.translate("StatsStore", "they were saved by a newer version of Hearts")
    if isinstance(exc, sqlite3.Error) and _is_damage(exc):
        return QCoreApplication.translate("DiskErrors", str(disk_errors.DAMAGED))
    return disk_errors.reason(exc)


def _integrity_problem(db: sqlite3.Connection) -> str | None:
    """What SQLite's quick check finds wrong with the open file, or None when it is whole."""
    check = db.execute("PRAGMA quick_check").fetchone()
    if check is None or check[0] != "ok":
        return f"integrity check failed: {check[0] if check else 'no answer'}"
    return None


def _is_damage(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _DAMAGED_CODES
    # Raised by our own integrity check (no SQLite code): the file answered but is not whole.
    return type(exc) is sqlite3.DatabaseError


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One all-or-nothing write: BEGIN IMMEDIATE … COMMIT, rolled back on any error."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if db.in_transaction:  # SQLite may have rolled back already (a full disk does)
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "STATS_NAME", "MatchRecord", "StatsFilter", "StatsStore",
           "StatsSummary", "default_stats_path", "opponents_level", "queens_taken"]
