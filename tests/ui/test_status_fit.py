"""A narrow window keeps the status bar's key facts: at seven players and 800 × 600, beside the longest turn prompt,
the new game's message still names the cards left out of the pack, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from hearts_qt.engine import Rules
from tests.support.clicking import EVENT_TIMEOUT

from .conftest import build_translations


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


@pytest.mark.parametrize("language", ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
@pytest.mark.parametrize(("players", "left_out"), [(7, "3♣, 2♦, 3♦"), (6, "3♣, 4♣, 2♦, 3♦"), (5, "2♣, 2♦")])
def test_the_cards_left_out_stay_in_the_status_bar_of_a_small_window(qtbot, make_window, language, players,
                                                                     left_out):
    window = make_window(Rules(players=players))
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800, timeout=EVENT_TIMEOUT)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=EVENT_TIMEOUT):
        window.new_game(5)
    window.table.keyboard_used = True  # the keys' prompt, the longest there is, takes its room on the right
    bar, prompt = window.statusBar(), window.status_line.prompt_label
    qtbot.waitUntil(lambda: prompt.width() >= QFontMetrics(prompt.font()).horizontalAdvance(prompt.text()),
                    timeout=EVENT_TIMEOUT)
    qtbot.waitUntil(lambda: left_out in bar.currentMessage(), timeout=EVENT_TIMEOUT)
    shown = bar.currentMessage()
    assert QFontMetrics(bar.font()).horizontalAdvance(shown) < prompt.geometry().left()
    assert left_out in bar.toolTip() or bar.toolTip() == ""  # the whole sentence, when it had to be shortened


def test_a_menu_opened_and_closed_leaves_the_status_bar_its_sentence(qtbot, make_window):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=EVENT_TIMEOUT):
        window.new_game(5)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "New game" in bar.currentMessage(), timeout=EVENT_TIMEOUT)
    said = bar.currentMessage()
    menu = window.menus.game_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=EVENT_TIMEOUT)
    for action in menu.actions()[:3]:  # the pointer runs over the menu's commands, none with a status tip
        if not action.isSeparator():
            QTest.mouseMove(menu, menu.actionGeometry(action).center())
            menu.setActiveAction(action)
    menu.close()
    assert bar.currentMessage() == said
