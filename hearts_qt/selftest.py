"""``hearts-qt --self-test``: proves this installation works, from source or from the packaged app.

Runs offscreen with a throw-away settings file: renders every card face with QtSvg, loads every shipped font,
translation and sound (no sound is played), loads the settings, then plays one complete hand with computer players
in every seat through the real main window, table and controller at instant speed. Prints one line and returns 0,
or names the first failure and returns 1. :func:`run` must be called before a ``QApplication`` exists, so the
offscreen platform can be forced.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

#: Longest wait for one hand of four computer players at instant speed (it takes a few seconds on a slow machine).
HAND_TIMEOUT_MS = 60_000
#: The computer level that plays every seat, the human's included.
LEVEL = "normal"
PLAYERS = 4
#: The language the code's strings are written in: it needs no translation file.
SOURCE_LANGUAGE = "en"
SEED = 20240229


class SelfTestError(Exception):
    """A check failed; the message says which and why."""


def run() -> int:
    """Run every check; print ``hearts-qt self-test OK: …`` and return 0, or print the failure and return 1.

    The line ends with the resources folder checked, so it is plain which installation was tested.
    """
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hearts-qt-selftest-") as tmp:
        try:
            report, root = _run_checks(Path(tmp))
        except SelfTestError as error:
            print(f"hearts-qt self-test FAILED: {error}", file=sys.stderr)
            return 1
        except Exception as error:  # any crash is a failed self-test, reported with its traceback
            traceback.print_exc()
            print(f"hearts-qt self-test FAILED: {type(error).__name__}: {error}", file=sys.stderr)
            return 1
    print(f"hearts-qt self-test OK: {', '.join(report)} in {time.monotonic() - started:.1f} s; resources in {root}")
    return 0


def _run_checks(tmp: Path) -> tuple[list[str], Path]:
    app = _offscreen_application(tmp)
    from hearts_qt.resources import resource_root

    root = resource_root()
    if not root.is_dir():
        raise SelfTestError(f"the resources folder {root} is missing")
    report = [check_cards(root / "cards"), check_fonts(root / "fonts"), check_translations(root / "translations"),
              check_sounds(root / "sounds"),
              check_themes(root)]
    check_translators_install(app)
    store, settings_note = load_settings(tmp / "settings.ini")
    report.append(settings_note)
    report.append(play_one_hand(store))
    del app  # kept alive until every check ran
    return report, root


def _offscreen_application(tmp: Path) -> Any:
    """The QApplication, created offscreen; every QSettings of the app is pointed at ``tmp``."""
    from PySide6.QtCore import QSettings, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    # Settings first: the app may read QSettings while it starts; the user's own file must stay untouched.
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(tmp / "config"))
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(tmp / "config"))
    from hearts_qt.bootstrap import setup_application

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        qInstallMessageHandler(_quiet_offscreen_notes)
        app = QApplication([sys.argv[0] if sys.argv else "hearts-qt"])
    setup_application(app)
    return app


#: What the offscreen platform says about window features it lacks: true, harmless, and not this app's problem.
_OFFSCREEN_NOTES = ("This plugin does not support",)


def _quiet_offscreen_notes(_kind: Any, _context: Any, message: str) -> None:
    """Qt's messages go to stderr as usual, except the offscreen platform's notes on what it cannot do."""
    if not message.startswith(_OFFSCREEN_NOTES):
        print(message, file=sys.stderr)


def _ink_fraction(renderer: Any, width: int, height: int) -> float:
    """The share of a rendering's pixels that are opaque and not white: 0 for a blank card."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    data = bytes(image.constBits())[: width * height * 4]
    ink = sum(1 for i in range(0, len(data), 4) if data[i + 3] > 200 and min(data[i:i + 3]) < 200)
    return ink / (width * height)


def check_cards(folder: Path) -> str:
    """Every face of the deck and the back are valid SVGs that render to something visible."""

    from hearts_qt.engine import ALL_CARDS

    names = [str(card) for card in ALL_CARDS] + ["back"]
    for name in names:
        _check_card_image(folder / f"{name}.svg")
    return f"{len(names)} card images"


def check_themes(root: Path) -> str:
    """Every card face a theme offers has its 52 cards, every back renders (``resources/`` at ``root``)."""
    from hearts_qt.engine import ALL_CARDS
    from hearts_qt.looks import BACKS, FACES

    for face in FACES.values():
        for card in ALL_CARDS:
            _check_card_image(root / face.folder / f"{card}.svg")
    for back in BACKS.values():
        _check_card_image(root / back.folder / back.file)
    return f"{len(FACES)} card faces and {len(BACKS)} backs"


def _check_card_image(path: Path) -> None:
    from PySide6.QtSvg import QSvgRenderer

    if not path.is_file():
        raise SelfTestError(f"card image {path} is missing")
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise SelfTestError(f"card image {path} is not an SVG QtSvg can read")
    if _ink_fraction(renderer, 50, 70) < 0.01:
        raise SelfTestError(f"card image {path} renders blank")


def check_fonts(folder: Path) -> str:
    """Every shipped font loads into Qt's font database and names a family."""
    from PySide6.QtGui import QFontDatabase

    fonts = sorted(folder.glob("*.ttf"))
    if not fonts:
        raise SelfTestError(f"no fonts in {folder}: text would render as boxes on a machine without fonts")
    for font in fonts:
        font_id = QFontDatabase.addApplicationFont(str(font))
        if font_id < 0 or not QFontDatabase.applicationFontFamilies(font_id):
            raise SelfTestError(f"font {font} does not load")
    return f"{len(fonts)} fonts"


