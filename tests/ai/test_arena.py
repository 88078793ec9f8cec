"""The arena runs, reports every player, and keeps its books straight."""

from __future__ import annotations

import pytest

from hearts_qt.arena import Job, main, run_job
from hearts_qt.engine import Rules


def test_duplicate_hands_seat_every_player_everywhere() -> None:
    tallies = run_job(Job(("random", "easy", "normal"), Rules(players=3), 1, (0, 1), True, False))
    assert [len(t.points) for t in tallies] == [6, 6, 6]
    assert all(len(t.times) > 0 for t in tallies)


def test_matches_count_games_won() -> None:
    tallies = run_job(Job(("random",) * 4, Rules(target_score=25), 2, (0,), False, True))
    assert sum(t.games_won for t in tallies) == pytest.approx(1)
    assert all(t.games == 1 for t in tallies)


def test_command_line_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "normal,random,random,random", "--hands", "3", "--duplicate"]) == 0
    out = capsys.readouterr().out
    assert "3 deals duplicated" in out
    assert out.count(":random") == 3 and "0:normal" in out
