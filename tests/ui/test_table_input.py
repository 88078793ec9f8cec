"""What the person sees and does at the table: the standing prompt, the badge, hover reasons, double-click and
drag play, full screen, and the received cards that wait for OK."""

from __future__ import annotations

import threading

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication

from hearts_qt.controller import illegal_move_message
from hearts_qt.engine import Card, Rules, Variant
from hearts_qt.ui.table.layout import hand_poses
from tests.support.players import LowPlayer

from .conftest import click_card, read_focused_card

TIMEOUT = 15000
YOUR_TURN = "Your turn: click a card to play it."


def card_point(window, card: Card) -> QPointF:
    """Where ``card`` shows in the fan (its left part: the next card covers the right), in viewport pixels."""
    table = window.table
    item = next(i for i in table.hand if i.card == card)
    return table.mapFromScene(item.pos() + QPointF(-item.size[0] * 0.35, 0))


def until_turn_with_illegal_card(qtbot, window) -> list[Card]:
    """Play (by clicking) until the person's turn offers a card that may not be played; returns the legal cards."""
    turns: list[list[Card]] = []
    window.controller.human_turn.connect(turns.append)
    window.new_game(4)
    while True:
        qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
        legal = turns.pop()
        if any(item.card not in legal for item in window.table.hand):
            return legal
        click_card(qtbot, window, legal[-1])


def test_the_turn_prompt_survives_menus_and_status_tips(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(1)
    label = window.status_line.prompt_label
    assert label.isVisible() and label.text() == YOUR_TURN
    game_menu = window.menus.game_menu
    game_menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(game_menu.isVisible)
    QApplication.sendEvent(window, QStatusTipEvent("Start a new game"))
    assert window.statusBar().currentMessage() == "Start a new game"
    assert label.isVisible() and label.text() == YOUR_TURN
    game_menu.hide()
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert label.isVisible() and label.text() == YOUR_TURN
    legal = window.controller.match.round.legal_cards()
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT):
        click_card(qtbot, window, legal[0])
    assert label.text() == ""


def test_the_badge_names_the_variant_and_the_target(qtbot, make_window):
    window = make_window(Rules(players=4, variant=Variant.OMNIBUS, target_score=100))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    lines = window.table.badge.lines()
    assert "Omnibus (J♦ −10) · to 100" in lines
    assert "Hand 1" in lines
    assert lines[0] == "Hearts not broken"


def test_the_badge_says_hearts_may_be_led_and_names_the_small_jack_under_the_house_rules(qtbot, make_window):
    window = make_window(Rules(players=4, variant=Variant.OMNIBUS, jack_points=-5, must_break_hearts=False))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    lines = window.table.badge.lines()
    assert lines[0] == "Hearts may be led"
    assert "Omnibus (J♦ −5) · to 100" in lines


def test_hovering_a_dimmed_card_says_why(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    legal = until_turn_with_illegal_card(qtbot, window)
    table = window.table
    dimmed = next(item for item in table.hand if item.card not in legal)
    reason = illegal_move_message(window.controller.match.round.why_illegal(dimmed.card))
    assert reason and dimmed.toolTip() == reason
    assert all(item.toolTip() == "" for item in table.hand if item.card in legal)
    qtbot.mouseMove(table.viewport(), card_point(window, legal[0]))
    qtbot.mouseMove(table.viewport(), card_point(window, dimmed.card))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == reason, timeout=TIMEOUT)
    assert window.status_line.prompt_label.text() == YOUR_TURN


def drag(qtbot, window, card: Card, to: QPointF) -> None:
    viewport = window.table.viewport()
    start = card_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, (start + (to.toPoint() - start) * step / 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=to.toPoint())


