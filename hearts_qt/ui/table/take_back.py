"""Undo on the table: the cards taken back slide from the trick to the hands that played them, and a trick that
had been collected comes back to the middle, instead of the table being laid out afresh.

The batch reads the table as it stands (whatever was still moving has been stopped where it was) and the person's
view after the undo, and moves cards between the piles through :class:`~hearts_qt.ui.table.piles.TableCards`: each
card taken back goes from the trick to its seat's hand (or, when its trick had been collected already, is put back
where it lay in the trick, then goes), the cards left in the trick stay or come back, and the pile in the middle
(Cancellation's cancelled cards and kitty) is made to match. An opponent's card turns face down as it lands.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF

from hearts_qt.engine import HUMAN_SEAT, Card, PlayerView
from hearts_qt.ui.table.animation import PLAY_MOVE, move, together
from hearts_qt.ui.table.batches import FLIGHT_Z, Anim, to_rest
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.piles import CentrePile, Pile
from hearts_qt.ui.table.view import TableView


def _home(t: TableView, seat: int) -> Pile:
    return t.cards.hand if seat == HUMAN_SEAT else t.cards.backs[seat]


def _in_the_trick(t: TableView, card: Card, seat: int) -> CardItem:
    """A card put back where it lay in the trick, face up at the trick's size (its trick had been collected)."""
    item = t.new_card(card, True, seat)
    place = t.layout_.seats[seat]
    item.set_size(t.layout_.trick_card_w, t.layout_.trick_card_h)
    item.setPos(QPointF(*place.trick_pos))
    item.setRotation(place.trick_rotation)
    return item


def take_back_batch(t: TableView, view: PlayerView, taken: Sequence[tuple[int, Card]]) -> tuple[Anim, list[CardItem]]:
    """The cards ``taken`` back ((seat, card), in the order they were played) return to their hands, and the
    trick and the middle pile become what ``view`` shows. Returns the batch, and the opponents' returned cards,
    to be turned face down once they have landed (:func:`turn_down`)."""
    cards, motion = t.cards, t.timing.motion
    going = list(taken)
    homes: set[int] = set()
    returned: list[CardItem] = []
    stays = list(view.current_trick)
    lying = list(cards.trick.plays)
    for seat, item in lying:  # first what leaves the trick for a hand, so that what stays keeps its order
        play = (seat, item.card)
        if item.card is not None and play in going and play not in stays:
            going.remove((seat, item.card))
            returned.append(_go_home(t, item, seat))
            homes.add(seat)
    for seat, card in going:  # taken from a trick already collected: from where it lay in that trick
        returned.append(_go_home(t, _in_the_trick(t, card, seat), seat))
        homes.add(seat)
    moves: list[Anim] = []
    on_table = {(seat, item.card): item for seat, item in cards.trick.plays}
    for seat, card in stays:  # the trick as the view has it, in the order it was played
        kept = on_table.get((seat, card))
        if kept is not None:
            cards.move([kept], cards.trick, seat)
        else:  # a collected trick's card comes back to the middle
            item = t.new_card(card, True, seat)
            cards.add(item, cards.trick, seat)
            rest = cards.trick.rest_of(item)
            item.set_size(rest.width, rest.height)
            item.setPos(rest.pos)
            item.setRotation(rest.rotation)
            item.setProperty("opacity", 0.0)
            moves.append(move(item, b"opacity", 1.0, t.timing.ms(PLAY_MOVE)))
    _match_pile(t, cards.pending, list(view.pending))
    _match_pile(t, cards.kitty, [None] * (view.kitty_size if not view.kitty else 0))
    t.show_pile_caption()
    for item in returned:
        item.setZValue(FLIGHT_Z)  # over the trick on its way home
        moves.append(t.timing.appear(item, PLAY_MOVE))
    for seat in sorted(homes):
        pile = _home(t, seat)
        moves.extend(to_rest(pile, motion(PLAY_MOVE)))
        for item in returned:
            if item in pile:
                item.setZValue(FLIGHT_Z)  # to_rest gave it its place in the stack: it lands there
    return together(moves), [item for item in returned if item not in cards.hand]


def _go_home(t: TableView, item: CardItem, seat: int) -> CardItem:
    """``item`` leaves wherever it lies for ``seat``'s hand, at the hand's card size, as played cards look there."""
    home = _home(t, seat)
    if t.cards.pile_of(item) is None:
        t.cards.add(item, home)
    else:
        t.cards.move([item], home)
    item.set_looks(dimmed=False, highlighted=False, focused=False, cancelled=False)
    rest = home.rest_of(item)
    item.set_size(rest.width, rest.height)
    return item


def _match_pile(t: TableView, pile: CentrePile, wanted: list[Card | None]) -> None:
    """``pile`` holds exactly ``wanted`` (cards, or ``None`` for face-down ones), in place at once: the middle pile
    after an undo (a cancelled trick taken back, the kitty not yet taken)."""
    if [item.card for item in pile] == wanted:
        return
    t.cards.send_off(list(pile))
    t.cards.leaving.land()
    for card in wanted:
        t.cards.add(t.new_card(card, card is not None, HUMAN_SEAT), pile)
    pile.place()


def turn_down(items: Sequence[CardItem]) -> None:
    """The opponents' returned cards have landed in their hands: face down again, like the rest of those hands."""
    for item in items:
        item.show_face(None, False)


__all__ = ["take_back_batch", "turn_down"]
