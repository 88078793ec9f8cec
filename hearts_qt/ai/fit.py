"""How far the hard player trusts its model of each seat: learned from the match's earlier hands.

The hard player reads the cards the others play as if they played like the rule-based policy: a sampled deal on
which a seat would have played another card is ``SURPRISE`` times less likely. That is right for seats that do
play like the policy, and wrong for a person or a stranger's program, whose cards then pull the deals away from
the truth. Every card of a finished hand was played face up, so afterwards every seat's hand is known (the cards
it played), and the hand can be replayed to count, seat by seat, the decisions where the policy would have
played another card. From those counts (and a prior that a seat plays like the policy) each seat gets a weight
in :data:`UNIT`\\ s: a seat the policy predicts as well as it predicts itself keeps the full weight, a seat it
predicts no better than chance gets none, and its cards stop moving the deals.

The likelihood model: a seat plays the policy's card with probability r, and otherwise one of ``ALTERNATIVES``
other cards; a card the policy did not expect then makes a deal ``(1 - r) / (ALTERNATIVES * r)`` times less
likely, never less than ``SURPRISE`` (the full weight).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from hearts_qt.engine import Card, IllegalMove, PassDirection, Round, Rules, Trick

from .heuristic import choose_card_bit
from .knowledge import read_view

#: A weight of one full misfit (a deal ``SURPRISE`` times less likely); weights are whole numbers of 1/UNIT.
UNIT = 10
#: The other cards a seat that does not play the policy's card typically chooses from.
ALTERNATIVES = 2
#: The prior: as many decisions as this, played like the policy at the rate that gives the full weight.
PRIOR = 10


def seat_weights(rules: Rules, earlier: Sequence[Sequence[Trick]], seat: int, surprise: float) -> tuple[int, ...]:
    """Per seat, the weight (in :data:`UNIT`\\ s) of each card it played that the policy would not have, from the
    match's ``earlier`` hands; ``seat`` (the one searching) keeps the full weight. With one pack only: a
    Cancellation hand is not replayed, and every seat keeps the full weight."""
    n = rules.players
    missed, decided = [0] * n, [0] * n
    if rules.packs == 1:
        for tricks in earlier:
            counts = hand_fit(rules, tuple(tricks))
            for s, (m, d) in enumerate(counts):
                missed[s] += m
                decided[s] += d
    return tuple(UNIT if s == seat else weight(decided[s] - missed[s], decided[s], surprise) for s in range(n))


def weight(matched: int, decided: int, surprise: float) -> int:
    """The weight of a seat whose ``decided`` decisions the policy predicted ``matched`` times."""
    if surprise >= 1.0:
        return 0
    if surprise <= 0.0:
        return UNIT
    prior_rate = 1.0 / (1.0 + ALTERNATIVES * surprise)
    rate = (matched + PRIOR * prior_rate) / (decided + PRIOR)
    unlikely = max(surprise, (1.0 - rate) / (ALTERNATIVES * rate))
    if unlikely >= 1.0:
        return 0
    return min(UNIT, round(UNIT * math.log(unlikely) / math.log(surprise)))


@lru_cache(maxsize=512)
def hand_fit(rules: Rules, tricks: tuple[Trick, ...]) -> tuple[tuple[int, int], ...]:
    """Per seat, for one finished hand (its ``tricks``): the decisions (plays with more than one legal card) where
    the rule-based policy would have played another card, and the decisions. The hand is replayed from the hands
    the seats played it with (after any pass; the policy does not read passes). Counting stops once the hand's
    points are settled: the game may then play the rest out by itself (lowest cards), and nobody chose those. A
    hand that does not replay (not whole) counts nothing."""
    n = rules.players
    hands: list[list[Card]] = [[] for _ in range(n)]
    for trick in tricks:
        for s, card in trick.plays:
            hands[s].append(card)
    empty = tuple((0, 0) for _ in range(n))
    if not tricks:
        return empty
    missed, decided = [0] * n, [0] * n
    try:
        # The seat left of the dealer leads first where the rules say so; otherwise the dealer does not matter.
        rnd = Round.start(rules, hands, PassDirection.HOLD, (tricks[0].leader - 1) % n)
        for trick in tricks:
            for s, card in trick.plays:
                if rnd.current_player != s:
                    return empty
                if rnd.points_settled:
                    return tuple(zip(missed, decided, strict=True))
                view = rnd.view(s)
                if len(view.legal) > 1:
                    decided[s] += 1
                    missed[s] += choose_card_bit(read_view(view)) != card.mask
                rnd.play(card)
    except (ValueError, IllegalMove):
        return empty
    return tuple(zip(missed, decided, strict=True))


__all__ = ["ALTERNATIVES", "PRIOR", "UNIT", "hand_fit", "seat_weights", "weight"]
