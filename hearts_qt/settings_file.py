"""The settings file itself: where the user's settings live, whether QSettings may read the file, what in it
QSettings would drop without a word, and a copy kept aside before a damaged file is rewritten.

QSettings reads a damaged file (binary garbage, a line that is no setting) without complaint and drops what it
could not parse at the next write; it reads a FIFO until it hangs and a link to ``/dev/zero`` until memory runs
out. So the store (:class:`hearts_qt.settings.SettingsStore`) asks here first.
"""

from __future__ import annotations

import logging
import os
import re
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from . import durable, paths
from .damaged import aside_name
from .languages import LANGUAGES, OLD_LANGUAGE_CODES
from .looks import DEFAULT_TABLE, TABLE_KEYS

#: A settings file is a few hundred bytes; a far bigger one is not ours and is not read line by line.
MAX_SETTINGS_BYTES = 1_000_000
#: A stored value quoted in a note is cut to this many characters.
QUOTE_LIMIT = 40
#: What QSettings skips around a line. ``str.strip()`` removes far more (the separators 0x1C-0x1F, a no-break space,
#: Unicode's spaces), which QSettings reads as a line that is no setting.
INI_BLANKS = " \t"
#: Where QSettings ends a line: LF, CR or both. ``str.splitlines()`` also splits at U+0085 and U+2028, which a value
#: may hold (QSettings writes a CR in a value as ``\r``, so a bare one ends a line).
_LINE_END = re.compile("\r\n|\r|\n")

log = logging.getLogger(__name__)


def settings_file(qs: QSettings) -> Path | None:
    """The file of ``qs``, when its settings live in one (not the Windows registry or a macOS plist)."""
    ini = qs.format() == QSettings.Format.IniFormat
    native_ini = qs.format() == QSettings.Format.NativeFormat and sys.platform not in ("win32", "darwin")
    return Path(qs.fileName()) if ini or native_ini else None


def file_problems(path: Path) -> list[str]:
    """What in the file at ``path`` QSettings would silently drop: bytes that are not text, lines that are no
    setting (nothing when there is no file yet: every setting takes its default)."""
    try:
        info = os.stat(path)
    except OSError:
        return []
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES:
        return [f"{path}: not a regular settings file of at most {MAX_SETTINGS_BYTES} bytes"]
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        return [f"{path}: {exc}"]
    except UnicodeDecodeError as exc:
        return [f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})"]
    problems = []
    for number, line in enumerate(_LINE_END.split(text), 1):
        line = line.strip(INI_BLANKS)
        if (line and line[0] not in ";#[" and "=" not in line) or "\x00" in line:
            problems.append(f"{path}, line {number}: {quoted(visible(line))}")
    return problems


def keep_copy(path: Path) -> Path | None:
    """Copy the settings file ``path`` to ``<name>.corrupt-<stamp><suffix>`` beside it; None if there is none to
    copy or it could not be copied."""
    if not path.is_file():
        return None
    kept = aside_name(path)
    try:
        durable.copy(path, kept)  # synced with its folder: the copy outlives a power cut before the rewrite
    except OSError as exc:
        log.warning("could not keep a copy of the damaged settings file %s: %s", path, exc)
        return None
    log.warning("damaged settings file %s copied to %s", path, kept)
    return kept


def user_settings_file() -> Path | None:
    """Where the user's settings live on Linux and BSD (an INI file); None elsewhere."""
    return paths.settings_file()


def move_aside_unreadable(path: Path) -> Path | None:
    """Rename ``path`` aside when QSettings must not read it (not a regular file, or far too big); the new name."""
    try:
        info = os.stat(path)
    except OSError:
        return None  # nothing there (or nothing reachable): QSettings starts empty
    if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_SETTINGS_BYTES:
        return None
    kept = aside_name(path)
    try:
        durable.replace(path, kept)
    except OSError as exc:
        log.warning("could not move the unreadable settings file %s aside: %s", path, exc)
        return None
    log.warning("unreadable settings file %s moved to %s", path, kept)
    return kept


def open_settings(path: Path | None = None) -> tuple[QSettings, Path | None]:
    """The user's settings (or the INI file ``path``), with the file moved aside first when QSettings must not read
    it (see :func:`move_aside_unreadable`): QSettings reads its file as it is constructed. Returns the settings and
    where the file was moved (None: it was not)."""
    target = path if path is not None else user_settings_file()
    moved = move_aside_unreadable(target) if target is not None else None
    qs = QSettings(str(path), QSettings.Format.IniFormat) if path is not None else paths.user_settings()
    return qs, moved


def stored_language(qs: QSettings) -> str:
    """The interface language ``qs`` holds (a code of :data:`LANGUAGES`; "" for the system's when it holds none
    or one the app does not know). Read before the first window, which speaks it; the settings store reads it
    again, with the rest, and notes an unknown code."""
    raw = qs.value("appearance/language", "", type=str) if qs.contains("appearance/language") else ""
    code = raw.strip() if isinstance(raw, str) else ""
    code = OLD_LANGUAGE_CODES.get(code, code)
    return code if code in LANGUAGES else ""


def stored_table_colour(qs: QSettings) -> str:
    """The table colour ``qs`` holds (a key of :data:`TABLE_KEYS`; the default when none or an unknown one), for
    the first window's felt."""
    raw = qs.value("appearance/table_colour", DEFAULT_TABLE, type=str)
    key = raw.strip() if isinstance(raw, str) else DEFAULT_TABLE
    return key if key in TABLE_KEYS else DEFAULT_TABLE


def stored_geometry(qs: QSettings) -> QByteArray:
    """The main window's saved geometry (``QWidget.saveGeometry``); empty when there is none."""
    if not qs.contains("window/geometry"):
        return QByteArray()
    value = qs.value("window/geometry", QByteArray(), type=QByteArray)
    return value if isinstance(value, QByteArray) else QByteArray()


def visible(text: str) -> str:
    """``text`` with what cannot be seen written as escapes (a no-break space as ``\\xa0``, U+001C as ``\\x1c``)."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def quoted(text: str) -> str:
    """``text`` cut to :data:`QUOTE_LIMIT` characters, so a note never quotes a whole damaged value."""
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"
