r"""Where the player's files live: the settings, and one data folder for the saved game, the statistics, the log
and the crash marker.

============  ================================================  =============================================
system        settings                                          data folder
============  ================================================  =============================================
Linux         ``~/.config/hearts-qt/hearts-qt.conf``            ``~/.local/share/hearts-qt/``
Windows       registry ``HKEY_CURRENT_USER\Software\hearts-qt\hearts-qt``  ``%APPDATA%\hearts-qt\``
macOS         ``~/Library/Preferences/com.hearts-qt.hearts-qt.plist``  ``~/Library/Application Support/hearts-qt/``
============  ================================================  =============================================

(``$XDG_CONFIG_HOME`` and ``$XDG_DATA_HOME`` move the Linux ones; a Flatpak keeps both in ``~/.var/app/<id>/``.)

Qt names an application's data folder ``<organisation>/<application>``, and both were "hearts-qt": the folder was
doubled (``~/.local/share/hearts-qt/hearts-qt``). The organisation is now left empty, so the data folder is one;
the settings name the organisation themselves (:func:`user_settings`), so they stay where they always were; and
:func:`move_old_data` moves the doubled folder's files up at the first start, losing nothing.
"""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QSettings, QStandardPaths

#: The organisation part of the settings' name (their file, registry key or property list keeps it).
ORGANIZATION = "hearts-qt"
APPLICATION = "hearts-qt"
#: The single-instance lock (``single_instance.LOCK_NAME``): left behind if stale, never moved.
_LOCK_NAME = "hearts-qt.lock"
#: Put between the name and the suffix of an old file whose name the new folder already uses.
OLD_MARK = ".from-old-folder"

log = logging.getLogger(__name__)


def set_application_names() -> None:
    """The names Qt builds the data folder from (no organisation: one folder, not two); before any path is asked."""
    QCoreApplication.setOrganizationName("")
    QCoreApplication.setApplicationName(APPLICATION)


def user_settings() -> QSettings:
    """The player's settings, where every version of Hearts kept them (see the table above)."""
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def data_dir() -> Path:
    """The one data folder (after :func:`set_application_names`); it may not exist yet."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def settings_file() -> Path | None:
    """The settings file on Linux and BSD (an INI file, not read here); None where they are in the registry or a
    property list."""
    if sys.platform in ("win32", "darwin"):
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(folder) / ORGANIZATION / f"{APPLICATION}.conf"


def settings_location() -> str:
    """Where the settings are, as a person would look for them (a file, a registry key or a property list)."""
    path = settings_file()
    if path is not None:
        return str(path)
    if sys.platform == "win32":
        return rf"HKEY_CURRENT_USER\Software\{ORGANIZATION}\{APPLICATION}"
    return str(Path.home() / "Library" / "Preferences" / f"com.{ORGANIZATION}.{APPLICATION}.plist")


@dataclass
class MoveReport:
    """What :func:`move_old_data` did: the files moved, those renamed because the name was taken, and failures."""

    moved: list[str] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    old: Path | None = None


def old_data_dir(data: Path) -> Path:
    """Where versions before the one folder kept the data: the application's name once more inside it."""
    return data / APPLICATION


def move_old_data(data: Path) -> MoveReport:
    """Move every file of the doubled folder (``<data>/hearts-qt``) up into ``data`` and remove it when empty.

    A file whose name is already taken in ``data`` is kept under a marked name (``stats.from-old-folder.sqlite``)
    rather than overwritten; what cannot be moved stays where it was and is reported, to be tried again next start.
    """
    report = MoveReport()
    old = old_data_dir(data)
    if not old.is_dir() or old.is_symlink():
        return report
    report.old = old
    for entry in sorted(old.iterdir()):
        if entry.name == _LOCK_NAME:
            continue
        try:
            target = _free_name(data, entry.name)
            os.replace(entry, target)  # the same file system: a rename, which keeps the file whole
        except OSError as exc:
            report.failed.append(f"{entry}: {exc}")
            continue
        if target.name == entry.name:
            report.moved.append(entry.name)
        else:
            report.renamed.append((entry.name, target.name))
    _remove_stale_lock(old / _LOCK_NAME)
    try:
        old.rmdir()
    except OSError as exc:
        if not report.failed:
            log.warning("the old data folder %s was left in place: %s", old, exc)
    if report.moved or report.renamed:
        log.warning("moved the data of the old folder %s into %s: %s", old, data,
                    ", ".join([*report.moved, *(f"{a} as {b}" for a, b in report.renamed)]))
    for failure in report.failed:
        log.warning("could not move from the old data folder: %s", failure)
    return report


def _free_name(folder: Path, name: str) -> Path:
    target = folder / name
    if not (target.exists() or target.is_symlink()):
        return target
    stem, dot, suffix = name.partition(".")
    for number in range(1, 1000):
        mark = OLD_MARK if number == 1 else f"{OLD_MARK}-{number}"
        target = folder / f"{stem}{mark}{dot}{suffix}"
        if not (target.exists() or target.is_symlink()):
            return target
    raise OSError(f"no free name for {name} in {folder}")


def _remove_stale_lock(path: Path) -> None:
    """A lock an old copy left when it stopped: gone with the folder. A copy still running keeps its lock."""
    if not path.exists():
        return
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        lock.unlock()  # which removes the file
