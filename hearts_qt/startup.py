"""The start's second step: the game put in the first window once that window is on the screen.

:func:`hearts_qt.app.main` shows the main window's frame first (:mod:`hearts_qt.first_window`) and imports this
module when the frame has been painted: the rules, the computer players, the table, sound and the stores are loaded
while the player already sees the window, and the game is put in it: the settings store, the save and the sound, the
table with the menus and the status line. Once the table is painted (empty, as before a deal), in the order the
player met them before the start was split: a damaged settings file told, the statistics opened (a damaged file
told), the saved match resumed or a new one dealt (an unusable save told), the crash notice and the old data
folder's files that could not be moved.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication

from hearts_qt.audio import SoundPlayer, load_clips, system_outputs
from hearts_qt.bootstrap import finish_application
from hearts_qt.diagnostics import old_folder_text
from hearts_qt.paths import MoveReport
from hearts_qt.resources import resource_path
from hearts_qt.savegame import STALE_TEMP_SECONDS, SaveGameStore
from hearts_qt.settings import SettingsStore
from hearts_qt.single_instance import SingleInstance
from hearts_qt.stats import StatsStore, default_stats_path
from hearts_qt.text.language import switch_language
from hearts_qt.ui.window.compose import attach_game
from hearts_qt.ui.window.felt import after_first_paint
from hearts_qt.ui.window.main_window import MainWindow

#: The game starts (a deal, or the saved match) once its table is painted, or after this long at the latest.
START_AT_LATEST_MS = 300


@dataclass(frozen=True)
class FirstSteps:
    """What the first step found, for the second: the settings it opened (``moved_aside``: where a file QSettings
    must not read was moved), the language it speaks, the data folder and whether its lock is held (``held``
    None: no lock could be made), the running copy's lock, the last run's crash (None after a clean exit) and the
    old data folder's move."""

    qs: QSettings
    moved_aside: Path | None
    language: str
    data: Path
    held: bool | None
    instance: SingleInstance
    last_crash: str | None
    moved: MoveReport


def bring_forward(window: MainWindow) -> None:
    """Show ``window`` on top: a second start asked for it (the desktop may only flash it in the taskbar)."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def open_game(window: MainWindow, first: FirstSteps) -> None:
    """The game in ``window``, and once its table is on the screen, started (see the module's text); a window
    already closed (a close or a SIGTERM while its frame was up) is left closed. A close asked meanwhile comes once
    the game has started."""
    try:
        if not window.isVisible():
            window.ready()
            return
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        finish_application(app)
        store = SettingsStore(first.qs, moved_aside=first.moved_aside)
        settings = store.load()
        if settings.language != first.language:
            switch_language(settings.language)
        saves = SaveGameStore(first.data)
        # Holding the lock, no other copy is writing: every temporary file is left from an interrupted write.
        saves.remove_stale_temporaries(0 if first.held else STALE_TEMP_SECONDS)
        sound = SoundPlayer(load_clips(resource_path("sounds")), system_outputs())
        attach_game(window, store, settings, saves=saves, sound=sound)
        first.instance.listen()
        first.instance.activated.connect(lambda: bring_forward(window))
    except BaseException:
        window.ready()  # a close asked meanwhile is not kept waiting for a start that will not come
        raise
    # The table first, empty, as before a deal; then the deal and what there is to tell.
    after_first_paint(window.table.viewport(), lambda: start_game(window, first), START_AT_LATEST_MS)


def start_game(window: MainWindow, first: FirstSteps) -> None:
    """The rest of the start (:func:`after_first_window`), its notices in one box; the window is ready after it."""
    try:
        with window.problems.held():  # one box, opened once the deal or the resumed match is drawn
            after_first_window(window, first.last_crash, first.moved, first.data)
    finally:
        window.ready()


def after_first_window(window: MainWindow, last_crash: str | None, moved: MoveReport, data: Path) -> None:
    """Once the game is in the window: what loading the settings found wrong told, the statistics opened (a
    damaged file told), the saved match resumed or a new one dealt (the computer players' process starts with it;
    an unusable save told), then the crash notice (``last_crash`` is None after a clean exit) and the old data
    folder's files that could not be moved. A window already closed is left closed: nothing is dealt, opened or
    told for it."""
    if not window.isVisible():
        return
    window.tell_loading_problems()
    window.keep_statistics(StatsStore(default_stats_path()))
    window.start_when_shown()
    if last_crash is not None:
        window.tell_unclean_exit(last_crash)
    if moved.failed:
        window.problems.report(QCoreApplication.translate("MainWindow", "Hearts"), old_folder_text(moved, data),
                               "\n".join(moved.failed))
