"""The computer players under the house rules: legal whole hands at every level, the kernel still makes the
rule-based player's choices, and one sensible behaviour per rule."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_qt.ai import create_player
from hearts_qt.ai.deals import history
from hearts_qt.ai.hard import moon_possible, play_candidates
from hearts_qt.ai.judge import Judge
from hearts_qt.ai.kernel import playout, table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.ai.moon import choose_moon
from hearts_qt.ai.review import review_hand
from hearts_qt.engine import Card, MoonChoice, PassDirection, PlayerView, Round, Rules, Variant, deal

from ..engine.helpers import c, greedy_shooter_policy, make_round, play_cards
from .helpers import play_out, quick_player, start_round

HOUSE = st.fixed_dictionaries({
    "no_trick_bonus": st.booleans(), "must_break_hearts": st.booleans(), "any_club_opens": st.booleans(),
    "shooting_the_moon": st.booleans(), "jack_points": st.sampled_from([-10, -5]),
    "exact_target_resets": st.booleans(), "points_on_first_trick": st.booleans()})


@settings(max_examples=30, deadline=None)
@given(players=st.integers(3, 7),
       variant=st.sampled_from([Variant.STANDARD, Variant.OMNIBUS, Variant.SPOT_HEARTS, Variant.BLACK_MARIA]),
       seed=st.integers(0, 10**6), house=HOUSE)
def test_kernel_policy_makes_the_rule_based_choices_under_house_rules(players: int, variant: Variant, seed: int,
                                                                       house: dict[str, object]) -> None:
    rules = Rules(players=players, variant=variant, **house)  # type: ignore[arg-type]
    rnd = play_out(start_round(rules, seed), [quick_player("normal", s) for s in range(players)])
    script, opener, played_by = history(rnd.view(0))
    n = players
    assert playout(table_for(rules), played_by, opener, [], 0, False, True, [0] * n, [0] * n, -1, [0] * n,
                   script) == 0


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_plays_whole_hands_under_every_house_rule(level: str) -> None:
    rules = Rules(no_trick_bonus=True, exact_target_resets=True, must_break_hearts=False, any_club_opens=True,
                  shooting_the_moon=False, jack_points=-5, variant=Variant.OMNIBUS)
    for seed in range(3):
        rnd = play_out(start_round(rules, seed), [quick_player(level, seed * 10 + s) for s in range(4)])
        assert rnd.is_over and rnd.shooter is None


def _view_to_play(rnd: Round) -> PlayerView:
    seat = rnd.current_player
    assert seat is not None
    return rnd.view(seat)


def test_with_the_no_trick_bonus_in_reach_the_normal_player_ducks_a_trick_without_points() -> None:
    fixed = {0: "2C 2D 3D 4D 5D 6D 7D 8D 9D TD 2S 3S 4S", 1: "KC 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
             2: "3C QC AC 5S 6S 7S 8S 9S TS JS QS KS AS"}
    normal = create_player("normal", 1)
    for bonus, expected in ((False, "AC"), (True, "QC")):
        rnd = make_round(Rules(no_trick_bonus=bonus), fixed)
        play_cards(rnd, "2C KC")
        assert normal.choose_card(_view_to_play(rnd)) == c(expected)


def test_with_any_club_opening_the_normal_player_leads_its_highest_club_when_no_points_can_fall() -> None:
    fixed = {0: "2C 9C KC 2D 3D 4D 5D 6D 7D 8D 9D TD JD"}
    normal = create_player("normal", 1)
    assert normal.choose_card(make_round(Rules(any_club_opens=True), fixed).view(0)) == c("KC")
    risky = Rules(any_club_opens=True, points_on_first_trick=True)
    assert normal.choose_card(make_round(risky, fixed).view(0)) == c("2C")
    assert normal.choose_card(make_round(Rules(), fixed).view(0)) == c("2C")


def test_with_hearts_free_the_normal_player_leads_a_low_heart_as_its_safest_card() -> None:
    # Seat 0 wins the first trick with the A♣ and leads again, holding high diamonds and spades and two low hearts.
    fixed = {0: "AC QD KD AD JS QS KS AS 2H 3H TS 9S 8S", 1: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D"}
    normal = create_player("normal", 1)
    rnd = make_round(Rules(must_break_hearts=False), fixed)
    play_cards(rnd, "2C")
    while rnd.current_trick:
        rnd.play(c("AC") if rnd.current_player == 0 else rnd.legal_cards()[0])
    assert rnd.current_player == 0 and c("2H") in rnd.legal_cards()
    assert normal.choose_card(rnd.view(0)) == c("2H")
    hard = create_player("hard", 1, deadline=5.0, iterations=8)
    assert hard.choose_card(rnd.view(0)) in rnd.legal_cards()


def test_the_normal_player_takes_a_trick_holding_a_jack_worth_minus_five() -> None:
    rules = Rules(variant=Variant.OMNIBUS, jack_points=-5)
    fixed = {0: "2C 3C 4C 5C 6C 7C 8C 9C TC 2S 3S 4S 5S", 1: "3D 4D 5D 6D 7D 8D 9D TD QD KD AD 6S 7S",
             2: "JD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", 3: "JC QC KC AC 2D 8S 9S TS JS QS KS AS AH"}
    rnd = make_round(rules, fixed)
    play_cards(rnd, "2C")
    rnd.play(c("3D"))  # seat 1 is void in clubs
    rnd.play(c("JD"))  # seat 2 too: the bonus card is in the trick
    assert create_player("normal", 1).choose_card(rnd.view(3)) == c("AC")


def test_without_the_moon_the_hard_player_never_plans_a_moon() -> None:
    strong = {0: "2C AC KC AD KD QD AS KS QS AH KH QH JH"}
    for moon, plans in ((True, [-1, 0]), (False, [-1])):
        rules = Rules(shooting_the_moon=moon)
        rnd = make_round(rules, strong)
        view = rnd.view(0)
        k = read_view(view)
        table = table_for(rules)
        assert moon_possible(k, table) is moon
        search = play_candidates(view, k, [c("2C").mask], random.Random(1), 1e18, 4, Judge(view, table))
        assert search.plans == plans


def test_a_landing_exactly_on_the_target_is_worth_its_whole_total_to_the_hard_player() -> None:
    rnd = Round.start(Rules(target_score=100, exact_target_resets=True), deal(Rules(), random.Random(3)),
                      PassDirection.HOLD, match_scores=[87, 0, 0, 0])
    judge = Judge(rnd.view(0), table_for(rnd.rules))
    qs = Card.parse("QS").mask
    assert judge.utility([13, 13, 0, 0], [qs, 0, 0, 0]) == -87.0
    plain = Round.start(Rules(target_score=100), deal(Rules(), random.Random(3)), PassDirection.HOLD,
                        match_scores=[87, 0, 0, 0])
    assert Judge(plain.view(0), table_for(plain.rules)).utility([13, 13, 0, 0], [qs, 0, 0, 0]) > 13


def test_a_shooter_does_not_add_when_that_sends_the_others_back_to_zero() -> None:
    def moon_view(rules: Rules) -> PlayerView:
        for seed in range(2000):
            rng = random.Random(seed)
            rnd = Round.start(rules, deal(rules, rng), PassDirection.HOLD, match_scores=[10, 74, 74, 74])
            policy = greedy_shooter_policy(0, rng)
            while not rnd.is_over:
                rnd.play(policy(rnd))
            if rnd.shooter == 0:
                return rnd.view(0)
        raise AssertionError("no moon found")

    assert choose_moon(moon_view(Rules(target_score=100))) is MoonChoice.ADD_TO_OTHERS
    assert choose_moon(moon_view(Rules(target_score=100, exact_target_resets=True))) is MoonChoice.SUBTRACT_FROM_SELF


def test_the_coach_reviews_a_hand_played_under_every_house_rule() -> None:
    rules = Rules(no_trick_bonus=True, exact_target_resets=True, must_break_hearts=False, any_club_opens=True,
                  shooting_the_moon=False, variant=Variant.OMNIBUS, jack_points=-5)
    rnd = play_out(start_round(rules, 4), [quick_player("normal", s) for s in range(4)])
    review = review_hand(rnd, 0, iterations=4)
    assert not review.cancelled and len(review.decisions) >= 13
    assert all(d.analysis is None or d.analysis.chosen is not None for d in review.decisions)
