"""Random legal play through the engine's public API: deal, pass, every trick, score. Prints hands per second.

Usage: python benchmarks/engine_speed.py [--hands N]
"""

from __future__ import annotations

import argparse
import random
import time

from hearts_qt.engine import MoonChoice, Phase, Round, Rules, Variant, deal


def play_random_hand(rules: Rules, rng: random.Random, hand_number: int) -> list[int]:
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(hand_number))
    if rnd.phase is Phase.PASSING:
        for seat in range(rules.players):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
    pick = rng.random
    while not rnd.is_over:
        legal = rnd.legal_cards()
        rnd.play(legal[int(pick() * len(legal))])
    return rnd.scores(MoonChoice.ADD_TO_OTHERS)


def measure(rules: Rules, hands: int, repeats: int = 3) -> float:
    """Hands per second, best of ``repeats`` runs (this shared machine's speed wanders by ±30 %)."""
    best = float("inf")
    for _ in range(repeats):
        rng = random.Random(2026)
        start = time.perf_counter()
        for i in range(hands):
            play_random_hand(rules, rng, i)
        best = min(best, time.perf_counter() - start)
    return hands / best


def warm_up(seconds: float = 2.0) -> None:
    """Play untimed hands first: this machine's CPU takes a second or two to reach full speed in a new process."""
    rules, rng = Rules(), random.Random(1)
    end = time.perf_counter() + seconds
    hand = 0
    while time.perf_counter() < end:
        play_random_hand(rules, rng, hand)
        hand += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    warm_up()
    print(f"{'variant':<14}{'players':>8}{'hands/s':>10}")
    for variant in Variant:
        for players in (4, 7):
            if variant is Variant.CANCELLATION and players == 4:
                players = 5
            rules = Rules(players=players, variant=variant)
            print(f"{variant.value:<14}{players:>8}{measure(rules, args.hands):>10.0f}", flush=True)


if __name__ == "__main__":
    main()
