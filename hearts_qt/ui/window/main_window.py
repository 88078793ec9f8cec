"""The main window: the table, the menus and shortcuts, the status bar, and the dialogs between hands.

It wires the controller to the table (through :class:`TablePresenter`) and to the dialogs: the score sheet after
each hand (the next hand is dealt when it is closed), the moon question, game over, settings, rules and About.
Dialogs are opened with ``open()`` and answered through their ``finished`` signal: no nested event loops. Every
dialog is deleted when it closes (its attribute here is cleared), and the keyboard goes back to the table. Starting
over while a match is in progress asks first.
With a :class:`SaveGameStore` the match is saved after every pass, trick and scored hand and on close, and the
save is cleared when the match ends or a new one starts; :meth:`MainWindow.resume_saved` picks it up again. A save
that fails is reported once (play goes on, and the next checkpoint tries again), and quitting with the match unsaved
asks first.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFontMetrics, QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QMessageBox, QWidget

from hearts_qt.audio import Cue, SoundPlayer
from hearts_qt.controller import GameController, MoonQuestion, PlayerFactory
from hearts_qt.engine import Card, HandResult, MoonChoice, Rules
from hearts_qt.engine.replay import trick_takings
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.stats import StatsStore
from hearts_qt.text.language import is_language_change, switch_language
from hearts_qt.text.review import cards_text
from hearts_qt.text.rules import rules_name
from hearts_qt.ui.dialogs.deal import DealDialog
from hearts_qt.ui.dialogs.game import GameOverDialog, MoonDialog
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from hearts_qt.ui.dialogs.problems import ProblemQueue, ask_quit_unsaved, settings_problem_text
from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_qt.ui.settings.dialog import SettingsDialog
from hearts_qt.ui.table import accessibility as accessible
from hearts_qt.ui.table.mode import Mode
from hearts_qt.ui.table.presenter import TablePresenter
from hearts_qt.ui.table.view import TableView
from hearts_qt.ui.window.menus import MainMenus
from hearts_qt.ui.window.records import MatchRecords

# Seconds an answer to a command (Undo, Restart hand) stays in the status bar while the computer plays on.
NOTICE_SECONDS = 4.0


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate("MainWindow", "%n players", None, 1)
    QCoreApplication.translate("MainWindow", "to %n points", None, 1)


def new_game_text(rules: Rules) -> str:
    """What the status bar says of a new match: the game, the players, the target, and the cards left out of the
    pack (3, 5, 6, 7 players) so that the deal comes out even."""
    text = (QCoreApplication.translate("MainWindow", "New game: %1, %2, %3.")
            .replace("%1", rules_name(rules))
            .replace("%2", QCoreApplication.translate("MainWindow", "%n players", None, rules.players))
            .replace("%3", QCoreApplication.translate("MainWindow", "to %n points", None, rules.target_score)))
    removed = rules.removed_cards()
    if removed:
        text += " " + QCoreApplication.translate(
            "MainWindow", "Played without {cards}, so that the deal comes out even.").format(cards=cards_text(removed))
    return text


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
        stats: StatsStore | None = None,
        sound: SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings
        self.saves = saves  # None: nothing is saved (tests, the self-test)
        self.sound = sound if sound is not None else SoundPlayer.silent()  # a silent one: tests, the self-test
        # The statistics (stats None: nothing is recorded: tests, the self-test), the hand history and the review.
        self.records = MatchRecords(self, stats)
        self.problems = ProblemQueue(self)
        # While saves fail, the status bar says so for as long as it lasts (the dialog told it once, and a key
        # meant for the table can close that unread).
        self.unsaved_label = QLabel()
        self.unsaved_label.setObjectName("notSaved")
        self.unsaved_label.hide()
        self._save_failing = False
        self.save_failing = False  # the last save failed (the player has been told once)
        self._settings_failing = False  # the last settings write failed (told once)
        self._quit_confirmed = False  # "Quit anyway" was chosen although the match is unsaved
        self._start_on_show = False  # start_when_shown() was asked before the window was shown
        self.quit_question: QMessageBox | None = None
        self._status_text: Callable[[], str] | None = None  # the status message, when it can be said again
        # The status message whole, and as shown (cut with "…" where it would run under the turn prompt).
        self._status_whole = ""
        self._status_shown = ""
        self._notice_until = 0.0  # until then (time.monotonic) the table's clearing leaves the message
        self.controller = GameController(self, player_factory=player_factory)
        accessible.install()  # before the table exists: its interface is made when first asked for
        self.table = TableView(self)
        self._wire_table_intents()
        self.table.apply_theme(settings.theme)
        self.table.timing.factor = settings.duration_factor
        self.controller.play_out_settled = settings.play_out_settled
        self.controller.undo_allowed = settings.allow_undo
        self.presenter = TablePresenter(self.table, self.controller)
        self.presenter.cue = self.sound.play
        self._apply_sound_and_motion(settings)
        self.sound.probe()  # silently, off this thread: Settings can say from the start that there is no device
        self.setCentralWidget(self.table)
        self.menus = MainMenus(self)
        self.score_dialog: ScoreSheetDialog | None = None
        self.moon_dialog: MoonDialog | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.deal_dialog: DealDialog | None = None
        self.abandon_question: QMessageBox | None = None
        c = self.controller
        c.status_message.connect(self.show_status)
        c.moon_choice_needed.connect(self.ask_moon)
        c.moon_shot.connect(lambda _seat, _choice, sentence: self._moon_shot(sentence))
        c.hand_scored.connect(self.on_hand_scored)
        c.game_over.connect(self.on_game_over)
        c.checkpoint.connect(self.autosave)
        c.human_request_withdrawn.connect(self._moon_taken_over)
        self.table.status.connect(self.show_status)
        self.table.passive_status.connect(self._show_passive_status)
        # The turn prompt lives beside the messages, not among them: a menu's status tips cannot wipe it.
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("turnPrompt")
        self.statusBar().addPermanentWidget(self.unsaved_label)
        self.statusBar().addPermanentWidget(self.prompt_label)
        self.table.prompt.connect(self._set_prompt)
        self.statusBar().installEventFilter(self)
        self.presenter.confirm_received = settings.confirm_received
        self.resize(1200, 800)
        geometry = store.window_geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        self.fit_to_screen()
        self._report_settings_problems()
        self.records.report_notice()

    def _wire_table_intents(self) -> None:
        """The table says what the person wants; the controller hears it (and the table hears which presentation
        its animations answer, before any other listener hears of it)."""
        c, t = self.controller, self.table
        c.presentation_requested.connect(t.expect_presentation)
        t.presented.connect(c.presentation_finished)
        t.card_chosen.connect(c.play_card)
        t.pass_chosen.connect(c.submit_pass)

    def changeEvent(self, event: QEvent) -> None:
        """A new language was installed (Settings): say everything again in it, open dialogs included (each
        dialog answers the same event itself)."""
        if is_language_change(event):
            self.menus.set_texts()
            self.presenter.retranslate()
            if self.score_dialog is not None:
                self._score_sheet()  # with the names as renamed now (the default name is in the new language)
            self.save_failing = self.save_failing  # its mark, in the new language
            if self._status_text is not None:
                self.show_status(self._status_text)
            else:
                self.statusBar().clearMessage()  # a sentence from the game, in the old language
        super().changeEvent(event)

    @property
    def save_failing(self) -> bool:
        """The last save failed: the status bar says the game is not saved, the reason in its tooltip."""
        return self._save_failing

    @save_failing.setter
    def save_failing(self, failing: bool) -> None:
        self._save_failing = failing
        label = self.unsaved_label
        label.setText(QCoreApplication.translate("MainWindow", "⚠ Not saved"))
        reason = (self.saves.last_error if self.saves is not None else None) or ""
        label.setToolTip(reason)
        label.setAccessibleName(QCoreApplication.translate("MainWindow", "Your game is not saved"))
        label.setAccessibleDescription(reason)
        label.setVisible(failing)

    # --- dialogs and the keyboard --------------------------------------------------------------------------

    def _open(self, dialog: QDialog) -> None:
        """Open ``dialog`` window-modal; the game waits while it is open, it is deleted when it closes and the
        keyboard goes back to the table."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.focus_table)
        self.table.hold_for(dialog)
        dialog.open()

    def focus_table(self) -> None:
        """Give the keyboard back to the person's hand after a dialog, unless another dialog has just opened.

        Qt alone leaves it to the window system which window is active after a dialog closes, and the focus on
        whatever had it in the dialog's parent (after a second question in a row: nothing that takes keys).
        """
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if QApplication.activeModalWidget() is None:
            self.activateWindow()

    # --- the game -------------------------------------------------------------------------------------------

    def match_in_progress(self) -> bool:
        """True when starting over would throw play away: a card played or a hand scored, and the match not over."""
        match = self.controller.match
        if match is None or match.is_over:
            return False
        rnd = match.round
        return bool(match.history or rnd.tricks or rnd.current_trick or rnd.pending)

    def ask_new_game(self) -> None:
        """Game ▸ New game: deal at once, or first ask when a match in progress would be abandoned."""
        if self.match_in_progress():
            self._ask_abandon(
                QCoreApplication.translate("MainWindow", "Abandon the current match and start a new one?"), None
            )
        else:
            self.new_game()

    def _ask_abandon(self, text: str, kept: str | None) -> None:
        """Ask ``text``; Yes starts a new game, No keeps the match (and shows ``kept`` when given)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "New game"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter alone never throws a match away
        self.abandon_question = box
        box.finished.connect(lambda _code: self._abandon_answered(box, kept))
        self._open(box)

    def _abandon_answered(self, box: QMessageBox, kept: str | None) -> None:
        if box is not self.abandon_question:
            return
        self.abandon_question = None
        if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
            self.new_game()
        elif kept is not None:
            self.show_status(kept)

    def show_notice(self, text: str | Callable[[], str]) -> None:
        """The answer to something the person asked (Undo, Restart hand): in the status bar, where the cards the
        computer plays next do not clear it for :data:`NOTICE_SECONDS` (a newer message replaces it)."""
        self.show_status(text)
        self._notice_until = time.monotonic() + NOTICE_SECONDS

    def _show_passive_status(self, text: str) -> None:
        """Something the table says unasked (the ringed card as a turn begins): not over a fresh notice."""
        if self._notice_until <= time.monotonic():
            self.show_status(text)

    def undo(self) -> None:
        """Game ▸ Undo: take back your last card (the controller says why when it cannot)."""
        reason = self.controller.undo()
        self.show_notice(reason if reason is not None else QCoreApplication.translate(
            "MainWindow", "Your last card was taken back."))

    def restart_hand(self) -> None:
        """Game ▸ Restart hand: the same deal again from the start, as a practice hand."""
        reason = self.controller.restart_hand()
        self.show_notice(reason if reason is not None else QCoreApplication.translate(
            "MainWindow", "The hand was dealt again from the start: a practice hand."))

    def ask_deal(self) -> None:
        """Game ▸ Play deal…: a numbered deal (or a whole match) instead of the game in progress."""
        dialog = DealDialog(self, match_in_progress=self.match_in_progress())
        dialog.chosen.connect(self._deal_chosen)
        self.deal_dialog = dialog
        dialog.finished.connect(lambda _code: setattr(self, "deal_dialog", None))
        self._open(dialog)

    def _deal_chosen(self, number: int, whole_match: bool) -> None:
        if whole_match:
            self.new_game(number)
        else:
            self.new_game(first_deal=number)

    def new_game(self, seed: int | None = None, *, first_deal: int | None = None) -> None:
        """Start a match with the rules, names and levels in the settings (without asking: see ask_new_game)."""
        self.table.release_sheet(answer=False)
        # Forget the old match's questions before closing them, so their answers are not applied to it.
        dialogs = (self.moon_dialog, self.game_over_dialog, self.score_dialog)
        self.moon_dialog = self.game_over_dialog = self.score_dialog = None
        for dialog in dialogs:
            if dialog is not None:
                dialog.done(QDialog.DialogCode.Rejected)
        if self.saves is not None:
            self.saves.clear()
        players = self.settings.rules.players
        self.controller.new_game(self.settings.rules, self.settings.names(players), self.settings.levels(players), seed,
                                 first_deal=first_deal)
        rules = self.settings.rules
        self.show_notice(lambda: new_game_text(rules))  # not replaced at once by the first ringed card

    def start_when_shown(self) -> None:
        """Resume or deal (:meth:`resume_or_new_game`) as the window is shown, when the table has its size: a deal
        started before would fly between the places of a table not yet laid out (a thumbnail in a corner), and
        the cards would jump to their real places after it."""
        if self.isVisible():
            self.resume_or_new_game()
        else:
            self._start_on_show = True

    def fit_to_screen(self) -> None:
        """No larger than the screen's free area (a laptop's 768 lines, a small netbook), and on it: the default
        1200 × 800, or a size saved on a larger screen, shrinks to fit instead of hanging off its edge."""
        screen = self.screen()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        room = screen.availableGeometry()
        # The title bar and borders come on top of the window's own size (assumed when not yet known).
        frame = self.frameGeometry().size() - self.size() if self.isVisible() else QSize(0, 32)
        width = min(self.width(), room.width() - frame.width())
        height = min(self.height(), room.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        x = min(max(self.x(), room.left()), room.right() + 1 - width - frame.width())
        y = min(max(self.y(), room.top()), room.bottom() + 1 - height - frame.height())
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._start_on_show:
            self._start_on_show = False
            self.resume_or_new_game()

    def resume_or_new_game(self) -> None:
        """Carry on with the saved match if there is one, else deal a new one (saying why a save was unusable)."""
        if self.resume_saved():
            return
        self.new_game()
        if self.saves is not None and self.saves.last_error:
            self.problems.report(QCoreApplication.translate("MainWindow", "Saved game"), self.saves.last_error,
                                 self.saves.last_detail)

    def resume_saved(self) -> bool:
        """Carry on with the saved match; ``False`` when there is none or it was unusable (see ``saves``)."""
        saved = self.saves.load() if self.saves is not None else None
        if saved is None:
            return False
        self.presenter.pending_selection = saved.selected  # raised again when the person is asked to pass
        self.controller.resume(saved.match, saved.names, saved.levels)
        differs = saved.match.rules != self.settings.rules

        def text() -> str:
            welcome = QCoreApplication.translate("MainWindow", "Welcome back: your game was restored.")
            if not differs:
                return welcome
            return " ".join((welcome, QCoreApplication.translate(
                "MainWindow", "It keeps its own rules; your settings apply to the next new game.")))

        self.show_status(text)
        return True

    def autosave(self, report: bool = True) -> None:
        """Save the running match (a match that is over is not kept: the next start deals a new one).

        A first failure is reported (unless ``report`` is False: quitting asks its own question instead)."""
        match = self.controller.match
        if self.saves is None or match is None:
            return
        if match.is_over:
            self.saves.clear()
            self.save_failing = False
        elif not self.saves.save(match, self.controller.names, self.controller.levels, self._pass_choice()):
            # Told once; every later checkpoint tries again quietly until a save succeeds.
            if not self.save_failing and report:
                self.problems.report(QCoreApplication.translate("MainWindow", "Saving failed"),
                                     self.saves.last_error or "", self.saves.last_detail)
            self.save_failing = True
        elif self.save_failing:
            self.save_failing = False
            self.show_status(QCoreApplication.translate("MainWindow", "Your game is being saved again."))

    def _pass_choice(self) -> list[Card]:
        """The cards the person has picked to pass so far (kept by a save: quitting half-way loses nothing)."""
        if self.table.mode is not Mode.PASS:
            return []
        return [item.card for item in self.table.selected() if item.card is not None]

    def tell_unclean_exit(self, detail: str) -> None:
        """The last run stopped without closing (a crash, a power cut): say so once, with what its log said."""
        self.problems.report(QCoreApplication.translate("MainWindow", "Hearts"), QCoreApplication.translate(
            "MainWindow", "Hearts closed unexpectedly the last time it ran. A game in progress is kept as of its "
            "last trick."), detail or None)

    def _report_settings_problems(self) -> None:
        """One dialog for what loading the settings found wrong: the settings reset, the copy of the old file."""
        report = self.store.take_report()
        if report is None:
            return
        text = settings_problem_text(report, self.store.repair(self.settings, report))
        self.problems.report(QCoreApplication.translate("MainWindow", "Settings"), text, "\n".join(report.details))

    def _report_settings_write(self, saved: bool) -> None:
        """Say once that the settings cannot be written; a later successful write clears the state."""
        if saved or self._settings_failing:
            self._settings_failing = not saved
            return
        self._settings_failing = True
        self.problems.report(QCoreApplication.translate("MainWindow", "Settings"), self.store.save_error or "")

    def show_status(self, text: str | Callable[[], str]) -> None:
        """Show ``text`` in the status bar; given as a function, it is said again after a language change. A sentence
        too long for the room beside the turn prompt (a long name typed for a player) is cut with "…", and the status
        bar's tooltip says it whole. An answer to a command (see :meth:`show_notice`) is not cleared for a while."""
        if not text and self._notice_until > time.monotonic():
            return  # the table clears the bar as each card is played: an answer the person asked for stays
        self._notice_until = 0.0
        self._status_text = text if callable(text) else None
        self._status_whole = text() if callable(text) else text
        self._fit_status()

    def _fit_status(self) -> None:
        bar = self.statusBar()
        text = self._status_whole
        room = self._status_room()
        shown = QFontMetrics(bar.font()).elidedText(text, Qt.TextElideMode.ElideRight, room) if text else ""
        bar.setToolTip(text if shown != text else "")
        self._status_shown = shown
        bar.showMessage(shown)

    def _status_room(self) -> int:
        """The width the status message has: up to the first of the status bar's marks on its right."""
        bar = self.statusBar()
        lefts = [w.geometry().left() for w in (self.unsaved_label, self.prompt_label) if w.isVisible() and w.width()]
        layout = bar.layout()
        margin = layout.contentsMargins().left() if layout is not None else 0
        return max(0, (min(lefts) if lefts else bar.width()) - 2 * margin - 8)

    def _set_prompt(self, text: str) -> None:
        """The turn prompt: the message beside it is fitted again once the prompt has its new width."""
        self.prompt_label.setText(text)
        QTimer.singleShot(0, self, self._refit_status)  # dropped if the window is gone by then

    def _refit_status(self) -> None:
        """Fit the status message again (the room changed), unless something else has replaced it since."""
        if self._status_whole and self.statusBar().currentMessage() == self._status_shown:
            self._fit_status()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.statusBar() and event.type() == QEvent.Type.Resize:
            self._refit_status()
        return super().eventFilter(watched, event)

    def _score_sheet(self, parent: QWidget | None = None) -> ScoreSheetDialog:
        """The open score sheet brought up to date, or a new one over ``parent`` (the window unless given; deleted
        when it closes)."""
        match = self.controller.match
        names = self.controller.names
        history = list(match.history) if match is not None else []
        number = match.match_number if match is not None else None
        dialog = self.score_dialog
        target = match.rules.target_score if match is not None else None
        if dialog is None:
            dialog = ScoreSheetDialog(names, history, parent or self, target=target, match_number=number)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(lambda _code: self._score_sheet_closed(dialog))
            dialog.review_requested.connect(lambda hand: self.records.review(self.records.record(hand), dialog))
            self.score_dialog = dialog
        else:
            dialog.set_history(names, history, target=target, match_number=number)
        last = history[-1].hand_number if history else None
        dialog.offer_review(last if last is not None and self.records.record(last) is not None else None)
        return dialog

    def show_scores(self) -> None:
        """Game ▸ Scores: the sheet over the table; nobody plays until it is closed (it covers the trick)."""
        dialog = self._score_sheet()
        if not dialog.isVisible():
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            self.table.hold_for(dialog)
            dialog.open()
        dialog.raise_()
        dialog.activateWindow()

    def on_hand_scored(self, result: HandResult) -> None:
        """Show the new totals and the score sheet; the next hand is dealt when the sheet is closed."""
        match = self.controller.match
        assert match is not None
        self.statusBar().clearMessage()  # "… is thinking" or "Your turn" would be stale now
        self.presenter.show_hand_score(result.scores, match.scores)
        self.records.hand_scored(result)
        if match.is_over or self.controller.autoplay is not None:
            # Game over shows the standings itself, and a computer-played seat does not wait for anyone.
            if self.score_dialog is not None:
                self._score_sheet()
            self.controller.presentation_finished(self.controller.presentation_request)
            return
        dialog = self._score_sheet()
        dialog.announce_hand_over(result.hand_number, self.presenter.played_out_sentence)
        # The table answers this request when its animations are done; with the sheet open it waits for the sheet.
        self.table.hold_for_sheet()
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()

    def _score_sheet_closed(self, dialog: ScoreSheetDialog) -> None:
        if dialog is not self.score_dialog:
            return
        self.score_dialog = None
        self.focus_table()
        self.table.release_sheet()

    def ask_moon(self, question: MoonQuestion) -> None:
        dialog = MoonDialog(
            self.controller.names,
            list(question.totals_before),
            list(question.if_add),
            list(question.if_subtract),
            question.moon_points,
            question.suggested,
            self,
        )
        self.moon_dialog = dialog
        dialog.finished.connect(lambda _code: self._moon_chosen(dialog))
        self._open(dialog)

    def _moon_shot(self, sentence: str) -> None:
        self.table.show_message(sentence, linger=True)
        self.sound.play(Cue.MOON_SHOT)

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
        self.records.match_over()
        sheet, self.score_dialog = self.score_dialog, None
        if sheet is not None:
            sheet.close()
        self.statusBar().clearMessage()
        self.sound.play(Cue.MATCH_WON if 0 in winners else Cue.MATCH_LOST)
        dialog = GameOverDialog(self.controller.names, list(match.scores), winners, self)
        self.game_over_dialog = dialog
        dialog.finished.connect(lambda _code: self._game_over_closed(dialog))
        dialog.scores_requested.connect(lambda: self._final_scores(dialog))
        self._open(dialog)

    def _final_scores(self, game_over: GameOverDialog) -> None:
        """The whole match's score sheet over the game-over dialog, which keeps waiting for New game or Quit."""
        sheet = self._score_sheet(game_over)
        sheet.setWindowModality(Qt.WindowModality.WindowModal)
        sheet.finished.connect(lambda _code: self._back_to(game_over))
        sheet.open()

    def _back_to(self, game_over: GameOverDialog) -> None:
        """The keyboard back on the game-over dialog once the sheet over it closes (not on the table under it)."""
        if game_over is self.game_over_dialog:
            game_over.activateWindow()
            game_over.scores_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _game_over_closed(self, dialog: GameOverDialog) -> None:
        """New game deals, Quit quits; Escape or the close button leave the final table in view."""
        if dialog is not self.game_over_dialog:
            return
        self.game_over_dialog = None
        if dialog.wants_new_game():
            self.new_game()
        elif dialog.wants_quit():
            self.close()
        else:
            self.show_status(
                QCoreApplication.translate("MainWindow", "The match is over. Game ▸ New game starts another.")
            )

    # --- other commands -------------------------------------------------------------------------------------

    def show_last_trick(self) -> None:
        view = self.controller.human_view
        if view is None or not view.tricks:
            self.show_status(QCoreApplication.translate("MainWindow", "No trick has been played yet in this hand."))
            return
        match = self.controller.match
        takings = trick_takings(match.round) if match is not None else []
        taking = takings[-1] if len(takings) == len(view.tricks) else None
        self._open(LastTrickDialog(self.table.art, self.controller.names, view.tricks[-1], self, taking=taking))

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self, sound_unavailable=self.sound.unavailable is not None,
                                preview_sound=self._preview_sound)
        self.settings_dialog = dialog
        dialog.finished.connect(lambda code: self._settings_closed(dialog, code))
        self._open(dialog)

    def _settings_closed(self, dialog: SettingsDialog, code: int) -> None:
        self.settings_dialog = None
        if code != QDialog.DialogCode.Accepted.value:
            return
        old, new = self.settings, dialog.settings()
        if old.language != new.language:
            switch_language(new.language)  # every window says its texts again now (see changeEvent)
        self.apply_settings(new)
        if not old.rules_differ(new):
            return
        if self.match_in_progress():
            self._ask_abandon(
                QCoreApplication.translate(
                    "MainWindow", "The new rules apply to a new game. Abandon the current match and start a new one?"
                ),
                QCoreApplication.translate("MainWindow", "The new rules will apply from the next game."),
            )
        else:
            self.new_game()  # nothing played yet, or the match is over: nothing is lost

    def apply_settings(self, settings: GameSettings) -> None:
        """Save ``settings`` and apply the cosmetic ones now (names, animation speed and motion, sound, the looks)."""
        self.settings = settings
        self._report_settings_write(self.store.save(settings))
        self.table.apply_theme(settings.theme)
        self.table.timing.factor = settings.duration_factor
        self.presenter.confirm_received = settings.confirm_received
        self.controller.play_out_settled = settings.play_out_settled
        self.controller.undo_allowed = settings.allow_undo
        self._apply_sound_and_motion(settings)
        match = self.controller.match
        if match is not None:
            self.controller.rename(settings.names(match.rules.players))
            self.presenter.renamed()

    def _apply_sound_and_motion(self, settings: GameSettings) -> None:
        """Sound on or off and its volume, and reduced motion: at once (the next animation batch moves so)."""
        self.sound.configure(settings.sound, settings.volume)
        self.table.timing.reduce_motion = settings.reduce_motion

    def _preview_sound(self, volume: int) -> None:
        """The settings dialog's volume was moved: a card played at that volume (even before OK)."""
        enabled, kept = self.sound.enabled, self.sound.volume
        self.sound.configure(True, volume)
        self.sound.play(Cue.CARD)
        self.sound.configure(enabled, kept)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autosave(report=False)
        match = self.controller.match
        if self.save_failing and match is not None and not match.is_over and not self._quit_confirmed:
            event.ignore()  # asked without a nested event loop: "Quit anyway" closes again
            if self.quit_question is None:
                self.quit_question = ask_quit_unsaved(self, self._quit_anyway)
                self.quit_question.finished.connect(lambda _code: setattr(self, "quit_question", None))
            return
        self.store.window_geometry = self.saveGeometry()
        self.controller.shutdown()
        self.table.director.clear()
        self.records.close()
        self.sound.close()
        super().closeEvent(event)

    def _quit_anyway(self) -> None:
        self._quit_confirmed = True
        self.close()
