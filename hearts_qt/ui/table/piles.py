"""The piles the table's cards lie in: the person's hand, each opponent's face-down cards, the trick, Cancellation's
cancelled cards and kitty, and the cards on their way off the table.

A pile owns its card items, in order, and says where each rests for the table's current layout (:meth:`Pile.rest`).
Cards change piles only through :meth:`TableCards.move` (or come onto the table with :meth:`TableCards.add`), so no
list of cards is written from outside: the presenter says "these cards go to that pile", then animates them to
their rest, or lets :meth:`TableCards.place_all` put them there at once.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from hearts_qt.engine import HUMAN_SEAT, PLAYER_RANGE, Card
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.layout import PILE_SCALE, TableLayout, hand_centers, hand_poses, lifted_pose, pending_pose

#: Every seat the table can have (opponents' piles exist for each; only the seats in play are used).
MAX_SEATS = PLAYER_RANGE[1]
#: Where each pile lies in the stack of the scene: plates below (5), the hands (10 and up), the pile in the middle
#: (50 and up), the trick (100 and up); cards in flight go above all (200 and up).
HAND_Z, PILE_Z, TRICK_Z = 10.0, 50.0, 100.0


@dataclass(frozen=True)
class Rest:
    """Where a card lies when nothing moves it: its centre, its turn, its size and its place in the stack."""

    pos: QPointF
    rotation: float
    width: float
    height: float
    z: float


def _sort_key(item: CardItem) -> tuple[int, int]:
    card = item.card
    assert card is not None
    return int(card.suit), card.rank


class Pile(ABC):
    """Cards that lie together, in order; each rests where :meth:`rest` says for the current layout."""

    def __init__(self, layout: Callable[[], TableLayout]) -> None:
        self._layout = layout
        self._items: list[CardItem] = []

    @property
    def items(self) -> tuple[CardItem, ...]:
        return tuple(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[CardItem]:
        return iter(tuple(self._items))

    def __contains__(self, item: object) -> bool:
        return item in self._items

    def index(self, item: CardItem) -> int:
        return self._items.index(item)

    @abstractmethod
    def rest(self, index: int) -> Rest:
        """Where card ``index`` of the pile rests (with the pile as it is now)."""

    def rest_of(self, item: CardItem) -> Rest:
        return self.rest(self.index(item))

    def place(self) -> None:
        """Every card of the pile at rest, at once (after a resize, or a change no animation covers)."""
        for index, item in enumerate(self._items):
            put_at_rest(item, self.rest(index))

    # Only TableCards changes what a pile holds.
    def _put(self, item: CardItem, _seat: int | None) -> None:
        self._items.append(item)

    def _take(self, item: CardItem) -> None:
        self._items.remove(item)

    def _clear(self) -> list[CardItem]:
        items, self._items = self._items, []
        return items


def put_at_rest(item: CardItem, rest: Rest) -> None:
    """``item`` where ``rest`` says, at its size there, as it rests: not at the deck's size, whatever a deal cut
    short left it at, and with its own shadow."""
    item.set_size(rest.width, rest.height)
    item.setPos(rest.pos)
    item.setRotation(rest.rotation)
    item.setZValue(rest.z)
    item.setScale(1.0)
    item.set_shadow_level(1.0)


class HandPile(Pile):
    """The person's cards, face up in a fan, sorted by suit and rank; a card chosen for the pass, just received or
    suggested by the hint rests lifted out of the fan."""

    def rest(self, index: int) -> Rest:
        return self.rest_among(index, len(self._items))

    def rest_among(self, index: int, count: int) -> Rest:
        """Where card ``index`` would rest in a hand of ``count`` cards (lifted if the card there now is)."""
        lay = self._layout()
        place = lay.seats[HUMAN_SEAT]
        pose = hand_poses(place, count)[index]
        item = self._items[index] if index < len(self._items) else None
        if item is not None and (item.selected_for_pass or item.received or item.highlighted):
            pose = lifted_pose(place, pose)
        return Rest(QPointF(*pose.center), pose.rotation, lay.card_w, lay.card_h, HAND_Z + index)

    def _put(self, item: CardItem, _seat: int | None) -> None:
        keys = [_sort_key(other) for other in self._items]
        key = _sort_key(item)
        self._items.insert(sum(1 for other in keys if other <= key), item)

    def selected(self) -> list[CardItem]:
        """The cards chosen for the pass, in the hand's order."""
        return [item for item in self._items if item.selected_for_pass]

    def item_of(self, card: Card) -> CardItem | None:
        return next((item for item in self._items if item.card == card), None)


