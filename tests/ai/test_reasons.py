"""Reason codes for costly decisions: each pattern is named on a position that shows it, and only there."""

from __future__ import annotations

from hearts_qt.ai.reasons import card_reason, pass_reason
from hearts_qt.engine import Card, PassDirection, PlayerView, Round, Rules, parse_cards

HANDS = ["QS 2S 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D", "AC 5S 6S 7S 8S 9S TS 6D 7D 8D 9D TD JD",
         "2C 3S QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H", "JC TC QC KC 4S JS KS AS TH JH QH KH AH"]
# Seat 2 wins the first trick with A♣ and leads; Q♠ is in seat 0's hand.
LEADS = ["QS 2S 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D", "2C 5S 6S 7S 8S 9S TS 6D 7D 8D 9D TD JD",
         "AC KS 3S QD KD AD 2H 3H 4H 5H 6H 7H 8H", "JC TC QC KC 4S JS AS 9H TH JH QH KH AH"]


def c(text: str) -> Card:
    return Card.parse(text)


def view_after(plays: str, seat: int, hands: list[str] = HANDS) -> PlayerView:
    rnd = Round.start(Rules(), [parse_cards(h) for h in hands], PassDirection.HOLD, 0)
    for card in parse_cards(plays):
        rnd.play(card)
    return rnd.view(seat)


def code(reason: object) -> str | None:
    return getattr(reason, "code", None)


def test_the_queen_played_into_a_trick_the_seat_won() -> None:
    view = view_after("2C JC 3C AC 5S 3S 4S", 0)
    assert code(card_reason(view, c("QS"), c("2S"))) == "GAVE_QS_TO_SELF"
    finished = ((1, c("5S")), (2, c("3S")), (3, c("4S")), (0, c("QS")))
    assert code(card_reason(view, c("QS"), c("2S"), finished, 0)) == "GAVE_QS_TO_SELF"
    assert code(card_reason(view, c("QS"), c("2S"), finished, 1)) is None


def test_points_taken_that_the_better_card_would_have_left() -> None:
    view = view_after("2C JC 3C AC 5S 3S 4S 2S", 1)
    hearts = ((1, c("6D")), (2, c("2H")), (3, c("KC")), (0, c("2D")))
    reason = card_reason(view, c("6D"), c("8S"), hearts, 1)
    assert reason is not None and reason.code == "TOOK_POINTS" and reason.points == 1
    # 7♦ would have won that trick too; and a trick without points costs nothing.
    assert card_reason(view, c("6D"), c("7D"), hearts, 1) is None
    clean = ((1, c("6D")), (2, c("QD")), (3, c("KC")), (0, c("2D")))
    assert card_reason(view, c("6D"), c("8S"), clean, 1) is None


def test_leads_while_the_queen_is_out() -> None:
    view = view_after("2C AC JC 3C", 2, LEADS)
    assert view.current_player == 2 and not view.current_trick
    assert code(card_reason(view, c("KS"), c("3S"))) == "LED_HIGH_SPADE_QS_OUT"
    assert code(card_reason(view, c("2H"), c("3S"))) == "LED_HEART_QS_OUT"
    assert code(card_reason(view, c("QD"), c("3S"))) is None
    # Seen from the seat holding Q♠ (the patterns read only what the view shows), a heart lead is no such fault.
    assert code(card_reason(view_after("2C AC JC 3C", 0, LEADS), c("2H"), c("2S"))) is None


def test_following_low_when_a_higher_card_would_still_lose() -> None:
    view = view_after("2C AC JC 3C 3S AS", 0, LEADS)
    assert view.current_player == 0
    reason = card_reason(view, c("2S"), c("QS"))
    assert code(reason) == "SHED_HIGH_CARD_SAFELY" and reason is not None and reason.cards == (c("QS"),)
    assert code(card_reason(view, c("QS"), c("2S"))) is None
    # Under 4♠ the queen would have won the trick: no safe shedding there.
    assert code(card_reason(view_after("2C AC JC 3C 3S 4S", 0, LEADS), c("2S"), c("QS"))) is None


def test_discards_that_kept_points() -> None:
    view = view_after("2C AC JC 3C QD", 3, LEADS)
    assert not any(card.suit == c("QD").suit for card in view.hand)
    reason = card_reason(view, c("4S"), c("AH"))
    assert code(reason) == "KEPT_POINTS_WHEN_VOID" and reason is not None and reason.cards == (c("AH"),)
    assert code(card_reason(view, c("4S"), c("QS"))) == "KEPT_QS_WHEN_VOID"
    assert code(card_reason(view, c("KH"), c("AH"))) is None


def test_pass_reasons() -> None:
    mine = parse_cards("AS KS QS 2S AH KH QH JH 2C 3C 4C 2D 3D")
    rest = [card for card in Rules().deck() if card not in mine]
    view = Round.start(Rules(), [mine] + [rest[i::3] for i in range(3)], PassDirection.LEFT, 0).view(0)
    assert code(pass_reason(view, parse_cards("2C 3C 4C"), parse_cards("AS KS QS"))) == "KEPT_QS_UNPROTECTED"
    assert code(pass_reason(view, parse_cards("2S 2C 3C"), parse_cards("AS KS QS"))) == "PASSED_SPADE_PROTECTION"
    assert code(pass_reason(view, parse_cards("QS 2C 3C"), parse_cards("QS KS AS"))) == "KEPT_HIGH_SPADES"
    assert code(pass_reason(view, parse_cards("QS KS AS"), parse_cards("QS AH KH"))) == "KEPT_HIGH_HEARTS"
    assert pass_reason(view, parse_cards("QS KS AS"), parse_cards("QS KS 2C")) is None
