"""Alt+letter in every language: no two controls a person can reach on one settings page, or in one menu, share
the underlined letter (Qt would then only cycle the focus between them, and press neither).

A page's letters are those of its visible labels (with a buddy), buttons and group titles, together with the
dialog's own buttons below the tabs, which are reachable from every page. Each test loads the compiled
translations through the app's :func:`install_translators` and removes them afterwards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.bootstrap import install_translators
from hearts_qt.engine import Match, MoonChoice, Rules
from hearts_qt.settings import GameSettings
from hearts_qt.stats import STATS_NAME, StatsStore
from hearts_qt.ui.dialogs.game import GameOverDialog
from hearts_qt.ui.dialogs.hand_history import HandHistoryDialog
from hearts_qt.ui.dialogs.keyboard_help import accelerator, plain_text
from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_qt.ui.dialogs.statistics import StatsDialog
from hearts_qt.ui.settings.dialog import SettingsDialog

from .conftest import build_translations

LANGUAGES = ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"]


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = install_translators(qapp, str(request.param))
    try:
        yield str(request.param)
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def mnemonic_texts(root: QWidget) -> list[str]:
    """The texts under ``root`` that give Alt+letter to a control: shown buttons, labels with a buddy, groups."""
    texts = [button.text() for button in root.findChildren(QAbstractButton) if button.isVisible()]
    texts += [label.text() for label in root.findChildren(QLabel) if label.isVisible() and label.buddy() is not None]
    texts += [group.title() for group in root.findChildren(QGroupBox) if group.isVisible()]
    return texts


def clashes(texts: list[str]) -> list[str]:
    """The texts whose underlined letter another text of ``texts`` has too."""
    letters = {text: accelerator(text) for text in texts}
    counts = Counter(letter for letter in letters.values() if letter is not None)
    return sorted(plain_text(text) + f" (&{letter})" for text, letter in letters.items()
                  if letter is not None and counts[letter] > 1)


def test_clashes_are_found() -> None:
    assert clashes(["&Players:", "&Variant:", "&Pass", "Close"]) == ["Pass (&P)", "Players: (&P)"]
    assert clashes(["&Игра", "&игра", "Rock && roll"]) == ["Игра (&И)", "игра (&И)"]
    assert clashes(["&Players:", "&Variant:"]) == []


def test_no_two_controls_on_a_settings_page_share_a_letter(language: str, qtbot: QtBot) -> None:
    # Rules that show every control the House rules page has (the moon's J♦ box needs Omnibus).
    dialog = SettingsDialog(GameSettings(rules=Rules(players=5)), sound_unavailable=True)
    qtbot.addWidget(dialog)
    dialog.show()
    below_the_tabs = [button.text() for button in dialog.findChildren(QAbstractButton)
                      if not dialog.tabs.isAncestorOf(button)]
    assert dialog.restore_button.text() in below_the_tabs
    problems = []
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        page = dialog.tabs.widget(index)
        found = clashes(mnemonic_texts(page) + below_the_tabs)
        if found:
            problems.append(f"{plain_text(dialog.tabs.tabText(index))}: {', '.join(found)}")
    assert not problems, f"{language}: " + "; ".join(problems)


def test_no_two_commands_of_a_menu_share_a_letter(language: str, make_window) -> None:
    window = make_window(Rules())
    # The menus the window keeps (QAction.menu() on a menu-bar action crashes PySide6 6.10 after a translator change).
    menus = window.menus.menus()
    assert [menu.menuAction() for menu in menus] == window.menuBar().actions()
    problems = [f"menu bar: {', '.join(found)}" for found in [clashes([menu.title() for menu in menus])] if found]
    for menu in menus:
        found = clashes([action.text() for action in menu.actions() if not action.isSeparator()])
        if found:
            problems.append(f"{plain_text(menu.title())}: {', '.join(found)}")
    assert not problems, f"{language}: " + "; ".join(problems)


def test_no_two_controls_of_the_other_dialogs_share_a_letter(language: str, qtbot: QtBot, tmp_path: Path) -> None:
    names = GameSettings().names(4)
    played = Match(Rules(passing=False), 8)
    while not played.round.is_over:
        played.round.play(played.round.legal_cards()[0])
    played.finish_hand(MoonChoice.ADD_TO_OTHERS if played.moon_choice_needed else None)
    sheet = ScoreSheetDialog(names, list(played.history))
    sheet.offer_review(0)  # as the window does after a hand: Review hand 1
    dialogs: list[QWidget] = [
        sheet,
        GameOverDialog(names, [40, 101, 60, 55], [0]),
        StatsDialog(StatsStore(tmp_path / STATS_NAME), names[0]),
        HandHistoryDialog(played, names),
    ]
    problems = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        texts = mnemonic_texts(dialog)
        assert any(accelerator(text) for text in texts), f"{type(dialog).__name__} shows no accelerator"
        found = clashes(texts)
        if found:
            problems.append(f"{dialog.windowTitle()}: {', '.join(found)}")
    assert not problems, f"{language}: " + "; ".join(problems)
