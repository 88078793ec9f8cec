"""Duplicate scoring for the coach: the same deal replayed with the hard player in the person's seat.

:func:`play_seat` deals a finished hand's cards again (same pass direction, dealer, match scores) and lets a
computer player decide for the person's seat against the same opponents — the very player objects of the match,
or new ones made with the same levels and seeds, so they decide as they did whenever they are shown the same
view. Comparing the points taken ("you took 13, the computer in your seat took 4") takes the luck of the cards
out of the judgement.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hearts_qt.engine import MoonChoice, Phase, Round
from hearts_qt.engine.replay import fresh_round

from . import create_player
from .players import Player

#: Deals a decision of each searching level stands for when it must decide the same on every run (the coach's
#: replay): about what its time in play gives on one core (0.4 s for hard, 1.5 s for expert's tree).
REPRODUCIBLE_DEALS = {"hard": 270, "expert": 1000}


class Stopped(Exception):
    """``should_stop`` ended :func:`play_seat` before the hand was over."""


@dataclass(frozen=True)
class SeatReplay:
    """The person's hand and the computer's in the same seat. ``*_taken`` are the points taken in the hand (before
    any moon). ``computer_scores`` are the replayed hand's scores with its shooter's own moon choice; ``replay`` is
    the replayed round itself (its ``shooter`` says who shot the moon there)."""

    seat: int
    person_taken: int
    computer_taken: int
    computer_scores: tuple[int, ...]
    replay: Round

    @property
    def difference(self) -> int:
        """How many more points the person took than the computer did (negative: the person did better)."""
        return self.person_taken - self.computer_taken


def opponents_from(levels: Sequence[str | None], seeds: Sequence[int | None], *,
                   reproducible_within: float | None = None) -> list[Player | None]:
    """Players made like the match's: ``create_player(level, seed)`` per seat, ``None`` where the level is.

    With ``reproducible_within`` (seconds), the searching levels search as many deals as their time in play gives
    (:data:`REPRODUCIBLE_DEALS`) rather than until a clock runs out, at most that long: they decide the same way on
    every run, as the rule-based levels always do.
    """
    def made(level: str, seed: int | None) -> Player:
        if reproducible_within is None or level not in REPRODUCIBLE_DEALS:
            return create_player(level, seed)
        return create_player(level, seed, deadline=reproducible_within, iterations=REPRODUCIBLE_DEALS[level])

    return [None if level is None else made(level, seed) for level, seed in zip(levels, seeds, strict=True)]


def play_seat(record: Round, opponents: Sequence[Player | None], seat: int = 0, *, player: Player | None = None,
              seed: int = 0, progress: Callable[[int, int], None] | None = None,
              should_stop: Callable[[], bool] | None = None) -> SeatReplay:
    """Replay ``record``'s deal with ``player`` (default: the hard player with ``seed``) deciding for ``seat`` and
    ``opponents[s]`` for every other seat ``s`` (``opponents[seat]`` is ignored).

    ``progress(done, total)`` counts the cards played (and the passes as one step); ``should_stop()`` is asked
    before each decision and raises :class:`Stopped`. The record itself is not changed.
    """
    n = record.rules.players
    if not record.is_over:
        raise ValueError("Only a finished hand can be replayed.")
    if len(opponents) != n:
        raise ValueError(f"{n} seats need {n} entries in opponents, not {len(opponents)}.")
    if any(opponents[s] is None for s in range(n) if s != seat):
        raise ValueError("Every other seat needs a player.")
    me: Player = player if player is not None else create_player("hard", seed)
    seats = [me if s == seat else opponents[s] for s in range(n)]
    rnd = fresh_round(record)
    total = record.rules.cards_per_hand * n + (1 if rnd.phase is Phase.PASSING else 0)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    def check() -> None:
        if should_stop is not None and should_stop():
            raise Stopped

    if rnd.phase is Phase.PASSING:
        for s, who in enumerate(seats):
            check()
            assert who is not None
            rnd.pass_cards(s, who.choose_pass(rnd.view(s)))
        step()
    while not rnd.is_over:
        current = rnd.current_player
        assert current is not None
        who = seats[current]
        assert who is not None
        check()
        rnd.play(who.choose_card(rnd.view(current)))
        step()
    return SeatReplay(seat, record.points_taken()[seat], rnd.points_taken()[seat],
                      tuple(rnd.scores(_moon_choice(rnd, seats))), rnd)


def _moon_choice(rnd: Round, seats: Sequence[Player | None]) -> MoonChoice | None:
    shooter = rnd.shooter
    if shooter is None:
        return None
    fixed = rnd.moon_choice_fixed()
    if fixed is not None:
        return fixed
    who = seats[shooter]
    assert who is not None
    return who.choose_moon(rnd.view(shooter))
