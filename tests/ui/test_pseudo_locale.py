"""Nothing escapes translation: under a pseudo-locale that marks every translated string ⟦like this⟧, every text a
player can see or hear (window titles, labels, buttons, menus, tabs, tooltips, combo items, accessible names and
descriptions, the texts painted on the table, the rules page) is marked, apart from names, numbers and cards.

A text built without ``QCoreApplication.translate`` shows up here as a word outside any ⟦…⟧.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from hearts_qt.engine import Card, Match, MoonChoice, Rules, Trick, Variant
from hearts_qt.engine.rules import VARIANT_TABLE
from hearts_qt.languages import DEFAULT_OPPONENT_NAMES, LANGUAGES
from hearts_qt.settings import GameSettings
from hearts_qt.stats import STATS_NAME, StatsStore
from hearts_qt.ui.dialogs.deal import DealDialog
from hearts_qt.ui.dialogs.game import AboutDialog, GameOverDialog, MoonDialog, RulesDialog
from hearts_qt.ui.dialogs.hand_history import HandHistoryDialog
from hearts_qt.ui.dialogs.keyboard_help import KeyboardDialog, menu_rows, table_rows
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_qt.ui.dialogs.statistics import StatsDialog
from hearts_qt.ui.settings.dialog import SettingsDialog
from hearts_qt.ui.style.card_art import CardArt
from tests.support.clicking import EVENT_TIMEOUT

OPEN, CLOSE = "⟦", "⟧"
#: A rules page for every variant, and for a table where the pack is cut down or a kitty is dealt.
VARIANT_RULES = [Rules(variant=variant, players=players) for variant in Variant for players in (4, 5, 7)
                 if players >= VARIANT_TABLE[variant].min_players]
#: Names: the players', and the languages' own names in the language list (never translated).
NAMES = ["You", *DEFAULT_OPPONENT_NAMES, *(name for code, name in LANGUAGES.items() if code)]
#: What may stand outside the marks: cards (Q♠, 10♥), rank letters in lists, a moon mark, numbers, punctuation.
NON_WORDS = re.compile(r"(?:10|[2-9AJKQ])[♠♥♦♣]|\b[AJKQ]\b|[\d\W_]+")


class PseudoTranslator(QTranslator):
    """Answers every lookup with the English source between ⟦ and ⟧ (Qt fills %1 and %n in afterwards)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)


