"""The user's settings: one typed value (:class:`GameSettings`) and one wrapper over ``QSettings`` that reads it.

Every key, its type, default and validation live here. :meth:`SettingsStore.load` never raises: a missing value
takes its default silently; a corrupt or out-of-range one takes its default and leaves a note in
:attr:`SettingsStore.load_errors`. Values are read as strings and parsed here, because
``QSettings.value(type=int)`` turns ``"banana"`` into 0 without a word. QSettings also reads a damaged file
(binary garbage, a line that is no setting) without complaint and drops what it could not parse at the next write,
so the store checks the file itself. Loading only looks (its findings wait in a :class:`SettingsReport` for the
main window); :meth:`SettingsStore.repair` then copies the original aside (``hearts-qt.corrupt-<stamp>.conf``)
before it writes the repaired settings back.

>>> s = GameSettings()
>>> s.names(4), s.levels(3)
(['You', 'Anna', 'Boris', 'Clara'], ['human', 'normal', 'normal'])
>>> s.player_name, s.display_name, GameSettings(player_name="Ana").display_name
('', 'You', 'Ana')
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from .engine.rules import JACK_POINTS, PLAYER_RANGE, TARGET_RANGE, VARIANT_TABLE, Rules, Variant
from .languages import (
    DEFAULT_OPPONENT_NAMES,
    LANGUAGES,
    OLD_LANGUAGE_CODES,
    default_player_name,
    default_player_names,
    shown_opponent_name,
)
from .looks import BACKS, FACES, TABLE_KEYS, Theme
from .paths import user_settings
from .settings_file import (
    MAX_SETTINGS_BYTES,
    file_problems,
    keep_copy,
    open_settings,
    quoted,
    settings_file,
    stored_geometry,
)
from .text.format import fill
from .text.house_rules import yes_no_rules
from .text.rules import variant_name

#: Animation duration factors by speed name; 0 means no animation at all.
ANIMATION_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
#: Computer player strengths, weakest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
#: The level :meth:`GameSettings.levels` reports for seat 0, the human.
HUMAN = "human"

#: Opponents sit in seats 1..6 (a 7-player game has six of them).
MAX_OPPONENTS = PLAYER_RANGE[1] - 1
#: Longest name kept (longer ones are cut), so a name fits its place at the table.
MAX_NAME_LENGTH = 20
#: The range of the sound volume setting (0 is silent, like sound off).
VOLUME_RANGE = (0, 100)

E = TypeVar("E", bound=Enum)
log = logging.getLogger(__name__)


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate(
        "SettingsStore", "The saved variant, %1, needs at least %n players; the Standard game was "
        "chosen.", None, 1)


@dataclass(frozen=True)
class GameSettings:
    """Everything the user can set: the rules of the next game plus cosmetic choices (names, speed, language,
    the looks)."""

    rules: Rules = field(default_factory=Rules)
    # The name the player typed; empty means the default, shown in the interface language (:attr:`display_name`).
    player_name: str = ""
    opponent_names: tuple[str, ...] = DEFAULT_OPPONENT_NAMES
    opponent_levels: tuple[str, ...] = ("normal",) * MAX_OPPONENTS
    animation_speed: str = "normal"
    language: str = ""
    # After the exchange, the cards received stay raised until the player presses OK (as in Microsoft Hearts).
    confirm_received: bool = True
    # When no card that scores is left to take, the rest of the hand is played out at once.
    play_out_settled: bool = True
    # Ctrl+Z takes back the person's last card (and the replies) until the hand is scored.
    allow_undo: bool = True
    # Sound and motion: sounds at the game's moments, at a modest volume (a machine without audio stays silent);
    # with reduce_motion cards appear in place (fading) instead of sliding or turning over.
    sound: bool = True
    volume: int = 50
    reduce_motion: bool = False
    # The looks: card face, card back, table colour, large cards (applied at once, no new game).
    theme: Theme = field(default_factory=Theme)

    def __post_init__(self) -> None:
        if len(self.opponent_names) != MAX_OPPONENTS or len(self.opponent_levels) != MAX_OPPONENTS:
            raise ValueError(f"Settings need {MAX_OPPONENTS} opponent names and levels.")
        if any(level not in LEVELS for level in self.opponent_levels):
            raise ValueError(f"Opponent levels must be among {', '.join(LEVELS)}.")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"Unknown animation speed {self.animation_speed!r}.")
        if self.language not in LANGUAGES:
            raise ValueError(f"Unknown language {self.language!r}.")
        if not VOLUME_RANGE[0] <= self.volume <= VOLUME_RANGE[1]:
            raise ValueError(f"The volume must be within {VOLUME_RANGE}, not {self.volume}.")

    @property
    def display_name(self) -> str:
        """The human's name as shown: as typed, or "You" in the interface language when none was typed."""
        return self.player_name or default_player_name()

    def names(self, players: int) -> list[str]:
        """The names by seat for a game of ``players``: seat 0 is the human, then the opponents in order."""
        return [self.display_name, *(shown_opponent_name(index, name)
                                     for index, name in enumerate(self.opponent_names[: players - 1]))]

    def levels(self, players: int) -> list[str]:
        """The levels by seat, parallel to :meth:`names`: seat 0 is :data:`HUMAN`, then each opponent's level."""
        return [HUMAN, *self.opponent_levels[: players - 1]]

    @property
    def duration_factor(self) -> float:
        """What every animation duration is multiplied by (0 for instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def rules_differ(self, other: GameSettings) -> bool:
        """True when ``other`` plays differently, so applying it needs a new game (names and looks do not)."""
        return self.rules != other.rules


@dataclass(frozen=True)
class SettingsReport:
    """What a load found wrong, for one message: whether the file was damaged and which settings were reset.

    ``reset`` holds the settings by their translated names; ``details`` the technical notes (lines, values);
    ``defaults``: every setting loaded is its default (a damaged file may still have held the player's own).
    """

    damaged: bool
    reset: tuple[str, ...]
    details: tuple[str, ...]
    defaults: bool = True


class SettingsStore:
    """Reads and writes :class:`GameSettings` and the window geometry through one ``QSettings``."""

    def __init__(self, qsettings: QSettings | None = None, *, moved_aside: Path | None = None) -> None:
        """``moved_aside``: where :func:`open_settings` moved the file it could not read (told by :meth:`load`)."""
        self._qs = qsettings if qsettings is not None else user_settings()
        self.load_errors: list[str] = []
        #: The translated names of the settings the last load reset, in order, each once.
        self.reset_settings: list[str] = []
        #: What the last load found wrong (None: nothing), until :meth:`take_report` hands it over.
        self.report: SettingsReport | None = None
        #: Why the last write failed (the file or its folder cannot be written), or None.
        self.save_error: str | None = None
        self._moved_aside = moved_aside

    @classmethod
    def open_file(cls, path: Path | None = None) -> SettingsStore:
        """A store on the INI file ``path``, or on the user's own settings when None (see :func:`open_settings`:
        a file QSettings must not read is moved aside first and reported by :meth:`load` like a damaged file)."""
        qs, moved = open_settings(path)
        return cls(qs, moved_aside=moved)

    # --- the public surface ---------------------------------------------------------------------------------

    def load(self) -> GameSettings:
        """The stored settings; anything missing or unusable takes its default (see :attr:`load_errors`)."""
        self.load_errors = []
        self.reset_settings = []
        file_problems = self._file_problems()
        if self._moved_aside is not None:
            file_problems.insert(0, f"{self._moved_aside}: not a regular settings file of at most "
                                    f"{MAX_SETTINGS_BYTES} bytes; moved aside")
        default = GameSettings()
        rules = self._load_rules()
        player_name = self._read_name("players/name", default.player_name)
        settings = GameSettings(
            rules=rules,
            player_name=player_name,
            opponent_names=self._read_names(),
            opponent_levels=self._read_levels(),
            animation_speed=self._read_choice("appearance/animation_speed", tuple(ANIMATION_SPEEDS),
                                              default.animation_speed),
            language=self._read_language(default.language),
            confirm_received=self._read_bool("game/confirm_received", default.confirm_received),
            play_out_settled=self._read_bool("play/play_out_settled", default.play_out_settled),
            allow_undo=self._read_bool("play/allow_undo", default.allow_undo),
            sound=self._read_bool("appearance/sound", default.sound),
            volume=self._read_int("appearance/volume", *VOLUME_RANGE, default.volume),
            reduce_motion=self._read_bool("appearance/reduce_motion", default.reduce_motion),
            theme=self._read_theme(default.theme),
        )
        self.report = None
        if file_problems or self.load_errors:
            self.report = SettingsReport(bool(file_problems), tuple(self.reset_settings),
                                         tuple(file_problems + self.load_errors), settings == default)
        return settings

    def take_report(self) -> SettingsReport | None:
        """What loading found wrong (once: the report is handed over and forgotten)."""
        report, self.report = self.report, None
        return report

    def repair(self, settings: GameSettings, report: SettingsReport) -> Path | None:
        """After a load found ``report``: copy the file aside, then write ``settings`` so the next start finds them
        sound. Returns the copy (None when there is no file to copy, or it could not be copied: then nothing is
        rewritten either, so nothing is lost)."""
        kept = self._keep_copy()
        if kept is None and self._file_path() is not None:
            return None
        if report.damaged:
            self._qs.clear()  # keys parsed out of garbage must not be written back
        self.save(settings)
        return kept

    def _file_path(self) -> Path | None:
        """The settings file, when the settings live in one (not the Windows registry or a macOS plist)."""
        return settings_file(self._qs)

    def _file_problems(self) -> list[str]:
        path = self._file_path()
        return file_problems(path) if path is not None else []

    def _keep_copy(self) -> Path | None:
        """Copy the settings file aside (see :func:`keep_copy`); None if there is none to copy."""
        if self._moved_aside is not None:
            return self._moved_aside  # already kept: what was there is no file to copy
        path = self._file_path()
        return keep_copy(path) if path is not None else None

    def save(self, settings: GameSettings) -> bool:
        """Store ``settings`` (every key is written, so a later load finds nothing missing); False if it failed."""
        qs = self._qs
        for name, value in settings.rules.to_dict().items():
            qs.setValue(f"rules/{name}", value)
        qs.setValue("players/name", settings.player_name)
        qs.setValue("players/opponent_names", list(settings.opponent_names))
        qs.setValue("players/opponent_levels", list(settings.opponent_levels))
        qs.setValue("appearance/animation_speed", settings.animation_speed)
        qs.setValue("appearance/language", settings.language)
        qs.setValue("game/confirm_received", settings.confirm_received)
        qs.setValue("play/play_out_settled", settings.play_out_settled)
        qs.setValue("play/allow_undo", settings.allow_undo)
        qs.setValue("appearance/sound", settings.sound)
        qs.setValue("appearance/volume", settings.volume)
        qs.setValue("appearance/reduce_motion", settings.reduce_motion)
        self._save_theme(settings.theme)
        return self._sync()

    def _sync(self) -> bool:
        """Write to disk; on failure :attr:`save_error` says so (QSettings only reports that access failed)."""
        self._qs.sync()
        # Only AccessError means the write failed; FormatError stays set after reading a damaged file.
        if self._qs.status() != QSettings.Status.AccessError:
            self.save_error = None
            return True
        where = self._file_path() or Path(self._qs.fileName())
        self.save_error = fill(QCoreApplication.translate(
            "SettingsStore", "Your settings could not be saved in %1; they apply until Hearts is closed."),
            str(where) if len(str(where)) <= 200 else where.name)
        log.warning("could not write the settings to %s: %s", where, self._qs.status())
        return False

    @property
    def window_geometry(self) -> QByteArray:
        """The main window's saved geometry (``QWidget.saveGeometry``); empty when there is none."""
        return stored_geometry(self._qs)

    @window_geometry.setter
    def window_geometry(self, geometry: QByteArray) -> None:
        self._qs.setValue("window/geometry", geometry)
        self._sync()

    # --- rules ----------------------------------------------------------------------------------------------

    def _load_rules(self) -> Rules:
        default = Rules()
        low, high = TARGET_RANGE
        variant = self._read_enum("rules/variant", Variant, default.variant)
        kwargs: dict[str, Any] = {
            "players": self._read_int("rules/players", *PLAYER_RANGE, default.players),
            "variant": variant,
            "target_score": self._read_int("rules/target_score", low, high,
                                           VARIANT_TABLE[variant].suggested_target),
        }
        # The other options by their type, a choice or a yes/no one: a new option is read without a line here.
        for name in default.to_dict():
            value = getattr(default, name)
            if name in kwargs:
                continue
            if isinstance(value, Enum):
                kwargs[name] = self._read_enum(f"rules/{name}", type(value), value)
            elif isinstance(value, bool):
                kwargs[name] = self._read_bool(f"rules/{name}", value)
        jack = self._read_choice("rules/jack_points", tuple(map(str, JACK_POINTS)), str(default.jack_points))
        kwargs["jack_points"] = int(jack)
        try:
            return Rules(**kwargs)
        except ValueError:
            # The only combination rule today is a variant's minimum player count: keep the count, drop the variant.
            needed = VARIANT_TABLE[variant].min_players
            if kwargs["players"] < needed:
                self._note(fill(QCoreApplication.translate(
                    "SettingsStore", "The saved variant, %1, needs at least %n players; the Standard game was "
                    "chosen.", None, needed), variant_name(variant)), "rules/variant")
            else:
                self._note(QCoreApplication.translate(
                    "SettingsStore", "The saved rules could not be used together; the Standard game was chosen."),
                    "rules/variant")
        kwargs["variant"] = Variant.STANDARD
        try:
            return Rules(**kwargs)
        except ValueError:
            return default

    # --- typed readers: each returns the default (and notes why) when the stored value is unusable -----------

    def _note(self, message: str, key: str) -> None:
        self.load_errors.append(message)
        name = _setting_name(key)
        if name not in self.reset_settings:
            self.reset_settings.append(name)

    def _reset(self, key: str, raw: str) -> None:
        message = QCoreApplication.translate(
            "SettingsStore", "The saved value “%1” of the setting “%2” could not be used; the default was "
            "restored.")
        self._note(fill(message, quoted(raw), _setting_name(key)), key)

    def _raw(self, key: str) -> str | None:
        """The stored text of ``key``, or None when it is absent."""
        if not self._qs.contains(key):
            return None
        value = self._qs.value(key, "", type=str)
        return value.strip() if isinstance(value, str) else ""

    def _read_parsed(self, key: str, parse: Callable[[str], Any], default: Any) -> Any:
        raw = self._raw(key)
        if raw is None:
            return default
        try:
            return parse(raw)
        except (ValueError, TypeError, KeyError):
            self._reset(key, raw)
            return default

    def _read_int(self, key: str, low: int, high: int, default: int) -> int:
        def parse(raw: str) -> int:
            value = int(raw)
            if not low <= value <= high:
                raise ValueError(raw)
            return value

        result: int = self._read_parsed(key, parse, default)
        return result

    def _read_bool(self, key: str, default: bool) -> bool:
        def parse(raw: str) -> bool:
            words = {"true": True, "1": True, "yes": True, "false": False, "0": False, "no": False}
            return words[raw.lower()]

        result: bool = self._read_parsed(key, parse, default)
        return result

    def _read_enum(self, key: str, enum: type[E], default: E) -> E:
        result: E = self._read_parsed(key, enum, default)
        return result

    def _read_choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        result: str = self._read_parsed(key, lambda raw: raw if raw in choices else _fail(raw), default)
        return result

    # --- the looks: card face, card back, table colour, large cards ------------------------------------------

    def _read_theme(self, default: Theme) -> Theme:
        return Theme(
            face=self._read_choice("appearance/card_face", tuple(FACES), default.face),
            back=self._read_choice("appearance/card_back", tuple(BACKS), default.back),
            table=self._read_choice("appearance/table_colour", TABLE_KEYS, default.table),
            large_cards=self._read_bool("appearance/large_cards", default.large_cards),
        )

    def _save_theme(self, theme: Theme) -> None:
        self._qs.setValue("appearance/card_face", theme.face)
        self._qs.setValue("appearance/card_back", theme.back)
        self._qs.setValue("appearance/table_colour", theme.table)
        self._qs.setValue("appearance/large_cards", theme.large_cards)

    def _read_language(self, default: str) -> str:
        """The interface language; a code an older version stored is read as today's code for it."""
        key = "appearance/language"
        raw = self._raw(key)
        if raw in OLD_LANGUAGE_CODES:
            return OLD_LANGUAGE_CODES[raw]
        return self._read_choice(key, tuple(LANGUAGES), default)

    def _read_name(self, key: str, default: str) -> str:
        """The typed name; empty (or a default name older versions stored, in any language) means the default."""
        raw = self._raw(key)
        if raw is None or raw in default_player_names():
            return default
        # The settings file does not keep white space at the ends of a value: neither does the name.
        return raw[:MAX_NAME_LENGTH].strip() or default

    def _read_list(self, key: str) -> list[str] | None:
        """The stored list under ``key`` if it has one string per opponent; None (noted) otherwise."""
        if not self._qs.contains(key):
            return None
        value = self._qs.value(key, [], type=list)
        if isinstance(value, list) and len(value) == MAX_OPPONENTS and all(isinstance(v, str) for v in value):
            return [v.strip() for v in value]
        message = QCoreApplication.translate(
            "SettingsStore", "The saved setting “%1” could not be used; the defaults were restored.")
        self._note(fill(message, _setting_name(key)), key)
        return None

    def _read_names(self) -> tuple[str, ...]:
        stored = self._read_list("players/opponent_names")
        if stored is None:
            return DEFAULT_OPPONENT_NAMES
        if not all(stored):
            self._note(QCoreApplication.translate(
                "SettingsStore", "Some opponent names were empty; they were given their default names."),
                "players/opponent_names")
        return tuple(name[:MAX_NAME_LENGTH] if name else default
                     for name, default in zip(stored, DEFAULT_OPPONENT_NAMES, strict=True))

    def _read_levels(self) -> tuple[str, ...]:
        default = GameSettings().opponent_levels
        stored = self._read_list("players/opponent_levels")
        if stored is None:
            return default
        if any(level not in LEVELS for level in stored):
            self._note(QCoreApplication.translate(
                "SettingsStore", "Some saved opponent levels were unknown; those opponents now play at the normal "
                "level."), "players/opponent_levels")
        return tuple(level if level in LEVELS else "normal" for level in stored)


