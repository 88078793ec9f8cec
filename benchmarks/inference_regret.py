"""What not knowing the strangers' cards costs the expert, decision by decision: a quicker, steadier measure of
inference than whole hands against the bots.

``python benchmarks/inference_regret.py run.jsonl --hands 120 --share 0.3 --jobs 2 --variant shipped:
--variant again:seed=1 --variant overs:STRANGER_OVERS=1 --variant queen:oracle=QS``

Replays hands saved by ``ai_external.py --out`` (with the match's earlier hands, as they were played) in our engine
and stops at a ``--share`` of our seat's card decisions with more than one distinct card and no moon plan (the
expert's tree decides them against strangers; in a match's first hand, before ``FIT`` fires, the flat search may).
At each, the tree is first searched on the **true hands** for ``--truth`` seconds with nothing pruned: its mean for
every candidate card is the yardstick. Then every ``--variant`` (``NAME:SETTING,SETTING…``; settings as
``ai_external.py --tune`` takes them, plus ``seed=N``, another seed for the player; ``oracle=CARDS``, ``QS+AS``, the
sampler's deals put right for those cards, each dealt as known to the seat that holds it; ``oracle=all``, the true
hands; ``lengths=SUIT``, ``H``, every seat dealt as many cards of that suit as it holds) chooses its card as the
expert does, at ``--deadline``. A variant's regret at a decision is how much worse, by the yardstick, its card is
than the yardstick's best card (in points of the hand).

It prints each variant's mean regret per decision and per hand (times the decisions a hand that the tree decides),
how often it chose the yardstick's best card, and its difference from the first variant, paired by decision, with
a 95 % bootstrap interval. Two runs of the same settings (``shipped`` and ``again`` above, with different seeds)
show the measure's own noise. The true hands' regret is not zero: the yardstick is a search too. Settings are changed
for each variant within one process, so a setting the rule-based policy reads would not reach the match's learned
weights (:func:`hearts_qt.ai.fit.hand_fit` caches them); the settings of the hard search itself do. Needs
``open_spiel`` (the hands' format comes from ``ai_external.py``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, replace

from ai_external import RULES, Hand, TrueHands, bootstrap, load, saved_cards, tunable

from hearts_qt.ai import deals as dealing
from hearts_qt.ai import hard, tree
from hearts_qt.ai.deals import deal_source
from hearts_qt.ai.hard import HardPlayer, distinct_moves, moon_possible
from hearts_qt.ai.judge import Judge
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import Knowledge, bits_of, read_view
from hearts_qt.ai.sampler import Sampler
from hearts_qt.ai.tree import tree_search
from hearts_qt.engine import Card, Phase, PlayerView, Round, Trick, mask_of

#: A variant: its name and its settings.
Variant = tuple[str, tuple[str, ...]]


@dataclass(frozen=True)
class Decision:
    """One decision measured: per variant, the regret of its card and whether it was the yardstick's best."""

    hand: int
    regrets: tuple[float, ...]
    best: tuple[bool, ...]


def replays(hands: Sequence[Hand]) -> Iterator[tuple[Hand, tuple[tuple[Trick, ...], ...]]]:
    """Each hand with the tricks of the match's earlier hands, rebuilt from the hands saved before it at its seat
    (``ai_external.py`` saves a match's hands in order)."""
    played: dict[tuple[int | None, int], list[tuple[Trick, ...]]] = {}
    for hand in hands:
        earlier = played.setdefault((hand.seed, hand.seat), [])
        if hand.earlier == 0:
            earlier.clear()
        if len(earlier) != hand.earlier:
            raise SystemExit(f"deal {hand.deal}: the file lacks the match's earlier hands")
        yield hand, tuple(earlier)
        rnd = Replay(hand, tuple(earlier))
        for _ in rnd:
            pass
        earlier.append(tuple(rnd.round.tricks))


class Replay:
    """Replays ``hand`` card by card; iterating yields the round before each of our seat's cards."""

    def __init__(self, hand: Hand, earlier: tuple[tuple[Trick, ...], ...]) -> None:
        self.hand = hand
        dealt, self.plays, self.passed = saved_cards(hand)
        self.round = Round.start(RULES, dealt, RULES.pass_direction(hand.deal), dealer=hand.deal % 4,
                                 hand_number=hand.deal, earlier=earlier)

    def __iter__(self) -> Iterator[Round]:
        rnd = self.round
        if rnd.phase is Phase.PASSING:
            for seat, cards in enumerate(self.passed):
                rnd.pass_cards(seat, cards)
        for seat, card in self.plays:
            if seat == self.hand.seat:
                yield rnd
            rnd.play(card)


