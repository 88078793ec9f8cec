"""The table layout for 3 to 7 seats at several window sizes: nothing overlaps, everything is inside the view."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from hearts_qt.looks import LARGE_CARD_SCALE
from hearts_qt.ui.table.layout import (
    PILE_SCALE,
    CardPose,
    Rect,
    TableLayout,
    banner_rect,
    fits,
    hand_centers,
    pending_pose,
    table_layout,
    trick_card_rects,
)

SIZES = [(800, 600), (1024, 700), (1024, 768), (1280, 800), (1920, 1080), (2560, 1440), (1000, 900)]
HAND_SIZES = {3: 17, 4: 13, 5: 10, 6: 8, 7: 7}
CANCELLATION_HAND_SIZES = {5: 20, 6: 17, 7: 14}  # two packs: 104 cards dealt evenly
#: The usual cards and the large cards (Settings → Appearance): every geometry test holds for both.
SCALES = [1.0, LARGE_CARD_SCALE]


def boxes(players: int, width: int, height: int, hand: int, scale: float = 1.0) -> list[tuple[str, Rect]]:
    return layout_boxes(table_layout(width, height, players, hand, scale))


def layout_boxes(layout: TableLayout) -> list[tuple[str, Rect]]:
    """The parts of the table that must lie apart, named."""
    out = [("trick", layout.trick_rect), ("badge", layout.badge)]
    for place in layout.seats:
        out.append((f"hand {place.seat}", place.hand_rect()))
        out.append((f"plate {place.seat}", place.plate))
    return out


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_nothing_overlaps_and_everything_is_inside(players, width, height, scale):
    for hand in {HAND_SIZES[players], CANCELLATION_HAND_SIZES.get(players, HAND_SIZES[players])}:
        items = boxes(players, width, height, hand, scale)
        for name, rect in items:
            assert rect.inside(width, height), (name, rect)
        for (a, ra), (b, rb) in itertools.combinations(items, 2):
            assert not ra.intersects(rb), (a, ra, b, rb)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_seats_go_clockwise_from_the_left(players):
    layout = table_layout(1280, 800, players, HAND_SIZES[players])
    sides = [p.side for p in layout.seats]
    assert sides[0] == "bottom" and sides[1] == "left" and sides[-1] == "right"
    tops = [p.hand_center[0] for p in layout.seats if p.side == "top"]
    assert tops == sorted(tops)


def test_opponents_hands_are_evenly_spaced_lines():
    layout = table_layout(1280, 800, 4, 13)
    top = layout.seats[2]
    xs = [x for x, _ in hand_centers(top, 13)]
    gaps = {round(b - a, 6) for a, b in itertools.pairwise(xs)}
    assert len(gaps) == 1
    assert (xs[0] + xs[-1]) / 2 == pytest.approx(640)
    assert layout.seats[0].card_h > top.card_h


def test_cards_get_bigger_with_the_window():
    small, large = table_layout(800, 600, 4, 13), table_layout(1920, 1080, 4, 13)
    assert large.card_h > small.card_h


def test_trick_places_are_distinct_and_near_the_centre():
    for players in range(3, 8):
        layout = table_layout(1280, 800, players, HAND_SIZES[players])
        spots = {(round(p.trick_pos[0]), round(p.trick_pos[1])) for p in layout.seats}
        assert len(spots) == players
        for place in layout.seats:
            x, y = place.trick_pos
            assert layout.trick_rect.x < x < layout.trick_rect.right
            assert layout.trick_rect.y < y < layout.trick_rect.bottom


def test_bad_player_count():
    with pytest.raises(ValueError, match="seats 3 to 7 players"):
        table_layout(800, 600, 8, 7)


@pytest.mark.parametrize(("width", "height"), [*SIZES, (640, 480)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("two_packs", [False, True])
@pytest.mark.parametrize("scale", SCALES)
def test_the_banner_never_covers_the_trick(players, width, height, two_packs, scale):
    hand = CANCELLATION_HAND_SIZES.get(players, HAND_SIZES[players]) if two_packs else HAND_SIZES[players]
    layout = table_layout(width, height, players, hand, scale)
    banner = banner_rect(layout)
    assert banner.inside(width, height) and banner.w > 2 * layout.card_w and banner.h >= 24, banner
    pw, ph = layout.trick_card_w * PILE_SCALE, layout.trick_card_h * PILE_SCALE
    piles = [pending_pose(layout, i) for i in (0, 10)]
    pile_rects = [Rect(p.x - pw / 2, p.y - ph / 2, pw, ph) for p in piles]
    for rect in [*trick_card_rects(layout), *pile_rects, layout.pile_caption]:
        assert not banner.intersects(rect), (banner, rect)
    for place in layout.seats:
        assert not banner.intersects(place.plate), (place.seat, banner, place.plate)
        assert not banner.intersects(place.hand_rect()), (place.seat, banner)
    if (width, height) != (640, 480):
        assert banner.h >= 29, banner  # the full 30 px (or a quarter card) wherever the table has room


def test_trick_card_rects_cover_the_turned_cards():
    layout = table_layout(1280, 800, 4, 13)
    for place, rect in zip(layout.seats, trick_card_rects(layout), strict=True):
        x, y = place.trick_pos
        assert rect.w >= layout.trick_card_w and rect.h >= layout.trick_card_h
        assert rect.center == pytest.approx((x, y))
TRICK_SIZES = [(640, 480), (700, 520), (800, 600), (1024, 768), (1100, 760), (1280, 800), (1280, 860),
               (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (2560, 800), (1400, 480), (640, 1000),
               (900, 1400), (1000, 900)]


def _card_box(pose: CardPose, w: float, h: float) -> Rect:
    """The upright box around a (turned) card: boxes apart means the cards are apart."""
    corners = pose.corners(w, h)
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _inside(inner: Rect, outer: Rect) -> bool:
    eps = 1e-6
    return (inner.x >= outer.x - eps and inner.y >= outer.y - eps and inner.right <= outer.right + eps
            and inner.bottom <= outer.bottom + eps)


@pytest.mark.parametrize(("width", "height"), TRICK_SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("scale", SCALES)
def test_no_trick_card_hides_another_and_the_trick_stays_in_the_middle(players, width, height, scale):
    for hand in {HAND_SIZES[players], CANCELLATION_HAND_SIZES.get(players, HAND_SIZES[players])}:
        layout = table_layout(width, height, players, hand, scale)
        w, h = layout.trick_card_w, layout.trick_card_h
        cards = [_card_box(CardPose(*p.trick_pos, p.trick_rotation), w, h) for p in layout.seats]
        for (a, ra), (b, rb) in itertools.combinations(enumerate(cards), 2):
            assert not ra.intersects(rb), (a, b, ra, rb)
        furniture = [layout.badge, *(p.plate for p in layout.seats), *(p.hand_rect() for p in layout.seats)]
        for box in cards:
            assert _inside(box, layout.middle) and _inside(box, layout.trick_rect), box
        for thing in furniture:
            assert not layout.middle.intersects(thing), thing
        # Readable: never below half the person's usual card size, nearly full size where the window allows it.
        usual = table_layout(width, height, players, hand).card_h
        assert h >= 0.5 * usual
        if scale == 1.0 and (width, height) in [(1280, 800), (1280, 860), (1920, 1080), (2560, 1440)]:
            # A little smaller where the banner needs its band above the trick (large cards keep 90 % of the
            # usual trick: test_large_cards_are_larger_and_still_fit).
            assert h >= 0.8 * usual


@pytest.mark.parametrize(("width", "height"), TRICK_SIZES)
@pytest.mark.parametrize("players", [5, 6, 7])
@pytest.mark.parametrize("scale", SCALES)
def test_cancellations_pile_and_caption_lie_beside_the_trick(players, width, height, scale):
    layout = table_layout(width, height, players, CANCELLATION_HAND_SIZES[players], scale)
    w, h = layout.trick_card_w, layout.trick_card_h
    cards = [_card_box(CardPose(*p.trick_pos, p.trick_rotation), w, h) for p in layout.seats]
    pile = Rect(layout.pile[0] - w * PILE_SCALE / 2, layout.pile[1] - h * PILE_SCALE / 2, w * PILE_SCALE,
                h * PILE_SCALE)
    for thing in (pile, layout.pile_caption):
        assert _inside(thing, layout.middle), thing
        assert not any(thing.intersects(card) for card in cards), thing
    assert not pile.intersects(layout.pile_caption)
    assert layout.pile_caption.h >= 0.25 * h


@pytest.mark.parametrize(("width", "height"), [(640, 480), *SIZES])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_large_cards_are_larger_and_still_fit(players, width, height):
    for hand in {HAND_SIZES[players], CANCELLATION_HAND_SIZES.get(players, HAND_SIZES[players])}:
        usual, large = table_layout(width, height, players, hand), table_layout(width, height, players, hand,
                                                                                LARGE_CARD_SCALE)
        assert fits(usual) and fits(large)
        assert large.card_h >= usual.card_h
        assert large.trick_card_h >= 0.9 * usual.trick_card_h
        if (width, height) in [(1280, 800), (1920, 1080)]:
            assert large.card_h >= 1.15 * usual.card_h  # the room is there: the cards take it


def test_large_cards_shrink_until_they_fit():
    """Asked for cards far too big, the layout grows them only as far as the table has room."""
    usual = table_layout(1280, 800, 7, 14)
    huge = table_layout(1280, 800, 7, 14, 3.0)
    assert fits(huge) and usual.card_h < huge.card_h < 3.0 * usual.card_h


def test_fits_refuses_parts_that_overlap_inside_the_view():
    """``fits`` checks two things: every part inside the view, and no two parts on each other."""
    layout = table_layout(1280, 800, 4, 13)
    assert fits(layout)
    trick = layout.trick_rect
    on_the_trick = Rect(trick.x, trick.y, layout.badge.w, layout.badge.h)
    assert on_the_trick.inside(layout.width, layout.height)
    assert not fits(replace(layout, badge=on_the_trick))
    left, top = layout.seats[1], layout.seats[2]
    plate_on_a_hand = replace(left, plate=Rect(*top.hand_rect().center, left.plate.w, left.plate.h))
    assert plate_on_a_hand.plate.inside(layout.width, layout.height)
    assert not fits(replace(layout, seats=(layout.seats[0], plate_on_a_hand, *layout.seats[2:])))


def test_cards_asked_far_too_large_on_a_crowded_small_table_shrink_until_nothing_overlaps():
    """Seven seats of fourteen cards at 640 × 480: at larger card sizes the parts would lie on each other although
    each stays inside the view, so the cards grow only as far as they stay apart."""
    for (a, ra), (b, rb) in itertools.combinations(layout_boxes(table_layout(640, 480, 7, 14, 3.0)), 2):
        assert not ra.intersects(rb), (a, ra, b, rb)



@pytest.mark.parametrize(("width", "height"), [(800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080),
                                               (2560, 1440)])
@pytest.mark.parametrize("players", [5, 6, 7])
@pytest.mark.parametrize("two_packs", [False, True])
def test_each_trick_card_lies_toward_the_seat_that_played_it(players, width, height, two_packs):
    """The top seats' cards lie in their order, each the nearest of them to its own seat; the side seats' cards at
    the ends of the trick; and where the table is wide, each card right before its seat."""
    hand = CANCELLATION_HAND_SIZES[players] if two_packs else HAND_SIZES[players]
    layout = table_layout(width, height, players, hand)
    assert layout.named_trick  # in rows, each card also carries its player's name (tests/ui/test_trick_names.py)
    xs = [place.trick_pos[0] for place in layout.seats]
    top = [place for place in layout.seats if place.side == "top"]
    for place in top:
        nearest = min(top, key=lambda other: abs(other.trick_pos[0] - place.plate.center[0]))
        assert nearest is place, (place.seat, nearest.seat)
    assert xs[1] <= min(xs) + 1e-6 and xs[-1] >= max(xs) - 1e-6
    if width >= 1920:
        for place in top:
            assert place.plate.x <= place.trick_pos[0] <= place.plate.right, place.seat
        w = layout.trick_card_w
        assert xs[1] - layout.middle.x < w and layout.middle.right - xs[-1] < w
