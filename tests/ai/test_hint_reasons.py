"""The hint's reasons: each rule of thumb the rule-based player names is true of the card it suggests.

Normal players play whole hands in several variants and house rules; at every decision the rule named for the
suggested card is checked against the position (a duck is below the winning card and the highest such card, a
discard is of a suit not led, and so on), and every rule must come up somewhere.
"""

from __future__ import annotations

from collections import Counter

import pytest

from hearts_qt.ai import create_player
from hearts_qt.ai.hints import CARD_CODES as RULES
from hearts_qt.ai.hints import hint_reasons
from hearts_qt.ai.reasons import Reason
from hearts_qt.engine import (
    QUEEN_OF_SPADES,
    Card,
    Phase,
    PlayerView,
    Round,
    Rules,
    Suit,
    Variant,
    numbered_deal,
    trick_winner,
)

AS, KS, JD = Card.parse("AS"), Card.parse("KS"), Card.parse("JD")

TABLES = [
    Rules(),
    Rules(players=3),
    Rules(players=5),
    Rules(variant=Variant.OMNIBUS),
    Rules(variant=Variant.BLACK_MARIA),
    Rules(no_trick_bonus=True),
    Rules(any_club_opens=True),
    Rules(passing=False, points_on_first_trick=True),
]


def _winner(view: PlayerView) -> Card:
    seat = trick_winner(view.current_trick, 1)
    return next(card for s, card in view.current_trick if s == seat)


def _beats(card: Card, winner: Card) -> bool:
    return card.suit is winner.suit and card.rank > winner.rank


def check(view: PlayerView, card: Card, reason: Reason) -> None:
    """The claim ``reason`` makes about playing ``card`` in ``view`` holds."""
    code, values, legal = reason.code, view.rules.points, view.legal
    points = sum(values[c.index] for _, c in view.current_trick)
    unseen = view.unseen_cards()
    if code == "ONLY_CARD":
        assert list(legal) == [card]
        return
    if code in ("OPEN_HIGH_CLUB", "FLUSH_QUEEN", "LEAD_LOW", "LEAD_WINNER"):
        assert not view.current_trick
        higher_out = any(c.suit is card.suit and c.rank > card.rank for c in unseen)
        if code == "OPEN_HIGH_CLUB":
            assert not view.tricks and card.suit is Suit.CLUBS
            assert card.rank == max(c.rank for c in legal)
        elif code == "FLUSH_QUEEN":
            assert card.suit is Suit.SPADES and card.rank < QUEEN_OF_SPADES.rank and QUEEN_OF_SPADES in unseen
            assert not {AS, KS, QUEEN_OF_SPADES} & set(view.hand)
        else:
            assert higher_out == (code == "LEAD_LOW")
        return
    assert view.current_trick
    winner = _winner(view)
    led = view.current_trick[0][1].suit
    last = len(view.current_trick) == view.players - 1
    below = [c for c in legal if c.suit is led and c.rank < winner.rank]
    if code.startswith("DISCARD"):
        assert card.suit is not led and not any(c.suit is led for c in view.hand)
        if code == "DISCARD_POINTS":
            assert values[card.index] > 0
        elif code == "DISCARD_MOON":
            assert values[card.index] <= 0 and any(values[c.index] > 0 for c in legal)
            assert reason.seat is not None and reason.seat != view.seat
        else:
            # Not held back from a moon: there is no point card to discard.
            assert not any(values[c.index] > 0 for c in legal)
            if code == "DISCARD_HIGH_SPADE":
                assert card in (AS, KS) and QUEEN_OF_SPADES in unseen
        return
    assert card.suit is led
    if code == "DROP_QUEEN":
        assert card is QUEEN_OF_SPADES and reason.cards == (winner,) and winner in (AS, KS)
    elif code == "STOP_MOON":
        assert _beats(card, winner)
        assert reason.seat is not None and reason.seat != view.seat
        takers = {t.winner for t in view.tricks if any(values[c.index] > 0 for _, c in t.plays)}
        assert takers == {reason.seat}
    elif code in ("DUCK", "DUCK_BONUS", "DUCK_ONLY"):
        assert card in below and card.rank == max(c.rank for c in below)
        assert (len(set(below)) == 1) == (code == "DUCK_ONLY") or code == "DUCK_BONUS"
        if code == "DUCK_BONUS":
            assert view.rules.no_trick_bonus and all(t.winner != view.seat for t in view.tricks)
    elif code == "MUST_TAKE":
        assert last and points > 0 and not below
    elif code == "TAKE_BONUS":
        assert last and points < 0 and _beats(card, winner)
    elif code == "TAKE_JD":
        assert last and card is JD and _beats(card, winner)
    elif code in ("LAST_CLEAN", "EARLY_SAFE", "FOLLOW_HIGH"):
        assert points == 0 and (last or code != "LAST_CLEAN")
        clean = [c for c in legal if values[c.index] <= 0] or legal
        if code == "EARLY_SAFE":
            clean = [c for c in clean if c is not JD] or clean  # the rule keeps J♦ back (the Omnibus bonus)
        assert card.rank == max(c.rank for c in clean)
    elif code == "FOLLOW_LOW":
        assert not below and not last
        clean = [c for c in legal if values[c.index] <= 0] or legal
        assert card.rank == min(c.rank for c in clean)
    else:
        pytest.fail(f"unknown rule {code}")


def test_every_rule_named_for_a_hint_is_true_of_its_card():
    seen: Counter[str] = Counter()
    for table, rules in enumerate(TABLES):
        for hand in range(30):
            number = table * 1000 + hand
            rnd = Round.start(rules, numbered_deal(rules, 40_000 + number), rules.pass_direction(hand),
                              hand_number=hand)
            players = [create_player("normal", seed=seat) for seat in range(rules.players)]
            if rnd.phase is Phase.PASSING:
                for seat, player in enumerate(players):
                    view = rnd.view(seat)
                    cards = player.choose_pass(view)
                    reasons = hint_reasons(view, cards)
                    assert len(reasons) == 3 and all(r.code.startswith("PASS_") for r in reasons)
                    seen.update(r.code for r in reasons)
                    rnd.pass_cards(seat, cards)
            while not rnd.is_over:
                seat = rnd.current_player
                assert seat is not None
                view = rnd.view(seat)
                card = players[seat].choose_card(view)
                reasons = hint_reasons(view, [card])
                assert len(reasons) == 1 and reasons[0].code in RULES
                check(view, card, reasons[0])
                seen[reasons[0].code] += 1
                rnd.play(card)
    assert not set(RULES) - set(seen), f"never named: {set(RULES) - set(seen)}"
    assert {"PASS_QUEEN", "PASS_HIGH_SPADE", "PASS_HIGH_HEART", "PASS_SHORT_SUIT"} <= set(seen)


def test_a_card_the_rule_based_player_would_not_play_gets_no_reason():
    rules = Rules(passing=False)
    rnd = Round.start(rules, numbered_deal(rules, 40_500), rules.pass_direction(0), hand_number=0)
    player = create_player("normal", seed=0)
    while True:
        view = rnd.view(rnd.current_player)
        card = player.choose_card(view)
        others = [c for c in view.legal if c != card]
        if others:
            assert hint_reasons(view, [others[0]]) == ()
            return
        rnd.play(card)
