"""UI test helpers: a main window on an isolated settings file, at instant speed, and a user who clicks cards."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from hearts_qt.bootstrap import install_translators
from hearts_qt.controller import PlayerFactory
from hearts_qt.engine import Card, Rules
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.text.language import switch_language
from hearts_qt.ui.table.accessibility import table_interface
from hearts_qt.ui.window.compose import build_window
from hearts_qt.ui.window.main_window import MainWindow


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The language a test names as its (indirect) parameter, with its translations installed for the test."""
    lang = str(request.param)
    translators = install_translators(qapp, lang)
    try:
        yield lang
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


@pytest.fixture
def make_window(qtbot, tmp_path: Path) -> Callable[..., MainWindow]:
    """``make_window(rules, levels=..., factory=...)``: a shown window whose settings live in ``tmp_path``.

    Received cards do not wait for OK unless ``confirm_received`` (tests of that pause ask for it).
    """

    def make(rules: Rules, level: str = "easy", factory: PlayerFactory | None = None, *,
             confirm_received: bool = False) -> MainWindow:
        store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
        settings = replace(GameSettings(), rules=rules, opponent_levels=(level,) * 6, animation_speed="instant",
                           confirm_received=confirm_received)
        store.save(settings)
        window = build_window(store, store.load(), player_factory=factory)
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        return window

    return make


def click_card(qtbot, window: MainWindow, card: Card) -> None:
    """Click ``card`` in the person's hand where it shows (its left part: the next card covers the right)."""
    table = window.table
    item = next(i for i in table.hand if i.card == card)
    width, _ = item.size
    point = table.mapFromScene(item.pos() + QPointF(-width * 0.35, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def read_focused_card(window: MainWindow) -> str:
    """What a screen reader reads for the card the keys act on: its item in the table's accessible hand."""
    iface = table_interface(window.table)
    assert iface is not None
    item = iface.hand.child(window.table.focus_index)
    assert item is not None
    return item.text(QAccessible.Text.Name)


@pytest.fixture
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    """The test may switch the interface's language: English again after it."""
    yield
    switch_language("en")


TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
#: Settings code → the .ts file that holds its texts ("" for English, the source language).
TS_FILES = {"en": "", "mk": "mk", "sr_Latn": "sr_Latn", "pl": "pl", "sr_Cyrl": "sr"}


def expected(code: str, context: str, source: str) -> str:
    """What ``source`` reads in the language ``code`` according to the committed translation."""
    if not TS_FILES[code]:
        return source
    root = ET.parse(TS_DIR / f"hearts_qt_{TS_FILES[code]}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise AssertionError(f"{context}: {source!r} is not in hearts_qt_{TS_FILES[code]}.ts")


def build_translations() -> None:
    """Build the .qm files from the .ts files (the tests of translated text need them current)."""
    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("hearts_translations_tool", root / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    tool.build(quiet=True)
