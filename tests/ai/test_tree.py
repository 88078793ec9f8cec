"""The tree search over the next cards (:mod:`hearts_qt.ai.tree`): its legal cards and its moves are the engine's,
it finds the card that keeps Q♠ away, its candidates meet the same deals until one is clearly worse, it is
reproducible, and the expert uses it against strangers only."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_qt.ai import create_player, hard, pruning, tree
from hearts_qt.ai.deals import Deals
from hearts_qt.ai.hard import HardPlayer, distinct_moves
from hearts_qt.ai.judge import Judge
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.ai.tree import Position, legal, tree_search
from hearts_qt.engine import Card, PassDirection, Round, Rules, Variant, mask_of

from .helpers import TABLES, play_out, start_round

ONE_PACK = [(variant, players) for variant, players in TABLES if variant is not Variant.CANCELLATION]


def _passed(rules: Rules, seed: int) -> tuple[Round, random.Random]:
    """A round of ``seed`` after random passes, and the generator that chose them (for the cards after)."""
    rnd = start_round(rules, seed)
    rng = random.Random(seed)
    if rnd.phase.name == "PASSING":
        for seat in range(rules.players):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
    return rnd, rng


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(ONE_PACK), seed=st.integers(0, 10**6), options=st.tuples(*[st.booleans()] * 4))
def test_the_trees_legal_cards_are_the_engines(table: tuple[Variant, int], seed: int,
                                               options: tuple[bool, bool, bool, bool]) -> None:
    variant, players = table
    rules = Rules(players=players, variant=variant, queen_breaks_hearts=options[0],
                  points_on_first_trick=options[1], must_break_hearts=options[2], any_club_opens=options[3])
    rnd, rng = _passed(rules, seed)
    t = table_for(rules)
    while not rnd.is_over:
        view = rnd.view(rnd.current_player)
        trick = [card.mask for _, card in view.current_trick]
        assert legal(t, mask_of(view.hand), trick, view.hearts_broken, not view.tricks) == mask_of(view.legal)
        rnd.play(rng.choice(view.legal))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(ONE_PACK), seed=st.integers(0, 10**6), options=st.tuples(*[st.booleans()] * 3))
def test_the_trees_moves_play_the_hand_as_the_engine_does(table: tuple[Variant, int], seed: int,
                                                           options: tuple[bool, bool, bool]) -> None:
    variant, players = table
    rules = Rules(players=players, variant=variant, queen_breaks_hearts=options[0], no_trick_bonus=options[1],
                  must_break_hearts=options[2])
    rnd, rng = _passed(rules, seed)
    t = table_for(rules)
    assert rnd.leader is not None
    at = Position([mask_of(rnd.hand(s)) for s in range(players)], rnd.leader, [], mask_of(rnd.view(0).played_cards()),
                  rnd.hearts_broken, True, [0] * players, [0] * players, [0] * players)
    over = False
    while not rnd.is_over:
        seat = rnd.current_player
        assert seat is not None and seat == (at.leader + len(at.trick)) % players
        card = rng.choice(rnd.legal_cards())
        over = at.play(t, seat, card.mask)
        rnd.play(card)
        view = rnd.view(0)
        assert at.broken == rnd.hearts_broken and at.first == (not view.tricks)
        assert at.hands == [mask_of(rnd.hand(s)) for s in range(players)]
        assert at.points == list(rnd.points_taken())
        winners = {trick.winner for trick in view.tricks}
        assert at.won == [mask_of(rnd.cards_taken(s)) & rules.scoring_mask
                          | (t.trick_mark if s in winners else 0) for s in range(players)]
        assert at.voids == [sum(1 << int(suit) for suit in suits) for suits in view.void_suits()]
        assert over == rnd.is_over


def _cards(text: str) -> list[Card]:
    return [Card.parse(name) for name in text.split()]


def _queen_trick() -> Round:
    """Trick 2: West leads 5♠, North drops Q♠, East follows 2♠; South (seat 2, to play last) holds A♠, K♠ and
    3♠, so every spade but the 3 takes the queen."""
    hands = [
        _cards("2C QS 7D 8D 9D TD JD QD KD 2H 3H 4H 5H"),
        _cards("3C 2S 4S 6S 7S 8S 9S TS JS 6H 7H 8H 9H"),
        _cards("4C AS KS 3S 5C 6C 7C 8C 9C TC JC QC KC"),
        _cards("AC 5S 2D 3D 4D 5D 6D AD TH JH QH KH AH"),
    ]
    rnd = Round.start(Rules(), hands, PassDirection.HOLD, dealer=3, hand_number=3)
    for card in _cards("2C 3C 4C AC 5S QS 2S"):
        rnd.play(card)
    return rnd


def _search(rnd: Round, limit: int, seed: int = 1,
            drawn: list[int] | None = None) -> tuple[int, dict[int, tuple[int, float]]]:
    """The tree's answer and per candidate (deals played, mean utility); ``drawn`` counts the deals drawn."""
    view = rnd.view(rnd.current_player)
    k = read_view(view)
    judge = Judge(view, table_for(view.rules))
    candidates = distinct_moves(k)
    deals = Deals(view, k, judge.table)
    if drawn is not None:
        deal = deals.deal

        def counted(rng: random.Random) -> list[int]:
            drawn.append(1)
            return deal(rng)

        deals.deal = counted  # type: ignore[method-assign]
    return tree_search(k, candidates, random.Random(seed), float("inf"), limit, judge, deals)


