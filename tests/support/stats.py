"""Whole matches played by their first legal cards, recorded in a statistics store hand by hand."""

from __future__ import annotations

from hearts_qt.engine import QUEEN_OF_SPADES, Match, MoonChoice, Rules
from hearts_qt.stats import StatsStore

NAMES = ["You", "Anna", "Boris", "Clara", "Dario", "Eva", "Filip"]
QUICK = Rules(passing=False, target_score=25)


def play_match(store: StatsStore | None, rules: Rules, seed: int, levels: list[str] | None = None,
               names: list[str] | None = None, **marks: bool) -> tuple[Match, list[list[int]]]:
    """Play a whole match (first legal card), recording each hand; also return each hand's Q♠ counts by seat."""
    match = Match(rules, seed)
    players = rules.players
    levels = levels or ["human"] + ["normal"] * (players - 1)
    names = names or NAMES[:players]
    queens: list[list[int]] = []
    while True:
        rnd = match.round
        while not rnd.is_over:
            rnd.play(rnd.legal_cards()[0])
        queens.append([rnd.cards_taken(s).count(QUEEN_OF_SPADES) for s in range(players)])
        result = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
        if store is not None:
            assert store.record_hand(match, result, names, levels, **marks)
        if match.is_over:
            break
        match.next_hand()
    if store is not None:
        assert store.record_match(match, names, levels, **marks)
    return match, queens
