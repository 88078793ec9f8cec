"""A past hand seen again from one seat: the view that seat had before each of its decisions.

A :class:`Round` keeps its deal, every seat's pass and every card played. :func:`decisions` replays them onto a
fresh round from the same deal and yields, for one seat, the :class:`PlayerView` it was shown just before it
passed and before each card it played, with what it chose. The review of a hand (the coach) analyses exactly these
views, so it knows only what the seat knew then.

>>> import random
>>> from hearts_qt.engine import Rules, PassDirection, deal
>>> rules = Rules()
>>> rnd = Round.start(rules, deal(rules, random.Random(1)), PassDirection.HOLD)
>>> leader = rnd.current_player
>>> _ = rnd.play(rnd.legal_cards()[0])
>>> [(str(d.chosen[0]), d.trick, d.view.legal == d.chosen) for d in decisions(rnd, leader)]
[('2C', 0, True)]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .cards import Card
from .events import TrickWon
from .phase import Phase
from .round import Round
from .view import PlayerView


@dataclass(frozen=True)
class Decision:
    """One decision of a seat in a past hand: the view before it, what the seat chose (the three cards it passed,
    or the one card it played), and the trick it played to (``None`` for the pass)."""

    view: PlayerView
    chosen: tuple[Card, ...]
    trick: int | None


def fresh_round(record: Round) -> Round:
    """A new round from the same deal, pass direction, dealer, match scores and hand number as ``record``, before
    any pass or card."""
    hands = [record.dealt_hand(seat) for seat in range(record.rules.players)]
    return Round.start(record.rules, hands, record.pass_direction, record.dealer,
                       match_scores=record.match_scores, hand_number=record.hand_number, earlier=record.earlier)


def plays_of(record: Round) -> list[tuple[int, Card]]:
    """Every ``(seat, card)`` played in ``record``, in order."""
    out = [play for trick in record.tricks for play in trick.plays]
    out.extend(record.current_trick)
    return out


def decisions(record: Round, seat: int) -> Iterator[Decision]:
    """The decisions ``seat`` made in ``record`` so far, in order, each with the view it had then.

    The pass is seen before any seat has committed its pass (what a seat knows of the others' passes does not
    change its own options). A hand still being passed yields the pass only if ``seat`` has committed it.
    """
    if not (isinstance(seat, int) and 0 <= seat < record.rules.players):
        raise ValueError(f"There is no seat {seat!r} at this table.")
    rnd = fresh_round(record)
    if rnd.phase is Phase.PASSING:
        passes = [record.passed_cards(s) for s in range(record.rules.players)]
        mine = passes[seat]
        if mine is not None:
            yield Decision(rnd.view(seat), mine, None)
        for s, cards in enumerate(passes):
            if cards is None:
                return
            rnd.pass_cards(s, cards)
    for player, card in plays_of(record):
        if player == seat:
            yield Decision(rnd.view(seat), (card,), len(rnd.tricks))
        rnd.play(card)


def replayed(record: Round, plays: int) -> Round:
    """``record`` rebuilt from its deal with every pass made and only its first ``plays`` cards played.

    The engine is deterministic given the deal, so this is the hand exactly as it stood after those cards: what
    taking cards back (undo) leaves on the table.
    """
    rnd = fresh_round(record)
    if rnd.phase is Phase.PASSING:
        for seat in range(record.rules.players):
            cards = record.passed_cards(seat)
            if cards is not None:
                rnd.pass_cards(seat, cards)
    for _, card in plays_of(record)[:plays]:
        rnd.play(card)
    return rnd


def trick_takings(record: Round) -> list[TrickWon | None]:
    """What the winner of each finished trick of ``record`` took with it, in order (``None`` for a trick nobody
    won): its cards, and in Cancellation Hearts any cards left in the middle by cancelled tricks and the kitty."""
    rnd = fresh_round(record)
    if rnd.phase is Phase.PASSING:
        for seat in range(record.rules.players):
            cards = record.passed_cards(seat)
            if cards is None:
                return []
            rnd.pass_cards(seat, cards)
    takings: list[TrickWon | None] = []
    for trick in record.tricks:
        won = None
        for _, card in trick.plays:
            for event in rnd.play(card):
                if isinstance(event, TrickWon):
                    won = event
        takings.append(won)
    return takings
