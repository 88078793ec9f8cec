"""The game's smaller dialogs: the moon choice, game over, the rules in force, and About (the score sheet is in
``score_sheet.py``).

Each dialog is given plain values (names, totals, :class:`HandResult` rows) by the main window and knows nothing
about the match beyond them. The main window opens them with ``open()`` (no nested event loop), reads the answer
when ``finished`` is emitted, and has each one deleted when closed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, Signal, qVersion
from PySide6.QtGui import QCloseEvent, QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from hearts_qt import SOURCE_URL, __version__
from hearts_qt.engine import HUMAN_SEAT
from hearts_qt.engine.rules import PLAYER_RANGE, MoonChoice, Rules
from hearts_qt.resources import resource_path
from hearts_qt.text.format import MOON, fill, signed_points
from hearts_qt.text.language import is_language_change
from hearts_qt.text.rules import rules_html
from hearts_qt.ui.dialogs.licences import show_licences
from hearts_qt.ui.style.colours import is_palette_change, leader_text, text_palette
from hearts_qt.ui.style.placement import place_beside
from hearts_qt.ui.style.screen_fit import resize_within


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate(
        "MoonDialog", "You took every penalty card. How should the %n points count?", None, 1)


def _headline(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.45)
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def close_buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    return buttons


# --- shooting the moon ----------------------------------------------------------------------------------------


def _totals_grid(names: list[str], totals: list[int], before: list[int] | None = None) -> QGridLayout:
    """Names over totals, a column per player; totals that differ from ``before`` are bold."""
    grid = QGridLayout()
    grid.setHorizontalSpacing(14)
    grid.setVerticalSpacing(0)
    for seat, (name, total) in enumerate(zip(names, totals, strict=True)):
        name_label, total_label = QLabel(name), QLabel(signed_points(total))
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
            fill(QCoreApplication.translate("MoonDialog", "Subtract %1 from my score"), moon_points),
            names, if_subtract, totals_before, suggested is MoonChoice.SUBTRACT_FROM_SELF)
        self.add_button = _choice_button(
            fill(QCoreApplication.translate("MoonDialog", "Add %1 to everyone else"), moon_points),
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
    if winners == [HUMAN_SEAT]:
        return QCoreApplication.translate("GameOver", "You win!")
    if len(winners) == 1:
        return fill(QCoreApplication.translate("GameOver", "%1 wins!"), names[winners[0]])
    if HUMAN_SEAT in winners:
        others = _join([names[seat] for seat in winners if seat != HUMAN_SEAT])
        return fill(QCoreApplication.translate("GameOver", "You share the win with %1!"), others)
    return fill(QCoreApplication.translate("GameOver", "%1 share the win."), _join([names[seat] for seat in winners]))


class GameOverDialog(QDialog):
    """The winner(s) and the final standings, with New game and Quit (Escape just closes it); Scores opens the
    score sheet of the whole match over it (``scores_requested``), where the last hand can be reviewed too."""

    scores_requested = Signal()

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
            cells = [QLabel(f"{place}."), QLabel(names[seat]), QLabel(signed_points(totals[seat]))]
            cells[1].setTextFormat(Qt.TextFormat.PlainText)
            cells[2].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if seat in winners:
                cells[1].setText(f"★ \u2068{names[seat]}\u2069")  # isolated: a right-to-left name keeps the star first
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
        self.scores_button = QPushButton(QCoreApplication.translate("GameOver", "&Scores…"))
        self.scores_button.setAutoDefault(True)  # Enter presses it when it has the focus
        self._back_from_scores = False  # back from the score sheet, the focus (and so Enter) is on New game again
        self.scores_button.clicked.connect(lambda: setattr(self, "_back_from_scores", True))
        self.scores_button.clicked.connect(self.scores_requested)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(self._start_new_game)
        self.quit_button.clicked.connect(self._quit_game)
        buttons = QHBoxLayout()
        buttons.addWidget(self.scores_button)
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
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self._back_from_scores:
            self._back_from_scores = False
            self.new_game_button.setFocus(Qt.FocusReason.OtherFocusReason)

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
        layout.addWidget(close_buttons(self))
        resize_within(self, 600, 640)
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


def show_rules_help(rules: Rules, parent: QWidget | None, clear: QRect | None = None) -> RulesDialog:
    """Open the rules in force without blocking, beside ``parent`` and leaving ``clear`` (the trick, in screen
    coordinates) in view when given: they are read while playing. The dialog deletes itself when closed."""
    dialog = RulesDialog(rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if parent is not None and clear is not None:
        place_beside(dialog, parent.window(), clear)
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
        buttons = close_buttons(self)
        # The licences' full texts and Qt's own About, beside Close.
        self.licences_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.licences_button.clicked.connect(lambda: show_licences(self))
        self.about_qt_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.about_qt_button.clicked.connect(lambda: QMessageBox.aboutQt(self))
        self._set_button_texts()
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
        self.version.setText(fill(QCoreApplication.translate("AboutDialog", "Version %1 (Qt %2)"), __version__,
                                  qVersion()))
        self.text.setText(self._credits())

    def _set_button_texts(self) -> None:
        self.licences_button.setText(QCoreApplication.translate("AboutDialog", "&Licences…"))
        self.about_qt_button.setText(QCoreApplication.translate("AboutDialog", "About &Qt"))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self._set_texts()
            self._set_button_texts()
            self._fit()
        super().changeEvent(event)

    @staticmethod
    def _credits() -> str:
        lines = [
            fill(QCoreApplication.translate(
                "AboutDialog", "The card game Hearts for %1 to %2 players, with the Omnibus, Cancellation, "
                "Black Maria and Spot Hearts variants."), *PLAYER_RANGE),
            QCoreApplication.translate("AboutDialog", "Licensed under the GNU General Public License, "
                                       "version 3 or later."),
            fill(QCoreApplication.translate("AboutDialog", "<b>Source code:</b> %1"),
                 f'<a href="{SOURCE_URL}">{SOURCE_URL.removeprefix("https://")}</a>'),
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

