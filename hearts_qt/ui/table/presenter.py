"""Turns the controller's events into animation batches on the table: dealing, passing, playing, collecting.

Every presentation signal enqueues at least one batch, so the director always reaches ``idle`` and the table
answers the controller's handshake. Batches are built when they start, from the cards' current state. A batch
that shows one of the game's moments (a card played, hearts broken, the Q♠ taken) also asks for its sound
(:attr:`TablePresenter.cue`), so the sound comes with the picture at every speed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QTimer

from hearts_qt.audio import Cue
from hearts_qt.controller import GameController, Hint
from hearts_qt.engine import (
    PASS_SIZE,
    QUEEN_OF_SPADES,
    Card,
    CardPlayed,
    HeartsBroken,
    PassDirection,
    PassesExchanged,
    Phase,
    PlayerView,
    TrickCancelled,
    TrickWon,
)
from hearts_qt.engine.events import cancelled_cards
from hearts_qt.text.cards import direction_name
from hearts_qt.text.hints import hint_sentence
from hearts_qt.text.table import game_text, hand_caption, no_pass_turn
from hearts_qt.ui.table.accessibility import TableAccessibility
from hearts_qt.ui.table.animation import (
    COLLECT_MOVE,
    PASS_MOVE,
    PLAY_MOVE,
    REARRANGE,
    RECEIVED_GLOW,
    TRICK_PAUSE,
    move,
    move_to,
    pause,
    together,
)
from hearts_qt.ui.table.batches import COLLECT_SCALE, Anim, close_up, collect_point, deal_batch, reveal, stack_deck
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.prompts import pass_prompt, play_prompt
from hearts_qt.ui.table.view import TableView

HUMAN = 0


def _sort_key(card: Card | None) -> tuple[int, int]:
    assert card is not None
    return int(card.suit), card.rank


class TablePresenter:
    """Listens to a :class:`GameController` and animates what it reports on a :class:`TableView`."""

    def __init__(self, table: TableView, controller: GameController) -> None:
        self.table = table
        self.controller = controller
        self.points = [0] * 7
        self.totals = [0] * 7
        self.confirm_received = True  # received cards wait for OK before play starts (a setting)
        self.pending_selection: tuple[Card, ...] = ()  # a resumed game's half-chosen pass, picked again when asked
        self.played_out_sentence = ""  # this hand's rest was played out at once: the score sheet says so too
        self._asked_with: frozenset[Card] = frozenset()  # the cards chosen to pass when the hint was asked for
        self.cue: Callable[[Cue], None] = lambda _cue: None  # plays a moment's sound (the main window sets it)
        self._collecting: list[CardItem] = []  # cards on their way off the table: a trick, or passed cards
        table.received_confirmed.connect(self.on_received_confirmed)
        table.keyboard_used_changed.connect(self._prompt_again)  # keys or clicks: the prompt names the other
        table.pass_selection_changed.connect(self._prompt_again)  # three chosen: the prompt says pass them
        c = controller
        c.hand_dealt.connect(self.on_hand_dealt)
        c.hand_resumed.connect(self.on_hand_resumed)
        c.human_request_withdrawn.connect(self.on_request_withdrawn)
        c.pass_requested.connect(self.on_pass_requested)
        c.pass_committed.connect(self.on_pass_committed)
        c.passes_exchanged.connect(self.on_passes_exchanged)
        c.turn_changed.connect(self.on_turn_changed)
        c.human_turn.connect(self.on_human_turn)
        c.card_played.connect(self.on_card_played)
        c.hearts_broken.connect(self.on_hearts_broken)
        c.trick_won.connect(self.on_trick_won)
        c.trick_cancelled.connect(self.on_trick_cancelled)
        c.hint_ready.connect(self.on_hint)
        c.hint_asked.connect(self.on_hint_asked)
        c.hand_played_out.connect(self.on_hand_played_out)
        # The standing texts as functions, so that a new language can say them again (see retranslate).
        self._prompt_text: Callable[[], str] | None = None
        self._message_text: tuple[Callable[[], str], str] | None = None  # with the text it showed
        self._glow = QTimer(table)
        self._glow.setSingleShot(True)
        self._glow.timeout.connect(self._end_glow)
        self.accessibility = TableAccessibility(table, controller)  # after the presenter's own connections

    def refresh_plates(self, totals: list[int] | None = None) -> None:
        """Names, totals and this hand's points on every plate."""
        if totals is not None:
            self.totals = list(totals) + [0] * (7 - len(totals))
        names = self.controller.names
        for seat, plate in enumerate(self.table.plates[: len(names)]):
            others = tuple(name for index, name in enumerate(names) if index != seat)
            plate.set_info(names[seat], self.totals[seat], self.points[seat], others)

    def show_hand_score(self, scores: Sequence[int], totals: Sequence[int]) -> None:
        """The hand has been scored: each plate's "this hand" says its score (the moon, the no-trick bonus), as the
        score sheet does. Queued: after the last trick has reached its winner, whose points it replaces."""

        def show() -> None:
            self.points = list(scores) + [0] * (7 - len(scores))
            self.refresh_plates(list(totals))

        self.table.director.enqueue(show)

    def retranslate(self) -> None:
        """Say everything on the table again in the language just installed (no restart needed)."""
        t = self.table
        t.retranslate()
        view = self.controller.human_view
        if view is not None:
            t.badge.set_state(t.badge.broken, hand_caption(view, self._deal_number()))
            t.badge.set_game(game_text(view))
        self._prompt_again()
        self.renamed()

    def renamed(self) -> None:
        """The seats' names changed (a setting, or a new language's default names): plates and banner say them."""
        self.refresh_plates()
        if self._message_text is not None and self._message_text[1] == self.table.message.text:
            self._standing_message(self._message_text[0])

    def _prompt(self, text: Callable[[], str] | None) -> None:
        """The standing instruction in the status bar (None: none)."""
        self._prompt_text = text
        self.table.set_prompt(text() if text is not None else "")

    def _prompt_again(self) -> None:
        """The standing instruction in new words (another language; keys instead of clicks), unless the table has
        taken it down itself (a pass on its way, waiting for the others)."""
        if self._prompt_text is not None and self.table.prompt_text:
            self._prompt(self._prompt_text)

    def _deal_number(self) -> int | None:
        match = self.controller.match
        return match.deal_number if match is not None else None

    def _standing_message(self, text: Callable[[], str]) -> None:
        """A message in the middle of the table that stays until the next one replaces it."""
        shown = text()
        self._message_text = (text, shown)
        self.table.show_message(shown)

    # --- dealing and passing --------------------------------------------------------------------------------

    def _fresh_table(self, view: PlayerView) -> None:
        """An empty table for ``view``'s hand: no cards, no notes, the plates showing the points so far."""
        self.played_out_sentence = ""
        t = self.table
        t.director.clear()
        self._glow.stop()
        t.discard(self._collecting)  # a trick still on its way to a plate goes with the rest
        self._collecting = []
        t.clear_cards()
        t.configure(view.players, view.rules.cards_per_hand)
        t.set_mode("idle")
        t.pass_button.hide()
        t.ok_button.hide()
        t.holding = False
        t.show_message("")
        self._prompt(None)
        self.points = list(view.points_taken) + [0] * (7 - view.players)
        self.refresh_plates(list(view.match_scores))
        for seat, plate in enumerate(t.plates):
            plate.set_note("✓" if view.phase is Phase.PASSING and seat < view.players and view.has_passed[seat] else "")
            plate.set_active(False)
            # Where the dealer decides who leads (Cancellation Hearts), the dealer's plate carries a chip.
            plate.set_dealer(not view.rules.first_lead_is_lowest_club and seat == view.dealer)
        t.badge.hearts_free = not view.rules.must_break_hearts  # a house rule: nothing to break
        t.badge.set_state(view.hearts_broken, hand_caption(view, self._deal_number()))
        t.badge.set_game(game_text(view))

    def on_hand_dealt(self, view: PlayerView) -> None:
        t = self.table
        self.pending_selection = ()  # a new hand: nothing of a resumed one's pass
        self._fresh_table(view)
        deck = QPointF(*t.layout_.center)
        for card in sorted(view.hand, key=_sort_key):
            t.hand.append(t.new_card(card, False, HUMAN))
        for seat in range(1, view.players):
            t.backs[seat] = [t.new_card(None, False, seat) for _ in range(view.hand_sizes[seat])]
        t.kitty = [t.new_card(None, False, 0) for _ in range(view.kitty_size)]
        for item in t.kitty:
            item.set_size(*t.pile_size())  # dealt at the pile's size: no snap when it lands
        stack_deck(t, deck)
        # A seat that has passed already is marked once its cards have arrived, not while they are dealt.
        notes = [plate.note for plate in t.plates]
        for plate in t.plates:
            plate.set_note("")
        t.director.enqueue(lambda: deal_batch(t))
        t.director.enqueue(lambda: reveal(t))

        def mark() -> None:
            for plate, note in zip(t.plates, notes, strict=True):
                plate.set_note(note)

        t.director.enqueue(mark)
        if no_pass_turn(view):
            t.director.enqueue(lambda: t.show_message(
                QCoreApplication.translate("Table", "No passing this hand."), linger=True))

    def on_hand_resumed(self, view: PlayerView) -> None:
        """A saved hand as it stands: the hands, the cards on the table, the points taken, the passes made."""
        t = self.table
        self._fresh_table(view)
        passing = view.phase is Phase.PASSING
        # Saved while the received cards waited for OK (nothing played yet): they wait again, raised and marked.
        waiting = (self._awaits_received_ok(view) and view.phase is Phase.PLAYING and not view.tricks
                   and not view.current_trick)
        for card in sorted(view.hand, key=_sort_key):
            item = t.new_card(card, True, HUMAN)
            item.selected_for_pass = passing and card in view.passed
            if waiting and card in view.received:
                item.set_looks(highlighted=True)
                item.received = True
            t.hand.append(item)
        for seat in range(1, view.players):
            t.backs[seat] = [t.new_card(None, False, seat) for _ in range(view.hand_sizes[seat])]
        t.trick = [(seat, t.new_card(card, True, seat)) for seat, card in view.current_trick]
        self._mark_cancelled()  # a resumed trick shows its cancelled twins as a live one does
        t.pending = [t.new_card(card, True, HUMAN) for card in view.pending]
        if not view.kitty:
            t.kitty = [t.new_card(None, False, HUMAN) for _ in range(view.kitty_size)]
        t.director.enqueue(lambda: reveal(t))
        if waiting:
            t.director.enqueue(lambda: self._await_received_ok(view.pass_direction, view.players))

    def _awaits_received_ok(self, view: PlayerView) -> bool:
        """Cards passed to the person wait, raised, until OK (a setting; not while the computer plays the seat)."""
        return self.confirm_received and self.controller.autoplay is None and bool(view.received)

    def on_request_withdrawn(self) -> None:
        """The computer took over the person's seat mid-question: the table stops asking."""
        t = self.table
        t.set_mode("idle")
        t.pass_button.hide()
        t.show_message("")
        self._prompt(None)
        t.select_for_pass([])

    def on_pass_requested(self, view: PlayerView) -> None:
        t = self.table
        target = view.pass_target
        # The name is looked up each time the banner is said: a new language renames the default opponents.
        self._standing_message(
            lambda: QCoreApplication.translate("Table", "Choose three cards to pass %1 (to %2)")
            .replace("%1", direction_name(view.pass_direction))
            .replace("%2", self.controller.names[target] if target is not None else "")
        )
        t.set_mode("pass")
        t.pass_button.setEnabled(False)
        t.pass_button.show()
        if self.pending_selection:  # a resumed game: the cards picked before quitting are picked again
            t.select_for_pass(list(self.pending_selection))
            self.pending_selection = ()
        self._prompt(lambda: pass_prompt(self.table.keyboard_used, len(self.table.selected()) == PASS_SIZE))

    def on_pass_committed(self, seat: int) -> None:
        # Queued: a computer that chooses while the cards are still being dealt is marked once they have arrived.
        self.table.director.enqueue(lambda: self.table.plates[seat].set_note("✓"))

    def on_passes_exchanged(self, event: PassesExchanged, view: PlayerView) -> None:
        t = self.table
        t.show_message("")
        t.pass_button.hide()
        self._prompt(None)
        t.status.emit("")  # "Four of hearts, selected" is about a card that is leaving
        t.director.enqueue(lambda: self._passes_leave(event, view))
        t.director.enqueue(self._discard_collecting)
        t.director.enqueue(lambda: self._passes_arrive(event, view))
        if self._awaits_received_ok(view):
            t.director.enqueue(lambda: self._await_received_ok(event.direction, len(event.passed)))

    def _passes_leave(self, event: PassesExchanged, view: PlayerView) -> Anim:
        t, ms = self.table, self.table.timing.ms
        # The pass is made: its direction leaves the badge.
        t.badge.set_state(t.badge.broken, hand_caption(view, self._deal_number()))
        players = len(event.passed)
        moves = []
        for plate in t.plates:
            plate.set_note("")
        self._collecting = []
        for seat, cards in enumerate(event.passed):
            target = event.direction.target(seat, players)
            if seat == HUMAN:
                leaving = [i for i in t.hand if i.card in cards]
                t.hand = [i for i in t.hand if i not in leaving]
                for item in leaving:
                    item.show_face(item.card, False)
            else:
                leaving, t.backs[seat] = t.backs[seat][:3], t.backs[seat][3:]
            for offset, item in enumerate(leaving):
                item.setZValue(200)
                if t.timing.reduce_motion:  # they fade where they are; the received ones appear in the hand
                    moves.append(move(item, b"opacity", 0.0, ms(PASS_MOVE)))
                    continue
                dest = QPointF(*t.layout_.seats[target].hand_center) + QPointF(offset * 6, offset * 6)
                moves.append(move_to(item, dest, ms(PASS_MOVE)))
                moves.append(move(item, b"rotation", t.layout_.seats[target].rotation, ms(PASS_MOVE)))
            self._collecting.extend(leaving)  # they fly visibly, and leave the table once they have arrived
        return together(moves)

    def _discard_collecting(self) -> None:
        """The cards on their way off the table have arrived: they leave it."""
        self.table.discard(self._collecting)
        self._collecting = []

    def _passes_arrive(self, event: PassesExchanged, view: PlayerView) -> Anim:
        t, motion = self.table, self.table.timing.motion
        players = len(event.passed)
        # They start where the passer's face-down cards have just landed, on the person's hand: turned over there,
        # they go to their places (from the passer's seat they would be seen to arrive a second time).
        landing = QPointF(*t.layout_.seats[HUMAN].hand_center)
        arrived = []
        for offset, card in enumerate(view.received):
            item = t.new_card(card, True, HUMAN)
            item.setPos(landing + QPointF(offset * 6, offset * 6))
            item.setRotation(t.layout_.seats[HUMAN].rotation)
            item.set_looks(highlighted=True)
            item.received = self.confirm_received and self.controller.autoplay is None
            arrived.append(item)
        t.hand = sorted([*t.hand, *arrived], key=lambda i: _sort_key(i.card))
        for item in t.hand:
            item.selected_for_pass = False
        for seat in range(1, players):
            t.backs[seat].extend(t.new_card(None, False, seat) for _ in range(3))
        moves = []
        for index, item in enumerate(t.hand):
            item.setZValue(10 + index)
            moves.append(move_to(item, t.hand_home(index, len(t.hand)), motion(PASS_MOVE)))
            moves.append(move(item, b"rotation", t.hand_rotation(index, len(t.hand)), motion(PASS_MOVE)))
            if item in arrived:
                moves.append(t.timing.appear(item, PASS_MOVE))
        for seat in range(1, players):
            place = t.layout_.seats[seat]
            for index, (item, home) in enumerate(zip(t.backs[seat], t.back_homes(seat), strict=True)):
                item.setRotation(place.rotation)
                item.setPos(home)
                item.setZValue(10 + index)  # the kept cards still carry their old, higher places in the stack
        if not any(item.received for item in arrived):
            self._glow.start(RECEIVED_GLOW)
        return together(moves)

    def _await_received_ok(self, direction: PassDirection, players: int) -> None:
        """The received cards stay raised and marked; the game waits (no handshake) until OK or Enter."""
        t = self.table
        source = next(s for s in range(players) if direction.target(s, players) == HUMAN)
        self._standing_message(lambda: QCoreApplication.translate("Table", "%1 passed you these cards.")
                               .replace("%1", self.controller.names[source]))
        self._prompt(lambda: QCoreApplication.translate("Table", "Press OK (or Enter) to start playing."))
        t.holding = True
        t.ok_button.show()
        t.ok_button.setFocus()

    def on_received_confirmed(self) -> None:
        """OK: the received cards drop back into the hand, and the game goes on once they have."""
        t = self.table
        t.show_message("")
        self._prompt(None)
        t.setFocus()

        def lower() -> Anim:
            for item in t.hand:
                item.received = False
            self._end_glow()
            count = len(t.hand)
            return together([move_to(item, t.hand_home(i, count), t.timing.motion(REARRANGE))
                             for i, item in enumerate(t.hand)])

        t.director.enqueue(lower)

    def _end_glow(self) -> None:
        for item in self.table.hand:
            item.set_looks(highlighted=False)

    # --- playing --------------------------------------------------------------------------------------------

    def on_turn_changed(self, seat: int) -> None:
        for index, plate in enumerate(self.table.plates):
            plate.set_active(index == seat)

    def on_human_turn(self, legal: list[Card]) -> None:
        t = self.table
        t.set_mode("play", set(legal))
        self._prompt(lambda: play_prompt(self.table.keyboard_used))

    def on_card_played(self, event: CardPlayed) -> None:
        t = self.table
        t.set_mode("idle")
        if event.seat == HUMAN:
            self._end_glow()
            self._prompt(None)
        t.director.enqueue(lambda: self._play_batch(event))
        t.director.enqueue(self._mark_cancelled)


    def _play_batch(self, event: CardPlayed) -> Anim:
        t, motion = self.table, self.table.timing.motion
        lay = t.layout_
        # The seat has played: its plate stops glowing, and "… is thinking" (or the card the person had in focus)
        # goes from the status bar as the card sets off.
        t.plates[event.seat].set_active(False)
        t.status.emit("")
        if event.seat == HUMAN:
            item = next(i for i in t.hand if i.card == event.card)
            t.hand.remove(item)
            t.focus_index = min(t.focus_index, len(t.hand) - 1)
        else:
            backs = t.backs[event.seat]
            item = backs.pop(len(backs) // 2)
            item.show_face(event.card, True)
        item.set_looks(dimmed=False, highlighted=False, focused=False)
        item.set_size(lay.trick_card_w, lay.trick_card_h)
        item.setZValue(100 + len(t.trick))
        t.trick.append((event.seat, item))
        self.cue(Cue.CARD)
        moves = [
            move_to(item, t.trick_home(event.seat), motion(PLAY_MOVE)),
            move(item, b"rotation", lay.seats[event.seat].trick_rotation, motion(PLAY_MOVE)),
            t.timing.appear(item, PLAY_MOVE),
        ]
        moves.extend(close_up(t, event.seat))
        return together(moves)

    def on_hearts_broken(self, event: HeartsBroken) -> None:
        t = self.table
        caption = t.badge.caption

        def batch() -> None:
            t.badge.set_state(True, caption)
            t.show_message(QCoreApplication.translate("Table", "Hearts are broken!"), linger=True)
            self.cue(Cue.HEARTS_BROKEN)

        t.director.enqueue(batch)

    def _mark_cancelled(self) -> None:
        """Cancellation Hearts: the trick's cards that cancel (the engine's rule, ``cancelled_cards``) are marked on
        the table, as each twin lands and while the finished trick is looked at."""
        trick = self.table.trick
        cancelled = cancelled_cards(tuple((seat, item.card) for seat, item in trick if item.card is not None))
        for _, item in trick:
            item.set_looks(cancelled=item.card in cancelled)

    def on_trick_won(self, event: TrickWon) -> None:
        t = self.table
        t.director.enqueue(self._mark_cancelled)
        t.director.enqueue(lambda: pause(t.timing.ms(TRICK_PAUSE)))
        t.director.enqueue(lambda: self._collect(event.winner, bool(event.kitty), QUEEN_OF_SPADES in event.taken))
        t.director.enqueue(lambda: self._collected(event.winner, event.points))

    def _collect(self, winner: int, with_kitty: bool, queen: bool = False) -> Anim:
        """The trick slides together onto the winner's plate (with reduced motion: fades where it lies); it leaves
        the table when it gets there. Taking the Q♠ (``queen``) has its own sound."""
        t, ms = self.table, self.table.timing.ms
        items = [item for _, item in t.trick] + t.pending + (t.kitty if with_kitty else [])
        t.trick, t.pending = [], []
        if with_kitty:
            t.kitty = []
        self._collecting = items
        t.show_pile_caption()  # the kitty or the cancelled cards are on their way: their caption goes
        if queen:
            self.cue(Cue.QUEEN_TAKEN)
        dest = collect_point(t.layout_, winner)
        moves = []
        for index, item in enumerate(items):
            item.setZValue(200 + index)
            if not t.timing.reduce_motion:
                moves.append(move_to(item, dest + QPointF(index * 2, -index * 2), ms(COLLECT_MOVE),
                                     easing=QEasingCurve.Type.InOutQuad))
                moves.append(move(item, b"rotation", 0.0, ms(COLLECT_MOVE)))
                moves.append(move(item, b"scale", COLLECT_SCALE, ms(COLLECT_MOVE)))
            moves.append(move(item, b"opacity", 0.0, ms(COLLECT_MOVE), easing=QEasingCurve.Type.InQuart))
        return together(moves)

    def _collected(self, winner: int, points: int) -> None:
        """The trick has reached its winner: the cards go, and the plate counts its points."""
        self.table.discard(self._collecting)
        self._collecting = []
        self.points[winner] += points
        self.refresh_plates()

    def on_trick_cancelled(self, event: TrickCancelled) -> None:
        t = self.table

        def gather() -> Anim:
            moves = []
            for _, item in t.trick:
                item.set_looks(cancelled=False)  # in the pile every card is a cancelled one: its caption says so
                t.pending.append(item)
                item.set_size(*t.pile_size())
                moves.append(move_to(item, t.pending_home(len(t.pending) - 1), t.timing.motion(COLLECT_MOVE)))
                moves.append(t.timing.appear(item, COLLECT_MOVE))
            t.trick = []
            t.show_pile_caption()
            t.show_message(
                QCoreApplication.translate(
                    "Table", "Every card of the suit led cancelled: the trick stays in the middle."), linger=True
            )
            return together(moves)

        t.director.enqueue(self._mark_cancelled)
        t.director.enqueue(lambda: pause(t.timing.ms(TRICK_PAUSE)))
        t.director.enqueue(gather)

    def on_hand_played_out(self, view: PlayerView, sentence: str) -> None:
        """The rest of the hand was played at once: every card left fades from the table, the message stays."""
        t = self.table
        t.set_mode("idle")
        self.played_out_sentence = sentence
        items = [*t.hand, *(i for seat in t.backs for i in seat), *(i for _, i in t.trick), *t.pending, *t.kitty]

        def say() -> Anim:  # at once, over the cards left: they stay a moment so that the player sees which
            t.show_message(sentence)
            return pause(t.timing.ms(TRICK_PAUSE))

        def clear() -> Anim:
            t.hand, t.trick, t.pending, t.kitty = [], [], [], []
            t.backs = [[] for _ in range(7)]
            self._collecting = items  # a new game mid-fade takes them away too
            t.show_pile_caption()
            self.points = list(view.points_taken) + [0] * (7 - view.players)
            self.refresh_plates()
            return together([move(item, b"opacity", 0.0, t.timing.ms(COLLECT_MOVE)) for item in items])

        t.director.enqueue(say)
        t.director.enqueue(clear)
        t.director.enqueue(self._discard_collecting)

    def on_hint_asked(self) -> None:
        self._asked_with = self._chosen_to_pass()

    def _chosen_to_pass(self) -> frozenset[Card]:
        return frozenset(item.card for item in self.table.selected() if item.card is not None)

    def on_hint(self, found: Hint) -> None:
        """Show the suggested pass or card, and say why in the status bar. A pass the person has changed while the
        hint was thinking is theirs: the hint then only says what it would pass."""
        t = self.table
        if t.mode == "pass":
            if self._chosen_to_pass() == self._asked_with:
                t.select_for_pass(list(found.cards))
            t.status.emit(hint_sentence(found, True, self.controller.names))
        elif t.mode == "play" and found.cards:
            t.focus_card(found.cards[0])
            t.mark_suggested(found.cards[0])
            t.status.emit(hint_sentence(found, False, self.controller.names))
