"""The command line is answered before any window or file exists, and refuses what it does not know."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_qt import __version__, cli

TIMEOUT = 180


def run(tmp_path: Path, *args: str, **popen: object) -> subprocess.CompletedProcess[str]:
    """``python -m hearts_qt ARGS`` as a user who never ran it: its own HOME, XDG folders, temp folder and cwd."""
    for name in ("home", "cwd", "tmp"):
        (tmp_path / name).mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    home = tmp_path / "home"
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_CACHE_HOME=str(home / ".cache"), TMPDIR=str(tmp_path / "tmp"), PYTHONDONTWRITEBYTECODE="1",
               PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    options: dict[str, object] = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **popen}
    return subprocess.run([sys.executable, "-m", "hearts_qt", *args], cwd=tmp_path / "cwd", env=env,
                          text=True, timeout=TIMEOUT, **options)  # type: ignore[call-overload]


def files_under(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if not p.is_dir()]


@pytest.mark.parametrize("option", ["--help", "-h"])
def test_help_says_the_options_and_where_the_files_are(tmp_path: Path, option: str):
    result = run(tmp_path, option)
    assert result.returncode == 0 and not result.stderr
    assert "--self-test" in result.stdout and "--version" in result.stdout
    assert str(tmp_path / "home" / ".local" / "share" / "hearts-qt") + "\n" in result.stdout
    assert str(tmp_path / "home" / ".config" / "hearts-qt" / "hearts-qt.conf") in result.stdout
    assert files_under(tmp_path) == []


@pytest.mark.parametrize("option", ["--version", "-v"])
def test_version(tmp_path: Path, option: str):
    result = run(tmp_path, option)
    assert result.returncode == 0
    assert result.stdout.startswith(f"hearts-qt {__version__} (io.github.hearts_qt.Hearts)\nQt 6.")
    assert files_under(tmp_path) == []


@pytest.mark.parametrize("args", [["--frobnicate"], ["--help-all"], ["a-file.txt"], ["-style"]])
def test_an_unknown_option_is_one_line_and_status_2(tmp_path: Path, args: list[str]):
    result = run(tmp_path, *args)
    assert result.returncode == 2
    assert result.stdout == "" and result.stderr.count("\n") == 1 and args[0] in result.stderr
    assert files_under(tmp_path) == []


def test_the_self_test_writes_no_file(tmp_path: Path):
    result = run(tmp_path, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("hearts-qt self-test OK: ")
    assert files_under(tmp_path) == []


@pytest.mark.skipif(sys.platform == "win32", reason="closes the standard streams as POSIX does")
def test_without_a_console_the_self_test_writes_its_result_to_the_file_it_names(tmp_path: Path):
    def no_console() -> None:  # what a windowed Windows executable has: no standard output or error at all
        os.close(1)
        os.close(2)

    result = run(tmp_path, "--self-test", preexec_fn=no_console)
    assert result.returncode == 0
    written = tmp_path / "tmp" / cli.SELF_TEST_FILE
    lines = written.read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith(str(written)) and lines[-1].startswith("hearts-qt self-test OK: ")
    assert files_under(tmp_path) == [written]


def test_qt_options_pass_through_to_qt():
    lines: list[str] = []
    assert cli.answer(["-style", "fusion", "-reverse", "-platform=offscreen", "-session", "1a2b"], lines.append) is None
    assert lines == []


def test_help_into_a_pipe_closed_early_is_no_error(tmp_path: Path):
    """``hearts-qt --help | head -1``: the reader is gone before the help is written (here: before it starts)."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        result = run(tmp_path, "--help", stdout=writer)
    finally:
        os.close(writer)
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr, result.stderr
