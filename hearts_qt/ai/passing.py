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

from hearts_qt.engine import PASS_SIZE, PlayerView

from .heuristic import choose_pass_bits, pass_ranking
from .kernel import playout, table_for
from .pruning import due, prune

CANDIDATE_POOL = 6


def search_pass(view: PlayerView, hand: int, rng: random.Random, stop: float, iterations: int | None,
                utility: Callable[[list[int], list[int]], float]) -> list[int]:
    """The best three cards to pass found before ``stop`` (a ``perf_counter`` time) or ``iterations`` deals."""
    values = view.rules.points
    preferred = choose_pass_bits(hand, values)
    candidates = pass_candidates(hand, values)
    outcomes, active = play_passes(view, hand, candidates, rng, stop, iterations, utility)
    best = min(active, key=lambda i: (sum(outcomes[i]), sorted(candidates[i]) != sorted(preferred)))
    return candidates[best]


def pass_candidates(hand: int, values: tuple[int, ...], pool: int | None = None) -> list[list[int]]:
    """The three-card sets the search tries: every set drawn from the ``pool`` (by default ``CANDIDATE_POOL``)
    cards the rule-based pass rates most dangerous."""
    return [list(c) for c in combinations(pass_ranking(hand, values)[:pool or CANDIDATE_POOL], PASS_SIZE)]


def play_passes(view: PlayerView, hand: int, candidates: list[list[int]], rng: random.Random, stop: float,
                iterations: int | None, utility: Callable[[list[int], list[int]], float],
                keep: int = -1) -> tuple[dict[int, list[float]], list[int]]:
    """Play every candidate pass (an index into ``candidates``) out on the same random deals until ``stop`` or
    ``iterations`` deals: the outcomes per candidate (one utility per deal) and the candidates not pruned.
    Candidate ``keep`` is never pruned (the caller needs its estimate to the end); the search ends early when the
    pruning leaves one candidate."""
    start = time.perf_counter()
    rules = view.rules
    values = rules.points
    table = table_for(rules)
    n = view.players
    outcomes: dict[int, list[float]] = {i: [] for i in range(len(candidates))}
    active = list(outcomes)
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
            kept = prune(active, outcomes)
            active = [i for i in active if i in kept or i == keep]
            if len(kept) == 1:
                break
        now = time.perf_counter()
        # Stop when the next deal would likely end past the deadline.
        if now + (now - start) / deals >= stop:
            break
    return outcomes, active
