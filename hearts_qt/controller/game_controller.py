"""The game controller: owns the match, asks the players for their moves, and tells the table what happened.

It is the only caller of the engine's mutating API. Each step emits the engine's events as signals and then waits
for the table's :meth:`GameController.presentation_finished` (a handshake, not a timer) before it moves on. The
handshake names its request: every wait has an id (``presentation_requested``), the table answers with it, and an
answer to an older request is ignored; so is the person's input for a question that is no longer open. Computer
decisions run in a worker (a separate process when it can be had) and carry a generation number, so answers that
arrive after "New game" are dropped; every answer is checked against the view before it is applied, and a wrong
one is replaced by the rule-based player's choice, so a faulty player never stalls the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from hearts_qt.ai import review
from hearts_qt.ai.decisions import Decision, DecisionRequest, Kind, ask
from hearts_qt.engine import (
    HUMAN_SEAT,
    Card,
    CardPlayed,
    Event,
    HandFinished,
    HeartsBroken,
    IllegalMove,
    Match,
    MoonChoice,
    PassCommitted,
    PassesExchanged,
    Phase,
    PlayerView,
    Reason,
    Rules,
    TrickCancelled,
    TrickWon,
)
from hearts_qt.engine.replay import plays_of
from hearts_qt.text.format import Sentence, fill

from .ai_worker import AiWorker
from .answers import checked
from .messages import illegal_move_message, reason_message
from .moon import moon_question, moon_sentence
from .players import PlayerFactory, Seats, default_player_factory

# Milliseconds a computer player may take before the status bar says it is thinking.
THINKING_DELAY_MS = 350


@dataclass(frozen=True)
class _Ask:
    """What a computer decision was asked for: its kind and the seats (the answer lists one decision each)."""

    kind: Kind
    seats: tuple[int, ...]


@dataclass(frozen=True)
class _Hint:
    moves: int


class GameController(QObject):
    """Runs a match between the human (seat 0) and computer players; the table listens to its signals."""

    hand_dealt = Signal(object)  # PlayerView of the human after the deal
    hand_resumed = Signal(object)  # PlayerView of the human in a saved hand: show it as it stands
    cards_taken_back = Signal(object, object)  # PlayerView of the human after an undo, the (seat, Card)s taken back
    pass_requested = Signal(object)  # PlayerView of the human: choose three cards to pass
    pass_committed = Signal(int)  # a seat has chosen its pass (no presentation needed)
    passes_exchanged = Signal(object, object)  # PassesExchanged, PlayerView of the human after the exchange
    turn_changed = Signal(int)  # the seat to play now (-1: nobody)
    human_turn = Signal(object)  # list[Card]: the human's legal cards
    card_played = Signal(object)  # CardPlayed
    hearts_broken = Signal(object)  # HeartsBroken
    trick_won = Signal(object)  # TrickWon
    trick_cancelled = Signal(object)  # TrickCancelled
    moon_choice_needed = Signal(object)  # MoonQuestion for the human shooter
    moon_shot = Signal(int, object, str)  # shooter, MoonChoice, the sentence that says so
    hand_scored = Signal(object)  # HandResult
    game_over = Signal(object)  # list[int]: the winning seats
    hint_ready = Signal(object)  # review.Hint: the suggested pass or card, and why
    hint_asked = Signal()  # a hint is being worked out (its answer comes on hint_ready)
    status_message = Signal(object)  # a Sentence (text.format): said again after a language change
    human_request_withdrawn = Signal()  # the computer took over a pass, card or moon choice the human was asked
    checkpoint = Signal()  # a pass, a trick or a scored hand: a good moment to save the match
    hand_played_out = Signal(object, object)  # PlayerView of the human after the rest was played out, the Sentence
    presentation_requested = Signal(int)  # the id of the request the next presentation_finished must name
    move_refused = Signal(object, int)  # why the person's pass or card was refused (a Sentence), and the question

    def __init__(self, parent: QObject | None = None, *, player_factory: PlayerFactory | None = None) -> None:
        super().__init__(parent)
        self._factory = player_factory or default_player_factory
        self._seats = Seats(self._factory)
        # Only the default players can be rebuilt from (level, seed) in another process; a custom factory's
        # players (test fakes) stay in this one.
        self._worker = AiWorker(self, use_process=player_factory is None)
        self._worker.answered.connect(self._on_answer)
        self._generation = 0
        self._match: Match | None = None
        self._request = 0  # the last id given to a presentation or a question to the person
        self._presentation = 0  # the presentation being waited for
        self._human_request = 0  # the question the person may answer now (0: none)
        self._awaiting_presentation = False
        self._continue_scheduled = False
        self._waiting_for_human = False
        self._request_pending = False
        self._moves = 0  # counts decisions, so a hint for an earlier position is dropped
        self._show_scored = False  # a resumed hand was already scored: show its score sheet before dealing on
        self._hint_waiting = False  # a hint was asked before the person's turn: it is worked out when the turn comes
        # Finish a hand at once when no card that scores is left to take (the window sets it from the settings).
        self.play_out_settled = False
        # The person may take cards back (the window sets it from the settings).
        self.undo_allowed = True

    # --- public surface -------------------------------------------------------------------------------------

    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def names(self) -> list[str]:
        return list(self._seats.names)

    @property
    def levels(self) -> list[str]:
        """The level of each seat's computer player (seat 0: the human)."""
        return list(self._seats.levels)

    @property
    def seeds(self) -> list[int]:
        """Each seat's player seed: with :attr:`levels` it makes players that decide as the match's do (the coach's
        replay of a hand against the same opponents)."""
        return list(self._seats.seeds)

    @property
    def human_view(self) -> PlayerView | None:
        return self._match.round.view(HUMAN_SEAT) if self._match is not None else None

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def presentation_request(self) -> int:
        """The id of the presentation being waited for (the last one asked, once it is answered)."""
        return self._presentation

    @property
    def human_request(self) -> int:
        """The id of the question open to the person (pass, card or moon), or 0 when none is."""
        return self._human_request if self._waiting_for_human else 0

    @property
    def autoplay(self) -> str | None:
        """The level playing the human's seat, or ``None`` when the person plays."""
        return self._seats.autoplay

    def rename(self, names: Sequence[str]) -> None:
        """New names for the seats of the running match (a cosmetic setting changed)."""
        self._seats.rename(names)

    def new_game(self, rules: Rules, names: Sequence[str], levels: Sequence[str], seed: int | None = None, *,
                 first_deal: int | None = None) -> None:
        """Start a match (its first hand deal ``first_deal`` when given); ``levels[0]`` (the human) is ignored.
        Pending decisions of the old game are dropped."""
        self._take_seats(Match(rules, seed, first_deal=first_deal), names, levels)
        self._start_hand()

    @property
    def can_undo(self) -> bool:
        """The person may take back a card now: allowed, the person plays, and has played in an unscored hand."""
        match = self._match
        return (self.undo_allowed and match is not None and self._seats.autoplay is None
                and match.can_take_back(HUMAN_SEAT))

    def undo(self) -> str | None:
        """Take back the person's last card and the computer players' cards after it; the hand is marked as one
        where undo was used. Returns ``None``, or why nothing can be taken back (translated)."""
        if not self.undo_allowed:
            return QCoreApplication.translate("GameController", "Undo is turned off in Settings (Allow undo).")
        if not self.can_undo:
            return reason_message(Reason.NOTHING_TO_TAKE_BACK)
        assert self._match is not None
        before = plays_of(self._match.round)
        after = plays_of(self._match.take_back(HUMAN_SEAT))
        taken = tuple(before[len(after):])
        self._show_again(lambda view: self.cards_taken_back.emit(view, taken))
        return None

    def restart_hand(self) -> str | None:
        """Deal the current hand again from the start, as a practice hand. Returns ``None``, or why not."""
        match = self._match
        if match is None or match.hand_scored:
            return QCoreApplication.translate("GameController", "There is no hand to restart now.")
        match.restart_hand()
        self._show_again(self.hand_dealt.emit)
        return None

    def _show_again(self, show: Callable[[PlayerView], object]) -> None:
        """The hand was rebuilt: pending answers and questions are dropped, the match is saved, and the table is
        shown the hand by ``show`` (``cards_taken_back``: the cards go back; ``hand_dealt``: dealt afresh)."""
        assert self._match is not None
        asked = self._waiting_for_human
        self._generation += 1
        self._awaiting_presentation = self._waiting_for_human = self._request_pending = self._hint_waiting = False
        self._moves += 1
        if asked:
            self.human_request_withdrawn.emit()
        self.checkpoint.emit()
        rnd = self._match.round
        self._await()
        self.turn_changed.emit(-1)
        show(rnd.view(HUMAN_SEAT))
        if rnd.phase is Phase.PASSING:
            self._request_ai_passes()

    def resume(self, match: Match, names: Sequence[str], levels: Sequence[str]) -> None:
        """Carry on with a saved ``match`` from where it stands, in any phase.

        The table gets ``hand_resumed`` (the hand as it stands, nothing to animate) and the game moves on after the
        handshake: the human is asked to pass or play, the moon question is asked again, or an already scored hand
        shows its score sheet (``hand_scored`` again) before the next deal.
        """
        self._take_seats(match, names, levels)
        rnd = match.round
        self._show_scored = match.hand_scored
        self._await()
        self.turn_changed.emit(-1)
        self.hand_resumed.emit(rnd.view(HUMAN_SEAT))
        if rnd.phase is Phase.PASSING:
            self._request_ai_passes()

    def _take_seats(self, match: Match, names: Sequence[str], levels: Sequence[str]) -> None:
        """Seat the players for ``match``; answers still coming for an earlier match are dropped."""
        self._generation += 1
        self._match = match
        self._seats.take(match.seed, match.rules.players, names, levels)
        self._awaiting_presentation = False
        self._waiting_for_human = False
        self._request_pending = False
        self._show_scored = False
        self._hint_waiting = False
        self._moves = 0

    def set_human_autoplay(self, level: str | None) -> None:
        """Let a computer player of ``level`` play the human's seat (``None``: the person plays again)."""
        self._seats.set_autoplay(level)
        if level:
            self._hint_waiting = False
        if level and self._waiting_for_human:
            self._waiting_for_human = False
            self.human_request_withdrawn.emit()
            self._schedule_continue()

    def shutdown(self) -> None:
        """Forget the match and wait for running decisions (call before the window closes)."""
        self._generation += 1
        self._worker.wait()

    def presentation_finished(self, request_id: int) -> None:
        """The table has shown everything it was told for ``request_id``; the game moves on (always through the
        event loop). An answer to an older request changes nothing."""
        if self._awaiting_presentation and request_id == self._presentation:
            self._awaiting_presentation = False
            self._schedule_continue()

    def submit_pass(self, cards: Sequence[Card], request_id: int | None = None) -> str | None:
        """The human passes ``cards``; returns ``None``, or why the pass is not allowed.

        ``request_id`` names the question answered (:attr:`human_request` when it was asked); an answer to a
        question that is no longer open changes nothing.
        """
        match = self._match
        if (match is None or match.round.phase is not Phase.PASSING or not self._waiting_for_human
                or not self._is_open(request_id)):
            return self._refuse(lambda: reason_message(Reason.NO_PASSING), request_id)
        try:
            events = match.round.pass_cards(HUMAN_SEAT, list(cards))
        except IllegalMove as exc:
            refused = exc  # the name ``exc`` is gone once the except block ends; the sentence is said later too
            return self._refuse(lambda: illegal_move_message(refused), request_id)
        self._waiting_for_human = False
        self._moves += 1
        self._after_pass(events)
        return None

    def play_card(self, card: Card, request_id: int | None = None) -> str | None:
        """The human plays ``card``; returns ``None``, or the reason it may not be played (translated).

        ``request_id`` names the turn answered (:attr:`human_request` when it was asked); a click meant for an
        earlier turn changes nothing.
        """
        match = self._match
        if match is None:
            return self._refuse(lambda: reason_message(Reason.HAND_OVER), request_id)
        rnd = match.round
        if rnd.phase is Phase.PLAYING and (rnd.current_player != HUMAN_SEAT or not self._waiting_for_human
                                           or not self._is_open(request_id)):
            return self._refuse(lambda: QCoreApplication.translate("GameController", "Wait for your turn."), request_id)
        refused = rnd.why_illegal(card)
        if refused is not None:
            return self._refuse(lambda: illegal_move_message(refused), request_id)
        self._waiting_for_human = False
        self._apply_play(card)
        return None

    def _refuse(self, reason: Callable[[], str], request_id: int | None) -> str:
        """Say (on :attr:`move_refused`) and return why the person's move to question ``request_id`` was refused."""
        sentence = Sentence(reason)
        self.move_refused.emit(sentence, request_id or 0)
        return sentence

    def why_not_playable(self, card: Card) -> str | None:
        """While the human is asked for a card: why ``card`` may not be played (translated), else ``None``."""
        match = self._match
        if match is None or not self._waiting_for_human or match.round.phase is not Phase.PLAYING:
            return None
        refused = match.round.why_illegal(card)
        return illegal_move_message(refused) if refused is not None else None

    def choose_moon(self, choice: MoonChoice) -> None:
        """The human shooter's choice."""
        if self._match is None or not self._match.moon_choice_needed or not self._waiting_for_human:
            return
        self._waiting_for_human = False
        self._finish_hand(choice)

    def _is_open(self, request_id: int | None) -> bool:
        return request_id is None or request_id == self.human_request

    def hint(self) -> None:
        """Work out what to pass or play here, and why (:func:`hearts_qt.ai.review.hint`: the rule of thumb's choice
        unless the review's search finds it clearly worse); the answer comes on ``hint_ready``. Asked before the
        person's turn (during the deal, while the others play), it is worked out when the turn comes."""
        match = self._match
        if match is None or self._seats.autoplay is not None or not self._decision_ahead(match):
            self._hint_waiting = False
            self.status_message.emit(_no_hint())
            return
        if not self._waiting_for_human:
            self._hint_waiting = True
            self.status_message.emit(Sentence(
                lambda: QCoreApplication.translate("GameController", "The hint comes when it is your turn.")))
            return
        self._start_hint(match)

    @staticmethod
    def _decision_ahead(match: Match) -> bool:
        """The person still has a pass or a card to choose in this hand (a moon choice gets no hint)."""
        rnd = match.round
        if rnd.phase is Phase.PASSING and not rnd.has_passed(HUMAN_SEAT):
            return True
        return rnd.phase is not Phase.FINISHED and bool(rnd.hand(HUMAN_SEAT))

    def _hint_when_asked(self) -> None:
        """The person's turn has come: a hint asked for before it is worked out now."""
        if self._hint_waiting and self._match is not None:
            self._hint_waiting = False
            self._start_hint(self._match)

    def _start_hint(self, match: Match) -> None:
        view = match.round.view(HUMAN_SEAT)
        seed = review.deal_seed(match.round)  # the deals the review of this decision will search: the two agree
        self.status_message.emit(Sentence(lambda: QCoreApplication.translate("GameController", "Hint: thinking…")))
        self.hint_asked.emit()
        # In a thread even when opponents think in the child process: it need not queue behind them there.
        self._worker.request(self._generation, _Hint(self._moves), lambda: review.hint(view, seed=seed))

    # --- the flow -------------------------------------------------------------------------------------------

    def _schedule_continue(self) -> None:
        if not self._continue_scheduled:
            self._continue_scheduled = True
            QTimer.singleShot(0, self, self._continue)

    def _continue(self) -> None:
        self._continue_scheduled = False
        if self._match is None or self._awaiting_presentation or self._waiting_for_human or self._request_pending:
            return
        rnd = self._match.round
        if rnd.phase is Phase.PASSING:
            self._ask_human_to_pass()
        elif rnd.phase is Phase.PLAYING:
            if not self._play_out_if_settled():
                self._next_play()
        elif not self._match.hand_scored:
            self._settle_moon()
        elif self._show_scored:
            self._show_scored = False
            self._await()
            self.hand_scored.emit(self._match.history[-1])
        elif self._match.is_over:
            self.turn_changed.emit(-1)
            self.game_over.emit(self._match.winners)
        else:
            self._match.next_hand()
            self._start_hand()

    def _await(self) -> None:
        """Wait for the table under a new request id; set before emitting so a table that answers at once is not
        missed."""
        self._request += 1
        self._presentation = self._request
        self._awaiting_presentation = True
        self.presentation_requested.emit(self._presentation)

    def _ask_human(self) -> None:
        """The person is asked to pass, play or choose: a new question, which earlier input cannot answer."""
        self._request += 1
        self._human_request = self._request
        self._waiting_for_human = True

    def _start_hand(self) -> None:
        assert self._match is not None
        rnd = self._match.round
        self._await()
        self.turn_changed.emit(-1)
        self.hand_dealt.emit(rnd.view(HUMAN_SEAT))
        if rnd.phase is Phase.PASSING:
            self._request_ai_passes()

    def _request_ai_passes(self) -> None:
        assert self._match is not None
        rnd = self._match.round
        seats = tuple(s for s in range(1, rnd.rules.players) if not rnd.has_passed(s))
        self._ask_computer(_Ask("pass", seats), pending=False)

    def _ask_human_to_pass(self) -> None:
        assert self._match is not None
        rnd = self._match.round
        if rnd.has_passed(HUMAN_SEAT):
            return
        if self._seats.human_player is not None:
            self._ask_computer(_Ask("pass", (HUMAN_SEAT,)))
            return
        self._ask_human()
        self.pass_requested.emit(rnd.view(HUMAN_SEAT))
        self._hint_when_asked()

    def _after_pass(self, events: list[Event]) -> None:
        assert self._match is not None
        for event in events:
            if isinstance(event, PassCommitted):
                self.pass_committed.emit(event.seat)
            elif isinstance(event, PassesExchanged):
                self._await()
                self.passes_exchanged.emit(event, self._match.round.view(HUMAN_SEAT))
        self.checkpoint.emit()

    def _next_play(self) -> None:
        assert self._match is not None
        rnd = self._match.round
        seat = rnd.current_player
        assert seat is not None
        self.turn_changed.emit(seat)
        if seat == HUMAN_SEAT and self._seats.human_player is None:
            self._ask_human()
            self.human_turn.emit(list(rnd.legal_cards()))
            self._hint_when_asked()
            return
        if seat != HUMAN_SEAT:
            # Said only when the answer takes a while: a quick one would flash it between two cards.
            moves, generation = self._moves, self._generation
            QTimer.singleShot(THINKING_DELAY_MS, self, lambda: self._say_thinking(seat, moves, generation))
        self._ask_computer(_Ask("card", (seat,)))

    def _say_thinking(self, seat: int, moves: int, generation: int) -> None:
        """"… is thinking" in the status bar, if ``seat`` is still deciding the same move."""
        if (moves, generation) == (self._moves, self._generation) and self._match is not None \
                and self._match.round.current_player == seat:
            self.status_message.emit(Sentence(lambda: fill(
                QCoreApplication.translate("GameController", "%1 is thinking…"), self._seats.names[seat])))

    def _play_out_if_settled(self) -> bool:
        """Play the rest of the hand at once when nothing is left to play for; False when play goes on."""
        assert self._match is not None
        rnd = self._match.round
        if not self.play_out_settled or not rnd.points_settled:
            return False
        rnd.play_out()
        self._moves += 1
        sentence = Sentence(lambda: QCoreApplication.translate(
            "GameController", "No points are left to play for: the rest of the hand was played out."))
        self._await()
        self.turn_changed.emit(-1)
        self.hand_played_out.emit(rnd.view(HUMAN_SEAT), sentence)
        self.status_message.emit(sentence)
        self.checkpoint.emit()
        return True

    def _apply_play(self, card: Card) -> None:
        assert self._match is not None
        events = self._match.round.play(card)
        self._moves += 1
        self._await()
        for event in events:
            if isinstance(event, CardPlayed):
                self.card_played.emit(event)
            elif isinstance(event, HeartsBroken):
                self.hearts_broken.emit(event)
            elif isinstance(event, TrickWon):
                self.trick_won.emit(event)
            elif isinstance(event, TrickCancelled):
                self.trick_cancelled.emit(event)
            elif isinstance(event, HandFinished):
                self.turn_changed.emit(-1)
        if any(isinstance(event, TrickWon | TrickCancelled) for event in events):
            self.checkpoint.emit()

    def _settle_moon(self) -> None:
        assert self._match is not None
        match = self._match
        rnd = match.round
        shooter = rnd.shooter
        if not match.moon_choice_needed or shooter is None:
            self._finish_hand(None)
            return
        player = self._seats.player(shooter)
        if player is None:
            self._ask_human()
            self.moon_choice_needed.emit(moon_question(match, shooter))
            return
        self._ask_computer(_Ask("moon", (shooter,)))

    def _finish_hand(self, choice: MoonChoice | None) -> None:
        assert self._match is not None
        self._hint_waiting = False  # the hand was played out before the person's turn came: a hint is moot now
        result = self._match.finish_hand(choice)
        self.checkpoint.emit()
        self._await()
        if result.shooter is not None and result.moon_choice is not None:
            shooter, points = result.shooter, self._match.rules.moon_points
            sentence = Sentence(lambda: moon_sentence(result, self._seats.names[shooter], points))
            self.moon_shot.emit(result.shooter, result.moon_choice, sentence)
            self.status_message.emit(sentence)
        self.hand_scored.emit(result)

    # --- computer decisions ---------------------------------------------------------------------------------

    def _ask_computer(self, asked: _Ask, *, pending: bool = True) -> None:
        """Ask the computer players of ``asked.seats``; ``pending``: the game waits for the answer (the
        opponents' passes do not hold it up: the person chooses meanwhile)."""
        assert self._match is not None
        rnd = self._match.round
        views = [rnd.view(seat) for seat in asked.seats]
        players = [self._seats.player(seat) for seat in asked.seats]
        requests = [DecisionRequest(asked.kind, self._seats.level(seat), self._seats.seeds[seat], view)
                    for seat, view in zip(asked.seats, views, strict=True)]

        def work() -> list[Decision | None]:
            return [None if player is None else ask(player, asked.kind, view)
                    for player, view in zip(players, views, strict=True)]

        self._request_pending = self._request_pending or pending
        self._worker.request_decisions(self._generation, asked, requests, work)

    def _on_answer(self, generation: int, tag: object, result: object) -> None:
        if generation != self._generation or self._match is None:
            return
        if isinstance(tag, _Hint):
            if tag.moves == self._moves and self._waiting_for_human:
                if isinstance(result, Exception):  # "Hint: thinking…" must not stay
                    self.status_message.emit(_no_hint())
                else:
                    self.hint_ready.emit(result)
            return
        assert isinstance(tag, _Ask)
        answers = result if isinstance(result, list) and len(result) == len(tag.seats) else [result] * len(tag.seats)
        if tag.kind == "pass" and tag.seats != (HUMAN_SEAT,):
            self._apply_ai_passes(tag.seats, answers)
            return
        self._request_pending = False
        seat, answer = tag.seats[0], answers[0]
        rnd = self._match.round
        if tag.kind == "pass":
            if rnd.phase is Phase.PASSING and not rnd.has_passed(HUMAN_SEAT):
                cards = checked("pass", rnd.view(seat), answer, self._seats.who(seat), self._seats.seeds[seat])
                self._after_pass(rnd.pass_cards(HUMAN_SEAT, cards))
                self._moves += 1
            self._schedule_continue()
        elif tag.kind == "card" and rnd.phase is Phase.PLAYING and rnd.current_player == seat:
            self._apply_play(checked("card", rnd.view(seat), answer, self._seats.who(seat), self._seats.seeds[seat]))
        elif tag.kind == "moon" and self._match.moon_choice_needed and rnd.shooter == seat:
            self._finish_hand(checked("moon", rnd.view(seat), answer, self._seats.who(seat), self._seats.seeds[seat]))
        else:  # the game has moved on while the seat thought: carry on from where it stands
            self._schedule_continue()

    def _apply_ai_passes(self, seats: tuple[int, ...], answers: list[object]) -> None:
        assert self._match is not None
        rnd = self._match.round
        for seat, answer in zip(seats, answers, strict=True):
            if rnd.phase is Phase.PASSING and not rnd.has_passed(seat):
                cards = checked("pass", rnd.view(seat), answer, self._seats.who(seat), self._seats.seeds[seat])
                self._after_pass(rnd.pass_cards(seat, cards))
        self._schedule_continue()


def _no_hint() -> Sentence:
    return Sentence(lambda: QCoreApplication.translate("GameController", "No hint right now."))


__all__ = ["GameController"]
