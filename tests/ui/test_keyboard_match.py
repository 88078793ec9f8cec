"""A whole match played with the keyboard alone: every key goes where a person's key would go (the open menu, else
the widget with the keyboard focus), and nothing is clicked or called.

Match number 19 with opponents that pass and play their lowest cards (``LowPlayer``) is short and known: the first
hand is an ordinary hand with a pass, and in the second, playing the highest card every time, the person shoots
the moon; adding it to the others ends the match at 25 points. On the way every dialog of a match is opened and
answered by keys: Play deal, the received cards' OK, Last trick, the score sheet (Ctrl+S and between hands),
Help ▸ Keyboard, the abandon question, the moon choice and game over, whose New game deals the next match.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QPushButton

from hearts_qt.engine import MoonChoice, Rules
from hearts_qt.ui.dialogs.keyboard_help import KeyboardDialog
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from tests.support.clicking import Recorder

from ..controller.test_game_controller import LowPlayer
from .keyboard import TIMEOUT, alt, at_the_table, opened, press, tab_round, target

MATCH = "19"


def focus_on(qtbot, window, card) -> None:
    """→ until the ring is on ``card`` (the first → only shows the ring)."""
    table = window.table
    if not table.keyboard_used:
        press(qtbot, Qt.Key.Key_Right)
    for _ in range(len(table.hand)):
        if table.hand[table.focus_index].card == card:
            break
        press(qtbot, Qt.Key.Key_Right)
    ringed = table.hand[table.focus_index]
    assert ringed.card == card and ringed.focused
    assert all(not item.focused for item in table.hand if item is not ringed)


def pass_three(qtbot, window, cards, select: Qt.Key, confirm: str) -> None:
    table = window.table
    at_the_table(qtbot, window)
    press(qtbot, Qt.Key.Key_P)  # nothing chosen yet: P says why it cannot pass
    assert window.statusBar().currentMessage() == "To pass, select 3 cards first: 0 selected so far."
    for card in cards:
        focus_on(qtbot, window, card)
        press(qtbot, select)
    assert sorted(i.card for i in table.selected()) == sorted(cards)
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        if confirm == "tab":  # Tab to the Pass button, Space presses it
            press(qtbot, Qt.Key.Key_Tab)
            assert target() is table.pass_button
            press(qtbot, Qt.Key.Key_Space)
        else:
            press(qtbot, Qt.Key.Key_P)
    # The received cards wait for OK, which has the keyboard: Enter or Space, then the hand again.
    qtbot.waitUntil(lambda: table.holding and target() is table.ok_button, timeout=TIMEOUT)
    press(qtbot, Qt.Key.Key_Return if confirm == "tab" else Qt.Key.Key_Space)
    assert not table.holding
    at_the_table(qtbot, window)


def dialogs_mid_hand(qtbot, window) -> None:
    """Last trick, the score sheet, Help ▸ Keyboard and New game's question, each closed by keys."""
    press(qtbot, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    opened(qtbot, LastTrickDialog)
    press(qtbot, Qt.Key.Key_Escape)
    at_the_table(qtbot, window)

    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isAncestorOf(target()))
    press(qtbot, Qt.Key.Key_Escape)
    at_the_table(qtbot, window)

    alt(qtbot, "h")  # Help, then its &Keyboard item
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    press(qtbot, Qt.Key.Key_K)
    keys = opened(qtbot, KeyboardDialog)
    assert target() is keys.browser and "Ctrl+L" in keys.browser.toPlainText()
    keys.resize(480, 300)
    bar = keys.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    press(qtbot, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    press(qtbot, Qt.Key.Key_Escape)
    at_the_table(qtbot, window)

    match = window.controller.match
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.abandon_question is not None and window.abandon_question.isAncestorOf(target()))
    press(qtbot, Qt.Key.Key_Return)  # the default is No: Enter alone never throws the match away
    assert window.controller.match is match
    at_the_table(qtbot, window)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.abandon_question is not None and window.abandon_question.isAncestorOf(target()))
    press(qtbot, Qt.Key.Key_Escape)  # Escape is No too
    assert window.controller.match is match and window.abandon_question is None
    at_the_table(qtbot, window)


def play_turn(qtbot, window, legal, highest: bool) -> None:
    at_the_table(qtbot, window)
    focus_on(qtbot, window, legal[-1] if highest else legal[0])
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT):
        press(qtbot, Qt.Key.Key_Return if highest else Qt.Key.Key_Space)


def play_hand(qtbot, window, recorder, *, highest: bool, mid_hand: bool = False) -> object:
    """Play until the hand is scored; returns the result (the moon is answered on the way)."""
    while True:
        kind, payload = recorder.next(qtbot)
        if kind == "turn":
            play_turn(qtbot, window, payload, highest)
            if mid_hand and window.controller.match.round.tricks:
                dialogs_mid_hand(qtbot, window)
                mid_hand = False
        elif kind == "moon":
            answer_moon(qtbot, window)
        elif kind == "scored":
            return payload


