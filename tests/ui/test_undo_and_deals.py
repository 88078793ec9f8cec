"""Undo with Ctrl+Z through the real window, and a deal played by its number through Game ▸ Play deal…."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from hearts_qt.engine import Match, Rules, Variant, numbered_deal
from hearts_qt.ui.dialogs.deal import DealDialog

from .conftest import click_card


def shown(window) -> tuple[list, list]:
    table = window.table
    return [i.card for i in table.hand], [(seat, i.card) for seat, i in table.trick]


def test_ctrl_z_takes_back_the_card_and_shows_the_hand_and_trick_as_they_were(qtbot, make_window):
    window = make_window(Rules(passing=False))
    controller = window.controller
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(5)
    for _ in range(2):  # play into the second trick, so a trick is on the table when the person is asked
        before = shown(window)
        legal = controller.match.round.legal_cards()
        with qtbot.waitSignal(controller.human_turn, timeout=10000):
            click_card(qtbot, window, legal[0])
    assert shown(window) != before
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shown(window) == before
    assert controller.match.undo_used


def test_the_game_menu_greys_undo_while_there_is_nothing_to_take_back(qtbot, make_window):
    window = make_window(Rules(passing=False))
    controller, menus = window.controller, window.menus
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(5)
    menus.game_menu.aboutToShow.emit()
    assert not menus.undo_action.isEnabled() and menus.restart_action.isEnabled()
    menus.game_menu.aboutToHide.emit()
    assert menus.undo_action.isEnabled()  # the key stays live, to say why (the status bar)
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage()
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        click_card(qtbot, window, controller.match.round.legal_cards()[0])
    menus.game_menu.aboutToShow.emit()
    assert menus.undo_action.isEnabled()
    menus.game_menu.aboutToHide.emit()


def test_play_deal_dialog_deals_the_numbered_cards_and_refuses_a_bad_number(qtbot, make_window):
    window = make_window(Rules(passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=10000):
        window.new_game(5)
    window.menus.play_deal_action.trigger()
    dialog = window.deal_dialog
    assert isinstance(dialog, DealDialog) and dialog.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    qtbot.keyClicks(dialog.number_edit, "12x")
    dialog.accept()
    assert dialog.isVisible() and dialog.error.text() == "A deal number is a whole number from 1 to 999999999."
    dialog.number_edit.setText("1000000000")
    dialog.accept()
    assert dialog.isVisible() and window.controller.match.deal_number != 1000000000
    dialog.number_edit.clear()
    qtbot.keyClicks(dialog.number_edit, "4242")
    with qtbot.waitSignal(window.controller.hand_dealt, timeout=10000):
        dialog.accept()
    match = window.controller.match
    assert match is not None and match.deal_number == 4242
    assert list(match.round.dealt_hand(0)) == numbered_deal(match.rules, 4242)[0]
    assert "deal 4242" in window.table.badge.caption
    assert window.deal_dialog is None


def test_play_deal_says_as_it_is_typed_whether_it_is_a_deal_number(qtbot, make_window):
    window = make_window(Rules(passing=False))
    window.menus.play_deal_action.trigger()
    dialog = window.deal_dialog
    assert isinstance(dialog, DealDialog)
    assert not dialog.ok_button.isEnabled() and not dialog.error.isVisible()  # nothing typed yet
    qtbot.keyClicks(dialog.number_edit, "ab")  # letters: said at once, OK stays off
    assert not dialog.ok_button.isEnabled() and dialog.error.isVisible()
    assert dialog.error.text().startswith("A deal number is a whole number")
    dialog.number_edit.clear()
    assert not dialog.ok_button.isEnabled() and not dialog.error.isVisible()
    qtbot.keyClicks(dialog.number_edit, "926 449 074")  # spaces between groups of digits are fine
    assert dialog.ok_button.isEnabled() and not dialog.error.isVisible() and dialog.number() == 926449074
    dialog.reject()


def test_the_badge_keeps_the_deal_number_after_the_pass(qtbot, make_window):
    window = make_window(Rules())
    controller = window.controller
    with qtbot.waitSignal(controller.pass_requested, timeout=10000):
        window.new_game(5)
    deal = f"deal {controller.match.deal_number}"
    assert deal in window.table.badge.caption
    with qtbot.waitSignal(controller.turn_changed, timeout=10000):
        assert controller.submit_pass(controller.match.round.hand(0)[:3]) is None
    caption = window.table.badge.caption
    assert deal in caption and not any("pass" in phrase for phrase in caption)


def test_the_score_sheet_names_each_deal_and_the_match_number(qtbot):
    from hearts_qt.engine import HandResult
    from hearts_qt.ui.dialogs.score_sheet import ScoreSheetDialog

    rows = [HandResult(0, (20, 6, 0), (20, 6, 0), None, None, 4242), HandResult(1, (0, 26, 0), (0, 26, 0), None, None)]
    dialog = ScoreSheetDialog(["You", "Anna", "Boris"], rows, match_number=77)
    qtbot.addWidget(dialog)
    assert dialog.table.verticalHeaderItem(0).text() == "Hand 1 · deal 4242"
    assert dialog.table.verticalHeaderItem(0).toolTip() == "Deal 4242: Game ▸ Play deal… deals these cards again."
    assert dialog.table.verticalHeaderItem(1).text() == "Hand 2" and not dialog.table.verticalHeaderItem(1).toolTip()
    assert "Match number 77" in dialog.summary.text()
    dialog.announce_hand_over(1)  # as the sheet opens at the end of a hand: it still says all of it
    assert "Match number 77" in dialog.summary.text() and dialog.heading.text() == "Hand 2 is over."


def test_the_answer_to_ctrl_z_stays_while_the_computer_plays_on(qtbot, make_window):
    """Each card played clears the status bar (it may name a card that left): not an answer the person asked for."""
    window = make_window(Rules(players=4, passing=False))
    c = window.controller
    with qtbot.waitSignal(c.human_turn, timeout=10000) as turn:
        window.new_game(6)
    window.controller.undo_allowed = False
    later: list = []
    with qtbot.waitSignal(c.card_played, timeout=10000):
        click_card(qtbot, window, turn.args[0][0])
    window.menus.undo_action.trigger()
    refusal = "Undo is turned off in Settings (Allow undo)."
    assert window.statusBar().currentMessage() == refusal
    c.card_played.connect(later.append)
    qtbot.waitUntil(lambda: any(event.seat != 0 for event in later), timeout=10000)
    qtbot.wait(50)
    assert window.statusBar().currentMessage() == refusal


def test_restart_hand_s_answer_stays_when_the_new_turn_rings_a_card(qtbot, make_window):
    """A keyboard player restarts the hand: the new turn's ringed card used to replace the answer at once."""
    window = make_window(Rules(passing=False))
    controller = window.controller
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(5)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)  # the keys are in use: the ringed card is said
    assert window.table.keyboard_used and window.statusBar().currentMessage()
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        click_card(qtbot, window, controller.match.round.legal_cards()[0])
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    window.table.keyboard_used = True
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.menus.restart_action.trigger()
    qtbot.wait(50)
    said = window.statusBar().currentMessage()
    # What a practice hand means is said in the same sentence.
    assert said == ("The hand was dealt again from the start as a practice hand: this match no longer counts in "
                    "your statistics.")
    qtbot.keyClick(window.table, Qt.Key.Key_Right)  # a key pressed after it: the card is said again
    assert window.statusBar().currentMessage() != said


