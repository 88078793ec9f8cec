"""Choosing a theme: Settings shows it, OK repaints the table at once (no new game), it persists, a bad stored value
is reported, and dialogs follow a dark system palette."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog

from hearts_qt.engine import Rules
from hearts_qt.engine.match import HandResult
from hearts_qt.engine.rules import MoonChoice
from hearts_qt.looks import Theme
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.ui.dialogs.game import GameOverDialog
from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_qt.ui.settings.dialog import SettingsDialog
from hearts_qt.ui.style.card_art import BACK
from hearts_qt.ui.style.colours import contrast_ratio, leader_text, page_colours
from hearts_qt.ui.style.themes import TABLE_COLOURS

TIMEOUT = 10_000
CHOSEN = Theme(face="four_colour", back="burgundy", table="dark", large_cards=True)


def _felt_pixel(window) -> QColor:
    """The felt's colour in the middle of the table's top edge (no card or plate lies there)."""
    table = window.table
    image = table.viewport().grab().toImage()
    return image.pixelColor(image.width() // 2, 2)


def test_a_theme_applies_at_once_without_a_new_game_and_persists(qtbot, make_window, tmp_path: Path):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(3)
    table = window.table
    match, hand = window.controller.match, [item.card for item in table.hand]
    green_felt, usual_h = _felt_pixel(window), table.layout_.card_h
    back_before = table.art.pixmap(BACK, 60, 84, 1.0).toImage()

    window.apply_settings(replace(window.settings, theme=CHOSEN))

    assert window.controller.match is match and [item.card for item in table.hand] == hand
    assert (table.art.face, table.art.back) == ("four_colour", "burgundy")
    assert table.art.pixmap(BACK, 60, 84, 1.0).toImage() != back_before
    dark = TABLE_COLOURS["dark"]
    assert all(plate.colours is dark for plate in table.plates)
    assert table.badge.colours is dark and table.message.colours is dark and table.pile_caption.colours is dark
    felt = _felt_pixel(window)
    assert felt != green_felt and felt.green() < felt.red() + 15  # grey, not green
    assert table.layout_.card_h > usual_h
    assert table.hand[0].size == (table.layout_.card_w, table.layout_.card_h)  # the cards took the new size
    assert window.store.load().theme == CHOSEN
    restarted = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat)).load()
    assert restarted.theme == CHOSEN


def test_the_settings_dialog_edits_the_theme_and_previews_it(qtbot):
    dialog = SettingsDialog(GameSettings(theme=CHOSEN))
    qtbot.addWidget(dialog)
    looks = dialog.looks
    assert looks.theme() == CHOSEN and looks.preview.theme == CHOSEN
    looks.table_combo.setCurrentIndex(looks.table_combo.findData("blue"))
    looks.face_combo.setCurrentIndex(looks.face_combo.findData("english"))
    looks.large_cards_check.setChecked(False)
    expected = Theme(face="english", back="burgundy", table="blue")
    assert looks.preview.theme == expected and looks.preview.art.face == "english"
    assert dialog.settings().theme == expected
    dialog.restore_defaults()
    assert dialog.settings().theme == Theme()


def test_ok_in_settings_repaints_the_table(qtbot, make_window):
    window = make_window(Rules(players=4))
    window.show_settings()
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.looks.table_combo.setCurrentIndex(dialog.looks.table_combo.findData("high_contrast"))
    dialog.done(QDialog.DialogCode.Accepted.value)
    assert window.table.theme.table == "high_contrast"
    assert window.table.badge.colours is TABLE_COLOURS["high_contrast"]


def test_bad_stored_theme_values_take_their_defaults_and_are_reported(tmp_path: Path):
    path = tmp_path / "hearts.ini"
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in (("appearance/card_face", "tarot"), ("appearance/card_back", "plaid"),
                       ("appearance/table_colour", "purple"), ("appearance/large_cards", "huge")):
        qs.setValue(key, value)
    qs.sync()
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    assert store.load().theme == Theme()
    assert store.reset_settings == ["card faces", "card back", "table colour", "large cards"]
    assert "“tarot”" in store.load_errors[0]


def _dark_palette() -> QPalette:
    palette = QPalette(QColor("#353535"))
    for role, colour in ((QPalette.ColorRole.Window, "#2b2b2b"), (QPalette.ColorRole.WindowText, "#f0f0f0"),
                         (QPalette.ColorRole.Base, "#1e1e1e"), (QPalette.ColorRole.Text, "#f0f0f0"),
                         (QPalette.ColorRole.Button, "#353535"), (QPalette.ColorRole.ButtonText, "#f0f0f0")):
        palette.setColor(role, QColor(colour))
    return palette


def test_dialogs_follow_a_dark_system_palette(qtbot):
    """With a dark palette (what Qt gives when the desktop is dark) our dialogs are dark: nothing of ours paints a
    light window or light text fields over it, and the settings dialog's theme preview keeps its own felt."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    app.setPalette(_dark_palette())
    try:
        settings = SettingsDialog(GameSettings())
        sheet = ScoreSheetDialog(["You", "Anna", "Boris", "Clara"], [], None)
        for dialog in (settings, sheet):
            qtbot.addWidget(dialog)
            dialog.show()
            palette = dialog.palette()
            assert palette.color(QPalette.ColorRole.Window).lightness() < 80
            text = palette.color(QPalette.ColorRole.WindowText)
            assert all(contrast_ratio(text, page) >= 4.5 for page in page_colours(palette))
            image = dialog.grab().toImage()
            corner = image.pixelColor(image.width() - 3, image.height() - 3)
            assert corner.lightness() < 80, f"{type(dialog).__name__} paints a light window: {corner.name()}"
    finally:
        app.setPalette(old)


