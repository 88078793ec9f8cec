"""A match a few cards in, and the seats' names and levels, for the save tests."""

from __future__ import annotations

from hearts_qt.engine import Match, Rules

NAMES = ["You", "Anna", "Boris", "Clara"]
LEVELS = ["human", "easy", "hard", "expert"]


def played_match(plays: int = 6) -> Match:
    match = Match(Rules(passing=False), seed=21)
    for _ in range(plays):
        match.round.play(match.round.legal_cards()[0])
    return match
