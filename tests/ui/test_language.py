"""Which Serbian script a setting or a system gets, how an old setting is read, and switching while running."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication

from hearts_qt.ai.review import Estimate
from hearts_qt.languages import LANGUAGES, translation_file
from hearts_qt.settings import SettingsStore
from hearts_qt.text.language import environment_locale, load_translators, locale_for, switch_language
from hearts_qt.text.review import estimate_text
from hearts_qt.ui.dialogs.score_chart import format_value

from .conftest import build_translations

LATIN, CYRILLIC = QLocale.Script.LatinScript, QLocale.Script.CyrillicScript


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


@pytest.mark.parametrize(("environ", "script", "qm"), [
    ({"LANG": "sr_RS@latin"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LANG": "sr_RS.UTF-8@latin"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LC_ALL": "sr_RS.UTF-8@latin", "LANG": "en_US.UTF-8"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LC_MESSAGES": "sr_RS@latin", "LANG": "de_DE.UTF-8"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LANGUAGE": "sr@latin:en", "LANG": "sr_RS.UTF-8"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LANG": "sr_Latn_RS.UTF-8"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LANGUAGE": "sr-Latn"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LANG": "sr_ME.UTF-8"}, LATIN, "hearts_qt_sr_Latn.qm"),
    ({"LANG": "sr_RS.UTF-8"}, CYRILLIC, "hearts_qt_sr.qm"),
    ({"LANG": "sr_RS"}, CYRILLIC, "hearts_qt_sr.qm"),
    ({"LC_ALL": "sr_RS.UTF-8", "LANG": "sr_RS.UTF-8@latin"}, CYRILLIC, "hearts_qt_sr.qm"),
])
def test_serbian_from_the_environment_keeps_its_script(qapp: QApplication, environ: dict[str, str],
                                                       script: QLocale.Script, qm: str) -> None:
    locale = environment_locale(environ)
    assert locale is not None
    assert locale.language() == QLocale.Language.Serbian and locale.script() == script
    assert locale_for("", environ).script() == script
    assert [Path(t.filePath()).name for t in load_translators(locale)][:1] == [qm]


@pytest.mark.parametrize("environ", [{}, {"LANG": "pl_PL.UTF-8"}, {"LANG": "C", "LANGUAGE": ""},
                                     {"LANGUAGE": "de:sr@latin", "LANG": "sr_RS@latin"}])
def test_other_environments_are_left_to_qt(environ: dict[str, str]) -> None:
    assert environment_locale(environ) is None


@pytest.mark.parametrize(("code", "script"), [("sr_Cyrl", CYRILLIC), ("sr_Latn", LATIN)])
def test_each_serbian_setting_loads_its_own_file(qapp: QApplication, code: str, script: QLocale.Script) -> None:
    assert locale_for(code, {"LANG": "sr_RS@latin" if script == CYRILLIC else "sr_RS"}).script() == script
    names = [Path(t.filePath()).name for t in load_translators(locale_for(code))]
    assert names == [f"{translation_file(code)}.qm"]  # PySide6 has no qtbase_sr*.qm


@pytest.mark.parametrize("locale", [QLocale("en_US"), QLocale("en_GB"), QLocale("de_DE"), QLocale.c()])
def test_english_and_untranslated_languages_take_the_english_plural_forms(qapp: QApplication,
                                                                          locale: QLocale) -> None:
    ours = load_translators(locale)[0]
    assert Path(ours.filePath()).name == "hearts_qt_en.qm"
    assert ours.translate("Review", "You took %n points.", None, 1) == "You took %n point."  # QCoreApplication fills %n


def test_settings_offer_serbian_in_both_scripts() -> None:
    assert LANGUAGES["sr_Cyrl"] == "Српски" and LANGUAGES["sr_Latn"] == "Srpski (latinica)"
    assert "sr" not in LANGUAGES


@pytest.mark.parametrize(("stored", "read"), [("sr", "sr_Latn"), ("sr_Latn", "sr_Latn"), ("sr_Cyrl", "sr_Cyrl")])
def test_an_old_serbian_setting_stays_latin(tmp_path: Path, stored: str, read: str) -> None:
    """Before Cyrillic existed, "sr" was the Latin translation: a player who chose it keeps Latin."""
    path = tmp_path / "hearts.ini"
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue("appearance/language", stored)
    qs.sync()
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    settings = store.load()
    assert settings.language == read and not store.load_errors
    store.save(settings)
    assert QSettings(str(path), QSettings.Format.IniFormat).value("appearance/language", type=str) == read


def test_switching_replaces_the_translators(qapp: QApplication, english_afterwards: None) -> None:
    switch_language("sr_Cyrl")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Игра"
    switch_language("sr_Latn")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Igra"
    switch_language("mk")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Откажи"
    switch_language("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.mark.parametrize(("code", "written"), [("mk", "−1,4 ± 0,3"), ("pl", "−1,4 ± 0,3"), ("sr_Latn", "−1,4 ± 0,3"),
                                               ("en", "−1.4 ± 0.3")])
def test_numbers_are_written_as_the_chosen_language_writes_them(qapp: QApplication, english_afterwards: None,
                                                                code: str, written: str) -> None:
    """Whatever the system's own locale: the review's expected points, the charts' averages."""
    switch_language(code)
    assert estimate_text(Estimate((), -1.4, 0.3, 100)) == written
    assert format_value(5.2, False) == ("5.2" if code == "en" else "5,2")
