"""Turns the controller's events into animation batches on the table: dealing, passing, playing, collecting.

Every presentation signal enqueues at least one batch, so the director always reaches ``idle`` and the table
answers the controller's handshake. Batches are built when they start, from the cards' current state, and move
cards between the table's piles (:class:`~hearts_qt.ui.table.piles.TableCards`). A batch that shows one of the
game's moments (a card played, hearts broken, the Q♠ taken) also asks for its sound (:attr:`TablePresenter.cue`),
so the sound comes with the picture at every speed. The presenter also asks the person on the table (the question's
id, the legal cards and why the others are not) and answers the table when the controller refuses a move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QTimer

from hearts_qt.audio import Cue
from hearts_qt.controller import GameController, Hint
from hearts_qt.engine import (
    HUMAN_SEAT,
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
from hearts_qt.text.format import Sentence, fill, said_again
from hearts_qt.text.hints import hint_sentence
from hearts_qt.text.table import game_text, hand_caption, no_pass_turn
from hearts_qt.ui.table.accessibility import TableAccessibility
from hearts_qt.ui.table.animation import (
    COLLECT_MOVE,
    PLAY_MOVE,
    REARRANGE,
    RECEIVED_GLOW,
    TRICK_PAUSE,
    move,
    move_to,
    pause,
    together,
)
from hearts_qt.ui.table.batches import (
    COLLECT_SCALE,
    FLIGHT_Z,
    Anim,
    close_up,
    collect_point,
    deal_batch,
    passes_arrive,
    passes_leave,
    reveal,
    stack_deck,
    to_rest,
    turn_kitty,
)
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.mode import Mode
from hearts_qt.ui.table.piles import MAX_SEATS
from hearts_qt.ui.table.prompts import pass_prompt, play_prompt
from hearts_qt.ui.table.take_back import take_back_batch, turn_down
from hearts_qt.ui.table.view import TableView


class TablePresenter:
    """Listens to a :class:`GameController` and animates what it reports on a :class:`TableView`."""

    def __init__(self, table: TableView, controller: GameController) -> None:
        self.table = table
        self.controller = controller
        self.points = [0] * MAX_SEATS
        self.totals = [0] * MAX_SEATS
        self.confirm_received = True  # received cards wait for OK before play starts (a setting)
        self.pending_selection: tuple[Card, ...] = ()  # a resumed game's half-chosen pass, picked again when asked
        self._played_out = ""  # this hand's rest was played out at once: the score sheet says so too
        self._asked_with: frozenset[Card] = frozenset()  # the cards chosen to pass when the hint was asked for
        self.cue: Callable[[Cue], None] = lambda _cue: None  # plays a moment's sound (the main window sets it)
        table.received_confirmed.connect(self.on_received_confirmed)
        table.keyboard_used_changed.connect(self._prompt_again)  # keys or clicks: the prompt names the other
        table.pass_selection_changed.connect(self._prompt_again)  # three chosen: the prompt says pass them
        c = controller
        c.hand_dealt.connect(self.on_hand_dealt)
        c.hand_resumed.connect(self.on_hand_resumed)
        c.cards_taken_back.connect(self.on_cards_taken_back)
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
        c.move_refused.connect(self.on_move_refused)
        # The standing texts as functions, so that a new language can say them again (see retranslate).
        self._prompt_text: Callable[[], str] | None = None
        self._glow = QTimer(table)
        self._glow.setSingleShot(True)
        self._glow.timeout.connect(self._end_glow)
        self.accessibility = TableAccessibility(table, controller)  # after the presenter's own connections

    def refresh_plates(self, totals: list[int] | None = None) -> None:
        """Names, totals and this hand's points on every plate."""
        if totals is not None:
            self.totals = list(totals) + [0] * (MAX_SEATS - len(totals))
        names = self.controller.names
        self.table.names = tuple(names)
        self.table.show_trick_names()
        for seat, plate in enumerate(self.table.plates[: len(names)]):
            others = tuple(name for index, name in enumerate(names) if index != seat)
            plate.set_info(names[seat], self.totals[seat], self.points[seat], others)

    def show_hand_score(self, scores: Sequence[int], totals: Sequence[int]) -> None:
        """The hand has been scored: each plate's "this hand" says its score (the moon, the no-trick bonus), as the
        score sheet does. Queued: after the last trick has reached its winner, whose points it replaces."""

        def show() -> None:
            self.points = list(scores) + [0] * (MAX_SEATS - len(scores))
            self.refresh_plates(list(totals))

        self.table.director.enqueue(show)

    def retranslate(self) -> None:
        """Say everything on the table again in the language just installed (no restart needed)."""
        t = self.table
        t.retranslate(self._reasons())
        view = self.controller.human_view
        if view is not None:
            t.badge.set_state(t.badge.broken, hand_caption(view, self._deal_number()))
            t.badge.set_game(game_text(view))
        self._prompt_again()
        self.renamed()

    @property
    def played_out_sentence(self) -> str:
        """Why this hand's rest was played out at once ("" when it was not), in the language in force."""
        return said_again(self._played_out)

    def renamed(self) -> None:
        """The seats' names changed (a setting, or a new language's default names): plates and banner say them."""
        self.refresh_plates()
        self.table.message_again()

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
        self.table.show_message(Sentence(text))

    # --- asking the person ----------------------------------------------------------------------------------

    def _reasons(self) -> dict[Card, str]:
        """Why each card of the hand may not be played now (none while the person is not asked for a card)."""
        reasons = {}
        for item in self.table.hand:
            reason = self.controller.why_not_playable(item.card) if item.card is not None else None
            if reason is not None and item.card is not None:
                reasons[item.card] = reason
        return reasons

    def _ask_play(self, legal: frozenset[Card]) -> None:
        self.table.ask_play(self.controller.human_request, legal, self._reasons())

    def on_move_refused(self, reason: str, question: int) -> None:
        """The controller refused the person's card or pass: if the table asked that question and it is still
        open, it asks again and says why (a refused answer to an older question is dropped)."""
        t = self.table
        if question == 0 or question != t.question or question != self.controller.human_request:
            return
        if t.asked is Mode.PASS:
            t.ask_pass(question)  # its three cards are still chosen
            self._prompt(self._prompt_text)
            t.say(reason)
            return
        view = self.controller.human_view
        self._ask_play(frozenset(view.legal) if view is not None else frozenset())
        t.refuse(reason)

    # --- dealing and passing --------------------------------------------------------------------------------

    def _fresh_table(self, view: PlayerView) -> None:
        """An empty table for ``view``'s hand: no cards, no notes, the plates showing the points so far."""
        self._played_out = ""
        t = self.table
        t.director.clear()
        self._glow.stop()
        t.clear_cards()  # a trick still on its way to a plate goes with the rest
        t.configure(view.players, view.rules.cards_per_hand)
        t.stop_asking()
        t.withdraw_pass()
        t.stop_waiting()
        t.show_message("")
        self._prompt(None)
        self.points = list(view.points_taken) + [0] * (MAX_SEATS - view.players)
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
        t, cards = self.table, self.table.cards
        self.pending_selection = ()  # a new hand: nothing of a resumed one's pass
        self._fresh_table(view)
        deck = QPointF(*t.layout_.center)
        for card in view.hand:
            cards.add(t.new_card(card, False, HUMAN_SEAT), cards.hand)
        for seat in range(1, view.players):
            for _ in range(view.hand_sizes[seat]):
                cards.add(t.new_card(None, False, seat), cards.backs[seat])
        for index in range(view.kitty_size):
            item = t.new_card(None, False, HUMAN_SEAT)
            cards.add(item, cards.kitty)
            rest = cards.kitty.rest(index)
            item.set_size(rest.width, rest.height)  # dealt at the pile's size: no snap when it lands
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
            t.director.enqueue(lambda: t.show_message(Sentence(lambda: QCoreApplication.translate(
                "Table", "No passing this hand.")), linger=True))

    def on_hand_resumed(self, view: PlayerView) -> None:
        """A saved hand as it stands: the hands, the cards on the table, the points taken, the passes made."""
        t, cards = self.table, self.table.cards
        self._fresh_table(view)
        passing = view.phase is Phase.PASSING
        # Saved while the received cards waited for OK (nothing played yet): they wait again, raised and marked.
        waiting = (self._awaits_received_ok(view) and view.phase is Phase.PLAYING and not view.tricks
                   and not view.current_trick)
        for card in view.hand:
            item = t.new_card(card, True, HUMAN_SEAT)
            item.selected_for_pass = passing and card in view.passed
            if waiting and card in view.received:
                item.set_looks(highlighted=True)
                item.received = True
            cards.add(item, cards.hand)
        for seat in range(1, view.players):
            for _ in range(view.hand_sizes[seat]):
                cards.add(t.new_card(None, False, seat), cards.backs[seat])
        for seat, card in view.current_trick:
            cards.add(t.new_card(card, True, seat), cards.trick, seat)
        t.show_trick_names()
        self._mark_cancelled()  # a resumed trick shows its cancelled twins as a live one does
        for card in view.pending:
            cards.add(t.new_card(card, True, HUMAN_SEAT), cards.pending)
        if not view.kitty:
            for _ in range(view.kitty_size):
                cards.add(t.new_card(None, False, HUMAN_SEAT), cards.kitty)
        t.director.enqueue(lambda: reveal(t))
        if waiting:
            t.director.enqueue(lambda: self._await_received_ok(view.pass_direction, view.players))

    def on_cards_taken_back(self, view: PlayerView, taken: Sequence[tuple[int, Card]]) -> None:
        """Undo: what was moving stops where it is, the cards taken back slide home, the trick and the plates show
        the hand as it stands again (:mod:`~hearts_qt.ui.table.take_back`)."""
        t = self.table
        t.director.clear()
        t.cards.leaving.land()  # a trick on its way to a plate has arrived
        self.on_request_withdrawn()
        self._played_out = ""
        self.points = list(view.points_taken) + [0] * (MAX_SEATS - view.players)
        self.refresh_plates()
        self.on_turn_changed(-1)
        t.badge.set_state(view.hearts_broken, hand_caption(view, self._deal_number()))
        returned: list[CardItem] = []

        def slide() -> Anim:
            batch, opponents = take_back_batch(t, view, taken)
            returned.extend(opponents)
            return batch

        t.director.enqueue(slide)
        t.director.enqueue(lambda: turn_down(returned))
        t.director.enqueue(self._mark_cancelled)
        t.director.enqueue(lambda: reveal(t))

    def _awaits_received_ok(self, view: PlayerView) -> bool:
        """Cards passed to the person wait, raised, until OK (a setting; not while the computer plays the seat)."""
        return self.confirm_received and self.controller.autoplay is None and bool(view.received)

    def on_request_withdrawn(self) -> None:
        """The computer took over the person's seat mid-question: the table stops asking."""
        t = self.table
        t.stop_asking()
        t.withdraw_pass()
        t.show_message("")
        self._prompt(None)
        t.select_for_pass([])

    def on_pass_requested(self, view: PlayerView) -> None:
        t = self.table
        target = view.pass_target
        # The name is looked up each time the banner is said: a new language renames the default opponents.
        self._standing_message(lambda: fill(
            QCoreApplication.translate("Table", "Choose three cards to pass %1 (to %2)"),
            direction_name(view.pass_direction), self.controller.names[target] if target is not None else ""))
        t.ask_pass(self.controller.human_request)
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
        t.withdraw_pass()
        self._prompt(None)
        t.say("")  # "Four of hearts, selected" is about a card that is leaving
        t.director.enqueue(lambda: self._passes_leave(event, view))
        t.director.enqueue(t.cards.leaving.land)
        t.director.enqueue(lambda: self._passes_arrive(event, view))
        if self._awaits_received_ok(view):
            t.director.enqueue(lambda: self._await_received_ok(event.direction, len(event.passed)))

    def _passes_leave(self, event: PassesExchanged, view: PlayerView) -> Anim:
        t = self.table
        # The pass is made: its direction leaves the badge, and the plates their "passed" marks.
        t.badge.set_state(t.badge.broken, hand_caption(view, self._deal_number()))
        for plate in t.plates:
            plate.set_note("")
        return passes_leave(t, event.passed, event.direction)

    def _passes_arrive(self, event: PassesExchanged, view: PlayerView) -> Anim:
        wait = self.confirm_received and self.controller.autoplay is None
        batch, glow = passes_arrive(self.table, view.received, len(event.passed), wait_for_ok=wait)
        if glow:
            self._glow.start(RECEIVED_GLOW)
        return batch

    def _await_received_ok(self, direction: PassDirection, players: int) -> None:
        """The received cards stay raised and marked; the game waits (no handshake) until OK or Enter."""
        source = next(s for s in range(players) if direction.target(s, players) == HUMAN_SEAT)
        self._standing_message(lambda: fill(QCoreApplication.translate("Table", "%1 passed you these cards."),
                                            self.controller.names[source]))
        self._prompt(lambda: QCoreApplication.translate("Table", "Press OK (or Enter) to start playing."))
        self.table.await_ok()

    def on_received_confirmed(self) -> None:
        """OK: the received cards drop back into the hand, and the game goes on once they have."""
        t = self.table
        t.show_message("")
        self._prompt(None)
        t.setFocus()

        def lower() -> Anim:
            for item in t.cards.hand:
                item.received = False
            self._end_glow()
            return together(to_rest(t.cards.hand, t.timing.motion(REARRANGE), turn=False))

        t.director.enqueue(lower)

    def _end_glow(self) -> None:
        for item in self.table.cards.hand:
            item.set_looks(highlighted=False)

    # --- playing --------------------------------------------------------------------------------------------

    def on_turn_changed(self, seat: int) -> None:
        for index, plate in enumerate(self.table.plates):
            plate.set_active(index == seat)

    def on_human_turn(self, legal: list[Card]) -> None:
        self._ask_play(frozenset(legal))
        self._prompt(lambda: play_prompt(self.table.keyboard_used))

    def on_card_played(self, event: CardPlayed) -> None:
        t = self.table
        t.stop_asking()
        if event.seat == HUMAN_SEAT:
            self._end_glow()
            self._prompt(None)
        t.director.enqueue(lambda: self._play_batch(event))
        t.director.enqueue(self._mark_cancelled)

    def _play_batch(self, event: CardPlayed) -> Anim:
        t, cards, motion = self.table, self.table.cards, self.table.timing.motion
        # The seat has played: its plate stops glowing, and "… is thinking" (or the card the person had in focus)
        # goes from the status bar as the card sets off.
        t.plates[event.seat].set_active(False)
        t.say("")
        if event.seat == HUMAN_SEAT:
            item = cards.hand.item_of(event.card)
            assert item is not None
        else:
            item = cards.backs[event.seat].middle()
            item.show_face(event.card, True)
        cards.move([item], cards.trick, event.seat)
        t.show_trick_names()
        if event.seat == HUMAN_SEAT:
            t.keys.keep_in_hand()
        item.set_looks(dimmed=False, highlighted=False, focused=False)
        rest = cards.trick.rest_of(item)
        item.set_size(rest.width, rest.height)
        item.setZValue(rest.z)
        self.cue(Cue.CARD)
        moves = [
            move_to(item, rest.pos, motion(PLAY_MOVE)),
            move(item, b"rotation", rest.rotation, motion(PLAY_MOVE)),
            t.timing.appear(item, PLAY_MOVE),
        ]
        moves.extend(close_up(t, event.seat))
        return together(moves)

    def on_hearts_broken(self, _event: HeartsBroken) -> None:
        t = self.table
        caption = t.badge.caption

        def batch() -> None:
            t.badge.set_state(True, caption)
            t.show_message(Sentence(lambda: QCoreApplication.translate("Table", "Hearts are broken!")), linger=True)
            self.cue(Cue.HEARTS_BROKEN)

        t.director.enqueue(batch)

    def _mark_cancelled(self) -> None:
        """Cancellation Hearts: the trick's cards that cancel (the engine's rule, ``cancelled_cards``) are marked on
        the table, as each twin lands and while the finished trick is looked at."""
        plays = self.table.cards.trick.plays
        cancelled = cancelled_cards(tuple((seat, item.card) for seat, item in plays if item.card is not None))
        for _, item in plays:
            item.set_looks(cancelled=item.card in cancelled)

    def on_trick_won(self, event: TrickWon) -> None:
        t = self.table
        t.director.enqueue(self._mark_cancelled)
        if event.kitty:
            t.director.enqueue(lambda: turn_kitty(t, event.kitty))
        t.director.enqueue(lambda: pause(t.timing.ms(TRICK_PAUSE)))
        t.director.enqueue(lambda: self._collect(event.winner, bool(event.kitty), QUEEN_OF_SPADES in event.taken))
        t.director.enqueue(lambda: self._collected(event.winner, event.points))

    def _collect(self, winner: int, with_kitty: bool, queen: bool = False) -> Anim:
        """The trick slides together onto the winner's plate (with reduced motion: fades where it lies); it leaves
        the table when it gets there. Taking the Q♠ (``queen``) has its own sound."""
        t, cards, ms = self.table, self.table.cards, self.table.timing.ms
        items = [*cards.trick, *cards.pending, *(cards.kitty if with_kitty else ())]
        cards.send_off(items)
        t.show_pile_caption()  # the kitty or the cancelled cards are on their way: their caption goes
        if queen:
            self.cue(Cue.QUEEN_TAKEN)
        dest = collect_point(t.layout_, winner)
        moves = []
        for index, item in enumerate(items):
            item.setZValue(FLIGHT_Z + index)
            if not t.timing.reduce_motion:
                moves.append(move_to(item, dest + QPointF(index * 2, -index * 2), ms(COLLECT_MOVE),
                                     easing=QEasingCurve.Type.InOutQuad))
                moves.append(move(item, b"rotation", 0.0, ms(COLLECT_MOVE)))
                moves.append(move(item, b"scale", COLLECT_SCALE, ms(COLLECT_MOVE)))
            moves.append(move(item, b"opacity", 0.0, ms(COLLECT_MOVE), easing=QEasingCurve.Type.InQuart))
        return together(moves)

    def _collected(self, winner: int, points: int) -> None:
        """The trick has reached its winner: the cards go, and the plate counts its points."""
        self.table.cards.leaving.land()
        self.points[winner] += points
        self.refresh_plates()

    def on_trick_cancelled(self, _event: TrickCancelled) -> None:
        t, cards = self.table, self.table.cards

        def gather() -> Anim:
            moves = []
            for item in cards.trick:
                item.set_looks(cancelled=False)  # in the pile every card is a cancelled one: its caption says so
                cards.move([item], cards.pending)
                rest = cards.pending.rest_of(item)
                item.set_size(rest.width, rest.height)
                moves.append(move_to(item, rest.pos, t.timing.motion(COLLECT_MOVE)))
                moves.append(t.timing.appear(item, COLLECT_MOVE))
            t.show_pile_caption()
            t.show_message(Sentence(lambda: QCoreApplication.translate(
                "Table", "Every card of the suit led cancelled: the trick stays in the middle.")), linger=True)
            return together(moves)

        t.director.enqueue(self._mark_cancelled)
        t.director.enqueue(lambda: pause(t.timing.ms(TRICK_PAUSE)))
        t.director.enqueue(gather)

    def on_hand_played_out(self, view: PlayerView, sentence: str) -> None:
        """The rest of the hand was played at once: every card left fades from the table, the message stays (a
        :class:`Sentence`: said again in a new language)."""
        t = self.table
        t.stop_asking()
        self._played_out = sentence

        def say() -> Anim:  # at once, over the cards left: they stay a moment so that the player sees which
            t.show_message(sentence)
            return pause(t.timing.ms(TRICK_PAUSE))

        def clear() -> Anim:
            items = t.cards.on_table()
            t.cards.send_off(items)  # a new game mid-fade takes them away too
            t.show_pile_caption()
            self.points = list(view.points_taken) + [0] * (MAX_SEATS - view.players)
            self.refresh_plates()
            return together([move(item, b"opacity", 0.0, t.timing.ms(COLLECT_MOVE)) for item in items])

        t.director.enqueue(say)
        t.director.enqueue(clear)
        t.director.enqueue(t.cards.leaving.land)

    def on_hint_asked(self) -> None:
        self._asked_with = self._chosen_to_pass()

    def _chosen_to_pass(self) -> frozenset[Card]:
        return frozenset(item.card for item in self.table.selected() if item.card is not None)

    def on_hint(self, found: Hint) -> None:
        """Show the suggested pass or card, and say why in the status bar. A pass the person has changed while the
        hint was thinking is theirs: the hint then only says what it would pass."""
        t = self.table
        if t.mode is Mode.PASS:
            if self._chosen_to_pass() == self._asked_with:
                t.select_for_pass(list(found.cards))
            t.say(Sentence(lambda: hint_sentence(found, True, self.controller.names)))
        elif t.mode is Mode.PLAY and found.cards:
            t.focus_card(found.cards[0])
            t.mark_suggested(found.cards[0])
            t.say(Sentence(lambda: hint_sentence(found, False, self.controller.names)))
