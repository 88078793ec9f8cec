"""The main window: the table, the menus, the status line, and the dialogs between hands.

It comes in two steps, so that the player sees it before the game is loaded: :class:`MainWindow` alone is the frame
(its title, its place on the screen, the felt), which :mod:`hearts_qt.app` shows first; :meth:`MainWindow.attach`
then gives it its parts, built by the composition root (:mod:`hearts_qt.ui.window.compose`): the controller, the
table and its presenter. So this module imports at its top only what the frame needs: the game's modules are
imported where they are first used, as the dialogs are.

The window opens the dialogs the game needs — settings, a new game or deal, the last trick; those between hands (the
score sheet, the moon question, game over) through :class:`~hearts_qt.ui.window.between_hands.BetweenHands` — with
``open()`` (no nested event loops), reads their answers from their ``finished`` signal, has each deleted when it
closes and gives the keyboard back to the table. Starting over while a match is in progress asks first. The match is
saved after every pass, trick and scored hand and on close (:class:`~hearts_qt.ui.window.saving.GameSaver`);
:meth:`MainWindow.resume_saved` picks it up again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore  # QtCore.Qt where used: Qt's enums take long to load (~17 ms), the first window needs none
from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QCloseEvent, QShowEvent, QStatusTipEvent
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QWidget

from hearts_qt.text.language import is_language_change, switch_language
from hearts_qt.ui.table.mode import Mode
from hearts_qt.ui.window.dialog_slots import DialogSlot, DialogSlots
from hearts_qt.ui.window.screen_fit import fit_window

if TYPE_CHECKING:  # the game's parts are handed over by attach(), or imported where first used
    from hearts_qt.audio import SoundPlayer
    from hearts_qt.controller import GameController
    from hearts_qt.engine import Card
    from hearts_qt.savegame import SaveGameStore
    from hearts_qt.settings import GameSettings, SettingsStore
    from hearts_qt.stats import StatsStore

    # Named only in the slots below (the dialogs between hands are opened by BetweenHands).
    from hearts_qt.ui.dialogs.deal import DealDialog  # noqa: F401
    from hearts_qt.ui.dialogs.game import GameOverDialog, MoonDialog  # noqa: F401
    from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog  # noqa: F401
    from hearts_qt.ui.settings.dialog import SettingsDialog
    from hearts_qt.ui.table.presenter import TablePresenter
    from hearts_qt.ui.table.view import TableView
    from hearts_qt.ui.window.menus import MenuCommands
    from hearts_qt.ui.window.status_line import Text


class MainWindow(QMainWindow):
    """Hearts: one table, one match at a time."""

    # The dialogs a later event must find again (see DialogSlots): the open one of each kind, or None.
    score_dialog = DialogSlot["ScoreSheetDialog"]()
    moon_dialog = DialogSlot["MoonDialog"]()
    game_over_dialog = DialogSlot["GameOverDialog"]()
    settings_dialog = DialogSlot["SettingsDialog"]()
    deal_dialog = DialogSlot["DealDialog"]()
    abandon_question = DialogSlot[QMessageBox]()

    def __init__(self, parent: QWidget | None = None) -> None:
        """The frame alone, at the default size: its title, and no game until :meth:`attach`."""
        super().__init__(parent)
        self.dialogs = DialogSlots()
        self.attached = False  # attach() has given the window its game
        self._ready = False  # the game has started in it (ready()): a close asked before waits for it
        self._close_asked = False
        self._start_on_show = False  # start_when_shown() was asked before the window was shown
        self._placed = False  # place() restored a saved place (else the window manager places the window)
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Hearts"))
        self.resize(1200, 800)

    def place(self, geometry: QByteArray) -> None:
        """Where and how large the window was last (``saveGeometry``; empty: the default size), kept on the
        screen."""
        if not geometry.isEmpty():
            self._placed = self.restoreGeometry(geometry)
        self.fit_to_screen()

    def attach(self, store: SettingsStore, settings: GameSettings, controller: GameController, table: TableView,
               presenter: TablePresenter, *, saves: SaveGameStore | None, stats: StatsStore | None,
               sound: SoundPlayer) -> None:
        """The game in the window: ``table`` becomes its middle, with menus and status line; ``saves`` None:
        nothing is saved (tests, the self-test), ``stats`` None: nothing is recorded."""
        from hearts_qt.ui.dialogs.problems import ProblemQueue
        from hearts_qt.ui.window.between_hands import BetweenHands
        from hearts_qt.ui.window.menus import MainMenus
        from hearts_qt.ui.window.records import MatchRecords
        from hearts_qt.ui.window.saving import GameSaver
        from hearts_qt.ui.window.status_line import StatusLine

        self.store = store
        self.settings = settings
        self.controller = controller
        controller.setParent(self)  # it lives and dies with the window
        self.table = table
        self.presenter = presenter
        self.saves = saves
        self.sound = sound
        self.problems = ProblemQueue(self)
        self.status_line = StatusLine(self.statusBar())
        self.saver = GameSaver(saves, self.problems, self.status_line)
        # The statistics (stats None: nothing is recorded: tests, the self-test), the hand history and the review.
        self.records = MatchRecords(
            self, controller, stats, self.problems, art=table.art, colours=lambda: self.table.colours,
            player_name=lambda: self.settings.names(self.settings.rules.players)[0], focus_table=self.focus_table)
        self._settings_failing = False  # the last settings write failed (told once)
        self.between_hands = BetweenHands(self, self)
        presenter.cue = self.sound.play
        self._apply(settings)
        self.sound.probe()  # silently, off this thread: Settings can say from the start that there is no device
        self.setCentralWidget(table)
        self.menus = MainMenus(self, self._menu_commands())
        c = controller
        c.status_message.connect(self.show_status)
        between = self.between_hands
        c.moon_choice_needed.connect(between.ask_moon)
        c.moon_shot.connect(lambda _seat, _choice, sentence: between.moon_shot(sentence))
        c.hand_scored.connect(between.on_hand_scored)
        c.game_over.connect(between.on_game_over)
        c.checkpoint.connect(self.autosave)
        c.human_request_withdrawn.connect(between.moon_taken_over)
        table.status.connect(self.show_status)
        table.passive_status.connect(self.status_line.passive)
        table.prompt.connect(self.status_line.set_prompt)
        self.attached = True
        if self.isVisible():
            # In place at once, at its size: Qt would show the table on the event loop's next turn and lay it out
            # after that, so the window would first be painted empty (grey) and a deal started now would fly to the
            # places of a table of the wrong size.
            table.show()
            layout = self.layout()
            if layout is not None:
                layout.activate()
        self.fit_to_screen()  # the menu bar and the status line came on top of the frame's size

    def tell_loading_problems(self) -> None:
        """Say what loading the settings and the statistics found wrong (once the table is on the screen)."""
        self._report_settings_problems()
        self.records.report_notice()

    def ready(self) -> None:
        """The game has started in the window (dealt or resumed): a close asked while it started comes now."""
        self._ready = True
        if self._close_asked:
            QTimer.singleShot(0, self.close)

    def close_when_ready(self) -> None:
        """Close as Quit does (asked to stop: a logout, ``kill``); while the game is still starting in the window,
        once it has started (:meth:`ready`), so that the match dealt or resumed is saved as Quit saves it."""
        if self._ready:
            self.close()
        else:
            self._close_asked = True

    def tell_error(self, text: str, detail: str) -> None:
        """An error no one caught: said in the window's queue of problems, with ``detail`` behind Details; before
        the game is in the window, in a box of its own."""
        title = QCoreApplication.translate("MainWindow", "Hearts")
        if self.attached:
            self.problems.report(title, text, detail)
        else:
            QMessageBox.warning(self, title, text)

    def _menu_commands(self) -> MenuCommands:
        from hearts_qt.ui.window.menus import MenuCommands

        c, records = self.controller, self.records
        return MenuCommands(
            new_game=self.ask_new_game, play_deal=self.ask_deal, undo=self.undo, restart_hand=self.restart_hand,
            scores=self.between_hands.show_scores, last_trick=self.show_last_trick, hint=c.hint,
            history=records.show_history,
            statistics=records.show_statistics, statistics_kept=records.stats is not None, settings=self.show_settings,
            quit=self.close, focus_table=self.focus_table, can_undo=lambda: c.can_undo,
            can_restart=lambda: c.match is not None and not c.match.hand_scored,
            rules=lambda: c.match.rules if c.match is not None else self.settings.rules, trick_area=self._trick_area,
            tell=lambda sentence: self.problems.report(QCoreApplication.translate("MainWindow", "Hearts"), sentence))

    def _trick_area(self) -> QRect:
        """Where the trick lies on the screen."""
        r = self.table.layout_.trick_rect
        corner = self.table.viewport().mapToGlobal(QPoint(round(r.x), round(r.y)))
        return QRect(corner, QSize(round(r.w), round(r.h)))

    def event(self, event: QEvent) -> bool:
        """A menu's command under the pointer sends its status tip, empty for all of ours: Qt would clear the status
        bar with it, and the game's sentence would not come back when the menu closes. An empty tip is dropped."""
        if event.type() == QEvent.Type.StatusTip and isinstance(event, QStatusTipEvent) and not event.tip():
            return True
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        """A new language was installed (Settings): say everything again in it, open dialogs included (each
        dialog answers the same event itself)."""
        if is_language_change(event) and not self.attached:
            self.setWindowTitle(QCoreApplication.translate("MainWindow", "Hearts"))
        elif is_language_change(event):
            self.menus.set_texts()
            self.status_line.retranslate()  # first: what the table says again (the ringed card) then stays
            self.presenter.retranslate()
            if self.score_dialog is not None:
                # With the names as renamed now (the default name is in the new language).
                self.between_hands.score_sheet()
        super().changeEvent(event)

    def show_status(self, text: Text) -> None:
        """``text`` on the status line (see :meth:`StatusLine.show`)."""
        self.status_line.show(text)

    def show_notice(self, text: Text) -> None:
        """The answer to a command on the status line, kept a while (see :meth:`StatusLine.notice`)."""
        self.status_line.notice(text)

    # --- dialogs and the keyboard --------------------------------------------------------------------------

    def open_dialog(self, dialog: QDialog) -> None:
        """Open ``dialog`` window-modal; the game waits while it is open, it is deleted when it closes and the
        keyboard goes back to the table."""
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.focus_table)
        self.table.handshake.hold_for(dialog)
        dialog.open()

    def focus_table(self) -> None:
        """Give the keyboard back to the person's hand after a dialog, unless another dialog has just opened.

        Qt alone leaves it to the window system which window is active after a dialog closes, and the focus on
        whatever had it in the dialog's parent (after a second question in a row: nothing that takes keys).
        """
        self.table.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
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
        self.dialogs.put("abandon_question", box)
        box.finished.connect(lambda _code: self._abandon_answered(box, kept))
        self.open_dialog(box)

    def _abandon_answered(self, box: QMessageBox, kept: str | None) -> None:
        if self.dialogs.take("abandon_question", box) is None:
            return
        if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
            self.new_game()
        elif kept is not None:
            self.show_status(kept)

    def undo(self) -> None:
        """Game ▸ Undo: take back your last card (the controller says why when it cannot)."""
        reason = self.controller.undo()
        self.show_notice(reason if reason is not None else QCoreApplication.translate(
            "MainWindow", "Your last card was taken back."))

    def restart_hand(self) -> None:
        """Game ▸ Restart hand: the same deal again from the start, as a practice hand."""
        reason = self.controller.restart_hand()
        self.show_notice(reason if reason is not None else QCoreApplication.translate(
            "MainWindow", "The hand was dealt again from the start as a practice hand: this match no longer counts "
            "in your statistics."))

    def ask_deal(self) -> None:
        """Game ▸ Play deal…: a numbered deal (or a whole match) instead of the game in progress."""
        from hearts_qt.ui.dialogs.deal import DealDialog

        dialog = DealDialog(self, match_in_progress=self.match_in_progress())
        dialog.chosen.connect(self._deal_chosen)
        self.dialogs.put("deal_dialog", dialog)
        dialog.finished.connect(lambda _code: self.dialogs.take("deal_dialog", dialog))
        self.open_dialog(dialog)

    def _deal_chosen(self, number: int, whole_match: bool) -> None:
        if whole_match:
            self.new_game(number)
        else:
            self.new_game(first_deal=number)

    def new_game(self, seed: int | None = None, *, first_deal: int | None = None) -> None:
        """Start a match with the rules, names and levels in the settings (without asking: see ask_new_game)."""
        self.table.handshake.release_sheet(answer=False)
        # Forget the old match's questions before closing them, so their answers are not applied to it.
        for kind in ("moon_dialog", "game_over_dialog", "score_dialog"):
            dialog = self.dialogs.take(kind)
            if dialog is not None:
                dialog.done(QDialog.DialogCode.Rejected)
        self.saver.clear()
        players = self.settings.rules.players
        self.controller.new_game(self.settings.rules, self.settings.names(players), self.settings.levels(players), seed,
                                 first_deal=first_deal)
        rules = self.settings.rules
        from hearts_qt.text.match import new_game_text

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
        """No larger than the screen's free area, and on it (:func:`~hearts_qt.ui.window.screen_fit.fit_window`)."""
        fit_window(self, placed=self._placed)

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

    @property
    def save_failing(self) -> bool:
        """The last save failed (the person has been told once; the status bar says so)."""
        return self.saver.failing

    @property
    def quit_question(self) -> QMessageBox | None:
        """The question asked before quitting with the match unsaved, while it is open."""
        return self.saver.quit_question

    def autosave(self, report: bool = True) -> None:
        """Save the running match (see :meth:`GameSaver.save`)."""
        c = self.controller
        self.saver.save(c.match, c.names, c.levels, self._pass_choice(), report=report)

    def _pass_choice(self) -> list[Card]:
        """The cards the person has picked to pass so far (kept by a save: quitting half-way loses nothing)."""
        if self.table.mode is not Mode.PASS:
            return []
        return [item.card for item in self.table.selected() if item.card is not None]

    def keep_statistics(self, stats: StatsStore) -> None:
        """Record the matches in ``stats`` from now on, Game ▸ Statistics enabled, and tell a damaged or unwritable
        file (the game hands it over once the window is up: checking the database need not hold the window up)."""
        self.records.stats = stats
        self.menus.stats_action.setEnabled(True)
        self.records.report_notice()

    def tell_unclean_exit(self, detail: str) -> None:
        """The last run stopped without closing (a crash, a power cut): say so once, with what its log said."""
        self.problems.report(QCoreApplication.translate("MainWindow", "Hearts"), QCoreApplication.translate(
            "MainWindow", "Hearts closed unexpectedly the last time it ran. A game in progress is kept as of its "
            "last trick."), detail or None)

    def _report_settings_problems(self) -> None:
        """One dialog for what loading the settings found wrong: the settings reset, the copy of the old file."""
        from hearts_qt.ui.dialogs.problems import settings_problem_text

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

    # --- other commands -------------------------------------------------------------------------------------

    def show_last_trick(self) -> None:
        view = self.controller.human_view
        if view is None or not view.tricks:
            self.show_status(
                lambda: QCoreApplication.translate("MainWindow", "No trick has been played yet in this hand."))
            return
        from hearts_qt.engine.replay import trick_takings

        match = self.controller.match
        takings = trick_takings(match.round) if match is not None else []
        taking = takings[-1] if len(takings) == len(view.tricks) else None
        from hearts_qt.ui.dialogs.last_trick import LastTrickDialog

        self.open_dialog(LastTrickDialog(self.table.art, self.controller.names, view.tricks[-1], self, taking=taking))

    def show_settings(self) -> None:
        from hearts_qt.ui.settings.dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self, sound_unavailable=self.sound.unavailable is not None,
                                preview_sound=self._preview_sound)
        self.dialogs.put("settings_dialog", dialog)
        dialog.finished.connect(lambda code: self._settings_closed(dialog, code))
        self.open_dialog(dialog)

    def _settings_closed(self, dialog: SettingsDialog, code: int) -> None:
        self.dialogs.take("settings_dialog", dialog)
        if code != QDialog.DialogCode.Accepted.value:
            return
        old, new = self.settings, dialog.settings()
        if old.language != new.language:
            switch_language(new.language)  # every window says its texts again now (see changeEvent)
        self.apply_settings(new)
        match = self.controller.match
        players = match.rules.players if match is not None else new.rules.players
        rules, levels = old.rules_differ(new), old.levels(players) != new.levels(players)
        if not rules and not levels:
            return
        if self.match_in_progress():
            from hearts_qt.text.match import next_game_question

            self._ask_abandon(*next_game_question(rules=rules, levels=levels))
        else:
            self.new_game()  # nothing played yet, or the match is over: nothing is lost

    def apply_settings(self, settings: GameSettings) -> None:
        """Save ``settings`` and apply the cosmetic ones now (names, animation speed and motion, sound, the looks)."""
        self._report_settings_write(self.store.save(settings))
        self._apply(settings)
        match = self.controller.match
        if match is not None:
            self.controller.rename(settings.names(match.rules.players))
            self.presenter.renamed()

    def _apply(self, settings: GameSettings) -> None:
        """What the settings change at once — the looks, animation speed and motion, sound, the received cards'
        pause, playing out a settled hand, undo — in the one place both the first start and Settings use."""
        self.settings = settings
        self.table.apply_theme(settings.theme)
        self.table.timing.factor = settings.duration_factor
        self.table.timing.reduce_motion = settings.reduce_motion
        self.presenter.confirm_received = settings.confirm_received
        self.controller.play_out_settled = settings.play_out_settled
        self.controller.undo_allowed = settings.allow_undo
        self.sound.configure(settings.sound, settings.volume)

    def _preview_sound(self, volume: int) -> None:
        """The settings dialog's volume was moved: a card played at that volume (even before OK)."""
        from hearts_qt.audio import Cue

        enabled, kept = self.sound.enabled, self.sound.volume
        self.sound.configure(True, volume)
        self.sound.play(Cue.CARD)
        self.sound.configure(enabled, kept)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.attached:  # closed before the game was in it: nothing to save, nothing running
            super().closeEvent(event)
            return
        self.autosave(report=False)
        if not self.saver.may_close(self.controller.match, self, self.close):
            event.ignore()  # asked without a nested event loop: "Quit anyway" closes again
            return
        self.store.window_geometry = self.saveGeometry()
        self.controller.shutdown()
        self.table.director.clear()
        self.records.close()
        self.sound.close()
        super().closeEvent(event)
