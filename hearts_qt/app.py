"""The application: one running copy, its data folder, the crash watch, the real save, statistics and sound, and the
main window (set up by :mod:`hearts_qt.bootstrap`), wired together; ``--self-test`` runs :mod:`hearts_qt.selftest`."""

from __future__ import annotations

import logging
import multiprocessing
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from hearts_qt import cli
from hearts_qt.audio import SoundPlayer, load_clips, system_outputs
from hearts_qt.bootstrap import build_main_window, setup_application
from hearts_qt.crash_watch import CrashWatch
from hearts_qt.diagnostics import ErrorReporter, error_text, old_folder_text, start_log
from hearts_qt.paths import MoveReport, data_dir, move_old_data, set_application_names
from hearts_qt.resources import resource_path
from hearts_qt.savegame import STALE_TEMP_SECONDS, SaveGameStore
from hearts_qt.settings import SettingsStore
from hearts_qt.single_instance import SingleInstance
from hearts_qt.stats import StatsStore, default_stats_path
from hearts_qt.text.language import switch_language
from hearts_qt.ui.window.main_window import MainWindow

#: How often Python looks for a signal (SIGTERM) while Qt's event loop runs.
SIGNAL_WAKE_MS = 250
log = logging.getLogger(__name__)


def bring_forward(window: MainWindow) -> None:
    """Show ``window`` on top: a second start asked for it (the desktop may only flash it in the taskbar)."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def tell_already_running() -> None:
    """The running copy holds the lock but did not answer: say so once (no window of ours exists yet)."""
    QMessageBox.information(
        None,
        QCoreApplication.translate("MainWindow", "Hearts"),
        QCoreApplication.translate("MainWindow", "Hearts is already running; switch to its window to play."),
    )


def after_first_window(window: MainWindow, last_crash: str | None, moved: MoveReport, data: Path) -> None:
    """What waits for the first window to be up (it held it up by some 50 ms), in the order the player met it
    before: the statistics opened (a damaged file told), the saved match resumed or a new one dealt (the computer
    players' process starts with it; an unusable save told), then the crash notice (``last_crash`` is None after
    a clean exit) and the old data folder's files that could not be moved. A window already closed (a SIGTERM
    while it was built closes it first) is left closed: nothing is dealt, opened or told for it."""
    if not window.isVisible():
        return
    window.keep_statistics(StatsStore(default_stats_path()))
    window.start_when_shown()
    if last_crash is not None:
        window.tell_unclean_exit(last_crash)
    if moved.failed:
        window.problems.report(QCoreApplication.translate("MainWindow", "Hearts"), old_folder_text(moved, data),
                               "\n".join(moved.failed))


def main(argv: list[str] | None = None) -> int:
    """Run Hearts; the command line (``--help``, ``--version``, ``--self-test``) is answered first (:mod:`.cli`).

    Only one copy runs per data folder: a second start brings the first one's window forward and exits, so two
    copies never resume the same save and overwrite each other's match.
    """
    # In the packaged app the computer players' process is this executable started again: let it be that.
    multiprocessing.freeze_support()
    args = list(argv if argv is not None else sys.argv)
    answered = cli.answer(args[1:])
    if answered is not None:
        return answered
    set_application_names()
    data = data_dir()
    log_file = start_log(data)  # first, so that what the move below says is in the log too
    moved = move_old_data(data)
    errors = ErrorReporter()
    errors.install()
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    setup_application(app)
    store = SettingsStore.open_file()
    switch_language(store.load().language)
    instance = SingleInstance(data, app)
    held = instance.acquire()
    if held is False:
        if not instance.ask_running_copy():
            log.warning("Hearts is running (the lock %s is held) but does not answer", instance.directory)
            tell_already_running()
        return 0
    watch = CrashWatch(data)
    unclean = watch.start()
    # Asked to stop (a logout, `kill`): close as the window's Quit does, saving the game, rather than die; from the
    # moment the run is marked (a death after that is told at the next start as a crash), so also while the window
    # is built. The close waits for Qt's event loop, which runs once the window is up (``window`` is bound then),
    # and a second turn of it, so that the start deferred to the first turn has dealt or resumed the match first:
    # that match is saved as Quit saves it.
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: window.close())))
    saves = SaveGameStore(data)
    # Holding the lock, no other copy is writing: every temporary file is left from an interrupted write.
    saves.remove_stale_temporaries(0 if held else STALE_TEMP_SECONDS)
    sound = SoundPlayer(load_clips(resource_path("sounds")), system_outputs())
    window = build_main_window(store, saves=saves, sound=sound, start=False)
    instance.activated.connect(lambda: bring_forward(window))
    window.show()
    # The rest waits for the first turn of the event loop: the window is on screen first.
    QTimer.singleShot(0, lambda: after_first_window(window, watch.last_crash if unclean else None, moved, data))
    errors.failed.connect(lambda detail: window.problems.report(
        QCoreApplication.translate("MainWindow", "Hearts"), error_text(log_file), detail))
    # Python only sees the signal when it runs, so a timer wakes it a few times a second.
    wake = QTimer(app)
    wake.timeout.connect(lambda: None)
    wake.start(SIGNAL_WAKE_MS)
    try:
        return app.exec()
    finally:
        errors.uninstall()
        watch.stop()
        instance.release()
