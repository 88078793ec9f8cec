"""The crash watch: a run that did not close is known at the next start, with what its crash log said."""

from __future__ import annotations

import faulthandler
from pathlib import Path

import pytest

from hearts_qt.crash_watch import CrashWatch
from tests.support.platforms import read_only_folders


@pytest.fixture
def restore_faulthandler():
    """faulthandler is process-wide: put back what the test run had (pytest enables it on stderr)."""
    was = faulthandler.is_enabled()
    yield
    faulthandler.disable()
    if was:
        faulthandler.enable()


def test_a_run_that_closes_leaves_nothing_to_tell(tmp_path: Path, restore_faulthandler) -> None:
    watch = CrashWatch(tmp_path / "data")
    assert watch.start() is False and watch.marker.exists() and faulthandler.is_enabled()
    watch.stop()
    assert not watch.marker.exists()
    again = CrashWatch(tmp_path / "data")
    assert again.start() is False and again.last_crash == ""
    again.stop()


def test_a_run_that_did_not_close_is_told_with_its_crash_log(tmp_path: Path, restore_faulthandler) -> None:
    first = CrashWatch(tmp_path)
    first.start()
    assert first._log is not None
    faulthandler.dump_traceback(first._log)  # what a crash writes: the threads' Python stacks
    first._log.flush()
    # No stop(): the process died. The next start knows, and says what the log said.
    second = CrashWatch(tmp_path)
    assert second.start() is True
    assert "File" in second.last_crash and "test_crash_watch.py" in second.last_crash
    second.stop()
    # Told once: the run after a clean close has nothing to say, and the log starts afresh each run.
    third = CrashWatch(tmp_path)
    assert third.start() is False and third.last_crash == ""
    assert third.crash_log.read_text(encoding="utf-8") == ""
    third.stop()


@read_only_folders
def test_a_read_only_data_folder_does_not_stop_the_game(tmp_path: Path, restore_faulthandler) -> None:
    tmp_path.chmod(0o500)
    try:
        watch = CrashWatch(tmp_path)
        assert watch.start() is False  # unwatched, but running
        watch.stop()
    finally:
        tmp_path.chmod(0o700)
