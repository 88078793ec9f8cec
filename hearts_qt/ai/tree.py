"""A search over the next cards of the hand: information-set Monte-Carlo tree search with the kernel's playouts.

The hard player's search (:mod:`.hard`) tries each of its cards and plays the rest of the hand with the kernel's
rule-based policy for every seat. Against rule-based players that model is exact; against strangers the cards
they play next are what it gets most wrong. Here the next cards are searched instead: every iteration deals the
hidden cards (the hard player's :class:`~.hard.Deals`), walks down a tree of the cards played from this decision
on — at each seat's turn the card best for *that* seat so far (its own points, plus an exploration bonus, UCB1
counted over the iterations in which the card was legal) — adds one new card to the tree, and plays the rest out
with the kernel's policy. Every seat's node statistics are kept from this seat's point of view (one tree for the
information this seat has), so the others choose with what the iterations' deals tell about them.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .kernel import HEARTS_BITS, QS, SUITS, Table, playout

if TYPE_CHECKING:
    from .hard import Deals, Judge
    from .knowledge import Knowledge

#: A root card's visits and mean utility for the searching seat.
Visits = tuple[int, float]
#: The exploration constant of UCB1, on points scaled to a moon's (26 in the standard game).
EXPLORE = 0.7
#: How often (in iterations) the search checks whether its choice is settled.
SETTLED_EVERY = 64


class _Edge:
    """A card played at a node: how often it was chosen, the mover's summed score (lower is better), how often it
    was legal when the node was reached, and the node after it."""

    __slots__ = ("avail", "child", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.child: dict[int, _Edge] = {}


def legal(t: Table, hand: int, trick: list[int], broken: bool, first: bool) -> int:
    """The cards ``hand`` may play to ``trick`` (the bits played to it so far), as the engine allows them."""
    if trick:
        follow = hand & SUITS[(trick[0].bit_length() - 1) // 13]
        if follow:
            return follow
        return (hand & ~t.first_trick_forbidden or hand) if first else hand
    if first and hand & t.first_lead:
        return hand & t.first_lead
    if broken or t.hearts_free:
        return hand
    return hand & ~HEARTS_BITS or hand


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        bit = mask & -mask
        out.append(bit)
        mask ^= bit
    return out


def tree_search(k: Knowledge, candidates: list[int], rng: random.Random, stop: float, limit: int | None,
                judge: Judge, deals: Deals, drawn: Sequence[list[int]] = ()) -> tuple[int, dict[int, Visits]]:
    """Search until ``stop`` (a ``perf_counter`` time) or ``limit`` iterations, on the deals ``drawn`` already and
    then on new ones from ``deals``: the card (bit) of ``candidates`` chosen most often at the root, and per
    candidate its visits and mean utility for this seat."""
    t = judge.table
    n = t.players
    me = k.seat
    value_of, scoring, queen_breaks = t.value_of, t.scoring, t.queen_breaks
    scale = float(t.moon_points or 26)
    allowed_root = 0
    for c in candidates:
        allowed_root |= c
    root: dict[int, _Edge] = {}
    log = math.log
    sqrt = math.sqrt
    start = time.perf_counter()
    iterations = 0
    while limit is None or iterations < limit:
        hands = (drawn[iterations] if iterations < len(drawn) else deals.deal(rng))[:]
        points = deals.points[:]
        won = deals.won[:]
        voids = list(k.voids)
        leader = deals.leader
        trick = deals.trick[:]
        played = k.played
        broken = deals.broken
        first = k.first_trick
        node = root
        path: list[tuple[_Edge, int]] = []
        over = False
        while True:
            count = len(trick)
            seat = (leader + count) % n
            moves = allowed_root if node is root else legal(t, hands[seat], trick, broken, first)
            untried = 0
            best: _Edge | None = None
            best_bit = 0
            best_value = -1e300
            for bit in _bits(moves):
                edge = node.get(bit)
                if edge is None:
                    untried |= bit
                    continue
                edge.avail += 1
                if not untried:
                    value = -edge.total / (edge.visits * scale) + EXPLORE * sqrt(log(edge.avail) / edge.visits)
                    if value > best_value:
                        best, best_bit, best_value = edge, bit, value
            expanded = False
            if untried:
                options = _bits(untried)
                best_bit = options[rng.randrange(len(options))] if len(options) > 1 else options[0]
                best = node[best_bit] = _Edge()
                best.avail = 1
                expanded = True
            assert best is not None
            path.append((best, seat))
            bit = best_bit
            hands[seat] ^= bit
            played |= bit
            if count and not bit & SUITS[(trick[0].bit_length() - 1) // 13]:
                voids[seat] |= 1 << ((trick[0].bit_length() - 1) // 13)
            if not broken and (bit & HEARTS_BITS or (bit == QS and queen_breaks)):
                broken = True
            trick.append(bit)
            if len(trick) == n:
                led_mask = SUITS[(trick[0].bit_length() - 1) // 13]
                win, win_seat, trick_points, taken = 0, leader, 0, 0
                for i, card in enumerate(trick):
                    taken |= card
                    if card & led_mask and card > win:
                        win, win_seat = card, (leader + i) % n
                    if card & scoring:
                        trick_points += value_of[card]
                points[win_seat] += trick_points
                won[win_seat] |= taken & scoring | t.trick_mark
                leader, trick, first = win_seat, [], False
                if not hands[win_seat]:
                    over = True
                    break
            if expanded:
                break
            node = best.child
        if not over:
            playout(t, hands, leader, trick, played, broken, first, points, won, -1, voids, me=me, lax=deals.lax)
        scores = judge.hand(points, won)
        mine = judge.value(scores)
        for edge, seat in path:
            edge.visits += 1
            edge.total += mine if seat == me else scores[seat]
        iterations += 1
        now = time.perf_counter()
        per = (now - start) / iterations
        if now + per >= stop:
            break
        if iterations % SETTLED_EVERY == 0 and len(root) > 1:
            # Stop once the card chosen most often cannot be caught in the iterations left.
            left = (stop - now) / per if limit is None else min(limit - iterations, (stop - now) / per)
            first, second = sorted((e.visits for e in root.values()), reverse=True)[:2]
            if first - second > left:
                break
    stats = {c: (e.visits, e.total / e.visits) if (e := root.get(c)) else (0, 0.0) for c in candidates}
    chosen = max(candidates, key=lambda c: (stats[c][0], -stats[c][1]))
    return chosen, stats
