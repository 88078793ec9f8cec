"""What a state change produced: the engine returns these, the controller forwards them, the table animates them.

Events are small immutable tuples; none of them refers back to the round that made them.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from .cards import Card
from .rules import PassDirection


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


class PassCommitted(NamedTuple):
    """A seat has chosen its cards to pass (face down: nobody else sees which)."""

    seat: int


class PassesExchanged(NamedTuple):
    """Every seat committed; the cards moved. ``passed[seat]`` went to ``direction.target(seat, players)``."""

    direction: PassDirection
    passed: tuple[tuple[Card, ...], ...]


class CardPlayed(NamedTuple):
    seat: int
    card: Card


class HeartsBroken(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
    """``winner`` took ``trick`` and with it ``taken``: the trick's cards, any carried cards and the kitty."""

    winner: int
    trick: Trick
    taken: tuple[Card, ...]
    points: int
    kitty: tuple[Card, ...]


class TrickCancelled(NamedTuple):
    """Every card of the suit led cancelled: nobody wins, the leader leads again."""

    trick: Trick


class HandFinished(NamedTuple):
    """The last trick is taken. ``points_taken`` is before any moon adjustment."""

    points_taken: tuple[int, ...]
    shooter: int | None


Event = PassCommitted | PassesExchanged | CardPlayed | HeartsBroken | TrickWon | TrickCancelled | HandFinished
