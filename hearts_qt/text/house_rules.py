"""The yes/no options of the rules as the player reads them: one row for each ``bool`` field of
:class:`~hearts_qt.engine.rules.Rules`, with its words on the settings' House rules tab, its name in a note that a
setting was reset, and what the rules window says of it. The settings store, the tab and the rules window go
through this table instead of naming the options again, so a new option is its field, its row and its test.

Rows are made when asked for (:func:`yes_no_rules`), so that they speak the language in force.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine.rules import NO_TRICK_BONUS, Rules
from hearts_qt.text.format import fill, signed_points


class Group(Enum):
    """Where an option belongs: the box of the House rules tab it sits in, and the section of the rules window
    that says what it does."""

    PLAY = "play"
    SCORING = "scoring"
    MOON = "moon"


@dataclass(frozen=True)
class YesNoRule:
    """One yes/no option in words.

    ``name`` is its :class:`Rules` field; ``label`` the check box's words and ``tip`` its tooltip where the variant
    does not change it; ``setting`` how a note names it ("rule on breaking hearts"). ``box_means_off``: the box is
    ticked when the option is off ("Hearts may be led at any time" is ``must_break_hearts`` off). ``when_on`` and
    ``when_off``: what the rules window adds to the group's section in either state (empty: nothing, as for the
    options whose effect the window writes out together with the others').
    """

    name: str
    group: Group
    label: str
    setting: str
    tip: str = ""
    box_means_off: bool = False
    when_on: str = ""
    when_off: str = ""

    def box_ticked(self, rules: Rules) -> bool:
        """Whether the option's box shows ticked for ``rules``."""
        return bool(getattr(rules, self.name)) != self.box_means_off

    def said(self, rules: Rules) -> str:
        """What the rules window says of the option under ``rules`` (empty: nothing of its own)."""
        return self.when_on if getattr(rules, self.name) else self.when_off


def yes_no_rules() -> tuple[YesNoRule, ...]:
    """Every yes/no option, in the order the House rules tab shows them, in the language in force."""
    return (
        YesNoRule(
            "passing", Group.PLAY,
            QCoreApplication.translate("SettingsDialog", "Pass three cards (the direction changes each hand)"),
            QCoreApplication.translate("SettingsStore", "rule on passing cards"),
            tip=QCoreApplication.translate(
                "SettingsDialog", "At 4 players: to the left, to the right, across, then a hand without passing. "
                "At other tables: to the left and to the right in turn.")),
        YesNoRule(
            "must_break_hearts", Group.PLAY,
            QCoreApplication.translate("SettingsDialog", "Hearts may be led at any time"),
            QCoreApplication.translate("SettingsStore", "rule on breaking hearts"),
            tip=QCoreApplication.translate("SettingsDialog", "No need to wait until hearts are broken."),
            box_means_off=True),
        YesNoRule(
            "queen_breaks_hearts", Group.PLAY,
            QCoreApplication.translate("SettingsDialog", "The Q♠ breaks hearts"),
            QCoreApplication.translate("SettingsStore", "rule on the Q♠ breaking hearts")),
        YesNoRule(
            "any_club_opens", Group.PLAY,
            QCoreApplication.translate("SettingsDialog", "Any club may open the first trick"),
            QCoreApplication.translate("SettingsStore", "rule on the club that opens the game")),
        YesNoRule(
            "points_on_first_trick", Group.PLAY,
            QCoreApplication.translate("SettingsDialog", "Penalty cards may be discarded on the first trick"),
            QCoreApplication.translate("SettingsStore", "rule on penalty cards in the first trick")),
        YesNoRule(
            "no_trick_bonus", Group.SCORING,
            fill(QCoreApplication.translate("SettingsDialog", "Taking no trick in a hand scores %1"),
                 signed_points(NO_TRICK_BONUS)),
            QCoreApplication.translate("SettingsStore", "bonus for taking no trick"),
            when_on=fill(QCoreApplication.translate(
                "RulesText", "A player who takes no trick in a hand scores %1 for it."),
                signed_points(NO_TRICK_BONUS))),
        YesNoRule(
            "exact_target_resets", Group.SCORING,
            QCoreApplication.translate("SettingsDialog", "A total landing exactly on the target goes back to 0"),
            QCoreApplication.translate("SettingsStore", "rule on a total landing exactly on the target")),
        YesNoRule(
            "shooting_the_moon", Group.MOON,
            QCoreApplication.translate("SettingsDialog", "Players can shoot the moon"),
            QCoreApplication.translate("SettingsStore", "rule on shooting the moon"),
            tip=QCoreApplication.translate(
                "SettingsDialog", "When off, a player who takes every penalty card just scores them.")),
        YesNoRule(
            "jack_needed_for_moon", Group.MOON,
            QCoreApplication.translate("SettingsDialog", "Shooting the moon needs the J♦ too"),
            QCoreApplication.translate("SettingsStore", "rule on the J♦ and the moon")),
    )
