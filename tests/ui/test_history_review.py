"""The hand history, the coach's review and the statistics, through the real window at instant speed.

The person's decisions are answered through the controller as the table would (the lowest legal card, the first
three cards passed); the review runs in its worker thread with a tiny search budget.
"""

from __future__ import annotations

import random
import re
import sqlite3
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton

from hearts_qt.ai import reasons
from hearts_qt.ai.reasons import Reason
from hearts_qt.ai.review import Analysis, DecisionReview, Estimate, Kind
from hearts_qt.controller import review_worker
from hearts_qt.engine import QUEEN_OF_SPADES, Card, Match, MoonChoice, PassDirection, Round, Rules, Suit, Variant, deal
from hearts_qt.looks import Theme
from hearts_qt.stats import StatsStore
from hearts_qt.text.review import estimate_text, no_reason_sentence, reason_sentence
from hearts_qt.text.rules import RED_SUIT_COLOUR
from hearts_qt.ui.dialogs.hand_history import CARDS_COLUMN, HandHistoryDialog, suit_runs
from hearts_qt.ui.dialogs.statistics import StatsDialog
from hearts_qt.ui.review.dialog import (
    FLAGGED_DARK,
    FLAGGED_LIGHT,
    ROW_ROLE,
    ReviewDialog,
    close_call,
    decision_cells,
)
from hearts_qt.ui.style.screen_fit import FRAME
from hearts_qt.ui.style.themes import TABLE_COLOURS
from tests.support.clicking import play_hand

TIMEOUT = 30000
BUDGET = 0.005
FEW_DEALS = 40  # a review searched on this many deals a decision whatever the machine's load


def review_of_a_hand(qtbot, make_window, budget: float = BUDGET) -> ReviewDialog:
    """Play a hand of deal 3 and open its review from the score sheet, once the review has finished."""
    window = make_window(Rules(players=4))
    window.records.review_budget = budget
    window.new_game(3)
    play_hand(qtbot, window)
    qtbot.mouseClick(window.score_dialog.review_button, Qt.MouseButton.LeftButton)
    review = find_dialog(window.score_dialog, ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=TIMEOUT)
    return review


def test_a_review_fits_a_netbook_screen(qtbot, make_window, monkeypatch) -> None:
    class NetbookScreen:  # 1024 × 600 less a panel: shorter than the 640 lines a review is otherwise given
        def availableGeometry(self) -> QRect:
            return QRect(0, 0, 1024, 576)

    monkeypatch.setattr(ReviewDialog, "screen", lambda _self: NetbookScreen())
    review = review_of_a_hand(qtbot, make_window)
    assert review.height() <= 576 - FRAME.height()
    assert review.rect().contains(review.cancel_button.geometry())
    review.close()


def find_dialog(window, kind):
    found = [w for w in window.findChildren(kind) if w.isVisible()]
    assert len(found) == 1, found
    return found[0]


