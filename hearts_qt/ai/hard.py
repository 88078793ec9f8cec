"""The "hard" player: determinized Monte-Carlo search with heuristic playouts.

For each decision it deals the hidden cards many times (consistently with what the seat knows, see
:mod:`.sampler`), keeps each deal with a probability that falls with every card the other seats played that the
rule-based policy would not have played with the hands the deal gives them (and, after an across pass, with every
received card the passer would not have passed), tries every distinct legal card in each deal and plays the hand
out with the kernel's heuristic policy (:mod:`.kernel`); the card with the best mean outcome wins. The same deals
are used for every candidate, so their comparison is not blurred by the luck of the deal, and cards that are
clearly worse deal by deal stop being played out (:mod:`.pruning`). The search is anytime: it stops at a
deadline and answers with the best card so far. When the seat may still take every point, it also plays the
deals out going for the moon, and keeps whichever plan is better. Outcomes are judged by the seat's own hand
score (moons included), plus a bonus or penalty when the hand would end the match with the seat in front or
behind.

Cancellation Hearts (two packs) falls back to the rule-based player.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from hearts_qt.engine import Card, MoonChoice, MoonScoring, PlayerView, mask_of

from .heuristic import choose_card_bit, choose_pass_bits, pass_ranking
from .kernel import Table, playout, table_for
from .knowledge import HEARTS, SUITS, Knowledge, bit_index, decision_rng, read_view
from .moon import choose_moon
from .passing import search_pass
from .players import RuleBasedPlayer, new_seed
from .pruning import due, prune
from .sampler import Sampler

DEFAULT_DEADLINE = 0.4
# The "expert" level: the same search with more time, for players who want the strongest opponent.
EXPERT_DEADLINE = 1.5
MATCH_END_WEIGHT = 40.0
# How much better (points per deal) going for the moon must look before the player tries it.
MOON_MARGIN = 2.0
# A sampled deal is searched with probability SURPRISE ** m, where m counts what the deal fails to explain (see
# Deals); a deal that explains every card is always searched. After TRIES rejected deals in a row, the one that
# explained most is searched.
SURPRISE = 0.1
TRIES = 80
# In the search's playouts the other seats play a random legal card with probability NOISE (see kernel.playout),
# plus ADAPT times the share of the others' cards so far that the deals searched fail to explain (capped at
# NOISE_CAP): the less the others play like the rule-based player, the less the playouts trust it.
NOISE = 0.0
ADAPT = 0.0
NOISE_CAP = 0.5


class HardPlayer:
    """Monte-Carlo search over sampled deals. ``deadline`` is seconds per decision; ``iterations`` caps the deals
    sampled per decision (with a cap and no deadline pressure the player is fully reproducible)."""

    def __init__(self, seed: int | None = None, *, deadline: float = DEFAULT_DEADLINE,
                 iterations: int | None = None) -> None:
        self.seed = new_seed() if seed is None else seed
        self.deadline = deadline
        self.iterations = iterations
        self._fallback = RuleBasedPlayer(self.seed)

    def choose_pass(self, view: PlayerView) -> list[Card]:
        hand = read_view(view).hand
        if view.rules.packs > 1 or view.pass_target is None:
            chosen = choose_pass_bits(hand, view.rules.points)
        else:
            rng = decision_rng(self.seed, view, "pass")
            judge = Judge(view, table_for(view.rules))
            chosen = search_pass(view, hand, rng, time.perf_counter() + self.deadline, self.iterations, judge.utility)
        return [Card.from_index(bit_index(b)) for b in chosen]

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return choose_moon(view)

    def choose_card(self, view: PlayerView) -> Card:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.rules.packs > 1:
            return self._fallback.choose_card(view)
        k = read_view(view)
        candidates = distinct_moves(k)
        if len(candidates) == 1:
            return Card.from_index(bit_index(candidates[0]))
        return Card.from_index(bit_index(self._search(view, k, candidates)))

    def _search(self, view: PlayerView, k: Knowledge, candidates: list[int]) -> int:
        stop = time.perf_counter() + self.deadline
        rng = decision_rng(self.seed, view, "hard")
        search = play_candidates(view, k, candidates, rng, stop, self.iterations, Judge(view, table_for(view.rules)))
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
                    limit: int | None, judge: Judge, keep: int = 0) -> Search:
    """Play every candidate card (bits) out on the same plausible deals until ``stop`` (a ``perf_counter`` time)
    or ``limit`` deals. Clearly worse cards stop being played out, except ``keep`` (a card the caller needs an
    estimate of to the end); the search ends early when the pruning leaves one card of a single plan."""
    start = time.perf_counter()
    table = judge.table
    plans = [-1, k.seat] if moon_possible(k, table) else [-1]
    # Clearly worse cards stop being played out (see :mod:`.pruning`).
    active = {plan: [(plan, c) for c in candidates] for plan in plans}
    outcomes: dict[tuple[int, int], list[float]] = {(plan, c): [] for plan in plans for c in candidates}
    played = k.played
    trick = [bit for _, bit in k.trick]
    leader = view.leader if view.leader is not None else k.seat
    deals = Deals(view, k, table)
    worlds = 0
    noise = random.Random()
    level = NOISE
    while limit is None or worlds < limit:
        hands = deals.deal(rng)
        if ADAPT:
            level = min(NOISE_CAP, NOISE + ADAPT * deals.unexplained())
        # The same noise for every candidate on a deal, so their comparison stays paired.
        noise_seed = rng.getrandbits(32) if level else 0
        for plan in plans:
            for key in active[plan]:
                if level:
                    noise.seed(noise_seed)
                card = key[1]
                points = list(view.points_taken)
                won = list(k.taken_points)
                copy = hands[:]
                copy[k.seat] ^= card
                playout(table, copy, leader, [*trick, card], played | card,
                        view.hearts_broken or _breaks(card, table), k.first_trick, points, won, plan,
                        list(k.voids), me=k.seat, noise=level, rng=noise)
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


class Deals:
    """Plausible deals of the hidden cards for one decision.

    Deals are drawn by the :class:`.Sampler` (hand sizes, shown voids, passed cards, soft inferences) and kept
    with probability ``SURPRISE ** m``, where m counts what the deal fails to explain:

    * the cards the other seats played that the playout policy would not have played with the hands the deal gives
      them (the kernel replays the hand so far on the deal);
    * when this seat exchanged passes with one seat (across, at 4 players), the cards it received that the
      rule-based pass would not have chosen from the hand the deal gives that seat before the pass.

    Rejection sampling: deals that explain the others' play are searched more often. After ``TRIES`` rejections
    the deal that explained most is used. The acceptance draw comes first: it fixes how many misfits the deal may
    show, so the replay stops as soon as the deal can neither be kept nor beat the best rejected one.
    """

    def __init__(self, view: PlayerView, k: Knowledge, table: Table) -> None:
        self.seat = k.seat
        self.players = k.players
        self.table = table
        self.values = view.rules.points
        self.sampler = Sampler(k, view.hand_sizes)
        self.script, self.opener, self.played_by = history(view)
        # The seat that passed to this one, when it is also the seat this one passed to (across, 4 players): its
        # hand before the pass is then known exactly on every deal. Otherwise the three cards the passer received
        # are unknown, and its hand before the pass with them.
        self.passer = view.pass_target if view.pass_target is not None and view.received and \
            view.pass_direction.target(view.pass_target, k.players) == k.seat else -1
        self.received = mask_of(view.received)
        self.ours = mask_of(view.passed)
        # What the deals handed out so far failed to explain, against how much there was to explain.
        self.misfits_seen = 0
        self.dealt = 0
        self.explainable = sum(self.played_by[s].bit_count() for s in range(self.players) if s != self.seat) + \
            (3 if self.passer >= 0 else 0)

    def unexplained(self) -> float:
        """The share of the others' cards (and a received pass) that the deals so far failed to explain."""
        return self.misfits_seen / (self.dealt * self.explainable) if self.dealt and self.explainable else 0.0

    def deal(self, rng: random.Random) -> list[int]:
        """One plausible deal: a mask per seat, this seat's own hand included."""
        if not self.script and self.passer < 0:
            return self.sampler.deal(rng)
        best, best_wrong = None, 1 << 30
        for _ in range(TRIES):
            hands = self.sampler.deal(rng)
            allowed = _allowed(rng.random())
            wrong = self.misfits(hands, max(allowed, best_wrong - 1))
            if wrong <= allowed:
                self.misfits_seen += wrong
                self.dealt += 1
                return hands
            if wrong < best_wrong:
                best, best_wrong = hands, wrong
        assert best is not None
        self.misfits_seen += best_wrong
        self.dealt += 1
        return best

    def misfits(self, hands: list[int], budget: int = 1 << 30) -> int:
        """What ``hands`` fail to explain (see the class), counted until it exceeds ``budget``."""
        played_by = self.played_by
        wrong = 0
        if self.passer >= 0:
            wrong = self.pass_misfits(hands[self.passer] | played_by[self.passer])
            if wrong > budget or not self.script:
                return wrong
        n = self.players
        before = [hands[s] | played_by[s] for s in range(n)]
        return wrong + playout(self.table, before, self.opener, [], 0, False, True, [0] * n, [0] * n, -1, [0] * n,
                               self.script, self.seat, budget - wrong)

    def pass_misfits(self, full: int) -> int:
        """The received cards the passer's rule-based pass would not have chosen, given its whole hand ``full``
        (the cards it holds and has played)."""
        chosen = pass_ranking((full & ~self.ours) | self.received, self.values)[:3]
        return sum(1 for bit in chosen if not bit & self.received)


