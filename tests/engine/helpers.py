"""Builders for engine tests: hands from short strings, scripted play, and seeded searches for rare hands."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from hearts_qt.engine import Card, IllegalMove, PassDirection, Phase, Reason, Round, Rules, deal, parse_cards

Policy = Callable[[Round], Card]


def c(text: str) -> Card:
    return Card.parse(text)


def reason_of(error: IllegalMove | None) -> tuple[Reason, dict[str, object]] | None:
    """An illegal move's reason code and details, to compare in one assert (``None`` stays ``None``)."""
    return None if error is None else (error.reason, dict(error.details))


@contextmanager
def illegal(reason: Reason, **details: object) -> Iterator[None]:
    """The block must raise :class:`IllegalMove` with ``reason`` and at least these ``details``."""
    with pytest.raises(IllegalMove) as raised:
        yield
    assert raised.value.reason is reason
    assert {key: raised.value.details.get(key) for key in details} == details


def make_round(rules: Rules, fixed: dict[int, str], *, direction: PassDirection = PassDirection.HOLD,
               dealer: int = 0, kitty: str = "") -> Round:
    """A round where the seats in ``fixed`` hold exactly those cards; the rest of the deck fills the others in order.

    ``kitty`` names the cards kept back for Cancellation's kitty (they are dealt to nobody).
    """
    size = rules.cards_per_hand
    hands: list[list[Card]] = [parse_cards(fixed.get(seat, "")) for seat in range(rules.players)]
    rest = Counter(rules.deck()) - Counter(card for hand in hands for card in hand) - Counter(parse_cards(kitty))
    pool = sorted(rest.elements())
    for seat, hand in enumerate(hands):
        if seat in fixed:
            assert len(hand) == size, f"seat {seat} given {len(hand)} cards, needs {size}"
            continue
        hand.extend(pool[:size])
        pool = pool[size:]
    return Round.start(rules, hands, direction, dealer)


def play_cards(rnd: Round, cards: str) -> list:
    events = []
    for card in parse_cards(cards):
        events.extend(rnd.play(card))
    return events


def random_policy(rng: random.Random) -> Policy:
    return lambda rnd: rng.choice(rnd.legal_cards())


def greedy_shooter_policy(shooter: int, rng: random.Random) -> Policy:
    """``shooter`` plays its highest legal card; the others play low and throw points when void."""

    def choose(rnd: Round) -> Card:
        legal = rnd.legal_cards()
        if rnd.current_player == shooter:
            return max(legal, key=lambda card: card.rank)
        trick = rnd.current_trick
        if trick and all(card.suit != trick[0][1].suit for card in legal):
            return max(legal, key=lambda card: (rnd.rules.card_points(card), card.rank))
        return min(legal, key=lambda card: (card.rank, rng.random()))

    return choose


def finish(rnd: Round, policy: Policy, rng: random.Random | None = None) -> Round:
    rng = rng or random.Random(0)
    if rnd.phase is Phase.PASSING:
        for seat in range(rnd.rules.players):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
    while not rnd.is_over:
        rnd.play(policy(rnd))
    return rnd


def search_hand(rules: Rules, make_policy: Callable[[random.Random], Policy],
                condition: Callable[[Round], bool], tries: int = 3000) -> Round:
    """The first seeded hand played with the policy that meets ``condition`` (deterministic for a given rules)."""
    for seed in range(tries):
        rng = random.Random(seed)
        rnd = Round.start(rules, deal(rules, rng), PassDirection.HOLD)
        finish(rnd, make_policy(rng), rng)
        if condition(rnd):
            return rnd
    raise AssertionError("no hand met the condition")