def test_the_history_lists_each_hand_and_opens_into_its_tricks(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.new_game(7)
    play_hand(qtbot, window)
    window.menus.history_action.trigger()
    dialog = find_dialog(window, HandHistoryDialog)
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    tree = dialog.tree
    assert tree.topLevelItemCount() == 1
    hand = tree.topLevelItem(0)
    record = window.controller.match.record(0)
    names = window.controller.names
    rows = [hand.child(i) for i in range(hand.childCount())]
    assert [r.text(0) for r in rows[:2]] == ["Passed", "Received"]
    assert all(f"{c.rank if c.rank < 11 else 'JQKA'[c.rank - 11]}" in rows[0].text(2)
               for c in record.passed_cards(0))
    tricks = rows[2:]
    assert len(tricks) == 13
    first = record.tricks[0]
    assert tricks[0].text(1) == names[first.leader] and tricks[0].text(3) == names[first.winner]
    assert tricks[0].text(2).count("·") == 3
    assert sum(int(t.text(4)) for t in tricks) == 26
    assert dialog.review_button.isEnabled()


@pytest.mark.parametrize("players", [4, 7])
def test_every_column_of_the_history_shows_without_scrolling(qtbot, make_window, players: int) -> None:
    window = make_window(Rules(players=players))
    window.new_game(7)
    play_hand(qtbot, window)
    window.menus.history_action.trigger()
    dialog = find_dialog(window, HandHistoryDialog)
    tree = dialog.tree
    tree.topLevelItem(0).setExpanded(True)  # closed when the dialog opened: its tricks count all the same
    qtbot.wait(50)
    assert tree.horizontalScrollBar().maximum() == 0
    assert tree.header().sectionViewportPosition(4) + tree.columnWidth(4) <= tree.viewport().width()
    metrics = tree.fontMetrics()
    hand = tree.topLevelItem(0)
    for row in [hand.child(i) for i in range(hand.childCount())]:
        for column in range(1, 5):
            assert metrics.horizontalAdvance(row.text(column)) <= tree.columnWidth(column), (column, row.text(column))


def test_with_long_names_the_points_show_and_the_cards_played_come_last(qtbot, make_window) -> None:
    window = make_window(Rules(players=7))
    window.apply_settings(replace(window.settings, player_name="Bartholomew Fitzgera",
                                  opponent_names=tuple(f"Anastasia Konstant{i}" for i in range(6))))
    window.new_game(7)
    play_hand(qtbot, window)
    window.menus.history_action.trigger()
    dialog = find_dialog(window, HandHistoryDialog)
    tree = dialog.tree
    tree.topLevelItem(0).setExpanded(True)
    qtbot.wait(50)
    header = tree.header()
    assert [header.logicalIndex(visual) for visual in range(5)] == [0, 1, 3, 4, 2]
    for column in (0, 1, 3, 4):  # the hand, who led, who won and the points: in view without scrolling
        assert header.sectionViewportPosition(column) + tree.columnWidth(column) <= tree.viewport().width(), column
    assert "Bartholomew Fitzgera" in tree.topLevelItem(0).child(2).text(2)


@pytest.mark.parametrize(("rules", "deal", "first_rows"), [
    (Rules(players=4), 3, ["Pass", "Trick 1"]),  # the pass and 13 cards
    (Rules(players=6, variant=Variant.CANCELLATION), 2, ["Trick 1", "Trick 2"]),  # no pass; 17 cards
])
def test_a_review_from_the_score_sheet_finishes_with_every_decision(qtbot, make_window, monkeypatch, rules: Rules,
                                                                   deal: int, first_rows: list[str]) -> None:
    class TallScreen:  # a desktop with room for the whole list (the offscreen one is 800 × 600)
        def availableGeometry(self) -> QRect:
            return QRect(0, 0, 1920, 1200)

    monkeypatch.setattr(ReviewDialog, "screen", lambda _self: TallScreen())
    window = make_window(rules)
    window.records.review_budget = BUDGET
    window.new_game(deal)
    play_hand(qtbot, window)
    sheet = window.score_dialog
    assert sheet is not None and sheet.review_button.isVisible()
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    review = find_dialog(sheet, ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=TIMEOUT)
    assert not review.running and review.review is not None and not review.review.cancelled
    assert review.decisions.topLevelItemCount() == rules.cards_per_hand + (first_rows[0] == "Pass")
    assert [review.decisions.topLevelItem(row).text(1) for row in (0, 1)] == first_rows
    review.show()
    # Every decision listed, none scrolled away (once the shown dialog has been laid out: on a loaded machine that
    # takes more than the 50 ms this once waited).
    qtbot.waitUntil(lambda: review.decisions.verticalScrollBar().maximum() == 0, timeout=TIMEOUT)
    assert "The computer in your seat took" in review.duplicate.text()
    review.decisions.setCurrentItem(review.decisions.topLevelItem(5))
    assert review.panel.isVisibleTo(review) and review.panel.view is review.review.decisions[5].view
    assert review.reason.text()
    review.close()


def test_the_reviews_picture_of_the_table_has_the_players_table_colour(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.apply_settings(replace(window.settings, theme=Theme(table="blue")))
    window.records.review_budget = BUDGET
    window.new_game(3)
    play_hand(qtbot, window)
    sheet = window.score_dialog
    assert sheet is not None
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    review = find_dialog(sheet, ReviewDialog)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=TIMEOUT)
    review.decisions.setCurrentItem(review.decisions.topLevelItem(3))
    image = review.panel.grab().toImage()
    corner, middle = image.pixelColor(2, 2), image.pixelColor(image.width() // 2, image.height() - 3)
    blue = TABLE_COLOURS["blue"]
    assert review.panel.colours is blue
    for felt in (corner, middle):  # the table's blue felt, not a green of its own
        assert felt.blue() > felt.green() > felt.red(), felt.name()
    review.close()


def test_the_flagged_rows_recolour_when_the_desktop_palette_changes(qtbot, make_window, monkeypatch) -> None:
    def costly_pass(*args, **kwargs):  # the first decision (the pass) is flagged, whatever the search found
        review = reviewed(*args, **kwargs)
        return replace(review, decisions=(replace(review.decisions[0], flagged=True), *review.decisions[1:]))

    reviewed = review_worker.review_hand
    monkeypatch.setattr(review_worker, "review_hand", costly_pass)
    app = QApplication.instance()
    old = app.palette()
    try:
        app.setPalette(QPalette(QColor("#efefef")))
        review = review_of_a_hand(qtbot, make_window)
        flagged = [review.decisions.topLevelItem(row) for row, d in enumerate(review.review.decisions) if d.flagged]
        assert flagged

        def colours() -> set[tuple[str, str]]:
            return {(item.background(column).color().name(), item.foreground(column).color().name())
                    for item in flagged for column in range(6)}

        assert colours() == {FLAGGED_LIGHT}
        dark = QPalette(QColor("#353535"))
        for role, colour in ((QPalette.ColorRole.Base, "#1e1e1e"), (QPalette.ColorRole.Text, "#f0f0f0")):
            dark.setColor(role, QColor(colour))
        app.setPalette(dark)
        qtbot.waitUntil(lambda: colours() == {FLAGGED_DARK})  # Qt posts the change to open windows
        review.close()
    finally:
        app.setPalette(old)


def test_a_review_can_be_cancelled(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.records.review_budget = 0.5  # slow enough that Cancel comes first
    window.new_game(4)
    play_hand(qtbot, window)
    window.records.review(window.controller.match.record(0), window.score_dialog, window.score_dialog.close_button)
    review = find_dialog(window.score_dialog, ReviewDialog)
    header = review.decisions.header()
    for column in range(1, 6):  # the headings are whole before any decision is worked out
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
    with qtbot.waitSignal(review._signals.reviewed, timeout=TIMEOUT) as blocker:
        qtbot.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].cancelled and len(blocker.args[0].decisions) < 14
    assert not review.running and review.status.text() == "Review cancelled."
    assert review.replay is None


def test_every_reason_code_has_its_own_sentence() -> None:
    source = Path(reasons.__file__).read_text(encoding="utf-8")
    codes = set(re.findall(r'Reason\("([A-Z_]+)"', source))
    assert len(codes) >= 11
    for code in codes:
        sentence = reason_sentence(Reason(code, (QUEEN_OF_SPADES,), 13))
        assert sentence != no_reason_sentence() and "Q♠" in sentence, code
    assert reason_sentence(Reason("NO_SUCH_CODE")) == no_reason_sentence()


def test_statistics_are_recorded_and_shown_from_the_menu(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(Rules(players=4, target_score=25))
    window.records.stats = StatsStore(tmp_path / "stats.sqlite")
    window.menus.stats_action.setEnabled(True)
    window.new_game(5)
    hands = 0
    over = False
    while not over:
        play_hand(qtbot, window)
        hands += 1
        qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
        over = window.controller.match.is_over  # the last hand's sheet comes too, then game over
        close = window.score_dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=TIMEOUT)
    summary = window.records.stats.summary()
    assert summary.matches_played == 1 and summary.hands_played == hands
    window.game_over_dialog.done(0)
    window.menus.stats_action.trigger()
    dialog = find_dialog(window, StatsDialog)
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.close()


def test_a_match_is_noted_in_the_statistics_as_its_first_hand_is_dealt(qtbot, make_window, tmp_path: Path,
                                                                        monkeypatch) -> None:
    """Its start is when it began; a restart of that first hand makes it a practice match there and then."""
    monkeypatch.setattr("hearts_qt.stats._now", lambda: "2026-12-07T10:00:00+00:00")
    window = make_window(Rules(players=4))
    window.records.stats = StatsStore(tmp_path / "stats.sqlite")
    window.new_game(5)
    seed = window.controller.match.seed
    db = sqlite3.connect(tmp_path / "stats.sqlite")
    rows = "SELECT seed, started, finished, practice, (SELECT COUNT(*) FROM hands) FROM matches"
    assert db.execute(rows).fetchall() == [(seed, "2026-12-07T10:00:00+00:00", None, 0, 0)]
    window.restart_hand()
    assert db.execute(rows).fetchall() == [(seed, "2026-12-07T10:00:00+00:00", None, 1, 0)]
    db.close()


def test_the_score_sheet_charts_the_running_totals(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.new_game(9)
    play_hand(qtbot, window)
    sheet = window.score_dialog
    assert sheet.chart.isVisibleTo(sheet)
    totals = list(window.controller.match.scores)
    assert sheet.chart._rows == [[0.0] * 4, [float(v) for v in totals]] and sheet.chart._target == 100.0
    assert isinstance(sheet.review_button, QPushButton)


def test_the_score_sheet_names_the_hand_it_reviews(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.new_game(9)
    play_hand(qtbot, window)
    assert window.score_dialog.review_button.text() == "&Review hand 1…"
    window.score_dialog.reject()  # the next hand is dealt
    qtbot.waitUntil(lambda: window.controller.match.hand_number == 1, timeout=TIMEOUT)
    window.between_hands.show_scores()  # during hand 2 the sheet offers the hand last scored, and says which
    assert window.score_dialog.review_button.isVisible()
    assert window.score_dialog.review_button.text() == "&Review hand 1…"


def test_a_damaged_statistics_file_is_told_through_the_problem_queue(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from hearts_qt.settings import SettingsStore
    from hearts_qt.ui.window.compose import build_window

    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = build_window(store, store.load(), stats=StatsStore(path))
    qtbot.addWidget(window)
    box = window.problems.current
    assert box is not None and "statistics could not be read" in box.text()
    assert window.menus.stats_action.isEnabled()
    window.close()
    assert window.records.stats is not None and window.records.stats._db is None


def test_any_hand_of_the_history_can_be_reviewed(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.records.review_budget = BUDGET
    window.new_game(6)
    play_hand(qtbot, window)
    window.score_dialog.reject()  # the next hand is dealt: the first is now a kept, finished hand
    qtbot.waitUntil(lambda: window.controller.match.hand_number == 1, timeout=TIMEOUT)
    window.menus.history_action.trigger()
    history = find_dialog(window, HandHistoryDialog)
    history.tree.setCurrentItem(history.tree.topLevelItem(0).child(4))  # a trick row selects its hand
    assert history.selected_hand() == 0
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = find_dialog(history, ReviewDialog)
    assert review.record is window.controller.match.record(0)
    qtbot.waitUntil(lambda: review.replay is not None, timeout=TIMEOUT)
    assert review.decisions.topLevelItemCount() == 14


def test_closing_the_score_sheet_stops_its_review(qtbot, make_window) -> None:
    from hearts_qt.controller import review_worker

    window = make_window(Rules(players=4))
    window.records.review_budget = 0.5
    window.new_game(8)
    play_hand(qtbot, window)
    review = window.records.review(window.records.record(0), window.score_dialog, window.score_dialog.close_button)
    stop = review._stop
    qtbot.waitUntil(lambda: bool(review_worker._running), timeout=TIMEOUT)
    window.score_dialog.reject()  # the sheet and the review with it are deleted; the next hand is dealt
    qtbot.waitUntil(stop.is_set, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not review_worker._running, timeout=TIMEOUT)
    assert window.controller.match.hand_number == 1


def test_a_hand_with_cards_taken_back_is_marked_in_the_history_and_the_statistics(
        qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(Rules(players=4, passing=False))
    window.records.stats = StatsStore(tmp_path / "stats.sqlite")
    c = window.controller
    with qtbot.waitSignal(c.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(8)  # the person leads the first trick
    c.play_card(turn.args[0][0])
    qtbot.waitUntil(lambda: c.can_undo and window.table.mode == "play", timeout=TIMEOUT)
    with qtbot.waitSignal(c.cards_taken_back, timeout=TIMEOUT):
        window.menus.undo_action.trigger()
    play_hand(qtbot, window)
    assert c.match.history[-1].undo_used
    window.menus.history_action.trigger()
    dialog = find_dialog(window, HandHistoryDialog)
    assert "cards taken back" in dialog.tree.topLevelItem(0).text(0)
    dialog.close()
    rows = window.records.stats._db.execute("SELECT undo_used FROM hands").fetchall()
    assert rows == [(1,)]


@pytest.mark.parametrize(("seed", "scored"), [
    (0, None),  # the points taken are the scores: nothing more to say
    (2, "\nScored: You 22, Anna 4, Boris −5 (no trick), Clara 0"),  # Boris took no trick
    (4, "\nScored: You 26, Anna 26, Boris 0, Clara 26"),  # Boris shot the moon; Clara's empty hand is no bonus then
])
def test_the_history_says_what_a_hand_scored_when_it_is_not_the_points_taken(qtbot, seed: int,
                                                                               scored: str | None) -> None:
    match = Match(Rules(passing=False, no_trick_bonus=True), seed)
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    dialog = HandHistoryDialog(match, ["You", "Anna", "Boris", "Clara"])
    qtbot.addWidget(dialog)
    text = dialog.tree.topLevelItem(0).text(2)
    taken = ", ".join(f"{name} {p}" for name, p in zip(["You", "Anna", "Boris", "Clara"], result.points_taken,
                                                        strict=True))
    assert text == f"Points taken: {taken}" + (scored or "")


def test_the_history_draws_hearts_and_diamonds_red_as_on_the_cards(qtbot) -> None:
    """K♥ and K♦ in black at text size were misread for each other: the cards column draws ♥ and ♦ red."""
    match = Match(Rules(passing=False), 5)
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    dialog = HandHistoryDialog(match, ["You", "Anna", "Boris", "Clara"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tree.expandAll()
    dialog.tree.setCurrentItem(None)
    image = dialog.tree.viewport().grab().toImage()
    red = QColor(RED_SUIT_COLOUR)

    def reddish(x: int, y: int) -> bool:
        pixel = image.pixelColor(x, y)
        return pixel.red() > 150 and pixel.green() < 110 and pixel.blue() < 110

    header = dialog.tree.header()
    left = header.sectionViewportPosition(CARDS_COLUMN)
    columns = range(left, min(image.width(), left + header.sectionSize(CARDS_COLUMN)))
    count = sum(reddish(x, y) for x in columns for y in range(image.height()))
    assert red.red() > 150 and count > 50, count
    assert suit_runs("Anna K♦ · Boris K♥ · You 2♣") == [("Anna K", False), ("♦", True), (" · Boris K", False),
                                                        ("♥", True), (" · You 2♣", False)]


def test_a_decision_that_was_the_best_says_so_instead_of_naming_the_card_again(qtbot, make_window,
                                                                              monkeypatch) -> None:
    # A few deals a decision and a time cap never reached: the same review on a quiet machine and a loaded one (a
    # 5 ms cap searched so few deals under load that every choice was as good as the best).
    monkeypatch.setattr(review_worker, "review_hand", partial(review_worker.review_hand, iterations=FEW_DEALS))
    monkeypatch.setattr(review_worker, "REVIEW_DEALS", FEW_DEALS)
    review = review_of_a_hand(qtbot, make_window, budget=30.0)
    rows = [review.decisions.topLevelItem(i) for i in range(review.decisions.topLevelItemCount())]
    seen = {"best": 0, "other": 0}
    for decision, row in zip(review.review.decisions, rows, strict=True):
        if decision.analysis is None:
            # One legal card, or several as good as each other (the 6♦ and 8♦ left alone): not "only choice" then.
            said = "only choice" if len(set(decision.view.legal)) == 1 else "all the same"
            assert (row.text(3), row.text(4), row.text(5)) == (said, "", "")
            seen[said] = seen.get(said, 0) + 1
        elif sorted(decision.best) == sorted(decision.chosen) or (not decision.flagged and (
                row.text(3).split(" ")[0] == estimate_text(decision.analysis.best).split()[0]
                or any(sorted(rival.choice) == sorted(decision.chosen) for rival in decision.analysis.rivals))):
            # The best, or as good as the best by the expected points shown, or as far as the search can tell.
            seen["best"] += 1
            assert (row.text(4), row.text(5)) == ("✓ your choice", "") and not decision.flagged
        else:
            seen["other"] += 1
            assert row.text(4) and row.text(4) != row.text(2) and row.text(5)
    assert seen["best"] and seen["other"]  # the hand has both kinds
    assert "whole hand" in review.decisions.headerItem().toolTip(3)
    # The flag's column is as narrow as its flag (it stood about 100 pixels wide and empty).
    assert review.decisions.columnWidth(0) < 40
    review.close()


def test_the_history_of_a_match_without_a_finished_hand_says_so(qtbot) -> None:
    dialog = HandHistoryDialog(Match(Rules(), 4), ["You", "Anna", "Boris", "Clara"])
    qtbot.addWidget(dialog)
    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert "No hand has been finished yet: each hand is listed here once it is scored." in notes
    assert dialog.tree.topLevelItemCount() == 0 and not dialog.review_button.isEnabled()


def test_a_card_as_good_as_the_best_is_not_shown_as_a_miss() -> None:
    """Another card expected to take just as many points (to the tenth shown) is "✓ your choice"; a card worse by a
    tenth or more names the best; a flagged decision always names it."""
    six, nine = Card(6, Suit.HEARTS), Card(9, Suit.HEARTS)

    def cells(mine: float, best: float, flagged: bool = False) -> tuple[str, str, str]:
        estimates = (Estimate((six,), best, 0.2, 80), Estimate((nine,), mine, 0.2, 80))
        analysis = Analysis(Kind.CARD, estimates, 80, estimates[1], mine - best, 0.1)
        view = Round.start(Rules(), deal(Rules(), random.Random(1)), PassDirection.HOLD).view(0)
        return decision_cells(DecisionReview(Kind.CARD, 4, view, (nine,), analysis, flagged, None))

    assert cells(-1.42, -1.44) == ("−1.4 ± 0.2", "✓ your choice", "")
    assert cells(-1.2, -1.44) == ("−1.2 ± 0.2", "6♥", "−1.4 ± 0.2")
    assert cells(-1.42, -1.44, flagged=True)[1] == "6♥"


def test_a_best_choice_the_search_cannot_tell_from_another_says_it_is_too_close_to_call(qtbot) -> None:
    """4♠ one time and 10♠ the next was the same close call: the review says so rather than pick one as if sure."""
    four, ten, queen = Card(4, Suit.SPADES), Card(10, Suit.SPADES), Card(12, Suit.SPADES)
    view = Round.start(Rules(), deal(Rules(), random.Random(1)), PassDirection.HOLD).view(0)

    def decision(chosen: Card, flagged: bool) -> DecisionReview:
        estimates = (Estimate((four,), 2.1, 0.4, 400), Estimate((ten,), 2.3, 0.4, 400),
                     Estimate((queen,), 9.0, 0.5, 400))
        mine = next(e for e in estimates if e.choice == (chosen,))
        analysis = Analysis(Kind.CARD, estimates, 400, mine, mine.mean - 2.1, 0.3, rivals=(estimates[1],))
        return DecisionReview(Kind.CARD, 4, view, (chosen,), analysis, flagged, None)

    costly = decision(queen, True)
    assert decision_cells(costly) == ("9.0 ± 0.5", "≈ 4♠", "2.1 ± 0.4")
    assert close_call(costly) == ("Too close to call which is best: 10♠ did about as well as 4♠ on the deals the "
                                  "computer tried.")
    rival = decision(ten, False)  # the person's 10♠ is as good as far as the search can tell
    assert decision_cells(rival) == ("2.3 ± 0.4", "✓ your choice", "")
    assert close_call(rival) == ("Too close to call: 4♠ did about as well as your choice on the deals the computer "
                                 "tried.")
    sure = DecisionReview(Kind.CARD, 4, view, (queen,), replace(costly.analysis, rivals=()), True, None)
    assert decision_cells(sure)[1] == "4♠" and close_call(sure) == ""


def test_a_decision_without_a_real_choice_says_whether_there_was_one_card_or_several_alike(qapp) -> None:
    rules = Rules(passing=False)
    rnd = Round.start(rules, deal(rules, random.Random(3)), PassDirection.HOLD)
    view = rnd.view(rnd.current_player)
    assert len(view.legal) == 1  # the two of clubs leads
    only = DecisionReview(Kind.CARD, 0, view, (view.legal[0],), None, False, None)
    assert decision_cells(only) == ("only choice", "", "")
    rnd.play(view.legal[0])
    view = rnd.view(rnd.current_player)
    several = DecisionReview(Kind.CARD, 0, view, (view.legal[0],), None, False, None)
    assert len(set(view.legal)) > 1
    assert decision_cells(several) == ("all the same", "", "")


def test_the_picture_marks_a_choice_as_good_as_the_best_both(qtbot, make_window) -> None:
    review = review_of_a_hand(qtbot, make_window)
    assert review.review is not None
    kinds = set()
    for row in range(review.decisions.topLevelItemCount()):
        item = review.decisions.topLevelItem(row)
        index = item.data(0, ROW_ROLE)
        if not isinstance(index, int):
            continue
        decision = review.review.decisions[index]
        review.decisions.setCurrentItem(item)
        panel = review.panel
        if decision.flagged:
            assert panel.better == tuple(decision.best)
            kinds.add("flagged")
        elif decision_cells(decision)[1] == "✓ your choice":
            assert panel.better == tuple(decision.chosen)  # marked "Both": the coach agrees
            kinds.add("agreed")
        else:
            assert panel.better == ()
    assert "agreed" in kinds
    review.close()


def test_a_review_without_flags_says_how_the_replay_took_fewer_points(qtbot, make_window) -> None:
    """"Well played" above and "You took 13 points. The computer in your seat took 3 points." below read as a
    contradiction: the review says how both are true (and says nothing more for a small gap)."""
    from hearts_qt.ai.duplicate import SeatReplay
    from hearts_qt.ai.review import HandReview

    review = review_of_a_hand(qtbot, make_window)
    assert review.replay is not None
    review.review = HandReview(seat=0, cancelled=False, decisions=())
    review._replayed(SeatReplay(0, 13, 3, (3, 0, 10, 13), review.replay.replay))
    assert "small costs add up" in review.duplicate.text()
    review._replayed(SeatReplay(0, 5, 3, (3, 0, 10, 13), review.replay.replay))
    assert "small costs add up" not in review.duplicate.text()
    review.close()


def test_the_history_keeps_a_name_that_looks_like_a_placeholder(qtbot) -> None:
    # The pass went left, to "%2"; the cards came from the right, from "%1": each name is said as it is.
    names = ["You", "%2", "Boris", "%1"]
    match = Match(Rules(), 7)
    for seat in range(4):
        match.round.pass_cards(seat, match.round.view(seat).hand[:3])
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    dialog = HandHistoryDialog(match, names)
    qtbot.addWidget(dialog)
    hand = dialog.tree.topLevelItem(0)
    hand.setExpanded(True)
    passed, received = hand.child(0).text(2), hand.child(1).text(2)
    assert passed.startswith("to %2: ") and received.startswith("from %1: ")
    assert "%" not in passed.removeprefix("to %2: ") and "%" not in received.removeprefix("from %1: ")
    trick = hand.child(2)
    plays = trick.toolTip(2).split(", ")
    assert [play.split(": ")[0] for play in plays] == [names[seat] for seat, _ in match.record(0).tricks[0].plays]
