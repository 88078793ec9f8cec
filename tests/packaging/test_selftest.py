"""``--self-test`` from source, and each of its checks catching what it is there to catch."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_qt import selftest
from hearts_qt.resources import resource_path

BLANK_CARD = ('<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">'
              '<rect width="250" height="350" fill="#fff"/></svg>')


def copy_cards(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(resource_path("cards"), folder)
    return folder


def offered_translations() -> list[str]:
    from hearts_qt.languages import LANGUAGES, translation_file

    return [f"{translation_file(code)}.qm" for code in LANGUAGES if code not in ("", selftest.SOURCE_LANGUAGE)]


def test_self_test_from_source(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / ".config"))
    result = subprocess.run([sys.executable, "-m", "hearts_qt", "--self-test"], env=env, capture_output=True,
                            text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    line = result.stdout.strip()
    assert line.startswith("hearts-qt self-test OK: 53 card images, 2 fonts, ") and "\n" not in line
    assert "6 sounds, 2 card faces and 4 backs, settings, 1 hand (52 cards)" in line
    assert not (tmp_path / ".config").exists(), "the self-test wrote to the user's settings"


def test_a_missing_sound_fails(tmp_path: Path):
    for sound in resource_path("sounds").glob("*.wav"):
        (tmp_path / sound.name).write_bytes(sound.read_bytes())
    assert selftest.check_sounds(tmp_path) == "6 sounds"
    (tmp_path / "queen_taken.wav").write_bytes(b"RIFF")
    with pytest.raises(selftest.SelfTestError, match="queen_taken"):
        selftest.check_sounds(tmp_path)


def test_every_card_passes(qapp):
    assert selftest.check_cards(resource_path("cards")) == "53 card images"


def test_a_missing_card_fails(qapp, tmp_path: Path):
    folder = copy_cards(tmp_path)
    (folder / "QS.svg").unlink()
    with pytest.raises(selftest.SelfTestError, match=r"QS\.svg is missing"):
        selftest.check_cards(folder)


def test_a_blank_card_fails(qapp, tmp_path: Path):
    folder = copy_cards(tmp_path)
    (folder / "7H.svg").write_text(BLANK_CARD, encoding="utf-8")
    with pytest.raises(selftest.SelfTestError, match=r"7H\.svg renders blank"):
        selftest.check_cards(folder)


def test_a_broken_card_fails(qapp, tmp_path: Path):
    folder = copy_cards(tmp_path)
    (folder / "back.svg").write_text("<svg", encoding="utf-8")
    with pytest.raises(selftest.SelfTestError, match=r"back\.svg is not an SVG"):
        selftest.check_cards(folder)


def test_no_fonts_fails(qapp, tmp_path: Path):
    with pytest.raises(selftest.SelfTestError, match="no fonts"):
        selftest.check_fonts(tmp_path)


def test_an_uncompiled_translation_fails(qapp, tmp_path: Path):
    (tmp_path / "hearts_qt_xx.ts").write_text("<TS/>", encoding="utf-8")
    with pytest.raises(selftest.SelfTestError, match=r"hearts_qt_xx\.qm"):
        selftest.check_translations(tmp_path)


def test_a_damaged_translation_fails(qapp, tmp_path: Path):
    for qm in offered_translations():
        (tmp_path / qm).write_bytes(b"not a qm file")
    with pytest.raises(selftest.SelfTestError, match="does not load"):
        selftest.check_translations(tmp_path)


def test_settings_load_and_save(qapp, tmp_path: Path):
    _, note = selftest.load_settings(tmp_path / "settings.ini")
    assert note == "settings" and (tmp_path / "settings.ini").is_file()


def test_every_theme_passes(qapp):
    assert selftest.check_themes(resource_path()) == "2 card faces and 4 backs"


def test_a_missing_four_colour_card_fails(qapp, tmp_path: Path):
    root = tmp_path / "resources"
    for folder in ("cards", "cards-four-colour", "card-backs"):
        shutil.copytree(resource_path(folder), root / folder)
    (root / "cards-four-colour" / "9D.svg").unlink()
    with pytest.raises(selftest.SelfTestError, match=r"cards-four-colour/9D\.svg is missing"):
        selftest.check_themes(root)
