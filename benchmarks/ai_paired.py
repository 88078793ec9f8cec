"""Compare two versions of the AI on the same hands: save each hand's points, then pair them up.

``python benchmarks/ai_paired.py run --players hard:0.1,normal,normal,normal --hands 100 --seed 5 --out a.json``
(run it once in each checkout, e.g. with ``PYTHONPATH`` pointing at the version under test), then
``python benchmarks/ai_paired.py compare a.json b.json``.

``run`` plays exactly the deals and seatings of ``python -m hearts_qt.arena … --duplicate --jobs 2`` (standard
rules) and stores the first player's points hand by hand; ``compare`` prints the mean difference with a 95 %
interval over the paired hands.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from concurrent.futures import ProcessPoolExecutor

from hearts_qt.arena import Job, run_job
from hearts_qt.engine import Rules


def run(args: argparse.Namespace) -> None:
    specs = tuple(args.players.split(","))
    rules = Rules(players=len(specs))
    units = list(range(args.hands))
    chunk = max(1, min(25, len(units) // (4 * args.jobs) or 1))
    jobs = [Job(specs, rules, args.seed, tuple(units[i:i + chunk]), True, False)
            for i in range(0, len(units), chunk)]
    points: list[int] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for tallies in pool.map(run_job, jobs):
            points += tallies[0].points
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(points, out)
    print(f"{specs[0]}: {statistics.fmean(points):.3f} points/hand over {len(points)} hands")


def compare(args: argparse.Namespace) -> None:
    with open(args.a, encoding="utf-8") as a, open(args.b, encoding="utf-8") as b:
        first, second = json.load(a), json.load(b)
    diffs = [x - y for x, y in zip(first, second, strict=True)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"{statistics.fmean(first):.3f} - {statistics.fmean(second):.3f} = {mean:+.3f}"
          f" [{mean - half:+.2f}, {mean + half:+.2f}] over {len(diffs)} paired hands")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(required=True)
    play = commands.add_parser("run")
    play.add_argument("--players", required=True)
    play.add_argument("--hands", type=int, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--jobs", type=int, default=2)
    play.add_argument("--out", required=True)
    play.set_defaults(action=run)
    pair = commands.add_parser("compare")
    pair.add_argument("a")
    pair.add_argument("b")
    pair.set_defaults(action=compare)
    args = parser.parse_args()
    args.action(args)


if __name__ == "__main__":
    main()
