"""Strangers' moons in the playout kernel: a seat played as a stranger (``lax``) that threatens the moon goes for
it, and a stranger stops nobody's moon but the searching seat's."""

from __future__ import annotations

from hearts_qt.ai.kernel import playout, table_for
from hearts_qt.engine import Card, Rules
from hearts_qt.engine.cards import FULL_MASK


def _mask(*names: str) -> int:
    return sum(Card.parse(name).mask for name in names)


# Seat 1 has won 2♥–6♥ alone (a threat to shoot) and leads the fourth-last trick; seat 2 holds A♥ over seat 1's
# K♥, and 10♥ to duck with; seat 3 holds 10♣ over seat 1's clubs.
HANDS = [_mask("6D", "7D", "8D"), _mask("KH", "9C", "8C"), _mask("AH", "TH", "2D"), _mask("TC", "4D", "5D")]
WON = [0, _mask("2H", "3H", "4H", "5H", "6H"), 0, 0]


def _trace(shooter: int = -1, me: int = -1, lax: int = 0) -> list[str]:
    table = table_for(Rules())
    hands = HANDS[:]
    played = FULL_MASK & ~sum(hands)
    trace: list[int] = []
    playout(table, hands, 1, [], played, True, False, [0, 5, 0, 0], WON[:], shooter, [0] * 4, me=me, trace=trace,
            lax=lax)
    return [str(Card.from_index(bit.bit_length() - 1)) for bit in trace]


def test_a_stranger_that_threatens_the_moon_goes_for_it() -> None:
    assert _trace()[0] == "8C"  # the rule-based lead: low, from the short suit
    assert _trace(me=0, lax=0b1110)[0] == "KH"  # a stranger on its way to the moon leads its highest card
    assert _trace(me=0, lax=0b1100)[0] == "8C"  # a rule-based seat among strangers still plays the policy


def test_strangers_leave_the_moon_to_the_searching_seat() -> None:
    assert _trace(shooter=1)[:2] == ["KH", "AH"]  # rule-based seats stop the moon
    assert _trace(shooter=1, me=0, lax=0b1100)[:2] == ["KH", "TH"]  # a stranger ducks
    assert _trace(shooter=1, me=2, lax=0b1010)[:2] == ["KH", "AH"]  # the searching seat stops it


def test_strangers_still_stop_the_searching_seats_moon() -> None:
    assert _trace(shooter=1, me=1, lax=0b1100)[:2] == ["KH", "AH"]
