"""The settings dialog: edits a copy of :class:`GameSettings`; the caller applies :meth:`SettingsDialog.settings` on OK.

Options that mean nothing for the chosen variant are disabled with a tooltip saying why. The player count and the
variant can be set in any order; while they do not go together (Cancellation Hearts with fewer than 5 players) a
note beside them says why and OK waits. Notes are drawn in colours that keep a 4.5:1 contrast in light and dark
palettes (:mod:`hearts_qt.ui.style.colours`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine.rules import PLAYER_RANGE, VARIANT_TABLE, Rules, Variant
from hearts_qt.languages import DEFAULT_OPPONENT_NAMES, LANGUAGES, default_opponent_name, default_opponent_names
from hearts_qt.settings import ANIMATION_SPEEDS, LEVELS, MAX_NAME_LENGTH, MAX_OPPONENTS, VOLUME_RANGE, GameSettings
from hearts_qt.text.format import fill
from hearts_qt.text.rules import variant_name, variant_summary
from hearts_qt.ui.settings.house_rules import HouseRulesTab
from hearts_qt.ui.settings.target import TargetSpinBox
from hearts_qt.ui.settings.theme_chooser import ThemeChooser
from hearts_qt.ui.style.colours import muted_text, text_palette, warning_text
from hearts_qt.ui.style.screen_fit import ScrollPage, fit_with_scrolling, notes_take_lines, screen_room

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


def _span_unlabelled_rows(form: QFormLayout) -> None:
    """Each row of ``form`` with no label (a check box, a note, the presets) takes the whole row: it no longer
    waits beyond the labels' column, which a narrow page cannot spare."""
    for row in range(form.rowCount()):
        if form.itemAt(row, QFormLayout.ItemRole.LabelRole) is not None:
            continue
        field = form.takeRow(row).fieldItem  # a row that spans already is put back as it was
        if field is None:
            continue
        widget, inner = field.widget(), field.layout()
        if widget is not None:
            form.insertRow(row, widget)
        elif inner is not None:
            form.insertRow(row, inner)


def target_hint_text(*, exact_target_resets: bool) -> str:
    """What the target score means, with the house rule that sends a total landing exactly on it back to 0."""
    if exact_target_resets:
        return QCoreApplication.translate(
            "SettingsDialog", "The game ends after a hand in which someone passes this score (a total landing "
            "exactly on it goes back to 0).")
    return QCoreApplication.translate(
        "SettingsDialog", "The game ends after a hand in which someone reaches this score.")


def name_limit_text() -> str:
    """Why typing a name stops."""
    return fill(QCoreApplication.translate("SettingsDialog", "A name can be up to %1 characters long."),
                MAX_NAME_LENGTH)


