"""Where the points go: two levels play the same deals from seat 0 against three normal players.

``python benchmarks/ai_compare.py --deals 120 --levels hard,normal --deadline 0.05``

For each level it prints how often seat 0 took Q♠, how many hearts it took, its points and the moons conceded.
"""

from __future__ import annotations

import argparse
import random

from hearts_qt.ai import create_player
from hearts_qt.arena import Tally, play_hand
from hearts_qt.engine import QUEEN_OF_SPADES, Round, Rules, deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=120)
    parser.add_argument("--levels", default="hard,normal")
    parser.add_argument("--deadline", type=float, default=0.05)
    args = parser.parse_args()
    rules = Rules()
    for level in args.levels.split(","):
        queens = hearts = points = conceded = 0
        for number in range(args.deals):
            rnd = Round.start(rules, deal(rules, random.Random(f"cmp:{number}")), rules.pass_direction(number),
                              dealer=number % 4, hand_number=number)
            seats = [create_player(level, seed=1, deadline=args.deadline)]
            seats += [create_player("normal", seed=s) for s in (2, 3, 4)]
            scores, _ = play_hand(rnd, seats, [Tally() for _ in range(4)])
            taken = rnd.cards_taken(0)
            queens += QUEEN_OF_SPADES in taken
            hearts += sum(card.is_heart for card in taken)
            points += scores[0]
            conceded += rnd.shooter not in (None, 0)
        print(f"{level:<7} deals {args.deals}: Q♠ {queens}, hearts {hearts}, points/hand {points / args.deals:.2f},"
              f" moons conceded {conceded}")


if __name__ == "__main__":
    main()
