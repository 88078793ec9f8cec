"""How many heuristic playouts per second the hard player's kernel runs, from the start of a hand.

``python benchmarks/ai_playouts.py [--seconds 3]``
"""

from __future__ import annotations

import argparse
import random
import time

from hearts_qt.ai.kernel import playout, table_for
from hearts_qt.engine import Rules, deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    rules = Rules(players=args.players)
    table = table_for(rules)
    rng = random.Random(1)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        hands = [sum(c.mask for c in hand) for hand in deal(rules, rng)]
        leader = next(s for s, h in enumerate(hands) if h & rules.lowest_club.mask)
        for _ in range(10):
            points = [0] * rules.players
            playout(table, hands[:], leader, [], 0, False, True, points, [0] * rules.players, -1,
                    [0] * rules.players)
            count += 1
    elapsed = time.perf_counter() - start
    print(f"{count / elapsed:,.0f} full-hand playouts per second ({rules.players} players, one core)")


if __name__ == "__main__":
    main()
