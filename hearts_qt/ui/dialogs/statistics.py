"""The Statistics dialog: the player's figures from :class:`~hearts_qt.stats.StatsStore`, filtered by variant,
player count and opponents' level, with points per hand match by match as a chart, Reset and Export CSV.

The dialog reads the store each time a filter changes and deletes itself when closed. Failures (a disk that
refuses the export, a reset that could not be written) are told in one sentence inside the dialog.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine.rules import PLAYER_RANGE, Variant
from hearts_qt.stats import MIXED, MatchRecord, StatsFilter, StatsStore, StatsSummary
from hearts_qt.text.format import fill
from hearts_qt.text.rules import variant_name
from hearts_qt.ui.dialogs.score_chart import TrendChart, format_value

NO_VALUE = "—"


def level_names() -> dict[str, str]:
    """The opponents' levels as the filter names them (the computer players' levels, and a mix of them)."""
    return {
        "easy": QCoreApplication.translate("StatsDialog", "Easy"),
        "normal": QCoreApplication.translate("StatsDialog", "Normal"),
        "hard": QCoreApplication.translate("StatsDialog", "Hard"),
        "expert": QCoreApplication.translate("StatsDialog", "Expert"),
        MIXED: QCoreApplication.translate("StatsDialog", "Mixed"),
    }


def _date(stamp: str) -> str:
    """An ISO time stamp from the database as a short local date."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    when = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    locale = QLocale()
    if locale.language() is QLocale.Language.C:  # a system without a locale writes "7 12 2026": ISO is unambiguous
        return when.date().toString(Qt.DateFormat.ISODate)
    if locale.language() is QLocale.Language.English:  # "12/7/26" is 7 December in the US, 12 July elsewhere
        return locale.toString(when.date(), "d MMM yyyy")
    return locale.toString(when.date(), QLocale.FormatType.ShortFormat)


