"""What assistive technology reads on the card table: the person's hand, the cards in the middle, the scores,
whose turn it is and the hand's state, and spoken announcements of what happens.

The cards are ``QGraphicsScene`` items, which Qt's accessibility does not see. :func:`install` gives every
:class:`TableView` an interface whose children, after its real child widgets, are live views of the table: lists
of cards ("Queen of spades, playable") and seats, and two labels. Each node reads the table when asked, so the
tree is never out of step; :class:`TableAccessibility` tells listening tools what changed (names, selection, the
focused card) and announces a trick won, hearts broken, the messages in the middle of the table and the person's
turn through ``QAccessibleAnnouncementEvent``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QGraphicsItem, QWidget

from hearts_qt.controller import GameController
from hearts_qt.engine import HUMAN_SEAT, TrickWon
from hearts_qt.text.cards import card_name
from hearts_qt.text.format import fill
from hearts_qt.ui.table.keys import card_text
from hearts_qt.ui.table.mode import Mode
from hearts_qt.ui.table.view import TableView


class Entry(NamedTuple):
    """One card or seat as a screen reader gets it."""

    name: str
    description: str
    states: frozenset[str]
    item: QGraphicsItem  # where it shows (its rectangle is worked out only when asked for)


def _screen_rect(table: TableView, item: QGraphicsItem | None) -> QRect:
    """Where ``item`` shows on the screen (the whole table for None)."""
    if item is None:
        return QRect(table.mapToGlobal(table.rect().topLeft()), table.size())
    local = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(table.viewport().mapToGlobal(local.topLeft()), local.size())


def hand_entries(table: TableView) -> list[Entry]:
    focus = table.hasFocus() and table.mode is not Mode.IDLE
    entries = []
    for index, item in enumerate(table.hand):
        if item.card is None:
            continue
        name = card_text(item, table.mode, table.legal)
        states = {"focusable"}
        if table.mode is Mode.PASS:
            states.add("selectable")
            if item.selected_for_pass:
                states.add("selected")
        if focus and index == table.focus_index:
            states.add("focused")
        entries.append(Entry(name, item.toolTip(), frozenset(states), item))
    return entries


def trick_entries(table: TableView, names: Sequence[str]) -> list[Entry]:
    entries = []
    for seat, item in table.trick:
        if item.card is None:
            continue
        if seat == HUMAN_SEAT:
            name = fill(QCoreApplication.translate("Accessible", "%1, your card"), card_name(item.card))
        else:
            name = fill(QCoreApplication.translate("Accessible", "%1, played by %2"), card_name(item.card),
                        names[seat] if seat < len(names) else "")
        entries.append(Entry(name, "", frozenset(), item))
    if table.pile_caption.text:
        entries.append(Entry(table.pile_caption.text, "", frozenset(), table.pile_caption))
    return entries


def score_entries(table: TableView) -> list[Entry]:
    return [
        Entry(
            fill(QCoreApplication.translate("Accessible", "%1: %2 in total, %3 this hand"), plate.name, plate.total,
                 plate.hand_points),
            plate.toolTip(),
            frozenset(),
            plate,
        )
        for plate in table.plates[: table.players]
    ]


def turn_text(table: TableView) -> str:
    """Whose turn it is ("Your turn", "Boris to play"), else the standing instruction, else nobody's."""
    active = next((plate for plate in table.plates[: table.players] if plate.active), None)
    if active is not None and active.seat == HUMAN_SEAT:
        return QCoreApplication.translate("Accessible", "Your turn")
    if active is not None:
        return fill(QCoreApplication.translate("Accessible", "%1 to play"), active.name)
    return table.prompt_text or QCoreApplication.translate("Accessible", "Nobody's turn")


def game_text(table: TableView) -> str:
    """The corner badge in words: hearts broken or not, the game, the hand and its pass."""
    return ", ".join(table.badge.lines())


