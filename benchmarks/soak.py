"""A long session in one window: does anything grow? Plays many matches back to back and watches the process.

One :class:`~hearts_qt.ui.window.main_window.MainWindow` (offscreen unless a platform is set, instant animations)
with computer players in every seat, the person's seat included (the controller's autoplay). The rules rotate per
match through every player count (3-7) and variant that go together; each match ends with the game-over dialog,
whose "New game" button starts the next one, as a person would. Prints the exceptions raised (in slots too), Qt's
warnings and the log's warnings, then the number of live widgets, the resident memory (VmRSS) and the C heap in use
after match 10, every 10 matches after and at the end, and their growth per match in between. Memory grows at first
(caches of card art, the interpreter's free lists), so the growth is measured from match 10 on. Some warming up goes
on until every rule set of the rotation has been played once: Cancellation (two decks and its pile), Black Maria and
Spot Hearts are first played in matches 11-23. So each report also gives the growth since the one before; from
match 30 on, every window compares matches of rule sets played before. What is alive at a report depends on the
match just ended (its players, its cards): ``--every 23`` makes every report come after the same rule set.

The window is not shown unless ``--paint``: painting every step of a match is four fifths of its time, and the
paint caches are bounded; with ``--paint`` the window is shown and painted as on a screen. ``--stores`` gives it what
the real app has, a saved game and statistics (in a temporary folder), saved after every trick and recorded after
every hand. ``--trace`` takes a :mod:`tracemalloc` snapshot after match 10 and at the end and prints the lines whose
Python allocations grew most in between (it makes the run about seven times slower; memory Qt allocates in C++ is
not in it). At the end it says which mappings of the process's resident memory grew since match 10.

Usage: python benchmarks/soak.py [--matches 100] [--level normal] [--target 100] [--paint] [--stores] [--trace]
       [--every 10]
"""

from __future__ import annotations

import argparse
import collections
import ctypes
import gc
import logging
import os
import sys
import tempfile
import time
import traceback
import tracemalloc
from dataclasses import replace
from pathlib import Path
from types import TracebackType

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from hearts_qt.ai import LEVELS
from hearts_qt.bootstrap import setup_application
from hearts_qt.engine import VARIANT_TABLE, Rules, Variant
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.stats import StatsStore
from hearts_qt.ui.window.compose import build_window
from hearts_qt.ui.window.main_window import MainWindow

BASELINE_MATCH = 10
#: Figures are printed after the baseline match, every this many matches after it (``--every``), and at the end.
REPORT_EVERY = 10
MATCH_TIMEOUT_MS = 120_000
#: How many of the lines whose allocations grew most ``--trace`` prints, and how many frames make a line's place.
TRACE_TOP, TRACE_FRAMES = 15, 6


def rule_rotation(target: int) -> list[Rules]:
    """Every player count with every variant it can be played with."""
    return [Rules(players=players, variant=variant, target_score=target)
            for variant in Variant for players in range(3, 8)
            if players >= VARIANT_TABLE[variant].min_players]


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def rss_by_mapping() -> collections.Counter[str]:
    """Resident kilobytes by what is mapped: the C heap (``[heap]``), anonymous memory (Python's arenas, Qt's and
    glibc's larger blocks, thread stacks), or the file mapped (SQLite's shared-memory index, libraries, fonts)."""
    resident: collections.Counter[str] = collections.Counter()
    name = ""
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split(maxsplit=5)
        if "-" in head[0] and len(head) >= 5 and ":" not in head[0]:
            name = head[5] if len(head) == 6 else "[anonymous]"
        elif head[0] == "Rss:":
            resident[name] += int(head[1])
    return resident


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                      "fsmblks", "uordblks", "fordblks", "keepcost")]


def heap_kib() -> int:
    """What the C heap holds in use (glibc's mallinfo2: small blocks and mapped ones), Qt's and SQLite's
    allocations included; 0 where the C library cannot say. Unlike RSS it does not count memory freed but kept."""
    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return 0
    mallinfo2.restype = _MallInfo2
    info = mallinfo2()
    return int(info.uordblks + info.hblkhd) // 1024


class Problems:
    """Counts exceptions, Qt warnings and log warnings, keeping one example of each distinct message."""

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()

    def note(self, kind: str, text: str) -> None:
        self.counts[f"{kind}: {text.strip().splitlines()[-1][:200]}"] += 1

    def excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        self.note("exception", "".join(traceback.format_exception(kind, value, tb)))

    def qt_message(self, mode: QtMsgType, _context: object, message: str) -> None:
        if mode != QtMsgType.QtDebugMsg and mode != QtMsgType.QtInfoMsg:
            self.note("Qt", message)


class _LogCounter(logging.Handler):
    def __init__(self, problems: Problems) -> None:
        super().__init__(logging.WARNING)
        self._problems = problems

    def emit(self, record: logging.LogRecord) -> None:
        self._problems.note(f"log {record.levelname.lower()}", record.getMessage())


def play(window: MainWindow, rules: Rules) -> bool:
    """Play one match with ``rules`` to its game-over dialog; ``False`` if it did not end in time."""
    loop = QEventLoop()
    ended = False

    def over(_winners: object) -> None:
        nonlocal ended
        ended = True
        loop.quit()

    window.controller.game_over.connect(over)
    window.settings = replace(window.settings, rules=rules)
    dialog = window.game_over_dialog
    if dialog is not None:
        dialog.new_game_button.click()  # the person's way to the next match
    else:
        window.new_game()
    QTimer.singleShot(MATCH_TIMEOUT_MS, loop.quit)
    loop.exec()
    window.controller.game_over.disconnect(over)
    return ended


