"""Answers and requests: wrong computer answers are replaced, stale answers ignored, decisions made in a child."""

from __future__ import annotations

import logging
import multiprocessing
import pickle

import pytest

from hearts_qt.ai import create_player
from hearts_qt.ai.decisions import DecisionRequest, decide_all
from hearts_qt.controller import GameController
from hearts_qt.controller import ai_worker as ai_worker_module
from hearts_qt.engine import Card, Match, MoonChoice, Phase, PlayerView, Rules
from tests.support.fake_table import NAMES, FakeTable, WaitingTable, play_match
from tests.support.players import LowPlayer

GARBAGE = ["illegal card", "card not in hand", "two cards", "duplicates", "none", "exception", "not a card"]


class GarbagePlayer(LowPlayer):
    """Answers every question wrongly, in one way."""

    kind = "none"

    def choose_pass(self, view: PlayerView) -> list[Card]:
        hand = list(view.hand)
        answers: dict[str, object] = {
            "two cards": hand[:2],
            "duplicates": [hand[0], hand[0], hand[1]],
            "card not in hand": [*hand[:2], next(c for c in self._deck(view) if c not in hand)],
        }
        return self._answer(answers.get(self.kind, self._wrong_card(view)))  # type: ignore[no-any-return]

    def choose_card(self, view: PlayerView) -> Card:
        if self.kind == "illegal card":
            wrong = [c for c in view.hand if c not in view.legal]
            return wrong[0] if wrong else self._wrong_card(view)
        return self._answer(self._wrong_card(view))  # type: ignore[no-any-return]

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return self._answer("subtract")  # type: ignore[no-any-return]

    def _answer(self, answer: object) -> object:
        if self.kind == "exception":
            raise RuntimeError("a broken player")
        if self.kind == "none":
            return None
        if self.kind == "not a card":
            return "QS"
        return answer

    def _wrong_card(self, view: PlayerView) -> Card:
        return next(c for c in self._deck(view) if c not in view.hand)

    @staticmethod
    def _deck(view: PlayerView) -> list[Card]:
        return [Card.from_index(i) for i in range(52)]


@pytest.mark.parametrize("kind", GARBAGE)
def test_wrong_computer_answers_never_stall_the_match(qtbot, caplog, kind):
    player = type("Garbage", (GarbagePlayer,), {"kind": kind})
    controller = GameController(player_factory=player)
    controller.set_human_autoplay("garbage")  # the person's seat answers garbage too
    with caplog.at_level(logging.WARNING):
        play_match(qtbot, controller, Rules(players=4, target_score=30), seed=3)
    controller.shutdown()
    match = controller.match
    assert match is not None and match.is_over
    assert any("wrong" in record.getMessage() for record in caplog.records)


def test_a_wrong_card_is_replaced_by_the_rule_based_choice(qtbot):
    player = type("Garbage", (GarbagePlayer,), {"kind": "illegal card"})
    controller = GameController(player_factory=player)
    rules = Rules(passing=False)
    FakeTable(controller)
    played: list[tuple[int, Card]] = []
    controller.card_played.connect(lambda event: played.append((event.seat, event.card)))
    with qtbot.waitSignal(controller.hand_scored, timeout=10000):
        controller.new_game(rules, NAMES[:4], ["human"] + ["easy"] * 3, seed=8)
    controller.shutdown()
    replay = Match(rules, 8).round
    normal = create_player("normal", 0)
    choices = 0
    for seat, card in played:
        if seat != 0:
            view = replay.view(seat)
            assert card == normal.choose_card(view)
            choices += len(view.legal) > 1
        replay.play(card)
    assert choices > 10  # many of the replaced answers were real choices


def test_an_old_presentation_answer_does_not_advance_the_game(qtbot):
    controller = GameController(player_factory=LowPlayer)
    table = WaitingTable(controller, answer=False)
    controller.new_game(Rules(), NAMES[:4], ["human"] + ["easy"] * 3, seed=3)
    dealt = table.request
    assert dealt == controller.presentation_request
    with qtbot.waitSignal(controller.pass_requested):
        table.finish()
    qtbot.waitUntil(lambda: all(controller.match.round.has_passed(s) for s in (1, 2, 3)))  # type: ignore[union-attr]
    with qtbot.waitSignal(controller.passes_exchanged):
        assert controller.submit_pass(list(controller.match.round.hand(0)[:3])) is None  # type: ignore[union-attr]
    assert table.request != dealt
    controller.presentation_finished(dealt)  # the deal's answer, again: stale
    qtbot.wait(50)
    assert "card_played" not in table.log and controller.match.round.current_player is not None  # type: ignore[union-attr]
    assert not controller.match.round.tricks and not controller.match.round.current_trick  # type: ignore[union-attr]
    with qtbot.waitSignal(controller.turn_changed):
        table.finish()
    controller.shutdown()


