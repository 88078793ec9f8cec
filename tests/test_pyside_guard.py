"""PySide6 6.12.0 drops a reference to None on every call that returns nothing (Python 3.11), and the interpreter
aborts after a few thousand such calls. We pin <6.12; this test fails loudly if a broken build comes back."""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter


def test_void_calls_do_not_leak_references_to_none() -> None:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        before = sys.getrefcount(None)
        for _ in range(200):
            painter.save()
            painter.restore()
        after = sys.getrefcount(None)
    finally:
        painter.end()
    assert after >= before - 10, f"refcount of None fell from {before} to {after}: broken PySide6 build"
