"""The application: QApplication, fonts, icon, translators, settings and the main window, wired together."""

from __future__ import annotations

import logging
import multiprocessing
import signal
import sys

from PySide6.QtCore import QCoreApplication, Qt, QTimer, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from hearts_qt import APP_ID, cli
from hearts_qt.audio import SoundPlayer, load_clips, system_outputs
from hearts_qt.crash_watch import CrashWatch
from hearts_qt.diagnostics import ErrorReporter, error_text, old_folder_text, start_log
from hearts_qt.paths import data_dir, move_old_data, set_application_names
from hearts_qt.resources import resource_path
from hearts_qt.savegame import STALE_TEMP_SECONDS, SaveGameStore
from hearts_qt.settings import ANIMATION_SPEEDS, SettingsStore
from hearts_qt.single_instance import SingleInstance
from hearts_qt.stats import StatsStore, default_stats_path

from .ui.focus_style import FocusStyle
from .ui.language import load_translators, locale_for, switch_language
from .ui.main_window import MainWindow

MIN_POINT_SIZE = 10.0
#: How often Python looks for a signal (SIGTERM) while Qt's event loop runs.
SIGNAL_WAKE_MS = 250
log = logging.getLogger(__name__)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def setup_application(app: QApplication) -> None:
    """Names (for QSettings), the shipped fonts, the window icon and the style (a visible focus ring)."""
    set_application_names()
    # Lets Wayland compositors and docks match the window to its desktop file (named by the application id).
    QGuiApplication.setDesktopFileName(APP_ID)
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
    # Menus and dialogs keep the desktop's own font (no smaller than MIN_POINT_SIZE); the table and the pictures of
    # it draw suit symbols and the moon in the shipped DejaVu Sans (ui/table_font.py).
    font = app.font()
    if font.pointSizeF() < MIN_POINT_SIZE:
        font.setPointSizeF(MIN_POINT_SIZE)
        app.setFont(font)
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource_path("icons", f"hearts-qt-{size}.png")))
    app.setWindowIcon(icon)
    # The same style by name (the old one is deleted by setStyle), with a focus ring on buttons that shows.
    app.setStyle(FocusStyle(app.style().name()))


def install_translators(app: QApplication, language: str) -> list[QTranslator]:
    """Install ``hearts_qt_<lang>.qm`` (and Qt's own strings) for ``language``, or the system's when empty.

    Independent of :func:`switch_language`'s translators: the caller removes these itself.
    """
    installed = load_translators(locale_for(language))
    for translator in installed:
        app.installTranslator(translator)
    return installed


def build_main_window(store: SettingsStore | None = None, *, speed: str | None = None,
                      saves: SaveGameStore | None = None, stats: StatsStore | None = None,
                      sound: SoundPlayer | None = None) -> MainWindow:
    """The main window, which resumes the saved game, or else deals a new one, as it is shown.

    ``speed`` (e.g. "instant") overrides the saved animation speed. Without ``saves`` nothing is saved or resumed,
    without ``stats`` nothing is recorded, without ``sound`` nothing is heard: only :func:`main` passes the user's
    real save, statistics and sound player, so tests and the self-test never touch them (nor a sound device).
    """
    store = store if store is not None else SettingsStore()
    settings = store.load()
    window = MainWindow(store, settings, saves=saves, stats=stats, sound=sound)
    if speed is not None:
        window.table.timing.factor = ANIMATION_SPEEDS[speed]
    window.start_when_shown()
    return window


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
    saves = SaveGameStore(data)
    # Holding the lock, no other copy is writing: every temporary file is left from an interrupted write.
    saves.remove_stale_temporaries(0 if held else STALE_TEMP_SECONDS)
    sound = SoundPlayer(load_clips(resource_path("sounds")), system_outputs())
    window = build_main_window(store, saves=saves, stats=StatsStore(default_stats_path()), sound=sound)
    instance.activated.connect(lambda: bring_forward(window))
    window.show()
    if unclean:
        window.tell_unclean_exit(watch.last_crash)
    if moved.failed:
        window.problems.report(QCoreApplication.translate("MainWindow", "Hearts"), old_folder_text(moved, data),
                               "\n".join(moved.failed))
    errors.failed.connect(lambda detail: window.problems.report(
        QCoreApplication.translate("MainWindow", "Hearts"), error_text(log_file), detail))
    # Asked to stop (a logout, `kill`): close as the window's Quit does, saving the game, rather than die.
    # Python only sees the signal when it runs, so a timer wakes it a few times a second.
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, window.close))
    wake = QTimer(app)
    wake.timeout.connect(lambda: None)
    wake.start(SIGNAL_WAKE_MS)
    try:
        return app.exec()
    finally:
        errors.uninstall()
        watch.stop()
        instance.release()
