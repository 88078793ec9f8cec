"""Through the real window: a failed save is told once and retried, quitting unsaved asks, and no damaged file
(save or settings) stops the start — each is reported in one short dialog with the detail behind Details.
"""

from __future__ import annotations

import errno
import json
import os
import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from hearts_qt import bootstrap
from hearts_qt.engine import Rules
from hearts_qt.savegame import MESSAGE_LIMIT, SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.ui.window.compose import build_window
from tests.support.clicking import EVENT_TIMEOUT as TIMEOUT
from tests.support.platforms import posix_files

ENOSPC = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, tmp_path: Path):
    store = SettingsStore(_ini(tmp_path / "hearts.ini"))
    store.save(replace(GameSettings(), opponent_levels=("easy",) * 6, animation_speed="instant"))
    saves = SaveGameStore(tmp_path / "data")
    win = bootstrap.build_main_window(store, saves=saves)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.controller.pass_requested, timeout=TIMEOUT):
        win.show()
    qtbot.wait(0)  # a checkpoint queued with the deal is saved now, not during the test
    # The tests start from a disk that holds nothing of this match: a save the disk already holds is not written
    # again, so a deal's checkpoint saved before the disk fills would leave nothing to refuse.
    win.saves.clear()
    return win


def _disk_full(monkeypatch) -> list[int]:
    attempts: list[int] = []

    def refuse(self, payload: bytes) -> None:
        attempts.append(len(payload))
        raise ENOSPC

    monkeypatch.setattr(SaveGameStore, "_write", refuse)
    return attempts


def _boxes(window) -> list[QMessageBox]:
    return [w for w in window.findChildren(QMessageBox) if w.isVisible()]


def test_a_failing_save_is_told_once_retried_and_cleared_by_a_success(qtbot, window, monkeypatch):
    attempts = _disk_full(monkeypatch)
    reported: list[str] = []
    real_report = window.problems.report
    monkeypatch.setattr(window.problems, "report", lambda *a: (reported.append(a[1]), real_report(*a)))
    for _ in range(40):
        window.controller.checkpoint.emit()
    assert len(attempts) == 40 and window.save_failing
    mark = window.status_line.unsaved_label  # on the status bar for as long as saving fails, the reason in its tooltip
    assert mark.isVisible() and mark.text() == "⚠ Not saved" and "(the disk is full)" in mark.toolTip()
    assert reported == ["Your game could not be saved (the disk is full); you can play on, and Hearts will "
                        "try again after the next trick."]
    box = window.problems.current
    assert box is not None and box.isVisible() and box.text() == reported[0]
    assert str(window.saves.path) in box.detailedText()
    box.accept()
    window.controller.checkpoint.emit()
    assert window.problems.current is None and len(reported) == 1
    monkeypatch.undo()
    window.controller.checkpoint.emit()
    assert not window.save_failing and window.saves.path.exists() and not mark.isVisible()
    assert window.statusBar().currentMessage() == "Your game is being saved again."
    assert len(reported) == 1


def test_quitting_with_an_unsaved_match_asks_first(qtbot, window, monkeypatch):
    _disk_full(monkeypatch)
    window.controller.checkpoint.emit()
    window.problems.current.accept()
    window.close()
    question = window.quit_question
    assert window.isVisible() and question is not None and question.isVisible()
    assert question.text() == "Your game could not be saved: if you quit now, this match is lost."
    question.button(QMessageBox.StandardButton.Cancel).click()
    assert window.isVisible() and window.quit_question is None
    assert window.controller.match is not None
    window.close()
    question = window.quit_question
    assert question is not None
    destructive = QMessageBox.ButtonRole.DestructiveRole
    quit_anyway = next(b for b in question.buttons() if question.buttonRole(b) == destructive)
    assert quit_anyway.text() == "&Quit anyway"
    quit_anyway.click()
    assert not window.isVisible()


