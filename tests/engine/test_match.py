"""Matches: rotation, totals, the end of the game, ties, and the save format with its validation."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from hearts_qt.engine import (
    IllegalMove,
    Match,
    MoonChoice,
    MoonScoring,
    PassDirection,
    Phase,
    Rules,
    TieRule,
    Variant,
)

from .helpers import finish, greedy_shooter_policy


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
    with pytest.raises(IllegalMove, match="over"):
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
    with pytest.raises(IllegalMove, match="must choose"):
        match.finish_hand()
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS)
    assert result.shooter == 1 and result.moon_choice is MoonChoice.ADD_TO_OTHERS
    assert match.scores == [26, 0, 26, 26]
    assert match.is_over and match.winners == [1]
    with pytest.raises(IllegalMove, match="already been scored"):
        match.finish_hand(MoonChoice.ADD_TO_OTHERS)


def test_fixed_moon_rule_needs_no_choice() -> None:
    match = Match(Rules(moon_scoring=MoonScoring.ADD_TO_OTHERS), seed=1)
    _play_out(match, random.Random(1))
    assert not match.moon_choice_needed
    match.finish_hand()


def test_hand_must_be_finished_before_scoring_or_dealing() -> None:
    match = Match(Rules(), seed=2)
    with pytest.raises(IllegalMove, match="not over"):
        match.finish_hand()
    with pytest.raises(IllegalMove, match="Finish and score"):
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
    return data


def test_shared_tie_ends_the_match_but_play_off_continues() -> None:
    rows = [[30, 10, 10, 20]]
    with pytest.raises(ValueError, match="already over"):
        Match.from_dict(_saved_with_history(Rules(target_score=25), rows))
    playoff = Match.from_dict(_saved_with_history(Rules(target_score=25, ties=TieRule.PLAY_OFF), rows))
    assert not playoff.is_over and playoff.winners == [] and playoff.hand_number == 1
    assert playoff.scores == [30, 10, 10, 20]


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
        with pytest.raises(ValueError):
            Match.from_dict(garbage)


def test_pass_direction_of_saved_round_uses_hold_for_no_passing() -> None:
    match = Match(Rules(passing=False), seed=1)
    assert match.round.pass_direction is PassDirection.HOLD
    assert Match.from_dict(match.to_dict()).round.phase is Phase.PLAYING
