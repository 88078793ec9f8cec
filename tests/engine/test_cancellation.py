"""Cancellation Hearts: two packs, the kitty, cancelling pairs, carried tricks and the last-trick rule."""

from __future__ import annotations

import random
from collections import Counter

from hearts_qt.engine import (
    MoonChoice,
    PassDirection,
    Phase,
    Round,
    Rules,
    TrickCancelled,
    TrickWon,
    Variant,
    deal,
)

from .helpers import c, finish, greedy_shooter_policy, make_round, play_cards, random_policy, search_hand

RULES = Rules(players=5, variant=Variant.CANCELLATION)
KITTY = "AH AH KH KH"
SPADES = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"


def test_player_left_of_dealer_leads_any_card_but_an_unbroken_heart() -> None:
    rnd = Round.start(RULES, deal(RULES, random.Random(3)), PassDirection.HOLD, dealer=2)
    assert rnd.phase is Phase.PLAYING and rnd.current_player == 3
    hand = rnd.hand(3)
    assert set(rnd.legal_cards()) == {x for x in hand if not x.is_heart} or all(x.is_heart for x in hand)


def test_all_led_cards_cancel_and_the_next_winner_takes_them_with_the_kitty() -> None:
    rnd = make_round(RULES, {1: SPADES + " 2D 3D 4D 5D 6D 7D 8D", 2: SPADES + " 2D 3D 4D 5D 6D 7D 8D"},
                     kitty=KITTY)
    assert rnd.kitty == tuple(sorted([c("KH"), c("KH"), c("AH"), c("AH")]))
    assert rnd.current_player == 1
    events = play_cards(rnd, "5S 5S QC 3H 2C")
    cancelled = [e for e in events if isinstance(e, TrickCancelled)]
    assert len(cancelled) == 1 and cancelled[0].trick.winner is None
    assert len(rnd.pending) == 5 and rnd.current_player == 1
    assert rnd.points_taken() == [0] * 5
    events = play_cards(rnd, "9S 3S 2H 4H 3C")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 1
    assert len(won.taken) == 14 and won.kitty == rnd.kitty
    assert won.points == 3 + 4  # 3H from the carried trick, 2H and 4H, and the kitty's four hearts
    assert rnd.points_taken()[1] == 7 and rnd.pending == ()


def test_a_cancelled_pair_lets_a_lower_third_card_win() -> None:
    rnd = make_round(RULES, {
        1: SPADES + " 2D 3D 4D 5D 6D 7D 8D",
        2: "2S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2D 3D 4D 5D 6D 7D 8D 9D",
        3: "3S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 9D TD JD QD KD AD",
    }, kitty=KITTY)
    events = play_cards(rnd, "KS KS 3S 3H 2C")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 3
    assert Counter(won.kitty) == Counter([c("AH"), c("AH"), c("KH"), c("KH")])
    assert rnd.points_taken()[3] == 1 + 4


def _all_cancelled(plays: tuple) -> bool:
    led = plays[0][1].suit
    counts = Counter(card for _, card in plays)
    return all(counts[card] == 2 for _, card in plays if card.suit == led)


def _seek_pairs(rng: random.Random):  # type: ignore[no-untyped-def]
    def choose(rnd: Round):  # type: ignore[no-untyped-def]
        legal = rnd.legal_cards()
        trick = rnd.current_trick
        if trick and trick[0][1] in legal:
            return trick[0][1]
        off = [x for x in legal if not trick or x.suit != trick[0][1].suit]
        return rng.choice(off or legal)

    return choose


def test_an_all_cancelled_last_trick_goes_to_its_leader() -> None:
    rnd = search_hand(RULES, _seek_pairs, lambda r: _all_cancelled(r.tricks[-1].plays), tries=20000)
    last = rnd.tricks[-1]
    assert last.winner == last.leader
    assert set(last.cards) <= set(rnd.cards_taken(last.leader))
    assert sum(rnd.points_taken()) == 52


def test_every_hand_deals_out_52_points_and_the_moon_is_52() -> None:
    for seed in range(30):
        rng = random.Random(seed)
        rnd = finish(Round.start(RULES, deal(RULES, rng), PassDirection.HOLD), random_policy(rng))
        assert sum(rnd.points_taken()) == 52
        assert sum(len(rnd.cards_taken(s)) for s in range(5)) == 104
    moon = search_hand(RULES, lambda rng: greedy_shooter_policy(1, rng), lambda r: r.shooter == 1, tries=20000)
    assert moon.points_taken()[1] == 52
    assert moon.scores(MoonChoice.SUBTRACT_FROM_SELF) == [0, -52, 0, 0, 0]
    assert moon.scores(MoonChoice.ADD_TO_OTHERS) == [52, 0, 52, 52, 52]


def test_a_trick_names_its_cancelled_pairs() -> None:
    rnd = make_round(RULES, {
        1: SPADES + " 2D 3D 4D 5D 6D 7D 8D",
        2: "2S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2D 3D 4D 5D 6D 7D 8D 9D",
        3: "3S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 9D TD JD QD KD AD",
    }, kitty=KITTY)
    play_cards(rnd, "KS KS 3S 3H 2C")
    trick = rnd.tricks[0]
    assert trick.cancelled == {c("KS")} and trick.winner == 3
    one_pack = Round.start(Rules(), deal(Rules(), random.Random(2)), PassDirection.HOLD)
    finish(one_pack, random_policy(random.Random(2)))
    assert all(not t.cancelled for t in one_pack.tricks)
