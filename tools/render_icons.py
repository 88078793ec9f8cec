#!/usr/bin/env python3
"""Render resources/icons/hearts-qt.svg to PNGs and a multi-size Windows ICO.

Writes ``resources/icons/hearts-qt-{16,24,32,48,64,128,256,512}.png`` with
QtSvg (PySide6) and ``resources/icons/hearts-qt.ico`` holding the 16..256
renderings as embedded PNG images (the ICO container is written with the
standard library; Windows Vista and later read PNG entries).

Usage::

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICON_DIR / "hearts-qt.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return img.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buf.close()
    return bytes(data)


def write_ico(path: Path, images: list[tuple[int, bytes]]) -> None:
    """ICONDIR + ICONDIRENTRYs + PNG payloads."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, payload = b"", b""
    for size, png in images:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        payload += png
    path.write_bytes(header + entries + payload)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {SVG}")
    pngs: dict[int, bytes] = {}
    for size in PNG_SIZES:
        data = png_bytes(render(renderer, size))
        (ICON_DIR / f"hearts-qt-{size}.png").write_bytes(data)
        pngs[size] = data
    write_ico(ICON_DIR / "hearts-qt.ico", [(s, pngs[s]) for s in ICO_SIZES])
    print(f"wrote {len(PNG_SIZES)} PNGs and hearts-qt.ico to {ICON_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
