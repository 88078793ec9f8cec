"""Animation batches of the table that read nothing but the table: the deal, a hand closing up, and where a won
trick slides to.

The presenter enqueues them; each is built when it starts, from the cards' current places.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from hearts_qt.ui.table.animation import DEAL_CARD, DEAL_STAGGER, FLIP, REARRANGE, move, move_to, together
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.layout import TableLayout
from hearts_qt.ui.table.view import TableView

HUMAN = 0
#: The deal's pile lies above the plates (5) and under every card in flight or at rest (10 and up).
DECK_Z = 9.0
COLLECT_SCALE = 0.45  # a collected trick's size on arrival, relative to the trick's
Anim = QAbstractAnimation | None


def deal_order(t: TableView) -> list[tuple[CardItem, int, int]]:
    """The dealt cards in the order they leave the deck, one round of the table after another: (card, seat, its
    place in that seat's hand). The kitty, if any, leaves first, all at once."""
    flights = []
    rounds = max((len(h) for h in [t.hand, *t.backs]), default=0)
    for index in range(rounds):
        for seat in range(t.players):
            items = t.hand if seat == HUMAN else t.backs[seat]
            if index < len(items):
                flights.append((items[index], seat, index))
    return flights


def stack_deck(t: TableView, deck: QPointF) -> None:
    """Every card about to be dealt lies in one pile at ``deck``, as a real deck does: each at the size of a card
    in the middle of the table, the next to leave on top, and only the bottom card casting a shadow (a shadow under
    every card of the pile would add up to a black halo)."""
    width = t.pile_size()[0]
    pile = [*t.kitty, *(item for item, _, _ in deal_order(t))]
    for place, item in enumerate(pile):
        item.setPos(deck)
        item.setRotation(0.0)
        item.setScale(width / item.size[0])
        item.setZValue(DECK_Z - place * 0.001)
        item.set_shadow_level(1.0 if place == len(pile) - 1 else 0.0)


def _on_leaving(item: CardItem, prop: bytes, value: float, delay: int, travels: bool) -> Anim:
    """Set ``prop`` as ``item`` leaves the deck after ``delay`` ms (at once when cards do not travel)."""
    if not travels:
        item.setProperty(prop.decode(), value)
        return None
    return move(item, prop, value, 1, delay=delay, easing=QEasingCurve.Type.Linear)


def deal_batch(t: TableView) -> Anim:
    """Every card flies from the deck (see :func:`stack_deck`) to its place, one after another round the table,
    growing to its size on the way; the person's turn face up as they land."""
    ms, motion = t.timing.ms, t.timing.motion
    travels = motion(DEAL_CARD) > 0
    moves = []
    for order, (item, seat, index) in enumerate(deal_order(t)):
        items = t.hand if seat == HUMAN else t.backs[seat]
        if seat == HUMAN:
            home, turn = t.hand_home(index, len(items)), t.hand_rotation(index, len(items))
        else:
            home, turn = t.back_homes(seat)[index], t.layout_.seats[seat].rotation
        delay = ms(DEAL_STAGGER) * order
        # Off the top of the deck and over it, with its own shadow, as it leaves.
        moves.append(_on_leaving(item, b"z", 10.0 + index, delay, travels))
        moves.append(_on_leaving(item, b"shadow_level", 1.0, delay, travels))
        moves.append(move_to(item, home, motion(DEAL_CARD), delay=delay))
        moves.append(move(item, b"rotation", turn, motion(DEAL_CARD), delay=delay))
        moves.append(move(item, b"scale", 1.0, motion(DEAL_CARD), delay=delay))
        moves.append(t.timing.appear(item, DEAL_CARD, delay=delay))
        if seat == HUMAN:
            # Turned face up as it lands: the flip starts just before the card arrives.
            item.begin_turn()
            moves.append(move(item, b"turn", 1.0, motion(FLIP), delay=delay + ms(DEAL_CARD) * 3 // 4,
                              easing=QEasingCurve.Type.Linear))
    for index, item in enumerate(t.kitty):
        item.setZValue(50 + index)
        item.set_shadow_level(1.0)
        moves.append(move_to(item, t.pending_home(index), motion(DEAL_CARD)))
        moves.append(move(item, b"scale", 1.0, motion(DEAL_CARD)))
        moves.append(t.timing.appear(item, DEAL_CARD))
    return together(moves)


def reveal(t: TableView) -> None:
    """Every card where it rests, the person's face up (a resumed hand, the end of a deal)."""
    t.place_all()
    for item in t.hand:
        item.show_face(item.card, True)


def close_up(t: TableView, seat: int) -> list[Anim]:
    """``seat``'s hand closes up over the gap a played card left."""
    motion = t.timing.motion  # with reduced motion the fan closes up at once
    for index, item in enumerate(t.hand if seat == HUMAN else t.backs[seat]):
        item.setZValue(10 + index)
    if seat == HUMAN:
        count = len(t.hand)
        return [
            anim
            for i, item in enumerate(t.hand)
            for anim in (
                move_to(item, t.hand_home(i, count), motion(REARRANGE)),
                move(item, b"rotation", t.hand_rotation(i, count), motion(REARRANGE)),
            )
        ]
    return [
        move_to(item, home, motion(REARRANGE))
        for item, home in zip(t.backs[seat], t.back_homes(seat), strict=True)
    ]


def collect_point(lay: TableLayout, winner: int) -> QPointF:
    """Where a trick ends its slide: on the edge of the winner's plate that faces the middle of the table, so
    the shrinking cards never cover the name on the plate."""
    plate = lay.seats[winner].plate
    px, py = plate.center
    cx, cy = lay.center
    dx, dy = cx - px, cy - py
    length = math.hypot(dx, dy)
    if length < 1:
        return QPointF(px, py)
    ux, uy = dx / length, dy / length
    edge = min(plate.w / 2 / abs(ux) if ux else math.inf, plate.h / 2 / abs(uy) if uy else math.inf)
    # Most of the shrunken pile past that edge: it touches the plate, and leaves the name in view.
    half = lay.trick_card_w * COLLECT_SCALE / 2 * abs(ux) + lay.trick_card_h * COLLECT_SCALE / 2 * abs(uy)
    reach = edge + 0.7 * half
    return QPointF(px + ux * reach, py + uy * reach)