def print_growth(before: tracemalloc.Snapshot, after: tracemalloc.Snapshot, matches: int) -> None:
    """The places whose live Python allocations grew most from ``before`` to ``after``, per match, with the
    calls that led there (innermost last)."""
    ignore = [tracemalloc.Filter(False, tracemalloc.__file__),
              tracemalloc.Filter(False, "<frozen importlib._bootstrap>")]
    stats = after.filter_traces(ignore).compare_to(before.filter_traces(ignore), "traceback")
    total = sum(stat.size_diff for stat in stats)
    print(f"Python allocations: {total / 1024 / matches:+.1f} kB a match over {matches} matches; grew most:")
    for stat in stats[:TRACE_TOP]:
        print(f"  {stat.size_diff / 1024 / matches:+8.1f} kB a match ({stat.count_diff / matches:+.0f} blocks)")
        for line in stat.traceback.format()[-2 * TRACE_FRAMES:]:
            print(f"      {line.strip()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--level", choices=LEVELS, default="normal")
    parser.add_argument("--target", type=int, default=100, help="the score that ends a match")
    parser.add_argument("--paint", action="store_true", help="show the window, so that every step is painted")
    parser.add_argument("--stores", action="store_true", help="save the game and record statistics, as the app does")
    parser.add_argument("--trace", action="store_true", help="print what grew in Python's allocations (tracemalloc)")
    parser.add_argument("--every", type=int, default=REPORT_EVERY,
                        help="matches between reports (23, the rotation's length: each report at the same rule set)")
    args = parser.parse_args()
    if args.trace:
        tracemalloc.start(TRACE_FRAMES)

    problems = Problems()
    sys.excepthook = problems.excepthook
    qInstallMessageHandler(problems.qt_message)
    logging.getLogger().addHandler(_LogCounter(problems))
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    setup_application(app)
    folder = tempfile.mkdtemp(prefix="hearts-soak-")
    store = SettingsStore(QSettings(str(Path(folder) / "hearts.ini"), QSettings.Format.IniFormat))
    store.save(replace(GameSettings(), opponent_levels=(args.level,) * 6, animation_speed="instant"))
    saves = SaveGameStore(Path(folder)) if args.stores else None
    stats = StatsStore(Path(folder) / "stats.sqlite") if args.stores else None
    window = build_window(store, store.load(), saves=saves, stats=stats)
    window.resize(1100, 760)
    if args.paint:
        window.show()
    window.controller.set_human_autoplay(args.level)

    rotation = rule_rotation(args.target)
    start = time.perf_counter()
    baseline: tuple[int, int, int] | None = None
    snapshot: tracemalloc.Snapshot | None = None
    mappings: collections.Counter[str] = collections.Counter()
    last = (0, 0, 0)
    last_number = 0
    stalled = 0
    for number in range(1, args.matches + 1):
        rules = rotation[(number - 1) % len(rotation)]
        if not play(window, rules):
            stalled += 1
            problems.note("stall", f"match {number} ({rules.players} players, {rules.variant.value}) did not end")
            window.new_game()
        if number >= BASELINE_MATCH and ((number - BASELINE_MATCH) % args.every == 0 or number == args.matches):
            gc.collect()
            figures = (len(QApplication.allWidgets()), rss_kib(), heap_kib())
            print(f"after match {number:4d}: {figures[0]} widgets, {len(window.table.scene().items())} items on "
                  f"the table, {len(gc.get_objects())} Python objects, RSS {figures[1] / 1024:.1f} MiB, C heap in "
                  f"use {figures[2] / 1024:.1f} MiB, {time.perf_counter() - start:.0f} s", flush=True)
            if baseline is not None:
                span = number - last_number
                print(f"  a match since match {last_number}: {(figures[1] - last[1]) / span:+.1f} kB RSS, "
                      f"{(figures[2] - last[2]) / span:+.1f} kB C heap in use", flush=True)
            if number == BASELINE_MATCH:
                baseline = figures
                snapshot = tracemalloc.take_snapshot() if args.trace else None
                mappings = rss_by_mapping()
            elif number == args.matches:
                if snapshot is not None:
                    print_growth(snapshot, tracemalloc.take_snapshot(), number - BASELINE_MATCH)
                grown = rss_by_mapping()
                grown.subtract(mappings)
                print("resident memory that grew, by mapping: " + ", ".join(
                    f"{name} {size:+d} kB" for name, size in grown.most_common(TRACE_TOP) if size > 0))
            last, last_number = figures, number
    elapsed = time.perf_counter() - start
    window.close()

    print(f"{args.matches} matches ({args.level} players, to {args.target} points, {len(rotation)} rule sets in "
          f"rotation, {'painted' if args.paint else 'not painted'}) in {elapsed:.0f} s, {stalled} stalled")
    if baseline is not None and args.matches > BASELINE_MATCH:
        span = args.matches - BASELINE_MATCH
        print(f"growth per match after match {BASELINE_MATCH}: "
              f"{(last[0] - baseline[0]) / span:+.2f} widgets, {(last[1] - baseline[1]) / span:+.1f} kB RSS, "
              f"{(last[2] - baseline[2]) / span:+.1f} kB C heap in use")
    print(f"problems: {sum(problems.counts.values())}")
    for text, count in problems.counts.most_common():
        print(f"  {count:5d} x {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
