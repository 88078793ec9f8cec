"""How long the window stops answering while the computer thinks: event-loop gaps in the real main window.

Opens the main window at an animation speed (default normal) with computer players of ``--level`` in every seat
(the person's seat too, through the controller's autoplay), and runs a 5 ms timer in the GUI thread for
``--seconds``. The gap between two ticks is how long the event loop was held (by painting, animation or a
computer decision holding the interpreter lock); prints the median, the 99th percentile, the longest gap and how
many gaps were over 50 and 100 ms. Each gap also records the GUI thread's own CPU time in it and, on Linux, the
time it spent runnable but waiting for a core (``/proc/thread-self/schedstat``): on a loaded machine that wait is
the machine's doing, so the gaps are counted again without it. What is left is this process's own doing: its work,
or waiting for the interpreter lock a decision thread holds.
``--threads`` makes the decisions in a thread of this process instead of the child process (the way it was
before), for comparison.

Measure on a real X server (painting is part of the cost), e.g. ``Xvfb :95 -screen 0 1280x860x24 &`` and
``DISPLAY=:95``; ``QT_QPA_PLATFORM=offscreen`` works too but paints less.

Usage: python benchmarks/ui_latency.py [--level hard] [--seconds 40] [--players 4] [--speed normal] [--threads]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from hearts_qt.ai import LEVELS, create_player
from hearts_qt.bootstrap import setup_application
from hearts_qt.controller import Player
from hearts_qt.engine import Rules
from hearts_qt.settings import ANIMATION_SPEEDS, GameSettings, SettingsStore
from hearts_qt.ui.window.compose import build_window

TICK_MS = 5


def thread_player(level: str, seed: int | None) -> Player:
    """The default players, through a custom factory: the controller then keeps them in a thread."""
    return create_player(level, seed)


def percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


def core_wait_ms() -> float:
    """How long this thread has been runnable but not running, in all (0 where the kernel does not say)."""
    try:
        with open("/proc/thread-self/schedstat") as stats:
            return int(stats.read().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0


def run(level: str, seconds: float, players: int, speed: str, threads: bool) -> list[tuple[float, float, float]]:
    """The (wall, GUI-thread CPU, waiting for a core) milliseconds of every gap between two ticks."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    setup_application(app)
    folder = tempfile.mkdtemp(prefix="hearts-latency-")
    store = SettingsStore(QSettings(str(Path(folder) / "hearts.ini"), QSettings.Format.IniFormat))
    settings = replace(GameSettings(), rules=Rules(players=players), opponent_levels=(level,) * 6,
                       animation_speed=speed)
    store.save(settings)
    window = build_window(store, store.load(), player_factory=thread_player if threads else None)
    window.resize(1200, 800)
    window.show()
    window.controller.set_human_autoplay(level)
    window.controller.game_over.connect(lambda _winners: QTimer.singleShot(500, window.new_game))
    window.new_game()

    gaps: list[tuple[float, float, float]] = []
    last, last_cpu, last_wait = time.perf_counter(), time.thread_time(), core_wait_ms()
    end = last + seconds

    def tick() -> None:
        nonlocal last, last_cpu, last_wait
        now, cpu, wait = time.perf_counter(), time.thread_time(), core_wait_ms()
        gaps.append(((now - last) * 1000, (cpu - last_cpu) * 1000, wait - last_wait))
        last, last_cpu, last_wait = now, cpu, wait
        if now >= end:
            app.quit()

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    QTimer.singleShot(1000, timer.start)  # after the window has shown and the first deal started
    app.exec()
    timer.stop()
    window.close()
    return gaps[1:]  # the first gap is measured from before the timer started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=LEVELS, default="hard")
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--players", type=int, choices=range(3, 8), default=4)
    parser.add_argument("--speed", choices=tuple(s for s in ANIMATION_SPEEDS if s != "instant"), default="normal")
    parser.add_argument("--threads", action="store_true", help="decide in a thread, not in the child process")
    args = parser.parse_args()
    measured = run(args.level, args.seconds, args.players, args.speed, args.threads)
    gaps = sorted(wall for wall, _cpu, _wait in measured)
    busy = sorted(cpu for _wall, cpu, _wait in measured)
    own = sorted(wall - wait for wall, _cpu, wait in measured)
    where = "thread" if args.threads else "process"
    print(f"{args.level} players in every seat, {args.players} players, {args.speed} speed, decisions in a {where}, "
          f"{args.seconds:.0f} s, {len(gaps)} ticks of {TICK_MS} ms")
    print(f"gap p50 {statistics.median(gaps):.1f} ms, p99 {percentile(gaps, 0.99):.1f} ms, max {gaps[-1]:.1f} ms")
    print(f"gaps over 50 ms: {sum(g > 50 for g in gaps)}, over 100 ms: {sum(g > 100 for g in gaps)}")
    print(f"GUI thread busy in a gap: p99 {percentile(busy, 0.99):.1f} ms, max {busy[-1]:.1f} ms, "
          f"over 50 ms: {sum(b > 50 for b in busy)}")
    print(f"gaps less the wait for a core (load {os.getloadavg()[0]:.1f}): p99 {percentile(own, 0.99):.1f} ms, "
          f"max {own[-1]:.1f} ms, over 50 ms: {sum(g > 50 for g in own)}, over 100 ms: {sum(g > 100 for g in own)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
