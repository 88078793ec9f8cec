"""What a screen reader gets from the table, read through Qt's accessibility interfaces as assistive technology
reads them: the hand, the cards in the middle, the scores and whose turn it is, and the announcements."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface

from hearts_qt.engine import Rules, Trick, TrickWon
from hearts_qt.text.cards import card_name
from hearts_qt.ui.table.accessibility import trick_sentence

from .conftest import click_card

TIMEOUT = 15000
NAME = QAccessible.Text.Name


def node(window, name: str) -> QAccessibleInterface:
    """The child of the table's interface called ``name``, found as a screen reader walks the tree."""
    table = QAccessible.queryAccessibleInterface(window.table)
    assert table.text(NAME) == "Card table"
    children = [table.child(i) for i in range(table.childCount())]
    found = [c for c in children if c is not None and c.text(NAME) == name]
    assert len(found) == 1, [c.text(NAME) for c in children if c is not None]
    assert found[0].parent().text(NAME) == "Card table"
    return found[0]


def names(group: QAccessibleInterface) -> list[str]:
    items = [group.child(i) for i in range(group.childCount())]
    for index, item in enumerate(items):
        assert item.role() == QAccessible.Role.ListItem
        assert item.parent() is group and group.indexOfChild(item) == index
    return [item.text(NAME) for item in items]


