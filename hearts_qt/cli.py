"""The command line, answered before any window or file exists: ``--help``, ``--version``, ``--self-test``, and a
one-line refusal (exit status 2) of anything else that is not one of Qt's own options.

Qt's options (``-platform xcb``, ``-style fusion``, ``-reverse``, ``-session …`` from a session manager) pass
through to the application untouched. The answers are in the system's language, read from the shipped
translations without an application object (none exists yet); nothing here writes a file, except the self-test's
result when the executable has no console to print it to (a windowed Windows build): then it goes to
:data:`SELF_TEST_FILE` in the temporary folder, a name the docs give.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from hearts_qt import APP_ID, SOURCE_URL, __version__
from hearts_qt.text.format import fill

#: Exit status for a command line we do not understand (as argparse and most tools use).
USAGE_ERROR = 2
#: Where ``--self-test`` writes its result when there is no console, in the temporary folder.
SELF_TEST_FILE = "hearts-qt-self-test.txt"
#: Qt's own command-line options (QGuiApplication, QApplication, X11), each with whether a value follows it.
QT_OPTIONS: dict[str, bool] = {
    "-platform": True, "-platformpluginpath": True, "-platformtheme": True, "-plugin": True,
    "-qwindowgeometry": True, "-qwindowicon": True, "-qwindowtitle": True, "-reverse": False, "-session": True,
    "-style": True, "-stylesheet": True, "-widgetcount": False, "-display": True, "-geometry": True,
    "-name": True, "-title": True, "-visual": True, "-nograb": False, "-dograb": False, "-sync": False,
}

_HELP = QT_TRANSLATE_NOOP(
    "CommandLine",
    "Usage: %1 [option]\n"
    "Hearts, the card game for 3 to 7 players, against computer opponents.\n"
    "\n"
    "Options:\n"
    "  -h, --help       show this help and exit\n"
    "  -v, --version    show the version and exit\n"
    "  --self-test      check this installation (card art, fonts, translations, sounds, one whole hand) and\n"
    "                   exit with status 0 when it works\n"
    "\n"
    "Qt's own options (such as -platform, -style and -reverse) are passed to Qt.\n"
    "Settings: %2\n"
    "Saved game, statistics and log: %3\n"
    "Source code and licence (GPL-3.0-or-later): %4")
_UNKNOWN = QT_TRANSLATE_NOOP("CommandLine", "%1: unknown option %2 (%1 --help lists the options)")
_VALUE_MISSING = QT_TRANSLATE_NOOP("CommandLine", "%1: the option %2 needs a value")
_NO_CONSOLE = QT_TRANSLATE_NOOP("CommandLine", "The self-test's result is written to %1")


def answer(args: Sequence[str], out: Callable[[str], None] | None = None) -> int | None:
    """Answer the command line ``args`` (without the program's name): an exit status, or None to start the game.

    ``out`` prints a line (standard output; errors go to standard error).
    """
    say = out or _print
    words = iter(args)
    for word in words:
        if word in ("-h", "--help", "-help", "-?"):
            say(_help())
            return 0
        if word in ("-v", "--version"):
            say(version_text())
            return 0
        if word == "--self-test":
            return self_test()
        name = word.split("=", 1)[0]
        if name in QT_OPTIONS:
            if QT_OPTIONS[name] and "=" not in word and next(words, None) is None:
                _print_error(fill(_tr(_VALUE_MISSING), program(), word))
                return USAGE_ERROR
            continue
        _print_error(fill(_tr(_UNKNOWN), program(), word))
        return USAGE_ERROR
    return None


def program() -> str:
    """The name the player typed, as a command (``hearts-qt``, not a path)."""
    name = Path(sys.argv[0]).stem if sys.argv and sys.argv[0] else ""
    return name if name and name not in ("__main__", "-c", "-m") else "hearts-qt"


def version_text() -> str:
    """``hearts-qt 0.1.0`` and, on a second line, the Qt and Python it runs on."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    python = ".".join(str(n) for n in sys.version_info[:3])
    return f"hearts-qt {__version__} ({APP_ID})\nQt {qVersion()}, PySide6 {pyside_version}, Python {python}"


def self_test() -> int:
    """``--self-test``; without a console its result (and any traceback) goes to :data:`SELF_TEST_FILE`."""
    from hearts_qt import selftest

    if sys.stdout is not None and sys.stderr is not None:
        return selftest.run()
    path = Path(tempfile.gettempdir()) / SELF_TEST_FILE
    streams = sys.stdout, sys.stderr
    with path.open("w", encoding="utf-8") as result:
        result.write(fill(_tr(_NO_CONSOLE), path) + "\n")
        sys.stdout = sys.stderr = result
        try:
            return selftest.run()
        finally:
            sys.stdout, sys.stderr = streams


def _help() -> str:
    from hearts_qt.paths import data_dir, set_application_names, settings_location

    set_application_names()
    return fill(_tr(_HELP), program(), settings_location(), data_dir(), SOURCE_URL)


def _print(line: str) -> None:
    if sys.stdout is None:
        return
    try:
        print(line, flush=True)
    except BrokenPipeError:  # `hearts-qt --help | head`: the reader stopped reading, which is no error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _print_error(line: str) -> None:
    if sys.stderr is not None:
        print(line, file=sys.stderr)


_translator: QTranslator | None = None


def _tr(text: object) -> str:
    """``text`` in the system's language: the shipped translation read directly, no application being there."""
    global _translator
    if _translator is None:
        from hearts_qt.text.language import load_translators, locale_for

        found = load_translators(locale_for(""))
        _translator = found[0] if found else QTranslator()
    return _translator.translate("CommandLine", str(text)) or str(text)
