"""Small things a new player met in the dialogs: the seats' places in Settings, a rule that does not apply shown
off, and the score sheet's legend, size and heading."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from hearts_qt.engine.match import HandResult
from hearts_qt.engine.rules import MoonChoice, Rules, Variant
from hearts_qt.settings import GameSettings
from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_qt.ui.settings.dialog import SettingsDialog


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
    box = dialog.house.jack_for_moon
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


def sheet(qtbot: QtBot, history: list[HandResult]) -> ScoreSheetDialog:
    dialog = ScoreSheetDialog(["You", "Anna", "Boris", "Clara"], history)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_score_sheet_explains_the_moon_only_when_it_was_shot(qtbot: QtBot) -> None:
    plain = [HandResult(i, (5, 8, 13, 0), (5, 8, 13, 0), None, None) for i in range(3)]
    dialog = sheet(qtbot, plain)
    assert dialog.summary.text() == "Hands played: 3."
    moon = HandResult(3, (26, 0, 0, 0), (0, 26, 26, 26), 0, MoonChoice.ADD_TO_OTHERS)
    dialog.set_history(["You", "Anna", "Boris", "Clara"], [*plain, moon])
    assert "moon was shot" in dialog.summary.text()


def test_the_score_sheet_fits_its_rows_and_names_the_hand_just_over(qtbot: QtBot) -> None:
    dialog = sheet(qtbot, [HandResult(i, (5, 8, 13, 0), (5, 8, 13, 0), None, None) for i in range(3)])
    table = dialog.table
    rows = table.verticalHeader().length()
    below = table.viewport().height() - rows
    assert below <= 0, f"{below} px of empty table under the totals"
    assert not dialog.heading.isVisible()
    dialog.announce_hand_over(2)
    assert dialog.heading.isVisible() and dialog.heading.text() == "Hand 3 is over."
