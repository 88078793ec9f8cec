"""Take the documentation's language screenshots from the real window: not part of the app.

Run it on an X display (a real one or ``Xvfb :99 -screen 0 1280x860x24``), from the repository's root::

    DISPLAY=:99 QT_QPA_PLATFORM=xcb python tools/screenshots.py [--out docs/screenshots]
        [--languages en mk pl sr_Cyrl sr_Latn]
        [--shots table settings house appearance keyboard rules about helpmenu licences] [--house-rules] [--seed 3]

Each language runs in a child process of its own (fresh translators, settings in a temporary folder, nothing of the
user's read or written). In it the window deals a numbered deal, the person's cards are clicked as a person would
(the lowest playable one) until a third of the hand is played, and then each shot is taken:

- ``table``: ``lang-<code>-table.png``, the window as it stands;
- ``settings``, ``house``, ``appearance``: ``lang-<code>-settings.png``, ``-settings-house.png``,
  ``-settings-appearance.png``, the settings dialog on its Game, House rules or Appearance tab;
- ``keyboard``: ``keyboard-help-<code>.png``, Help ▸ Keyboard over the table, as the screen shows it;
- ``rules``: ``lang-<code>-rules.png``, Help ▸ Rules (``--house-rules`` turns several house rules on first);
- ``about``: ``about-<code>.png``, Help ▸ About over the table; ``helpmenu``: ``help-menu-<code>.png``, the Help
  menu open (the desktop's font in both, DejaVu Sans on the table); ``licences``: ``licences-<code>.png``, About ▸
  Licences.

The PNGs are reduced to 256 colours with ``pngquant`` or else ImageMagick's ``convert``, when installed. The
computer players decide in a spawned child process that imports this module again: everything runs under
``__main__`` only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import TracebackType

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "mk", "pl", "sr_Cyrl", "sr_Latn")
SHOTS = ("table", "settings", "house", "appearance", "keyboard", "rules", "about", "helpmenu", "licences")
WINDOW_SIZE = (1280, 860)
SETTLE_MS = 400  # after a window shows or a tab changes, before its picture is taken: layout and first paint


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES), choices=LANGUAGES)
    parser.add_argument("--shots", nargs="+", default=["table", "settings", "house"], choices=SHOTS)
    parser.add_argument("--house-rules", action="store_true", help="turn several house rules on (rules page)")
    parser.add_argument("--seed", type=int, default=3, help="the deal shown")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # the child process: this language only
    return parser.parse_args(argv)


def _compress(path: Path) -> None:
    """256 colours keep the text crisp and the files small: pngquant (a third of ImageMagick's size on the felt's
    gradient), else ImageMagick's convert; with neither the PNG stays as Qt wrote it."""
    pngquant, convert = shutil.which("pngquant"), shutil.which("convert")
    if pngquant is not None:
        done = subprocess.run([pngquant, "--force", "--quality", "65-90", "--speed", "1", "--strip", "--ext", ".png",
                               str(path)], check=False)
        if done.returncode == 0:
            return
    if convert is not None:  # pngquant is missing, or could not reach its quality with 256 colours
        subprocess.run([convert, str(path), "-colors", "256", "-strip", f"PNG8:{path}"], check=True)


