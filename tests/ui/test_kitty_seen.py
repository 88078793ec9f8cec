"""Cancellation Hearts' kitty is seen once it is taken: Last trick shows its cards under the trick that took it,
and the hand history lists them with that trick (on the table it turns face up as it is taken: see
test_cancellation_table)."""

from __future__ import annotations

from hearts_qt.engine import Match, MoonChoice, Rules, Variant
from hearts_qt.engine.replay import trick_takings
from hearts_qt.text.cards import card_name, short_name
from hearts_qt.ui.dialogs.hand_history import CARDS_COLUMN, HandHistoryDialog
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from hearts_qt.ui.style.card_art import CardArt

RULES = Rules(players=5, variant=Variant.CANCELLATION, passing=False)


def test_last_trick_shows_the_kitty_under_the_trick_that_took_it(qtbot):
    match = _played_hand()
    first = next(won for won in trick_takings(match.record(0)) if won is not None)
    assert first.kitty
    dialog = LastTrickDialog(CardArt(), NAMES, first.trick, taking=first)
    qtbot.addWidget(dialog)
    assert [label.accessibleName() for label in dialog.kitty_cards] == [card_name(card) for card in first.kitty]
    assert all(not label.pixmap().isNull() for label in dialog.kitty_cards)


def test_last_trick_shows_no_kitty_for_a_trick_that_did_not_take_it(qtbot):
    match = _played_hand()
    takings = trick_takings(match.record(0))
    later = next(won for won in takings[1:] if won is not None and not won.kitty)
    dialog = LastTrickDialog(CardArt(), NAMES, later.trick, taking=later)
    qtbot.addWidget(dialog)
    assert dialog.kitty_cards == []


def test_the_hand_history_lists_the_kitty_with_the_trick_that_took_it(qtbot):
    match = _played_hand()
    takings = trick_takings(match.record(0))
    first = next(index for index, won in enumerate(takings) if won is not None)
    kitty = takings[first].kitty
    assert kitty
    dialog = HandHistoryDialog(match, NAMES)
    qtbot.addWidget(dialog)
    hand = dialog.tree.topLevelItem(0)
    rows = [hand.child(index) for index in range(hand.childCount())]
    with_kitty = [row for row in rows if "kitty" in row.text(CARDS_COLUMN)]
    assert len(with_kitty) == 1
    row = with_kitty[0]
    assert row.text(0) == f"Trick {first + 1}"
    assert row.text(CARDS_COLUMN).endswith("with the kitty: " + " ".join(short_name(card) for card in kitty))
    assert all(card_name(card) in row.toolTip(CARDS_COLUMN) for card in kitty)


NAMES = ["You", "Anna", "Boris", "Clara", "Dario"]


def _played_hand() -> Match:
    match = Match(RULES, 11)
    while not match.round.is_over:
        match.round.play(match.round.legal_cards()[0])
    match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    return match
