"""Text colours that stay readable in light and dark palettes, by the WCAG 2 contrast ratio.

Help texts are drawn a little muted, warnings in orange, the leader's total in green; each is picked from the
widget's palette so it keeps at least :data:`MIN_CONTRAST` (4.5:1, WCAG AA for normal text) against every colour a
dialog page may be painted with (:func:`page_colours`). Marked table cells (a shot moon, a costly decision) come in a
light and a dark pair (:func:`marked_cell`), so a dark desktop gets no glaring light cells.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette

MIN_CONTRAST = 4.5
#: WCAG 2's minimum for graphics one needs to see (non-text contrast): a scroll bar's thumb on its groove.
MIN_GRAPHIC_CONTRAST = 3.0
# A little above the minimum, so rounding to 8-bit colours never lands below it.
_TARGET = MIN_CONTRAST + 0.2
_WARNING_ON_LIGHT = QColor("#a04000")
_WARNING_ON_DARK = QColor("#ffb27a")
_LEADER_ON_LIGHT = QColor("#1e7b34")
_LEADER_ON_DARK = QColor("#7fdc95")


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 black … 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio between two colours, 1 (none) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _mix(a: QColor, b: QColor, amount: float) -> QColor:
    """``a`` moved ``amount`` (0…1) of the way towards ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
    )


def page_colours(palette: QPalette) -> list[QColor]:
    """The backgrounds text in a dialog may stand on: the window, and a tab page (Fusion lightens the button colour
    for it, by up to a quarter on dark palettes)."""
    button = palette.color(QPalette.ColorRole.Button)
    return [palette.color(QPalette.ColorRole.Window), button, button.lighter(125)]


def readable(colour: QColor, palette: QPalette) -> bool:
    """True when ``colour`` keeps the contrast minimum (with a margin) on every page colour of ``palette``."""
    return all(contrast_ratio(colour, page) >= _TARGET for page in page_colours(palette))


def muted_text(palette: QPalette) -> QColor:
    """The window text colour softened towards the window colour, as far as the contrast minimum allows."""
    text = palette.color(QPalette.ColorRole.WindowText)
    window = palette.color(QPalette.ColorRole.Window)
    for step in range(8, 0, -1):  # 40 % of the way to the background at most
        colour = _mix(text, window, step * 0.05)
        if readable(colour, palette):
            return colour
    return text


def warning_text(palette: QPalette) -> QColor:
    """An orange for notes that need attention, dark on light windows and light on dark ones."""
    for colour in (_WARNING_ON_LIGHT, _WARNING_ON_DARK):
        if readable(colour, palette):
            return colour
    return palette.color(QPalette.ColorRole.WindowText)


def groove_colours(palette: QPalette) -> list[QColor]:
    """What a scroll bar's thumb may lie on: the window, the text field's base, the button colour, and Fusion's
    groove (the window a little darker)."""
    window, base = palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base)
    return [window, window.darker(110), base, palette.color(QPalette.ColorRole.Button)]


def scrollbar_thumb(palette: QPalette) -> QColor:
    """The window colour moved towards the text colour until it stands out (:data:`MIN_GRAPHIC_CONTRAST`, with a
    margin) from every groove colour: a grey on a light palette, a light grey on a dark one."""
    text = palette.color(QPalette.ColorRole.WindowText)
    window = palette.color(QPalette.ColorRole.Window)
    for step in range(6, 21):
        colour = _mix(window, text, step * 0.05)
        if all(contrast_ratio(colour, ground) >= MIN_GRAPHIC_CONTRAST + 0.2 for ground in groove_colours(palette)):
            return colour
    return text


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` is a dark one: its text is lighter than the ground it is written on."""
    base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
    return relative_luminance(base) < relative_luminance(text)


def leader_text(palette: QPalette) -> QColor:
    """The green of the leading score: dark on light lists and windows, light on dark ones."""
    grounds = [palette.color(QPalette.ColorRole.Base), *page_colours(palette)]
    for colour in (_LEADER_ON_LIGHT, _LEADER_ON_DARK):
        if all(contrast_ratio(colour, ground) >= _TARGET for ground in grounds):
            return colour
    return palette.color(QPalette.ColorRole.Text)


def band_colour(palette: QPalette) -> QColor:
    """A row set apart (the score sheet's totals): the list's ground moved a little towards its text."""
    return _mix(palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text), 0.1)


def marked_cell(palette: QPalette, light: tuple[str, str], dark: tuple[str, str]) -> tuple[QColor, QColor]:
    """The (background, text) of a marked cell: the ``light`` pair in a light palette, ``dark`` in a dark one."""
    background, text = dark if is_dark(palette) else light
    return QColor(background), QColor(text)


def text_palette(colour: QColor) -> QPalette:
    """A palette that sets only the window text (to ``colour``); a label given it inherits everything else."""
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        palette.setColor(group, QPalette.ColorRole.WindowText, colour)
    return palette


def is_palette_change(event: QEvent) -> bool:
    """Whether ``event`` tells a widget that its palette, or the application's (the desktop's), changed: colours
    picked from the palette must be picked again."""
    return event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
