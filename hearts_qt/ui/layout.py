"""Where everything sits on the table, as pure arithmetic: no Qt, so it is tested for every seat count and size.

Seat 0 (the person) sits at the bottom with the large cards; the opponents sit clockwise from the left: a column
on the left, a row along the top, a column on the right. Each seat has a hand (a line of card centres), a name
plate, and the place its card takes in the trick. A card is given by its centre and rotation.

>>> t = table_layout(1280, 800, 4, 13)
>>> [p.side for p in t.seats]
['bottom', 'left', 'top', 'right']
>>> len(hand_centers(t.seats[0], 13))
13
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CARD_RATIO = 7 / 5  # height / width of a card
LIFT = 0.22          # how far a selected card rises, in card heights
OPPONENT_SCALE = 0.62


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def intersects(self, other: Rect) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def inside(self, width: float, height: float) -> bool:
        return self.x >= 0 and self.y >= 0 and self.right <= width and self.bottom <= height


@dataclass(frozen=True)
class SeatPlace:
    """One seat: its hand runs along ``axis`` (unit vector) through ``hand_center``; cards are turned ``rotation``."""

    seat: int
    side: str
    hand_center: tuple[float, float]
    axis: tuple[float, float]
    rotation: float
    card_w: float
    card_h: float
    spacing: float
    max_cards: int
    plate: Rect
    trick_pos: tuple[float, float]
    trick_rotation: float

    def hand_rect(self, count: int | None = None) -> Rect:
        """The box the hand covers with ``count`` cards (its full size by default), selected cards included."""
        n = self.max_cards if count is None else count
        length = self.spacing * max(n - 1, 0)
        cx, cy = self.hand_center
        lift = LIFT * self.card_h if self.side == "bottom" else 0.0
        if self.side in ("bottom", "top"):
            w, h = length + self.card_w, self.card_h
            return Rect(cx - w / 2, cy - h / 2 - lift, w, h + lift)
        w, h = self.card_h, length + self.card_w
        return Rect(cx - w / 2, cy - h / 2, w, h)


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_w: float
    card_h: float
    seats: tuple[SeatPlace, ...]
    center: tuple[float, float]
    trick_rect: Rect
    badge: Rect
    margin: float

    def pass_target_offset(self, seat: int, toward: int) -> tuple[float, float]:
        """A point between two seats' hands, where a passed card flies through."""
        (ax, ay), (bx, by) = self.seats[seat].hand_center, self.seats[toward].hand_center
        return (ax + bx) / 2, (ay + by) / 2


def _sides(players: int) -> list[str]:
    """The side of the table of each opponent, clockwise from the person's left."""
    opponents = players - 1
    if opponents == 2:
        return ["left", "right"]
    return ["left", *["top"] * (opponents - 2), "right"]


