"""Where windows open beside or over the game: the rules clear of the trick, the review over the game window and no
larger than it (the offscreen screen is 800 pixels wide)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from hearts_qt.engine import Rules
from hearts_qt.ui.dialogs.game import RulesDialog
from hearts_qt.ui.review.dialog import ReviewDialog
from hearts_qt.ui.style import placement
from hearts_qt.ui.style.placement import place_beside
from tests.support.clicking import play_hand

TIMEOUT = 15000


def shown(kind: type[QDialog]) -> QDialog:
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def test_the_rules_open_clear_of_the_trick(qtbot, make_window, monkeypatch) -> None:
    monkeypatch.setattr(placement, "_screen_area", lambda _window: QRect(0, 0, 1280, 800))
    window = make_window(Rules(players=4))
    window.resize(1280, 760)  # a maximised window: no room beside it, the rules lie along its side
    window.move(0, 0)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(3)
    window.menus.rules_action.trigger()
    rules = shown(RulesDialog)
    trick = window._trick_area()
    assert trick.isValid() and window.frameGeometry().contains(trick)
    assert not rules.frameGeometry().intersects(trick), (rules.frameGeometry(), trick)
    assert rules.frameGeometry().left() > trick.right()  # on the side with more room
    assert rules.width() >= placement.READABLE_WIDTH and QRect(0, 0, 1280, 800).contains(rules.frameGeometry())
    rules.close()


def test_the_rules_open_beside_a_window_that_leaves_room(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.setWindowFlag(Qt.WindowType.Window)
    window.setGeometry(10, 10, 300, 300)
    window.show()
    dialog = QDialog(window)
    dialog.resize(320, 400)
    place_beside(dialog, window, QRect(100, 100, 50, 50))
    dialog.show()
    assert dialog.frameGeometry().left() > window.frameGeometry().right()
    assert dialog.frameGeometry().top() == window.frameGeometry().top()
    dialog.close()


def test_the_review_opens_over_the_game_window_and_fits_it(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.records.review_budget = 0.005
    window.resize(780, 660)  # shorter than the review would make itself on this screen
    window.move(10, 90)
    window.new_game(4)
    play_hand(qtbot, window)
    sheet = window.score_dialog
    qtbot.waitUntil(sheet.isVisible, timeout=TIMEOUT)
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    review = shown(ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=30000)
    game = window.frameGeometry()
    assert game.contains(review.frameGeometry()), (review.frameGeometry(), game)
    assert abs(review.frameGeometry().center().y() - game.center().y()) <= 30  # over it, not at the screen's top
    review.close()
