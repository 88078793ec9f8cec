#!/usr/bin/python3
"""Check over AT-SPI, as a screen reader sees it, what Hearts exposes: start the game on its own accessibility
bus (and its own Xvfb when asked), pass three cards and play one by pointing at the cards where AT-SPI says they
are, print the table's tree (the hand with each card's name and states, the cards in the middle, the scores,
whose turn it is) and the announcements heard, and exit 0 only when all of them were there.

Runs with the system Python, which has ``pyatspi`` (Debian: ``apt-get install at-spi2-core python3-pyatspi
xvfb xdotool``); the game runs with ``--python`` (the project's virtual environment). See docs/accessibility.md.

    /usr/bin/python3 tools/atspi_check.py --python .venv/bin/python --xvfb :93
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
TABLE = "Card table"
SHOWN_STATES = ("focusable", "focused", "selectable", "selected")
# What a screen reader's cache follows: a card's new name, its selection and focus, cards coming and going.
CHANGES = ("object:property-change:accessible-name", "object:state-changed:selected", "object:state-changed:focused",
           "object:children-changed")


def bus_launcher() -> str | None:
    return next((path for path in BUS_LAUNCHERS if os.access(path, os.X_OK)), None)


def missing_tools() -> list[str]:
    """What this check needs and this machine lacks (empty: it can run)."""
    missing = [tool for tool in ("dbus-run-session", "Xvfb", "xdotool") if shutil.which(tool) is None]
    if bus_launcher() is None:
        missing.append("at-spi-bus-launcher (at-spi2-core)")
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        missing.append("pyatspi (python3-pyatspi, for the system Python)")
    return missing


class Check:
    """The client: finds the game on the bus, drives it and records what it hears."""

    def __init__(self, app_process: subprocess.Popen[bytes]) -> None:
        import pyatspi
        from gi.repository import GLib

        self.pyatspi = pyatspi
        self.context = GLib.MainContext.default()
        self.process = app_process
        self.heard: list[str] = []
        self.failures: list[str] = []
        self.changes: dict[str, int] = {}  # change events from the table's lists and their items, by type
        self.focused: list[str] = []  # the cards that took the focus, in order
        pyatspi.Registry.registerEventListener(self._on_announcement, "object:announcement")
        pyatspi.Registry.registerEventListener(self._on_change, *CHANGES)

    def _on_announcement(self, event: object) -> None:
        text = str(getattr(event, "any_data", ""))
        self.heard.append(text)
        print(f"  announcement: {text!r}")

    def _on_change(self, event: object) -> None:
        source = getattr(event, "source", None)
        role = source.getRoleName() if source is not None else ""
        if role in ("list", "list item"):
            kind = str(getattr(event, "type", ""))
            self.changes[kind] = self.changes.get(kind, 0) + 1
            if kind == "object:state-changed:focused" and getattr(event, "detail1", 0):
                self.focused.append(source.name)

    def pump(self, seconds: float, until: Callable[[], object] | None = None) -> object:
        """Deliver AT-SPI events for up to ``seconds``; stop early when ``until()`` gives something true."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while self.context.iteration(False):
                pass
            if self.process.poll() is not None:
                raise SystemExit(f"the game exited early (code {self.process.returncode})")
            found = until() if until is not None else None
            if found:
                return found
            time.sleep(0.05)
        return None

    def table(self) -> object | None:
        desktop = self.pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == "hearts-qt":
                found = self.pyatspi.findDescendant(app, lambda node: node.name == TABLE)
                if found is not None:
                    return found
        return None

    def part(self, table: object, name: str | Callable[[str], bool]) -> object | None:
        test = name if callable(name) else (lambda text: text == name)
        return next((child for child in table if child is not None and test(child.name)), None)  # type: ignore[attr-defined]

    def states(self, node: object) -> list[str]:
        have = node.getState()  # type: ignore[attr-defined]
        return [state for state in SHOWN_STATES
                if have.contains(getattr(self.pyatspi, "STATE_" + state.upper()))]

    def showing(self, node: object) -> bool:
        return bool(node.getState().contains(self.pyatspi.STATE_SHOWING))  # type: ignore[attr-defined]

    def dump(self, table: object, title: str) -> None:
        """The table's tree as a screen reader offers it (hidden parts, such as a hidden button, left out)."""
        print(f"--- {title}")
        print(f"{table.getRoleName()} {table.name!r}")  # type: ignore[attr-defined]
        for child in table:  # type: ignore[attr-defined]
            if child is None or not self.showing(child):
                continue
            print(f"  {child.getRoleName()} {child.name!r}")
            for item in child:
                if item is not None:
                    print(f"    {item.getRoleName()} {item.name!r} {self.states(item)}")

    def click(self, node: object) -> None:
        """Click where AT-SPI says ``node`` is (its left part: in a fan the next card covers the right)."""
        box = node.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)  # type: ignore[attr-defined]
        x, y = box.x + max(4, box.width // 5), box.y + box.height // 2
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)

    def press(self, table: object, button_name: str) -> bool:
        button = self.pyatspi.findDescendant(table, lambda node: node.name == button_name)
        if button is None or not self.showing(button):
            return False
        button.queryAction().doAction(0)
        return True

    def keys(self, table: object) -> None:
        """→ twice over the window (the pointer's window has the keys: Xvfb runs no window manager): the focus
        moves along the hand, and the card it reaches is told as focused."""
        first = self.hand(table)[0]
        self.click(self.part(table, "Scores") or first)  # the pointer over the table, nothing played
        before = len(self.focused)
        for _ in range(2):
            subprocess.run(["xdotool", "key", "Right"], check=True)
            self.pump(1)
        moved = self.focused[before:]
        print(f"  focus after Right, Right: {moved}")
        focused = [i.name for i in self.hand(table) if "focused" in self.states(i)]
        self.expect(bool(moved) and moved[-1] in focused, "the arrow keys move the focus, and it is told")

    def expect(self, condition: bool, what: str) -> None:
        print(f"  {'ok' if condition else 'MISSING'}: {what}")
        if not condition:
            self.failures.append(what)

    def hand(self, table: object) -> list[object]:
        group = self.part(table, "Your hand")
        return [item for item in group] if group is not None else []  # type: ignore[attr-defined]

    def run(self) -> int:
        table = self.pump(60, self.table)
        if table is None:
            print("the game's table never appeared on the accessibility bus")
            return 1
        self.pump(30, lambda: any(i.name.endswith("not selected") for i in self.hand(table)))
        self.dump(table, "the deal: choose three cards to pass")
        for item in self.hand(table)[:3]:
            self.click(item)
            self.pump(1)
        self.pump(5, lambda: sum(i.name.endswith(", selected") for i in self.hand(table)) == 3)
        selected = [i for i in self.hand(table) if i.name.endswith(", selected")]
        self.expect(len(selected) == 3 and all("selected" in self.states(i) for i in selected),
                    "three cards read 'selected' after three clicks")
        self.expect(self.changes.get("object:state-changed:selected", 0) >= 3, "a selection event for each click")
        self.press(table, "Pass the three selected cards")
        self.pump(20, lambda: self.press(table, "Start playing with the received cards") or "Your turn" in self.heard)
        self.pump(60, lambda: "Your turn" in self.heard)
        self.dump(table, "the person's turn")
        hand = self.hand(table)
        self.expect(len(hand) > 0 and all(", " in i.name for i in hand), "every card in the hand has a name")
        playable = [i for i in hand if i.name.endswith(", playable")]
        self.expect(bool(playable), "some card reads 'playable'")
        self.expect(self.part(table, "Scores") is not None and len(list(self.part(table, "Scores"))) == 4,
                    "four scores")
        self.expect(self.part(table, "Your turn") is not None, "the turn reads 'Your turn'")
        self.keys(table)
        hand = self.hand(table)
        playable = [i for i in hand if i.name.endswith(", playable")]
        if playable:
            before = len(hand)
            self.click(playable[0])
            self.pump(60, lambda: any("the trick" in text for text in self.heard))
            self.pump(3)
            self.dump(table, "after the first trick")
            self.expect(len(self.hand(table)) == before - 1, "the played card left the hand")
        self.expect(self.changes.get("object:property-change:accessible-name", 0) > 0,
                    "name-change events as the cards changed")
        self.expect(self.changes.get("object:state-changed:focused", 0) > 0, "a focus event for the card in focus")
        self.expect(any(kind.startswith("object:children-changed") for kind in self.changes),
                    "children-changed events as cards came and went")
        self.expect("Your turn" in self.heard, "'Your turn' was announced")
        self.expect(any("the trick" in text for text in self.heard), "the trick's winner was announced")
        print("heard:", self.heard)
        print("change events:", dict(sorted(self.changes.items())))
        print("result:", "all present" if not self.failures else f"missing {self.failures}")
        return 1 if self.failures else 0


