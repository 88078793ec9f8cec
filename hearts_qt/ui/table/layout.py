"""Where everything sits on the table, as pure arithmetic: no Qt, so it is tested for every seat count and size.

Seat 0 (the person) sits at the bottom with the large cards held as a fan: a gentle arc, each card turned a
little further clockwise, a selected card lifted along its own upward direction. The opponents sit clockwise from
the left: a column on the left, a row along the top, a column on the right, their hands in straight lines. Each
seat has a hand, a name plate, and the place its card takes in the trick. A card is given by its centre and
rotation (degrees clockwise, as Qt turns items).

>>> t = table_layout(1280, 800, 4, 13)
>>> [p.side for p in t.seats]
['bottom', 'left', 'top', 'right']
>>> poses = hand_poses(t.seats[0], 13)
>>> poses[0].rotation < poses[6].rotation == 0 < poses[12].rotation
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from hearts_qt.engine.rules import PLAYER_RANGE
from hearts_qt.looks import CARD_RATIO

LIFT = 0.22          # how far a selected card rises, in card heights
OPPONENT_SCALE = 0.62
LARGE_OPPONENT_SCALE = 0.5  # with large cards the opponents' backs shrink: the room goes to the cards one reads
FAN_STEP = 2.2       # degrees between neighbouring cards of the person's fan, at most
FAN_SPAN = 26.0      # degrees the whole fan turns through, at most (a long hand turns less per card)
TRICK_TILT = 6.0     # degrees a trick card is turned, at most
TRICK_GAP = 0.06     # felt between two trick cards, in card sizes
PILE_SCALE = 0.6     # the pile's cards, relative to the trick's
SCALE_STEP = 0.05    # large cards shrink by this much of the usual size until they fit
LARGE_TRICK_KEEPS = 0.9  # with large cards, the trick's cards may lose no more than a tenth of their usual size
ROUND_TRICK = 4      # up to this many players the trick lies in a ring, one card toward each seat; more, in rows


@dataclass(frozen=True)
class CardPose:
    """Where one card rests: its centre and its rotation in degrees (clockwise)."""

    x: float
    y: float
    rotation: float

    @property
    def center(self) -> tuple[float, float]:
        return self.x, self.y

    def corners(self, w: float, h: float) -> list[tuple[float, float]]:
        """The four corners of a ``w``×``h`` card in this pose."""
        a = math.radians(self.rotation)
        cos, sin = math.cos(a), math.sin(a)
        return [(self.x + dx * cos - dy * sin, self.y + dx * sin + dy * cos)
                for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]

    def contains(self, point: tuple[float, float], w: float, h: float) -> bool:
        """Whether ``point`` lies on a ``w``×``h`` card in this pose."""
        a = math.radians(self.rotation)
        dx, dy = point[0] - self.x, point[1] - self.y
        local_x, local_y = dx * math.cos(a) + dy * math.sin(a), -dx * math.sin(a) + dy * math.cos(a)
        return abs(local_x) <= w / 2 and abs(local_y) <= h / 2


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
    fan: bool = False  # the person's hand: an arc of turned cards instead of a straight line

    def hand_rect(self, count: int | None = None) -> Rect:
        """The box the hand covers with ``count`` cards (its full size by default), selected cards included."""
        n = self.max_cards if count is None else count
        if self.fan:
            poses = hand_poses(self, n)
            points = [c for p in poses for q in (p, lifted_pose(self, p)) for c in q.corners(self.card_w, self.card_h)]
            xs, ys = [x for x, _ in points], [y for _, y in points]
            return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
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
    trick_card_w: float  # the cards in the trick: as large as the person's, or smaller when the middle is tight
    trick_card_h: float
    pile: tuple[float, float]  # where Cancellation's kitty and cancelled cards wait, beside the trick
    pile_caption: Rect  # the pile's caption, under it
    middle: Rect  # the free room in the middle of the table, where the trick lies
    named_trick: bool = False  # the trick's cards carry their players' names: in rows, a place alone does not say

def _sides(players: int) -> list[str]:
    """The side of the table of each opponent, clockwise from the person's left."""
    opponents = players - 1
    if opponents == 2:
        return ["left", "right"]
    return ["left", *["top"] * (opponents - 2), "right"]


