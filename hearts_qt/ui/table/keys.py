"""The keys at the table: the focus ring on the person's cards (← / →), Space or Enter to select or play, P to pass,
Enter on the received cards; and the words for a card of the hand with its state, which the status bar and screen
readers (:mod:`hearts_qt.ui.table.accessibility`) both use.

The ring shows once the person uses the keys (``TableView.keyboard_used``; a click hides it again) and only while
the keys act on the hand: not while the table's Pass cards or OK button has the keyboard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from hearts_qt.engine import PASS_SIZE
from hearts_qt.text.cards import card_name
from hearts_qt.ui.table.card_item import CardItem

if TYPE_CHECKING:
    from hearts_qt.ui.table.view import TableView


class TableKeys:
    """What the keys do at ``table``, and the ring that shows where they act."""

    def __init__(self, table: TableView) -> None:
        self.table = table

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Answer a key pressed at the table; False when the key is not the table's (the view passes it on)."""
        t, key = self.table, event.key()
        if t.holding and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            t.confirm_received()
            return True
        if t.mode == "idle" or not t.hand:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            # The first arrow shows where the focus is (the first playable card, or the one last clicked); the
            # next ones move it.
            if t.keyboard_used:
                step = -1 if key == Qt.Key.Key_Left else 1
                t.focus_index = (t.focus_index + step) % len(t.hand)
            t.keyboard_used = True
            self.show_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            t.keyboard_used = True
            if 0 <= t.focus_index < len(t.hand):
                t.activate(t.hand[t.focus_index])
        elif key == Qt.Key.Key_P and t.mode == "pass":
            t.keyboard_used = True
            chosen = len(t.selected())
            if chosen != PASS_SIZE:
                self.show_focus(announce=False)  # the ring shows where the arrows start; the sentence says why
                t.status.emit(QCoreApplication.translate("Table", "To pass, select %1 cards first: %2 selected "
                                                         "so far.").replace("%1", str(PASS_SIZE))
                              .replace("%2", str(chosen)))
            else:
                t.confirm_pass()
        else:
            return False
        return True

    def ring_wanted(self) -> bool:
        """Whether the card the keys act on shows its ring: for someone using the keys, while the person is asked,
        and not while the table's Pass cards or OK button has the keyboard (one thing at a time looks focused)."""
        t = self.table
        on_a_button = QApplication.focusWidget() in (t.pass_button, t.ok_button)
        return t.keyboard_used and t.mode != "idle" and not on_a_button

    def ring_follows_the_keys(self) -> None:
        """After the keyboard focus moved: the ring goes or comes back, and nothing else is touched (a card the
        hint put on top stays there when the focus only went to a menu)."""
        t = self.table
        wanted = self.ring_wanted() and 0 <= t.focus_index < len(t.hand)
        if any(item.focused for item in t.hand) != wanted:
            self.show_ring()
            if not wanted and QApplication.focusWidget() in (t.pass_button, t.ok_button):
                t.status.emit("")  # the ringed card's name would be stale beside a focused button

    def show_ring(self) -> None:
        """The ring on the card the keys act on (when wanted), that card on top of the fan, every other one back in
        its place in the stack."""
        t = self.table
        ringed = self.ring_wanted()
        for index, item in enumerate(t.hand):
            focused = ringed and index == t.focus_index
            item.set_looks(focused=focused)
            # The ringed card keeps its place in the fan: raised, it would hide its neighbours' corner indices.
            item.setZValue(10 + index)

    def show_focus(self, announce: bool | None = None, *, passive: bool = False) -> None:
        """Ring the focused card; the status bar says it for someone using the keyboard, or when ``announce``
        asks (a pass selection changed). ``passive``: nobody pressed anything (a turn began), so an answer the
        person asked for a moment ago (Restart hand) stays in the status bar."""
        t = self.table
        self.show_ring()
        if t.mode == "idle" or not 0 <= t.focus_index < len(t.hand):
            return
        # Screen readers read the card from the table's accessible tree (accessible.py), with its focus.
        text = card_text(t, t.hand[t.focus_index])
        if t.keyboard_used if announce is None else announce:
            (t.passive_status if passive else t.status).emit(text)


def card_state(table: TableView, item: CardItem) -> str:
    """The state a card of the hand is read with: playable or not while the person plays, selected or not while
    they pass, none otherwise."""
    if table.mode == "play":
        return (QCoreApplication.translate("Table", "playable") if item.card in table.legal
                else QCoreApplication.translate("Table", "not playable"))
    if table.mode == "pass":
        return (QCoreApplication.translate("Table", "selected") if item.selected_for_pass
                else QCoreApplication.translate("Table", "not selected"))
    return ""


def card_text(table: TableView, item: CardItem) -> str:
    """A card of the hand in words, with its state: "Queen of spades, playable"."""
    assert item.card is not None
    state = card_state(table, item)
    return f"{card_name(item.card)}, {state}" if state else card_name(item.card)