class StatsDialog(QDialog):
    """The figures of ``store`` for the person called ``player_name``; opened with ``open()``, deleted on close."""

    def __init__(self, store: StatsStore, player_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(QCoreApplication.translate("StatsDialog", "Statistics"))
        self.store = store
        self.player_name = player_name
        self.reset_question: QMessageBox | None = None
        layout = QVBoxLayout(self)
        layout.addLayout(self._filters())
        columns = QHBoxLayout()
        columns.addWidget(self._figures_box(), 0, Qt.AlignmentFlag.AlignTop)
        self.chart = TrendChart()
        self.chart.setMinimumSize(360, 240)
        columns.addWidget(self.chart, 1)
        layout.addLayout(columns, 1)
        self.read_only_note = QLabel(QCoreApplication.translate(
            "StatsDialog", "Your statistics are shown read only: their folder cannot be written, so the games you "
            "play now are not added."))
        self.read_only_note.setWordWrap(True)
        self.read_only_note.setVisible(store.read_only)
        layout.addWidget(self.read_only_note)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.hide()
        layout.addWidget(self.message)
        layout.addWidget(self._buttons())
        if store.read_only:  # nothing can be forgotten either
            self.reset_button.setEnabled(False)
            self.reset_button.setToolTip(self.read_only_note.text())
        self.refresh()

    # --- building ------------------------------------------------------------------------------------------

    def _filters(self) -> QHBoxLayout:
        row = QHBoxLayout()
        every = QCoreApplication.translate("StatsDialog", "All")
        self.variant_box = QComboBox()
        self.variant_box.addItem(every, None)
        for variant in Variant:
            self.variant_box.addItem(variant_name(variant), variant.value)
        self.players_box = QComboBox()
        self.players_box.addItem(every, None)
        for players in range(PLAYER_RANGE[0], PLAYER_RANGE[1] + 1):
            self.players_box.addItem(str(players), players)
        self.level_box = QComboBox()
        self.level_box.addItem(every, None)
        for level, name in level_names().items():
            self.level_box.addItem(name, level)
        for text, box in ((QCoreApplication.translate("StatsDialog", "&Variant:"), self.variant_box),
                          (QCoreApplication.translate("StatsDialog", "&Players:"), self.players_box),
                          (QCoreApplication.translate("StatsDialog", "&Opponents:"), self.level_box)):
            label = QLabel(text)
            label.setBuddy(box)
            row.addWidget(label)
            row.addWidget(box)
            box.currentIndexChanged.connect(self.refresh)
        row.addStretch(1)
        return row

    def _figures_box(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("StatsDialog", "Your figures"))
        form = QFormLayout(box)
        rows = (
            ("played", QCoreApplication.translate("StatsDialog", "Matches played:")),
            ("won", QCoreApplication.translate("StatsDialog", "Matches won:")),
            ("rate", QCoreApplication.translate("StatsDialog", "Win rate:")),
            ("streak", QCoreApplication.translate("StatsDialog", "Longest winning streak:")),
            ("hands", QCoreApplication.translate("StatsDialog", "Hands played:")),
            ("average", QCoreApplication.translate("StatsDialog", "Average points per hand:")),
            ("shot", QCoreApplication.translate("StatsDialog", "Moons you shot:")),
            ("suffered", QCoreApplication.translate("StatsDialog", "Moons shot against you:")),
            ("queens", QCoreApplication.translate("StatsDialog", "Q♠ taken:")),
            ("best", QCoreApplication.translate("StatsDialog", "Best match:")),
            ("worst", QCoreApplication.translate("StatsDialog", "Worst match:")),
        )
        # Matches count once they are over; hands (and their average) as soon as each is scored.
        tips = {
            "played": QCoreApplication.translate(
                "StatsDialog", "Matches played to the end; a match still going counts once it is over."),
            "hands": QCoreApplication.translate(
                "StatsDialog", "Every hand played to its score, in matches still going or left unfinished too."),
        }
        self.values: dict[str, QLabel] = {}
        for key, text in rows:
            value = QLabel()
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label = QLabel(text)
            label.setBuddy(value)
            value.setAccessibleName(text.rstrip(":"))
            if key in tips:
                label.setToolTip(tips[key])
                value.setToolTip(tips[key])
            form.addRow(label, value)
            self.values[key] = value
        self.mixed_note = QLabel(QCoreApplication.translate(
            "StatsDialog", "Best and worst compare matches of one variant and number of players: choose them above."))
        self.mixed_note.setWordWrap(True)
        self.mixed_note.hide()
        form.addRow(self.mixed_note)
        return box

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.reset_button = QPushButton(QCoreApplication.translate("StatsDialog", "&Reset…"))
        self.export_button = QPushButton(QCoreApplication.translate("StatsDialog", "&Export CSV…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.export_button.clicked.connect(self.export)
        return buttons

    # --- showing the figures -------------------------------------------------------------------------------

    def current_filter(self) -> StatsFilter:
        return StatsFilter(variant=self.variant_box.currentData(), players=self.players_box.currentData(),
                           opponents_level=self.level_box.currentData())

    def refresh(self) -> None:
        where = self.current_filter()
        summary = self.store.summary(where)
        notice = self.store.take_notice()
        problem, detail = (notice, self.store.notice_detail) if notice else (self.store.last_error,
                                                                            self.store.last_detail)
        if problem is not None:
            self._tell(problem, detail)
        self._show(summary)
        if not summary.points_over_time and where != StatsFilter() and self.store.summary().matches_played:
            self.chart.set_trend(self.player_name, (), QCoreApplication.translate(
                "StatsDialog", "No finished match matches these filters."))

    def _show(self, s: StatsSummary) -> None:
        rate = s.win_rate
        figures = {
            "played": str(s.matches_played),
            "won": str(s.matches_won),
            "rate": NO_VALUE if rate is None else fill(QCoreApplication.translate("StatsDialog", "%1%"),
                                                       round(rate * 100)),
            "streak": str(s.longest_streak),
            "hands": str(s.hands_played),
            "average": NO_VALUE if s.average_points is None else format_value(s.average_points, False),
            "shot": str(s.moons_shot),
            "suffered": str(s.moons_suffered),
            "queens": str(s.queens_taken),
            "best": self._match_text(s.best_match),
            "worst": self._match_text(s.worst_match),
        }
        for key, text in figures.items():
            self.values[key].setText(text)
        self.mixed_note.setVisible(s.mixed_games)
        self.chart.set_trend(self.player_name, s.points_over_time)

    @staticmethod
    def _match_text(record: MatchRecord | None) -> str:
        if record is None:
            return NO_VALUE
        text = (QCoreApplication.translate("StatsDialog", "%1 points, won (%2)") if record.won
                else QCoreApplication.translate("StatsDialog", "%1 points (%2)"))
        return fill(text, format_value(record.your_final, True), _date(record.finished))

    def _tell(self, sentence: str, detail: str | None = None) -> None:
        """Say ``sentence`` above the figures; the technical ``detail`` (SQLite's or the system's own words, in
        English) only in its tooltip."""
        self.message.setText(sentence)
        self.message.setToolTip(detail or "")
        self.message.show()

    # --- reset and export ----------------------------------------------------------------------------------

    def ask_reset(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("StatsDialog", "Reset statistics"),
            QCoreApplication.translate("StatsDialog", "Forget every recorded match and hand? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.reset_question = box
        box.finished.connect(lambda _code: self._reset_answered(box))
        box.open()

    def _reset_answered(self, box: QMessageBox) -> None:
        self.reset_question = None
        answer = box.standardButton(box.clickedButton())
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Reset:
            return
        if self.store.reset():
            self._tell(QCoreApplication.translate("StatsDialog", "Your statistics were reset."))
        else:
            self._tell(self.store.last_error or QCoreApplication.translate(
                "StatsDialog", "Your statistics could not be reset."), self.store.last_detail)
        self.refresh()

    def export(self) -> None:
        suggested = str(export_folder() / QCoreApplication.translate("StatsDialog", "hearts-statistics.csv"))
        chosen, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("StatsDialog", "Export statistics"), suggested,
            QCoreApplication.translate("StatsDialog", "CSV files (*.csv)"))
        if not chosen:
            return
        target = Path(chosen)
        if self.store.export_csv(target):
            self._tell(fill(QCoreApplication.translate("StatsDialog", "Statistics exported to %1."), str(target)))
        else:
            self._tell(self.store.last_error or QCoreApplication.translate(
                "StatsDialog", "The statistics could not be exported."), self.store.last_detail)


def export_folder() -> Path:
    """Where the export's file dialog starts: the player's Documents, else their home; never the working folder
    (a relative name would land wherever the game was started from)."""
    for location in (QStandardPaths.StandardLocation.DocumentsLocation, QStandardPaths.StandardLocation.HomeLocation):
        folder = QStandardPaths.writableLocation(location)
        if folder and Path(folder).is_absolute() and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


__all__ = ["StatsDialog", "export_folder", "level_names"]
