"""The shooter's choice after shooting the moon: add the moon to everyone else, or subtract it from oneself.

Both options move the shooter the same distance away from every other player; they differ in whether the match
ends. A shooter who would lose (or not win) because adding pushes someone over the target subtracts instead; a
shooter whose adding ends the match with them alone in front adds. Otherwise the leader adds (the end comes
nearer) and anyone behind subtracts (the match goes on). When a total would land exactly on the target and go back
to 0 (a house rule), the option that leaves the shooter further ahead wins.
"""

from __future__ import annotations

from hearts_qt.engine import MoonChoice, PlayerView, hand_scores, match_totals, trickless_seats


def hand_scores_after_moon(view: PlayerView, choice: MoonChoice) -> list[int]:
    """The hand's scores if this seat shot the moon and chose ``choice`` (the engine's scoring)."""
    return hand_scores(view.rules, view.points_taken, view.seat, choice, trickless_seats(view.tricks, view.players))


def _outcome(view: PlayerView, choice: MoonChoice) -> tuple[int, int]:
    """(2 = the match ends with this seat alone in front, 1 = shared win or the match goes on, 0 = a loss; margin)."""
    totals, _ = match_totals(view.rules, view.match_scores, hand_scores_after_moon(view, choice))
    mine = totals[view.seat]
    best_other = min(t for s, t in enumerate(totals) if s != view.seat)
    ends = max(totals) >= view.rules.target_score
    if not ends:
        return 1, best_other - mine
    if mine < best_other:
        return 2, best_other - mine
    return (1 if mine == best_other else 0), best_other - mine


def choose_moon(view: PlayerView) -> MoonChoice:
    """The better moon option for this seat, which has just shot the moon."""
    add, subtract = MoonChoice.ADD_TO_OTHERS, MoonChoice.SUBTRACT_FROM_SELF
    add_outcome, subtract_outcome = _outcome(view, add), _outcome(view, subtract)
    if add_outcome[0] != subtract_outcome[0]:
        return add if add_outcome[0] > subtract_outcome[0] else subtract
    if add_outcome[1] != subtract_outcome[1]:
        # Only a total going back to 0 on the target (a house rule) makes the two margins differ.
        return add if add_outcome[1] > subtract_outcome[1] else subtract
    totals = [a + b for a, b in zip(view.match_scores, view.points_taken, strict=True)]
    leading = totals[view.seat] - view.rules.moon_points <= min(totals)
    return add if leading else subtract
