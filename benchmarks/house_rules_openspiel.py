"""The engine's rules against OpenSpiel's Hearts where their options overlap: random games are played in OpenSpiel,
replayed in the engine, and the legal cards at every play and the hand's scores are compared.

``python benchmarks/house_rules_openspiel.py [--games 200]`` (needs ``open_spiel``; benchmark only, never imported
by ``hearts_qt``). OpenSpiel always scores a moon by adding 26 to the others and never needs the J♦ for it.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

import pyspiel

from hearts_qt.engine import Card, MoonScoring, PassDirection, Phase, Round, Rules, Variant

_DIRECTIONS = {"no pass": PassDirection.HOLD, "left": PassDirection.LEFT, "right": PassDirection.RIGHT,
               "across": PassDirection.ACROSS}
_ADD = MoonScoring.ADD_TO_OTHERS
CASES: list[tuple[dict[str, bool], Rules]] = [
    ({}, Rules(moon_scoring=_ADD)),
    ({"avoid_all_tricks_bonus": True}, Rules(no_trick_bonus=True, moon_scoring=_ADD)),
    ({"can_lead_any_club": True}, Rules(any_club_opens=True, moon_scoring=_ADD)),
    ({"must_break_hearts": False}, Rules(must_break_hearts=False, moon_scoring=_ADD)),
    ({"qs_breaks_hearts": False}, Rules(queen_breaks_hearts=False, moon_scoring=_ADD)),
    ({"jd_bonus": True}, Rules(variant=Variant.OMNIBUS, jack_needed_for_moon=False, moon_scoring=_ADD)),
]


def _deal(state: Any, rng: random.Random) -> tuple[PassDirection, list[list[Card]]]:
    """Play OpenSpiel's chance moves (the pass direction, then the cards dealt in turn) and read them."""
    direction: PassDirection | None = None
    hands: list[list[Card]] = [[] for _ in range(4)]
    dealt = 0
    while state.is_chance_node():
        action = rng.choice([outcome for outcome, _ in state.chance_outcomes()])
        text = state.action_to_string(action)
        if direction is None:
            direction = next(d for name, d in _DIRECTIONS.items() if name in text.lower())
        else:
            hands[dealt % 4].append(Card.parse(text))
            dealt += 1
        state.apply_action(action)
    assert direction is not None
    return direction, hands


def compare(params: dict[str, bool], rules: Rules, games: int, seed: int) -> tuple[int, int]:
    """(plays where the legal cards differ, games whose scores differ) over ``games`` random games."""
    game = pyspiel.load_game("hearts", params)
    rng = random.Random(seed)
    legal_differ = scores_differ = 0
    for _ in range(games):
        state = game.new_initial_state()
        direction, hands = _deal(state, rng)
        rnd = Round.start(rules, hands, direction)
        passes: list[list[Card]] = [[] for _ in range(4)]
        while not state.is_terminal():
            seat, legal = state.current_player(), state.legal_actions()
            action = rng.choice(legal)
            card = Card.parse(state.action_to_string(action))
            if rnd.phase is Phase.PASSING:
                passes[seat].append(card)
                if len(passes[seat]) == 3:
                    rnd.pass_cards(seat, passes[seat])
            else:
                theirs = {state.action_to_string(a) for a in legal}
                if rnd.current_player != seat or theirs != {str(c) for c in rnd.legal_cards()}:
                    legal_differ += 1
                rnd.play(card)
            state.apply_action(action)
        lines = str(state).split("Points:")[1].strip().splitlines()
        if [int(line.split(":")[1]) for line in lines] != rnd.scores():
            scores_differ += 1
    return legal_differ, scores_differ


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    for params, rules in CASES:
        legal, scores = compare(params, rules, args.games, args.seed)
        print(f"{params or 'defaults'}: {args.games} games; legal cards differ at {legal} plays, "
              f"scores differ in {scores} games")


if __name__ == "__main__":
    main()
