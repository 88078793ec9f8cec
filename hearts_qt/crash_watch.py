"""Knowing at the next start that Hearts stopped without closing, and why when Python can say.

While Hearts runs, a marker file lies in its data folder and a crash in Qt or Python is written to ``crash.log``
there (:mod:`faulthandler`); closing removes the marker. A start that finds the marker still there knows the last
run ended without closing (a crash, a power cut, a killed process) and can tell the player, with what the last
run's log says as the detail; each run starts the log afresh. Only the copy that holds the single-instance lock
watches.

A disk that turned read-only keeps the marker of a run that closed as it should (and of a crash already told). So
each marker names its run, and a run that cannot remove its marker notes that name as settled in a file outside the
data folder, in the user's runtime folder (Qt's ``RuntimeLocation``: ``$XDG_RUNTIME_DIR``, a memory file system that
lasts the session, or a private folder Qt makes in the temporary one); a start that finds a settled marker says
nothing.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import time
from pathlib import Path
from typing import IO

from PySide6.QtCore import QStandardPaths

RUNNING_NAME = "running.marker"
CRASH_LOG_NAME = "crash.log"
#: The detail shown to the player: the start of the log (the error, then the innermost calls), this many characters.
DETAIL_CHARS = 2_000

log = logging.getLogger(__name__)


def settled_note(directory: Path) -> Path:
    """Where a run notes the marker it could not remove: in the user's own runtime folder (never a shared one,
    where another user could put a link in its place), named for the data folder (two data folders, two notes)."""
    import hashlib  # here, not before the first window: it loads OpenSSL (~4 ms), and a settled note is rare

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)
    key = hashlib.sha256(str(directory.absolute()).encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return Path(folder) / f"hearts-qt-settled-{key}"


class CrashWatch:
    """:meth:`start` when the game starts (True: the last run did not close), :meth:`stop` when it closes.

    ``settled``: the note of a marker that could not be removed (:func:`settled_note` of ``directory`` by default).
    """

    def __init__(self, directory: Path, settled: Path | None = None) -> None:
        self.directory = directory
        self._settled = settled
        self._log: IO[str] | None = None
        #: What the last run's crash log said, when it ended without closing ("" when it said nothing).
        self.last_crash = ""

    @property
    def marker(self) -> Path:
        return self.directory / RUNNING_NAME

    @property
    def crash_log(self) -> Path:
        return self.directory / CRASH_LOG_NAME

    @property
    def settled(self) -> Path:
        """The note of a settled marker (asked for only when a marker is left: Qt may make the runtime folder)."""
        if self._settled is None:
            self._settled = settled_note(self.directory)
        return self._settled

    def start(self) -> bool:
        """Mark the game as running and send crashes to a fresh log; whether the last run ended without closing
        (then :attr:`last_crash` holds what its log said)."""
        left = _read(self.marker)
        unclean = left is not None and left != _read(self.settled)
        self.last_crash = self._read_log() if unclean else ""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self.marker.write_text(f"{os.getpid()} {time.time_ns()}\n", encoding="utf-8")
            self._log = self.crash_log.open("w", encoding="utf-8")
            faulthandler.enable(self._log)
        except OSError as exc:  # a read-only or full disk: the game runs all the same, unwatched
            log.warning("could not watch for crashes in %s: %s", self.directory, exc)
        return unclean

    def _read_log(self) -> str:
        try:
            text = self.crash_log.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        return text[:DETAIL_CHARS].strip()  # the error and the innermost calls come first

    def stop(self) -> None:
        """The game closes as it should: no crash to tell next time (nor again the one this start told, whose
        marker a read-only disk kept)."""
        if self._log is not None:
            faulthandler.disable()
            self._log.close()
            self._log = None
        try:
            self.marker.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not remove %s: %s", self.marker, exc)
            self._settle()

    def _settle(self) -> None:
        """Note the marker in the data folder as settled (this run closed, or its crash was told): it could not be
        removed."""
        name = _read(self.marker)
        if name is None:
            return
        try:
            self.settled.write_text(name, encoding="utf-8")
        except OSError as exc:
            log.warning("could not note in %s that %s is settled: %s", self.settled, self.marker, exc)


def _read(path: Path) -> str | None:
    """What the small file at ``path`` says (a marker's run, or the settled one); None when there is none."""
    try:
        return path.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return None
