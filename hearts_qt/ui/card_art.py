"""Card faces and the card back, drawn from the shipped SVGs and cached per (card, pixel size).

Each SVG is parsed once by its own ``QSvgRenderer``; each face is rendered once per size and device pixel ratio into
a ``QPixmap``, so painting a card is a blit. A missing or broken file paints a visible placeholder and logs once.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine import Card
from hearts_qt.resources import resource_path

log = logging.getLogger(__name__)

BACK = "back"
MAX_CACHED = 400  # a few sizes of every face; a window resize renders fresh ones


class CardArt:
    """Renders card pixmaps on demand and keeps them; ``name`` is a card string such as ``"QS"`` or ``"back"``."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._cache: dict[tuple[str, int, int], QPixmap] = {}

    @staticmethod
    def name_of(card: Card | None) -> str:
        return BACK if card is None else str(card)

    def pixmap(self, name: str, width: float, height: float, ratio: float) -> QPixmap:
        """The card ``name`` at ``width``×``height`` logical pixels on a screen of device pixel ratio ``ratio``."""
        px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
        key = (name, px_w, px_h)
        cached = self._cache.get(key)
        if cached is None:
            if len(self._cache) >= MAX_CACHED:
                self._cache.clear()
            cached = self._cache[key] = self._render(name, px_w, px_h)
            cached.setDevicePixelRatio(ratio)
        return cached

    def _renderer(self, name: str) -> QSvgRenderer | None:
        if name not in self._renderers:
            path = resource_path("cards", f"{name}.svg")
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            if renderer is None or not renderer.isValid():
                log.warning("Card art %s is missing or unreadable; drawing a placeholder.", path)
                renderer = None
            self._renderers[name] = renderer
        return self._renderers[name]

    def _render(self, name: str, px_w: int, px_h: int) -> QPixmap:
        pixmap = QPixmap(px_w, px_h)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        renderer = self._renderer(name)
        if renderer is not None:
            renderer.render(painter, QRectF(0, 0, px_w, px_h))
        else:
            _placeholder(painter, name, px_w, px_h)
        painter.end()
        return pixmap


def _placeholder(painter: QPainter, name: str, w: int, h: int) -> None:
    """A white card with a magenta border and the card's name: clearly art, clearly missing."""
    radius = w * 0.06
    painter.setPen(QPen(QColor("#d0008f"), max(2.0, w * 0.03)))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
    font = QFont()
    font.setPixelSize(max(8, w // 4))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, "?" if name == BACK else name)
