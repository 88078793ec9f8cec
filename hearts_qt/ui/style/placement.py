"""Where a window opens relative to the game's: beside it, clear of the trick (the rules, read while playing), or
over it and no larger (the coach's review).

Qt alone centres a dialog over its parent and then pushes it onto the screen: the rules lay over the trick, and a
review taller than the score sheet it opens from was pushed to the top of the screen. Both functions are called
before the dialog is first shown; a moved dialog keeps its place (Qt does not centre it again).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from hearts_qt.ui.style.screen_fit import FRAME

#: Room kept between a dialog laid along the window's side and the trick it leaves clear.
CLEARANCE = 12
#: A dialog laid along the window's side is never made narrower than this to leave the trick clear: a page of text
#: (the rules) stays readable, and on a small screen covers the trick's edge rather than becoming a column of words.
READABLE_WIDTH = 400


def _screen_area(window: QWidget) -> QRect:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 16777215, 16777215)


def _decoration(window: QWidget) -> QSize:
    """The title bar and frame round a window: the game window's own once it is shown (a dialog gets the same from
    the window manager), else the usual room."""
    if window.isVisible():
        return window.frameGeometry().size() - window.size()
    return FRAME


def place_beside(dialog: QWidget, window: QWidget, clear: QRect) -> None:
    """Put ``dialog`` beside ``window`` where the screen has room for it (to the right, else to the left); where it
    has none (a maximised window), along the window's right side (the left one if only it has room), no wider than
    leaves ``clear`` (the trick, in screen coordinates) in view — as far as a readable width
    (:data:`READABLE_WIDTH`) and the dialog's least width allow."""
    area, frame, decoration = _screen_area(window), window.frameGeometry(), _decoration(window)
    outer = dialog.size() + decoration
    top = max(area.top(), min(frame.top(), area.bottom() + 1 - outer.height()))
    if area.right() - frame.right() >= outer.width():
        dialog.move(frame.right() + 1, top)
        return
    if frame.left() - area.left() >= outer.width():
        dialog.move(frame.left() - outer.width(), top)
        return
    right_room = min(frame.right(), area.right()) - clear.right() - CLEARANCE
    left_room = clear.left() - max(frame.left(), area.left()) - CLEARANCE
    least = max(dialog.minimumSizeHint().width(), min(dialog.width(), READABLE_WIDTH))
    right = right_room >= least + decoration.width() or right_room >= left_room  # the right side, where it will do
    width = max(least, min(dialog.width(), (right_room if right else left_room) - decoration.width()))
    dialog.resize(width, dialog.height())
    left_edge = max(frame.left(), area.left())
    dialog.move(min(frame.right(), area.right()) + 1 - width - decoration.width() if right else left_edge, top)


def place_over(dialog: QWidget, window: QWidget) -> None:
    """Put ``dialog`` over ``window``, centred on it and no larger than it (nor than its least size), on the
    screen."""
    area, frame, decoration = _screen_area(window), window.frameGeometry(), _decoration(window)
    least = dialog.minimumSizeHint()
    width = max(least.width(), min(dialog.width(), frame.width() - decoration.width()))
    height = max(least.height(), min(dialog.height(), frame.height() - decoration.height()))
    dialog.resize(width, height)
    outer = dialog.size() + decoration
    corner = QPoint(frame.left() + (frame.width() - outer.width()) // 2,
                    frame.top() + (frame.height() - outer.height()) // 2)
    x = max(area.left(), min(corner.x(), area.right() + 1 - outer.width()))
    y = max(area.top(), min(corner.y(), area.bottom() + 1 - outer.height()))
    dialog.move(x, y)
