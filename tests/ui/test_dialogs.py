"""The small dialogs: score sheet totals and moon marks, the moon choice, game over, rules help and About."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from pytestqt.qtbot import QtBot

from hearts_qt import __version__
from hearts_qt.engine.match import HandResult
from hearts_qt.engine.rules import VARIANT_TABLE, MoonChoice, MoonScoring, Rules, TieRule, Variant
from hearts_qt.text import rules as rules_text
from hearts_qt.text.format import MOON, signed_points
from hearts_qt.text.house_rules import yes_no_rules
from hearts_qt.text.rules import rules_html, variant_summary
from hearts_qt.ui.dialogs.game import (
    GameOverDialog,
    MoonDialog,
    show_about,
    show_rules_help,
    winners_text,
)
from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog

NAMES = ["You", "Anna", "Boris", "Clara"]
HISTORY = [
    HandResult(0, (3, 13, 6, 4), (3, 13, 6, 4), None, None),
    HandResult(1, (0, 0, 26, 0), (26, 26, 0, 26), 2, MoonChoice.ADD_TO_OTHERS),
    HandResult(2, (26, 0, 0, 0), (-26, 0, 0, 0), 0, MoonChoice.SUBTRACT_FROM_SELF),
]


def test_score_sheet_totals_and_moon_marks(qtbot: QtBot) -> None:
    dialog = ScoreSheetDialog(NAMES, HISTORY)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == 4
    assert table.columnCount() == 4
    totals = [table.item(3, col).text() for col in range(4)]
    assert totals == ["3", "39", "6", "30"]
    assert dialog.totals == [3, 39, 6, 30]
    shooter = table.item(1, 2)
    assert shooter.text().startswith(MOON)
    assert "Boris" in shooter.toolTip() and "added" in shooter.toolTip()
    assert table.verticalHeaderItem(1).text().startswith(MOON)
    assert not table.verticalHeaderItem(0).text().startswith(MOON)
    assert table.item(2, 0).text() == f"{MOON} −26"
    assert "subtracted" in table.item(2, 0).toolTip()


def test_score_sheet_refreshes(qtbot: QtBot) -> None:
    dialog = ScoreSheetDialog(NAMES, [])
    qtbot.addWidget(dialog)
    assert [dialog.table.item(0, c).text() for c in range(4)] == ["0"] * 4
    dialog.set_history(NAMES[:3], [HandResult(0, (20, 6, 0), (20, 6, 0), None, None)])
    assert dialog.table.columnCount() == 3
    assert dialog.totals == [20, 6, 0]


def test_score_sheet_shortens_a_long_name_with_an_ellipsis_and_says_it_whole_on_hover(qtbot: QtBot) -> None:
    names = ["You", "Annabelle-Josephine von Hohenlohe", "Boris", "Clara", "Dario", "Eva", "Filip"]
    dialog = ScoreSheetDialog(names, [], target=100)
    qtbot.addWidget(dialog)
    dialog.show()
    header = dialog.table.horizontalHeader()
    # Centred and too long, a name lost letters at both ends ("nabelle-Joseph"); now it keeps its start.
    assert header.textElideMode() is Qt.TextElideMode.ElideRight
    assert header.sectionSize(1) < header.fontMetrics().horizontalAdvance(names[1])
    assert [dialog.table.horizontalHeaderItem(c).toolTip() for c in range(7)] == names


@pytest.mark.parametrize(("button", "expected"), [("add_button", MoonChoice.ADD_TO_OTHERS),
                                                  ("subtract_button", MoonChoice.SUBTRACT_FROM_SELF)])
def test_moon_dialog_returns_the_clicked_choice(qtbot: QtBot, button: str, expected: MoonChoice) -> None:
    dialog = MoonDialog(NAMES, [10, 20, 30, 40], [10, 46, 56, 66], [-16, 20, 30, 40], 26,
                        MoonChoice.SUBTRACT_FROM_SELF)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)
    assert dialog.choice() is expected
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_moon_dialog_cannot_be_escaped(qtbot: QtBot) -> None:
    dialog = MoonDialog(NAMES, [10, 20, 30, 40], [10, 46, 56, 66], [-16, 20, 30, 40], 26,
                        MoonChoice.SUBTRACT_FROM_SELF)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.sendEvent(dialog, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))
    assert dialog.isVisible()
    dialog.close()
    assert dialog.isVisible()
    assert "26" in dialog.add_button.accessibleName()


def test_game_over_shared_win_and_buttons(qtbot: QtBot) -> None:
    dialog = GameOverDialog(NAMES, [60, 101, 60, 88], [0, 2])
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "You share the win with Boris!"
    assert not dialog.wants_new_game()
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert dialog.wants_new_game()
    other = GameOverDialog(NAMES, [60, 101, 60, 88], [0, 2])
    qtbot.addWidget(other)
    qtbot.mouseClick(other.quit_button, Qt.MouseButton.LeftButton)
    assert not other.wants_new_game() and other.wants_quit()
    assert other.result() == QDialog.DialogCode.Rejected
    escaped = GameOverDialog(NAMES, [60, 101, 60, 88], [0, 2])
    qtbot.addWidget(escaped)
    escaped.show()
    QApplication.sendEvent(escaped, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))
    assert not escaped.isVisible() and not escaped.wants_new_game() and not escaped.wants_quit()


def test_winners_text() -> None:
    assert winners_text(NAMES, [0]) == "You win!"
    assert winners_text(NAMES, [3]) == "Clara wins!"
    assert winners_text(NAMES, [1, 2, 3]) == "Anna, Boris and Clara share the win."
    assert winners_text(NAMES, [0, 1, 3]) == "You share the win with Anna and Clara!"
    assert signed_points(-5) == "−5"


@pytest.mark.parametrize("variant", list(Variant))
def test_rules_html_covers_the_variant(variant: Variant) -> None:
    rules = Rules(players=5, variant=variant)
    html = rules_html(rules)
    assert str(rules.moon_points) in html
    assert "3♣" in html or variant is Variant.CANCELLATION
    if variant is Variant.CANCELLATION:
        assert "kitty" in html and "cancel" in html and "no passing" in html
    if variant is Variant.OMNIBUS:
        assert "−10" in html
    if variant is Variant.BLACK_MARIA:
        assert "K♠" in html and "A♠" in html


@pytest.mark.parametrize("variant", list(Variant))
def test_every_red_suit_sign_in_the_rules_is_red(variant: Variant) -> None:
    """The title and the italic summary too, not only the lists (Omnibus's J♦ is in all three)."""
    html = rules_html(Rules(players=5, variant=variant))
    uncoloured = re.sub(r'<span style="color:#[0-9a-f]{6}">[♥♦]</span>', "", html)
    assert "♥" not in uncoloured and "♦" not in uncoloured, uncoloured


def test_rules_html_lists_the_forbidden_first_trick_cards_with_or() -> None:
    """The cards that may not be discarded on the first trick read as one list whose last item takes "or"."""
    assert "may not discard a heart, Q♠, K♠ or A♠ —" in rules_html(Rules(variant=Variant.BLACK_MARIA))
    assert "may not discard a heart or Q♠ —" in rules_html(Rules())
    assert "all the hearts, Q♠, K♠ and A♠ has shot" in rules_html(Rules(variant=Variant.BLACK_MARIA))


def test_rules_html_follows_the_options() -> None:
    html = rules_html(Rules(players=3, queen_breaks_hearts=False, points_on_first_trick=True, passing=False,
                            moon_scoring=MoonScoring.ADD_TO_OTHERS, ties=TieRule.PLAY_OFF, target_score=50))
    assert "does not break them" in html
    assert "penalty cards included" in html
    assert "No cards are passed" in html
    assert "added to every other player" in html
    assert "50 points" in html
    assert "hands go on" in html
    assert "2<span" in html  # the stripped 2♦ of a three-player deal


def test_what_a_yes_no_option_says_of_itself_ends_its_groups_section(monkeypatch: pytest.MonkeyPatch) -> None:
    # An option's row can say a sentence for either state; the rules window puts it at the end of the section of
    # the option's group, with nothing for the other state.
    rows = [replace(row, when_on="BONUS-ON", when_off="BONUS-OFF") if row.name == "no_trick_bonus"
            else replace(row, when_off="PASSING-OFF") if row.name == "passing" else row for row in yes_no_rules()]
    monkeypatch.setattr(rules_text, "yes_no_rules", lambda: tuple(rows))
    on = rules_html(Rules(no_trick_bonus=True, passing=False))
    sections = dict(re.findall(r"<h3>([^<]+)</h3><ul>(.*?)</ul>", on))
    assert sections["Scoring"].endswith("<li>BONUS-ON</li>") and "BONUS-OFF" not in on
    assert sections["Playing"].endswith("<li>PASSING-OFF</li>")
    off = rules_html(Rules())
    assert "BONUS-OFF" in dict(re.findall(r"<h3>([^<]+)</h3><ul>(.*?)</ul>", off))["Scoring"]
    assert "BONUS-ON" not in off and "PASSING-OFF" not in off


def test_the_variant_summaries_take_their_numbers_from_the_variant_table(monkeypatch: pytest.MonkeyPatch) -> None:
    assert [variant_summary(variant) for variant in Variant] == [
        "Each heart scores 1 and the Q♠ 13. The lowest score wins.",
        "Standard rules, plus the J♦ is a bonus for whoever takes it: −10, or −5 as a house rule.",
        "Two packs for 5 to 7 players; identical cards in one trick cancel each other.",
        "The Q♠ scores 13, the K♠ 10 and the A♠ 7, on top of the hearts.",
        "Each heart scores its rank (A = 14) and the Q♠ 25; games go to 500.",
    ]
    table = dict(VARIANT_TABLE)
    spot, maria = table[Variant.SPOT_HEARTS], table[Variant.BLACK_MARIA]
    table[Variant.SPOT_HEARTS] = replace(spot, points={**spot.points, "QS": 30}, suggested_target=400)
    table[Variant.BLACK_MARIA] = replace(maria, points={**maria.points, "KS": 9})
    table[Variant.CANCELLATION] = replace(table[Variant.CANCELLATION], min_players=6)
    monkeypatch.setattr(rules_text, "VARIANT_TABLE", table)
    assert variant_summary(Variant.SPOT_HEARTS) == "Each heart scores its rank (A = 14) and the Q♠ 30; games go to 400."
    assert variant_summary(Variant.BLACK_MARIA) == "The Q♠ scores 13, the K♠ 9 and the A♠ 7, on top of the hearts."
    assert variant_summary(Variant.CANCELLATION).startswith("Two packs for 6 to 7 players;")


def test_rules_help_and_about_open(qtbot: QtBot) -> None:
    help_dialog = show_rules_help(Rules(variant=Variant.SPOT_HEARTS), None)
    qtbot.addWidget(help_dialog)
    assert help_dialog.isVisible()
    assert "129" in help_dialog.browser.toPlainText()
    about = show_about(None)
    qtbot.addWidget(about)
    assert __version__ in "".join(label.text() for label in about.findChildren(type(about.text)))
    assert "Kennard" in about.text.text() and "CC0" in about.text.text() and "LGPL" not in about.text.text()
    assert "Lesser General Public License" in about.text.text() and "DejaVu" in about.text.text()


def test_rules_html_follows_the_house_rules() -> None:
    plain = rules_html(Rules(variant=Variant.OMNIBUS))
    html = rules_html(Rules(variant=Variant.OMNIBUS, no_trick_bonus=True, exact_target_resets=True,
                            must_break_hearts=False, any_club_opens=True, shooting_the_moon=False, jack_points=-5))
    assert "takes no trick in a hand scores −5" in html and "takes no trick" not in plain
    assert "lands exactly on 100 goes back to 0" in html and "exactly on" not in plain
    # A total landing on the target goes back to 0, so only passing it ends the game: one consistent statement.
    assert "someone passes 100 points" in html and "reaches" not in html
    assert "someone reaches or passes 100 points" in plain
    assert "Hearts may be led at any time (after the first lead)" in html and "“hearts are broken”" in plain
    # Where the first lead is free (Cancellation: the dealer's left leads any card) a heart may open the hand.
    free = rules_html(Rules(variant=Variant.CANCELLATION, players=6, must_break_hearts=False))
    assert "Hearts may be led at any time, the first lead too" in free and "after the first lead" not in free
    assert "leads the first trick, with any club" in html and "leads it to the first trick" in plain
    assert "no shooting the moon" in html and "has shot the moon" in plain
    shown, shown_plain = (re.sub("<[^>]+>", "", text) for text in (html, plain))  # as read: the ♦ is coloured
    assert "Omnibus (J♦ −5)" in shown and "whoever takes it scores −5" in html and "Omnibus (J♦ −10)" in shown_plain
    assert "has shot the moon" not in html


def test_the_cancellation_rules_count_both_queens() -> None:
    two = re.sub("<[^>]+>", "", rules_html(Rules(players=6, variant=Variant.CANCELLATION)))
    one = re.sub("<[^>]+>", "", rules_html(Rules(players=4)))
    assert "Each of the two Q♠ scores 13 penalty points." in two and "The Q♠ scores" not in two
    assert "takes all the hearts and both Q♠ has shot the moon" in two
    assert "The Q♠ scores 13 penalty points." in one and "takes all the hearts and Q♠ has shot the moon" in one


def test_score_sheet_fits_a_short_screen_and_keeps_its_buttons_on_it(qtbot: QtBot, monkeypatch) -> None:
    """A 1024 × 600 netbook: the sheet of a long 7-player match once grew to 640 lines, its Close off the screen."""
    from PySide6.QtCore import QSize

    from hearts_qt.ui.dialogs import score_sheet

    names = ["You", "Anna", "Boris", "Clara", "Dario", "Eva", "Filip"]
    history = [HandResult(i, (3, 4, 5, 1, 0, 2, 11), (3, 4, 5, 1, 0, 2, 11), None, None) for i in range(9)]
    roomy = ScoreSheetDialog(names, history, target=100)
    qtbot.addWidget(roomy)
    assert roomy.height() > 552 and roomy.chart.minimumHeight() == score_sheet.CHART_HEIGHT
    monkeypatch.setattr(score_sheet, "screen_room", lambda widget: QSize(1008, 552))
    dialog = ScoreSheetDialog(names, history, target=100, match_number=12345)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() <= 552 and dialog.minimumSizeHint().height() <= 552
    close = next(b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.text())
    assert close.mapTo(dialog, close.rect().bottomLeft()).y() <= dialog.height()
    assert dialog.chart.height() >= score_sheet.LEAST_CHART and dialog.table.height() >= score_sheet.LEAST_TABLE


def test_a_player_named_like_a_placeholder_keeps_the_name_in_every_sentence(qtbot: QtBot) -> None:
    # Every placeholder is filled in one pass: a name that reads "%3" is not filled again by what comes after it.
    names = ["You", "%3", "%4", "%2"]
    dialog = ScoreSheetDialog(names, HISTORY[:1], target=100)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 1).toolTip() == "%3: took 13, scored 13; total 13."
    assert dialog.table.item(0, 2).toolTip() == "%4: took 6, scored 6; total 6."
    said = dialog.chart.accessibleDescription()  # what a screen reader says of the chart
    assert said.startswith("Totals after hand 1, lowest first: You 3, %2 4, %4 6, %3 13.")
    assert winners_text(names, [1]) == "%3 wins!"
    assert winners_text(names, [0, 3]) == "You share the win with %2!"
