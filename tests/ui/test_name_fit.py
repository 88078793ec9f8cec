"""Names cut to fit a narrow plate stay apart: "Computer 1" and "Computer 2" are not both "Compu…"."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from hearts_qt.engine import Rules
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.ui.style.name_fit import distinct_elided
from hearts_qt.ui.window.compose import build_window

ROBOTS = ("Computer 1", "Computer 2", "Computer 3", "Computer 4", "Computer 5", "Computer 6")


def _metrics() -> QFontMetricsF:
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    return QFontMetricsF(font)


def test_a_name_that_fits_is_whole_and_a_cut_one_keeps_what_tells_it_apart(qapp: QApplication) -> None:
    metrics = _metrics()
    assert distinct_elided("Computer 1", ROBOTS, metrics, 500) == "Computer 1"
    width = metrics.horizontalAdvance("Computer") * 0.8
    shown = [distinct_elided(name, ROBOTS, metrics, width) for name in ROBOTS]
    assert len(set(shown)) == len(ROBOTS), shown
    assert all("…" in text and text.endswith(name[-1]) for text, name in zip(shown, ROBOTS, strict=True)), shown
    # Names unlike each other are cut at their end, as before.
    plain = distinct_elided("Maximilian", ["Bartholomew", "Anastasia"], metrics, width)
    assert plain.startswith("Max") and plain.endswith("…"), plain


def test_the_plates_tell_apart_names_that_start_alike(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    store.save(replace(GameSettings(), rules=Rules(players=7), opponent_names=ROBOTS, animation_speed="instant"))
    window = build_window(store, store.load())
    qtbot.addWidget(window)
    window.resize(800, 560)  # the plates of seven players at the smallest window
    window.show()
    window.new_game(1)
    qtbot.waitUntil(lambda: len(window.table.plates) == 7 and window.table.plates[1].name == "Computer 1")
    plates = window.table.plates[1:7]
    shown = []
    for plate in plates:
        top = plate.top_line()
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(9, round(plate.boundingRect().height() * 0.36)))
        font.setBold(True)
        shown.append(plate.shown_name(font, top.width() * 0.6))
    assert len(set(shown)) == 6 and all("…" in text for text in shown), shown
