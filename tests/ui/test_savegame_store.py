"""The saved game on disk: a round trip, atomic writes, and unusable files kept aside (never deleted) and reported."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from hearts_qt.engine import Match, MoonChoice
from hearts_qt.savegame import SAVE_NAME, SaveGameStore
from tests.support.savegames import LEVELS, NAMES, played_match


def test_round_trip_keeps_the_match_names_and_levels(tmp_path: Path):
    store = SaveGameStore(tmp_path / "data")
    assert store.load() is None and store.last_error is None
    match = played_match()
    assert store.save(match, NAMES, LEVELS)
    saved = store.load()
    assert saved is not None
    assert saved.match.to_dict() == match.to_dict()
    assert saved.names == tuple(NAMES) and saved.levels == tuple(LEVELS)
    store.clear()
    assert not store.path.exists() and store.load() is None
    store.clear()


def test_write_is_atomic_and_a_failed_write_keeps_the_old_save(tmp_path: Path, monkeypatch):
    store = SaveGameStore(tmp_path)
    first = played_match(2)
    store.save(first, NAMES, LEVELS)
    replaced: list[tuple[str, str]] = []
    real_replace = os.replace

    def recording_replace(src, dst):
        replaced.append((str(src), str(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", recording_replace)
    store.save(played_match(5), NAMES, LEVELS)
    assert len(replaced) == 1 and replaced[0][1] == str(store.path) and replaced[0][0] != str(store.path)

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    assert not store.save(played_match(9), NAMES, LEVELS)
    assert "(the disk is full)" in (store.last_error or "")
    assert sorted(p.name for p in tmp_path.iterdir()) == [SAVE_NAME]
    monkeypatch.setattr(os, "replace", real_replace)
    saved = store.load()
    assert saved is not None and len(saved.match.round.to_dict()["plays"]) == 5


def _valid(tmp_path: Path) -> dict:
    store = SaveGameStore(tmp_path)
    store.save(played_match(), NAMES, LEVELS)
    return json.loads(store.path.read_text(encoding="utf-8"))


def _broken_scores(data: dict) -> str:
    data["match"]["scores"] = [5, 0, 0, 0]
    return json.dumps(data)


def _impossible_play(data: dict) -> str:
    data["match"]["round"]["plays"][0] = "AH"
    return json.dumps(data)


def _bad_names(data: dict) -> str:
    data["names"] = ["You"]
    return json.dumps(data)


def test_a_save_the_disk_already_holds_is_not_written_again(tmp_path: Path, monkeypatch):
    """A match resumed from a disk that turned read-only is saved as it stands before any move: nothing new to
    write, so nothing fails (Quit asked about "latest moves" that did not exist); a move after it does fail."""
    store = SaveGameStore(tmp_path)
    assert store.save(played_match(5), NAMES, LEVELS)

    def refused(*_args, **_kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr("hearts_qt.durable.write", refused)
    assert store.save(played_match(5), NAMES, LEVELS) and store.last_error is None
    resumed = SaveGameStore(tmp_path)  # the next start, on the disk now read-only
    saved = resumed.load()
    assert saved is not None and resumed.save(saved.match, saved.names, saved.levels)
    assert not store.save(played_match(6), NAMES, LEVELS)
    assert "read-only" in (store.last_error or "")


@pytest.mark.parametrize(("spoil", "reason"), [
    (lambda data: '{"format": "hearts-qt-saved-game", ', "not valid JSON"),
    (lambda data: json.dumps({"format": "something else"}), "not a Hearts saved game"),
    (lambda data: json.dumps({**data, "version": 99}), "unknown version: 99"),
    (_broken_scores, "The saved totals do not match the score sheet."),
    (_impossible_play, "The saved hand is inconsistent"),
    (_bad_names, "player names are unusable"),
])
def test_an_unusable_save_is_kept_aside_and_explained(tmp_path: Path, spoil, reason):
    text = spoil(_valid(tmp_path))
    store = SaveGameStore(tmp_path)
    store.path.write_text(text, encoding="utf-8")
    assert store.load() is None
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.corrupt-")]
    assert len(kept) == 1 and kept[0].name.endswith(".json")
    assert kept[0].read_text(encoding="utf-8") == text
    assert not store.path.exists()
    assert store.last_error == (f"Your saved game was damaged and could not be restored; a copy is kept at "
                                f"{kept[0]}; a new game was started.")
    assert reason in (store.last_detail or "") and str(kept[0]) in (store.last_detail or "")
    store.path.write_text(text, encoding="utf-8")
    assert store.load() is None
    assert len([p for p in tmp_path.iterdir() if p.name.startswith("saved-game.corrupt-")]) == 2


def test_the_hand_a_save_resumes_in_is_read_without_setting_anything_aside(tmp_path: Path):
    store = SaveGameStore(tmp_path)
    match = played_match(0)
    while match.hand_number < 2:  # two hands played and scored: the save resumes in the third
        while not match.round.is_over:
            match.round.play(match.round.legal_cards()[0])
        match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
        match.next_hand()
    assert store.saved_hand(match) is None  # nothing saved yet
    assert store.save(match, NAMES, LEVELS)
    for _ in range(5):
        match.round.play(match.round.legal_cards()[0])
    assert store.saved_hand(match) == 3
    other = Match(match.rules, seed=match.seed + 1)
    assert store.saved_hand(other) is None
    store.path.write_text("{ damaged", encoding="utf-8")
    assert store.saved_hand(match) is None and store.path.read_text(encoding="utf-8") == "{ damaged"
    assert sorted(p.name for p in tmp_path.iterdir()) == [SAVE_NAME]
