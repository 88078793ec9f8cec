"""The engine's reasons, translated: each :class:`~hearts_qt.engine.Reason` code becomes a sentence in the user's
language, its details filled in.

The engine never speaks to the player; it raises :class:`~hearts_qt.engine.IllegalMove` with a code and details
(the suit led, the card that must lead…). A suit inside a sentence changes the words around it in some
languages, so "must follow suit" is four messages, one per suit, and the first lead one per card.
"""

from __future__ import annotations

from typing import assert_never

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import Card, IllegalMove, Reason, Suit
from hearts_qt.engine.errors import shown
from hearts_qt.text.format import fill


def illegal_move_message(error: IllegalMove) -> str:
    """Why the move ``error`` refused, as a sentence in the user's language."""
    return reason_message(error.reason, **error.details)


def reason_message(reason: Reason, **details: object) -> str:
    """The sentence for ``reason`` with ``details`` (those :class:`IllegalMove` would carry) filled in."""
    match reason:
        case Reason.PASS_FIRST:
            return QCoreApplication.translate("Engine", "Pass your cards first: play starts when everyone has passed.")
        case Reason.HAND_OVER:
            return QCoreApplication.translate("Engine", "The hand is over.")
        case Reason.NOT_A_CARD:
            return fill(QCoreApplication.translate("Engine", "%1 is not a card."), shown(details["value"]))
        case Reason.NOT_HELD:
            return QCoreApplication.translate("Engine", "You do not hold that card.")
        case Reason.FOLLOW_SUIT:
            return _follow_suit(details["suit"])
        case Reason.NO_POINTS_ON_FIRST_TRICK:
            return QCoreApplication.translate("Engine", "You may not play a point card on the first trick.")
        case Reason.FIRST_LEAD:
            return _first_lead(details["card"])
        case Reason.FIRST_LEAD_CLUB:
            return QCoreApplication.translate("Engine", "The first trick must be led with a club.")
        case Reason.HEARTS_NOT_BROKEN:
            return QCoreApplication.translate("Engine", "Hearts are not broken yet.")
        case Reason.NO_PASSING:
            return QCoreApplication.translate("Engine", "There is no passing now.")
        case Reason.NO_SUCH_SEAT:
            return fill(QCoreApplication.translate("Engine", "There is no seat %1 at this table."),
                        shown(details["seat"]))
        case Reason.ALREADY_PASSED:
            return QCoreApplication.translate("Engine", "You have already passed your cards.")
        case Reason.PASS_THREE:
            return QCoreApplication.translate("Engine", "Pass exactly three cards.")
        case Reason.PASS_NOT_CARDS:
            return QCoreApplication.translate("Engine", "Only cards can be passed.")
        case Reason.PASS_SAME_CARD:
            return QCoreApplication.translate("Engine", "You cannot pass the same card twice.")
        case Reason.PASS_NOT_HELD:
            return QCoreApplication.translate("Engine", "You can only pass cards from your own hand.")
        case Reason.POINTS_LEFT:
            return QCoreApplication.translate("Engine", "There are still points to play for.")
        case Reason.HAND_NOT_OVER:
            return QCoreApplication.translate("Engine", "The hand is not over yet.")
        case Reason.HAND_SCORED:
            return QCoreApplication.translate("Engine", "This hand has already been scored.")
        case Reason.MOON_CHOICE_NEEDED:
            return QCoreApplication.translate(
                "Engine", "The shooter must choose: add to everyone else, or subtract from their own score.")
        case Reason.SCORE_HAND_FIRST:
            return QCoreApplication.translate("Engine", "Finish and score this hand first.")
        case Reason.MATCH_OVER:
            return QCoreApplication.translate("Engine", "The match is over.")
        case Reason.NOTHING_TO_TAKE_BACK:
            return QCoreApplication.translate("Engine", "There is no card of yours to take back in this hand.")
        case _:
            assert_never(reason)


def _follow_suit(suit: object) -> str:
    if suit is Suit.CLUBS:
        return QCoreApplication.translate("Engine", "You must follow suit: clubs were led.")
    if suit is Suit.DIAMONDS:
        return QCoreApplication.translate("Engine", "You must follow suit: diamonds were led.")
    if suit is Suit.SPADES:
        return QCoreApplication.translate("Engine", "You must follow suit: spades were led.")
    return QCoreApplication.translate("Engine", "You must follow suit: hearts were led.")


def _first_lead(card: object) -> str:
    # The lowest club of every deck the rules build is the two or, with the two stripped, the three.
    if card is Card.parse("3C"):
        return QCoreApplication.translate("Engine", "The first trick must be led with the three of clubs.")
    return QCoreApplication.translate("Engine", "The first trick must be led with the two of clubs.")
