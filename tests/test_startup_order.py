"""The first window comes before what can wait, and what waits still happens, in the order the player met it.

The real program runs in a process (its data folder a temporary one through XDG variables), with a few lines that
look at the window as it is shown and again once the game has started in it: the window is shown as a frame on the
felt before any of the game's modules is loaded; the game, the deal, the statistics, the crash notice and an unusable
save's notice all come after it is up, and all come. The modules of the dialogs are not loaded with the game.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.support.platforms import xdg_folders

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 120

#: What the first window must not wait for: the game's modules, QtNetwork (the single-instance socket), QtSvg (the
#: cards) and OpenSSL (hashlib); nor Qt's enums (checked apart).
GAME_MODULES = ("hearts_qt.engine", "hearts_qt.ai", "hearts_qt.controller", "hearts_qt.settings", "hearts_qt.savegame",
                "hearts_qt.stats", "hearts_qt.audio", "hearts_qt.ui.table.view", "hearts_qt.ui.table.presenter",
                "hearts_qt.ui.dialogs", "hearts_qt.ui.review", "hearts_qt.ui.settings", "hearts_qt.ui.window.menus",
                "PySide6.QtNetwork", "PySide6.QtSvg", "_hashlib")

#: Run in the child: hearts_qt.app.main with the window looked at when shown and once the game has started in it.
WATCHER = r"""
import json, sys
from hearts_qt import app
from hearts_qt.ui.window.main_window import MainWindow
from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

seen = {}
GAME_MODULES = __GAME_MODULES__

def state(window):
    if not window.attached:
        # Qt's enums load on first use (some 17 ms): "Qt" is in QtCore's namespace once they have.
        loaded = [name for name in GAME_MODULES if name in sys.modules] + ["Qt"] * ("Qt" in QtCore.__dict__)
        return {"visible": window.isVisible(), "attached": False, "loaded": loaded}
    box = window.problems.current
    return {"visible": window.isVisible(), "attached": True, "dealt": window.controller.match is not None,
            "statistics": window.records.stats is not None and window.menus.stats_action.isEnabled(),
            "told": box.text() if box is not None else None}

shown = MainWindow.show
def show(window):
    shown(window)
    seen.setdefault("at_show", state(window))
    seen["window"] = window
MainWindow.show = show

class PaintWatch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            seen["table_painted"] = True
        return False

paint_watch = PaintWatch()
attach = MainWindow.attach
def watched_attach(window, *args, **kwargs):
    attach(window, *args, **kwargs)
    window.table.viewport().installEventFilter(paint_watch)
MainWindow.attach = watched_attach

opened = QMessageBox.open
def open_box(box):  # what the window looks like when the first notice comes
    window = seen["window"]
    seen.setdefault("at_notice", {"attached": window.attached, "table_painted": seen.get("table_painted", False),
                                  "dealt": window.attached and window.controller.match is not None})
    opened(box)
QMessageBox.open = open_box

ready = MainWindow.ready
def watched_ready(window):  # the game has been put in the window and started
    ready(window)
    seen["after"] = state(window)
    QTimer.singleShot(0, QApplication.instance().quit)  # after what is waiting for this turn to end
MainWindow.ready = watched_ready

if __name__ == "__main__":
    code = app.main(["hearts-qt"])
    del seen["window"]
    seen.pop("table_painted", None)
    print("SEEN " + json.dumps(seen))
    sys.exit(code)
""".replace("__GAME_MODULES__", repr(GAME_MODULES))


def run_watched(home: Path) -> dict[str, dict[str, object]]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE")}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"),
               QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", WATCHER], cwd=home, env=env, capture_output=True, text=True,
                            timeout=TIMEOUT, check=False)
    lines = [line for line in result.stdout.splitlines() if line.startswith("SEEN ")]
    assert result.returncode == 0 and lines, result.stdout + result.stderr
    seen: dict[str, dict[str, object]] = json.loads(lines[-1][len("SEEN "):])
    return seen


def data_folder(home: Path) -> Path:
    """The data folder a first run made (named by Qt's organisation and application names)."""
    found = list((home / ".local" / "share").rglob("stats.sqlite"))
    assert found, "the first run kept no statistics"
    return found[0].parent


@xdg_folders
def test_the_window_is_up_before_the_deal_and_the_notices_which_still_come_in_order(tmp_path: Path) -> None:
    first = run_watched(tmp_path)
    # A first start: the window is shown before the deal and before the statistics are opened; both follow.
    assert first["at_show"] == {"visible": True, "attached": False, "loaded": []}
    assert first["after"] == {"visible": True, "attached": True, "dealt": True, "statistics": True, "told": None}

    folder = data_folder(tmp_path)
    # The last run "crashed" (its marker is left), its save and its statistics are damaged.
    (folder / "running.marker").write_text("1\n", encoding="utf-8")
    (folder / "crash.log").write_text("Fatal Python error: Segmentation fault\n", encoding="utf-8")
    (folder / "saved-game.json").write_text("{ not json", encoding="utf-8")
    (folder / "stats.sqlite").write_bytes(b"this is not a database" * 100)
    for wal in ("stats.sqlite-wal", "stats.sqlite-shm"):
        (folder / wal).unlink(missing_ok=True)

    second = run_watched(tmp_path)
    at_show = second["at_show"]
    # The crash watch found the last run's marker: it names the note it may settle it with by a digest (hashlib).
    assert at_show["visible"] and not at_show["attached"] and set(at_show["loaded"]) <= {"_hashlib"}, at_show
    after = second["after"]
    assert after["dealt"] and after["statistics"]  # a new match (the save was unusable), statistics kept anew
    # The notices come once the table is there, as before the start was split (not over the bare felt),
    # and the match is resumed or dealt (the box opens over the cards, not empty over a table being set out).
    assert second["at_notice"] == {"attached": True, "table_painted": True, "dealt": True}
    told = str(after["told"])
    # One dialog says all three, in the order a start before this deferral said them.
    statistics = told.find("statistics")
    save = told.find("saved game")
    crash = told.find("closed unexpectedly")
    assert -1 < statistics < save < crash, told
    assert any("corrupt" in kept.name for kept in folder.glob("saved-game*.json"))  # the damaged save kept


def test_no_dialog_module_is_loaded_with_the_game() -> None:
    """The dialogs (score sheet, settings, statistics, review, history, deal, last trick, rules, about, keyboard)
    are imported when first opened, not while the game is put in the window."""
    script = ("import sys, hearts_qt.startup; print(' '.join(m for m in sys.modules if m.startswith(("
              "'hearts_qt.ui.dialogs.', 'hearts_qt.ui.review', 'hearts_qt.ui.settings'))))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=TIMEOUT, check=True)
    assert result.stdout.split() == []


def test_a_window_closed_before_the_deferred_start_is_left_closed(tmp_path: Path) -> None:
    from hearts_qt import startup
    from hearts_qt.paths import MoveReport

    class ClosedWindow:  # a SIGTERM while the window was built closed it before the event loop's first turn
        def isVisible(self) -> bool:
            return False

        def __getattr__(self, name: str) -> object:
            raise AssertionError(f"{name} was asked of a closed window")

    startup.after_first_window(ClosedWindow(), "Segmentation fault", MoveReport(failed=["hearts.sqlite"]), tmp_path)
