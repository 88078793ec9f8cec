"""The coach's review: how many points each of a seat's decisions cost, judged by the hard player's search.

For one decision, :func:`analyse_card` (or :func:`analyse_pass`) runs the hard player's search from that seat's
:class:`PlayerView` — only what the seat knew then — on plausible deals (:class:`.deals.Deals`), every legal
alternative on the same deals, and scores each by the seat's own hand points (moons included, no match-end
weighting). :func:`review_hand` does that for every decision of one seat in a finished hand (rebuilt with
:func:`hearts_qt.engine.replay.decisions`) and flags the ones that cost a point or more beyond the noise, with a
reason code where one can be named (:mod:`.reasons`).

Cancellation Hearts (two packs, no pass) is judged by the hard player's two-pack search (:mod:`.cancellation`).

A hint (:func:`hint`) is judged the same way, so the review does not flag a decision the hint suggested (beyond the
noise of two searches): the rule of thumb's choice, with the rule named (:func:`.hints.hint_reasons`), unless the
search finds it costs a point or more beyond the noise (what the review would flag); then the search's best choice,
with the expected points of both.

The same hand is reviewed the same way each time: every decision is searched on :data:`REVIEW_DEALS` deals drawn
from a generator seeded from the hand's deal (:func:`deal_seed`) and the decision's view, not for as long as a clock
allows (a busier moment saw fewer deals, and another best card). The time budget only caps a machine too slow for
the deals. Where the search cannot tell the best choice from another (their difference deal by deal is within the
noise), :attr:`Analysis.rivals` names the others, so the coach can say it is too close to call.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from hearts_qt.engine import PASS_SIZE, Card, Phase, PlayerView, Round, mask_of
from hearts_qt.engine.replay import decisions

from .hard import distinct_moves, play_candidates, representatives
from .heuristic import card_rule, choose_pass_bits
from .hints import hint_reasons
from .judge import Judge
from .kernel import table_for
from .knowledge import bit_index, decision_rng, read_view
from .passing import pass_candidates, play_passes
from .reasons import Reason, card_reason, pass_reason

# Deals searched per decision: what 0.6 s of search gave the hardest decisions of a 4-player hand on one core, so
# a 13-card hand stays under 10 s (benchmarks/coach_speed.py).
REVIEW_DEALS = 400
# Seconds a decision's search may take at most: only a machine too slow or too busy for REVIEW_DEALS stops there
# (and then sees fewer deals than another would).
DEFAULT_BUDGET = 3.0
# A decision is flagged when it cost at least LOSS points and the loss is more than NOISE standard errors.
LOSS = 1.0
NOISE = 2.0


class Kind(Enum):
    PASS = "pass"
    CARD = "card"


@dataclass(frozen=True)
class Estimate:
    """The expected hand points after one choice: ``mean`` over ``deals`` sampled deals, with its standard error
    ``se``. ``choice`` is one card, or the three cards of a pass."""

    choice: tuple[Card, ...]
    mean: float
    se: float
    deals: int


@dataclass(frozen=True)
class Analysis:
    """Every alternative of one decision, best first. ``deals`` is how many deals the search played out (the
    alternatives pruned as clearly worse were played on fewer). ``chosen`` is the estimate of the choice the caller
    asked to keep to the end (``None`` when none was given), ``loss``/``loss_se`` its expected cost against the
    best alternative on the same deals and the standard error of that difference. ``rivals`` are the other choices
    the search could not tell from the best (their difference deal by deal within the noise), best first; one card
    stands for each run of interchangeable cards."""

    kind: Kind
    estimates: tuple[Estimate, ...]
    deals: int
    chosen: Estimate | None
    loss: float
    loss_se: float
    rivals: tuple[Estimate, ...] = ()

    @property
    def best(self) -> Estimate:
        return self.estimates[0]

    def estimate_of(self, choice: Sequence[Card]) -> Estimate:
        """The estimate of ``choice`` (one card, or three in any order); ``KeyError`` if it was not searched."""
        wanted = sorted(choice)
        for estimate in self.estimates:
            if sorted(estimate.choice) == wanted:
                return estimate
        raise KeyError(" ".join(map(str, choice)))


@dataclass(frozen=True)
class DecisionReview:
    """One reviewed decision. ``trick`` is the trick's number (``None`` for the pass); ``forced`` means there was
    no real alternative (one legal card, or only interchangeable ones), so nothing was searched. ``flagged`` means
    the choice cost at least one point beyond the noise; ``reason`` names why when a reason can be named."""

    kind: Kind
    trick: int | None
    view: PlayerView
    chosen: tuple[Card, ...]
    analysis: Analysis | None
    flagged: bool
    reason: Reason | None

    @property
    def forced(self) -> bool:
        return self.analysis is None

    @property
    def best(self) -> tuple[Card, ...]:
        return self.chosen if self.analysis is None else self.analysis.best.choice

    @property
    def loss(self) -> float:
        return 0.0 if self.analysis is None else self.analysis.loss


@dataclass(frozen=True)
class HandReview:
    """The review of one seat's hand. ``cancelled`` means ``should_stop`` ended the review early and ``decisions``
    holds the ones reviewed until then."""

    seat: int
    cancelled: bool
    decisions: tuple[DecisionReview, ...]

    @property
    def flagged(self) -> tuple[DecisionReview, ...]:
        return tuple(d for d in self.decisions if d.flagged)

    @property
    def total_loss(self) -> float:
        """The expected points the flagged decisions cost together."""
        return sum(d.loss for d in self.flagged)


def analyse_card(view: PlayerView, *, budget: float = DEFAULT_BUDGET, seed: int = 0,
                 iterations: int | None = REVIEW_DEALS, chosen: Card | None = None) -> Analysis:
    """The expected hand points of every legal card in ``view`` (the seat to play), best first.

    The search stops after ``budget`` seconds or ``iterations`` deals (with a generous budget, ``iterations`` makes
    it reproducible). ``chosen`` is kept to the end even if clearly worse, so its loss is measured on every deal.
    Raises ``ValueError`` for a view that is not this seat's turn to play.
    """
    if not view.legal:
        raise ValueError("The seat has no card to play in this view.")
    if chosen is not None and chosen not in view.legal:
        raise ValueError(f"{chosen} is not a legal card here.")
    stop = time.perf_counter() + budget
    k = read_view(view)
    standing = representatives(k)
    keep = standing[chosen.mask] if chosen is not None else 0
    judge = Judge(view, table_for(view.rules), match_aware=False)
    search = play_candidates(view, k, distinct_moves(k), decision_rng(seed, view, "review"), stop, iterations,
                             judge, keep)
    # Each card is judged by its better plan (playing normally, or going for the moon when that was searched).
    effective: dict[int, list[float]] = {}
    for bit in dict.fromkeys(standing.values()):
        options = [search.outcomes[plan, bit] for plan in search.plans if (plan, bit) in search.active[plan]] or \
            [search.outcomes[plan, bit] for plan in search.plans]
        effective[bit] = min(options, key=lambda values: (-len(values), sum(values)))
    alive = {bit for plan in search.plans for _, bit in search.active[plan]}
    best = min(alive, key=lambda bit: (_mean(effective[bit]), bit))
    estimates = {card: _estimate((card,), effective[standing[card.mask]]) for card in view.legal}
    order = sorted(view.legal, key=lambda card: (standing[card.mask] != best, estimates[card].mean, card))
    mine = estimates[chosen] if chosen is not None else None
    loss, loss_se = _loss(effective[keep], effective[best]) if keep else (0.0, 0.0)
    rivals = [estimates[Card.from_index(bit_index(bit))] for bit in effective
              if bit != best and _within_noise(effective[bit], effective[best])]
    return Analysis(Kind.CARD, tuple(estimates[card] for card in order), search.worlds, mine, loss, loss_se,
                    _best_first(rivals))


def analyse_pass(view: PlayerView, *, budget: float = DEFAULT_BUDGET, seed: int = 0,
                 iterations: int | None = REVIEW_DEALS, chosen: Sequence[Card] | None = None) -> Analysis:
    """The expected hand points of the passes the hard player's search considers (every three of the six cards
    the rule-based pass rates most dangerous), plus ``chosen`` when it is another set, best first. The other seats'
    hands are unknown before the pass, so every deal is a random one. Raises ``ValueError`` outside the passing
    phase of a hand that passes."""
    if view.pass_target is None or view.passed or len(view.hand) < PASS_SIZE:
        raise ValueError("The seat has no pass to make in this view.")
    stop = time.perf_counter() + budget
    hand = mask_of(view.hand)
    values = view.rules.points
    candidates = pass_candidates(hand, values)
    keep = -1
    if chosen is not None:
        bits = sorted(card.mask for card in chosen)
        if len(set(bits)) != PASS_SIZE or any(not bit & hand for bit in bits):
            raise ValueError("A pass is three different cards from the hand.")
        found = [i for i, c in enumerate(candidates) if sorted(c) == bits]
        if not found:
            candidates.append(bits)
        keep = found[0] if found else len(candidates) - 1
    judge = Judge(view, table_for(view.rules), match_aware=False)
    outcomes, active = play_passes(view, hand, candidates, decision_rng(seed, view, "review-pass"), stop, iterations,
                                   judge.utility, keep)
    preferred = sorted(choose_pass_bits(hand, values))
    best = min(active, key=lambda i: (_mean(outcomes[i]), sorted(candidates[i]) != preferred, i))
    estimates = [_estimate(tuple(Card.from_index(bit_index(b)) for b in sorted(c)), outcomes[i])
                 for i, c in enumerate(candidates)]
    order = sorted(range(len(candidates)), key=lambda i: (i != best, estimates[i].mean, i))
    loss, loss_se = _loss(outcomes[keep], outcomes[best]) if keep >= 0 else (0.0, 0.0)
    rivals = [estimates[i] for i in range(len(candidates)) if i != best and _within_noise(outcomes[i], outcomes[best])]
    return Analysis(Kind.PASS, tuple(estimates[i] for i in order), max(len(v) for v in outcomes.values()),
                    estimates[keep] if keep >= 0 else None, loss, loss_se, _best_first(rivals))


def flagged(analysis: Analysis) -> bool:
    """Whether the kept choice cost a point or more, beyond the noise of the estimate."""
    return analysis.loss >= LOSS and analysis.loss > NOISE * analysis.loss_se


def review_decision(view: PlayerView, chosen: Sequence[Card], *, budget: float = DEFAULT_BUDGET, seed: int = 0,
                    iterations: int | None = REVIEW_DEALS, trick_after: Sequence[tuple[int, Card]] = (),
                    winner: int | None = None) -> DecisionReview:
    """Review one decision: the pass (three cards) in a passing view, or the card played otherwise.

    ``trick_after`` (the trick's plays once finished) and its ``winner`` let the reason say what happened to the
    card; without them only reasons visible at the moment of play are named.
    """
    if view.phase is Phase.PASSING:
        analysis = analyse_pass(view, budget=budget, seed=seed, iterations=iterations, chosen=chosen)
        flag = flagged(analysis)
        reason = pass_reason(view, tuple(chosen), analysis.best.choice) if flag else None
        return DecisionReview(Kind.PASS, None, view, tuple(chosen), analysis, flag, reason)
    (card,) = chosen
    trick = len(view.tricks)
    k = read_view(view)
    if len(distinct_moves(k)) < 2:
        return DecisionReview(Kind.CARD, trick, view, (card,), None, False, None)
    analysis = analyse_card(view, budget=budget, seed=seed, iterations=iterations, chosen=card)
    flag = flagged(analysis)
    reason = card_reason(view, card, analysis.best.choice[0], tuple(trick_after), winner) if flag else None
    return DecisionReview(Kind.CARD, trick, view, (card,), analysis, flag, reason)


def review_hand(record: Round, seat: int = 0, *, budget: float = DEFAULT_BUDGET, seed: int | None = None,
                iterations: int | None = REVIEW_DEALS, progress: Callable[[int, int], None] | None = None,
                should_stop: Callable[[], bool] | None = None) -> HandReview:
    """Review every decision ``seat`` made in ``record`` (a finished hand, or the decisions made so far).

    ``progress(done, total)`` is called after each decision (and once with ``done == 0`` before the first);
    ``should_stop()`` is asked before each one and ends the review early (within one decision's ``budget``). Safe
    to run in a worker thread: it reads ``record`` and builds its own rounds. Each decision is searched on
    ``iterations`` deals (:data:`REVIEW_DEALS`; ``None``: for the whole budget), or for ``budget`` seconds if that
    comes first, with deals drawn from ``seed`` (by default the hand's own, :func:`deal_seed`): the same hand gets
    the same review.
    """
    if seed is None:
        seed = deal_seed(record)
    steps = list(decisions(record, seat))
    tricks = record.tricks
    done: list[DecisionReview] = []
    if progress is not None:
        progress(0, len(steps))
    for step in steps:
        if should_stop is not None and should_stop():
            return HandReview(seat, True, tuple(done))
        finished = tricks[step.trick] if step.trick is not None and step.trick < len(tricks) else None
        done.append(review_decision(step.view, step.chosen, budget=budget, seed=seed, iterations=iterations,
                                    trick_after=finished.plays if finished else (),
                                    winner=finished.winner if finished else None))
        if progress is not None:
            progress(len(done), len(steps))
    return HandReview(seat, False, tuple(done))


@dataclass(frozen=True)
class Hint:
    """What to play (one card) or pass (three): ``cards``. When they are the rule of thumb's choice, ``reasons``
    says why (:func:`.hints.hint_reasons`); when the search found the rule of thumb's choice, ``usual``, clearly
    worse, ``expected`` and ``usual_expected`` are the hand points each is expected to cost."""

    cards: tuple[Card, ...]
    reasons: tuple[Reason, ...] = ()
    expected: float | None = None
    usual: tuple[Card, ...] = ()
    usual_expected: float | None = None


def hint(view: PlayerView, *, budget: float = DEFAULT_BUDGET, seed: int = 0,
         iterations: int | None = REVIEW_DEALS) -> Hint:
    """The hint for the seat to pass or play in ``view``: the rule of thumb's choice and its reason, or the search's
    best choice when the rule of thumb's would cost a point or more beyond the noise (see the module). With the
    hand's :func:`deal_seed` it searches the deals the review of the same decision searches."""
    if view.phase is Phase.PASSING:
        bits = choose_pass_bits(mask_of(view.hand), view.rules.points)
        usual = tuple(Card.from_index(bit_index(bit)) for bit in bits)
        analysis = analyse_pass(view, budget=budget, seed=seed, iterations=iterations, chosen=usual)
    else:
        k = read_view(view)
        bit, _ = card_rule(k)
        usual = (Card.from_index(bit_index(bit)),)
        if len(distinct_moves(k)) < 2:
            return Hint(usual, hint_reasons(view, usual))
        analysis = analyse_card(view, budget=budget, seed=seed, iterations=iterations, chosen=usual[0])
    if not flagged(analysis) or analysis.chosen is None:
        return Hint(usual, hint_reasons(view, usual))
    return Hint(analysis.best.choice, (), analysis.best.mean, usual, analysis.chosen.mean)


def deal_seed(rnd: Round) -> int:
    """A seed that follows from ``rnd``'s deal alone (the cards each seat was dealt), the same on every machine and
    run: the coach's deals for a hand depend on nothing else.

    >>> from hearts_qt.engine import PassDirection, Rules, numbered_deal
    >>> a = Round.start(Rules(), numbered_deal(Rules(), 7), PassDirection.LEFT)
    >>> deal_seed(a) == deal_seed(Round.start(Rules(), numbered_deal(Rules(), 7), PassDirection.LEFT))
    True
    """
    dealt = "|".join(" ".join(map(str, rnd.dealt_hand(seat))) for seat in range(rnd.rules.players))
    return int.from_bytes(hashlib.sha256(dealt.encode()).digest()[:8], "big")


def _within_noise(values: list[float], best: list[float]) -> bool:
    """Whether a choice's outcomes differ from the best's, deal by deal on the deals both were played on, by no
    more than the noise of that difference: the search cannot tell the two apart."""
    shared = min(len(values), len(best))
    if shared < 2:
        return False
    mean, se = _loss(values[:shared], best[:shared])
    return mean <= NOISE * se


def _best_first(estimates: list[Estimate]) -> tuple[Estimate, ...]:
    return tuple(sorted(estimates, key=lambda estimate: (estimate.mean, estimate.choice)))


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else math.inf


def _estimate(choice: tuple[Card, ...], values: list[float]) -> Estimate:
    n = len(values)
    mean = _mean(values)
    if n < 2:
        return Estimate(choice, mean, math.inf, n)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return Estimate(choice, mean, math.sqrt(variance / n), n)


def _loss(mine: list[float], best: list[float]) -> tuple[float, float]:
    """The mean of ``mine - best`` deal by deal, and its standard error."""
    diffs = [a - b for a, b in zip(mine, best, strict=True)]
    estimate = _estimate((), diffs)
    return estimate.mean, (0.0 if all(d == 0 for d in diffs) else estimate.se)


__all__ = [
    "DEFAULT_BUDGET",
    "REVIEW_DEALS",
    "Analysis",
    "DecisionReview",
    "Estimate",
    "HandReview",
    "Hint",
    "Kind",
    "analyse_card",
    "analyse_pass",
    "deal_seed",
    "flagged",
    "hint",
    "review_decision",
    "review_hand",
]
