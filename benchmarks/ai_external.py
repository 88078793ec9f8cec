"""Our players against strangers: one of ours in one seat, three of OpenSpiel's C++ IS-MCTS bots in the others.

``nice -n 5 python benchmarks/ai_external.py --player hard --deals 100 --seed 1 --out hard.jsonl``

Needs ``open_spiel`` (``pip install -e . --group bench``; never a dependency of the app). Four players, standard rules
as OpenSpiel's ``hearts`` plays them (Q♠ breaks hearts, no points on the first trick, a shot moon adds 26 to each
other player). Every deal is played four times with our seat rotated through all four; hands are scored on their
own. Deal ``d`` of seed ``s`` is the engine's numbered deal ``s * 100_000 + d + 1`` and its pass direction cycles
left, right, across, hold with ``d`` (OpenSpiel draws the direction by a chance node; we feed it ours). Our engine
and OpenSpiel's state are driven in lockstep: both must offer the same legal cards at every turn, every card we
play must be legal in OpenSpiel's state, and the hand's points must agree with OpenSpiel's returns (26 − points).

The report gives points per hand for our seat and the bots' seats, the ratio ours / theirs with a 95 % interval
(a bootstrap over deals: a deal's four hands go together), the ratio in the hands of each pass direction, moons,
who took Q♠, how often the normal player would have played the bots' cards on their true hands and where they part
from it (what they lead, whether they take a trick), our decision times (median, 99th percentile), and the load
average before and after. ``--out`` appends one JSON line per hand, so a run can be stopped at any time and
``--report FILE …`` prints the figures of what was saved (several files pool); ``--paired NEW OLD`` prints the
difference in our points per hand between two saved runs over the hands both played, paired by seed, deal and seat.

With ``--match M`` our player keeps its seat for M deals in a row, played as the hands of one match: each hand's
views carry the tricks of the earlier ones, from which the hard player learns how far its model fits each seat
(``hearts_qt.ai.fit``). Without it every hand is played alone, as the first hand of a match.

With ``--true-hands`` the hard and expert players' search deals the true hands (read from the round being played)
instead of sampling them, for its cards (the pass is searched as before): an upper bound on what better inference
about the bots' hands could win, and nothing an app player can do.

The bots are fresh for every decision, seeded by the deal, the rotation and the turn, so a run can be repeated.
Each bot passes through a copy of the position with itself in North's chair: OpenSpiel 2.0.2's
``ResampleFromInfostate`` deals hands of the wrong sizes to the other seats during the pass phase once North has
passed, and IS-MCTS then plays those hands past the last trick and crashes. North passes first, so in its chair
the bot sees exactly what it knows (its hand, the cards it already chose) and resampling is right.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from types import ModuleType
from typing import TypeVar

import levers
import pyspiel

from hearts_qt.ai import RuleBasedPlayer
from hearts_qt.ai import deals as dealing
from hearts_qt.ai.knowledge import SUITS, Knowledge, low_bit, read_view
from hearts_qt.arena import _percentile, make_player
from hearts_qt.engine import (
    QUEEN_OF_SPADES,
    Card,
    IllegalMove,
    MoonChoice,
    MoonScoring,
    PassDirection,
    Phase,
    Round,
    Rules,
    Trick,
    mask_of,
    numbered_deal,
)

GAME = {
    "avoid_all_tricks_bonus": False, "can_lead_any_club": False, "can_lead_hearts_instead_of_qs": False,
    "jd_bonus": False, "must_break_hearts": True, "no_pts_on_first_trick": True, "pass_cards": True,
    "qs_breaks_hearts": True,
}
RULES = Rules(moon_scoring=MoonScoring.ADD_TO_OTHERS)
# OpenSpiel's pass-direction actions: the receiver is (seat + action) % 4, North, East, South, West in play order.
DIRECTION_ACTION = {PassDirection.HOLD: 0, PassDirection.LEFT: 1, PassDirection.ACROSS: 2, PassDirection.RIGHT: 3}
TOTAL = 26  # OpenSpiel's return is 26 minus the hand's points
#: The kinds of decision the report counts the bots' predicted cards by.
KINDS = ("lead", "follow", "last to follow", "discard")
#: Facets of the bots' decisions the report compares with the model: the bot led the suit the normal player would
#: lead; the bot led the lowest card of its suit (when it held two or more); following, the bot won or ducked the
#: trick as the normal player would.
FACETS = ("lead suit", "lead lowest", "win or duck")
UCT_C = 2.0
DEAL_BASE = 100_000
T = TypeVar("T")


class Mismatch(AssertionError):
    """Our engine and OpenSpiel's state disagree."""


