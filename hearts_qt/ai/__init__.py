"""Computer opponents: a random player for tests, rule-based "easy" and "normal", and the Monte-Carlo "hard" and
"expert" (more time a decision, and against strangers a tree over the next cards).

Standard library and engine only (no Qt). Players see nothing but the :class:`~hearts_qt.engine.PlayerView`
they are handed; the controller runs them in a worker so a search never blocks the GUI.

>>> from hearts_qt.ai import create_player, LEVELS
>>> LEVELS
('random', 'easy', 'normal', 'hard', 'expert')
"""

from __future__ import annotations

from .hard import DEFAULT_DEADLINE, EXPERT_DEADLINE, HardPlayer
from .players import Player, RandomPlayer, RuleBasedPlayer

LEVELS = ("random", "easy", "normal", "hard", "expert")
EASY_BLUNDER = 0.15


def create_player(level: str, seed: int | None = None, *, deadline: float | None = None,
                  iterations: int | None = None) -> Player:
    """A computer player of strength ``level`` (one of :data:`LEVELS`).

    ``deadline`` (seconds per decision, default 0.4 for "hard" and 1.5 for "expert") and ``iterations`` (a cap on
    sampled deals per decision, which makes the search reproducible) apply to those two only.
    """
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return RuleBasedPlayer(seed, blunder=EASY_BLUNDER, counting=False)
    if level == "normal":
        return RuleBasedPlayer(seed)
    if level == "hard":
        return HardPlayer(seed, deadline=DEFAULT_DEADLINE if deadline is None else deadline, iterations=iterations)
    if level == "expert":
        return HardPlayer(seed, deadline=EXPERT_DEADLINE if deadline is None else deadline, iterations=iterations,
                          tree=True)
    raise ValueError(f"Unknown computer level {level!r}: choose one of {', '.join(LEVELS)}.")


__all__ = ["LEVELS", "HardPlayer", "Player", "RandomPlayer", "RuleBasedPlayer", "create_player"]
