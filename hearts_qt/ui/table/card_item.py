"""One card on the table: a ``QGraphicsObject`` whose ``pos``, ``opacity`` and ``rotation`` the animations drive.

The item is centred on its position (so it turns about its middle), paints a soft shadow under the cached card
pixmap, and knows a few looks: dimmed (not playable), highlighted (just received), focused (keyboard), cancelled
(one of a pair that cancelled in Cancellation Hearts: veiled, struck through, captioned as in Last trick), and a
name tag (whose card it is, on a trick card when the trick lies in rows and its place alone does not say). Its ``turn``
property flips a face-down card over (0: the back, 1: the face; the card narrows to an edge at 0.5 and the face
shows from there), so an animation of ``turn`` is a card being turned face up.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hearts_qt.engine import Card
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.style.themes import TableColours

CORNER = 0.05  # corner radius as a fraction of the card width (matches the SVG art)
SHADOW_STEPS = 4
CANCELLED_VEIL = QColor(20, 20, 20, 120)  # as in the Last-trick dialog (last_trick.py)
CANCELLED_STRIKE = QColor(200, 30, 30, 230)
FOCUS_RING = QColor(70, 160, 255)
RING_GAP = 2.0  # the focus ring's distance outside the card's edge
# The name tag: a plate-coloured label across the bottom of the card, clear of both corner indices.
TAG_HEIGHT = 0.13  # of the card's height (12 px at least)
TAG_WIDTH = 0.64  # of the card's width
TAG_FROM_EDGE = 0.03  # its distance from the card's bottom edge, in card heights


class CardItem(QGraphicsObject):
    """A card, face up or down. ``card`` is ``None`` for an opponent's card nobody has seen."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    hovered = Signal(object)  # the pointer came onto the card
    dropped = Signal(object, object)  # the card and the scene point where a drag let it go

    def __init__(self, art: CardArt, card: Card | None, width: float, height: float, *, face_up: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.card = card
        self.face_up = face_up
        self._w, self._h = width, height
        self.dimmed = False
        self.highlighted = False
        self.focused = False
        self.cancelled = False
        self.selected_for_pass = False
        self.tag = ""  # the name of the player whose card this is, shown on it ("" for none)
        self._tag_colours: TableColours | None = None
        self.received = False  # just passed to the person: raised until the exchange is confirmed
        self.draggable = False
        self._press: QPointF | None = None  # scene point of a press that may become a click or a drag
        self._grab = QPointF()  # where on the card it was taken, so a dragged card does not jump
        self._dragging = False
        self._turn = 1.0
        self._shadow_level = 1.0
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    def show_face(self, card: Card | None, face_up: bool) -> None:
        self.card, self.face_up = card, face_up
        self.update()

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        if value >= 0.5:
            self.face_up = True
        self.update()

    #: Flipping the card face up: set to 0 with the back showing, animate to 1.
    turn = Property(float, _get_turn, _set_turn)

    def get_shadow_level(self) -> float:
        return self._shadow_level

    def set_shadow_level(self, value: float) -> None:
        self._shadow_level = value
        self.update()

    #: How much of the card's shadow shows (0: none): in the deal's pile only the bottom card casts one.
    shadow_level = Property(float, get_shadow_level, set_shadow_level)

    def begin_turn(self) -> None:
        """Show the back, ready for an animation of ``turn`` up to 1."""
        self.face_up = False
        self._turn = 0.0
        self.update()

    def set_looks(self, *, dimmed: bool | None = None, highlighted: bool | None = None,
                  focused: bool | None = None, cancelled: bool | None = None) -> None:
        if cancelled is not None:
            self.cancelled = cancelled
        if dimmed is not None:
            self.dimmed = dimmed
        if highlighted is not None:
            self.highlighted = highlighted
        if focused is not None:
            self.focused = focused
        self.update()

    def set_tag(self, name: str, colours: TableColours | None = None) -> None:
        """Show ``name`` on the card (whose card it is), in the table's ``colours``; "" takes the tag off."""
        self.tag = name
        if colours is not None:
            self._tag_colours = colours
        self.update()

    def tag_rect(self) -> QRectF:
        """Where the name tag lies on the card, in the card's own coordinates."""
        height = max(12.0, self._h * TAG_HEIGHT)
        width = self._w * TAG_WIDTH
        return QRectF(-width / 2, self._h / 2 - self._h * TAG_FROM_EDGE - height, width, height)

    def set_clickable(self, clickable: bool) -> None:
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(clickable)
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        if not clickable:
            self._press, self._dragging = None, False

    def card_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def boundingRect(self) -> QRectF:
        pad = max(4.0, self._w * 0.06)
        return self.card_rect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        """The card itself, not its shadow: a click on the shadow reaches the card beneath."""
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        radius = self._w * CORNER
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if 0.0 < self._turn < 1.0:
            painter.scale(max(abs(1.0 - 2.0 * self._turn), 0.02), 1.0)  # half way through a flip: seen edge on
        self._paint_shadow(painter, rect, radius)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        name = CardArt.name_of(self.card if self.face_up else None)
        painter.drawPixmap(rect, self._art.pixmap(name, self._w, self._h, ratio), QRectF())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 110))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.cancelled:
            self._paint_cancelled(painter, rect, radius)
        if self.tag and self.face_up:
            self._paint_tag(painter)
        if self.highlighted:
            painter.setPen(QPen(QColor(255, 200, 40), max(2.5, self._w * 0.035)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.focused:
            pen = max(2.0, self._w * 0.03)
            painter.setPen(QPen(FOCUS_RING, pen, Qt.PenStyle.DashLine))
            painter.drawPath(self._ring_path(rect, radius, pen))

    def _ring_path(self, rect: QRectF, radius: float, pen: float) -> QPainterPath:
        """The focus ring's outline: round the part of the card that shows beside the cards lying over it, so it
        never runs across one (in the fan the next card covers most of this one). Read from the scene as it is
        painted, so the ring follows a neighbour that slides or is lifted."""
        ring = QPainterPath()
        ring.addRoundedRect(rect.adjusted(-RING_GAP, -RING_GAP, RING_GAP, RING_GAP), radius + RING_GAP,
                            radius + RING_GAP)
        scene = self.scene()
        if scene is None:
            return ring
        cover = QPainterPath()
        for item in scene.items(self.sceneBoundingRect()):  # topmost first: those before this card lie over it
            if item is self:
                break
            if isinstance(item, CardItem) and item.isVisible():
                # A pen's width off the covering card's edge, so the ring stays on this card's face; and the whole
                # height beside it: where the fan's turn (or a lifted card) leaves a sliver of this card showing
                # above or below the next one, a ring round that sliver would run along the next card.
                edge = QPainterPath()
                reach = 4 * self._h
                edge.addRect(item.card_rect().adjusted(-pen, -reach, pen, reach))
                cover = cover.united(self.mapFromItem(item, edge))
        return ring.subtracted(cover) if not cover.isEmpty() else ring

    def _paint_cancelled(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The look of a cancelled card in the Last-trick dialog, on the table: veiled, struck, captioned."""
        w, h = rect.width(), rect.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CANCELLED_VEIL)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(CANCELLED_STRIKE, max(3.0, w / 18), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(rect.topLeft() + QPointF(w * 0.12, h * 0.88), rect.topLeft() + QPointF(w * 0.88, h * 0.12))
        font = QFont(painter.font())
        font.setItalic(True)
        font.setBold(True)
        font.setPixelSize(max(9, round(w * 0.15)))
        painter.setFont(font)
        # Above the name tag, when the card carries one.
        bottom = self.tag_rect().top() - h * 0.02 if self.tag else rect.bottom() - h * 0.04
        band = QRectF(rect.left(), bottom - h * 0.16, w, h * 0.16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawRect(band)
        painter.setPen(CANCELLED_STRIKE)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("LastTrick", "cancelled"))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_tag(self, painter: QPainter) -> None:
        """The player's name on a small plate across the bottom of the card, cut to fit it."""
        colours = self._tag_colours
        if colours is None:
            return
        box = self.tag_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.plate)
        painter.drawRoundedRect(box, box.height() / 3, box.height() / 3)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(9, round(box.height() * 0.68)))
        painter.setFont(font)
        painter.setPen(colours.text)
        inner = box.adjusted(box.height() / 4, 0, -box.height() / 4, 0)
        text = QFontMetricsF(font).elidedText(self.tag, Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, text)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_shadow(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """A soft shadow, offset down and to the right: a cached pixmap, since antialiased translucent shapes
        for every card in every frame were most of the cost of painting the table."""
        if self._shadow_level <= 0.0:
            return
        spread = max(1.5, self._w * 0.012)
        reach = spread * SHADOW_STEPS
        area = rect.translated(spread * 0.8, spread * 1.4).adjusted(-reach, -reach, reach, reach)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        opacity = painter.opacity()
        painter.setOpacity(opacity * min(1.0, self._shadow_level))
        painter.drawPixmap(area, _shadow(self._w, self._h, radius, spread, ratio), QRectF())
        painter.setOpacity(opacity)

    # A press becomes a click when released where it was, or a drag once it moves further than a start distance.

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.card_rect().contains(event.pos()):
            self._press, self._grab, self._dragging = event.scenePos(), event.scenePos() - self.pos(), False
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        if not self._dragging:
            if (event.scenePos() - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.setZValue(400)
        self.setPos(event.scenePos() - self._grab)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Not a second click: the first one has acted already, and cards may have moved under the pointer since,
        # so the release that follows does nothing either.
        self._press, self._dragging = None, False
        if event.button() == Qt.MouseButton.LeftButton and self.card_rect().contains(event.pos()):
            self.double_clicked.emit(self)
            event.accept()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(self)
        super().hoverEnterEvent(event)

_SHADOWS: dict[tuple[int, int, float], QPixmap] = {}
MAX_SHADOWS = 64  # a few card sizes; a window resize renders fresh ones


def _shadow(width: float, height: float, radius: float, spread: float, ratio: float) -> QPixmap:
    """A few widening translucent rounded rects around a ``width``×``height`` card, rendered once per size."""
    key = (round(width * ratio), round(height * ratio), ratio)
    cached = _SHADOWS.get(key)
    if cached is not None:
        return cached
    if len(_SHADOWS) >= MAX_SHADOWS:
        _SHADOWS.clear()
    reach = spread * SHADOW_STEPS
    pixmap = QPixmap(max(1, round((width + 2 * reach) * ratio)), max(1, round((height + 2 * reach) * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    card = QRectF(reach, reach, width, height)
    for step in range(SHADOW_STEPS, 0, -1):
        grow = spread * step
        painter.setBrush(QColor(0, 0, 0, 22))
        painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    painter.end()
    _SHADOWS[key] = pixmap
    return pixmap
