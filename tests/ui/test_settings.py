"""The settings store: a round trip through a real ini file, and corrupt values that fall back without raising."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from hearts_qt.engine.rules import MoonScoring, Rules, TieRule, Variant
from hearts_qt.settings import ANIMATION_SPEEDS, HUMAN, GameSettings, SettingsStore
from hearts_qt.text.house_rules import YesNoRule, yes_no_rules


def ini(path: Path) -> QSettings:
    """A fresh QSettings on ``path``: what a new process would read."""
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def ini_path(tmp_path: Path) -> Path:
    return tmp_path / "hearts.ini"


CUSTOM = GameSettings(
    rules=Rules(players=6, variant=Variant.CANCELLATION, target_score=150, queen_breaks_hearts=False,
                points_on_first_trick=True, moon_scoring=MoonScoring.ADD_TO_OTHERS, passing=False,
                jack_needed_for_moon=False, ties=TieRule.PLAY_OFF),
    player_name="Ана",
    opponent_names=("Łucja", "Bob, Jr.", "Ćira", "D", "E", "F"),
    opponent_levels=("easy", "hard", "normal", "expert", "easy", "normal"),
    animation_speed="instant",
    language="mk",
    confirm_received=False,
    play_out_settled=False,
)


def test_missing_file_gives_defaults_silently(ini_path: Path) -> None:
    store = SettingsStore(ini(ini_path))
    assert store.load() == GameSettings()
    assert store.load_errors == []


def test_round_trip_through_a_fresh_qsettings(ini_path: Path) -> None:
    SettingsStore(ini(ini_path)).save(CUSTOM)
    store = SettingsStore(ini(ini_path))
    assert store.load() == CUSTOM
    assert store.load_errors == []


@pytest.mark.parametrize("variant", list(Variant))
def test_every_variant_round_trips(ini_path: Path, variant: Variant) -> None:
    settings = GameSettings(rules=Rules(players=5, variant=variant, target_score=500))
    SettingsStore(ini(ini_path)).save(settings)
    assert SettingsStore(ini(ini_path)).load() == settings


def test_house_rules_round_trip_and_settings_from_before_them_keep_the_old_game(ini_path: Path) -> None:
    rules = Rules(variant=Variant.OMNIBUS, no_trick_bonus=True, exact_target_resets=True, must_break_hearts=False,
                  any_club_opens=True, shooting_the_moon=False, jack_points=-5)
    SettingsStore(ini(ini_path)).save(GameSettings(rules=rules))
    assert SettingsStore(ini(ini_path)).load().rules == rules
    qs = ini(ini_path)
    for key in ("no_trick_bonus", "exact_target_resets", "must_break_hearts", "any_club_opens",
                "shooting_the_moon", "jack_points"):
        qs.remove(f"rules/{key}")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    assert store.load().rules == Rules(variant=Variant.OMNIBUS) and not store.load_errors


@pytest.mark.parametrize(
    ("key", "value", "field", "expected"),
    [
        ("rules/players", "banana", "players", 4),
        ("rules/players", "9", "players", 4),
        ("rules/target_score", "5", "target_score", 100),
        ("rules/target_score", "1e9", "target_score", 100),
        ("rules/variant", "nonsense", "variant", Variant.STANDARD),
        ("rules/moon_scoring", "sometimes", "moon_scoring", MoonScoring.SHOOTER_CHOOSES),
        ("rules/ties", "", "ties", TieRule.SHARED),
        ("rules/passing", "perhaps", "passing", True),
        ("rules/no_trick_bonus", "sometimes", "no_trick_bonus", False),
        ("rules/exact_target_resets", "2", "exact_target_resets", False),
        ("rules/must_break_hearts", "maybe", "must_break_hearts", True),
        ("rules/any_club_opens", "clubs", "any_club_opens", False),
        ("rules/shooting_the_moon", "moon", "shooting_the_moon", True),
        ("rules/jack_points", "-7", "jack_points", -10),
    ],
)
def test_corrupt_rule_values_fall_back_and_are_reported(ini_path: Path, key: str, value: str, field: str,
                                                         expected: object) -> None:
    qs = ini(ini_path)
    qs.setValue(key, value)
    qs.sync()
    store = SettingsStore(ini(ini_path))
    settings = store.load()
    assert getattr(settings.rules, field) == expected
    assert len(store.load_errors) == 1
    # A sentence for the player: the value as written and the setting in words, not the internal key or a repr.
    assert f"“{value}”" in store.load_errors[0]
    assert key not in store.load_errors[0] and "'" not in store.load_errors[0]


@pytest.mark.parametrize("option", yes_no_rules(), ids=lambda option: option.name)
def test_every_yes_no_option_is_stored_read_back_and_named_when_reset(ini_path: Path, option: YesNoRule) -> None:
    usual = Rules(players=5)
    flipped = GameSettings(rules=replace(usual, **{option.name: not getattr(usual, option.name)}))
    SettingsStore(ini(ini_path)).save(flipped)
    assert SettingsStore(ini(ini_path)).load() == flipped
    qs = ini(ini_path)
    qs.setValue(f"rules/{option.name}", "sometimes")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    assert getattr(store.load().rules, option.name) == getattr(usual, option.name)
    assert store.reset_settings == [option.setting] and option.setting in store.load_errors[0]


def test_names_not_a_list_fall_back(ini_path: Path) -> None:
    qs = ini(ini_path)
    qs.setValue("players/opponent_names", "banana")
    qs.setValue("players/opponent_levels", ["hard", "godlike", "easy", "easy", "easy", "easy"])
    qs.setValue("players/name", "")
    qs.setValue("appearance/animation_speed", "warp")
    qs.setValue("appearance/language", "xx")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    settings = store.load()
    default = GameSettings()
    assert settings.opponent_names == default.opponent_names
    assert settings.opponent_levels == ("hard", "normal", "easy", "easy", "easy", "easy")
    assert settings.player_name == default.player_name
    assert settings.animation_speed == "normal"
    assert settings.language == ""
    assert len(store.load_errors) == 4  # an empty player name is not an error: it means the default name
    assert not any("/" in note or "'" in note for note in store.load_errors)


def test_impossible_combination_falls_back_to_a_valid_one(ini_path: Path) -> None:
    qs = ini(ini_path)
    qs.setValue("rules/players", 3)
    qs.setValue("rules/variant", "cancellation")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    rules = store.load().rules
    assert rules.players == 3
    assert rules.variant is Variant.STANDARD
    assert store.load_errors == ["The saved variant, Cancellation Hearts, needs at least 5 players; "
                                 "the Standard game was chosen."]


def test_default_player_name_is_stored_empty_and_shown_translated(ini_path: Path) -> None:
    default = GameSettings()
    assert default.player_name == "" and default.display_name == "You" and default.names(3)[0] == "You"
    assert GameSettings(player_name="Zoë").names(3)[0] == "Zoë"
    SettingsStore(ini(ini_path)).save(default)
    assert SettingsStore(ini(ini_path)).load().player_name == ""
    # Older versions stored the English default itself: it still means "the default".
    qs = ini(ini_path)
    qs.setValue("players/name", "You")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    assert store.load().player_name == "" and not store.load_errors


def test_spot_hearts_with_a_bad_target_takes_its_suggested_target(ini_path: Path) -> None:
    qs = ini(ini_path)
    qs.setValue("rules/variant", "spot_hearts")
    qs.setValue("rules/target_score", "lots")
    qs.sync()
    assert SettingsStore(ini(ini_path)).load().rules.target_score == 500


def test_window_geometry_round_trips(ini_path: Path) -> None:
    assert SettingsStore(ini(ini_path)).window_geometry.isEmpty()
    SettingsStore(ini(ini_path)).window_geometry = QByteArray(b"\x01\x02geometry\x00")
    assert SettingsStore(ini(ini_path)).window_geometry == QByteArray(b"\x01\x02geometry\x00")


def test_names_levels_and_speed() -> None:
    settings = CUSTOM
    assert settings.names(3) == ["Ана", "Łucja", "Bob, Jr."]
    assert len(settings.names(7)) == 7
    assert settings.levels(4) == [HUMAN, "easy", "hard", "normal"]
    assert settings.duration_factor == ANIMATION_SPEEDS["instant"] == 0.0


def test_rules_differ_only_for_rules() -> None:
    base = GameSettings()
    cosmetic = GameSettings(player_name="Zed", animation_speed="slow", language="pl")
    assert not base.rules_differ(cosmetic)
    assert base.rules_differ(GameSettings(rules=Rules(players=5)))


def test_invalid_settings_values_are_refused() -> None:
    with pytest.raises(ValueError, match="Unknown animation speed"):
        GameSettings(animation_speed="warp")
    with pytest.raises(ValueError, match="6 opponent names"):
        GameSettings(opponent_names=("A",))


def test_the_pause_on_received_cards_is_a_typed_setting(ini_path: Path) -> None:
    assert GameSettings().confirm_received is True
    SettingsStore(ini(ini_path)).save(GameSettings(confirm_received=False))
    assert SettingsStore(ini(ini_path)).load().confirm_received is False
    qs = ini(ini_path)
    qs.setValue("game/confirm_received", "maybe")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    assert store.load().confirm_received is True
    assert len(store.load_errors) == 1 and "received cards" in store.load_errors[0]


def test_playing_out_settled_hands_is_on_by_default_and_a_bad_value_is_reported(ini_path: Path) -> None:
    assert GameSettings().play_out_settled is True
    qs = ini(ini_path)
    qs.setValue("play/play_out_settled", "sometimes")
    qs.sync()
    store = SettingsStore(ini(ini_path))
    assert store.load().play_out_settled is True
    assert store.load_errors == ["The saved value “sometimes” of the setting “finishing a hand with no points left "
                                 "to play for” could not be used; the default was restored."]


def test_a_huge_bad_value_is_quoted_short_named_and_its_file_kept(ini_path: Path) -> None:
    qs = ini(ini_path)
    qs.setValue("rules/players", "9" * 100_000)
    qs.setValue("appearance/language", "xx")
    qs.sync()
    original = ini_path.read_bytes()
    store = SettingsStore(ini(ini_path))
    settings = store.load()
    assert store.reset_settings == ["number of players", "language"]
    assert all(len(note) < 200 for note in store.load_errors)
    assert ini_path.read_bytes() == original  # loading only looks
    report = store.take_report()
    assert report is not None and not report.damaged and report.reset == ("number of players", "language")
    assert store.take_report() is None
    kept = store.repair(settings, report)
    assert kept is not None and kept.read_bytes() == original
    assert kept.name.startswith("hearts.corrupt-") and kept.suffix == ".ini"
    fresh = SettingsStore(ini(ini_path))
    assert fresh.load() == GameSettings() and not fresh.load_errors and fresh.report is None


KEYS = ["rules/players", "rules/variant", "rules/target_score", "rules/moon_scoring", "rules/ties", "rules/passing",
        "players/name", "players/opponent_names", "players/opponent_levels", "appearance/animation_speed",
        "appearance/language"]


@hypothesis_settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(values=st.dictionaries(st.sampled_from(KEYS), st.text(max_size=30) | st.text(min_size=250, max_size=400)
                              | st.lists(st.text(max_size=8))),
       junk=st.binary(max_size=200))
def test_any_stored_values_load_repair_and_stay_short(tmp_path: Path, values: dict, junk: bytes) -> None:
    path = tmp_path / f"fuzz-{time.monotonic_ns()}.ini"
    qs = ini(path)
    for key, value in values.items():
        qs.setValue(key, value)
    qs.sync()
    with path.open("ab") as handle:
        handle.write(junk)
    store = SettingsStore(ini(path))
    loaded = store.load()
    assert all(len(note) < 300 for note in store.load_errors)
    report = store.take_report()
    if report is not None:
        store.repair(loaded, report)
    again = SettingsStore(ini(path))
    assert again.load() == loaded and again.report is None


def test_a_name_with_unicode_line_separators_is_no_damage(ini_path: Path) -> None:
    """U+0085 and U+2028 end lines for str.splitlines() but not in a settings file: such a name is kept as typed."""
    SettingsStore(ini(ini_path)).save(GameSettings(player_name="A\x85B\u2028C"))
    store = SettingsStore(ini(ini_path))
    assert store.load().player_name == "A\x85B\u2028C"
    assert store.report is None and not store.load_errors


#: Every character ``str.strip()`` removes that QSettings does not skip (it skips only spaces and tabs, and ends
#: lines at LF and CR): a line of it alone is no setting to QSettings, which drops it at the next write.
STRIP_ONLY = [chr(code) for code in range(0x110000) if chr(code).isspace() and chr(code) not in " \t\n\r"]


@pytest.mark.parametrize("char", STRIP_ONLY, ids=lambda char: f"U+{ord(char):04X}")
def test_a_line_of_characters_str_strip_empties_is_damage_told_and_kept(tmp_path: Path, char: str) -> None:
    path = tmp_path / "hearts.ini"
    SettingsStore(ini(path)).save(CUSTOM)
    with path.open("ab") as handle:
        handle.write((char * 4_000 + "\n").encode("utf-8"))  # the fault injection's 4,000 × 0x1C, for each
    original = path.read_bytes()
    raw = ini(path)
    raw.allKeys()
    assert raw.status() == QSettings.Status.FormatError  # QSettings' own verdict on the file
    store = SettingsStore(ini(path))
    loaded = store.load()
    assert loaded == CUSTOM
    report = store.take_report()
    assert report is not None and report.damaged and report.reset == ()
    kept = store.repair(loaded, report)
    assert kept is not None and kept.read_bytes() == original
    again = SettingsStore(ini(path))
    assert again.load() == CUSTOM and again.report is None


def test_a_bare_carriage_return_ends_a_line_as_in_qsettings(ini_path: Path) -> None:
    SettingsStore(ini(ini_path)).save(CUSTOM)
    with ini_path.open("ab") as handle:
        handle.write(b"[extra]\r\nkept=1\r\nnote=1\rjunk\r\n")
    store = SettingsStore(ini(ini_path))
    assert store.load() == CUSTOM
    assert store.report is not None and store.report.damaged
    assert [note.rsplit(": ", 1)[1] for note in store.report.details] == ["junk"]


@pytest.mark.parametrize(("raw", "language", "table"), [
    (None, "", "green"),  # nothing stored: the system's language, the default felt
    ("pl", "pl", "blue"),
    ("sr", "sr_Latn", "dark"),  # the code older versions stored for Latin Serbian
    (" mk ", "mk", "high_contrast"),
    ("klingon", "", "purple"),  # an unknown code, an unknown colour: the defaults
])
def test_the_first_window_reads_what_the_store_reads(ini_path: Path, raw: str | None, language: str,
                                                      table: str) -> None:
    """Before the settings store exists, the first window reads the language, the table colour and the geometry
    from the same file as the store later does, with the same answers."""
    from hearts_qt.settings_file import stored_geometry, stored_language, stored_table_colour

    qs = ini(ini_path)
    if raw is not None:
        qs.setValue("appearance/language", raw)
    qs.setValue("appearance/table_colour", table)
    qs.setValue("window/geometry", QByteArray(b"\x01\xd9\xd0\xcb"))
    qs.sync()
    fresh = ini(ini_path)
    loaded = SettingsStore(ini(ini_path)).load()
    assert stored_language(fresh) == language == loaded.language
    assert stored_table_colour(fresh) == loaded.theme.table == (table if table != "purple" else "green")
    assert stored_geometry(fresh) == QByteArray(b"\x01\xd9\xd0\xcb") == SettingsStore(fresh).window_geometry
