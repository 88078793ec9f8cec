"""Keep the translations in step with the code.

    python tools/translations.py update    # pyside6-lupdate: collect strings from hearts_qt/ into the .ts files,
                                           # then regenerate the Cyrillic Serbian file (as ``cyrillic`` does)
    python tools/translations.py cyrillic  # hearts_qt_sr.ts (Cyrillic) from hearts_qt_sr_Latn.ts (Latin)
    python tools/translations.py build     # pyside6-lrelease: compile every .ts into the .qm the app loads

English is the language of the code, so ``hearts_qt_en.ts`` holds only the plural messages (``%n``), with the
English singular form ("You took 1 point.") and plural form: without it Qt says "1 points". ``update`` keeps it in
step with the code (``lupdate -pluralonly``); a new plural message waits there, unfinished, for its two forms.

The .ts sources live in resources/translations/ and are committed; the .qm files are built (play.sh, test.sh and
the packaging build run ``build``) and not committed.

Serbian is written in two scripts. Translators edit the Latin file, ``hearts_qt_sr_Latn.ts``; the Cyrillic
``hearts_qt_sr.ts`` (the script Qt means by ``sr`` and ``sr_RS``) is generated from it and never edited by hand.
Serbian has one letter per sound in both scripts, and every lj, nj and dž in our texts is one sound (a true
digraph), so the mapping is mechanical. What must stay as written is protected: placeholders (``%1``, ``%n``), HTML
tags and entities, card codes (``Q♠``, ``10♥``) and rank letters in lists ("J 11, Q 12", "A = 14"), file patterns
and the extension of a file name (``srca-statistika.csv``), web addresses, and the names of things that are always
written in Latin letters (Qt, PySide6, DejaVu, JSON, GNU, the licences' own titles, key names). An accelerator ``&``
stays in front of its letter, which is transliterated: the mapping is one-to-one, so letters distinct in Latin stay
distinct.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("mk", "pl", "sr_Latn", "sr")
#: Languages whose file holds only the plural messages (the code's own language: see the module).
PLURAL_ONLY = ("en",)
#: Generated translations: their language and the language they are made from.
GENERATED = {"sr": "sr_Latn"}
_SINGLE = dict(zip("abcčćdđefghijklmnoprsštuvzž", "абцчћдђефгхијклмнопрсштувзж", strict=True))
_DIGRAPHS = {"lj": "љ", "nj": "њ", "dž": "џ"}

#: Names always written in Latin letters, also in Cyrillic Serbian text.
LATIN_NAMES: tuple[str, ...] = (
    "GNU General Public License", "GNU Lesser General Public License", "Qt for Python", "DejaVu Sans",
    "Bitstream Vera", "PySide6", "DejaVu", "Python", "JSON", "UTF-8", "CSV", "CC0", "GNU", "Qt", "Enter",
    "GPL-3.0-or-later",
    "Ctrl+Z", "Ctrl", "Shift", "Alt", "Tab", "Esc", "PgUp", "PgDown", "Home", "End",  # keys, as printed on them
)
_PROTECTED = re.compile(
    "|".join((
        r"%(?:\d+|n|L\d+)",  # Qt placeholders
        r"<[^<>]*>",  # HTML tags with their attributes
        r"&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);",  # HTML entities
        r"https?://\S+?(?=[\s\"'<)]|$)",  # web addresses
        r"\b[\w.-]+\.(?:uk|org|com|net|io)(?:/[\w./-]*)?",  # addresses written without a scheme
        r"\*\.\w+",  # file patterns such as *.csv
        r"(?<=\w)\.[a-z][a-z0-9]{1,5}\b",  # a file name's extension (srca-statistika.csv): prose has no dot in a word
        r"(?<![\w-])--?[a-z][\w-]*",  # command-line options: -h, --self-test, -platform
        r"\b(?:10|[2-9AJKQ])[♠♥♦♣]",  # cards as the card faces show them
        r"\b[AJKQ](?=\s*(?:=\s*)?%?\d)",  # rank letters in "J 11, Q 12" and "A = 14" (or "A = %1")
        r"\b[JKQ]\b",  # a court rank letter alone is never a Serbian word
        *(rf"\b{re.escape(name)}\b" for name in LATIN_NAMES),
    ))
)
_LETTERS = re.compile(r"(?i)lj|nj|dž|[abcčćdđefghijklmnoprsštuvzž]")


def _letter(match: re.Match[str]) -> str:
    latin = match.group(0)
    lower = latin.lower()
    cyrillic = _DIGRAPHS.get(lower) or _SINGLE[lower]
    # "Lj" and "LJ" are both one capital letter; "lJ" does not occur.
    return cyrillic.upper() if latin[0].isupper() else cyrillic


def _plain(text: str) -> str:
    return _LETTERS.sub(_letter, text)


def to_cyrillic(text: str) -> str:
    """``text`` in Serbian Cyrillic, with the protected pieces (see the module docstring) left alone.

    >>> to_cyrillic("Nova igra: %1, Q♠ nosi 13 (J 11, Q 12). Lj&ubav, NJ, džak, <b>Qt</b>")
    'Нова игра: %1, Q♠ носи 13 (J 11, Q 12). Љ&убав, Њ, џак, <b>Qt</b>'
    >>> to_cyrillic("srca-statistika.csv")
    'срца-статистика.csv'
    """
    out, start = [], 0
    for match in _PROTECTED.finditer(text):
        out.append(_plain(text[start:match.start()]))
        out.append(match.group(0))
        start = match.end()
    out.append(_plain(text[start:]))
    return "".join(out)


_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;"}
_TRANSLATION = re.compile(r"(<translation(?: [^>]*)?>)(.*?)(</translation>)", re.DOTALL)
_FORM = re.compile(r"(<numerusform>)(.*?)(</numerusform>)", re.DOTALL)


def _xml_text(raw: str) -> str:
    """One translation's raw XML text transliterated, escaped exactly as lupdate escapes it."""
    text = html.unescape(raw)
    if "".join(_ESCAPES.get(c, c) for c in text) != raw:
        raise ValueError(f"unexpected XML escaping in a translation: {raw!r}")
    return "".join(_ESCAPES.get(c, c) for c in to_cyrillic(text))


