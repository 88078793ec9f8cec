"""Who wins a trick: the highest card of the suit led, and with two packs (Cancellation) the highest one that is
not cancelled by its twin. The round decides every trick with it, and the computer players read the trick so far
with it (their fast kernel keeps its own copy on bit masks, held to this one by a property test).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Suit
from .events import cancelled_cards


def trick_winner(plays: Sequence[tuple[int, Card]], packs: int = 1) -> int | None:
    """The seat whose card wins ``plays`` (a trick so far, led by its first card), or ``None`` when every card of
    the suit led is cancelled (two packs: identical cards in one trick cancel).

    >>> trick_winner([(2, Card.parse("5C")), (3, Card.parse("KC")), (0, Card.parse("AH"))])
    3
    """
    led: Suit = plays[0][1].suit
    if packs == 1:
        best, winner = 0, plays[0][0]
        for seat, card in plays:
            if card.suit is led and card.rank > best:
                best, winner = card.rank, seat
        return winner
    cancelled = cancelled_cards(tuple(plays))
    uncancelled = [(card.rank, seat) for seat, card in plays if card.suit is led and card not in cancelled]
    return max(uncancelled)[1] if uncancelled else None
