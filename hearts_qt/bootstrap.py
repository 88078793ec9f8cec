"""Setting the application up, shared by the game (:mod:`hearts_qt.startup`) and its self-test
(:mod:`hearts_qt.selftest`): names, fonts, icon and style, the translators, and the main window built for a
settings store.
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from hearts_qt.audio import SoundPlayer
from hearts_qt.first_window import prepare_application, window_icon
from hearts_qt.resources import resource_path
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import ANIMATION_SPEEDS, SettingsStore
from hearts_qt.stats import StatsStore
from hearts_qt.text.language import load_translators, locale_for
from hearts_qt.ui.style.focus_style import FocusStyle
from hearts_qt.ui.window.compose import build_window
from hearts_qt.ui.window.main_window import MainWindow


def setup_application(app: QApplication) -> None:
    """Names (for QSettings), the window icon, the fonts and the style: what the first window needs
    (:func:`prepare_application`) and what the game needs besides (:func:`finish_application`)."""
    prepare_application(app)
    finish_application(app)


def finish_application(app: QApplication) -> None:
    """The shipped fonts, a style with a focus ring that shows, and the window icon in all its sizes: the table's
    and the dialogs' (the first window is shown before them)."""
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
    # The table and the pictures of it draw suit symbols and the moon in the shipped DejaVu Sans
    # (ui/style/table_font.py). The same style by name (the old one is deleted by setStyle), with a focus ring on
    # buttons that shows.
    app.setStyle(FocusStyle(app.style().name()))
    app.setWindowIcon(window_icon())


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
                      sound: SoundPlayer | None = None, start: bool = True) -> MainWindow:
    """The main window, which resumes the saved game, or else deals a new one, as it is shown (``start`` False:
    when the caller calls its ``start_when_shown()``, as :func:`hearts_qt.app.main` does once it is on screen).

    ``speed`` (e.g. "instant") overrides the saved animation speed. Without ``saves`` nothing is saved or resumed,
    without ``stats`` nothing is recorded, without ``sound`` nothing is heard: only :func:`main` passes the user's
    real save, statistics and sound player, so tests and the self-test never touch them (nor a sound device).
    """
    store = store if store is not None else SettingsStore()
    settings = store.load()
    window = build_window(store, settings, saves=saves, stats=stats, sound=sound)
    if speed is not None:
        window.table.timing.factor = ANIMATION_SPEEDS[speed]
    if start:
        window.start_when_shown()
    return window
