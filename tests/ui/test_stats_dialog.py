"""The Statistics dialog on a database the test fills: the figures, the filters, Reset with its question, Export CSV
and its failure told in a sentence, and the dialog deleted when closed."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from hearts_qt.engine import Rules, Variant
from hearts_qt.stats import STATS_NAME, StatsStore
from hearts_qt.ui.dialogs.statistics import StatsDialog
from tests.support.stats import QUICK, play_match


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    """Two Standard matches won by seat 0 (seeds 3 and 7), one lost, one 5-player match, one Black Maria."""
    store = StatsStore(tmp_path / STATS_NAME)
    for seed in (3, 4, 7):
        play_match(store, QUICK, seed, ["human", "easy", "easy", "easy"])
    play_match(store, Rules(players=5, passing=False, target_score=25), 2, ["human"] + ["hard"] * 4)
    play_match(store, Rules(variant=Variant.BLACK_MARIA, passing=False, target_score=25), 3,
               ["human", "easy", "hard", "normal"])
    return store


def open_dialog(qtbot, store: StatsStore) -> StatsDialog:
    dialog = StatsDialog(store, "Ana")
    qtbot.addWidget(dialog)
    dialog.open()
    return dialog


def shown(dialog: StatsDialog) -> dict[str, str]:
    return {key: label.text() for key, label in dialog.values.items()}


def test_the_figures_are_the_store_s(qtbot, store: StatsStore):
    dialog = open_dialog(qtbot, store)
    summary = store.summary()
    figures = shown(dialog)
    assert figures["played"] == "5" and figures["won"] == str(summary.matches_won)
    assert figures["rate"] == f"{round(summary.matches_won / 5 * 100)}%"
    assert figures["hands"] == str(summary.hands_played) and figures["queens"] == str(summary.queens_taken)
    assert figures["shot"] == str(summary.moons_shot) and figures["suffered"] == str(summary.moons_suffered)
    # Three variants and player counts: their scores are not compared (best and worst wait for a choice) ...
    assert summary.best_match is None and figures["best"] == figures["worst"] == "—"
    assert dialog.mixed_note.isVisible() and "one variant and number of players" in dialog.mixed_note.text()
    assert "Ana" in dialog.chart._legend and len(dialog.chart._rows) == 5
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("standard"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(4))
    standard = store.summary(dialog.current_filter())  # ... until one is chosen
    assert standard.best_match is not None and shown(dialog)["best"].startswith(str(standard.best_match.your_final))
    assert not dialog.mixed_note.isVisible()
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    assert not dialog.message.isVisible()


def test_what_counts_as_played_is_said_on_the_figures(qtbot, store: StatsStore):
    """A match left unfinished counts its hands but not as a match played: the figures say so on hover."""
    dialog = open_dialog(qtbot, store)
    assert "still going" in dialog.values["hands"].toolTip()
    assert "to the end" in dialog.values["played"].toolTip()
    form = dialog.values["hands"].parentWidget().layout()
    label = form.labelForField(dialog.values["hands"])
    assert label is not None and label.toolTip() == dialog.values["hands"].toolTip()


def test_the_filters_narrow_the_figures(qtbot, store: StatsStore):
    dialog = open_dialog(qtbot, store)
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(5))
    assert shown(dialog)["played"] == "1" and len(dialog.chart._rows) == 1
    dialog.players_box.setCurrentIndex(0)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("standard"))
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("easy"))
    assert shown(dialog)["played"] == "3"
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("mixed"))
    figures = shown(dialog)
    assert figures["played"] == "0" and figures["rate"] == "—" and figures["best"] == "—"
    assert dialog.chart.accessibleDescription() == "No finished match matches these filters."  # there are some


def answer_reset(qtbot, dialog: StatsDialog, button: QMessageBox.StandardButton) -> None:
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    box = dialog.reset_question
    assert box is not None and box.isVisible()
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    assert dialog.reset_question is None


def test_reset_asks_first_and_cancel_keeps_everything(qtbot, store: StatsStore):
    dialog = open_dialog(qtbot, store)
    answer_reset(qtbot, dialog, QMessageBox.StandardButton.Cancel)
    assert store.summary().matches_played == 5 and shown(dialog)["played"] == "5"
    answer_reset(qtbot, dialog, QMessageBox.StandardButton.Reset)
    assert store.summary().matches_played == 0
    figures = shown(dialog)
    assert figures["played"] == "0" and figures["hands"] == "0" and figures["average"] == "—"
    assert dialog.message.isVisible() and "reset" in dialog.message.text()


def test_export_writes_the_file_and_a_failure_is_one_sentence(qtbot, store: StatsStore, tmp_path: Path, monkeypatch):
    dialog = open_dialog(qtbot, store)
    target = tmp_path / "mine.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), "CSV files (*.csv)"))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert target.read_text(encoding="utf-8-sig").startswith("match,started")
    assert str(target) in dialog.message.text()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path), ""))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    text = dialog.message.text()
    assert "could not be exported" in text and text.count(".") <= 1 + str(tmp_path).count(".")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: ("", ""))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == text


def test_unavailable_statistics_are_said_and_the_dialog_still_opens(qtbot, tmp_path: Path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    store = StatsStore(blocker / STATS_NAME)
    dialog = open_dialog(qtbot, store)
    assert shown(dialog)["played"] == "0"
    assert dialog.message.isVisible() and "not available" in dialog.message.text()


def test_no_match_at_all_is_not_blamed_on_the_filters(qtbot, tmp_path: Path):
    dialog = open_dialog(qtbot, StatsStore(tmp_path / STATS_NAME))
    assert dialog.chart.accessibleDescription() == "No match has been finished yet."
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(5))
    assert dialog.chart.accessibleDescription() == "No match has been finished yet."


def test_statistics_shown_read_only_say_so_in_the_dialog(qtbot, store: StatsStore, monkeypatch):
    """The README's promise: statistics in a folder that cannot be written are shown, with a word that the games
    played now are not added, in the dialog itself (the one-time notice at start may be long gone)."""
    store.close()

    def refuse(self):
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(StatsStore, "_connect", refuse)
    read_only = StatsStore(store.path)
    assert read_only.take_notice() is not None  # told at start, by the window
    dialog = open_dialog(qtbot, read_only)
    assert shown(dialog)["played"] == "5"
    assert dialog.read_only_note.isVisible() and dialog.read_only_note.text() == (
        "Your statistics are shown read only: their folder cannot be written, so the games you play now are not "
        "added.")
    assert not dialog.reset_button.isEnabled() and dialog.reset_button.toolTip() == dialog.read_only_note.text()
    writable = open_dialog(qtbot, StatsStore(store.path.with_name("other.sqlite")))
    assert not writable.read_only_note.isVisible() and writable.reset_button.isEnabled()


def test_closing_deletes_the_dialog(qtbot, store: StatsStore):
    dialog = StatsDialog(store, "Ana")
    dialog.open()
    with qtbot.waitSignal(dialog.destroyed):
        dialog.close()


def test_a_date_is_unambiguous_on_a_system_without_a_locale(qapp) -> None:
    """A C locale wrote "7 12 2026" (day, month or month, day?): ISO there; the language's own short date else."""
    from PySide6.QtCore import QLocale

    from hearts_qt.ui.dialogs.statistics import _date

    before = QLocale()
    try:
        QLocale.setDefault(QLocale.c())
        assert _date("2026-12-07T10:00:00") == "2026-12-07"
        QLocale.setDefault(QLocale(QLocale.Language.Polish))
        assert _date("2026-12-07T10:00:00") == "7.12.2026"
        # "12/7/26" reads 7 December in the US and 12 July in Britain: English names the month.
        for country in (QLocale.Country.UnitedStates, QLocale.Country.UnitedKingdom, QLocale.Country.Australia):
            QLocale.setDefault(QLocale(QLocale.Language.English, country))
            assert _date("2026-12-07T10:00:00") == "7 Dec 2026"
    finally:
        QLocale.setDefault(before)


