"""The table at a real speed: the finished trick slides to its winner, the turn follows the cards, dealt cards flip.

The game runs at instant speed until the moment a test looks at, which then runs at the "slow" speed; the tests
wait on the controller's signals and on the cards' own state, never on the clock.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QTimer

from hearts_qt.controller import game_controller
from hearts_qt.engine import CardPlayed, Rules, TrickWon, Variant
from hearts_qt.settings import ANIMATION_SPEEDS
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from hearts_qt.ui.table.batches import collect_point, deal_order

from .conftest import click_card

TIMEOUT = 20000
SLOW = ANIMATION_SPEEDS["slow"]


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def slow_trick_with_points(qtbot, make_window):
    """Play by clicking at instant speed until a trick with points is won; that trick is shown at "slow" speed.

    Returns the window, the TrickWon event, the trick's card items and the winner's points before it.
    """
    window = make_window(Rules(players=4, passing=False))
    c, table = window.controller, window.table
    turns: list[list] = []
    c.human_turn.connect(turns.append)
    seen: dict[str, object] = {}

    def before_trick_won(event: CardPlayed) -> None:
        # The engine has already finished the trick when its last card is reported: slow down for one with points.
        rnd = c.match.round
        if "won" not in seen and not rnd.current_trick and rnd.tricks and sum(rnd.points_taken()) > 0:
            table.timing.factor = SLOW

    def on_trick_won(event: TrickWon) -> None:
        if table.timing.factor == SLOW and "won" not in seen:
            seen["won"] = event
            seen["items"] = [item for _, item in table.trick] + list(table.pending)
            seen["points"] = table.plates[event.winner].hand_points

    c.card_played.connect(before_trick_won)
    c.trick_won.connect(on_trick_won)
    window.new_game(11)
    while "won" not in seen:
        qtbot.waitUntil(lambda: bool(turns) or "won" in seen, timeout=TIMEOUT)
        if "won" in seen:
            break
        legal = turns.pop()
        click_card(qtbot, window, legal[-1])
    return window, seen["won"], seen["items"], seen["points"]


def test_the_trick_slides_to_its_winner_and_scores_on_arrival(qtbot, make_window):
    window, event, items, before = slow_trick_with_points(qtbot, make_window)
    table = window.table
    assert isinstance(event, TrickWon) and event.points > 0
    plate = table.plates[event.winner]
    goal = collect_point(window.table.layout_, event.winner)  # beside the plate's name, on its edge towards the middle
    start = [distance(item.pos(), goal) for item in items]
    assert len(items) == 4 and min(start) > 50

    def part_way(low: float, high: float) -> bool:
        return all(low * d0 < distance(item.pos(), goal) < high * d0 for item, d0 in zip(items, start, strict=True))

    qtbot.waitUntil(lambda: part_way(0.1, 0.9), timeout=TIMEOUT)
    assert all(item.isVisible() for item in items), "the cards leave the table before they reach the winner"
    assert plate.hand_points == before, "the plate counted the points before the cards arrived"
    halfway = [distance(item.pos(), goal) for item in items]
    qtbot.waitUntil(lambda: all(distance(i.pos(), goal) < d - 1 for i, d in zip(items, halfway, strict=True)))
    with qtbot.waitSignal(table.director.idle, timeout=TIMEOUT):
        pass
    assert all(distance(item.pos(), goal) < 12 for item in items)
    assert not any(item.isVisible() for item in items)
    assert plate.hand_points == before + event.points


def test_a_new_game_mid_slide_takes_the_old_trick_away(qtbot, make_window):
    window, event, items, _ = slow_trick_with_points(qtbot, make_window)
    goal = collect_point(window.table.layout_, event.winner)
    start = [distance(item.pos(), goal) for item in items]
    qtbot.waitUntil(lambda: all(distance(i.pos(), goal) < 0.8 * d for i, d in zip(items, start, strict=True)),
                    timeout=TIMEOUT)
    window.table.timing.factor = 0
    with qtbot.waitSignal(window.controller.hand_dealt, timeout=TIMEOUT):
        window.new_game(12)
    assert all(item.scene() is None for item in items)


def test_the_turn_moves_on_as_the_card_sets_off(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(game_controller, "THINKING_DELAY_MS", 0)  # said at once, so its clearing can be seen
    window = make_window(Rules(players=4, passing=False))
    c, table = window.controller, window.table
    turns: list[list] = []
    c.human_turn.connect(turns.append)
    seen: list[tuple[int, str, bool, bool]] = []
    thinking: list[str] = []
    c.status_message.connect(thinking.append)

    def on_card_played(event: CardPlayed) -> None:
        if event.seat == 0 or seen:
            return
        item = next(i for s, i in table.trick if s == event.seat)
        flying = distance(item.pos(), table.trick_home(event.seat)) > 5
        seen.append((event.seat, window.statusBar().currentMessage(), table.plates[event.seat].active, flying))

    with qtbot.waitSignal(c.turn_changed, timeout=TIMEOUT):
        window.new_game(5)
    table.timing.factor = SLOW
    c.card_played.connect(on_card_played)
    while not seen:
        qtbot.waitUntil(lambda: bool(turns) or bool(seen), timeout=TIMEOUT)
        if turns and not seen:
            click_card(qtbot, window, turns.pop()[-1])
    seat, message, active, flying = seen[0]
    name = c.names[seat]
    assert f"{name} is thinking…" in thinking, "the computer was not asked as expected"
    assert flying
    assert "thinking" not in message, message
    assert not active
    assert not any(plate.active for plate in table.plates)


def test_dealt_cards_flip_face_up_as_they_land(qtbot, make_window):
    window = make_window(Rules(players=4))
    c, table = window.controller, window.table
    table.timing.factor = SLOW
    window.new_game(3)
    hand = list(table.hand)
    assert len(hand) == 13 and not any(item.face_up for item in hand)
    qtbot.waitUntil(lambda: any(item.face_up for item in hand) and not all(item.face_up for item in hand),
                    timeout=TIMEOUT)
    up = [item for item in hand if item.face_up]
    homes = {id(item): table.hand_home(i, 13) for i, item in enumerate(hand)}
    assert all(distance(item.pos(), homes[id(item)]) < table.layout_.card_h for item in up)
    qtbot.waitUntil(lambda: any(0.0 < item.turn < 1.0 for item in hand), timeout=TIMEOUT)
    with qtbot.waitSignal(c.pass_requested, timeout=TIMEOUT):
        pass
    assert all(item.face_up and item.turn == 1.0 for item in hand)


def seen_width(item) -> float:
    """The card's width on the table as drawn, unturned (its size times its scale; the shadow left out)."""
    return item.mapRectToScene(item.card_rect()).width()