def test_the_hand_reads_each_card_and_whether_it_is_playable(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(3)
    legal = set(turn.args[0])
    hand = node(window, "Your hand")
    assert hand.role() == QAccessible.Role.List
    expected = [f"{card_name(i.card)}, {'playable' if i.card in legal else 'not playable'}" for i in window.table.hand]
    assert names(hand) == expected
    assert any(name.endswith(", not playable") for name in expected) or len(legal) == len(expected)
    assert node(window, "Your turn").role() == QAccessible.Role.StaticText
    # The rectangle is where the card shows: a tool can point at it.
    first = hand.child(0)
    item = window.table.hand[0]
    centre = window.table.viewport().mapToGlobal(window.table.mapFromScene(item.sceneBoundingRect().center()))
    assert first.rect().contains(centre)


def test_the_focused_card_is_the_focus_child(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(3)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    hand = node(window, "Your hand")
    focused = hand.focusChild()
    assert focused is not None and focused is hand.child(window.table.focus_index)
    assert focused.state().focused and focused.state().focusable
    assert QAccessible.queryAccessibleInterface(window.table).focusChild() is focused


def test_the_focused_card_is_read_from_its_item_and_not_again_from_the_table(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    table = window.table
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(3)
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    pane = QAccessible.queryAccessibleInterface(table)
    focused = pane.focusChild()
    item = table.hand[table.focus_index]
    assert focused is not None and focused.text(NAME) in (f"{card_name(item.card)}, playable",
                                                          f"{card_name(item.card)}, not playable")
    assert window.statusBar().currentMessage() == focused.text(NAME)  # said for the keyboard player as well
    assert pane.text(QAccessible.Text.Description) == ""  # the card once, not again as the table's description


def test_the_cards_on_the_table_say_who_played_them(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(3)
    played = [(seat, item.card) for seat, item in window.table.trick]
    expected = [f"{card_name(card)}, played by {window.controller.names[seat]}" for seat, card in played]
    assert names(node(window, "Cards on the table")) == expected
    seen: list[list[str]] = []  # the middle as read the moment the person's card lands (at speed 0: at once)
    window.controller.card_played.connect(
        lambda event: seen.append(names(node(window, "Cards on the table"))) if event.seat == 0 else None)
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT):
        click_card(qtbot, window, turn.args[0][0])
    assert seen == [[*expected, f"{card_name(turn.args[0][0])}, your card"]]


def test_passing_reads_selected_and_not_selected(qtbot, make_window):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    first = window.table.hand[0].card
    click_card(qtbot, window, first)
    hand = node(window, "Your hand")
    assert hand.child(0).text(NAME) == f"{card_name(first)}, selected"
    assert hand.child(0).state().selected and hand.child(0).state().selectable
    assert hand.child(1).text(NAME).endswith(", not selected") and not hand.child(1).state().selected


def test_scores_and_turn_read_the_plates(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(3)
    scores = names(node(window, "Scores"))
    assert scores == [f"{name}: 0 in total, 0 this hand" for name in window.controller.names]
    game = next(node for node in map(QAccessible.queryAccessibleInterface(window.table).child, range(
        QAccessible.queryAccessibleInterface(window.table).childCount())) if node.text(NAME).startswith("Hearts "))
    assert game.text(NAME).startswith("Hearts not broken, ")
    # Someone else's turn reads their name.
    with qtbot.waitSignal(window.controller.turn_changed, timeout=TIMEOUT,
                          check_params_cb=lambda seat: seat not in (0, -1)) as other:
        click_card(qtbot, window, window.controller.human_view.legal[0])
    assert node(window, f"{window.controller.names[other.args[0]]} to play").role() == QAccessible.Role.StaticText


def test_announcements_a_trick_won_hearts_broken_and_the_turn(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False))
    said: list[str] = []
    window.presenter.accessibility.announced.connect(said.append)
    with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
        window.new_game(3)
    assert said[-1] == "Your turn"
    winners = []
    window.controller.trick_won.connect(lambda event: winners.append(event))
    while not winners or not any("hearts" in s.lower() and "broken" in s.lower() for s in said):
        view = window.controller.human_view
        if view is None or not view.hand:
            break
        with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT, raising=False):
            click_card(qtbot, window, view.legal[-1])
        qtbot.waitUntil(lambda: not window.table.director.busy)
    first = winners[0]
    name = "You" if first.winner == 0 else window.controller.names[first.winner]
    took = [s for s in said if "take" in s]
    assert took[0].startswith(f"{name} take"), took
    assert took[0].endswith(f", scoring {first.points}.") if first.points else took[0].endswith("the trick.")
    # Said when the trick reached its winner, before the next "Your turn".
    assert said.index(took[0]) < len(said) - 1
    assert "Hearts are broken!" in said


def test_the_tree_leaves_out_the_views_inner_parts_and_keeps_the_buttons(qtbot, make_window):
    window = make_window(Rules(players=4))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(2)
    table = QAccessible.queryAccessibleInterface(window.table)
    children = [table.child(i) for i in range(table.childCount())]
    assert table.child(table.childCount()) is None
    assert [c.text(NAME) for c in children[:2]] == ["Pass the three selected cards",
                                                     "Start playing with the received cards"]
    assert all(c.object() is not window.table.viewport() for c in children)
    for index, child in enumerate(children):
        assert table.indexOfChild(QAccessible.queryAccessibleInterface(child.object()) if child.object() else child) \
            == index


def test_the_trick_sentence_names_the_winner_and_the_points(qtbot):
    names = ["You", "Anna", "Boris", "Clara"]
    trick = Trick(leader=1, plays=(), winner=2)
    assert trick_sentence(TrickWon(2, trick, (), 3, ()), names) == "Boris takes the trick, scoring 3."
    assert trick_sentence(TrickWon(2, trick, (), 0, ()), names) == "Boris takes the trick."
    assert trick_sentence(TrickWon(0, trick, (), -10, ()), names) == "You take the trick, scoring -10."
    assert trick_sentence(TrickWon(0, trick, (), 0, ()), names) == "You take the trick."


def test_while_a_tool_listens_a_whole_hand_and_a_new_game_tell_every_change(qtbot, make_window):
    """With accessibility active (as when a screen reader runs) every scene change is compared and told: a whole
    hand, its score sheet and a new game go through without an error, and the last thing told is the new deal."""
    window = make_window(Rules(players=4, passing=False))
    QAccessible.setActive(True)
    try:
        with qtbot.waitSignal(window.controller.human_turn, timeout=TIMEOUT):
            window.new_game(3)
        c = window.controller
        scored: list[object] = []
        c.hand_scored.connect(scored.append)

        def step() -> bool:
            view = c.human_view
            if not scored and window.table.mode == "play" and view is not None and view.legal:
                c.play_card(view.legal[0], c.human_request)
            return bool(scored)

        qtbot.waitUntil(step, timeout=TIMEOUT)
        with qtbot.waitSignal(c.human_turn, timeout=TIMEOUT):
            window.new_game(4)
        qtbot.waitUntil(lambda: window.presenter.accessibility._told is not None
                        and len(window.presenter.accessibility._told.groups[0]) == len(window.table.hand) == 13)
        assert names(node(window, "Your hand"))[0].endswith("playable")
    finally:
        QAccessible.setActive(False)