def test_the_new_game_sentence_stays_when_the_first_turn_rings_a_card(qtbot, make_window):
    """With the keys in use, "New game: Standard, 4 players, …" gave way to "Four of clubs, …" within a second."""
    window = make_window(Rules(passing=False))
    controller = window.controller
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(5)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.table.keyboard_used
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(6)
    qtbot.wait(50)
    assert window.statusBar().currentMessage().startswith("New game:")


def table_shows(window) -> None:
    """The table holds what the person's view says, every card at rest (as a resumed hand would lay it out)."""
    table, view = window.table, window.controller.human_view
    assert [item.card for item in table.hand] == sorted(view.hand, key=lambda c: (int(c.suit), c.rank))
    assert [(seat, item.card) for seat, item in table.trick] == list(view.current_trick)
    assert [len(table.backs[seat]) for seat in range(1, view.players)] == list(view.hand_sizes[1:])
    assert all(item.card is None and not item.face_up for seat in range(1, view.players) for item in table.backs[seat])
    assert [item.card for item in table.pending] == list(view.pending)
    assert len(table.kitty) == (view.kitty_size if not view.kitty else 0)
    for pile in table.cards.resting():
        for index, item in enumerate(pile):
            assert item.pos() == pile.rest(index).pos and item.isVisible() and item.opacity() == 1.0


