"""Choosing a language in Settings says everything open again in it at once: menus, plates, badge, the turn
prompt, the status bar, the table's buttons and the open score sheet, rules and About, with no restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from hearts_qt.engine import Rules
from hearts_qt.text.cards import card_name
from hearts_qt.ui.dialogs.game import AboutDialog, RulesDialog
from tests.support.clicking import EVENT_TIMEOUT

from .conftest import build_translations, expected, read_focused_card


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


def choose_language(qtbot, window, code: str) -> None:
    """Settings ▸ Language ▸ ``code`` ▸ OK, as a person does it."""
    window.menus.settings_action.trigger()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData(code))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.settings_dialog is None and window.settings.language == code


def test_switching_language_mid_hand_retranslates_what_is_open(qtbot, make_window, english_afterwards: None):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=EVENT_TIMEOUT):
        window.new_game(8)  # the person holds 2♣ and leads: no card has cleared the "New game" status yet
    window.between_hands.show_scores()
    window.menus.show_rules()
    window.menus.show_about()
    rules = window.findChild(RulesDialog)
    about = window.findChild(AboutDialog)
    sheet = window.score_dialog
    assert rules is not None and about is not None and sheet is not None
    plate = window.table.plates[1]
    bar = rules.browser.verticalScrollBar()
    bar.setValue(bar.maximum())  # the end of the rules: the reader stays there
    for code in ("en", "mk", "sr_Latn", "pl", "sr_Cyrl", "en"):
        choose_language(qtbot, window, code)
        # Qt posts LanguageChange to every widget once the translators change: the next event-loop turn.
        menu = expected(code, "MainWindow", "&Game")
        qtbot.waitUntil(lambda: window.menus.game_menu.title() == menu)  # noqa: B023 - waited for right here
        assert window.menus.quit_action.text() == expected(code, "MainWindow", "&Quit")
        assert plate.hand_text() == expected(code, "Table", "this hand: %1").replace("%1", "0")
        assert window.status_line.prompt_label.text() == expected(code, "Table", "Your turn: click a card to play it.")
        assert window.table.pass_button.text() == expected(code, "Table", "Pass cards")
        assert window.table.accessibleName() == expected(code, "Table", "Card table")
        described = read_focused_card(window)  # the card the keys act on, as a screen reader reads it
        states = (expected(code, "Table", "playable"), expected(code, "Table", "not playable"))
        assert described.endswith(states), described
        assert described.split(", ")[0] in {card_name(item.card) for item in window.table.hand}
        hearts = expected(code, "Table", "Hearts not broken")
        assert window.table.badge.lines()[0] == hearts
        assert expected(code, "Table", "Hand %1").replace("%1", "1") in window.table.badge.lines()
        assert sheet.windowTitle() == expected(code, "ScoreSheet", "Score sheet")
        assert rules.windowTitle() == expected(code, "RulesDialog", "Rules of this game")
        assert bar.value() == bar.maximum() > 0
        assert about.windowTitle() == expected(code, "AboutDialog", "About Hearts")
        status = window.statusBar().currentMessage()
        assert status.startswith(expected(code, "MainWindow", "New game: %1, %2, %3.").split("%1")[0])
        you = QCoreApplication.translate("Settings", "You")  # the default name follows the language
        assert window.controller.names[0] == you
        header = sheet.table.horizontalHeaderItem(0)
        assert header is not None and header.text() == you


def test_the_keyboard_page_follows_the_language_of_the_menus(qtbot, make_window, english_afterwards: None):
    from hearts_qt.ui.dialogs.keyboard_help import KeyboardDialog, plain_text

    window = make_window(Rules(players=4))
    window.menus.show_keyboard()
    page = window.findChild(KeyboardDialog)
    assert page is not None and "Last trick" in page.browser.toPlainText()
    choose_language(qtbot, window, "pl")
    last_trick = plain_text(expected("pl", "MainWindow", "&Last trick"))
    qtbot.waitUntil(lambda: last_trick in page.browser.toPlainText())
    assert "Last trick" not in page.browser.toPlainText()


def test_the_pass_banner_names_the_opponent_as_the_plates_do_after_a_language_switch(
        qtbot, make_window, english_afterwards: None):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=EVENT_TIMEOUT) as asked:
        window.new_game(3)
    target = asked.args[0].pass_target
    english = window.controller.names[target]
    assert english in window.table.message.text
    choose_language(qtbot, window, "mk")  # Cyrillic: every default name reads differently
    menu = expected("mk", "MainWindow", "&Game")
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == menu)
    renamed = window.controller.names[target]
    assert renamed != english and window.table.plates[target].name == renamed
    banner = window.table.message.text
    assert renamed in banner and english not in banner, banner
