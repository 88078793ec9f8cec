"""Keys that fit each system, decided here with a faked platform: Hint is not ⌘H on macOS (which hides the app),
full screen takes the system's own keys (not F11, Show Desktop, on macOS), and About, Settings and Quit carry the
roles that put them in macOS's application menu, while no other command is moved there by its name."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QAction, QKeySequence

from hearts_qt.engine import Rules
from hearts_qt.ui.dialogs.keyboard_help import NO_KEY, keyboard_html, menu_rows
from hearts_qt.ui.window.menus import full_screen_shortcuts, hint_shortcut

MAC_RESERVED = ("Ctrl+H", "Ctrl+Alt+H", "Ctrl+M", "Ctrl+Q")  # ⌘H hide, ⌥⌘H hide others, ⌘M minimise; ⌘Q is Quit's


def test_hint_is_ctrl_h_except_on_macos():
    assert hint_shortcut("linux") == hint_shortcut("win32") == "Ctrl+H"
    assert hint_shortcut("darwin") == "Ctrl+Shift+H"


def test_full_screen_takes_the_systems_keys_and_f11_except_on_macos(qapp):
    system = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    for platform in ("linux", "win32"):
        keys = full_screen_shortcuts(platform)
        assert QKeySequence("F11") in keys and all(key in keys for key in system)
    assert QKeySequence("F11") not in full_screen_shortcuts("darwin") or QKeySequence("F11") in system


def test_on_macos_no_command_takes_a_key_the_system_keeps(qtbot, make_window, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    window = make_window(Rules(players=4))
    menus = window.menus
    assert menus.hint_action.shortcut() == QKeySequence("Ctrl+Shift+H")
    taken = {key.toString() for menu in menus.menus() for action in menu.actions() for key in action.shortcuts()}
    assert not taken & set(MAC_RESERVED[:3])
    assert [key.toString() for key in menus.quit_action.shortcuts()] == ["Ctrl+Q"]
    assert menus.full_screen_action.shortcuts() == full_screen_shortcuts("darwin")


def test_about_settings_and_quit_go_to_the_application_menu_and_nothing_else(qtbot, make_window):
    menus = make_window(Rules(players=4)).menus
    roles = {menus.about_action: QAction.MenuRole.AboutRole, menus.settings_action: QAction.MenuRole.PreferencesRole,
             menus.quit_action: QAction.MenuRole.QuitRole}
    for menu in menus.menus():
        for action in menu.actions():
            if not action.isSeparator():
                assert action.menuRole() == roles.get(action, QAction.MenuRole.NoRole), action.text()


def test_help_keyboard_on_macos_shows_the_application_menu_and_no_alt_routes(qtbot, make_window,
                                                                             monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    menus = make_window(Rules(players=4)).menus
    sections = dict(menu_rows(menus.menus()))
    assert [name for name, _, _ in sections["Hearts"]] == ["About Hearts", "Settings…", "Quit"]
    game = [name for name, _, _ in sections["Game"]]
    assert "Quit" not in game and "Settings…" not in game and "About Hearts" not in sections["Help"]
    assert all(route == NO_KEY for rows in sections.values() for _, _, route in rows)
    hint = next(keys for name, keys, _ in sections["Game"] if name == "Hint")
    assert hint == QKeySequence("Ctrl+Shift+H").toString(QKeySequence.SequenceFormat.NativeText)
    page = keyboard_html(menus.menus())
    assert "Through the menu" not in page and "Alt + underlined letter" not in page and "Alt+G" not in page
    monkeypatch.setattr(sys, "platform", "linux")  # the same menus, read as elsewhere: routes and no "Hearts" menu
    page = keyboard_html(menus.menus())
    assert "Through the menu" in page and "Alt+G, N" in page and "Hearts" not in dict(menu_rows(menus.menus()))
