"""House rules from other programs: the no-trick bonus, exactly the target, hearts led at any time, any club opening
the first trick, no moon and the J♦ worth −5. Each default keeps the game as it was; saves from before still load."""

from __future__ import annotations

import json
import random
from dataclasses import fields
from enum import Enum

import pytest

from hearts_qt.engine import (
    JACK_OF_DIAMONDS,
    HeartsBroken,
    Match,
    MoonChoice,
    Reason,
    Rules,
    Variant,
    hand_scores,
)
from hearts_qt.engine.rules import yes_no_options
from hearts_qt.engine.scoring import match_totals

from .helpers import c, greedy_shooter_policy, illegal, make_round, play_cards, random_policy, search_hand

HOUSE = ("no_trick_bonus", "exact_target_resets", "must_break_hearts", "any_club_opens", "shooting_the_moon",
         "jack_points")


def test_the_defaults_are_the_game_as_it_was() -> None:
    rules = Rules()
    assert (rules.no_trick_bonus, rules.exact_target_resets, rules.must_break_hearts, rules.any_club_opens,
            rules.shooting_the_moon, rules.jack_points) == (False, False, True, False, True, -10)
    old = {key: value for key, value in rules.to_dict().items() if key not in HOUSE}
    assert Rules.from_dict(old) == rules
    changed = Rules(no_trick_bonus=True, exact_target_resets=True, must_break_hearts=False, any_club_opens=True,
                    shooting_the_moon=False, jack_points=-5, variant=Variant.OMNIBUS)
    assert Rules.from_dict(json.loads(json.dumps(changed.to_dict()))) == changed


@pytest.mark.parametrize(("options", "message"), [
    ({"jack_points": -7}, "J♦ is worth -10 or -5"),
    ({"jack_points": True}, "jack_points must be a int"),
    ({"no_trick_bonus": 1}, "no_trick_bonus must be a bool"),
    ({"shooting_the_moon": "no"}, "shooting_the_moon must be a bool"),
])
def test_malformed_house_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", [f.name for f in fields(Rules) if f.init])
def test_every_option_refuses_a_value_of_another_type(name: str) -> None:
    # The type checks come from the fields' defaults: an option added later is checked without being listed.
    wrong = 1.5 if isinstance(getattr(Rules(), name), str | Enum) else "yes"
    with pytest.raises(ValueError, match=f"{name} must be a"):
        Rules(**{name: wrong})


def test_the_yes_no_options_are_the_bool_fields_and_each_is_read_back_from_a_save() -> None:
    assert set(yes_no_options()) == {"queen_breaks_hearts", "points_on_first_trick", "passing", "jack_needed_for_moon",
                                     *HOUSE[:-1]}
    for name in yes_no_options():
        flipped = Rules(players=5, **{name: not getattr(Rules(), name)})
        assert Rules.from_dict(json.loads(json.dumps(flipped.to_dict()))) == flipped


# --- the no-trick bonus --------------------------------------------------------------------------------------

def _trickless_hand(rules: Rules):  # type: ignore[no-untyped-def]
    return search_hand(rules, random_policy, lambda r: r.shooter is None and len(r.trickless()) == 1)


def test_a_player_who_takes_no_trick_scores_minus_five() -> None:
    rnd = _trickless_hand(Rules(no_trick_bonus=True))
    (seat,) = rnd.trickless()
    assert all(trick.winner != seat for trick in rnd.tricks) and rnd.points_taken()[seat] == 0
    expected = rnd.points_taken()
    expected[seat] = -5
    assert rnd.scores() == expected
    plain = _trickless_hand(Rules())
    assert plain.scores() == plain.points_taken()


def test_a_shot_moon_decides_the_hand_alone_without_the_no_trick_bonus() -> None:
    # As OpenSpiel scores it (avoid_all_tricks_bonus): the moon replaces every other score of the hand.
    rules = Rules(no_trick_bonus=True)
    rnd = search_hand(rules, lambda rng: greedy_shooter_policy(1, rng),
                      lambda r: r.shooter == 1 and len(r.trickless()) >= 1)
    assert rnd.scores(MoonChoice.ADD_TO_OTHERS) == [26, 0, 26, 26]
    assert rnd.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -26, 0, 0]


