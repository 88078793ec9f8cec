"""The target score typed outside 25–1000: refused as before, but the dialog shows the range and says what became
of the number; OK (and Enter) waits while the field holds a number that is not a target."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from hearts_qt.settings import GameSettings
from hearts_qt.ui.settings.dialog import SettingsDialog


def typing_in_target(qtbot: QtBot) -> SettingsDialog:
    """The settings dialog on screen, the target field focused and its number selected (100, the default)."""
    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    spin = dialog.target_spin
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    spin.selectAll()
    return dialog


def test_the_range_is_told_with_the_field(qtbot: QtBot) -> None:
    dialog = typing_in_target(qtbot)
    assert dialog.target_spin.toolTip() == "The target score must be from 25 to 1000."
    assert not dialog.target_note.isVisible() and dialog.ok_button.isEnabled()


def test_a_digit_past_1000_is_refused_and_said(qtbot: QtBot) -> None:
    dialog = typing_in_target(qtbot)
    qtbot.keyClicks(dialog.target_spin, "2000")
    assert dialog.target_spin.value() == 200 and dialog.target_spin.text() == "200"  # the last 0 was not taken
    assert dialog.target_note.isVisible()
    # What the field keeps is said too: Enter would apply it.
    assert dialog.target_note.text() == (
        "The target score must be from 25 to 1000: 2000 is too high, so it stays at 200.")
    assert dialog.ok_button.isEnabled()  # 200 is a target
    qtbot.keyClick(dialog.target_spin, Qt.Key.Key_Backspace)
    assert dialog.target_note.text() == "The target score must be from 25 to 1000."  # 20: not one yet


def test_several_digits_past_1000_are_said_as_typed(qtbot: QtBot) -> None:
    dialog = typing_in_target(qtbot)
    qtbot.keyClicks(dialog.target_spin, "12345")
    assert dialog.target_spin.text() == "123"  # neither 4 nor 5 was taken
    assert dialog.target_note.text() == (
        "The target score must be from 25 to 1000: 12345 is too high, so it stays at 123.")  # not "1235"


def test_a_number_under_25_waits_then_is_put_back_with_a_word(qtbot: QtBot) -> None:
    dialog = typing_in_target(qtbot)
    qtbot.keyClicks(dialog.target_spin, "10")
    assert dialog.target_note.isVisible() and dialog.target_note.text() == "The target score must be from 25 to 1000."
    assert not dialog.ok_button.isEnabled() and dialog.ok_button.toolTip() == dialog.target_note.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # OK waits
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    qtbot.keyClick(dialog.target_spin, Qt.Key.Key_Return)  # Enter puts 100 back, and says so, but applies nothing
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.target_spin.value() == 100 and dialog.target_spin.text() == "100"
    assert dialog.target_note.text() == "The target score must be from 25 to 1000, so it stays at 100."
    assert dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.target_spin, Qt.Key.Key_Return)  # now Enter is OK
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings().rules.target_score == 100


def test_leaving_the_field_puts_the_number_back_with_a_word(qtbot: QtBot) -> None:
    dialog = typing_in_target(qtbot)
    qtbot.keyClicks(dialog.target_spin, "7")
    qtbot.keyClick(dialog.target_spin, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not dialog.target_spin.hasFocus())
    assert dialog.target_spin.value() == 100
    assert dialog.target_note.text() == "The target score must be from 25 to 1000, so it stays at 100."
    dialog.preset_buttons[150].click()  # a good target: nothing more to say
    assert not dialog.target_note.isVisible() and dialog.target_spin.value() == 150
