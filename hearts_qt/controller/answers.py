"""A computer player's answer is checked against the view before it is applied.

A legal card, three distinct cards from the hand for a pass, a :class:`MoonChoice` for the moon: anything else (an
illegal card, two cards, nothing, an exception a player raised) is logged and replaced by the rule-based player's
choice, so a faulty player never stalls the game or reaches the engine.
"""

from __future__ import annotations

import logging
from typing import Literal, overload

from hearts_qt.ai import create_player
from hearts_qt.ai.decisions import Decision, Kind, ask
from hearts_qt.engine import PASS_SIZE, Card, MoonChoice, PlayerView

log = logging.getLogger(__name__)

FALLBACK_LEVEL = "normal"  # who decides when a computer player's answer is wrong


def valid(kind: Kind, view: PlayerView, answer: object) -> bool:
    """Whether ``answer`` is a move the view allows: a legal card, three distinct cards from the hand, a choice."""
    if kind == "card":
        return isinstance(answer, Card) and answer in view.legal
    if kind == "pass":
        return (isinstance(answer, list | tuple) and len(answer) == PASS_SIZE
                and all(isinstance(card, Card) and card in view.hand for card in answer)
                and len(set(answer)) == PASS_SIZE)
    return isinstance(answer, MoonChoice)


@overload
def checked(kind: Literal["pass"], view: PlayerView, answer: object, who: str, seed: int) -> list[Card]: ...


@overload
def checked(kind: Literal["card"], view: PlayerView, answer: object, who: str, seed: int) -> Card: ...


@overload
def checked(kind: Literal["moon"], view: PlayerView, answer: object, who: str, seed: int) -> MoonChoice: ...


def checked(kind: Kind, view: PlayerView, answer: object, who: str, seed: int) -> Decision:
    """``answer`` if ``view`` allows it, else the rule-based choice for ``view`` (``who`` names the player in the
    log; ``seed`` seeds the stand-in)."""
    if valid(kind, view, answer):
        return answer  # type: ignore[return-value]
    log.warning("%s gave a wrong %s answer (%r): the rule-based choice is played instead", who, kind, answer)
    try:
        fallback: object = ask(create_player(FALLBACK_LEVEL, seed), kind, view)
    except Exception:
        log.exception("The rule-based player failed too")
        fallback = None
    if valid(kind, view, fallback):
        return fallback  # type: ignore[return-value]
    if kind == "pass":
        return list(view.hand[:PASS_SIZE])
    if kind == "card":
        return view.legal[0]
    return MoonChoice.ADD_TO_OTHERS