def _translation(match: re.Match[str]) -> str:
    opening, body, closing = match.groups()
    if "<numerusform>" in body:
        body = _FORM.sub(lambda form: form.group(1) + _xml_text(form.group(2)) + form.group(3), body)
    else:
        body = _xml_text(body)
    return opening + body + closing


def ts_to_cyrillic(latin_ts: str, language: str = "sr") -> str:
    """The text of a Latin Serbian ``.ts`` file with every translation in Cyrillic and the header's language set
    to ``language``; sources, comments and layout are left exactly as they are."""
    header = re.compile(r'(<TS\b[^>]*\blanguage=")[^"]*(")')
    if not header.search(latin_ts):
        raise ValueError("not a .ts file: no <TS language=…> header")
    return _TRANSLATION.sub(_translation, header.sub(rf"\g<1>{language}\g<2>", latin_ts, count=1))


def _tool(name: str) -> str:
    """The command ``name`` of this Python environment (where pip put PySide6's tools), else the first on PATH.

    An environment's commands live in ``bin/`` (Linux, macOS) or ``Scripts\\`` (Windows, with ``.exe``); the
    interpreter itself may sit elsewhere (a Windows installation without a virtual environment), so both folders
    are looked in.
    """
    suffixes = (".exe", "") if sys.platform == "win32" else ("",)
    folders = dict.fromkeys((Path(sysconfig.get_path("scripts")), Path(sys.executable).parent))
    for folder in folders:
        for suffix in suffixes:
            local = folder / f"{name}{suffix}"
            if local.is_file():
                return str(local)
    found = shutil.which(name)  # PATHEXT gives Windows its .exe here
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment.")
    return found


def ts_file(lang: str) -> Path:
    return TS_DIR / f"hearts_qt_{lang}.ts"


def ts_files() -> list[Path]:
    """The files translators edit (lupdate updates them); generated ones follow from these."""
    return [ts_file(lang) for lang in (*LANGUAGES, *PLURAL_ONLY) if lang not in GENERATED]


def cyrillic() -> list[Path]:
    """Write every generated translation from its source (today: Serbian Cyrillic from Serbian Latin)."""
    written = []
    for lang, source in GENERATED.items():
        if lang in LANGUAGES:
            text = ts_to_cyrillic(ts_file(source).read_text(encoding="utf-8"), language=lang)
            ts_file(lang).write_text(text, encoding="utf-8")
            written.append(ts_file(lang))
    return written


def update() -> None:
    # The engine and the AI are Qt-free: their few player-facing sentences are listed for lupdate in the UI.
    sources = sorted(str(p) for p in (ROOT / "hearts_qt").rglob("*.py") if not {"engine", "ai"} & set(p.parts))
    TS_DIR.mkdir(parents=True, exist_ok=True)
    for ts in ts_files():
        only = ["-pluralonly"] if ts in {ts_file(lang) for lang in PLURAL_ONLY} else []
        subprocess.run([_tool("pyside6-lupdate"), *only, "-no-obsolete", "-locations", "none", *sources, "-ts",
                        str(ts)], check=True)
    cyrillic()


def build(quiet: bool = False) -> list[Path]:
    built = []
    for ts in sorted(TS_DIR.glob("hearts_qt_*.ts")):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            built.append(qm)
            continue
        args = [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
        if quiet:
            args.insert(1, "-silent")
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL if quiet else None)
        built.append(qm)
    return built


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
    elif argv[:1] == ["cyrillic"]:
        cyrillic()
    elif argv[:1] == ["build"]:
        build(quiet="--quiet" in argv)
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
