"""The arena: computer players play each other headlessly, and the arena measures them.

``python -m hearts_qt.arena --players hard,normal,normal,normal --hands 2000 --seed 1 --duplicate --jobs 2``

Each entry of ``--players`` is one player (a level, optionally ``level:deadline`` for "hard" and "expert");
with ``--duplicate`` every deal is replayed once per seat rotation so each player holds each hand, which cuts the
luck of the cards. ``--games N`` plays N matches to the target score instead of single hands and counts games won.
The report gives, per player, mean points per hand with a 95 % confidence interval, moons shot and conceded,
games won, and decision time (median and 99th percentile). Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from hearts_qt.ai import LEVELS, Player, create_player
from hearts_qt.engine import Match, MoonChoice, Phase, Round, Rules, Variant, deal


@dataclass
class Tally:
    """What one player did in the arena."""

    points: list[int] = field(default_factory=list)
    moons_shot: int = 0
    moons_conceded: int = 0
    games: int = 0
    games_won: float = 0.0
    times: list[float] = field(default_factory=list)

    def merge(self, other: Tally) -> None:
        self.points += other.points
        self.moons_shot += other.moons_shot
        self.moons_conceded += other.moons_conceded
        self.games += other.games
        self.games_won += other.games_won
        self.times += other.times


@dataclass(frozen=True)
class Job:
    """A slice of the arena's work, small enough to send to a worker process."""

    specs: tuple[str, ...]
    rules: Rules
    seed: int
    units: tuple[int, ...]
    duplicate: bool
    games: bool


def make_player(spec: str, seed: int) -> Player:
    level, _, deadline = spec.partition(":")
    return create_player(level, seed=seed, deadline=float(deadline) if deadline else None)


def play_hand(rnd: Round, seats: Sequence[Player], tallies: Sequence[Tally]) -> tuple[list[int], MoonChoice | None]:
    """Play ``rnd`` to its end with ``seats[s]`` deciding for seat ``s``; the hand's scores and any moon choice."""
    if rnd.phase is Phase.PASSING:
        for seat, player in enumerate(seats):
            start = time.perf_counter()
            cards = player.choose_pass(rnd.view(seat))
            tallies[seat].times.append(time.perf_counter() - start)
            rnd.pass_cards(seat, cards)
    while not rnd.is_over:
        current = rnd.current_player
        assert current is not None
        view = rnd.view(current)
        start = time.perf_counter()
        card = seats[current].choose_card(view)
        if len(view.legal) > 1:
            tallies[current].times.append(time.perf_counter() - start)
        rnd.play(card)
    shooter = rnd.shooter
    choice = None
    if shooter is not None:
        choice = rnd.moon_choice_fixed() or seats[shooter].choose_moon(rnd.view(shooter))
        for seat, tally in enumerate(tallies):
            if seat == shooter:
                tally.moons_shot += 1
            else:
                tally.moons_conceded += 1
    return rnd.scores(choice), choice


def run_job(job: Job) -> list[Tally]:
    """Play the job's deals (or matches); the tallies are per player, in ``--players`` order."""
    n = len(job.specs)
    tallies = [Tally() for _ in range(n)]
    rotations = range(n) if job.duplicate else range(1)
    for unit in job.units:
        for rotation in rotations:
            # Player p sits at seat (p + rotation) % n.
            order = [(seat - rotation) % n for seat in range(n)]
            seats = [make_player(job.specs[p], job.seed * 1_000_003 + unit * 101 + p) for p in order]
            seat_tallies = [Tally() for _ in range(n)]
            if job.games:
                _play_match(job, unit, seats, seat_tallies)
            else:
                rng = random.Random(f"arena:{job.seed}:{unit}")
                rnd = Round.start(job.rules, deal(job.rules, rng), job.rules.pass_direction(unit),
                                  dealer=unit % n, hand_number=unit)
                for seat, score in enumerate(play_hand(rnd, seats, seat_tallies)[0]):
                    seat_tallies[seat].points.append(score)
            for seat, p in enumerate(order):
                tallies[p].merge(seat_tallies[seat])
    return tallies


