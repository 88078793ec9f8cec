"""Faults and bad input at the save file: whatever is at its path, loading returns or refuses; saving fails cleanly.

Every refusal keeps the file aside, sets one short sentence (:attr:`SaveGameStore.last_error`) and a bounded
detail; no exception leaves the store. Failed writes leave no temporary file behind. Root ignores file modes, so
refusals of the disk are simulated by patching ``os`` functions or by a path that is a file.
"""

from __future__ import annotations

import copy
import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from hearts_qt import savegame
from hearts_qt.engine import Match, Rules
from hearts_qt.savegame import MAX_SAVE_BYTES, MESSAGE_LIMIT, SAVE_NAME, SaveGameStore
from tests.support.platforms import posix_files
from tests.support.save_fuzz import JSON, MUTATIONS, apply_mutations
from tests.support.savegames import LEVELS, NAMES, played_match


def _valid_data(tmp_path: Path) -> dict[str, Any]:
    store = SaveGameStore(tmp_path / "valid")
    store.save(played_match(), NAMES, LEVELS)
    return json.loads(store.path.read_text(encoding="utf-8"))


def _kept(directory: Path) -> list[Path]:
    return sorted(p for p in directory.iterdir() if p.name.startswith("saved-game.corrupt-"))


def _assert_refused(store: SaveGameStore) -> None:
    assert store.load() is None
    message = store.last_error or ""
    assert message.startswith("Your saved game was damaged and could not be restored; a copy is kept at ")
    assert message.endswith("; a new game was started.") and len(message) <= MESSAGE_LIMIT
    assert store.last_detail and len(store.last_detail) <= savegame.DETAIL_LIMIT
    assert len(_kept(store.directory)) == 1 and not store.path.exists() and not store.path.is_symlink()


def _with_match(data: dict[str, Any], key: str, value: Any) -> str:
    data = copy.deepcopy(data)
    data["match"]["round"][key] = value
    return json.dumps(data)


@pytest.mark.parametrize("kind", ["nested", "digits", "scores_number", "huge_name", "surrogate_name", "long_name",
                                  "rows_99", "not_utf8", "too_large"])
def test_no_content_raises_and_every_kind_is_kept_aside(tmp_path: Path, kind: str) -> None:
    data = _valid_data(tmp_path)
    contents: dict[str, str | bytes] = {
        "nested": "[" * 100_000,
        "digits": '{"format": "hearts-qt-saved-game", "version": ' + "9" * 5000 + "}",
        "scores_number": _with_match(data, "match_scores", 5),
        "huge_name": json.dumps({**data, "names": ["x" * 10_000_000, *NAMES[1:]]}),
        "surrogate_name": json.dumps({**data, "names": ["\ud800", *NAMES[1:]]}),
        "long_name": json.dumps({**data, "names": ["x" * 21, *NAMES[1:]]}),
        "rows_99": json.dumps({**data, "match": {**data["match"], "history": [
            {"hand_number": 0, "points_taken": [99] * 4, "scores": [99] * 4, "shooter": None, "moon_choice": None}],
            "scores": [99] * 4}}),
        "not_utf8": b'{"format": "\xff\xfe"}',
        "too_large": " " * (MAX_SAVE_BYTES + 1),
    }
    store = SaveGameStore(tmp_path)
    content = contents[kind]
    if isinstance(content, bytes):
        store.path.write_bytes(content)
    else:
        store.path.write_text(content, encoding="utf-8")
    _assert_refused(store)
    assert _kept(tmp_path)[0].stat().st_size == (len(content) if isinstance(content, bytes)
                                                 else len(content.encode("utf-8")))


@posix_files
def test_a_fifo_at_the_save_path_does_not_hang_the_start(tmp_path: Path) -> None:
    store = SaveGameStore(tmp_path)
    os.mkfifo(store.path)
    _assert_refused(store)
    assert "not a regular file" in (store.last_detail or "")


@posix_files
def test_a_link_to_dev_zero_is_not_read(tmp_path: Path) -> None:
    store = SaveGameStore(tmp_path)
    store.path.symlink_to("/dev/zero")
    _assert_refused(store)
    assert _kept(tmp_path)[0].is_symlink()


def test_a_folder_at_the_save_path_is_kept_aside(tmp_path: Path) -> None:
    store = SaveGameStore(tmp_path)
    store.path.mkdir()
    (store.path / "inside").write_text("kept", encoding="utf-8")
    _assert_refused(store)
    assert (_kept(tmp_path)[0] / "inside").read_text(encoding="utf-8") == "kept"


@posix_files
def test_a_fifo_swapped_in_after_the_check_does_not_block(tmp_path: Path, monkeypatch) -> None:
    store = SaveGameStore(tmp_path)
    os.mkfifo(store.path)
    monkeypatch.setattr(SaveGameStore, "_check_kind", lambda self, info: None)  # as if it became a FIFO since
    real_fstat = os.fstat
    checked: list[bool] = []

    def fstat(fd: int) -> os.stat_result:
        checked.append(True)
        return real_fstat(fd)

    monkeypatch.setattr(os, "fstat", fstat)
    assert store.load() is None  # opened without blocking (O_NONBLOCK); an empty read is not JSON
    assert checked and store.last_error


