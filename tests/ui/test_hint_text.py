"""A hint says why: every rule of thumb the rule-based player names has its own sentence, in every language."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from hearts_qt.ai.hints import CARD_CODES as RULES
from hearts_qt.ai.reasons import Reason
from hearts_qt.ai.review import Hint
from hearts_qt.engine import Card, Rules
from hearts_qt.languages import default_opponent_name
from hearts_qt.text.hints import hint_sentence, pass_hint, play_hint, searched_hint
from hearts_qt.ui.table.prompts import pass_prompt, play_prompt

from .conftest import build_translations

NAMES = ["You", "Anna", "Boris", "Clara"]
PASS_CODES = ("PASS_QUEEN", "PASS_HIGH_SPADE", "PASS_SPADE", "PASS_HIGH_HEART", "PASS_HEART", "PASS_SHORT_SUIT",
              "PASS_HIGH_CARD")
NINE = Card.parse("9H")


def _reason(code: str, seat: int = 2) -> Reason:
    if code == "DROP_QUEEN":
        return Reason(code, (Card.parse("AS"),))
    if code in ("STOP_MOON", "DISCARD_MOON"):
        return Reason(code, seat=seat)
    return Reason(code)


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


def test_every_rule_has_a_sentence_of_its_own(qapp: QApplication) -> None:
    bare = play_hint(NINE, (), NAMES)
    assert bare == "Hint: play 9♥."
    sentences = {code: play_hint(NINE, (_reason(code),), NAMES) for code in RULES}
    assert all(text != bare and "9♥" in text and "%" not in text for text in sentences.values()), sentences
    assert len(set(sentences.values())) == len(RULES)
    assert "A♠" in sentences["DROP_QUEEN"]
    assert "Boris" in sentences["STOP_MOON"] and "Boris" in sentences["DISCARD_MOON"]
    assert play_hint(NINE, (Reason("SOMETHING_NEW"),), NAMES) == bare


def test_a_pass_hint_gives_each_cards_reason(qapp: QApplication) -> None:
    cards = [Card.parse("QS"), Card.parse("AH"), Card.parse("3D")]
    reasons = (Reason("PASS_QUEEN"), Reason("PASS_HIGH_HEART"), Reason("PASS_SHORT_SUIT"))
    assert pass_hint(cards, reasons) == "Hint: pass Q♠ A♥ 3♦ (unguarded queen, high heart, short suit)."
    assert pass_hint(cards, ()) == "Hint: pass Q♠ A♥ 3♦."
    assert pass_hint(cards, reasons[:2]) == "Hint: pass Q♠ A♥ 3♦."
    labels = {pass_hint([NINE], (Reason(code),)) for code in PASS_CODES}
    assert len(labels) == len(PASS_CODES)


@pytest.mark.parametrize("language", ["mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_hints_read_in_the_language(language: str) -> None:
    played = [play_hint(NINE, (_reason(code),), NAMES) for code in RULES]
    passed = [pass_hint([NINE], (Reason(code),)) for code in PASS_CODES]
    for text in [*played, *passed]:
        assert not text.startswith("Hint") and "9♥" in text and "%" not in text, text
    assert len(set(played)) == len(RULES) and len(set(passed)) == len(PASS_CODES)
    assert "Boris" in played[RULES.index("STOP_MOON")]


def _widest_pass() -> list[tuple[list[Card], tuple[Reason, ...]]]:
    """Every pass of three different reasons, on three cards whose names are widest."""
    cards = [Card.parse("QS"), Card.parse("TH"), Card.parse("TD")]
    return [(cards, tuple(Reason(code) for code in trio))
            for trio in itertools.combinations(PASS_CODES, 3)]


@pytest.mark.parametrize("language", ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_every_hint_fits_the_status_bar_beside_the_prompt_at_800_pixels(language: str, make_window) -> None:
    """At the smallest window, the whole sentence shows: the status bar clips what does not fit."""
    window = make_window(Rules(players=4))
    window.resize(800, 600)
    bar = window.statusBar()
    metrics = QFontMetrics(bar.font())
    names = ["", *(default_opponent_name(index) for index in range(6))]

    def room(prompt: str) -> int:
        window.table.set_prompt(prompt)
        bar.clearMessage()
        QApplication.processEvents()
        return window.status_line.prompt_label.geometry().left() - 2 * bar.layout().contentsMargins().left() - 8

    play_room = min(room(play_prompt(keys)) for keys in (False, True))
    hints = [play_hint(Card.parse("TH"), (_reason(code, seat),), names) for code in RULES
             for seat in range(1, len(names))]
    too_wide = [text for text in hints if metrics.horizontalAdvance(text) > play_room]
    # After a pass hint the three cards are chosen, so the prompt is the one for a pass ready to go.
    wide = (Card.parse("TH"), Card.parse("TD"), Card.parse("TC"))
    too_wide += [text for text in [searched_hint(Hint(wide[:1], (), -12.3, wide[1:2], 10.8), False)]
                 if metrics.horizontalAdvance(text) > play_room]
    pass_room = min(room(pass_prompt(keys, True)) for keys in (False, True))
    too_wide += [text for cards, reasons in _widest_pass()
                 if metrics.horizontalAdvance(text := pass_hint(cards, reasons)) > pass_room]
    other = (Card.parse("QH"), Card.parse("QD"), Card.parse("QC"))  # a usual pass with none of the same cards
    too_wide += [text for text in [searched_hint(Hint(wide, (), -12.3, other, 10.8), True)]
                 if metrics.horizontalAdvance(text) > pass_room]
    assert not too_wide, (play_room, pass_room, too_wide)


def test_a_sentence_too_long_for_the_status_bar_is_cut_and_said_whole_in_its_tooltip(qtbot, make_window) -> None:
    window = make_window(Rules(players=4))
    window.resize(800, 600)
    window.table.set_prompt(play_prompt(True))
    long_name = "Aleksandra Konstantynopolitańczykiewiczówna"
    sentence = play_hint(Card.parse("TH"), (Reason("STOP_MOON", seat=1),), ["You", long_name])
    window.show_status(sentence)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().endswith("…"))
    shown = bar.currentMessage()
    assert sentence.startswith(shown[:-1]) and bar.toolTip() == sentence
    # Nothing is drawn under the prompt: the cut sentence ends before it.
    assert QFontMetrics(bar.font()).horizontalAdvance(shown) < window.status_line.prompt_label.geometry().left()
    # Room again: the sentence shows whole, and the tooltip has nothing more to say.
    window.resize(1600, 700)
    qtbot.waitUntil(lambda: bar.currentMessage() == sentence)
    assert bar.toolTip() == ""
    # A short sentence fits as it is.
    window.resize(800, 600)
    window.show_status("Your turn.")
    assert bar.currentMessage() == "Your turn." and bar.toolTip() == ""


def test_a_hint_against_the_rule_of_thumb_gives_both_expected_costs(qapp: QApplication) -> None:
    searched = Hint((Card.parse("KS"),), (), 3.14, (Card.parse("QD"),), 4.6)
    assert hint_sentence(searched, False, NAMES) == "Hint: play K♠: 1.5 fewer points than Q♦."
    passed = Hint((Card.parse("2C"), Card.parse("TD"), Card.parse("KD")), (), -1.04, (Card.parse("AH"),), 7.2)
    assert hint_sentence(passed, True, NAMES) == "Hint: pass 2♣ 10♦ K♦ (not A♥): 8.2 fewer points."
    # The usual pass is named by the cards it would pass instead of the hint's.
    usual = (Card.parse("2C"), Card.parse("QS"), Card.parse("KD"))
    swapped = Hint(passed.cards, (), -1.04, usual, 0.5)
    assert hint_sentence(swapped, True, NAMES) == "Hint: pass 2♣ 10♦ K♦ (not Q♠): 1.5 fewer points."
    explained = Hint((NINE,), (Reason("DUCK"),))
    assert hint_sentence(explained, False, NAMES) == play_hint(NINE, explained.reasons, NAMES)


def test_a_window_gone_right_after_its_prompt_changed_leaves_nothing_behind(qtbot, tmp_path) -> None:
    """The message is fitted again once the new prompt has its width: not on a window deleted by then."""
    import shiboken6
    from PySide6.QtCore import QSettings

    from hearts_qt.settings import SettingsStore
    from hearts_qt.ui.window.compose import build_window

    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = build_window(store, store.load())
    window.show_status("Your turn.")
    window.table.set_prompt(play_prompt(False))
    shiboken6.delete(window)  # at once, as a window closed with the application can be
    qtbot.wait(50)  # pytest-qt fails the test on an exception raised in the event loop