class _Node(QAccessibleInterface):
    """A node of the table's tree that no widget stands behind: it reads the table each time it is asked."""

    def __init__(self, table: TableView) -> None:
        super().__init__()
        self.table = table

    def isValid(self) -> bool:
        return shiboken6.isValid(self.table)

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window().windowHandle() if self.isValid() else None

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """Names are the game's to set."""

    def childCount(self) -> int:
        return 0

    def child(self, _index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, _child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, _x: int, _y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(self, _match: QAccessible.RelationFlag | None = None
                  ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def table_interface(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.table) if self.isValid() else None


def _state(names: frozenset[str] | set[str]) -> QAccessible.State:
    state = QAccessible.State()
    for name in names:
        setattr(state, name, 1)
    return state


class _Group(_Node):
    """A list on the table (the hand, the cards in the middle, the scores) with one slot per entry."""

    def __init__(self, table: TableView, name: Callable[[], str], entries: Callable[[], list[Entry]]) -> None:
        super().__init__(table)
        self._name = name
        self.entries = entries
        self.slots: list[_Slot] = []

    def slot(self, index: int) -> _Slot:
        """The node for entry ``index``, made once and kept (screen readers hold on to what they were given)."""
        while len(self.slots) <= index:
            slot = _Slot(self.table, self, len(self.slots))
            QAccessible.registerAccessibleInterface(slot)
            self.slots.append(slot)
        return self.slots[index]

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def text(self, t: QAccessible.Text) -> str:
        return self._name() if t == QAccessible.Text.Name and self.isValid() else ""

    def state(self) -> QAccessible.State:
        return _state(set() if self.isValid() and self.table.isVisible() else {"invisible"})

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        rects = [_screen_rect(self.table, entry.item) for entry in self.entries()]
        if not rects:
            return _screen_rect(self.table, None)
        united = rects[0]
        for r in rects[1:]:
            united = united.united(r)
        return united

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table_interface()

    def childCount(self) -> int:
        return len(self.entries()) if self.isValid() else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.slot(index) if 0 <= index < self.childCount() else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, slot in enumerate(self.slots) if slot is child and i < self.childCount()), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        entries = self.entries() if self.isValid() else []
        return next((self.slot(i) for i, e in enumerate(entries) if "focused" in e.states), None)


class _Slot(_Node):
    """Entry ``index`` of a group, whichever card or seat is there now."""

    def __init__(self, table: TableView, group: _Group, index: int) -> None:
        super().__init__(table)
        self.group = group
        self.index = index

    def entry(self) -> Entry | None:
        entries = self.group.entries() if self.isValid() else []
        return entries[self.index] if self.index < len(entries) else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, t: QAccessible.Text) -> str:
        entry = self.entry()
        if entry is None:
            return ""
        if t == QAccessible.Text.Name:
            return entry.name
        return entry.description if t == QAccessible.Text.Description else ""

    def state(self) -> QAccessible.State:
        entry = self.entry()
        return _state(entry.states if entry is not None else {"invisible"})

    def rect(self) -> QRect:
        entry = self.entry()
        return _screen_rect(self.table, entry.item) if entry is not None else QRect()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.group


class _Label(_Node):
    """A line of text on the table: whose turn it is, the state of the hand."""

    def __init__(self, table: TableView, name: Callable[[], str], where: Callable[[], QGraphicsItem | None]) -> None:
        super().__init__(table)
        self._name = name
        self._where = where

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def text(self, t: QAccessible.Text) -> str:
        return self._name() if t == QAccessible.Text.Name and self.isValid() else ""

    def state(self) -> QAccessible.State:
        return _state(set() if self.isValid() and self.table.isVisible() else {"invisible"})

    def rect(self) -> QRect:
        return _screen_rect(self.table, self._where()) if self.isValid() else QRect()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table_interface()