def test_the_deck_is_one_pile_and_each_card_grows_to_its_size_as_it_leaves(qtbot, make_window):
    """Before the deal every card lies at the deck at one size (a card of the middle), the next to leave on top and
    only the bottom one casting a shadow; each leaves over the pile with its shadow and arrives at its own size."""
    window = make_window(Rules(players=6, variant=Variant.CANCELLATION))  # the kitty, and two sizes of card
    table = window.table
    table.timing.factor = SLOW
    window.new_game(3)
    order = [item for item, _, _ in deal_order(table)]
    pile = [*table.kitty, *order]
    deck = QPointF(*table.layout_.center)
    width = table.pile_size()[0]
    assert all(item.pos() == deck for item in pile)
    assert all(seen_width(item) == pytest.approx(width) for item in pile)
    assert all(item.size[0] * item.scale() == pytest.approx(width) for item in pile)
    # (The kitty leaves first, all at once: the deal has begun, so it is on its way already.)
    assert [item.get_shadow_level() for item in order] == [0.0] * (len(order) - 1) + [1.0]
    assert [item.zValue() for item in order] == sorted((item.zValue() for item in order), reverse=True)
    assert max(item.zValue() for item in order) < 10  # under every card in flight or at rest
    first = order[0]
    qtbot.waitUntil(lambda: first.pos() != deck, timeout=TIMEOUT)
    assert first.get_shadow_level() == 1.0 and first.zValue() >= 10
    assert all(item.zValue() < first.zValue() for item in order[1:] if item.pos() == deck)
    qtbot.waitUntil(lambda: all(item.face_up for item in table.hand) and not table.director.busy, timeout=TIMEOUT)
    rest = [*table.hand, *(i for seat in table.backs for i in seat), *table.kitty]
    assert all(item.scale() == 1.0 and item.get_shadow_level() == 1.0 for item in rest)
    assert {item.size[0] * item.scale() for item in table.hand} == {table.layout_.card_w} != {width}


class Progress:
    """The computers' turns begun and cards played: equal when no computer is deciding a card."""

    def __init__(self, controller: game_controller.GameController) -> None:
        self.turns = self.cards = 0
        controller.turn_changed.connect(self._turn)
        controller.card_played.connect(self._card)

    def _turn(self, seat: int) -> None:
        self.turns += seat > 0

    def _card(self, event: CardPlayed) -> None:
        self.cards += event.seat > 0


def standing_still(qtbot, window, progress: Progress) -> None:
    """Wait until the game stands still: no computer deciding, the table at rest (the card on its way has landed),
    and then one more turn of the event loop, in which a table that answered the controller would have set the next
    computer thinking."""
    qtbot.waitUntil(lambda: progress.turns == progress.cards and not window.table.director.busy, timeout=10000)
    turned: list[bool] = []
    QTimer.singleShot(0, lambda: turned.append(True))
    qtbot.waitUntil(lambda: bool(turned))


