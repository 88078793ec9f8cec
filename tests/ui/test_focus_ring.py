"""The keyboard's focus ring goes round the part of the focused card that shows, never across the card over it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from hearts_qt.engine import Card
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.table.card_item import FOCUS_RING, CardItem

W, H = 100.0, 140.0
FELT = QColor(20, 100, 50)
AREA = QRectF(-90, -110, 220, 240)  # the scene part rendered, one image pixel a scene unit


def ring_pixels(scene: QGraphicsScene) -> list[tuple[float, float]]:
    """The scene points painted in the ring's blue (nothing else on the felt or the cards is that colour)."""
    image = QImage(int(AREA.width()), int(AREA.height()), QImage.Format.Format_RGB32)
    image.fill(FELT)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), AREA)
    painter.end()
    found = []
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if abs(c.red() - FOCUS_RING.red()) + abs(c.green() - FOCUS_RING.green()) \
                    + abs(c.blue() - FOCUS_RING.blue()) < 90:
                found.append((x + AREA.left(), y + AREA.top()))
    return found


@pytest.fixture
def fan(qapp) -> tuple[QGraphicsScene, CardItem, CardItem]:
    """Two cards of a fan: the focused one, and the next one lying over its right part."""
    scene = QGraphicsScene()
    scene.setBackgroundBrush(FELT)
    art = CardArt()
    under = CardItem(art, Card.parse("8D"), W, H, face_up=True)
    over = CardItem(art, Card.parse("QD"), W, H, face_up=True)
    scene.addItem(under)
    scene.addItem(over)
    under.setPos(0, 0)
    over.setPos(30, 0)
    under.setZValue(1)
    over.setZValue(2)
    under.set_looks(focused=True)
    return scene, under, over


def test_the_ring_stays_on_the_part_of_the_card_that_shows(fan):
    scene, _under, over = fan
    ring = ring_pixels(scene)
    covered_from = over.pos().x() - W / 2  # the left edge of the card lying over the focused one
    assert any(x < covered_from - 20 and y < -H / 2 for x, y in ring), "no ring along the top of the shown part"
    across = [(x, y) for x, y in ring if x > covered_from]
    assert not across, f"the ring runs across the next card: {across[:5]}"


@pytest.mark.parametrize(("turn", "lift"), [(2.5, 3.0), (-2.5, -3.0), (0.0, -30.0)],
                         ids=["next card turned and lower", "next card turned and higher", "next card lifted"])
def test_no_ring_runs_above_or_below_the_next_card(fan, turn, lift):
    """In the fan each card is turned a little further and sits a little higher or lower than the one before, and
    a card chosen to pass is lifted: a sliver of the focused card then shows above or below the next one. The ring
    keeps to the focused card's own strip, clear of the next card's whole height."""
    scene, _under, over = fan
    over.setRotation(turn)
    over.setPos(30, lift)
    ring = ring_pixels(scene)
    left_edge = over.card_rect().left()  # in the next card's own (turned) frame
    across = [over.mapFromScene(QPointF(x + 0.5, y + 0.5)).x() - left_edge for x, y in ring]
    assert any(offset < -20 for offset in across), "no ring on the strip that shows"
    beside = [(x, y) for (x, y), offset in zip(ring, across, strict=True) if offset > 0]
    assert not beside, f"the ring runs along the next card: {beside[:5]}"
