"""The words painted on the table: the corner badge's game and hand captions, and the caption of Cancellation's
pile. Functions of what they describe, so that a new language can say them again; the badge's are phrases it lays
out itself, so that no translated text carries its layout.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import PassDirection, Phase, PlayerView
from hearts_qt.text.cards import direction_name
from hearts_qt.text.format import fill
from hearts_qt.text.review import cards_text
from hearts_qt.text.rules import rules_name


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate (a literal count makes them plural)."""
    QCoreApplication.translate("Table", "Kitty: %n cards", None, 2)
    QCoreApplication.translate("Table", "Waiting: %n cards", None, 2)
    # Where the waiting cards go agrees with how many they are ("1 card goes", "2 cards go"), though without %n.
    QCoreApplication.translate("Table", "go to the next trick's winner", None, 2)


def pile_words(kitty: int, cancelled: int) -> tuple[str, str]:
    """The caption for a pile of ``kitty`` face-down kitty cards and ``cancelled`` cards (the cards of tricks whose
    led suit all cancelled), in its two parts: what the pile is ("Kitty: 4 cards") and where it goes ("goes to the
    first trick's winner"); two empty parts for no pile. A small table shows the first part alone."""
    if kitty:
        return (QCoreApplication.translate("Table", "Kitty: %n cards", None, kitty),
                QCoreApplication.translate("Table", "goes to the first trick's winner"))
    if cancelled:
        # Every card of a trick whose led suit all cancelled waits here, off-suit ones too: not all are cancelled.
        return (QCoreApplication.translate("Table", "Waiting: %n cards", None, cancelled),
                QCoreApplication.translate("Table", "go to the next trick's winner", None, cancelled))
    return "", ""


def whole_caption(what: str, where: str) -> str:
    """A caption's parts as one line: "Kitty: 4 cards — goes to the first trick's winner"."""
    return f"{what} — {where}" if what and where else what


def pile_text(kitty: int, cancelled: int) -> str:
    """The whole caption (:func:`pile_words` as one line), empty for no pile."""
    return whole_caption(*pile_words(kitty, cancelled))


def game_text(view: PlayerView) -> list[list[str]]:
    """The rules and the target, for the corner badge, as lines of phrases: ``[["Standard", "to 100"]]``, and on a
    line of its own the cards left out of the pack so the deal comes out even (3, 5, 6, 7 players):
    ``["without 2♣, 2♦"]``. The badge lays the phrases out; no translated text is split."""
    lines = [[rules_name(view.rules), fill(QCoreApplication.translate("Table", "to %1"), view.rules.target_score)]]
    removed = view.rules.removed_cards()
    if removed:
        lines.append([fill(QCoreApplication.translate("Table", "without %1"), cards_text(removed))])
    return lines


def hand_caption(view: PlayerView, deal: int | None) -> list[str]:
    """The hand, the numbered ``deal`` it plays (if any) and the pass, a phrase each: ``["Hand 3", "deal 77",
    "pass to the left"]`` (the badge shows each on a line of its own)."""
    phrases = [fill(QCoreApplication.translate("Table", "Hand %1"), view.hand_number + 1)]
    if deal is not None:
        phrases.append(fill(QCoreApplication.translate("Table", "deal %1"), deal))
    if view.phase is Phase.PASSING:
        phrases.append(fill(QCoreApplication.translate("Table", "pass %1"), direction_name(view.pass_direction)))
    elif no_pass_turn(view):
        phrases.append(direction_name(PassDirection.HOLD))
    return phrases


def no_pass_turn(view: PlayerView) -> bool:
    """This hand is the one of the passing rotation that keeps its cards (worth saying: the others pass)."""
    return view.rules.has_passing and view.pass_direction is PassDirection.HOLD
