"""The hard player learns from the match's earlier hands how far its model of each seat fits (``ai.fit``)."""

from __future__ import annotations

import random

import pytest

from hearts_qt.ai import HardPlayer, Player, RandomPlayer, RuleBasedPlayer
from hearts_qt.ai import deals as dealing
from hearts_qt.ai.fit import UNIT, hand_fit, seat_weights, weight
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.arena import Tally, play_hand
from hearts_qt.engine import Card, Match, PassDirection, Phase, PlayerView, Round, Rules, Variant, deal, mask_of

from .helpers import quick_player


def _match(rules: Rules, players: list[Player], hands: int, seed: int = 3) -> Match:
    match = Match(rules, seed=seed)
    for _ in range(hands):
        _, choice = play_hand(match.round, players, [Tally() for _ in players])
        match.finish_hand(choice if match.moon_choice_needed else None)
        match.next_hand()
    return match


@pytest.mark.parametrize(("variant", "players"), [(Variant.STANDARD, 4), (Variant.OMNIBUS, 5),
                                                  (Variant.BLACK_MARIA, 3), (Variant.SPOT_HEARTS, 7)])
def test_the_policy_predicts_every_card_of_rule_based_players(variant: Variant, players: int) -> None:
    rules = Rules(variant=variant, players=players, target_score=1000)
    match = _match(rules, [RuleBasedPlayer(s) for s in range(players)], 3)
    earlier = match.round.view(0).earlier
    assert len(earlier) == 3
    for tricks in earlier:
        counts = hand_fit(rules, tricks)
        assert all(missed == 0 for missed, _ in counts) and all(decided > 0 for _, decided in counts)
    assert seat_weights(rules, earlier, 0, dealing.SURPRISE) == (UNIT,) * players


def test_a_seat_that_plays_unlike_the_policy_loses_its_weight() -> None:
    rules = Rules(target_score=1000)
    match = _match(rules, [RuleBasedPlayer(0), RandomPlayer(1), RuleBasedPlayer(2), RandomPlayer(3)], 8)
    earlier = match.round.view(0).earlier
    missed = [sum(hand_fit(rules, tricks)[s][0] for tricks in earlier) for s in range(4)]
    assert missed[0] == missed[2] == 0 and missed[1] > 20 and missed[3] > 20
    weights = seat_weights(rules, earlier, 0, dealing.SURPRISE)
    assert weights[0] == weights[2] == UNIT and weights[1] <= 2 and weights[3] <= 2
    # The searching seat always keeps the full weight (its own cards are never checked).
    assert seat_weights(rules, earlier, 1, dealing.SURPRISE)[1] == UNIT
    # One hand is not enough to give up on a seat: the prior still holds it to the policy, but less.
    one = seat_weights(rules, earlier[:1], 0, dealing.SURPRISE)
    assert 0 < one[1] < UNIT and one[2] == UNIT


def test_cards_the_game_played_out_by_itself_are_not_counted() -> None:
    """Once no points are left the game may play the rest out (each seat's lowest card): nobody chose those."""
    rules = Rules()
    played_out = 0
    for seed in range(40):  # about a third of these hands are played out, a third of those not by the policy
        rnd = Round.start(rules, deal(rules, random.Random(seed)), PassDirection.HOLD)
        players = [RuleBasedPlayer(s) for s in range(4)]
        while not rnd.points_settled:
            rnd.play(players[rnd.current_player].choose_card(rnd.view(rnd.current_player)))
        if not rnd.is_over:
            rnd.play_out()
            played_out += 1
        assert all(missed == 0 for missed, _ in hand_fit(rules, rnd.tricks))
    assert played_out


def test_the_weight_follows_the_rate_of_predicted_cards() -> None:
    assert weight(0, 0, 0.1) == UNIT  # the prior alone: the full weight, as before any hand
    assert weight(40, 40, 0.1) == UNIT
    assert weight(0, 40, 0.1) == 0
    assert weight(20, 40, 0.1) < weight(30, 40, 0.1) < UNIT
    assert weight(40, 40, 1.0) == 0  # no inference at all
    # A Cancellation match is not replayed: every seat keeps the full weight.
    rules = Rules(variant=Variant.CANCELLATION, players=5)
    match = _match(rules, [RandomPlayer(s) for s in range(5)], 1)
    assert seat_weights(rules, match.round.view(0).earlier, 0, 0.1) == (UNIT,) * 5


class Contrary(RuleBasedPlayer):
    """Never plays the rule-based card when it has another, and passes the cards the rule-based pass keeps."""

    def choose_pass(self, view: PlayerView) -> list[Card]:
        usual = set(super().choose_pass(view))
        return [card for card in view.hand if card not in usual][:3]

    def choose_card(self, view: PlayerView) -> Card:
        usual = super().choose_card(view)
        return next((card for card in view.legal if card != usual), usual)


