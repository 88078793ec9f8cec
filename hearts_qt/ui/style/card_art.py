"""Card faces and the card back, drawn from the shipped SVGs and cached per (file, pixel size, device pixel ratio).

The faces and the back come from the chosen theme (:mod:`hearts_qt.ui.style.themes`); :meth:`CardArt.set_theme` switches
them, and the next paint shows the new art. Each SVG is parsed once by its own ``QSvgRenderer``; each card is
rendered once per size and device pixel ratio into a ``QPixmap`` of the device's pixels (so a 2× screen gets twice
the pixels, drawn from the vector art, never an enlarged bitmap), and painting a card is a blit. A missing or broken
file paints a visible placeholder and logs once.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine import Card
from hearts_qt.looks import BACKS, DEFAULT_BACK, DEFAULT_FACE, FACES
from hearts_qt.resources import resource_path

log = logging.getLogger(__name__)

BACK = "back"
MAX_CACHED = 400  # a few sizes of every face; a window resize renders fresh ones


class CardArt:
    """Renders card pixmaps on demand and keeps them; ``name`` is a card string such as ``"QS"`` or ``"back"``."""

    def __init__(self, face: str = DEFAULT_FACE, back: str = DEFAULT_BACK) -> None:
        self.face, self.back = face, back
        self._renderers: dict[str, QSvgRenderer | None] = {}  # by file, so switching back parses nothing again
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}

    @staticmethod
    def name_of(card: Card | None) -> str:
        return BACK if card is None else str(card)

    def set_theme(self, face: str, back: str) -> bool:
        """Draw the faces of ``face`` and the back ``back`` (keys of :data:`FACES` and :data:`BACKS`) from now on;
        True when that changed anything (the caller repaints)."""
        if face not in FACES or back not in BACKS:
            raise ValueError(f"Unknown card face {face!r} or back {back!r}.")
        changed = (face, back) != (self.face, self.back)
        self.face, self.back = face, back
        if changed:
            self._cache.clear()  # the old theme's pixmaps are not shown again soon
        return changed

    def path(self, name: str) -> str:
        """The SVG file of the card ``name`` in the current theme."""
        if name == BACK:
            back = BACKS[self.back]
            return str(resource_path(back.folder, back.file))
        return str(resource_path(FACES[self.face].folder, f"{name}.svg"))

    def pixmap(self, name: str, width: float, height: float, ratio: float) -> QPixmap:
        """The card ``name`` at ``width``×``height`` logical pixels on a screen of device pixel ratio ``ratio``.

        The pixmap holds ``width·ratio``×``height·ratio`` device pixels. The ratio is part of the cache key: the same
        pixel size at another ratio is another logical size, and a pixmap must carry the ratio it is drawn for.
        """
        px_w, px_h = max(1, round(width * ratio)), max(1, round(height * ratio))
        path = self.path(name)
        key = (path, px_w, px_h, ratio)
        cached = self._cache.get(key)
        if cached is None:
            if len(self._cache) >= MAX_CACHED:
                self._cache.clear()
            cached = self._cache[key] = self._render(path, name, px_w, px_h)
            cached.setDevicePixelRatio(ratio)
        return cached

    def _renderer(self, path: str) -> QSvgRenderer | None:
        if path not in self._renderers:
            renderer = QSvgRenderer(path) if Path(path).is_file() else None
            if renderer is None or not renderer.isValid():
                log.warning("Card art %s is missing or unreadable; drawing a placeholder.", path)
                renderer = None
            self._renderers[path] = renderer
        return self._renderers[path]

    def _render(self, path: str, name: str, px_w: int, px_h: int) -> QPixmap:
        pixmap = QPixmap(px_w, px_h)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        renderer = self._renderer(path)
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
