"""The settings dialog's house rules: each one reaches the rules, and what cannot apply is greyed with a reason."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_qt.engine.rules import MoonScoring, Rules, Variant, yes_no_options
from hearts_qt.settings import GameSettings
from hearts_qt.text.house_rules import yes_no_rules
from hearts_qt.ui.settings.dialog import SettingsDialog


def make(qtbot: QtBot, rules: Rules | None = None) -> SettingsDialog:
    dialog = SettingsDialog(GameSettings(rules=rules or Rules()))
    qtbot.addWidget(dialog)
    return dialog


def choose(dialog: SettingsDialog, variant: Variant) -> None:
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData(variant))


def test_every_house_rule_reaches_the_rules(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    house = dialog.house
    choose(dialog, Variant.OMNIBUS)
    for box in (house.boxes["no_trick_bonus"], house.exact_target, house.hearts_any_time, house.any_club,
                house.small_jack):
        box.setChecked(True)
    house.moon_allowed.setChecked(False)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.settings().rules == Rules(
        variant=Variant.OMNIBUS, no_trick_bonus=True, exact_target_resets=True, must_break_hearts=False,
        any_club_opens=True, shooting_the_moon=False, jack_points=-5)


def test_saved_house_rules_show_checked(qtbot: QtBot) -> None:
    rules = Rules(variant=Variant.OMNIBUS, no_trick_bonus=True, must_break_hearts=False, jack_points=-5,
                  shooting_the_moon=False)
    dialog = make(qtbot, rules)
    house = dialog.house
    assert house.boxes["no_trick_bonus"].isChecked() and house.hearts_any_time.isChecked()
    assert house.small_jack.isChecked()
    assert not house.moon_allowed.isChecked()
    assert dialog.settings().rules == rules


def test_without_the_moon_its_scoring_choices_are_greyed_and_the_note_says_why(qtbot: QtBot) -> None:
    dialog = make(qtbot, Rules(variant=Variant.OMNIBUS))
    house = dialog.house
    assert house.note.isHidden()
    house.moon_allowed.setChecked(False)
    assert not any(button.isEnabled() for button in house.moon_buttons.values())
    assert not house.jack_for_moon.isEnabled()
    assert "moon" in house.note.text() and not house.note.isHidden()
    house.moon_allowed.setChecked(True)
    assert house.moon_buttons[MoonScoring.SHOOTER_CHOOSES].isEnabled() and house.jack_for_moon.isChecked()
    assert house.note.isHidden()


def test_hearts_led_at_any_time_greys_the_queen_rule(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    house = dialog.house
    house.hearts_any_time.setChecked(True)
    assert not house.queen_breaks.isEnabled()
    assert "at any time" in house.queen_breaks.toolTip() and "Q♠" in house.note.text()


def test_any_club_does_not_apply_to_cancellation(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    house = dialog.house
    house.any_club.setChecked(True)
    assert house.any_club.isEnabled() and house.note.isHidden()
    dialog.players_spin.setValue(5)
    choose(dialog, Variant.CANCELLATION)
    assert not house.any_club.isEnabled()
    assert "Cancellation" in house.note.text() and "does not apply" in house.note.text()


def test_the_jack_worth_five_is_an_omnibus_option_and_keeps_its_choice(qtbot: QtBot) -> None:
    dialog = make(qtbot, Rules(variant=Variant.OMNIBUS))
    house = dialog.house
    assert house.small_jack.isEnabled()
    house.small_jack.setChecked(True)
    choose(dialog, Variant.STANDARD)
    assert not house.small_jack.isEnabled() and not house.small_jack.isChecked()
    assert "Omnibus" in house.small_jack.toolTip()
    choose(dialog, Variant.OMNIBUS)
    assert house.small_jack.isChecked()
    assert dialog.settings().rules.jack_points == -5


def test_the_target_scores_note_follows_the_exact_target_rule(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.target_hint.text() == "The game ends after a hand in which someone reaches this score."
    dialog.house.exact_target.setChecked(True)  # landing on the target goes back to 0: only passing it ends
    assert dialog.target_hint.text().startswith("The game ends after a hand in which someone passes this score")
    dialog.house.exact_target.setChecked(False)
    assert "reaches this score" in dialog.target_hint.text()
    assert "passes this score" in make(qtbot, Rules(exact_target_resets=True)).target_hint.text()


def test_passing_shows_off_where_the_variant_has_none_and_keeps_the_choice(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.players_spin.setValue(6)
    passing = dialog.house.passing
    assert passing.isChecked() and passing.isEnabled()
    choose(dialog, Variant.CANCELLATION)  # played without passing: shown off and greyed, not ticked
    assert not passing.isChecked() and not passing.isEnabled()
    assert dialog.settings().rules.passing  # the choice itself is kept
    choose(dialog, Variant.STANDARD)
    assert passing.isChecked() and passing.isEnabled()
    passing.setChecked(False)
    choose(dialog, Variant.CANCELLATION)
    choose(dialog, Variant.STANDARD)
    assert not passing.isChecked() and not dialog.settings().rules.passing


def test_the_variant_list_names_omnibus_with_what_its_jack_is_worth(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    choose(dialog, Variant.OMNIBUS)
    assert dialog.variant_combo.currentText() == "Omnibus (J♦ −10)"
    dialog.house.small_jack.setChecked(True)
    assert dialog.variant_combo.currentText() == "Omnibus (J♦ −5)"
    assert make(qtbot, Rules(variant=Variant.OMNIBUS, jack_points=-5)).variant_combo.currentText() == "Omnibus (J♦ −5)"


def test_every_yes_no_option_has_one_row_of_words() -> None:
    names = [option.name for option in yes_no_rules()]
    assert sorted(names) == sorted(yes_no_options())  # each option once: a new field without a row fails here


@pytest.mark.parametrize("name", yes_no_options())
def test_every_yes_no_option_has_a_box_that_reaches_the_rules_and_shows_them(qtbot: QtBot, name: str) -> None:
    usual = Rules(variant=Variant.OMNIBUS)  # Omnibus: every option applies, the J♦ ones too
    changed = replace(usual, **{name: not getattr(usual, name)})
    dialog = make(qtbot, usual)
    box = dialog.house.boxes[name]
    assert box.isEnabled() and box.text()
    box.toggle()
    assert dialog.settings().rules == changed
    assert make(qtbot, changed).settings().rules == changed
