"""Passing by search: try the likely passes on many sampled deals and keep the one that plays out best.

The candidates are the three-card sets drawn from the cards the rule-based pass rates most dangerous. Each
sampled deal gives the other seats random hands; they pass with the rule-based pass, the exchange happens, and
the whole hand is played out by the kernel's heuristic policy. Every candidate meets the same deals, and the sets
that are clearly worse deal by deal stop being played out (:mod:`.pruning`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from itertools import combinations

from hearts_qt.engine import PlayerView

from .heuristic import choose_pass_bits, pass_ranking
from .kernel import playout, table_for
from .pruning import due, prune

CANDIDATE_POOL = 6


def search_pass(view: PlayerView, hand: int, rng: random.Random, stop: float, iterations: int | None,
                utility: Callable[[list[int], list[int]], float]) -> list[int]:
    """The best three cards to pass found before ``stop`` (a ``perf_counter`` time) or ``iterations`` deals."""
    start = time.perf_counter()
    rules = view.rules
    values = rules.points
    table = table_for(rules)
    n = view.players
    preferred = choose_pass_bits(hand, values)
    pool = pass_ranking(hand, values)[:CANDIDATE_POOL]
    candidates = [list(c) for c in combinations(pool, 3)]
    outcomes: dict[int, list[float]] = {i: [] for i in range(len(candidates))}
    active = list(outcomes)
    target = view.pass_target
    assert target is not None
    unseen = []
    rest = rules.deck_mask & ~hand
    while rest:
        bit = rest & -rest
        rest ^= bit
        unseen.append(bit)
    size = rules.cards_per_hand
    others = [s for s in range(n) if s != view.seat]
    deals = 0
    while iterations is None or deals < iterations:
        rng.shuffle(unseen)
        hands = [0] * n
        hands[view.seat] = hand
        for i, seat in enumerate(others):
            for bit in unseen[i * size:(i + 1) * size]:
                hands[seat] |= bit
        passes = {s: sum(choose_pass_bits(hands[s], values)) for s in others}
        for index in active:
            chosen = candidates[index]
            after = hands[:]
            for seat in range(n):
                given = passes[seat] if seat != view.seat else sum(chosen)
                after[seat] &= ~given
                after[view.pass_direction.target(seat, n)] |= given
            leader = next(s for s in range(n) if after[s] & table.lowest_club)
            points, won = [0] * n, [0] * n
            playout(table, after, leader, [], 0, False, True, points, won, -1, [0] * n)
            outcomes[index].append(utility(points, won))
        deals += 1
        if due(deals):
            active = prune(active, outcomes)
            if len(active) == 1:
                break
        now = time.perf_counter()
        # Stop when the next deal would likely end past the deadline.
        if now + (now - start) / deals >= stop:
            break
    best = min(active, key=lambda i: (sum(outcomes[i]), sorted(candidates[i]) != sorted(preferred)))
    return candidates[best]