def load_game() -> pyspiel.Game:
    return pyspiel.load_game("hearts", GAME)


def card_table(game: pyspiel.Game) -> list[Card]:
    """Our card for each of OpenSpiel's card actions, read from OpenSpiel's own names for them."""
    state = game.new_initial_state()
    state.apply_action(1)
    return [Card.parse(state.action_to_string(0, action)) for action in range(52)]


@dataclass(frozen=True)
class Hand:
    """One hand of the run: our seat, the points of every seat, who shot the moon, our decision times."""

    deal: int
    seat: int
    points: list[int]
    shooter: int | None
    times: list[float]
    #: The seat that took Q♠ (None in runs saved before it was recorded).
    queen: int | None = None
    #: Per kind of decision (see :data:`KINDS`), how many of the bots' cards (with a choice) our normal player
    #: would have played with the bot's true hand, and how many there were (empty in older runs).
    predicted: dict[str, list[int]] = field(default_factory=dict)
    #: Where the bots' cards part from the model, per facet of :data:`FACETS`: how often they agreed, out of how
    #: many (empty in older runs).
    facets: dict[str, list[int]] = field(default_factory=dict)
    #: The match's hands before this one that our player saw (0: played alone, and in older runs).
    earlier: int = 0
    #: The hand's tricks, each a list of [seat, card] in play order (empty in older runs).
    tricks: list[list[list[int | str]]] = field(default_factory=list)
    #: The seed of the run's deals (None in older runs): two seeds number their deals alike, so hands are told
    #: apart by seed and deal (see :attr:`key`).
    seed: int | None = None

    @property
    def key(self) -> tuple[int | None, int]:
        """The deal this hand was played on, across runs of different seeds."""
        return self.seed, self.deal

    @property
    def ours(self) -> int:
        return self.points[self.seat]

    @property
    def theirs(self) -> float:
        return statistics.fmean(p for s, p in enumerate(self.points) if s != self.seat)


class Strangers:
    """OpenSpiel's IS-MCTS bots, and the state our engine is checked against."""

    def __init__(self, simulations: int, seed: int) -> None:
        self.game = load_game()
        self.cards = card_table(self.game)
        self.action = {card: a for a, card in enumerate(self.cards)}
        self.simulations = simulations
        self.seed = seed

    def decide(self, state: pyspiel.State, seed: int) -> int:
        # A fresh bot (and evaluator, kept alive beside it) per decision: nothing carries over between turns.
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        bot = pyspiel.ISMCTSBot(seed, evaluator, UCT_C, self.simulations, -1,
                                pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)
        return int(bot.step(state))

    def start(self, hands: Sequence[Sequence[Card]], direction: PassDirection, first: int = 0) -> pyspiel.State:
        """A new state dealing ``hands`` (seat ``first`` of ours in North's chair), passes not yet made."""
        state = self.game.new_initial_state()
        state.apply_action(DIRECTION_ACTION[direction])
        for k in range(len(hands[0])):
            for chair in range(4):
                state.apply_action(self.action[hands[(chair + first) % 4][k]])
        return state

    def pass_card(self, hands: Sequence[Sequence[Card]], direction: PassDirection, seat: int,
                  chosen: Sequence[int], seed: int) -> int:
        """The next card ``seat``'s bot passes, decided in North's chair (see the module)."""
        state = self.start(hands, direction, first=seat)
        for action in chosen:
            state.apply_action(action)
        return self.decide(state, seed)


