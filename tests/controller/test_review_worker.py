"""The coach's work for the window (:class:`ReviewJob`): the same hand gets the same review and the same replay each
time it is opened, however fast the machine is at that moment."""

from __future__ import annotations

import time
import types

import pytest

from hearts_qt.ai import create_player, hard, passing, review, tree
from hearts_qt.ai.duplicate import SeatReplay
from hearts_qt.ai.review import HandReview
from hearts_qt.arena import Tally, play_hand
from hearts_qt.controller import review_worker
from hearts_qt.controller.review_worker import ReviewJob
from hearts_qt.engine import Round, Rules, numbered_deal

LEVELS = ["human", "normal", "hard", "normal", "easy", "normal", "normal"]
SEEDS = [0, 11, 12, 13, 14, 15, 16]


def finished_hand() -> Round:
    """A 7-player hand (seven cards each; a deal whose decisions are quick to search) played by rule-based
    players."""
    rules = Rules(players=7)
    rnd = Round.start(rules, numbered_deal(rules, 13), rules.pass_direction(0), 0)
    seats = [create_player("easy" if seat == 0 else "normal", seat) for seat in range(rules.players)]
    play_hand(rnd, seats, [Tally() for _ in seats])
    return rnd


def run(record: Round) -> tuple[HandReview, SeatReplay]:
    """The job run here, in this thread, to its end: what it said."""
    job = ReviewJob(record, LEVELS, SEEDS)
    said: dict[str, object] = {}
    job.signals.reviewed.connect(lambda found: said.setdefault("review", found))
    job.signals.replayed.connect(lambda found: said.setdefault("replay", found))
    job.signals.failed.connect(lambda detail: pytest.fail(detail))
    job.run()
    found, replay = said["review"], said["replay"]
    assert isinstance(found, HandReview) and isinstance(replay, SeatReplay) and not found.cancelled
    return found, replay


def test_a_hand_is_reviewed_the_same_way_on_a_busier_machine(monkeypatch) -> None:
    # A time cap no run of this test reaches, however loaded the machine: this is about the clock's speed.
    monkeypatch.setattr(review_worker, "DEFAULT_BUDGET", 30.0)
    record = finished_hand()
    first, first_replay = run(record)
    # Now every second of search passes twice as fast on the clock: a busier machine, or a slower one.
    start = time.perf_counter()
    busy = types.SimpleNamespace(perf_counter=lambda: start + 2 * (time.perf_counter() - start))
    for module in (review, hard, passing, tree):
        monkeypatch.setattr(module, "time", busy)
    second, second_replay = run(record)
    assert second == first  # the same figures and the same advice
    assert (second_replay.computer_taken, second_replay.computer_scores) == \
        (first_replay.computer_taken, first_replay.computer_scores)
    assert [play for trick in second_replay.replay.tricks for play in trick.plays] == \
        [play for trick in first_replay.replay.tricks for play in trick.plays]
