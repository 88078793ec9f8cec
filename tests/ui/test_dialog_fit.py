"""The settings dialog in every language fits a 1024×768 screen and shows every text whole, on every page.

The dialog is shown at the size Qt gives it (its layout's minimum: nothing may force it narrower than its texts),
in the application's own font, with every note visible that a page can show. A check box, radio button or plain
label must be at least as wide as its text needs; a word-wrapped note at least as high as its lines.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.app import APP_FONT, install_translators
from hearts_qt.engine import Rules, Variant
from hearts_qt.settings import GameSettings
from hearts_qt.ui.settings_dialog import SettingsDialog

from .conftest import build_translations

LANGUAGES = ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"]
#: A 1024×768 screen less a title bar and a panel.
ROOM = (1024, 740)
#: Rules under which the House rules page shows its note with every sentence it has, and Players all six opponents.
NOTED = Rules(players=7, variant=Variant.CANCELLATION, any_club_opens=True, must_break_hearts=False,
              shooting_the_moon=False)


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


@pytest.fixture
def app_font(qapp: QApplication) -> Iterator[None]:
    """The font the application sets (``setup_application``), for this test only."""
    before = qapp.font()
    font = QFont(APP_FONT)
    font.setPointSizeF(max(before.pointSizeF(), 10.0))
    qapp.setFont(font)
    try:
        yield
    finally:
        qapp.setFont(before)


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication, app_font: None) -> Iterator[str]:
    translators = install_translators(qapp, str(request.param))
    try:
        yield str(request.param)
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def cut_texts(widgets: list[QWidget]) -> list[str]:
    """The visible texts of ``widgets`` that do not fit their widget."""
    cut = []
    for widget in widgets:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            if widget.height() < needed:
                cut.append(f"{widget.text()!r}: {widget.height()} px high, needs {needed}")
        elif isinstance(widget, QLabel | QAbstractButton | QComboBox):
            text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
            needed = widget.sizeHint().width()
            if isinstance(widget, QPushButton):  # the style's least width for a button is no text of its own
                needed = widget.fontMetrics().horizontalAdvance(text.replace("&", "")) + 8
            if widget.width() < needed:
                cut.append(f"{text!r}: {widget.width()} px wide, needs {needed}")
    return cut


@pytest.mark.parametrize("rules", [Rules(), NOTED], ids=["default rules", "rules with notes"])
def test_every_page_fits_the_screen_and_shows_its_texts_whole(language: str, rules: Rules, qtbot: QtBot) -> None:
    dialog = SettingsDialog(GameSettings(rules=rules), sound_unavailable=True)
    qtbot.addWidget(dialog)
    dialog.show()
    size = dialog.size()  # the same on every page: the tabs take the largest page's size
    fits = size.width() <= ROOM[0] and size.height() <= ROOM[1]
    problems = [] if fits else [f"the dialog is {size.width()}×{size.height()}"]
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        QApplication.processEvents()  # the page's layout is set on the next turn of the event loop
        page = dialog.tabs.widget(index)
        problems += [f"{dialog.tabs.tabText(index)}: {cut}" for cut in cut_texts(page.findChildren(QWidget))]
    below = [w for w in dialog.findChildren(QWidget) if w is not dialog.tabs and not dialog.tabs.isAncestorOf(w)]
    problems += [f"below the tabs: {cut}" for cut in cut_texts(below)]
    assert not problems, f"{language}:\n" + "\n".join(problems)
