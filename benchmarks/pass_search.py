"""How close the pass search comes, in the time it has, to the pass it would choose with all the time in the world.

The hard and expert players pass by search (``hearts_qt.ai.passing``): the three-card sets drawn from the cards
the rule-based pass rates most dangerous are played out on the same random deals, the others passing by the
rule-based pass and everybody playing the kernel's policy, and the best mean wins. This script measures that
search against its own model, with no opponent involved: on numbered deals (seat 0 to pass, the direction cycling
left, right, across), every candidate set is first played out on ``--truth-deals`` deals with nothing pruned (the
"truth": each set's mean points for the passer under the model), and then the search picks a set with each
``--deadline``, twice per hand from different random deals. It prints, per deadline, the mean *regret* — the
truth's points of the set picked minus the truth's best of the sets the search tries, in points a hand — and how
often the pick was that best set.

With ``--pool N`` the truth covers the sets drawn from the N most dangerous cards instead of the search's
``CANDIDATE_POOL``, and the script also prints what the search's smaller pool gives up against the wider one (the
best of its sets against the best of them all). That figure is biased upwards: the lowest of more means, each
with its own sampling error, is lower by chance alone.

The truth is deterministic for given arguments; the picks are timed, so they vary a little with the machine's
load (two jobs on two cores is the intended setting).

Usage: python benchmarks/pass_search.py [--hands 40] [--truth-deals 3000] [--deadline 0.1 1.5] [--pool N] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from hearts_qt.ai import passing, pruning
from hearts_qt.ai.judge import Judge
from hearts_qt.ai.kernel import table_for
from hearts_qt.engine import MoonScoring, PlayerView, Round, Rules, mask_of, numbered_deal

RULES = Rules(moon_scoring=MoonScoring.ADD_TO_OTHERS)
# Deal numbers of their own, apart from the other benchmarks' seeds.
DEAL_BASE = 777_000
# The two picks per hand and deadline use these salts on the hand's number.
PICKS = 2

Pass = tuple[int, ...]


def view_of(hand: int) -> PlayerView:
    """Seat 0's view of numbered deal ``hand`` before the pass (left, right and across in turn)."""
    number = hand % 3
    rnd = Round.start(RULES, numbered_deal(RULES, DEAL_BASE + hand), RULES.pass_direction(number),
                      hand_number=number)
    return rnd.view(0)


def truth(hand: int, deals: int, pool: int) -> dict[Pass, float]:
    """Every candidate set of the ``pool`` most dangerous cards (bits, sorted) and its mean utility for the passer
    over ``deals`` deals, nothing pruned."""
    view = view_of(hand)
    cards = mask_of(view.hand)
    candidates = passing.pass_candidates(cards, RULES.points, pool)
    judge = Judge(view, table_for(RULES))
    saved = pruning.Z
    pruning.Z = math.inf
    try:
        outcomes, _ = passing.play_passes(view, cards, candidates, random.Random(hand), math.inf, deals,
                                          judge.utility)
    finally:
        pruning.Z = saved
    return {tuple(sorted(candidates[i])): sum(values) / len(values) for i, values in outcomes.items()}


def pick(hand: int, deadline: float, salt: int) -> Pass:
    """The set the search passes with ``deadline`` seconds (bits, sorted)."""
    view = view_of(hand)
    judge = Judge(view, table_for(RULES))
    chosen = passing.search_pass(view, mask_of(view.hand), random.Random(hand * 1000 + salt),
                                 time.perf_counter() + deadline, None, judge.utility)
    return tuple(sorted(chosen))


def regret(means: dict[Pass, float], chosen: Pass) -> float:
    """Points a hand the set ``chosen`` gives up against the best set, by the truth ``means``."""
    return means[chosen] - min(means.values())


def searched(means: dict[Pass, float], hand: int) -> dict[Pass, float]:
    """The truth ``means`` of the sets the search itself tries (its ``CANDIDATE_POOL``)."""
    cards = mask_of(view_of(hand).hand)
    return {key: means[key] for key in (tuple(sorted(c)) for c in passing.pass_candidates(cards, RULES.points))}


def _truth_job(job: tuple[int, int, int]) -> dict[Pass, float]:
    return truth(*job)


def _pick_job(job: tuple[int, float, int]) -> Pass:
    return pick(*job)


def report(hands: Sequence[int], means: Sequence[dict[Pass, float]], deadlines: Sequence[float],
           picks: dict[float, list[list[Pass]]], pool: int) -> list[str]:
    """The lines the script prints: per deadline the mean regret and the share of best picks; with a wider pool,
    what the search's own pool gives up."""
    lines = []
    own = [searched(m, h) for h, m in zip(hands, means, strict=True)]
    for deadline in deadlines:
        losses = [regret(m, p) for m, chosen in zip(own, picks[deadline], strict=True) for p in chosen]
        best = sum(1 for loss in losses if loss <= 0.0)
        lines.append(f"deadline {deadline:g} s: regret {sum(losses) / len(losses):.3f} points a hand "
                     f"({best} of {len(losses)} picks the best set)")
    if pool != passing.CANDIDATE_POOL:
        gaps = [min(o.values()) - min(m.values()) for o, m in zip(own, means, strict=True)]
        lines.append(f"pool {passing.CANDIDATE_POOL} against {pool}: {sum(gaps) / len(gaps):.3f} points a hand "
                     f"(biased upwards, see the module)")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--first", type=int, default=0, help="the first hand's number")
    parser.add_argument("--truth-deals", type=int, default=3000)
    parser.add_argument("--deadline", type=float, nargs="+", default=[0.1, 1.5])
    parser.add_argument("--pool", type=int, default=passing.CANDIDATE_POOL,
                        help="the cards the truth's sets are drawn from")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.pool < passing.CANDIDATE_POOL:
        parser.error(f"--pool must be at least the search's {passing.CANDIDATE_POOL}")
    hands = list(range(args.first, args.first + args.hands))
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        means = list(pool.map(_truth_job, [(h, args.truth_deals, args.pool) for h in hands]))
        picks = {}
        for deadline in args.deadline:
            chosen = list(pool.map(_pick_job, [(h, deadline, salt) for h in hands for salt in range(PICKS)]))
            picks[deadline] = [chosen[i * PICKS:(i + 1) * PICKS] for i in range(len(hands))]
    print(f"{len(hands)} hands from {args.first}, truth over {args.truth_deals} deals a set, sets of the "
          f"{args.pool} most dangerous cards")
    for line in report(hands, means, args.deadline, picks, args.pool):
        print(line)
    print(f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
