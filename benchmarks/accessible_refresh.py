"""What the screen-reader tree costs while an assistive tool listens: the table's accessibility is refreshed on
every change of the scene (each animation frame), so this prints how long one refresh takes.

Opens the main window offscreen at instant speed, deals a hand without passing up to the person's turn, and times
``--rounds`` refreshes that find nothing new (the cost of each animation frame) and as many that find every card's
name changed (the hand changed: one event per card is sent). Prints the median and the longest in microseconds.

Usage: QT_QPA_PLATFORM=offscreen python benchmarks/accessible_refresh.py [--rounds 500]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from hearts_qt.bootstrap import setup_application
from hearts_qt.engine import Rules
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.ui.table.accessibility import Snapshot
from hearts_qt.ui.window.compose import build_window


def timed(action: object, rounds: int) -> list[float]:
    assert callable(action)
    spent = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        spent.append((time.perf_counter() - start) * 1e6)
    return sorted(spent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=500)
    args = parser.parse_args()
    app = QApplication([])
    setup_application(app)
    with tempfile.TemporaryDirectory() as folder:
        store = SettingsStore(QSettings(str(Path(folder) / "hearts.ini"), QSettings.Format.IniFormat))
        store.save(replace(GameSettings(), rules=Rules(passing=False), animation_speed="instant"))
        window = build_window(store, store.load())
        window.resize(1100, 760)
        window.show()
        turns: list[object] = []
        window.controller.human_turn.connect(turns.append)
        window.new_game(3)
        while not turns:
            app.processEvents()
        QAccessible.setActive(True)
        accessibility = window.presenter.accessibility
        accessibility.refresh()
        quiet = timed(accessibility.refresh, args.rounds)

        told_now = accessibility._told
        assert told_now is not None

        def after_a_change() -> None:
            # As if every card had been renamed since: the refresh sends one event per card.
            accessibility._told = Snapshot(tuple(tuple((name + "?", states) for name, states in group)
                                                 for group in told_now.groups), told_now.labels)
            accessibility.refresh()

        told = timed(after_a_change, args.rounds)
        for what, spent in (("nothing new", quiet), ("every card changed", told)):
            print(f"refresh, {what}: median {statistics.median(spent):.0f} µs, longest {spent[-1]:.0f} µs "
                  f"({args.rounds} rounds, {len(window.table.hand)} cards in hand)")
        window.close()


if __name__ == "__main__":
    main()
