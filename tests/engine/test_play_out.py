"""Nothing left to play for: :attr:`Round.points_settled` and :meth:`Round.play_out`, over random deals.

The property: the hand is settled exactly when every card that scores has been taken by someone, and from then on
the hand's result is the same however it is finished — by :meth:`Round.play_out` or by any legal play.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_qt.engine import (
    CardPlayed,
    HandFinished,
    IllegalMove,
    MoonChoice,
    PassDirection,
    Phase,
    Round,
    Rules,
    Variant,
    deal,
)
from tests.support.variants import COMBOS


def _copy(rnd: Round) -> Round:
    return Round.from_dict(json.loads(json.dumps(rnd.to_dict())), rnd.rules)


def _all_scoring_taken(rnd: Round) -> bool:
    """Read from the deck and the taken piles alone: every card worth points (or a bonus) is in someone's pile."""
    rules = rnd.rules
    scoring = Counter(x for x in rules.deck() if rules.card_points(x) != 0)
    taken = Counter(x for s in range(rules.players) for x in rnd.cards_taken(s) if rules.card_points(x) != 0)
    return taken == scoring


def _results(rnd: Round) -> list[object]:
    """Everything the hand's end decides: points, the shooter, and the score for each moon choice."""
    out: list[object] = [rnd.points_taken(), rnd.shooter]
    if rnd.shooter is None:
        out.append(rnd.scores())
    else:
        out.extend(rnd.scores(choice) for choice in MoonChoice)
    return out


@settings(max_examples=120, deadline=None)
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 2**32), first=st.booleans(), jack=st.booleans())
def test_a_settled_hand_ends_the_same_however_it_is_played(combo: tuple[Variant, int], seed: int, first: bool,
                                                           jack: bool) -> None:
    variant, players = combo
    rules = Rules(players=players, variant=variant, points_on_first_trick=first, jack_needed_for_moon=jack)
    rng = random.Random(seed)
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(rng.randrange(4)))
    if rnd.phase is Phase.PASSING:
        assert not rnd.points_settled
        with pytest.raises(IllegalMove):
            rnd.play_out()
        for seat in range(players):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
    played_out: Round | None = None
    while not rnd.is_over:
        assert rnd.points_settled == _all_scoring_taken(rnd)
        if rnd.points_settled and played_out is None:
            left = sum(rnd.hand_size(s) for s in range(players))
            played_out, replayed = _copy(rnd), _copy(rnd)
            events = played_out.play_out()
            plays = [e.card for e in events if isinstance(e, CardPlayed)]
            assert len(plays) == left and isinstance(events[-1], HandFinished) and played_out.is_over
            for card in plays:
                replayed.play(card)
            assert replayed.to_dict() == played_out.to_dict()
        elif played_out is None:
            before = rnd.to_dict()
            with pytest.raises(IllegalMove):
                rnd.play_out()
            assert rnd.to_dict() == before
        rnd.play(rng.choice(rnd.legal_cards()))
    assert rnd.points_settled
    if played_out is not None:
        assert _results(played_out) == _results(rnd)


def test_play_out_is_deterministic_and_plays_the_lowest_legal_card() -> None:
    rules = Rules(players=4)
    rng = random.Random(5)
    for _ in range(200):
        rnd = Round.start(rules, deal(rules, rng), PassDirection.HOLD)
        while not rnd.points_settled:
            rnd.play(rng.choice(rnd.legal_cards()))
        if not rnd.is_over:
            break
    copy = _copy(rnd)
    expected = []
    while not copy.is_over:
        card = copy.legal_cards()[0]
        expected.append(card)
        copy.play(card)
    assert [e.card for e in rnd.play_out() if isinstance(e, CardPlayed)] == expected
    with pytest.raises(IllegalMove):
        rnd.play_out()


def _points_first_pairs(rules: Rules, rng: random.Random):  # type: ignore[no-untyped-def]
    """Copies the card led when it can (so tricks cancel), else throws points: scoring cards leave hands early."""

    def choose(rnd: Round):  # type: ignore[no-untyped-def]
        legal, trick = rnd.legal_cards(), rnd.current_trick
        if trick and trick[0][1] in legal:
            return trick[0][1]
        return rng.choice([x for x in legal if rules.card_points(x)] or legal)

    return choose


def test_cancelled_points_waiting_in_the_middle_are_still_to_play_for() -> None:
    rules = Rules(players=5, variant=Variant.CANCELLATION)
    scoring = rules.scoring_mask
    for seed in range(200):
        rng = random.Random(seed)
        rnd = Round.start(rules, deal(rules, rng), PassDirection.HOLD)
        choose = _points_first_pairs(rules, rng)
        while not rnd.is_over and not (all(not x.mask & scoring for s in range(5) for x in rnd.hand(s))
                                        and any(x.mask & scoring for x in rnd.pending)):
            rnd.play(choose(rnd))
        if not rnd.is_over:
            break
    assert not rnd.is_over, "no hand left cancelled points in the middle"
    assert not rnd.points_settled and not _all_scoring_taken(rnd)
    with pytest.raises(IllegalMove):
        rnd.play_out()



@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("jack", [True, False])
def test_the_moon_is_made_of_scoring_cards_only(variant: Variant, jack: bool) -> None:
    """Why a settled hand's moon is decided too: every moon card is a scoring card."""
    rules = Rules(players=5, variant=variant, jack_needed_for_moon=jack)
    assert rules.moon_mask & ~rules.scoring_mask == 0
    assert rules.scoring_mask == sum(x.mask for x in set(rules.deck()) if rules.card_points(x))
