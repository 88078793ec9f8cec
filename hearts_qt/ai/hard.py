"""The "hard" player: determinized Monte-Carlo search with heuristic playouts.

For each decision it takes plausible deals of the hidden cards (:mod:`.deals`: deals that explain how the others
played, dealt as :mod:`.strangers` says for seats that do not play like the rule-based policy), tries every distinct
legal card in each deal and plays the hand out with the kernel's heuristic policy (:mod:`.kernel`); the card with
the best mean outcome wins. The same deals are used for every candidate, so their comparison is not blurred by the
luck of the deal, and cards that are clearly worse deal by deal stop being played out (:mod:`.pruning`). The search
is anytime: it stops at a deadline and answers with the best card so far. When the seat may still take every point,
it also plays the deals out going for the moon, and keeps whichever plan is better. Outcomes are judged by the seat's
own hand score (moons included), plus a bonus or penalty when the hand would end the match with the seat in front or
behind (:mod:`.judge`).

With ``tree`` (the expert level) the search instead walks a tree over the next cards of every seat against
strangers (seats that do not play like the rule-based policy), see :mod:`.tree`.

Cancellation Hearts (two packs) is searched the same way, with the two-pack kernel and deals of
:mod:`.cancellation`.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from hearts_qt.engine import Card, MoonChoice, PlayerView
from hearts_qt.engine.cards import FULL_MASK

from .deals import FIT_DEALS, Deals, DealSource, deal_source
from .heuristic import choose_card_bit, choose_pass_bits
from .judge import Judge
from .kernel import Table, table_for
from .knowledge import HEARTS, SUITS, Knowledge, bit_index, decision_rng, read_view
from .moon import choose_moon
from .passing import search_pass
from .players import new_seed
from .pruning import due, prune
from .tree import tree_search

DEFAULT_DEADLINE = 0.4
# The "expert" level, for players who want the strongest opponent: more time a decision, and against strangers the
# tree over the next cards (:mod:`.tree`) instead of the flat search.
EXPERT_DEADLINE = 1.5
# How much better (points per deal) going for the moon must look before the player tries it.
MOON_MARGIN = 2.0
# Seconds for the pass search; 0 means the player's own deadline (as every level ships). A measuring knob: with
# ``--tune PASS_DEADLINE=1.5`` a card search at 0.1 s passes as the expert does (benchmarks/pass_search.py shows the
# pass search at 0.1 s is far from converged, at 1.5 s close to it).
PASS_DEADLINE = 0.0


class HardPlayer:
    """Monte-Carlo search over sampled deals. ``deadline`` is seconds per decision; ``iterations`` caps the deals
    sampled per decision (with a cap and no deadline pressure the player is fully reproducible); ``tree`` searches
    the next cards with :mod:`.tree` against strangers."""

    def __init__(self, seed: int | None = None, *, deadline: float = DEFAULT_DEADLINE,
                 iterations: int | None = None, tree: bool = False) -> None:
        self.seed = new_seed() if seed is None else seed
        self.deadline = deadline
        self.iterations = iterations
        # Against strangers (see STRANGER_MOONS), search the next cards of every seat with a tree (:mod:`.tree`)
        # instead of playing each candidate out with the rule-based policy: the expert level does.
        self.tree = tree

    def choose_pass(self, view: PlayerView) -> list[Card]:
        hand = read_view(view).hand
        if view.rules.packs > 1 or view.pass_target is None:
            chosen = choose_pass_bits(hand, view.rules.points)
        else:
            rng = decision_rng(self.seed, view, "pass")
            judge = Judge(view, table_for(view.rules))
            stop = time.perf_counter() + (PASS_DEADLINE or self.deadline)
            chosen = search_pass(view, hand, rng, stop, self.iterations, judge.utility)
        return [Card.from_index(bit_index(b)) for b in chosen]

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return choose_moon(view)

    def choose_card(self, view: PlayerView) -> Card:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        k = read_view(view)
        candidates = distinct_moves(k)
        if len(candidates) == 1:
            return Card.from_index(bit_index(candidates[0]))
        return Card.from_index(bit_index(self._search(view, k, candidates)))

    def _search(self, view: PlayerView, k: Knowledge, candidates: list[int]) -> int:
        stop = time.perf_counter() + self.deadline
        rng = decision_rng(self.seed, view, "hard")
        judge = Judge(view, table_for(view.rules))
        deals = deal_source(view, k, judge.table)
        drawn: list[Any] = []
        if self.tree and isinstance(deals, Deals) and not moon_possible(k, judge.table):
            # The first deals tell whether the others play like the model (see FIT); the search that follows
            # starts with them, so against rule-based players it sees the deals it always saw.
            drawn = [deals.deal(rng) for _ in range(FIT_DEALS)]
            if deals.strange:
                return tree_search(k, candidates, rng, stop, self.iterations, judge, deals, drawn)[0]
        search = play_candidates(view, k, candidates, rng, stop, self.iterations, judge, deals=deals, drawn=drawn)
        active, worlds = search.active, search.worlds
        totals = {key: sum(values) for key, values in search.outcomes.items()}
        preferred = choose_card_bit(k)
        best = min((c for _, c in active[-1]), key=lambda c: (totals[-1, c], c != preferred))
        if len(search.plans) > 1:
            shot = min((c for _, c in active[k.seat]), key=lambda c: totals[k.seat, c])
            if totals[k.seat, shot] + MOON_MARGIN * worlds < totals[-1, best]:
                return shot
        return best


@dataclass(frozen=True)
class Search:
    """What :func:`play_candidates` found. ``plans`` are -1 (play normally) and, when the moon is possible, the
    seat itself (moon mode); ``outcomes[plan, card]`` holds one utility per deal it was played out on (lower is
    better; the same deals, in the same order, for every key), ``active[plan]`` the keys not pruned."""

    plans: list[int]
    active: dict[int, list[tuple[int, int]]]
    outcomes: dict[tuple[int, int], list[float]]
    worlds: int


def play_candidates(view: PlayerView, k: Knowledge, candidates: list[int], rng: random.Random, stop: float,
                    limit: int | None, judge: Judge, keep: int = 0, deals: DealSource[Any] | None = None,
                    drawn: list[Any] | tuple[()] = ()) -> Search:
    """Play every candidate card (bits) out on the same plausible deals until ``stop`` (a ``perf_counter`` time)
    or ``limit`` deals. Clearly worse cards stop being played out, except ``keep`` (a card the caller needs an
    estimate of to the end); the search ends early when the pruning leaves one card of a single plan. The deals
    come from ``deals`` (by default :func:`deal_source`'s), the ones already ``drawn`` from it first."""
    start = time.perf_counter()
    table = judge.table
    plans = [-1, k.seat] if moon_possible(k, table) else [-1]
    # Clearly worse cards stop being played out (see :mod:`.pruning`).
    active = {plan: [(plan, c) for c in candidates] for plan in plans}
    outcomes: dict[tuple[int, int], list[float]] = {(plan, c): [] for plan in plans for c in candidates}
    if deals is None:
        deals = deal_source(view, k, table)
    worlds = 0
    while limit is None or worlds < limit:
        hands = drawn[worlds] if worlds < len(drawn) else deals.deal(rng)
        for plan in plans:
            for key in active[plan]:
                points, won = deals.play(hands, key[1], plan)
                outcomes[key].append(judge.utility(points, won))
        worlds += 1
        if due(worlds):
            for plan in plans:
                kept = prune(active[plan], outcomes)
                active[plan] = [key for key in active[plan] if key in kept or key[1] == keep]
            if len(plans) == 1 and len(kept) == 1:
                break
        now = time.perf_counter()
        # Stop when the next deal would likely end past the deadline.
        if now + (now - start) / worlds >= stop:
            break
    return Search(plans, active, outcomes, worlds)



def distinct_moves(k: Knowledge) -> list[int]:
    """The legal cards, keeping one of each run of cards that are interchangeable: same suit and points, and
    every card ranked between them either in this hand or already played, but not the card now winning the trick
    (one of them would win the trick, the other not)."""
    return list(dict.fromkeys(representatives(k).values()))


def representatives(k: Knowledge) -> dict[int, int]:
    """Each legal card (bit) and the card of :func:`distinct_moves` that stands for its run."""
    out: dict[int, int] = {}
    legal = k.legal
    # The card winning the trick so far is face up, but two cards on either side of it are not alike: the one
    # above it takes the trick. (Cards of the trick that do not win it make no difference to who does.)
    gone = (k.hand | k.played) & ~k.winner()[1]
    if k.cancellation:
        # With two packs a card is interchangeable only when no copy of it, or of a card between, is still out,
        # and no card on the table (a copy played on it cancels).
        gone = FULL_MASK & ~k.unseen & ~k.trick_mask()
    for suit in SUITS:
        cards = legal & suit
        previous = 0
        while cards:
            bit = cards & -cards
            cards ^= bit
            if previous and k.values[bit_index(bit)] == k.values[bit_index(previous)]:
                between = (bit << 1) - 1 & ~(previous - 1) if k.cancellation else (bit - 1) & ~((previous << 1) - 1)
                if between & gone == between:
                    out[bit] = out[previous]
                    previous = bit
                    continue
            out[bit] = bit
            previous = bit
    return out



def moon_possible(k: Knowledge, table: Table) -> bool:
    """The rules have a moon, nobody else has won a point card yet, and the hand is strong enough to think about
    the moon."""
    if not table.moon_on:
        return False
    if any(k.taken_points[s] & table.penalty for s in range(k.players) if s != k.seat):
        return False
    if k.cancellation:
        # Every long Cancellation hand holds five high cards; the moon (all 28 point cards) is worth a thought
        # only once this seat has won every point card so far, and several of them.
        return (k.taken_points[k.seat] & table.penalty).bit_count() >= 6
    high = sum(1 for b in range(52) if k.hand >> b & 1 and b % 13 >= 10)
    hearts = (k.hand & SUITS[HEARTS]).bit_count()
    return high >= 5 or (high >= 4 and hearts >= 5) or (k.taken_points[k.seat] & table.penalty).bit_count() >= 6

