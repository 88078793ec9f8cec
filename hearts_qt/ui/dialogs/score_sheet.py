"""The score sheet: a row per hand, a column per player and a totals row, the running totals as a chart, and the
offer to review the hand just played.

Marked cells (a shot moon, the totals, the leader's total) take their colours from the palette in use, again when
the desktop's palette changes while the sheet is open.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine.match import HandResult
from hearts_qt.engine.rules import MoonChoice
from hearts_qt.text.format import MOON, fill, signed_points
from hearts_qt.text.language import is_language_change
from hearts_qt.ui.dialogs.game import close_buttons
from hearts_qt.ui.dialogs.score_chart import ScoreChart
from hearts_qt.ui.style.colours import band_colour, is_palette_change, leader_text, marked_cell
from hearts_qt.ui.style.screen_fit import screen_room

# A shot moon's cell, as (background, text) on a light and on a dark palette.
_MOON_CELL_LIGHT, _MOON_CELL_DARK = ("#fff1b8", "#3d2f00"), ("#5a4500", "#fff1b8")


# The chart's height, and the least the chart and the table keep on a screen too short for both at full size.
CHART_HEIGHT = 210
LEAST_CHART = 130
LEAST_TABLE = 90
# The summary keeps at least this width (a few lines), so the sheet's least height stays small.
SUMMARY_WIDTH = 480
class ScoreSheetDialog(QDialog):
    """A row per hand, a column per player and a totals row; a hand where the moon was shot is marked ☾. With a
    ``target`` the running totals are drawn underneath as a chart with the target line. "Review hand N" is shown
    once :meth:`offer_review` names a hand, and asks for its review with :attr:`review_requested`."""

    review_requested = Signal(int)  # the hand number

    def __init__(self, names: list[str], history: list[HandResult], parent: QWidget | None = None, *,
                 target: int | None = None, match_number: int | None = None) -> None:
        super().__init__(parent)
        self.chart = ScoreChart()  # its least height is set with the history (less on a short screen)
        self.chart.setVisible(target is not None)
        self._review_hand: int | None = None
        self.review_button = QPushButton()
        self.review_button.setAutoDefault(True)  # Enter presses it when it has the focus
        self.review_button.clicked.connect(self._review_clicked)
        self.review_button.hide()
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a long sheet scrolls by the arrow keys
        self.table.setTabKeyNavigation(False)  # Tab goes on to the chart and the buttons, not cell by cell
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(72)
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.heading = QLabel()  # which hand just ended, when the sheet opens after one
        bold = QFont(self.heading.font())
        bold.setBold(True)
        self.heading.setFont(bold)
        self.heading.setWordWrap(True)
        self.heading.hide()
        self._ended: int | None = None
        self._ended_note = ""  # said after "Hand 3 is over." (the rest of the hand was played out at once)
        self._ended_match = False  # the hand that ended was the match's last
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.summary)
        buttons = close_buttons(self)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)
        self.set_history(names, history, target=target, match_number=match_number)
        # Tab goes down the sheet as it is laid out; the keyboard starts on Close (the default button: Enter or
        # Space deals the next hand), not on whichever widget happened to be made first.
        self.close_button = close = buttons.button(QDialogButtonBox.StandardButton.Close)
        for first, second in ((self.table, self.chart), (self.chart, self.review_button), (self.review_button, close)):
            QWidget.setTabOrder(first, second)
        close.setFocus()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.set_history(self._names, self._history, target=self._target, match_number=self._match_number)
        elif is_palette_change(event):
            self._colour_cells()
        super().changeEvent(event)

    def offer_review(self, hand_number: int | None) -> None:
        """Show "Review hand N" for hand ``hand_number`` (0-based; ``None``: hide it). The sheet opened during the
        next hand offers the last hand scored, so the button names it."""
        self._review_hand = hand_number
        self.review_button.setVisible(hand_number is not None)
        if hand_number is not None:
            self.review_button.setText(fill(QCoreApplication.translate("ScoreSheet", "&Review hand %1…"),
                                            hand_number + 1))

    def _review_clicked(self) -> None:
        if self._review_hand is not None:
            self.review_requested.emit(self._review_hand)

    def set_history(self, names: list[str], history: list[HandResult], *, target: int | None = None,
                    match_number: int | None = None) -> None:
        """Show ``history`` (one row per scored hand) for the players ``names``, with totals underneath, the
        running totals as a chart with the ``target`` line (no chart without a target), and the ``match_number``
        that deals the match again, when it has one."""
        self._names, self._history, self._target = list(names), list(history), target
        self._match_number = match_number
        self.setWindowTitle(QCoreApplication.translate("ScoreSheet", "Score sheet"))
        self.review_button.setToolTip(QCoreApplication.translate(
            "ScoreSheet", "The computer looks at each of your decisions in the last hand and says which cost points."))
        table = self.table
        table.clear()
        table.setColumnCount(len(names))
        table.setRowCount(len(history) + 1)
        table.setHorizontalHeaderLabels(names)
        for column, name in enumerate(names):  # a name too long for its column ends in "…"; its tooltip says it
            header_item = table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(name)
        totals = [0] * len(names)
        running: list[list[int]] = []
        for row, hand in enumerate(history):
            totals = hand.totals_after(totals)
            running.append(totals)
            self._fill_hand(row, names, hand, totals)
        if target is not None:
            self.chart.set_data(names, running, target)
            self.chart.show()
        self._fill_totals(len(history), totals)
        self.totals = totals
        self._colour_cells()
        if any(hand.shooter is not None for hand in history):  # the legend only where there is a ☾ to explain
            summary = QCoreApplication.translate(
                "ScoreSheet", "Hands played: %1. %2 marks a hand where the moon was shot.")
        else:
            summary = QCoreApplication.translate("ScoreSheet", "Hands played: %1.")
        self.summary.setText(fill(summary, len(history), MOON))
        if self._ended is not None:
            heading = fill(QCoreApplication.translate("ScoreSheet", "Hand %1 was the last: the match is over.")
                           if self._ended_match else QCoreApplication.translate("ScoreSheet", "Hand %1 is over."),
                           self._ended + 1)
            self.heading.setText(f"{heading} {self._ended_note}" if self._ended_note else heading)
        if match_number is not None:
            self.summary.setText(self.summary.text() + " " + fill(QCoreApplication.translate(
                "ScoreSheet", "Match number %1 (Game ▸ Play deal… deals this match again)."), match_number))
        width = table.verticalHeader().sizeHint().width() + 96 * len(names) + 48
        # Exactly the header and the rows: no empty strip under the totals.
        height = table.horizontalHeader().sizeHint().height() + table.verticalHeader().length() \
            + 2 * table.frameWidth()
        # Short sheets fit their rows exactly; long ones scroll inside a tall table (shorter beside the chart).
        tallest = 300 if self.chart.isVisibleTo(self) else 440
        table.setMinimumHeight(min(height, tallest))
        table.setMaximumHeight(height if height <= tallest else 16777215)
        self.chart.setMinimumHeight(CHART_HEIGHT)
        # On a short screen (a 600-line netbook) the table gives up rows to its scroll bar first, then the chart
        # some of its height, so that the buttons stay on the screen.
        room = screen_room(self)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        excess = self.sizeHint().height() - room.height()
        if excess > 0:
            give = min(excess, table.minimumHeight() - LEAST_TABLE)
            if give > 0:
                table.setMinimumHeight(table.minimumHeight() - give)
                table.setMaximumHeight(16777215)
                excess -= give
            if excess > 0 and self.chart.isVisibleTo(self):
                self.chart.setMinimumHeight(max(LEAST_CHART, CHART_HEIGHT - excess))
        width = min(max(560 if self.chart.isVisibleTo(self) else 420, min(width, 900)), room.width())
        # The summary is not squeezed to the narrowest the layout allows: its many lines at that width made the
        # sheet's least height taller than a short screen.
        margins = layout.contentsMargins().left() + layout.contentsMargins().right() if layout is not None else 0
        self.summary.setMinimumWidth(max(0, min(width - margins, SUMMARY_WIDTH)))
        if layout is not None:
            layout.activate()
        self.resize(width, min(self.sizeHint().height(), room.height()))

    def announce_hand_over(self, hand_number: int, note: str = "", *, last: bool = False) -> None:
        """Say above the sheet that hand ``hand_number`` (0-based) has just ended (``last``: and with it the match),
        and ``note`` after it (that the rest of the hand was played out at once: the sheet covers the table's
        message saying so)."""
        self._ended, self._ended_note, self._ended_match = hand_number, note, last
        self.heading.show()
        self.set_history(self._names, self._history, target=self._target, match_number=self._match_number)

    def _fill_hand(self, row: int, names: list[str], hand: HandResult, totals: list[int]) -> None:
        label = fill(QCoreApplication.translate("ScoreSheet", "Hand %1"), hand.hand_number + 1)
        if hand.deal_number is not None:
            label = fill(QCoreApplication.translate("ScoreSheet", "Hand %1 · deal %2"),
                         hand.hand_number + 1, hand.deal_number)
        if hand.shooter is not None:
            label = f"{MOON} {label}"
        header = QTableWidgetItem(label)
        if hand.deal_number is not None:  # one number a hand, beside the match's own: say what each is for
            header.setToolTip(fill(QCoreApplication.translate(
                "ScoreSheet", "Deal %1: Game ▸ Play deal… deals these cards again."), hand.deal_number))
        self.table.setVerticalHeaderItem(row, header)
        for seat, score in enumerate(hand.scores):
            item = QTableWidgetItem(signed_points(score))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            tip = QCoreApplication.translate("ScoreSheet", "%1: took %2, scored %3; total %4.")
            item.setToolTip(fill(tip, names[seat], signed_points(hand.points_taken[seat]), signed_points(score),
                                 signed_points(totals[seat])))
            if seat == hand.shooter:
                item.setText(f"{MOON} {signed_points(score)}")
                item.setToolTip(self._moon_tooltip(names[seat], hand.moon_choice))
            self.table.setItem(row, seat, item)

    @staticmethod
    def _moon_tooltip(name: str, choice: MoonChoice | None) -> str:
        if choice is MoonChoice.ADD_TO_OTHERS:
            text = QCoreApplication.translate(
                "ScoreSheet", "%1 shot the moon: the points were added to everyone else's score.")
        else:
            text = QCoreApplication.translate(
                "ScoreSheet", "%1 shot the moon: the points were subtracted from their own score.")
        return fill(text, name)

    def _fill_totals(self, row: int, totals: list[int]) -> None:
        header = QTableWidgetItem(QCoreApplication.translate("ScoreSheet", "Total"))
        bold = QFont(self.table.font())
        bold.setBold(True)
        header.setFont(bold)
        self.table.setVerticalHeaderItem(row, header)
        best = min(totals) if totals else 0
        for seat, total in enumerate(totals):
            item = QTableWidgetItem(signed_points(total))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(bold)
            if total == best:
                item.setToolTip(QCoreApplication.translate("ScoreSheet", "Lowest total: leading."))
            self.table.setItem(row, seat, item)

    def _colour_cells(self) -> None:
        """The marked cells in the colours of the palette in use (again when it changes): a shot moon's cell, the
        totals row and the leader's total."""
        palette, table = self.palette(), self.table
        moon_ground, moon_text = marked_cell(palette, _MOON_CELL_LIGHT, _MOON_CELL_DARK)
        for row, hand in enumerate(self._history):
            shooter = table.item(row, hand.shooter) if hand.shooter is not None else None
            if shooter is not None:
                shooter.setBackground(QBrush(moon_ground))
                shooter.setForeground(QBrush(moon_text))
        best = min(self.totals) if self.totals else 0
        for seat, total in enumerate(self.totals):
            item = table.item(len(self._history), seat)
            if item is None:
                continue
            item.setBackground(QBrush(band_colour(palette)))
            if total == best:
                item.setForeground(QBrush(leader_text(palette)))
