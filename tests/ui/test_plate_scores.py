"""The seat plates once a hand is scored: "this hand" is the hand's score as on the score sheet (the no-trick
bonus included), and negative numbers carry a true minus sign, as the sheet writes them."""

from __future__ import annotations

from hearts_qt.engine import HandResult, Rules

TIMEOUT = 20000


def test_this_hand_on_the_plates_is_the_hand_score_with_the_no_trick_bonus(qtbot, make_window):
    window = make_window(Rules(players=4, passing=False, no_trick_bonus=True))
    table = window.table
    seen: list[tuple[HandResult, list[int], list[str]]] = []

    def look(result: HandResult) -> None:  # after the window's own slot, before the next hand is dealt
        plates = table.plates[:4]
        seen.append((result, [plate.hand_points for plate in plates], [plate.hand_text() for plate in plates]))

    window.controller.hand_scored.connect(look)
    window.controller.set_human_autoplay("easy")
    for seed in range(40):  # deals until one leaves a seat without a trick
        with qtbot.waitSignal(window.controller.hand_scored, timeout=TIMEOUT):
            window.new_game(seed)
        if seen[-1][0].trickless:
            break
    else:
        raise AssertionError("no deal in 40 left a seat without a trick")
    result, points, texts = seen[-1]
    assert not table.director.busy
    assert points == list(result.scores)
    seat = result.trickless[0]
    assert result.scores[seat] < 0
    assert texts[seat].endswith(f"−{-result.scores[seat]}"), texts[seat]  # U+2212, not a hyphen
