"""The hand history: every scored hand of the match, each opening into the passes the person made and received and
its tricks (who led, who played what, who won it and the points taken).

The rows are read from the match's kept rounds (:meth:`Match.record`); a hand an older save did not keep says so.
In Cancellation Hearts the cards of a cancelled pair are marked ✕, and the trick that took the kitty shows its cards
on a second line. "Review hand…" asks the main window for the
coach's review of the selected hand (:attr:`HandHistoryDialog.review_requested`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine import HUMAN_SEAT, Match, PassDirection, Round, Trick
from hearts_qt.engine.replay import trick_takings
from hearts_qt.text.cards import card_name, short_name
from hearts_qt.text.format import MOON, fill, signed_points
from hearts_qt.text.rules import RED_SUIT_COLOUR

CANCELLED = "✕"
HAND_ROLE = Qt.ItemDataRole.UserRole
RED_SUITS = frozenset("♥♦")
CARDS_COLUMN = 2
SELECTED_RED = "#ffc2b8"  # a light red, readable on the selection's highlight


def suit_runs(text: str) -> list[tuple[str, bool]]:
    """``text`` in runs of ``(part, red)``: each ♥ and ♦ red, as on the cards, the rest in the text colour."""
    runs: list[tuple[str, bool]] = []
    for char in text:
        red = char in RED_SUITS
        if runs and runs[-1][1] == red:
            runs[-1] = (runs[-1][0] + char, red)
        else:
            runs.append((char, red))
    return runs


class RedSuitsDelegate(QStyledItemDelegate):
    """Paints a column's text with its ♥ and ♦ in red, so that K♥ and K♦ are told apart at a glance."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        if not any(char in RED_SUITS for char in text):
            super().paint(painter, option, index)
            return
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget).adjusted(3, 0, -3, 0)
        metrics = opt.fontMetrics
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        plain = opt.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        lines = text.replace("\u2028", "\n").split("\n")  # the view's line separator, or a newline
        painter.save()
        painter.setFont(opt.font)
        top = area.top() + (area.height() - metrics.height() * len(lines)) / 2
        for number_, line in enumerate(lines):
            shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, area.width())
            x = float(area.left())
            baseline = top + number_ * metrics.height() + metrics.ascent()
            for part, red in suit_runs(shown):
                painter.setPen((QColor(SELECTED_RED) if selected else QColor(RED_SUIT_COLOUR)) if red else plain)
                painter.drawText(QPointF(x, baseline), part)
                x += metrics.horizontalAdvance(part)
        painter.restore()


def passed_from(direction: PassDirection, seat: int, players: int) -> int:
    """The seat whose pass ``seat`` receives."""
    return next(s for s in range(players) if s != seat and direction.target(s, players) == seat)


def cards_text(cards: tuple[object, ...] | list[object]) -> str:
    return " ".join(short_name(card) for card in cards)  # type: ignore[arg-type]


def plays_text(names: list[str], trick: Trick) -> str:
    """``"West 2♣ · North 5♣ ✕ · …"``: each play in order, a cancelled card marked."""
    cancelled = trick.cancelled
    return " · ".join(f"{names[seat]} {short_name(card)}{' ' + CANCELLED if card in cancelled else ''}"
                      for seat, card in trick.plays)


def winner_text(names: list[str], trick: Trick) -> str:
    if trick.winner is None:
        return QCoreApplication.translate("HandHistory", "nobody (the cards stay in the middle)")
    return names[trick.winner]


