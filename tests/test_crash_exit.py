"""The real program, run as a process: asked to stop (SIGTERM) it closes as Quit does; a crash (SIGSEGV) leaves
its marker and a crash log, which the next start reads."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts_qt.crash_watch import CRASH_LOG_NAME, RUNNING_NAME
from tests.support.platforms import xdg_folders

pytestmark = [pytest.mark.skipif(not Path("/proc/self/status").exists(),
                                 reason="POSIX signals; a process's caught signals read from /proc"), xdg_folders]
TIMEOUT = 60.0


#: The program, with a SIGTERM of its own just before its window is shown (a logout while it starts).
TERM_BEFORE_SHOW = """
import os, signal, sys
from hearts_qt.app import main
from hearts_qt.ui.window.main_window import MainWindow
show = MainWindow.show
def term_then_show(self):
    os.kill(os.getpid(), signal.SIGTERM)
    show(self)
MainWindow.show = term_then_show
sys.exit(main())
"""


def start(tmp_path: Path, *program: str) -> subprocess.Popen[str]:
    """Start the program (``python -m hearts_qt``, or ``python *program``) with its folders in ``tmp_path``."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / ".config"),
               XDG_DATA_HOME=str(tmp_path / ".local" / "share"), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, *(program or ("-m", "hearts_qt"))], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def data_folder(tmp_path: Path) -> Path:
    """The app data folder the program made (its name comes from Qt's organisation and application names)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        found = list((tmp_path / ".local" / "share").rglob(RUNNING_NAME))
        if found:
            return found[0].parent
        time.sleep(0.2)
    raise AssertionError("the program never marked itself as running")


def catching_sigterm(process: subprocess.Popen[str]) -> None:
    """Wait until ``process`` catches SIGTERM: the program sets its handler once the crash watch marks it running,
    before its window is built (the kernel lists the signals a process catches, SigCgt)."""
    status = Path(f"/proc/{process.pid}/status")
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        assert process.poll() is None, process.stdout.read() if process.stdout else ""
        caught = next(int(line.split()[1], 16) for line in status.read_text().splitlines()
                      if line.startswith("SigCgt:"))
        if caught >> (signal.SIGTERM - 1) & 1:
            return
        time.sleep(0.05)
    raise AssertionError("the program never came to catch SIGTERM")


def test_sigterm_closes_like_quit_and_a_crash_is_known_next_time(tmp_path: Path) -> None:
    first = start(tmp_path)
    folder = data_folder(tmp_path)
    catching_sigterm(first)  # marked as running; the close waits until the window is up and the hand dealt
    first.send_signal(signal.SIGTERM)
    first.wait(TIMEOUT)
    assert first.returncode == 0, first.stdout.read() if first.stdout else ""
    assert not (folder / RUNNING_NAME).exists()  # a clean close: nothing to tell next time
    assert (folder / "saved-game.json").exists()  # and the game was saved, as Quit saves it

    second = start(tmp_path)
    catching_sigterm(second)  # running, and watching for crashes since before its window was built
    second.send_signal(signal.SIGSEGV)
    second.wait(TIMEOUT)
    assert second.returncode != 0
    assert (folder / RUNNING_NAME).exists()
    assert "Segmentation fault" in (folder / CRASH_LOG_NAME).read_text(encoding="utf-8")

    third = start(tmp_path)
    catching_sigterm(third)  # it has read the log and told the player (tests/ui: tell_unclean_exit), and runs on
    assert third.poll() is None
    third.send_signal(signal.SIGTERM)
    third.wait(TIMEOUT)
    assert third.returncode == 0 and not (folder / RUNNING_NAME).exists()


def test_sigterm_before_the_window_is_shown_closes_like_quit_too(tmp_path: Path) -> None:
    """Marked as running but not yet shown, the program is asked to stop: it still closes as Quit does (the game
    saved, the marker gone), so the next start does not say that it closed unexpectedly."""
    first = start(tmp_path, "-c", TERM_BEFORE_SHOW)
    first.wait(TIMEOUT)
    output = first.stdout.read() if first.stdout else ""
    assert first.returncode == 0, (first.returncode, output)
    (folder,) = {path.parent for path in (tmp_path / ".local" / "share").rglob("hearts-qt.log")}
    assert not (folder / RUNNING_NAME).exists() and (folder / "saved-game.json").exists()