def _allowed(u: float) -> int:
    """The most misfits a deal may show to be kept on the acceptance draw ``u``: u < SURPRISE ** m."""
    m = 0
    while u < SURPRISE ** (m + 1):
        m += 1
    return m


def history(view: PlayerView) -> tuple[list[int], int, list[int]]:
    """The cards played so far in order (as bits), the seat that led the first trick, and per seat the cards it
    has played."""
    script: list[int] = []
    opener = -1
    played_by = [0] * view.players
    for plays in [*(t.plays for t in view.tricks), view.current_trick]:
        for seat, card in plays:
            if opener < 0:
                opener = seat
            script.append(card.mask)
            played_by[seat] |= card.mask
    return script, opener, played_by


def _breaks(card: int, table: Table) -> bool:
    return bool(card & SUITS[HEARTS]) or (card == 1 << 36 and table.queen_breaks)


def distinct_moves(k: Knowledge) -> list[int]:
    """The legal cards, keeping one of each run of cards that are interchangeable: same suit and points, and
    every card ranked between them either in this hand or already played."""
    return list(dict.fromkeys(representatives(k).values()))


def representatives(k: Knowledge) -> dict[int, int]:
    """Each legal card (bit) and the card of :func:`distinct_moves` that stands for its run."""
    out: dict[int, int] = {}
    legal = k.legal
    gone = k.hand | k.played
    for suit in SUITS:
        cards = legal & suit
        previous = 0
        while cards:
            bit = cards & -cards
            cards ^= bit
            if previous and k.values[bit_index(bit)] == k.values[bit_index(previous)]:
                between = (bit - 1) & ~((previous << 1) - 1)
                if between & gone == between:
                    out[bit] = out[previous]
                    previous = bit
                    continue
            out[bit] = bit
            previous = bit
    return out


