"""Help ▸ Keyboard's reading of menu texts: the accelerator letter, the text without its mark, the route by keys."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from hearts_qt.ui.dialogs.keyboard_help import NO_KEY, accelerator, menu_route, plain_text, shortcut_text


def test_the_marked_letter_and_the_plain_text() -> None:
    assert accelerator("Hand histor&y…") == "Y" and plain_text("Hand histor&y…") == "Hand history…"
    assert accelerator("Rock && &Roll") == "R" and plain_text("Rock && &Roll") == "Rock & Roll"
    assert accelerator("Salt && pepper") is None and accelerator("end&") is None
    assert accelerator("&Игра") == "И"  # Macedonian and Serbian menus have Cyrillic letters


def test_the_route_through_a_menu_and_the_shortcuts(qtbot) -> None:
    menu = QMenu("&Игра")
    new_game = menu.addAction("&Нова игра")
    new_game.setShortcuts([QKeySequence("Ctrl+N"), QKeySequence("F2")])
    plain = menu.addAction("No letter")
    assert menu_route(menu, new_game) == "Alt+И, Н"
    assert shortcut_text(new_game) == "Ctrl+N, F2"
    assert menu_route(menu, plain) == NO_KEY and shortcut_text(plain) == NO_KEY
