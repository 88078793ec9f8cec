"""How the hard player's search scores a finished playout for the seat deciding: lower is better.

The engine scores the hand (:func:`~hearts_qt.engine.hand_scores`, so every house rule counts as it does in a real
hand); when the hand could end the match, the seat's new total decides, with a bonus or penalty
(``MATCH_END_WEIGHT``) for ending it in front or behind. The flat search (:mod:`.hard`), the tree (:mod:`.tree`),
the pass search and the coach (:mod:`.review`, which leaves the match out) all judge through :class:`Judge`.
"""

from __future__ import annotations

from hearts_qt.engine import MoonChoice, PlayerView, hand_scores, match_totals

from .kernel import Table

MATCH_END_WEIGHT = 40.0


class Judge:
    """Scores a finished playout for the searching seat: lower is better."""

    def __init__(self, view: PlayerView, table: Table, *, match_aware: bool = True) -> None:
        self.seat = view.seat
        self.table = table
        self.scores = view.match_scores
        self.target = view.rules.target_score
        # Without ``match_aware`` the utility is the hand's own score (what the coach reports).
        # The totals matter when this hand could end the match, or (exactly the target) send a total back to 0.
        self.match_point = match_aware and max(view.match_scores) + table.moon_points >= self.target
        self.rules = view.rules
        # A shooter in a playout takes the rules' fixed choice, or adds (the usual choice).
        self.moon_choice = view.rules.fixed_moon_choice or MoonChoice.ADD_TO_OTHERS

    def utility(self, points: list[int], won: list[int]) -> float:
        """``points`` taken in the hand and the point cards ``won`` per seat (masks, with the kernel's trick mark),
        as a playout leaves them. The engine scores the hand; a total landing exactly on the target and going
        back to 0 counts as what it changes."""
        return self.value(self.hand(points, won))

    def hand(self, points: list[int], won: list[int]) -> list[int]:
        """Every seat's score for the hand that ``points`` and ``won`` (as in :meth:`utility`) describe."""
        table = self.table
        moon_mask, mark = table.moon_mask, table.trick_mark
        shooter = next((seat for seat, cards in enumerate(won) if cards & moon_mask == moon_mask), None) \
            if moon_mask else None
        trickless = [seat for seat, cards in enumerate(won) if not cards & mark] if mark else ()
        return hand_scores(self.rules, points, shooter, self.moon_choice, trickless)

    def value(self, hand: list[int]) -> float:
        """The searching seat's utility of the hand scores ``hand`` (see :meth:`utility`)."""
        if not self.match_point:
            return float(hand[self.seat])
        totals, _ = match_totals(self.rules, self.scores, hand)
        value = float(totals[self.seat] - self.scores[self.seat])
        if max(totals) >= self.target:
            best_other = min(t for s, t in enumerate(totals) if s != self.seat)
            value += -MATCH_END_WEIGHT if totals[self.seat] < best_other else MATCH_END_WEIGHT
        return value
