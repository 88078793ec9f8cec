"""Telling the player something went wrong: one short sentence in a dialog, the technical detail behind Details.

Problems found at start (a damaged save, a damaged settings file) and during play (the disk refuses the save) are
told in one dialog at a time, opened with ``open()`` (no nested event loop) and deleted when closed: a problem that
arises while a dialog is on screen is added to it, in the order they arose, so a start that finds both the settings
and the save damaged says so in one message. Each text is kept short; the detail is cut to :data:`DETAIL_LIMIT`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from hearts_qt.settings import SettingsReport
from hearts_qt.text.format import fill

#: Longest main text (one or two sentences); anything longer is cut.
TEXT_LIMIT = 400
#: Longest text behind the Details button.
DETAIL_LIMIT = 4_000
#: Between two problems told in one dialog.
SEPARATOR = "\n\n"


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ProblemQueue:
    """Warning dialogs for ``parent``, one at a time; :attr:`current` is the one on screen."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent
        self.current: QMessageBox | None = None
        self._held = False  # inside held(): the box is opened when the block is done

    @contextmanager
    def held(self) -> Iterator[None]:
        """What is reported inside the block goes into one box that opens after it, on the event loop's next
        turn: at the start, once the table and its cards are drawn, not as an empty box over the bare felt while
        the deal is being set out."""
        self._held = True
        try:
            yield
        finally:
            self._held = False
            box = self.current
            if box is not None and not box.isVisible():
                QTimer.singleShot(0, box, box.open)  # never, if the box is gone by then

    def report(self, title: str, text: str, detail: str | None = None) -> None:
        """Show ``text`` (with ``detail`` behind Details); with a dialog already on screen, add them to it."""
        text, detail = _clip(text, TEXT_LIMIT), _clip(detail or "", DETAIL_LIMIT)
        box = self.current
        if box is not None:
            if text in box.text().split(SEPARATOR):
                return  # said already, and still on screen
            if title != box.windowTitle():
                box.setWindowTitle(QCoreApplication.translate("MainWindow", "Hearts"))
            box.setText(SEPARATOR.join((box.text(), text)))
            if detail:
                before = box.detailedText()
                box.setDetailedText(_clip(SEPARATOR.join((before, detail)) if before else detail, DETAIL_LIMIT))
            return
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self._parent)
        if detail:
            box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.current = box
        box.finished.connect(self._closed)
        if not self._held:
            box.open()

    def _closed(self, _code: int) -> None:
        self.current = None


def settings_problem_text(report: SettingsReport, kept: Path | None) -> str:
    """What loading the settings found wrong, in a sentence or two: the settings reset (or the whole file), and
    where the copy of the old file is ``kept``."""
    names = ", ".join(report.reset)
    if report.damaged and not names and not report.defaults:
        text = QCoreApplication.translate(
            "MainWindow", "Your settings file was damaged; the settings that could be read from it are used.")
    elif report.damaged and not names:
        text = QCoreApplication.translate(
            "MainWindow", "Your settings file was damaged, so the default settings are used.")
    elif report.damaged:
        text = fill(QCoreApplication.translate(
            "MainWindow", "Your settings file was damaged; these settings were reset to their defaults: "
            "%1."), names)
    else:
        text = fill(QCoreApplication.translate(
            "MainWindow", "These settings could not be used and were reset to their defaults: %1."
        ), names)
    if kept is not None:
        text = " ".join((text, fill(QCoreApplication.translate(
            "MainWindow", "A copy of the old file is kept at %1."), str(kept))))
    return text


def ask_quit_unsaved(parent: QWidget, quit_anyway: Callable[[], None], resumes_in: int | None = None) -> QMessageBox:
    """Ask whether to quit although the match could not be saved; ``quit_anyway`` runs if the player says so.
    ``resumes_in``: the hand in which an earlier save of this match resumes it (None: none was saved)."""
    if resumes_in is None:
        text = QCoreApplication.translate(
            "MainWindow", "Your game could not be saved: if you quit now, this match is lost.")
    else:
        text = fill(QCoreApplication.translate(
            "MainWindow", "Your latest moves could not be saved: if you quit now, the match resumes next time "
            "from where it was last saved, in hand %1."), resumes_in)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("MainWindow", "Quit Hearts"),
        text,
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    quit_button = box.addButton(QCoreApplication.translate("MainWindow", "&Quit anyway"),
                                QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _code: quit_anyway() if box.clickedButton() is quit_button else None)
    box.open()
    return box
