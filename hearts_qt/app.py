"""The application, started in two steps so that its window is on the screen at once: here, one running copy, its
data folder, the crash watch, the settings and their language, and the main window's frame on the felt
(:mod:`hearts_qt.first_window`); once the frame is painted, the game in it (:mod:`hearts_qt.startup`: the real
save, statistics and sound, the match resumed or dealt). ``--self-test`` runs :mod:`hearts_qt.selftest`.

This module imports only what the first window needs: the game's modules are imported by :func:`main` once the
window is up (``tests/test_startup_order.py`` checks which are loaded before).
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from hearts_qt import cli
from hearts_qt.crash_watch import CrashWatch
from hearts_qt.diagnostics import ErrorReporter, error_text, start_log
from hearts_qt.first_window import frame, prepare_application
from hearts_qt.paths import data_dir, move_old_data, set_application_names
from hearts_qt.settings_file import open_settings, stored_language
from hearts_qt.single_instance import SingleInstance
from hearts_qt.text.language import switch_language
from hearts_qt.ui.window.felt import after_first_paint

#: How often Python looks for a signal (SIGTERM) while Qt's event loop runs.
SIGNAL_WAKE_MS = 250
#: The game is put in the window once its frame is painted, or after this long at the latest (a window started
#: minimised, a platform that paints nothing).
OPEN_GAME_AT_LATEST_MS = 300
log = logging.getLogger(__name__)


def tell_already_running() -> None:
    """The running copy holds the lock but did not answer: say so once (no window of ours exists yet)."""
    QMessageBox.information(
        None,
        QCoreApplication.translate("MainWindow", "Hearts"),
        QCoreApplication.translate("MainWindow", "Hearts is already running; switch to its window to play."),
    )


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
    prepare_application(app)
    qs, moved_aside = open_settings()
    language = stored_language(qs)
    switch_language(language)
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
    # and for the game to have started in the window: the match it dealt or resumed is saved as Quit saves it.
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, lambda: window.close_when_ready()))
    window, felt = frame(qs)
    errors.failed.connect(lambda detail: window.tell_error(error_text(log_file), detail))

    def open_game() -> None:
        from hearts_qt import startup  # the game's modules: loaded while the player sees the window

        startup.open_game(window, startup.FirstSteps(
            qs, moved_aside, language, data, held, instance, watch.last_crash if unclean else None, moved))

    after_first_paint(felt, open_game, OPEN_GAME_AT_LATEST_MS)
    window.show()
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
