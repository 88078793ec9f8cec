"""Qt's own words in Macedonian and Serbian: the Details button, the right-click menus of text, number and scroll
fields, Qt's save dialog and the key names in our sentences come from our translations
(:mod:`hearts_qt.ui.style.qt_strings`), since Qt ships none for these languages.

Each test builds the real Qt widget with the app's translators installed and reads what it shows; a text still in
English, or a source text Qt no longer asks for, fails.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, QTranslator
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QScrollBar,
    QSpinBox,
    QTextBrowser,
    QTreeView,
    QWidget,
)

from hearts_qt.bootstrap import install_translators
from hearts_qt.engine import Rules
from hearts_qt.ui.table.prompts import pass_prompt, play_prompt

from .conftest import build_translations
from .keyboard import TIMEOUT

LANGUAGES = ["mk", "sr_Latn", "sr_Cyrl"]
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
#: Key names printed on the keys in Latin letters: they stay as they are in every language.
KEY_LABELS = {"Enter", "Esc", "Tab", "PgUp", "PgDown", "Home", "End", "Ctrl", "Alt", "Shift", "P"}


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


@pytest.fixture
def translated(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """``translated(lang)`` installs the app's translators for ``lang`` until the end of the test."""
    installed: list[QTranslator] = []

    def install(lang: str) -> None:
        installed.extend(install_translators(qapp, lang))

    yield install
    for translator in installed:
        qapp.removeTranslator(translator)


def _plain(text: str) -> str:
    """A menu text without its accelerator and the shortcut Qt writes after a tab."""
    return text.split("\t")[0].replace("&", "")


def _popup_texts(widget: QWidget) -> list[str]:
    """The items of the context menu ``widget`` opens on a right click: read, then closed (a spin box runs its
    menu modally, so a timer reads it from inside; a scroll bar's is still open when the event returns)."""
    seen: list[str] = []

    def read_and_close() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu) and not seen:
            seen.extend(_plain(action.text()) for action in menu.actions() if not action.isSeparator())
            menu.close()

    QTimer.singleShot(0, read_and_close)
    QApplication.sendEvent(widget, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(4, 4),
                                                     widget.mapToGlobal(QPoint(4, 4))))
    read_and_close()
    assert seen, f"{type(widget).__name__} opened no menu"
    return seen


def _menus(qtbot) -> list[str]:
    line, browser, spin, bar = QLineEdit(), QTextBrowser(), QSpinBox(), QScrollBar(Qt.Orientation.Vertical)
    across = QScrollBar(Qt.Orientation.Horizontal)
    for widget in (line, browser, spin, bar, across):
        qtbot.addWidget(widget)
    spin.show()
    bar.show()
    across.show()
    texts = [_plain(action.text()) for menu in (line.createStandardContextMenu(),
                                                 browser.createStandardContextMenu())
             for action in menu.actions() if not action.isSeparator()]
    return texts + _popup_texts(spin) + _popup_texts(bar) + _popup_texts(across)


def _details_button(qtbot) -> list[str]:
    box = QMessageBox(QMessageBox.Icon.Warning, "", "", QMessageBox.StandardButton.Ok)
    qtbot.addWidget(box)
    box.setDetailedText("detail")
    box.show()
    details = next(button for button in box.buttons()
                   if box.buttonRole(button) == QMessageBox.ButtonRole.ActionRole)
    shown = details.text()
    details.click()
    return [shown, details.text()]


def _file_dialog(qtbot, folder: Path) -> list[str]:
    """Every word Qt's own save dialog shows: labels, buttons and their tooltips, the file list's columns and the
    kind of its entries, the file type (no filter of ours: Qt's "All files")."""
    (folder / "inside").mkdir(exist_ok=True)
    dialog = QFileDialog(None, "", str(folder))
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    model = tree.model()
    qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) > 0)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    texts += [text for button in dialog.findChildren(QAbstractButton) for text in (button.text(), button.toolTip())]
    texts += [str(model.headerData(column, Qt.Orientation.Horizontal)) for column in range(model.columnCount())]
    texts += [str(model.index(0, 2, tree.rootIndex()).data())]  # the kind of the folder inside
    texts.append(dialog.findChild(QComboBox, "fileTypeCombo").currentText())
    dialog.findChild(QLineEdit, "fileNameEdit").setText("inside")  # a folder's name: Save becomes Open
    texts += [button.text() for button in dialog.findChildren(QAbstractButton) if button.text()]
    return [_plain(text) for text in texts if text and any(letter.isalpha() for letter in text)]


def _still_english(english: list[str], shown: list[str], lang: str) -> list[str]:
    """The texts that read as in English (or, in a Cyrillic language, without a Cyrillic letter)."""
    assert len(english) == len(shown), (english, shown)
    return [f"{source!r} → {text!r}" for source, text in zip(english, shown, strict=True)
            if text not in KEY_LABELS and (text == source or (lang != "sr_Latn" and not CYRILLIC.search(text)))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_context_menus_and_the_details_button_are_translated(lang: str, qtbot, translated) -> None:
    english = _menus(qtbot) + _details_button(qtbot)
    assert "Copy" in english and "Step up" in english and "Scroll here" in english and "Left edge" in english
    assert "Show Details..." in english and "Hide Details..." in english
    translated(lang)
    shown = _menus(qtbot) + _details_button(qtbot)
    assert not _still_english(english, shown, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_qt_save_dialog_is_translated(lang: str, qtbot, translated, tmp_path: Path) -> None:
    english = _file_dialog(qtbot, tmp_path)
    assert {"File name:", "Files of type:", "Look in:", "Name", "Date Modified", "Folder", "Open"} <= set(english)
    translated(lang)
    assert not _still_english(english, _file_dialog(qtbot, tmp_path), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_are_named_in_the_language(lang: str, qapp: QApplication, translated) -> None:
    keys = [Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
    english = [QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys]
    translated(lang)
    named = [QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys]
    assert not _still_english(english, named, lang)
    # The keys printed in Latin letters stay as printed, modifiers too.
    assert QKeySequence("Ctrl+Shift+Tab").toString(QKeySequence.SequenceFormat.NativeText) == "Ctrl+Shift+Tab"
    for prompt in (pass_prompt(True), play_prompt(True)):
        words = set(re.findall(r"[A-Za-z]+", prompt))
        assert not words & set(english), prompt
        if lang != "sr_Latn":
            assert words <= KEY_LABELS, f"{prompt!r} keeps English words {sorted(words - KEY_LABELS)}"


def test_the_pass_key_works_on_a_cyrillic_keyboard(qtbot, make_window) -> None:
    """The prompts say "press P"; with a Macedonian or Serbian Cyrillic layout that key types П, and Qt reports
    the letter, not Key_P: it passes all the same."""
    window = make_window(Rules(players=4))
    table = window.table
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    table.setFocus()
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Right)
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(table, QKeyEvent(kind, ord("П"), Qt.KeyboardModifier.NoModifier, "п"))
    assert window.controller.match.round.has_passed(0)
