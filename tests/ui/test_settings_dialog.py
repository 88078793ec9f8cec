"""The settings dialog: impossible combinations cannot be chosen, disabled options say why, OK returns the edits."""

from __future__ import annotations

from typing import cast

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette, QStandardItemModel
from pytestqt.qtbot import QtBot

from hearts_qt.engine.rules import MoonScoring, Rules, TieRule, Variant
from hearts_qt.settings import GameSettings
from hearts_qt.ui.settings.dialog import SettingsDialog
from hearts_qt.ui.style.colours import contrast_ratio


def make(qtbot: QtBot, settings: GameSettings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings if settings is not None else GameSettings())
    qtbot.addWidget(dialog)
    return dialog


def variant_item_enabled(dialog: SettingsDialog, variant: Variant) -> bool:
    model = cast(QStandardItemModel, dialog.variant_combo.model())
    item = model.item(dialog.variant_combo.findData(variant))
    return bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)


def test_unchanged_dialog_returns_the_same_settings(qtbot: QtBot) -> None:
    custom = GameSettings(rules=Rules(players=6, variant=Variant.CANCELLATION, ties=TieRule.PLAY_OFF),
                          opponent_levels=("easy", "hard", "normal", "normal", "normal", "normal"),
                          animation_speed="fast", language="pl")
    assert make(qtbot, custom).settings() == custom
    assert make(qtbot).settings() == GameSettings()


def test_cancellation_with_three_players_says_why_beside_the_controls(qtbot: QtBot) -> None:
    dialog = make(qtbot, GameSettings(rules=Rules(players=3)))
    dialog.show()
    assert variant_item_enabled(dialog, Variant.CANCELLATION)  # any order of choosing works
    assert dialog.players_problem.isHidden() and dialog.ok_button.isEnabled()
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.CANCELLATION))
    assert dialog.players_spin.value() == 3  # nothing snaps back behind the person's back
    assert dialog.players_problem.isVisible()
    assert dialog.players_problem.text() == "Cancellation Hearts needs 5 to 7 players."
    assert not dialog.ok_button.isEnabled() and dialog.ok_button.toolTip() == dialog.players_problem.text()
    assert not dialog.new_game_note.isVisible()
    with qtbot.assertNotEmitted(dialog.accepted):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible()
    dialog.players_spin.setValue(5)
    assert dialog.players_problem.isHidden() and dialog.ok_button.isEnabled()
    assert dialog.settings().rules == Rules(players=5, variant=Variant.CANCELLATION)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)


def test_notes_keep_a_readable_contrast_in_light_and_dark_palettes(qtbot: QtBot) -> None:
    light = QPalette(QColor("#efefef"))
    dark = QPalette(QColor("#3a3a3a"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#f0f0f0"))
    dark.setColor(QPalette.ColorRole.Window, QColor("#2b2b2b"))
    for palette in (light, dark):
        dialog = make(qtbot, GameSettings(rules=Rules(players=3)))
        dialog.setPalette(palette)
        dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.CANCELLATION))
        window = dialog.palette().color(QPalette.ColorRole.Window)
        assert window == palette.color(QPalette.ColorRole.Window)
        # The window, and the tab page as Fusion paints it (a lightened button colour; measured on screen).
        pages = [window, palette.color(QPalette.ColorRole.Button).lighter(125)]
        for note in (dialog.variant_hint, dialog.target_hint, dialog.players_problem, dialog.new_game_note):
            colour = note.palette().color(QPalette.ColorRole.WindowText)
            for page in pages:
                assert contrast_ratio(colour, page) >= 4.5, (note.text(), colour.name(), page.name())
            assert note.isEnabled()  # not greyed out as a disabled control
        hint = dialog.variant_hint.palette().color(QPalette.ColorRole.WindowText)
        assert hint != palette.color(QPalette.ColorRole.WindowText)  # still set apart from the controls' text


def test_contrast_ratio_matches_the_wcag_examples() -> None:
    assert contrast_ratio(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("white"), QColor("white")) == pytest.approx(1.0)


def test_options_that_do_not_apply_are_disabled_with_a_reason(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.house.passing.isEnabled()
    assert not dialog.house.jack_for_moon.isEnabled()
    assert "Omnibus" in dialog.house.jack_for_moon.toolTip()
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.OMNIBUS))
    assert dialog.house.jack_for_moon.isEnabled()
    dialog.players_spin.setValue(5)
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.CANCELLATION))
    assert not dialog.house.passing.isEnabled()
    assert "without passing" in dialog.house.passing.toolTip()


