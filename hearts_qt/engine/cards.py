"""Cards and suits: the readable surface over the engine's bit-mask representation.

A card is one of 52 interned values; its ``index`` (``suit * 13 + rank - 2``) is the bit it occupies in the
engine's card masks. The two copies of a card in Cancellation Hearts are the same value.

>>> Card.parse("QS")
Card.parse('QS')
>>> str(Card.parse("th")), Card.parse("AH").rank, Card.parse("2C").suit.name
('TH', 14, 'CLUBS')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import ClassVar

RANK_LETTERS = "23456789TJQKA"
SUIT_LETTERS = "CDSH"


class Suit(IntEnum):
    """The four suits, in the order ♣ ♦ ♠ ♥."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        return "♣♦♠♥"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        letter = text.strip().upper()
        if len(letter) != 1 or letter not in SUIT_LETTERS:
            raise ValueError(f"Unknown suit {text!r}: use one of C, D, S, H.")
        return cls(SUIT_LETTERS.index(letter))


class Card:
    """A playing card. Cards are interned: ``Card(12, Suit.SPADES) is Card.parse("QS")``."""

    __slots__ = ("index", "mask", "rank", "suit")
    _all: ClassVar[list[Card]] = []

    index: int
    rank: int
    suit: Suit
    mask: int

    def __new__(cls, rank: int, suit: Suit | int) -> Card:
        if not (isinstance(rank, int) and 2 <= rank <= 14):
            raise ValueError(f"A card's rank is 2 to 14, not {rank!r}.")
        if not (isinstance(suit, int) and 0 <= suit <= 3):
            raise ValueError(f"Unknown suit {suit!r}.")
        return cls._all[int(suit) * 13 + rank - 2]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        card.index = index
        card.rank = index % 13 + 2
        card.suit = Suit(index // 13)
        card.mask = 1 << index
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        return cls._all[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card such as ``"QS"``, ``"10h"`` or ``"TH"``."""
        if not isinstance(text, str):
            raise ValueError(f"A card is written like 'QS', not {text!r}.")
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANK_LETTERS or t[1] not in SUIT_LETTERS:
            raise ValueError(f"{text!r} is not a card: write a rank (2-9, T, J, Q, K, A) and a suit (C, D, S, H).")
        return cls._all[SUIT_LETTERS.index(t[1]) * 13 + RANK_LETTERS.index(t[0])]

    def __str__(self) -> str:
        return RANK_LETTERS[self.rank - 2] + SUIT_LETTERS[self.suit]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        return (Card, (self.rank, int(self.suit)))

    @property
    def is_heart(self) -> bool:
        return self.suit == Suit.HEARTS


Card._all.extend(Card._make(i) for i in range(52))

ALL_CARDS: tuple[Card, ...] = tuple(Card._all)
FULL_MASK = (1 << 52) - 1
SUIT_MASKS: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
HEARTS_MASK = SUIT_MASKS[Suit.HEARTS]
QUEEN_OF_SPADES = Card(12, Suit.SPADES)
JACK_OF_DIAMONDS = Card(11, Suit.DIAMONDS)


def _suit_table(suit: int) -> tuple[tuple[Card, ...], ...]:
    """For every 13-bit pattern, the cards of ``suit`` it holds (a lookup makes mask-to-cards cheap)."""
    table: list[tuple[Card, ...]] = [()]
    for card in ALL_CARDS[suit * 13:(suit + 1) * 13]:
        # Doubling: every pattern so far, then the same patterns with this (higher) card added.
        table += [(*cards, card) for cards in table]
    return tuple(table)


_TABLES = tuple(_suit_table(s) for s in range(4))


def cards_of(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, lowest index first."""
    t0, t1, t2, t3 = _TABLES
    return [*t0[mask & 0x1FFF], *t1[mask >> 13 & 0x1FFF], *t2[mask >> 26 & 0x1FFF], *t3[mask >> 39 & 0x1FFF]]


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.mask
    return mask


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse ``"2C QS AH"`` (or an iterable of card strings) into cards."""
    items: Iterator[str] = iter(text.split()) if isinstance(text, str) else iter(text)
    return [Card.parse(item) for item in items]
