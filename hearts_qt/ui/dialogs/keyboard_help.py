"""Help ▸ Keyboard: every key the game answers to, in one scrollable page.

The menu commands are read from the window's own menus when the page is shown — each command's text, its
shortcuts and the Alt+letter route through its menu — so the list cannot drift from the shortcuts actually set (or
from a translation's accelerators). The keys of the table and of the dialogs follow; they are the ones
:class:`~hearts_qt.ui.table.view.TableView` and Qt's dialogs answer to.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QTextBrowser, QVBoxLayout, QWidget

from hearts_qt.text.format import fill
from hearts_qt.text.language import is_language_change
from hearts_qt.ui.style.keys import ARROWS, key_names, native
from hearts_qt.ui.style.screen_fit import resize_within

NO_KEY = "—"


def plain_text(text: str) -> str:
    """A menu text without its accelerator mark: ``"Hand histor&y…"`` → ``"Hand history…"`` (``&&`` is one ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def accelerator(text: str) -> str | None:
    """The letter marked with ``&`` in a menu text, upper-case (``None`` when there is none)."""
    index = text.replace("&&", "\0\0").find("&")
    if index < 0 or index + 1 >= len(text):
        return None
    return text[index + 1].upper()


def shortcut_text(action: QAction) -> str:
    """Every shortcut of ``action`` as the keyboard shows them ("Ctrl+N"), or a dash when it has none."""
    keys = [native(key) for key in action.shortcuts() if not key.isEmpty()]
    return ", ".join(keys) if keys else NO_KEY


def menu_route(menu: QMenu, action: QAction) -> str:
    """How to reach ``action`` through ``menu`` by keys: "Alt+G, N" (a dash when a letter is missing)."""
    menu_letter, item_letter = accelerator(menu.title()), accelerator(action.text())
    if menu_letter is None or item_letter is None:
        return NO_KEY
    alt = QKeySequence(f"Alt+{menu_letter}")
    return f"{native(alt)}, {item_letter}"


def menu_rows(menus: list[QMenu]) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """For each menu, its title and a row per command: (command, shortcuts, route through the menu)."""
    sections = []
    for menu in menus:
        rows = [(plain_text(action.text()), shortcut_text(action), menu_route(menu, action))
                for action in menu.actions() if not action.isSeparator() and action.isVisible()]
        sections.append((plain_text(menu.title()), rows))
    return sections


def table_rows() -> list[tuple[str, str]]:
    """The keys of the table and of every dialog: (keys, what they do). The keys' names are Qt's (the same as
    in the shortcuts); only the words around them are ours."""
    enter = key_names(Qt.Key.Key_Enter)
    space_or_enter = QCoreApplication.translate("KeyboardHelp", "%1 or %2")
    in_a_dialog = QCoreApplication.translate("KeyboardHelp", "%1 (in a dialog)")
    return [
        (ARROWS, QCoreApplication.translate(
            "KeyboardHelp", "Move the focus ring across your cards (the first press shows it)")),
        (fill(space_or_enter, key_names(Qt.Key.Key_Space), enter), QCoreApplication.translate(
            "KeyboardHelp", "Select or deselect the ringed card for the pass; play it when it is your turn")),
        (key_names(Qt.Key.Key_P), QCoreApplication.translate(
            "KeyboardHelp", "Pass the three selected cards (or say how many are still to choose)")),
        (enter, QCoreApplication.translate("KeyboardHelp", "OK on the cards you received: play starts")),
        (key_names("Tab", "Shift+Tab"), QCoreApplication.translate(
            "KeyboardHelp", "Move between the table and its buttons, and between a dialog's controls")),
        (QCoreApplication.translate("KeyboardHelp", "Alt + underlined letter"), QCoreApplication.translate(
            "KeyboardHelp", "Open a menu, or press the button or field with that letter in a dialog")),
        (fill(in_a_dialog, enter), QCoreApplication.translate(
            "KeyboardHelp", "The dialog's default button: the score sheet after a hand deals the next one, game "
            "over starts a new game")),
        (key_names(Qt.Key.Key_Escape), QCoreApplication.translate(
            "KeyboardHelp", "Close a dialog or a menu (the moon choice waits for an answer; game over leaves the "
            "final table in view)")),
        (key_names("Ctrl+Tab", "Ctrl+Shift+Tab"), QCoreApplication.translate(
            "KeyboardHelp", "The next or previous page of Settings")),
        (", ".join((key_names(Qt.Key.Key_PageUp, Qt.Key.Key_PageDown), key_names(Qt.Key.Key_Home, Qt.Key.Key_End))),
         QCoreApplication.translate("KeyboardHelp", "Scroll the rules and this list")),
    ]


def keyboard_html(menus: list[QMenu]) -> str:
    """The page: the table's keys, then the commands of every menu in one table (a heading row per menu)."""
    keys_title = QCoreApplication.translate("KeyboardHelp", "At the table and in dialogs")
    menus_title = QCoreApplication.translate("KeyboardHelp", "Menu commands")
    head = (QCoreApplication.translate("KeyboardHelp", "Command"),
            QCoreApplication.translate("KeyboardHelp", "Shortcut"),
            QCoreApplication.translate("KeyboardHelp", "Through the menu"))
    parts = [f"<h3>{escape(keys_title)}</h3>", "<table cellspacing='0' cellpadding='4'>"]
    parts += [f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>" for keys, what in table_rows()]
    parts.append("</table>")
    parts.append(f"<h3>{escape(menus_title)}</h3><table cellspacing='0' cellpadding='4'><tr>"
                 + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>")
    for title, rows in menu_rows(menus):
        parts.append(f"<tr><td colspan='3'><br><b>{escape(title)}</b></td></tr>")
        parts += ["<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows]
    parts.append("</table>")
    return "".join(parts)


class KeyboardDialog(QDialog):
    """The keys, read from ``menus()`` (the window's menus, asked again after a language change)."""

    def __init__(self, menus: Callable[[], list[QMenu]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._menus = menus
        self.browser = QTextBrowser()
        self.browser.document().setDocumentMargin(12)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self._set_texts()
        resize_within(self, 640, 600)
        # The list takes the keyboard when it opens: PgUp/PgDn, Home/End and the arrows scroll it.
        self.browser.setFocus()

    def _set_texts(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("KeyboardHelp", "Keyboard"))
        bar = self.browser.verticalScrollBar()
        read = bar.value() / bar.maximum() if bar.maximum() else 0.0
        self.browser.setHtml(keyboard_html(self._menus()))
        bar.setValue(round(read * bar.maximum()))

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            # After this turn of the event loop: the main window says its menu texts again on the same event.
            QTimer.singleShot(0, self, self._set_texts)
        super().changeEvent(event)
