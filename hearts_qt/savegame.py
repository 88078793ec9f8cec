"""The running match on disk, so closing Hearts never loses a game: the next start resumes it.

One JSON file, ``saved-game.json``, in the application's data folder (or a folder given for tests). It holds the
engine's :meth:`Match.to_dict` plus the seats' names and levels. Writing is atomic (a temporary file, then
``os.replace``), so a crash mid-write leaves the previous save intact. A file that cannot be used (not JSON, not
ours, or inconsistent by the engine's own checks) is never deleted: it is renamed aside to
``saved-game.corrupt-<timestamp>.json`` and :attr:`SaveGameStore.last_error` says why, for the main window to show.
QtCore only.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from .engine import Match
from .settings import HUMAN, LEVELS, shown_player_name

SAVE_NAME = "saved-game.json"
SAVE_FORMAT = "hearts-qt-saved-game"
SAVE_VERSION = 1

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SavedGame:
    """A match read back from disk, with who sits where: ``names`` and ``levels`` by seat (seat 0 is the human)."""

    match: Match
    names: tuple[str, ...]
    levels: tuple[str, ...]


class SaveGameStore:
    """Saves, loads and clears the one saved game in ``directory`` (the app data folder by default)."""

    def __init__(self, directory: Path | None = None) -> None:
        if directory is None:
            location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
            directory = Path(location)
        self.directory = directory
        self.last_error: str | None = None

    @property
    def path(self) -> Path:
        return self.directory / SAVE_NAME

    def save(self, match: Match, names: Sequence[str], levels: Sequence[str]) -> bool:
        """Write the match atomically; ``False`` (and :attr:`last_error`) when the disk refused."""
        data = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "names": list(names), "levels": list(levels),
                "match": match.to_dict()}
        text = json.dumps(data, ensure_ascii=False, indent=1)
        temp: str | None = None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix="saved-game.", suffix=".tmp", dir=self.directory)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, self.path)
        except OSError as exc:
            if temp is not None:
                Path(temp).unlink(missing_ok=True)
            self.last_error = QCoreApplication.translate(
                "SaveGameStore", "Your game could not be saved ({reason}).").format(reason=exc.strerror or exc)
            log.warning("could not save the game to %s: %s", self.path, exc)
            return False
        self.last_error = None
        return True

    def load(self) -> SavedGame | None:
        """The saved game, or ``None``: there is none, or it was unusable (then :attr:`last_error` says why)."""
        self.last_error = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            self._set_aside(str(exc))
            return None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            self._set_aside(QCoreApplication.translate("SaveGameStore", "not valid JSON: {error}").format(error=exc))
            return None
        try:
            return _saved_game(data)
        except ValueError as exc:
            self._set_aside(str(exc))
            return None

    def clear(self) -> None:
        """Forget the saved game (the match ended, or the player started a new one)."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not remove the saved game %s: %s", self.path, exc)

    def _set_aside(self, reason: str) -> None:
        """Keep the unusable file under a new name, never delete it; say so in :attr:`last_error`."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = self.directory / f"saved-game.corrupt-{stamp}.json"
        counter = 1
        while kept.exists():
            kept = self.directory / f"saved-game.corrupt-{stamp}-{counter}.json"
            counter += 1
        try:
            os.replace(self.path, kept)
        except OSError as exc:
            log.warning("could not set the saved game %s aside: %s", self.path, exc)
            kept = self.path
        self.last_error = QCoreApplication.translate(
            "SaveGameStore", "Your saved game could not be read ({reason}). It was kept as {path}; "
            "a new game was started.").format(reason=reason, path=str(kept))
        log.warning("unusable saved game kept as %s: %s", kept, reason)


def _saved_game(data: Any) -> SavedGame:
    """The saved game in ``data``; anything wrong raises ``ValueError`` with a sentence saying what."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError(QCoreApplication.translate("SaveGameStore", "not a Hearts saved game"))
    if data.get("version") != SAVE_VERSION:
        raise ValueError(QCoreApplication.translate("SaveGameStore", "saved by an unknown version: {version}")
                         .format(version=data.get("version")))
    match = Match.from_dict(data.get("match"))
    players = match.rules.players
    names, levels = data.get("names"), data.get("levels")
    if not (isinstance(names, list) and len(names) == players and all(isinstance(n, str) and n for n in names)):
        raise ValueError(QCoreApplication.translate("SaveGameStore", "the player names are unusable"))
    if not (isinstance(levels, list) and len(levels) == players and levels[0] == HUMAN
            and all(level in LEVELS for level in levels[1:])):
        raise ValueError(QCoreApplication.translate("SaveGameStore", "the computer players' levels are unusable"))
    # The human's default name was saved in the language of that day; show it in today's.
    return SavedGame(match, (shown_player_name(names[0]), *names[1:]), tuple(levels))


__all__ = ["SAVE_NAME", "SaveGameStore", "SavedGame"]
