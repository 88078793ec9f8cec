"""The one exception the engine raises for a move a player may not make, its reasons as data, and how messages
quote input.

An :class:`IllegalMove` carries a :class:`Reason` code and the details that code names (the suit led, the card
that must lead…). The controller turns the code into a sentence in the player's language; ``str()`` of the
exception is an English sentence for logs and tests, never matched against.

>>> from hearts_qt.engine import Suit
>>> error = IllegalMove(Reason.FOLLOW_SUIT, suit=Suit.CLUBS)
>>> error.reason is Reason.FOLLOW_SUIT, error.details["suit"] is Suit.CLUBS
(True, True)
>>> str(error)
'You must follow suit: clubs were led.'
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType

from .cards import Card, Suit


class Reason(Enum):
    """Why a move is illegal. The comment after a code names the details an :class:`IllegalMove` with it carries."""

    PASS_FIRST = "pass-first"
    HAND_OVER = "hand-over"
    NOT_A_CARD = "not-a-card"  # value: what was offered as a card
    NOT_HELD = "not-held"  # card
    FOLLOW_SUIT = "follow-suit"  # suit: the Suit led
    NO_POINTS_ON_FIRST_TRICK = "no-points-on-first-trick"
    FIRST_LEAD = "first-lead"  # card: the lowest club, which must lead the first trick
    FIRST_LEAD_CLUB = "first-lead-club"  # any club may lead the first trick, but only a club
    HEARTS_NOT_BROKEN = "hearts-not-broken"
    NO_PASSING = "no-passing"
    NO_SUCH_SEAT = "no-such-seat"  # seat: what was given as a seat
    ALREADY_PASSED = "already-passed"
    PASS_THREE = "pass-three"  # count: how many cards were offered
    PASS_NOT_CARDS = "pass-not-cards"
    PASS_SAME_CARD = "pass-same-card"
    PASS_NOT_HELD = "pass-not-held"
    POINTS_LEFT = "points-left"
    HAND_NOT_OVER = "hand-not-over"
    HAND_SCORED = "hand-scored"
    MOON_CHOICE_NEEDED = "moon-choice-needed"
    SCORE_HAND_FIRST = "score-hand-first"
    MATCH_OVER = "match-over"
    NOTHING_TO_TAKE_BACK = "nothing-to-take-back"


_ENGLISH: dict[Reason, str] = {
    Reason.PASS_FIRST: "Pass your cards first: play starts when everyone has passed.",
    Reason.HAND_OVER: "The hand is over.",
    Reason.NOT_A_CARD: "{value} is not a card.",
    Reason.NOT_HELD: "You do not hold that card.",
    Reason.FOLLOW_SUIT: "You must follow suit: {suit} were led.",
    Reason.NO_POINTS_ON_FIRST_TRICK: "You may not play a point card on the first trick.",
    Reason.FIRST_LEAD: "The first trick must be led with the {card}.",
    Reason.FIRST_LEAD_CLUB: "The first trick must be led with a club.",
    Reason.HEARTS_NOT_BROKEN: "Hearts are not broken yet.",
    Reason.NO_PASSING: "There is no passing now.",
    Reason.NO_SUCH_SEAT: "There is no seat {seat} at this table.",
    Reason.ALREADY_PASSED: "You have already passed your cards.",
    Reason.PASS_THREE: "Pass exactly three cards.",
    Reason.PASS_NOT_CARDS: "Only cards can be passed.",
    Reason.PASS_SAME_CARD: "You cannot pass the same card twice.",
    Reason.PASS_NOT_HELD: "You can only pass cards from your own hand.",
    Reason.POINTS_LEFT: "There are still points to play for.",
    Reason.HAND_NOT_OVER: "The hand is not over yet.",
    Reason.HAND_SCORED: "This hand has already been scored.",
    Reason.MOON_CHOICE_NEEDED: "The shooter must choose: add to everyone else, or subtract from their own score.",
    Reason.SCORE_HAND_FIRST: "Finish and score this hand first.",
    Reason.MATCH_OVER: "The match is over.",
    Reason.NOTHING_TO_TAKE_BACK: "There is no card of yours to take back in this hand.",
}
_SUIT_PLURALS = ("clubs", "diamonds", "spades", "hearts")
_RANK_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king",
               "ace")


class IllegalMove(ValueError):
    """A pass or play the rules forbid: a :class:`Reason` and its details; ``str()`` is an English sentence.

    The round or match that raised it is unchanged.
    """

    def __init__(self, reason: Reason, **details: object) -> None:
        self.reason = reason
        self.details: Mapping[str, object] = MappingProxyType(details)
        super().__init__(_ENGLISH[reason].format_map({key: _english(value) for key, value in details.items()}))

    def __reduce__(self) -> tuple[object, ...]:
        # The default rebuilds from the English message; a reason and keywords need their own way back.
        return (_rebuilt, (self.reason, dict(self.details)))


def _rebuilt(reason: Reason, details: dict[str, object]) -> IllegalMove:
    return IllegalMove(reason, **details)


def _english(value: object) -> str:
    if isinstance(value, Suit):
        return _SUIT_PLURALS[value]
    if isinstance(value, Card):
        return f"{_RANK_WORDS[value.rank - 2]} of {_SUIT_PLURALS[value.suit]}"
    return shown(value)


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for messages that quote input (a save can hold anything)."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]
        return repr(value)[:-1] + "…" + repr(value)[-1]
    if isinstance(value, (list, dict, tuple)) and len(value) > limit:
        return f"a {type(value).__name__} of {len(value)} items"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