def check_sounds(folder: Path) -> str:
    """Every cue's sound is a short WAV the player can read (the game would just be silent for a missing one)."""
    from hearts_qt.audio import Cue, load_clips

    clips = load_clips(folder)
    missing = [cue.value for cue in Cue if cue not in clips]
    if missing:
        raise SelfTestError(f"sounds missing or unreadable in {folder}: {', '.join(missing)}")
    check_sound_library()
    return f"{len(clips)} sounds"


def check_sound_library() -> None:
    """A packaged app whose system plays through miniaudio (Windows, macOS) carries the library, and it loads."""
    from hearts_qt.audio import MiniaudioOutput, system_outputs
    from hearts_qt.audio.stream import library_problem

    if getattr(sys, "frozen", False) and any(isinstance(out, MiniaudioOutput) for out in system_outputs()):
        problem = library_problem()
        if problem is not None:
            raise SelfTestError(f"{problem}: the packaged app would be silent")


def check_translations(folder: Path) -> str:
    """Every translation source and every language the settings offer has a .qm, and every .qm loads."""
    from PySide6.QtCore import QTranslator

    from hearts_qt.languages import LANGUAGES, translation_file

    wanted = {f"{translation_file(code)}.qm" for code in LANGUAGES if code not in ("", SOURCE_LANGUAGE)}
    wanted |= {ts.with_suffix(".qm").name for ts in folder.glob("*.ts")}
    missing = sorted(name for name in wanted if not (folder / name).is_file())
    if missing:
        raise SelfTestError(f"translations missing in {folder}: {', '.join(missing)} "
                            "(python tools/translations.py build makes them)")
    files = sorted(folder.glob("*.qm"))
    for qm in files:
        translator = QTranslator()
        if not translator.load(str(qm)):
            raise SelfTestError(f"translation {qm} does not load")
        if translator.isEmpty():
            raise SelfTestError(f"translation {qm} has no translated strings (its .ts is all unfinished)")
    return f"{len(files)} translations"


def check_translators_install(app: Any) -> None:
    """The app's own lookup finds the translation of every language the settings offer."""
    from hearts_qt.bootstrap import install_translators
    from hearts_qt.languages import LANGUAGES, translation_file

    for code in LANGUAGES:
        if code in ("", SOURCE_LANGUAGE):
            continue
        installed = install_translators(app, code)
        for translator in installed:
            app.removeTranslator(translator)
        if not any(Path(t.filePath()).name == f"{translation_file(code)}.qm" for t in installed):
            raise SelfTestError(f"the app does not find its {LANGUAGES[code]} translation")


def load_settings(path: Path) -> tuple[Any, str]:
    """The settings store over a fresh ini file; loading it must give the defaults without complaint."""
    from PySide6.QtCore import QSettings

    from hearts_qt.settings import SettingsStore

    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    settings = store.load()
    if store.load_errors:
        raise SelfTestError(f"fresh settings report errors: {'; '.join(store.load_errors)}")
    store.save(settings)
    if store.load() != settings or store.load_errors:
        raise SelfTestError(f"settings saved to {path} do not load back the same")
    return store, "settings"


class _HandWatch:
    """Collects what the controller reports during one hand, and any exception raised in a slot meanwhile."""

    def __init__(self, quit_loop: Callable[[], None]) -> None:
        self.quit_loop = quit_loop
        self.cards_played = 0
        self.result: object | None = None
        self.error: str | None = None

    def card_played(self, _event: object) -> None:
        self.cards_played += 1

    def hand_scored(self, result: object) -> None:
        self.result = result
        self.quit_loop()

    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if self.error is None:
            self.error = "".join(traceback.format_exception(kind, error, tb)).strip()
        self.quit_loop()


def play_one_hand(store: Any) -> str:
    """One full hand, computer players in every seat, through the real window, table and controller."""
    from PySide6.QtCore import QEventLoop, QTimer

    from hearts_qt.bootstrap import build_main_window
    from hearts_qt.engine import Rules
    from hearts_qt.settings import GameSettings

    window = build_main_window(store=store, speed="instant")
    controller = window.controller
    loop = QEventLoop()
    watch = _HandWatch(loop.quit)
    controller.card_played.connect(watch.card_played)
    controller.hand_scored.connect(watch.hand_scored)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    previous_hook, sys.excepthook = sys.excepthook, watch.excepthook
    try:
        window.show()
        controller.set_human_autoplay(LEVEL)
        # Every card is played, whatever the deal: the check counts them (a played-out rest is not animated card
        # by card).
        controller.play_out_settled = False
        controller.new_game(Rules(players=PLAYERS), GameSettings().names(PLAYERS), ["human"] + [LEVEL] * 3, SEED)
        timer.start(HAND_TIMEOUT_MS)
        if watch.result is None and watch.error is None:
            loop.exec()
    finally:
        sys.excepthook = previous_hook
        timer.stop()
        controller.shutdown()
        window.close()
    if watch.error is not None:
        raise SelfTestError(f"the hand crashed: {watch.error}")
    if watch.result is None:
        raise SelfTestError(f"no hand was scored within {HAND_TIMEOUT_MS // 1000} s "
                            f"({watch.cards_played} cards played)")
    deck = PLAYERS * Rules(players=PLAYERS).cards_per_hand
    if watch.cards_played != deck:
        raise SelfTestError(f"the hand was scored after {watch.cards_played} cards, not {deck}")
    return f"1 hand ({watch.cards_played} cards)"
