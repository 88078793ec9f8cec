"""The person's fan, as pure geometry: an even, symmetric arc; lifting along each card's own normal; and every
card reachable by a click on its visible part, up to 20 cards (Cancellation with 5 players) at 1024x700."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from hearts_qt.ui.table.layout import FAN_SPAN, LIFT, fan_step, hand_poses, lifted_pose, table_layout

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
COUNTS = [(3, 17), (4, 13), (5, 20), (6, 17), (7, 14)]


@pytest.mark.parametrize(("players", "hand"), COUNTS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_fan_is_an_even_symmetric_arc(players, hand, width, height):
    place = table_layout(width, height, players, hand).seats[0]
    poses = hand_poses(place, hand)
    turns = [p.rotation for p in poses]
    assert turns == sorted(turns) and turns[0] == pytest.approx(-turns[-1])
    assert turns[-1] - turns[0] <= FAN_SPAN + 1e-9
    for a, b in itertools.pairwise(poses):
        assert b.rotation - a.rotation == pytest.approx(fan_step(hand))
        assert math.dist(a.center, b.center) == pytest.approx(place.spacing)
    middle = poses[hand // 2] if hand % 2 else poses[hand // 2 - 1]
    assert poses[0].y > middle.y and poses[0].y == pytest.approx(poses[-1].y)
    assert (poses[0].x + poses[-1].x) / 2 == pytest.approx(width / 2)
    assert place.spacing >= 0.25 * place.card_w


def test_a_selected_card_rises_along_its_own_normal():
    place = table_layout(1280, 800, 4, 13).seats[0]
    pose = hand_poses(place, 13)[0]
    up = lifted_pose(place, pose)
    dx, dy = up.x - pose.x, up.y - pose.y
    assert math.hypot(dx, dy) == pytest.approx(LIFT * place.card_h)
    angle = math.radians(pose.rotation)
    assert (dx, dy) == pytest.approx((LIFT * place.card_h * math.sin(angle), -LIFT * place.card_h * math.cos(angle)))
    assert up.rotation == pose.rotation and dx < 0


@pytest.mark.parametrize(("players", "hand"), COUNTS)
@pytest.mark.parametrize(("width", "height"), [(1024, 700), (1920, 1080)])
def test_every_card_is_hit_where_a_click_aims(players, hand, width, height):
    """The tests (and people) click a card left of its centre: that point shows this card, whichever are lifted."""
    place = table_layout(width, height, players, hand).seats[0]
    w, h = place.card_w, place.card_h
    rng = random.Random(players * hand)
    for count in range(1, hand + 1):
        for selected in (set(), set(rng.sample(range(count), min(3, count)))):
            poses = [lifted_pose(place, p) if i in selected else p for i, p in enumerate(hand_poses(place, count))]
            for i, pose in enumerate(poses):
                point = (pose.x - 0.35 * w, pose.y)
                assert pose.contains(point, w, h), (count, i)
                assert not any(p.contains(point, w, h) for p in poses[i + 1:]), (count, i, selected)