def _play_match(job: Job, unit: int, seats: Sequence[Player], tallies: Sequence[Tally]) -> None:
    match = Match(job.rules, seed=job.seed * 1_000_003 + unit)
    while True:
        scores, choice = play_hand(match.round, seats, tallies)
        result = match.finish_hand(choice if match.moon_choice_needed else None)
        for seat, score in enumerate(scores):
            tallies[seat].points.append(score)
        assert list(result.scores) == scores
        if match.is_over:
            break
        match.next_hand()
    winners = match.winners
    for seat, tally in enumerate(tallies):
        tally.games += 1
        if seat in winners:
            tally.games_won += 1 / len(winners)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def report(specs: Sequence[str], tallies: Sequence[Tally], games: bool) -> str:
    """The results table, one row per player."""
    head = (f"{'player':<16}{'hands':>7}{'pts/hand':>10}{'95% CI':>16}{'moons':>7}{'conceded':>10}"
            f"{'games won':>11}{'median ms':>11}{'p99 ms':>9}")
    rows = [head]
    for p, (spec, tally) in enumerate(zip(specs, tallies, strict=True)):
        count = len(tally.points)
        mean = statistics.fmean(tally.points) if count else 0.0
        half = 1.96 * statistics.stdev(tally.points) / math.sqrt(count) if count > 1 else 0.0
        won = f"{tally.games_won:g}/{tally.games}" if games else "-"
        rows.append(
            f"{f'{p}:{spec}':<16}{count:>7}{mean:>10.3f}{f'[{mean - half:.2f}, {mean + half:.2f}]':>16}"
            f"{tally.moons_shot:>7}{tally.moons_conceded:>10}{won:>11}"
            f"{statistics.median(tally.times) * 1000 if tally.times else 0:>11.2f}"
            f"{_percentile(tally.times, 0.99) * 1000:>9.2f}"
        )
    return "\n".join(rows)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m hearts_qt.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", required=True,
                        help=f"comma-separated levels ({', '.join(LEVELS)}); 'hard:0.1' sets the search's deadline")
    parser.add_argument("--hands", type=int, default=100, help="deals to play (each once per seat with --duplicate)")
    parser.add_argument("--games", type=int, default=0, help="play this many matches to the target score instead")
    parser.add_argument("--target", type=int, default=100, help="the match target score with --games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=Variant.STANDARD.value)
    parser.add_argument("--duplicate", action="store_true", help="replay every deal with the seats rotated")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    args.specs = tuple(s.strip() for s in args.players.split(","))
    for spec in args.specs:
        if spec.partition(":")[0] not in LEVELS:
            parser.error(f"unknown level in {spec!r}; choose from {', '.join(LEVELS)}")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    rules = Rules(players=len(args.specs), variant=Variant(args.variant), target_score=args.target)
    units = list(range(args.games or args.hands))
    chunk = max(1, min(25, len(units) // (4 * args.jobs) or 1))
    jobs = [Job(args.specs, rules, args.seed, tuple(units[i:i + chunk]), args.duplicate, bool(args.games))
            for i in range(0, len(units), chunk)]
    totals = [Tally() for _ in args.specs]
    started, done = time.perf_counter(), 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for tallies in pool.map(run_job, jobs):
            for total, tally in zip(totals, tallies, strict=True):
                total.merge(tally)
            done += 1
            print(f"\r{done}/{len(jobs)} batches, {time.perf_counter() - started:.0f} s", end="", file=sys.stderr)
    print(file=sys.stderr)
    what = f"{len(units)} {'matches' if args.games else 'deals'}" + (" duplicated" if args.duplicate else "")
    print(f"{rules.variant_name}, {rules.players} players, {what}, seed {args.seed}")
    print(report(args.specs, totals, bool(args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