def _run_language(args: argparse.Namespace, language: str) -> int:
    # Qt is imported here only: the AI's spawned process re-imports this module and must not start a GUI.
    from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from hearts_qt.bootstrap import setup_application
    from hearts_qt.engine import Card, MoonScoring, Rules, TieRule
    from hearts_qt.settings import GameSettings, SettingsStore
    from hearts_qt.text.language import switch_language
    from hearts_qt.ui.dialogs.game import AboutDialog
    from hearts_qt.ui.dialogs.licences import LicenceDialog
    from hearts_qt.ui.window.compose import build_window

    app = QApplication(sys.argv[:1])
    setup_application(app)
    folder = Path(tempfile.mkdtemp(prefix="hearts-shots-"))
    store = SettingsStore(QSettings(str(folder / "hearts.ini"), QSettings.Format.IniFormat))
    rules = Rules()
    if args.house_rules:
        rules = replace(rules, queen_breaks_hearts=False, no_trick_bonus=True, exact_target_resets=True,
                        moon_scoring=MoonScoring.ADD_TO_OTHERS, ties=TieRule.PLAY_OFF, any_club_opens=True)
    # The language is chosen in the settings, as a person would (English too: the system's may be another).
    store.save(replace(GameSettings(), rules=rules, language=language, animation_speed="instant",
                       confirm_received=False))
    switch_language(language)
    window = build_window(store, store.load())
    window.move(0, 0)
    window.resize(*WINDOW_SIZE)
    window.show()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    failures: list[str] = []

    def stop_on_error(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        traceback.print_exception(kind, error, trace)
        failures.append(f"{kind.__name__}: {error}")
        app.quit()

    sys.excepthook = stop_on_error  # an exception in a slot would otherwise leave the run waiting

    def save(widget: QWidget, name: str, whole_screen: bool = False) -> None:
        screen = widget.screen()
        picture = screen.grabWindow(0, 0, 0, *WINDOW_SIZE) if whole_screen else widget.grab()
        path = out / name
        if not picture.save(str(path)):
            failures.append(f"{path} could not be written")
            return
        _compress(path)
        print(path)

    def click(card: Card) -> None:
        table = window.table
        item = next(i for i in table.hand if i.card == card)
        width, _ = item.size
        point = table.mapFromScene(item.pos() + QPointF(-width * 0.35, 0))
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    steps: list[Callable[[], None]] = []

    def next_step() -> None:
        if steps:
            steps.pop(0)()
            QTimer.singleShot(SETTLE_MS, next_step)
        else:
            window.controller.shutdown()
            app.quit()

    def settings_tab(index: int, name: str) -> list[Callable[[], None]]:
        def open_tab() -> None:
            window.show_settings()
            assert window.settings_dialog is not None
            window.settings_dialog.tabs.setCurrentIndex(index)

        def take() -> None:
            dialog = window.settings_dialog
            assert dialog is not None
            save(dialog, name)
            dialog.reject()

        return [open_tab, take]

    def dialog_shot(open_it: Callable[[], None], name: str) -> list[Callable[[], None]]:
        def take() -> None:
            save(window, name, whole_screen=True)
            dialog = QApplication.activeModalWidget() or QApplication.activeWindow()
            if dialog is not None and dialog is not window:
                dialog.close()

        return [open_it, take]

    def open_help_menu() -> None:
        bar = window.menuBar()
        place = bar.actionGeometry(window.menus.help_menu.menuAction()).bottomLeft()
        window.menus.help_menu.popup(bar.mapToGlobal(place))

    def open_licences() -> None:
        about = window.findChild(AboutDialog)
        assert about is not None
        about.licences_button.click()

    def take_licences(name: str) -> None:
        about = window.findChild(AboutDialog)
        licences = window.findChild(LicenceDialog)
        assert about is not None and licences is not None
        save(licences, name)
        licences.close()
        about.close()

    plan = {
        "table": [lambda: save(window, f"lang-{language}-table.png")],
        "settings": settings_tab(0, f"lang-{language}-settings.png"),
        "house": settings_tab(1, f"lang-{language}-settings-house.png"),
        "appearance": settings_tab(3, f"lang-{language}-settings-appearance.png"),
        "keyboard": dialog_shot(window.menus.show_keyboard, f"keyboard-help-{language}.png"),
        "rules": dialog_shot(window.menus.show_rules, f"lang-{language}-rules.png"),
        "about": dialog_shot(window.menus.show_about, f"about-{language}.png"),
        "helpmenu": [open_help_menu, lambda: (save(window, f"help-menu-{language}.png", whole_screen=True),
                                              window.menus.help_menu.close())],
        "licences": [window.menus.show_about, open_licences, lambda: take_licences(f"licences-{language}.png")],
    }
    for shot in args.shots:
        steps.extend(plan[shot])
    in_position = [False]  # the hand has reached the moment the pictures show

    def on_pass(_view: object) -> None:
        # After the table has laid out the hand for the pass (this turn of the event loop), as a person would.
        def choose() -> None:
            for card in window.controller.human_view.hand[-3:]:
                click(card)
            QTest.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)

        QTimer.singleShot(SETTLE_MS, choose)

    def on_turn(legal: list[Card]) -> None:
        view = window.controller.human_view
        # A third of the hand played, with cards on the table: the picture shows a trick in progress.
        if len(view.hand) <= 10 and view.current_trick and not in_position[0]:
            in_position[0] = True
            QTimer.singleShot(SETTLE_MS, next_step)
        elif not in_position[0]:
            lowest = min(legal, key=lambda card: card.rank)  # takes few tricks: the plates show few points
            QTimer.singleShot(SETTLE_MS // 4, lambda: click(lowest))

    window.controller.pass_requested.connect(on_pass)
    window.controller.human_turn.connect(on_turn)
    QTimer.singleShot(SETTLE_MS, lambda: window.new_game(args.seed))
    QTimer.singleShot(120_000, app.quit)  # a deal that never reaches the middle must not hang the run
    app.exec()
    shutil.rmtree(folder, ignore_errors=True)
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures or steps or not in_position[0] else 0


def main(argv: list[str]) -> int:
    args = _arguments(argv)
    if args.one:
        return _run_language(args, args.one)
    if os.environ.get("QT_QPA_PLATFORM") != "xcb" or not os.environ.get("DISPLAY"):
        print("Run on an X display with QT_QPA_PLATFORM=xcb (e.g. Xvfb :99 -screen 0 1280x860x24).", file=sys.stderr)
        return 2
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    failed = []
    for language in args.languages:
        child = [sys.executable, __file__, "--one", language, "--out", str(args.out), "--seed", str(args.seed),
                 "--shots", *args.shots, *(["--house-rules"] if args.house_rules else [])]
        if subprocess.run(child, env=env, check=False).returncode != 0:
            failed.append(language)
    if failed:
        print(f"failed: {' '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
