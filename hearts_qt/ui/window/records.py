"""What the main window keeps and shows of past play: the statistics database, the hand history and the coach's
review, wired in one place so the window only forwards its menu entries and its hand-scored and game-over hooks.
It is given what it needs (the controller, the problem queue, the card art and colours, the person's name, where
the keyboard goes back to), not the window.

Only :func:`hearts_qt.app.main` hands in the user's real :class:`StatsStore`; tests and the self-test pass none
(nothing recorded, Game ▸ Statistics disabled) or one in a temporary folder. A damaged or unwritable database is told
once through the window's problem queue; play goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from hearts_qt.controller import GameController
from hearts_qt.controller.review_worker import stop_reviews
from hearts_qt.engine import HandResult, Match, Round
from hearts_qt.stats import StatsStore
from hearts_qt.ui.dialogs.problems import ProblemQueue
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.style.placement import place_over
from hearts_qt.ui.style.themes import TableColours

if TYPE_CHECKING:  # the dialogs are imported when first opened: the first window does not wait for them
    from hearts_qt.ui.review.dialog import ReviewDialog


class MatchRecords:
    """The statistics, history and review of ``controller``'s matches, with dialogs over ``parent``; ``stats`` is
    ``None`` when nothing is to be recorded. ``player_name`` is the person's name for the statistics,
    ``focus_table`` gives the keyboard back to the hand after a window closes."""

    def __init__(self, parent: QWidget, controller: GameController, stats: StatsStore | None, problems: ProblemQueue,
                 *, art: CardArt, colours: Callable[[], TableColours], player_name: Callable[[], str],
                 focus_table: Callable[[], None]) -> None:
        self.parent = parent
        self.controller = controller
        self.stats = stats
        self.problems = problems
        self.art = art
        self.colours = colours
        self.player_name = player_name
        self.focus_table = focus_table
        self.review_budget: float | None = None  # seconds per reviewed decision; None: the coach's default
        controller.hand_dealt.connect(self.hand_dealt)

    # --- statistics ----------------------------------------------------------------------------------------

    def hand_dealt(self) -> None:
        """A match's first hand is dealt: the match begins now (its start in the statistics)."""
        match = self.controller.match
        if self.stats is None or match is None or match.hand_number != 0 or match.history:
            return
        self.stats.record_start(match, self.controller.names, self.controller.levels, practice=_practice(match),
                                deal_number=match.match_number)
        self.report_notice()

    def hand_scored(self, result: HandResult) -> None:
        """Record a scored hand (the window's ``hand_scored`` hook)."""
        match = self.controller.match
        if self.stats is None or match is None:
            return
        self.stats.record_hand(match, result, self.controller.names, self.controller.levels,
                               practice=_practice(match), undo_used=result.undo_used,
                               deal_number=match.match_number)
        self.report_notice()

    def match_over(self) -> None:
        """Record the finished match (the window's ``game_over`` hook)."""
        match = self.controller.match
        if self.stats is None or match is None:
            return
        self.stats.record_match(match, self.controller.names, self.controller.levels,
                                practice=_practice(match), undo_used=any(h.undo_used for h in match.history),
                                deal_number=match.match_number)
        self.report_notice()

    def report_notice(self) -> None:
        """Tell the player, once, that the statistics file was damaged and set aside or cannot be written."""
        notice = self.stats.take_notice() if self.stats is not None else None
        if notice and self.stats is not None:
            self.problems.report(QCoreApplication.translate("MainWindow", "Statistics"), notice,
                                 self.stats.notice_detail)

    def show_statistics(self) -> None:
        if self.stats is None:
            return
        from hearts_qt.ui.dialogs.statistics import StatsDialog

        dialog = StatsDialog(self.stats, self.player_name(), self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.focus_table)
        dialog.open()

    # --- the history and the review ------------------------------------------------------------------------

    def show_history(self) -> None:
        match = self.controller.match
        if match is None:
            return
        from hearts_qt.ui.dialogs.hand_history import HandHistoryDialog

        dialog = HandHistoryDialog(match, self.controller.names, self.parent)
        dialog.review_requested.connect(lambda hand: self.review(dialog.match.record(hand), dialog, dialog.tree))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.focus_table)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()  # the keys go to the list (without a window manager they stayed at the table)

    def record(self, hand_number: int) -> Round | None:
        """The current match's hand ``hand_number``, when it is kept."""
        match = self.controller.match
        return match.record(hand_number) if match is not None else None

    def review(self, record: Round | None, parent: QWidget, keys_back: QWidget) -> ReviewDialog | None:
        """Open the coach's review of the person's decisions in ``record`` over ``parent`` (the score sheet or the
        history: either may be modal, so the review is their child); ``keys_back`` takes the keyboard when it closes
        (the sheet's Close, which deals on; the history's list), not the button that opened it, where Enter would
        only start the same review again."""
        if record is None:
            return None
        controller = self.controller
        # The review is modal over the sheet or the history, so the theme cannot change while it is open.
        from hearts_qt.ui.review.dialog import ReviewDialog

        dialog = ReviewDialog(self.art, self.colours(), record, controller.names, controller.levels,
                              controller.seeds, parent, budget=self.review_budget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Over the game window and no larger: Qt centred it on the smaller sheet, then pushed it up the screen.
        place_over(dialog, self.parent.window())
        # Closed, it gives the keyboard back to the sheet or the history (Qt alone left it with no widget at all).
        dialog.finished.connect(lambda _code: _keys_to(parent, keys_back))
        dialog.open()
        dialog.start()
        return dialog

    def close(self) -> None:
        """The window closes: stop the coach's work and close the database."""
        stop_reviews()
        if self.stats is not None:
            self.stats.close()


def _keys_to(window: QWidget, widget: QWidget) -> None:
    window.activateWindow()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)


def _practice(match: Match) -> bool:
    """A match with a restarted hand is a practice match: its result does not count in the statistics."""
    return any(hand.practice for hand in match.history) or match.practice
