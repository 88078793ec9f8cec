"""Animation batches of the table that read nothing but the table: the deal, a hand closing up, and where a won
trick slides to.

The presenter enqueues them; each is built when it starts, from the cards' current places.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from .animation import DEAL_CARD, DEAL_STAGGER, FLIP, REARRANGE, move, move_to, together
from .layout import TableLayout
from .table import TableView

HUMAN = 0
COLLECT_SCALE = 0.45  # a collected trick's size on arrival, relative to the trick's
Anim = QAbstractAnimation | None


def deal_batch(t: TableView) -> Anim:
    """Every card flies from the deck to its place, one after another round the table; the person's turn face
    up as they land."""
    ms, motion = t.timing.ms, t.timing.motion
    moves = []
    rounds = max((len(h) for h in [t.hand, *t.backs]), default=0)
    order = 0
    for index in range(rounds):
        for seat in range(t.players):
            items = t.hand if seat == HUMAN else t.backs[seat]
            if index >= len(items):
                continue
            if seat == HUMAN:
                home, turn = t.hand_home(index, len(items)), t.hand_rotation(index, len(items))
            else:
                home, turn = t.back_homes(seat)[index], t.layout_.seats[seat].rotation
            item, delay = items[index], ms(DEAL_STAGGER) * order
            item.setZValue(10 + index)
            moves.append(move_to(item, home, motion(DEAL_CARD), delay=delay))
            moves.append(move(item, b"rotation", turn, motion(DEAL_CARD), delay=delay))
            moves.append(t.timing.appear(item, DEAL_CARD, delay=delay))
            if seat == HUMAN:
                # Turned face up as it lands: the flip starts just before the card arrives.
                item.begin_turn()
                moves.append(move(item, b"turn", 1.0, motion(FLIP), delay=delay + ms(DEAL_CARD) * 3 // 4,
                                  easing=QEasingCurve.Type.Linear))
            order += 1
    for index, item in enumerate(t.kitty):
        moves.append(move_to(item, t.pending_home(index), motion(DEAL_CARD)))
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
