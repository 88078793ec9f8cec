"""The main window's menus: Game, View and Help, their commands with their shortcuts, and their texts.

The Game menu's commands call the window (or its controller and records); full screen and the help pages are the
menus' own. Help ▸ Keyboard reads these menus (:meth:`MainMenus.
menus`), so its list follows the shortcuts set here; the texts are said again after every language change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from .data_folder import open_data_folder
from .dialogs import show_about, show_rules_help
from .keyboard_help import KeyboardDialog

if TYPE_CHECKING:
    from .main_window import MainWindow


class MainMenus:
    """The menu bar of ``window``: the menus and their actions (``new_action``, ``hint_action``, …)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        w = window
        self.game_menu = game = w.menuBar().addMenu("")
        self.new_action = self._action(w.ask_new_game, QKeySequence.StandardKey.New)
        self.scores_action = self._action(w.show_scores, "Ctrl+S")
        self.last_trick_action = self._action(w.show_last_trick, "Ctrl+L")
        self.hint_action = self._action(w.controller.hint, "Ctrl+H")
        self.settings_action = self._action(w.show_settings, QKeySequence.StandardKey.Preferences)
        self.history_action = self._action(w.records.show_history, "Ctrl+Y")
        self.stats_action = self._action(w.records.show_statistics)
        self.stats_action.setEnabled(w.records.stats is not None)
        self.undo_action = self._action(w.undo, QKeySequence.StandardKey.Undo)
        self.restart_action = self._action(w.restart_hand)
        self.play_deal_action = self._action(w.ask_deal)
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = self._action(w.close, QKeySequence.StandardKey.Quit)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        for action in (
            self.new_action,
            self.play_deal_action,
            None,
            self.undo_action,
            self.restart_action,
            None,
            self.scores_action,
            self.last_trick_action,
            self.hint_action,
            self.history_action,
            self.stats_action,
            None,
            self.settings_action,
            None,
            self.quit_action,
        ):
            if action is None:
                game.addSeparator()
            else:
                game.addAction(action)
        game.aboutToShow.connect(self._grey_what_cannot_be_done)
        game.aboutToHide.connect(self._ungrey)
        self.view_menu = view = w.menuBar().addMenu("")
        self.full_screen_action = self._action(self.toggle_full_screen, "F11")
        self.full_screen_action.setCheckable(True)
        view.addAction(self.full_screen_action)
        self.help_menu = help_menu = w.menuBar().addMenu("")
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.keyboard_action = self._action(self.show_keyboard)
        self.about_action = self._action(self.show_about)
        self.data_folder_action = self._action(self.open_data_folder)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.keyboard_action)
        help_menu.addSeparator()
        help_menu.addAction(self.data_folder_action)
        help_menu.addAction(self.about_action)
        for menu in (game, view, help_menu):
            # Before a chosen command runs (it may open a dialog, which then takes the keyboard itself).
            menu.aboutToHide.connect(w.focus_table)
        for action in (
            self.new_action,
            self.scores_action,
            self.last_trick_action,
            self.hint_action,
            self.history_action,
            self.settings_action,
            self.quit_action,
            self.full_screen_action,
            self.rules_action,
        ):
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.set_texts()

    def _action(self, slot: object, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _grey_what_cannot_be_done(self) -> None:
        """In the open Game menu, Undo and Restart hand look as available as they are. Only there: their keys
        stay live, so that Ctrl+Z with nothing to take back still says why in the status bar."""
        c = self.window.controller
        self.undo_action.setEnabled(c.can_undo)
        self.restart_action.setEnabled(c.match is not None and not c.match.hand_scored)

    def _ungrey(self) -> None:
        self.undo_action.setEnabled(True)
        self.restart_action.setEnabled(True)

    def set_texts(self) -> None:
        """The window's title and the menus' texts in the current language (again after every language change)."""
        self.window.setWindowTitle(QCoreApplication.translate("MainWindow", "Hearts"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New game"))
        self.scores_action.setText(QCoreApplication.translate("MainWindow", "&Scores"))
        self.last_trick_action.setText(QCoreApplication.translate("MainWindow", "&Last trick"))
        self.hint_action.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.history_action.setText(QCoreApplication.translate("MainWindow", "Hand histor&y…"))
        self.stats_action.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        self.restart_action.setText(QCoreApplication.translate("MainWindow", "&Restart hand"))
        self.play_deal_action.setText(QCoreApplication.translate("MainWindow", "Play &deal…"))
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "S&ettings…"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.full_screen_action.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.keyboard_action.setText(QCoreApplication.translate("MainWindow", "&Keyboard"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Hearts"))
        self.data_folder_action.setText(QCoreApplication.translate("MainWindow", "Open &data folder"))

    def toggle_full_screen(self) -> None:
        """View ▸ Full screen (F11), and back."""
        w = self.window
        w.setWindowState(w.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.full_screen_action.setChecked(w.isFullScreen())

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules in force, beside the table (deleted when closed)."""
        w = self.window
        match = w.controller.match
        dialog = show_rules_help(match.rules if match is not None else w.settings.rules, w)
        dialog.finished.connect(w.focus_table)

    def show_keyboard(self) -> None:
        """Help ▸ Keyboard: every key, read from the menus as they are now (deleted when closed)."""
        dialog = KeyboardDialog(self.menus, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.window.focus_table)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def show_about(self) -> None:
        """Help ▸ About Hearts (deleted when closed)."""
        show_about(self.window).finished.connect(self.window.focus_table)

    def open_data_folder(self) -> None:
        """Help ▸ Open data folder: saves, statistics and the log, in the file manager."""
        open_data_folder(lambda sentence: self.window.problems.report(
            QCoreApplication.translate("MainWindow", "Hearts"), sentence))

    def menus(self) -> list[QMenu]:
        return [self.game_menu, self.view_menu, self.help_menu]
