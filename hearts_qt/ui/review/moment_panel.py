"""The table at the moment of a reviewed decision, drawn read-only: the trick so far, the person's hand, and the
cards played before, with the person's choice and the coach's suggestion marked.

Drawn with the table's own card art (:class:`CardArt`) on the player's table colour (:class:`TableColours`). The
person's card is lifted and marked "You" in orange, the suggested one lifted and marked "Better" in green; for a
pass, the three cards of each. The words tell the marks apart, not the colours alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QTextOption
from PySide6.QtWidgets import QSizePolicy, QWidget

from hearts_qt.engine import Card, Phase, PlayerView, Suit
from hearts_qt.looks import CARD_RATIO
from hearts_qt.text.cards import short_name
from hearts_qt.text.format import NO_BREAK, fill
from hearts_qt.text.table import pile_text
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.style.name_fit import distinct_elided
from hearts_qt.ui.style.table_font import table_font
from hearts_qt.ui.style.themes import TableColours, felt_brush

CARD_W = 62.0
CARD_H = CARD_W * CARD_RATIO
HAND_STEP = 50.0
# The closest the hand's cards come when a long hand (Cancellation: up to 20 cards) must fit the panel: the
# corner index of each card stays in view.
MIN_HAND_STEP = 20.0
TRICK_STEP = 78.0
LIFT = 12.0
MARGIN = 10.0
YOURS = QColor("#d55e00")
BETTER = QColor("#009e73")
BOTH = QColor("#0072b2")
# The kinds of mark (``marked_cards``): the person's choice, the coach's, a card in both.
MINE, COACH, SHARED = "mine", "better", "both"
SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)


def played_by_suit(cards: Sequence[Card]) -> str:
    """``"♣ A 7 2 · ♥ Q 3"``: the cards played before, grouped by suit, high to low."""
    groups = []
    for suit in SUIT_ORDER:
        ranks = sorted((c for c in cards if c.suit is suit), key=lambda c: -c.rank)
        if ranks:
            # No-break spaces inside a suit: a line breaks between suits ("… · ♥ A K Q"), not inside one.
            groups.append(suit.symbol + NO_BREAK + NO_BREAK.join(short_name(c)[:-1] for c in ranks))
    return " · ".join(groups)


def shrink_to_fit(painter: QPainter, box: QRectF, text: str, wrap: QTextOption) -> None:
    """Make the painter's font smaller (down to 6 points) until ``text`` wrapped by ``wrap`` fits ``box``."""
    font = painter.font()
    while font.pointSizeF() > 6 and painter.boundingRect(box, text, wrap).height() > box.height():
        font.setPointSizeF(font.pointSizeF() - 0.5)
        painter.setFont(font)


def hand_step(count: int, width: float, scale: float = 1.0) -> float:
    """The distance between the cards of a hand of ``count`` cards drawn in ``width``: :data:`HAND_STEP`, or less
    so that the whole hand fits (never under :data:`MIN_HAND_STEP`); cards drawn at ``scale`` come closer by it."""
    if count < 2:
        return HAND_STEP * scale
    return max(MIN_HAND_STEP * scale, min(HAND_STEP * scale, (width - CARD_W * scale) / (count - 1)))


def marked_cards(hand: Sequence[Card], chosen: Sequence[Card], better: Sequence[Card]) -> dict[int, str]:
    """The positions in ``hand`` to mark, each with its kind: :data:`MINE` for the person's choice, :data:`COACH` for
    the better one, :data:`SHARED` for a card in both (a pass that kept some of the person's cards). With two packs
    a hand can hold a card twice; only one copy is marked."""
    marks: dict[int, str] = {}
    groups = ((chosen, None), ([card for card in better if card not in chosen], COACH))
    for cards, kind in groups:
        for card in cards:
            index = next((i for i, c in enumerate(hand) if c == card and i not in marks), None)
            if index is not None:
                marks[index] = kind or (SHARED if card in better else MINE)
    return marks


