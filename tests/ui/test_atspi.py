"""The screen-reader check over AT-SPI (``tools/atspi_check.py``) as a test: the game on its own Xvfb and
accessibility bus, read by a real AT-SPI client. Skipped where the machine lacks the tools (no system Python with
pyatspi, no Xvfb, no D-Bus), never failed for that."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's pyatspi is built for it, not for the virtual environment
CANNOT_CHECK = 2  # the tool's exit code for "this machine lacks what the check needs"


def free_display() -> str:
    """A display number no X server uses (away from the 90s, which people use by hand)."""
    for number in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    pytest.skip("no free X display number")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="AT-SPI is the Linux desktops' accessibility bus")
def test_a_screen_reader_reads_the_hand_the_table_and_hears_the_announcements():
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        pytest.skip(f"no {SYSTEM_PYTHON} to run the AT-SPI client")
    command = [SYSTEM_PYTHON, str(ROOT / "tools" / "atspi_check.py"), "--python", sys.executable,
               "--xvfb", free_display()]
    result = subprocess.run(command, capture_output=True, text=True, timeout=240)
    if result.returncode == CANNOT_CHECK:
        pytest.skip(result.stdout.strip())
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    assert "list item 'Your turn'" not in result.stdout  # the turn is a label of its own, not inside a list
    assert "label 'Your turn'" in result.stdout
    assert ", playable' ['focusable'" in result.stdout
    assert "announcement: 'Your turn'" in result.stdout
