"""The hard player's parts: sampled deals agree with what the seat knows, interchangeable cards merge, and the
playout policy makes the rule-based player's choices."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_qt.ai.hard import distinct_moves
from hearts_qt.ai.kernel import QS, _discard, _follow_last, _lead
from hearts_qt.ai.knowledge import SUITS, read_view
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.engine import Phase, PlayerView, Round, Rules, Variant, deal

from .helpers import quick_player


def position(rules: Rules, seed: int, plays: int) -> PlayerView:
    """The view of the seat to play after the passes and ``plays`` cards chosen by normal players."""
    rng = random.Random(seed)
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(seed % 4))
    players = [quick_player("normal", s) for s in range(rules.players)]
    if rnd.phase is Phase.PASSING:
        for seat in range(rules.players):
            rnd.pass_cards(seat, players[seat].choose_pass(rnd.view(seat)))
    for _ in range(min(plays, rules.cards_per_hand * rules.players - 1)):
        seat = rnd.current_player
        assert seat is not None
        rnd.play(players[seat].choose_card(rnd.view(seat)))
    seat = rnd.current_player
    assert seat is not None
    return rnd.view(seat)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(3, 7), variant=st.sampled_from([Variant.STANDARD, Variant.OMNIBUS, Variant.SPOT_HEARTS]),
       seed=st.integers(0, 10**6), plays=st.integers(0, 40))
def test_sampled_deals_agree_with_the_view(players: int, variant: Variant, seed: int, plays: int) -> None:
    view = position(Rules(players=players, variant=variant), seed, plays)
    k = read_view(view)
    hands = sample_hands(k, view.hand_sizes, random.Random(seed))
    assert hands[view.seat] == k.hand
    union = 0
    for seat, hand in enumerate(hands):
        assert hand.bit_count() == view.hand_sizes[seat]
        assert not union & hand
        union |= hand
        assert hand & k.known[seat] == k.known[seat]
        for suit in range(4):
            if k.voids[seat] >> suit & 1:
                assert not hand & SUITS[suit]
    assert union == k.hand | k.unseen


def test_interchangeable_cards_merge() -> None:
    view = position(Rules(), 3, 5)
    k = read_view(view)
    moves = distinct_moves(k)
    assert set(moves) <= {c.mask for c in view.legal}
    assert len(moves) <= len(view.legal)
    for card in view.legal:
        assert any(m & SUITS[card.suit] for m in moves)
    hand = sum(c.mask for c in view.hand)
    for a in moves:
        for b in moves:
            between = (max(a, b) - 1) & ~((min(a, b) << 1) - 1)
            # Clubs and diamonds carry no points in the standard game, so only gaps keep two of them apart.
            same_suit = (a.bit_length() - 1) // 13 == (b.bit_length() - 1) // 13 < 2
            assert a == b or not same_suit or between & ~(hand | k.played)


def test_kernel_policy_follows_the_rule_based_player() -> None:
    def bits(*indices: int) -> int:
        return sum(1 << i for i in indices)

    hearts = 39
    penalty = bits(*range(hearts, 52)) | QS
    # Last to a trick with points: duck with the highest card that still loses.
    assert _follow_last(bits(hearts + 2, hearts + 5, hearts + 11), 1 << (hearts + 8), 2, penalty, False) \
        == 1 << (hearts + 5)
    # Void: Q♠ first, then the highest heart before an unprotected A♠.
    assert _discard(0, bits(36, 38, hearts + 3), 0, penalty, False) == QS
    assert _discard(0, bits(38, hearts + 3, hearts + 9), 0, penalty, False) == 1 << (hearts + 9)
    # Leading without A♠ K♠ Q♠ while Q♠ is out: flush it with the highest spade below it.
    hand = bits(27, 30, 2, 5)
    assert _lead(hand, hand, 0, [hand, bits(0), bits(1), bits(3)], penalty) == 1 << 30