def test_quitting_after_earlier_saves_says_where_the_match_resumes(qtbot, window, monkeypatch):
    """The disk refused the latest saves (read-only now), but an earlier save of this match is on it: quitting
    loses only the moves since, and the question says where the match resumes."""
    window.controller.checkpoint.emit()  # saved
    assert window.saves.path.exists()
    _disk_full(monkeypatch)
    window.table.select_for_pass(list(window.controller.human_view.hand[:1]))  # a move the disk does not hold
    window.controller.checkpoint.emit()
    window.problems.current.accept()
    window.close()
    question = window.quit_question
    assert question is not None and question.text() == (
        "Your latest moves could not be saved: if you quit now, the match resumes next time from where it was "
        "last saved, in hand 1.")
    question.button(QMessageBox.StandardButton.Cancel).click()
    window.saves.path.write_text(window.saves.path.read_text(encoding="utf-8").replace('"seed": ', '"seed": 1'),
                                 encoding="utf-8")  # a save of another match: this one is lost
    assert SaveGameStore(window.saves.directory).load() is not None
    window.close()
    assert window.quit_question.text() == "Your game could not be saved: if you quit now, this match is lost."
    window.quit_question.button(QMessageBox.StandardButton.Cancel).click()


def test_a_save_failing_first_at_quit_asks_only_the_question(qtbot, window, monkeypatch):
    _disk_full(monkeypatch)
    window.close()
    assert window.isVisible() and window.quit_question is not None and window.problems.current is None
    assert _boxes(window) == [window.quit_question]
    window.quit_question.button(QMessageBox.StandardButton.Cancel).click()
    window.controller.checkpoint.emit()  # the player was told: later failures stay quiet
    assert window.problems.current is None and window.save_failing


def test_quitting_after_a_save_recovered_asks_nothing(qtbot, window, monkeypatch):
    _disk_full(monkeypatch)
    window.controller.checkpoint.emit()
    window.problems.current.accept()
    monkeypatch.undo()
    window.close()  # the save on close succeeds
    assert not window.isVisible() and window.quit_question is None
    assert window.saves.path.exists()


def test_settings_that_cannot_be_written_are_reported_once(qtbot, tmp_path: Path):
    (tmp_path / "not-a-folder").write_text("a file", encoding="utf-8")
    store = SettingsStore(_ini(tmp_path / "not-a-folder" / "hearts.ini"))
    assert not store.save(GameSettings()) and store.save_error
    win = bootstrap.build_main_window(store, speed="instant")
    qtbot.addWidget(win)
    win.show()
    for speed in ("fast", "slow", "normal"):
        win.apply_settings(replace(win.settings, animation_speed=speed))
    boxes = _boxes(win)
    assert len(boxes) == 1 and boxes[0] is win.problems.current
    assert boxes[0].text() == (f"Your settings could not be saved in {tmp_path / 'not-a-folder' / 'hearts.ini'}; "
                               "they apply until Hearts is closed.")
    assert win.table.timing.factor == 1.0  # the settings still apply
    boxes[0].accept()
    assert win.problems.current is None  # nothing more was queued
    win.close()


def _damaged_saves(tmp_path: Path) -> dict[str, bytes]:
    return {
        "nested": b"[" * 100_000,
        "digits": b'{"format": "hearts-qt-saved-game", "version": ' + b"9" * 5000 + b"}",
        "garbage": os.urandom(4000),
        "wrong_type": json.dumps({"format": "hearts-qt-saved-game", "version": 1, "names": ["a"] * 4,
                                  "levels": ["human", "easy", "easy", "easy"],
                                  "match": {"format": "hearts-qt-match", "version": 1, "rules": Rules().to_dict(),
                                            "seed": 1, "scores": [0] * 4, "history": [],
                                            "round": {"hands": [], "pass_direction": "left", "dealer": 0,
                                                      "hand_number": 0, "match_scores": 5, "passes": [],
                                                      "plays": []}}}).encode(),
    }


