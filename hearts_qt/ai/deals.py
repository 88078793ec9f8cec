"""Where the hard player's search gets its deals: plausible deals of the cards its seat cannot see.

For each decision :class:`Deals` deals the hidden cards many times (consistently with what the seat knows, see
:mod:`.sampler`) and keeps each deal with a probability that falls with every card the other seats played that the
rule-based policy would not have played with the hands the deal gives them (and, after an across pass, with every
received card the passer would not have passed) — each card weighed by how well that policy has predicted its seat
in the match's earlier hands (:mod:`.fit`), and none at all once the deals show the policy does not fit the others
(``FIT``). Seats that do not play like the policy are dealt as :mod:`.strangers` says. :class:`Deals` also plays a
card and the rest of the hand out on a deal with the kernel's policy (:mod:`.kernel`). Cancellation Hearts (two
packs) is dealt by :class:`.cancellation.Deals`; :func:`deal_source` picks the one for the rules.
"""

from __future__ import annotations

import math
import random
from typing import Any, Protocol, TypeVar

from hearts_qt.engine import PASS_SIZE, QUEEN_OF_SPADES, PlayerView, mask_of

from . import cancellation, strangers
from .fit import UNIT, seat_weights
from .heuristic import pass_ranking
from .kernel import Table, playout
from .knowledge import HEARTS, SUITS, Knowledge
from .sampler import Sampler, most_plausible

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
# A Cancellation replay is several times longer (up to 104 cards, 5-7 seats) and its deals far from plausible
# (20-card hands): at 0.1 s a plain sample a try, no replay, did best (1, 3, 10 tries measured in
# docs/ai-experiments.md).
TWO_PACK_TRIES = 1


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
        self.reads = strangers.readings(view, k.penalty_mask)
        self.sampler = self._sampler()

    def _sampler(self) -> Sampler:
        """The sampler for the deals, with the strange seats' inferences trusted as far as strangers bear them out
        (see :mod:`.strangers`)."""
        odds = strangers.odds(self.k, self.strange, self.target, self.reads)
        return Sampler(strangers.trusting(self.k, self.strange), self.sizes, odds)

    @property
    def lax(self) -> int:
        """The seats the playouts play as strangers (the kernel's ``lax``, see :func:`.strangers.lax`)."""
        return strangers.lax(self.strange)

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

