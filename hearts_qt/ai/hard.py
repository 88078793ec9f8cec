"""The "hard" player: determinized Monte-Carlo search with heuristic playouts.

For each decision it deals the hidden cards many times (consistently with what the seat knows, see
:mod:`.sampler`), keeps each deal with a probability that falls with every card the other seats played that the
rule-based policy would not have played with the hands the deal gives them (and, after an across pass, with every
received card the passer would not have passed) — each card weighed by how well that policy has predicted its seat
in the match's earlier hands (:mod:`.fit`), and none at all once the deals show the policy does not fit the others
(``FIT``) — tries every distinct legal card in each deal and plays the hand out with the kernel's heuristic policy
(:mod:`.kernel`); the card with the best mean outcome wins. The same deals are used for every candidate, so their
comparison is not blurred by the luck of the deal, and cards that are clearly worse deal by deal stop being played
out (:mod:`.pruning`). The search is anytime: it stops at a deadline and answers with the best card so far. When
the seat may still take every point, it also plays the deals out going for the moon, and keeps whichever plan is
better. Outcomes are judged by the seat's own hand score (moons included), plus a bonus or penalty when the hand
would end the match with the seat in front or behind.

With ``tree`` (the expert level) the search instead walks a tree over the next cards of every seat against
strangers (seats that do not play like the rule-based policy), see :mod:`.tree`.

Cancellation Hearts (two packs) is searched the same way, with the two-pack kernel and deals of
:mod:`.cancellation`.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from hearts_qt.engine import (
    PASS_SIZE,
    QUEEN_OF_SPADES,
    Card,
    MoonChoice,
    PlayerView,
    Suit,
    hand_scores,
    mask_of,
    match_totals,
)
from hearts_qt.engine.cards import FULL_MASK

from . import cancellation
from .fit import UNIT, seat_weights
from .heuristic import choose_card_bit, choose_pass_bits, pass_ranking
from .kernel import Table, playout, table_for
from .knowledge import HEARTS, QS_BIT, SUITS, Knowledge, bit_index, bits_of, decision_rng, read_view
from .moon import choose_moon
from .passing import search_pass
from .players import new_seed
from .pruning import due, prune
from .sampler import Odds, Sampler, most_plausible
from .tree import tree_search

DEFAULT_DEADLINE = 0.4
# The "expert" level, for players who want the strongest opponent: more time a decision, and against strangers the
# tree over the next cards (:mod:`.tree`) instead of the flat search.
EXPERT_DEADLINE = 1.5
MATCH_END_WEIGHT = 40.0
# How much better (points per deal) going for the moon must look before the player tries it.
MOON_MARGIN = 2.0
# A sampled deal is searched with probability SURPRISE ** m, where m counts what the deal fails to explain (see
# Deals), each card weighed by how well the policy has predicted its seat this match (:mod:`.fit`); a deal that
# explains every card is always searched. After TRIES rejected deals in a row, the one that explained most is
# searched.
SURPRISE = 0.1
TRIES = 80
# The inference is kept only while the model fits: after FIT_DEALS deals, if the most plausible deals still leave
# more than FIT of the others' cards unexplained (each card weighed as its seat, counted with FIT_PRIOR more cards
# than they have shown, so a seat that has shown little is trusted), the others do not play like the rule-based
# policy and the rest of the decision's deals are plain samples. Rule-based players leave about 3 % unexplained,
# IS-MCTS bots about half.
FIT = 0.2
FIT_DEALS = 4
FIT_PRIOR = 2
# Strangers' discards. The rule-based player discards a point card when it is void in the suit led (after the first
# trick), so the knowledge infers that a seat which discards another card holds no heart and not Q♠, and the sampler
# deals accordingly. A stranger need not play so: OpenSpiel's IS-MCTS bots discard a club or a diamond while holding
# a heart in 21 % of such discards (and while holding Q♠ in 0.5 %, and they drop Q♠ under A♠ or K♠ when they can).
# With STRANGER_DISCARDS the strange seats' inferred absences are cut down to Q♠ (see ``_trusting``).
STRANGER_DISCARDS = 1
# Strangers' passed honours. A player passes its most dangerous cards: OpenSpiel's IS-MCTS bots pass Q♠ in 98 % of
# the hands they are dealt it, A♠ 92 %, K♠ 86 %, A♥ 86 %, K♥ 79 %, Q♥ 64 % (the rule-based pass: 57 %, 90 %, 88 %,
# 96 %, 89 %, 78 %). The seat this one passed to received only this seat's cards, so it holds such a card (one it was
# not given) only if it kept it. With STRANGER_HONOURS, when that seat is a stranger, the sampler deals it each of
# these cards as if each card of its room counted STRANGER_KEEPS of a card of another seat's room: cautious figures,
# not the bots' own, since players keep Q♠ behind long spades more often than the bots do (see docs/ai-experiments.md).
STRANGER_HONOURS = 1
STRANGER_KEEPS = {"QS": 0.15, "AS": 0.15, "KS": 0.2, "AH": 0.2, "KH": 0.25, "QH": 0.4}
# Strangers' leads and discards, read as odds rather than certainties. A player holding Q♠ seldom leads a lower
# spade while the queen is out (the bots hold it in 15 % of such leads in the first four tricks and 28 % later,
# against 39 % after their other leads), and one that discards a card other than a point card when void (after the
# first trick) is less likely to hold a point card (after such a discard the bots hold a heart 32 % of the time, where
# an even deal of the unseen cards would give them one 51 % of the time). With STRANGER_READS a stranger is dealt Q♠
# at SPADE_FISH's odds for each such lead (in the first four tricks, later: against two seats of the same room that
# gives 15 % and 27 %), and every point card but Q♠ (which STRANGER_DISCARDS keeps inferred absent) at DISCARD_ODDS
# after such a discard that it has not belied since by playing a point card (about 30 % with a heart, counted on
# the same positions). Figures from 800 hands of the bots; at 1.5 s on two sets of 400 hands the expert took 0.61 and
# 0.07 points a hand fewer with it, so it is on (1) as shipped; a third set came out at 0.648 of the bots' points, as
# before it (docs/ai-experiments.md).
STRANGER_READS = 1
SPADE_FISH = (0.35, 0.75)
DISCARD_ODDS = 0.35
# Strangers going over a trick with points on it. A player who can duck under a trick that already carries points
# usually does, so one that beats the card winning such a trick is less likely to hold a card of the suit below the
# card it beat. Over 2,800 hands of the bots (seeds 10-13 at 1.5 s), after going over a heart trick a bot held the
# unseen hearts below the beaten card at 0.44 of an even deal (3,974 such cards), after going over a club, diamond
# or spade trick with points on it at 0.55-0.66 (1,431). With STRANGER_OVERS a stranger is dealt those cards at
# OVER_ODDS (a heart lead, another suit); going over again does not lower the odds further (the counts are of
# single events). Measured at 1.5 s on four sets of 400 hands (seeds 10-13): 0.611 of the bots' points against 0.600
# without it, +0.06 [-0.32, +0.41] points a hand paired: no gain, so it is off (0) as shipped (docs/ai-experiments.md).
STRANGER_OVERS = 0
OVER_ODDS = (0.45, 0.6)
# Strangers' moons: the seats that do not play like the rule-based policy (a learned weight below the full one, or
# all the others once the FIT switch fires) are played in the playouts as strangers (``kernel.playout``'s ``lax``):
# one that becomes a threat to shoot the moon goes for it, and none of them stops anybody's moon but this seat's.
# The rule-based model has every seat stop a moon, so against strangers the search left the stopping to them.
# 1 on, 0 off.
STRANGER_MOONS = 1
# A Cancellation replay is several times longer (up to 104 cards, 5-7 seats) and its deals far from plausible
# (20-card hands): at 0.1 s a plain sample a try, no replay, did best (1, 3, 10 tries measured in
# docs/ai-experiments.md).
TWO_PACK_TRIES = 1
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


def deal_source(view: PlayerView, k: Knowledge, table: Table) -> DealSource[Any]:
    """Where the search's deals come from: :class:`Deals` for one pack, :class:`.cancellation.Deals` for two."""
    if view.rules.packs == 1:
        return Deals(view, k, table)
    return cancellation.Deals(view, k, table, TWO_PACK_TRIES, allowed_whole)


