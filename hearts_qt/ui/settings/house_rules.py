"""The settings dialog's "House rules" tab: how play, scoring, the moon and ties work beyond the variant.

Options that mean nothing with the chosen variant or the other options are disabled, with a tooltip saying why,
and a note under the groups says it in one sentence each. A box shown off because it cannot apply keeps the
player's choice and shows it again when it can (the J♦ options outside Omnibus).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine.rules import (
    JACK_POINTS,
    VARIANT_TABLE,
    FirstLead,
    MoonScoring,
    Rules,
    TieRule,
    Variant,
)
from hearts_qt.text.format import fill, signed_points
from hearts_qt.text.house_rules import Group, yes_no_rules
from hearts_qt.text.rules import variant_name
from hearts_qt.ui.style.colours import muted_text, text_palette


class HouseRulesTab(QWidget):
    """The house-rule controls. ``changed`` fires on every edit; :meth:`values` gives them as :class:`Rules`
    keyword arguments."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A check box for every yes/no option, from its row (hearts_qt.text.house_rules), in the rows' order.
        self._options = yes_no_rules()
        self.boxes: dict[str, QCheckBox] = {}
        for option in self._options:
            box = self.boxes[option.name] = QCheckBox(option.label)
            box.setToolTip(option.tip)
        # The boxes whose meaning depends on the variant or on other options (see update_for).
        self.passing = self.boxes["passing"]
        self.hearts_any_time = self.boxes["must_break_hearts"]
        self.queen_breaks = self.boxes["queen_breaks_hearts"]
        self.any_club = self.boxes["any_club_opens"]
        self.first_trick_points = self.boxes["points_on_first_trick"]
        self.exact_target = self.boxes["exact_target_resets"]
        self.moon_allowed = self.boxes["shooting_the_moon"]
        self.jack_for_moon = self.boxes["jack_needed_for_moon"]
        # The choices kept while their boxes show off because they do not apply, by option: the J♦ ones (not
        # Omnibus; jack_points: the −5 one), passing (variants played without it).
        self._wanted = {"jack_needed_for_moon": True, "jack_points": False, "passing": True}
        self._grid = layout = QGridLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        # Play beside scoring; the ties' and the moon's long choices take the whole width (beside the play rules
        # they made the dialog wider than a 1024-pixel screen in Macedonian and Serbian).
        self._play, self._scoring = self._build_play(), self._build_scoring()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._below = [self._build_ties(), self._build_moon(), self.note]
        self._arrange(side_by_side=True)
        layout.setColumnStretch(0, 1)
        layout.setColumnStretch(1, 1)
        for button in self._buttons():
            button.toggled.connect(self.changed)

    def stack(self) -> None:
        """Scoring under Play instead of beside it, for a screen too narrow for the two side by side (800 pixels
        wide: the page is then one column, and scrolls where the screen is short)."""
        self._arrange(side_by_side=False)

    def _arrange(self, *, side_by_side: bool) -> None:
        layout = self._grid
        for widget in (self._play, self._scoring, *self._below):
            layout.removeWidget(widget)
        layout.setRowStretch(len(self._below) + 1, 0)
        layout.addWidget(self._play, 0, 0, 1, 1 if side_by_side else 2)
        layout.addWidget(self._scoring, *((0, 1, 1, 1) if side_by_side else (1, 0, 1, 2)))
        first = 1 if side_by_side else 2
        for row, widget in enumerate(self._below, start=first):
            layout.addWidget(widget, row, 0, 1, 2)
        layout.setRowStretch(first + len(self._below), 1)

    # --- building -------------------------------------------------------------------------------------------

    def _boxes(self, group: Group) -> list[QAbstractButton]:
        return [self.boxes[option.name] for option in self._options if option.group is group]

    def _build_play(self) -> QGroupBox:
        return _group(QCoreApplication.translate("SettingsDialog", "Play"), self._boxes(Group.PLAY))

    def _build_scoring(self) -> QGroupBox:
        self.small_jack = QCheckBox(fill(QCoreApplication.translate(
            "SettingsDialog", "The J♦ scores %1 instead of %2"),
            signed_points(JACK_POINTS[1]), signed_points(JACK_POINTS[0])))
        return _group(QCoreApplication.translate("SettingsDialog", "Scoring"),
                      [*self._boxes(Group.SCORING), self.small_jack])

    def _build_moon(self) -> QGroupBox:
        self.moon_group = QButtonGroup(self)
        moon_texts = {
            MoonScoring.SHOOTER_CHOOSES: QCoreApplication.translate(
                "SettingsDialog", "The shooter chooses: subtract from their score or add to everyone else"),
            MoonScoring.ADD_TO_OTHERS: QCoreApplication.translate(
                "SettingsDialog", "Always add the points to everyone else"),
            MoonScoring.SUBTRACT_FROM_SHOOTER: QCoreApplication.translate(
                "SettingsDialog", "Always subtract the points from the shooter"),
        }
        self.moon_buttons: dict[MoonScoring, QRadioButton] = {}
        for scoring, text in moon_texts.items():
            self.moon_buttons[scoring] = _radio(text, self.moon_group)
        # How a moon scores follows the box that allows it at all; the group's other options come after.
        others = [box for box in self._boxes(Group.MOON) if box is not self.moon_allowed]
        return _group(QCoreApplication.translate("SettingsDialog", "Shooting the moon"), [
            self.moon_allowed, *self.moon_buttons.values(), *others])

    def _build_ties(self) -> QGroupBox:
        self.ties_group = QButtonGroup(self)
        self.tie_buttons = {
            TieRule.SHARED: _radio(QCoreApplication.translate(
                "SettingsDialog", "Tied players share the win"), self.ties_group),
            TieRule.PLAY_OFF: _radio(QCoreApplication.translate(
                "SettingsDialog", "Play more hands until one player alone is lowest"), self.ties_group),
        }
        return _group(QCoreApplication.translate("SettingsDialog", "Ties for the lowest score"),
                      list(self.tie_buttons.values()))

    def _buttons(self) -> list[QAbstractButton]:
        return [*self.boxes.values(), self.small_jack, *self.moon_buttons.values(), *self.tie_buttons.values()]

    def colour_notes(self, palette: QPalette) -> None:
        self.note.setPalette(text_palette(muted_text(palette)))

    # --- values in and out ----------------------------------------------------------------------------------

    def load(self, rules: Rules) -> None:
        """Show ``rules`` (signals held back: the caller updates once afterwards)."""
        blocked = [button.blockSignals(True) for button in self._buttons()]
        for option in self._options:
            self.boxes[option.name].setChecked(option.box_ticked(rules))
            self.boxes[option.name].setEnabled(True)
        self.moon_buttons[rules.moon_scoring].setChecked(True)
        self.tie_buttons[rules.ties].setChecked(True)
        self._wanted = {"jack_needed_for_moon": rules.jack_needed_for_moon,
                        "jack_points": rules.jack_points == JACK_POINTS[1], "passing": rules.passing}
        self.small_jack.setChecked(self._wanted["jack_points"])
        self.small_jack.setEnabled(True)
        for button, was in zip(self._buttons(), blocked, strict=True):
            button.blockSignals(was)

    def values(self) -> dict[str, Any]:
        """The house options as :class:`Rules` keyword arguments (a box shown off because it does not apply to the
        variant, passing or a J♦ one, keeps its choice)."""
        moon = next(s for s, b in self.moon_buttons.items() if b.isChecked())
        ties = next(t for t, b in self.tie_buttons.items() if b.isChecked())
        values: dict[str, Any] = {
            option.name: self._chosen(option.name, self.boxes[option.name]) != option.box_means_off
            for option in self._options}
        small = self._chosen("jack_points", self.small_jack)
        return {**values, "moon_scoring": moon, "jack_points": JACK_POINTS[1] if small else JACK_POINTS[0],
                "ties": ties}

    def _chosen(self, key: str, box: QCheckBox) -> bool:
        """Whether ``box`` is ticked by choice: a box shown off because it does not apply keeps its choice."""
        return self._wanted[key] if key in self._wanted and not box.isEnabled() else box.isChecked()

    # --- keeping the controls consistent --------------------------------------------------------------------

    def update_for(self, variant: Variant) -> None:
        """Enable what applies to ``variant`` and the other options; say in the note what does not."""
        spec = VARIANT_TABLE[variant]
        name = variant_name(variant)
        notes: list[str] = []
        self._keep_choice("passing", self.passing, spec.passing)  # off, and greyed, where nobody passes
        self.passing.setToolTip(fill(QCoreApplication.translate(
            "SettingsDialog", "%1 is played without passing."), name)
            if not spec.passing else QCoreApplication.translate(
                "SettingsDialog", "With 4 players: left, right, across, then a hand without passing. "
                "Otherwise: left and right in turn."))
        free_lead = spec.first_lead is not FirstLead.LOWEST_CLUB
        self.any_club.setEnabled(not free_lead)
        self.any_club.setToolTip(fill(QCoreApplication.translate(
            "SettingsDialog", "In %1 the player left of the dealer opens with any card."), name)
            if free_lead else QCoreApplication.translate(
                "SettingsDialog", "The holder of the lowest club opens, with any club instead of that one."))
        if free_lead and self.any_club.isChecked():
            notes.append(fill(QCoreApplication.translate(
                "SettingsDialog", "In %1 the first lead is free, so “any club” does not apply."), name))
        hearts_free = self.hearts_any_time.isChecked()
        self.queen_breaks.setEnabled(not hearts_free)
        self.queen_breaks.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "Hearts may be led at any time, so nothing needs to break them.") if hearts_free
            else QCoreApplication.translate(
                "SettingsDialog", "When off, only a heart played to a trick lets hearts be led."))
        if hearts_free:
            notes.append(QCoreApplication.translate(
                "SettingsDialog", "Hearts may be led at any time, so the Q♠ does not need to break them."))
        moon = self.moon_allowed.isChecked()
        for button in self.moon_buttons.values():
            button.setEnabled(moon)
        if not moon:
            notes.append(QCoreApplication.translate(
                "SettingsDialog", "Without shooting the moon, the choices for scoring it do not apply."))
        self._update_jack(spec.bonus_card is not None, moon)
        penalty = QCoreApplication.translate("SettingsDialog", "hearts, Q♠, K♠ and A♠") \
            if "KS" in spec.first_trick_penalty else QCoreApplication.translate("SettingsDialog", "hearts and Q♠")
        self.first_trick_points.setToolTip(fill(QCoreApplication.translate(
            "SettingsDialog", "When on, a player who cannot follow suit on the first trick may discard %1."), penalty))
        self.note.setText(" ".join(notes))
        self.note.setVisible(bool(notes))

    def _keep_choice(self, key: str, box: QCheckBox, applies: bool) -> None:
        """``box`` shows its kept choice where it ``applies``, and off (greyed) where not, keeping the choice."""
        if box.isEnabled():
            self._wanted[key] = box.isChecked()
        blocked = box.blockSignals(True)
        box.setChecked(self._wanted[key] and applies)
        box.blockSignals(blocked)
        box.setEnabled(applies)

    def _update_jack(self, bonus: bool, moon: bool) -> None:
        """The J♦ boxes apply only where the variant has the J♦ bonus (and the moon one only with a moon)."""
        self._keep_choice("jack_needed_for_moon", self.jack_for_moon, bonus and moon)
        self._keep_choice("jack_points", self.small_jack, bonus)
        only_omnibus = QCoreApplication.translate("SettingsDialog", "Only Omnibus has the J♦ bonus card.")
        self.jack_for_moon.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "When off, the moon is all the hearts and the Q♠; the J♦ still counts as a bonus.")
            if bonus else only_omnibus)
        self.small_jack.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "As some other programs play Omnibus.") if bonus else only_omnibus)


def _group(title: str, buttons: list[QAbstractButton]) -> QGroupBox:
    group = QGroupBox(title)
    layout = QVBoxLayout(group)
    for button in buttons:
        layout.addWidget(button)
    layout.addStretch()
    return group


def _radio(text: str, group: QButtonGroup) -> QRadioButton:
    button = QRadioButton(text)
    group.addButton(button)
    return button
