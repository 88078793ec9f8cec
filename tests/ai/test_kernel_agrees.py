"""The playout kernel agrees with the engine: from random deals and positions, in every variant and at 3 to 7
players, a kernel playout on the true hands plays the cards the engine's normal players play, card for card, each
one legal in the engine, and ends with the same points and the same point cards won by every seat."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_qt.ai import cancellation
from hearts_qt.ai.kernel import playout, table_for
from hearts_qt.engine import Card, Round, Rules, Variant, mask_of
from tests.support.kernel import engine_cards, reach, won_cards

from .helpers import TABLES


def kernel_cards(rnd: Round) -> tuple[list[int], list[int], list[int]]:
    """A kernel playout of ``rnd`` on its true hands: the cards played, the points and the point cards won."""
    rules = rnd.rules
    if rules.packs > 1:
        return cancellation_cards(rnd)
    n = rules.players
    view = rnd.view(0)
    voids = [sum(1 << int(suit) for suit in suits) for suits in view.void_suits()]
    points = rnd.points_taken()
    won = [mask_of(rnd.cards_taken(seat)) & rules.scoring_mask for seat in range(n)]
    trace: list[int] = []
    leader = rnd.leader
    assert leader is not None
    playout(table_for(rules), [mask_of(rnd.hand(seat)) for seat in range(n)], leader,
            [card.mask for _, card in rnd.current_trick], mask_of(view.played_cards()), rnd.hearts_broken,
            rnd.is_first_trick, points, won, -1, voids, trace=trace)
    return trace, points, won


def cancellation_cards(rnd: Round) -> tuple[list[int], list[int], list[int]]:
    """:func:`kernel_cards` for Cancellation Hearts (two packs); the cards won are the point cards won at least
    once, then those won twice."""
    rules = rnd.rules
    n = rules.players
    view = rnd.view(0)
    hands = [cancellation.masks(rnd.hand(seat)) for seat in range(n)]
    gone = cancellation.masks([*view.played_cards(), *view.kitty])
    pending = cancellation.masks(rnd.pending)
    taken = [cancellation.masks(rnd.cards_taken(seat)) for seat in range(n)]
    leader = rnd.leader
    assert leader is not None
    state = cancellation.State(
        [h for h, _ in hands], [h for _, h in hands], leader, [card.mask for _, card in rnd.current_trick], *gone,
        (*pending, sum(rules.card_points(c) for c in rnd.pending)),
        cancellation.masks(() if view.kitty else rnd.kitty), len(rnd.kitty), rnd.hearts_broken,
        rnd.is_first_trick, rnd.points_taken(), [w & rules.scoring_mask for w, _ in taken],
        [w & rules.scoring_mask for _, w in taken],
        [sum(1 << int(suit) for suit in suits) for suits in view.void_suits()])
    trace: list[int] = []
    cancellation.playout(table_for(rules), state, trace=trace)
    return trace, state.points, state.won + state.won2


@settings(max_examples=200, deadline=None)
@given(table=st.sampled_from(TABLES), number=st.integers(1, 10**8),
       hand_number=st.integers(0, 3), prefix=st.sampled_from(["normal", "random"]), plays=st.integers(0, 60))
def test_a_kernel_playout_is_the_engine_driven_by_normal_players(table: tuple[Variant, int], number: int,
                                                                 hand_number: int, prefix: str, plays: int) -> None:
    variant, players = table
    rules = Rules(players=players, variant=variant)
    rnd = reach(rules, number, hand_number, prefix, plays)
    if rnd.is_over:
        return
    trace, points, won = kernel_cards(rnd)
    # Every card the kernel plays is legal in the engine at that point.
    replay = Round.from_dict(rnd.to_dict(), rules)
    for bit in trace:
        assert bit in [card.mask for card in replay.legal_cards()]
        replay.play(Card.from_index(bit.bit_length() - 1))
    assert replay.is_over
    assert trace == engine_cards(rnd)
    assert points == rnd.points_taken()
    assert won == won_cards(rnd)


def all_cancelled_last_trick(rules: Rules) -> Round:
    """A Cancellation hand at its last trick, where every card of the suit led will cancel (random play)."""
    total = rules.cards_per_hand * rules.players
    for number in range(1, 2000):
        rnd = reach(rules, number, 0, "random", total - rules.players)
        done = Round.from_dict(rnd.to_dict(), rules)
        engine_cards(done)
        trick = done.tricks[-1]
        led = trick.plays[0][1].suit
        if all(card in trick.cancelled for _, card in trick.plays if card.suit is led):
            return rnd
    raise AssertionError("no such hand found")


@pytest.mark.parametrize("players", [5, 6, 7])
def test_an_all_cancelled_last_trick_goes_to_its_leader(players: int) -> None:
    rnd = all_cancelled_last_trick(Rules(players=players, variant=Variant.CANCELLATION))
    trace, points, won = kernel_cards(rnd)
    assert trace == engine_cards(rnd)
    assert rnd.tricks[-1].winner == rnd.tricks[-1].leader
    assert points == rnd.points_taken()
    assert won == won_cards(rnd)
