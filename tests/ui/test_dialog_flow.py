"""The flow between dialogs, as a person meets it: the moon suggestion, game over, starting over, clean-up."""

from __future__ import annotations

from PySide6.QtCore import Qt

from hearts_qt.engine import MoonChoice, Rules

from .test_keyboard_flow import focused, press
from .test_play_match import EVENT_TIMEOUT, LowPlayer, Recorder, close_score_sheet, pass_by_clicking, play_by_clicking


def play_until(qtbot, window, stop: str, seed: int) -> object:
    """Play by clicking from a new game until the controller asks ``stop`` ("moon" or "over"); its payload."""
    recorder = Recorder(window)
    window.new_game(seed)
    explained = [True]
    while True:
        kind, payload = recorder.next(qtbot)
        if kind == stop:
            return payload
        if kind == "pass":
            pass_by_clicking(qtbot, window, payload)
        elif kind == "turn":
            play_by_clicking(qtbot, window, payload, explained)
        elif kind == "scored" and not window.controller.match.is_over:
            close_score_sheet(qtbot, window)


def test_enter_takes_the_suggested_moon_choice(qtbot, make_window):
    # Adding 26 to everyone ends this match to 25 with the shooter alone in front; subtracting lets it go on.
    window = make_window(Rules(players=4, passing=False, target_score=25), factory=LowPlayer)
    window.activateWindow()
    question = play_until(qtbot, window, "moon", seed=411)
    assert question.suggested is MoonChoice.ADD_TO_OTHERS
    dialog = window.moon_dialog
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.add_button.isDefault() and not dialog.subtract_button.isDefault()
    assert focused() is dialog.add_button
    with qtbot.waitSignal(window.controller.game_over, timeout=EVENT_TIMEOUT):
        press(qtbot, Qt.Key.Key_Return)
    match = window.controller.match
    assert match.history[0].moon_choice is MoonChoice.ADD_TO_OTHERS
    assert match.winners == [0]
