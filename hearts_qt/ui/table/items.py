"""The table's furniture besides cards: name plates with scores, the status badge, and the centre message.

Each is painted in the colours of the chosen table colour (:class:`~hearts_qt.ui.style.themes.TableColours`), which
:meth:`TableItem.set_colours` changes at once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hearts_qt.engine import HUMAN_SEAT
from hearts_qt.looks import DEFAULT_TABLE
from hearts_qt.text.format import NO_BREAK, fill, signed_points
from hearts_qt.ui.style.name_fit import distinct_elided
from hearts_qt.ui.style.themes import TABLE_COLOURS, TableColours


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, round(pixels)))
    font.setBold(bold)
    return font


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def _wrapped(parts: Sequence[str], separator: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """``parts`` joined by ``separator`` into as few lines as fit ``room`` (a part wider than the room alone)."""
    lines: list[str] = []
    current = ""
    for part in parts:
        joined = f"{current}{separator}{part}" if current else part
        if current and metrics.horizontalAdvance(joined) > room:
            lines.append(current)
            joined = part
        current = joined
    return [*lines, current]


PASSED_MARK = "✓"


class TableItem(QGraphicsObject):
    """Something painted on the felt in the table colour's :attr:`colours`."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.colours: TableColours = TABLE_COLOURS[DEFAULT_TABLE]

    def set_colours(self, colours: TableColours) -> None:
        self.colours = colours
        self.update()


# The dealer's chip sits this many of its radii inside the plate's top-left corner.
CHIP_INSET = 0.2


