"""How long the coach's review of a hand takes, and how many decisions it flags.

``python benchmarks/coach_speed.py [--hands 5] [--deals 400] [--budget 3.0] [--person easy] [--players 4]
[--variant standard] [--seed 1]``

Each hand is played by rule-based players (seat 0 by ``--person``, standing in for the person), then seat 0's
pass and cards are reviewed by :func:`hearts_qt.ai.review.review_hand` on ``--deals`` deals per decision (``0``:
as many as ``--budget`` seconds allow), at most ``--budget`` seconds each. It prints the time per hand, per
decision (searched ones; forced ones take no time) and the share of decisions flagged, with the deals searched per
decision (fewer than ``--deals`` where the pruning left one choice, or the budget ran out) and the load average
(the machine is shared: a busy one takes longer for the same deals).
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import time

from hearts_qt.ai import create_player
from hearts_qt.ai.review import DEFAULT_BUDGET, REVIEW_DEALS, review_hand
from hearts_qt.arena import Tally, play_hand
from hearts_qt.engine import Round, Rules, Variant, deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=5)
    parser.add_argument("--deals", type=int, default=REVIEW_DEALS, help="deals per decision; 0: the budget decides")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    parser.add_argument("--person", default="easy", help="the level standing in for the person in seat 0")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default="standard", choices=[v.value for v in Variant])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules(players=args.players, variant=Variant(args.variant))
    hand_times: list[float] = []
    decision_times: list[float] = []
    deals: list[int] = []
    reviewed = flagged = 0
    for number in range(args.hands):
        rng = random.Random(f"coach:{args.seed}:{number}")
        rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(number), dealer=number % args.players,
                          hand_number=number)
        seats = [create_player(args.person if s == 0 else "normal", seed=args.seed * 100 + s)
                 for s in range(args.players)]
        play_hand(rnd, seats, [Tally() for _ in seats])
        marks: list[float] = []
        start = time.perf_counter()
        review = review_hand(rnd, 0, budget=args.budget, iterations=args.deals or None, seed=number,
                             progress=lambda _done, _total, marks=marks: marks.append(time.perf_counter()))
        elapsed = time.perf_counter() - start
        hand_times.append(elapsed)
        for decision, (before, after) in zip(review.decisions, itertools.pairwise(marks), strict=True):
            if decision.analysis is not None:
                decision_times.append(after - before)
                deals.append(decision.analysis.deals)
        reviewed += len(review.decisions)
        flagged += len(review.flagged)
        print(f"hand {number}: {elapsed:6.2f} s, {len(review.decisions)} decisions "
              f"({sum(1 for d in review.decisions if not d.forced)} searched), {len(review.flagged)} flagged, "
              f"{review.total_loss:5.1f} points lost", flush=True)
    load = os.getloadavg()[0]
    print(f"{args.hands} hands, {args.deals or 'no cap on'} deals, budget {args.budget:.2f} s/decision, "
          f"load average {load:.1f}")
    print(f"per hand: mean {statistics.fmean(hand_times):.2f} s, max {max(hand_times):.2f} s")
    print(f"per searched decision: median {statistics.median(decision_times) * 1000:.0f} ms, "
          f"max {max(decision_times) * 1000:.0f} ms, deals median {statistics.median(deals):.0f} "
          f"(min {min(deals)}, max {max(deals)})")
    print(f"flagged: {flagged}/{reviewed} decisions ({100 * flagged / reviewed:.0f} %)")


if __name__ == "__main__":
    main()
