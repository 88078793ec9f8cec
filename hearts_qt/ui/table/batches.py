"""Animation batches of the table that read nothing but the table and the event they show: the deal, a hand
closing up, cards passed and received, and where a won trick slides to.

The presenter enqueues them; each is built when it starts, from the cards' current places, and moves cards
between piles through :class:`~hearts_qt.ui.table.piles.TableCards` before animating them to their rest.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from hearts_qt.engine import HUMAN_SEAT, PASS_SIZE, Card, PassDirection
from hearts_qt.ui.table.animation import DEAL_CARD, DEAL_STAGGER, FLIP, PASS_MOVE, REARRANGE, move, move_to, together
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.layout import PILE_SCALE, TableLayout
from hearts_qt.ui.table.piles import Pile
from hearts_qt.ui.table.view import TableView

#: The deal's pile lies above the plates (5) and under every card in flight or at rest (10 and up).
DECK_Z = 9.0
#: Cards in flight (passed, collected) go over everything at rest.
FLIGHT_Z = 200.0
COLLECT_SCALE = 0.45  # a collected trick's size on arrival, relative to the trick's
#: How far apart passed cards fly, one behind the other, so that the three show.
PASS_OFFSET = 6.0
Anim = QAbstractAnimation | None


def _seat_pile(t: TableView, seat: int) -> Pile:
    return t.cards.hand if seat == HUMAN_SEAT else t.cards.backs[seat]


def deal_order(t: TableView) -> list[tuple[CardItem, int, int]]:
    """The dealt cards in the order they leave the deck, one round of the table after another: (card, seat, its
    place in that seat's hand). The kitty, if any, leaves first, all at once."""
    flights = []
    piles = [_seat_pile(t, seat) for seat in range(t.players)]
    rounds = max((len(pile) for pile in piles), default=0)
    for index in range(rounds):
        for seat, pile in enumerate(piles):
            if index < len(pile):
                flights.append((pile.items[index], seat, index))
    return flights


def stack_deck(t: TableView, deck: QPointF) -> None:
    """Every card about to be dealt lies in one pile at ``deck``, as a real deck does: each at the size of a card
    in the middle of the table, the next to leave on top, and only the bottom card casting a shadow (a shadow under
    every card of the pile would add up to a black halo)."""
    width = t.layout_.trick_card_w * PILE_SCALE
    pile = [*t.cards.kitty, *(item for item, _, _ in deal_order(t))]
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
        rest = _seat_pile(t, seat).rest(index)
        delay = ms(DEAL_STAGGER) * order
        # Off the top of the deck and over it, with its own shadow, as it leaves.
        moves.append(_on_leaving(item, b"z", rest.z, delay, travels))
        moves.append(_on_leaving(item, b"shadow_level", 1.0, delay, travels))
        moves.append(move_to(item, rest.pos, motion(DEAL_CARD), delay=delay))
        moves.append(move(item, b"rotation", rest.rotation, motion(DEAL_CARD), delay=delay))
        moves.append(move(item, b"scale", 1.0, motion(DEAL_CARD), delay=delay))
        moves.append(t.timing.appear(item, DEAL_CARD, delay=delay))
        if seat == HUMAN_SEAT:
            # Turned face up as it lands: the flip starts just before the card arrives.
            item.begin_turn()
            moves.append(move(item, b"turn", 1.0, motion(FLIP), delay=delay + ms(DEAL_CARD) * 3 // 4,
                              easing=QEasingCurve.Type.Linear))
    for index, item in enumerate(t.cards.kitty):
        rest = t.cards.kitty.rest(index)
        item.setZValue(rest.z)
        item.set_shadow_level(1.0)
        moves.append(move_to(item, rest.pos, motion(DEAL_CARD)))
        moves.append(move(item, b"scale", 1.0, motion(DEAL_CARD)))
        moves.append(t.timing.appear(item, DEAL_CARD))
    return together(moves)


def reveal(t: TableView) -> None:
    """Every card where it rests, the person's face up (a resumed hand, the end of a deal)."""
    t.place_all()
    for item in t.cards.hand:
        item.show_face(item.card, True)


def to_rest(pile: Pile, duration: int, *, turn: bool = True) -> list[Anim]:
    """Every card of ``pile`` moves to its rest (and turns to it with ``turn``), in its place in the stack."""
    moves: list[Anim] = []
    for index, item in enumerate(pile):
        rest = pile.rest(index)
        item.setZValue(rest.z)
        moves.append(move_to(item, rest.pos, duration))
        if turn:
            moves.append(move(item, b"rotation", rest.rotation, duration))
    return moves


def turn_kitty(t: TableView, kitty: tuple[Card, ...]) -> Anim:
    """The kitty a trick's winner takes turns face up where it lies, to be seen before it goes (Last trick and the
    hand history show it afterwards)."""
    moves = []
    for item, card in zip(t.cards.kitty, kitty, strict=False):
        item.show_face(card, False)
        item.begin_turn()
        moves.append(move(item, b"turn", 1.0, t.timing.motion(FLIP)))
    return together(moves)


def close_up(t: TableView, seat: int) -> list[Anim]:
    """``seat``'s hand closes up over the gap a played card left (at once with reduced motion)."""
    pile = _seat_pile(t, seat)
    return to_rest(pile, t.timing.motion(REARRANGE), turn=seat == HUMAN_SEAT)


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


def passes_leave(t: TableView, passed: Sequence[Sequence[Card]], direction: PassDirection) -> Anim:
    """Every seat's three cards leave its hand toward the seat they go to (the person's turned face down first);
    with reduced motion they fade where they are. They leave the table once they have arrived."""
    ms = t.timing.ms
    players = len(passed)
    moves = []
    for seat, cards in enumerate(passed):
        target = t.layout_.seats[direction.target(seat, players)]
        if seat == HUMAN_SEAT:
            leaving = [item for item in t.cards.hand if item.card in cards]
            for item in leaving:
                item.show_face(item.card, False)
        else:
            leaving = list(t.cards.backs[seat].items[:PASS_SIZE])
        t.cards.send_off(leaving)
        for offset, item in enumerate(leaving):
            item.setZValue(FLIGHT_Z)
            if t.timing.reduce_motion:  # they fade where they are; the received ones appear in the hand
                moves.append(move(item, b"opacity", 0.0, ms(PASS_MOVE)))
                continue
            dest = QPointF(*target.hand_center) + QPointF(offset * PASS_OFFSET, offset * PASS_OFFSET)
            moves.append(move_to(item, dest, ms(PASS_MOVE)))
            moves.append(move(item, b"rotation", target.rotation, ms(PASS_MOVE)))
    return together(moves)


def passes_arrive(t: TableView, received: Sequence[Card], players: int, *, wait_for_ok: bool) -> tuple[Anim, bool]:
    """The person's received cards come into the hand, turned over where the passer's face-down cards have just
    landed (from the passer's seat they would be seen to arrive a second time), raised and marked; every other
    seat gets three new backs. ``wait_for_ok``: they stay raised until OK. Returns the batch and whether they
    arrived marked without waiting (so the mark fades after a while)."""
    motion = t.timing.motion
    landing = QPointF(*t.layout_.seats[HUMAN_SEAT].hand_center)
    arrived = []
    for offset, card in enumerate(received):
        item = t.new_card(card, True, HUMAN_SEAT)
        item.setPos(landing + QPointF(offset * PASS_OFFSET, offset * PASS_OFFSET))
        item.setRotation(t.layout_.seats[HUMAN_SEAT].rotation)
        item.set_looks(highlighted=True)
        item.received = wait_for_ok
        t.cards.add(item, t.cards.hand)
        arrived.append(item)
    for item in t.cards.hand:
        item.selected_for_pass = False
    for seat in range(1, players):
        for _ in range(PASS_SIZE):
            t.cards.add(t.new_card(None, False, seat), t.cards.backs[seat])
    moves = to_rest(t.cards.hand, motion(PASS_MOVE))
    moves += [t.timing.appear(item, PASS_MOVE) for item in arrived]
    for seat in range(1, players):
        # The kept cards still carry their old, higher places in the stack: all to their rest at once.
        t.cards.backs[seat].place()
    return together(moves), not wait_for_ok or not arrived
