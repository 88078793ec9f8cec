"""The running match on disk, so closing Hearts never loses a game: the next start resumes it.

One JSON file, ``saved-game.json``, in the application's data folder (or a folder given for tests). It holds the
engine's :meth:`Match.to_dict` plus the seats' names and levels. Writing is atomic and durable (``durable.write``: a
temporary file synced, ``os.replace``, the folder synced), so a crash or a power cut mid-write leaves the previous save
intact; :meth:`SaveGameStore.remove_stale_temporaries` sweeps up the temporary files such crashes leave. Reading trusts
nothing: only a regular file of at most :data:`MAX_SAVE_BYTES` is read (a FIFO or a link to ``/dev/zero`` would hang or
fill memory), and whatever it holds either loads or is refused. A refused file is never deleted: it is renamed aside to
``saved-game.corrupt-<timestamp>.json``, :attr:`SaveGameStore.last_error` says so in one short sentence and
:attr:`SaveGameStore.last_detail` holds the technical reason. QtCore only.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from . import disk_errors, durable
from .damaged import aside_name
from .engine import PASS_SIZE, Card, Match, Phase
from .languages import shown_opponent_name, shown_player_name
from .paths import data_dir
from .settings import HUMAN, LEVELS, MAX_NAME_LENGTH
from .text.format import fill

SAVE_NAME = "saved-game.json"
SAVE_FORMAT = "hearts-qt-saved-game"
SAVE_VERSION = 1
#: A real save is a few kilobytes; anything far bigger is not ours (and must not be read into memory).
MAX_SAVE_BYTES = 1_000_000
#: The technical detail of a problem is cut to this many characters (a damaged file can quote 10 MB of itself).
DETAIL_LIMIT = 2_000
#: A sentence for the player stays under this length; a longer one names the kept file without its folder.
MESSAGE_LIMIT = 300
TEMP_PREFIX, TEMP_SUFFIX = "saved-game.", durable.TEMP_SUFFIX  # durable.write's temporary files
#: A temporary file this old is left over from an interrupted write (a write takes milliseconds).
STALE_TEMP_SECONDS = 10.0

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SavedGame:
    """A match read back from disk, with who sits where: ``names`` and ``levels`` by seat (seat 0 is the human)."""

    match: Match
    names: tuple[str, ...]
    levels: tuple[str, ...]
    #: The cards the person had picked to pass but not yet passed (a save made while choosing them).
    selected: tuple[Card, ...] = ()


class _Unusable(ValueError):
    """The file at the save's path cannot be a saved game; the message says why, in the player's language."""


class SaveGameStore:
    """Saves, loads and clears the one saved game in ``directory`` (the app data folder by default)."""

    def __init__(self, directory: Path | None = None) -> None:
        if directory is None:
            directory = data_dir()
        self.directory = directory
        self.last_error: str | None = None
        self.last_detail: str | None = None
        # The bytes this store last read or wrote at its path: saving them again has nothing to write.
        self._on_disk: bytes | None = None

    @property
    def path(self) -> Path:
        return self.directory / SAVE_NAME

    def save(self, match: Match, names: Sequence[str], levels: Sequence[str], selected: Sequence[Card] = ()) -> bool:
        """Write the match atomically, with the cards the person has ``selected`` to pass so far; ``False`` (and
        :attr:`last_error`) when the disk refused."""
        data: dict[str, Any] = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "names": list(names),
                                "levels": list(levels), "match": match.to_dict()}
        if selected:
            data["selected"] = [str(card) for card in selected]
        payload = _utf8(json.dumps(data, ensure_ascii=False, indent=1))
        if payload == self._on_disk:  # a match resumed and not moved on since: a disk turned read-only refuses nothing
            self.last_error = self.last_detail = None
            return True
        try:
            self._write(payload)
        except OSError as exc:
            self.last_error = _bounded(fill(QCoreApplication.translate(
                "SaveGameStore", "Your game could not be saved (%1); you can play on, and Hearts will try "
                "again after the next trick."), disk_errors.reason(exc)))
            self.last_detail = _clip(f"{self.path}: {exc}", DETAIL_LIMIT)
            log.warning("could not save the game to %s: %s", self.path, exc)
            return False
        self._on_disk = payload
        self.last_error = self.last_detail = None
        return True

    def _write(self, payload: bytes) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        durable.write(self.path, payload, mode=0o600)  # the rename and its folder synced: a power cut keeps one

    def load(self) -> SavedGame | None:
        """The saved game, or ``None``: there is none, or it was unusable (then :attr:`last_error` says why)."""
        self.last_error = self.last_detail = None
        # Why, in the player's language; then the parser's, the system's or the engine's own words (English).
        self._on_disk = None
        try:
            found = self._read()
            saved = _saved_game(json.loads(found.decode("utf-8")))
            self._on_disk = found
            return saved
        except (FileNotFoundError, NotADirectoryError):
            return None  # no save yet (or no data folder: saving will say so)
        except UnicodeDecodeError:
            reason, raw = QCoreApplication.translate("SaveGameStore", "not UTF-8 text"), ""
        except json.JSONDecodeError as exc:
            reason, raw = QCoreApplication.translate("SaveGameStore", "not valid JSON"), str(exc)
        except RecursionError:
            reason, raw = QCoreApplication.translate("SaveGameStore", "nested too deeply"), ""
        except _Unusable as exc:
            reason, raw = str(exc), ""  # said in the player's language where it was raised
        except OSError as exc:
            reason, raw = fill(QCoreApplication.translate("SaveGameStore", "it could not be read (%1)"),
                               disk_errors.reason(exc)), str(exc)
        except ValueError as exc:
            # The engine's own checks refuse a match that breaks the rules (in English, for the log); so does the
            # int-string length limit.
            reason, raw = QCoreApplication.translate("SaveGameStore", "the match in it breaks the rules"), str(exc)
        except Exception as exc:  # the last guard: no file may stop Hearts from starting
            log.exception("unexpected failure reading the saved game %s", self.path)
            reason = QCoreApplication.translate("SaveGameStore", "it could not be read")
            raw = f"{type(exc).__name__}: {exc}"
        self._set_aside(reason, raw)
        return None

    def _read(self) -> bytes:
        """The file's bytes; only a regular file of at most :data:`MAX_SAVE_BYTES` is opened and read."""
        self._check_kind(os.stat(self.path))
        # O_NONBLOCK: should a FIFO appear between the check and the open, opening it must not wait for a writer.
        fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            self._check_kind(os.fstat(fd))
            chunks: list[bytes] = []
            size = 0
            while size <= MAX_SAVE_BYTES:
                chunk = os.read(fd, 65536)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
        finally:
            os.close(fd)
        if size > MAX_SAVE_BYTES:
            raise _Unusable(self._too_large())
        return b"".join(chunks)

    def _check_kind(self, info: os.stat_result) -> None:
        if not stat.S_ISREG(info.st_mode):
            raise _Unusable(QCoreApplication.translate("SaveGameStore", "not a regular file"))
        if info.st_size > MAX_SAVE_BYTES:
            raise _Unusable(self._too_large())

    @staticmethod
    def _too_large() -> str:
        return fill(QCoreApplication.translate("SaveGameStore", "larger than %1 bytes"), MAX_SAVE_BYTES)

    def saved_hand(self, match: Match) -> int | None:
        """The hand (from 1) in which the next start would resume ``match`` from the save on disk; ``None`` when
        that save is of another match, or there is none, or it is unusable. Only reads: nothing is set aside."""
        try:
            saved = _saved_game(json.loads(self._read().decode("utf-8"))).match
        except Exception:  # unusable: no hand to resume in (the next start's load() says why and keeps it aside)
            return None
        if saved.seed != match.seed or saved.rules != match.rules:
            return None
        return saved.hand_number + 1

    def clear(self) -> None:
        """Forget the saved game (the match ended, or the player started a new one)."""
        self._on_disk = None
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not remove the saved game %s: %s", self.path, exc)

    def remove_stale_temporaries(self, older_than: float = STALE_TEMP_SECONDS) -> int:
        """Delete temporary files left by interrupted writes (those at least ``older_than`` seconds old).

        With the single-instance lock held no other copy is writing, so every one is stale (``older_than=0``).
        """
        removed = 0
        now = time.time()
        with contextlib.suppress(OSError):
            for temp in self.directory.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"):
                try:
                    if now - temp.lstat().st_mtime >= older_than:
                        temp.unlink()
                        removed += 1
                except OSError as exc:
                    log.warning("could not remove the stale temporary file %s: %s", temp, exc)
        return removed

    def _set_aside(self, reason: str, raw: str) -> None:
        """Keep the unusable file under a new name, never delete it; say so in :attr:`last_error`, and why in
        :attr:`last_detail` (``reason`` in the player's language, then the ``raw`` words of the parser, the system
        or the engine)."""
        kept = aside_name(self.path)
        try:
            durable.replace(self.path, kept)
        except OSError as exc:
            log.warning("could not set the saved game %s aside: %s", self.path, exc)
            kept = self.path
        message = QCoreApplication.translate(
            "SaveGameStore", "Your saved game was damaged and could not be restored; a copy is kept at %1; "
            "a new game was started.")
        text = fill(message, kept)
        self.last_error = text if len(text) <= MESSAGE_LIMIT else _bounded(fill(message, kept.name))
        self.last_detail = _clip(f"{kept}: {reason}" + (f"\n{raw}" if raw else ""), DETAIL_LIMIT)
        log.warning("unusable saved game kept as %s: %s", kept, _clip(raw or reason, DETAIL_LIMIT))


