"""The main window's menus: Game, View and Help, their commands with their shortcuts, and their texts.

The Game menu's commands are given as :class:`MenuCommands` (the window's, its controller's and its records'
methods); full screen and the help pages are the menus' own. Help ▸ Keyboard reads these menus (:meth:`MainMenus.
menus`), so its list follows the shortcuts set here; the texts are said again after every language change.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from hearts_qt.engine import Rules
from hearts_qt.ui.window.data_folder import open_data_folder


@dataclass(frozen=True)
class MenuCommands:
    """What the menus' commands do, and what the menus ask of the game."""

    new_game: Callable[[], object]
    play_deal: Callable[[], object]
    undo: Callable[[], object]
    restart_hand: Callable[[], object]
    scores: Callable[[], object]
    last_trick: Callable[[], object]
    hint: Callable[[], object]
    history: Callable[[], object]
    statistics: Callable[[], object]
    statistics_kept: bool  # False: no statistics are kept (the command is disabled)
    settings: Callable[[], object]
    quit: Callable[[], object]
    focus_table: Callable[[], object]  # the keyboard back to the hand as a menu closes
    can_undo: Callable[[], bool]
    can_restart: Callable[[], bool]
    rules: Callable[[], Rules]  # the rules in force (Help ▸ Rules)
    tell: Callable[[str], object]  # a problem said to the player in one sentence (the data folder cannot be opened)
    trick_area: Callable[[], QRect]  # where the trick lies on the screen (Help ▸ Rules opens clear of it)


def hint_shortcut(platform: str | None = None) -> str:
    """Game ▸ Hint's key on ``platform`` (this one by default): Ctrl+H, except on macOS, where Qt makes Ctrl the
    ⌘ key and ⌘H hides the application (⌥⌘H hides the others): there it is ⇧⌘H."""
    return "Ctrl+Shift+H" if (platform or sys.platform) == "darwin" else "Ctrl+H"


def full_screen_shortcuts(platform: str | None = None) -> list[QKeySequence]:
    """View ▸ Full screen's keys: the system's own (``QKeySequence.StandardKey.FullScreen``: ⌃⌘F on macOS, where F11
    shows the desktop; F11 and Alt+Enter on Windows), and F11 on every other system, where players expect it even
    when the desktop's own key is another (Ctrl+F11 on GNOME)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    if (platform or sys.platform) != "darwin" and QKeySequence("F11") not in keys:
        keys.append(QKeySequence("F11"))
    return keys


class MainMenus:
    """The menu bar of ``window``: the menus and their actions (``new_action``, ``hint_action``, …)."""

    def __init__(self, window: QMainWindow, commands: MenuCommands) -> None:
        self.window = w = window
        self.commands = do = commands
        self.game_menu = game = w.menuBar().addMenu("")
        self.new_action = self._action(do.new_game, QKeySequence.StandardKey.New)
        self.scores_action = self._action(do.scores, "Ctrl+S")
        self.last_trick_action = self._action(do.last_trick, "Ctrl+L")
        self.hint_action = self._action(do.hint, hint_shortcut())
        self.settings_action = self._action(do.settings, QKeySequence.StandardKey.Preferences)
        self.history_action = self._action(do.history, "Ctrl+Y")
        self.stats_action = self._action(do.statistics)
        self.stats_action.setEnabled(do.statistics_kept)
        self.undo_action = self._action(do.undo, QKeySequence.StandardKey.Undo)
        self.restart_action = self._action(do.restart_hand)
        self.play_deal_action = self._action(do.play_deal)
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = self._action(do.quit, QKeySequence.StandardKey.Quit)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        # macOS puts these three in the application's own menu (Hearts ▸ About, Settings…, Quit), as Mac apps have them.
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
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
        self.full_screen_action = self._action(self.toggle_full_screen)
        self.full_screen_action.setShortcuts(full_screen_shortcuts())
        self.full_screen_action.setCheckable(True)
        view.addAction(self.full_screen_action)
        self.help_menu = help_menu = w.menuBar().addMenu("")
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.keyboard_action = self._action(self.show_keyboard)
        self.about_action = self._action(self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.data_folder_action = self._action(self.open_data_folder)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.keyboard_action)
        help_menu.addSeparator()
        help_menu.addAction(self.data_folder_action)
        help_menu.addAction(self.about_action)
        for menu in (game, view, help_menu):
            # Before a chosen command runs (it may open a dialog, which then takes the keyboard itself).
            menu.aboutToHide.connect(do.focus_table)
            menu.aboutToHide.connect(self._leave_menu_bar_soon)
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
        # No guessing from the text: Qt would otherwise move a command whose (translated) name looks like "About"
        # or "Options" into macOS's application menu. The three that belong there say so themselves.
        action.setMenuRole(QAction.MenuRole.NoRole)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _leave_menu_bar_soon(self) -> None:
        """Escape closes a menu, and then Qt gives the keyboard to the menu bar (its title highlighted: P and the
        arrows do nothing, Enter opens the menu again, a second Escape was needed). Once the menu has gone — unless
        another has opened (the arrow keys go along the bar) or a command took the keyboard — the hand has it."""
        QTimer.singleShot(0, self.window, self._leave_menu_bar)

    def _leave_menu_bar(self) -> None:
        if QApplication.activePopupWidget() is None and self.window.menuBar().hasFocus():
            self.commands.focus_table()

    def _grey_what_cannot_be_done(self) -> None:
        """In the open Game menu, Undo and Restart hand look as available as they are. Only there: their keys
        stay live, so that Ctrl+Z with nothing to take back still says why in the status bar."""
        self.undo_action.setEnabled(self.commands.can_undo())
        self.restart_action.setEnabled(self.commands.can_restart())

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
        """View ▸ Full screen (F11; ⌃⌘F on macOS), and back."""
        w = self.window
        w.setWindowState(w.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.full_screen_action.setChecked(w.isFullScreen())

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules in force, beside the table, clear of the trick (deleted when closed)."""
        from hearts_qt.ui.dialogs.game import show_rules_help  # when first asked for: not before the first window

        dialog = show_rules_help(self.commands.rules(), self.window, self.commands.trick_area())
        dialog.finished.connect(self.commands.focus_table)

    def show_keyboard(self) -> None:
        """Help ▸ Keyboard: every key, read from the menus as they are now (deleted when closed)."""
        from hearts_qt.ui.dialogs.keyboard_help import KeyboardDialog

        dialog = KeyboardDialog(self.menus, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.commands.focus_table)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def show_about(self) -> None:
        """Help ▸ About Hearts (deleted when closed)."""
        from hearts_qt.ui.dialogs.game import show_about

        show_about(self.window).finished.connect(self.commands.focus_table)

    def open_data_folder(self) -> None:
        """Help ▸ Open data folder: saves, statistics and the log, in the file manager."""
        open_data_folder(self.commands.tell)

    def menus(self) -> list[QMenu]:
        return [self.game_menu, self.view_menu, self.help_menu]
