"""The settings dialog's "Table and cards" box: card faces, card back, table colour, large cards, and a preview.

The preview (three faces and a back on the chosen felt, with a name plate) draws with its own :class:`CardArt` (the
table's keeps showing the current theme until OK) and the table's own colours, so what the player picks is what
the table shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QSizePolicy, QWidget

from hearts_qt.looks import BACKS, CARD_RATIO, FACES, TABLE_KEYS, Theme
from hearts_qt.ui.style.card_art import BACK, CardArt
from hearts_qt.ui.style.themes import TABLE_COLOURS, back_label, face_label, table_label

#: The cards shown: one of each colour a four-colour deck changes, a heart, and a back.
PREVIEW_CARDS = ("TD", "QC", "AH", BACK)
PLATE_ROOM = 120  # the name plate's least width


class ThemePreview(QWidget):
    """Paints :attr:`theme`; :meth:`set_theme` repaints."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = Theme()
        self.art = CardArt(self.theme.face, self.theme.back)
        self.setMinimumSize(300, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(QCoreApplication.translate("ThemePreview", "Preview of the table and cards"))

    def sizeHint(self) -> QSize:
        return QSize(380, 132)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.art.set_theme(theme.face, theme.back)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = TABLE_COLOURS[self.theme.table]
        w, h = self.width(), self.height()
        gradient = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        gradient.setColorAt(0.0, colours.felt_inner)
        gradient.setColorAt(1.0, colours.felt_outer)
        painter.fillRect(self.rect(), QBrush(gradient))
        # The cards take what the plate (PLATE_ROOM wide) leaves, up to the height: large cards fill it.
        room_w = (w - 20 - PLATE_ROOM - 6 * len(PREVIEW_CARDS)) / len(PREVIEW_CARDS)
        card_w = min((h - 16) * (1.0 if self.theme.large_cards else 0.7) / CARD_RATIO, room_w)
        card_h = card_w * CARD_RATIO
        ratio = self.devicePixelRatioF()
        x, top = 10.0, (h - card_h) / 2
        for name in PREVIEW_CARDS:
            painter.drawPixmap(QRectF(x, top, card_w, card_h), self.art.pixmap(name, card_w, card_h, ratio), QRectF())
            x += card_w + 6
        plate = QRectF(x + 6, h / 2 - 20, max(40.0, w - x - 16), 40)
        painter.setPen(QPen(colours.accent, 2))
        painter.setBrush(colours.plate)
        painter.drawRoundedRect(plate, 11, 11)
        font = QFont("DejaVu Sans")
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colours.accent)
        room = plate.adjusted(10, 0, -10, 0)
        text = QFontMetricsF(font).elidedText(QCoreApplication.translate("ThemePreview", "Your turn"),
                                              Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        painter.end()


class ThemeChooser(QGroupBox):
    """The looks, edited: :meth:`load` shows a theme, :meth:`theme` is the one chosen (the preview follows)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SettingsDialog", "Table and cards"), parent)
        self.face_combo = _combo([(face_label(key), key) for key in FACES])
        self.back_combo = _combo([(back_label(key), key) for key in BACKS])
        self.table_combo = _combo([(table_label(key), key) for key in TABLE_KEYS])
        self.large_cards_check = QCheckBox(QCoreApplication.translate("SettingsDialog", "Lar&ge cards"))
        self.large_cards_check.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "Your cards and the trick are drawn larger, as far as the window has room."))
        self.preview = ThemePreview()
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Card &faces:"), self.face_combo)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Card &back:"), self.back_combo)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Table &colour:"), self.table_combo)
        form.addRow("", self.large_cards_check)
        form.addRow("", self.preview)
        for combo in (self.face_combo, self.back_combo, self.table_combo):
            combo.currentIndexChanged.connect(self._show)
        self.large_cards_check.toggled.connect(self._show)

    def load(self, theme: Theme) -> None:
        for combo, key in ((self.face_combo, theme.face), (self.back_combo, theme.back),
                           (self.table_combo, theme.table)):
            combo.setCurrentIndex(max(combo.findData(key), 0))
        self.large_cards_check.setChecked(theme.large_cards)
        self._show()

    def theme(self) -> Theme:
        """The looks chosen."""
        return Theme(face=str(self.face_combo.currentData()), back=str(self.back_combo.currentData()),
                     table=str(self.table_combo.currentData()), large_cards=self.large_cards_check.isChecked())

    def _show(self) -> None:
        self.preview.set_theme(self.theme())


def _combo(items: list[tuple[str, str]]) -> QComboBox:
    combo = QComboBox()
    for text, data in items:
        combo.addItem(text, data)
    return combo
