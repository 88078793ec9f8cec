"""The person's fan on the real table: turned cards, each one hit where it shows, inside the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from hearts_qt.engine import Rules, Variant
from hearts_qt.ui.table.card_item import CardItem

TIMEOUT = 15000


@pytest.mark.parametrize(("rules", "cards"), [(Rules(players=3), 17),
                                              (Rules(players=5, variant=Variant.CANCELLATION), 20)])
@pytest.mark.parametrize(("width", "height"), [(1024, 700), (1920, 1080)])
def test_every_card_of_a_long_hand_shows_and_is_hit(qtbot, make_window, rules, cards, width, height):
    window = make_window(rules)
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    with qtbot.waitSignal(window.controller.hand_dealt, timeout=TIMEOUT):
        window.new_game(6)
    table = window.table
    assert len(table.hand) == cards
    view = table.viewport().rect()
    turns = [item.rotation() for item in table.hand]
    assert turns == sorted(turns) and turns[0] < 0 < turns[-1]
    suits = [item.card.suit for item in table.hand]
    assert suits == sorted(suits)
    for item in table.hand:
        box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert view.contains(box), (item.card, box, view)
        width_, _ = item.size
        point = table.mapFromScene(item.pos() + QPointF(-width_ * 0.35, 0))
        hit = next(i for i in table.items(point) if isinstance(i, CardItem))
        assert hit is item, (item.card, hit.card)