def _saved_game(data: Any) -> SavedGame:
    """The saved game in ``data``; what is wrong with the file itself raises :class:`_Unusable` with a sentence
    saying what, a match that breaks the rules the engine's ``ValueError``."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _Unusable(QCoreApplication.translate("SaveGameStore", "not a Hearts saved game"))
    if data.get("version") != SAVE_VERSION:
        raise _Unusable(fill(QCoreApplication.translate("SaveGameStore", "saved by an unknown version: %1"),
                              _clip(repr(data.get("version")), 40)))
    match = Match.from_dict(data.get("match"))
    players = match.rules.players
    names, levels = data.get("names"), data.get("levels")
    if not (isinstance(names, list) and len(names) == players and all(_usable_name(n) for n in names)):
        raise _Unusable(QCoreApplication.translate("SaveGameStore", "the player names are unusable"))
    if not (isinstance(levels, list) and len(levels) == players and levels[0] == HUMAN
            and all(isinstance(level, str) and level in LEVELS for level in levels[1:])):
        raise _Unusable(QCoreApplication.translate("SaveGameStore", "the computer players' levels are unusable"))
    # The default names were saved in the language of that day; show them in today's.
    shown = (shown_player_name(names[0]), *(shown_opponent_name(index, name) for index, name in enumerate(names[1:])))
    return SavedGame(match, shown, tuple(levels), _selected(match, data.get("selected", [])))


def _selected(match: Match, selected: Any) -> tuple[Card, ...]:
    """The cards the person had picked to pass (saves before this was kept have none): distinct cards of their
    hand, no more than a pass, and only while they have not passed yet."""
    if selected == []:
        return ()
    rnd = match.round
    try:
        cards = tuple(Card.parse(text) for text in selected) if isinstance(selected, list) else None
    except ValueError:
        cards = None
    if (cards is None or len(cards) > PASS_SIZE or len(set(cards)) != len(cards) or rnd.phase is not Phase.PASSING
            or rnd.has_passed(0) or not set(cards) <= set(rnd.hand(0))):
        raise _Unusable(QCoreApplication.translate("SaveGameStore", "the cards chosen to pass are unusable"))
    return cards


def _usable_name(name: Any) -> bool:
    """A name the settings could have given: text, not empty, not too long, and writable as UTF-8."""
    return isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH and _utf8(name).decode("utf-8") == name


def _utf8(text: str) -> bytes:
    """``text`` as UTF-8; a lone surrogate (which UTF-8 cannot hold) becomes U+FFFD instead of failing the write."""
    repaired = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return repaired.encode("utf-8")


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _bounded(text: str) -> str:
    return _clip(text, MESSAGE_LIMIT)


__all__ = ["MAX_SAVE_BYTES", "SAVE_NAME", "SaveGameStore", "SavedGame"]
