"""The window's dialogs that a later event must find again — to bring up to date, answer or close — at most one of
each kind, forgotten when their own answer is taken.

A slot is read as a window attribute (``window.score_dialog``: the open one, or ``None``); the window's handler of
a dialog's answer first :meth:`DialogSlots.take`\\ s it, which says whether it was still the current one (a dialog
of a match that was replaced meanwhile is not answered).
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

from PySide6.QtWidgets import QDialog

D = TypeVar("D", bound=QDialog)


class DialogSlots:
    """One open dialog per kind."""

    def __init__(self) -> None:
        self._open: dict[str, QDialog] = {}

    def put(self, kind: str, dialog: QDialog) -> None:
        self._open[kind] = dialog

    def get(self, kind: str) -> QDialog | None:
        return self._open.get(kind)

    def take(self, kind: str, dialog: QDialog | None = None) -> QDialog | None:
        """Forget the open dialog of ``kind`` and return it; with ``dialog``, only if that is the one open (else
        None: an answer from a dialog that was replaced or dropped meanwhile)."""
        current = self._open.get(kind)
        if current is None or (dialog is not None and dialog is not current):
            return None
        del self._open[kind]
        return current


class DialogSlot(Generic[D]):
    """A window attribute that reads the open dialog of its kind (named after the attribute) from the window's
    :class:`DialogSlots` (``dialogs``)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.kind = name

    @overload
    def __get__(self, window: None, owner: type) -> DialogSlot[D]: ...

    @overload
    def __get__(self, window: object, owner: type) -> D | None: ...

    def __get__(self, window: object, owner: type) -> Any:
        if window is None:
            return self
        slots: DialogSlots = window.dialogs  # type: ignore[attr-defined]
        return slots.get(self.kind)
