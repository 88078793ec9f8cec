"""Taking cards back and restarting a hand: the hand stands as it did, and the score sheet says so."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import IllegalMove, Match, MoonChoice, Phase, Rules, Variant
from hearts_qt.engine.replay import plays_of


def play_until(match: Match, rng: random.Random, plays: int) -> None:
    """Pass at random if passing, then play random legal cards until ``plays`` cards are on record."""
    rnd = match.round
    if rnd.phase is Phase.PASSING:
        for seat in range(match.rules.players):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
    while len(plays_of(rnd)) < plays and not rnd.is_over:
        rnd.play(rng.choice(rnd.legal_cards()))


@pytest.mark.parametrize(("variant", "players"), [(Variant.STANDARD, 4), (Variant.CANCELLATION, 6),
                                                   (Variant.STANDARD, 3)])
def test_take_back_returns_to_before_the_seats_last_card(variant: Variant, players: int) -> None:
    rng = random.Random(8)
    match = Match(Rules(players=players, variant=variant), 5)
    play_until(match, rng, 2 * players + 3)
    before = plays_of(match.round)
    last = max(i for i, (seat, _) in enumerate(before) if seat == 1)
    rnd = match.take_back(1)
    assert rnd is match.round and plays_of(rnd) == before[:last]
    assert rnd.current_player == 1 and match.undo_used
    assert rnd.phase is Phase.PLAYING
    assert not rnd.is_over


def test_take_back_steps_back_one_card_of_the_seat_at_a_time_until_none_is_left() -> None:
    match = Match(Rules(), 11)
    rng = random.Random(3)
    play_until(match, rng, 52)
    assert match.round.is_over and match.can_take_back(0)
    steps = 0
    while match.can_take_back(0) and steps < 20:
        match.take_back(0)
        steps += 1
    assert steps == 13
    assert all(seat != 0 for seat, _ in plays_of(match.round))
    with pytest.raises(IllegalMove):
        match.take_back(0)


def test_no_take_back_once_the_hand_is_scored_and_the_mark_reaches_the_score_sheet() -> None:
    match = Match(Rules(), 21)
    rng = random.Random(4)
    play_until(match, rng, 20)
    match.take_back(0)
    play_until(match, rng, 52)
    row = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    assert row.undo_used and not row.practice and row.deal_number == match.deal_number
    assert not match.can_take_back(0)
    assert Match.from_dict(match.to_dict()).history[-1].undo_used
    with pytest.raises(IllegalMove):
        match.take_back(0)
    match.next_hand()
    assert not match.undo_used and not match.practice


def test_restart_deals_the_same_cards_again_as_a_practice_hand() -> None:
    match = Match(Rules(), 30)
    dealt = [match.round.dealt_hand(s) for s in range(4)]
    play_until(match, random.Random(1), 9)
    rnd = match.restart_hand()
    assert [rnd.dealt_hand(s) for s in range(4)] == dealt and plays_of(rnd) == []
    assert rnd.phase is Phase.PASSING and match.practice and not match.undo_used


def test_marks_survive_a_save() -> None:
    match = Match(Rules(), 40)
    play_until(match, random.Random(2), 10)
    match.take_back(0)
    match.restart_hand()
    again = Match.from_dict(match.to_dict())
    assert again.undo_used and again.practice
    data = match.to_dict()
    data["hand_flags"] = {"undo_used": "yes"}
    with pytest.raises(ValueError, match="marks"):
        Match.from_dict(data)
