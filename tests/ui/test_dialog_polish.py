"""Small things a new player met in the dialogs: the seats' places in Settings, a rule that does not apply shown
off, and the score sheet's legend, size and heading."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from hearts_qt.engine.rules import Rules, Variant
from hearts_qt.settings import GameSettings
from hearts_qt.ui.settings_dialog import SettingsDialog


def make(qtbot: QtBot, settings: GameSettings) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


def test_every_seat_of_four_says_where_it_sits(qtbot: QtBot) -> None:
    dialog = make(qtbot, replace(GameSettings(), rules=Rules(players=4)))
    texts = [label.text() for label in dialog.seat_labels[:3]]
    assert texts == ["Seat 1 (your left):", "Seat 2 (across):", "Seat 3 (your right):"]
    dialog.players_spin.setValue(5)
    assert dialog.seat_labels[1].text() == "Seat 2:"


def test_the_jack_rule_shows_off_outside_omnibus_and_keeps_its_value(qtbot: QtBot) -> None:
    dialog = make(qtbot, replace(GameSettings(), rules=Rules(players=4, jack_needed_for_moon=True)))
    box = dialog.jack_for_moon
    assert not box.isEnabled() and not box.isChecked(), "a rule that does not apply reads as on"
    assert dialog.settings().rules.jack_needed_for_moon  # still stored as set
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.OMNIBUS))
    assert box.isEnabled() and box.isChecked()
    box.setChecked(False)
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.STANDARD))
    assert not box.isChecked() and not dialog.settings().rules.jack_needed_for_moon
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.OMNIBUS))
    assert box.isEnabled() and not box.isChecked()
    box.setChecked(True)
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.STANDARD))
    dialog.restore_defaults()
    assert not box.isChecked() and not box.isEnabled()
