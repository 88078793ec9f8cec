"""The settings dialog: edits a copy of :class:`GameSettings`; the caller applies :meth:`SettingsDialog.settings` on OK.

Options that mean nothing for the chosen variant are disabled with a tooltip saying why. The player count and the
variant can be set in any order; while they do not go together (Cancellation Hearts with fewer than 5 players) a
note beside them says why and OK waits. Notes are drawn in colours that keep a 4.5:1 contrast in light and dark
palettes (:mod:`hearts_qt.ui.colours`).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import TARGET_RANGE, VARIANT_TABLE, MoonScoring, Rules, TieRule, Variant
from ..settings import (
    ANIMATION_SPEEDS,
    DEFAULT_OPPONENT_NAMES,
    LANGUAGES,
    LEVELS,
    MAX_NAME_LENGTH,
    MAX_OPPONENTS,
    GameSettings,
    default_opponent_name,
    default_opponent_names,
)
from .colours import muted_text, text_palette, warning_text
from .rules_text import variant_name, variant_summary

TARGET_PRESETS = (50, 100, 150, 200, 500)


def level_label(level: str) -> str:
    """A computer player's level as the player sees it."""
    labels = {
        "easy": QCoreApplication.translate("SettingsDialog", "Easy", "opponent level"),
        "normal": QCoreApplication.translate("SettingsDialog", "Normal", "opponent level"),
        "hard": QCoreApplication.translate("SettingsDialog", "Hard", "opponent level"),
        "expert": QCoreApplication.translate("SettingsDialog", "Expert (thinks longer)", "opponent level"),
    }
    return labels[level]


def speed_label(speed: str) -> str:
    """An animation speed as the player sees it."""
    labels = {
        "instant": QCoreApplication.translate("SettingsDialog", "Instant (no animation)", "animation speed"),
        "fast": QCoreApplication.translate("SettingsDialog", "Fast", "animation speed"),
        "normal": QCoreApplication.translate("SettingsDialog", "Normal", "animation speed"),
        "slow": QCoreApplication.translate("SettingsDialog", "Slow", "animation speed"),
    }
    return labels[speed]


def _combo(items: list[tuple[str, object]]) -> QComboBox:
    combo = QComboBox()
    for text, data in items:
        combo.addItem(text, data)
    return combo


