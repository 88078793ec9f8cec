"""A saved hand read back: the deal, the pass direction, the passes and the cards played, checked for shape.

:meth:`Round.from_dict <hearts_qt.engine.round.Round.from_dict>` then replays every pass and card through the
rules, so a save that was edited by hand cannot hold a position the rules do not allow; what is wrong with its
shape is said here, in one sentence, as a ``ValueError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card
from .errors import shown
from .rules import PassDirection, Rules

#: The keys every saved hand has.
KEYS = frozenset({"hands", "pass_direction", "dealer", "hand_number", "match_scores", "passes", "plays"})


@dataclass(frozen=True)
class SavedRound:
    """A saved hand's contents, parsed (not yet replayed)."""

    hands: list[list[Card]]
    direction: PassDirection
    dealer: Any  # checked by Round.start
    match_scores: list[Any]  # checked by Round.start
    hand_number: int
    passes: list[list[Card] | None]
    plays: list[Card]


def parse_saved_round(data: Any, rules: Rules) -> SavedRound:
    """``data`` (as ``Round.to_dict`` wrote it) parsed for ``rules``; ``ValueError`` saying what is malformed."""
    if not isinstance(data, dict):
        raise ValueError("A saved hand must be a mapping.")
    missing = KEYS - set(data)
    if missing:
        raise ValueError(f"The saved hand lacks: {', '.join(sorted(missing))}.")
    lists = ("hands", "passes", "plays", "match_scores")
    if not all(isinstance(data[key], list) for key in lists) or not all(
            isinstance(item, list) for item in data["hands"]):
        raise ValueError("The saved hand is malformed: its hands, passes, plays and scores must be lists.")
    try:
        hands = [[Card.parse(c) for c in hand] for hand in data["hands"]]
        direction = PassDirection(data["pass_direction"])
        passes = [None if p is None else [Card.parse(c) for c in _listed(p)] for p in data["passes"]]
        plays = [Card.parse(c) for c in data["plays"]]
    except (TypeError, ValueError) as exc:
        raise ValueError(f"The saved hand is malformed: {exc}") from None
    if type(data["hand_number"]) is not int or data["hand_number"] < 0:
        raise ValueError("The saved hand number must be a whole number from 0.")
    if len(passes) != rules.players:
        raise ValueError(f"The saved hand must list {rules.players} passes.")
    return SavedRound(hands, direction, data["dealer"], data["match_scores"], data["hand_number"], passes, plays)


def _listed(value: Any) -> list[Any]:
    """``value`` if it is a list; a saved pass that is anything else (a string iterates as letters) is malformed."""
    if not isinstance(value, list):
        raise ValueError(f"A saved pass must be a list of cards, not {shown(value)}.")
    return value
