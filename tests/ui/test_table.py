"""The table's pieces: keyboard play, hints, resizing, menus, cosmetic settings, card art and the director."""

from __future__ import annotations

import logging
from dataclasses import replace

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QKeySequence

from hearts_qt.engine import Rules
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.table.animation import AnimationDirector, Timing, move_to, together
from hearts_qt.ui.table.card_item import CardItem

from .conftest import click_card, read_focused_card

TIMEOUT = 15000


def start(qtbot, window, seed: int = 2) -> None:
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(seed)


def test_keyboard_selects_and_passes_then_plays(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    table = window.table
    table.setFocus()
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Right)
    assert len(table.selected()) == 3
    assert "not selected" in read_focused_card(window)
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        qtbot.keyClick(table, Qt.Key.Key_P)
    match = window.controller.match
    while match.round.current_player != 0:
        with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
            pass
    legal = match.round.legal_cards()
    while table.hand[table.focus_index].card not in legal:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    assert "playable" in read_focused_card(window)
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT) as played:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert played.args[0].seat == 0


def test_hint_selects_a_pass(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=TIMEOUT):
        window.menus.hint_action.trigger()
    assert len(window.table.selected()) == 3
    assert window.table.pass_button.isEnabled()
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint: pass") and message.endswith(").")  # each card's reason in brackets


def test_a_hint_asked_during_the_deal_answers_when_the_pass_is_asked(qtbot, make_window):
    window = make_window(Rules(players=4))
    said: list[str] = []
    window.controller.status_message.connect(said.append)
    asked: list[object] = []
    window.controller.pass_requested.connect(asked.append)
    window.new_game(2)
    window.menus.hint_action.trigger()  # Ctrl+H while the cards are still being dealt
    assert not asked and said[-1] == "The hint comes when it is your turn."
    with qtbot.waitSignal(window.controller.hint_ready, timeout=TIMEOUT):
        pass
    assert asked and "No hint right now." not in said
    assert len(window.table.selected()) == 3
    assert window.statusBar().currentMessage().startswith("Hint: pass")


def test_a_pass_changed_while_the_hint_thinks_stays_the_players(qtbot, make_window):
    """Ctrl+H, then a card clicked before the answer: the answer names its pass but does not undo the click."""
    window = make_window(Rules(players=4))
    start(qtbot, window)
    table = window.table
    with qtbot.waitSignal(window.controller.hint_ready, timeout=TIMEOUT):
        window.menus.hint_action.trigger()  # the search runs in a thread: the click below comes before its answer
        click_card(qtbot, window, table.hand[0].card)
    assert [item.card for item in table.selected()] == [table.hand[0].card]
    assert window.statusBar().currentMessage().startswith("Hint: pass")


def test_resizing_relays_the_hand_inside_the_view(qtbot, make_window):
    window = make_window(Rules(players=5))
    start(qtbot, window)
    table = window.table
    before = table.hand[0].size
    window.resize(1500, 1000)
    qtbot.waitUntil(lambda: table.viewport().width() > 1300)
    view = table.viewport().rect()
    assert table.hand[0].size[1] > before[1]
    xs = [item.pos().x() for item in table.hand]
    assert xs == sorted(xs)
    assert abs((xs[0] + xs[-1]) / 2 - view.width() / 2) < 2
    for item in [*table.hand, *table.backs[1], *table.backs[4]]:
        assert view.contains(table.mapFromScene(item.pos()))


def test_menus_and_shortcuts(qtbot, make_window):
    window = make_window(Rules(players=3))
    start(qtbot, window)
    assert window.menus.new_action.shortcut() == QKeySequence("Ctrl+N")
    assert window.menus.quit_action.shortcut() == QKeySequence("Ctrl+Q")
    window.menus.last_trick_action.trigger()
    assert "No trick" in window.statusBar().currentMessage()
    window.menus.scores_action.trigger()
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    window.score_dialog.close()


def test_cosmetic_settings_apply_at_once_and_persist(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    new = replace(window.settings, player_name="Zoë", opponent_names=("A1", "B2", "C3", "D4", "E5", "F6"),
                  animation_speed="slow")
    window.apply_settings(new)
    assert [p.name for p in window.table.plates[:4]] == ["Zoë", "A1", "B2", "C3"]
    assert window.table.timing.factor == new.duration_factor
    assert window.store.load().player_name == "Zoë"
    assert window.controller.match.round.phase.value == "passing"


def test_new_game_while_computers_think(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False), level="hard")
    with qtbot.waitSignal(window.controller.turn_changed, timeout=TIMEOUT):
        window.new_game(1)
    start_gen = window.controller.generation
    with qtbot.waitSignal(window.controller.hand_dealt, timeout=TIMEOUT):
        window.menus.new_action.trigger()
    assert window.controller.generation == start_gen + 1
    assert len(window.table.hand) == 13


def test_missing_card_art_paints_a_placeholder_and_logs_once(qtbot, caplog):
    art = CardArt()
    with caplog.at_level(logging.WARNING):
        first = art.pixmap("XX", 50, 70, 2.0)
        art.pixmap("XX", 60, 84, 1.0)
    assert not first.isNull() and first.width() == 100
    assert sum("XX" in r.getMessage() for r in caplog.records) == 1
    assert art.pixmap("QS", 50, 70, 1.0) is art.pixmap("QS", 50, 70, 1.0)


def test_director_runs_batches_in_order_and_idles_once(qtbot):
    director = AnimationDirector()
    item = CardItem(CardArt(), None, 50, 70)
    idles: list[int] = []
    director.idle.connect(lambda: idles.append(1))
    order: list[str] = []
    timing = Timing(0.0)

    def batch(name: str, x: float):
        def build():
            order.append(name)
            return together([move_to(item, QPointF(x, 0), timing.ms(200))])
        return build

    director.enqueue(batch("a", 10))
    director.enqueue(batch("b", 20))
    assert order == ["a", "b"] and item.pos().x() == 20
    qtbot.waitUntil(lambda: idles == [1])
    timing.factor = 0.1
    with qtbot.waitSignal(director.idle, timeout=TIMEOUT):
        director.enqueue(batch("c", 30))
        director.enqueue(batch("d", 40))
        assert director.busy and order[-1] == "c"
    assert order[-1] == "d" and item.pos().x() == 40
    assert isinstance(director, QObject)


def test_autoplay_switched_on_while_the_pass_button_shows(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    table = window.table
    table.activate(table.hand[0])
    assert table.mode == "pass" and table.pass_button.isVisible() and len(table.selected()) == 1
    with qtbot.waitSignal(window.controller.human_request_withdrawn, timeout=TIMEOUT):
        window.controller.set_human_autoplay("easy")
    assert table.mode == "idle" and not table.pass_button.isVisible()
    assert table.selected() == [] and not table.message.isVisible()
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        pass
    assert window.controller.match.round.has_passed(0) or window.controller.match.round.phase.value == "playing"
    assert table.mode == "idle"
    window.controller.set_human_autoplay(None)