def test_input_for_a_question_no_longer_open_changes_nothing(qtbot):
    controller = GameController(player_factory=LowPlayer)
    WaitingTable(controller)
    with qtbot.waitSignal(controller.pass_requested):
        controller.new_game(Rules(), NAMES[:4], ["human"] + ["easy"] * 3, seed=4)
    asked = controller.human_request
    assert asked != 0
    match = controller.match
    assert match is not None
    hand = match.round.hand(0)
    assert controller.submit_pass(hand[:3], asked + 1) == "There is no passing now."
    assert not match.round.has_passed(0)
    assert controller.submit_pass(hand[:3], asked) is None
    assert match.round.has_passed(0) and controller.human_request == 0
    assert controller.submit_pass(hand[3:6], asked) == "There is no passing now."
    controller.shutdown()


def test_a_click_for_an_earlier_turn_is_refused(qtbot):
    controller = GameController(player_factory=LowPlayer)
    table = WaitingTable(controller)
    turns: list[int] = []
    controller.human_turn.connect(lambda _legal: turns.append(controller.human_request))
    with qtbot.waitSignal(controller.human_turn, timeout=5000):
        controller.new_game(Rules(passing=False), NAMES[:4], ["human"] + ["easy"] * 3, seed=5)
    match = controller.match
    assert match is not None
    first = turns[-1]
    assert controller.play_card(match.round.legal_cards()[0], first) is None
    with qtbot.waitSignal(controller.human_turn, timeout=5000):
        pass
    cards, shown = len(match.round.hand(0)), table.log.count("card_played")
    assert controller.play_card(match.round.legal_cards()[0], first) == "Wait for your turn."
    assert len(match.round.hand(0)) == cards and match.round.current_player == 0
    assert table.log.count("card_played") == shown
    controller.shutdown()


def test_the_default_players_think_in_a_child_process_that_ends_with_the_controller(qtbot):
    controller = GameController()
    assert controller._worker.uses_process
    play_match(qtbot, controller, Rules(players=3, target_score=30), seed=2)
    child = controller._worker.process
    assert child is not None and child.is_alive()
    controller.shutdown()
    assert controller._worker.process is None
    assert not child.is_alive() and child.exitcode is not None  # ended and reaped: no zombie
    assert child not in multiprocessing.active_children()


def test_the_child_decides_as_a_thread_would(qtbot):
    rules = Rules(players=5, target_score=40)
    histories = []
    for factory in (None, create_player):
        controller = GameController(player_factory=factory)
        controller.set_human_autoplay("normal")
        play_match(qtbot, controller, rules, seed=21)
        controller.shutdown()
        assert controller.match is not None
        histories.append([(r.points_taken, r.scores, r.shooter) for r in controller.match.history])
    assert histories[0] == histories[1]


class _NoProcesses:
    """A multiprocessing context whose processes cannot start."""

    def Pipe(self):
        return multiprocessing.get_context("spawn").Pipe()

    def Process(self, *args, **kwargs):
        raise OSError("no processes here")


def test_a_process_that_cannot_start_is_no_error(qtbot, monkeypatch, caplog):
    monkeypatch.setattr(ai_worker_module.multiprocessing, "get_context", lambda _method: _NoProcesses())
    controller = GameController()
    with caplog.at_level(logging.WARNING):
        play_match(qtbot, controller, Rules(players=4, target_score=30), seed=6)
    assert controller.match is not None and controller.match.is_over
    assert not controller._worker.uses_process
    controller.shutdown()


def test_a_child_that_dies_mid_game_is_replaced_by_threads(qtbot):
    controller = GameController()
    table = FakeTable(controller)
    with qtbot.waitSignal(controller.game_over, timeout=30000):
        controller.new_game(Rules(players=4, target_score=30), NAMES[:4], ["human"] + ["easy"] * 3, seed=9)
        qtbot.waitUntil(lambda: controller._worker.process is not None)
        child = controller._worker.process
        assert child is not None
        child.kill()
    assert controller.match is not None and controller.match.is_over and table.winners
    assert not controller._worker.uses_process
    controller.shutdown()


def test_requests_and_decisions_pickle():
    view = Match(Rules(players=6), 4).round.view(3)
    assert view.phase is Phase.PASSING
    request = pickle.loads(pickle.dumps(DecisionRequest("pass", "normal", 1, view)))
    assert request.view == view
    [cards] = pickle.loads(pickle.dumps(decide_all([request])))
    assert cards == create_player("normal", 1).choose_pass(view)
