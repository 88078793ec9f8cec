"""The hard player's Cancellation parts: two-pack deals agree with what the seat knows, the true deal explains
every card played, and the search's playout from a view is the engine driven by normal players."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st

from hearts_qt.ai import RandomPlayer, RuleBasedPlayer, cancellation
from hearts_qt.ai.deals import TRIES, allowed_whole
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import SUITS, read_view
from hearts_qt.engine import Round, Rules, Variant
from tests.support.kernel import engine_cards, reach, won_cards

tables = st.sampled_from([5, 6, 7])
positions = {"players": tables, "number": st.integers(1, 10**8), "prefix": st.sampled_from(["normal", "random"]),
             "plays": st.integers(0, 100)}


def position(players: int, number: int, prefix: str, plays: int) -> Round | None:
    rnd = reach(Rules(players=players, variant=Variant.CANCELLATION), number, 0, prefix, plays)
    return None if rnd.is_over else rnd


def finder(rnd: Round) -> cancellation.Deals:
    seat = rnd.current_player
    assert seat is not None
    view = rnd.view(seat)
    return cancellation.Deals(view, read_view(view), table_for(rnd.rules), TRIES, allowed_whole)


def truth(rnd: Round) -> cancellation.Hands:
    hands = [cancellation.masks(rnd.hand(seat)) for seat in range(rnd.rules.players)]
    kitty = cancellation.masks(() if rnd.view(0).kitty else rnd.kitty)
    return [h for h, _ in hands], [h for _, h in hands], *kitty


def copies(h1: int, h2: int) -> Counter[int]:
    out: Counter[int] = Counter()
    for mask in (h1, h2):
        while mask:
            bit = mask & -mask
            mask ^= bit
            out[bit] += 1
    return out


@settings(max_examples=40, deadline=None)
@given(**positions)
@example(players=6, number=1, prefix="random", plays=82)  # the greedy draw cornered itself here
def test_two_pack_deals_agree_with_the_view(players: int, number: int, prefix: str, plays: int) -> None:
    rnd = position(players, number, prefix, plays)
    if rnd is None:
        return
    deals = finder(rnd)
    seat = deals.seat
    view = rnd.view(seat)
    k = read_view(view)
    h1, h2, kit1, kit2 = deals.deal(random.Random(number))
    assert (h1[seat], h2[seat]) == cancellation.masks(view.hand)
    dealt: Counter[int] = Counter()
    for other in range(players):
        assert sum(copies(h1[other], h2[other]).values()) == view.hand_sizes[other]
        if other != seat:
            dealt += copies(h1[other], h2[other])
            for suit in range(4):
                if k.voids[other] >> suit & 1:
                    assert not h1[other] & SUITS[suit]
    kitty = copies(kit1, kit2)
    assert sum(kitty.values()) == (0 if view.kitty else view.kitty_size)
    assert dealt + kitty == Counter(card.mask for card in view.unseen_cards())


@settings(max_examples=40, deadline=None)
@given(players=tables, number=st.integers(1, 10**8), plays=st.integers(0, 100))
def test_the_true_deal_explains_every_card_played(players: int, number: int, plays: int) -> None:
    rnd = position(players, number, "normal", plays)
    if rnd is not None:
        assert finder(rnd).misfits(truth(rnd)) == 0


@settings(max_examples=60, deadline=None)
@given(**positions)
def test_the_search_playout_on_the_true_deal_is_the_engine(players: int, number: int, prefix: str,
                                                           plays: int) -> None:
    """From the seat to play's view, with the true hands, playing normal's card and then the kernel's policy ends
    as the engine does with normal players: the same points, and the same seats with both copies of a card."""
    rnd = position(players, number, prefix, plays)
    if rnd is None:
        return
    deals = finder(rnd)
    card = RuleBasedPlayer(deals.seat).choose_card(rnd.view(deals.seat))
    points, won2 = deals.play(truth(rnd), card.mask, -1)
    engine_cards(rnd)
    assert points == rnd.points_taken()
    assert won2 == won_cards(rnd)[players:]


def test_cards_carried_from_a_cancelled_trick_reach_the_next_winner() -> None:
    """Positions just after a trick whose led-suit cards all cancelled, with points among them (random play)."""
    rules = Rules(players=5, variant=Variant.CANCELLATION)
    checked = 0
    for number in range(1, 400):
        rnd = reach(rules, number, 0, "random", 0)
        players = [RandomPlayer(number + seat) for seat in range(5)]
        while not rnd.is_over and checked < 3:
            if any(rules.card_points(card) for card in rnd.pending) and not rnd.current_trick:
                here = Round.from_dict(rnd.to_dict(), rules)
                deals = finder(here)
                card = RuleBasedPlayer(deals.seat).choose_card(here.view(deals.seat))
                points, won2 = deals.play(truth(here), card.mask, -1)
                engine_cards(here)
                assert points == here.points_taken()
                assert won2 == won_cards(here)[5:]
                checked += 1
            seat = rnd.current_player
            assert seat is not None
            rnd.play(players[seat].choose_card(rnd.view(seat)))
        if checked >= 3:
            return
    raise AssertionError("no position with carried points found")


@settings(max_examples=30, deadline=None)
@given(**positions)
def test_the_two_pack_playout_marks_every_seat_that_won_a_trick(players: int, number: int, prefix: str,
                                                                plays: int) -> None:
    """With the no-trick bonus the judge needs to know who won a trick: the playout marks exactly the seats the
    engine's hand gave a trick (an all-cancelled trick gives nobody one until its cards are won)."""
    rnd = reach(Rules(players=players, variant=Variant.CANCELLATION, no_trick_bonus=True), number, 0, prefix, plays)
    if rnd.is_over:
        return
    deals = finder(rnd)
    mark = deals.table.trick_mark
    assert mark
    card = RuleBasedPlayer(deals.seat).choose_card(rnd.view(deals.seat))
    _, won2 = deals.play(truth(rnd), card.mask, -1)
    engine_cards(rnd)
    winners = {trick.winner for trick in rnd.tricks if trick.winner is not None}
    assert {seat for seat, won in enumerate(won2) if won & mark} == winners