def _decision_after_four_tricks(rnd: Round, players: list[Player]) -> PlayerView:
    """Play ``rnd`` (passes included) until seat 0 has a choice of cards after four tricks: its view then."""
    if rnd.phase is Phase.PASSING:
        for s in range(4):
            rnd.pass_cards(s, players[s].choose_pass(rnd.view(s)))
    while rnd.current_player != 0 or len(rnd.view(0).tricks) < 4 or len(rnd.legal_cards()) < 2:
        rnd.play(players[rnd.current_player].choose_card(rnd.view(rnd.current_player)))
    return rnd.view(0)


def test_the_search_stops_reading_the_cards_of_seats_that_carry_no_weight(monkeypatch: pytest.MonkeyPatch) -> None:
    """Against players unlike the policy the deals become plain samples; against rule-based ones the cards played
    still reject the deals that do not explain them."""
    rules = Rules(target_score=1000)
    calls: list[int] = []
    original = dealing.Deals.misfits

    def counting(self: dealing.Deals, hands: list[int], budget: int = 1 << 30) -> int:
        calls.append(1)
        return original(self, hands, budget)

    monkeypatch.setattr(dealing.Deals, "misfits", counting)

    def decide(others: type[RuleBasedPlayer]) -> None:
        players: list[Player] = [RuleBasedPlayer(0), *(others(s) for s in (1, 2, 3))]
        match = _match(rules, players, 2, seed=9)
        rnd = match.round
        assert rnd.pass_direction is PassDirection.ACROSS  # the pass received counts too
        view = _decision_after_four_tricks(rnd, players)
        deals = dealing.Deals(view, read_view(view), table_for(rules))
        assert deals.weights == ((UNIT, 0, 0, 0) if others is Contrary else (UNIT,) * 4)
        # Seats unlike the policy are played as strangers in the playouts (their moons, see the kernel's lax).
        assert deals.lax == (0b1110 if others is Contrary else 0)
        # On the true hands a seat's cards count its weight: nothing for the contrary seats, a full misfit each
        # once they weigh as much as a rule-based seat.
        true = [mask_of(rnd.hand(s)) for s in range(4)]
        assert deals.misfits(true) == 0
        if others is Contrary:
            full = dealing.Deals(view, read_view(view), table_for(rules))
            full.weights = (UNIT,) * 4
            assert full.misfits(true) >= 3 * UNIT and full.misfits(true) % UNIT == 0
        rng = random.Random(5)
        for _ in range(dealing.FIT_DEALS):
            deals.deal(rng)
        assert deals.plain is (others is Contrary)  # against rule-based seats the switch does not fire either
        assert deals.lax == (0b1110 if others is Contrary else 0)
        calls.clear()
        HardPlayer(5, deadline=5.0, iterations=8).choose_card(view)

    decide(Contrary)
    assert calls == []
    decide(RuleBasedPlayer)
    assert calls


def test_on_the_first_hand_strangers_are_found_by_the_fit_switch() -> None:
    """Before any hand is finished every seat has the full weight; once the deals show that the others do not play
    like the policy (``FIT``), they are played as strangers (see the kernel's ``lax``), and rule-based seats are
    not."""
    rules = Rules(target_score=1000)
    for others, strangers in ((Contrary, 0b1110), (RuleBasedPlayer, 0)):
        players: list[Player] = [RuleBasedPlayer(0), *(others(s) for s in (1, 2, 3))]
        view = _decision_after_four_tricks(Match(rules, seed=9).round, players)
        deals = dealing.Deals(view, read_view(view), table_for(rules))
        assert deals.weights == (UNIT,) * 4 and deals.lax == 0
        rng = random.Random(5)
        for _ in range(dealing.FIT_DEALS):
            deals.deal(rng)
        assert deals.lax == strangers


def test_a_hard_player_learns_across_a_whole_match() -> None:
    """Quick hard players play a short match to its end, each view carrying the hands before it; hard players do
    not play like the rule-based policy, and what they learn of each other says so."""
    rules = Rules(target_score=40)
    players = [quick_player("hard", s) for s in range(4)]
    match = Match(rules, seed=21)
    while True:
        _, choice = play_hand(match.round, players, [Tally() for _ in players])
        match.finish_hand(choice if match.moon_choice_needed else None)
        if match.is_over:
            break
        match.next_hand()
    assert match.hand_number >= 1 and len(match.round.view(0).earlier) == match.hand_number
    assert min(seat_weights(rules, match.round.view(0).earlier, 0, dealing.SURPRISE)[1:]) < UNIT
