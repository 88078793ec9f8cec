"""Keeping the match saved: after every pass, trick and scored hand and on close, told once when the disk refuses
it, marked on the status bar for as long as it fails, and asked about before quitting with the match unsaved.

Without a :class:`SaveGameStore` (tests, the self-test) nothing is saved and nothing is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from hearts_qt.engine import Card, Match
from hearts_qt.savegame import SaveGameStore
from hearts_qt.ui.dialogs.problems import ProblemQueue, ask_quit_unsaved
from hearts_qt.ui.window.status_line import StatusLine


class GameSaver:
    """Saves the match in ``saves`` and tells the person through ``problems`` and ``status`` when it cannot."""

    def __init__(self, saves: SaveGameStore | None, problems: ProblemQueue, status: StatusLine) -> None:
        self.saves = saves
        self.problems = problems
        self.status = status
        self._failing = False  # the last save failed (the player has been told once)
        self._quit_confirmed = False  # "Quit anyway" was chosen although the match is unsaved
        self.quit_question: QMessageBox | None = None

    @property
    def failing(self) -> bool:
        """The last save failed: the status bar says the game is not saved, the reason in its tooltip."""
        return self._failing

    def _set_failing(self, failing: bool) -> None:
        self._failing = failing
        self.status.set_unsaved(failing, (self.saves.last_error if self.saves is not None else None) or "")

    def save(self, match: Match | None, names: Sequence[str], levels: Sequence[str], selected: Sequence[Card],
             *, report: bool = True) -> None:
        """Save ``match`` with the cards the person has picked to pass so far (a match that is over is not kept:
        the next start deals a new one). A first failure is reported (unless ``report`` is False: quitting asks
        its own question instead); every later one tries again quietly until a save succeeds."""
        if self.saves is None or match is None:
            return
        if match.is_over:
            self.saves.clear()
            self._set_failing(False)
        elif not self.saves.save(match, names, levels, selected):
            if not self._failing and report:
                self.problems.report(QCoreApplication.translate("MainWindow", "Saving failed"),
                                     self.saves.last_error or "", self.saves.last_detail)
            self._set_failing(True)
        elif self._failing:
            self._set_failing(False)
            self.status.show(QCoreApplication.translate("MainWindow", "Your game is being saved again."))

    def clear(self) -> None:
        """The match ended or a new one starts: no save to resume."""
        if self.saves is not None:
            self.saves.clear()

    def may_close(self, match: Match | None, parent: QWidget, close_again: Callable[[], object]) -> bool:
        """Whether the window may close now: not while the match in progress is unsaved, unless the person chose
        "Quit anyway" (asked without a nested event loop: that answer calls ``close_again``)."""
        if not self._failing or match is None or match.is_over or self._quit_confirmed:
            return True
        if self.quit_question is None:

            def quit_anyway() -> None:
                self._quit_confirmed = True
                close_again()

            # What the disk still holds: a save of this match from before the failures is where it resumes.
            self.quit_question = ask_quit_unsaved(parent, quit_anyway, self.saves.saved_hand(match)
                                                  if self.saves is not None else None)
            self.quit_question.finished.connect(self._quit_question_closed)
        return False

    def _quit_question_closed(self) -> None:
        self.quit_question = None
