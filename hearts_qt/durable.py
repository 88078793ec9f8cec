"""Writes that survive a power cut, the one way the save, the statistics export and the damaged files kept aside
are written.

A file is whole on the disk only once its bytes are synced (``fsync``); a new name in a folder (a rename into
place, a copy) is a change to the folder, which the system may still hold in memory when the power goes: after a
crash the file can be back under its old name, or gone. So a new file is written under a temporary name and synced,
renamed into place, and then the folder itself is synced, as durable stores (SQLite, git) do. Windows cannot open
a folder to sync it (and NTFS journals its renames), so there the folder is left to the system. Failing to sync a
folder loses nothing that is not lost already: it is logged, never raised. Standard library only.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sys
from pathlib import Path

#: How a temporary file is named beside its target: ``<stem>.<random>.tmp`` (``saved-game.1f2e3d4c.tmp``).
TEMP_SUFFIX = ".tmp"

log = logging.getLogger(__name__)


def sync_folder(folder: Path) -> bool:
    """Ask the system to put ``folder``'s entries (a name renamed or copied into it) on the disk now; ``False``
    where that cannot be done (Windows; a file system that does not sync folders)."""
    if sys.platform == "win32":
        return False
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError as exc:
        log.warning("could not open the folder %s to sync it: %s", folder, exc)
        return False
    try:
        os.fsync(fd)
    except OSError as exc:  # some file systems refuse to sync a folder (EINVAL): their renames are as safe as it gets
        log.warning("could not sync the folder %s: %s", folder, exc)
        return False
    finally:
        os.close(fd)
    return True


def replace(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target`` (replacing it), then sync the folder the new name is in."""
    os.replace(source, target)
    sync_folder(target.parent)


def write(target: Path, payload: bytes, *, mode: int = 0o666) -> None:
    """Put ``payload`` at ``target`` whole or not at all: written to a temporary file beside it (created with
    ``mode``, less the umask) and synced, renamed into place, and the folder synced. Raises ``OSError`` when the disk
    refuses, leaving no temporary file and ``target`` as it was."""
    temp, fd = _create_temporary(target, mode)
    try:
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def copy(source: Path, target: Path) -> None:
    """Copy the file ``source`` to the new name ``target``, synced to the disk with its folder."""
    shutil.copyfile(source, target)
    fd = os.open(target, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    sync_folder(target.parent)


def _create_temporary(target: Path, mode: int) -> tuple[Path, int]:
    """A new file ``<stem>.<random>.tmp`` beside ``target``, open for writing (never an existing one)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
    while True:
        temp = target.with_name(f"{target.stem}.{os.urandom(4).hex()}{TEMP_SUFFIX}")  # os, not secrets (OpenSSL)
        try:
            return temp, os.open(temp, flags, mode)
        except FileExistsError:
            continue


__all__ = ["TEMP_SUFFIX", "copy", "replace", "sync_folder", "write"]