H = TypeVar("H")


class DealSource(Protocol[H]):
    """Where the search gets its deals (of type ``H``) and plays them out: :class:`Deals` for one pack,
    :class:`.cancellation.Deals` for two."""

    def deal(self, rng: random.Random) -> H: ...

    def play(self, hands: H, card: int, plan: int) -> tuple[list[int], list[int]]: ...


class Deals:
    """Plausible deals of the hidden cards for one decision.

    Deals are drawn by the :class:`.Sampler` (hand sizes, shown voids, passed cards, soft inferences) and kept
    with probability ``SURPRISE ** m``, where m counts what the deal fails to explain, each card weighed by how
    well the policy has predicted its seat in the match's earlier hands (``weights``, see :mod:`.fit`):

    * the cards the other seats played that the playout policy would not have played with the hands the deal gives
      them (the kernel replays the hand so far on the deal);
    * when this seat exchanged passes with one seat (across, at 4 players), the cards it received that the
      rule-based pass would not have chosen from the hand the deal gives that seat before the pass.

    Rejection sampling: deals that explain the others' play are searched more often. After ``TRIES`` rejections
    the deal that explained most is used. The acceptance draw comes first: it fixes how many misfits the deal may
    show, so the replay stops as soon as the deal can neither be kept nor beat the best rejected one. When no
    other seat's cards weigh anything, the deals are plain samples.
    """

    def __init__(self, view: PlayerView, k: Knowledge, table: Table) -> None:
        self.seat = k.seat
        self.players = k.players
        self.table = table
        self.values = view.rules.points
        self.script, self.opener, self.played_by = history(view)
        # The seat that passed to this one, when it is also the seat this one passed to (across, 4 players): its
        # hand before the pass is then known exactly on every deal. Otherwise the three cards the passer received
        # are unknown, and its hand before the pass with them.
        self.passer = view.pass_target if view.pass_target is not None and view.received and \
            view.pass_direction.target(view.pass_target, k.players) == k.seat else -1
        self.received = mask_of(view.received)
        self.ours = mask_of(view.passed)
        self.k = k
        self.weights = seat_weights(view.rules, view.earlier, k.seat, SURPRISE)
        self.plain = not (self.script or self.passer >= 0) or not any(
            w for seat, w in enumerate(self.weights) if seat != k.seat)
        self.points = list(view.points_taken)
        self.leader = view.leader if view.leader is not None else k.seat
        self.trick = [bit for _, bit in k.trick]
        self.broken = view.hearts_broken
        # The point cards each seat has won, marked for a seat that has won a trick when the no-trick bonus counts.
        winners = {t.winner for t in view.tricks}
        self.won = [cards | (table.trick_mark if seat in winners else 0) for seat, cards in enumerate(k.taken_points)]
        # Whether the model fits the others (see FIT): the deals checked, what they failed to explain, and the
        # others' cards there were to explain, each weighed as its seat (in UNITs).
        self.checked = 0
        self.unexplained = 0
        weights = self.weights
        self.evidence = sum(cards.bit_count() * weights[seat] for seat, cards in enumerate(self.played_by)
                            if seat != k.seat) + (PASS_SIZE * weights[self.passer] if self.passer >= 0 else 0)
        # The other seats, and the strangers among them (a bit each): those the policy has not predicted in full
        # this match, or all of them once FIT fires (see STRANGER_MOONS and the tree); this seat's own weight is
        # always full.
        self.others = ((1 << k.players) - 1) & ~(1 << k.seat)
        self.strange = sum(1 << seat for seat, w in enumerate(weights) if w < UNIT)
        self.sizes = view.hand_sizes
        # The seat this one passed to this hand (see STRANGER_HONOURS), or -1.
        self.target = view.pass_target if view.pass_target is not None and view.passed else -1
        # The strangers' readings (STRANGER_READS, STRANGER_OVERS): per reading, per seat, odds for cards.
        self.reads = [read(view, k.penalty_mask) for switch, read in ((STRANGER_READS, stranger_reads),
                                                                      (STRANGER_OVERS, stranger_overs)) if switch]
        self.sampler = self._sampler()

    def _sampler(self) -> Sampler:
        """The sampler for the deals, with the strange seats' inferences trusted as far as strangers bear them out
        (see STRANGER_DISCARDS, STRANGER_HONOURS, STRANGER_READS and STRANGER_OVERS)."""
        odds: Odds = {}
        if STRANGER_HONOURS and self.target >= 0 and self.strange >> self.target & 1:
            for text, keep in STRANGER_KEEPS.items():
                odds[Card.parse(text).mask] = {self.target: keep}
        unseen = self.k.unseen
        for reading in self.reads:
            for seat, cards in enumerate(reading):
                if not self.strange >> seat & 1:
                    continue
                for bit, factor in cards.items():
                    if bit & unseen:
                        seats = odds.setdefault(bit, {})
                        seats[seat] = seats.get(seat, 1.0) * factor
        return Sampler(_trusting(self.k, self.strange), self.sizes, odds)

    @property
    def lax(self) -> int:
        """The seats the playouts play as strangers (the kernel's ``lax``): the strange ones, with STRANGER_MOONS."""
        return self.strange if STRANGER_MOONS else 0

    def play(self, hands: list[int], card: int, plan: int) -> tuple[list[int], list[int]]:
        """Play ``card`` and then the rest of the hand on the deal ``hands`` (seat ``plan`` going for the moon): the
        points and the point cards each seat took."""
        k = self.k
        points = self.points[:]
        won = self.won[:]
        copy = hands[:]
        copy[k.seat] ^= card
        playout(self.table, copy, self.leader, [*self.trick, card], k.played | card,
                self.broken or _breaks(card, self.table), k.first_trick, points, won, plan, list(k.voids),
                me=k.seat, lax=self.lax)
        return points, won

    def deal(self, rng: random.Random) -> list[int]:
        """One plausible deal: a mask per seat, this seat's own hand included (a plain sample once the model is
        found not to fit, see ``FIT``)."""
        if self.plain:
            return self.sampler.deal(rng)
        hands = most_plausible(lambda: self.sampler.deal(rng), self.misfits, _allowed, TRIES, rng)
        if self.checked < FIT_DEALS and FIT < 1.0:
            self.unexplained += self.misfits(hands)
            self.checked += 1
            if self.checked == FIT_DEALS:
                self.plain = self.unexplained > FIT * FIT_DEALS * (self.evidence + FIT_PRIOR * UNIT)
                if self.plain:
                    self.strange = self.others
                    self.sampler = self._sampler()
        return hands

    def misfits(self, hands: list[int], budget: int = 1 << 30) -> int:
        """What ``hands`` fail to explain (see the class), in :data:`.UNIT`\\ s of one full misfit, counted until it
        exceeds ``budget``."""
        played_by = self.played_by
        weights = self.weights
        wrong = 0
        if self.passer >= 0:
            wrong = self.pass_misfits(hands[self.passer] | played_by[self.passer]) * weights[self.passer]
            if wrong > budget or not self.script:
                return wrong
        n = self.players
        before = [hands[s] | played_by[s] for s in range(n)]
        return wrong + playout(self.table, before, self.opener, [], 0, False, True, [0] * n, [0] * n, -1, [0] * n,
                               self.script, self.seat, budget - wrong, weights=weights)

    def pass_misfits(self, full: int) -> int:
        """The received cards the passer's rule-based pass would not have chosen, given its whole hand ``full``
        (the cards it holds and has played)."""
        chosen = pass_ranking((full & ~self.ours) | self.received, self.values)[:PASS_SIZE]
        return sum(1 for bit in chosen if not bit & self.received)


