"""The handshake at real animation speed: input during an animation answers no open question and changes nothing."""

from __future__ import annotations

from hearts_qt.engine import CardPlayed, Rules
from tests.support.players import LowPlayer

from .conftest import click_card

REAL_SPEED = 1.0
TIMEOUT = 20000
MAX_CLICKS = 400  # 8 s of clicking every 20 ms: far longer than the rest of the trick takes


def test_a_click_during_the_play_animation_changes_nothing(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False), factory=LowPlayer)
    window.table.timing.factor = REAL_SPEED
    controller, table = window.controller, window.table
    played: list[CardPlayed] = []
    controller.card_played.connect(played.append)
    with qtbot.waitSignal(controller.human_turn, timeout=TIMEOUT) as turn:
        window.new_game(seed=2)  # the person wins the first trick: it is their lead while the trick is collected
    match = controller.match
    assert match is not None
    chosen = turn.args[0][0]
    click_card(qtbot, window, chosen)
    assert played[-1].seat == 0 and played[-1].card == chosen
    mine = sum(event.seat == 0 for event in played)
    # The played card flies to the middle, the trick is collected; the person keeps clicking meanwhile.
    clicks = 0
    while controller.human_request == 0 and clicks < MAX_CLICKS:
        hand_before = list(match.round.hand(0))
        state = (match.round.current_player, len(match.round.current_trick), len(match.round.tricks))
        items = [item.card for item in table.hand]
        other = next(card for card in hand_before if card in items)
        click_card(qtbot, window, other)
        clicks += 1
        assert match.round.hand(0) == hand_before
        assert other in [item.card for item in table.hand] and [item.card for item in table.hand] == items
        assert (match.round.current_player, len(match.round.current_trick), len(match.round.tricks)) == state
        assert sum(event.seat == 0 for event in played) == mine
        qtbot.wait(20)
    assert controller.human_request != 0 and clicks > 10  # clicked all through the animations, until asked again
    assert match.round.current_player == 0 and len(match.round.tricks) == 1
    assert sum(event.seat == 0 for event in played) == mine
    window.controller.shutdown()