def test_nobody_plays_behind_a_window_over_the_table(qtbot, make_window):
    """Last trick (or any window-modal dialog) opened while the computers are to play: no card is played behind
    it, unseen; closing it lets the game go on."""
    window = make_window(Rules(players=4, passing=False))
    controller = window.controller
    played: list[CardPlayed] = []
    controller.card_played.connect(played.append)
    progress = Progress(controller)
    with qtbot.waitSignal(controller.human_turn, timeout=10000) as turn:
        window.new_game(seed=5)
    click_card(qtbot, window, turn.args[0][0])  # the person's card, then three computers and the next trick
    qtbot.waitUntil(lambda: len(controller.match.round.tricks) >= 1, timeout=10000)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: controller.human_request != 0, timeout=10000)
    controller.play_card(controller.human_view.legal[0])  # type: ignore[union-attr]  # now the computers play
    window.menus.last_trick_action.trigger()
    dialog = next(w for w in window.findChildren(LastTrickDialog) if w.isVisible())
    count = len(played)
    standing_still(qtbot, window, progress)
    assert len(played) <= count + 1  # at most the card already on its way when the dialog opened
    held = len(played)
    standing_still(qtbot, window, progress)
    assert len(played) == held and controller.human_request == 0 and progress.turns == progress.cards
    dialog.close()
    qtbot.waitUntil(lambda: controller.human_request != 0, timeout=10000)  # the computers played on to the person
    assert len(played) > held
    assert window.table.dialog_holds == 0
    # Scores (Ctrl+S) covers the trick too: the computers wait for it as well.
    controller.play_card(controller.human_view.legal[0])  # type: ignore[union-attr]
    window.menus.scores_action.trigger()
    sheet = window.score_dialog
    assert sheet is not None and sheet.isVisible() and sheet.isModal()
    count = len(played)
    standing_still(qtbot, window, progress)
    assert len(played) <= count + 1
    held = len(played)
    standing_still(qtbot, window, progress)
    assert len(played) == held and progress.turns == progress.cards
    sheet.close()
    qtbot.waitUntil(lambda: len(played) > held, timeout=10000)
    assert window.table.dialog_holds == 0


def test_received_cards_turn_over_where_the_passers_cards_landed(qtbot, make_window):
    """The passer's three face-down cards fly to the person's hand; the received cards start there, face up, and
    go to their places: they are not seen to arrive a second time from the passer's seat."""
    window = make_window(Rules(players=4))
    table = window.table
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(3)
    view = asked.args[0]
    table.timing.factor = SLOW
    received: list = []

    def watch() -> bool:
        arrived = [item for item in table.hand if item.card in view.received or item.highlighted]
        if arrived and not received:
            received.extend((item, QPointF(item.pos())) for item in arrived)
        return bool(received)

    table.select_for_pass(list(view.hand[:3]))
    table.pass_button.click()
    qtbot.waitUntil(watch, timeout=TIMEOUT)
    lay = table.layout_
    landing = QPointF(*lay.seats[0].hand_center)
    passer = QPointF(*lay.seats[view.players - 1 if view.pass_direction.name == "LEFT" else 1].hand_center)
    for item, start in received:
        assert distance(start, landing) < lay.card_w, (item.card, start, landing)
        assert distance(start, passer) > 3 * lay.card_w


def test_a_resize_while_cards_move_puts_the_cards_at_rest_in_their_new_places_at_once(qtbot, make_window):
    """Enlarged right after a card was played, the hand and the trick stayed where the small window had them
    until every queued animation had ended (0.6 s and more); now the cards at rest move at once, and a moving card
    goes to its new place as its own animation ends."""
    window = make_window(Rules(players=4, passing=False))
    table, c = window.table, window.controller
    window.resize(800, 560)
    with qtbot.waitSignal(c.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(4)
    table.timing.factor = 4.0  # slow enough to resize mid-animation
    click_card(qtbot, window, turn.args[0][0])
    qtbot.waitUntil(lambda: table.director.busy, timeout=TIMEOUT)
    window.resize(1200, 820)
    qtbot.waitUntil(lambda: table.viewport().width() > 1000, timeout=TIMEOUT)
    assert table.director.busy
    for index, item in enumerate(table.hand):
        home = table.hand_home(index, len(table.hand))
        assert (item.pos() - home).manhattanLength() < 1, (index, item.pos(), home)
    table.timing.factor = 0
    qtbot.waitUntil(lambda: not table.director.busy, timeout=TIMEOUT)
    for seat, item in table.trick:
        assert (item.pos() - table.trick_home(seat)).manhattanLength() < 1