def test_undo_slides_the_cards_back_from_the_trick_to_the_hands(qtbot, make_window):
    window = make_window(Rules(passing=False))
    controller, table = window.controller, window.table
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(5)
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        click_card(qtbot, window, controller.match.round.legal_cards()[0])
    before = shown(window)
    card = controller.match.round.legal_cards()[0]
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        click_card(qtbot, window, card)  # into the next trick: it is collected before the person's turn
    assert table.trick and card not in [item.card for item in table.hand]
    opponents = [(seat, item) for seat, item in table.trick]  # the opponents' cards lying in the trick now
    table.timing.factor = 1.0  # at normal speed, as a person sees it
    with qtbot.waitSignal(controller.cards_taken_back, timeout=10000):
        qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    mine = table.hand_pile.item_of(card)
    assert mine is not None and table.director.busy
    assert mine.pos() == table.trick_home(0)  # it sets off from where it lay in the trick, not from the hand
    assert mine.pos() != table.hand_pile.rest_of(mine).pos
    for seat, item in opponents:  # the same cards, on their way back to their hands
        assert item in table.backs[seat] and item.pos() == table.trick_home(seat)
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        pass
    assert shown(window) == before
    table_shows(window)


@pytest.mark.parametrize(("rules", "seed", "cards"), [
    (Rules(passing=False), 5, 1),
    (Rules(passing=False), 9, 4),
    (Rules(players=5, variant=Variant.CANCELLATION), 3, 1),  # the first trick taken back: the kitty comes back
    (Rules(players=5, variant=Variant.CANCELLATION), 3, 3),
    (Rules(players=7, variant=Variant.CANCELLATION), 4, 2),
])
def test_after_undo_the_table_shows_the_hand_as_it_stands(qtbot, make_window, rules: Rules, seed: int, cards: int):
    window = make_window(rules)
    controller = window.controller
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.new_game(seed)
    for _ in range(cards):  # the highest cards, so that tricks are won and collected (Cancellation: cancelled)
        with qtbot.waitSignal(controller.human_turn, timeout=10000):
            controller.play_card(controller.match.round.legal_cards()[-1])
    with qtbot.waitSignal(controller.human_turn, timeout=10000):
        window.menus.undo_action.trigger()
    table_shows(window)


def test_undo_of_a_cancelled_trick_empties_the_pile_in_the_middle(qtbot, make_window):
    """Cancellation: the person's card was in a trick that cancelled; taken back, its cards leave the pile."""
    rules = Rules(players=5, variant=Variant.CANCELLATION)
    window = make_window(rules)
    match = Match(rules, seed=9)
    for _ in range(56):  # every seat its highest card: the person is to play, five cancelled cards in the middle
        match.round.play(match.round.legal_cards()[-1])
    assert match.round.current_player == 0 and len(match.round.pending) == 5
    window.controller.play_out_settled = False  # no points are left in this hand: it would be played out at once
    with qtbot.waitSignal(window.controller.human_turn, timeout=10000):
        window.controller.resume(match, window.settings.names(5), window.settings.levels(5))
    assert len(window.table.pending) == 5
    with qtbot.waitSignal(window.controller.human_turn, timeout=10000):
        window.menus.undo_action.trigger()
    assert not window.controller.human_view.pending
    table_shows(window)
