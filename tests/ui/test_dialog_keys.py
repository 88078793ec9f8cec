"""Every dialog by the keyboard: opened by its shortcut or menu letters, the keyboard inside it, Tab going round
every control it shows, Enter on a sensible default, Escape closing it and the keys back on the hand (or on the
dialog it was opened from). Keys go where a person's would: the open menu, else the focused widget.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QTabWidget

from hearts_qt.engine import Rules
from hearts_qt.stats import StatsStore
from hearts_qt.ui.dialogs.game import AboutDialog, RulesDialog
from hearts_qt.ui.dialogs.hand_history import HandHistoryDialog
from hearts_qt.ui.dialogs.statistics import StatsDialog
from hearts_qt.ui.review.dialog import ReviewDialog
from hearts_qt.ui.settings.dialog import SettingsDialog
from tests.support.clicking import play_hand

from .keyboard import TIMEOUT, alt, at_the_table, controls, opened, press, tab_round, target


def check_dialog(qtbot, window, dialog: QDialog, default: str | None = "Close") -> None:
    """Tab reaches every control; the default button is the expected one; Escape closes, keys back on the hand."""
    assert tab_round(qtbot, dialog) >= controls(dialog)
    defaults = [b.text() for b in dialog.findChildren(QPushButton) if b.isDefault() and b.isVisible()]
    assert defaults == ([default] if default else [])
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=TIMEOUT)
    at_the_table(qtbot, window)


def start(qtbot, make_window, **kwargs):
    window = make_window(Rules(players=4), **kwargs)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(3)
    window.table.setFocus()
    return window


def menu(qtbot, menu_letter: str, item: Qt.Key) -> None:
    alt(qtbot, menu_letter)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    press(qtbot, item)


def test_rules_about_and_the_deal_dialog_by_keys(qtbot, make_window):
    window = start(qtbot, make_window)
    press(qtbot, Qt.Key.Key_F1)
    rules = opened(qtbot, RulesDialog)
    assert target() is rules.browser
    check_dialog(qtbot, window, rules)

    menu(qtbot, "h", Qt.Key.Key_A)
    about = opened(qtbot, AboutDialog)
    assert isinstance(target(), QPushButton)  # Close, not the first link: Enter closes
    links = about.text
    assert links in tab_round(qtbot, about)  # the links are reached by Tab too
    check_dialog(qtbot, window, about)

    menu(qtbot, "g", Qt.Key.Key_D)
    qtbot.waitUntil(lambda: window.deal_dialog is not None and target() is window.deal_dialog.number_edit)
    check_dialog(qtbot, window, window.deal_dialog, default="OK")


def test_every_settings_page_is_reached_by_ctrl_tab_and_tab(qtbot, make_window):
    window = start(qtbot, make_window)
    press(qtbot, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = opened(qtbot, SettingsDialog)
    tabs = dialog.findChild(QTabWidget)
    for page in range(tabs.count()):
        assert tabs.currentIndex() == page
        reached = tab_round(qtbot, dialog)
        assert reached >= controls(tabs.currentWidget()), tabs.tabText(page)
        press(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert tabs.currentIndex() == 0  # round again to the first page
    check_dialog(qtbot, window, dialog, default="OK")


def test_statistics_history_and_review_by_keys(qtbot, make_window, tmp_path: Path):
    window = start(qtbot, make_window)
    window.records.stats = StatsStore(tmp_path / "stats.sqlite")
    window.menus.stats_action.setEnabled(True)
    window.records.review_budget = 0.005
    menu(qtbot, "g", Qt.Key.Key_T)
    check_dialog(qtbot, window, opened(qtbot, StatsDialog))

    play_hand(qtbot, window)
    sheet = window.score_dialog
    qtbot.waitUntil(lambda: sheet.isAncestorOf(target()), timeout=TIMEOUT)
    press(qtbot, Qt.Key.Key_Escape)  # Escape closes the sheet between hands too: the next hand is dealt
    at_the_table(qtbot, window)

    press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    history = opened(qtbot, HandHistoryDialog)
    assert target() is history.tree
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # Review hand…
    review = opened(qtbot, ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=30000)
    assert tab_round(qtbot, review) >= controls(review)
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: history.isAncestorOf(QApplication.focusWidget()), timeout=TIMEOUT)  # back in the list
    check_dialog(qtbot, window, history)



def test_enter_presses_the_button_the_focus_ring_is_on(qtbot, make_window, tmp_path: Path):
    """Tabbed to Review hand… in the history, or to Restore defaults in Settings, Enter pressed Close or OK instead:
    the ring promised one thing and Enter did another. Elsewhere in the dialog Enter is still the default button."""
    window = start(qtbot, make_window)
    window.records.review_budget = 0.005
    press(qtbot, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    settings = opened(qtbot, SettingsDialog)
    settings.target_spin.setValue(75)
    settings.restore_button.setFocus()
    qtbot.waitUntil(lambda: target() is settings.restore_button, timeout=TIMEOUT)
    press(qtbot, Qt.Key.Key_Return)
    assert settings.isVisible() and settings.target_spin.value() == 100
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not settings.isVisible(), timeout=TIMEOUT)
    at_the_table(qtbot, window)

    play_hand(qtbot, window)
    press(qtbot, Qt.Key.Key_Escape)
    at_the_table(qtbot, window)
    press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    history = opened(qtbot, HandHistoryDialog)
    while target() is not history.review_button:
        press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Return)
    review = opened(qtbot, ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=30000)
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: history.isVisible() and history.isAncestorOf(QApplication.focusWidget()), timeout=TIMEOUT)


def test_after_the_review_enter_deals_on_rather_than_reviewing_again(qtbot, make_window):
    window = start(qtbot, make_window)
    window.records.review_budget = 0.005
    play_hand(qtbot, window)
    sheet = window.score_dialog
    qtbot.waitUntil(lambda: sheet.isAncestorOf(target()), timeout=TIMEOUT)
    while target() is not sheet.review_button:
        press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Return)  # Review hand 1…
    review = opened(qtbot, ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=30000)
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: target() is sheet.close_button, timeout=TIMEOUT)  # not the button that opened it
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        press(qtbot, Qt.Key.Key_Return)  # Close: the next hand is dealt
    assert window.score_dialog is None
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewDialog) and w.isVisible()]
    at_the_table(qtbot, window)
