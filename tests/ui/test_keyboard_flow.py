"""The keyboard after dialogs and menus: every key goes to the widget that has focus, as a person's keys do."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from hearts_qt.engine import Rules
from hearts_qt.ui.dialogs.game import RulesDialog
from tests.support.focus import focused, press

from .conftest import read_focused_card

TIMEOUT = 15000


def start(qtbot, window, seed: int = 2) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(seed)


def test_a_lifted_card_reads_selected(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    window.table.setFocus()
    press(qtbot, Qt.Key.Key_Right)
    assert window.statusBar().currentMessage().endswith(", not selected")
    press(qtbot, Qt.Key.Key_Space)
    assert len(window.table.selected()) == 1
    assert window.statusBar().currentMessage().endswith(", selected")
    assert read_focused_card(window).endswith(", selected")
    press(qtbot, Qt.Key.Key_Space)
    assert window.statusBar().currentMessage().endswith(", not selected")


def wait_active(qtbot, widget: QWidget) -> QWidget:
    qtbot.waitUntil(lambda: widget is not None and widget.isVisible() and widget.isActiveWindow())
    return widget


def back_at_the_table(qtbot, window) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)


def pass_by_keyboard(qtbot, window) -> None:
    for _ in range(3):
        press(qtbot, Qt.Key.Key_Space)
        press(qtbot, Qt.Key.Key_Right)
    assert len(window.table.selected()) == 3
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        press(qtbot, Qt.Key.Key_P)


def play_hand_by_keyboard(qtbot, window) -> None:
    """Arrows to a playable card and Enter, every turn, until the hand is scored."""
    controller, table = window.controller, window.table
    turns: list[object] = []
    scored: list[object] = []
    moons: list[object] = []
    dealt: list[object] = []
    controller.human_turn.connect(turns.append)
    controller.hand_scored.connect(scored.append)
    # Playing the first playable card, the person takes every point card in about 3 % of the deals: the moon
    # question then waits for an answer, and Enter gives the suggested one.
    controller.moon_choice_needed.connect(moons.append)
    controller.hand_dealt.connect(dealt.append)
    # The person may lead the first trick: that turn was then asked for before the signals were connected.
    view = controller.human_view
    if controller.human_request and view is not None and view.legal:
        turns.append(list(view.legal))
    while not scored:
        qtbot.waitUntil(lambda: bool(turns or scored or moons), timeout=TIMEOUT)
        if scored:
            break
        if moons:
            moons.clear()
            wait_active(qtbot, window.moon_dialog)
            with qtbot.waitSignal(controller.hand_scored, timeout=TIMEOUT):
                qtbot.keyClick(focused(), Qt.Key.Key_Return)
            assert window.moon_dialog is None  # answered, not just hidden
            continue
        legal = turns.pop()
        for _ in range(len(table.hand)):
            if table.hand[table.focus_index].card in legal:
                break
            press(qtbot, Qt.Key.Key_Right)
        with qtbot.waitSignal(controller.card_played, timeout=TIMEOUT):
            press(qtbot, Qt.Key.Key_Return)
    # The cards of a hand played out at once fade from the table after it is scored; at instant speed the next
    # hand may already be dealt by then, and its cards take their place.
    qtbot.waitUntil(lambda: not table.hand or bool(dealt), timeout=TIMEOUT)


def test_keys_reach_the_hand_after_settings_score_sheet_and_menu(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    window.table.setFocus()

    # Settings by its shortcut, a rule changed, OK by Enter: nothing was played yet, so a new game is dealt.
    press(qtbot, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = wait_active(qtbot, window.settings_dialog)
    dialog.target_spin.setValue(50)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        press(qtbot, Qt.Key.Key_Return)
    assert window.controller.match.rules.target_score == 50
    back_at_the_table(qtbot, window)

    # The score sheet by its shortcut, closed by Escape.
    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    press_escape_in = wait_active(qtbot, window.score_dialog)
    qtbot.keyClick(press_escape_in, Qt.Key.Key_Escape)
    back_at_the_table(qtbot, window)

    # The Game menu opened with Alt+G and closed again with Escape.
    press(qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    menu = wait_active(qtbot, window.menus.game_menu)
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    back_at_the_table(qtbot, window)  # one Escape: the menu bar does not keep the keyboard
    assert window.menuBar().activeAction() is None  # nor its title highlighted
    # Along the bar by the arrow keys, the next menu stays open; Escape there gives the keys back too.
    press(qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    menu = wait_active(qtbot, window.menuBar().actions()[0].menu())
    qtbot.keyClick(menu, Qt.Key.Key_Right)
    view_menu = window.menuBar().actions()[1].menu()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is view_menu)
    qtbot.keyClick(view_menu, Qt.Key.Key_Escape)
    back_at_the_table(qtbot, window)

    pass_by_keyboard(qtbot, window)
    play_hand_by_keyboard(qtbot, window)


def test_the_rules_page_scrolls_by_keyboard(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    window.table.setFocus()
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # Help menu, then its &Rules item
    menu = wait_active(qtbot, window.menus.help_menu)
    qtbot.keyClick(menu, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: any(isinstance(w, RulesDialog) and w.isVisible() for w in QApplication.topLevelWidgets()))
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible())
    wait_active(qtbot, dialog)
    assert focused() is dialog.browser
    dialog.resize(520, 320)  # a small screen: the text is a few pages long
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > bar.pageStep())
    press(qtbot, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    press(qtbot, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    press(qtbot, Qt.Key.Key_PageUp)
    assert 0 < bar.value() < bar.maximum()
    press(qtbot, Qt.Key.Key_Home)
    assert bar.value() == 0
    press(qtbot, Qt.Key.Key_Down)
    assert bar.value() > 0
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    back_at_the_table(qtbot, window)


def test_the_passed_mark_on_a_seat_plate_explains_itself(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    table = window.table
    anna = table.plates[1]
    qtbot.waitUntil(lambda: anna.note == "✓", timeout=TIMEOUT)
    assert anna.toolTip() == "Anna has chosen the cards to pass."
    assert table.plates[0].toolTip() == ""  # the person has not passed yet
    centre = table.mapFromScene(anna.mapToScene(anna.boundingRect().center()))
    viewport = table.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, centre, viewport.mapToGlobal(centre)))
    qtbot.waitUntil(lambda: QToolTip.text() == "Anna has chosen the cards to pass.")
    QToolTip.hideText()
    tips: list[str] = []
    window.controller.pass_committed.connect(lambda seat: tips.append(table.plates[seat].toolTip()))
    table.setFocus()
    pass_by_keyboard(qtbot, window)
    assert tips == ["You have chosen the cards to pass."]