class SeatPlate(TableItem):
    """A seat's name, match total and points taken this hand; glows gold while it is that seat's turn.

    The :data:`PASSED_MARK` note (the seat has chosen its pass) explains itself in a tooltip; so does the dealer's
    chip, shown where the dealer decides who leads (the player on the dealer's left, in Cancellation Hearts).
    """

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._rect = QRectF(0, 0, 120, 40)
        self.name = ""
        self.others: tuple[str, ...] = ()  # the other names at the table, which a cut name must not look like
        self.total = 0
        self.hand_points = 0
        self.active = False
        self.note = ""  # e.g. "passed", shown small under the score
        self.dealer = False  # a round chip on the top-left corner
        self.setZValue(5)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_info(self, name: str, total: int, hand_points: int, others: tuple[str, ...] = ()) -> None:
        self.name, self.total, self.hand_points, self.others = name, total, hand_points, others
        self._update_tooltip()
        self.update()

    def set_active(self, active: bool) -> None:
        self.active = active
        self.update()

    def set_note(self, note: str) -> None:
        self.note = note
        self._update_tooltip()
        self.update()

    def set_dealer(self, dealer: bool) -> None:
        self.prepareGeometryChange()
        self.dealer = dealer
        self._update_tooltip()
        self.update()

    def _update_tooltip(self) -> None:
        tips = []
        if self.dealer and self.seat == HUMAN_SEAT:
            tips.append(QCoreApplication.translate(
                "Table", "You deal this hand: the player on your left leads the first trick."))
        elif self.dealer:
            tips.append(fill(QCoreApplication.translate(
                "Table", "%1 deals this hand: the player on the dealer's left leads the first trick."), self.name))
        if self.note == PASSED_MARK and self.seat == HUMAN_SEAT:
            tips.append(QCoreApplication.translate("Table", "You have chosen the cards to pass."))
        elif self.note == PASSED_MARK:
            tips.append(fill(QCoreApplication.translate("Table", "%1 has chosen the cards to pass."), self.name))
        self.setToolTip(" ".join(tips))

    def chip_radius(self) -> float:
        return self._rect.height() * 0.24

    def boundingRect(self) -> QRectF:
        grow = max(6.0, self.chip_radius() + 1) if self.dealer else 6.0
        return self._rect.adjusted(-grow, -grow, 6, 6)

    def _paint_chip(self, painter: QPainter) -> None:
        """The dealer's chip: a white disc with the dealer's initial, over the plate's top-left corner."""
        radius = self.chip_radius()
        centre = self._rect.topLeft() + QPointF(radius * CHIP_INSET, radius * CHIP_INSET)
        painter.setPen(QPen(self.colours.plate_edge, 1))
        painter.setBrush(QColor("#fdfdf8"))
        painter.drawEllipse(centre, radius, radius)
        painter.setFont(_font(radius * 1.15, bold=True))
        painter.setPen(QColor("#1a1a1a"))
        letter = QCoreApplication.translate("Table", "D", "the dealer's chip: the first letter of 'dealer'")
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, letter)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        r = self._rect
        c = self.colours
        radius = r.height() * 0.28
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            for grow, alpha in ((5, 50), (3, 90)):
                painter.setPen(QPen(QColor(c.accent.red(), c.accent.green(), c.accent.blue(), alpha), grow * 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)
        painter.setPen(QPen(c.accent if self.active else c.plate_edge, 2 if self.active else 1))
        painter.setBrush(c.plate)
        painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        pad = r.height() * 0.22
        name_font = _font(r.height() * 0.36, bold=True)
        painter.setFont(name_font)
        painter.setPen(c.accent if self.active else c.text)
        score = signed_points(self.total)  # a true minus sign, as on the score sheet
        score_font = _font(r.height() * 0.36, bold=True)
        score_w = QFontMetricsF(score_font).horizontalAdvance(score) + pad
        top = self.top_line()
        painter.drawText(top.adjusted(0, 0, -score_w, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.shown_name(name_font, top.width() - score_w))
        painter.setFont(score_font)
        painter.setPen(c.text)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, score)
        bottom = QRectF(top.x(), r.y() + r.height() * 0.52, top.width(), r.height() * 0.44)
        small, line = self.hand_line(r.height(), bottom.width())
        painter.setFont(small)
        painter.setPen(c.muted)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
        if self.note:
            painter.setPen(c.accent)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.note)
        if self.dealer:
            self._paint_chip(painter)

    def shown_name(self, font: QFont, width: float) -> str:
        """The name as it fits ``width``: cut where it stays unlike the other names ("Co…er 2", not "Compu…")."""
        return distinct_elided(self.name, self.others, QFontMetricsF(font), width)

    def top_line(self) -> QRectF:
        """Where the name (on the left) and the total (on the right) are drawn; clear of the dealer's chip."""
        r = self._rect
        pad = r.height() * 0.22
        top = QRectF(r.x() + pad, r.y() + 2, r.width() - 2 * pad, r.height() * 0.56)
        if self.dealer:
            top.setLeft(max(top.left(), r.x() + self.chip_radius() * (1 + CHIP_INSET) + 3))
        return top

    def hand_text(self) -> str:
        """The second line: the points taken this hand (translated when painted, so a new language shows)."""
        return fill(QCoreApplication.translate("Table", "this hand: %1"), signed_points(self.hand_points))

    def hand_line(self, height: float, width: float) -> tuple[QFont, str]:
        """The second line as it fits ``width`` on a plate ``height`` tall, beside the note: the font a little
        smaller if that is enough, else the words shortened ("w tym rozd…: 13"); the points always show whole."""
        text = self.hand_text()
        font = _font(height * 0.27)
        note_w = QFontMetricsF(font).horizontalAdvance(f"  {self.note}") if self.note else 0.0
        wide = QFontMetricsF(font).horizontalAdvance(text)
        if wide + note_w <= width:
            return font, text
        font = _font(max(height * 0.27 * (width - note_w) / wide, height * 0.27 * 0.85))
        metrics = QFontMetricsF(font)
        note_w = metrics.horizontalAdvance(f"  {self.note}") if self.note else 0.0
        if metrics.horizontalAdvance(text) + note_w <= width:
            return font, text
        words, _, rest = QCoreApplication.translate("Table", "this hand: %1").partition("%1")
        points = words[len(words.rstrip()):] + signed_points(self.hand_points) + rest
        room = width - note_w - metrics.horizontalAdvance(points)
        shown = metrics.elidedText(words.rstrip(), Qt.TextElideMode.ElideRight, room) if room > 0 else ""
        return font, (shown + points) if shown else points.strip()


