"""The colours of each table colour (:data:`hearts_qt.looks.TABLE_KEYS`), the felt, and the looks' names in Settings.

The keys and :class:`~hearts_qt.looks.Theme` are Qt-free in :mod:`hearts_qt.looks` (the settings store them); here
is what they are painted with. The text colours of every table colour keep the WCAG AA
contrast (4.5:1) against the felt and the plates they are drawn on (:func:`text_pairs`, checked by a test).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QBrush, QColor, QRadialGradient


@dataclass(frozen=True)
class TableColours:
    """The felt (a radial gradient, ``felt_inner`` in the middle) and what is painted on it.

    Translucent colours (``plate``, ``shade``, ``banner``, ``caption_fill``) are laid over the felt; the text
    colours must stay readable on the result (see :func:`text_pairs`).
    """

    felt_inner: QColor
    felt_outer: QColor
    plate: QColor  # the name plates' fill (and the name tag on a trick card)
    plate_edge: QColor  # a plate's edge when it is not that seat's turn
    shade: QColor  # under the corner badge
    banner: QColor  # the centre message's ribbon, at its densest
    caption_fill: QColor  # under the caption of Cancellation's pile
    text: QColor  # names, scores, the centre message, the pile's caption
    muted: QColor  # second lines: points this hand, the badge's caption
    accent: QColor  # whose turn it is (the plate's glow and name), the "passed" mark
    heart: QColor  # the badge's heart once hearts are broken (the text beside it says so too)


_CREAM = QColor(245, 240, 225)
_GOLD = QColor(255, 200, 40)
#: Keyed by :data:`hearts_qt.looks.TABLE_KEYS`, in its order (a test checks it).
TABLE_COLOURS: dict[str, TableColours] = {
    "green": TableColours(
        felt_inner=QColor(38, 120, 62), felt_outer=QColor(12, 58, 30), plate=QColor(12, 40, 24, 215),
        plate_edge=QColor(255, 255, 255, 60), shade=QColor(0, 0, 0, 70), banner=QColor(5, 25, 12, 175),
        caption_fill=QColor(12, 40, 24, 170), text=_CREAM, muted=QColor(200, 215, 200), accent=_GOLD,
        heart=QColor(255, 120, 120)),
    "blue": TableColours(
        felt_inner=QColor(36, 88, 150), felt_outer=QColor(10, 34, 72), plate=QColor(8, 22, 50, 215),
        plate_edge=QColor(255, 255, 255, 60), shade=QColor(0, 0, 0, 80), banner=QColor(4, 14, 36, 180),
        caption_fill=QColor(8, 22, 50, 175), text=_CREAM, muted=QColor(205, 215, 235), accent=_GOLD,
        heart=QColor(255, 130, 130)),
    "dark": TableColours(
        felt_inner=QColor(52, 55, 60), felt_outer=QColor(20, 21, 24), plate=QColor(8, 8, 10, 215),
        plate_edge=QColor(255, 255, 255, 70), shade=QColor(0, 0, 0, 90), banner=QColor(0, 0, 0, 180),
        caption_fill=QColor(8, 8, 10, 180), text=QColor(238, 238, 238), muted=QColor(200, 200, 205),
        accent=QColor(255, 205, 70), heart=QColor(255, 120, 120)),
    "high_contrast": TableColours(
        felt_inner=QColor(0, 0, 0), felt_outer=QColor(0, 0, 0), plate=QColor(0, 0, 0),
        plate_edge=QColor(255, 255, 255), shade=QColor(0, 0, 0), banner=QColor(0, 0, 0, 255),
        caption_fill=QColor(0, 0, 0), text=QColor(255, 255, 255), muted=QColor(255, 255, 255),
        accent=QColor(255, 235, 0), heart=QColor(255, 110, 110)),
}
def felt_brush(colours: TableColours, width: float, height: float) -> QBrush:
    """The felt of ``colours`` over a ``width`` × ``height`` area: lighter a little above the middle, darker at
    the edges (the table, and the review's picture of it)."""
    gradient = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.75)
    gradient.setColorAt(0.0, colours.felt_inner)
    gradient.setColorAt(1.0, colours.felt_outer)
    return QBrush(gradient)


def face_label(key: str) -> str:
    """A card face as the player sees it in Settings."""
    labels = {
        "english": QCoreApplication.translate("Themes", "Classic English deck"),
        "four_colour": QCoreApplication.translate("Themes", "Four colours (♦ blue, ♣ green)"),
    }
    return labels[key]


def back_label(key: str) -> str:
    """A card back as the player sees it in Settings."""
    labels = {
        "red": QCoreApplication.translate("Themes", "Red lattice"),
        "blue": QCoreApplication.translate("Themes", "Blue with two hearts"),
        "green": QCoreApplication.translate("Themes", "Green rings"),
        "burgundy": QCoreApplication.translate("Themes", "Burgundy hearts"),
    }
    return labels[key]


def table_label(key: str) -> str:
    """A table colour as the player sees it in Settings."""
    labels = {
        "green": QCoreApplication.translate("Themes", "Green felt"),
        "blue": QCoreApplication.translate("Themes", "Blue felt"),
        "dark": QCoreApplication.translate("Themes", "Dark"),
        "high_contrast": QCoreApplication.translate("Themes", "High contrast (black)"),
    }
    return labels[key]


def over(top: QColor, bottom: QColor) -> QColor:
    """``top`` (perhaps translucent) painted over the opaque ``bottom``: the colour seen."""
    a = top.alphaF()
    return QColor.fromRgbF(*(t * a + b * (1 - a) for t, b in
                             ((top.redF(), bottom.redF()), (top.greenF(), bottom.greenF()),
                              (top.blueF(), bottom.blueF()))))


def text_pairs(colours: TableColours) -> list[tuple[str, QColor, QColor]]:
    """Every text colour the table draws, with each background it is drawn on: ``(what, text, background)``.

    The felt is a gradient, so each translucent backing is laid over both of its ends. The centre message is
    drawn where its ribbon is at least 80 % as dense as in the middle (the text keeps off the faded ends).
    """
    pairs: list[tuple[str, QColor, QColor]] = []
    banner_edge = QColor(colours.banner)
    banner_edge.setAlphaF(colours.banner.alphaF() * 0.8)
    for felt in (colours.felt_inner, colours.felt_outer):
        plate, shade = over(colours.plate, felt), over(colours.shade, felt)
        pairs += [
            ("name", colours.text, plate), ("name, on turn", colours.accent, plate), ("score", colours.text, plate),
            ("points this hand", colours.muted, plate), ("passed mark", colours.accent, plate),
            ("hearts state", colours.text, shade), ("badge caption", colours.muted, shade),
            ("centre message", colours.text, over(banner_edge, felt)),
            ("pile caption", colours.text, over(colours.caption_fill, felt)),
            ("review picture", colours.text, felt),  # the review's picture of the table writes on bare felt
        ]
    pairs.append(("name on a trick card", colours.text, over(colours.plate, QColor(255, 255, 255))))  # on the card
    return pairs