def _allowed(u: float) -> int:
    """The most a deal may fail to explain (in :data:`.UNIT`\\ s of one misfit) to be kept on the acceptance draw
    ``u``: the largest m with u < SURPRISE ** (m / UNIT). With ``SURPRISE`` 1 (no inference) every deal is kept."""
    if SURPRISE >= 1.0 or u <= 0.0:
        return 1 << 30
    if SURPRISE <= 0.0:
        return 0
    return math.ceil(UNIT * math.log(u) / math.log(SURPRISE)) - 1


def allowed_whole(u: float) -> int:
    """:func:`_allowed` in whole misfits, for the two-pack deals (whose cards all weigh one)."""
    return _allowed(u) // UNIT


def history(view: PlayerView) -> tuple[list[int], int, list[int]]:
    """The cards played so far in order (as bits), the seat that led the first trick, and per seat the cards it
    has played."""
    script: list[int] = []
    opener = -1
    played_by = [0] * view.players
    for plays in view.trick_plays():
        for seat, card in plays:
            if opener < 0:
                opener = seat
            script.append(card.mask)
            played_by[seat] |= card.mask
    return script, opener, played_by


def _breaks(card: int, table: Table) -> bool:
    return bool(card & SUITS[HEARTS]) or (card == QUEEN_OF_SPADES.mask and table.queen_breaks)


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