class TableInterface(QAccessibleWidget):
    """The table view's interface: its own widgets (the pass and OK buttons), then the hand, the cards in the
    middle, the scores, whose turn it is and the hand's state."""

    def __init__(self, table: TableView) -> None:
        super().__init__(table, QAccessible.Role.Pane)
        self.table = table
        self.hand = _Group(table, lambda: QCoreApplication.translate("Accessible", "Your hand"),
                           lambda: hand_entries(table))
        self.trick = _Group(table, lambda: QCoreApplication.translate("Accessible", "Cards on the table"),
                            lambda: trick_entries(table, table.names))
        self.scores = _Group(table, lambda: QCoreApplication.translate("Accessible", "Scores"),
                             lambda: score_entries(table))
        self.turn = _Label(table, lambda: turn_text(table), lambda: next(
            (plate for plate in table.plates[: table.players] if plate.active), None))
        self.game = _Label(table, lambda: game_text(table), lambda: table.badge)
        self.nodes: list[_Node] = [self.hand, self.trick, self.scores, self.turn, self.game]
        ids = [QAccessible.registerAccessibleInterface(node) for node in self.nodes]
        # Nodes without a widget stay in Qt's cache until told to go: they go with the table.
        table.destroyed.connect(lambda: _forget(ids, [self.hand, self.trick, self.scores]))

    def _widgets(self) -> list[QAccessibleInterface]:
        """The table's own child widgets a person meets: its buttons, not the view's viewport and scroll bars."""
        scroll_parts = {self.table.viewport(), self.table.horizontalScrollBar().parentWidget(),
                        self.table.verticalScrollBar().parentWidget()}
        children = (super(TableInterface, self).child(i) for i in range(super().childCount()))
        return [child for child in children if child is not None and child.object() not in scroll_parts]

    def childCount(self) -> int:
        return len(self._widgets()) + len(self.nodes)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widgets = self._widgets()
        if 0 <= index < len(widgets):
            return widgets[index]
        index -= len(widgets)
        return self.nodes[index] if 0 <= index < len(self.nodes) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        everything = [*self._widgets(), *self.nodes]
        # A widget's interface may come back in a new wrapper: the widget behind it says which it is.
        return next((i for i, node in enumerate(everything)
                     if node is child or (node.object() is not None and node.object() is child.object())), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.hand.focusChild() or super().focusChild()


def _forget(ids: list[int], groups: list[_Group]) -> None:
    for uid in ids + [QAccessible.uniqueId(slot) for group in groups for slot in group.slots]:
        QAccessible.deleteAccessibleInterface(uid)


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    return TableInterface(obj) if isinstance(obj, TableView) else None


_installed = False


def install() -> None:
    """Give table views their interface (once per process; before the first table is asked for one)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def table_interface(table: TableView) -> TableInterface | None:
    """The table's interface; None for a table made before :func:`install` ran (it has Qt's plain one)."""
    iface = QAccessible.queryAccessibleInterface(table)
    return iface if isinstance(iface, TableInterface) else None


def trick_sentence(event: TrickWon, names: Sequence[str]) -> str:
    """ "Boris takes the trick, scoring 3." ("You take the trick." when it scores nothing). The number stands
    without a noun, so the sentence needs no plural forms."""
    if event.winner == HUMAN_SEAT:
        if event.points:
            return fill(QCoreApplication.translate("Accessible", "You take the trick, scoring %1."), event.points)
        return QCoreApplication.translate("Accessible", "You take the trick.")
    name = names[event.winner] if event.winner < len(names) else ""
    if event.points:
        return fill(QCoreApplication.translate("Accessible", "%1 takes the trick, scoring %2."), name, event.points)
    return fill(QCoreApplication.translate("Accessible", "%1 takes the trick."), name)


class Snapshot(NamedTuple):
    """What the listening tools were last told: each group's (name, states) per slot, and the labels' names."""

    groups: tuple[tuple[tuple[str, frozenset[str]], ...], ...]
    labels: tuple[str, ...]


class TableAccessibility(QObject):
    """Tells assistive technology what changes on the table, and announces what happens.

    ``announced`` carries every announcement's text (what a screen reader is asked to say), in order.
    """

    announced = Signal(str)

    def __init__(self, table: TableView, controller: GameController) -> None:
        super().__init__(table)
        self.table = table
        self.controller = controller
        self._told: Snapshot | None = None
        # Connected after the presenter: an announcement queued on the director follows the presenter's batches,
        # so "Boris takes the trick" is said when the trick reaches Boris.
        controller.trick_won.connect(self._on_trick_won)
        controller.human_turn.connect(lambda _legal: self.announce(
            QCoreApplication.translate("Accessible", "Your turn")))
        table.message_shown.connect(self.announce)
        table.scene().changed.connect(self.refresh)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

    def announce(self, text: str) -> None:
        """Ask screen readers to say ``text`` (politely: after what they are saying)."""
        if not text:
            return
        self.announced.emit(text)
        event = QAccessibleAnnouncementEvent(self.table, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)

    def _on_trick_won(self, event: TrickWon) -> None:
        sentence = trick_sentence(event, self.controller.names)
        self.table.director.enqueue(lambda: self.announce(sentence))

    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if self.table in (old, new):
            self.refresh()

    @staticmethod
    def snapshot(iface: TableInterface) -> Snapshot:
        groups = tuple(tuple((e.name, e.states) for e in group.entries())
                       for group in (iface.hand, iface.trick, iface.scores))
        return Snapshot(groups, (iface.turn.text(QAccessible.Text.Name), iface.game.text(QAccessible.Text.Name)))

    def refresh(self) -> None:
        """Send the changes since the last refresh as accessibility events (only while a tool listens)."""
        if not QAccessible.isActive() or not shiboken6.isValid(self.table):
            return
        iface = table_interface(self.table)
        if iface is None:
            return
        now = self.snapshot(iface)
        told, self._told = self._told, now
        if told is None or told == now:
            return
        for group, old, new in zip((iface.hand, iface.trick, iface.scores), told.groups, now.groups, strict=True):
            self._tell_group(group, old, new)
        for label, old_name, new_name in zip((iface.turn, iface.game), told.labels, now.labels, strict=True):
            if old_name != new_name:
                QAccessible.updateAccessibility(QAccessibleEvent(label, QAccessible.Event.NameChanged))

    @staticmethod
    def _tell_group(group: _Group, old: tuple[tuple[str, frozenset[str]], ...],
                    new: tuple[tuple[str, frozenset[str]], ...]) -> None:
        for index in range(len(new), len(old)):
            QAccessible.updateAccessibility(QAccessibleEvent(group.slot(index), QAccessible.Event.ObjectDestroyed))
        for index, (name, states) in enumerate(new):
            slot = group.slot(index)
            if index >= len(old):
                QAccessible.updateAccessibility(QAccessibleEvent(slot, QAccessible.Event.ObjectCreated))
                continue
            old_name, old_states = old[index]
            if name != old_name:
                QAccessible.updateAccessibility(QAccessibleEvent(slot, QAccessible.Event.NameChanged))
            changed = (states ^ old_states) - {"focused", "selected"}
            if changed:
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(slot, _state(changed)))
            if ("selected" in states) != ("selected" in old_states):
                # Qt's AT-SPI bridge tells a selection through these, not through a state change.
                kind = QAccessible.Event.SelectionAdd if "selected" in states else QAccessible.Event.SelectionRemove
                QAccessible.updateAccessibility(QAccessibleEvent(slot, kind))
            if "focused" in states and ("focused" not in old_states or name != old_name):
                QAccessible.updateAccessibility(QAccessibleEvent(slot, QAccessible.Event.Focus))

