"""Help ▸ Keyboard: every key the game answers to, in one scrollable page.

The menu commands are read from the window's own menus when the page is shown — each command's text, its
shortcuts and the Alt+letter route through its menu (macOS has none, and lists About, Settings and Quit under the
application's menu) — so the list cannot drift from the shortcuts actually set (or from a translation's
accelerators). The keys of the table and of the dialogs follow; they are the ones
:class:`~hearts_qt.ui.table.view.TableView` and Qt's dialogs answer to.
"""

from __future__ import annotations

import sys
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
#: The commands macOS lists in the application's own menu (the roles set in :mod:`hearts_qt.ui.window.menus`).
APPLICATION_MENU_ROLES = (QAction.MenuRole.AboutRole, QAction.MenuRole.PreferencesRole, QAction.MenuRole.QuitRole)


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


def _in_application_menu(action: QAction, mac: bool) -> bool:
    return mac and action.menuRole() in APPLICATION_MENU_ROLES


def menu_rows(menus: list[QMenu], platform: str | None = None) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """For each menu, its title and a row per command: (command, shortcuts, route through the menu).

    On macOS (``platform``, this one by default) menus have no Alt+letter routes (a dash), and About, Settings and
    Quit are listed where the system puts them: first, under the application's own menu, named after it.
    """
    mac = (platform or sys.platform) == "darwin"
    sections = []
    if mac:
        chosen = [action for menu in menus for action in menu.actions() if _in_application_menu(action, mac)]
        chosen.sort(key=lambda action: APPLICATION_MENU_ROLES.index(action.menuRole()))  # as macOS orders them
        rows = [(plain_text(action.text()), shortcut_text(action), NO_KEY) for action in chosen]
        sections.append((QCoreApplication.translate("MainWindow", "Hearts"), rows))
    for menu in menus:
        rows = [(plain_text(action.text()), shortcut_text(action), NO_KEY if mac else menu_route(menu, action))
                for action in menu.actions()
                if not action.isSeparator() and action.isVisible() and not _in_application_menu(action, mac)]
        sections.append((plain_text(menu.title()), rows))
    return sections


def table_rows(platform: str | None = None) -> list[tuple[str, str]]:
    """The keys of the table and of every dialog: (keys, what they do). The keys' names are Qt's (the same as
    in the shortcuts); only the words around them are ours. macOS has no Alt+letter mnemonics, so it has no such
    row."""
    enter = key_names(Qt.Key.Key_Enter)
    space_or_enter = QCoreApplication.translate("KeyboardHelp", "%1 or %2")
    in_a_dialog = QCoreApplication.translate("KeyboardHelp", "%1 (in a dialog)")
    rows = [
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
    if (platform or sys.platform) == "darwin":
        rows = [row for row in rows if row[0] != QCoreApplication.translate("KeyboardHelp", "Alt + underlined letter")]
    return rows


def keyboard_html(menus: list[QMenu], platform: str | None = None) -> str:
    """The page: the table's keys, then the commands of every menu in one table (a heading row per menu). On macOS
    (``platform``, this one by default) the column of Alt+letter routes is left out: they do not exist there."""
    routes = (platform or sys.platform) != "darwin"
    keys_title = QCoreApplication.translate("KeyboardHelp", "At the table and in dialogs")
    menus_title = QCoreApplication.translate("KeyboardHelp", "Menu commands")
    head = (QCoreApplication.translate("KeyboardHelp", "Command"),
            QCoreApplication.translate("KeyboardHelp", "Shortcut"),
            QCoreApplication.translate("KeyboardHelp", "Through the menu"))[:3 if routes else 2]
    parts = [f"<h3>{escape(keys_title)}</h3>", "<table cellspacing='0' cellpadding='4'>"]
    parts += [f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>"
              for keys, what in table_rows(platform)]
    parts.append("</table>")
    parts.append(f"<h3>{escape(menus_title)}</h3><table cellspacing='0' cellpadding='4'><tr>"
                 + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>")
    for title, rows in menu_rows(menus, platform):
        parts.append(f"<tr><td colspan='{len(head)}'><br><b>{escape(title)}</b></td></tr>")
        parts += ["<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row[:len(head)]) + "</tr>" for row in rows]
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
