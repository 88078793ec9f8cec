"""Between hands: the score sheet after each hand (the next hand is dealt when it is closed), the moon question, a
shot moon said on the table, and game over with the whole match's sheet over it.

The main window (:class:`Host`) hands over its parts; the open dialog of each kind is kept in the window's
:class:`~hearts_qt.ui.window.dialog_slots.DialogSlots`, where the window finds it too (a new game closes it, a new
language re-says it). The dialogs' modules are imported when first opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QWidget

from hearts_qt.audio import Cue
from hearts_qt.ui.table.animation import pause
from hearts_qt.ui.window.dialog_slots import DialogSlot, DialogSlots

if TYPE_CHECKING:
    from hearts_qt.audio import SoundPlayer
    from hearts_qt.controller import GameController, MoonQuestion
    from hearts_qt.engine import HandResult, MoonChoice
    from hearts_qt.ui.dialogs.game import GameOverDialog, MoonDialog
    from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog
    from hearts_qt.ui.table.presenter import TablePresenter
    from hearts_qt.ui.table.view import TableView
    from hearts_qt.ui.window.records import MatchRecords
    from hearts_qt.ui.window.saving import GameSaver
    from hearts_qt.ui.window.status_line import StatusLine, Text


class Host(Protocol):
    """What the dialogs between hands need of the main window."""

    dialogs: DialogSlots
    controller: GameController
    table: TableView
    presenter: TablePresenter
    records: MatchRecords
    status_line: StatusLine
    saver: GameSaver
    sound: SoundPlayer

    def open_dialog(self, dialog: QDialog) -> None: ...
    def focus_table(self) -> None: ...
    def new_game(self) -> None: ...
    def close(self) -> bool: ...
    def show_status(self, text: Text) -> None: ...


class BetweenHands:
    """The dialogs between hands of the match in ``host``, opened over ``window`` (the host itself)."""

    score_dialog = DialogSlot["ScoreSheetDialog"]()
    moon_dialog = DialogSlot["MoonDialog"]()
    game_over_dialog = DialogSlot["GameOverDialog"]()

    def __init__(self, host: Host, window: QWidget) -> None:
        self.host = host
        self.window = window
        self.dialogs = host.dialogs
        self._moon_note = ""  # this hand's shot moon, in words: the score sheet says it too

    def score_sheet(self, parent: QWidget | None = None) -> ScoreSheetDialog:
        """The open score sheet brought up to date, or a new one over ``parent`` (the window unless given; deleted
        when it closes)."""
        match = self.host.controller.match
        names = self.host.controller.names
        history = list(match.history) if match is not None else []
        number = match.match_number if match is not None else None
        dialog = self.score_dialog
        target = match.rules.target_score if match is not None else None
        if dialog is None:
            from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog

            sheet = ScoreSheetDialog(names, history, parent or self.window, target=target, match_number=number)
            sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            sheet.finished.connect(lambda _code: self._score_sheet_closed(sheet))
            sheet.review_requested.connect(
                lambda hand: self.host.records.review(self.host.records.record(hand), sheet, sheet.close_button))
            self.dialogs.put("score_dialog", sheet)
            dialog = sheet
        else:
            dialog.set_history(names, history, target=target, match_number=number)
        last = history[-1].hand_number if history else None
        dialog.offer_review(last if last is not None and self.host.records.record(last) is not None else None)
        return dialog

    def show_scores(self) -> None:
        """Game ▸ Scores: the sheet over the table; nobody plays until it is closed (it covers the trick)."""
        dialog = self.score_sheet()
        if not dialog.isVisible():
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            self.host.table.handshake.hold_for(dialog)
            dialog.open()
        dialog.raise_()
        dialog.activateWindow()

    def on_hand_scored(self, result: HandResult) -> None:
        """Show the new totals and the score sheet; the next hand is dealt when the sheet is closed."""
        match = self.host.controller.match
        assert match is not None
        self.host.status_line.clear()  # "… is thinking" or "Your turn" would be stale now
        self.host.presenter.show_hand_score(result.scores, match.scores)
        self.host.records.hand_scored(result)
        moon, self._moon_note = self._moon_note, ""
        if self.host.controller.autoplay is not None:
            # A computer-played seat does not wait for anyone.
            if self.score_dialog is not None:
                self.score_sheet()
            self.host.table.handshake.now()
            return
        # The table answers this request when its animations are done; with the sheet open it waits for the sheet.
        self.host.table.handshake.hold_for_sheet()
        # Once the table has shown the hand's end (a shot moon said on it, with the plates' new scores, until the
        # sentence fades), the sheet covers it.
        table = self.host.table
        if moon:
            table.director.enqueue(lambda: pause(table.timing.read(table.message_time_left())))
        note = " ".join(text for text in (moon, self.host.presenter.played_out_sentence) if text)
        table.director.enqueue(lambda: self._hand_sheet(result.hand_number, note, last=match.is_over))

    def _hand_sheet(self, hand_number: int, note: str, *, last: bool) -> None:
        """The score sheet after hand ``hand_number``, saying ``note`` (a shot moon, a hand played out); after the
        last hand too (``last``), as after every hand: game over comes when it is closed."""
        dialog = self.score_sheet()
        dialog.announce_hand_over(hand_number, note, last=last)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()

    def _score_sheet_closed(self, dialog: ScoreSheetDialog) -> None:
        if self.dialogs.take("score_dialog", dialog) is None:
            return
        self.host.focus_table()
        self.host.table.handshake.release_sheet()

    def ask_moon(self, question: MoonQuestion) -> None:
        from hearts_qt.ui.dialogs.game import MoonDialog

        dialog = MoonDialog(self.host.controller.names, list(question.totals_before), list(question.if_add),
                            list(question.if_subtract), question.moon_points, question.suggested, self.window)
        self.dialogs.put("moon_dialog", dialog)
        dialog.finished.connect(lambda _code: self._moon_chosen(dialog))
        self.host.open_dialog(dialog)

    def moon_shot(self, sentence: str) -> None:
        """Said on the table, with its sound, once the last trick has reached its winner (not under the played-out
        message); :meth:`on_hand_scored` gives it time to be read before the score sheet, which says it too, covers
        the table."""
        self._moon_note = sentence

        def announce() -> None:
            self.host.table.show_message(sentence, linger=True)
            self.host.sound.play(Cue.MOON_SHOT)

        self.host.table.director.enqueue(announce)

    def _moon_chosen(self, dialog: MoonDialog) -> None:
        if self.dialogs.take("moon_dialog", dialog) is not None:
            choice: MoonChoice = dialog.choice()
            self.host.controller.choose_moon(choice)

    def moon_taken_over(self) -> None:
        """The computer now plays the person's seat and makes the moon choice itself."""
        dialog = self.dialogs.take("moon_dialog")
        if dialog is not None:
            dialog.done(QDialog.DialogCode.Rejected)

    def on_game_over(self, winners: list[int]) -> None:
        match = self.host.controller.match
        assert match is not None
        self.host.saver.clear()
        self.host.records.match_over()
        sheet = self.dialogs.take("score_dialog")
        if sheet is not None:
            sheet.close()
        self.host.status_line.clear()
        self.host.sound.play(Cue.MATCH_WON if 0 in winners else Cue.MATCH_LOST)
        from hearts_qt.ui.dialogs.game import GameOverDialog

        dialog = GameOverDialog(self.host.controller.names, list(match.scores), winners, self.window)
        self.dialogs.put("game_over_dialog", dialog)
        dialog.finished.connect(lambda _code: self._game_over_closed(dialog))
        dialog.scores_requested.connect(lambda: self._final_scores(dialog))
        self.host.open_dialog(dialog)

    def _final_scores(self, game_over: GameOverDialog) -> None:
        """The whole match's score sheet over the game-over dialog, which keeps waiting for New game or Quit."""
        sheet = self.score_sheet(game_over)
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
        if self.dialogs.take("game_over_dialog", dialog) is None:
            return
        if dialog.wants_new_game():
            self.host.new_game()
        elif dialog.wants_quit():
            self.host.close()
        else:
            self.host.show_status(
                lambda: QCoreApplication.translate("MainWindow", "The match is over. Game ▸ New game starts another.")
            )
