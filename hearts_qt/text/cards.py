"""Cards and seats in words, for the status bar and screen readers ("Queen of spades", "to the left")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import Card, PassDirection, Suit
from hearts_qt.text.format import fill


def rank_name(rank: int) -> str:
    names = {
        2: QCoreApplication.translate("Cards", "Two"),
        3: QCoreApplication.translate("Cards", "Three"),
        4: QCoreApplication.translate("Cards", "Four"),
        5: QCoreApplication.translate("Cards", "Five"),
        6: QCoreApplication.translate("Cards", "Six"),
        7: QCoreApplication.translate("Cards", "Seven"),
        8: QCoreApplication.translate("Cards", "Eight"),
        9: QCoreApplication.translate("Cards", "Nine"),
        10: QCoreApplication.translate("Cards", "Ten"),
        11: QCoreApplication.translate("Cards", "Jack"),
        12: QCoreApplication.translate("Cards", "Queen"),
        13: QCoreApplication.translate("Cards", "King"),
        14: QCoreApplication.translate("Cards", "Ace"),
    }
    return names[rank]


def suit_name(suit: Suit) -> str:
    names = {
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
    }
    return names[suit]


def card_name(card: Card) -> str:
    """``"Queen of spades"``."""
    return fill(QCoreApplication.translate("Cards", "%1 of %2"), rank_name(card.rank), suit_name(card.suit))


def short_name(card: Card) -> str:
    """``"Q♠"``: rank and suit symbol."""
    rank = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))
    return rank + card.suit.symbol


def direction_name(direction: PassDirection) -> str:
    names = {
        PassDirection.LEFT: QCoreApplication.translate("Table", "to the left"),
        PassDirection.RIGHT: QCoreApplication.translate("Table", "to the right"),
        PassDirection.ACROSS: QCoreApplication.translate("Table", "across"),
        PassDirection.HOLD: QCoreApplication.translate("Table", "no passing"),
    }
    return names[direction]
