"""Who played which card of the trick, read from the table alone: at five to seven players the cards lie in rows
slid toward their seats, each with its player's name on it; at three or four each lies before its seat."""

from __future__ import annotations

import pytest

from hearts_qt.engine import Card, Rules, TrickWon
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.window.main_window import MainWindow

from .conftest import click_card

TIMEOUT = 15000


def _turn_with_cards_in_the_trick(qtbot, window: MainWindow) -> list[Card]:
    """Play the lowest legal card until the person's turn comes with cards already in the trick."""
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(17)
    legal = turn.args[0]
    while not window.table.trick:
        with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
            click_card(qtbot, window, legal[0])
        legal = turn.args[0]
    return legal


def _tags(items: list[CardItem]) -> list[str]:
    return [item.tag for item in items]


def test_at_six_players_each_trick_card_carries_its_players_name(qtbot, make_window):
    window = make_window(Rules(players=6, passing=False))
    legal = _turn_with_cards_in_the_trick(qtbot, window)
    table = window.table
    names = window.controller.names
    assert [item.tag for _seat, item in table.trick] == [names[seat] for seat, _item in table.trick]
    assert set(_tags(table.hand)) == {""}  # only the trick's cards are named
    won: list[TrickWon] = []
    window.controller.trick_won.connect(won.append)
    mine = next(item for item in table.hand if item.card == legal[0])
    click_card(qtbot, window, legal[0])
    qtbot.waitUntil(lambda: mine.tag == names[0] or bool(won), timeout=TIMEOUT)
    if not won:
        assert mine.tag == names[0]
    qtbot.waitUntil(lambda: bool(won), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not mine.isVisible(), timeout=TIMEOUT)
    assert mine.tag == ""  # collected: whose it was is no longer said on it


def test_the_names_follow_a_renamed_seat(qtbot, make_window):
    window = make_window(Rules(players=5, passing=False))
    _turn_with_cards_in_the_trick(qtbot, window)
    seat, item = window.table.trick[0]
    names = window.controller.names
    names[seat] = "Zora"
    window.controller.rename(names)
    window.presenter.renamed()
    assert item.tag == "Zora"


@pytest.mark.parametrize("players", [3, 4])
def test_at_three_or_four_players_the_place_says_it_and_no_name_is_written(qtbot, make_window, players):
    window = make_window(Rules(players=players, passing=False))
    _turn_with_cards_in_the_trick(qtbot, window)
    assert set(_tags([item for _seat, item in window.table.trick])) == {""}
