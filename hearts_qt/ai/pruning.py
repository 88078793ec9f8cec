"""Dropping search candidates that are clearly worse, so the close ones get the remaining time.

Every candidate meets the same deals (common random numbers), so candidates are compared deal by deal: a
candidate is dropped when its mean loss against the best one is more than ``Z`` standard errors above zero.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)

# Start pruning after AFTER deals and look again every EVERY deals.
AFTER = 32
EVERY = 16
Z = 3.0


def due(deals: int) -> bool:
    """Whether to prune after ``deals`` deals."""
    return deals >= AFTER and deals % EVERY == 0


def prune(keys: Sequence[Key], outcomes: dict[Key, list[float]]) -> list[Key]:
    """The ``keys`` whose outcomes (lower is better, one per deal, the same deals for all) are not clearly worse
    than the best key's."""
    if len(keys) < 2:
        return list(keys)
    best = min(keys, key=lambda key: sum(outcomes[key]))
    mine = outcomes[best]
    n = len(mine)
    kept = []
    for key in keys:
        if key != best:
            diffs = [a - b for a, b in zip(outcomes[key], mine, strict=True)]
            mean = sum(diffs) / n
            variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean > 0 and mean * mean * n > Z * Z * variance:
                continue
        kept.append(key)
    return kept
