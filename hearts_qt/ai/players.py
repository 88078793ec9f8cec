"""The computer players: a random one for tests, and the rule-based "easy" and "normal" players.

Each player sees only the :class:`PlayerView` it is handed. Randomness comes from a generator seeded by the
player's seed and the view, so the same view and seed always give the same decision, calls are independent of
each other, and a player can be used from any thread.
"""

from __future__ import annotations

import random
from typing import Protocol

from hearts_qt.engine import PASS_SIZE, Card, MoonChoice, PlayerView, cards_of

from .heuristic import choose_card_bit, choose_pass_bits
from .knowledge import decision_rng, read_view
from .moon import choose_moon


class Player(Protocol):
    """What the controller and the arena call: one method per decision a seat makes."""

    def choose_pass(self, view: PlayerView) -> list[Card]:
        """The three cards to pass (the view is in the passing phase)."""
        ...

    def choose_card(self, view: PlayerView) -> Card:
        """The card to play; it is one of ``view.legal``."""
        ...

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        """After shooting the moon: add to the others or subtract from oneself."""
        ...


def new_seed() -> int:
    return random.SystemRandom().randrange(1 << 62)


class RandomPlayer:
    """Plays any legal card and passes any three cards; for tests and as a floor in the arena."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = new_seed() if seed is None else seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return decision_rng(self.seed, view, "pass").sample(sorted(set(view.hand)), PASS_SIZE)

    def choose_card(self, view: PlayerView) -> Card:
        if len(view.legal) == 1:
            return view.legal[0]
        return decision_rng(self.seed, view, "card").choice(view.legal)

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return choose_moon(view)


class RuleBasedPlayer:
    """The rule-based player. ``blunder`` is the chance of playing a random legal card instead (the easy player);
    ``counting`` off makes it forget which cards have been played (everything not in hand counts as unseen)."""

    def __init__(self, seed: int | None = None, *, blunder: float = 0.0, counting: bool = True) -> None:
        self.seed = new_seed() if seed is None else seed
        self.blunder = blunder
        self.counting = counting

    def choose_pass(self, view: PlayerView) -> list[Card]:
        knowledge = read_view(view)
        return [Card.from_index(b.bit_length() - 1) for b in choose_pass_bits(knowledge.hand, view.rules.points)]

    def choose_card(self, view: PlayerView) -> Card:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if self.blunder:
            rng = decision_rng(self.seed, view, "blunder")
            if rng.random() < self.blunder:
                return rng.choice(legal)
        knowledge = read_view(view)
        if not self.counting:
            knowledge = knowledge.forgetting()
        bit = choose_card_bit(knowledge)
        return cards_of(bit)[0]

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return choose_moon(view)
