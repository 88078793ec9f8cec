"""One running Hearts per data folder, so two copies never resume the same save and overwrite each other's match.

The first copy takes a lock file (``QLockFile``) in the data folder before its window is shown, and listens on a
local socket once the window is up (QtNetwork is loaded then, not while the player waits); a second start finds the
lock held, knocks on the socket (the first copy brings its window forward) and exits. A lock left by a
copy that crashed is recognised by ``QLockFile`` (its process is gone) and taken over; when the folder no longer
lets it be removed, Hearts runs without a lock rather than claim another copy is running. QtCore and QtNetwork only.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QSysInfo, Signal

if TYPE_CHECKING:  # QtNetwork is imported when the socket is made: the first window does not wait for it
    from PySide6.QtNetwork import QLocalServer

LOCK_NAME = "hearts-qt.lock"
#: How long a second start waits for the first copy to answer (it may be starting itself: not listening yet).
ANSWER_TIMEOUT_MS = 2000
#: How often a second start knocks again while the first copy is not listening yet.
KNOCK_AGAIN_MS = 50

log = logging.getLogger(__name__)


def server_name(directory: Path) -> str:
    """The local socket's name: one per data folder (hence per user), short enough for any platform."""
    import hashlib  # here, not before the first window: it loads OpenSSL (~4 ms)

    digest = hashlib.sha256(str(directory.resolve()).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"hearts-qt-{digest}"


class SingleInstance(QObject):
    """The lock and the socket of one running copy; :attr:`activated` fires when a second start knocks (once
    :meth:`listen` has been called)."""

    activated = Signal()

    def __init__(self, directory: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.directory = directory
        self._lock = QLockFile(str(directory / LOCK_NAME))
        # 0: never call a lock stale for its age (a long game is no crash); only a dead owner makes it stale.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None

    @property
    def name(self) -> str:
        """The local socket's name (:func:`server_name`)."""
        return server_name(self.directory)

    def acquire(self) -> bool | None:
        """``True``: this is the only copy (the lock is held); ``False``: another copy holds it.

        ``None`` when no lock can be made at all (the folder cannot be written): Hearts runs anyway, since
        refusing to start over a lock would be worse, and saving will report the folder itself.
        """
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("no single-instance lock in %s: %s", self.directory, exc)
            return None
        if self._lock.tryLock(0):
            return True
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            if self.holder_is_gone():
                # A copy that crashed left its lock in a folder that no longer lets it be removed: nobody holds
                # the lock, so run (saving will report the folder) rather than say another copy is running.
                log.warning("a stale lock in %s cannot be removed; running without one", self.directory)
                return None
            return False
        log.warning("no single-instance lock in %s: %s", self.directory, self._lock.error())
        return None

    def holder_is_gone(self) -> bool:
        """The lock file names a process of this machine that no longer runs (``False`` when in doubt: no lock
        file, another machine's lock, or a system where a process cannot be asked after without touching it)."""
        if sys.platform == "win32" or not (self.directory / LOCK_NAME).is_file():
            return False
        info = self._lock.getLockInfo()
        if not info:
            return False
        pid, host = info[0], info[1]
        if not isinstance(pid, int) or pid <= 0 or (host and host != QSysInfo.machineHostName()):
            return False
        try:
            os.kill(pid, 0)  # signal 0 delivers nothing: it only asks whether the process exists
        except ProcessLookupError:
            return True
        except OSError:  # it exists, as another user's process
            return False
        return False

    def ask_running_copy(self, timeout_ms: int = ANSWER_TIMEOUT_MS) -> bool:
        """Ask the copy holding the lock to bring its window forward; ``False`` when it does not answer within
        ``timeout_ms`` (a copy still starting, its socket not made yet, is asked again until then)."""
        from PySide6.QtNetwork import QLocalSocket

        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            left_ms = max(0, round((deadline - time.monotonic()) * 1000))
            if socket.waitForConnected(left_ms):
                # The connection is the whole message; writing to it would race the running copy closing it.
                socket.disconnectFromServer()
                return True
            if time.monotonic() + KNOCK_AGAIN_MS / 1000 >= deadline:
                return False
            time.sleep(KNOCK_AGAIN_MS / 1000)

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def listen(self) -> None:
        """Answer a second start's knock (:attr:`activated`) from now on; only while the lock is held."""
        from PySide6.QtNetwork import QLocalServer

        if self._server is not None or not self._lock.isLocked():
            return
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # A socket file left by a crashed copy would make listen() fail; holding the lock, it can only be stale.
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("a second start cannot reach this copy: %s", server.errorString())
            return
        server.newConnection.connect(self._knocked)
        self._server = server

    def _knocked(self) -> None:
        """Any connection is a second start asking for this window: there is nothing else to say."""
        assert self._server is not None
        connection = self._server.nextPendingConnection()
        while connection is not None:
            connection.disconnected.connect(connection.deleteLater)  # the second start hangs up at once
            connection = self._server.nextPendingConnection()
        self.activated.emit()