def moon_possible(k: Knowledge, table: Table) -> bool:
    """Nobody else has won a point card yet, and the hand is strong enough to think about the moon."""
    if any(k.taken_points[s] & table.penalty for s in range(k.players) if s != k.seat):
        return False
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
        self.match_point = match_aware and max(view.match_scores) + table.moon_points >= self.target
        self.fixed_choice = _fixed_choice(view)

    def utility(self, points: list[int], won: list[int]) -> float:
        """``points`` taken in the hand and the point cards ``won`` per seat (masks), as a playout leaves them."""
        table = self.table
        hand = points[:]
        moon_mask = table.moon_mask
        for seat, cards in enumerate(won):
            if cards & moon_mask == moon_mask:
                hand[seat] -= table.moon_own
                if self.fixed_choice is MoonChoice.SUBTRACT_FROM_SELF:
                    hand[seat] -= table.moon_points
                else:
                    hand = [h + (table.moon_points if s != seat else 0) for s, h in enumerate(hand)]
                break
        value = float(hand[self.seat])
        if self.match_point:
            totals = [a + b for a, b in zip(self.scores, hand, strict=True)]
            if max(totals) >= self.target:
                best_other = min(t for s, t in enumerate(totals) if s != self.seat)
                value += -MATCH_END_WEIGHT if totals[self.seat] < best_other else MATCH_END_WEIGHT
        return value


def _fixed_choice(view: PlayerView) -> MoonChoice:
    """The moon option a shooter takes in a playout: the rules' fixed one, or adding (the usual choice)."""
    if view.rules.moon_scoring is MoonScoring.SUBTRACT_FROM_SHOOTER:
        return MoonChoice.SUBTRACT_FROM_SELF
    return MoonChoice.ADD_TO_OTHERS