def play_deal(strangers: Strangers, spec: str, deal: int, seat: int,
              earlier: Sequence[Sequence[Trick]] = ()) -> tuple[Hand, tuple[Trick, ...]]:
    """Deal ``deal`` with our player ``spec`` in ``seat`` and bots elsewhere, both engines in lockstep, after the
    ``earlier`` hands of the match: the hand, and its tricks."""
    number = strangers.seed * DEAL_BASE + deal + 1
    hands = numbered_deal(RULES, number)
    direction = RULES.pass_direction(deal)
    ours = make_player(spec, number * 4 + seat)
    rnd = Round.start(RULES, hands, direction, dealer=deal % 4, hand_number=deal, earlier=earlier)
    state = strangers.start(hands, direction)
    cards, action = strangers.cards, strangers.action
    times: list[float] = []
    turn = 0
    # How well our model of the others (the normal player) predicts the bots' cards, on their true hands.
    model = RuleBasedPlayer(0)
    predicted: dict[str, list[int]] = {}
    facets: dict[str, list[int]] = {}

    def seed_of() -> int:
        return (number * 4 + seat) * 128 + turn

    if rnd.phase is Phase.PASSING:
        for passer in range(4):  # OpenSpiel's order: North first
            if passer == seat:
                started = time.perf_counter()
                passed = ours.choose_pass(rnd.view(passer))
                times.append(time.perf_counter() - started)
                chosen = [action[c] for c in passed]
            else:
                chosen = []
                for _ in range(3):
                    chosen.append(strangers.pass_card(hands, direction, passer, chosen, seed_of()))
                    turn += 1
            for a in chosen:
                if state.current_player() != passer or a not in state.legal_actions():
                    raise Mismatch(f"deal {number}: seat {passer} may not pass {cards[a]} in OpenSpiel")
                state.apply_action(a)
            _engine(number, rnd.pass_cards, passer, [cards[a] for a in chosen])
    while not rnd.is_over:
        current = rnd.current_player
        legal = state.legal_actions()
        if state.current_player() != current or {cards[a] for a in legal} != set(rnd.legal_cards()):
            raise Mismatch(f"deal {number}: the engines disagree on whose turn it is or what is legal")
        if current == seat:
            view = rnd.view(current)
            TrueHands.round = rnd
            started = time.perf_counter()
            card = ours.choose_card(view)
            if len(view.legal) > 1:
                times.append(time.perf_counter() - started)
            if action[card] not in legal:
                raise Mismatch(f"deal {number}: our {card} is not legal in OpenSpiel")
            a = action[card]
        else:
            a = legal[0] if len(legal) == 1 else strangers.decide(state, seed_of())
            turn += 1
            view = rnd.view(current)
            if len(view.legal) > 1:
                k = read_view(view)
                kind = decision_kind(k)
                expected = model.choose_card(view)
                _count(predicted, kind, expected == cards[a])
                for facet, same in compare(k, kind, expected, cards[a]):
                    _count(facets, facet, same)
        state.apply_action(a)
        _engine(number, rnd.play, cards[a])
    points = rnd.scores(MoonChoice.ADD_TO_OTHERS)
    if points != [TOTAL - round(r) for r in state.returns()]:
        raise Mismatch(f"deal {number}: points {points}, OpenSpiel returns {state.returns()}")
    queen = next(s for s in range(4) if QUEEN_OF_SPADES in rnd.cards_taken(s))
    tricks: list[list[list[int | str]]] = [[[s, str(c)] for s, c in t.plays] for t in rnd.tricks]
    return Hand(deal, seat, points, rnd.shooter, times, queen, predicted, facets, len(earlier), tricks,
                strangers.seed), rnd.tricks


