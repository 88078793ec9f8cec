"""The moon in the controller: what a human shooter is asked, and the sentence that tells everyone what was chosen.

The engine scores the hand either way (:meth:`~hearts_qt.engine.Match.totals_after`); the question carries both
outcomes and the choice a computer player would make in the shooter's place (``hearts_qt.ai.moon``), so the table
can show them side by side.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from hearts_qt.ai.moon import choose_moon as suggest_moon
from hearts_qt.engine import HandResult, Match, MoonChoice
from hearts_qt.text.format import fill


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate(
        "GameController", "%1 shot the moon and took %n points off their own score.", None, 1)
    QCoreApplication.translate(
        "GameController", "%1 shot the moon and added %n points to everyone else.", None, 1)


@dataclass(frozen=True)
class MoonQuestion:
    """What the human shooter is asked: the totals now, the totals after each choice, and the better choice.

    ``suggested`` is what a computer player would choose in the shooter's place (``hearts_qt.ai.moon``).
    """

    shooter: int
    totals_before: tuple[int, ...]
    if_add: tuple[int, ...]
    if_subtract: tuple[int, ...]
    moon_points: int
    suggested: MoonChoice


def moon_question(match: Match, shooter: int) -> MoonQuestion:
    """The question for ``shooter``, who has just taken every point of ``match``'s hand."""
    rnd = match.round

    def after(choice: MoonChoice) -> tuple[int, ...]:
        return tuple(match.totals_after(rnd.scores(choice)))

    return MoonQuestion(
        shooter,
        tuple(match.scores),
        after(MoonChoice.ADD_TO_OTHERS),
        after(MoonChoice.SUBTRACT_FROM_SELF),
        rnd.rules.moon_points,
        suggest_moon(rnd.view(shooter)),
    )


def moon_sentence(result: HandResult, name: str, moon_points: int) -> str:
    """What the shooter ``name`` chose in ``result`` (a hand with a moon), as a sentence in the user's language."""
    if result.moon_choice is MoonChoice.SUBTRACT_FROM_SELF:
        text = QCoreApplication.translate(
            "GameController", "%1 shot the moon and took %n points off their own score.", None, moon_points)
    else:
        text = QCoreApplication.translate(
            "GameController", "%1 shot the moon and added %n points to everyone else.", None, moon_points)
    return fill(text, name)
