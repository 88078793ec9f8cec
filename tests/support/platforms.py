"""Marks for the tests that need what only some systems have; each says why the test is skipped elsewhere.

The rest of the suite runs on Linux, Windows and macOS alike (the release workflow runs it on all three).
"""

from __future__ import annotations

import os
import sys

import pytest

WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"

#: FIFOs, symbolic links (to /dev/zero) and ``os.mkfifo`` itself: Windows has none of them for a plain user.
posix_files = pytest.mark.skipif(WINDOWS, reason="FIFOs, symbolic links and /dev/zero are POSIX files")
#: Tests that start the real app in a process and keep its data out of the user's folders with XDG variables.
xdg_folders = pytest.mark.skipif(WINDOWS or MACOS, reason="the app's data folder is made a temporary one through "
                                 "XDG variables, which Windows and macOS do not read")
#: A folder made read-only with ``chmod``: Windows ignores a folder's read-only mode, and root writes anyway.
read_only_folders = pytest.mark.skipif(
    WINDOWS or (hasattr(os, "geteuid") and os.geteuid() == 0),
    reason="a folder's read-only mode binds neither Windows nor root")