def table_layout(width: float, height: float, players: int, hand_size: int, card_scale: float = 1.0) -> TableLayout:
    """The whole table for ``players`` seats holding up to ``hand_size`` cards each, in a ``width``×``height`` view.

    ``card_scale`` above 1 asks for larger cards (the person's and the trick's; the opponents' backs get smaller).
    They grow as far as everything still fits (:func:`fits`) and the trick's cards keep :data:`LARGE_TRICK_KEEPS`
    of their usual size (a larger hand leaves less room in the middle), in steps of :data:`SCALE_STEP`; they keep
    the usual size when even the first step does not fit.
    """
    fewest, most = PLAYER_RANGE
    if not fewest <= players <= most:
        raise ValueError(f"A table seats {fewest} to {most} players, not {players}.")
    usual = _table_layout(width, height, players, hand_size, 1.0)
    scale = card_scale
    while scale > 1.0:
        layout = _table_layout(width, height, players, hand_size, scale)
        if fits(layout) and layout.trick_card_h >= LARGE_TRICK_KEEPS * usual.trick_card_h:
            return layout
        scale -= SCALE_STEP
    return usual


def fits(layout: TableLayout) -> bool:
    """Whether every hand (full, selected cards raised), plate, the badge and the trick lie inside the view and
    apart from each other."""
    boxes = [layout.trick_rect, layout.badge]
    for place in layout.seats:
        boxes += [place.hand_rect(), place.plate]
    if not all(box.inside(layout.width, layout.height) for box in boxes):
        return False
    return not any(a.intersects(b) for index, a in enumerate(boxes) for b in boxes[index + 1:])


