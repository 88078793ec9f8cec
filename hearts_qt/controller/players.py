"""The seats of a match: what the controller needs from a computer player, where the default ones come from
(``hearts_qt.ai``), and who sits where."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from hearts_qt.engine import HUMAN_SEAT, Card, MoonChoice, PlayerView

from .answers import FALLBACK_LEVEL


class Player(Protocol):
    """What the controller needs from a computer player (see ``hearts_qt.ai``)."""

    def choose_pass(self, view: PlayerView) -> list[Card]: ...

    def choose_card(self, view: PlayerView) -> Card: ...

    def choose_moon(self, view: PlayerView) -> MoonChoice: ...


PlayerFactory = Callable[[str, int | None], Player]


def default_player_factory(level: str, seed: int | None) -> Player:
    """A computer player from ``hearts_qt.ai`` (imported late: the controller works with any factory)."""
    from hearts_qt.ai import create_player

    player: Player = create_player(level, seed)
    return player


class Seats:
    """Who sits where in a match: each seat's name, computer level and player seed, the computer players, and the
    level (if any) that plays the person's seat (seat :data:`HUMAN_SEAT`) for them."""

    def __init__(self, factory: PlayerFactory) -> None:
        self.factory = factory
        self.names: list[str] = []
        self.levels: list[str] = []
        self.seeds: list[int] = []  # each seat's player seed (seat 0: the computer playing the person's seat)
        self.autoplay: str | None = None
        self.human_player: Player | None = None
        self._players: list[Player | None] = []

    def take(self, seed: int | None, players: int, names: Sequence[str], levels: Sequence[str]) -> None:
        """Seat the players of a match dealt from ``seed``: the seeds follow from it, so a resumed match's players
        decide as before."""
        self.names = list(names)
        self.levels = list(levels)
        rng = random.Random(seed)
        self.seeds = [0] + [rng.randrange(1 << 32) for _ in range(1, players)]
        self._players = [None] + [self.factory(levels[s], self.seeds[s]) for s in range(1, players)]
        if self.autoplay:
            self.seeds[HUMAN_SEAT] = rng.randrange(1 << 32)
            self.human_player = self.factory(self.autoplay, self.seeds[HUMAN_SEAT])
        else:
            self.human_player = None

    def rename(self, names: Sequence[str]) -> None:
        self.names = list(names)[: len(self.names)] if self.names else list(names)

    def set_autoplay(self, level: str | None) -> None:
        """Let a computer player of ``level`` play the person's seat (``None``: the person plays again)."""
        self.autoplay = level
        if self.seeds:
            self.seeds[HUMAN_SEAT] = random.randrange(1 << 32)
        self.human_player = self.factory(level, self.seeds[HUMAN_SEAT] if self.seeds else None) if level else None

    def player(self, seat: int) -> Player | None:
        """The computer player deciding for ``seat`` (None: the person decides)."""
        return self.human_player if seat == HUMAN_SEAT else self._players[seat]

    def level(self, seat: int) -> str:
        return (self.autoplay or FALLBACK_LEVEL) if seat == HUMAN_SEAT else self.levels[seat]

    def who(self, seat: int) -> str:
        """The seat's computer player, as a log line names it."""
        return f"The {self.level(seat)} computer player in seat {seat}"
