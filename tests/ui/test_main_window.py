"""The application entry points: ``build_main_window`` starts a game, ``main`` hands ``--self-test`` over."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_qt import app
from hearts_qt.settings import SettingsStore


def test_build_main_window_starts_a_game(qtbot, tmp_path: Path):
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = app.build_main_window(store, speed="instant")
    qtbot.addWidget(window)
    assert window.table.timing.factor == 0
    assert window.controller.match is not None
    with qtbot.waitSignal(window.controller.pass_requested, timeout=10000):
        window.show()
    assert len(window.table.hand) == 13
    window.close()
    assert not store.window_geometry.isEmpty()


def test_main_delegates_the_self_test(monkeypatch):
    import hearts_qt.selftest as selftest

    monkeypatch.setattr(selftest, "run", lambda: 7)
    # A running copy never blocks the self-test: it takes no single-instance lock.
    monkeypatch.setattr(app, "SingleInstance", lambda *a: pytest.fail("the self-test took the lock"))
    assert app.main(["hearts-qt", "--self-test"]) == 7
