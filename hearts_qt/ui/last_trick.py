"""A small window showing the previous trick: each card with the name of who played it, the winner marked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from hearts_qt.engine import Trick

from .card_art import CardArt
from .card_names import card_name

CARD_WIDTH = 90


class LastTrickDialog(QDialog):
    """The cards of ``trick`` in playing order."""

    def __init__(self, art: CardArt, names: list[str], trick: Trick, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("LastTrick", "Last trick"))
        grid = QGridLayout()
        ratio = self.devicePixelRatioF()
        for column, (seat, card) in enumerate(trick.plays):
            picture = QLabel()
            picture.setPixmap(art.pixmap(str(card), CARD_WIDTH, CARD_WIDTH * 7 / 5, ratio))
            picture.setAccessibleName(card_name(card))
            name = QLabel(("★ " if seat == trick.winner else "") + names[seat])
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(picture, 0, column, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(name, 1, column)
        if trick.winner is None:
            text = QCoreApplication.translate("LastTrick", "Every card cancelled: nobody took this trick.")
        elif trick.winner == 0:
            text = QCoreApplication.translate("LastTrick", "The trick is yours.")
        else:
            # No verb agrees with the name: Polish and Serbian past tenses would need the player's gender.
            text = QCoreApplication.translate("LastTrick", "Trick won by: %1").replace("%1", names[trick.winner])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(QLabel(text))
        layout.addWidget(buttons)
