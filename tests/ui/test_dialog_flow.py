"""The flow between dialogs, as a person meets it: the moon suggestion, game over, starting over, clean-up."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPauseAnimation, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox

from hearts_qt.engine import MoonChoice, Rules
from hearts_qt.ui.dialogs.game import GameOverDialog
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from hearts_qt.ui.table.animation import MESSAGE_TIME
from tests.support.clicking import EVENT_TIMEOUT, Recorder, close_score_sheet, pass_by_clicking, play_by_clicking
from tests.support.focus import focused, press
from tests.support.players import LowPlayer


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
        elif kind == "scored":  # the last hand's too: game over comes when it is closed
            close_score_sheet(qtbot, window)


def test_enter_takes_the_suggested_moon_choice(qtbot, make_window):
    # Adding 26 to everyone ends this match to 25 with the shooter alone in front; subtracting lets it go on.
    window = make_window(Rules(players=4, passing=False, target_score=25), factory=LowPlayer)
    window.activateWindow()
    question = play_until(qtbot, window, "moon", seed=112)
    assert question.suggested is MoonChoice.ADD_TO_OTHERS
    dialog = window.moon_dialog
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.add_button.isDefault() and not dialog.subtract_button.isDefault()
    assert focused() is dialog.add_button
    with qtbot.waitSignal(window.controller.hand_scored, timeout=EVENT_TIMEOUT):
        press(qtbot, Qt.Key.Key_Return)
    match = window.controller.match
    assert match.history[0].moon_choice is MoonChoice.ADD_TO_OTHERS
    assert match.winners == [0]


def test_a_shot_moon_is_said_on_the_table_before_the_score_sheet_covers_it(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False, target_score=25), factory=LowPlayer)
    window.activateWindow()
    play_until(qtbot, window, "moon", seed=112)  # the person takes every point: the rest is played out
    assert window.presenter.played_out_sentence
    dialog = window.moon_dialog
    qtbot.waitUntil(dialog.isActiveWindow)
    window.table.timing.factor = 1.0  # at normal speed, as a person sees it
    said = "You shot the moon and added 26 points to everyone else."
    with qtbot.waitSignal(window.controller.hand_scored, timeout=EVENT_TIMEOUT):
        press(qtbot, Qt.Key.Key_Return)
    assert window.table.message.text == said  # on the table, not the played-out message
    assert window.score_dialog is None  # the sheet waits until the moon has been read
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible(),
                    timeout=EVENT_TIMEOUT)
    heading = window.score_dialog.heading.text()
    assert heading.startswith("Hand 1 was the last: the match is over. " + said)  # the sheet says it too
    assert heading.endswith(window.presenter.played_out_sentence)


def test_a_shot_moon_stays_on_the_table_long_enough_to_read_at_any_speed(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False, target_score=25), factory=LowPlayer)
    window.activateWindow()
    play_until(qtbot, window, "moon", seed=112)
    qtbot.waitUntil(window.moon_dialog.isActiveWindow)
    window.table.timing.factor = 0.5  # "fast": the cards move quicker, the sentence is as long to read
    with qtbot.waitSignal(window.controller.hand_scored, timeout=EVENT_TIMEOUT):
        press(qtbot, Qt.Key.Key_Return)
    director = window.table.director
    qtbot.waitUntil(lambda: isinstance(director._running, QPauseAnimation), timeout=EVENT_TIMEOUT)
    left = window.table.message_time_left()
    # The sheet waits until the sentence fades, however fast the cards move: it lingers its whole reading time.
    assert left > MESSAGE_TIME / 2 and abs(director._running.duration() - left) < 100
    assert window.score_dialog is None
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=EVENT_TIMEOUT)
    assert window.table.message_time_left() == 0


def test_undo_at_the_moon_question_brings_the_played_out_cards_back(qtbot, make_window):
    """The rest of the hand was played out (nothing left on the table) and the moon question is open: Ctrl+Z takes
    back the person's last card — one played out for them — and the cards played since come back to the hands."""
    from tests.ui.test_undo_and_deals import table_shows

    window = make_window(Rules(players=4, passing=False, target_score=25), factory=LowPlayer)
    window.activateWindow()
    play_until(qtbot, window, "moon", seed=112)
    assert not window.table.hand and not window.table.trick
    checked: list[bool] = []

    def check(_request: int) -> None:  # the taken-back cards have been shown; the game has not moved on yet
        if not checked:
            table_shows(window)
            checked.append(True)

    window.controller.cards_taken_back.connect(lambda *_: window.table.presented.connect(check))
    with qtbot.waitSignal(window.controller.moon_choice_needed, timeout=EVENT_TIMEOUT):
        window.undo()  # nothing is left to play for still: the rest is played out again, and the moon asked again
    assert checked and window.moon_dialog is not None