def unmarked(text: str, names: list[str]) -> str:
    """What ``text`` says outside the marks, names, cards and numbers ("" when nothing escapes)."""
    text = re.sub(r"<[^<>]*>", " ", text).replace("&", "")
    depth, outside = 0, []
    for char in text:
        depth += (char == OPEN) - (char == CLOSE)
        outside.append(" " if depth or char == CLOSE else char)
    rest = "".join(outside)
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return NON_WORDS.sub("", rest).strip()


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for everything visible in ``root``: each page of every tab widget in turn."""
    found: list[tuple[str, str]] = []
    tabs = [t for t in root.findChildren(QTabWidget) if t.isVisible()]
    pages = [(tab, i) for tab in tabs for i in range(tab.count())] or [(None, 0)]
    for tab, index in pages:
        if tab is not None:
            tab.setCurrentIndex(index)
            found.append((f"{type(root).__name__} tab", tab.tabText(index)))
        found.extend(_visible_texts(root))
    return found


def _visible_texts(root: QWidget) -> list[tuple[str, str]]:
    found = [(f"{type(root).__name__} title", root.windowTitle())]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        where = f"{type(root).__name__}/{type(w).__name__} {w.objectName()}".strip()
        texts = [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        if isinstance(w, QGroupBox):
            texts.append(w.title())
        if isinstance(w, QComboBox):
            texts.extend(w.itemText(i) for i in range(w.count()))
        if isinstance(w, QLineEdit):
            texts.append(w.placeholderText())
        if isinstance(w, QTextBrowser):
            texts.extend(w.toPlainText().splitlines())
        if isinstance(w, QTreeWidget):
            header = w.headerItem()
            texts.extend(header.text(col) for col in range(w.columnCount()))
            items = QTreeWidgetItemIterator(w)
            while items.value() is not None:
                texts.extend(items.value().text(col) for col in range(w.columnCount()))
                items += 1
        if isinstance(w, QTableWidget):
            for col in range(w.columnCount()):
                header = w.horizontalHeaderItem(col)
                texts.append(header.text() if header is not None else "")
            for row in range(w.rowCount()):
                header = w.verticalHeaderItem(row)
                texts.append(header.text() if header is not None else "")
                for col in range(w.columnCount()):
                    item = w.item(row, col)
                    if item is not None:
                        texts.extend((item.text(), item.toolTip()))
        for action in w.actions():
            texts.extend((action.text(), action.toolTip()))
        if isinstance(w, QMenuBar):  # its menus are hidden: their commands are read from them
            for menu in w.findChildren(QMenu):
                texts.extend(a.text() for a in menu.actions())
        found.extend((where, text) for text in texts if text)
    return found


def table_texts(window) -> list[tuple[str, str]]:
    """The texts the table paints or announces: plates, badge, centre message, pile caption, the prompt."""
    t = window.table
    # The badge is given its texts as phrases and lays them out: check each phrase whole.
    found = [("badge", t.badge.state_text()), *(("badge", phrase) for line in t.badge.game for phrase in line),
             *(("badge", phrase) for phrase in t.badge.caption)]
    found += [("plate", plate.hand_text()) for plate in t.plates if plate.isVisible()]
    found += [("message", t.message.text), ("pile", t.pile_caption.text), ("prompt", t.prompt_text),
              ("status", window.statusBar().currentMessage())]
    found += [("card tooltip", item.toolTip()) for item in t.hand]
    return [(where, text) for where, text in found if text]


def escaped(texts: list[tuple[str, str]], names: list[str] = NAMES) -> list[str]:
    return sorted({f"{where}: {text!r} → {rest!r}" for where, text in texts if (rest := unmarked(text, names))})


def test_the_check_sees_an_untranslated_text() -> None:
    assert unmarked("⟦Hand %1⟧ · Q♠ 12, Anna", NAMES) == ""
    assert unmarked("Hand 3", NAMES) == "Hand"
    assert unmarked("⟦Hearts⟧ — Standard", NAMES) == "Standard"


@pytest.mark.parametrize("rules", [Rules(players=4), Rules(variant=Variant.CANCELLATION, players=5)])
def test_the_table_through_a_hand_and_its_window(qtbot, make_window, pseudo: PseudoTranslator, rules: Rules) -> None:
    """Passing, play (every status message and prompt on the way), the score sheet after the hand."""
    window = make_window(rules)
    said: list[tuple[str, str]] = []
    window.statusBar().messageChanged.connect(lambda text: said.append(("status", text)))
    window.table.prompt.connect(lambda text: said.append(("prompt", text)))
    window.table.message.setObjectName("centre")
    window.new_game(5)
    qtbot.waitUntil(lambda: window.table.mode != "idle", timeout=EVENT_TIMEOUT)  # the person passes or plays
    texts = widget_texts(window) + table_texts(window)
    assert window.table.pile_caption.text or not window.table.kitty  # the kitty's caption is looked at too
    window.controller.set_human_autoplay("normal")
    with qtbot.waitSignal(window.controller.trick_won, timeout=EVENT_TIMEOUT):
        pass
    texts += widget_texts(window) + table_texts(window)
    with qtbot.waitSignal(window.controller.hand_scored, timeout=EVENT_TIMEOUT):
        pass
    window.between_hands.show_scores()  # a computer-played seat does not stop for the sheet: open it as the menu does
    assert window.score_dialog is not None and window.controller.match.history
    texts += widget_texts(window.score_dialog) + table_texts(window) + said
    assert not escaped(texts), "\n".join(escaped(texts))


def test_every_dialog(qtbot, pseudo: PseudoTranslator, tmp_path: Path) -> None:
    names = NAMES[:4]
    match = Match(Rules())
    trick = Trick(1, ((1, Card.parse("QS")), (2, Card.parse("2S")), (3, Card.parse("KS")), (0, Card.parse("AS"))), 0)
    stats = StatsStore(tmp_path / STATS_NAME)
    played = Match(Rules(passing=False), 8)
    while not played.round.is_over:
        played.round.play(played.round.legal_cards()[0])
    played.finish_hand(MoonChoice.ADD_TO_OTHERS if played.moon_choice_needed else None)
    history = HandHistoryDialog(played, names)
    menu = QMenu(QCoreApplication.translate("MainWindow", "&Game"))
    menu.addAction(QCoreApplication.translate("MainWindow", "&New game")).setShortcut(QKeySequence("Ctrl+N"))
    # The letters of keys (Qt names the rest through its own, pseudo-marked, translations): "Ctrl+N", "Alt+G, N", P.
    cells = [cell for _title, rows in menu_rows([menu]) for _name, *cells in rows for cell in cells]
    keys = sorted({letter for cell in [*cells, *(key for key, _ in table_rows())]
                   for letter in re.findall(r"\b[A-Z]\b", re.sub(f"{OPEN}[^{CLOSE}]*{CLOSE}", " ", cell))})
    history.tree.expandAll()
    dialogs: list[QWidget] = [
        SettingsDialog(GameSettings()),
        ScoreSheetDialog(names, list(match.history)),
        MoonDialog(names, [10, 20, 30, 40], [36, 46, 56, 40], [10, 20, 30, 14], 26, MoonChoice.ADD_TO_OTHERS),
        GameOverDialog(names, [40, 101, 60, 55], [0]),
        *(RulesDialog(rules) for rules in VARIANT_RULES),
        AboutDialog(),
        LastTrickDialog(CardArt(), names, trick),
        StatsDialog(stats, "Ana"),
        DealDialog(match_in_progress=True),
        history,
        KeyboardDialog(lambda: [menu]),
    ]
    texts = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        texts += widget_texts(dialog)
    assert len(texts) > 300  # the check looks at what the dialogs really show
    exempt = [*NAMES, "Ana", *keys]
    assert not escaped(texts, exempt), "\n".join(escaped(texts, exempt))
