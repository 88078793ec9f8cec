"""Writes that survive a power cut: a new name in a folder (the save renamed into place, the statistics exported,
a damaged file kept aside) is followed by a sync of that folder, wherever the system allows it (not on Windows)."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from hearts_qt import durable
from hearts_qt.savegame import SAVE_NAME, SaveGameStore
from hearts_qt.settings_file import keep_copy, move_aside_unreadable
from hearts_qt.stats import STATS_NAME, StatsStore
from tests.support.platforms import WINDOWS, posix_files
from tests.support.savegames import LEVELS, NAMES, played_match
from tests.support.stats import QUICK, play_match

#: POSIX only: Windows cannot sync a folder (tested by pretending to be it), and its files have no modes.
posix = pytest.mark.skipif(WINDOWS, reason="Windows syncs no folder and has no file modes")


class DiskLog:
    """What reached the disk, in order: ("name", folder) for a rename or copy into a folder, ("sync", path) for an
    fsync, of a file or of a folder."""

    def __init__(self) -> None:
        self.events: list[tuple[str, Path]] = []

    def synced_after_named(self, folder: Path) -> bool:
        """A name was made in ``folder`` and the folder was synced after the last such name."""
        names = [i for i, (kind, where) in enumerate(self.events) if kind == "name" and where == folder]
        return bool(names) and ("sync", folder) in self.events[names[-1] + 1:]


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> DiskLog:
    log = DiskLog()
    real_replace, real_fsync, real_copyfile = os.replace, os.fsync, durable.shutil.copyfile

    def replace(source: str | Path, target: str | Path) -> None:
        real_replace(source, target)
        log.events.append(("name", Path(target).parent))

    def copyfile(source: str | Path, target: str | Path) -> object:
        done = real_copyfile(source, target)
        log.events.append(("name", Path(target).parent))
        return done

    def fsync(fd: int) -> None:
        real_fsync(fd)
        log.events.append(("sync", Path(os.readlink(f"/proc/self/fd/{fd}"))))

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(durable.shutil, "copyfile", copyfile)
    return log


needs_proc = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="reads which file a descriptor is (Linux)")


@needs_proc
def test_a_write_syncs_the_file_then_renames_it_then_syncs_the_folder(tmp_path: Path, disk: DiskLog) -> None:
    target = tmp_path / "file.txt"
    target.write_text("old")
    durable.write(target, b"new")
    assert target.read_bytes() == b"new" and sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]
    kinds = [kind for kind, _ in disk.events]
    assert kinds == ["sync", "name", "sync"] and disk.events[-1] == ("sync", tmp_path)
    assert disk.events[0][1].parent == tmp_path and disk.events[0][1].suffix == ".tmp"  # the bytes, before the name


@posix
def test_a_write_follows_the_umask_unless_told_and_a_refused_one_leaves_nothing(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    mask = os.umask(0o022)
    try:
        durable.write(tmp_path / "shared.csv", b"x")
        durable.write(tmp_path / "private.json", b"x", mode=0o600)
    finally:
        os.umask(mask)
    assert stat.S_IMODE((tmp_path / "shared.csv").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "private.json").stat().st_mode) == 0o600

    def full(fd: int, data: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(OSError, match="No space"):
        durable.write(tmp_path / "shared.csv", b"longer")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["private.json", "shared.csv"]
    assert (tmp_path / "shared.csv").read_bytes() == b"x"


@posix
def test_a_folder_that_cannot_be_synced_is_logged_not_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            caplog: pytest.LogCaptureFixture) -> None:
    def refuse(fd: int) -> None:
        raise OSError(22, "Invalid argument")

    monkeypatch.setattr(os, "fsync", refuse)
    assert durable.sync_folder(tmp_path) is False
    assert durable.sync_folder(tmp_path / "missing") is False
    assert "could not sync the folder" in caplog.text and "could not open the folder" in caplog.text


def test_windows_leaves_the_folder_to_the_system(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[object] = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "open", lambda *args, **kwargs: opened.append(args) or -1)
    assert durable.sync_folder(tmp_path) is False and opened == []


@needs_proc
def test_the_save_syncs_its_folder_after_each_rename(tmp_path: Path, disk: DiskLog) -> None:
    store = SaveGameStore(tmp_path)
    assert store.save(played_match(), NAMES, LEVELS)
    assert disk.synced_after_named(tmp_path) and (tmp_path / SAVE_NAME).is_file()
    disk.events.clear()
    store.path.write_text("not a save")
    assert store.load() is None  # kept aside: a rename too
    assert disk.synced_after_named(tmp_path)


@needs_proc
def test_the_statistics_export_and_a_damaged_database_kept_aside_sync_their_folders(tmp_path: Path,
                                                                                   disk: DiskLog) -> None:
    store = StatsStore(tmp_path / STATS_NAME)
    play_match(store, QUICK, 3)
    exports = tmp_path / "exports"
    exports.mkdir()
    assert store.export_csv(exports / "hearts-statistics.csv")
    assert disk.synced_after_named(exports)
    assert (exports / "hearts-statistics.csv").read_bytes().startswith(b"\xef\xbb\xbfmatch,")
    store.close()
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    (damaged / STATS_NAME).write_bytes(b"not a database" * 100)
    StatsStore(damaged / STATS_NAME).close()
    assert list(damaged.glob("stats.corrupt-*")) and disk.synced_after_named(damaged)


@needs_proc
@posix_files
def test_settings_kept_aside_sync_their_folder(tmp_path: Path, disk: DiskLog) -> None:
    settings = tmp_path / "hearts-qt.conf"
    settings.write_text("garbage")
    kept = keep_copy(settings)
    assert kept is not None and kept.read_text() == "garbage" and disk.synced_after_named(tmp_path)
    assert ("sync", kept) in disk.events  # the copy's bytes too
    disk.events.clear()
    link = tmp_path / "other.conf"
    link.symlink_to("/dev/zero")
    assert move_aside_unreadable(link) is not None and disk.synced_after_named(tmp_path)
