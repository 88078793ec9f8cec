"""The game's smaller dialogs: the score sheet, the moon choice, game over, the rules in force, and About.

Each dialog is given plain values (names, totals, :class:`HandResult` rows) by the main window and knows nothing
about the match beyond them. The main window opens them with ``open()`` (no nested event loop), reads the answer
when ``finished`` is emitted, and has each one deleted when closed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QFont, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine.match import HandResult
from ..engine.rules import MoonChoice, Rules
from ..resources import resource_path
from .colours import band_colour, is_palette_change, leader_text, marked_cell, text_palette
from .language import is_language_change
from .rules_text import rules_html
from .score_chart import ScoreChart

MOON = "☾"
#: A shot moon's cell in the score sheet, as (background, text) on a light and on a dark palette.
_MOON_CELL_LIGHT, _MOON_CELL_DARK = ("#fff1b8", "#3d2f00"), ("#5a4500", "#fff1b8")


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate(
        "MoonDialog", "You took every penalty card. How should the %n points count?", None, 1)


def number(value: int) -> str:
    """A score as shown: a true minus sign for negatives."""
    return str(value) if value >= 0 else f"−{-value}"


def _headline(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.45)
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def _close_buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    return buttons


# --- the score sheet --------------------------------------------------------------------------------------------


class ScoreSheetDialog(QDialog):
    """A row per hand, a column per player and a totals row; a hand where the moon was shot is marked ☾. With a
    ``target`` the running totals are drawn underneath as a chart with the target line. "Review this hand" is shown
    once :meth:`offer_review` names a hand, and asks for its review with :attr:`review_requested`."""

    review_requested = Signal(int)  # the hand number

    def __init__(self, names: list[str], history: list[HandResult], parent: QWidget | None = None, *,
                 target: int | None = None, match_number: int | None = None) -> None:
        super().__init__(parent)
        self.chart = ScoreChart()
        self.chart.setMinimumHeight(210)
        self.chart.setVisible(target is not None)
        self._review_hand: int | None = None
        self.review_button = QPushButton()
        self.review_button.setAutoDefault(False)
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
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.heading = QLabel()  # which hand just ended, when the sheet opens after one
        bold = QFont(self.heading.font())
        bold.setBold(True)
        self.heading.setFont(bold)
        self.heading.hide()
        self._ended: int | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.summary)
        buttons = _close_buttons(self)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)
        self.set_history(names, history, target=target, match_number=match_number)
        # Tab goes down the sheet as it is laid out; the keyboard starts on Close (the default button: Enter or
        # Space deals the next hand), not on whichever widget happened to be made first.
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
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
        """Show "Review this hand" for hand ``hand_number`` (``None``: hide it)."""
        self._review_hand = hand_number
        self.review_button.setVisible(hand_number is not None)

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
        self.review_button.setText(QCoreApplication.translate("ScoreSheet", "&Review this hand…"))
        self.review_button.setToolTip(QCoreApplication.translate(
            "ScoreSheet", "The computer looks at each of your decisions in the last hand and says which cost points."))
        table = self.table
        table.clear()
        table.setColumnCount(len(names))
        table.setRowCount(len(history) + 1)
        table.setHorizontalHeaderLabels(names)
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
                "ScoreSheet", "Hands played: {count}. {moon} marks a hand where the moon was shot.")
        else:
            summary = QCoreApplication.translate("ScoreSheet", "Hands played: {count}.")
        self.summary.setText(summary.format(count=len(history), moon=MOON))
        if self._ended is not None:
            self.heading.setText(QCoreApplication.translate("ScoreSheet", "Hand {number} is over.")
                                 .format(number=self._ended + 1))
        if match_number is not None:
            self.summary.setText(self.summary.text() + " " + QCoreApplication.translate(
                "ScoreSheet", "Match number {number} (Game ▸ Play deal… deals this match again).")
                .format(number=match_number))
        width = table.verticalHeader().sizeHint().width() + 96 * len(names) + 48
        # Exactly the header and the rows: no empty strip under the totals.
        height = table.horizontalHeader().sizeHint().height() + table.verticalHeader().length() \
            + 2 * table.frameWidth()
        # Short sheets fit their rows exactly; long ones scroll inside a tall table (shorter beside the chart).
        tallest = 300 if self.chart.isVisibleTo(self) else 440
        table.setMinimumHeight(min(height, tallest))
        table.setMaximumHeight(height if height <= tallest else 16777215)
        self.resize(max(560 if self.chart.isVisibleTo(self) else 420, min(width, 900)), self.sizeHint().height())

    def announce_hand_over(self, hand_number: int) -> None:
        """Say above the sheet that hand ``hand_number`` (0-based) has just ended."""
        self._ended = hand_number
        self.heading.show()
        self.set_history(self._names, self._history)

    def _fill_hand(self, row: int, names: list[str], hand: HandResult, totals: list[int]) -> None:
        label = QCoreApplication.translate("ScoreSheet", "Hand {number}").format(number=hand.hand_number + 1)
        if hand.deal_number is not None:
            label = QCoreApplication.translate("ScoreSheet", "Hand {number} · deal {deal}").format(
                number=hand.hand_number + 1, deal=hand.deal_number)
        if hand.shooter is not None:
            label = f"{MOON} {label}"
        self.table.setVerticalHeaderItem(row, QTableWidgetItem(label))
        for seat, score in enumerate(hand.scores):
            item = QTableWidgetItem(number(score))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            tip = QCoreApplication.translate("ScoreSheet", "{name}: took {taken}, scored {score}; total {total}.")
            item.setToolTip(tip.format(name=names[seat], taken=number(hand.points_taken[seat]),
                                       score=number(score), total=number(totals[seat])))
            if seat == hand.shooter:
                item.setText(f"{MOON} {number(score)}")
                item.setToolTip(self._moon_tooltip(names[seat], hand.moon_choice))
            self.table.setItem(row, seat, item)

    @staticmethod
    def _moon_tooltip(name: str, choice: MoonChoice | None) -> str:
        if choice is MoonChoice.ADD_TO_OTHERS:
            text = QCoreApplication.translate(
                "ScoreSheet", "{name} shot the moon: the points were added to everyone else's score.")
        else:
            text = QCoreApplication.translate(
                "ScoreSheet", "{name} shot the moon: the points were subtracted from their own score.")
        return text.format(name=name)

    def _fill_totals(self, row: int, totals: list[int]) -> None:
        header = QTableWidgetItem(QCoreApplication.translate("ScoreSheet", "Total"))
        bold = QFont(self.table.font())
        bold.setBold(True)
        header.setFont(bold)
        self.table.setVerticalHeaderItem(row, header)
        best = min(totals) if totals else 0
        for seat, total in enumerate(totals):
            item = QTableWidgetItem(number(total))
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


# --- shooting the moon ----------------------------------------------------------------------------------------


def _totals_grid(names: list[str], totals: list[int], before: list[int] | None = None) -> QGridLayout:
    """Names over totals, a column per player; totals that differ from ``before`` are bold."""
    grid = QGridLayout()
    grid.setHorizontalSpacing(14)
    grid.setVerticalSpacing(0)
    for seat, (name, total) in enumerate(zip(names, totals, strict=True)):
        name_label, total_label = QLabel(name), QLabel(number(total))
        name_label.setTextFormat(Qt.TextFormat.PlainText)
        for label in (name_label, total_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        if before is not None and total != before[seat]:
            total_label.setStyleSheet("font-weight: bold;")
        grid.addWidget(name_label, 0, seat)
        grid.addWidget(total_label, 1, seat)
    return grid


def _choice_button(title: str, names: list[str], totals: list[int], before: list[int],
                   suggested: bool) -> QPushButton:
    """A big button: the choice in bold (marked when it is the suggested one), the totals it leads to underneath."""
    button = QPushButton()
    heading = QLabel(title)
    font = heading.font()
    font.setPointSizeF(font.pointSizeF() * 1.2)
    font.setBold(True)
    heading.setFont(font)
    top = QHBoxLayout()
    top.addWidget(heading, 1)
    accessible = title
    if suggested:
        mark = QLabel("★ " + QCoreApplication.translate("MoonDialog", "Suggested"))
        mark.setStyleSheet("font-weight: bold;")
        top.addWidget(mark)
        accessible = f"{title} ({QCoreApplication.translate('MoonDialog', 'Suggested')})"
    note = QLabel(QCoreApplication.translate("MoonDialog", "Scores after:"))
    layout = QVBoxLayout(button)
    layout.setContentsMargins(16, 10, 16, 10)
    layout.setSpacing(4)
    layout.addLayout(top)
    layout.addWidget(note)
    layout.addLayout(_totals_grid(names, totals, before))
    for label in button.findChildren(QLabel):
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    # A QPushButton's size hint ignores a layout inside it: without this the heading is cut (Macedonian, Serbian).
    button.setMinimumSize(layout.sizeHint())
    button.setAccessibleName(accessible)
    return button


class MoonDialog(QDialog):
    """Asks the human who shot the moon how to score it; there is no way out without choosing.

    The ``suggested`` choice (the computer players' judgement, from the controller) is marked and is the default
    button, so Enter takes it.
    """

    def __init__(self, names: list[str], totals_before: list[int], if_add: list[int], if_subtract: list[int],
                 moon_points: int, suggested: MoonChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._choice = suggested
        self.setWindowTitle(QCoreApplication.translate("MoonDialog", "You shot the moon!"))
        self.setWindowFlags(Qt.WindowType.Dialog | Qt.WindowType.CustomizeWindowHint
                            | Qt.WindowType.WindowTitleHint)
        self.setModal(True)
        intro = QLabel(QCoreApplication.translate(
            "MoonDialog", "You took every penalty card. How should the %n points count?", None, moon_points))
        intro.setWordWrap(True)
        self.subtract_button = _choice_button(
            QCoreApplication.translate("MoonDialog", "Subtract {points} from my score").format(points=moon_points),
            names, if_subtract, totals_before, suggested is MoonChoice.SUBTRACT_FROM_SELF)
        self.add_button = _choice_button(
            QCoreApplication.translate("MoonDialog", "Add {points} to everyone else").format(points=moon_points),
            names, if_add, totals_before, suggested is MoonChoice.ADD_TO_OTHERS)
        self.subtract_button.clicked.connect(lambda: self._choose(MoonChoice.SUBTRACT_FROM_SELF))
        self.add_button.clicked.connect(lambda: self._choose(MoonChoice.ADD_TO_OTHERS))
        self.suggested_button = self.add_button if suggested is MoonChoice.ADD_TO_OTHERS else self.subtract_button
        self.suggested_button.setDefault(True)

        now = QLabel(QCoreApplication.translate("MoonDialog", "Scores now:"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 20)
        layout.setSpacing(10)
        layout.addWidget(_headline(f"{MOON}  " + QCoreApplication.translate("MoonDialog", "You shot the moon!")))
        layout.addWidget(intro)
        layout.addWidget(now)
        now_grid = _totals_grid(names, totals_before)
        now_grid.setContentsMargins(16, 0, 16, 0)
        layout.addLayout(now_grid)
        layout.addSpacing(6)
        layout.addWidget(self.subtract_button)
        layout.addWidget(self.add_button)
        self.setMinimumWidth(460)
        # Focus on the suggestion too: Space presses the focused button, Enter the default one.
        self.suggested_button.setFocus()

    def _choose(self, choice: MoonChoice) -> None:
        self._choice = choice
        self.accept()

    def choice(self) -> MoonChoice:
        """What the player chose (the suggested choice until they choose)."""
        return self._choice

    def reject(self) -> None:
        """Escape does nothing: the player has to choose."""

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the window does nothing unless a choice was made."""
        if self.result() == QDialog.DialogCode.Accepted:
            event.accept()
        else:
            event.ignore()


# --- game over ------------------------------------------------------------------------------------------------


def _join(names: list[str]) -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"``."""
    if len(names) == 1:
        return names[0]
    and_word = QCoreApplication.translate("GameOver", "and")
    return f"{', '.join(names[:-1])} {and_word} {names[-1]}"


def winners_text(names: list[str], winners: list[int]) -> str:
    """"You win!", "Anna wins!", or who shares the win."""
    if winners == [0]:
        return QCoreApplication.translate("GameOver", "You win!")
    if len(winners) == 1:
        return QCoreApplication.translate("GameOver", "{name} wins!").format(name=names[winners[0]])
    if 0 in winners:
        others = _join([names[seat] for seat in winners if seat != 0])
        return QCoreApplication.translate("GameOver", "You share the win with {names}!").format(names=others)
    return QCoreApplication.translate("GameOver", "{names} share the win.").format(
        names=_join([names[seat] for seat in winners]))


class GameOverDialog(QDialog):
    """The winner(s) and the final standings, with New game and Quit (Escape just closes it)."""

    def __init__(self, names: list[str], totals: list[int], winners: list[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._new_game = self._quit = False
        self.setWindowTitle(QCoreApplication.translate("GameOver", "Game over"))
        self.headline = _headline(winners_text(names, winners))
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)

        standings = QGridLayout()
        standings.setHorizontalSpacing(24)
        standings.setVerticalSpacing(6)
        order = sorted(range(len(names)), key=lambda seat: (totals[seat], seat))
        self.winner_cells: list[QLabel] = []  # in bold and the leader's green
        for row, seat in enumerate(order):
            place = 1 + sum(1 for total in totals if total < totals[seat])
            cells = [QLabel(f"{place}."), QLabel(names[seat]), QLabel(number(totals[seat]))]
            cells[1].setTextFormat(Qt.TextFormat.PlainText)
            cells[2].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if seat in winners:
                cells[1].setText(f"★ {names[seat]}")
                for cell in cells:
                    bold = cell.font()
                    bold.setBold(True)
                    cell.setFont(bold)
                self.winner_cells += cells
            for column, cell in enumerate(cells):
                standings.addWidget(cell, row, column)
        standings.setColumnStretch(1, 1)
        self.standings = standings

        self.new_game_button = QPushButton(QCoreApplication.translate("GameOver", "&New game"))
        self.quit_button = QPushButton(QCoreApplication.translate("GameOver", "&Quit"))
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(self._start_new_game)
        self.quit_button.clicked.connect(self._quit_game)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.quit_button)
        buttons.addWidget(self.new_game_button)

        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.addWidget(self.headline)
        layout.addLayout(standings)
        layout.addLayout(buttons)
        self.setMinimumWidth(340)
        self._colour_winners()

    def _colour_winners(self) -> None:
        green = text_palette(leader_text(self.palette()))
        for cell in self.winner_cells:
            cell.setPalette(green)

    def changeEvent(self, event: QEvent) -> None:
        if is_palette_change(event):
            self._colour_winners()  # the desktop turned dark or light: a green readable on it
        super().changeEvent(event)

    def _start_new_game(self) -> None:
        self._new_game = True
        self.accept()

    def _quit_game(self) -> None:
        self._quit = True
        self.reject()

    def wants_new_game(self) -> bool:
        """True when the player chose New game (False for Quit or closing the dialog)."""
        return self._new_game

    def wants_quit(self) -> bool:
        """True only for the Quit button: Escape or closing the dialog leaves the final table in view."""
        return self._quit


# --- help -----------------------------------------------------------------------------------------------------


class RulesDialog(QDialog):
    """The rules in force, as rich text."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(12)
        self._set_texts()
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(_close_buttons(self))
        self.resize(600, 640)
        # The text takes the keyboard when the dialog opens: PgUp/PgDn, Home/End and the arrows scroll it.
        self.browser.setFocus()

    def _set_texts(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("RulesDialog", "Rules of this game"))
        bar = self.browser.verticalScrollBar()
        read = bar.value() / bar.maximum() if bar.maximum() else 0.0
        self.browser.setHtml(rules_html(self.rules))
        bar.setValue(round(read * bar.maximum()))  # a new language keeps the reader's place

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self._set_texts()
        super().changeEvent(event)


def show_rules_help(rules: Rules, parent: QWidget | None) -> RulesDialog:
    """Open the rules in force without blocking; the dialog deletes itself when closed."""
    dialog = RulesDialog(rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _show_active(dialog)
    return dialog


def _show_active(dialog: QDialog) -> None:
    """Show a non-modal dialog with the keyboard in it: X11 without a window manager (and some focus-stealing
    rules) would leave the keys with the main window, where PgDn does nothing."""
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()


class AboutDialog(QDialog):
    """Name, version and the licences of what ships with the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        icon = QLabel()
        icon.setPixmap(QPixmap(str(resource_path("icons", "hearts-qt-64.png"))))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = _headline("")
        self.version = QLabel()
        self.text = QLabel()
        self._set_texts()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)  # Tab reaches the links
        column = QVBoxLayout()
        column.addWidget(self.title)
        column.addWidget(self.version)
        column.addSpacing(8)
        column.addWidget(self.text)
        top = QHBoxLayout()
        top.setSpacing(18)
        top.addWidget(icon)
        top.addLayout(column, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 12)
        layout.addLayout(top)
        buttons = _close_buttons(self)
        layout.addWidget(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()  # not the first link: Enter closes
        self.setWindowIcon(QIcon(str(resource_path("icons", "hearts-qt-64.png"))))
        # Wide enough for comfortable lines, as tall as the (translated) text needs: the wrapped label's height
        # for its width, not a guess that cuts the last paragraph in longer languages.
        self.text.setMinimumWidth(380)
        self.setMinimumWidth(500)
        self._fit()

    def _fit(self) -> None:
        layout = self.layout()
        assert layout is not None
        layout.activate()
        self.resize(500, max(self.heightForWidth(500), self.minimumSizeHint().height()))

    def _set_texts(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("AboutDialog", "About Hearts"))
        self.title.setText(QCoreApplication.translate("AboutDialog", "Hearts"))
        self.version.setText(QCoreApplication.translate("AboutDialog", "Version {version}").format(version=__version__))
        self.text.setText(self._credits())

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self._set_texts()
            self._fit()
        super().changeEvent(event)

    @staticmethod
    def _credits() -> str:
        lines = [
            QCoreApplication.translate(
                "AboutDialog", "The card game Hearts for 3 to 7 players, with the Omnibus, Cancellation, "
                "Black Maria and Spot Hearts variants."),
            QCoreApplication.translate("AboutDialog", "Licensed under the GNU General Public License, "
                                       "version 3 or later."),
            QCoreApplication.translate(
                "AboutDialog", "<b>Card art:</b> Adrian Kennard’s English pattern playing cards "
                "(<a href=\"https://www.me.uk/cards/\">me.uk/cards</a>), public domain (CC0 1.0)."),
            QCoreApplication.translate(
                "AboutDialog", "<b>Fonts:</b> DejaVu Sans, Bitstream Vera licence; DejaVu changes are in the "
                "public domain."),
            QCoreApplication.translate(
                "AboutDialog", "<b>Toolkit:</b> Qt and Qt for Python (PySide6), under the GNU Lesser General "
                "Public License, version 3."),
        ]
        return "".join(f"<p>{line}</p>" for line in lines)


def show_about(parent: QWidget | None) -> AboutDialog:
    """Open the About dialog without blocking; it deletes itself when closed."""
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _show_active(dialog)
    return dialog

