"""The controller with a fake table that answers at once: whole matches, the handshake, stale answers, the moon."""

from __future__ import annotations

import random
import threading

import pytest

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Match, MoonChoice, Phase, PlayerView, Rules, Variant
from tests.support.fake_table import NAMES, FakeTable, WaitingTable, play_match
from tests.support.players import LowPlayer


class RandomPlayer(LowPlayer):
    """Plays a seeded random legal card, so scoring cards leave the hands at any time (not only at the end)."""

    def __init__(self, level: str, seed: int | None) -> None:
        super().__init__(level, seed)
        self.rng = random.Random(seed)

    def choose_card(self, view: PlayerView) -> Card:
        return self.rng.choice(view.legal)


@pytest.fixture
def controller(qtbot) -> GameController:
    c = GameController(player_factory=LowPlayer)
    yield c
    c.shutdown()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_whole_match_reaches_game_over(qtbot, controller, players):
    rules = Rules(players=players, target_score=40)
    table = play_match(qtbot, controller, rules)
    match = controller.match
    assert match is not None and match.is_over
    assert table.winners == match.winners and table.winners
    assert max(match.scores) >= 40
    assert table.log.count("hand_dealt") == len(match.history)
    assert table.log.count("card_played") == len(match.history) * rules.cards_per_hand * players


def test_cancellation_variant_plays_through(qtbot, controller):
    rules = Rules(players=6, variant=Variant.CANCELLATION, target_score=60)
    table = play_match(qtbot, controller, rules, seed=7)
    assert controller.match is not None and controller.match.is_over
    assert "pass_requested" not in table.log


def test_nothing_moves_until_the_table_has_presented(qtbot, controller):
    table = FakeTable(controller, answer=False)
    controller.new_game(Rules(), NAMES[:4], ["human", "easy", "easy", "easy"], seed=3)
    qtbot.wait(50)
    assert table.log == ["hand_dealt"]
    with qtbot.waitSignal(controller.pass_requested):
        table.finish()


def test_illegal_card_is_explained_and_changes_nothing(qtbot, controller):
    rules = Rules(passing=False)
    controller.new_game(rules, NAMES[:4], ["human", "easy", "easy", "easy"], seed=5)
    match = controller.match
    assert match is not None
    with qtbot.waitSignal(controller.turn_changed):
        controller.presentation_finished(controller.presentation_request)
    human = match.round.hand(0)
    wrong = next((c for c in human if c not in match.round.legal_cards()), human[-1])
    if match.round.current_player == 0:
        assert controller.play_card(wrong) == "The first trick must be led with the two of clubs."
    else:
        assert controller.play_card(wrong) == "Wait for your turn."
    assert len(match.round.hand(0)) == 13


def test_human_shooter_is_asked_and_the_choice_is_scored(qtbot, controller):
    rules = Rules(passing=False, target_score=25)
    table = play_match(qtbot, controller, rules, seed=112)
    match = controller.match
    assert match is not None
    first = match.history[0]
    assert first.shooter == 0 and first.moon_choice is MoonChoice.SUBTRACT_FROM_SELF
    question = table.moon_questions[0]
    assert question.totals_before == (0, 0, 0, 0)
    assert question.if_subtract == (-26, 0, 0, 0)
    assert question.if_add == (0, 26, 26, 26)


class BlockingPlayer(LowPlayer):
    """Blocks in its first decision until released: an answer that arrives after "New game"."""

    release = threading.Event()

    def choose_pass(self, view: PlayerView) -> list[Card]:
        self.release.wait(5)
        return super().choose_pass(view)


def test_answers_from_an_old_game_are_dropped(qtbot):
    controller = GameController(player_factory=BlockingPlayer)
    FakeTable(controller)
    controller.new_game(Rules(), NAMES[:4], ["human"] + ["easy"] * 3, seed=1)
    qtbot.wait(20)
    old_match = controller.match
    controller.new_game(Rules(passing=False), NAMES[:4], ["human"] + ["easy"] * 3, seed=2)
    BlockingPlayer.release.set()
    qtbot.wait(50)
    assert old_match is not None and old_match.round.phase is Phase.PASSING
    assert not any(old_match.round.has_passed(s) for s in range(1, 4))
    controller.shutdown()


def test_autoplay_plays_the_human_seat(qtbot, controller):
    FakeTable(controller)
    controller.set_human_autoplay("easy")
    with qtbot.waitSignal(controller.game_over, timeout=20000):
        controller.new_game(Rules(players=3, target_score=25), NAMES[:3], ["human", "easy", "easy"], seed=9)
    assert controller.match is not None and controller.match.is_over


