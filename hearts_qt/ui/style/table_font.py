"""The table's font: the shipped DejaVu Sans, which has every suit symbol and the moon on any machine, at the size
of the desktop's font. Menus and dialogs keep the desktop's own font; only what draws the table (or a picture of
it) takes this one."""

from __future__ import annotations

from PySide6.QtGui import QFont

#: Shipped in ``resources/fonts`` and loaded by ``app.setup_application``.
TABLE_FONT = "DejaVu Sans"


def table_font(desktop: QFont) -> QFont:
    """DejaVu Sans at the size (and weight) of the ``desktop`` font."""
    font = QFont(desktop)
    font.setFamilies([TABLE_FONT])
    return font
