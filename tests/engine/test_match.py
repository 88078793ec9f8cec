"""Matches: rotation, totals, the end of the game, ties, and the save format with its validation."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from hearts_qt.engine import (
    Match,
    MoonChoice,
    MoonScoring,
    PassDirection,
    Phase,
    Reason,
    Rules,
    TieRule,
    Variant,
)

from .helpers import finish, greedy_shooter_policy, illegal


def _play_out(match: Match, rng: random.Random) -> None:
    finish(match.round, lambda r: rng.choice(r.legal_cards()), rng)


def _finish_match(match: Match, rng: random.Random) -> None:
    while True:
        _play_out(match, rng)
        assert not match.is_over
        match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
        if match.is_over:
            return
        match.next_hand()


@pytest.mark.parametrize("players", range(3, 8))
def test_match_rotates_passes_and_dealer_and_ends_at_target(players: int) -> None:
    rules = Rules(players=players, target_score=40)
    match = Match(rules, seed=players)
    rng = random.Random(players)
    directions, dealers = [], []
    while True:
        directions.append(match.round.pass_direction)
        dealers.append(match.round.dealer)
        _play_out(match, rng)
        match.finish_hand(MoonChoice.SUBTRACT_FROM_SELF if match.moon_choice_needed else None)
        if match.is_over:
            break
        match.next_hand()
    assert directions == [rules.pass_direction(h) for h in range(len(directions))]
    assert dealers == [(h - 1) % players for h in range(len(dealers))]
    assert max(match.scores) >= 40
    assert match.scores == [sum(h.scores[s] for h in match.history) for s in range(players)]
    assert match.winners == [s for s in range(players) if match.scores[s] == min(match.scores)]
    with illegal(Reason.MATCH_OVER):
        match.next_hand()


def test_game_ends_only_at_the_end_of_a_hand_and_a_moon_can_end_it_for_several() -> None:
    for seed in range(3000):
        match = Match(Rules(target_score=25), seed=seed)
        rng = random.Random(seed)
        rnd = match.round
        for seat in range(4):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
        policy = greedy_shooter_policy(1, rng)
        while not rnd.is_over:
            rnd.play(policy(rnd))
            assert not match.is_over
        if rnd.shooter == 1:
            break
    else:
        pytest.fail("no moon found")
    assert match.moon_choice_needed and not match.is_over
    with illegal(Reason.MOON_CHOICE_NEEDED):
        match.finish_hand()
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS)
    assert result.shooter == 1 and result.moon_choice is MoonChoice.ADD_TO_OTHERS
    assert match.scores == [26, 0, 26, 26]
    assert match.is_over and match.winners == [1]
    with illegal(Reason.HAND_SCORED):
        match.finish_hand(MoonChoice.ADD_TO_OTHERS)


def test_fixed_moon_rule_needs_no_choice() -> None:
    match = Match(Rules(moon_scoring=MoonScoring.ADD_TO_OTHERS), seed=1)
    _play_out(match, random.Random(1))
    assert not match.moon_choice_needed
    match.finish_hand()


def test_hand_must_be_finished_before_scoring_or_dealing() -> None:
    match = Match(Rules(), seed=2)
    with illegal(Reason.HAND_NOT_OVER):
        match.finish_hand()
    with illegal(Reason.SCORE_HAND_FIRST):
        match.next_hand()


def _saved_with_history(rules: Rules, rows: list[list[int]]) -> dict[str, Any]:
    data = Match(rules, seed=5).to_dict()
    fresh = Match(rules, seed=5)
    data["history"] = [{"hand_number": i, "points_taken": row, "scores": row, "shooter": None, "moon_choice": None}
                       for i, row in enumerate(rows)]
    data["scores"] = [sum(col) for col in zip(*rows, strict=True)]
    hand = len(rows)
    rnd = fresh._deal(hand)  # a real deal for that hand number, with the totals before it
    data["round"] = rnd.to_dict()
    data["round"]["match_scores"] = data["scores"]
    del data["played"]  # made-up rows have no hands behind them, as in a save from before hands were kept
    return data


def test_shared_tie_ends_the_match_but_play_off_continues() -> None:
    rows = [[25, 1, 0, 0]]
    with pytest.raises(ValueError, match="already over"):
        Match.from_dict(_saved_with_history(Rules(target_score=25), rows))
    playoff = Match.from_dict(_saved_with_history(Rules(target_score=25, ties=TieRule.PLAY_OFF), rows))
    assert not playoff.is_over and playoff.winners == [] and playoff.hand_number == 1
    assert playoff.scores == [25, 1, 0, 0]


def test_shared_win_lists_every_tied_player() -> None:
    for seed in range(400):
        match = Match(Rules(target_score=25), seed=seed)
        _finish_match(match, random.Random(seed))
        if len(match.winners) > 1:
            low = min(match.scores)
            assert match.winners == [s for s, v in enumerate(match.scores) if v == low]
            return
    pytest.fail("no shared win found")


@pytest.mark.parametrize("variant", [Variant.STANDARD, Variant.OMNIBUS, Variant.CANCELLATION])
def test_save_round_trips_exactly_mid_hand(variant: Variant) -> None:
    rules = Rules(players=5 if variant is Variant.CANCELLATION else 4, variant=variant, target_score=60)
    match = Match(rules, seed=11)
    rng = random.Random(11)
    _play_out(match, rng)
    match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    match.next_hand()
    rnd = match.round
    if rnd.phase is Phase.PASSING:
        rnd.pass_cards(0, rnd.hand(0)[:3])
    saved = json.loads(json.dumps(match.to_dict()))
    loaded = Match.from_dict(saved)
    assert loaded.to_dict() == match.to_dict()
    for seat in range(1, rules.players):
        if loaded.round.phase is Phase.PASSING:
            loaded.round.pass_cards(seat, loaded.round.hand(seat)[:3])
            match.round.pass_cards(seat, match.round.hand(seat)[:3])
    for _ in range(7):
        card = rng.choice(loaded.round.legal_cards())
        assert loaded.round.legal_cards() == match.round.legal_cards()
        loaded.round.play(card)
        match.round.play(card)
    assert loaded.to_dict() == match.to_dict()


def _corrupt(mutate: Any) -> dict[str, Any]:
    match = Match(Rules(), seed=3)
    rng = random.Random(3)
    _play_out(match, rng)
    match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    match.next_hand()
    data = copy.deepcopy(match.to_dict())
    mutate(data)
    return data


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (lambda d: d.update(format="chess"), "not a Hearts save"),
        (lambda d: d.update(version=99), "Unsupported save version"),
        (lambda d: d.pop("round"), "lacks 'round'"),
        (lambda d: d["rules"].update(players=9), "3 to 7"),
        (lambda d: d.update(scores=[1, 2, 3, 4]), "totals do not match"),
        (lambda d: d["round"]["hands"][0].__setitem__(0, "ZZ"), "malformed"),
        (lambda d: d["round"].update(plays=["AS"]), "inconsistent"),
        (lambda d: d["round"].update(pass_direction="across"), "pass direction"),
        (lambda d: d["round"].update(dealer=2), "dealer"),
        (lambda d: d["history"][0].update(scores=[1, 2]), "row 1 is malformed"),
        (lambda d: d["history"].append(d["history"][0]), "row 2 is malformed"),
        (lambda d: d["round"].update(hand_number=7), "hand number"),
    ],
)
def test_malformed_saves_are_refused_with_a_reason(mutate: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Match.from_dict(_corrupt(mutate))


def test_garbage_is_refused() -> None:
    for garbage in (None, [], "save", {"format": "hearts-qt-match"}):
        with pytest.raises(ValueError, match=r"must be a mapping|Unsupported save version"):
            Match.from_dict(garbage)


def test_pass_direction_of_saved_round_uses_hold_for_no_passing() -> None:
    match = Match(Rules(passing=False), seed=1)
    assert match.round.pass_direction is PassDirection.HOLD
    assert Match.from_dict(match.to_dict()).round.phase is Phase.PLAYING


def _scored(rules: Rules, hands: int, seed: int) -> Match:
    """A match ``hands`` hands in, the shooter-friendly policy making moons common, then the next hand dealt."""
    match = Match(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(hands):
        finish(match.round, greedy_shooter_policy(rng.randrange(rules.players), rng), rng)
        match.finish_hand(rng.choice(list(MoonChoice)) if match.moon_choice_needed else None)
        if match.is_over:
            break
        match.next_hand()
    return match


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("moon", list(MoonScoring))
def test_every_real_score_sheet_loads_moons_included(variant: Variant, moon: MoonScoring) -> None:
    rules = Rules(players=5, variant=variant, moon_scoring=moon, target_score=1000)
    match = _scored(rules, 6, seed=len(variant.value) + len(moon.value))
    assert Match.from_dict(json.loads(json.dumps(match.to_dict()))).to_dict() == match.to_dict()


def test_moon_rows_are_checked_too() -> None:
    for seed in range(40):
        match = _scored(Rules(target_score=1000), 4, seed)
        moons = [i for i, row in enumerate(match.history) if row.shooter is not None]
        if moons:
            break
    else:
        pytest.fail("no moon in 40 matches")
    row = match.to_dict()["history"][moons[0]]
    other = "subtract_from_self" if row["moon_choice"] == "add_to_others" else "add_to_others"
    for change, value in (("moon_choice", None), ("shooter", (row["shooter"] + 1) % 4), ("moon_choice", other)):
        data = match.to_dict()
        data["history"][moons[0]][change] = value
        with pytest.raises(ValueError, match=f"row {moons[0] + 1} does not add up"):
            Match.from_dict(data)


def _sheet_of(rows: list[dict[str, Any]]) -> dict[str, Any]:
    data = _saved_with_history(Rules(target_score=1000), [[26, 0, 0, 0]])
    data["history"] = rows
    return data


@pytest.mark.parametrize(("rows", "words"), [
    ([{"hand_number": 0, "points_taken": [99] * 4, "scores": [99] * 4, "shooter": None, "moon_choice": None}],
     "row 1 does not add up"),
    ([{"hand_number": i, "points_taken": [0] * 4, "scores": [0] * 4, "shooter": None, "moon_choice": None}
      for i in range(5000)], "row 1 does not add up"),
    ([{"hand_number": 0, "points_taken": [26, 0, 0, 0], "scores": [26, 0, 0, 0], "shooter": None,
       "moon_choice": "add_to_others"}], "row 1 does not add up"),
    ([{"hand_number": 0, "points_taken": [20, 6, 0, 0], "scores": [20, 6, 0, 0], "shooter": True,
       "moon_choice": None}], "row 1 names no valid shooter"),
    ([{"hand_number": 0, "points_taken": 5, "scores": [26, 0, 0, 0], "shooter": None, "moon_choice": None}],
     "row 1 is malformed"),
    ([{"hand_number": 0, "points_taken": [True, 25, 0, 0], "scores": [1, 25, 0, 0], "shooter": None,
       "moon_choice": None}], "row 1 is malformed"),
])
def test_earlier_score_sheet_rows_are_checked(rows: list[dict[str, Any]], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Match.from_dict(_sheet_of(rows))


def test_a_sheet_that_played_on_after_the_end_is_refused() -> None:
    rows = [[0, 26, 0, 0]] * 5
    data = _saved_with_history(Rules(target_score=100), rows)
    with pytest.raises(ValueError, match="already over after hand 4"):
        Match.from_dict(data)


@pytest.mark.parametrize("key", ["match_scores", "hands", "passes", "plays"])
@pytest.mark.parametrize("value", [5, "5", {"a": 1}, None, True])
def test_a_saved_hand_of_the_wrong_shape_is_refused(key: str, value: Any) -> None:
    data = Match(Rules(), seed=4).to_dict()
    data["round"][key] = value
    with pytest.raises(ValueError, match="malformed"):
        Match.from_dict(data)


def test_true_is_no_hand_number_or_dealer() -> None:
    for key in ("hand_number", "dealer"):
        data = Match(Rules(), seed=4).to_dict()
        data["round"][key] = True if key == "hand_number" else data["round"][key] is True
        with pytest.raises(ValueError, match=r"hand number must be|dealer must be"):
            Match.from_dict(data)


@pytest.mark.parametrize("seat", [True, False, -1, 4, 99, 1.0, "1", None])
def test_a_bad_seat_is_refused_and_changes_nothing(seat: Any) -> None:
    match = Match(Rules(), seed=8)
    rnd = match.round
    before = rnd.to_dict()
    with illegal(Reason.NO_SUCH_SEAT, seat=seat):
        rnd.pass_cards(seat, rnd.hand(1)[:3])
    for query in (rnd.view, rnd.hand, rnd.hand_size, rnd.dealt_hand, rnd.passed_cards, rnd.received_cards,
                  rnd.has_passed, rnd.cards_taken):
        with pytest.raises(ValueError, match="There is no seat"):
            query(seat)
    assert rnd.to_dict() == before and not any(rnd.has_passed(s) for s in range(4))


def test_a_huge_value_gives_a_short_message() -> None:
    data = Match(Rules(), seed=4).to_dict()
    data["round"]["dealer"] = "x" * 10_000_000
    with pytest.raises(ValueError, match="dealer must be") as caught:
        Match.from_dict(data)
    assert len(str(caught.value)) < 200
    data = Match(Rules(), seed=4).to_dict()
    data["version"] = "9" * 10_000_000
    with pytest.raises(ValueError, match="Unsupported save version") as caught:
        Match.from_dict(data)
    assert len(str(caught.value)) < 200


def test_finished_hands_are_kept_saved_and_checked() -> None:
    rules = Rules(target_score=1000)
    match = _scored(rules, 3, seed=11)
    records = [match.record(n) for n in range(3)]
    assert all(r is not None and r.is_over and r.hand_number == n for n, r in enumerate(records))
    assert match.record(3) is match.round and match.record(4) is None
    loaded = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    for n in range(3):
        kept = loaded.record(n)
        assert kept is not None and kept.to_dict() == records[n].to_dict()  # type: ignore[union-attr]
    bad = match.to_dict()
    bad["played"][1] = bad["played"][0]
    with pytest.raises(ValueError, match="hand 2 does not match"):
        Match.from_dict(bad)
    short = match.to_dict()
    short["played"].pop()
    with pytest.raises(ValueError, match="must keep 3 finished hands"):
        Match.from_dict(short)


def test_a_save_from_before_hands_were_kept_still_loads() -> None:
    match = _scored(Rules(target_score=1000), 2, seed=12)
    data = match.to_dict()
    del data["played"]
    loaded = Match.from_dict(data)
    assert [loaded.record(n) for n in range(2)] == [None, None]
    assert loaded.record(2) is not None and loaded.to_dict()["played"] == [None, None]


def test_every_view_shows_the_tricks_of_the_earlier_hands() -> None:
    """What every seat saw of the finished hands (each card played face up) reaches the players: after a save, a
    take-back and a restart too; a save without the finished hands has none to show."""
    match = _scored(Rules(target_score=1000), 3, seed=13)
    earlier = tuple(match.record(n).tricks for n in range(3))  # type: ignore[union-attr]
    assert len(earlier) == 3 and all(len(tricks) == 13 for tricks in earlier)
    assert all(match.round.view(seat).earlier == earlier for seat in range(4))
    loaded = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert loaded.round.view(1).earlier == earlier
    # The finished hands too (the coach reviews them with what was known then).
    assert [loaded.record(n).earlier for n in range(3)] == [earlier[:n] for n in range(3)]  # type: ignore[union-attr]
    assert [match.record(n).earlier for n in range(3)] == [earlier[:n] for n in range(3)]  # type: ignore[union-attr]
    rng = random.Random(5)
    if match.round.phase is Phase.PASSING:
        for seat in range(4):
            match.round.pass_cards(seat, match.round.hand(seat)[:3])
    match.round.play(rng.choice(match.round.legal_cards()))
    seat = next(s for s in range(4) if match.can_take_back(s))
    assert match.take_back(seat).view(2).earlier == earlier
    assert match.restart_hand().view(3).earlier == earlier
    data = match.to_dict()
    del data["played"]
    assert Match.from_dict(data).round.view(0).earlier == ()
