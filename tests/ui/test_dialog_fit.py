"""The settings dialog in every language fits a 1024×768 screen and shows every text whole, on every page; on a
1024×600 netbook its pages scroll and every control can be reached. Long help texts fit such a screen too.

The dialog is shown at the size Qt gives it (its layout's minimum: nothing may force it narrower than its texts),
in the application's own font, with every note visible that a page can show. A check box, radio button or plain
label must be at least as wide as its text needs; a word-wrapped note at least as high as its lines.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from hearts_qt.bootstrap import install_translators
from hearts_qt.engine import Rules, Variant
from hearts_qt.first_window import MIN_POINT_SIZE
from hearts_qt.settings import MAX_NAME_LENGTH, GameSettings
from hearts_qt.ui.dialogs.game import RulesDialog
from hearts_qt.ui.dialogs.keyboard_help import KeyboardDialog
from hearts_qt.ui.settings.dialog import SettingsDialog
from hearts_qt.ui.style.screen_fit import FRAME, ScrollPage

from .conftest import build_translations

LANGUAGES = ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"]
#: A 1024×768 screen less a title bar and a panel.
ROOM = (1024, 740)
#: A netbook's 1024×600 screen, less a panel.
NETBOOK = QRect(0, 0, 1024, 576)
#: An 800×600 screen, less a panel: too narrow for the house rules' groups side by side.
SMALL = QRect(0, 0, 800, 576)
#: Rules under which the House rules page shows its note with every sentence it has, and Players all six opponents.
NOTED = Rules(players=7, variant=Variant.CANCELLATION, any_club_opens=True, must_break_hearts=False,
              shooting_the_moon=False)


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


@pytest.fixture
def app_font(qapp: QApplication) -> Iterator[None]:
    """The font the application sets (``setup_application``: the desktop's, no smaller than its minimum), for this
    test only."""
    before = qapp.font()
    font = QFont(before)
    font.setPointSizeF(max(before.pointSizeF(), MIN_POINT_SIZE))
    qapp.setFont(font)
    try:
        yield
    finally:
        qapp.setFont(before)


class Screen:
    """A screen of the given free area, for a dialog to fit (the offscreen platform's is 800 × 800)."""

    def __init__(self, area: QRect) -> None:
        self.area = area

    def availableGeometry(self) -> QRect:
        return self.area


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
def test_every_page_fits_the_screen_and_shows_its_texts_whole(language: str, rules: Rules, qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SettingsDialog, "screen", lambda _self: Screen(QRect(0, 0, *ROOM)))
    name = "W" * MAX_NAME_LENGTH if rules is NOTED else ""  # the longest name shows the note about names
    dialog = SettingsDialog(GameSettings(rules=rules, player_name=name), sound_unavailable=True)
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
        assert isinstance(page, ScrollPage)
        if page.verticalScrollBar().maximum() > 0:  # with room for the whole dialog, no page scrolls
            problems.append(f"{dialog.tabs.tabText(index)} scrolls")
    below = [w for w in dialog.findChildren(QWidget) if w is not dialog.tabs and not dialog.tabs.isAncestorOf(w)]
    problems += [f"below the tabs: {cut}" for cut in cut_texts(below)]
    assert not problems, f"{language}:\n" + "\n".join(problems)


@pytest.mark.parametrize("screen", [NETBOOK, SMALL], ids=["1024x600", "800x600"])
def test_on_a_small_screen_every_page_scrolls_to_each_control(language: str, screen: QRect, qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SettingsDialog, "screen", lambda _self: Screen(screen))
    dialog = SettingsDialog(GameSettings(rules=NOTED, player_name="W" * MAX_NAME_LENGTH), sound_unavailable=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() <= screen.height() - FRAME.height()
    assert dialog.width() <= screen.width() - FRAME.width(), f"{language}: {dialog.width()} px wide"
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    for button in (dialog.ok_button, box.button(QDialogButtonBox.StandardButton.Cancel)):
        assert button.isVisible() and dialog.rect().contains(button.geometry())
    scrolled = []
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = dialog.tabs.widget(index)
        assert isinstance(page, ScrollPage)
        assert page.horizontalScrollBar().maximum() == 0  # never sideways
        if page.verticalScrollBar().maximum() > 0:
            scrolled.append(index)
        controls = [w for w in page.widget().findChildren(QWidget) if w.isVisibleTo(page)
                    and isinstance(w, QAbstractButton | QComboBox | QAbstractSpinBox | QAbstractSlider)]
        assert controls
        for control in controls:
            page.ensureWidgetVisible(control, 0, 0)
            top = control.mapTo(page.viewport(), control.rect().topLeft())
            bottom = control.mapTo(page.viewport(), control.rect().bottomRight())
            assert page.viewport().rect().contains(top) and page.viewport().rect().contains(bottom), (
                dialog.tabs.tabText(index), control)
        problems = cut_texts(page.findChildren(QWidget))
        assert not problems, problems
    assert scrolled  # the dialog is taller than this screen: something scrolls
    dialog.players_spin.setValue(7 if dialog.players_spin.value() != 7 else 6)  # the note under the pages shows
    QApplication.processEvents()
    assert dialog.new_game_note.isVisible()
    assert not cut_texts([dialog.new_game_note]), f"{language}: {cut_texts([dialog.new_game_note])}"


@pytest.mark.parametrize("kind", ["rules", "keyboard"])
def test_help_windows_fit_a_netbook(kind: str, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog_class = RulesDialog if kind == "rules" else KeyboardDialog
    monkeypatch.setattr(dialog_class, "screen", lambda _self: Screen(NETBOOK))
    dialog = RulesDialog(Rules()) if kind == "rules" else KeyboardDialog(list)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() <= NETBOOK.height() - FRAME.height()
    assert dialog.width() <= NETBOOK.width() - FRAME.width()
