"""One running copy per data folder: a second start knocks and leaves, a crashed copy's lock is taken over.

Two lock objects in this process stand for two copies (QLockFile tells owners apart by process, and this process
is alive); the real thing runs as separate ``python -m hearts_qt`` processes on throw-away XDG folders.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile
from PySide6.QtNetwork import QLocalServer

from hearts_qt.single_instance import LOCK_NAME, SingleInstance, server_name
from tests.support.platforms import xdg_folders

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 60.0


def test_the_second_copy_knocks_and_the_first_comes_forward(qtbot, tmp_path: Path):
    first, second = SingleInstance(tmp_path), SingleInstance(tmp_path)
    assert first.acquire() is True
    assert (tmp_path / LOCK_NAME).is_file()
    first.listen()
    assert second.acquire() is False
    with qtbot.waitSignal(first.activated, timeout=5000):
        assert second.ask_running_copy()
    first.release()
    third = SingleInstance(tmp_path)
    assert third.acquire() is True
    third.release()


#: A first copy that takes the lock, shows its window only after a while (as the game puts itself in its window
#: before it listens), then waits for a knock.
SLOW_FIRST_COPY = r"""
import sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from hearts_qt.single_instance import SingleInstance

app = QCoreApplication([])
first = SingleInstance(Path(sys.argv[1]))
assert first.acquire() is True
print("locked", flush=True)
time.sleep(0.5)
first.listen()
first.activated.connect(lambda: (print("knocked", flush=True), app.quit()))
QTimer.singleShot(20000, app.quit)
app.exec()
"""


def test_a_second_start_reaches_a_first_copy_that_is_still_starting(tmp_path: Path):
    """The first copy holds the lock before it listens (its socket is made once its window is up): a second start
    in between knocks again until it is answered, instead of saying the first copy does not answer."""
    first = subprocess.Popen([sys.executable, "-c", SLOW_FIRST_COPY, str(tmp_path)], cwd=ROOT, text=True,
                             stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "locked"
        second = SingleInstance(tmp_path)
        assert second.acquire() is False
        assert second.ask_running_copy()
        assert first.stdout.readline().strip() == "knocked"
    finally:
        first.kill()
        first.wait()


def test_no_answer_when_nobody_listens(tmp_path: Path):
    assert not SingleInstance(tmp_path / "nobody").ask_running_copy(timeout_ms=200)


def test_no_lock_possible_means_run_anyway(tmp_path: Path):
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    assert SingleInstance(tmp_path / "file" / "data").acquire() is None


def test_a_lock_left_by_a_killed_process_is_taken_over(tmp_path: Path):
    _leave_a_lock(tmp_path)  # never released: its owner died holding it
    fresh = SingleInstance(tmp_path)
    assert fresh.acquire() is True
    fresh.release()


def _leave_a_lock(directory: Path) -> None:
    """A copy takes the lock in ``directory`` and dies holding it."""
    script = ("import os, sys; from pathlib import Path; from hearts_qt.single_instance import SingleInstance; "
              "held = SingleInstance(Path(sys.argv[1])); assert held.acquire() is True; os._exit(0)")
    subprocess.run([sys.executable, "-c", script, str(directory)], cwd=ROOT, check=True, timeout=60,
                   env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert (directory / LOCK_NAME).is_file()


@pytest.mark.skipif(sys.platform == "win32", reason="a process is asked after with a POSIX signal 0")
def test_a_dead_holder_is_told_from_a_live_one(tmp_path: Path):
    _leave_a_lock(tmp_path / "dead")
    assert SingleInstance(tmp_path / "dead").holder_is_gone()
    live = SingleInstance(tmp_path / "live")
    assert live.acquire() is True
    try:
        assert not SingleInstance(tmp_path / "live").holder_is_gone()
    finally:
        live.release()
    assert not SingleInstance(tmp_path / "none").holder_is_gone()  # no lock file at all


class _UnremovableLock:
    """A QLockFile whose stale lock cannot be removed (its folder refuses): tryLock fails as if it were held."""

    def __init__(self, real) -> None:
        self.real = real

    def tryLock(self, _timeout: int) -> bool:
        return False

    def error(self):
        return QLockFile.LockError.LockFailedError

    def getLockInfo(self):
        return self.real.getLockInfo()


@pytest.mark.skipif(sys.platform == "win32", reason="a process is asked after with a POSIX signal 0")
def test_a_stale_lock_that_cannot_be_removed_lets_hearts_run(tmp_path: Path):
    """A copy crashed, and the folder will not let its lock be removed: run without a lock (saving will say why),
    instead of claiming that another copy is running and starting nothing."""
    _leave_a_lock(tmp_path)
    instance = SingleInstance(tmp_path)
    instance._lock = _UnremovableLock(instance._lock)  # type: ignore[assignment]
    assert instance.acquire() is None
    live = SingleInstance(tmp_path / "live")
    assert live.acquire() is True
    try:
        second = SingleInstance(tmp_path / "live")
        second._lock = _UnremovableLock(second._lock)  # type: ignore[assignment]
        assert second.acquire() is False  # a running copy's lock still means: that copy runs
    finally:
        live.release()


def _immutable(directory: Path) -> bool:
    """Make ``directory`` refuse changes (chmod for a user; the immutable flag for root); ``False`` if it can't."""
    if os.geteuid() != 0:
        directory.chmod(0o555)
        return True
    return subprocess.run(["chattr", "+i", str(directory)], capture_output=True, check=False).returncode == 0


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_stale_lock_in_a_folder_that_refuses_changes(tmp_path: Path):
    """The real thing where the machine allows it: the lock's folder really refuses its removal."""
    folder = tmp_path / "data"
    _leave_a_lock(folder)
    if not _immutable(folder):
        pytest.skip("this machine cannot make a folder refuse changes")
    try:
        assert SingleInstance(folder).acquire() is None
        assert (folder / LOCK_NAME).is_file()  # still there: it could not be removed
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(folder)], check=False)
        else:
            folder.chmod(0o755)


