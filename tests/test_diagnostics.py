"""The log in the data folder, and what an error nobody caught does: logged with its traceback, told once."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QThread, qInstallMessageHandler, qWarning

from hearts_qt import __version__
from hearts_qt.diagnostics import LOG_NAME, ErrorReporter, error_text, start_log


@pytest.fixture
def log_folder(tmp_path: Path) -> Iterator[Path]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield tmp_path / "data"
    for handler in root.handlers:
        if handler not in handlers:
            handler.close()
            root.removeHandler(handler)
    root.setLevel(level)
    qInstallMessageHandler(None)  # Qt's own printing again, for the tests after this one


def test_a_quiet_run_leaves_no_log(log_folder: Path):
    start_log(log_folder)
    logging.getLogger("hearts_qt.test").info("an ordinary note")
    assert not (log_folder / LOG_NAME).exists()


def test_warnings_of_the_game_and_of_qt_are_written_with_time_and_version(log_folder: Path):
    handler = start_log(log_folder)
    logging.getLogger("hearts_qt.test").warning("the disk is full")
    qWarning("a Qt warning")
    assert handler is not None
    handler.flush()
    lines = (log_folder / LOG_NAME).read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    assert lines[0].endswith(f" hearts-qt {__version__} WARNING hearts_qt.test: the disk is full")
    assert lines[0][:4].isdigit() and lines[0][4] == "-"  # the date and time come first
    assert lines[1].endswith("WARNING qt.default: a Qt warning") or lines[1].endswith("WARNING qt: a Qt warning")
    assert str(log_folder / LOG_NAME) in error_text(handler)


def test_an_error_in_another_thread_is_logged_and_told_once_in_the_gui_thread(qtbot, log_folder: Path):
    handler = start_log(log_folder)
    reporter = ErrorReporter()
    told: list[tuple[str, bool]] = []
    reporter.failed.connect(lambda detail: told.append((detail, QThread.currentThread() is reporter.thread())))
    reporter.install()
    try:
        for _ in range(2):  # the same error twice: told once, logged twice
            worker = threading.Thread(target=lambda: 1 / 0, name="thinker")
            worker.start()
            worker.join()
        qtbot.waitUntil(lambda: len(told) == 1)
    finally:
        reporter.uninstall()
    assert "ZeroDivisionError" in told[0][0] and told[0][1]
    assert handler is not None
    handler.flush()
    text = (log_folder / LOG_NAME).read_text(encoding="utf-8")
    assert text.count("uncaught exception in thinker") == 2 and "ZeroDivisionError: division by zero" in text


def test_an_error_in_the_main_thread_is_told(qtbot, log_folder: Path):
    start_log(log_folder)
    reporter = ErrorReporter()
    with qtbot.waitSignal(reporter.failed) as blocker:
        try:
            raise ValueError("a slot failed")
        except ValueError as error:
            reporter.excepthook(type(error), error, error.__traceback__)
    assert "ValueError: a slot failed" in blocker.args[0]


def test_a_log_file_the_disk_refuses_is_said_once_without_a_traceback(log_folder: Path, capsys):
    (log_folder / LOG_NAME).mkdir(parents=True)  # the file cannot be opened, as on a read-only or full disk
    handler = start_log(log_folder)
    for _ in range(3):
        logging.getLogger("hearts_qt.test").warning("the disk is full")
    assert handler is not None
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err  # no raw exception for each warning
    assert err.count("the disk is full") == 3  # the warnings still reach standard error
    assert err.count("cannot be written") == 1  # and why the log file has none of them, once
