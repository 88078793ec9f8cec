"""Scoring: penalty points, the moon and its options, Omnibus's jack, Black Maria and Spot Hearts totals."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import JACK_OF_DIAMONDS, MoonChoice, MoonScoring, Round, Rules, Variant

from .helpers import greedy_shooter_policy, random_policy, search_hand


def _moon(rules: Rules) -> Round:
    return search_hand(rules, lambda rng: greedy_shooter_policy(1, rng), lambda r: r.shooter == 1)


def test_points_are_one_per_heart_and_thirteen_for_the_queen() -> None:
    rnd = search_hand(Rules(), random_policy, lambda r: r.shooter is None)
    for seat in range(4):
        taken = rnd.cards_taken(seat)
        assert rnd.points_taken()[seat] == sum(card.is_heart for card in taken) + 13 * (
            any(str(card) == "QS" for card in taken))
    assert sum(rnd.points_taken()) == 26
    assert rnd.scores() == rnd.points_taken()


def test_shooter_chooses_subtract_or_add() -> None:
    rnd = _moon(Rules())
    assert rnd.points_taken() == [0, 26, 0, 0]
    assert rnd.view(1).shooter == 1 and rnd.view(2).shooter == 1
    assert rnd.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -26, 0, 0]
    assert rnd.scores(MoonChoice.ADD_TO_OTHERS) == [26, 0, 26, 26]
    with pytest.raises(ValueError, match="shooter must choose"):
        rnd.scores()


@pytest.mark.parametrize(
    ("mode", "expected"),
    [(MoonScoring.ADD_TO_OTHERS, [26, 0, 26, 26]), (MoonScoring.SUBTRACT_FROM_SHOOTER, [0, -26, 0, 0])],
)
def test_fixed_moon_scoring_options_ignore_the_choice(mode: MoonScoring, expected: list[int]) -> None:
    rnd = _moon(Rules(moon_scoring=mode))
    assert rnd.scores() == expected
    assert rnd.scores(MoonChoice.SUBTRACT_FROM_SELF) == expected
    assert rnd.scores(MoonChoice.ADD_TO_OTHERS) == expected


def test_omnibus_jack_of_diamonds_scores_minus_ten() -> None:
    rules = Rules(variant=Variant.OMNIBUS)
    rnd = search_hand(rules, random_policy, lambda r: r.shooter is None)
    taker = next(s for s in range(4) if JACK_OF_DIAMONDS in rnd.cards_taken(s))
    assert sum(rnd.points_taken()) == 16
    hearts_and_queen = sum(rules.card_points(x) for x in rnd.cards_taken(taker) if x != JACK_OF_DIAMONDS)
    assert rnd.points_taken()[taker] == hearts_and_queen - 10


def test_omnibus_moon_needs_the_jack_too() -> None:
    rules = Rules(variant=Variant.OMNIBUS)
    rnd = search_hand(rules, lambda rng: greedy_shooter_policy(1, rng),
                      lambda r: r.points_taken()[1] == 26 and JACK_OF_DIAMONDS not in r.cards_taken(1))
    jack_taker = next(s for s in range(4) if JACK_OF_DIAMONDS in rnd.cards_taken(s))
    assert rnd.shooter is None
    assert rnd.scores()[1] == 26
    assert rnd.scores()[jack_taker] == -10


def test_omnibus_moon_with_the_jack_scores_zero_or_minus_26() -> None:
    rnd = _moon(Rules(variant=Variant.OMNIBUS))
    assert JACK_OF_DIAMONDS in rnd.cards_taken(1)
    assert rnd.points_taken()[1] == 16
    assert rnd.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -26, 0, 0]
    assert rnd.scores(MoonChoice.ADD_TO_OTHERS) == [26, 0, 26, 26]


def test_omnibus_moon_without_the_jack_when_option_off() -> None:
    rules = Rules(variant=Variant.OMNIBUS, jack_needed_for_moon=False)
    rnd = search_hand(rules, lambda rng: greedy_shooter_policy(1, rng),
                      lambda r: r.shooter == 1 and JACK_OF_DIAMONDS not in r.cards_taken(1))
    jack_taker = next(s for s in range(4) if JACK_OF_DIAMONDS in rnd.cards_taken(s))
    add = rnd.scores(MoonChoice.ADD_TO_OTHERS)
    assert add[1] == 0 and add[jack_taker] == 16
    sub = rnd.scores(MoonChoice.SUBTRACT_FROM_SELF)
    assert sub[1] == -26 and sub[jack_taker] == -10
    with_jack = search_hand(rules, lambda rng: greedy_shooter_policy(1, rng),
                            lambda r: r.shooter == 1 and JACK_OF_DIAMONDS in r.cards_taken(1))
    assert with_jack.scores(MoonChoice.SUBTRACT_FROM_SELF)[1] == -36
    assert with_jack.scores(MoonChoice.ADD_TO_OTHERS) == [26, -10, 26, 26]


@pytest.mark.parametrize(("variant", "total"), [(Variant.BLACK_MARIA, 43), (Variant.SPOT_HEARTS, 129)])
def test_variant_totals_and_moons(variant: Variant, total: int) -> None:
    rules = Rules(variant=variant)
    rnd = search_hand(rules, random_policy, lambda r: r.shooter is None)
    assert sum(rnd.points_taken()) == total
    moon = _moon(rules)
    assert moon.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -total, 0, 0]
    assert moon.scores(MoonChoice.ADD_TO_OTHERS) == [total, 0, total, total]


def test_scores_before_the_end_are_refused() -> None:
    rules = Rules()
    from hearts_qt.engine import PassDirection, deal

    rnd = Round.start(rules, deal(rules, random.Random(1)), PassDirection.HOLD)
    with pytest.raises(ValueError, match="not over"):
        rnd.scores()