@pytest.mark.parametrize("kind", ["nested", "digits", "garbage", "wrong_type", pytest.param("fifo", marks=posix_files)])
def test_no_save_file_stops_the_window_from_starting(qtbot, tmp_path: Path, kind: str):
    saves = SaveGameStore(tmp_path / "data")
    saves.directory.mkdir()
    if kind == "fifo":
        os.mkfifo(saves.path)
    else:
        saves.path.write_bytes(_damaged_saves(tmp_path)[kind])
    store = SettingsStore(_ini(tmp_path / "hearts.ini"))
    win = bootstrap.build_main_window(store, speed="instant", saves=saves)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.controller.pass_requested, timeout=TIMEOUT):
        win.show()
    box = win.problems.current
    assert box is not None and box.isVisible()
    kept = list(saves.directory.glob("saved-game.corrupt-*"))
    assert len(kept) == 1
    assert box.text() == (f"Your saved game was damaged and could not be restored; a copy is kept at {kept[0]}; "
                          "a new game was started.")
    assert len(box.text()) <= MESSAGE_LIMIT and box.detailedText().startswith(str(kept[0]))
    assert "Traceback" not in box.detailedText()
    box.accept()
    win.close()


def test_a_garbage_settings_file_is_kept_and_reported_once(qtbot, tmp_path: Path):
    path = tmp_path / "hearts.ini"
    garbage = random.Random(1).randbytes(4000)  # QSettings reads eight "keys" out of these bytes
    path.write_bytes(garbage)
    win = bootstrap.build_main_window(SettingsStore(_ini(path)), speed="instant")
    qtbot.addWidget(win)
    win.show()
    kept = list(tmp_path.glob("hearts.corrupt-*.ini"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    box = win.problems.current
    assert box is not None and box.isVisible()
    assert box.text() == ("Your settings file was damaged, so the default settings are used. "
                          f"A copy of the old file is kept at {kept[0]}.")
    assert "not UTF-8 text" in box.detailedText()
    box.accept()
    # QSettings keeps saying FormatError about the garbage it read; writing works and is no failure.
    win.apply_settings(win.settings)
    assert win.store.save_error is None and win.problems.current is None
    win.close()
    again = SettingsStore(_ini(path))
    assert again.load() == GameSettings() and again.report is None and not again.load_errors
    # Nothing parsed out of the garbage was written back: only our own groups remain.
    sections = {key.split("/")[0] for key in _ini(path).allKeys()}
    assert sections <= {"rules", "players", "appearance", "game", "play", "window"}
    assert len(list(tmp_path.glob("hearts.corrupt-*.ini"))) == 1


def test_a_broken_line_and_bad_values_are_kept_and_named(qtbot, tmp_path: Path):
    path = tmp_path / "hearts.ini"
    text = "[rules]\nplayers=banana\nthis line is broken\nvariant=omnibus\n[appearance]\nlanguage=xx\n"
    path.write_text(text, encoding="utf-8")
    win = bootstrap.build_main_window(SettingsStore(_ini(path)), speed="instant")
    qtbot.addWidget(win)
    win.show()
    kept = list(tmp_path.glob("hearts.corrupt-*.ini"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    box = win.problems.current
    assert box.text() == ("Your settings file was damaged; these settings were reset to their defaults: number of "
                          f"players, language. A copy of the old file is kept at {kept[0]}.")
    assert "line 3: this line is broken" in box.detailedText()
    assert win.settings.rules.variant.value == "omnibus"  # what could be read is kept
    box.accept()
    win.close()


def test_settings_beside_a_line_qsettings_cannot_read_are_kept_and_the_file_is_told(qtbot, tmp_path: Path):
    """A no-break space alone on a line (str.strip() empties it, QSettings does not): damaged, told, kept aside,
    and the settings the file held are still used, and said to be."""
    path = tmp_path / "hearts.ini"
    mine = replace(GameSettings(), player_name="Ana", opponent_levels=("easy",) * 6, animation_speed="instant")
    SettingsStore(_ini(path)).save(mine)
    with path.open("ab") as handle:
        handle.write("\u00a0\n".encode())
    original = path.read_bytes()
    win = bootstrap.build_main_window(SettingsStore(_ini(path)), speed="instant")
    qtbot.addWidget(win)
    win.show()
    (kept,) = tmp_path.glob("hearts.corrupt-*.ini")
    assert kept.read_bytes() == original and win.settings == mine
    box = win.problems.current
    assert box is not None and box.text() == (
        "Your settings file was damaged; the settings that could be read from it are used. "
        f"A copy of the old file is kept at {kept}.")
    line = original.count(b"\n")  # the last
    assert box.detailedText().endswith(fr"hearts.ini, line {line}: \xa0")  # what cannot be seen, written out
    box.accept()
    win.close()
    assert "\u00a0" not in path.read_text(encoding="utf-8")
    again = SettingsStore(_ini(path))
    assert again.load() == mine and again.report is None


@posix_files
@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
def test_a_settings_file_qsettings_cannot_read_is_moved_aside_first(qtbot, tmp_path: Path, kind: str):
    path = tmp_path / "hearts.ini"
    if kind == "fifo":
        os.mkfifo(path)  # QSettings would wait for a writer for ever
    else:
        path.symlink_to("/dev/zero")  # and here read until memory runs out
    win = bootstrap.build_main_window(SettingsStore.open_file(path), speed="instant")
    qtbot.addWidget(win)
    win.show()
    (kept,) = tmp_path.glob("hearts.corrupt-*.ini")
    assert kept.is_fifo() if kind == "fifo" else kept.is_symlink()
    assert win.problems.current.text() == ("Your settings file was damaged, so the default settings are used. "
                                           f"A copy of the old file is kept at {kept}.")
    assert win.settings == GameSettings()
    win.problems.current.accept()
    win.close()
    assert path.is_file() and SettingsStore.open_file(path).load() == GameSettings()


def test_a_start_that_finds_settings_and_save_damaged_says_both_in_one_message(qtbot, tmp_path: Path):
    """One dialog, not one after another: the settings' sentence, then the save's, each with its kept copy."""
    path = tmp_path / "hearts.ini"
    path.write_bytes(random.Random(1).randbytes(4000))
    saves = SaveGameStore(tmp_path / "data")
    saves.directory.mkdir(parents=True)
    saves.path.write_text("{ not json", encoding="utf-8")
    win = bootstrap.build_main_window(SettingsStore(_ini(path)), speed="instant", saves=saves)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.controller.pass_requested, timeout=TIMEOUT):
        win.show()
    (settings_copy,) = tmp_path.glob("hearts.corrupt-*.ini")
    (save_copy,) = saves.directory.glob("saved-game.corrupt-*.json")
    assert len(_boxes(win)) == 1 and _boxes(win)[0] is win.problems.current
    box = win.problems.current
    assert box.text() == ("Your settings file was damaged, so the default settings are used. "
                          f"A copy of the old file is kept at {settings_copy}.\n\n"
                          f"Your saved game was damaged and could not be restored; a copy is kept at {save_copy}; "
                          "a new game was started.")
    assert box.windowTitle() == "Hearts"
    assert "not UTF-8 text" in box.detailedText() and f"{save_copy}: not valid JSON" in box.detailedText()
    box.accept()
    assert win.problems.current is None and not _boxes(win)


def test_a_run_that_did_not_close_is_told_once_with_its_log(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = build_window(store, store.load())
    qtbot.addWidget(window)
    window.show()
    window.tell_unclean_exit("Fatal Python error: Segmentation fault")
    box = window.problems.current
    assert box is not None and box.isVisible()
    assert "closed unexpectedly the last time it ran" in box.text()
    assert "Segmentation fault" in box.detailedText()
    box.accept()
