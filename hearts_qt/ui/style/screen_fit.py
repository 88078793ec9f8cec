"""Windows that fit a small screen: a 1024 × 600 netbook's free area, less the title bar and frame around a dialog.

:func:`screen_room` is the largest dialog that fits; :func:`resize_within` gives a dialog the size it wants, or
less where the screen is shorter; :class:`ScrollPage` and :func:`fit_with_scrolling` let the pages of a dialog
scroll on a screen too short for it, and leave them whole (no scroll bar) wherever there is room;
:func:`notes_take_lines` gives a note the lines it needs on a page made narrow.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QStyle, QWidget

# Room a window manager's title bar and frame take around a dialog.
FRAME = QSize(16, 48)
# A scrolling page is never cut shorter than this: a few controls stay in view.
LEAST_PAGE_HEIGHT = 160


def screen_room(widget: QWidget) -> QSize:
    """The largest dialog that fits the free area of ``widget``'s screen, frame included."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(16777215, 16777215)
    available = screen.availableGeometry().size()
    return QSize(available.width() - FRAME.width(), available.height() - FRAME.height())


def resize_within(widget: QWidget, width: int, height: int) -> None:
    """``width`` × ``height``, or as much of it as fits the screen's free area (never below the least size the
    widget's layout allows)."""
    room = screen_room(widget)
    widget.resize(min(width, room.width()), min(height, room.height()))


def notes_take_lines(page: QWidget) -> None:
    """Every word-wrapped note on ``page`` tells its layouts that its height follows its width, so that a page made
    narrow gives a note the lines it now needs (a size policy set after ``setWordWrap`` forgets that; where a page
    has its usual width, its notes keep the height they are laid out with)."""
    for label in page.findChildren(QLabel):
        if label.wordWrap():
            policy = label.sizePolicy()
            policy.setHeightForWidth(True)
            label.setSizePolicy(policy)


class ScrollPage(QScrollArea):
    """``page`` without a frame: exactly the page while its dialog has room for it; after :meth:`cut_short`, a
    page that may be given less height than it needs and then scrolls (up and down only).

    The keyboard's focus scrolls into view as it moves, as in any scroll area.
    """

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._short = False
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Not a stop of its own for Tab (nor a place for Ctrl+Tab to get lost): its controls are.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(page)
        # The page keeps the background of the tab it sits on rather than the scroll area's base colour.
        self.viewport().setAutoFillBackground(False)
        page.setAutoFillBackground(False)

    @property
    def short(self) -> bool:
        """Whether the page may be cut short (and scroll)."""
        return self._short

    def cut_short(self) -> None:
        """Let the page be as short as :data:`LEAST_PAGE_HEIGHT`, scrolling what does not fit."""
        self._short = True
        layout = self._page().layout()
        if layout is not None:  # the margin under the last control is the first room given up
            margins = layout.contentsMargins()
            margins.setBottom(0)
            layout.setContentsMargins(margins)
        self.updateGeometry()

    def _page(self) -> QWidget:
        page = self.widget()
        assert page is not None
        return page

    def sizeHint(self) -> QSize:
        return self._page().sizeHint()

    def minimumSizeHint(self) -> QSize:
        least = self._page().minimumSizeHint()
        if not self._short:
            return least
        # Wide enough for the page and a scroll bar beside it: cut short, it never scrolls sideways.
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return QSize(least.width() + bar, min(least.height(), LEAST_PAGE_HEIGHT))

    def hasHeightForWidth(self) -> bool:
        return not self._short and self._page().hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self._page().heightForWidth(width)


def fit_with_scrolling(dialog: QWidget, pages: list[ScrollPage]) -> None:
    """Leave ``dialog`` as its layout makes it where the screen has room; on a screen too short for it, cut its
    ``pages`` short and make it as tall as the screen allows. Called as the dialog is first shown, when its texts
    have their fonts and its size is known."""
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    least = dialog.minimumSizeHint()
    room = screen_room(dialog)
    if least.height() <= room.height():
        return
    for page in pages:
        page.cut_short()
        # The layouts between the page and the dialog keep their widgets' sizes until told they changed.
        above = page.parentWidget()
        while above is not None and above is not dialog:
            above.updateGeometry()
            above = above.parentWidget()
    if layout is not None:  # the least size again, now that the pages may be short
        layout.invalidate()
        layout.activate()
    resize_within(dialog, dialog.minimumSizeHint().width(), least.height())
