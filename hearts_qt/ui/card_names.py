"""Cards and seats in words, for the status bar and screen readers ("Queen of spades", "to the left")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import Card, PassDirection, Suit


def _tr(text: str) -> str:
    return QCoreApplication.translate("Cards", text)


def rank_name(rank: int) -> str:
    names = {
        2: _tr("Two"), 3: _tr("Three"), 4: _tr("Four"), 5: _tr("Five"), 6: _tr("Six"), 7: _tr("Seven"),
        8: _tr("Eight"), 9: _tr("Nine"), 10: _tr("Ten"), 11: _tr("Jack"), 12: _tr("Queen"), 13: _tr("King"),
        14: _tr("Ace"),
    }
    return names[rank]


def suit_name(suit: Suit) -> str:
    names = {Suit.CLUBS: _tr("clubs"), Suit.DIAMONDS: _tr("diamonds"), Suit.SPADES: _tr("spades"),
             Suit.HEARTS: _tr("hearts")}
    return names[suit]


def card_name(card: Card) -> str:
    """``"Queen of spades"``."""
    return _tr("%1 of %2").replace("%1", rank_name(card.rank)).replace("%2", suit_name(card.suit))


def short_name(card: Card) -> str:
    """``"Q♠"``: rank and suit symbol."""
    rank = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))
    return rank + card.suit.symbol


def direction_name(direction: PassDirection) -> str:
    names = {PassDirection.LEFT: QCoreApplication.translate("Table", "to the left"),
             PassDirection.RIGHT: QCoreApplication.translate("Table", "to the right"),
             PassDirection.ACROSS: QCoreApplication.translate("Table", "across"),
             PassDirection.HOLD: QCoreApplication.translate("Table", "no passing")}
    return names[direction]
