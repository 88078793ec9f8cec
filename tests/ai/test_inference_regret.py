"""The decision-by-decision measure of inference replays saved hands and deals partly true hands (skipped without
open_spiel, whose benchmark saves the hands)."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pyspiel")

from hearts_qt.ai import RuleBasedPlayer, hard, tree
from hearts_qt.ai import deals as dealing
from hearts_qt.ai.kernel import HEARTS_BITS as HEARTS
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.engine import Card, PlayerView, mask_of

from .helpers import load_benchmark

external = load_benchmark("ai_external")
regret = load_benchmark("inference_regret")


@pytest.fixture(autouse=True)
def _steady_strangers(monkeypatch: pytest.MonkeyPatch) -> None:
    """The saved hands these tests replay are played by strangers that choose by their seed alone (OpenSpiel's
    small bots do not always repeat themselves), so every run meets the same positions."""
    def decide(self: object, state: object, seed: int) -> int:
        legal = state.legal_actions()  # type: ignore[attr-defined]
        return int(legal[seed % len(legal)])

    monkeypatch.setattr(external.Strangers, "decide", decide)


def test_a_match_replays_with_the_tricks_of_its_earlier_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, int, tuple[Card, ...]]] = []

    class Watching(RuleBasedPlayer):
        def choose_card(self, view: PlayerView) -> Card:
            seen.append((_plays(view.earlier), len(view.tricks), tuple(view.hand)))
            return super().choose_card(view)

    monkeypatch.setattr(external, "make_player", lambda spec, seed: Watching(seed))
    hands = external.play_deals("normal", 10, 3, [0, 1, 2], seats=[1], match=True)
    replayed = []
    for hand, earlier in regret.replays(hands):
        assert len(earlier) == hand.earlier
        for rnd in regret.Replay(hand, earlier):
            view = rnd.view(hand.seat)
            replayed.append((_plays(view.earlier), len(view.tricks), tuple(view.hand)))
    # Every card of ours, in every hand, meets the position it was played in, the match's earlier hands included.
    assert replayed == seen and len(seen) == 39
    # A hand saved without the match's earlier hands before it cannot be replayed as it was played.
    with pytest.raises(SystemExit, match="earlier hands"):
        list(regret.replays(hands[1:]))


def _plays(earlier: object) -> tuple[tuple[int, Card], ...]:
    return tuple(play for hand in earlier for trick in hand for play in trick.plays)  # type: ignore[attr-defined]


def _position() -> tuple[object, PlayerView]:
    """A position of a saved hand in which another seat has shown a void and hearts are still out."""
    strangers = external.Strangers(simulations=10, seed=3)
    for deal in range(8):
        hand, _ = external.play_deal(strangers, "normal", deal, seat=0)
        for rnd in regret.Replay(hand, ()):
            view = rnd.view(hand.seat)
            k = read_view(view)
            if any(k.voids[s] for s in range(1, 4)) and (k.unseen & HEARTS).bit_count() >= 4:
                return rnd, view
    raise AssertionError("no such position")


def test_the_oracle_deals_its_cards_to_their_holders_and_nothing_else_changes() -> None:
    rnd, view = _position()
    k = read_view(view)
    truth = [mask_of(rnd.hand(seat)) for seat in range(4)]
    external.TrueHands.round = rnd
    oracle = (HEARTS | Card.parse("QS").mask) & k.unseen
    assert oracle.bit_count() >= 4

    def draws(settings: list[str]) -> list[list[int]]:
        with regret.settings(settings):
            deals = dealing.Deals(view, k, table_for(view.rules))
            rng = random.Random(5)
            return [deals.deal(rng) for _ in range(40)]

    sampler = dealing.Sampler
    plain = draws([])
    partial = draws(["oracle=QS+" + "+".join(f"{r}H" for r in "23456789TJQKA")])
    assert dealing.Sampler is sampler
    def fits(hands: list[int]) -> bool:
        """The hand sizes, the known cards and the shown voids kept."""
        return all(hands[seat].bit_count() == truth[seat].bit_count() and
                   hands[seat] & k.known[seat] == k.known[seat] and
                   not any(k.voids[seat] >> suit & 1 and hands[seat] >> (13 * suit) & 0x1FFF for suit in range(4))
                   for seat in range(4) if seat != k.seat) and hands[k.seat] == truth[k.seat]

    for hands in partial:
        assert fits(hands)
        assert all(hands[seat] & oracle == truth[seat] & oracle for seat in range(4))
    assert sum(1 for hands in plain if all(hands[s] & oracle == truth[s] & oracle for s in range(4))) < 40
    # The rest of the deal still varies, and the whole truth is dealt with oracle=all.
    assert len({tuple(hands) for hands in partial}) > 10
    assert draws(["oracle=all"]) == [truth] * 40
    # lengths=H: every deal gives each seat as many hearts as it holds, the hearts themselves still at random.
    def true_lengths(hands: list[int]) -> bool:
        return all((hands[s] & HEARTS).bit_count() == (truth[s] & HEARTS).bit_count() for s in range(4))

    lengths = draws(["lengths=H"])
    assert all(true_lengths(hands) and fits(hands) for hands in lengths)
    assert sum(1 for hands in plain if true_lengths(hands)) < 40
    assert len({tuple(hands[s] & HEARTS for s in range(4)) for hands in lengths}) > 1
    # Each suit's lengths in turn: exchanges that never break a void or move a known card; one suit at a time.
    for suit in range(4):
        assert all(fits(hands) and all((hands[s] >> 13 * suit & 0x1FFF).bit_count() ==
                                       (truth[s] >> 13 * suit & 0x1FFF).bit_count() for s in range(4))
                   for hands in draws([f"lengths={'CDSH'[suit]}"]))
    with pytest.raises(SystemExit, match="one suit"):
        draws(["lengths=SH"])
    assert dealing.Sampler is sampler


def test_the_yardstick_searches_the_true_hands_with_nothing_pruned(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd, view = _position()
    truth = [mask_of(rnd.hand(seat)) for seat in range(4)]
    external.TrueHands.round = rnd
    seen: list[bool] = []
    search = regret.tree_search

    def watching(k, candidates, rng, stop, limit, judge, deals, drawn=()):  # type: ignore[no-untyped-def]
        seen.append(deals.deal(random.Random(1)) == truth)
        # Clearly worse candidates, which the search would otherwise drop.
        outcomes = {c: [float(i) + 0.1 * (j % 2) for j in range(40)] for i, c in enumerate(candidates)}
        seen.append(tree.prune(list(candidates), outcomes) == list(candidates))
        return search(k, candidates, rng, stop, limit, judge, deals, drawn)

    monkeypatch.setattr(regret, "tree_search", watching)
    sampler, prune = dealing.Sampler, tree.prune
    k = read_view(view)
    means = regret.yardstick(view, k, 0.05, 1)
    assert seen == [True, True] and set(means) == set(hard.distinct_moves(k))
    assert dealing.Sampler is sampler and tree.prune is prune


def test_each_variant_is_scored_against_the_true_hands_best_card() -> None:
    hand, _ = external.play_deal(external.Strangers(simulations=10, seed=3), "normal", 1, seat=2)
    explore = tree.EXPLORE
    sampler, prune = dealing.Sampler, tree.prune
    decisions = regret.measure((0, hand, (), 1.0, 0.05, 0.05,
                                (("shipped", ()), ("wide", ("tree.EXPLORE=3.0",)), ("truth", ("oracle=all",)))))
    assert decisions and explore == tree.EXPLORE and dealing.Sampler is sampler and tree.prune is prune
    for d in decisions:
        assert len(d.regrets) == 3 and all(r >= 0 for r in d.regrets)
        assert all((r == 0) == best for r, best in zip(d.regrets, d.best, strict=True))
    assert any(d.best[0] for d in decisions)
