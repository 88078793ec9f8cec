"""Events of different types never compare equal, although they are tuples with the same fields."""

from __future__ import annotations

import itertools
from typing import Any, get_args

import pytest

from hearts_qt.engine import QUEEN_OF_SPADES, CardPlayed, HeartsBroken
from hearts_qt.engine import events as event_module

KINDS = [event_module.Trick, *get_args(event_module.Event)]
# The same field values for every kind, so that as plain tuples any two kinds of the same length are equal.
VALUES = (1, QUEEN_OF_SPADES, (), 13, ())


def made(kind: Any) -> Any:
    return kind(*VALUES[:len(kind._fields)])


@pytest.mark.parametrize(("one", "other"), [pair for pair in itertools.permutations(KINDS, 2)
                                              if len(pair[0]._fields) == len(pair[1]._fields)],
                         ids=lambda kind: kind.__name__)
def test_events_of_different_types_are_never_equal(one: Any, other: Any) -> None:
    a, b = made(one), made(other)
    assert tuple(a) == tuple(b)  # the same fields: only the type tells them apart
    assert a != b
    assert (a == b) is False
    assert a not in [b] and b not in {a}


def test_an_event_equals_its_own_kind_and_its_plain_tuple() -> None:
    assert HeartsBroken(1, QUEEN_OF_SPADES) == HeartsBroken(1, QUEEN_OF_SPADES)
    assert HeartsBroken(1, QUEEN_OF_SPADES) != HeartsBroken(2, QUEEN_OF_SPADES)
    # A trick keeps its CardPlayed events as its (seat, card) plays, which compare with plain pairs.
    assert CardPlayed(1, QUEEN_OF_SPADES) == (1, QUEEN_OF_SPADES) == CardPlayed(1, QUEEN_OF_SPADES)
    assert hash(CardPlayed(1, QUEEN_OF_SPADES)) == hash((1, QUEEN_OF_SPADES))
    assert HeartsBroken(1, QUEEN_OF_SPADES) not in [CardPlayed(1, QUEEN_OF_SPADES)]