def test_dragging_a_card_to_the_middle_plays_it_elsewhere_returns_it(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    legal = until_turn_with_illegal_card(qtbot, window)
    table = window.table
    played: list = []
    window.controller.card_played.connect(played.append)
    middle = table.mapFromScene(QPointF(*table.layout_.center))
    illegal = next(item.card for item in table.hand if item.card not in legal)
    drag(qtbot, window, illegal, QPointF(middle))
    assert played == [] and window.statusBar().currentMessage() == illegal_move_message(
        window.controller.match.round.why_illegal(illegal))
    qtbot.waitUntil(lambda: not table.director.busy)
    index = next(i for i, item in enumerate(table.hand) if item.card == illegal)
    assert table.hand[index].pos() == table.hand_home(index, len(table.hand))
    felt = table.mapFromScene(QPointF(table.layout_.width * 0.25, table.layout_.center[1]))
    drag(qtbot, window, legal[0], QPointF(felt))
    assert played == [] and "Drop the card in the middle" in window.statusBar().currentMessage()
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT) as signal:
        drag(qtbot, window, legal[0], QPointF(middle))
    assert signal.args[0].seat == 0 and signal.args[0].card == legal[0]


def test_a_double_click_plays_the_card_once(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    legal = until_turn_with_illegal_card(qtbot, window)
    mine: list = []
    window.controller.card_played.connect(lambda event: mine.append(event) if event.seat == 0 else None)
    viewport, point = window.table.viewport(), card_point(window, legal[0])
    # What a real double click delivers: a click, then a second press that is also a double click, and a release.
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: bool(mine), timeout=TIMEOUT)
    qtbot.wait(50)  # the rest of the trick is played by the computers; nothing else of the person's
    assert [event.card for event in mine] == [legal[0]]


def test_a_double_click_whose_first_click_came_too_early_plays_on_the_second(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    legal = until_turn_with_illegal_card(qtbot, window)
    table = window.table
    viewport, point = table.viewport(), card_point(window, legal[0])
    table.stop_asking()  # the first click comes while the last animation still runs: it does nothing
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert window.controller.match.round.current_player == 0 and len(table.hand) == 13 - len(
        window.controller.match.round.tricks)
    table.ask_play(window.controller.human_request, frozenset(legal), {})
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT) as signal:
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert signal.args[0].seat == 0 and signal.args[0].card == legal[0]


def test_f11_toggles_full_screen(qtbot, make_window):
    window = make_window(Rules(players=4))
    assert window.menus.full_screen_action.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut
    window.menus.full_screen_action.trigger()
    assert window.isFullScreen() and window.menus.full_screen_action.isChecked()
    window.menus.full_screen_action.trigger()
    assert not window.isFullScreen() and not window.menus.full_screen_action.isChecked()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window.table, Qt.Key.Key_F11)
    assert not window.isFullScreen()


def pass_three(qtbot, window) -> list[Card]:
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(2)
    chosen = list(asked.args[0].hand[-3:])
    for card in chosen:
        click_card(qtbot, window, card)
    assert window.status_line.prompt_label.text() == "Three cards chosen: press Pass cards to pass them."
    prompts: list[str] = []
    window.table.prompt.connect(prompts.append)
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT) as exchanged:
        qtbot.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)
    assert prompts[0] == ""  # passed: the pass prompt went at once (the next one may have come since)
    return list(exchanged.args[1].received)


def check_waiting(qtbot, window, received: list[Card]) -> list[int]:
    """The received cards are up and marked, the OK button shows, and the game waits for it."""
    table = window.table
    turns: list[int] = []
    window.controller.turn_changed.connect(turns.append)
    qtbot.waitUntil(table.ok_button.isVisible, timeout=TIMEOUT)
    qtbot.wait(50)  # long enough for the controller to move on, were it told to
    assert turns == [] and window.controller.match.round.current_trick == ()
    resting = hand_poses(table.layout_.seats[0], len(table.hand))
    for item, pose in zip(table.hand, resting, strict=True):
        assert item.received == (item.card in received) == item.highlighted
        assert (item.pos().y() < pose.y - 10) == item.received  # raised out of the fan
    assert "OK" in window.status_line.prompt_label.text() and "passed you these cards" in table.message.text
    assert window.statusBar().currentMessage() == ""  # not "…, selected" about a card that has gone
    return turns