def test_spot_hearts_suggests_500_and_presets_set_the_target(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.SPOT_HEARTS))
    assert dialog.target_spin.value() == 500
    assert dialog.preset_buttons[500].isChecked()
    qtbot.mouseClick(dialog.preset_buttons[150], Qt.MouseButton.LeftButton)
    assert dialog.settings().rules.target_score == 150
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(Variant.STANDARD))
    assert dialog.target_spin.value() == 150


def test_ok_returns_the_edited_settings(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.players_spin.setValue(3)
    dialog.house.queen_breaks.setChecked(False)
    dialog.house.moon_buttons[MoonScoring.ADD_TO_OTHERS].setChecked(True)
    dialog.house.tie_buttons[TieRule.PLAY_OFF].setChecked(True)
    dialog.name_edit.setText("  Marta ")
    dialog.name_edits[1].setText("")
    dialog.per_seat_check.setChecked(True)
    dialog.level_combos[0].setCurrentIndex(dialog.level_combos[0].findData("hard"))
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("instant"))
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("sr_Latn"))
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    result = dialog.settings()
    assert result.rules == Rules(players=3, queen_breaks_hearts=False, moon_scoring=MoonScoring.ADD_TO_OTHERS,
                                 ties=TieRule.PLAY_OFF)
    assert result.names(3) == ["Marta", "Anna", "Boris"]
    assert result.levels(3)[1:] == ["hard", "normal"]
    assert result.duration_factor == 0.0
    assert result.language == "sr_Latn"
    assert GameSettings().rules_differ(result)


def test_only_as_many_name_rows_as_opponents(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.show()
    dialog.tabs.setCurrentIndex(2)
    assert [edit.isVisible() for edit in dialog.name_edits] == [True] * 3 + [False] * 3
    dialog.players_spin.setValue(7)
    assert all(edit.isVisible() for edit in dialog.name_edits)


def test_a_name_typed_to_the_longest_kept_says_so(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.show()
    dialog.tabs.setCurrentIndex(2)
    edit = dialog.name_edits[2]  # seat 3 of a four-player game
    assert not dialog.name_note.isVisible() and "20 characters" in edit.toolTip()
    edit.setFocus()
    qtbot.keyClicks(edit, "Bartholomew-Fitzgerald")  # 22 letters: typing stops at 20, and the note says why
    assert edit.text() == "Bartholomew-Fitzgera"
    assert dialog.name_note.isVisible() and "20 characters" in dialog.name_note.text()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert not dialog.name_note.isVisible()
    qtbot.keyClicks(edit, "l")
    assert dialog.name_note.isVisible()
    dialog.players_spin.setValue(3)  # seat 3's name is not in this game: nothing to say about it
    assert not dialog.name_note.isVisible()
    dialog.name_edit.setText("Y" * 20)
    assert dialog.name_note.isVisible()


def test_the_expert_level_is_offered_and_says_it_thinks_longer(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    index = dialog.all_level_combo.findData("expert")
    assert index == dialog.all_level_combo.count() - 1  # strongest last
    assert dialog.all_level_combo.itemText(index) == "Expert (thinks longer)"
    dialog.all_level_combo.setCurrentIndex(index)
    assert dialog.settings().opponent_levels == ("expert",) * 6


def test_one_level_for_all_until_per_seat_is_chosen(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert not dialog.level_combos[0].isEnabled()
    dialog.all_level_combo.setCurrentIndex(dialog.all_level_combo.findData("easy"))
    assert dialog.settings().opponent_levels == ("easy",) * 6
    dialog.per_seat_check.setChecked(True)
    assert dialog.level_combos[0].isEnabled()
    assert not dialog.all_level_combo.isEnabled()


def test_restore_defaults_and_the_new_game_note(qtbot: QtBot) -> None:
    custom = GameSettings(rules=Rules(players=5, variant=Variant.CANCELLATION), player_name="Ana")
    dialog = make(qtbot, custom)
    dialog.show()
    assert not dialog.new_game_note.isVisible()
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.settings() == GameSettings()
    assert dialog.new_game_note.isVisible()


def test_the_received_cards_pause_can_be_turned_off(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.confirm_received_check.isChecked()
    dialog.tabs.setCurrentIndex(3)
    dialog.show()
    check = dialog.confirm_received_check
    # On its box: a check box wider than its text takes clicks on the box and the text only.
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    assert dialog.settings().confirm_received is False
    assert make(qtbot, GameSettings(confirm_received=False)).settings().confirm_received is False


def test_the_play_out_checkbox_is_on_by_default_and_ok_returns_it(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.play_out_check.isChecked()
    qtbot.mouseClick(dialog.play_out_check, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    result = dialog.settings()
    assert result.play_out_settled is False and not GameSettings().rules_differ(result)
    assert make(qtbot, result).play_out_check.isChecked() is False
