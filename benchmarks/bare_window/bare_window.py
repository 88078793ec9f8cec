"""The bare PySide6 window ``benchmarks/startup.py --baseline`` times beside the game: Qt's application and one
empty top-level window of the game's size, nothing else. Frozen by ``bare_window.spec`` the way the game is."""

import sys

from PySide6.QtWidgets import QApplication, QWidget

app = QApplication(sys.argv)
window = QWidget()
window.setWindowTitle("bare window")
window.resize(1200, 800)
window.show()
sys.exit(app.exec())