def check_released(qtbot, window, turns: list[int]) -> None:
    table = window.table
    qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
    assert not table.ok_button.isVisible() and not table.holding
    assert not any(item.received or item.highlighted for item in table.hand)


def test_received_cards_wait_for_ok_by_mouse(qtbot, make_window):
    window = make_window(Rules(players=4), confirm_received=True)
    received = pass_three(qtbot, window)
    turns = check_waiting(qtbot, window, received)
    qtbot.mouseClick(window.table.ok_button, Qt.MouseButton.LeftButton)
    check_released(qtbot, window, turns)


def test_received_cards_wait_for_ok_by_enter(qtbot, make_window):
    window = make_window(Rules(players=4), confirm_received=True)
    received = pass_three(qtbot, window)
    turns = check_waiting(qtbot, window, received)
    qtbot.keyClick(QApplication.focusWidget() or window.table, Qt.Key.Key_Return)
    check_released(qtbot, window, turns)


def test_received_cards_do_not_wait_when_the_setting_is_off(qtbot, make_window):
    window = make_window(Rules(players=4), confirm_received=False)
    assert window.presenter.confirm_received is False
    pass_three(qtbot, window)
    with qtbot.waitSignal(window.controller.turn_changed, check_params_cb=lambda seat: seat >= 0, timeout=TIMEOUT):
        pass
    assert not window.table.ok_button.isVisible()


def test_clicking_a_card_to_pass_says_its_new_state(qtbot, make_window):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(2)
    card = asked.args[0].hand[0]
    click_card(qtbot, window, card)
    assert window.statusBar().currentMessage().endswith(", selected")
    click_card(qtbot, window, card)
    assert window.statusBar().currentMessage().endswith(", not selected")


def test_the_pass_prompt_goes_when_the_person_has_passed_first(qtbot, make_window):
    gate = threading.Event()

    class Waiting(LowPlayer):
        def choose_pass(self, view):
            gate.wait(10)  # the computers pass only after the person has
            return super().choose_pass(view)

    window = make_window(Rules(players=4), factory=Waiting)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(2)
    for card in asked.args[0].hand[-3:]:
        click_card(qtbot, window, card)
    qtbot.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)
    assert window.controller.match.round.has_passed(0) and not window.controller.match.round.has_passed(1)
    assert window.status_line.prompt_label.text() == ""
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        gate.set()


def test_the_focused_card_is_told_in_the_status_bar_only_to_keyboard_users(qtbot, make_window):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    table = window.table
    assert read_focused_card(window).endswith("not selected")
    assert not window.statusBar().currentMessage().endswith("selected")
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert window.statusBar().currentMessage() == read_focused_card(window)


def test_opponents_stacks_stay_in_order_after_the_exchange(qtbot, make_window):
    """Each opponent's row is stacked left to right again once three cards left it and three arrived."""
    window = make_window(Rules(players=4), confirm_received=False)
    pass_three(qtbot, window)
    with qtbot.waitSignal(window.controller.turn_changed, check_params_cb=lambda seat: seat >= 0, timeout=TIMEOUT):
        pass
    for seat in range(1, 4):
        stack = [item.zValue() for item in window.table.backs[seat]]
        assert stack == sorted(stack) and len(set(stack)) == len(stack), (seat, stack)


def test_a_fourth_card_chosen_for_the_pass_is_refused_and_the_three_are_passed(qtbot, make_window):
    """Three cards chosen by clicking, a click on a fourth says why it is not taken and changes nothing: the three
    stay raised, the fourth stays in the fan, and the Pass button passes the three."""
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(3)
    hand = list(asked.args[0].hand)
    chosen, fourth = hand[:3], hand[3]
    for card in chosen:
        click_card(qtbot, window, card)
    table = window.table
    resting = {item.card: item.pos() for item in table.hand}
    click_card(qtbot, window, fourth)
    assert window.statusBar().currentMessage() == "You pass three cards: deselect one first."
    assert {item.card: item.pos() for item in table.hand} == resting  # nothing rose or fell
    assert table.pass_button.isEnabled()
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        qtbot.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    assert window.controller.match.round.passed_cards(0) == tuple(chosen)