def test_messages_stay_short_whatever_the_path(tmp_path: Path) -> None:
    deep = tmp_path / ("d" * 200) / ("e" * 200)
    deep.mkdir(parents=True)
    store = SaveGameStore(deep)
    store.path.write_text("{", encoding="utf-8")
    assert store.load() is None
    assert len(store.last_error or "") <= MESSAGE_LIMIT and _kept(deep)[0].name in (store.last_error or "")
    assert str(_kept(deep)[0]) in (store.last_detail or "")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutations=MUTATIONS, filler=JSON)
def test_a_fuzzed_save_never_raises_and_its_message_is_short(tmp_path: Path, mutations, filler) -> None:
    data = {"format": "hearts-qt-saved-game", "version": 1, "names": list(NAMES), "levels": list(LEVELS),
            "match": apply_mutations(mutations), "filler": filler}
    directory = tmp_path / f"fuzz-{time.monotonic_ns()}"
    store = SaveGameStore(directory)
    directory.mkdir()
    store.path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load()
    if loaded is None:
        assert store.last_error and len(store.last_error) <= MESSAGE_LIMIT
        assert store.last_detail and len(store.last_detail) <= savegame.DETAIL_LIMIT
        assert len(_kept(directory)) == 1
    else:
        assert store.last_error is None


# --- writing ----------------------------------------------------------------------------------------------------


def _no_litter(directory: Path) -> None:
    assert not list(directory.glob("saved-game.*.tmp"))


def test_disk_full_fails_cleanly_and_keeps_the_old_save(tmp_path: Path, monkeypatch) -> None:
    store = SaveGameStore(tmp_path)
    assert store.save(played_match(2), NAMES, LEVELS)

    def full(fd: int, data: Any) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    assert not store.save(played_match(7), NAMES, LEVELS)
    assert store.last_error == ("Your game could not be saved (the disk is full); you can play on, and "
                                "Hearts will try again after the next trick.")
    assert str(store.path) in (store.last_detail or "")
    _no_litter(tmp_path)
    monkeypatch.undo()
    saved = store.load()
    assert saved is not None and len(saved.match.round.to_dict()["plays"]) == 2


@pytest.mark.parametrize("how", ["folder_is_a_file", "save_is_a_folder", "immutable", "read_only_folder"])
def test_a_refused_write_returns_false_with_a_sentence(tmp_path: Path, monkeypatch, how: str) -> None:
    directory = tmp_path / "data"
    if how == "folder_is_a_file":
        directory.write_text("a file", encoding="utf-8")
    elif how == "save_is_a_folder":
        (directory / SAVE_NAME).mkdir(parents=True)
    elif how == "immutable":
        monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(PermissionError(errno.EPERM, "Operation "
                                                                                              "not permitted")))
    else:
        real_open = os.open

        def refuse_new_files(path, flags, *args, **kwargs):  # as a folder the system will not let us write
            if flags & os.O_CREAT:
                raise PermissionError(errno.EACCES, "Permission denied")
            return real_open(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", refuse_new_files)
    store = SaveGameStore(directory)
    assert not store.save(played_match(), NAMES, LEVELS)
    assert (store.last_error or "").startswith("Your game could not be saved (")
    if how in ("immutable", "read_only_folder"):  # said in our words (and language), not the system's English
        assert store.last_error.startswith("Your game could not be saved (access denied);")
    if directory.is_dir():
        _no_litter(directory)
    monkeypatch.undo()
    if how != "folder_is_a_file":
        assert directory.is_dir() and not [p for p in directory.iterdir() if p.name.endswith(".tmp")]


def test_a_lone_surrogate_in_a_name_never_fails_the_save(tmp_path: Path) -> None:
    store = SaveGameStore(tmp_path)
    assert store.save(played_match(), ["Me\ud800", *NAMES[1:]], LEVELS)
    _no_litter(tmp_path)
    saved = store.load()
    assert saved is not None and saved.names[0] == "Me\ufffd"


def test_stale_temporaries_are_swept_and_fresh_ones_kept(tmp_path: Path) -> None:
    store = SaveGameStore(tmp_path)
    old = [tmp_path / f"saved-game.{i}abc.tmp" for i in range(3)]
    for path in old:
        path.write_text("{", encoding="utf-8")
        os.utime(path, (time.time() - 60, time.time() - 60))
    fresh = tmp_path / "saved-game.fresh.tmp"
    fresh.write_text("{", encoding="utf-8")
    other = tmp_path / "notes.tmp"
    other.write_text("mine", encoding="utf-8")
    assert store.remove_stale_temporaries() == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.tmp", "saved-game.fresh.tmp"]
    assert store.remove_stale_temporaries(older_than=0) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["notes.tmp"]
    assert SaveGameStore(tmp_path / "missing").remove_stale_temporaries(0) == 0


def test_an_interrupted_write_leaves_no_temporary(tmp_path: Path, monkeypatch) -> None:
    store = SaveGameStore(tmp_path)

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        store.save(Match(Rules(), seed=1), NAMES, LEVELS)
    _no_litter(tmp_path)