def test_the_score_sheet_keeps_who_took_no_trick_and_old_rows_still_load() -> None:
    rules = Rules(no_trick_bonus=True)
    match = _played_match(rules, lambda m: any(row.trickless for row in m.history))
    data = json.loads(json.dumps(match.to_dict()))
    assert Match.from_dict(data).history == match.history
    row = next(r for r in data["history"] if r["trickless"])
    row["trickless"] = []  # the -5 no longer adds up
    with pytest.raises(ValueError, match="does not add up"):
        Match.from_dict(data)
    row["trickless"] = [0, 0]
    with pytest.raises(ValueError, match="took no trick wrongly"):
        Match.from_dict(data)


def test_a_save_from_before_the_house_rules_loads() -> None:
    match = _played_match(Rules(), lambda m: len(m.history) >= 2)
    data = json.loads(json.dumps(match.to_dict()))
    for key in HOUSE:
        del data["rules"][key]
    for row in data["history"]:
        del row["trickless"]
    loaded = Match.from_dict(data)
    assert loaded.scores == match.scores and loaded.rules == Rules()


# --- exactly the target --------------------------------------------------------------------------------------

def test_a_total_landing_exactly_on_the_target_goes_back_to_zero() -> None:
    rules = Rules(target_score=100, exact_target_resets=True)
    assert match_totals(rules, [90, 80, 99, 0], [10, 26, 0, 0]) == ([0, 106, 99, 0], (0,))
    assert match_totals(Rules(target_score=100), [90, 80, 99, 0], [10, 26, 0, 0]) == ([100, 106, 99, 0], ())


def _played_match(rules: Rules, condition, seeds: int = 200) -> Match:  # type: ignore[no-untyped-def]
    """The first seeded match, played by random legal cards, where ``condition(match)`` holds after a hand."""
    for seed in range(seeds):
        rng = random.Random(seed)
        match = Match(rules, seed)
        while not match.is_over:
            rnd = match.round
            if rnd.pass_direction.value != "hold":
                for seat in range(rules.players):
                    rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
            while not rnd.is_over:
                rnd.play(rng.choice(rnd.legal_cards()))
            match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
            if condition(match):
                return match
            if not match.is_over:
                match.next_hand()
    raise AssertionError("no match met the condition")


def test_the_match_goes_on_after_a_total_lands_on_the_target_and_the_save_agrees() -> None:
    rules = Rules(target_score=25, exact_target_resets=True)
    match = _played_match(rules, lambda m: bool(m.history[-1].resets))
    row = match.history[-1]
    assert all(match.scores[seat] == 0 for seat in row.resets)
    assert not match.is_over or max(match.scores) > 25
    loaded = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert loaded.history == match.history and loaded.scores == match.scores
    totals = [0] * 4
    for hand in match.history:
        totals = hand.totals_after(totals)
    assert totals == match.scores


# --- hearts may be led at any time ---------------------------------------------------------------------------

def test_without_breaking_hearts_count_as_broken_from_the_start_and_no_breaking_is_announced() -> None:
    rnd = search_hand(Rules(must_break_hearts=False), random_policy, lambda r: True)
    assert rnd.view(0).hearts_broken
    fresh = make_round(Rules(must_break_hearts=False), {})
    assert fresh.hearts_broken and not make_round(Rules(), {}).hearts_broken
    events = []
    while not fresh.is_over:
        events += fresh.play(fresh.legal_cards()[-1])
    assert not any(isinstance(event, HeartsBroken) for event in events)