def _table_layout(width: float, height: float, players: int, hand_size: int, scale: float) -> TableLayout:
    m = max(6.0, 0.015 * min(width, height))
    usual_h = min(0.2 * height, 0.15 * width)
    # Large cards are the person's own and the trick's: the opponents' backs get smaller (they say nothing but how
    # many cards are left), so the middle keeps room for the trick.
    card_h = usual_h * scale
    card_w = card_h / CARD_RATIO
    opp_h = usual_h * (OPPONENT_SCALE if scale <= 1.0 else LARGE_OPPONENT_SCALE)
    opp_w = opp_h / CARD_RATIO
    plate_w = min(max(0.13 * width, 104.0), 190.0)
    plate_h = max(36.0, 0.27 * usual_h)

    # The person: plate in the bottom-left corner, the badge in the bottom-right, the fan centred between.
    badge_w = plate_w * 1.25
    room = width - 2 * (badge_w + 2 * m)
    bottom = _fan_seat(width / 2, height - m, card_w, card_h, room, hand_size,
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

    badge = Rect(width - m - badge_w, height - m - plate_h, badge_w, plate_h)
    # The middle of the table: between the side seats' plates, below the top seats' plates, above the person.
    left = max(p.plate.right for p in seats if p.side == "left") + m
    right = min(p.plate.x for p in seats if p.side == "right") - m
    middle = Rect(left, top_band, right - left, min(bottom.hand_rect().y, bottom.plate.y, badge.y) - m - top_band)
    # The top of the middle is kept for the centre banner ("Hearts are broken!"), so it never covers the trick.
    band = banner_height(card_h) + m / 2
    trick_room = Rect(middle.x, middle.y + band, middle.w, max(middle.h - band, card_h * 0.5))
    # More cards than one pack holds: two packs (Cancellation), with a kitty and cancelled cards to show.
    trick = trick_places(players, trick_room, card_w, card_h, players * hand_size > 52,
                         [place.hand_center[0] for place in seats])
    placed = [_with_trick(place, pose.center, pose.rotation) for place, pose in zip(seats, trick.poses, strict=True)]
    return TableLayout(width, height, card_w, card_h, tuple(placed), middle.center, trick.rect, badge, m,
                       trick.card_w, trick.card_h, trick.pile, trick.pile_caption, middle, players > ROUND_TRICK)


@dataclass(frozen=True)
class TrickPlaces:
    """Where the cards of a trick lie: one pose per seat, the cards' size, the box around them, and the pile."""

    poses: tuple[CardPose, ...]
    card_w: float
    card_h: float
    rect: Rect
    pile: tuple[float, float]
    pile_caption: Rect


def trick_tilt(seat: int) -> float:
    """A small turn per seat, so the trick looks dropped by hand (at most ``TRICK_TILT`` degrees either way)."""
    return ((seat * 7) % 11 - 5) * TRICK_TILT / 5


def trick_places(players: int, room: Rect, card_w: float, card_h: float, pile: bool,
                 toward: Sequence[float]) -> TrickPlaces:
    """The trick's cards in ``room``, each toward its seat, none touching another.

    Three or four cards lie on an ellipse (seat ``s`` at 90° + 360°·s/players, clockwise from the bottom). Five to
    seven lie in two rows: the top seats' cards above, the left seat's, the person's and the right seat's below
    (each with its player's name on it: :attr:`TableLayout.named_trick`). Where the room is wider than the rows,
    each card slides along its row toward ``toward[s]`` (the x of seat ``s``), keeping its place in the row, so it
    lies before the seat that played it. With ``pile`` (two packs: Cancellation) the bottom row has a slot for the
    kitty and cancelled cards after the left seat's card, with room for its caption under it. The cards shrink
    when the room is too small for them at full size.
    """
    tilt = math.radians(TRICK_TILT)
    box_w = card_w * math.cos(tilt) + card_h * math.sin(tilt)
    box_h = card_h * math.cos(tilt) + card_w * math.sin(tilt)
    rows = players > ROUND_TRICK
    centers, pile_slot = _rows(players, box_w, box_h, pile) if rows else _ring(players, box_w, box_h, room)
    xs, ys = [x for x, _ in centers + pile_slot], [y for _, y in centers + pile_slot]
    span_w, span_h = max(xs) - min(xs) + box_w, max(ys) - min(ys) + box_h
    scale = min(1.0, room.w / span_w, room.h / span_h)
    x_mid, y_mid = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    if rows:
        centers, pile_slot = _toward_seats(players, centers, pile_slot, [(x - room.center[0]) / scale for x in toward],
                                           box_w * (1 + TRICK_GAP), room.w / scale / 2 - box_w / 2)
        x_mid = 0.0  # the rows now stand where their seats are, not centred
        xs = [x for x, _ in centers + pile_slot]
    # The whole arrangement is centred in the room (across, unless it was spread toward the seats).
    ox = room.center[0] - scale * x_mid
    oy = room.center[1] - scale * y_mid
    poses = tuple(CardPose(ox + scale * x, oy + scale * y, trick_tilt(s)) for s, (x, y) in enumerate(centers))
    left, right = ox + scale * (min(xs) - box_w / 2), ox + scale * (max(xs) + box_w / 2)
    rect = Rect(left, oy + scale * (min(ys) - box_h / 2), right - left, scale * span_h)
    bw, bh = box_w * scale, box_h * scale
    if pile_slot:
        px, py = ox + scale * pile_slot[0][0], oy + scale * pile_slot[0][1]
    else:
        px, py = room.center[0], room.center[1] + bh * PILE_SCALE / 2
    # The pile's cards fill the top of the slot; its caption the rest.
    pile_h = bh * PILE_SCALE
    caption = Rect(px - bw / 2, py - bh / 2 + pile_h + bh * TRICK_GAP, bw, bh * (1 - PILE_SCALE - TRICK_GAP))
    return TrickPlaces(poses, card_w * scale, card_h * scale, rect, (px, py - bh / 2 + pile_h / 2), caption)


Point = tuple[float, float]


def _ring(players: int, box_w: float, box_h: float, room: Rect) -> tuple[list[Point], list[Point]]:
    """Card centres on an ellipse whose radii just keep every two cards apart, shaped to fit ``room`` best."""
    unit = [(math.cos(a), math.sin(a)) for a in (math.pi / 2 + 2 * math.pi * s / players for s in range(players))]
    pairs = [(unit[i], unit[j]) for i in range(players) for j in range(i + 1, players)]
    best: tuple[float, float, list[Point]] | None = None
    for step in range(8, 61):
        ratio = step / 20  # the vertical radius in card heights, over the horizontal one in card widths
        a = max((1 + TRICK_GAP) / max(abs(x1 - x2), ratio * abs(y1 - y2)) for (x1, y1), (x2, y2) in pairs)
        centers = [(a * x * box_w, a * ratio * y * box_h) for x, y in unit]
        xs, ys = [x for x, _ in centers], [y for _, y in centers]
        span_w, span_h = max(xs) - min(xs) + box_w, max(ys) - min(ys) + box_h
        fit = min(1.0, room.w / span_w, room.h / span_h)
        # The largest cards first; among equals the most compact trick.
        if best is None or (fit, -span_w * span_h) > (best[0], -best[1]):
            best = (fit, span_w * span_h, centers)
    assert best is not None
    return best[2], []


def _rows(players: int, box_w: float, box_h: float, pile: bool) -> tuple[list[Point], list[Point]]:
    """Card centres in two rows as close as they go, seat by seat, and the pile's slot (after the left seat's card
    in the bottom row) when there is one."""
    step_x, step_y = box_w * (1 + TRICK_GAP), box_h * (1 + TRICK_GAP)
    top = players - 3
    first = -2 * step_x if pile else -step_x  # the left seat's card, at the start of the bottom row
    centers: list[Point] = [(0.0, step_y / 2), (first, step_y / 2)]
    centers += [((i - (top - 1) / 2) * step_x, -step_y / 2) for i in range(top)]
    centers.append((step_x, step_y / 2))
    return centers, [(-step_x, step_y / 2)] if pile else []


def _toward_seats(players: int, centers: list[Point], pile_slot: list[Point], toward: list[float], step: float,
                  reach: float) -> tuple[list[Point], list[Point]]:
    """The rows of :func:`_rows` slid toward the seats' x (``toward``, from the room's middle), each within
    ``reach`` of it, the cards of a row in the same order and ``step`` apart. The pile's slot aims half way between
    the left seat's card and the person's."""
    top_seats = list(range(2, players - 1))
    bottom: list[int | None] = [1, *([None] if pile_slot else []), 0, players - 1]
    aims = {seat: toward[seat] for seat in range(players)}
    pile_aim = (toward[1] + toward[0]) / 2
    moved = list(centers)
    for row in (top_seats, bottom):
        xs = _spread([aims[s] if s is not None else pile_aim for s in row], step, -reach, reach)
        for seat, x in zip(row, xs, strict=True):
            if seat is None:
                pile_slot = [(x, pile_slot[0][1])]
            else:
                moved[seat] = (x, centers[seat][1])
    return moved, pile_slot


def _spread(targets: list[float], step: float, low: float, high: float) -> list[float]:
    """Places in the order of ``targets``, ``step`` or more apart, between ``low`` and ``high``, as near the targets
    as can be (least squares): pool adjacent violators on the targets less ``i·step``, then keep within bounds.

    >>> _spread([0.0, 0.0, 10.0], 2.0, -10.0, 10.0)
    [-1.0, 1.0, 10.0]
    >>> _spread([-50.0, 0.0, 50.0], 2.0, -10.0, 10.0)
    [-10.0, 0.0, 10.0]
    """
    pools: list[tuple[float, int]] = []  # (sum, count) of the pooled shifted targets
    for i, target in enumerate(targets):
        total, count = target - i * step, 1
        while pools and pools[-1][0] / pools[-1][1] > total / count:
            before, n = pools.pop()
            total, count = total + before, count + n
        pools.append((total, count))
    shifted = [total / count for total, count in pools for _ in range(count)]
    last = high - (len(targets) - 1) * step
    return [max(low, min(y, last)) + i * step for i, y in enumerate(shifted)]


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
    return replace(place, trick_pos=pos, trick_rotation=tilt)


def fan_step(count: int) -> float:
    """Degrees between neighbouring cards in a fan of ``count``."""
    return min(FAN_STEP, FAN_SPAN / (count - 1)) if count > 1 else 0.0


def _fan_seat(cx: float, bottom: float, card_w: float, card_h: float, room: float, hand_size: int,
              plate: Rect) -> SeatPlace:
    """The person's fan, as wide as ``room`` allows (rotated corners and lifted cards included), resting on
    ``bottom``."""
    step = math.radians(fan_step(hand_size))
    spacing = card_w * 0.55
    if hand_size > 1:
        edge = step * (hand_size - 1) / 2  # the outermost card's turn
        lift = LIFT * card_h
        half_room = (room - card_w * math.cos(edge) - card_h * math.sin(edge)) / 2 - lift * math.sin(edge)
        # The outermost centre sits R·sin(edge) from the middle, and neighbours are 2·R·sin(step/2) apart.
        spacing = max(1.0, min(spacing, half_room / math.sin(edge) * 2 * math.sin(step / 2)))
    place = SeatPlace(0, "bottom", (cx, 0.0), (1.0, 0.0), 0.0, card_w, card_h, spacing, hand_size, plate,
                      (cx, 0.0), 0.0, fan=True)
    rect = place.hand_rect()
    return replace(place, hand_center=(cx, bottom - rect.bottom))


def hand_centers(place: SeatPlace, count: int) -> list[tuple[float, float]]:
    """The centres of ``count`` cards in ``place``'s hand, first card first (left to right for the person)."""
    cx, cy = place.hand_center
    ax, ay = place.axis
    start = -place.spacing * (count - 1) / 2
    return [(cx + ax * (start + i * place.spacing), cy + ay * (start + i * place.spacing)) for i in range(count)]


def hand_poses(place: SeatPlace, count: int) -> list[CardPose]:
    """Where ``count`` cards of ``place``'s hand rest, first card first (left to right for the person).

    A fan's cards sit on an arc through the hand's centre, ``spacing`` apart, each turned :func:`fan_step` further
    clockwise; the arc's radius follows from the two, so the cards' edges stay parallel to their neighbours'.
    """
    if not place.fan or count < 2:
        return [CardPose(x, y, place.rotation) for x, y in hand_centers(place, count)]
    step = fan_step(count)
    radius = place.spacing / (2 * math.sin(math.radians(step) / 2))
    cx, cy = place.hand_center
    poses = []
    for i in range(count):
        turn = (i - (count - 1) / 2) * step
        a = math.radians(turn)
        poses.append(CardPose(cx + radius * math.sin(a), cy + radius * (1 - math.cos(a)), turn))
    return poses


def lifted_pose(place: SeatPlace, pose: CardPose) -> CardPose:
    """Where a selected card of the person's hand sits: raised along its own upward direction."""
    a, lift = math.radians(pose.rotation), LIFT * place.card_h
    return CardPose(pose.x + lift * math.sin(a), pose.y - lift * math.cos(a), pose.rotation)


def trick_card_rects(layout: TableLayout) -> list[Rect]:
    """The boxes the cards of a full trick cover, one per seat (their turn included)."""
    rects = []
    for place in layout.seats:
        corners = CardPose(*place.trick_pos, place.trick_rotation).corners(layout.trick_card_w, layout.trick_card_h)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        rects.append(Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    return rects


def pending_pose(layout: TableLayout, index: int) -> CardPose:
    """Where the ``index``-th card of the pile (cancelled cards, then the kitty) lies: a stack, a little fanned."""
    x, y = layout.pile
    # The first cards apart enough that each shows its edge (a kitty of two reads as two), later ones closer.
    width = layout.trick_card_w * PILE_SCALE
    step = width * (0.1 * min(index, 3) + 0.03 * max(0, min(index, 10) - 3))
    return CardPose(x + step, y - step / 2, 0.0)


def banner_height(card_h: float) -> float:
    """The centre banner's height: a quarter card, 30 px at least."""
    return max(30.0, card_h * 0.24)


def banner_rect(layout: TableLayout) -> Rect:
    """The centre message's ribbon ("Hearts are broken!"): just above the trick, below the top seats' plates, and
    between the side seats' plates, so it never covers a card in the trick, the cancelled pile or a plate.

    It is as tall as a quarter card (30 px at least) where the room allows, and shrinks to the room where not.
    """
    m = layout.margin
    left, right = layout.seats[1].plate, layout.seats[-1].plate  # the side seats, left and right
    width = max(0.0, min(layout.width * 0.66, right.x - left.right - 2 * m))
    top_plates = [p.plate.bottom for p in layout.seats if p.side == "top"]
    ceiling = max(top_plates) + m / 4 if top_plates else m
    cards = [*trick_card_rects(layout), _pending_rect(layout)]
    floor = min(r.y for r in cards) - m / 4
    height = max(0.0, min(banner_height(layout.card_h), floor - ceiling))
    return Rect(layout.width / 2 - width / 2, floor - height, width, height)


def _pending_rect(layout: TableLayout) -> Rect:
    """The pile's cards (at their largest fan) and its caption."""
    first, last = pending_pose(layout, 0), pending_pose(layout, 10)
    w, h = layout.trick_card_w * PILE_SCALE, layout.trick_card_h * PILE_SCALE
    cap = layout.pile_caption
    top = min(first.y, last.y) - h / 2
    return Rect(first.x - w / 2, top, last.x - first.x + w, max(cap.bottom, max(first.y, last.y) + h / 2) - top)