def test_the_tree_ducks_under_the_queen() -> None:
    rnd = _queen_trick()
    assert rnd.current_player == 2
    chosen, stats = _search(rnd, 600)
    assert chosen == Card.parse("3S").mask
    assert max(deals for deals, _ in stats.values()) < 600  # it stopped once the other card was clearly worse


def test_every_card_meets_the_same_deals_until_it_is_clearly_worse(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd, rng = _passed(Rules(), 30)
    checked = 0
    while not rnd.is_over and checked < 6:
        view = rnd.view(rnd.current_player)
        if len(distinct_moves(read_view(view))) > 1:
            drawn: list[int] = []
            chosen, stats = _search(rnd, 200, drawn=drawn)
            assert len(drawn) == max(deals for deals, _ in stats.values())  # one deal for every card in the running
            # The search stops before its cap only with one card left: the one it answers.
            if min(deals for deals, _ in stats.values()) < 200:
                assert stats[chosen][0] == max(deals for deals, _ in stats.values())
            assert stats[chosen][1] == min(mean for deals, mean in stats.values() if deals == stats[chosen][0])
            monkeypatch.setattr(pruning, "Z", float("inf"))  # nothing is clearly worse: every card, every deal
            _, unpruned = _search(rnd, 200)
            monkeypatch.undo()
            assert all(deals == 200 for deals, _ in unpruned.values())
            checked += 1
        rnd.play(rng.choice(view.legal))
    assert checked == 6


def test_with_worlds_the_search_keeps_that_many_deals_and_cycles_through_them(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd, rng = _passed(Rules(), 30)
    while len(distinct_moves(read_view(rnd.view(rnd.current_player)))) < 3:
        rnd.play(rng.choice(rnd.legal_cards()))
    monkeypatch.setattr(pruning, "Z", float("inf"))  # every card on every deal
    monkeypatch.setattr(tree, "WORLDS", 5)
    walks: list[tuple[int, int, tuple[int, ...]]] = []
    iterate = tree._iterate

    def recorded(*args):  # type: ignore[no-untyped-def]
        walks.append((args[9], id(args[10]), tuple(args[8])))  # the root card, its tree, the deal
        return iterate(*args)

    monkeypatch.setattr(tree, "_iterate", recorded)
    drawn: list[int] = []
    _, stats = _search(rnd, 40, drawn=drawn)
    assert len(drawn) == 5  # five deals drawn, each then played again
    assert all(deals == 40 for deals, _ in stats.values())
    # Every root card has a tree of its own on each deal: a tree always meets the same deal, a deal always the
    # same tree of a root card.
    trees = {(card, deal): root for card, root, deal in walks}
    assert len(trees) == 5 * len(stats) == len(set(trees.values()))
    assert all(trees[card, deal] == root for card, root, deal in walks)
    monkeypatch.setattr(tree, "WORLDS", 0)
    drawn.clear()
    _search(rnd, 40, drawn=drawn)
    assert len(drawn) == 40  # without it, a new deal every time


def test_the_tree_is_reproducible_with_a_cap() -> None:
    rnd, rng = _passed(Rules(), 12)
    for _ in range(9):
        rnd.play(rng.choice(rnd.legal_cards()))
    assert _search(rnd, 150, seed=5) == _search(rnd, 150, seed=5)


def test_a_root_cards_outcome_blends_the_tree_with_a_flat_playout(monkeypatch: pytest.MonkeyPatch) -> None:
    """``FLAT_MIX`` of a root card's outcome on a deal is the flat search's playout of that deal (the kernel's
    policy for every seat), the rest the tree's iteration."""
    rnd, rng = _passed(Rules(), 30)
    while len(distinct_moves(read_view(rnd.view(rnd.current_player)))) < 3:
        rnd.play(rng.choice(rnd.legal_cards()))
    view = rnd.view(rnd.current_player)
    k = read_view(view)
    judge = Judge(view, table_for(view.rules))
    candidates = distinct_moves(k)
    deals = Deals(view, k, judge.table)
    drawn = [deals.deal(random.Random(seed)) for seed in range(60)]
    monkeypatch.setattr(pruning, "Z", float("inf"))  # every card on every deal

    def means(mix: float) -> dict[int, float]:
        monkeypatch.setattr(tree, "FLAT_MIX", mix)
        _, stats = tree_search(k, candidates, random.Random(3), float("inf"), len(drawn), judge, deals, drawn)
        assert all(played == len(drawn) for played, _ in stats.values())
        return {card: mean for card, (_, mean) in stats.items()}

    flat = {card: sum(judge.utility(*deals.play(d, card, -1)) for d in drawn) / len(drawn) for card in candidates}
    assert means(1.0) == pytest.approx(flat)
    searched = means(0.0)
    assert searched != pytest.approx(flat)  # the tree's other seats play otherwise than the policy
    assert means(0.5) == pytest.approx({card: (searched[card] + flat[card]) / 2 for card in candidates})


def _count_trees(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    search = hard.tree_search

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return search(*args, **kwargs)

    monkeypatch.setattr(hard, "tree_search", counting)
    return calls


def test_the_expert_searches_the_tree_against_strangers_only(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _count_trees(monkeypatch)
    rules = Rules()
    me = create_player("expert", 1, deadline=5.0, iterations=8)
    play_out(start_round(rules, 4), [me, *(create_player("normal", seed=s) for s in range(3))])
    assert not calls  # rule-based players fit the model: the flat search, as before
    play_out(start_round(rules, 4), [me, *(create_player("random", seed=s) for s in range(3))])
    assert calls  # random players do not: the tree
    calls.clear()
    play_out(start_round(rules, 4), [HardPlayer(1, deadline=5.0, iterations=8),
                                     *(create_player("random", seed=s) for s in range(3))])
    assert not calls  # the hard level keeps the flat search


def test_against_rule_based_players_the_expert_decides_as_the_flat_search(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = start_round(Rules(), 21)
    tree, flat = create_player("expert", 3, deadline=5.0, iterations=12), HardPlayer(3, deadline=5.0, iterations=12)
    normal = [create_player("normal", seed=s) for s in range(4)]
    if rnd.phase.name == "PASSING":
        for seat in range(4):
            rnd.pass_cards(seat, normal[seat].choose_pass(rnd.view(seat)))
    decided = 0
    calls = _count_trees(monkeypatch)
    while not rnd.is_over:
        view = rnd.view(rnd.current_player)
        if rnd.current_player == 0:
            card = tree.choose_card(view)
            assert card == flat.choose_card(view)  # the same deals, in the same order
            decided += len(view.legal) > 1
        else:
            card = normal[rnd.current_player].choose_card(view)
        rnd.play(card)
    assert decided >= 5 and not calls