HISTORY = [
    HandResult(0, (3, 13, 6, 4), (3, 13, 6, 4), None, None),
    HandResult(1, (0, 0, 26, 0), (26, 26, 0, 26), 2, MoonChoice.ADD_TO_OTHERS),
]


def test_score_sheet_cells_are_readable_and_not_glaring_in_light_and_dark_palettes(qtbot):
    """The moon's cell, the totals row and the leader's green come in colours for the palette in use."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    try:
        for dark in (False, True):
            app.setPalette(_dark_palette() if dark else QPalette(QColor("#efefef")))
            sheet = ScoreSheetDialog(["You", "Anna", "Boris", "Clara"], HISTORY)
            qtbot.addWidget(sheet)
            table, palette = sheet.table, sheet.palette()
            marked = 0
            for row in range(table.rowCount()):
                for column in range(table.columnCount()):
                    item = table.item(row, column)
                    background = item.background()
                    if background.style() == Qt.BrushStyle.NoBrush:
                        continue
                    marked += 1
                    foreground = item.foreground()
                    text = (foreground.color() if foreground.style() != Qt.BrushStyle.NoBrush
                            else palette.color(QPalette.ColorRole.Text))
                    ratio = contrast_ratio(text, background.color())
                    assert ratio >= 4.5, (dark, row, column, text.name(), background.color().name(), ratio)
                    assert (background.color().lightness() < 110) == dark, (row, column, background.color().name())
            assert marked == 1 + 4  # the moon's cell and the four totals
    finally:
        app.setPalette(old)


def _moon_and_totals(sheet: ScoreSheetDialog) -> list[tuple[str, str]]:
    """The (background, text) colours of the moon's cell and of each total."""
    table, cells = sheet.table, []
    for row, column in [(1, 2), *((2, seat) for seat in range(4))]:
        item = table.item(row, column)
        cells.append((item.background().color().name(), item.foreground().color().name()))
    return cells


def winner_colour(over: GameOverDialog) -> QColor:
    return over.winner_cells[0].palette().color(QPalette.ColorRole.WindowText)


def test_open_dialogs_recolour_their_marked_cells_when_the_desktop_palette_changes(qtbot):
    """The desktop turns dark (or light again) while the score sheet and game over are open: their marked cells and
    the winners' green take the new palette's colours, as if the dialogs had been opened in it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    light = QPalette(QColor("#efefef"))
    try:
        app.setPalette(light)
        sheet = ScoreSheetDialog(["You", "Anna", "Boris", "Clara"], HISTORY)
        over = GameOverDialog(["You", "Anna", "Boris", "Clara"], [29, 39, 6, 30], [2])
        for dialog in (sheet, over):
            qtbot.addWidget(dialog)
            dialog.show()
        in_light, winner_in_light = _moon_and_totals(sheet), winner_colour(over)
        app.setPalette(_dark_palette())
        fresh = ScoreSheetDialog(["You", "Anna", "Boris", "Clara"], HISTORY)
        qtbot.addWidget(fresh)
        in_dark = _moon_and_totals(fresh)
        assert in_dark != in_light
        qtbot.waitUntil(lambda: _moon_and_totals(sheet) == in_dark)  # Qt posts the change to open windows
        qtbot.waitUntil(lambda: winner_colour(over) == leader_text(over.palette()) != winner_in_light)
        app.setPalette(light)
        qtbot.waitUntil(lambda: _moon_and_totals(sheet) == in_light and winner_colour(over) == winner_in_light)
    finally:
        app.setPalette(old)
