"""A person at the real window: cards clicked where they show, the Pass button, the score sheet closed, whole
matches and hands answered question by question. Waits on the controller's signals, never on timing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from hearts_qt.controller import illegal_move_message
from hearts_qt.engine import Card, MoonChoice, PlayerView
from tests.ui.conftest import click_card

EVENT_TIMEOUT = 15000


class Recorder:
    """Collects the controller's questions to the person, in order."""

    def __init__(self, window) -> None:
        self.events: list[tuple[str, object]] = []
        c = window.controller
        c.pass_requested.connect(lambda view: self.events.append(("pass", view)))
        c.human_turn.connect(lambda legal: self.events.append(("turn", legal)))
        c.moon_choice_needed.connect(lambda q: self.events.append(("moon", q)))
        c.hand_scored.connect(lambda result: self.events.append(("scored", result)))
        c.game_over.connect(lambda winners: self.events.append(("over", winners)))

    def next(self, qtbot) -> tuple[str, object]:
        qtbot.waitUntil(lambda: bool(self.events), timeout=EVENT_TIMEOUT)
        return self.events.pop(0)


def pass_by_clicking(qtbot, window, view: PlayerView) -> None:
    chosen = list(view.hand[-3:])
    assert not window.table.pass_button.isEnabled()
    for card in chosen:
        click_card(qtbot, window, card)
    assert window.table.pass_button.isEnabled()
    qtbot.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)


def play_by_clicking(qtbot, window, legal: list[Card], explain_once: list[bool]) -> None:
    hand = [item.card for item in window.table.hand]
    illegal = [card for card in hand if card not in legal]
    if illegal and not explain_once[0]:
        explain_once[0] = True
        click_card(qtbot, window, illegal[0])
        reason = illegal_move_message(window.controller.match.round.why_illegal(illegal[0]))
        assert window.statusBar().currentMessage() == reason
        assert window.table.mode == "play"
    click_card(qtbot, window, legal[-1])


def close_score_sheet(qtbot, window) -> None:
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)


def play_match(qtbot, window, seed: int, *, moon: MoonChoice = MoonChoice.ADD_TO_OTHERS) -> dict[str, int]:
    """Play until game over by clicking; returns how often each kind of question came up."""
    recorder = Recorder(window)
    window.new_game(seed)
    counts = {"pass": 0, "turn": 0, "moon": 0, "scored": 0}
    explained = [False]
    while True:
        kind, payload = recorder.next(qtbot)
        if kind == "over":
            assert payload == window.controller.match.winners
            qtbot.waitUntil(lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible())
            return counts
        counts[kind] += 1
        if kind == "pass":
            pass_by_clicking(qtbot, window, payload)
        elif kind == "turn":
            play_by_clicking(qtbot, window, payload, explained)
        elif kind == "moon":
            button = window.moon_dialog.add_button if moon is MoonChoice.ADD_TO_OTHERS else \
                window.moon_dialog.subtract_button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif kind == "scored":  # the last hand's too: game over comes when it is closed
            close_score_sheet(qtbot, window)


def play_hand(qtbot, window, timeout: int = 30000) -> None:
    """Answer every question to the person until the hand is scored (the score sheet then waits)."""
    c = window.controller
    scored: list[object] = []
    c.hand_scored.connect(scored.append)

    def step() -> bool:
        if scored:
            return True
        view = c.human_view
        if window.table.mode == "pass" and view is not None and not view.passed:
            c.submit_pass(list(view.hand[:3]))
        elif window.table.mode == "play" and view is not None and view.legal:
            c.play_card(view.legal[0])
        elif window.moon_dialog is not None:  # the person shot the moon: take the suggested choice
            window.moon_dialog.suggested_button.click()
        return False

    qtbot.waitUntil(step, timeout=timeout)
