"""The application entry points: ``build_main_window`` starts a game, ``main`` hands ``--self-test`` over."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QPointF, QSettings, Qt

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


def test_the_frame_comes_first_and_the_game_is_attached_to_it(qtbot, tmp_path: Path):
    """The first window is the frame on the felt in the saved table colour (no menus, no game); its first paint is
    told; the game attached after it deals in the same window, with its menus, from the middle of the real table."""
    from hearts_qt.first_window import frame
    from hearts_qt.ui.style.themes import TABLE_COLOURS
    from hearts_qt.ui.window.compose import attach_game
    from hearts_qt.ui.window.felt import after_first_paint

    qs = QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat)
    qs.setValue("appearance/table_colour", "blue")
    window, felt = frame(qs)
    qtbot.addWidget(window)
    assert window.centralWidget() is felt and felt.colours == TABLE_COLOURS["blue"]
    painted: list[bool] = []
    after_first_paint(felt, lambda: painted.append(True), 60_000)
    window.show()
    qtbot.waitUntil(lambda: painted == [True], timeout=5000)
    assert not window.attached and window.menuBar().actions() == []
    store = SettingsStore(qs)
    attach_game(window, store, store.load())
    assert window.attached and window.centralWidget() is window.table and window.menuBar().actions()
    # The table is in place at its size at once (not shown and laid out on a later turn of the event loop: the
    # window painted grey in between, and a deal started then flew to the places of a table of the wrong size).
    assert window.table.isVisible() and window.table.viewport().width() > 600
    assert window.table.layout_.center[0] == pytest.approx(window.table.viewport().width() / 2)
    window.start_when_shown()
    assert window.controller.match is not None and window.table.colours == TABLE_COLOURS["blue"]
    deck = QPointF(*window.table.layout_.center)
    assert all(item.pos() == deck for item in window.table.hand[1:])  # the deal starts at the real middle


def test_a_close_asked_while_the_game_starts_comes_once_it_has_started(qtbot, tmp_path: Path):
    """A SIGTERM (close_when_ready) before the game is in the window waits for ready(), then closes as Quit does:
    the match dealt meanwhile is saved. A frame closed before any game is in it just closes."""
    from hearts_qt.savegame import SaveGameStore
    from hearts_qt.ui.window.compose import attach_game
    from hearts_qt.ui.window.main_window import MainWindow

    bare = MainWindow()
    qtbot.addWidget(bare)
    bare.show()
    assert bare.close() and not bare.isVisible()  # nothing to save, nothing asked

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.close_when_ready()
    assert window.isVisible()
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    saves = SaveGameStore(tmp_path / "data")
    attach_game(window, store, store.load(), saves=saves)
    window.start_when_shown()
    assert window.isVisible()
    window.ready()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    assert saves.load() is not None


def test_a_saved_place_is_restored_by_the_window_s_own_area_and_a_new_window_is_left_to_the_desktop(
        qtbot, tmp_path: Path, monkeypatch):
    """Before it is shown a window has no frame: fitting it to the screen places its own area (setGeometry), never
    its frame (move), which put the window one border further right at every start under a window manager. A
    window with no saved place gets none: the window manager places it."""
    from hearts_qt.ui.window.main_window import MainWindow
    from hearts_qt.ui.window.screen_fit import TITLE_BAR

    moves: list[object] = []
    monkeypatch.setattr(MainWindow, "move", lambda self, *args: moves.append(args))
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    fresh.place(QByteArray())
    assert not fresh.testAttribute(Qt.WidgetAttribute.WA_Moved)
    room = fresh.screen().availableGeometry()
    fresh.setGeometry(room.left() + 40, room.bottom() - 100, 300, room.height())  # too tall, and off the bottom
    saved = MainWindow()
    qtbot.addWidget(saved)
    saved.place(fresh.saveGeometry())
    fitted = saved.geometry()
    assert fitted.x() == room.left() + 40 and fitted.height() <= room.height() - TITLE_BAR
    assert room.top() <= fitted.top() and fitted.bottom() <= room.bottom()
    fresh.setGeometry(room.left() + 40, room.top() + 100, 300, 200)  # on the screen: kept where it was
    on_screen = MainWindow()
    qtbot.addWidget(on_screen)
    on_screen.place(fresh.saveGeometry())
    assert on_screen.geometry().getRect() == (room.left() + 40, room.top() + 100, 300, 200)
    assert moves == []