def test_hint_suggests_a_pass_then_the_pass_is_submitted(qtbot, controller):
    WaitingTable(controller)
    with qtbot.waitSignal(controller.pass_requested):
        controller.new_game(Rules(), NAMES[:4], ["human"] + ["easy"] * 3, seed=4)
    with qtbot.waitSignal(controller.hint_ready) as hint:
        controller.hint()
    assert len(hint.args[0].cards) == 3
    assert controller.submit_pass(list(hint.args[0].cards[:2])) == "Pass exactly three cards."
    with qtbot.waitSignal(controller.passes_exchanged):
        assert controller.submit_pass(list(hint.args[0].cards)) is None


def _match_in(phase: str) -> Match:
    match = Match(Rules(target_score=30), seed=12)
    rnd = match.round
    if phase == "passed":
        rnd.pass_cards(0, rnd.hand(0)[:3])
    elif phase != "passing":
        for seat in range(4):
            rnd.pass_cards(seat, rnd.hand(seat)[:3])
        plays = {"mid-trick": 6, "between": 8, "finished": 52, "scored": 52}[phase]
        for _ in range(plays):
            rnd.play(rnd.legal_cards()[0])
        if phase == "scored":
            match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    return match


@pytest.mark.parametrize("phase", ["passing", "passed", "mid-trick", "between", "finished", "scored"])
def test_resume_in_any_phase_plays_on_to_game_over(qtbot, controller, phase):
    match = _match_in(phase)
    table = FakeTable(controller)
    controller.hand_resumed.connect(lambda _view: table.log.append("hand_resumed"))
    controller.hand_resumed.connect(lambda _view: table.finish())
    saves: list[int] = []
    controller.checkpoint.connect(lambda: saves.append(len(match.history)))
    with qtbot.waitSignal(controller.game_over, timeout=20000):
        controller.resume(match, NAMES[:4], ["human", "easy", "easy", "easy"])
    assert controller.match is match and match.is_over
    assert table.log[0] == "hand_resumed" and "hand_dealt" not in table.log[:2]
    assert controller.levels == ["human", "easy", "easy", "easy"]
    if phase == "scored":
        assert table.log[1] == "hand_scored"
    assert saves and saves[-1] == len(match.history)


@pytest.mark.parametrize(("variant", "players"), [(Variant.STANDARD, 4), (Variant.OMNIBUS, 5),
                                                  (Variant.BLACK_MARIA, 3), (Variant.SPOT_HEARTS, 4),
                                                  (Variant.CANCELLATION, 7)])
def test_a_hand_with_nothing_left_to_play_for_is_finished_at_once(qtbot, variant, players):
    """With the setting on, cards are played one by one until the points are settled, then the rest at once."""
    rules = Rules(players=players, variant=variant, target_score=150)
    controller = GameController(player_factory=RandomPlayer)
    controller.play_out_settled = True
    seen: list[tuple[str, int, bool]] = []

    def on_card(_event: object) -> None:
        rnd = controller.match.round
        seen.append(("card", rnd.hand_number, rnd.points_settled and not rnd.is_over))

    def on_out(view: PlayerView, sentence: str) -> None:
        assert view.phase is Phase.FINISHED and not view.hand and not view.current_trick
        assert sentence == "No points are left to play for: the rest of the hand was played out."
        seen.append(("out", view.hand_number, True))

    controller.card_played.connect(on_card)
    controller.hand_played_out.connect(on_out)
    table = play_match(qtbot, controller, rules, seed=1)
    match = controller.match
    assert match.is_over and table.log.count("hand_scored") == len(match.history)
    outs = [hand for kind, hand, _ in seen if kind == "out"]
    assert outs and table.log.count("hand_played_out") == len(outs) == len(set(outs))
    for index, (kind, hand, settled) in enumerate(seen):
        if kind == "card" and settled:
            assert seen[index + 1] == ("out", hand, True), "a card was asked for with nothing left to play for"
    assert table.log.count("card_played") < len(match.history) * rules.cards_per_hand * players
    controller.shutdown()


def test_with_the_setting_off_every_card_is_played(qtbot, controller):
    rules = Rules(players=4, target_score=60)
    played_out: list[object] = []
    controller.hand_played_out.connect(lambda *args: played_out.append(args))
    table = play_match(qtbot, controller, rules, seed=4)
    assert not played_out
    assert table.log.count("card_played") == len(controller.match.history) * rules.cards_per_hand * 4