class HandHistoryDialog(QDialog):
    """The hands of ``match`` for the players ``names``; shown beside the table and deleted when closed."""

    review_requested = Signal(int)  # the hand number

    def __init__(self, match: Match, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("HandHistory", "Hand history"))
        self.match = match
        self.names = names
        self.tree = QTreeWidget()
        self.tree.setColumnCount(5)
        self.tree.setHeaderLabels([
            QCoreApplication.translate("HandHistory", "Hand"),
            QCoreApplication.translate("HandHistory", "Led by"),
            QCoreApplication.translate("HandHistory", "Cards played"),
            QCoreApplication.translate("HandHistory", "Won by"),
            QCoreApplication.translate("HandHistory", "Points"),
        ])
        # The cards played come last on the screen: with long names that column is the widest, and the window
        # would otherwise push the points off its right edge.
        self.tree.header().moveSection(2, 4)
        self.tree.setItemDelegateForColumn(CARDS_COLUMN, RedSuitsDelegate(self.tree))
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.tree.itemDoubleClicked.connect(lambda item, _column: item.setExpanded(not item.isExpanded()))
        note = QLabel(fill(QCoreApplication.translate(
            "HandHistory", "Open a hand to see its passes and tricks. %1 marks a card that cancelled with its "
            "twin."), CANCELLED) if match.rules.packs > 1 else QCoreApplication.translate(
            "HandHistory", "Open a hand to see its passes and tricks."))
        note.setWordWrap(True)
        if not match.history:  # nothing to open yet
            note.setText(QCoreApplication.translate(
                "HandHistory", "No hand has been finished yet: each hand is listed here once it is scored."))
        self.review_button = QPushButton(QCoreApplication.translate("HandHistory", "&Review hand…"))
        self.review_button.setAutoDefault(True)  # Enter presses it when it has the focus
        self.review_button.clicked.connect(self._review_clicked)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._fill()
        self._fit_columns()

    def _fill(self) -> None:
        for result in self.match.history:
            record = self.match.record(result.hand_number)
            label = fill(QCoreApplication.translate("HandHistory", "Hand %1"), result.hand_number + 1)
            if result.shooter is not None:
                label = f"{MOON} {label}"
            marks = []
            if result.undo_used:
                marks.append(QCoreApplication.translate("HandHistory", "cards taken back"))
            if result.practice:
                marks.append(QCoreApplication.translate("HandHistory", "practice"))
            if marks:
                label = f"{label} ({', '.join(marks)})"
            taken = fill(QCoreApplication.translate("HandHistory", "Points taken: %1"),
                         self._scores_text(result.points_taken))
            if tuple(result.scores) != tuple(result.points_taken):  # a moon, or the no-trick bonus
                bonus = self.match.rules.no_trick_bonus and result.shooter is None  # a moon is the row's mark
                # On a line of its own: beside the points taken it made the row too wide at 6 and 7 players.
                scored = fill(QCoreApplication.translate("HandHistory", "Scored: %1"),
                              self._scores_text(result.scores, frozenset(result.trickless) if bonus else frozenset()))
                taken = f"{taken}\n{scored}"
            item = QTreeWidgetItem(self.tree, [label, "", taken, "", ""])
            item.setData(0, HAND_ROLE, result.hand_number)
            if record is None:
                QTreeWidgetItem(item, [QCoreApplication.translate(
                    "HandHistory", "The tricks of this hand were not kept (it was saved by an older version).")])
                continue
            self._fill_hand(item, record)
        last = self.tree.topLevelItem(self.tree.topLevelItemCount() - 1)
        if last is not None:
            self.tree.setCurrentItem(last)
        self._update_buttons()

    def _fit_columns(self) -> None:
        """Every column as wide as its widest text, the tricks of closed hands included, and the dialog wide enough
        to show them all side by side (within the screen; beyond it the tree scrolls)."""
        tree = self.tree
        tree.expandAll()  # the widths are measured over the rows shown
        for column in range(tree.columnCount()):
            tree.resizeColumnToContents(column)
        tree.collapseAll()
        columns = sum(tree.columnWidth(column) for column in range(tree.columnCount()))
        margins = self._layout.contentsMargins()
        frame = 2 * tree.frameWidth() + tree.verticalScrollBar().sizeHint().width()
        wanted = columns + frame + margins.left() + margins.right() + 8
        screen = self.screen().availableGeometry().width() if self.screen() is not None else wanted
        self.resize(max(620, min(wanted, round(screen * 0.95))), 520)

    def _scores_text(self, points: tuple[int, ...], no_trick: frozenset[int] = frozenset()) -> str:
        """Each player's ``points``, the seats in ``no_trick`` marked as having earned the no-trick bonus."""
        mark = " ({})".format(QCoreApplication.translate("HandHistory", "no trick"))
        return ", ".join(f"{name} {signed_points(p)}" + (mark if seat in no_trick else "")
                         for seat, (name, p) in enumerate(zip(self.names, points, strict=True)))

    def _fill_hand(self, item: QTreeWidgetItem, record: Round) -> None:
        players = record.rules.players
        passed = record.passed_cards(HUMAN_SEAT)
        if passed is not None and record.pass_direction is not PassDirection.HOLD:
            to = self.names[record.pass_direction.target(HUMAN_SEAT, players)]
            source = self.names[passed_from(record.pass_direction, HUMAN_SEAT, players)]
            QTreeWidgetItem(item, [QCoreApplication.translate("HandHistory", "Passed"), "",
                                   fill(QCoreApplication.translate("HandHistory", "to %1: %2"),
                                        to, cards_text(list(passed)))])
            QTreeWidgetItem(item, [QCoreApplication.translate("HandHistory", "Received"), "",
                                   fill(QCoreApplication.translate("HandHistory", "from %1: %2"),
                                        source, cards_text(list(record.received_cards(HUMAN_SEAT))))])
        for index, (trick, won) in enumerate(zip(record.tricks, trick_takings(record), strict=True)):
            plays = plays_text(self.names, trick)
            tip = ", ".join(
                fill(QCoreApplication.translate("HandHistory", "%1: %2"), self.names[seat], card_name(card))
                + (" " + QCoreApplication.translate("HandHistory", "(cancelled)") if card in trick.cancelled else "")
                for seat, card in trick.plays)
            if won is not None and won.kitty:  # seen at last: the kitty lay face down until this trick took it
                plays = f"{plays}\n" + fill(QCoreApplication.translate("HandHistory", "with the kitty: %1"),
                                            cards_text(list(won.kitty)))
                tip = f"{tip}\n" + fill(QCoreApplication.translate("HandHistory", "with the kitty: %1"),
                                        ", ".join(card_name(card) for card in won.kitty))
            row = QTreeWidgetItem(item, [
                fill(QCoreApplication.translate("HandHistory", "Trick %1"), index + 1),
                self.names[trick.leader], plays, winner_text(self.names, trick),
                signed_points(won.points) if won is not None else ""])
            row.setToolTip(2, tip)

    def selected_hand(self) -> int | None:
        """The hand of the selected row (a hand or one of its tricks), or ``None``."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        if item is None:
            return None
        hand = item.data(0, HAND_ROLE)
        return hand if isinstance(hand, int) else None

    def _update_buttons(self) -> None:
        hand = self.selected_hand()
        self.review_button.setEnabled(hand is not None and self.match.record(hand) is not None)

    def _review_clicked(self) -> None:
        hand = self.selected_hand()
        if hand is not None:
            self.review_requested.emit(hand)
