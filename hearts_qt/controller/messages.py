"""The engine's sentences, translated: every message ``why_illegal`` and the pass checks can give, listed once.

The engine speaks English from a fixed small set; :func:`engine_message` looks each sentence up in the "Engine"
translation context. The list below exists so ``pyside6-lupdate`` finds the sentences.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

ENGINE_MESSAGES: tuple[str, ...] = tuple(str(text) for text in (
    QT_TRANSLATE_NOOP("Engine", "Pass your cards first: play starts when everyone has passed."),
    QT_TRANSLATE_NOOP("Engine", "The hand is over."),
    QT_TRANSLATE_NOOP("Engine", "You do not hold that card."),
    QT_TRANSLATE_NOOP("Engine", "You must follow suit: clubs were led."),
    QT_TRANSLATE_NOOP("Engine", "You must follow suit: diamonds were led."),
    QT_TRANSLATE_NOOP("Engine", "You must follow suit: spades were led."),
    QT_TRANSLATE_NOOP("Engine", "You must follow suit: hearts were led."),
    QT_TRANSLATE_NOOP("Engine", "You may not play a point card on the first trick."),
    QT_TRANSLATE_NOOP("Engine", "The first trick must be led with the two of clubs."),
    QT_TRANSLATE_NOOP("Engine", "The first trick must be led with the three of clubs."),
    QT_TRANSLATE_NOOP("Engine", "Hearts are not broken yet."),
    QT_TRANSLATE_NOOP("Engine", "That card cannot be played now."),
    QT_TRANSLATE_NOOP("Engine", "There is no passing now."),
    QT_TRANSLATE_NOOP("Engine", "You have already passed your cards."),
    QT_TRANSLATE_NOOP("Engine", "Pass exactly three cards."),
    QT_TRANSLATE_NOOP("Engine", "You cannot pass the same card twice."),
    QT_TRANSLATE_NOOP("Engine", "You can only pass cards from your own hand."),
))


def engine_message(text: str) -> str:
    """``text`` from the engine in the user's language (unchanged when there is no translation)."""
    return QCoreApplication.translate("Engine", text)
