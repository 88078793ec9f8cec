"""Rough edges a new player met on the table: passed cards fly, cancelled pairs are marked, the focus ring reads
clearly, the table says what a hand is, dimmed cards stay put."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from hearts_qt.engine import PassDirection, Round, Rules, Variant, deal
from hearts_qt.settings import ANIMATION_SPEEDS
from hearts_qt.text.cards import short_name
from hearts_qt.ui.table.batches import COLLECT_SCALE, collect_point
from hearts_qt.ui.table.layout import hand_poses, lifted_pose

from .conftest import click_card

TIMEOUT = 20000
SLOW = ANIMATION_SPEEDS["slow"]


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def test_passed_cards_fly_visibly_and_leave_when_they_arrive(qtbot, make_window):
    window = make_window(Rules(players=4))
    c, table = window.controller, window.table
    with qtbot.waitSignal(c.pass_requested, timeout=TIMEOUT):
        window.new_game(3)
    chosen = [item.card for item in table.hand[:3]]
    table.select_for_pass(chosen)
    leaving = [item for item in table.hand if item.card in chosen]
    backs = list(table.backs[1][:3])
    start = {id(item): item.pos() for item in [*leaving, *backs]}
    table.timing.factor = SLOW
    table.confirm_pass()

    def moving() -> bool:
        return all(distance(item.pos(), start[id(item)]) > 20 for item in [*leaving, *backs])

    qtbot.waitUntil(moving, timeout=TIMEOUT)
    assert all(item.isVisible() for item in [*leaving, *backs]), "the passed cards vanished as they set off"
    with qtbot.waitSignal(table.director.idle, timeout=TIMEOUT):
        pass
    assert not any(item.isVisible() for item in [*leaving, *backs])
    assert not any(item in table.hand for item in leaving)


def test_the_cancelled_pairs_of_a_finished_trick_are_marked_on_the_table(qtbot, make_window):
    window = make_window(Rules(players=6, variant=Variant.CANCELLATION))
    c, table = window.controller, window.table
    shown: list[list] = []
    finished: list = []
    c.card_played.connect(lambda _e: shown.append(list(table.trick)))
    c.trick_won.connect(lambda e: finished.append((e.trick, shown[-1])))
    c.trick_cancelled.connect(lambda e: finished.append((e.trick, shown[-1])))
    turns: list[list] = []
    c.human_turn.connect(turns.append)
    window.new_game(4)
    while not any(trick.cancelled for trick, _ in finished):
        qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
        click_card(qtbot, window, turns.pop()[0])
    trick, items = next((t, i) for t, i in finished if t.cancelled)
    assert len(items) == 6
    for _, item in items:
        assert item.cancelled == (item.card in trick.cancelled), item.card
    plain = [item for t, i in finished if not t.cancelled for _, item in i]
    assert not any(item.cancelled for item in plain)


def test_the_computers_passes_are_marked_after_the_deal_not_during_it(qtbot, make_window):
    window = make_window(Rules(players=4))
    c, table = window.controller, window.table
    table.timing.factor = SLOW
    committed: list[int] = []
    c.pass_committed.connect(committed.append)
    window.new_game(3)
    hand = list(table.hand)
    qtbot.waitUntil(lambda: len(committed) == 3, timeout=TIMEOUT)
    assert table.director.busy and not all(item.face_up for item in hand), "the deal ended before the passes came"
    assert not any(plate.note for plate in table.plates), "a plate says ✓ while its cards are being dealt"
    with qtbot.waitSignal(c.pass_requested, timeout=TIMEOUT):
        pass
    qtbot.waitUntil(lambda: not table.director.busy, timeout=TIMEOUT)
    assert [plate.note for plate in table.plates[:4]] == ["", "✓", "✓", "✓"]


def test_the_hand_that_keeps_its_cards_is_announced(qtbot, make_window):
    window = make_window(Rules(players=4))
    table, presenter = window.table, window.presenter
    rules = Rules(players=4)
    hold = Round.start(rules, deal(rules, random.Random(2)), PassDirection.HOLD, hand_number=3).view(0)
    presenter.on_hand_dealt(hold)
    assert table.badge.caption == ["Hand 4", "no passing"]
    assert table.message.text == "No passing this hand."
    left = Round.start(rules, deal(rules, random.Random(2)), PassDirection.LEFT).view(0)
    presenter.on_hand_dealt(left)
    assert table.badge.caption == ["Hand 1", "pass to the left"]
    assert table.message.text != "No passing this hand."
    never = Rules(players=4, passing=False)
    plain = Round.start(never, deal(never, random.Random(2)), PassDirection.HOLD, hand_number=1).view(0)
    presenter.on_hand_dealt(plain)
    assert table.badge.caption == ["Hand 2"]  # without passing at all, no hand is a surprise


def every_index_shows(table) -> bool:
    """Whether the top-left corner index (rank and suit) of every card in the hand is the topmost card there."""
    for item in table.hand:
        width, height = item.size
        rect = item.card_rect()
        for fx, fy in ((0.06, 0.05), (0.16, 0.05), (0.06, 0.22), (0.16, 0.22)):  # the index's corners
            point = item.mapToScene(rect.topLeft() + QPointF(width * fx, height * fy))
            cards = [it for it in table.scene().items(point)
                     if it in table.hand and it.contains(it.mapFromScene(point))]
            if not cards or cards[0] is not item:
                return False
    return True


def test_the_focus_ring_follows_the_keys_and_goes_with_the_mouse(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    c, table = window.controller, window.table
    with qtbot.waitSignal(c.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(5)
    legal = turn.args[0]
    table.setFocus()
    first = next(i for i, item in enumerate(table.hand) if item.card in legal)
    assert not any(item.focused for item in table.hand)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    focused = [i for i, item in enumerate(table.hand) if item.focused]
    assert focused == [first], "the first arrow skipped the first playable card"
    for large in (False, True):
        table.apply_theme(replace(table.theme, large_cards=large))
        for _ in table.hand:  # round the whole hand: no ringed card ever hides another's corner index
            assert every_index_shows(table), ([item.card for item in table.hand if item.focused], large)
            qtbot.keyClick(table, Qt.Key.Key_Right)
        assert [i for i, item in enumerate(table.hand) if item.focused] == [first]
    illegal = [item.card for item in table.hand if item.card not in legal]
    if illegal:
        click_card(qtbot, window, illegal[0])  # refused, but a click all the same
    else:
        with qtbot.waitSignal(c.card_played, timeout=TIMEOUT):
            click_card(qtbot, window, legal[0])
    assert not table.keyboard_used and not any(item.focused for item in table.hand)


def test_the_hint_marks_the_card_it_suggests(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    c, table = window.controller, window.table
    with qtbot.waitSignal(c.human_turn, timeout=TIMEOUT):
        window.new_game(5)
    with qtbot.waitSignal(c.hint_ready, timeout=TIMEOUT) as hint:
        window.menus.hint_action.trigger()
    suggested = next(item for item in table.hand if item.card == hint.args[0].cards[0])
    assert suggested.highlighted
    # The status bar says why, not only which card.
    message = window.statusBar().currentMessage()
    assert hint.args[0].cards == (suggested.card,) and message.startswith(f"Hint: play {short_name(suggested.card)}")
    assert message != f"Hint: play {short_name(suggested.card)}."
    assert not any(item.highlighted for item in table.hand if item is not suggested)
    # Lifted out of the fan along its own upward direction, and still in its place in the stack: the card to its
    # right keeps covering its right part, so that card's corner stays readable.
    index = table.hand.index(suggested)
    place = table.layout_.seats[0]
    resting = hand_poses(place, len(table.hand))[index]
    assert (suggested.pos().x(), suggested.pos().y()) == pytest.approx(lifted_pose(place, resting).center)
    assert suggested.pos().y() < resting.center[1] - 10
    assert [item.zValue() for item in table.hand] == sorted(item.zValue() for item in table.hand)
    others = [item for item in table.hand if item is not suggested]
    for item in others:
        home = hand_poses(place, len(table.hand))[table.hand.index(item)].center
        assert (item.pos().x(), item.pos().y()) == pytest.approx(home)
    with qtbot.waitSignal(c.card_played, timeout=TIMEOUT):
        click_card(qtbot, window, hint.args[0].cards[0])
    qtbot.waitUntil(lambda: not table.director.busy, timeout=TIMEOUT)
    assert not any(item.highlighted for item in table.hand)
    count = len(table.hand)
    assert all((item.pos().x(), item.pos().y()) == pytest.approx(hand_poses(place, count)[i].center)
               for i, item in enumerate(table.hand))


def drag(qtbot, table, item, to: QPointF) -> QPointF:
    """Press on ``item``'s visible left part, move in steps to the scene point ``to``, release there; returns
    where the card was just before the release."""
    width, _ = item.size
    start = table.mapFromScene(item.pos() + QPointF(-width * 0.35, 0))
    end = table.mapFromScene(to)
    viewport = table.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        point = start + (end - start) * (step / 8)
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)
    held = item.pos()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    return held


def first_turn_with_illegal_cards(qtbot, window) -> list:
    c, table = window.controller, window.table
    turns: list[list] = []
    c.human_turn.connect(turns.append)
    window.new_game(5)
    while True:
        qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
        legal = turns.pop()
        if any(item.card not in legal for item in table.hand):
            return legal
        click_card(qtbot, window, legal[0])


def test_a_dimmed_card_cannot_be_dragged(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    table = window.table
    legal = first_turn_with_illegal_cards(qtbot, window)
    item = next(i for i in table.hand if i.card not in legal)
    home = item.pos()
    centre = QPointF(*table.layout_.center)
    held = drag(qtbot, table, item, centre)
    assert distance(held, home) < 1, "the dimmed card followed the pointer"
    assert item in table.hand and item.dimmed and distance(item.pos(), home) < 1
    reason = window.controller.why_not_playable(item.card)
    assert reason and window.statusBar().currentMessage() == reason
    playable = next(i for i in table.hand if i.card in legal)
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT) as played:
        drag(qtbot, table, playable, centre)
    assert played.args[0].card == playable.card  # the same drag moves a playable card


def test_the_reason_goes_when_a_playable_card_is_pointed_at(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    table = window.table
    legal = first_turn_with_illegal_cards(qtbot, window)
    illegal = next(i for i in table.hand if i.card not in legal)
    reason = window.controller.why_not_playable(illegal.card)
    click_card(qtbot, window, illegal.card)
    assert reason and window.statusBar().currentMessage() == reason
    playable = next(i for i in table.hand if i.card in legal)
    playable.hovered.emit(playable)  # the pointer comes onto it
    assert window.statusBar().currentMessage() != reason
    click_card(qtbot, window, illegal.card)
    assert window.statusBar().currentMessage() == reason
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT):
        table.keys.focus_on(playable)
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() != reason


def test_the_kitty_is_dealt_at_the_piles_size_and_fanned(qtbot, make_window):
    window = make_window(Rules(players=6, variant=Variant.CANCELLATION))
    c, table = window.controller, window.table
    table.timing.factor = SLOW
    window.new_game(4)
    kitty = list(table.kitty)
    assert len(kitty) == 2 and table.director.busy
    assert all(item.size == table.pile_size() for item in kitty), "the kitty flies in at a hand card's size"
    with qtbot.waitSignal(c.human_turn, timeout=TIMEOUT):
        pass
    width, _ = table.pile_size()
    assert distance(kitty[0].pos(), kitty[1].pos()) > width * 0.08, "the two kitty cards lie as one"


def test_a_collected_trick_ends_beside_the_winners_name(qtbot, make_window):
    window = make_window(Rules(players=6))
    table = window.table
    table.configure(6, 13)
    for seat in range(6):
        plate = table.layout_.seats[seat].plate
        point = collect_point(table.layout_, seat)
        name_band = QRectF(plate.x + 6, plate.y + 4, plate.w - 12, plate.h * 0.45)  # the name's line
        w = table.layout_.trick_card_w * COLLECT_SCALE
        h = table.layout_.trick_card_h * COLLECT_SCALE
        pile = QRectF(point.x() - w / 2, point.y() - h / 2, w, h)
        overlap = pile.intersected(name_band)
        assert overlap.width() * overlap.height() < 0.25 * name_band.width() * name_band.height(), seat
