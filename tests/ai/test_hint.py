"""A hint and the review agree: the hint is the rule of thumb's choice with its reason, unless the review's search
finds that choice costs a point or more beyond the noise; then it is the search's best, with both expected costs.

Searched with a fixed number of deals (``EXACT``) and the same seed as the review, so every case is reproducible.
"""

from __future__ import annotations

from hearts_qt.ai import create_player
from hearts_qt.ai.heuristic import choose_card_bit
from hearts_qt.ai.knowledge import read_view
from hearts_qt.ai.review import hint, review_decision
from hearts_qt.engine import Card, Phase, Round, Rules, numbered_deal

EXACT = {"budget": 60.0, "iterations": 48}


def _views(hands: int):
    """Seat 0's decisions in hands of four normal players (the pass, then every card with a choice)."""
    rules = Rules()
    for number in range(hands):
        rnd = Round.start(rules, numbered_deal(rules, 61_000 + number), rules.pass_direction(number),
                          hand_number=number)
        players = [create_player("normal", seed=seat) for seat in range(4)]
        if rnd.phase is Phase.PASSING:
            yield rnd.view(0)
            for seat, player in enumerate(players):
                rnd.pass_cards(seat, player.choose_pass(rnd.view(seat)))
        while not rnd.is_over:
            seat = rnd.current_player
            view = rnd.view(seat)
            if seat == 0 and len(set(view.legal)) > 1:
                yield view
            rnd.play(players[seat].choose_card(view))


def test_the_review_never_flags_what_the_hint_suggested_and_the_hint_explains_itself():
    searched = explained = 0
    for view in _views(3):
        found = hint(view, **EXACT)
        passing = view.phase is Phase.PASSING
        assert len(found.cards) == (3 if passing else 1)
        assert set(found.cards) <= set(view.hand)
        if not passing:
            assert found.cards[0] in view.legal
        verdict = review_decision(view, found.cards, **EXACT)
        assert not verdict.flagged, (view.tricks, found, verdict.analysis)
        if found.expected is not None:
            # Against the rule of thumb: its choice is named with the points both are expected to cost.
            searched += 1
            assert found.usual and set(found.usual) != set(found.cards) and not found.reasons
            assert found.usual_expected is not None and found.usual_expected >= found.expected + 1.0
            assert review_decision(view, found.usual, **EXACT).flagged
        else:
            explained += 1
            assert found.reasons
            if not passing:
                assert found.cards[0] == Card.from_index(choose_card_bit(read_view(view)).bit_length() - 1)
    assert explained > 10 and searched >= 1, (explained, searched)