class PartialTruth(Sampler):
    """The sampler, with the deals put right for some cards (``oracle=``): each such card is dealt as known to the
    seat that holds it, and the rest as before; or for the number of cards of some suits in every hand
    (``lengths=``), by exchanging cards between the seats with too many and too few."""

    cards: int = 0
    #: Suits (a bit each, clubs first) whose number of cards in every hand is put right (``lengths=``).
    lengths: int = 0

    def __init__(self, k: Knowledge, sizes: tuple[int, ...], odds: object = None) -> None:
        rnd = TrueHands.round
        assert rnd is not None
        self.truth = [mask_of(rnd.hand(seat)) for seat in range(k.players)]
        oracle = PartialTruth.cards & k.unseen
        known = tuple(cards | (self.truth[seat] & oracle if seat != k.seat else 0)
                      for seat, cards in enumerate(k.known))
        super().__init__(replace(k, known=known), sizes, odds)  # type: ignore[arg-type]
        self.players = k.players
        self.k = k

    def deal(self, rng: random.Random) -> list[int]:
        hands = super().deal(rng)
        for suit in range(4):
            if PartialTruth.lengths >> suit & 1:
                self._lengths(hands, suit, rng)
        return hands

    def _lengths(self, hands: list[int], suit: int, rng: random.Random) -> None:
        """Give every seat as many cards of ``suit`` as it holds: while one seat has too many and another too few,
        the first gives one of them (not a known one) to the second for one of the second's other cards that the
        first may hold (its suit not shown void, not inferred absent)."""
        k = self.k
        mask = 0x1FFF << 13 * suit
        want = [(self.truth[s] & mask).bit_count() for s in range(self.players)]
        while True:
            over = [s for s in range(self.players) if (hands[s] & mask).bit_count() > want[s]]
            under = [s for s in range(self.players) if (hands[s] & mask).bit_count() < want[s]]
            if not over or not under:
                return
            giver, taker = rng.choice(over), rng.choice(under)
            given = bits_of(hands[giver] & mask & ~self.base[giver])
            back = [b for b in bits_of(hands[taker] & ~mask & ~self.base[taker])
                    if not k.voids[giver] >> (b.bit_length() - 1) // 13 & 1 and not k.excluded[giver] & b] or \
                [b for b in bits_of(hands[taker] & ~mask & ~self.base[taker])
                 if not k.voids[giver] >> (b.bit_length() - 1) // 13 & 1]
            if not given or not back:
                return
            card, other = rng.choice(given), rng.choice(back)
            hands[giver] ^= card | other
            hands[taker] ^= card | other


@contextmanager
def settings(values: Sequence[str]) -> Iterator[None]:
    """The variant's settings, put back afterwards."""
    saved: list[tuple[object, str, object]] = []
    sampler = dealing.Sampler
    PartialTruth.cards = PartialTruth.lengths = 0
    try:
        for setting in values:
            name, _, value = setting.partition("=")
            if setting == "oracle=all":
                setattr(dealing, "Sampler", TrueHands)  # noqa: B010
                continue
            if setting.startswith("lengths="):
                if len(value) != 1 or value not in "CDSH":
                    raise SystemExit("lengths= takes one suit: C, D, S or H")
                PartialTruth.lengths = 1 << "CDSH".index(value)
                setattr(dealing, "Sampler", PartialTruth)  # noqa: B010
                continue
            if name == "oracle":
                PartialTruth.cards = sum(Card.parse(text).mask for text in value.split("+"))
                setattr(dealing, "Sampler", PartialTruth)  # noqa: B010
                continue
            module, name, new = tunable(setting)
            saved.append((module, name, getattr(module, name)))
            setattr(module, name, new)
        yield
    finally:
        setattr(dealing, "Sampler", sampler)  # noqa: B010
        for module, name, value in reversed(saved):
            setattr(module, name, value)


def yardstick(view: PlayerView, k: Knowledge, seconds: float, seed: int) -> dict[int, float]:
    """The tree on the true hands (``TrueHands.round``), nothing pruned: every candidate's mean utility for the
    seat deciding."""
    candidates = distinct_moves(k)
    judge = Judge(view, table_for(view.rules))
    sampler, prune = dealing.Sampler, tree.prune
    setattr(dealing, "Sampler", TrueHands)  # noqa: B010
    setattr(tree, "prune", lambda active, _outcomes: active)  # noqa: B010
    try:
        deals = deal_source(view, k, judge.table)
        _, means = tree_search(k, candidates, random.Random(seed), time.perf_counter() + seconds, None, judge,
                               deals)
    finally:
        setattr(dealing, "Sampler", sampler)  # noqa: B010
        setattr(tree, "prune", prune)  # noqa: B010
    return {card: mean for card, (_, mean) in means.items()}


def measure(job: tuple[int, Hand, tuple[tuple[Trick, ...], ...], float, float, float, tuple[Variant, ...]]
            ) -> list[Decision]:
    index, hand, earlier, share, truth, deadline, variants = job
    rng = random.Random(index)
    out = []
    for turn, rnd in enumerate(Replay(hand, earlier)):
        view = rnd.view(hand.seat)
        if len(view.legal) < 2 or rng.random() >= share:
            continue
        k = read_view(view)
        if len(distinct_moves(k)) < 2 or moon_possible(k, table_for(view.rules)):
            continue
        TrueHands.round = rnd
        seed = (index * 64 + turn) * 7919
        means = yardstick(view, k, truth, seed)
        best = min(means.values())
        regrets, bests = [], []
        for _, values in variants:
            offset = sum(int(v.partition("=")[2]) for v in values if v.startswith("seed="))
            with settings([v for v in values if not v.startswith("seed=")]):
                player = HardPlayer(seed + offset, deadline=deadline, tree=True)
                card = player.choose_card(view)
            bit = hard.representatives(k)[card.mask]
            regrets.append(means[bit] - best)
            bests.append(means[bit] == best)
        out.append(Decision(index, tuple(regrets), tuple(bests)))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", help="files saved by ai_external.py --out (with --match)")
    parser.add_argument("--hands", type=int, default=120, help="hands to replay, spread over the files' hands")
    parser.add_argument("--share", type=float, default=0.3, help="share of our seat's decisions measured")
    parser.add_argument("--truth", type=float, default=2.0, help="seconds of the tree on the true hands")
    parser.add_argument("--deadline", type=float, default=hard.EXPERT_DEADLINE, help="the variants' seconds")
    parser.add_argument("--variant", action="append", default=[], help="NAME:SETTING,SETTING (none: as shipped)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    variants = tuple((text.partition(":")[0], tuple(s for s in text.partition(":")[2].split(",") if s))
                     for text in args.variant or ["shipped:"])
    every = list(replays(load(args.runs)))
    step = max(1, len(every) // args.hands)
    picked = every[::step][:args.hands]
    jobs = [(i, hand, earlier, args.share, args.truth, args.deadline, variants)
            for i, (hand, earlier) in enumerate(picked)]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        decisions = [d for part in pool.map(measure, jobs) for d in part]
    per_hand = len(decisions) / len(picked) / args.share
    print(f"{len(decisions)} decisions of {len(picked)} hands (about {per_hand:.1f} tree decisions a hand), "
          f"yardstick {args.truth} s on the true hands, variants at {args.deadline} s, "
          f"{time.perf_counter() - started:.0f} s")
    print(f"{'variant':<12}{'regret/decision':>17}{'a hand':>8}{'best card':>11}   paired with the first, a hand")
    for i, (name, _) in enumerate(variants):
        mean = statistics.fmean(d.regrets[i] for d in decisions)
        best = statistics.fmean(d.best[i] for d in decisions)
        line = f"{name:<12}{mean:>17.3f}{mean * per_hand:>8.2f}{best:>11.0%}"
        if i:
            by_hand: dict[int, list[Decision]] = {}
            for d in decisions:
                by_hand.setdefault(d.hand, []).append(d)
            groups = list(by_hand.values())

            def diff(sample: Sequence[list[Decision]], i: int = i) -> float:
                ds = [d for g in sample for d in g]
                return statistics.fmean(d.regrets[i] - d.regrets[0] for d in ds) * per_hand if ds else 0.0

            value, low, high = bootstrap(groups, diff)
            line += f"   {value:+.2f} [{low:+.2f}, {high:+.2f}]"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