def decision_kind(k: Knowledge) -> str:
    """Which of :data:`KINDS` the decision ``k`` describes (as the normal player tells them apart)."""
    if not k.trick:
        return "lead"
    if not k.legal & SUITS[k.led]:
        return "discard"
    return "last to follow" if k.is_last else "follow"


def compare(k: Knowledge, kind: str, expected: Card, played: Card) -> list[tuple[str, bool]]:
    """The :data:`FACETS` a bot's card ``played`` shows, each with whether it agrees with the model's card
    ``expected``."""
    if kind == "lead":
        out = [("lead suit", played.suit is expected.suit)]
        suit = k.legal & SUITS[played.suit]
        if suit & (suit - 1):
            out.append(("lead lowest", played.mask == low_bit(suit)))
        return out
    if kind == "discard":
        return []
    _, win = k.winner()  # within a suit a higher card is a higher bit
    return [("win or duck", (played.mask > win) == (expected.mask > win))]


def _count(tallies: dict[str, list[int]], key: str, same: bool) -> None:
    """One more decision under ``key``: [how many agreed, how many there were]."""
    tally = tallies.setdefault(key, [0, 0])
    tally[0] += same
    tally[1] += 1


def _totals(hands: Sequence[Hand], field_name: str, keys: Sequence[str]) -> dict[str, list[int]]:
    """The tallies ``field_name`` (``predicted`` or ``facets``) of ``hands`` summed per key."""
    return {key: [sum(getattr(h, field_name).get(key, [0, 0])[i] for h in hands) for i in (0, 1)] for key in keys}


def _engine(number: int, move: Callable[..., object], *args: object) -> None:
    """Make a move OpenSpiel took in our engine: its refusal is a disagreement between the two."""
    try:
        move(*args)
    except IllegalMove as exc:
        raise Mismatch(f"deal {number}: our engine refuses a move OpenSpiel made: {exc}") from exc


def play_deals(spec: str, simulations: int, seed: int, deals: Iterable[int], seats: Iterable[int] = range(4),
               match: bool = False, true_hands: bool = False) -> list[Hand]:
    """Each deal with our player in each of ``seats``; with ``match`` the deals at one seat are one match's hands
    in order, each seeing the tricks of those before; with ``true_hands`` our search deals the true hands."""
    strangers = Strangers(simulations, seed)
    deals = list(deals)
    out: list[Hand] = []
    with dealing_true_hands() if true_hands else contextlib.nullcontext():
        for seat in seats:
            earlier: list[tuple[Trick, ...]] = []
            for deal in deals:
                hand, tricks = play_deal(strangers, spec, deal, seat, earlier)
                out.append(hand)
                if match:
                    earlier.append(tricks)
    return out


class TrueHands:
    """Stands in for the hard player's sampler (``--true-hands``): every deal is the true one, read from the round
    our player is deciding in."""

    #: The round being played, set by :func:`play_deal` before each of our player's decisions.
    round: Round | None = None

    def __init__(self, k: Knowledge, _sizes: Sequence[int], _odds: object = None) -> None:
        self.players = k.players

    def deal(self, _rng: random.Random) -> list[int]:
        assert TrueHands.round is not None, "no round is being played"
        return [mask_of(TrueHands.round.hand(seat)) for seat in range(self.players)]


@contextlib.contextmanager
def dealing_true_hands() -> Iterator[None]:
    """While inside, the hard player's search deals the true hands (it deals through ``deals.Sampler``)."""
    sampler = getattr(dealing, "Sampler")  # noqa: B009 (a name the module imports, not one it exports)
    setattr(dealing, "Sampler", TrueHands)  # noqa: B010
    try:
        yield
    finally:
        setattr(dealing, "Sampler", sampler)  # noqa: B010


