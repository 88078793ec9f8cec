"""Random legal play through the engine's public API: deal, pass, every trick, score. Prints hands per second.

When OpenSpiel (``pyspiel``) is installed it also plays random hands of OpenSpiel's C++ Hearts (standard rules, 4
players, passing) through its public Python API the same way — a uniform legal action at every node, the deal's
chance nodes included — and prints our standard 4-player speed as a ratio of it. The two are timed in turn, seven
times each, and each keeps its best time in CPU seconds, so a change in the machine's load hits both alike.

Usage: python benchmarks/engine_speed.py [--hands N] [--openspiel-only]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

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


def play_openspiel_hand(game: Any, rng: random.Random) -> list[float]:
    state = game.new_initial_state()
    pick = rng.random
    # Its chance outcomes (the deal, the pass direction) are uniform, so a uniform legal action draws them as well,
    # and asking for the legal actions is OpenSpiel's cheapest way.
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[int(pick() * len(legal))])
    return list(state.returns())


def compare_openspiel(hands: int) -> None:
    """Our standard 4-player hands per second against OpenSpiel's, timed in turn, best of seven each, in CPU time
    (both run in this process; on a loaded machine the wall clock mostly measures the other processes)."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        print("OpenSpiel (pyspiel) is not installed: no comparison.")
        return
    game = pyspiel.load_game("hearts")
    rules = Rules()
    ours = theirs = float("inf")
    for _ in range(7):
        rng = random.Random(2026)
        start = time.process_time()
        for i in range(hands):
            play_random_hand(rules, rng, i)
        ours = min(ours, time.process_time() - start)
        rng = random.Random(2026)
        start = time.process_time()
        for _ in range(hands):
            play_openspiel_hand(game, rng)
        theirs = min(theirs, time.process_time() - start)
    print(f"standard, 4 players: {hands / ours:.0f} hands/s; OpenSpiel {getattr(pyspiel, '__version__', '?')}:"
          f" {hands / theirs:.0f} hands/s; ratio {theirs / ours:.2f}")


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
    parser.add_argument("--openspiel-only", action="store_true", help="only the comparison with OpenSpiel")
    args = parser.parse_args()
    warm_up()
    compare_openspiel(args.hands)
    if args.openspiel_only:
        return
    print(f"{'variant':<14}{'players':>8}{'hands/s':>10}")
    for variant in Variant:
        for players in (4, 7):
            if variant is Variant.CANCELLATION and players == 4:
                players = 5
            rules = Rules(players=players, variant=variant)
            print(f"{variant.value:<14}{players:>8}{measure(rules, args.hands):>10.0f}", flush=True)


if __name__ == "__main__":
    main()