def _fail(raw: str) -> Any:
    raise ValueError(raw)


def _setting_name(key: str) -> str:
    """A stored setting as the player knows it, for the notes in :attr:`SettingsStore.load_errors`."""
    names = {
        "rules/players": QCoreApplication.translate("SettingsStore", "number of players"),
        "rules/variant": QCoreApplication.translate("SettingsStore", "variant"),
        "rules/target_score": QCoreApplication.translate("SettingsStore", "target score"),
        "rules/moon_scoring": QCoreApplication.translate("SettingsStore", "scoring of a shot moon"),
        "rules/ties": QCoreApplication.translate("SettingsStore", "rule for ties"),
        **{f"rules/{option.name}": option.setting for option in yes_no_rules()},
        "rules/jack_points": QCoreApplication.translate("SettingsStore", "value of the J♦"),
        "players/opponent_names": QCoreApplication.translate("SettingsStore", "opponent names"),
        "players/opponent_levels": QCoreApplication.translate("SettingsStore", "opponent levels"),
        "appearance/animation_speed": QCoreApplication.translate("SettingsStore", "animation speed"),
        "appearance/language": QCoreApplication.translate("SettingsStore", "language"),
        "game/confirm_received": QCoreApplication.translate("SettingsStore", "pause to look at the received cards"),
        "play/play_out_settled": QCoreApplication.translate(
            "SettingsStore", "finishing a hand with no points left to play for"),
        "play/allow_undo": QCoreApplication.translate("SettingsStore", "allowing undo"),
        "appearance/sound": QCoreApplication.translate("SettingsStore", "sound"),
        "appearance/volume": QCoreApplication.translate("SettingsStore", "volume"),
        "appearance/reduce_motion": QCoreApplication.translate("SettingsStore", "reduce motion"),
        "appearance/card_face": QCoreApplication.translate("SettingsStore", "card faces"),
        "appearance/card_back": QCoreApplication.translate("SettingsStore", "card back"),
        "appearance/table_colour": QCoreApplication.translate("SettingsStore", "table colour"),
        "appearance/large_cards": QCoreApplication.translate("SettingsStore", "large cards"),
    }
    return names.get(key, key)