def start_game(python: str, home: Path) -> subprocess.Popen[bytes]:
    config = home / "config" / "hearts-qt"
    config.mkdir(parents=True)
    # Fast animations, English, and the received cards wait for OK (the check presses it as a person would).
    (config / "hearts-qt.conf").write_text(
        "[appearance]\nanimation_speed=fast\nlanguage=en\n[game]\nconfirm_received=true\n", encoding="utf-8")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"), LANGUAGE="en",
               LC_ALL="C.UTF-8", QT_QPA_PLATFORM="xcb")
    return subprocess.Popen([python, "-m", "hearts_qt"], env=env, cwd=ROOT)


def inner(args: argparse.Namespace) -> int:
    """Inside the private D-Bus session: the accessibility bus, the display, the game, the client."""
    helpers: list[subprocess.Popen[bytes]] = []
    try:
        if args.xvfb:
            helpers.append(subprocess.Popen(["Xvfb", args.xvfb, "-screen", "0", "1280x860x24", "-nolisten", "tcp"],
                                            stderr=subprocess.DEVNULL))
            os.environ["DISPLAY"] = args.xvfb
            time.sleep(1)
            if helpers[-1].poll() is not None:
                print(f"cannot check: Xvfb did not start on {args.xvfb}")
                return 2
        launcher = bus_launcher()
        assert launcher is not None
        helpers.append(subprocess.Popen([launcher, "--launch-immediately"], stderr=subprocess.DEVNULL))
        time.sleep(1)  # the game looks for the accessibility bus as it starts
        with tempfile.TemporaryDirectory(prefix="hearts-atspi-") as home:
            game = start_game(args.python, Path(home))
            helpers.insert(0, game)
            return Check(game).run()
    finally:
        for process in helpers:
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"),
                        help="the Python that runs the game (default: .venv/bin/python)")
    parser.add_argument("--xvfb", metavar=":N", help="start Xvfb on this display (default: use $DISPLAY)")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    missing = missing_tools()
    if missing:
        print("cannot check: missing " + ", ".join(missing))
        return 2
    if args.inner:
        return inner(args)
    if not args.xvfb and not os.environ.get("DISPLAY"):
        print("cannot check: no DISPLAY; pass --xvfb :N")
        return 2
    # A private session bus: the check never talks to the desktop's screen reader or another session's apps.
    command = ["dbus-run-session", "--", sys.executable, __file__, "--inner", "--python", args.python]
    if args.xvfb:
        command += ["--xvfb", args.xvfb]
    return subprocess.run(command).returncode


if __name__ == "__main__":
    sys.exit(main())
