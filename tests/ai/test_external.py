"""The external benchmark drives our engine and OpenSpiel's in lockstep (skipped without open_spiel)."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pyspiel")

from hearts_qt.ai import RuleBasedPlayer
from hearts_qt.ai import deals as dealing
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.engine import (
    Card,
    MoonScoring,
    PassDirection,
    PlayerView,
    Round,
    Rules,
    Variant,
    mask_of,
    numbered_deal,
)

from .helpers import load_benchmark

external = load_benchmark("ai_external")


def test_cards_map_one_to_one() -> None:
    cards = external.card_table(external.load_game())
    assert len(set(cards)) == 52 and cards[0] == Card.parse("2C") and cards[51] == Card.parse("AS")


@pytest.mark.parametrize("deal", [0, 1, 2, 3], ids=["left", "right", "across", "hold"])
def test_a_hand_agrees_with_openspiel(deal: int) -> None:
    """Small bots, every pass direction; play_deal itself checks every turn's legal cards and the points."""
    hand, tricks = external.play_deal(external.Strangers(simulations=10, seed=3), "normal", deal, seat=deal)
    assert sum(hand.points) in (26, 78) and hand.seat == deal and hand.times and len(tricks) == 13
    # The bots' cards with a choice, each counted once by kind: at most 39 (13 tricks, three bots), at least one.
    assert set(hand.predicted) <= set(external.KINDS)
    assert 0 < sum(total for _, total in hand.predicted.values()) <= 39
    assert all(0 <= same <= total for same, total in hand.predicted.values())
    # Every lead is compared by suit, every card following suit by winning or ducking.
    assert set(hand.facets) <= set(external.FACETS)
    assert hand.facets.get("lead suit", [0, 0])[1] == hand.predicted.get("lead", [0, 0])[1]
    follows = sum(hand.predicted.get(kind, [0, 0])[1] for kind in ("follow", "last to follow"))
    assert hand.facets.get("win or duck", [0, 0])[1] == follows


def test_facets_compare_a_bot_card_with_the_model() -> None:
    rnd = Round.start(external.RULES, numbered_deal(external.RULES, 7), PassDirection.HOLD)
    players = [RuleBasedPlayer(seat) for seat in range(4)]
    while True:  # play on to a lead with a choice of two or more cards in one suit
        view = rnd.view(rnd.current_player)
        suits = [[c for c in view.legal if c.suit is suit] for suit in {c.suit for c in view.legal}]
        if not view.current_trick and view.tricks and any(len(cards) > 1 for cards in suits):
            break
        rnd.play(players[rnd.current_player].choose_card(view))
    cards = max(suits, key=len)
    low, high = min(cards, key=lambda c: c.rank), max(cards, key=lambda c: c.rank)
    assert external.compare(read_view(view), "lead", low, high) == [("lead suit", True), ("lead lowest", False)]
    assert external.compare(read_view(view), "lead", high, low) == [("lead suit", True), ("lead lowest", True)]
    while True:  # and on to a card following suit
        rnd.play(players[rnd.current_player].choose_card(rnd.view(rnd.current_player)))
        view = rnd.view(rnd.current_player)
        led = view.current_trick[0][1].suit if view.current_trick else None
        follow = sorted((c for c in view.legal if c.suit is led), key=lambda c: c.rank)
        top = max((c.rank for _, c in view.current_trick if c.suit is led), default=0)
        if follow and follow[0].rank < top < follow[-1].rank:
            break
    assert external.compare(read_view(view), "follow", follow[0], follow[-1]) == [("win or duck", False)]
    assert external.compare(read_view(view), "follow", follow[-1], follow[-1]) == [("win or duck", True)]
    assert external.compare(read_view(view), "discard", follow[0], follow[-1]) == []


