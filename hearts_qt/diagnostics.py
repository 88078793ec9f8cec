"""What went wrong, kept where it can be read: a rotating log in the data folder, and an exception hook.

The log (:data:`LOG_NAME`, at most :data:`LOG_BYTES` and :data:`LOG_BACKUPS` older files beside it) gets every
warning and error of the game and of Qt, each line with the time and the version; it is opened only when the first
line is written, so a run with nothing to say leaves no file. A windowed app has no terminal, so without it those
lines would vanish; they still go to standard error when there is one.

An exception nobody caught, in the main thread (a slot, a timer) or in another thread, is written to the log with
its traceback, and :class:`ErrorReporter` then tells the player one sentence, through the GUI thread; the game goes
on. The crash of the process itself (a segfault) is :mod:`hearts_qt.crash_watch`'s.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QObject, QtMsgType, Signal, qInstallMessageHandler

from hearts_qt import __version__
from hearts_qt.paths import MoveReport
from hearts_qt.text.format import fill

LOG_NAME = "hearts-qt.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 2
#: Each line: when, which version, how bad, where, what.
LOG_FORMAT = f"%(asctime)s hearts-qt {__version__} %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("hearts_qt")

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log file. A disk that refuses it (read-only, full) is said once on standard error, where every
    record still goes, instead of Python's "--- Logging error ---" traceback for each record; it is tried again with
    each record, so a disk writable again gets the log back."""

    refused = False

    def handleError(self, record: logging.LogRecord) -> None:
        error = sys.exc_info()[1]
        if not isinstance(error, OSError):
            super().handleError(record)
            return
        if not self.refused and sys.stderr is not None:
            reason = error.strerror or error
            sys.stderr.write(f"hearts-qt: the log file {self.baseFilename} cannot be written ({reason}); warnings go"
                             " to standard error only\n")
        self.refused = True


def start_log(data: Path) -> logging.Handler | None:
    """Send warnings and errors (ours and Qt's) to the log in ``data``, and to standard error when there is one.

    Returns the file's handler (None if the folder cannot be made: then only standard error hears them).
    """
    root = logging.getLogger()
    root.setLevel(logging.WARNING)
    formatter = logging.Formatter(LOG_FORMAT)
    if sys.stderr is not None:
        console = logging.StreamHandler()
        console.setFormatter(formatter)
        root.addHandler(console)
    handler: logging.Handler | None = None
    try:
        data.mkdir(parents=True, exist_ok=True)
        handler = LogFile(data / LOG_NAME, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True)
    except OSError as exc:
        log.warning("no log file in %s: %s", data, exc)
    if handler is not None:
        handler.setFormatter(formatter)
        handler.setLevel(logging.WARNING)
        root.addHandler(handler)
    qInstallMessageHandler(_qt_message)
    return handler


_QT_LEVELS = {QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's own warnings into the log, under the logger ``qt`` (its debug and info notes are dropped)."""
    level = _QT_LEVELS.get(kind)
    if level is not None:
        logging.getLogger(f"qt.{context.category}" if context.category else "qt").log(level, "%s", message)


class ErrorReporter(QObject):
    """Catches what no one caught; :attr:`failed` carries the traceback to the GUI thread, once per kind of error.

    Connect :attr:`failed` to what tells the player; :meth:`install` hooks ``sys`` and ``threading``.
    """

    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._told: set[tuple[str, str]] = set()
        self._previous: tuple[Callable[..., object], Callable[..., object]] | None = None

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        self.handle((kind, error, tb), "main thread")

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "a thread"
        self.handle((args.exc_type, args.exc_value, args.exc_traceback), name)

    def handle(self, info: ExcInfo, where: str) -> None:
        """Log the traceback; tell the player the first time this error (its type and place) happens."""
        kind, error, tb = info
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        log.error("uncaught exception in %s", where, exc_info=info)
        frames = traceback.extract_tb(tb)
        place = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
        key = (kind.__qualname__, place)
        if key in self._told:
            return
        self._told.add(key)
        self.failed.emit("".join(traceback.format_exception(kind, error, tb)).strip())


def error_text(log_file: logging.Handler | None) -> str:
    """The one sentence an uncaught error earns the player: that it happened, and where it was written."""
    if isinstance(log_file, logging.FileHandler):
        return fill(QCoreApplication.translate(
            "Diagnostics", "Something went wrong inside Hearts; the game goes on, and the details were written to "
            "%1."), log_file.baseFilename)
    return QCoreApplication.translate("Diagnostics", "Something went wrong inside Hearts; the game goes on.")


def old_folder_text(report: MoveReport, data: Path) -> str:
    """The sentence for files of the old, doubled data folder that could not be moved (they stay there)."""
    return fill(QCoreApplication.translate(
        "Diagnostics", "Some of your files could not be moved from the old folder %1 to %2: they stay "
        "where they were, and Hearts tries again at its next start."), report.old, data)
