"""The words the presenter puts on the table: the turn and pass prompts (for the keys or the mouse) and the corner
badge's caption and game.

Functions of what they describe, so the presenter can say them again in a new language, or for the keys once the
person uses them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from hearts_qt.engine import PassDirection, Phase, PlayerView

from .card_names import direction_name
from .keyboard_help import ARROWS, key_names
from .review_text import cards_text
from .rules_text import rules_name


def pass_prompt(keyboard: bool, ready: bool = False) -> str:
    """What to do while passing, in the words of the person's way of playing: the keys, or the mouse; ``ready``:
    three cards are chosen, and only the pass itself is left to do."""
    if ready:
        if not keyboard:
            return QCoreApplication.translate("Table", "Three cards chosen: press Pass cards to pass them.")
        return (QCoreApplication.translate("Table", "Three cards chosen: press %1 to pass them.")
                .replace("%1", key_names(Qt.Key.Key_P)))
    if not keyboard:
        return QCoreApplication.translate("Table", "Click three cards, then press Pass cards.")
    return (QCoreApplication.translate("Table", "Select three cards with %1 and %2, then press %3.")
            .replace("%1", ARROWS).replace("%2", key_names(Qt.Key.Key_Space))
            .replace("%3", key_names(Qt.Key.Key_P)))


def play_prompt(keyboard: bool) -> str:
    """Whose turn it is and how to play, with the keys or the mouse."""
    if not keyboard:
        return QCoreApplication.translate("Table", "Your turn: click a card to play it.")
    return (QCoreApplication.translate("Table", "Your turn: choose a card with %1 and press %2.")
            .replace("%1", ARROWS).replace("%2", key_names(Qt.Key.Key_Enter)))


def game_text(view: PlayerView) -> str:
    """The rules and the target, for the corner badge: "Standard · to 100", and on a line of its own the cards left
    out of the pack so the deal comes out even (3, 5, 6, 7 players): "without 2♣, 2♦"."""
    text = (
        QCoreApplication.translate("Table", "%1 · to %2")
        .replace("%1", rules_name(view.rules))
        .replace("%2", str(view.rules.target_score))
    )
    removed = view.rules.removed_cards()
    if removed:
        text += "\n" + QCoreApplication.translate("Table", "without %1").replace("%1", cards_text(removed))
    return text


def hand_caption(view: PlayerView, deal: int | None) -> str:
    """The hand, the numbered ``deal`` it plays (if any) and the pass: "Hand 3 · deal 77 · pass to the left"."""
    number = str(view.hand_number + 1)
    passing = view.phase is Phase.PASSING
    if deal is None and passing:
        text = QCoreApplication.translate("Table", "Hand %1 · pass %2")
    elif deal is None:
        text = QCoreApplication.translate("Table", "Hand %1")
    elif passing:
        text = QCoreApplication.translate("Table", "Hand %1 · deal %3 · pass %2")
    else:
        text = QCoreApplication.translate("Table", "Hand %1 · deal %3")
    direction = direction_name(view.pass_direction) if passing else ""
    caption = text.replace("%1", number).replace("%3", str(deal)).replace("%2", direction)
    if not passing and no_pass_turn(view):
        caption = f"{caption} · {direction_name(PassDirection.HOLD)}"
    return caption


def no_pass_turn(view: PlayerView) -> bool:
    """This hand is the one of the passing rotation that keeps its cards (worth saying: the others pass)."""
    return view.rules.has_passing and view.pass_direction is PassDirection.HOLD