def test_the_export_starts_in_documents_or_home_never_the_working_folder(qtbot, store: StatsStore, tmp_path: Path,
                                                                       monkeypatch):
    from PySide6.QtCore import QStandardPaths

    from hearts_qt.ui.dialogs import statistics as stats_dialog

    documents, home = tmp_path / "Documents", tmp_path / "home"
    home.mkdir()
    places = {QStandardPaths.StandardLocation.DocumentsLocation: str(documents),
              QStandardPaths.StandardLocation.HomeLocation: str(home)}
    monkeypatch.setattr(stats_dialog.QStandardPaths, "writableLocation", lambda where: places.get(where, ""))
    assert stats_dialog.export_folder() == home  # no Documents folder (yet): home
    documents.mkdir()
    assert stats_dialog.export_folder() == documents
    places[QStandardPaths.StandardLocation.DocumentsLocation] = ""  # Qt knows no Documents at all
    assert stats_dialog.export_folder() == home
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (asked.append(args[2]), ("", ""))[1])
    dialog = open_dialog(qtbot, store)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert asked and Path(asked[0]).parent == home and Path(asked[0]).is_absolute()


def test_the_data_folder_opens_in_the_file_manager_or_is_named(qtbot, tmp_path: Path, monkeypatch):
    from PySide6.QtCore import QUrl

    from hearts_qt.ui.window import data_folder

    folder = tmp_path / "data" / "hearts-qt"
    opened: list[QUrl] = []
    monkeypatch.setattr(data_folder.QDesktopServices, "openUrl", lambda url: (opened.append(url), True)[1])
    told: list[str] = []
    assert data_folder.open_data_folder(told.append, folder)
    assert folder.is_dir() and opened == [QUrl.fromLocalFile(str(folder))] and not told
    monkeypatch.setattr(data_folder.QDesktopServices, "openUrl", lambda url: False)
    assert not data_folder.open_data_folder(told.append, folder)
    assert told == [f"The data folder could not be opened here; it is {folder}."]