class BacksPile(Pile):
    """An opponent's face-down cards, in a line along its side of the table."""

    def __init__(self, layout: Callable[[], TableLayout], seat: int) -> None:
        super().__init__(layout)
        self.seat = seat

    def rest(self, index: int) -> Rest:
        place = self._layout().seats[self.seat]
        centre = hand_centers(place, len(self._items))[index]
        return Rest(QPointF(*centre), place.rotation, place.card_w, place.card_h, HAND_Z + index)

    def middle(self) -> CardItem:
        """The card a played one is taken from: the middle of the line, which then closes up evenly."""
        return self._items[len(self._items) // 2]


class TrickPile(Pile):
    """The cards played to the trick, each before the seat that played it, in the order they were played."""

    def __init__(self, layout: Callable[[], TableLayout]) -> None:
        super().__init__(layout)
        self._seats: list[int] = []

    @property
    def plays(self) -> tuple[tuple[int, CardItem], ...]:
        """(seat, card) in the order they were played."""
        return tuple(zip(self._seats, self._items, strict=True))

    def rest(self, index: int) -> Rest:
        lay = self._layout()
        place = lay.seats[self._seats[index]]
        return Rest(QPointF(*place.trick_pos), place.trick_rotation, lay.trick_card_w, lay.trick_card_h,
                    TRICK_Z + index)

    def _put(self, item: CardItem, seat: int | None) -> None:
        assert seat is not None, "a card in the trick is played by a seat"
        self._items.append(item)
        self._seats.append(seat)

    def _take(self, item: CardItem) -> None:
        del self._seats[self._items.index(item)]
        self._items.remove(item)
        item.set_tag("")  # whose card it was is said only while it lies in the trick

    def _clear(self) -> list[CardItem]:
        self._seats = []
        return super()._clear()


class CentrePile(Pile):
    """Cancellation's pile beside the trick, a little fanned: the cancelled cards waiting for the next winner, then
    the kitty waiting for the first one (``after`` is the pile this one lies on)."""

    def __init__(self, layout: Callable[[], TableLayout], after: CentrePile | None = None) -> None:
        super().__init__(layout)
        self._after = after

    def rest(self, index: int) -> Rest:
        lay = self._layout()
        place = index + (len(self._after) if self._after is not None else 0)
        pose = pending_pose(lay, place)
        return Rest(QPointF(*pose.center), 0.0, lay.trick_card_w * PILE_SCALE, lay.trick_card_h * PILE_SCALE,
                    PILE_Z + place)


class LeavingPile(Pile):
    """Cards on their way off the table (a collected trick, passed cards, a hand played out): they stay where the
    animation takes them, and once there they are hidden and kept until the table is cleared (never freed in the
    middle of an event that may still touch them)."""

    def __init__(self, layout: Callable[[], TableLayout]) -> None:
        super().__init__(layout)
        self._gone: list[CardItem] = []

    def rest(self, index: int) -> Rest:
        item = self._items[index]
        return Rest(item.pos(), item.rotation(), *item.size, item.zValue())

    def place(self) -> None:
        """Cards on their way stay on their way: a resize does not move them."""

    def land(self) -> None:
        """The cards on their way have arrived: they leave the table."""
        for item in self._items:
            item.hide()
            item.set_clickable(False)
        self._gone.extend(self._clear())

    def _clear_all(self) -> list[CardItem]:
        items = [*self._clear(), *self._gone]
        self._gone = []
        return items


class TableCards:
    """Every pile on the table; the one way cards come onto the table, change piles, and leave it."""

    def __init__(self, layout: Callable[[], TableLayout]) -> None:
        self.hand = HandPile(layout)
        self.backs: tuple[BacksPile, ...] = tuple(BacksPile(layout, seat) for seat in range(MAX_SEATS))
        self.trick = TrickPile(layout)
        self.pending = CentrePile(layout)
        self.kitty = CentrePile(layout, after=self.pending)
        self.leaving = LeavingPile(layout)

    def resting(self) -> list[Pile]:
        """The piles whose cards lie at rest on the table (the hand, the backs, the trick, the pile)."""
        return [self.hand, *self.backs[1:], self.trick, self.pending, self.kitty]

    def on_table(self) -> list[CardItem]:
        """Every card lying on the table, not those on their way off it."""
        return [item for pile in self.resting() for item in pile.items]

    def pile_of(self, item: CardItem) -> Pile | None:
        return next((pile for pile in [*self.resting(), self.leaving] if item in pile), None)

    def add(self, item: CardItem, to: Pile, seat: int | None = None) -> None:
        """A new card comes onto the table into ``to`` (``seat``: who played it, for the trick)."""
        to._put(item, seat)

    def move(self, items: Iterable[CardItem], to: Pile, seat: int | None = None) -> None:
        """``items`` leave the pile they lie in for ``to`` (``seat``: who played them, for the trick)."""
        for item in list(items):
            source = self.pile_of(item)
            assert source is not None, "only a card on the table changes piles"
            source._take(item)
            to._put(item, seat)

    def send_off(self, items: Iterable[CardItem]) -> None:
        """``items`` are on their way off the table (see :class:`LeavingPile`)."""
        self.move(items, self.leaving)

    def clear(self) -> list[CardItem]:
        """Every card leaves every pile (a new hand or a new game); returns them, for the scene to drop."""
        items = [item for pile in self.resting() for item in pile._clear()]
        return items + self.leaving._clear_all()

    def place_all(self) -> None:
        """Every card at rest in its pile, at once."""
        for pile in self.resting():
            pile.place()
