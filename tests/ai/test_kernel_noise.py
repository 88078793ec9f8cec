"""Strangers' cards in the playout kernel (``noise``): a stranger plays a random card of the kind its policy
chose, every such card is legal in the engine, and the rule-based seats still play the rule-based player's cards."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_qt.ai import RuleBasedPlayer
from hearts_qt.ai.kernel import _vary, playout, table_for
from hearts_qt.engine import Card, Rules, Variant, mask_of

from .helpers import TABLES
from .test_kernel_agrees import reach

ONE_PACK = [(variant, players) for variant, players in TABLES if variant is not Variant.CANCELLATION]


def _mask(text: str) -> int:
    return sum(Card.parse(name).mask for name in text.split())


def _varied(card: str, hand: int, led: int, win: int) -> int:
    """Every card :func:`_vary` turns ``card`` into over 40 draws, as one mask."""
    penalty = _mask("QS 3H KH")
    out = 0
    for seed in range(40):
        out |= _vary(Card.parse(card).mask, hand, led, win, penalty, random.Random(seed).random)
    return out


def test_a_varied_card_is_of_the_policys_kind() -> None:
    spades = _mask("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
    hand = _mask("2S 5S 9S JS AS 3H KH 4C")
    ten = Card.parse("TS").mask
    assert _varied("5S", hand, spades, ten) == _mask("2S 5S 9S")  # ducking under 10♠ stays ducking
    assert _varied("JS", hand, spades, ten) == _mask("JS AS")  # winning stays winning
    void = _mask("3H KH 4C 8D")
    assert _varied("KH", void, spades, ten) == _mask("3H KH")  # a point card for a point card
    assert _varied("4C", void, spades, ten) == _mask("4C 8D")  # a harmless card for a harmless one
    assert _varied("3H", _mask("3H KH 4C 8D 2D"), 0, 0) == _mask("3H KH")  # a lead keeps its suit


@settings(max_examples=60, deadline=None)
@given(table=st.sampled_from(ONE_PACK), number=st.integers(1, 10**6), plays=st.integers(0, 30),
       me=st.integers(0, 6))
def test_strangers_cards_are_legal_and_rule_based_seats_keep_the_policy(table: tuple[Variant, int], number: int,
                                                                        plays: int, me: int) -> None:
    variant, players = table
    rules = Rules(players=players, variant=variant)
    me %= players
    lax = ((1 << players) - 1) & ~(1 << me) & ~(1 << (me + 1) % players)  # a rule-based seat after "me"
    rnd = reach(rules, number, number % 4, "random", plays)
    if rnd.is_over:
        return
    n = rules.players
    view = rnd.view(0)
    voids = [sum(1 << int(suit) for suit in suits) for suits in view.void_suits()]
    trace: list[int] = []
    assert rnd.leader is not None
    playout(table_for(rules), [mask_of(rnd.hand(seat)) for seat in range(n)], rnd.leader,
            [card.mask for _, card in rnd.current_trick], mask_of(view.played_cards()), rnd.hearts_broken,
            rnd.is_first_trick, rnd.points_taken(),
            [mask_of(rnd.cards_taken(seat)) & rules.scoring_mask for seat in range(n)], -1, voids, me=me,
            trace=trace, lax=lax, noise=1.0, rand=random.Random(number).random)
    normal = [RuleBasedPlayer(seat) for seat in range(n)]
    for bit in trace:
        seat = rnd.current_player
        assert seat is not None
        card = Card.from_index(bit.bit_length() - 1)
        if not lax >> seat & 1:
            assert card == normal[seat].choose_card(rnd.view(seat))
        rnd.play(card)  # the engine refuses any illegal card
    assert rnd.is_over
