"""About: the version, the source link, the licences' full texts and Qt's own About; Help ▸ Open data folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox, QPlainTextEdit

from hearts_qt import SOURCE_URL, __version__
from hearts_qt.engine import Rules
from hearts_qt.ui.dialogs.game import show_about
from hearts_qt.ui.dialogs.licences import LicenceDialog, read_licence
from hearts_qt.ui.window import data_folder


def test_about_names_the_version_the_source_and_opens_the_licences(qtbot):
    about = show_about(None)
    qtbot.addWidget(about)
    assert __version__ in about.version.text() and "Qt 6." in about.version.text()
    assert f'href="{SOURCE_URL}"' in about.text.text()
    qtbot.mouseClick(about.licences_button, Qt.MouseButton.LeftButton)
    licences = about.findChild(LicenceDialog)
    assert licences is not None and licences.isVisible()
    pages = [licences.tabs.widget(i) for i in range(licences.tabs.count())]
    texts = [page.toPlainText() for page in pages if isinstance(page, QPlainTextEdit)]
    assert len(texts) == 5 and all(page.isReadOnly() for page in pages)  # type: ignore[attr-defined]
    assert "GNU GENERAL PUBLIC LICENSE" in texts[0] and "Version 3, 29 June 2007" in texts[0]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts[1] and "replaced" in texts[1]
    assert "CC0" in texts[2] and "Bitstream" in texts[3] and "CC0" in texts[4]
    assert not [t for t in texts if "missing from this installation" in t]


def test_a_missing_licence_text_says_so(tmp_path: Path):
    assert read_licence(tmp_path / "COPYING") == (
        f"This licence text is missing from this installation: {tmp_path / 'COPYING'}")


def test_about_qt_is_qts_own(qtbot):
    about = show_about(None)
    qtbot.addWidget(about)
    seen: list[str] = []

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.windowTitle())
            box.close()

    QTimer.singleShot(200, close_it)
    about.about_qt_button.click()  # Qt's box runs its own loop until closed
    assert seen == ["About Qt"]


def test_help_opens_the_data_folder(make_window, tmp_path: Path, monkeypatch):
    window = make_window(Rules())
    folder = tmp_path / "share" / "hearts-qt"
    monkeypatch.setattr(data_folder, "data_dir", lambda: folder)
    opened: list[QUrl] = []
    monkeypatch.setattr(data_folder.QDesktopServices, "openUrl", lambda url: (opened.append(url), True)[1])
    assert window.menus.data_folder_action in window.menus.help_menu.actions()
    window.menus.data_folder_action.trigger()
    assert opened == [QUrl.fromLocalFile(str(folder))] and folder.is_dir()
    monkeypatch.setattr(data_folder.QDesktopServices, "openUrl", lambda url: False)
    window.menus.data_folder_action.trigger()
    box = window.problems.current
    assert box is not None and str(folder) in box.text()
