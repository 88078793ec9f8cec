"""A search over the next cards of the hand: information-set Monte-Carlo tree search with the kernel's playouts.

The hard player's search (:mod:`.hard`) tries each of its cards and plays the rest of the hand with the kernel's
rule-based policy for every seat. Against rule-based players that model is exact; against strangers the cards
they play next are what it gets most wrong. Here the next cards are searched instead: every iteration deals the
hidden cards (the hard player's :class:`~.deals.Deals`), walks down a tree of the cards played from this decision
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

from hearts_qt.engine import Card, trick_winner

from .deals import Deals
from .judge import Judge
from .kernel import HEARTS_BITS, QS, SUITS, Table, playout
from .knowledge import Knowledge, bits_of
from .pruning import due, prune

#: A root card's visits and mean utility for the searching seat.
Visits = tuple[int, float]
#: The exploration constant of UCB1, on points scaled to a moon's (26 in the standard game).
EXPLORE = 0.7
#: How much of a root card's outcome on a deal is a flat playout of the same deal with the kernel's policy for
#: every seat (the hard player's search), the rest being the tree's iteration.
FLAT_MIX = 0.0
#: With WORLDS > 0 the search keeps that many deals and cycles through them, and every root card has a tree of its
#: own on each deal (each seat choosing with that deal's cards, the others' cards open to it); with 0 every deal is
#: new and one tree a root card serves them all. Measured at 16 against strangers: no gain (docs/ai-experiments.md,
#: "A tree per deal"), so 0.
WORLDS = 0


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


class Position:
    """A position of the hand on one deal, as the tree walks it: every seat's hand, the trick so far (bits, led by
    ``leader``), every card played (with the trick's), hearts broken, the first trick, and per seat the points and
    point cards won (with the trick mark, as the kernel keeps them) and the suits it has shown it lacks."""

    __slots__ = ("broken", "first", "hands", "leader", "played", "points", "trick", "voids", "won")

    def __init__(self, hands: list[int], leader: int, trick: list[int], played: int, broken: bool, first: bool,
                 points: list[int], won: list[int], voids: list[int]) -> None:
        self.hands, self.leader, self.trick, self.played = hands, leader, trick, played
        self.broken, self.first, self.points, self.won, self.voids = broken, first, points, won, voids

    def play(self, t: Table, seat: int, bit: int) -> bool:
        """``seat`` plays ``bit``; True when that ends the hand."""
        trick = self.trick
        self.hands[seat] ^= bit
        self.played |= bit
        if trick and not bit & SUITS[(trick[0].bit_length() - 1) // 13]:
            self.voids[seat] |= 1 << ((trick[0].bit_length() - 1) // 13)
        if not self.broken and (bit & HEARTS_BITS or (bit == QS and t.queen_breaks)):
            self.broken = True
        trick.append(bit)
        if len(trick) < t.players:
            return False
        n = t.players
        winner = trick_winner([((self.leader + i) % n, Card.from_index(card.bit_length() - 1))
                               for i, card in enumerate(trick)])
        assert winner is not None  # one pack: somebody wins every trick
        taken = sum(trick)
        self.points[winner] += sum(t.value_of.get(card, 0) for card in trick)
        self.won[winner] |= taken & t.scoring | t.trick_mark
        self.leader, self.trick, self.first = winner, [], False
        return not self.hands[winner]


def tree_search(k: Knowledge, candidates: list[int], rng: random.Random, stop: float, limit: int | None,
                judge: Judge, deals: Deals, drawn: Sequence[list[int]] = ()) -> tuple[int, dict[int, Visits]]:
    """Search until ``stop`` (a ``perf_counter`` time) or ``limit`` deals, on the deals ``drawn`` already and then
    on new ones from ``deals``: the card (bit) of ``candidates`` with the best mean utility for this seat, and per
    candidate the deals it was played on and that mean.

    Every deal is played once under every candidate still in the running (each down its own tree of the cards
    after it), so the candidates are compared on the same deals, as the flat search compares them, and clearly
    worse ones stop being played (:mod:`.pruning`); the search ends when one is left."""
    t = judge.table
    n = t.players
    me = k.seat
    scale = float(t.moon_points or 26)
    kept = WORLDS
    roots = {c: [_Edge() for _ in range(max(kept, 1))] for c in candidates}
    pool: list[list[int]] = []
    outcomes: dict[int, list[float]] = {c: [] for c in candidates}
    active = list(candidates)
    start = time.perf_counter()
    worlds = 0
    while limit is None or worlds < limit:
        if kept and len(pool) == kept:
            dealt = pool[worlds % kept]
        else:
            dealt = drawn[worlds] if worlds < len(drawn) else deals.deal(rng)
            if kept:
                pool.append(dealt)
        tree = worlds % kept if kept else 0
        for card in active:
            value = _iterate(t, n, me, scale, k, deals, judge, rng, dealt[:], card, roots[card][tree])
            if FLAT_MIX:
                value += FLAT_MIX * (judge.utility(*deals.play(dealt, card, -1)) - value)
            outcomes[card].append(value)
        worlds += 1
        if due(worlds):
            active = prune(active, outcomes)
            if len(active) == 1:
                break
        now = time.perf_counter()
        # Stop when the next deal would likely end past the deadline.
        if now + (now - start) / worlds >= stop:
            break
    means = {c: sum(outcomes[c]) / len(outcomes[c]) if outcomes[c] else 0.0 for c in candidates}
    chosen = min(active, key=lambda c: means[c])
    return chosen, {c: (len(outcomes[c]), means[c]) for c in candidates}


def _iterate(t: Table, n: int, me: int, scale: float, k: Knowledge, deals: Deals, judge: Judge,
             rng: random.Random, hands: list[int], card: int, root: _Edge) -> float:
    """One iteration on the deal ``hands``: this seat plays ``card``, the walk goes down ``root``'s tree (at each
    seat's turn the card best for that seat so far, UCB1 over the iterations in which it was legal), adds one card,
    and the kernel plays the rest; every edge on the path gets its mover's score. This seat's utility."""
    at = Position(hands, deals.leader, deals.trick[:], k.played, deals.broken, k.first_trick, deals.points[:],
                  deals.won[:], list(k.voids))
    path: list[tuple[_Edge, int]] = [(root, me)]
    over = at.play(t, me, card)
    node = root.child
    log = math.log
    sqrt = math.sqrt
    while not over:
        seat = (at.leader + len(at.trick)) % n
        moves = legal(t, hands[seat], at.trick, at.broken, at.first)
        untried = 0
        best: _Edge | None = None
        best_bit = 0
        best_value = -1e300
        for bit in bits_of(moves):
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
            options = bits_of(untried)
            best_bit = options[rng.randrange(len(options))] if len(options) > 1 else options[0]
            best = node[best_bit] = _Edge()
            best.avail = 1
            expanded = True
        assert best is not None
        path.append((best, seat))
        over = at.play(t, seat, best_bit)
        if expanded:
            break
        node = best.child
    if not over:
        playout(t, hands, at.leader, at.trick, at.played, at.broken, at.first, at.points, at.won, -1, at.voids,
                me=me, lax=deals.lax)
    scores = judge.hand(at.points, at.won)
    mine = judge.value(scores)
    for edge, seat in path:
        edge.visits += 1
        edge.total += mine if seat == me else scores[seat]
    return mine
