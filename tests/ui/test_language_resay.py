"""Switching language live says again what the table shows: the banner in the middle and the status bar speak the
new language, never the one before, and the status bar is not left blank."""

from __future__ import annotations

import pytest

from hearts_qt.engine import Card, Rules
from hearts_qt.text.language import switch_language
from hearts_qt.ui.table.keys import card_text
from hearts_qt.ui.window.main_window import MainWindow
from tests.support.clicking import EVENT_TIMEOUT

from .conftest import build_translations, click_card, expected

PLAYED_OUT = "No points are left to play for: the rest of the hand was played out."


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


def _play_until_played_out(qtbot, window: MainWindow) -> None:
    """Click through the hand, points first, until the rest is played out at once."""
    c = window.controller
    out: list[object] = []
    turns: list[list] = []
    c.hand_played_out.connect(lambda *args: out.append(args))
    c.human_turn.connect(turns.append)
    window.new_game(1)
    while not out:
        qtbot.waitUntil(lambda: bool(turns) or bool(out), timeout=EVENT_TIMEOUT)
        if out:
            break
        legal = turns.pop()
        rules = c.match.round.rules
        click_card(qtbot, window, ([card for card in legal if rules.card_points(card)] or legal)[0])
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=EVENT_TIMEOUT)


def test_the_played_out_banner_follows_the_language(qtbot, make_window, english_afterwards: None):
    window = make_window(Rules(players=4, passing=False))
    _play_until_played_out(qtbot, window)
    assert window.table.message.text == PLAYED_OUT
    assert window.statusBar().currentMessage() == ""  # cleared as the score sheet opened: it stays so
    for code in ("mk", "pl", "sr_Cyrl", "sr_Latn"):
        switch_language(code)
        said = expected(code, "GameController", PLAYED_OUT)
        qtbot.waitUntil(lambda: window.table.message.text == said, timeout=EVENT_TIMEOUT)  # noqa: B023
        assert window.presenter.played_out_sentence == said  # what the score sheet says under the hand
        assert window.statusBar().currentMessage() == ""


def test_why_a_card_was_refused_is_said_again_in_the_new_language(qtbot, make_window, english_afterwards: None):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=EVENT_TIMEOUT) as turn:
        window.new_game(8)  # the person holds 2♣ and leads: every other card is refused
    assert turn.args[0] == [Card.parse("2C")]
    other = next(item.card for item in window.table.hand if item.card != Card.parse("2C"))
    with qtbot.waitSignal(window.controller.move_refused, timeout=EVENT_TIMEOUT) as refused:
        window.controller.play_card(other, window.controller.human_request)
    bar = window.statusBar()
    assert bar.currentMessage() == refused.args[0] != ""
    switch_language("mk")
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == expected("mk", "MainWindow", "&Game"),
                    timeout=EVENT_TIMEOUT)
    said = window.controller.why_not_playable(other)  # in Macedonian now
    assert said and bar.currentMessage() == said, bar.currentMessage()


def test_the_ringed_card_is_said_again_in_the_new_language(qtbot, make_window, english_afterwards: None):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=EVENT_TIMEOUT):
        window.new_game(8)
    table, bar = window.table, window.statusBar()
    table.keyboard_used = True
    table.keys.show_focus()
    item = table.hand[table.focus_index]
    assert bar.currentMessage() == card_text(item, table.mode, table.legal)
    switch_language("pl")
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == expected("pl", "MainWindow", "&Game"),
                    timeout=EVENT_TIMEOUT)
    said = card_text(item, table.mode, table.legal)  # in Polish now
    assert said and bar.currentMessage() == said, bar.currentMessage()
