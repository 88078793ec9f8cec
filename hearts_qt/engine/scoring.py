"""Scoring a finished hand: the one place that turns the points each seat took, and a shot moon, into the hand's
scores. The round, the match's score-sheet check, the computer players and the coach all call it.

>>> from hearts_qt.engine.rules import Rules, MoonChoice
>>> hand_scores(Rules(), [0, 26, 0, 0], 1, MoonChoice.ADD_TO_OTHERS)
[26, 0, 26, 26]
>>> hand_scores(Rules(), [3, 10, 13, 0], None, None)
[3, 10, 13, 0]
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import MoonChoice, Rules


def hand_scores(rules: Rules, points: Sequence[int], shooter: int | None, choice: MoonChoice | None) -> list[int]:
    """The hand's score per seat from the ``points`` each seat took and who shot the moon (``None``: nobody).

    A shooter's ``choice`` is needed when the rules let them choose (a fixed rule overrides it). The moon
    cards' own points are replaced by the moon; a bonus card outside the moon (Omnibus's J♦ when the moon does not
    need it) still counts.
    """
    result = list(points)
    if shooter is None:
        return result
    choice = rules.fixed_moon_choice or choice
    if not isinstance(choice, MoonChoice):
        raise ValueError("The shooter must choose: add to everyone else, or subtract from their own score.")
    moon = rules.moon_points
    result[shooter] -= rules.moon_own
    if choice is MoonChoice.SUBTRACT_FROM_SELF:
        result[shooter] -= moon
    else:
        for seat in range(len(result)):
            if seat != shooter:
                result[seat] += moon
    return result
