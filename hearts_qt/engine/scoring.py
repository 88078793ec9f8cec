"""Scoring a finished hand: the one place that turns the points each seat took, and a shot moon, into the hand's
scores. The round, the match's score-sheet check, the computer players and the coach all call it.

>>> from hearts_qt.engine.rules import Rules, MoonChoice
>>> hand_scores(Rules(), [0, 26, 0, 0], 1, MoonChoice.ADD_TO_OTHERS)
[26, 0, 26, 26]
>>> hand_scores(Rules(), [3, 10, 13, 0], None, None)
[3, 10, 13, 0]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .events import Trick
from .rules import NO_TRICK_BONUS, MoonChoice, Rules


def hand_scores(rules: Rules, points: Sequence[int], shooter: int | None, choice: MoonChoice | None,
                trickless: Collection[int] = ()) -> list[int]:
    """The hand's score per seat from the ``points`` each seat took, who shot the moon (``None``: nobody) and the
    seats that took no trick (``trickless``; they score :data:`NO_TRICK_BONUS` with the no-trick bonus).

    A shooter's ``choice`` is needed when the rules let them choose (a fixed rule overrides it). The moon
    cards' own points are replaced by the moon; a bonus card outside the moon (Omnibus's J♦ when the moon does not
    need it) still counts. A shot moon decides the hand alone: the no-trick bonus does not count then (as in
    OpenSpiel, whose ``avoid_all_tricks_bonus`` this is).
    """
    result = list(points)
    if shooter is None:
        if rules.no_trick_bonus:
            for seat in trickless:
                result[seat] += NO_TRICK_BONUS
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


def trickless_seats(tricks: Sequence[Trick], players: int) -> tuple[int, ...]:
    """The seats that won none of ``tricks`` (an all-cancelled trick is won by nobody)."""
    winners = {trick.winner for trick in tricks}
    return tuple(seat for seat in range(players) if seat not in winners)


def match_totals(rules: Rules, totals: Sequence[int], scores: Sequence[int]) -> tuple[list[int], tuple[int, ...]]:
    """The match totals after adding a hand's ``scores``, and the seats whose total went back to 0 because it
    landed exactly on the target (with ``exact_target_resets``).

    >>> match_totals(Rules(target_score=100, exact_target_resets=True), [90, 80, 10, 0], [10, 6, 10, 0])
    ([0, 86, 20, 0], (0,))
    """
    after = [a + b for a, b in zip(totals, scores, strict=True)]
    if not rules.exact_target_resets:
        return after, ()
    reset = tuple(seat for seat, total in enumerate(after) if total == rules.target_score)
    for seat in reset:
        after[seat] = 0
    return after, reset
