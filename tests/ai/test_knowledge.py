"""The moon choice, and that a player's decision depends only on what its seat may know."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hearts_qt.ai import create_player
from hearts_qt.ai.moon import choose_moon
from hearts_qt.engine import (
    Card,
    IllegalMove,
    MoonChoice,
    PassDirection,
    PlayerView,
    Round,
    Rules,
    Trick,
    Variant,
    deal,
)

from .helpers import play_out, quick_player


def finished_view(rules: Rules, points: tuple[int, ...], scores: tuple[int, ...]) -> PlayerView:
    rnd = play_out(Round.start(rules, deal(rules, random.Random(1)), PassDirection.HOLD),
                   [quick_player("normal", s) for s in range(rules.players)])
    return replace(rnd.view(0), points_taken=points, match_scores=scores)


@pytest.mark.parametrize(("scores", "expected"), [
    ((90, 50, 80, 85), MoonChoice.SUBTRACT_FROM_SELF),  # adding ends the match with seat 1 ahead
    ((70, 60, 85, 90), MoonChoice.ADD_TO_OTHERS),  # adding ends the match with the shooter ahead
    ((0, 0, 0, 0), MoonChoice.ADD_TO_OTHERS),  # nothing ends: the leader brings the end nearer
    ((40, 10, 12, 15), MoonChoice.SUBTRACT_FROM_SELF),  # nothing ends: a trailing shooter keeps the match going
])
def test_moon_choice(scores: tuple[int, ...], expected: MoonChoice) -> None:
    view = finished_view(Rules(), (26, 0, 0, 0), scores)
    assert choose_moon(view) is expected
    for level in ("easy", "normal", "hard"):
        assert create_player(level, seed=1).choose_moon(view) is expected


def test_omnibus_moon_counts_the_jack() -> None:
    # The shooter took hearts, Q♠ and J♦ (16 points): a moon scores 0 for them, so adding at 74 ends at a win.
    view = finished_view(Rules(variant=Variant.OMNIBUS), (16, 0, 0, 0), (74, 75, 80, 90))
    assert choose_moon(view) is MoonChoice.ADD_TO_OTHERS


def _reshuffled(rnd: Round, seat: int, rng: random.Random) -> Round | None:
    """The same hand with the other seats' unplayed cards dealt again among them, keeping every known void."""
    played: dict[int, list[Card]] = {s: [] for s in range(rnd.rules.players)}
    for trick in [*rnd.tricks, Trick(0, rnd.current_trick, None)]:
        for s, card in trick.plays:
            played[s].append(card)
    voids = rnd.view(seat).void_suits()
    others = [s for s in range(rnd.rules.players) if s != seat]
    pool = [c for s in others for c in rnd.hand(s)]
    rng.shuffle(pool)
    hands = {s: list(rnd.dealt_hand(s)) for s in range(rnd.rules.players)}
    start = 0
    for s in others:
        size = rnd.hand_size(s)
        hands[s] = played[s] + pool[start:start + size]
        start += size
        if any(c.suit in voids[s] for c in pool[start - size:start]):
            return None
    other = Round.start(rnd.rules, [hands[s] for s in range(rnd.rules.players)], PassDirection.HOLD)
    try:
        for trick in [*rnd.tricks, Trick(0, rnd.current_trick, None)]:
            for _, card in trick.plays:
                other.play(card)
    except IllegalMove:
        return None
    return other


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decision_does_not_depend_on_hidden_cards(level: str) -> None:
    rules = Rules()
    rng = random.Random(4)
    checked = 0
    for game in range(6):
        rnd = Round.start(rules, deal(rules, rng), PassDirection.HOLD)
        players = [quick_player("normal", s) for s in range(4)]
        for _ in range(13 + 4 * game):
            current = rnd.current_player
            assert current is not None
            rnd.play(players[current].choose_card(rnd.view(current)))
        seat = rnd.current_player
        assert seat is not None
        other = _reshuffled(rnd, seat, rng)
        if other is None:
            continue
        assert [rnd.hand(s) for s in range(4)] != [other.hand(s) for s in range(4)]
        player = quick_player(level, 9)
        assert player.choose_card(rnd.view(seat)) == quick_player(level, 9).choose_card(other.view(seat))
        checked += 1
    assert checked >= 2