def table_layout(width: float, height: float, players: int, hand_size: int) -> TableLayout:
    """The whole table for ``players`` seats holding up to ``hand_size`` cards each, in a ``width``×``height`` view."""
    if not 3 <= players <= 7:
        raise ValueError(f"A table seats 3 to 7 players, not {players}.")
    m = max(6.0, 0.015 * min(width, height))
    card_h = min(0.2 * height, 0.15 * width)
    card_w = card_h / CARD_RATIO
    opp_h = card_h * OPPONENT_SCALE
    opp_w = opp_h / CARD_RATIO
    plate_w = min(max(0.13 * width, 104.0), 190.0)
    plate_h = max(36.0, 0.27 * card_h)

    # The person: plate in the bottom-left corner, the badge in the bottom-right, the hand centred between.
    bottom_y = height - m - card_h / 2
    badge_w = plate_w * 1.25
    room = width - 2 * (badge_w + 2 * m)
    bottom = _seat(0, "bottom", (width / 2, bottom_y), card_w, card_h, room, hand_size,
                   Rect(m, height - m - plate_h, plate_w, plate_h))
    top_band = m + opp_h + m + plate_h + m
    column_x = m + opp_h / 2
    side_top = top_band
    side_bottom = bottom.hand_rect().y - m
    slots = _top_slots(width, m, opp_h, players)

    seats: list[SeatPlace] = [bottom]
    top_index = 0
    for seat, side in enumerate(_sides(players), start=1):
        if side == "top":
            x0, x1 = slots[top_index]
            top_index += 1
            plate = Rect((x0 + x1) / 2 - min(plate_w, x1 - x0) / 2, m + opp_h + m, min(plate_w, x1 - x0), plate_h)
            seats.append(_seat(seat, "top", ((x0 + x1) / 2, m + opp_h / 2), opp_w, opp_h,
                               (x1 - x0) * 0.92, hand_size, plate))
            continue
        cx = column_x if side == "left" else width - column_x
        cy = (side_top + side_bottom) / 2
        px = m + opp_h + m if side == "left" else width - m - opp_h - m - plate_w
        plate = Rect(px, cy - plate_h / 2, plate_w, plate_h)
        seats.append(_seat(seat, side, (cx, cy), opp_w, opp_h, side_bottom - side_top, hand_size, plate))

    center = (width / 2, (top_band + bottom.hand_rect().y) / 2)
    # Trick cards sit on an ellipse, each in the direction of its seat, in seat order (clockwise from the bottom).
    rx, ry = 0.6 * card_w * (1 + 0.12 * (players - 4)), 0.34 * card_h * (1 + 0.06 * (players - 4))
    placed = []
    for place in seats:
        angle = math.pi / 2 + 2 * math.pi * place.seat / players
        pos = (center[0] + rx * math.cos(angle), center[1] + ry * math.sin(angle))
        tilt = ((place.seat * 7) % 11 - 5) * 1.2
        placed.append(_with_trick(place, pos, tilt))
    trick_rect = Rect(center[0] - rx - card_w * 0.75, center[1] - ry - card_h * 0.6,
                      2 * rx + card_w * 1.5, 2 * ry + card_h * 1.2)
    badge = Rect(width - m - badge_w, height - m - plate_h, badge_w, plate_h)
    return TableLayout(width, height, card_w, card_h, tuple(placed), center, trick_rect, badge, m)


def _top_slots(width: float, m: float, opp_h: float, players: int) -> list[tuple[float, float]]:
    """Equal stretches of the top edge, between the side columns, one per opponent sitting at the top."""
    count = max(players - 3, 0)
    if count == 0:
        return []
    x0 = m + opp_h + 2 * m + (0.07 * width if count == 1 else 0.0)
    x1 = width - x0
    step = (x1 - x0) / count
    return [(x0 + i * step, x0 + (i + 1) * step) for i in range(count)]


def _seat(seat: int, side: str, center: tuple[float, float], card_w: float, card_h: float, room: float,
          hand_size: int, plate: Rect) -> SeatPlace:
    spacing = card_w * (0.55 if side == "bottom" else 0.32)
    if hand_size > 1:
        spacing = max(1.0, min(spacing, (room - card_w) / (hand_size - 1)))
    axis, rotation = {"bottom": ((1.0, 0.0), 0.0), "top": ((-1.0, 0.0), 180.0),
                      "left": ((0.0, 1.0), 90.0), "right": ((0.0, -1.0), -90.0)}[side]
    return SeatPlace(seat, side, center, axis, rotation, card_w, card_h, spacing, hand_size, plate, center, 0.0)


def _with_trick(place: SeatPlace, pos: tuple[float, float], tilt: float) -> SeatPlace:
    return SeatPlace(place.seat, place.side, place.hand_center, place.axis, place.rotation, place.card_w,
                     place.card_h, place.spacing, place.max_cards, place.plate, pos, tilt)


def hand_centers(place: SeatPlace, count: int) -> list[tuple[float, float]]:
    """The centres of ``count`` cards in ``place``'s hand, first card first (left to right for the person)."""
    cx, cy = place.hand_center
    ax, ay = place.axis
    start = -place.spacing * (count - 1) / 2
    return [(cx + ax * (start + i * place.spacing), cy + ay * (start + i * place.spacing)) for i in range(count)]


def lifted(place: SeatPlace, center: tuple[float, float]) -> tuple[float, float]:
    """Where a selected card of the person's hand sits: raised above the others."""
    return center[0], center[1] - LIFT * place.card_h
