"""The table's half of the handshake with the controller: once the animations of a presentation request are done,
the table says so (:attr:`Handshake.presented`, with the request's id) — unless something holds the game: received
cards waiting for OK, the score sheet after a hand, or a window-modal dialog over the table (nobody plays behind a
window the person cannot see past)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog


class Handshake(QObject):
    """Answers presentation requests for a table whose animations are ``busy`` and which may be ``waiting`` for
    the person's OK on the received cards."""

    presented = Signal(int)  # the animations of this presentation request are done

    def __init__(self, busy: Callable[[], bool], waiting: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._busy = busy
        self._waiting = waiting
        self._request = 0  # the controller's request the animations now running present
        self._sheet = False  # the score sheet after a hand is open: the answer waits for it to close
        self.dialogs = 0  # window-modal dialogs open over the table: the game waits for them (see hold_for)

    def expect(self, request_id: int) -> None:
        """The controller's presentation ``request_id`` is what the animations now queued present."""
        self._request = request_id

    def done(self) -> None:
        """The animations are done: answer, unless the game is held."""
        if not self._waiting() and not self._sheet and not self.dialogs:
            self.presented.emit(self._request)

    def now(self) -> None:
        """The presentation needs no waiting (game over shows the standings itself; a computer playing the person's
        seat waits for nobody): it is answered at once, whatever holds the table."""
        self.presented.emit(self._request)

    def hold_for(self, dialog: QDialog) -> None:
        """Nobody plays while ``dialog`` (window-modal: the person cannot play either) is open: the cards the
        computer would play behind it, unseen, wait until it is closed. The card already moving lands first."""
        self.dialogs += 1
        dialog.finished.connect(self._dialog_closed)

    def _dialog_closed(self) -> None:
        self.dialogs = max(0, self.dialogs - 1)
        if not self.dialogs and not self._busy():
            self.done()

    def hold_for_sheet(self) -> None:
        """The score sheet after a hand is open: the answer waits for it to close."""
        self._sheet = True

    def release_sheet(self, *, answer: bool = True) -> None:
        """The score sheet that held the game has closed: the answer is given once the table's animations are done
        (now, if they are). Without ``answer`` (a new game: the old request is moot) it is only let go."""
        if self._sheet:
            self._sheet = False
            if answer and not self._busy():
                self.done()
