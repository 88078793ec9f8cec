"""One data folder: the doubled folder of earlier versions (``hearts-qt/hearts-qt``) moves up at the first start,
losing nothing; the settings stay where they always were."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from hearts_qt import paths
from hearts_qt.crash_watch import RUNNING_NAME

from .test_crash_exit import start  # the real program, with HOME and the XDG folders in one folder

TIMEOUT = 60.0


def test_the_old_folder_moves_up_and_is_gone(tmp_path: Path):
    old = tmp_path / "hearts-qt"
    old.mkdir()
    (old / "saved-game.json").write_text("{}", encoding="utf-8")
    (old / "stats.sqlite").write_bytes(b"SQLite format 3\x00")
    (old / "saved-game.corrupt-20260101-000000.json").write_text("x", encoding="utf-8")
    report = paths.move_old_data(tmp_path)
    assert sorted(report.moved) == ["saved-game.corrupt-20260101-000000.json", "saved-game.json", "stats.sqlite"]
    assert not old.exists() and not report.failed
    assert (tmp_path / "stats.sqlite").read_bytes() == b"SQLite format 3\x00"
    assert paths.move_old_data(tmp_path).moved == []  # once only


def test_a_name_already_taken_keeps_both_files(tmp_path: Path):
    old = tmp_path / "hearts-qt"
    old.mkdir()
    (old / "stats.sqlite").write_text("old", encoding="utf-8")
    (tmp_path / "stats.sqlite").write_text("new", encoding="utf-8")
    report = paths.move_old_data(tmp_path)
    assert report.renamed == [("stats.sqlite", "stats.from-old-folder.sqlite")]
    assert (tmp_path / "stats.sqlite").read_text(encoding="utf-8") == "new"
    assert (tmp_path / "stats.from-old-folder.sqlite").read_text(encoding="utf-8") == "old"


def test_a_file_that_cannot_be_moved_stays_and_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    old = tmp_path / "hearts-qt"
    old.mkdir()
    (old / "saved-game.json").write_text("{}", encoding="utf-8")
    (old / "stats.sqlite").write_text("s", encoding="utf-8")
    real_replace = os.replace

    def refuse_the_save(source: Path, target: Path) -> None:
        if Path(source).name == "saved-game.json":
            raise PermissionError(13, "Permission denied")
        real_replace(source, target)

    monkeypatch.setattr(paths.os, "replace", refuse_the_save)
    report = paths.move_old_data(tmp_path)
    assert report.moved == ["stats.sqlite"] and len(report.failed) == 1 and "saved-game.json" in report.failed[0]
    assert (old / "saved-game.json").is_file() and report.old == old


def test_a_stale_lock_goes_but_a_held_one_stays(tmp_path: Path):
    old = tmp_path / "hearts-qt"
    old.mkdir()
    script = ("import os, sys; from PySide6.QtCore import QLockFile; lock = QLockFile(sys.argv[1]); "
              "assert lock.tryLock(0); os._exit(0)")  # a copy that died holding its lock
    subprocess.run([sys.executable, "-c", script, str(old / "hearts-qt.lock")], check=True, timeout=60)
    assert (old / "hearts-qt.lock").is_file()
    paths.move_old_data(tmp_path)
    assert not old.exists()
    old.mkdir()
    held = QLockFile(str(old / "hearts-qt.lock"))
    assert held.tryLock(0)
    try:
        paths.move_old_data(tmp_path)
        assert (old / "hearts-qt.lock").exists() and not (tmp_path / "hearts-qt.lock").exists()
    finally:
        held.unlock()


def run_and_quit(home: Path, folder: Path) -> None:
    """Start the game, let it deal, ask it to stop (it saves and closes as Quit does)."""
    process = start(home)
    deadline = time.monotonic() + TIMEOUT
    while not (folder / RUNNING_NAME).exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(2.0)
    process.send_signal(signal.SIGTERM)
    process.wait(TIMEOUT)
    assert process.returncode == 0, process.stdout.read() if process.stdout else ""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_home_laid_out_as_before_loses_nothing_at_the_first_start(tmp_path: Path):
    """Settings, saved game and statistics written by the game, put where earlier versions kept them."""
    home = tmp_path / "home"
    conf = home / ".config" / "hearts-qt" / "hearts-qt.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text("[players]\nname=Marija\n", encoding="utf-8")
    data = home / ".local" / "share" / "hearts-qt"
    run_and_quit(home, data)
    stats = sqlite3.connect(data / "stats.sqlite")
    stats.execute("INSERT INTO matches (seed, rules, variant, players, opponents_level, names, levels, started) "
                  "VALUES (7, '{}', 'standard', 4, 'normal', '[]', '[]', '2026-01-01')")
    stats.commit()
    stats.close()
    save = (data / "saved-game.json").read_bytes()
    old = data / "hearts-qt"
    old.mkdir()
    for name in ("saved-game.json", "stats.sqlite"):
        shutil.move(data / name, old / name)
    for leftover in data.iterdir():  # the layout of before: nothing of ours but the doubled folder
        if leftover != old:
            leftover.unlink()

    run_and_quit(home, data)
    assert not old.exists()
    with sqlite3.connect(data / "stats.sqlite") as moved:
        assert moved.execute("SELECT count(*) FROM matches WHERE started = '2026-01-01'").fetchone() == (1,)
    # The same match was resumed and saved again (its deal and every card played so far are the same).
    assert json.loads(save)["match"] == json.loads((data / "saved-game.json").read_bytes())["match"]
    assert "name=Marija" in conf.read_text(encoding="utf-8")
