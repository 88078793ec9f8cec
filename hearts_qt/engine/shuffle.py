"""Numbered deals: the same deal number gives the same cards at the same seats on any machine, in every version.

Python's ``random`` may change between versions, so numbered deals use a small generator specified here and
nowhere else, and changing anything below changes every deal a player may have noted down. The algorithm:

1. **Generator** — SplitMix64 (Steele, Lea and Flood, 2014). The state is a 64-bit unsigned integer, started at
   the seed modulo 2**64. Each output adds ``0x9E3779B97F4A7C15`` to the state (mod 2**64) and returns
   ``z ^ (z >> 31)`` where ``z = state``, ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``,
   ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB`` (both products mod 2**64).
2. **Bounded integers** — a number in ``0 .. n-1`` is an output ``x`` taken modulo ``n``, after rejecting every
   ``x >= 2**64 - (2**64 mod n)`` and drawing again (so each value is equally likely).
3. **Shuffle** — the deck in card-index order (clubs, diamonds, spades, hearts; two to ace; Cancellation's two
   copies of a card side by side) is shuffled by Fisher–Yates from the last place down: for ``i`` from
   ``len - 1`` to ``1``, swap places ``i`` and ``j = bounded(i + 1)``.
4. **Deal** — seat ``s`` gets places ``s * k .. s * k + k - 1`` of the shuffled deck (``k`` cards a hand), each
   hand sorted; the places after the last hand are the kitty. The generator is seeded with the deal number.
5. **A match's deals** — hand ``h`` (from 0) of match number ``m`` is deal number ``1 + bounded(DEAL_LIMIT - 1)``
   taken as the ``h + 1``-th bounded draw of a generator seeded with ``m``.

Deal and match numbers run from 1 to :data:`DEAL_LIMIT` - 1.

>>> SplitMix64(0).next()
16294208416658607535
>>> from hearts_qt.engine.rules import Rules
>>> [str(c) for c in numbered_deal(Rules(), 1)[0][:4]]
['4C', 'TC', 'QC', '5D']
"""

from __future__ import annotations

from operator import attrgetter

from .cards import Card
from .rules import Rules

DEAL_LIMIT = 1_000_000_000  # deal and match numbers are 1 .. DEAL_LIMIT - 1: nine digits at most
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class SplitMix64:
    """The SplitMix64 generator: 64-bit outputs from a 64-bit state."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A number in ``0 .. bound - 1``, every value equally likely (rejection sampling)."""
        if bound < 1:
            raise ValueError("The bound must be at least 1.")
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            x = self.next()
            if x < limit:
                return x % bound


def valid_number(number: object) -> bool:
    """Whether ``number`` is a deal or match number (a whole number from 1 to DEAL_LIMIT - 1)."""
    return type(number) is int and 1 <= number < DEAL_LIMIT


def numbered_deal(rules: Rules, number: int) -> list[list[Card]]:
    """The hands of deal ``number`` for ``rules`` (the kitty is what the hands leave of the deck)."""
    deck = sorted(rules.deck(), key=attrgetter("index"))
    gen = SplitMix64(number)
    for i in range(len(deck) - 1, 0, -1):
        j = gen.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    size = rules.cards_per_hand
    return [sorted(deck[s * size:(s + 1) * size], key=attrgetter("index")) for s in range(rules.players)]


def deal_number_of(match_number: int, hand_number: int) -> int:
    """The deal number of hand ``hand_number`` (from 0) in match ``match_number``."""
    gen = SplitMix64(match_number)
    number = 0
    for _ in range(hand_number + 1):
        number = 1 + gen.below(DEAL_LIMIT - 1)
    return number
