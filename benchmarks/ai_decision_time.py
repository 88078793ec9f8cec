"""Decision times of every computer level: median and 99th percentile over the decisions of a few hands.

``python benchmarks/ai_decision_time.py [--hands 10] [--deadline 0.4] [--players 4] [--variant cancellation]
[--levels hard]``

Only real decisions are timed (a single legal card answers at once and is left out).
"""

from __future__ import annotations

import argparse
import random
import statistics

from hearts_qt.ai import create_player
from hearts_qt.arena import Tally, play_hand
from hearts_qt.engine import Round, Rules, Variant, deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--deadline", type=float, default=0.4)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=Variant.STANDARD.value)
    parser.add_argument("--levels", default="easy,normal,hard")
    args = parser.parse_args()
    rules = Rules(players=args.players, variant=Variant(args.variant))
    for level in args.levels.split(","):
        times: list[float] = []
        for number in range(args.hands):
            rng = random.Random(number)
            seats = [create_player(level, seed=s, deadline=args.deadline) for s in range(rules.players)]
            rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(number), hand_number=number)
            tallies = [Tally() for _ in seats]
            play_hand(rnd, seats, tallies)
            times.extend(t for tally in tallies for t in tally.times)
        times.sort()
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print(f"{level:<7} {len(times):>5} decisions  median {statistics.median(times) * 1000:8.2f} ms"
              f"  p99 {p99 * 1000:8.2f} ms  max {times[-1] * 1000:8.2f} ms")


if __name__ == "__main__":
    main()
