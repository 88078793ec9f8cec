"""The first window, shown before the game is loaded: the application's names, icon and desktop file name, and the
main window's frame on the felt, in the place it had.

Only what loads quickly is imported here — Qt's widgets, the settings file, the translations. The game (its rules,
the computer players, the table, sound, the stores) is loaded once the frame is on the screen and the game is put in
it (:mod:`hearts_qt.startup`); ``benchmarks/startup.py --baseline`` measures the first window against a bare one.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from hearts_qt import APP_ID
from hearts_qt.paths import set_application_names
from hearts_qt.resources import resource_path
from hearts_qt.settings_file import stored_geometry, stored_table_colour
from hearts_qt.ui.style.themes import TABLE_COLOURS
from hearts_qt.ui.window.felt import Felt
from hearts_qt.ui.window.main_window import MainWindow

#: The smallest point size of the desktop's font the menus and dialogs take.
MIN_POINT_SIZE = 10.0
#: The window icon's sizes, small first: a title bar's and a taskbar's, given before the first window is shown; the
#: large ones (an X11 window sends every size to the display: the 512 px one alone held the first window up ~11 ms)
#: once the game is in it (:func:`window_icon`).
SMALL_ICON_SIZES = (16, 24, 32, 48, 64)
ICON_SIZES = (*SMALL_ICON_SIZES, 128, 256, 512)


def prepare_application(app: QApplication) -> None:
    """Names (for QSettings), the desktop file's name, the font's smallest size and the window icon's small sizes:
    what the first window shows or needs (the table's font, the focus style and the icon's large sizes come with the
    game: :func:`hearts_qt.bootstrap.finish_application`)."""
    set_application_names()
    # Lets Wayland compositors and docks match the window to its desktop file (named by the application id).
    QGuiApplication.setDesktopFileName(APP_ID)
    # Menus and dialogs keep the desktop's own font, no smaller than MIN_POINT_SIZE.
    font = app.font()
    if font.pointSizeF() < MIN_POINT_SIZE:
        font.setPointSizeF(MIN_POINT_SIZE)
        app.setFont(font)
    app.setWindowIcon(window_icon(SMALL_ICON_SIZES))


def window_icon(sizes: tuple[int, ...] = ICON_SIZES) -> QIcon:
    """The application's icon in ``sizes`` (pixels)."""
    icon = QIcon()
    for size in sizes:
        icon.addFile(str(resource_path("icons", f"hearts-qt-{size}.png")))
    return icon


def frame(qs: QSettings) -> tuple[MainWindow, Felt]:
    """The main window's frame, where ``qs`` says it was last, on the felt of the table colour it holds; the game
    comes with :meth:`MainWindow.attach`. The felt's ``painted`` says when the frame is on the screen."""
    window = MainWindow()
    felt = Felt(TABLE_COLOURS[stored_table_colour(qs)])
    window.setCentralWidget(felt)
    window.place(stored_geometry(qs))
    return window, felt
