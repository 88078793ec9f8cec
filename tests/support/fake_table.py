"""A table that answers the controller at once: every event presented inside its signal, the human's highest card
played, the moon subtracted; and a whole match played against it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from hearts_qt.controller import GameController, MoonQuestion
from hearts_qt.engine import Card, MoonChoice, PlayerView, Rules

NAMES = ["You", "Anna", "Boris", "Clara", "Dario", "Eva", "Filip"]


class FakeTable(QObject):
    """Presents every event instantly (synchronously, inside the signal) and plays the human's highest card."""

    def __init__(self, controller: GameController, *, answer: bool = True) -> None:
        super().__init__()
        self.controller = controller
        self.answer = answer
        self.log: list[str] = []
        self.moon_questions: list[MoonQuestion] = []
        self.winners: list[int] | None = None
        self.request = 0  # the presentation request to answer
        c = controller
        c.presentation_requested.connect(self._requested)
        for name in ("hand_dealt", "card_played", "trick_won", "trick_cancelled", "hand_scored", "hand_played_out"):
            getattr(c, name).connect(self._presenter(name))
        c.passes_exchanged.connect(lambda *_: self._present("passes_exchanged"))
        c.pass_requested.connect(self._pass)
        c.human_turn.connect(self._play)
        c.moon_choice_needed.connect(self._moon)
        c.game_over.connect(self._over)

    def _requested(self, request_id: int) -> None:
        self.request = request_id

    def finish(self) -> None:
        self.controller.presentation_finished(self.request)

    def _presenter(self, name: str) -> Callable[..., None]:
        return lambda *_event: self._present(name)

    def _present(self, name: str) -> None:
        self.log.append(name)
        if self.answer:
            self.finish()

    def _pass(self, view: PlayerView) -> None:
        self.log.append("pass_requested")
        assert self.controller.submit_pass(list(view.hand[-3:])) is None

    def _play(self, legal: list[Card]) -> None:
        self.log.append("human_turn")
        assert self.controller.play_card(legal[-1]) is None

    def _moon(self, question: MoonQuestion) -> None:
        self.moon_questions.append(question)
        self.controller.choose_moon(MoonChoice.SUBTRACT_FROM_SELF)

    def _over(self, winners: list[int]) -> None:
        self.winners = winners


def play_match(qtbot, controller: GameController, rules: Rules, seed: int = 1) -> FakeTable:
    table = FakeTable(controller)
    with qtbot.waitSignal(controller.game_over, timeout=20000):
        controller.new_game(rules, NAMES[: rules.players], ["human"] + ["easy"] * (rules.players - 1), seed)
    return table


class WaitingTable(FakeTable):
    """Presents at once but leaves the human's decisions to the test."""

    def _pass(self, view: PlayerView) -> None:
        self.log.append("pass_requested")

    def _play(self, legal: list[Card]) -> None:
        self.log.append("human_turn")