def _env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_RUNTIME_DIR": str(tmp_path / "runtime")}


def _start(tmp_path: Path) -> subprocess.Popen[bytes]:
    log = (tmp_path / f"log-{time.monotonic_ns()}.txt").open("wb")
    return subprocess.Popen([sys.executable, "-m", "hearts_qt"], cwd=ROOT, env=_env(tmp_path),
                            stdout=log, stderr=log)


def _lock_held_by(tmp_path: Path, process: subprocess.Popen[bytes]) -> Path:
    """Wait (up to START_TIMEOUT) until ``process`` holds the lock; the lock file names its process id first."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        assert process.poll() is None, "the first copy exited"
        for lock in (tmp_path / "data").rglob(LOCK_NAME):
            with_pid = lock.read_text(encoding="utf-8", errors="replace").split("\n")[0]
            if with_pid == str(process.pid):
                return lock.parent
        time.sleep(0.1)
    pytest.fail("the first copy never took the lock")


@xdg_folders
def test_real_starts_one_copy_a_second_leaves_a_crash_is_recovered(tmp_path: Path):
    (tmp_path / "runtime").mkdir(mode=0o700)
    first = _start(tmp_path)
    data = tmp_path / "data"
    try:
        data = _lock_held_by(tmp_path, first)
        # Without an answer the second start would show "already running" and wait for a click for ever.
        second = subprocess.run([sys.executable, "-m", "hearts_qt"], cwd=ROOT, env=_env(tmp_path), timeout=60,
                                capture_output=True)
        assert second.returncode == 0
        assert first.poll() is None
        first.kill()  # SIGKILL: the copy dies holding its lock
        first.wait(timeout=30)
        litter = data / "saved-game.abc123.tmp"
        litter.write_text("{", encoding="utf-8")
        third = _start(tmp_path)
        try:
            _lock_held_by(tmp_path, third)
            deadline = time.monotonic() + START_TIMEOUT
            while litter.exists() and time.monotonic() < deadline:
                time.sleep(0.1)
            assert not litter.exists()  # with the lock held every temporary file is stale
            fourth = subprocess.run([sys.executable, "-m", "hearts_qt"], cwd=ROOT, env=_env(tmp_path), timeout=60,
                                    capture_output=True)
            assert fourth.returncode == 0 and third.poll() is None
        finally:
            third.kill()
            third.wait(timeout=30)
    finally:
        first.kill()
        first.wait(timeout=30)
        QLocalServer.removeServer(server_name(data))  # the killed copies' socket file in the temporary folder