def wait_for_game_over_dialog(qtbot, window):
    qtbot.waitUntil(lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible())
    qtbot.waitUntil(window.game_over_dialog.isActiveWindow)
    return window.game_over_dialog


def test_the_last_hand_shows_its_score_sheet_and_chart_before_game_over(qtbot, make_window):
    window = make_window(Rules(players=3, target_score=25))
    window.activateWindow()
    recorder = Recorder(window)
    window.new_game(5)
    explained = [True]
    while True:
        kind, payload = recorder.next(qtbot)
        if kind == "pass":
            pass_by_clicking(qtbot, window, payload)
        elif kind == "turn":
            play_by_clicking(qtbot, window, payload, explained)
        elif kind == "scored" and window.controller.match.is_over:
            break
        elif kind == "scored":
            close_score_sheet(qtbot, window)
    match = window.controller.match
    sheet = window.score_dialog
    qtbot.waitUntil(lambda: sheet.isActiveWindow())
    assert sheet.table.rowCount() == len(match.history) + 1 and sheet.chart.isVisible()
    assert sheet.heading.text().startswith(f"Hand {len(match.history)} was the last: the match is over.")
    assert window.game_over_dialog is None  # not yet: the last hand's sheet is read first
    press(qtbot, Qt.Key.Key_Return)  # Close
    assert recorder.next(qtbot)[0] == "over"
    assert window.score_dialog is None
    assert wait_for_game_over_dialog(qtbot, window).isVisible()


def test_game_over_escape_and_close_stay_at_the_table_only_quit_quits(qtbot, make_window):
    window = make_window(Rules(players=3, target_score=25))
    window.activateWindow()
    play_until(qtbot, window, "over", seed=5)
    match = window.controller.match
    press(qtbot, Qt.Key.Key_Escape)  # the dialog has focus, as it does for the person
    assert window.game_over_dialog is None and window.isVisible()
    assert window.controller.match is match and match.is_over
    assert window.menus.new_action.isEnabled()
    assert "New game" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: focused() is window.table)

    window.controller.game_over.emit(match.winners)  # the same dialog once more, closed by its title bar button
    wait_for_game_over_dialog(qtbot, window).close()
    assert window.game_over_dialog is None and window.isVisible()

    window.controller.game_over.emit(match.winners)
    qtbot.mouseClick(wait_for_game_over_dialog(qtbot, window).quit_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_game_over_shows_the_whole_match_score_sheet_and_still_waits(qtbot, make_window):
    window = make_window(Rules(players=3, target_score=25))
    window.activateWindow()
    play_until(qtbot, window, "over", seed=5)
    match = window.controller.match
    over = wait_for_game_over_dialog(qtbot, window)
    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # &Scores…
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isActiveWindow())
    sheet = window.score_dialog
    assert sheet.table.rowCount() >= len(match.history)  # every hand, the last one included
    press(qtbot, Qt.Key.Key_Escape)
    assert window.score_dialog is None
    qtbot.waitUntil(over.isActiveWindow)
    assert window.game_over_dialog is over and over.isVisible()
    press(qtbot, Qt.Key.Key_Return)  # still New game by default
    qtbot.waitUntil(lambda: window.controller.match is not match)


def question_box(qtbot, window):
    qtbot.waitUntil(lambda: window.abandon_question is not None and window.abandon_question.isVisible())
    qtbot.waitUntil(window.abandon_question.isActiveWindow)
    return window.abandon_question


def deal_and_play_one_card(qtbot, window, deal) -> None:
    """``deal()`` a new game (no passing in these rules), wait for the person's first turn and play a card."""
    with qtbot.waitSignal(window.controller.human_turn, timeout=EVENT_TIMEOUT):
        deal()
    legal = window.controller.match.round.legal_cards()
    with qtbot.waitSignal(window.controller.card_played, timeout=EVENT_TIMEOUT):
        play_by_clicking(qtbot, window, legal, [True])


