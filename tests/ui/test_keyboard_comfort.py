"""The table speaks to a keyboard player as one: the prompts name keys once the keys are used (and clicks again
after a click), and one thing at a time looks focused (the card's ring, or the table's button)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from hearts_qt.engine import Rules
from tests.support.players import LowPlayer

from .conftest import click_card

TIMEOUT = 15000
PLAY_BY_MOUSE = "Your turn: click a card to play it."
PLAY_BY_KEYS = "Your turn: choose a card with ← / → and press Enter."
PASS_BY_MOUSE = "Click three cards, then press Pass cards."
PASS_BY_KEYS = "Select three cards with ← / → and Space, then press P."
READY_BY_MOUSE = "Three cards chosen: press Pass cards to pass them."
READY_BY_KEYS = "Three cards chosen: press P to pass them."


def test_the_turn_prompt_names_keys_after_a_key_and_clicks_after_a_click(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    table, label = window.table, window.status_line.prompt_label
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(5)
    assert label.text() == PLAY_BY_MOUSE
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert label.text() == PLAY_BY_KEYS
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert label.text() == PLAY_BY_KEYS
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT):
        click_card(qtbot, window, turn.args[0][0])
    assert not table.keyboard_used
    qtbot.keyClick(table, Qt.Key.Key_Left)  # between turns a key changes nothing: no prompt comes back
    assert label.text() == ""
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        pass
    assert label.text() == PLAY_BY_MOUSE


def test_the_pass_prompt_names_keys_after_a_key_and_clicks_after_a_click(qtbot, make_window):
    window = make_window(Rules(players=4))
    table, label = window.table, window.status_line.prompt_label
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(2)
    assert label.text() == PASS_BY_MOUSE
    table.setFocus()
    for _ in range(2):
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Right)
    assert label.text() == PASS_BY_KEYS
    qtbot.keyClick(table, Qt.Key.Key_Space)  # the third card: only the pass is left to do
    assert label.text() == READY_BY_KEYS
    click_card(qtbot, window, asked.args[0].hand[0])  # a click puts one back: the mouse wording again
    assert label.text() == PASS_BY_MOUSE
    click_card(qtbot, window, asked.args[0].hand[0])
    assert label.text() == READY_BY_MOUSE
    table.keyboard_used = True
    assert label.text() == READY_BY_KEYS


def test_a_new_hand_keeps_the_keyboard_wording(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    table = window.table
    table.keyboard_used = True
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(5)
    assert window.status_line.prompt_label.text() == PLAY_BY_KEYS


def test_the_pass_prompt_stays_down_once_the_pass_is_made(qtbot, make_window):
    gate = threading.Event()

    class Waiting(LowPlayer):
        def choose_pass(self, view):
            gate.wait(10)  # the computers pass only after the person has
            return super().choose_pass(view)

    window = make_window(Rules(players=4), factory=Waiting)
    table = window.table
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    table.setFocus()
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_P)
    assert window.controller.match.round.has_passed(0) and not window.controller.match.round.has_passed(1)
    assert window.status_line.prompt_label.text() == ""
    window.presenter.retranslate()  # the words said again (a new language): still nothing to do
    table.keyboard_used = False
    assert window.status_line.prompt_label.text() == ""
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        gate.set()


def ringed(table) -> list[int]:
    return [index for index, item in enumerate(table.hand) if item.focused]


def test_the_card_ring_hides_while_a_button_has_the_keys(qtbot, make_window):
    window = make_window(Rules(players=4))
    table = window.table
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Right)
    where = table.focus_index
    assert ringed(table) == [where]
    assert window.statusBar().currentMessage()  # the ringed card's name
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table.pass_button
    assert ringed(table) == []
    assert window.statusBar().currentMessage() == ""  # not the card that no longer has the ring
    assert table.hand[where].zValue() == 10 + where  # off the top of the fan with its ring
    qtbot.keyClick(table.pass_button, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is table
    assert ringed(table) == [where]
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert ringed(table) == []
    qtbot.keyClick(table.pass_button, Qt.Key.Key_Left)  # an arrow on the button: back to the hand, where it was
    assert QApplication.focusWidget() is table
    assert ringed(table) == [where]