def stranger_reads(view: PlayerView, penalty: int) -> list[dict[int, float]]:
    """Per seat, the cards its leads and discards make less likely in its hand, with the odds (see
    STRANGER_READS): Q♠ for each lead of a lower spade while the queen was out, and every point card but Q♠ for
    a discard of another card when void after the first trick, unless the seat has played a point card since."""
    reads: list[dict[int, float]] = [{} for _ in range(view.players)]
    discards = [0] * view.players
    gone = 0
    tricks = view.trick_plays()
    for number, plays in enumerate(tricks):
        if not plays:
            continue
        leader, lead = plays[0]
        if lead.suit is Suit.SPADES and lead.rank < QUEEN_OF_SPADES.rank and not gone & QS_BIT:
            odds = SPADE_FISH[0 if number < 4 else 1]
            reads[leader][QS_BIT] = reads[leader].get(QS_BIT, 1.0) * odds
        for seat, card in plays:
            if card.mask & penalty:
                discards[seat] = 0  # a point card played: the earlier discards were made holding one
            elif card.suit is not lead.suit and number > 0:
                discards[seat] += 1
            gone |= card.mask
    for seat, count in enumerate(discards):
        if count:
            reads[seat].update(dict.fromkeys(bits_of(penalty & ~QS_BIT), DISCARD_ODDS))
    return reads