def test_a_match_hands_each_hand_the_tricks_before_it(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    class Watching(RuleBasedPlayer):
        def choose_card(self, view: PlayerView) -> Card:
            seen.append(len(view.earlier))
            return super().choose_card(view)

    jobs = external.jobs_of("normal", 10, 3, range(4), 2, ())
    assert [(job[3], job[4], job[5]) for job in jobs[:2]] == [((0, 1), (0,), True), ((0, 1), (1,), True)]
    assert len(jobs) == 8 and {(d, s) for job in jobs for d in job[3] for s in job[4]} == \
        {(d, s) for d in range(4) for s in range(4)}
    monkeypatch.setattr(external, "make_player", lambda spec, seed: Watching(seed))
    hands = external.play_deals("normal", 10, 3, [0, 1], seats=[2], match=True)
    assert [(h.deal, h.seat, h.earlier, h.seed) for h in hands] == [(0, 2, 0, 3), (1, 2, 1, 3)]
    assert set(seen) == {0, 1}
    assert external.jobs_of("normal", 10, 3, range(2), 1, ()) == [
        ("normal", 10, 3, (0,), (0, 1, 2, 3), False, (), False),
        ("normal", 10, 3, (1,), (0, 1, 2, 3), False, (), False)]


def test_a_card_dealt_differently_is_caught() -> None:
    strangers = external.Strangers(simulations=10, seed=3)
    two, three = Card.parse("2C"), Card.parse("3C")
    strangers.action[two], strangers.action[three] = strangers.action[three], strangers.action[two]
    def play_four_deals() -> None:
        for deal in range(4):
            external.play_deal(strangers, "normal", deal, seat=0)

    with pytest.raises(external.Mismatch):
        play_four_deals()


def test_points_that_differ_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # Omnibus counts J♦ as -10; OpenSpiel (jd_bonus off) does not, and J♦ is always won by someone.
    monkeypatch.setattr(external, "RULES", Rules(variant=Variant.OMNIBUS, moon_scoring=MoonScoring.ADD_TO_OTHERS))
    with pytest.raises(external.Mismatch, match="OpenSpiel returns"):
        external.play_deal(external.Strangers(simulations=10, seed=3), "normal", 3, seat=0)


def test_the_ratio_and_its_interval() -> None:
    hands = [external.Hand(d, s, [4 + d, 6, 8, 10], None, []) for d in range(8) for s in range(4)]
    ratio, low, high = external.ratio_interval(hands)
    assert low <= ratio <= high
    assert ratio == pytest.approx(sum(h.ours for h in hands) / sum(h.theirs for h in hands))


def test_the_ratio_by_pass_direction() -> None:
    # Deals 0-3 pass left, right, across and hold; ours takes 2, 4, 6 and 8 points against the bots' 8 each.
    hands = [external.Hand(d, 0, [2 + 2 * (d % 4), 8, 8, 8], None, []) for d in range(8)]
    assert external._direction_line(hands) == (
        "by pass left 0.250 (2), right 0.500 (2), across 0.750 (2), hold 1.000 (2) (ratio ours / theirs, hands)")
    assert "by pass left 0.250 (2)" in external.report(hands)


def test_two_runs_pair_up_by_deal_and_seat() -> None:
    def hand(deal: int, seat: int, ours: int) -> object:
        points = [8, 8, 8, 8]
        points[seat] = ours
        return external.Hand(deal, seat, points, None, [])

    old = [hand(d, s, 6) for d in range(5) for s in range(4)]
    # Two points fewer on every hand both played; the extra deal of the new run has no partner and is left out.
    new = [hand(d, s, 4) for d in range(5) for s in range(4)] + [hand(9, 0, 26)]
    assert external.paired(new, old).startswith("paired -2.00 [-2.00, -2.00] points/hand over 20 hands of 5 deals")
    assert external.paired(new, []) == "paired: no hand in common"


def test_runs_of_two_seeds_pool_without_mixing_their_deals() -> None:
    """Two seeds number their deals alike: pooled runs pair each hand with the same seed's, and a deal of each seed
    counts as a deal of its own."""
    def hand(seed: int, deal: int, ours: int) -> external.Hand:
        return external.Hand(deal, 0, [ours, 8, 8, 8], None, [], seed=seed)

    old = [hand(8, d, 6) for d in range(3)] + [hand(9, d, 2) for d in range(3)]
    new = [hand(8, d, 5) for d in range(3)] + [hand(9, d, 1) for d in range(3)]  # one point fewer in every hand
    assert external.paired(new, old).startswith("paired -1.00 [-1.00, -1.00] points/hand over 6 hands of 6 deals")
    assert external.report(old).startswith("6 hands (6 deals x seats)")


def test_a_lever_can_be_set_in_another_module(monkeypatch: pytest.MonkeyPatch) -> None:
    from hearts_qt.ai import tree

    monkeypatch.setattr(tree, "EXPLORE", tree.EXPLORE)
    monkeypatch.setattr(dealing, "SURPRISE", dealing.SURPRISE)
    external.tune(["tree.EXPLORE=0.35", "SURPRISE=0.5"])
    assert tree.EXPLORE == 0.35 and dealing.SURPRISE == 0.5
    with pytest.raises(SystemExit, match="has no NOTHING"):
        external.tune(["tree.NOTHING=1"])


@pytest.mark.parametrize("deal", [0, 3], ids=["left", "hold"])
def test_a_saved_hand_replays_to_the_same_positions(deal: int) -> None:
    """bot_agreement replays a saved hand, passes included: asked at every bot decision, our normal player agrees
    with the bots' cards exactly as often as it did while the hand was played."""
    agreement = load_benchmark("bot_agreement")
    hand, _ = external.play_deal(external.Strangers(simulations=10, seed=3), "normal", deal, seat=1)
    table = agreement.agreement([hand], seed=3, simulations=10, share=1.0, repeats=2)
    for kind, (same, total) in hand.predicted.items():
        asked, itself, modal, normal = table[kind]
        assert asked == total and normal == pytest.approx(same / total)
        assert 0 <= itself <= 1 and 0 <= modal <= 1
    assert table["all"][0] == sum(total for _, total in hand.predicted.values())
    # The hand carries the seed its deal was numbered by, so pooled runs of several seeds replay each its own deal.
    pooled = agreement.agreement([hand], seed=4, simulations=10, share=1.0, repeats=2)
    assert {kind: (n, normal) for kind, (n, _, _, normal) in pooled.items()} == \
        {kind: (n, normal) for kind, (n, _, _, normal) in table.items()}


def test_with_true_hands_the_search_deals_the_hands_being_played() -> None:
    rnd = Round.start(external.RULES, numbered_deal(external.RULES, 7), PassDirection.HOLD, dealer=0)
    for _ in range(6):
        rnd.play(rnd.legal_cards()[-1])
    view = rnd.view(rnd.current_player)
    true = [mask_of(rnd.hand(seat)) for seat in range(4)]
    external.TrueHands.round = rnd

    def draws() -> list[list[int]]:
        deals = dealing.Deals(view, read_view(view), table_for(view.rules))
        rng = random.Random(1)
        return [deals.deal(rng) for _ in range(5)]

    original = dealing.Sampler
    with external.dealing_true_hands():
        assert draws() == [true] * 5
    assert dealing.Sampler is original
    assert draws() != [true] * 5
    jobs = external.jobs_of("hard", 10, 3, range(1), 1, (), true_hands=True)
    assert all(job[-1] for job in jobs)