def _select(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    combo.setCurrentIndex(max(index, 0))


def _hint(text: str = "") -> QLabel:
    """A note under a control; its (muted, readable) colour is set by the dialog from its palette."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    return label


class SettingsDialog(QDialog):
    """Game, house rules, players and appearance, on four tabs; OK returns the edited copy via :meth:`settings`."""

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self.setWindowTitle(QCoreApplication.translate("SettingsDialog", "Settings"))
        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_game_tab(), QCoreApplication.translate("SettingsDialog", "Game"))
        self.tabs.addTab(self._build_house_tab(), QCoreApplication.translate("SettingsDialog", "House rules"))
        self.tabs.addTab(self._build_players_tab(), QCoreApplication.translate("SettingsDialog", "Players"))
        self.tabs.addTab(self._build_appearance_tab(), QCoreApplication.translate("SettingsDialog", "Appearance"))

        self.new_game_note = _hint(QCoreApplication.translate(
            "SettingsDialog", "Changed rules take effect in a new game."))
        self.restore_button = QPushButton(QCoreApplication.translate("SettingsDialog", "&Restore defaults"))
        self.restore_button.setAutoDefault(False)
        self.restore_button.clicked.connect(self.restore_defaults)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)

        bottom = QHBoxLayout()
        bottom.addWidget(self.restore_button)
        bottom.addSpacing(8)
        bottom.addWidget(self.new_game_note, 1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addLayout(bottom)
        self._load(settings)
        self._connect_updates()
        self._update()
        self._colour_notes()
        self.setMinimumWidth(600)

    def _colour_notes(self) -> None:
        for hint in (self.variant_hint, self.target_hint):
            hint.setPalette(text_palette(muted_text(self.palette())))
        for warning in (self.players_problem, self.new_game_note):
            warning.setPalette(text_palette(warning_text(self.palette())))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # e.g. the desktop switched to a dark theme
            self._colour_notes()

    def problem(self) -> str | None:
        """Why the chosen rules cannot be played together, or ``None`` when they can."""
        variant, players = self.variant(), self.players_spin.value()
        needed = VARIANT_TABLE[variant].min_players
        if players >= needed:
            return None
        return QCoreApplication.translate("SettingsDialog", "{variant} needs {count} to 7 players.").format(
            variant=variant_name(variant), count=needed)

    def accept(self) -> None:
        """OK (or Enter) applies only rules that can be played."""
        if self.problem() is None:
            super().accept()

    # --- building the tabs ----------------------------------------------------------------------------------

    def _build_game_tab(self) -> QWidget:
        self.players_spin = QSpinBox()
        self.players_spin.setRange(3, 7)
        self.variant_combo = _combo([(variant_name(v), v) for v in Variant])
        self.players_problem = _hint()
        self.variant_hint = _hint()
        self.target_spin = QSpinBox()
        self.target_spin.setRange(*TARGET_RANGE)
        self.target_spin.setSingleStep(25)
        # No " points" suffix: a spin box suffix cannot change with the value, and the plural word must
        # (pl 2 punkty / 5 punktów); the label "Target score:" already names what the bare number is.
        self.target_hint = _hint(QCoreApplication.translate(
            "SettingsDialog", "The game ends after a hand in which someone reaches this score."))
        presets = QHBoxLayout()
        presets.setSpacing(4)
        self.preset_buttons: dict[int, QPushButton] = {}
        for value in TARGET_PRESETS:
            button = QPushButton(str(value))
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setFixedWidth(56)
            button.clicked.connect(lambda _checked=False, v=value: self.target_spin.setValue(v))
            self.preset_buttons[value] = button
            presets.addWidget(button)
        presets.addStretch()

        form = QFormLayout()
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Players:"), self.players_spin)
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Variant:"), self.variant_combo)
        form.addRow("", self.players_problem)
        form.addRow("", self.variant_hint)
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Target score:"), self.target_spin)
        form.addRow("", presets)
        form.addRow("", self.target_hint)
        self.play_out_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "&Finish a hand at once when no points are left to play for"))
        form.addRow("", self.play_out_check)
        self.allow_undo_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Allow &undo (Ctrl+Z takes back your last card)"))
        form.addRow("", self.allow_undo_check)
        return self._page(form)

    def _build_house_tab(self) -> QWidget:
        self.queen_breaks = QCheckBox(QCoreApplication.translate("SettingsDialog", "The Q♠ breaks hearts"))
        self.queen_breaks.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "When off, only a heart played to a trick lets hearts be led."))
        self.first_trick_points = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Penalty cards may be discarded on the first trick"))
        self.passing = QCheckBox(QCoreApplication.translate("SettingsDialog", "Pass three cards before each hand"))
        self.jack_for_moon = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Shooting the moon needs the J♦ too"))
        play = QGroupBox(QCoreApplication.translate("SettingsDialog", "Play"))
        play_layout = QVBoxLayout(play)
        for box in (self.queen_breaks, self.first_trick_points, self.passing):
            play_layout.addWidget(box)

        moon = QGroupBox(QCoreApplication.translate("SettingsDialog", "Shooting the moon"))
        moon_layout = QVBoxLayout(moon)
        self.moon_group = QButtonGroup(self)
        self.moon_buttons: dict[MoonScoring, QRadioButton] = {}
        moon_texts = {
            MoonScoring.SHOOTER_CHOOSES: QCoreApplication.translate(
                "SettingsDialog", "The shooter chooses: subtract from their score or add to everyone else"),
            MoonScoring.ADD_TO_OTHERS: QCoreApplication.translate(
                "SettingsDialog", "Always add the points to everyone else"),
            MoonScoring.SUBTRACT_FROM_SHOOTER: QCoreApplication.translate(
                "SettingsDialog", "Always subtract the points from the shooter"),
        }
        for scoring, text in moon_texts.items():
            self.moon_buttons[scoring] = self._radio(text, self.moon_group, moon_layout)
        moon_layout.addWidget(self.jack_for_moon)

        ties = QGroupBox(QCoreApplication.translate("SettingsDialog", "Ties for the lowest score"))
        ties_layout = QVBoxLayout(ties)
        self.ties_group = QButtonGroup(self)
        self.tie_buttons = {
            TieRule.SHARED: self._radio(QCoreApplication.translate(
                "SettingsDialog", "Tied players share the win"), self.ties_group, ties_layout),
            TieRule.PLAY_OFF: self._radio(QCoreApplication.translate(
                "SettingsDialog", "Play more hands until one player alone is lowest"), self.ties_group, ties_layout),
        }
        layout = QVBoxLayout()
        for group in (play, moon, ties):
            layout.addWidget(group)
        return self._page(layout)

    def _build_players_tab(self) -> QWidget:
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(GameSettings().display_name)  # empty: "You" in the player's language
        self.all_level_combo = _combo([(level_label(level), level) for level in LEVELS])
        self.per_seat_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Choose a level for each opponent"))
        top = QFormLayout()
        top.addRow(QCoreApplication.translate("SettingsDialog", "&Your name:"), self.name_edit)
        top.addRow(QCoreApplication.translate("SettingsDialog", "Opponents' &level:"), self.all_level_combo)
        top.addRow("", self.per_seat_check)

        self.opponents_box = QGroupBox(QCoreApplication.translate("SettingsDialog", "Opponents"))
        grid = QGridLayout(self.opponents_box)
        grid.setColumnStretch(1, 1)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox] = []
        for row in range(MAX_OPPONENTS):
            label, edit = QLabel(), QLineEdit()
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setPlaceholderText(default_opponent_name(row))  # empty: the default in the player's language
            combo = _combo([(level_label(level), level) for level in LEVELS])
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            grid.addWidget(combo, row, 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.level_combos.append(combo)
        layout = QVBoxLayout()
        layout.addLayout(top)
        layout.addWidget(self.opponents_box)
        return self._page(layout)

    def _build_appearance_tab(self) -> QWidget:
        self.speed_combo = _combo([(speed_label(speed), speed) for speed in ANIMATION_SPEEDS])
        self.language_combo = _combo([
            (QCoreApplication.translate("SettingsDialog", "System language") if code == "" else name, code)
            for code, name in LANGUAGES.items()
        ])
        self.language_combo.setMinimumWidth(self.speed_combo.sizeHint().width())
        self.confirm_received_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Show the cards you receive until you press OK"))
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Animation speed:"), self.speed_combo)
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Language:"), self.language_combo)
        form.addRow("", self.confirm_received_check)
        return self._page(form)

    def _page(self, layout: QVBoxLayout | QFormLayout) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(16, 16, 16, 12)
        if isinstance(layout, QFormLayout):
            layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            layout.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(layout)
        outer.addStretch()
        return page

    def _radio(self, text: str, group: QButtonGroup, layout: QVBoxLayout) -> QRadioButton:
        button = QRadioButton(text)
        group.addButton(button)
        layout.addWidget(button)
        return button

    # --- values in and out ----------------------------------------------------------------------------------

    def _load(self, settings: GameSettings) -> None:
        self._loading = True
        rules = settings.rules
        self.players_spin.setValue(rules.players)
        _select(self.variant_combo, rules.variant)
        self._last_variant = rules.variant
        self.target_spin.setValue(rules.target_score)
        self.queen_breaks.setChecked(rules.queen_breaks_hearts)
        self.first_trick_points.setChecked(rules.points_on_first_trick)
        self.passing.setChecked(rules.passing)
        self.jack_for_moon.setChecked(rules.jack_needed_for_moon)
        self._jack_wanted = rules.jack_needed_for_moon  # kept while the box shows off (not Omnibus)
        self.moon_buttons[rules.moon_scoring].setChecked(True)
        self.tie_buttons[rules.ties].setChecked(True)
        self.name_edit.setText(settings.player_name)
        for row, (edit, name) in enumerate(zip(self.name_edits, settings.opponent_names, strict=True)):
            edit.setText("" if name in default_opponent_names()[row] else name)
        for combo, level in zip(self.level_combos, settings.opponent_levels, strict=True):
            _select(combo, level)
        levels = set(settings.opponent_levels)
        self.per_seat_check.setChecked(len(levels) > 1)
        _select(self.all_level_combo, settings.opponent_levels[0])
        _select(self.speed_combo, settings.animation_speed)
        _select(self.language_combo, settings.language)
        self.confirm_received_check.setChecked(settings.confirm_received)
        self.play_out_check.setChecked(settings.play_out_settled)
        self.allow_undo_check.setChecked(settings.allow_undo)
        self._loading = False

    def _rules(self) -> Rules:
        moon = next(s for s, b in self.moon_buttons.items() if b.isChecked())
        ties = next(t for t, b in self.tie_buttons.items() if b.isChecked())
        return Rules(
            players=self.players_spin.value(),
            variant=self.variant(),
            target_score=self.target_spin.value(),
            queen_breaks_hearts=self.queen_breaks.isChecked(),
            points_on_first_trick=self.first_trick_points.isChecked(),
            moon_scoring=moon,
            passing=self.passing.isChecked(),
            jack_needed_for_moon=(self.jack_for_moon.isChecked() if self.jack_for_moon.isEnabled()
                                  else self._jack_wanted),
            ties=ties,
        )

    def variant(self) -> Variant:
        """The variant chosen in the dialog."""
        return cast(Variant, self.variant_combo.currentData())

    def settings(self) -> GameSettings:
        """The settings as edited (blank names take their defaults)."""
        if self.per_seat_check.isChecked():
            levels = tuple(str(combo.currentData()) for combo in self.level_combos)
        else:
            levels = (str(self.all_level_combo.currentData()),) * MAX_OPPONENTS
        names = tuple(edit.text().strip() or default
                      for edit, default in zip(self.name_edits, DEFAULT_OPPONENT_NAMES, strict=True))
        return GameSettings(
            rules=self._rules(),
            player_name=self.name_edit.text().strip(),
            opponent_names=names,
            opponent_levels=levels,
            animation_speed=str(self.speed_combo.currentData()),
            language=str(self.language_combo.currentData()),
            confirm_received=self.confirm_received_check.isChecked(),
            play_out_settled=self.play_out_check.isChecked(),
            allow_undo=self.allow_undo_check.isChecked(),
        )

    def restore_defaults(self) -> None:
        """Put every control back to its default (Cancel still keeps the old settings)."""
        self._load(GameSettings())
        self._update()

    # --- keeping the controls consistent --------------------------------------------------------------------

    def _connect_updates(self) -> None:
        self.players_spin.valueChanged.connect(self._update)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self.target_spin.valueChanged.connect(self._update)
        self.per_seat_check.toggled.connect(self._update)
        self.all_level_combo.currentIndexChanged.connect(self._update)
        buttons: list[QAbstractButton] = [self.queen_breaks, self.first_trick_points, self.passing,
                                          self.jack_for_moon, *self.moon_buttons.values(),
                                          *self.tie_buttons.values()]
        for button in buttons:
            button.toggled.connect(self._update)

    def _variant_changed(self) -> None:
        """Suggest the new variant's usual target when the old one's was still in place (Spot Hearts: 500)."""
        if self._loading:
            return
        old, new = VARIANT_TABLE[self._last_variant], VARIANT_TABLE[self.variant()]
        if self.target_spin.value() == old.suggested_target:
            self.target_spin.setValue(new.suggested_target)
        self._last_variant = self.variant()
        self._update()

    def _update(self) -> None:
        if self._loading:
            return
        variant = self.variant()
        problem = self.problem()
        self.players_problem.setText(problem or "")
        self.players_problem.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None)
        self.ok_button.setToolTip(problem or "")
        self.variant_hint.setText(variant_summary(variant))
        for value, button in self.preset_buttons.items():
            button.setChecked(value == self.target_spin.value())
        self._update_rule_options(variant)
        self._update_opponents()
        self.new_game_note.setVisible(problem is None and self._rules() != self._original.rules)

    def _update_rule_options(self, variant: Variant) -> None:
        cancellation = variant is Variant.CANCELLATION
        self.passing.setEnabled(not cancellation)
        self.passing.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "Cancellation Hearts is played without passing.") if cancellation
            else QCoreApplication.translate(
                "SettingsDialog", "With 4 players: left, right, across, then a hand without passing. "
                "Otherwise: left and right in turn."))
        omnibus = variant is Variant.OMNIBUS
        # Outside Omnibus the J♦ rule does not apply: the box shows off (not a checked rule that seems to count),
        # and the choice made for Omnibus comes back with it.
        jack = self.jack_for_moon
        if jack.isEnabled():
            self._jack_wanted = jack.isChecked()
        blocked = jack.blockSignals(True)
        jack.setChecked(self._jack_wanted and omnibus)
        jack.blockSignals(blocked)
        jack.setEnabled(omnibus)
        self.jack_for_moon.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "When off, the moon is all the hearts and the Q♠; the J♦ still scores −10.")
            if omnibus else QCoreApplication.translate(
                "SettingsDialog", "Only Omnibus has the J♦ bonus card."))
        penalty = QCoreApplication.translate("SettingsDialog", "hearts, Q♠, K♠ and A♠") \
            if variant is Variant.BLACK_MARIA else QCoreApplication.translate("SettingsDialog", "hearts and Q♠")
        self.first_trick_points.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "When on, a player who cannot follow suit on the first trick may discard {cards}.")
            .format(cards=penalty))

    def _update_opponents(self) -> None:
        opponents = self.players_spin.value() - 1
        per_seat = self.per_seat_check.isChecked()
        self.all_level_combo.setEnabled(not per_seat)
        for row in range(MAX_OPPONENTS):
            visible = row < opponents
            self.seat_labels[row].setText(self._seat_text(row + 1, opponents))
            for widget in (self.seat_labels[row], self.name_edits[row], self.level_combos[row]):
                widget.setVisible(visible)
            combo = self.level_combos[row]
            combo.setEnabled(per_seat)
            if not per_seat:
                combo.setCurrentIndex(self.all_level_combo.currentIndex())

    @staticmethod
    def _seat_text(seat: int, opponents: int) -> str:
        if seat == 1:
            return QCoreApplication.translate("SettingsDialog", "Seat {seat} (your left):").format(seat=seat)
        if seat == opponents:
            return QCoreApplication.translate("SettingsDialog", "Seat {seat} (your right):").format(seat=seat)
        if opponents == 3 and seat == 2:
            return QCoreApplication.translate("SettingsDialog", "Seat {seat} (across):").format(seat=seat)
        return QCoreApplication.translate("SettingsDialog", "Seat {seat}:").format(seat=seat)
