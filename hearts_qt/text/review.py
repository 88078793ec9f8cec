"""The coach's words: a sentence for each reason code of :mod:`hearts_qt.ai.reasons`, and estimates as text.

The AI layer names a costly decision's reason with a code and the cards or points it is about; this module turns it
into a sentence in the player's language, the cards written short ("Q♠") and the points counted with ``%n``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from hearts_qt.ai.reasons import Reason
from hearts_qt.ai.review import Estimate
from hearts_qt.engine import Card
from hearts_qt.text.cards import short_name
from hearts_qt.text.format import fill


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate (the first occurrence in a file wins)."""
    QCoreApplication.translate("Review", "You played %1 into a trick you went on to win, and took its %n "
                               "points yourself.", None, 1)
    QCoreApplication.translate("Review", "%1 won the trick and with it %n points; the better card would not "
                               "have won it.", None, 1)
    QCoreApplication.translate("Review", "You could not follow suit and kept %1 instead of discarding it "
                               "(%n points).", None, 1)
    QCoreApplication.translate("Review", "You could not follow suit and discarded a card without points instead "
                               "of %1 (%n points).", None, 1)


def cards_text(cards: Sequence[Card]) -> str:
    """``"A♠, K♠"``."""
    return ", ".join(short_name(card) for card in cards)


def reason_sentence(reason: Reason) -> str:
    """The sentence for ``reason``, its cards and points filled in; a general one for a code not known here."""
    n = reason.points
    counted = {
        "GAVE_QS_TO_SELF": lambda: QCoreApplication.translate(
            "Review", "You played %1 into a trick you went on to win, and took its %n points yourself.", None, n),
        "TOOK_POINTS": lambda: QCoreApplication.translate(
            "Review", "%1 won the trick and with it %n points; the better card would not have won it.", None, n),
        "KEPT_QS_WHEN_VOID": lambda: QCoreApplication.translate(
            "Review", "You could not follow suit and kept %1 instead of discarding it (%n points).", None, n),
        "KEPT_POINTS_WHEN_VOID": lambda: QCoreApplication.translate(
            "Review", "You could not follow suit and discarded a card without points instead of %1 (%n points).",
            None, n),
    }
    plain = {
        "LED_HIGH_SPADE_QS_OUT": lambda: QCoreApplication.translate(
            "Review", "You led %1 while the queen of spades was still out: whoever holds it can drop it on your "
            "card."),
        "LED_HEART_QS_OUT": lambda: QCoreApplication.translate(
            "Review", "You led a heart (%1) while the queen of spades was still out."),
        "SHED_HIGH_CARD_SAFELY": lambda: QCoreApplication.translate(
            "Review", "%1 would still have lost this trick: a safe chance to get rid of a high card was missed."),
        "PASSED_SPADE_PROTECTION": lambda: QCoreApplication.translate(
            "Review", "You passed %1, the low spades that guarded your high spade."),
        "KEPT_QS_UNPROTECTED": lambda: QCoreApplication.translate(
            "Review", "You kept %1 with fewer than three lower spades to protect it."),
        "KEPT_HIGH_SPADES": lambda: QCoreApplication.translate(
            "Review", "You kept %1 with fewer than three lower spades, so it may be forced to take the queen "
            "of spades."),
        "KEPT_HIGH_HEARTS": lambda: QCoreApplication.translate(
            "Review", "You kept the high hearts %1; the better pass gives them away."),
    }
    make = counted.get(reason.code) or plain.get(reason.code)
    if make is None:
        return no_reason_sentence()
    return fill(make(), cards_text(reason.cards))


def no_reason_sentence() -> str:
    return QCoreApplication.translate(
        "Review", "No single reason can be named: on the deals the computer tried, the other choice took fewer points.")


def choices_text(choices: Sequence[Sequence[Card]]) -> str:
    """``"4♠, 8♠"`` for cards, ``"A♠, K♠, Q♥ / A♠, K♠, J♥"`` for passes."""
    return " / ".join(cards_text(choice) for choice in choices) if any(len(c) > 1 for c in choices) else \
        cards_text([card for choice in choices for card in choice])


def close_call_sentence(chosen: Sequence[Card], best: Sequence[Card], rivals: Sequence[Sequence[Card]]) -> str:
    """Where the search could not tell the best choice from ``rivals``: says so, naming them (the person's
    ``chosen`` among them, or not)."""
    group = [tuple(best), *map(tuple, rivals)]
    mine = next((choice for choice in group if sorted(choice) == sorted(chosen)), None)
    if mine is not None:
        return fill(QCoreApplication.translate(
            "Review", "Too close to call: %1 did about as well as your choice on the deals the computer tried."),
            choices_text([choice for choice in group if choice is not mine]))
    return fill(QCoreApplication.translate(
        "Review", "Too close to call which is best: %1 did about as well as %2 on the deals the computer tried."),
        choices_text(group[1:]), cards_text(best))


def estimate_text(estimate: Estimate) -> str:
    """``"4.2 ± 0.3"``: the expected points and their standard error (no ± after a single deal)."""
    mean = points_text(estimate.mean)
    if math.isinf(estimate.se):
        return mean
    return fill(QCoreApplication.translate("Review", "%1 ± %2"), mean, QLocale().toString(estimate.se, "f", 1))


def points_text(value: float) -> str:
    """Expected points to the tenth, in the language's way, with a true minus, as everywhere else."""
    return QLocale().toString(value, "f", 1).replace("-", "−")
