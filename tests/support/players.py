"""Computer players whose every choice a test can foresee."""

from __future__ import annotations

from hearts_qt.engine import Card, MoonChoice, PlayerView


class LowPlayer:
    """A predictable computer player: passes and plays its lowest cards, always adds the moon to the others."""

    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return list(view.hand[:3])

    def choose_card(self, view: PlayerView) -> Card:
        return view.legal[0]

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return MoonChoice.ADD_TO_OTHERS
