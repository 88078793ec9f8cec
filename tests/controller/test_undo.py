"""Taking cards back and restarting a hand through the controller, with a table that answers at once."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject

from hearts_qt.controller import GameController, game_controller
from hearts_qt.engine import Card, CardPlayed, MoonChoice, Phase, PlayerView, Rules
from hearts_qt.engine.replay import plays_of

NAMES = ["You", "Anna", "Boris", "Clara"]


class InstantTable(QObject):
    """Shows everything at once; records the cards played and the hands shown as they stand. The test plays."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.plays: list[tuple[int, Card]] = []
        self.resumed: list[PlayerView] = []  # the hand as an undo left it
        self.taken: list[tuple[tuple[int, Card], ...]] = []  # the cards each undo took back
        self.dealt = 0
        self.withdrawn = 0
        c = controller
        c.presentation_requested.connect(lambda rid: c.presentation_finished(rid))
        c.card_played.connect(lambda e: self._played(e))
        c.cards_taken_back.connect(lambda view, taken: self._taken_back(view, taken))
        c.hand_dealt.connect(lambda _view: self._dealt())
        c.human_request_withdrawn.connect(self._withdrawn)
        c.pass_requested.connect(lambda view: c.submit_pass(list(view.hand[:3])))

    def _played(self, event: CardPlayed) -> None:
        self.plays.append((event.seat, event.card))

    def _taken_back(self, view: PlayerView, taken: tuple[tuple[int, Card], ...]) -> None:
        self.resumed.append(view)
        self.taken.append(taken)

    def _dealt(self) -> None:
        self.dealt += 1

    def _withdrawn(self) -> None:
        self.withdrawn += 1


def start(qtbot, controller: GameController, levels: list[str], seed: int) -> InstantTable:
    table = InstantTable(controller)
    with qtbot.waitSignal(controller.human_turn, timeout=20000):
        controller.new_game(Rules(), NAMES, ["human", *levels], seed)
    return table


def play(qtbot, controller: GameController, card: Card | None = None) -> None:
    """The person plays ``card`` (default: the first legal card) and waits until asked again or the hand ends."""
    match = controller.match
    assert match is not None
    chosen = card if card is not None else match.round.legal_cards()[0]
    with qtbot.waitSignals([controller.human_turn], timeout=20000,
                           raising=False, check_params_cbs=None) as blocker:
        assert controller.play_card(chosen) is None
    assert blocker.signal_triggered or match.round.is_over


@pytest.fixture
def controller(qtbot):
    c = GameController()
    yield c
    c.shutdown()


def test_undo_takes_back_the_last_card_and_the_replies_then_the_same_card_gets_the_same_replies(qtbot, controller):
    table = start(qtbot, controller, ["normal"] * 3, seed=17)
    match = controller.match
    assert match is not None
    for _ in range(3):
        play(qtbot, controller)
    record = plays_of(match.round)
    mine = max(i for i, (seat, _) in enumerate(record) if seat == 0)
    card = record[mine][1]
    with qtbot.waitSignal(controller.human_turn, timeout=20000):
        assert controller.undo() is None
    assert plays_of(match.round) == record[:mine] and match.round.current_player == 0
    assert match.undo_used and table.resumed[-1].hand == match.round.view(0).hand
    assert table.taken[-1] == tuple(record[mine:])  # the person's card and the replies, for the table to slide back
    assert card in match.round.hand(0)
    shown = len(table.plays)
    play(qtbot, controller, card)
    assert plays_of(match.round)[: len(record)] == record  # the computer players answered as before
    assert table.plays[shown:][: len(record) - mine] == record[mine:]


def test_undo_goes_back_as_many_cards_as_the_person_played_and_no_further(qtbot, controller):
    start(qtbot, controller, ["easy"] * 3, seed=3)
    match = controller.match
    assert match is not None
    play(qtbot, controller)
    play(qtbot, controller)
    for _ in range(2):
        with qtbot.waitSignal(controller.human_turn, timeout=20000):
            assert controller.undo() is None
    assert all(seat != 0 for seat, _ in plays_of(match.round))
    assert not controller.can_undo
    assert controller.undo() == "There is no card of yours to take back in this hand."


def test_undo_can_be_switched_off(qtbot, controller):
    start(qtbot, controller, ["easy"] * 3, seed=3)
    play(qtbot, controller)
    controller.undo_allowed = False
    # Said as it is: there is a card to take back, but undo is off.
    assert not controller.can_undo and controller.undo() == "Undo is turned off in Settings (Allow undo)."
    assert controller.match is not None and not controller.match.undo_used


