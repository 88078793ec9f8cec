"""A hint in words: the card or pass suggested, and why.

:func:`hearts_qt.ai.review.hint` gives the rule of thumb's choice with the rule named by a code, or, when the search
found that choice clearly worse, its own choice with the points both are expected to cost; this module turns either
into one sentence in the player's language, the cards written short ("Q♠"). A code not known here gives the bare
suggestion.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from hearts_qt.ai.reasons import Reason
from hearts_qt.ai.review import Hint
from hearts_qt.engine import Card
from hearts_qt.text.cards import short_name
from hearts_qt.text.format import fill
from hearts_qt.text.review import points_text


def _play_sentences() -> dict[str, Callable[[], str]]:
    """Each card rule's sentence: ``%1`` is the card suggested, ``%2`` the card or player the rule is about. Short
    enough to fit the status bar beside the turn prompt in an 800-pixel window, in every language."""
    return {
        "ONLY_CARD": lambda: QCoreApplication.translate("Hint", "Hint: play %1, your only legal card."),
        "OPEN_HIGH_CLUB": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: the first trick carries no points, so lead high."),
        "FLUSH_QUEEN": lambda: QCoreApplication.translate("Hint", "Hint: play %1: lead spades to force the queen out."),
        "LEAD_LOW": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1, the lead least likely to win the trick."),
        "LEAD_WINNER": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: no lead is safe, and this one costs least."),
        "DROP_QUEEN": lambda: QCoreApplication.translate("Hint", "Hint: play %1: drop the queen under %2."),
        "STOP_MOON": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: win this trick, %2 is going for the moon."),
        "DUCK_BONUS": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: lose this trick too for the no-trick bonus."),
        "DUCK_ONLY": lambda: QCoreApplication.translate("Hint", "Hint: play %1, your only card that loses the trick."),
        "DUCK": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1, the highest card that still loses the trick."),
        "MUST_TAKE": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: the trick is yours anyway, so play high."),
        "TAKE_BONUS": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: this trick lowers your score, so take it."),
        "TAKE_JD": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: played last, it wins the trick and its bonus."),
        "LAST_CLEAN": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: you play last and there are no points, so play high."),
        "EARLY_SAFE": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: the others likely still have this suit, so play high."),
        "FOLLOW_HIGH": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: no points on the trick yet, so play high."),
        "FOLLOW_LOW": lambda: QCoreApplication.translate("Hint", "Hint: play %1: you can't stay under, so play low."),
        "DISCARD_POINTS": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: you can't follow suit, so shed points."),
        "DISCARD_MOON": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: give %2 no points towards the moon."),
        "DISCARD_HIGH_SPADE": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: you can't follow suit, so shed a high spade."),
        "DISCARD_HIGH": lambda: QCoreApplication.translate(
            "Hint", "Hint: play %1: you can't follow suit, so shed your highest card."),
    }

def _pass_labels() -> dict[str, Callable[[], str]]:
    """Each pass code's words, said after the card it is about."""
    return {
        "PASS_QUEEN": lambda: QCoreApplication.translate("Hint", "unguarded queen"),
        "PASS_HIGH_SPADE": lambda: QCoreApplication.translate("Hint", "high spade"),
        "PASS_SPADE": lambda: QCoreApplication.translate("Hint", "spade"),
        "PASS_HIGH_HEART": lambda: QCoreApplication.translate("Hint", "high heart"),
        "PASS_HEART": lambda: QCoreApplication.translate("Hint", "heart"),
        "PASS_SHORT_SUIT": lambda: QCoreApplication.translate("Hint", "short suit"),
        "PASS_HIGH_CARD": lambda: QCoreApplication.translate("Hint", "high card"),
    }


def play_hint(card: Card, reasons: Sequence[Reason], names: Sequence[str]) -> str:
    """The hint to play ``card``, with its rule of thumb when ``reasons`` names one known here."""
    sentence = _play_sentences().get(reasons[0].code) if len(reasons) == 1 else None
    if sentence is None:
        return fill(QCoreApplication.translate("Table", "Hint: play %1."), short_name(card))
    reason = reasons[0]
    about = ""
    if reason.cards:
        about = short_name(reason.cards[0])
    elif reason.seat is not None and 0 <= reason.seat < len(names):
        about = names[reason.seat]
    return fill(sentence(), short_name(card), about)


def pass_hint(cards: Sequence[Card], reasons: Sequence[Reason]) -> str:
    """The hint to pass ``cards``, each card's reason in brackets when ``reasons`` gives one known here for every
    card."""
    listed = _listed(cards)
    labels = _pass_labels()
    if len(reasons) != len(cards) or any(reason.code not in labels for reason in reasons):
        return fill(QCoreApplication.translate("Table", "Hint: pass %1."), listed)
    words = ", ".join(labels[reason.code]() for reason in reasons)
    return fill(QCoreApplication.translate("Hint", "Hint: pass %1 (%2)."), listed, words)


def searched_hint(hint: Hint, passing: bool) -> str:
    """The hint when the search chose against the rule of thumb: how many points fewer its choice is expected to
    cost this hand than the usual one (for a pass, named by the cards it would have passed instead)."""
    saving = points_text((hint.usual_expected or 0.0) - (hint.expected or 0.0))
    if passing:
        instead = [card for card in hint.usual if card not in hint.cards] or list(hint.usual)
        return fill(QCoreApplication.translate("Hint", "Hint: pass %1 (not %3): %2 fewer points."),
                    _listed(hint.cards), saving, _listed(instead))
    return fill(QCoreApplication.translate("Hint", "Hint: play %1: %2 fewer points than %3."),
                _listed(hint.cards), saving, _listed(hint.usual))


def hint_sentence(hint: Hint, passing: bool, names: Sequence[str]) -> str:
    """The status bar's sentence for ``hint``: a pass or a card to play."""
    if hint.expected is not None and hint.usual:
        return searched_hint(hint, passing)
    if passing:
        return pass_hint(hint.cards, hint.reasons)
    return play_hint(hint.cards[0], hint.reasons, names)


def _listed(cards: Sequence[Card]) -> str:
    """``"Q♠ A♥ 3♦"``: cards as a hint names them."""
    return " ".join(short_name(card) for card in cards)
