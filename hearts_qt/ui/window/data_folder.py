"""Help ▸ Open data folder: the folder with the saved game, the statistics and the log, in the desktop's file
manager (made first if the game has not written anything yet). A desktop that cannot open it gets a sentence
naming the folder, so the player can go there by hand."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices

from hearts_qt.paths import data_dir
from hearts_qt.text.format import fill


def open_data_folder(tell: Callable[[str], object], folder: Path | None = None) -> bool:
    """Show ``folder`` (the data folder) in the file manager; ``tell`` gets the sentence when that fails."""
    folder = folder or data_dir()
    with contextlib.suppress(OSError):  # unwritable: the file manager (or the sentence) still shows where it is
        folder.mkdir(parents=True, exist_ok=True)
    if QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
        return True
    tell(fill(QCoreApplication.translate("MainWindow", "The data folder could not be opened here; it is %1."),
              folder))
    return False