def test_a_heart_lead_is_legal_on_the_second_trick_without_breaking() -> None:
    # Seat 0 wins the first trick with the A♣ and leads a heart; nobody has played one.
    hand = "AC 2D 3D 4D 5D 6D 7D 2H 3H 4H 5H 6H 7H"
    rnd = make_round(Rules(must_break_hearts=False), {0: hand, 1: "2C 3S 4S 5S 6S 7S 8S 9S TS JS 8D 9D TD"})
    play_cards(rnd, "2C")
    while rnd.current_trick:
        rnd.play(min(rnd.legal_cards(), key=lambda card: card.index) if rnd.current_player != 0 else c("AC"))
    assert rnd.tricks[0].winner == 0
    assert {c("2H"), c("2D")} <= set(rnd.legal_cards())
    rnd.play(c("2H"))
    guarded = make_round(Rules(), {0: hand, 1: "2C 3S 4S 5S 6S 7S 8S 9S TS JS 8D 9D TD"})
    play_cards(guarded, "2C")
    while guarded.current_trick:
        guarded.play(min(guarded.legal_cards(), key=lambda card: card.index)
                     if guarded.current_player != 0 else c("AC"))
    with illegal(Reason.HEARTS_NOT_BROKEN):
        guarded.play(c("2H"))


# --- any club may open ---------------------------------------------------------------------------------------

def test_the_lowest_club_holder_may_open_with_any_club() -> None:
    rules = Rules(any_club_opens=True)
    rnd = make_round(rules, {2: "2C 9C KC 2D 3D 4D 5D 6D 7D 8D 9D TD JD"})
    assert rnd.current_player == 2
    assert rnd.legal_cards() == [c("2C"), c("9C"), c("KC")]
    with illegal(Reason.FIRST_LEAD_CLUB):
        rnd.play(c("2D"))
    rnd.play(c("KC"))
    plain = make_round(Rules(), {2: "2C 9C KC 2D 3D 4D 5D 6D 7D 8D 9D TD JD"})
    assert plain.legal_cards() == [c("2C")]
    with illegal(Reason.FIRST_LEAD, card=c("2C")):
        plain.play(c("KC"))


def test_any_club_opens_with_five_players_starts_at_the_three() -> None:
    rules = Rules(players=5, any_club_opens=True)
    rnd = make_round(rules, {3: "3C AC 2H 3H 4H 5H 6H 7H 8H 9H"})
    assert rnd.current_player == 3 and rnd.legal_cards() == [c("3C"), c("AC")]


def test_cancellation_keeps_its_free_first_lead() -> None:
    rules = Rules(players=5, variant=Variant.CANCELLATION, any_club_opens=True)
    assert rules.first_lead_mask == 0


# --- no moon -------------------------------------------------------------------------------------------------

def test_without_the_moon_taking_every_point_card_just_scores_them() -> None:
    rules = Rules(shooting_the_moon=False)
    rnd = search_hand(rules, lambda rng: greedy_shooter_policy(1, rng), lambda r: r.points_taken()[1] == 26)
    assert rnd.shooter is None and not rules.has_moon
    assert rnd.scores() == [0, 26, 0, 0]
    assert hand_scores(rules, [0, 26, 0, 0], None, None) == [0, 26, 0, 0]


# --- the J♦ worth −5 -----------------------------------------------------------------------------------------

def test_the_jack_of_diamonds_may_be_worth_minus_five_in_omnibus_only() -> None:
    rules = Rules(variant=Variant.OMNIBUS, jack_points=-5)
    assert rules.card_points(JACK_OF_DIAMONDS) == -5
    assert Rules(variant=Variant.OMNIBUS).card_points(JACK_OF_DIAMONDS) == -10
    assert Rules(jack_points=-5).card_points(JACK_OF_DIAMONDS) == 0
    rnd = search_hand(rules, random_policy, lambda r: r.shooter is None)
    assert sum(rnd.points_taken()) == 26 - 5
    moon = search_hand(rules, lambda rng: greedy_shooter_policy(1, rng), lambda r: r.shooter == 1)
    assert moon.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -26, 0, 0]
    loose = Rules(variant=Variant.OMNIBUS, jack_points=-5, jack_needed_for_moon=False)
    moon = search_hand(loose, lambda rng: greedy_shooter_policy(1, rng),
                       lambda r: r.shooter == 1 and JACK_OF_DIAMONDS in r.cards_taken(1))
    assert moon.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -26 - 5, 0, 0]
