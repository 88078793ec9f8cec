"""Positions reached by normal or random players, and the engine's cards from there, to hold the AI kernel's
playouts against."""

from __future__ import annotations

from hearts_qt.ai import RandomPlayer, RuleBasedPlayer, cancellation
from hearts_qt.engine import Phase, Round, Rules, mask_of
from hearts_qt.engine.shuffle import numbered_deal


def reach(rules: Rules, number: int, hand_number: int, prefix: str, plays: int) -> Round:
    """Deal ``number``, the passes of normal players and ``plays`` cards chosen by ``prefix`` players."""
    rnd = Round.start(rules, numbered_deal(rules, number), rules.pass_direction(hand_number),
                      dealer=number % rules.players, hand_number=hand_number)
    normal = [RuleBasedPlayer(seat) for seat in range(rules.players)]
    if rnd.phase is Phase.PASSING:
        for seat in range(rules.players):
            rnd.pass_cards(seat, normal[seat].choose_pass(rnd.view(seat)))
    players = normal if prefix == "normal" else [RandomPlayer(number + seat) for seat in range(rules.players)]
    for _ in range(plays):
        seat = rnd.current_player
        if seat is None:
            break
        rnd.play(players[seat].choose_card(rnd.view(seat)))
    return rnd


def engine_cards(rnd: Round) -> list[int]:
    """Play ``rnd`` to its end with normal players; the cards played, as bits."""
    normal = [RuleBasedPlayer(seat) for seat in range(rnd.rules.players)]
    cards = []
    while not rnd.is_over:
        seat = rnd.current_player
        assert seat is not None
        card = normal[seat].choose_card(rnd.view(seat))
        cards.append(card.mask)
        rnd.play(card)
    return cards


def won_cards(rnd: Round) -> list[int]:
    """The point cards each seat has won, as :func:`kernel_cards` gives them."""
    scoring = rnd.rules.scoring_mask
    if rnd.rules.packs == 1:
        return [mask_of(rnd.cards_taken(seat)) & scoring for seat in range(rnd.rules.players)]
    taken = [cancellation.masks(rnd.cards_taken(seat)) for seat in range(rnd.rules.players)]
    return [w & scoring for w, _ in taken] + [w & scoring for _, w in taken]
