"""The application: QApplication, translators, settings and the main window, wired together."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel


def main(argv: list[str] | None = None) -> int:
    app = QApplication(argv if argv is not None else sys.argv)
    label = QLabel("Hearts")
    label.show()
    return app.exec()