def test_restart_deals_the_hand_again_as_a_practice_hand(qtbot, controller):
    table = start(qtbot, controller, ["easy"] * 3, seed=9)
    match = controller.match
    assert match is not None
    dealt = [match.round.dealt_hand(s) for s in range(4)]
    play(qtbot, controller)
    with qtbot.waitSignal(controller.human_turn, timeout=20000):
        assert controller.restart_hand() is None
    assert table.dealt == 2 and match.practice
    assert [match.round.dealt_hand(s) for s in range(4)] == dealt
    assert match.round.phase is Phase.PLAYING and len(match.round.tricks) == 0


def test_a_chosen_deal_starts_the_match(qtbot, controller):
    with qtbot.waitSignal(controller.hand_dealt, timeout=20000):
        controller.new_game(Rules(), NAMES, ["human", "easy", "easy", "easy"], first_deal=424242)
    assert controller.match is not None and controller.match.deal_number == 424242


class HeldPlayer:
    """Plays its lowest legal card, but only once the test lets it: its answer can arrive after an undo."""

    release = threading.Event()

    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return list(view.hand[:3])

    def choose_card(self, view: PlayerView) -> Card:
        HeldPlayer.release.wait(10)
        return view.legal[0]

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return MoonChoice.ADD_TO_OTHERS


def test_an_answer_still_coming_when_the_card_is_taken_back_is_dropped_and_the_hand_is_saved(qtbot):
    controller = GameController(player_factory=HeldPlayer)
    table = InstantTable(controller)
    saves: list[int] = []
    controller.checkpoint.connect(lambda: saves.append(len(plays_of(controller.match.round))))
    HeldPlayer.release.set()
    with qtbot.waitSignal(controller.human_turn, timeout=20000):
        controller.new_game(Rules(passing=False), NAMES, ["human", "easy", "easy", "easy"], seed=8)
    match = controller.match
    assert match is not None and match.round.current_player == 0 and not plays_of(match.round)
    HeldPlayer.release.clear()
    with qtbot.waitSignal(controller.status_message, timeout=5000):  # "Anna is thinking…"
        assert controller.play_card(match.round.legal_cards()[0]) is None
    with qtbot.waitSignal(controller.human_turn, timeout=5000):
        assert controller.undo() is None
    assert saves[-1] == 0
    with qtbot.waitSignal(controller._worker.answered, timeout=5000):
        HeldPlayer.release.set()  # the held answer, for a hand that no longer stands so, arrives now
    assert plays_of(match.round) == [] and match.round.current_player == 0
    assert [seat for seat, _ in table.plays] == [0]
    controller.shutdown()


def test_a_computer_that_answers_at_once_is_not_said_to_be_thinking(qtbot, controller):
    """"Anna is thinking…" only when the answer takes a while: a quick one flashed it between two cards."""
    said: list[str] = []
    controller.status_message.connect(said.append)
    start(qtbot, controller, ["easy"] * 3, seed=3)
    play(qtbot, controller)
    qtbot.wait(2 * game_controller.THINKING_DELAY_MS)
    assert not any("thinking" in text for text in said), said


def test_a_hint_that_fails_says_so_instead_of_thinking_on(qtbot, controller, monkeypatch):
    from hearts_qt.ai import review

    def broken(view, **_):
        raise RuntimeError("no search today")

    start(qtbot, controller, ["easy"] * 3, seed=3)
    monkeypatch.setattr(review, "hint", broken)
    said: list[str] = []
    controller.status_message.connect(said.append)
    controller.hint()
    qtbot.waitUntil(lambda: len(said) >= 2, timeout=5000)
    assert said == ["Hint: thinking…", "No hint right now."]


def test_a_hint_asked_while_the_others_play_answers_on_the_persons_turn(qtbot, controller):
    start(qtbot, controller, ["easy"] * 3, seed=3)
    assert controller.play_card(controller.match.round.legal_cards()[0]) is None  # the others play now
    said: list[str] = []
    controller.status_message.connect(said.append)
    order: list[str] = []
    controller.human_turn.connect(lambda _legal: order.append("turn"))
    controller.hint_ready.connect(lambda _hint: order.append("hint"))
    controller.hint()
    assert said == ["The hint comes when it is your turn."]
    qtbot.waitUntil(lambda: "hint" in order, timeout=20000)
    assert order[:2] == ["turn", "hint"] and "No hint right now." not in said
