"""Whole matches through the real window: a user clicks cards, the Pass button, the moon and game-over dialogs.

Everything runs offscreen at instant speed; the test waits on the controller's signals, never on timing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hearts_qt.engine import MoonChoice, Rules, Variant
from tests.support.clicking import EVENT_TIMEOUT, Recorder, close_score_sheet, play_by_clicking, play_match
from tests.support.players import LowPlayer


def test_four_players_whole_match_then_new_game(qtbot, make_window):
    window = make_window(Rules(players=4, target_score=25))
    counts = play_match(qtbot, window, seed=11)
    match = window.controller.match
    assert match.is_over and counts["scored"] == len(match.history)
    assert counts["pass"] >= 1 and counts["turn"] >= 13
    for seat, plate in enumerate(window.table.plates[:4]):
        assert plate.total == match.scores[seat]
    with qtbot.waitSignal(window.controller.pass_requested, timeout=EVENT_TIMEOUT):
        qtbot.mouseClick(window.game_over_dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert window.controller.match is not match
    assert len(window.table.hand) == 13


def test_three_players_whole_match_then_quit(qtbot, make_window):
    window = make_window(Rules(players=3, target_score=25))
    play_match(qtbot, window, seed=5)
    qtbot.mouseClick(window.game_over_dialog.quit_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_seven_players_whole_match(qtbot, make_window):
    window = make_window(Rules(players=7, target_score=25))
    counts = play_match(qtbot, window, seed=3)
    assert counts["turn"] >= 7
    assert len(window.table.plates) >= 7


def test_cancellation_six_players(qtbot, make_window):
    window = make_window(Rules(players=6, variant=Variant.CANCELLATION, target_score=25))
    counts = play_match(qtbot, window, seed=8)
    assert counts["pass"] == 0


def test_moon_dialog_asks_the_person(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False, target_score=25), factory=LowPlayer)
    counts = play_match(qtbot, window, seed=112, moon=MoonChoice.ADD_TO_OTHERS)
    match = window.controller.match
    assert counts["moon"] >= 1
    assert match.history[0].shooter == 0 and match.history[0].moon_choice is MoonChoice.ADD_TO_OTHERS
    assert match.history[0].scores == (0, 26, 26, 26)


@pytest.mark.parametrize("factor", [0.0, 1.0], ids=["instant", "normal speed"])
def test_the_next_hand_waits_for_the_score_sheet_to_close(qtbot, make_window, factor: float):
    # The table answers the controller when its animations are done; after a hand the score sheet holds the game
    # until it is closed, however the last trick's slide and the plates' new totals end.
    window = make_window(Rules(players=4, passing=False, target_score=100))
    window.table.timing.factor = factor
    recorder = Recorder(window)
    dealt: list[int] = []
    window.controller.hand_dealt.connect(lambda view: dealt.append(view.hand_number))
    window.new_game(11)
    explained = [True]
    while (event := recorder.next(qtbot))[0] != "scored":
        assert event[0] == "turn"
        play_by_clicking(qtbot, window, event[1], explained)
    qtbot.waitUntil(lambda: not window.table.director.busy, timeout=EVENT_TIMEOUT)
    qtbot.wait(100)  # the table's idle and the controller's next step go through the event loop
    assert dealt == [0] and window.score_dialog is not None and window.score_dialog.isVisible()
    with qtbot.waitSignal(window.controller.hand_dealt, timeout=EVENT_TIMEOUT):
        close_score_sheet(qtbot, window)
    assert dealt == [0, 1]


@pytest.mark.parametrize(("rules", "told", "badge"), [
    (Rules(players=3, variant=Variant.BLACK_MARIA), " Played without 2♦, so that the deal comes out even.",
     ["without 2♦"]),
    (Rules(players=5, variant=Variant.SPOT_HEARTS, target_score=500),
     " Played without 2♣, 2♦, so that the deal comes out even.", ["without 2♣, 2♦"]),
    (Rules(players=4), "", []),
])
def test_a_new_game_says_which_cards_are_left_out(qtbot, make_window, rules: Rules, told: str, badge: list[str]):
    """In the status bar when the game starts, and in the corner badge for as long as it lasts."""
    window = make_window(rules)
    window.new_game(4)
    status = window.statusBar().currentMessage()
    assert status.startswith("New game: ") and status.endswith(" points." + told)
    lines = window.table.badge.lines()
    assert lines[1].endswith(f"to {rules.target_score}") and lines[2:2 + len(badge)] == badge
    assert lines[2 + len(badge)].startswith("Hand 1")
