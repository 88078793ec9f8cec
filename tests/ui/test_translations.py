"""The Macedonian, Polish and Serbian translations: complete, in step with the code, and loadable by Qt.

Each ``resources/translations/hearts_qt_<lang>.ts`` must parse, have no unfinished or empty message, keep every
placeholder, HTML tag and accelerator of its source, use the right script (Macedonian and ``sr`` in Cyrillic,
``sr_Latn`` and Polish in Latin letters), hold every string the code has today (lupdate into a copy adds nothing
unfinished), and compile with lrelease into a ``.qm`` that a ``QTranslator`` loads and answers from; every reason
code of an illegal move must read in each language. The Cyrillic Serbian file is generated from the Latin one and
must be exactly what the generator makes of it today.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from hearts_qt.controller import reason_message
from hearts_qt.engine import PLAYER_RANGE, VARIANT_TABLE, Card, Reason, Rules, Suit

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("mk", "pl", "sr_Latn", "sr")
#: The files translators edit; ``sr`` (Cyrillic) is generated from ``sr_Latn``.
EDITED = ("mk", "pl", "sr_Latn")
#: The script of each file, as Qt reads its header's language.
SCRIPTS = {"mk": QLocale.Script.CyrillicScript, "pl": QLocale.Script.LatinScript,
           "sr_Latn": QLocale.Script.LatinScript, "sr": QLocale.Script.CyrillicScript}
# Qt's own plural rules (what lrelease uses): Macedonian has three forms there (…1, …2, other), like Polish and Serbian.
NUMERUS_FORMS = {"mk": 3, "pl": 3, "sr_Latn": 3, "sr": 3}
#: Words the Cyrillic texts (Macedonian, Serbian) keep in Latin letters: names, card ranks, keys, HTML attributes, an
#: address. Any other word with a Latin letter in it is a slip (a Latin "è" in "сè" looks Cyrillic but is not).
LATIN_IN_CYRILLIC = {"Qt", "for", "Python", "PySide6", "DejaVu", "Sans", "Bitstream", "Vera", "JSON", "GNU",
                     "General", "Lesser", "Public", "License", "CC0", "CSV", "csv", "UTF", "Enter", "J", "Q", "K", "A",
                     "b", "a", "href", "https", "www", "me", "uk", "cards",
                     "Ctrl", "Z", "Shift", "Alt", "Tab", "Esc", "PgUp", "PgDown", "Home", "End",  # as on the keys
                     # the command line's options and licence identifier, typed as they are
                     "h", "help", "v", "version", "self", "test", "platform", "style", "reverse", "GPL", "or", "later"}

PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)|\{[^{}]*\}")
TAG = re.compile(r"<[^<>]+>")
ACCELERATOR = re.compile(r"&(?!&)(?=\w)")
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
# A word of the English source worth translating (not a placeholder, tag, card like "Q♠" or a name like "Qt").
ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")


def _messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, message element) for every message of ``ts``."""
    root = ET.parse(ts).getroot()
    return [(context.findtext("name", ""), message.findtext("source", ""), message)
            for context in root.iter("context") for message in context.iter("message")]


def _translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _tools_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hearts_translations_tool", ROOT / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return _tools_module()


