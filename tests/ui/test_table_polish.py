"""Rough edges a new player met on the table: passed cards fly, cancelled pairs are marked, the focus ring reads
clearly, the table says what a hand is, dimmed cards stay put."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from hearts_qt.engine import Rules
from hearts_qt.settings import ANIMATION_SPEEDS

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