def mark_style(kind: str) -> tuple[QColor, str]:
    """A mark's colour and its word."""
    if kind == MINE:
        return YOURS, QCoreApplication.translate("Review", "You")
    if kind == COACH:
        return BETTER, QCoreApplication.translate("Review", "Better")
    return BOTH, QCoreApplication.translate("Review", "Both", "a card both the person and the coach chose")


class MomentPanel(QWidget):
    """Shows one :class:`PlayerView` with ``chosen`` and ``better`` marked; :meth:`show_moment` changes it."""

    def __init__(self, art: CardArt, names: list[str], colours: TableColours, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(table_font(self.font()))
        self.art = art
        self.colours = colours
        self.names = names
        self.view: PlayerView | None = None
        self.chosen: tuple[Card, ...] = ()
        self.better: tuple[Card, ...] = ()
        self.scale = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(round(self.sizeHint().height()))

    def sizeHint(self) -> QSize:
        return QSize(700, round(2 * CARD_H * self.scale + 4 * MARGIN + 150))

    def set_scale(self, scale: float) -> None:
        """Draw the cards ``scale`` times their usual size (smaller on a short screen), the panel as much shorter."""
        self.scale = scale
        self.setMinimumHeight(round(self.sizeHint().height()))
        self.updateGeometry()
        self.update()

    def show_moment(self, view: PlayerView | None, chosen: Sequence[Card] = (), better: Sequence[Card] = ()) -> None:
        self.view, self.chosen, self.better = view, tuple(chosen), tuple(better)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), felt_brush(self.colours, self.width(), self.height()))
        view = self.view
        if view is not None:
            self._paint(painter, view)
        painter.end()

    def _paint(self, painter: QPainter, view: PlayerView) -> None:
        painter.setPen(self.colours.text)
        line = painter.fontMetrics().height()
        width = self.width() - 2 * MARGIN
        card_w, card_h = self._card_size()
        y = MARGIN
        passing = view.phase is Phase.PASSING
        if passing:
            header = QCoreApplication.translate("Review", "Your hand before the pass:")
        elif view.current_trick:
            header = QCoreApplication.translate("Review", "The trick so far:")
        else:
            header = QCoreApplication.translate("Review", "You lead this trick.")
        painter.drawText(QRectF(MARGIN, y, width, line), header)
        marks = marked_cards(view.hand, self.chosen, self.better)
        kinds = [kind for kind in (MINE, COACH, SHARED) if kind in marks.values()]
        legend_left = self._legend(painter, kinds, y, line)
        pile = self.pile_text()
        if pile and not view.current_trick:  # beside "You lead this trick.", up to the legend
            metrics = painter.fontMetrics()
            start = MARGIN + metrics.horizontalAdvance(header) + 12
            room = max(0.0, legend_left - start)
            painter.setPen(self.colours.muted)
            painter.drawText(QRectF(start, y, room, line), Qt.AlignmentFlag.AlignLeft,
                             metrics.elidedText(pile, Qt.TextElideMode.ElideRight, round(room)))
            painter.setPen(self.colours.text)
        y += line + 4
        if view.current_trick and pile:  # right of the trick's cards, where they leave room
            start = MARGIN + len(view.current_trick) * TRICK_STEP * self.scale + 8
            painter.setPen(self.colours.muted)
            painter.drawText(QRectF(start, y, max(0.0, self.width() - MARGIN - start), card_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             pile)
            painter.setPen(self.colours.text)
        if view.current_trick:
            for index, (seat, card) in enumerate(view.current_trick):
                x = MARGIN + index * TRICK_STEP * self.scale
                self._card(painter, card, x, y)
                painter.setPen(self.colours.text)
                # A long name is cut to its card's width ("Barthol…"): never over the next card's name.
                room = min(card_w + 16, TRICK_STEP * self.scale - 4)
                name = distinct_elided(self.names[seat], self.names, painter.fontMetrics(), room)
                painter.drawText(QRectF(x + card_w / 2 - room / 2, y + card_h + 2, room, line),
                                 Qt.AlignmentFlag.AlignCenter, name)
            y += card_h + line + 8
        if not passing:
            painter.drawText(QRectF(MARGIN, y, width, line), QCoreApplication.translate("Review", "Your hand:"))
            y += line + 4
        y += line  # room for the marks above the lifted cards
        hand = view.hand
        step = hand_step(len(hand), width, self.scale)
        for index, card in enumerate(hand):
            lift = LIFT if index in marks else 0.0
            self._card(painter, card, MARGIN + index * step, y + LIFT - lift)
        for index, kind in marks.items():
            # Each mark underlines the part of its card the next one leaves in view (the last card shows whole);
            # its name may reach over the next cards, up to the next marked one.
            shown = card_w if index == len(hand) - 1 else step - 2
            following = [i for i in marks if i > index]
            room = min(card_w, (min(following) - index) * step - 2) if following else card_w
            self._mark(painter, kind, MARGIN + index * step, y, shown, room, line)
        y += card_h + LIFT + 8
        played = [c for trick in view.tricks for _, c in trick.plays]
        if played:
            painter.setPen(self.colours.text)
            wrap = QTextOption()
            wrap.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # a suit too long for a line
            text = fill(QCoreApplication.translate("Review", "Played before: %1"), played_by_suit(played))
            # Every card named: the room down to the panel's foot, and a smaller font when even that is too little
            # (a late Cancellation trick in a narrow window has 90 cards behind it).
            box = QRectF(MARGIN, y, width, max(line * 2, self.height() - MARGIN - y))
            shrink_to_fit(painter, box, text, wrap)
            painter.drawText(box, text, wrap)

    def pile_text(self) -> str:
        """Cancellation's pile at this moment, as the table's caption says it: the kitty still face down (before the
        first trick is won), or the cards of all-cancelled tricks waiting for the next winner; "" for none."""
        view = self.view
        if view is None:
            return ""
        kitty = view.kitty_size if not view.tricks and not view.kitty else 0
        return pile_text(kitty, len(view.pending)) if kitty or view.pending else ""

    def _card_size(self) -> tuple[float, float]:
        """A card's width and height in the picture, at its scale."""
        return CARD_W * self.scale, CARD_H * self.scale

    def _card(self, painter: QPainter, card: Card, x: float, y: float) -> None:
        ratio = self.devicePixelRatioF()
        width, height = self._card_size()
        painter.drawPixmap(QRectF(x, y, width, height).toRect(), self.art.pixmap(str(card), width, height, ratio))

    def _legend(self, painter: QPainter, kinds: list[str], y: float, line: float) -> float:
        """The marks' words in their colours at the right of the header line ("You", "Better", "Both"): a name cut
        short over a card close to the next one ("B…") is still read here. Returns where the legend begins."""
        metrics = painter.fontMetrics()
        x = self.width() - MARGIN
        for kind in reversed(kinds):
            colour, text = mark_style(kind)
            box = QRectF(x - metrics.horizontalAdvance(text) - 8, y, metrics.horizontalAdvance(text) + 8, line)
            painter.fillRect(box, colour)
            painter.setPen(Qt.GlobalColor.white)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            x = box.left() - 6
        painter.setPen(self.colours.text)
        return x

    def _mark(self, painter: QPainter, kind: str, x: float, y: float, width: float, room: float,
              line: float) -> None:
        """Marks a card lifted to ``y``: underlined ``width`` wide and named above (at least ``width`` wide, as wide
        as its name needs up to ``room``), both in its colour: "You" for the person's choice, "Better" for the
        coach's, "Both" for a card in both."""
        colour, text = mark_style(kind)
        metrics = painter.fontMetrics()
        label = QRectF(x, y - line - 2, min(room, max(width, metrics.horizontalAdvance(text) + 8)), line)
        painter.fillRect(label, colour)
        painter.fillRect(QRectF(x, y + self._card_size()[1] + LIFT + 3, width, 5), colour)
        painter.setPen(Qt.GlobalColor.white)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, round(label.width() - 4))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, shown)