def stranger_overs(view: PlayerView, penalty: int) -> list[dict[int, float]]:
    """Per seat, the cards of a suit below a card it beat on a trick already carrying points, with the odds (see
    STRANGER_OVERS); the lowest odds when it went over more than once."""
    overs: list[dict[int, float]] = [{} for _ in range(view.players)]
    for plays in view.trick_plays():
        if not plays:
            continue
        suit = plays[0][1].suit
        best = plays[0][1]
        points = best.mask & penalty
        odds = OVER_ODDS[0 if suit is Suit.HEARTS else 1]
        for seat, card in plays[1:]:
            if card.suit is suit and card.rank > best.rank:
                if points:
                    below = overs[seat]
                    for bit in bits_of(SUITS[suit] & (best.mask - 1)):
                        below[bit] = min(below.get(bit, 1.0), odds)
                best = card
            points |= card.mask & penalty
    return overs


def _trusting(k: Knowledge, strange: int) -> Knowledge:
    """``k`` with the inferred absences of the ``strange`` seats (a bit each) cut down to Q♠ (see
    STRANGER_DISCARDS); ``k`` itself when there is nothing to cut."""
    if not (STRANGER_DISCARDS and strange):
        return k
    return replace(k, excluded=tuple(cards & QS_BIT if strange >> seat & 1 else cards
                                     for seat, cards in enumerate(k.excluded)))


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