def tune(settings: Sequence[str]) -> None:
    """Set constants of the hard search to measure a lever: ``NAME=VALUE`` for the hard search's own (in
    :mod:`hearts_qt.ai.hard` or the module of its concept, see :mod:`levers`; e.g. ``SURPRISE=0.9``),
    ``MODULE.NAME=VALUE`` for another module of :mod:`hearts_qt.ai` (e.g. ``tree.EXPLORE=0.35``)."""
    for setting in settings:
        setattr(*tunable(setting))


def tunable(setting: str) -> tuple[ModuleType, str, object]:
    """The module, the constant's name and the new value (of the constant's type) of a ``NAME=VALUE`` setting (see
    :func:`tune`)."""
    name, _, value = setting.partition("=")
    where, _, name = name.rpartition(".")
    module = importlib.import_module(f"hearts_qt.ai.{where}") if where else levers.home(name)
    if not hasattr(module, name):
        raise SystemExit(f"{module.__name__} has no {name}")
    return module, name, type(getattr(module, name))(value)


def saved_cards(hand: Hand, seed: int | None = None) -> tuple[list[list[Card]], list[tuple[int, Card]],
                                                              list[list[Card]]]:
    """What a saved hand was played with: the deal (numbered by the seed the hand carries, or ``seed`` for a hand
    saved without one), every card played in order with its seat, and the cards each seat passed (what it was dealt
    and did not play)."""
    if hand.seed is None and seed is None:
        raise SystemExit(f"deal {hand.deal}: saved without its seed; give the run's seed")
    dealt = numbered_deal(RULES, (seed if hand.seed is None else hand.seed) * DEAL_BASE + hand.deal + 1)
    plays = [(seat, Card.parse(str(name))) for trick in hand.tricks for seat, name in trick]
    kept = [{card for s, card in plays if s == seat} for seat in range(len(dealt))]
    passed = [sorted(set(cards) - kept[seat], key=lambda c: c.index) for seat, cards in enumerate(dealt)]
    return dealt, plays, passed


Job = tuple[str, int, int, tuple[int, ...], tuple[int, ...], bool, tuple[str, ...], bool]


def jobs_of(spec: str, simulations: int, seed: int, deals: Sequence[int], match: int,
            settings: tuple[str, ...], true_hands: bool = False) -> list[Job]:
    """One job a deal (its four rotations), or with ``match`` > 1 one job per seat and run of ``match`` deals."""
    if match <= 1:
        return [(spec, simulations, seed, (d,), tuple(range(4)), False, settings, true_hands) for d in deals]
    runs = [tuple(deals[i:i + match]) for i in range(0, len(deals), match)]
    return [(spec, simulations, seed, run, (seat,), True, settings, true_hands) for run in runs for seat in range(4)]


def _play_one(job: Job) -> list[Hand]:
    spec, simulations, seed, deals, seats, match, settings, true_hands = job
    tune(settings)
    return play_deals(spec, simulations, seed, deals, seats, match, true_hands)


def ratio_interval(hands: Sequence[Hand], resamples: int = 2000) -> tuple[float, float, float]:
    """Ours / theirs points per hand, and a 95 % bootstrap interval resampling whole deals."""
    return bootstrap(_deal_sums(hands), _ratio, resamples)


def _deal_sums(hands: Sequence[Hand]) -> list[list[float]]:
    """Per deal, our points and the bots' mean points summed over its hands."""
    by_deal: dict[tuple[int | None, int], list[float]] = {}
    for h in hands:
        pair = by_deal.setdefault(h.key, [0.0, 0.0])
        pair[0] += h.ours
        pair[1] += h.theirs
    return list(by_deal.values())


def _ratio(sums: Sequence[list[float]]) -> float:
    """Ours / theirs over the deals' sums of :func:`_deal_sums`."""
    return sum(s[0] for s in sums) / max(1e-9, sum(s[1] for s in sums))