class Badge(TableItem):
    """The corner badge: a heart that lights up once hearts are broken, the variant and target, and the hand number /
    pass direction.

    Its texts come as phrases (:func:`hearts_qt.text.table.game_text`, :func:`~hearts_qt.text.table.hand_caption`):
    one line for the hearts state, the game's phrases joined by `` · `` on a line each, and one line per phrase of
    the caption. The layout gives it a rectangle in the bottom-right corner; the badge keeps that corner and grows up
    and to the left until its text fits, up to :data:`MAX_GROWTH` times the width it was given, breaking a line
    that does not fit between its phrases, then between words. Only beyond that, at tiny window sizes, is a line
    elided.
    """

    MAX_GROWTH = 1.8
    #: Between two phrases of one line ("Standard · to 100").
    SEPARATOR = " · "

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._given = QRectF(0, 0, 120, 40)
        self._rect = QRectF(0, 0, 120, 40)
        self.broken = False
        # Hearts may be led at any time (a house rule): the badge says so instead of "broken".
        self.hearts_free = False
        self.caption: list[str] = []  # the hand, the deal, the pass: a line each
        self.game: list[list[str]] = []  # the variant and the target, e.g. ["Omnibus", "to 100"]: a line each
        self._left_limit: float | None = None
        # Worked out by _fit whenever the rectangle, state or texts change, so that a paint only draws them.
        self._heart = self._given.height()
        self._lines: list[str] = []
        self.setZValue(5)
        self._fit()

    def set_rect(self, rect: QRectF, left_limit: float | None = None) -> None:
        """Keep the bottom-right corner of ``rect``; grow no further left than ``left_limit`` (where the person's
        hand ends), wrapping a long line instead."""
        self._given = QRectF(rect)
        self._left_limit = left_limit
        self._fit()

    def set_state(self, broken: bool, caption: Sequence[str]) -> None:
        self.broken, self.caption = broken, list(caption)
        self._fit()
        self.update()

    def set_game(self, game: Sequence[Sequence[str]]) -> None:
        self.game = [list(line) for line in game]
        self._fit()
        self.update()

    def state_text(self) -> str:
        if self.hearts_free:
            return QCoreApplication.translate("Table", "Hearts may be led")
        return (QCoreApplication.translate("Table", "Hearts broken") if self.broken
                else QCoreApplication.translate("Table", "Hearts not broken"))

    def _phrases(self) -> list[list[str]]:
        """The badge's lines, each as its phrases: the hearts state, the game's lines, then the caption's phrases."""
        return [[self.state_text()], *(line for line in self.game if line), *([part] for part in self.caption if part)]

    def lines(self) -> list[str]:
        """What the badge says, a line each: the hearts state, the game, then the caption's phrases."""
        return [self.SEPARATOR.join(line) for line in self._phrases()]

    def shown_lines(self) -> list[str]:
        """:meth:`lines` as painted: a line too wide for the room the badge may take is broken between its phrases
        ("Classic hearts", "to 25"), then between words."""
        return list(self._lines)

    def _wrapped_lines(self, room: float) -> list[str]:
        metrics = QFontMetricsF(self._font())
        wrapped: list[str] = []
        for line in self._phrases():
            for part in _wrapped(line, self.SEPARATOR, metrics, room):
                # A number stays with its word: "deal 387017069", never "deal" over "387017069".
                wrapped += [word.replace(NO_BREAK, " ") for word in
                            _wrapped(re.sub(r" (?=[\d−-])", NO_BREAK, part).split(" "), " ", metrics, room)]
        return wrapped

    def _widest(self) -> float:
        """The widest the badge may be: its growth, and never over the person's hand."""
        given = self._given
        widest = given.width() * self.MAX_GROWTH
        if self._left_limit is not None:
            widest = min(widest, max(given.width(), given.right() - self._left_limit))
        return widest

    def _text_room(self) -> float:
        return self._widest() - self._heart_size() - 14

    def _font(self) -> QFont:
        return _font(self._given.height() * 0.27)

    def _heart_size(self) -> float:
        return self._heart

    def _measured_heart(self) -> float:
        """The heart's square: the badge's height, or half of it when that leaves a line too little room to stay
        whole between words (a small window), so that the words have the room instead."""
        full = self._given.height()
        room = self._widest() - full - 14
        metrics = QFontMetricsF(self._font())
        whole = all(metrics.horizontalAdvance(part) <= room
                    for line in self._phrases() for part in _wrapped(line, self.SEPARATOR, metrics, room))
        return full if whole else full * 0.5

    def _fit(self) -> None:
        given = self._given
        metrics = QFontMetricsF(self._font())
        self._heart = self._measured_heart()
        self._lines = lines = self._wrapped_lines(self._text_room())
        text_w = max(metrics.horizontalAdvance(line) for line in lines)
        width = min(max(given.width(), 4 + self._heart_size() + text_w + 10), self._widest())
        height = max(given.height(), len(lines) * metrics.height() + 8)
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self.setPos(given.right() - width, given.bottom() - height)

    def text_width(self) -> float:
        """The room each line has (lines wider than this are elided)."""
        return self._rect.width() - self._heart_size() - 10

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self.colours
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c.shade)
        radius = self._given.height() * 0.28
        painter.drawRoundedRect(r, radius, radius)
        size = self._heart_size()
        heart = QRectF(r.x() + 4, r.center().y() - size / 2, size, size)
        painter.setFont(_font(size * 0.62, bold=True))
        painter.setPen(c.heart if self.broken else QColor(255, 255, 255, 70))
        painter.drawText(heart, Qt.AlignmentFlag.AlignCenter, "♥")
        small = self._font()
        painter.setFont(small)
        lines = self.shown_lines()
        line_h = QFontMetricsF(small).height()
        width = self.text_width()
        y = r.center().y() - len(lines) * line_h / 2
        for index, line in enumerate(lines):
            painter.setPen((c.text if self.broken else c.muted) if index == 0 else c.muted)
            painter.drawText(QRectF(heart.right(), y, width, line_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _elided(line, small, width))
            y += line_h


class CenterMessage(TableItem):
    """A line of text on a dark ribbon in the middle of the table (pass direction, who shot the moon, …)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._width = 300.0
        self._height = 34.0
        self.setZValue(300)

    def set_text(self, text: str, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._width, self._height = width, height
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(r.topLeft(), r.topRight())
        banner = self.colours.banner
        for stop, density in ((0.0, 0.0), (0.12, 1.0), (0.88, 1.0), (1.0, 0.0)):
            gradient.setColorAt(stop, QColor(banner.red(), banner.green(), banner.blue(),
                                             round(banner.alpha() * density)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(r)
        painter.setPen(self.colours.text)
        font, wrap = self.text_font()
        painter.setFont(font)
        room = QRectF(-r.width() * 0.4, r.y(), r.width() * 0.8, r.height())
        if wrap:
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
        else:
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter, _elided(self.text, font, room.width()))

    def text_font(self) -> tuple[QFont, bool]:
        """The font the text is drawn in, and whether it wraps onto two lines.

        A long message first shrinks (down to three quarters of the usual size), then wraps onto two lines; only
        what does not fit two lines is elided.
        """
        r = self.boundingRect()
        room = r.width() * 0.8
        size = r.height() * 0.42
        for scale in (1.0, 0.9, 0.8, 0.75):
            font = _font(size * scale, bold=True)
            if QFontMetricsF(font).horizontalAdvance(self.text) <= room:
                return font, False
        font = _font(min(size * 0.75, r.height() * 0.4), bold=True)
        return font, True
