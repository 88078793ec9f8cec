"""Replaying a past hand: the view a seat had before each of its decisions, rebuilt from the round's record."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import PassDirection, Phase, Round, Rules, Variant, deal
from hearts_qt.engine.replay import decisions, fresh_round, plays_of, trick_takings


def played_with_views(rules: Rules, seed: int) -> tuple[Round, dict[int, list]]:
    """A hand played to its end by random legal moves, and per seat the views it was shown before deciding."""
    rng = random.Random(seed)
    hand_number = rng.randrange(4)
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(hand_number), dealer=rng.randrange(rules.players),
                      match_scores=[rng.randrange(90) for _ in range(rules.players)], hand_number=hand_number)
    seen: dict[int, list] = {s: [] for s in range(rules.players)}
    if rnd.phase is Phase.PASSING:
        views = [rnd.view(s) for s in range(rules.players)]
        for seat in range(rules.players):
            cards = rng.sample(rnd.hand(seat), 3)
            seen[seat].append((views[seat], tuple(sorted(cards))))
            rnd.pass_cards(seat, cards)
    while not rnd.is_over:
        seat = rnd.current_player
        assert seat is not None
        view = rnd.view(seat)
        card = rng.choice(view.legal)
        seen[seat].append((view, (card,)))
        rnd.play(card)
    return rnd, seen


TABLES = [(Variant.STANDARD, 4), (Variant.STANDARD, 3), (Variant.OMNIBUS, 5), (Variant.CANCELLATION, 6),
          (Variant.SPOT_HEARTS, 7)]


@pytest.mark.parametrize(("variant", "players"), TABLES)
@pytest.mark.parametrize("seed", range(4))
def test_every_decision_comes_back_with_the_view_the_seat_had(variant: Variant, players: int, seed: int) -> None:
    rules = Rules(players=players, variant=variant)
    record, seen = played_with_views(rules, seed)
    for seat in range(players):
        replayed = list(decisions(record, seat))
        assert [(d.view, d.chosen) for d in replayed] == seen[seat]
        cards = [d for d in replayed if d.trick is not None]
        assert [d.trick for d in cards] == [len(d.view.tricks) for d in cards]
        assert all(record.tricks[d.trick].plays[len(d.view.current_trick)] == (seat, d.chosen[0]) for d in cards)


def test_a_hand_in_progress_yields_the_decisions_made_so_far() -> None:
    rules = Rules()
    rnd = Round.start(rules, deal(rules, random.Random(3)), PassDirection.LEFT)
    assert list(decisions(rnd, 1)) == []
    rnd.pass_cards(1, rnd.hand(1)[:3])
    assert [d.chosen for d in decisions(rnd, 1)] == [rnd.passed_cards(1)]
    for seat in (0, 2, 3):
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    for _ in range(6):
        rnd.play(rnd.legal_cards()[0])
    plays = plays_of(rnd)
    assert len(plays) == 6
    mine = [d for d in decisions(rnd, 2) if d.trick is not None]
    assert [(2, d.chosen[0]) for d in mine] == [p for p in plays if p[0] == 2]


def test_a_fresh_round_is_the_same_deal_before_anything_happened() -> None:
    rules = Rules(players=5, variant=Variant.CANCELLATION)
    record, _ = played_with_views(rules, 7)
    fresh = fresh_round(record)
    assert fresh.phase is Phase.PASSING or fresh.pass_direction is PassDirection.HOLD
    assert [fresh.dealt_hand(s) for s in range(5)] == [record.dealt_hand(s) for s in range(5)]
    assert (fresh.dealer, fresh.match_scores, fresh.hand_number, fresh.kitty) == \
        (record.dealer, record.match_scores, record.hand_number, record.kitty)
    assert not fresh.tricks and not fresh.current_trick


def test_an_unknown_seat_is_refused() -> None:
    record, _ = played_with_views(Rules(), 1)
    with pytest.raises(ValueError, match="no seat 4"):
        list(decisions(record, 4))


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_trick_points_add_up_to_each_seats_points(variant: Variant, players: int) -> None:
    rules = Rules(players=players, variant=variant)
    record, _ = played_with_views(rules, 5)
    points = [won.points if won is not None else 0 for won in trick_takings(record)]
    assert len(points) == len(record.tricks)
    taken = [0] * players
    for trick, won in zip(record.tricks, points, strict=True):
        if trick.winner is None:
            assert won == 0
        else:
            taken[trick.winner] += won
    assert taken == record.points_taken()
