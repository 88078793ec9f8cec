"""The crash watch: a run that did not close is known at the next start, with what its crash log said."""

from __future__ import annotations

import errno
import faulthandler
import sys
from pathlib import Path

import pytest

from hearts_qt.crash_watch import CrashWatch, settled_note
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


class ReadOnlyDisk:
    """The data folder's disk turned read-only: nothing in ``folder`` can be written or removed any more (root
    ignores file modes, so the refusal is what the system would say, EROFS)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        self.folder = folder
        self.on = False
        for name in ("write_text", "open", "unlink"):
            real = getattr(Path, name)
            monkeypatch.setattr(Path, name, self._refusing(real, name))

    def _refusing(self, real, name: str):
        def method(path: Path, *args, **kwargs):
            mode = args[0] if args else kwargs.get("mode", "r")
            writes = name != "open" or any(c in mode for c in "wax+")
            if self.on and writes and path.parent == self.folder:
                raise OSError(errno.EROFS, "Read-only file system", str(path))
            return real(path, *args, **kwargs)
        return method


def test_a_run_that_closes_on_a_read_only_disk_is_not_told_as_a_crash(tmp_path: Path, monkeypatch,
                                                                       restore_faulthandler) -> None:
    """Quitting after the disk turned read-only leaves the marker behind: the run notes it as closed elsewhere, so
    neither the next start on that disk nor the one after it is writable again says Hearts closed unexpectedly."""
    data, settled = tmp_path / "data", tmp_path / "runtime" / "settled"
    settled.parent.mkdir()
    disk = ReadOnlyDisk(monkeypatch, data)
    first = CrashWatch(data, settled)
    assert first.start() is False
    disk.on = True
    first.stop()
    assert first.marker.exists()  # it could not be removed
    still_read_only = CrashWatch(data, settled)
    assert still_read_only.start() is False and still_read_only.last_crash == ""
    still_read_only.stop()
    disk.on = False
    writable_again = CrashWatch(data, settled)
    assert writable_again.start() is False
    writable_again.stop()
    assert not writable_again.marker.exists()


def test_a_crash_told_on_a_read_only_disk_is_told_once(tmp_path: Path, monkeypatch, restore_faulthandler) -> None:
    data, settled = tmp_path / "data", tmp_path / "settled"
    disk = ReadOnlyDisk(monkeypatch, data)
    CrashWatch(data, settled).start()  # and no stop(): it crashed
    disk.on = True
    told = CrashWatch(data, settled)
    assert told.start() is True  # told; its marker cannot be removed, nor replaced by this run's ...
    told.stop()
    again = CrashWatch(data, settled)
    assert again.start() is False  # ... not told again
    again.stop()
    disk.on = False
    crashed = CrashWatch(data, settled)
    crashed.start()  # a new run's marker: a crash of this one is told, whatever was settled before
    assert CrashWatch(data, settled).start() is True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the runtime folder is $XDG_RUNTIME_DIR on Linux")
def test_the_settled_note_lies_in_the_users_own_runtime_folder(tmp_path: Path, monkeypatch) -> None:
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    one, other = settled_note(tmp_path / "a"), settled_note(tmp_path / "b")
    assert one.parent == runtime and other.parent == runtime and one != other
    assert CrashWatch(tmp_path / "a").settled == one
