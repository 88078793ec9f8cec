"""A small window showing the previous trick: each card with the name of who played it, the winner marked.

In Cancellation Hearts the pairs that cancelled (the engine's :attr:`Trick.cancelled`) are dimmed and struck
through, with "cancelled" under both cards, a trick nobody won says that its cards stayed in the middle, and the
trick that took the kitty shows the kitty's cards, face up at last, under its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from hearts_qt.engine import HUMAN_SEAT, Card, Trick, TrickWon
from hearts_qt.looks import CARD_RATIO
from hearts_qt.text.cards import card_name
from hearts_qt.text.format import counted, fill
from hearts_qt.ui.style.card_art import CardArt

CARD_WIDTH = 90
KITTY_WIDTH = 60  # the kitty's cards, smaller: they were not played
VEIL = QColor(20, 20, 20, 120)
STRIKE = QColor(200, 30, 30, 230)


def struck_through(pixmap: QPixmap) -> QPixmap:
    """``pixmap`` dimmed and crossed by a diagonal line: a card that cancelled and could not win."""
    out = QPixmap(pixmap)
    ratio = out.devicePixelRatio()
    w, h = out.width() / ratio, out.height() / ratio
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(0, 0, round(w), round(h), VEIL)
    painter.setPen(QPen(STRIKE, max(3.0, w / 18), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(w * 0.12, h * 0.88), QPointF(w * 0.88, h * 0.12))
    painter.end()
    return out


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate, which marks a message plural only when its count
    is a literal (see rules_text)."""
    QCoreApplication.translate("LastTrick", "%n points taken with this trick, the kitty included.", None, 1)
    QCoreApplication.translate("LastTrick", "%n points taken with this trick.", None, 1)


def outcome_text(names: list[str], trick: Trick) -> str:
    """Who took ``trick``, or that nobody did and its cards wait in the middle."""
    if trick.winner is None:
        return QCoreApplication.translate(
            "LastTrick", "Every card of the suit led cancelled: the cards stay in the middle for the winner of the "
            "next trick.")
    if trick.winner == HUMAN_SEAT:
        return QCoreApplication.translate("LastTrick", "The trick is yours.")
    # No verb agrees with the name: Polish and Serbian past tenses would need the player's gender.
    return fill(QCoreApplication.translate("LastTrick", "Trick won by: %1"), names[trick.winner])


def taken_text(taking: TrickWon) -> str:
    """The points the winner took with the trick (in Cancellation with any cards carried over, and the kitty)."""
    if taking.kitty:
        return counted("LastTrick", "%n points taken with this trick, the kitty included.", taking.points)
    return counted("LastTrick", "%n points taken with this trick.", taking.points)


class LastTrickDialog(QDialog):
    """The cards of ``trick`` in playing order, who took it, and (given ``taking``) the points taken with it."""

    def __init__(self, art: CardArt, names: list[str], trick: Trick, parent: QWidget | None = None, *,
                 taking: TrickWon | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("LastTrick", "Last trick"))
        grid = QGridLayout()
        ratio = self.devicePixelRatioF()
        cancelled = trick.cancelled
        self.cancelled_columns: list[int] = []
        self.kitty_cards: list[QLabel] = []  # the kitty's cards, when this trick took it
        for column, (seat, card) in enumerate(trick.plays):
            picture = QLabel()
            pixmap = art.pixmap(str(card), CARD_WIDTH, CARD_WIDTH * CARD_RATIO, ratio)
            # The name isolated (U+2068 … U+2069): a right-to-left name would otherwise carry the star to its end.
            name = QLabel(("★ " if seat == trick.winner else "") + f"\u2068{names[seat]}\u2069")
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(picture, 0, column, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(name, 1, column)
            if card in cancelled:
                self.cancelled_columns.append(column)
                pixmap = struck_through(pixmap)
                mark = QLabel(QCoreApplication.translate("LastTrick", "cancelled"))
                mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
                mark.setStyleSheet("font-style: italic;")
                grid.addWidget(mark, 2, column)
                picture.setAccessibleName(
                    fill(QCoreApplication.translate("LastTrick", "%1, cancelled"), card_name(card)))
            else:
                picture.setAccessibleName(card_name(card))
            picture.setPixmap(pixmap)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        text = outcome_text(names, trick)
        if taking is not None:
            text = f"{text}\n{taken_text(taking)}"
        if taking is not None and taking.kitty:
            layout.addLayout(self._kitty_row(art, taking.kitty, ratio))
        outcome = self.outcome = QLabel(text)
        outcome.setWordWrap(True)
        layout.addWidget(outcome)
        layout.addWidget(buttons)

    def _kitty_row(self, art: CardArt, kitty: tuple[Card, ...], ratio: float) -> QHBoxLayout:
        """The kitty the trick's winner took with it: its cards face up, smaller than the trick's, in a row."""
        row = QHBoxLayout()
        label = QLabel(QCoreApplication.translate("LastTrick", "The kitty, taken with this trick:"))
        label.setWordWrap(True)
        row.addWidget(label)
        for card in kitty:
            picture = QLabel()
            picture.setPixmap(art.pixmap(str(card), KITTY_WIDTH, KITTY_WIDTH * CARD_RATIO, ratio))
            picture.setAccessibleName(card_name(card))
            row.addWidget(picture)
            self.kitty_cards.append(picture)
        row.addStretch()
        return row
