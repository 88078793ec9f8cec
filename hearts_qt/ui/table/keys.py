"""The keys at the table: the focus ring on the person's cards (← / →), Space or Enter to select or play, P to pass,
Enter on the received cards; and the words for a card of the hand with its state, which the status bar and screen
readers (:mod:`hearts_qt.ui.table.accessibility`) both use.

The ring shows once the person uses the keys (:attr:`KeyedTable.keyboard_used`; a click hides it again) and only
while the keys act on the hand: not while the table's Pass cards or OK button has the keyboard. The keys own where
the ring is (:attr:`TableKeys.focus_index`); they act on the table through :class:`KeyedTable`, which the view is.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from hearts_qt.engine import PASS_SIZE, Card
from hearts_qt.text.cards import card_name
from hearts_qt.text.format import Sentence, fill
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.mode import Mode
from hearts_qt.ui.table.piles import HAND_Z, HandPile

#: The pass key: P, and П, which the same key types in the Macedonian and Serbian Cyrillic layouts (Qt names a
#: letter key by the letter the layout gives it, so a Cyrillic keyboard never sends Key_P).
PASS_KEYS = (Qt.Key.Key_P, ord("П"))


class KeyedTable(Protocol):
    """What the keys need of the table: what it asks, the hand, and the person's actions."""

    keyboard_used: bool

    @property
    def mode(self) -> Mode: ...

    @property
    def legal(self) -> frozenset[Card]: ...

    @property
    def holding(self) -> bool: ...

    @property
    def hand_pile(self) -> HandPile: ...

    def buttons(self) -> tuple[QWidget, ...]: ...

    def activate(self, item: CardItem) -> None: ...

    def confirm_pass(self) -> None: ...

    def confirm_received(self) -> None: ...

    def say(self, text: str, *, passive: bool = False) -> None: ...


class TableKeys:
    """What the keys do at ``table``, and the ring that shows where they act."""

    def __init__(self, table: KeyedTable) -> None:
        self.table = table
        self.focus_index = -1  # the card of the hand the keys act on (-1: none yet)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Answer a key pressed at the table; False when the key is not the table's (the view passes it on)."""
        t, key, hand = self.table, event.key(), self.table.hand_pile
        if t.holding and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            t.confirm_received()
            return True
        if t.mode is Mode.IDLE or not len(hand):
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            # The first arrow shows where the focus is (the first playable card, or the one last clicked); the
            # next ones move it.
            if t.keyboard_used:
                step = -1 if key == Qt.Key.Key_Left else 1
                self.focus_index = (self.focus_index + step) % len(hand)
            t.keyboard_used = True
            self.show_focus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            t.keyboard_used = True
            if 0 <= self.focus_index < len(hand):
                t.activate(hand.items[self.focus_index])
        elif key in PASS_KEYS and t.mode is Mode.PASS:
            t.keyboard_used = True
            chosen = len(hand.selected())
            if chosen != PASS_SIZE:
                self.show_focus(announce=False)  # the ring shows where the arrows start; the sentence says why
                t.say(Sentence(lambda: fill(QCoreApplication.translate(
                    "Table", "To pass, select %1 cards first: %2 selected so far."), PASS_SIZE, chosen)))
            else:
                t.confirm_pass()
        else:
            return False
        return True

    def focus_on(self, item: CardItem) -> None:
        """The ring goes to ``item`` of the hand (clicked, or suggested by the hint)."""
        hand = self.table.hand_pile
        if item in hand:
            self.focus_index = hand.index(item)

    def keep_in_hand(self) -> None:
        """The hand changed or a question began: the ring stays on a card of the hand, a playable one when the
        person plays."""
        t, hand = self.table, self.table.hand_pile
        if t.mode is Mode.IDLE or not len(hand):
            self.focus_index = min(self.focus_index, len(hand) - 1)
            return
        self.focus_index = min(max(self.focus_index, 0), len(hand) - 1)
        if t.mode is Mode.PLAY and hand.items[self.focus_index].card not in t.legal:
            self.focus_index = next((i for i, it in enumerate(hand.items) if it.card in t.legal), 0)

    def ring_wanted(self) -> bool:
        """Whether the card the keys act on shows its ring: for someone using the keys, while the person is asked,
        and not while the table's Pass cards or OK button has the keyboard (one thing at a time looks focused)."""
        t = self.table
        on_a_button = QApplication.focusWidget() in t.buttons()
        return t.keyboard_used and t.mode is not Mode.IDLE and not on_a_button

    def ring_follows_the_keys(self) -> None:
        """After the keyboard focus moved: the ring goes or comes back, and nothing else is touched (a card the
        hint put on top stays there when the focus only went to a menu)."""
        t, hand = self.table, self.table.hand_pile
        wanted = self.ring_wanted() and 0 <= self.focus_index < len(hand)
        if any(item.focused for item in hand) != wanted:
            self.show_ring()
            if not wanted and QApplication.focusWidget() in t.buttons():
                t.say("")  # the ringed card's name would be stale beside a focused button

    def show_ring(self) -> None:
        """The ring on the card the keys act on (when wanted), that card on top of the fan, every other one back in
        its place in the stack."""
        ringed = self.ring_wanted()
        hand = self.table.hand_pile
        for index, item in enumerate(hand):
            item.set_looks(focused=ringed and index == self.focus_index)
            # The ringed card keeps its place in the fan: raised, it would hide its neighbours' corner indices.
            item.setZValue(HAND_Z + index)

    def show_focus(self, announce: bool | None = None, *, passive: bool = False) -> None:
        """Ring the focused card; the status bar says it for someone using the keyboard, or when ``announce``
        asks (a pass selection changed). ``passive``: nobody pressed anything (a turn began), so an answer the
        person asked for a moment ago (Restart hand) stays in the status bar."""
        t, hand = self.table, self.table.hand_pile
        self.show_ring()
        if t.mode is Mode.IDLE or not 0 <= self.focus_index < len(hand):
            return
        # Screen readers read the card from the table's accessible tree (accessibility.py), with its focus.
        item, mode, legal = hand.items[self.focus_index], t.mode, t.legal
        if t.keyboard_used if announce is None else announce:
            t.say(Sentence(lambda: card_text(item, mode, legal)), passive=passive)


def card_state(item: CardItem, mode: Mode, legal: frozenset[Card]) -> str:
    """The state a card of the hand is read with: playable or not while the person plays, selected or not while
    they pass, none otherwise."""
    if mode is Mode.PLAY:
        return (QCoreApplication.translate("Table", "playable") if item.card in legal
                else QCoreApplication.translate("Table", "not playable"))
    if mode is Mode.PASS:
        return (QCoreApplication.translate("Table", "selected") if item.selected_for_pass
                else QCoreApplication.translate("Table", "not selected"))
    return ""


def card_text(item: CardItem, mode: Mode, legal: frozenset[Card]) -> str:
    """A card of the hand in words, with its state: "Queen of spades, playable"."""
    assert item.card is not None
    state = card_state(item, mode, legal)
    return f"{card_name(item.card)}, {state}" if state else card_name(item.card)
