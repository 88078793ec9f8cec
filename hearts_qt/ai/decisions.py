"""Decisions as data, so they can be made anywhere: in a worker thread or in a separate process.

A :class:`DecisionRequest` names the player (level and seed) and the view it sees; :func:`decide_all` builds each
player with :func:`~hearts_qt.ai.create_player` and asks it. Players are seeded and see nothing but the view, so a
request gives the same decision in a child process as in the GUI process. Everything here pickles.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Literal

from hearts_qt.engine import Card, MoonChoice, PlayerView

from . import create_player
from .players import Player

NICENESS = 5  # how much lower than the window a decision process runs (POSIX)

Kind = Literal["pass", "card", "moon"]
Decision = list[Card] | Card | MoonChoice


@dataclass(frozen=True)
class DecisionRequest:
    """One decision to make: which kind, by which player, from which view."""

    kind: Kind
    level: str
    seed: int
    view: PlayerView


def ask(player: Player, kind: Kind, view: PlayerView) -> Decision:
    """``player``'s answer to one kind of question."""
    if kind == "pass":
        return list(player.choose_pass(view))
    if kind == "card":
        return player.choose_card(view)
    return player.choose_moon(view)


def decide_all(requests: Sequence[DecisionRequest]) -> list[Decision]:
    """Every request's decision, in order, one after another (one core, whatever the number of seats)."""
    return [ask(create_player(r.level, r.seed), r.kind, r.view) for r in requests]


def serve(connection: Connection) -> None:
    """A decision process's life: answer ``(number, requests)`` with ``(number, decisions or the exception)``,
    one at a time, until ``None`` arrives or the other end goes away."""
    if hasattr(os, "nice"):
        # When cores are short the window's painting goes first; a search only sees fewer deals by its deadline.
        os.nice(NICENESS)
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        number, requests = message
        try:
            answer: list[Decision] | Exception = decide_all(requests)
        except Exception as exc:  # the asker falls back to a rule-based choice; this process carries on
            answer = exc
        try:
            connection.send((number, answer))
        except OSError:
            return
        except Exception as exc:  # an answer that does not pickle: say so, the asker falls back
            connection.send((number, RuntimeError(f"The decision could not be sent back: {exc}")))


__all__ = ["Decision", "DecisionRequest", "Kind", "ask", "decide_all", "serve"]
