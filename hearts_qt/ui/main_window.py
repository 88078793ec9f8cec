"""The main window: the table, the menus and shortcuts, the status bar, and the dialogs between hands.

It wires the controller to the table (through :class:`TablePresenter`) and to the dialogs: the score sheet after
each hand (the next hand is dealt when it is closed), the moon question, game over, settings, rules and About.
Dialogs are opened with ``open()`` and answered through their ``finished`` signal: no nested event loops.
With a :class:`SaveGameStore` the match is saved after every pass, trick and scored hand and on close, and the
save is cleared when the match ends or a new one starts; :meth:`MainWindow.resume_saved` picks it up again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QWidget

from hearts_qt.controller import GameController, MoonQuestion, PlayerFactory
from hearts_qt.engine import HandResult, MoonChoice
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore

from .dialogs import GameOverDialog, MoonDialog, ScoreSheetDialog, show_about, show_rules_help
from .last_trick import LastTrickDialog
from .presenter import TablePresenter
from .rules_text import variant_name
from .settings_dialog import SettingsDialog
from .table import TableView


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate("MainWindow", "%n players", None, 1)
    QCoreApplication.translate("MainWindow", "to %n points", None, 1)


class MainWindow(QMainWindow):
    """Hearts: one table, one match at a time."""

    def __init__(
        self,
        store: SettingsStore,
        settings: GameSettings,
        parent: QWidget | None = None,
        *,
        player_factory: PlayerFactory | None = None,
        saves: SaveGameStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings
        self.saves = saves  # None: nothing is saved (tests, the self-test)
        self.save_error_box: QMessageBox | None = None
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Hearts"))
        self.controller = GameController(self, player_factory=player_factory)
        self.table = TableView(self.controller, self)
        self.table.timing.factor = settings.duration_factor
        self.presenter = TablePresenter(self.table, self.controller)
        self.setCentralWidget(self.table)
        self.score_dialog: ScoreSheetDialog | None = None
        self.moon_dialog: MoonDialog | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.rules_question: QMessageBox | None = None
        self._sheet_holds_game = False  # the score sheet after a hand: closing it deals the next hand
        self._sheet_request = 0  # the controller's request the score sheet answers when it is closed
        self._build_menus()
        c = self.controller
        c.status_message.connect(self.show_status)
        c.moon_choice_needed.connect(self.ask_moon)
        c.moon_shot.connect(lambda _seat, _choice, sentence: self.table.show_message(sentence, linger=True))
        c.hand_scored.connect(self.on_hand_scored)
        c.game_over.connect(self.on_game_over)
        c.checkpoint.connect(self.autosave)
        c.human_request_withdrawn.connect(self._moon_taken_over)
        self.table.status.connect(self.show_status)
        self.resize(1200, 800)
        geometry = store.window_geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        for note in store.load_errors:
            self.show_status(note)

    # --- menus ----------------------------------------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        self.new_action = self._action(
            QCoreApplication.translate("MainWindow", "&New game"), lambda: self.new_game(), QKeySequence.StandardKey.New
        )
        self.scores_action = self._action(
            QCoreApplication.translate("MainWindow", "&Scores"), self.show_scores, "Ctrl+S"
        )
        self.last_trick_action = self._action(
            QCoreApplication.translate("MainWindow", "&Last trick"), self.show_last_trick, "Ctrl+L"
        )
        self.hint_action = self._action(
            QCoreApplication.translate("MainWindow", "&Hint"), self.controller.hint, "Ctrl+H"
        )
        self.settings_action = self._action(
            QCoreApplication.translate("MainWindow", "S&ettings…"),
            self.show_settings,
            QKeySequence.StandardKey.Preferences,
        )
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        for action in (
            self.new_action,
            None,
            self.scores_action,
            self.last_trick_action,
            self.hint_action,
            None,
            self.settings_action,
            None,
            self.quit_action,
        ):
            if action is None:
                game.addSeparator()
            else:
                game.addAction(action)
        help_menu = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules_action = self._action(
            QCoreApplication.translate("MainWindow", "&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        self.about_action = self._action(
            QCoreApplication.translate("MainWindow", "&About Hearts"), lambda: show_about(self)
        )
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)
        for action in (
            self.new_action,
            self.scores_action,
            self.last_trick_action,
            self.hint_action,
            self.settings_action,
            self.quit_action,
            self.rules_action,
        ):
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

    # --- the game -------------------------------------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> None:
        """Start a match with the rules, names and levels in the settings."""
        self._sheet_holds_game = False
        for dialog in (self.moon_dialog, self.game_over_dialog):
            if dialog is not None:
                dialog.done(QDialog.DialogCode.Rejected)
        self.moon_dialog = self.game_over_dialog = None
        if self.score_dialog is not None:
            self.score_dialog.hide()
        if self.saves is not None:
            self.saves.clear()
        players = self.settings.rules.players
        self.controller.new_game(self.settings.rules, self.settings.names(players), self.settings.levels(players), seed)
        target = self.settings.rules.target_score
        self.show_status(
            QCoreApplication.translate("MainWindow", "New game: %1, %2, %3.")
            .replace("%1", variant_name(self.settings.rules.variant))
            .replace("%2", QCoreApplication.translate("MainWindow", "%n players", None, players))
            .replace("%3", QCoreApplication.translate("MainWindow", "to %n points", None, target))
        )

    def resume_or_new_game(self) -> None:
        """Carry on with the saved match if there is one, else deal a new one (saying why a save was unusable)."""
        if self.resume_saved():
            return
        self.new_game()
        problem = self.saves.last_error if self.saves is not None else None
        if problem:
            self.show_status(problem)
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("MainWindow", "Saved game"),
                problem,
                QMessageBox.StandardButton.Ok,
                self,
            )
            self.save_error_box = box
            box.finished.connect(lambda _code: setattr(self, "save_error_box", None))
            box.open()

    def resume_saved(self) -> bool:
        """Carry on with the saved match; ``False`` when there is none or it was unusable (see ``saves``)."""
        saved = self.saves.load() if self.saves is not None else None
        if saved is None:
            return False
        self.controller.resume(saved.match, saved.names, saved.levels)
        text = QCoreApplication.translate("MainWindow", "Welcome back: your game was restored.")
        if saved.match.rules != self.settings.rules:
            text = " ".join(
                (
                    text,
                    QCoreApplication.translate(
                        "MainWindow", "It keeps its own rules; your settings apply to the next new game."
                    ),
                )
            )
        self.show_status(text)
        return True

    def autosave(self) -> None:
        """Save the running match (a match that is over is not kept: the next start deals a new one)."""
        match = self.controller.match
        if self.saves is None or match is None:
            return
        if match.is_over:
            self.saves.clear()
        elif not self.saves.save(match, self.controller.names, self.controller.levels) and self.saves.last_error:
            self.show_status(self.saves.last_error)

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _score_sheet(self) -> ScoreSheetDialog:
        match = self.controller.match
        names = self.controller.names
        history = list(match.history) if match is not None else []
        if self.score_dialog is None:
            self.score_dialog = ScoreSheetDialog(names, history, self)
            self.score_dialog.finished.connect(self._score_sheet_closed)
        else:
            self.score_dialog.set_history(names, history)
        return self.score_dialog

    def show_scores(self) -> None:
        dialog = self._score_sheet()
        dialog.show()
        dialog.raise_()

    def on_hand_scored(self, result: HandResult) -> None:
        """Show the new totals and the score sheet; the next hand is dealt when the sheet is closed."""
        match = self.controller.match
        assert match is not None
        self.statusBar().clearMessage()  # "… is thinking" or "Your turn" would be stale now
        self.presenter.refresh_plates(list(match.scores))
        dialog = self._score_sheet()
        self._sheet_request = self.controller.presentation_request
        if match.is_over or self.controller.autoplay is not None:
            # Game over shows the standings itself, and a computer-played seat does not wait for anyone.
            self.controller.presentation_finished(self._sheet_request)
            return
        self._sheet_holds_game = True
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()

    def _score_sheet_closed(self) -> None:
        if self.score_dialog is not None:
            self.score_dialog.setWindowModality(Qt.WindowModality.NonModal)
        if self._sheet_holds_game:
            self._sheet_holds_game = False
            self.controller.presentation_finished(self._sheet_request)

    def ask_moon(self, question: MoonQuestion) -> None:
        dialog = MoonDialog(
            self.controller.names,
            list(question.totals_before),
            list(question.if_add),
            list(question.if_subtract),
            question.moon_points,
            self,
        )
        self.moon_dialog = dialog
        dialog.finished.connect(lambda _code: self._moon_chosen(dialog))
        dialog.open()

    def _moon_chosen(self, dialog: MoonDialog) -> None:
        if dialog is self.moon_dialog:
            self.moon_dialog = None
            choice: MoonChoice = dialog.choice()
            self.controller.choose_moon(choice)

    def _moon_taken_over(self) -> None:
        """The computer now plays the person's seat and makes the moon choice itself."""
        dialog, self.moon_dialog = self.moon_dialog, None
        if dialog is not None:
            dialog.done(QDialog.DialogCode.Rejected)

    def on_game_over(self, winners: list[int]) -> None:
        match = self.controller.match
        assert match is not None
        if self.saves is not None:
            self.saves.clear()
        if self.score_dialog is not None:
            self.score_dialog.hide()
        self.statusBar().clearMessage()
        dialog = GameOverDialog(self.controller.names, list(match.scores), winners, self)
        self.game_over_dialog = dialog
        dialog.finished.connect(lambda _code: self._game_over_closed(dialog))
        dialog.open()

    def _game_over_closed(self, dialog: GameOverDialog) -> None:
        if dialog is not self.game_over_dialog:
            return
        self.game_over_dialog = None
        if dialog.wants_new_game():
            self.new_game()
        else:
            self.close()

    # --- other commands -------------------------------------------------------------------------------------

    def show_last_trick(self) -> None:
        view = self.controller.human_view
        if view is None or not view.tricks:
            self.show_status(QCoreApplication.translate("MainWindow", "No trick has been played yet in this hand."))
            return
        dialog = LastTrickDialog(self.table.art, self.controller.names, view.tricks[-1], self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_rules(self) -> None:
        match = self.controller.match
        show_rules_help(match.rules if match is not None else self.settings.rules, self)

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        self.settings_dialog = dialog
        dialog.finished.connect(lambda code: self._settings_closed(dialog, code))
        dialog.open()

    def _settings_closed(self, dialog: SettingsDialog, code: int) -> None:
        self.settings_dialog = None
        if code != QDialog.DialogCode.Accepted.value:
            return
        old, new = self.settings, dialog.settings()
        self.apply_settings(new)
        if old.rules_differ(new):
            box = QMessageBox(
                QMessageBox.Icon.Question,
                QCoreApplication.translate("MainWindow", "New rules"),
                QCoreApplication.translate("MainWindow", "The new rules apply to a new game. Start a new game now?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self,
            )
            self.rules_question = box
            box.finished.connect(lambda _code: self._rules_answered(box))
            box.open()
        if old.language != new.language:
            self.show_status(
                QCoreApplication.translate("MainWindow", "The new language applies the next time Hearts starts.")
            )

    def _rules_answered(self, box: QMessageBox) -> None:
        self.rules_question = None
        if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
            self.new_game()
        else:
            self.show_status(QCoreApplication.translate("MainWindow", "The new rules will apply from the next game."))

    def apply_settings(self, settings: GameSettings) -> None:
        """Save ``settings`` and apply the cosmetic ones now (names, animation speed)."""
        self.settings = settings
        self.store.save(settings)
        self.table.timing.factor = settings.duration_factor
        match = self.controller.match
        if match is not None:
            self.controller.rename(settings.names(match.rules.players))
            self.presenter.refresh_plates()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.store.window_geometry = self.saveGeometry()
        self.autosave()
        self.controller.shutdown()
        self.table.director.clear()
        super().closeEvent(event)
