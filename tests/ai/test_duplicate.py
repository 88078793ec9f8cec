"""Duplicate scoring: the same deal replayed with a computer player in the person's seat, the same opponents."""

from __future__ import annotations

import random

import pytest

from hearts_qt.ai import HardPlayer, RuleBasedPlayer
from hearts_qt.ai.duplicate import Stopped, opponents_from, play_seat
from hearts_qt.engine import Round, Rules, Variant, deal
from hearts_qt.engine.replay import plays_of

from .helpers import play_out, quick_player


def match_hand(rules: Rules, seed: int) -> tuple[Round, list]:
    rng = random.Random(seed)
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(seed % 4), dealer=seed % rules.players,
                      match_scores=[10 * s for s in range(rules.players)], hand_number=seed % 4)
    players = [quick_player("normal", 100 + s) for s in range(rules.players)]
    return play_out(rnd, players), players


@pytest.mark.parametrize(("variant", "players"), [(Variant.STANDARD, 4), (Variant.OMNIBUS, 3),
                                                   (Variant.CANCELLATION, 5)])
def test_the_same_player_in_the_seat_replays_the_hand_exactly(variant: Variant, players: int) -> None:
    record, seats = match_hand(Rules(players=players, variant=variant), 1)
    again = play_seat(record, seats, 0, player=seats[0])
    assert plays_of(again.replay) == plays_of(record)
    assert again.person_taken == again.computer_taken == record.points_taken()[0]
    assert again.difference == 0


def test_the_hard_player_in_the_seat_plays_the_same_deal_against_the_same_opponents() -> None:
    record, seats = match_hand(Rules(), 2)
    steps: list[tuple[int, int]] = []
    result = play_seat(record, seats, 0, player=quick_player("hard", 5), progress=lambda d, t: steps.append((d, t)))
    replay = result.replay
    assert replay.is_over and replay is not record
    assert [replay.dealt_hand(s) for s in range(4)] == [record.dealt_hand(s) for s in range(4)]
    assert [replay.passed_cards(s) for s in (1, 2, 3)] == [record.passed_cards(s) for s in (1, 2, 3)]
    assert result.person_taken == record.points_taken()[0]
    assert result.computer_taken == replay.points_taken()[0]
    assert sum(result.computer_scores) >= sum(replay.points_taken())
    assert steps == [(i, 53) for i in range(1, 54)]


def test_the_replay_can_be_stopped_and_needs_every_opponent() -> None:
    record, seats = match_hand(Rules(), 3)
    calls = []
    with pytest.raises(Stopped):
        play_seat(record, seats, 0, player=seats[0], should_stop=lambda: calls.append(1) or len(calls) > 10)
    assert len(calls) == 11
    with pytest.raises(ValueError, match="Every other seat"):
        play_seat(record, [None, None, seats[2], seats[3]], 0)
    unfinished = Round.start(record.rules, [record.dealt_hand(s) for s in range(4)], record.pass_direction)
    with pytest.raises(ValueError, match="finished"):
        play_seat(unfinished, seats, 0)


def test_opponents_are_made_with_the_match_levels_and_seeds() -> None:
    made = opponents_from([None, "normal", "hard", "easy"], [None, 7, 8, 9])
    assert made[0] is None
    assert isinstance(made[1], RuleBasedPlayer) and made[1].seed == 7 and made[1].blunder == 0
    assert isinstance(made[2], HardPlayer) and made[2].seed == 8
    assert isinstance(made[3], RuleBasedPlayer) and made[3].seed == 9 and made[3].blunder > 0