def bootstrap(groups: Sequence[T], statistic: Callable[[Sequence[T]], float],
              resamples: int = 2000) -> tuple[float, float, float]:
    """``statistic`` of ``groups`` (one item a deal), and its 95 % interval from resampling the groups."""
    rng = random.Random(0)
    draws = sorted(statistic(rng.choices(groups, k=len(groups))) for _ in range(resamples))
    return statistic(groups), draws[int(0.025 * resamples)], draws[int(0.975 * resamples) - 1]


def report(hands: Sequence[Hand]) -> str:
    ours = [h.ours for h in hands]
    theirs = [h.theirs for h in hands]
    times = [t for h in hands for t in h.times]
    ratio, low, high = ratio_interval(hands)
    half = 1.96 * statistics.stdev(ours) / len(ours) ** 0.5 if len(ours) > 1 else 0.0
    shot = sum(1 for h in hands if h.shooter == h.seat)
    conceded = sum(1 for h in hands if h.shooter is not None and h.shooter != h.seat)
    queens = [h for h in hands if h.queen is not None]
    return "\n".join([
        f"{len(hands)} hands ({len({h.key for h in hands})} deals x seats)",
        f"ours   {statistics.fmean(ours):6.3f} points/hand [{statistics.fmean(ours) - half:.2f}, "
        f"{statistics.fmean(ours) + half:.2f}]",
        f"theirs {statistics.fmean(theirs):6.3f} points/hand (mean of the three bot seats)",
        f"ratio  {ratio:6.3f} [{low:.3f}, {high:.3f}] (95 %, bootstrap by deal)",
        f"moons  {shot} shot by ours, {conceded} by the bots",
        *([f"Q♠     taken by ours in {sum(1 for h in queens if h.queen == h.seat) / len(queens):.1%} of "
           f"{len(queens)} hands (a quarter is an even share)"] if queens else []),
        _direction_line(hands),
        *_predicted_lines(hands),
        f"decisions {len(times)}: median {statistics.median(times) * 1000:.1f} ms, "
        f"p99 {_percentile(times, 0.99) * 1000:.1f} ms" if times else "decisions 0",
    ])


def _direction_line(hands: Sequence[Hand]) -> str:
    """The ratio ours / theirs in the hands of each pass direction (the deal number decides it)."""
    parts = []
    for direction in PassDirection:
        picked = [h for h in hands if RULES.pass_direction(h.deal) is direction]
        if picked:
            parts.append(f"{direction.value} {_ratio(_deal_sums(picked)):.3f} ({len(picked)})")
    return "by pass " + ", ".join(parts) + " (ratio ours / theirs, hands)"


def _predicted_lines(hands: Sequence[Hand]) -> list[str]:
    """The share of the bots' cards (with a choice) that the normal player would have played with their hands."""
    totals = _totals(hands, "predicted", KINDS)
    if not any(total for _, total in totals.values()):
        return []
    same, total = (sum(t[i] for t in totals.values()) for i in (0, 1))
    parts = ", ".join(f"{kind} {s / t:.0%}" for kind, (s, t) in totals.items() if t)
    lines = [f"model  the normal player's card, on the bots' true hands: {same / total:.0%} of {total} ({parts})"]
    facets = _totals(hands, "facets", FACETS)
    if all(total for _, total in facets.values()):
        (suit, leads), (lowest, several), (side, follows) = (facets[facet] for facet in FACETS)
        lines.append(f"bots   lead the normal player's suit in {suit / leads:.0%} of {leads} leads and the lowest "
                     f"card of it in {lowest / several:.0%} of {several} (the normal player: always); win or duck "
                     f"as it would in {side / follows:.0%} of {follows} follows")
    return lines