class SettingsDialog(QDialog):
    """Game, house rules, players and appearance, on four tabs; OK returns the edited copy via :meth:`settings`."""

    def __init__(self, settings: GameSettings, parent: QWidget | None = None, *, sound_unavailable: bool = False,
                 preview_sound: Callable[[int], None] | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        # No device could play this session (the volume note says so); a moved volume slider plays a sample.
        self._sound_unavailable = sound_unavailable
        self._preview_sound = preview_sound
        self.setWindowTitle(QCoreApplication.translate("SettingsDialog", "Settings"))
        # Each page scrolls when the screen is too short for the dialog (a 600-line netbook), and only then.
        self.house = HouseRulesTab()
        self.pages = [ScrollPage(self._build_game_tab()), ScrollPage(self.house), ScrollPage(self._build_players_tab()),
                      ScrollPage(self._build_appearance_tab())]
        self.tabs = QTabWidget()
        for page, title in zip(self.pages, (
                QCoreApplication.translate("SettingsDialog", "Game"),
                QCoreApplication.translate("SettingsDialog", "House rules"),
                QCoreApplication.translate("SettingsDialog", "Players"),
                QCoreApplication.translate("SettingsDialog", "Appearance")), strict=True):
            self.tabs.addTab(page, title)

        self.new_game_note = _hint(QCoreApplication.translate(
            "SettingsDialog", "Changed rules take effect in a new game."))
        # Beside the buttons of a narrow dialog (800 × 600) it wraps: the row must grow to its lines.
        policy = self.new_game_note.sizePolicy()
        policy.setHeightForWidth(True)
        self.new_game_note.setSizePolicy(policy)
        self.restore_button = QPushButton(QCoreApplication.translate("SettingsDialog", "&Restore defaults"))
        self.restore_button.setAutoDefault(True)  # Enter presses it when it has the focus
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
        self._fitted = False

    def _colour_notes(self) -> None:
        for hint in (self.variant_hint, self.target_hint, self.sound_note, self.name_note):
            hint.setPalette(text_palette(muted_text(self.palette())))
        for warning in (self.players_problem, self.new_game_note, self.target_note):
            warning.setPalette(text_palette(warning_text(self.palette())))
        self.house.colour_notes(self.palette())

    def showEvent(self, event: QShowEvent) -> None:
        if not self._fitted:  # on a screen too short for the dialog its pages scroll
            self._fitted = True
            layout = self.layout()
            if layout is not None:
                layout.activate()
            if self.minimumSizeHint().width() > screen_room(self).width():
                self._narrow()
            fit_with_scrolling(self, self.pages)
        super().showEvent(event)

    def _narrow(self) -> None:
        """One column for a narrow screen (800 × 600): the house rules' groups one under another, and every
        unlabelled check box, note and preview across the whole width of its page rather than under the fields."""
        self.house.stack()
        for page in self.pages:
            content = page.widget()
            if content is None:
                continue
            for form in content.findChildren(QFormLayout):
                _span_unlabelled_rows(form)
            notes_take_lines(content)
            for nested in content.findChildren(QLayout):  # each keeps the least size it had until told
                nested.invalidate()
            page.updateGeometry()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()

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
        return fill(QCoreApplication.translate("SettingsDialog", "%1 needs %2 to %3 players."),
                    variant_name(variant), needed, PLAYER_RANGE[1])

    def accept(self) -> None:
        """OK (or Enter) applies only rules that can be played."""
        if self.problem() is None:
            super().accept()

    # --- building the tabs ----------------------------------------------------------------------------------

    def _build_game_tab(self) -> QWidget:
        self.players_spin = QSpinBox()
        self.players_spin.setRange(*PLAYER_RANGE)
        self.variant_combo = _combo([(variant_name(v), v) for v in Variant])
        self.players_problem = _hint()
        self.variant_hint = _hint()
        self.target_spin = TargetSpinBox()
        self.target_note = _hint()  # a number typed outside the range: the range, and what became of the number
        self.target_note.hide()
        # No " points" suffix: a spin box suffix cannot change with the value, and the plural word must
        # (pl 2 punkty / 5 punktów); the label "Target score:" already names what the bare number is.
        self.target_hint = _hint(target_hint_text(exact_target_resets=False))
        presets = QHBoxLayout()
        presets.setSpacing(4)
        self.preset_buttons: dict[int, QPushButton] = {}
        for value in TARGET_PRESETS:
            button = QPushButton(str(value))
            button.setCheckable(True)
            button.setAutoDefault(True)  # Enter on a focused preset sets it; elsewhere Enter is OK
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
        form.addRow("", self.target_note)
        form.addRow("", presets)
        form.addRow("", self.target_hint)
        self.play_out_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "&Finish a hand at once when no points are left to play for"))
        form.addRow("", self.play_out_check)
        self.allow_undo_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Allow &undo (Ctrl+Z takes back your last card)"))
        form.addRow("", self.allow_undo_check)
        return self._page(form)

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
        # Typing stops at the longest name kept: said here (and on each name's tooltip) once a name reaches it.
        self.name_note = _hint(name_limit_text())
        self.name_note.hide()
        for edit in (self.name_edit, *self.name_edits):
            edit.setToolTip(name_limit_text())
        layout = QVBoxLayout()
        layout.addLayout(top)
        layout.addWidget(self.opponents_box)
        layout.addWidget(self.name_note)
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
        self.reduce_motion_check = QCheckBox(QCoreApplication.translate(
            "SettingsDialog", "Reduce &motion: cards appear in place instead of sliding"))
        form.addRow("", self.reduce_motion_check)
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Language:"), self.language_combo)
        form.addRow("", self.confirm_received_check)
        form.addRow(self._build_sound_box())
        layout = QVBoxLayout()
        layout.addLayout(form)
        self.looks = ThemeChooser()
        layout.addWidget(self.looks)
        return self._page(layout)

    def _build_sound_box(self) -> QGroupBox:
        """Sound on or off and its volume; a note when no device could play this session."""
        box = QGroupBox(QCoreApplication.translate("SettingsDialog", "Sound"))
        self.sound_check = QCheckBox(QCoreApplication.translate("SettingsDialog", "Play &sounds"))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(*VOLUME_RANGE)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setAccessibleName(QCoreApplication.translate("SettingsDialog", "Volume"))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100") + 4)
        # A sample at the new volume once the slider rests (dragged, keys or wheel), not at every step.
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(250)
        self._preview_timer.timeout.connect(self._volume_moved)
        self.volume_slider.valueChanged.connect(self._volume_changed)
        self.volume_slider.sliderReleased.connect(self._preview_timer.start)
        self.sound_check.toggled.connect(self.volume_slider.setEnabled)
        self.sound_note = _hint(QCoreApplication.translate(
            "SettingsDialog", "No sound device could be used: Hearts is silent for now."))
        self.sound_note.setVisible(self._sound_unavailable)
        volume = QHBoxLayout()
        volume.addWidget(self.volume_slider, 1)
        volume.addWidget(self.volume_value)
        form = QFormLayout(box)
        form.addRow("", self.sound_check)
        volume_label = QLabel(QCoreApplication.translate("SettingsDialog", "&Volume:"))
        volume_label.setBuddy(self.volume_slider)
        form.addRow(volume_label, volume)
        form.addRow("", self.sound_note)
        return box

    def _volume_changed(self, value: int) -> None:
        self.volume_value.setText(str(value))
        if not self._loading and not self.volume_slider.isSliderDown():
            self._preview_timer.start()

    def _volume_moved(self) -> None:
        if self._preview_sound is not None and self.sound_check.isChecked():
            self._preview_sound(self.volume_slider.value())

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

    # --- values in and out ----------------------------------------------------------------------------------

    def _load(self, settings: GameSettings) -> None:
        self._loading = True
        rules = settings.rules
        self.players_spin.setValue(rules.players)
        _select(self.variant_combo, rules.variant)
        self._last_variant = rules.variant
        self.target_spin.setValue(rules.target_score)
        self.house.load(rules)
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
        self.reduce_motion_check.setChecked(settings.reduce_motion)
        self.sound_check.setChecked(settings.sound)
        self.volume_slider.setValue(settings.volume)
        self.volume_slider.setEnabled(settings.sound)
        self.looks.load(settings.theme)
        self._loading = False

    def _rules(self) -> Rules:
        return Rules(
            players=self.players_spin.value(),
            variant=self.variant(),
            target_score=self.target_spin.value(),
            **self.house.values(),
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
            sound=self.sound_check.isChecked(),
            volume=self.volume_slider.value(),
            reduce_motion=self.reduce_motion_check.isChecked(),
            theme=self.looks.theme(),
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
        self.target_spin.note_changed.connect(self._update)
        self.per_seat_check.toggled.connect(self._update)
        self.all_level_combo.currentIndexChanged.connect(self._update)
        self.house.changed.connect(self._update)
        for edit in (self.name_edit, *self.name_edits):
            edit.textChanged.connect(self._update_name_note)

    def _update_name_note(self) -> None:
        opponents = self.name_edits[:self.players_spin.value() - 1]
        self.name_note.setVisible(any(len(edit.text()) >= MAX_NAME_LENGTH for edit in (self.name_edit, *opponents)))

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
        target_note = self.target_spin.note_text()
        self.target_note.setText(target_note or "")
        self.target_note.setVisible(target_note is not None)
        waiting = problem or (target_note if self.target_spin.typing else None)  # OK waits for a target too
        self.ok_button.setEnabled(waiting is None)
        self.ok_button.setToolTip(waiting or "")
        self.variant_hint.setText(variant_summary(variant))
        self.target_hint.setText(target_hint_text(exact_target_resets=self.house.exact_target.isChecked()))
        for value, button in self.preset_buttons.items():
            button.setChecked(value == self.target_spin.value())
        self.house.update_for(variant)
        # Omnibus is named with what its J♦ is worth, as everywhere else (the house rule may make it −5).
        omnibus = self.variant_combo.findData(Variant.OMNIBUS)
        self.variant_combo.setItemText(omnibus, variant_name(Variant.OMNIBUS, self.house.values()["jack_points"]))
        self._update_opponents()
        self._update_name_note()
        self.new_game_note.setVisible(problem is None and self._rules() != self._original.rules)

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
            return fill(QCoreApplication.translate("SettingsDialog", "Seat %1 (your left):"), seat)
        if seat == opponents:
            return fill(QCoreApplication.translate("SettingsDialog", "Seat %1 (your right):"), seat)
        if opponents == 3 and seat == 2:
            return fill(QCoreApplication.translate("SettingsDialog", "Seat %1 (across):"), seat)
        return fill(QCoreApplication.translate("SettingsDialog", "Seat %1:"), seat)
