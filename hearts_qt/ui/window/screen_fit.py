"""The main window fitted to the screen it opens on: no larger than the free area (a laptop's 768 lines, a small
netbook), and on it. Only QtWidgets: the first window is fitted before the game is loaded."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

#: The height of a title bar assumed above a window not yet shown (its frame is not known until then).
TITLE_BAR = 32


def fit_window(window: QWidget, *, placed: bool) -> None:
    """``window`` no larger than its screen's free area, and on it: the default 1200 × 800, or a size saved on a
    larger screen, shrinks to fit instead of hanging off its edge. ``placed``: it was given a saved place (else the
    window manager places it)."""
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    room = screen.availableGeometry()
    if not window.isVisible():
        # No frame yet: a title bar of TITLE_BAR is assumed above the window's own area, which is placed by
        # setGeometry. move() places the frame, which a window not yet shown does not have: the window would
        # come up where its own area should have been, shifted by the border (1 px further right at each start).
        width = min(window.width(), room.width())
        height = min(window.height(), room.height() - TITLE_BAR)
        if (width, height) != (window.width(), window.height()):
            window.resize(width, height)
        if not placed:
            return  # no saved place: the window manager places it
        x = min(max(window.geometry().x(), room.left()), room.right() + 1 - width)
        # Its top no higher than the screen's (the window manager keeps the title bar on it); no lower than
        # leaves it whole on the screen.
        y = min(max(window.geometry().y(), room.top()), room.bottom() + 1 - height)
        if (x, y, width, height) != window.geometry().getRect():
            window.setGeometry(x, y, width, height)
        return
    # The title bar and borders come on top of the window's own size.
    frame = window.frameGeometry().size() - window.size()
    width = min(window.width(), room.width() - frame.width())
    height = min(window.height(), room.height() - frame.height())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    x = min(max(window.x(), room.left()), room.right() + 1 - width - frame.width())
    y = min(max(window.y(), room.top()), room.bottom() + 1 - height - frame.height())
    if (x, y) != (window.x(), window.y()):
        window.move(x, y)