def answer_moon(qtbot, window) -> None:
    dialog = window.moon_dialog
    qtbot.waitUntil(lambda: dialog.isAncestorOf(target()), timeout=TIMEOUT)
    assert target() is dialog.suggested_button
    assert tab_round(qtbot, dialog) == {dialog.add_button, dialog.subtract_button}
    press(qtbot, Qt.Key.Key_Escape)  # no way out without choosing
    assert window.moon_dialog is dialog and dialog.isVisible()
    while target() is not dialog.add_button:
        press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Space)


def close_sheet_between_hands(qtbot, window, recorder) -> None:
    sheet = window.score_dialog
    qtbot.waitUntil(lambda: sheet.isVisible() and sheet.isAncestorOf(target()), timeout=TIMEOUT)
    close = target()
    assert isinstance(close, QPushButton) and close.isDefault()
    visited = []
    for _ in range(5):  # Tab goes round every control of the sheet and back to Close
        press(qtbot, Qt.Key.Key_Tab)
        visited.append(target())
        if target() is close:
            break
    assert visited[:3] == [sheet.table, sheet.chart, sheet.review_button] and visited[-1] is close
    press(qtbot, Qt.Key.Key_Return)  # Close deals the next hand
    assert recorder.next(qtbot)[0] == "pass"
    at_the_table(qtbot, window)


def test_a_whole_match_by_keyboard_alone(qtbot, make_window):
    window = make_window(Rules(players=4, target_score=25), factory=LowPlayer, confirm_received=True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.table.setFocus()
    recorder = Recorder(window)

    # Game ▸ Play deal…: the match number typed in, "Whole match" by its letter, Enter.
    alt(qtbot, "g")
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    press(qtbot, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: window.deal_dialog is not None and target() is window.deal_dialog.number_edit)
    qtbot.keyClicks(target(), MATCH)
    alt(qtbot, "w")
    qtbot.waitUntil(window.deal_dialog.whole_match.isChecked)  # a letter clicks after a short animation
    press(qtbot, Qt.Key.Key_Return)
    kind, view = recorder.next(qtbot)
    assert kind == "pass" and window.controller.match.match_number == int(MATCH)

    # Hand 1: pass by Space and Tab to the button, play the lowest cards, open the other dialogs on the way.
    pass_three(qtbot, window, list(view.hand[:3]), Qt.Key.Key_Space, "tab")
    first = play_hand(qtbot, window, recorder, highest=False, mid_hand=True)
    assert first.shooter is None and not window.controller.match.is_over
    close_sheet_between_hands(qtbot, window, recorder)

    # Hand 2: pass by Enter and P, then the highest cards: the moon, added to the others ends the match.
    view = window.controller.human_view
    pass_three(qtbot, window, list(view.hand[:3]), Qt.Key.Key_Return, "p")
    second = play_hand(qtbot, window, recorder, highest=True)
    assert second.shooter == 0 and second.moon_choice is MoonChoice.ADD_TO_OTHERS

    # The last hand's score sheet, then game over: Enter is New game, and the new match's hand takes the keys.
    sheet = window.score_dialog
    qtbot.waitUntil(lambda: sheet.isVisible() and sheet.isAncestorOf(target()), timeout=TIMEOUT)
    press(qtbot, Qt.Key.Key_Return)  # Close
    assert recorder.next(qtbot)[0] == "over"
    over = window.game_over_dialog
    qtbot.waitUntil(lambda: over is not None and over.isAncestorOf(target()), timeout=TIMEOUT)
    finished = window.controller.match
    assert finished.is_over and target() is over.new_game_button
    assert tab_round(qtbot, over) == {over.new_game_button, over.quit_button, over.scores_button}  # back on New game
    press(qtbot, Qt.Key.Key_Return)
    assert recorder.next(qtbot)[0] == "pass"
    assert window.controller.match is not finished
    at_the_table(qtbot, window)
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Space)
    assert len(window.table.selected()) == 1


def test_p_says_how_many_cards_are_still_to_choose(qtbot, make_window):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    window.table.setFocus()
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Space)
    press(qtbot, Qt.Key.Key_P)
    assert window.statusBar().currentMessage() == "To pass, select 3 cards first: 1 selected so far."
    assert window.table.mode == "pass" and len(window.table.selected()) == 1



def test_help_keyboard_lists_the_shortcuts_the_menus_have_now(qtbot, make_window):
    window = make_window(Rules(players=4))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.menus.hint_action.setShortcut("Ctrl+J")  # the page is read from the actions, not written beside them
    window.table.setFocus()
    alt(qtbot, "h")
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    press(qtbot, Qt.Key.Key_K)
    dialog = opened(qtbot, KeyboardDialog)
    text = dialog.browser.toPlainText()
    for menu in (window.menus.game_menu, window.menus.view_menu, window.menus.help_menu):
        for action in menu.actions():
            if action.isSeparator():
                continue
            assert action.text().replace("&", "") in text
            for key in action.shortcuts():
                assert key.toString(QKeySequence.SequenceFormat.NativeText) in text
    assert "Ctrl+J" in text and "Ctrl+H" not in text
    assert "Alt+G, N" in text  # Game ▸ New game by its letters
    assert "Pass the three selected cards" in text
    press(qtbot, Qt.Key.Key_Escape)
    at_the_table(qtbot, window)
    qtbot.waitUntil(lambda: not window.findChildren(KeyboardDialog))  # deleted, not kept hidden
