"""Players' names cut to fit a narrow place without two of them looking the same.

"Computer 1" and "Computer 2" both cut at the end read "Compu…": the part that tells them apart is gone. A name
is cut at its end when that keeps it apart from every other name at the table, else in its middle ("Co…er 2"),
else at its start ("…puter 2").
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF

_MODES = (Qt.TextElideMode.ElideRight, Qt.TextElideMode.ElideMiddle, Qt.TextElideMode.ElideLeft)


def distinct_elided(name: str, others: Iterable[str], metrics: QFontMetrics | QFontMetricsF, width: float) -> str:
    """``name`` as it fits ``width`` in ``metrics``, told apart from each of ``others`` cut the same way."""
    rivals = [other for other in others if other != name]
    first = _elide(metrics, name, _MODES[0], width)
    if first == name:  # it fits whole
        return first
    for mode in _MODES:
        shown = _elide(metrics, name, mode, width)
        if all(_elide(metrics, other, mode, width) != shown for other in rivals):
            return shown
    return first


def _elide(metrics: QFontMetrics | QFontMetricsF, text: str, mode: Qt.TextElideMode, width: float) -> str:
    if isinstance(metrics, QFontMetricsF):
        return metrics.elidedText(text, mode, width)
    return metrics.elidedText(text, mode, round(width))
