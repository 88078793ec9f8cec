"""What the window says of a match as a whole: the new game's line in the status bar, and what changed rules or
opponents' levels ask of a match in progress. The context stays "MainWindow", whose translations they are."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import Rules
from hearts_qt.text.format import fill
from hearts_qt.text.review import cards_text
from hearts_qt.text.rules import rules_name


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate("MainWindow", "%n players", None, 1)
    QCoreApplication.translate("MainWindow", "to %n points", None, 1)


def new_game_text(rules: Rules) -> tuple[str, ...]:
    """What the status bar says of a new match: the game, the players, the target, and the cards left out of the
    pack (3, 5, 6, 7 players) so that the deal comes out even; then shorter forms for a narrow window, which keep
    the cards left out (the key fact) and drop the why, then put them first."""
    text = fill(QCoreApplication.translate("MainWindow", "New game: %1, %2, %3."), rules_name(rules),
                QCoreApplication.translate("MainWindow", "%n players", None, rules.players),
                QCoreApplication.translate("MainWindow", "to %n points", None, rules.target_score))
    removed = rules.removed_cards()
    if not removed:
        return (text,)
    cards = cards_text(removed)
    without = fill(QCoreApplication.translate("MainWindow", "Played without %1."), cards)
    return (f"{text} " + fill(QCoreApplication.translate(
        "MainWindow", "Played without %1, so that the deal comes out even."), cards), f"{text} {without}",
        f"{without} {text}")


def next_game_question(*, rules: bool, levels: bool) -> tuple[str, str]:
    """What changed rules, or changed opponents' levels (or both), ask of a match in progress — they apply to a new
    game —, and what the status bar says when the match is kept."""
    if rules and levels:
        return (QCoreApplication.translate("MainWindow", "The new rules and opponents' levels apply to a new game. "
                                           "Abandon the current match and start a new one?"),
                QCoreApplication.translate("MainWindow",
                                           "The new rules and opponents' levels will apply from the next game."))
    if levels:
        return (QCoreApplication.translate("MainWindow", "The opponents' new levels apply to a new game. Abandon the "
                                           "current match and start a new one?"),
                QCoreApplication.translate("MainWindow", "The opponents' new levels will apply from the next game."))
    return (QCoreApplication.translate(
                "MainWindow", "The new rules apply to a new game. Abandon the current match and start a new one?"),
            QCoreApplication.translate("MainWindow", "The new rules will apply from the next game."))
