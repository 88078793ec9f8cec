"""The application entry points: ``build_main_window`` starts a game, ``main`` hands ``--self-test`` over."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings

from hearts_qt import app, bootstrap
from hearts_qt.settings import SettingsStore


def test_build_main_window_starts_a_game_as_it_is_shown(qtbot, tmp_path: Path):
    """Not before: a deal started before the window is shown flies between the places of a table not yet laid out
    (at normal speed, a thumbnail deal in the top left corner, then every card jumping to its place)."""
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = bootstrap.build_main_window(store, speed="normal")
    qtbot.addWidget(window)
    assert window.controller.match is None and not window.table.hand
    window.show()
    assert window.controller.match is not None and len(window.table.hand) == 13
    width = window.table.viewport().width()
    assert width > 600 and window.table.layout_.center[0] == pytest.approx(width / 2)  # laid out at its real size
    deck = QPointF(*window.table.layout_.center)
    assert all(item.pos() == deck for item in window.table.hand[1:])  # the deal starts at the real middle
    window.table.timing.factor = 0
    with qtbot.waitSignal(window.controller.pass_requested, timeout=10000):
        pass
    window.close()
    assert not store.window_geometry.isEmpty()


def test_main_delegates_the_self_test(monkeypatch):
    import hearts_qt.selftest as selftest

    monkeypatch.setattr(selftest, "run", lambda: 7)
    # A running copy never blocks the self-test: it takes no single-instance lock.
    monkeypatch.setattr(app, "SingleInstance", lambda *a: pytest.fail("the self-test took the lock"))
    assert app.main(["hearts-qt", "--self-test"]) == 7


def test_the_window_opens_no_larger_than_the_screen(qtbot, tmp_path: Path):
    """The default 1200 × 800, and a size saved on a bigger screen, shrink to the screen's free area (a laptop's 768
    lines): the status bar and the hand stay on it."""
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = bootstrap.build_main_window(store)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    assert room.width() < 1200 or room.height() < 800  # the test's screen is the smaller one
    assert window.width() <= room.width() and window.height() <= room.height()
    assert room.contains(window.geometry().topLeft())
    # A geometry saved elsewhere, far off and large: restored, then brought onto this screen at its size.
    window.move(3000, 2000)
    window.resize(1900, 1400)
    store.window_geometry = window.saveGeometry()
    again = bootstrap.build_main_window(store)
    qtbot.addWidget(again)
    assert again.width() <= room.width() and again.height() <= room.height()
    assert room.contains(again.geometry().topLeft()) and room.contains(again.geometry().bottomRight())