def test_new_game_asks_before_abandoning_a_match_in_progress(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    window.activateWindow()
    with qtbot.waitSignal(window.controller.human_turn, timeout=EVENT_TIMEOUT) as first:
        window.new_game(8)  # the person holds the 2♣: no card is played before the first turn
    untouched = window.controller.match
    assert first.args is not None and not window.match_in_progress()
    deal_and_play_one_card(qtbot, window, window.menus.new_action.trigger)  # nothing played: a new deal, no question
    assert window.abandon_question is None and window.controller.match is not untouched
    match = window.controller.match
    assert window.match_in_progress()
    window.menus.new_action.trigger()
    box = question_box(qtbot, window)
    assert "Abandon the current match" in box.text()
    press(qtbot, Qt.Key.Key_Escape)
    assert window.abandon_question is None and window.controller.match is match

    window.menus.new_action.trigger()
    box = question_box(qtbot, window)
    press(qtbot, Qt.Key.Key_Return)  # the default is No: Enter alone keeps the match
    assert window.controller.match is match

    window.menus.new_action.trigger()
    box = question_box(qtbot, window)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.controller.match is not match and not window.match_in_progress()


def test_new_rules_ask_before_abandoning_and_no_keeps_the_match(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    window.activateWindow()
    deal_and_play_one_card(qtbot, window, lambda: window.new_game(7))
    match = window.controller.match
    window.menus.settings_action.trigger()
    dialog = window.settings_dialog
    dialog.target_spin.setValue(50)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    box = question_box(qtbot, window)
    assert "Abandon the current match" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.controller.match is match and match.rules.target_score == 100
    assert window.settings.rules.target_score == 50
    assert window.statusBar().currentMessage() == "The new rules will apply from the next game."


def test_new_opponents_levels_ask_before_abandoning_and_no_says_when_they_apply(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))  # easy opponents
    window.activateWindow()
    deal_and_play_one_card(qtbot, window, lambda: window.new_game(7))
    match = window.controller.match
    window.menus.settings_action.trigger()
    dialog = window.settings_dialog
    dialog.all_level_combo.setCurrentIndex(dialog.all_level_combo.findData("normal"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    box = question_box(qtbot, window)
    assert box.text() == ("The opponents' new levels apply to a new game. Abandon the current match and start a "
                          "new one?")
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.controller.match is match and window.controller.levels[1:] == ["easy"] * 3
    assert window.settings.opponent_levels[:3] == ("normal",) * 3
    assert window.statusBar().currentMessage() == "The opponents' new levels will apply from the next game."

    window.menus.settings_action.trigger()  # levels and rules together: one question names both
    dialog = window.settings_dialog
    dialog.all_level_combo.setCurrentIndex(dialog.all_level_combo.findData("easy"))
    dialog.target_spin.setValue(50)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    box = question_box(qtbot, window)
    assert box.text().startswith("The new rules and opponents' levels apply to a new game.")
    with qtbot.waitSignal(window.controller.human_turn, timeout=EVENT_TIMEOUT):
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.controller.match is not match and window.controller.match.rules.target_score == 50


def settle() -> int:
    """Delete what was scheduled for deletion and count the widgets left."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return len(QApplication.allWidgets())


def autoplay_match_with_dialogs(qtbot, window) -> GameOverDialog:
    """The computer plays the person's seat; each hand the score sheet is opened and closed, and once a match
    Settings, the rules, About and the last trick; returns the game-over dialog."""
    scored: list[object] = []
    window.controller.hand_scored.connect(scored.append)
    for show in (window.show_settings, window.menus.show_rules, window.menus.show_about):
        show()
        qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(QDialog)))
        for dialog in window.findChildren(QDialog):
            if dialog.isVisible():
                dialog.reject()
    while window.game_over_dialog is None:
        qtbot.waitUntil(lambda: bool(scored) or window.game_over_dialog is not None, timeout=EVENT_TIMEOUT)
        if scored:
            scored.clear()
            window.between_hands.show_scores()
            sheet = window.score_dialog
            assert sheet is not None and sheet.isVisible()
            qtbot.mouseClick(sheet.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close),
                             Qt.MouseButton.LeftButton)
            assert window.score_dialog is None
        if window.controller.match.history and window.controller.human_view.tricks:
            window.show_last_trick()
            for dialog in window.findChildren(LastTrickDialog):
                dialog.reject()
    window.controller.hand_scored.disconnect(scored.append)
    qtbot.waitUntil(window.game_over_dialog.isVisible)
    return window.game_over_dialog


def test_dialogs_are_deleted_so_a_second_match_leaves_no_more_widgets(qtbot, make_window):
    window = make_window(Rules(players=4, target_score=40))
    window.controller.set_human_autoplay("normal")
    window.new_game(21)
    over = autoplay_match_with_dialogs(qtbot, window)
    qtbot.mouseClick(over.new_game_button, Qt.MouseButton.LeftButton)
    after_first = settle()
    over = autoplay_match_with_dialogs(qtbot, window)
    qtbot.mouseClick(over.new_game_button, Qt.MouseButton.LeftButton)
    after_second = settle()
    assert abs(after_second - after_first) <= 5, (after_first, after_second)
    assert window.findChildren(QDialog) == []
