"""The window's status bar: sentences from the game and the table on its left, the turn prompt and a "not saved"
mark on its right.

A sentence too long for the room left of the marks (a long name typed for a player) is cut with "…", the bar's
tooltip saying it whole. A message may come in several forms, the whole first: the first that fits is shown, or
else the last one cut, so that a shorter form can keep its key facts (which cards are left out of the pack) where
cutting the whole would lose them. An answer to something the person asked (Undo, Restart hand) is a *notice*:
the table's clearing of the bar as the next cards are played leaves it for :data:`NOTICE_SECONDS`, and what the
table says unasked (the ringed card as a turn begins) does not replace it. A sentence given as a function is said
again after a language change, and so is a :class:`~hearts_qt.text.format.Sentence`; any other goes.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QStatusBar

from hearts_qt.text.format import Sentence

#: Seconds an answer to a command (Undo, Restart hand) stays in the status bar while the computer plays on.
NOTICE_SECONDS = 4.0
#: Room kept free between the message and the first mark on the bar's right.
MARK_GAP = 8

Said = str | tuple[str, ...]  # a sentence, or its forms from the whole to the shortest
Text = Said | Callable[[], Said]


class StatusLine(QObject):
    """Everything shown in ``bar``: messages, notices, the turn prompt and the unsaved mark."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        # While saves fail, the bar says so for as long as it lasts (the dialog told it once, and a key meant for
        # the table can close that unread).
        self.unsaved_label = QLabel()
        self.unsaved_label.setObjectName("notSaved")
        self.unsaved_label.hide()
        self._unsaved: tuple[bool, str] = (False, "")  # saves fail, and why
        # The turn prompt lives beside the messages, not among them: a menu's status tips cannot wipe it.
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("turnPrompt")
        bar.addPermanentWidget(self.unsaved_label)
        bar.addPermanentWidget(self.prompt_label)
        bar.installEventFilter(self)
        self._text: Callable[[], Said] | None = None  # the message, when it can be said again
        # The message's forms (the whole first), and as shown (cut with "…" where it would run under the prompt).
        self._forms: tuple[str, ...] = ("",)
        self._shown = ""
        self._notice_until = 0.0  # until then (time.monotonic) the table's clearing leaves the message

    def show(self, text: Text) -> None:
        """Show ``text``; given as a function, it is said again after a language change. An empty text does not
        clear a notice while it lasts."""
        if not text and self._notice_until > time.monotonic():
            return  # the table clears the bar as each card is played: an answer the person asked for stays
        self._notice_until = 0.0
        self._text = text if callable(text) else text.again if isinstance(text, Sentence) else None
        said = text() if callable(text) else text
        self._forms = (said,) if isinstance(said, str) else said
        self._fit()

    def notice(self, text: Text) -> None:
        """The answer to something the person asked (Undo, Restart hand): the cards the computer plays next do not
        clear it for :data:`NOTICE_SECONDS` (a newer message replaces it)."""
        self.show(text)
        self._notice_until = time.monotonic() + NOTICE_SECONDS

    def passive(self, text: str) -> None:
        """Something the table says unasked (the ringed card as a turn begins): not over a fresh notice."""
        if self._notice_until <= time.monotonic():
            self.show(text)

    def clear(self) -> None:
        """No message ("… is thinking" or "Your turn" would be stale now), nor one to say again in a new language."""
        self._text, self._forms = None, ("",)
        self.bar.clearMessage()

    def set_prompt(self, text: str) -> None:
        """The turn prompt: the message beside it is fitted again once the prompt has its new width."""
        self.prompt_label.setText(text)
        QTimer.singleShot(0, self, self._refit)  # dropped if the bar is gone by then

    def set_unsaved(self, failing: bool, reason: str) -> None:
        """The "⚠ Not saved" mark while saves fail, the reason in its tooltip."""
        self._unsaved = (failing, reason)
        label = self.unsaved_label
        label.setText(QCoreApplication.translate("MainWindow", "⚠ Not saved"))
        label.setToolTip(reason)
        label.setAccessibleName(QCoreApplication.translate("MainWindow", "Your game is not saved"))
        label.setAccessibleDescription(reason)
        label.setVisible(failing)

    def retranslate(self) -> None:
        """The mark and the message in the language just installed (a text that cannot be said again goes; the table
        says its own again after this)."""
        self.set_unsaved(*self._unsaved)
        if self._text is not None:
            self.show(self._text)
        else:
            self.bar.clearMessage()

    def _fit(self) -> None:
        text = self._forms[0]
        room = self._room()
        metrics = QFontMetrics(self.bar.font())
        shown = next((form for form in self._forms if metrics.horizontalAdvance(form) <= room), None)
        if shown is None:
            shown = metrics.elidedText(self._forms[-1], Qt.TextElideMode.ElideRight, room) if text else ""
        self.bar.setToolTip(text if shown != text else "")
        self._shown = shown
        self.bar.showMessage(shown)

    def _room(self) -> int:
        """The width the message has: up to the first of the bar's marks on its right."""
        lefts = [w.geometry().left() for w in (self.unsaved_label, self.prompt_label) if w.isVisible() and w.width()]
        layout = self.bar.layout()
        margin = layout.contentsMargins().left() if layout is not None else 0
        return max(0, (min(lefts) if lefts else self.bar.width()) - 2 * margin - MARK_GAP)

    def _refit(self) -> None:
        """Fit the message again (the room changed), unless something else has replaced it since."""
        if self._forms[0] and self.bar.currentMessage() == self._shown:
            self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.Resize:
            self._refit()
        return super().eventFilter(watched, event)