def paired(ours: Sequence[Hand], before: Sequence[Hand], resamples: int = 2000) -> str:
    """Our points per hand in ``ours`` minus those in ``before``, over the hands both played (the same seed, deal
    and seat), with a 95 % bootstrap interval resampling whole deals; negative is a gain."""
    earlier = {(h.key, h.seat): h.ours for h in before}
    by_deal: dict[tuple[int | None, int], list[float]] = {}
    for h in ours:
        if (h.key, h.seat) in earlier:
            by_deal.setdefault(h.key, []).append(h.ours - earlier[h.key, h.seat])
    if not by_deal:
        return "paired: no hand in common"
    deals = list(by_deal.values())

    def mean(picked: Sequence[list[float]]) -> float:
        return sum(map(sum, picked)) / sum(map(len, picked))

    difference, low, high = bootstrap(deals, mean, resamples)
    return (f"paired {difference:+.2f} [{low:+.2f}, {high:+.2f}] points/hand over {sum(map(len, deals))} hands of "
            f"{len(deals)} deals (95 %, bootstrap by deal; negative: fewer points)")


def load(paths: Sequence[str]) -> list[Hand]:
    hands = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            hands += [Hand(**json.loads(line)) for line in f if line.strip()]
    return hands


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--player", default="hard", help="our level, e.g. hard, normal, hard:1.5")
    parser.add_argument("--deals", type=int, default=10, help="deals to play (each four times, our seat rotated)")
    parser.add_argument("--first", type=int, default=0, help="the first deal (to continue a run)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--simulations", type=int, default=1000, help="IS-MCTS simulations per decision")
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes (one a job: a deal, or with --match a seat's run of deals)")
    parser.add_argument("--match", type=int, default=1, metavar="M",
                        help="play M deals in a row at one seat as one match's hands (the hard player learns)")
    parser.add_argument("--tune", action="append", default=[], metavar="NAME=VALUE",
                        help="set a constant of hearts_qt.ai.hard (NAME=VALUE) or of another hearts_qt.ai module "
                             "(MODULE.NAME=VALUE) for this run (a lever under test)")
    parser.add_argument("--true-hands", action="store_true",
                        help="our search deals the true hands (an upper bound for inference; a diagnostic)")
    parser.add_argument("--out", help="append one JSON line per hand to this file")
    parser.add_argument("--report", nargs="+", metavar="FILE", help="only print the figures of saved runs")
    parser.add_argument("--paired", nargs=2, metavar=("NEW", "OLD"),
                        help="only print NEW's points per hand minus OLD's on the hands both saved")
    args = parser.parse_args(argv)
    if args.report:
        print(report(load(args.report)))
        return 0
    if args.paired:
        print(paired(load(args.paired[:1]), load(args.paired[1:])))
        return 0
    print(f"{args.player} vs 3 x IS-MCTS ({args.simulations} simulations), deals {args.first}.."
          f"{args.first + args.deals - 1} of seed {args.seed}{' '.join(['', *args.tune])}"
          f"{'; true hands' if args.true_hands else ''}"
          f"{f'; matches of {args.match} deals' if args.match > 1 else ''}; load {os.getloadavg()}",
          flush=True)
    deals = range(args.first, args.first + args.deals)
    jobs = jobs_of(args.player, args.simulations, args.seed, deals, args.match, tuple(args.tune), args.true_hands)
    hands: list[Hand] = []
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) if args.jobs > 1 else _Serial() as pool:
        for done, result in enumerate(pool.map(_play_one, jobs), 1):
            hands += result
            if args.out:
                with open(args.out, "a", encoding="utf-8") as out:
                    out.writelines(json.dumps(asdict(h)) + "\n" for h in result)
            print(f"\r{done}/{len(jobs)} jobs, {time.perf_counter() - started:.0f} s", end="", file=sys.stderr)
    print(file=sys.stderr)
    print(report(hands))
    print(f"{time.perf_counter() - started:.0f} s; load {os.getloadavg()}")
    return 0


class _Serial:
    """The executor interface, in this process."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn, items):  # type: ignore[no-untyped-def]
        return map(fn, items)


if __name__ == "__main__":
    sys.exit(main())
