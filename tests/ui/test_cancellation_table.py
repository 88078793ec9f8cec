"""Cancellation Hearts on the real table: the kitty's caption and its trip to the first winner, and the Last-trick
dialog marking the pairs that cancelled. A user clicks cards; the test waits on the controller's signals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel

from hearts_qt.engine import Card, Rules, Trick, TrickWon, Variant
from hearts_qt.text.table import pile_text, pile_words
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.table.batches import collect_point
from hearts_qt.ui.table.items import CHIP_INSET
from hearts_qt.ui.table.layout import table_layout
from hearts_qt.ui.table.pile_caption import FLAGS, PileCaption

from .conftest import build_translations, click_card

TIMEOUT = 15000


def _turn(qtbot, window) -> list[Card]:
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        pass
    return turn.args[0]


def test_the_kitty_is_labelled_turns_up_and_slides_to_the_first_tricks_winner(qtbot, make_window):
    window = make_window(Rules(players=6, variant=Variant.CANCELLATION))
    won: list[TrickWon] = []
    window.controller.trick_won.connect(won.append)
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(11)
    table = window.table
    kitty = list(table.kitty)
    assert len(kitty) == 2  # 104 cards, six hands of 17
    caption = table.pile_caption
    assert caption.isVisible() and caption.text == "Kitty: 2 cards — goes to the first trick's winner"
    pile = table.layout_.pile
    for item in kitty:
        assert (item.pos() - QPointF(*pile)).manhattanLength() < table.layout_.trick_card_w * 0.3
    legal = turn.args[0]
    while not won:
        click_card(qtbot, window, legal[0])
        legal = _turn(qtbot, window)
    winner = won[0].winner
    assert set(won[0].kitty) and table.kitty == [] and not caption.isVisible()
    dest = collect_point(window.table.layout_, winner)  # the trick and the kitty end at the winner's plate
    for item in kitty:
        assert (item.pos() - dest).manhattanLength() < table.layout_.trick_card_w * 0.5 and not item.isVisible()
    assert window.controller.match.round.cards_taken(winner)[-2:] == won[0].kitty
    # Seen as it is taken: it turned face up where it lay before it went (and Last trick shows it: test_kitty_seen).
    assert [item.card for item in kitty] == list(won[0].kitty) and all(item.face_up for item in kitty)


@pytest.mark.parametrize(("players", "kitty"), [(5, 4), (7, 6)])
def test_the_kitty_caption_counts_the_cards(qtbot, make_window, players, kitty):
    window = make_window(Rules(players=players, variant=Variant.CANCELLATION))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(5)
    assert len(window.table.kitty) == kitty
    assert window.table.pile_caption.text == f"Kitty: {kitty} cards — goes to the first trick's winner"


def test_the_pile_caption_names_the_kitty_first_then_cancelled_cards():
    assert pile_text(2, 5) == "Kitty: 2 cards — goes to the first trick's winner"
    assert pile_text(0, 5) == "Waiting: 5 cards — go to the next trick's winner"  # off-suit cards wait too
    assert pile_text(0, 0) == ""


def _cancelling_trick() -> Trick:
    plays = ((0, Card.parse("KS")), (1, Card.parse("3S")), (2, Card.parse("KS")), (3, Card.parse("5H")),
             (4, Card.parse("5H")))
    return Trick(0, plays, 1)


def test_last_trick_marks_both_cards_of_a_cancelled_pair(qtbot):
    names = ["You", "Anna", "Boris", "Clara", "Dario"]
    dialog = LastTrickDialog(CardArt(), names, _cancelling_trick())
    qtbot.addWidget(dialog)
    assert dialog.cancelled_columns == [0, 2, 3, 4]
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert texts.count("cancelled") == 4 and "Trick won by: Anna" in texts
    assert "★ \u2068Anna\u2069" in texts  # the name isolated: a right-to-left name keeps the star before it
    pictures = [label for label in dialog.findChildren(QLabel) if label.pixmap() is not None
                and not label.pixmap().isNull()]
    assert sum("cancelled" in p.accessibleName() for p in pictures) == 4
    nobody = LastTrickDialog(CardArt(), names, Trick(0, _cancelling_trick().plays[:3], None))
    qtbot.addWidget(nobody)
    assert any("stay in the middle" in label.text() for label in nobody.findChildren(QLabel))


def test_ctrl_l_after_a_cancellation_shows_the_pair(qtbot, make_window):
    """Play a 7-player game by clicking until a trick holds a pair, then open the Last-trick window."""
    window = make_window(Rules(players=7, variant=Variant.CANCELLATION))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(3)
    legal = turn.args[0]
    rnd = window.controller.match.round
    while not (rnd.tricks and rnd.tricks[-1].cancelled):
        trick = rnd.current_trick
        copy = [card for card in legal if trick and any(card == played for _, played in trick)]
        click_card(qtbot, window, (copy or legal)[0])
        legal = _turn(qtbot, window)
    trick = rnd.tricks[-1]
    window.menus.last_trick_action.trigger()
    dialog = window.findChild(LastTrickDialog)
    assert dialog is not None and dialog.isVisible()
    expected = [i for i, (_, card) in enumerate(trick.plays) if card in trick.cancelled]
    assert dialog.cancelled_columns == expected and len(expected) >= 2
    dialog.close()


def test_the_table_clears_and_says_so_when_nothing_is_left_to_play_for(qtbot, make_window):
    """Clicking through a hand with the setting on (the default): the rest is played out and the table says so."""
    window = make_window(Rules(players=4, passing=False))
    assert window.controller.play_out_settled
    events: list[tuple[str, object]] = []
    c = window.controller
    c.human_turn.connect(lambda legal: events.append(("turn", legal)))
    c.hand_played_out.connect(lambda _view, sentence: events.append(("out", sentence)))
    c.hand_scored.connect(lambda result: events.append(("scored", result)))
    said_over: list[int] = []  # the cards still on the table when the message appears
    window.table.message_shown.connect(lambda text: said_over.append(
        len(window.table.hand) + len(window.table.trick)) if text.startswith("No points") else None)
    window.new_game(1)
    rnd = c.match.round
    while True:
        qtbot.waitUntil(lambda: bool(events), timeout=TIMEOUT)
        kind, payload = events.pop(0)
        if kind != "turn":
            break
        # Points first: the person throws hearts, so the points are often gone before the last trick.
        scoring = [card for card in payload if rnd.rules.card_points(card)]
        click_card(qtbot, window, (scoring or payload)[-1])
    assert (kind, payload) == ("out", "No points are left to play for: the rest of the hand was played out.")
    qtbot.waitUntil(lambda: bool(events), timeout=TIMEOUT)
    assert events.pop(0)[0] == "scored"
    table = window.table
    assert table.hand == [] and table.trick == [] and all(not seat for seat in table.backs)
    assert table.message.text == payload and table.message.isVisible()
    assert [p.hand_points for p in table.plates[:4]] == rnd.points_taken()
    assert sum(rnd.points_taken()) == 26 and rnd.is_over
    # Said over the cards left, before they fade (at normal speed the sheet opens over the table soon after) ...
    assert said_over and said_over[0] > 0
    # ... and the score sheet says it too, under the hand's end.
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.heading.isVisible(),
                    timeout=TIMEOUT)
    heading = window.score_dialog.heading.text()
    assert heading.startswith("Hand 1 is over.") and heading.endswith(payload), heading


def test_with_the_setting_off_the_window_plays_every_card(qtbot, make_window):
    from dataclasses import replace

    window = make_window(Rules(players=4, passing=False))
    window.apply_settings(replace(window.settings, play_out_settled=False))
    assert window.controller.play_out_settled is False
    assert window.store.load().play_out_settled is False


def test_a_new_game_while_a_played_out_hand_fades_takes_its_cards_away(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    c, table = window.controller, window.table
    faded: list[list] = []

    def slow_once_settled(_event) -> None:
        if c.match.round.points_settled:
            table.timing.factor = 4.0  # the play-out that follows fades slowly enough to start a game mid-fade

    def fading(_view, _sentence) -> None:
        faded.append([*table.hand, *(i for seat in table.backs for i in seat), *(i for _, i in table.trick)])

    c.card_played.connect(slow_once_settled)
    c.hand_played_out.connect(fading)
    turns: list[list] = []
    c.human_turn.connect(turns.append)
    window.new_game(1)
    rnd = c.match.round
    while not faded:
        qtbot.waitUntil(lambda: bool(turns) or bool(faded), timeout=TIMEOUT)
        if faded:
            break
        legal = turns.pop()
        scoring = [card for card in legal if rnd.rules.card_points(card)]
        click_card(qtbot, window, (scoring or legal)[-1])
    items = faded[0]
    assert items
    qtbot.waitUntil(lambda: any(0 < item.opacity() < 1 for item in items), timeout=TIMEOUT)
    table.timing.factor = 0
    with qtbot.waitSignal(c.hand_dealt, timeout=TIMEOUT):
        window.new_game(12)
    assert all(item.scene() is None for item in items)


@pytest.mark.parametrize(("rules", "kitty"), [(Rules(players=7, variant=Variant.CANCELLATION), True),
                                              (Rules(players=4, passing=False), False)])
def test_ctrl_l_says_the_points_taken_with_the_trick(qtbot, make_window, rules: Rules, kitty: bool):
    window = make_window(rules)
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(3)
    legal = turn.args[0]
    rnd = window.controller.match.round
    while not any(t.winner is not None for t in rnd.tricks):  # until somebody has taken a trick
        click_card(qtbot, window, legal[0])
        legal = _turn(qtbot, window)
    assert len(rnd.tricks) == 1
    winner = rnd.tricks[0].winner
    taken = rnd.view(0).points_taken[winner]  # the first trick is all the winner has taken
    window.menus.last_trick_action.trigger()
    dialog = window.findChild(LastTrickDialog)
    assert dialog is not None and dialog.isVisible()
    words = "taken with this trick, the kitty included" if kitty else "taken with this trick"
    assert dialog.outcome.text().split("\n")[-1] == f"{taken} {'point' if taken == 1 else 'points'} {words}."
    dialog.close()


def test_the_dealer_s_plate_carries_a_chip_where_the_dealer_decides_who_leads(qtbot, make_window):
    window = make_window(Rules(players=5, variant=Variant.CANCELLATION))
    window.new_game(4)
    qtbot.waitUntil(lambda: window.controller.human_view is not None, timeout=TIMEOUT)
    match = window.controller.match
    assert match is not None
    plates = window.table.plates[:5]
    dealer = match.round.dealer
    assert [plate.dealer for plate in plates] == [seat == dealer for seat in range(5)]
    name = window.controller.names[dealer]
    tip = plates[dealer].toolTip()
    assert ("You deal" in tip) if dealer == 0 else (f"{name} deals this hand" in tip)
    assert "left leads the first trick" in tip
    assert all(plate.toolTip() == "" for plate in plates if not plate.dealer)
    chip = plates[dealer]
    # The name starts clear of the chip over the plate's corner (it covered the name's first letter).
    assert chip.pos().x() + chip.top_line().left() > chip.pos().x() + chip.chip_radius() * (1 + CHIP_INSET)
    other = plates[(dealer + 1) % 5]
    assert other.top_line().left() < chip.top_line().left()
    window.controller.shutdown()
    standard = make_window(Rules(players=4))  # the 2♣ leads: who dealt does not matter, no chip
    standard.new_game(4)
    qtbot.waitUntil(lambda: standard.controller.human_view is not None, timeout=TIMEOUT)
    assert not any(plate.dealer for plate in standard.table.plates)
    standard.controller.shutdown()


@pytest.fixture(scope="module")
def translations() -> None:
    build_translations()


@pytest.mark.parametrize("language", ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
@pytest.mark.parametrize("players", [5, 6, 7])
def test_the_pile_caption_fits_a_small_table_by_its_first_part(translations: None, language: str,
                                                                 players: int) -> None:
    """On a table 500 pixels high the whole caption does not fit even in the smallest font: it says what comes
    before its dash ("Kitty: 4 cards") instead of being cut off mid-line; on a large table it is whole."""
    kitty = {5: 4, 6: 2, 7: 6}[players]
    assert (language == "en") == pile_text(kitty, 0).startswith("Kitty")  # the language's own caption
    for (width, height), whole in (((1000, 500), False), ((1400, 900), True)):
        places = table_layout(width, height, players, {5: 20, 6: 17, 7: 14}[players])
        caption = PileCaption()
        rect = places.pile_caption
        caption.set_rect(QRectF(rect.x, rect.y, rect.w, rect.h))
        for words, text in ((pile_words(kitty, 0), pile_text(kitty, 0)), (pile_words(0, 3), pile_text(0, 3))):
            caption.set_words(*words)
            shown = caption.shown_text()
            assert (shown == text) is whole and text.startswith(shown), (width, shown)
            font = caption.fitted_font()
            inner = QRectF(0, 0, rect.w, rect.h).adjusted(3, 2, -3, -2)
            used = QFontMetricsF(font).boundingRect(inner, FLAGS, shown)
            assert used.height() <= inner.height() and used.width() <= inner.width(), (width, shown)
            assert caption.toolTip() == text  # the whole caption on hover


def test_a_twin_played_into_the_trick_cancels_as_it_lands(qtbot, make_window):
    window = make_window(Rules(players=5, variant=Variant.CANCELLATION))
    controller, table = window.controller, window.table
    seen: list[tuple[Card, list[bool]]] = []

    def on_played(event) -> None:
        rnd = controller.match.round
        trick = [card for _, card in rnd.current_trick]
        if trick and trick.count(event.card) == 2 and not seen:
            def check() -> None:  # after the card has landed, before the trick is over
                seen.append((event.card, [item.cancelled for _, item in table.trick if item.card == event.card]))
                others = [item.cancelled for _, item in table.trick if trick.count(item.card) == 1]
                assert not any(others)
            table.director.enqueue(check)

    controller.card_played.connect(on_played)
    with qtbot.waitSignal(controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(11)
    legal = turn.args[0]
    for _ in range(200):
        if seen:
            break
        click_card(qtbot, window, legal[0])
        legal = _turn(qtbot, window)
    assert seen, "no twin was played into a trick"
    card, marks = seen[0]
    assert marks == [True, True], card
