"""How often the hard player's deals put the hidden cards where they really are, against normal players.

The hard search plays its candidates out on deals of the cards it cannot see (``deals.Deals``: the sampler, then
deals kept with probability ``SURPRISE ** m`` for what they fail to explain). This script plays numbered deals with
four normal players (one pack, standard rules unless told otherwise; the pass direction cycling left, right,
across, hold), stops at seat 0's card decisions in the tricks given by ``--tricks``, and there draws ``--deals``
deals for each ``--variant`` (``NAME:SETTING,SETTING…``, settings as ``ai_external.py --tune`` takes them, e.g.
``strict:SURPRISE=0.05``; none given is the code as shipped). It prints, per variant and per pass direction:

* the share of the hidden cards the deals put at the seat that really holds them;
* the share of deals that give Q♠ to its true holder (positions where Q♠ is hidden);
* the share of positions where the true deal itself fails to explain some of the others' cards (what the
  inference gets wrong about normal players; zero for an exact model);
* the time the deals took.

The deals of each variant are drawn with the same random numbers, so the variants differ only by what they keep.

Usage: python benchmarks/deal_accuracy.py [--hands 200] [--deals 20] [--players 4] [--jobs 2]
       [--variant shipped: --variant strict:SURPRISE=0.05]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import levers

from hearts_qt.ai import create_player
from hearts_qt.ai.deals import Deals
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.engine import Card, Phase, Round, Rules, mask_of, numbered_deal

# Deal numbers of their own, apart from the other benchmarks'.
DEAL_BASE = 515_000
QS = Card.parse("QS").mask


@dataclass
class Tally:
    """What one variant's deals got right, for one pass direction."""

    cards: int = 0
    right: int = 0
    queen_deals: int = 0
    queen_right: int = 0
    positions: int = 0
    true_misfit: int = 0
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def settings(text: str) -> dict[str, float]:
    """``A=1,B=0.5`` as a dict."""
    out: dict[str, float] = {}
    for item in filter(None, text.split(",")):
        name, value = item.split("=")
        out[name] = float(value)
    return out


def apply(values: dict[str, float]) -> dict[str, object]:
    """Set the hard search's settings (each in its module, see :mod:`levers`); the old values."""
    old = {}
    for name, value in values.items():
        module = levers.home(name)
        current = getattr(module, name)
        old[name] = current
        setattr(module, name, type(current)(value))
    return old


def measure(job: tuple[int, int, int, int, list[tuple[str, str]], tuple[int, ...]]) -> dict[tuple[str, str], Tally]:
    """Play hands ``first`` to ``first + count - 1``; the tallies per (variant, direction)."""
    first, count, players, deals, variants, tricks = job
    rules = Rules(players=players)
    table = table_for(rules)
    out: dict[tuple[str, str], Tally] = defaultdict(Tally)
    for number in range(first, first + count):
        rnd = Round.start(rules, numbered_deal(rules, DEAL_BASE + number), rules.pass_direction(number),
                          hand_number=number)
        seats = [create_player("normal", seed=seat) for seat in range(players)]
        if rnd.phase is Phase.PASSING:
            for passer, player in enumerate(seats):
                rnd.pass_cards(passer, player.choose_pass(rnd.view(passer)))
        direction = rules.pass_direction(number).value
        while not rnd.is_over:
            seat = rnd.current_player
            assert seat is not None
            view = rnd.view(seat)
            if seat == 0 and len(rnd.tricks) in tricks and len(view.legal) > 1:
                truth = [mask_of(rnd.hand(s)) for s in range(players)]
                k = read_view(view)
                hidden = k.unseen
                for name, text in variants:
                    old = apply(settings(text))
                    try:
                        source = Deals(view, k, table)
                        tally = out[(name, direction)]
                        tally.positions += 1
                        if source.misfits(truth):
                            tally.true_misfit += 1
                        rng = random.Random(number * 100 + len(rnd.tricks))
                        start = time.perf_counter()
                        drawn = [source.deal(rng) for _ in range(deals)]
                        tally.seconds += time.perf_counter() - start
                    finally:
                        apply({key: float(value) for key, value in old.items()})  # type: ignore[arg-type]
                    for hands in drawn:
                        for s in range(1, players):
                            tally.cards += (hidden & truth[s]).bit_count()
                            tally.right += (hidden & truth[s] & hands[s]).bit_count()
                        if QS & hidden:
                            tally.queen_deals += 1
                            tally.queen_right += any(QS & truth[s] & hands[s] for s in range(1, players))
            rnd.play(seats[seat].choose_card(view))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--tricks", default="1,4,7,10", help="seat 0's decisions after this many tricks")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", action="append", default=[], help="NAME:SETTING,SETTING… (repeatable)")
    args = parser.parse_args()
    variants = [tuple(v.split(":", 1)) for v in args.variant] or [("shipped", "")]
    tricks = tuple(int(t) for t in args.tricks.split(","))
    chunk = max(1, args.hands // (args.jobs * 4))
    jobs = [(first, min(chunk, args.hands - first), args.players, args.deals, variants, tricks)
            for first in range(0, args.hands, chunk)]
    totals: dict[tuple[str, str], Tally] = defaultdict(Tally)
    with ProcessPoolExecutor(args.jobs) as pool:
        for part in pool.map(measure, jobs):
            for key, tally in part.items():
                totals[key].add(tally)
    print(f"{args.hands} hands, {args.players} players, {args.deals} deals a position, seat 0 after tricks "
          f"{args.tricks}")
    print(f"{'variant':<12} {'pass':<7} {'positions':>9} {'cards right':>12} {'Q♠ right':>9} "
          f"{'truth misfits':>14} {'seconds':>8}")
    for name, _ in variants:
        for direction in ("left", "right", "across", "hold"):
            t = totals.get((name, direction))
            if not t or not t.positions:
                continue
            print(f"{name:<12} {direction:<7} {t.positions:>9} {100 * t.right / max(1, t.cards):>11.1f}% "
                  f"{100 * t.queen_right / max(1, t.queen_deals):>8.1f}% "
                  f"{100 * t.true_misfit / t.positions:>13.1f}% {t.seconds:>8.1f}")


if __name__ == "__main__":
    main()
