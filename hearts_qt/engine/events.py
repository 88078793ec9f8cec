"""What a state change produced: the engine returns these, the controller forwards them, the table animates them.

Events are small immutable tuples; none of them refers back to the round that made them. An event never equals an
event of another type, though as plain tuples ``HeartsBroken(1, QS)`` would equal ``CardPlayed(1, QS)``; to a plain
tuple it compares as a tuple does (a trick keeps its ``CardPlayed`` events as its ``(seat, card)`` plays).

>>> from hearts_qt.engine import Card
>>> QS = Card.parse("QS")
>>> HeartsBroken(1, QS) == CardPlayed(1, QS), HeartsBroken(1, QS) == HeartsBroken(1, QS), CardPlayed(1, QS) == (1, QS)
(False, True, True)
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple, TypeVar

from .cards import Card
from .rules import PassDirection


def _same(self: tuple[object, ...], other: object) -> bool:
    """``self == other``: equal fields, and ``other`` of the same type or a plain tuple. Every class below uses it,
    so whichever side of ``==`` an event is on, Python asks this one (a subclass's own ``__eq__`` goes first)."""
    if not isinstance(other, tuple) or (type(other) is not tuple and type(other) is not type(self)):
        return False
    return tuple.__eq__(self, other) is True


def _not_same(self: Any, other: object) -> bool:
    return not _same(self, other)


_Kind = TypeVar("_Kind", bound=type[tuple[Any, ...]])


def _compared_by_type(kind: _Kind) -> _Kind:
    """The class decorator of every event: equal only to its own type (a method assigned in a NamedTuple's body
    would be a field to mypy)."""
    kind.__eq__ = _same  # type: ignore[method-assign]
    kind.__ne__ = _not_same  # type: ignore[method-assign]
    return kind


@_compared_by_type
class Trick(NamedTuple):
    """A finished trick: who led, the ``(seat, card)`` plays in order, and the winner.

    ``winner`` is ``None`` when every card of the suit led cancelled (Cancellation Hearts): the cards stay in the
    middle for the next trick's winner.
    """

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    @property
    def cancelled(self) -> frozenset[Card]:
        """The cards played twice to this trick (Cancellation Hearts): each such pair cancels, neither card can win,
        both keep their points. Empty with one pack.

        >>> from hearts_qt.engine import Card
        >>> KS, QS, TH = Card.parse("KS"), Card.parse("QS"), Card.parse("TH")
        >>> sorted(map(str, Trick(0, ((0, KS), (1, KS), (2, QS), (3, TH), (4, TH)), 2).cancelled))
        ['KS', 'TH']
        """
        return cancelled_cards(self.plays)


def cancelled_cards(plays: tuple[tuple[int, Card], ...]) -> frozenset[Card]:
    """The cards that appear twice among ``plays`` (the one rule of what cancels, used by the round too)."""
    counts = Counter(card for _, card in plays)
    return frozenset(card for card, count in counts.items() if count > 1)


@_compared_by_type
class PassCommitted(NamedTuple):
    """A seat has chosen its cards to pass (face down: nobody else sees which)."""

    seat: int


@_compared_by_type
class PassesExchanged(NamedTuple):
    """Every seat committed; the cards moved. ``passed[seat]`` went to ``direction.target(seat, players)``."""

    direction: PassDirection
    passed: tuple[tuple[Card, ...], ...]


@_compared_by_type
class CardPlayed(NamedTuple):
    seat: int
    card: Card


@_compared_by_type
class HeartsBroken(NamedTuple):
    seat: int
    card: Card


@_compared_by_type
class TrickWon(NamedTuple):
    """``winner`` took ``trick`` and with it ``taken``: the trick's cards, any carried cards and the kitty."""

    winner: int
    trick: Trick
    taken: tuple[Card, ...]
    points: int
    kitty: tuple[Card, ...]


@_compared_by_type
class TrickCancelled(NamedTuple):
    """Every card of the suit led cancelled: nobody wins, the leader leads again."""

    trick: Trick


@_compared_by_type
class HandFinished(NamedTuple):
    """The last trick is taken. ``points_taken`` is before any moon adjustment."""

    points_taken: tuple[int, ...]
    shooter: int | None


Event = PassCommitted | PassesExchanged | CardPlayed | HeartsBroken | TrickWon | TrickCancelled | HandFinished