@pytest.fixture(scope="module", params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _ts(lang: str) -> Path:
    return TS_DIR / f"hearts_qt_{lang}.ts"


def test_ts_exists_parses_and_names_its_language(lang: str) -> None:
    ts = _ts(lang)
    assert ts.is_file(), f"{ts} is missing: run python tools/translations.py update"
    root = ET.parse(ts).getroot()
    assert root.tag == "TS"
    header = QLocale(root.get("language", ""))
    assert header.language() == QLocale(lang).language()
    assert header.script() == SCRIPTS[lang], f"{ts.name} says its language is {root.get('language')}"
    assert len(_messages(ts)) > 100


def test_every_message_is_finished_and_not_empty(lang: str) -> None:
    problems = []
    for context, source, message in _messages(_ts(lang)):
        translation = message.find("translation")
        assert translation is not None
        texts = _translations(message)
        if translation.get("type") in {"unfinished", "vanished", "obsolete"}:
            problems.append(f"{context}: {source!r} is {translation.get('type')}")
        elif not all(text.strip() for text in texts):
            problems.append(f"{context}: {source!r} has an empty translation")
        elif message.get("numerus") == "yes" and len(texts) != NUMERUS_FORMS[lang]:
            problems.append(f"{context}: {source!r} has {len(texts)} plural forms, not {NUMERUS_FORMS[lang]}")
    assert not problems, "\n".join(problems)


def test_placeholders_tags_and_accelerators_are_kept(lang: str) -> None:
    problems = []
    for context, source, message in _messages(_ts(lang)):
        wanted_placeholders = set(PLACEHOLDER.findall(source))
        wanted_tags = sorted(TAG.findall(source))
        accelerators = len(ACCELERATOR.findall(source))
        for text in _translations(message):
            found = set(PLACEHOLDER.findall(text))
            if message.get("numerus") == "yes":
                found |= {"%n"} & wanted_placeholders  # a singular form may say "one card" instead of "%n card"
            if found != wanted_placeholders:
                problems.append(f"{context}: {source!r} → {text!r}: placeholders {sorted(found)} "
                                f"instead of {sorted(wanted_placeholders)}")
            if sorted(TAG.findall(text)) != wanted_tags:
                problems.append(f"{context}: {source!r} → {text!r}: HTML tags differ")
            if len(ACCELERATOR.findall(text)) != accelerators:
                problems.append(f"{context}: {source!r} → {text!r}: {accelerators} accelerator(s) expected")
            if source.startswith(" ") != text.startswith(" ") or source.endswith(" ") != text.endswith(" "):
                problems.append(f"{context}: {source!r} → {text!r}: leading/trailing space differs")
    assert not problems, "\n".join(problems)


def test_placeholders_are_numbered_as_fill_fills_them() -> None:
    # fill() fills %1, %2 … in one pass, so a name that looks like a placeholder stays a name; a str.format field
    # ({name}) in a translated string would be filled another way.
    named = [source for _, source, _ in _messages(_ts("mk")) if re.search(r"\{\w*\}", source)]
    assert named == []


def _is_latin(letter: str) -> bool:
    """A letter of the Latin script, accented ones included (è, ć, ž …), by its Unicode name."""
    return unicodedata.name(letter, "").startswith("LATIN ")


@pytest.mark.parametrize(("text", "latin"), [("сѐ", False), ("сè", True), ("Љубав", False), ("ćao", True),
                                             ("Z", True), ("ѕ", False), ("і", False)])
def test_a_latin_letter_is_told_from_a_cyrillic_one(text: str, latin: bool) -> None:
    assert any(_is_latin(letter) for letter in text) is latin


def test_scripts(lang: str) -> None:
    problems = []
    for context, source, message in _messages(_ts(lang)):
        for text in _translations(message):
            cyrillic = bool(CYRILLIC.search(text))
            in_cyrillic = SCRIPTS[lang] == QLocale.Script.CyrillicScript
            if in_cyrillic and not cyrillic and ENGLISH_WORD.search(TAG.sub("", PLACEHOLDER.sub("", source))):
                problems.append(f"{context}: {source!r} → {text!r} has no Cyrillic letter")
            if not in_cyrillic and cyrillic:
                problems.append(f"{context}: {source!r} → {text!r} has Cyrillic letters")
            if in_cyrillic:
                stray = {word for word in re.findall(r"\w+", PLACEHOLDER.sub("", text))
                         if any(_is_latin(letter) for letter in word)} - LATIN_IN_CYRILLIC
                if stray:
                    problems.append(f"{context}: {source!r} → {text!r} keeps Latin words {sorted(stray)}")
    assert not problems, "\n".join(problems)


def test_cyrillic_serbian_is_generated_from_the_latin(tool: ModuleType) -> None:
    """hearts_qt_sr.ts is exactly the transliteration of hearts_qt_sr_Latn.ts, so the two never drift apart."""
    generated = tool.ts_to_cyrillic(_ts("sr_Latn").read_text(encoding="utf-8"), language="sr")
    assert _ts("sr").read_text(encoding="utf-8") == generated, (
        "hearts_qt_sr.ts differs from hearts_qt_sr_Latn.ts transliterated: edit the Latin file, then run "
        "python tools/translations.py cyrillic")


@pytest.mark.parametrize(("latin", "cyrillic"), [
    ("Ljubav, NJIVA, Njiva, džep, DŽ, Džak", "Љубав, ЊИВА, Њива, џеп, Џ, Џак"),
    ("&Nova igra", "&Нова игра"), ("Po&dešavanja…", "По&дешавања…"),
    ("%1 nosi %n poena (%2)", "%1 носи %n поена (%2)"),
    ("Q♠ nosi 13, K♠ 10, a A♠ 7; 10♥ i 2♣", "Q♠ носи 13, K♠ 10, а A♠ 7; 10♥ и 2♣"),
    ("od 2 do 10, J 11, Q 12, K 13, A 14 (A = 14). A sada", "од 2 до 10, J 11, Q 12, K 13, A 14 (A = 14). А сада"),
    ("vrednost (A = %1), a Q♠ %2", "вредност (A = %1), а Q♠ %2"),
    ('<b>Izgled:</b> <a href="https://www.me.uk/cards/">me.uk/cards</a>&nbsp;x',
     '<b>Изглед:</b> <a href="https://www.me.uk/cards/">me.uk/cards</a>&nbsp;x'),
    ("Qt i Qt for Python (PySide6), DejaVu Sans, JSON, UTF-8, CSV datoteke (*.csv), GNU, CC0, Enter",
     "Qt и Qt for Python (PySide6), DejaVu Sans, JSON, UTF-8, CSV датотеке (*.csv), GNU, CC0, Enter"),
    ("  -h, --help  prikaži; --self-test, -platform; Qt-u (GPL-3.0-or-later); ko-je",
     "  -h, --help  прикажи; --self-test, -platform; Qt-у (GPL-3.0-or-later); ко-је"),
    ("srca-statistika.csv, stats.sqlite; kraj. Sada", "срца-статистика.csv, статс.sqlite; крај. Сада"),
])
def test_transliteration_keeps_what_must_stay(tool: ModuleType, latin: str, cyrillic: str) -> None:
    assert tool.to_cyrillic(latin) == cyrillic


def _accelerator_keys(lang: str) -> dict[str, list[str]]:
    """Per context, the accelerator letter of every message that has one (lowercase: Alt+letter ignores case)."""
    keys: dict[str, list[str]] = {}
    for context, _source, message in _messages(_ts(lang)):
        for text in _translations(message):
            keys.setdefault(context, []).extend(text[m.end()].lower() for m in ACCELERATOR.finditer(text))
    return keys


def test_cyrillic_accelerators_clash_no_more_than_the_latin_ones() -> None:
    latin, cyrillic = _accelerator_keys("sr_Latn"), _accelerator_keys("sr")
    assert latin.keys() == cyrillic.keys()
    for context, keys in latin.items():
        assert len(set(cyrillic[context])) == len(set(keys)), f"{context}: {keys} became {cyrillic[context]}"
        assert all(CYRILLIC.match(key) for key in cyrillic[context]), f"{context}: {cyrillic[context]}"


def test_no_serbian_accelerator_splits_a_two_letter_letter() -> None:
    """Lj, Nj and Dž are one Cyrillic letter each (љ, њ, џ): an ``&`` between their halves would leave the Cyrillic
    text misspelled ("дел&јење" for "де&љење")."""
    split = re.compile(r"(?i)l&j|n&j|d&ž")
    wrong = [text for _context, _source, message in _messages(_ts("sr_Latn")) for text in _translations(message)
             if split.search(text.replace("&amp;", "&"))]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", EDITED)
def test_ts_is_in_step_with_the_code(lang: str, tool: ModuleType, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """lupdate over today's code into a copy of the .ts adds no unfinished message and drops none."""
    shutil.copy(_ts(lang), tmp_path / _ts(lang).name)
    monkeypatch.setattr(tool, "TS_DIR", tmp_path)
    monkeypatch.setattr(tool, "LANGUAGES", (lang,))
    tool.update()  # the project's own command, with its lupdate options, on the copy
    updated = _messages(tmp_path / _ts(lang).name)
    new = [f"{context}: {source!r}" for context, source, message in updated
           if message.find("translation[@type='unfinished']") is not None]
    assert not new, "strings in the code without a translation (run tools/translations.py update):\n" + "\n".join(new)
    committed = {(context, source) for context, source, _ in _messages(_ts(lang))}
    current = {(context, source) for context, source, _ in updated}
    assert committed == current, f"stale messages no longer in the code: {sorted(committed - current)}"


def test_lrelease_builds_a_qm_that_qt_loads_and_uses(lang: str, tool: ModuleType, tmp_path: Path) -> None:
    QApplication.instance() or QApplication([])
    qm = tmp_path / f"hearts_qt_{lang}.qm"
    subprocess.run([tool._tool("pyside6-lrelease"), "-silent", str(_ts(lang)), "-qm", str(qm)], check=True,
                   stdout=subprocess.DEVNULL)
    assert qm.is_file() and qm.stat().st_size > 0
    expected = {(context, source): _translations(message)[0] for context, source, message in _messages(_ts(lang))
                if message.get("numerus") != "yes"}
    samples = [("Engine", "Hearts are not broken yet."), ("GameOver", "%1 wins!"),
               ("SettingsDialog", "&Language:")]
    translator = QTranslator()
    # The app looks the file up by locale, as QTranslator.load(QLocale, ...) does (sr means Cyrillic to Qt).
    # QLocale(lang): "sr" and "sr_Latn" find only their own file, since each directory holds one .qm here.
    assert translator.load(QLocale(lang), "hearts_qt", "_", str(tmp_path)), f"{qm} did not load"
    assert QCoreApplication.installTranslator(translator)
    try:
        for context, source in samples:
            assert (context, source) in expected, f"{context}: {source!r} is no longer in the code"
            translated = QCoreApplication.translate(context, source)
            assert translated == expected[(context, source)]
            assert translated != source
    finally:
        QCoreApplication.removeTranslator(translator)
    assert QCoreApplication.translate("Engine", "Hearts are not broken yet.") == "Hearts are not broken yet."


def _reason_samples() -> list[tuple[Reason, dict[str, object]]]:
    """Every reason code with details: each suit that can be led, each card that can lead the first trick."""
    samples: list[tuple[Reason, dict[str, object]]] = []
    for reason in Reason:
        if reason is Reason.FOLLOW_SUIT:
            samples += [(reason, {"suit": suit}) for suit in Suit]
        elif reason is Reason.FIRST_LEAD:
            samples += [(reason, {"card": Card.parse(text)}) for text in ("2C", "3C")]
        else:
            samples.append((reason, {"value": "ZZ", "seat": 9, "card": Card.parse("AS"), "count": 2}))
    return samples


def test_every_reason_code_reads_in_the_language(lang: str, tool: ModuleType, tmp_path: Path) -> None:
    QApplication.instance() or QApplication([])
    samples = _reason_samples()
    english = [reason_message(reason, **details) for reason, details in samples]
    subprocess.run([tool._tool("pyside6-lrelease"), "-silent", str(_ts(lang)), "-qm",
                    str(tmp_path / f"hearts_qt_{lang}.qm")], check=True, stdout=subprocess.DEVNULL)
    translator = QTranslator()
    assert translator.load(QLocale(lang), "hearts_qt", "_", str(tmp_path))
    assert QCoreApplication.installTranslator(translator)
    try:
        translated = [reason_message(reason, **details) for reason, details in samples]
    finally:
        QCoreApplication.removeTranslator(translator)
    untranslated = [f"{reason.name}: {text}"
                    for (reason, _), text, source in zip(samples, translated, english, strict=True) if text == source]
    assert not untranslated, f"reasons still in English in {lang}:\n" + "\n".join(untranslated)
    assert len(set(translated)) == len(samples), "two reasons read the same"
    assert all("%1" not in text for text in translated)


def test_the_cyrillic_command_writes_the_file_from_the_latin(tool: ModuleType, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(_ts("sr_Latn"), tmp_path / _ts("sr_Latn").name)
    monkeypatch.setattr(tool, "TS_DIR", tmp_path)
    assert tool.main(["cyrillic"]) == 0
    assert (tmp_path / "hearts_qt_sr.ts").read_text(encoding="utf-8") == _ts("sr").read_text(encoding="utf-8")


def test_english_says_one_point_not_one_points(tool: ModuleType, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """English, the code's own language, has a file of plural messages only: every ``%n`` message of the code, each
    with its singular and plural form, so that a count of one reads "1 point"."""
    ts = _ts("en")
    messages = _messages(ts)
    assert {m.get("numerus") for _, _, m in messages} == {"yes"}
    for context, source, message in messages:
        forms = _translations(message)
        assert message.find("translation[@type='unfinished']") is None and len(forms) == 2, (context, source)
        assert forms[1] == source, (context, source)  # the plural form is the source itself
        assert sorted(PLACEHOLDER.findall(forms[0])) == sorted(PLACEHOLDER.findall(source)), (context, source)
        assert forms[0] != source, (context, source)
    # In step with the code: lupdate (the project's own command) into a copy adds no plural message unfinished.
    shutil.copy(ts, tmp_path / ts.name)
    monkeypatch.setattr(tool, "TS_DIR", tmp_path)
    monkeypatch.setattr(tool, "LANGUAGES", ())
    tool.update()
    new = [source for _, source, message in _messages(tmp_path / ts.name)
           if message.find("translation[@type='unfinished']") is not None]
    assert not new, "plural messages without their English forms (run tools/translations.py update):\n" + \
        "\n".join(new)
    QApplication.instance() or QApplication([])
    qm = tmp_path / "hearts_qt_en.qm"
    subprocess.run([tool._tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True,
                   stdout=subprocess.DEVNULL)
    translator = QTranslator()
    assert translator.load(QLocale("en_US"), "hearts_qt", "_", str(tmp_path))
    assert QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("Review", "You took %n points.", None, 1) == "You took 1 point."
        assert QCoreApplication.translate("Review", "You took %n points.", None, 0) == "You took 0 points."
        assert QCoreApplication.translate("Review", "You took %n points.", None, 13) == "You took 13 points."
        assert QCoreApplication.translate("MainWindow", "%n players", None, 1) == "1 player"
    finally:
        QCoreApplication.removeTranslator(translator)


#: The counts a plural message is read with in the review; Qt picks mk's form by n % 10 alone.
COUNTS = (1, 2, 5, 11, 12, 21, 22, 25, 111)
#: The largest kitty any variant deals, at any table size.
MAX_KITTY = max(Rules(variant=variant, players=players).kitty_size for variant, spec in VARIANT_TABLE.items()
                for players in PLAYER_RANGE if players >= spec.min_players)
#: Plural messages whose count cannot reach 11 (so Qt's mk rule never gives them the singular for a plural count).
SMALL_COUNTS = {("MainWindow", "%n players"): max(PLAYER_RANGE),
                ("SettingsStore", "The saved variant, %1, needs at least %n players; the Standard game was chosen."):
                    max(PLAYER_RANGE),
                ("Table", "Kitty: %n cards"): MAX_KITTY,
                ("RulesText", "The %n cards left over lie face down as a kitty; the winner of the first trick takes "
                              "them, points and all."): MAX_KITTY}


def test_macedonian_plurals_read_right_for_every_count(tool: ModuleType, tmp_path: Path) -> None:
    """Qt's Macedonian rule gives 11 and 111 the first form (n % 10 == 1) and 12 the second, so "11 поен" would
    be read where "11 поени" is meant. Every plural message, rendered through Qt, must read for 2, 5, 11, 12, 22
    and 111 exactly as for 25 (the number aside), and show the number itself, wherever its count can get there."""
    QApplication.instance() or QApplication([])
    subprocess.run([tool._tool("pyside6-lrelease"), "-silent", str(_ts("mk")), "-qm",
                    str(tmp_path / "hearts_qt_mk.qm")], check=True, stdout=subprocess.DEVNULL)
    translator = QTranslator()
    assert translator.load(QLocale("mk"), "hearts_qt", "_", str(tmp_path))
    assert QCoreApplication.installTranslator(translator)
    problems = []
    try:
        plural = [(context, source) for context, source, message in _messages(_ts("mk"))
                  if message.get("numerus") == "yes"]
        assert len(plural) > 20
        for context, source in plural:
            largest = SMALL_COUNTS.get((context, source), max(COUNTS))
            counts = [n for n in COUNTS if n <= largest]
            said = {n: QCoreApplication.translate(context, source, None, n) for n in counts}
            model = 25 if largest >= 25 else 5  # a count every form of Qt's rule agrees is plural
            many = QCoreApplication.translate(context, source, None, model).replace(str(model), "%n")
            for n in counts:
                if "%n" in source and str(n) not in said[n]:
                    problems.append(f"{context}: {source!r} for {n}: {said[n]!r} does not say the number")
                if n not in (1, 21) and said[n] != many.replace("%n", str(n)):
                    problems.append(f"{context}: {source!r} for {n}: {said[n]!r}, not as for {model}: {many!r}")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert not problems, "\n".join(problems)
