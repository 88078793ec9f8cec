r"""Why the rule-based player suggests its card or pass: the reasons a hint gives (:func:`hint_reasons`).

For a card, the rule of thumb that chose it (:data:`.heuristic.RULES`; ``DUCK_ONLY`` for a duck with the only card
that loses the trick). For a pass, one code per card:
``PASS_QUEEN`` (Q♠ with fewer than three lower spades), ``PASS_HIGH_SPADE`` (A♠ or K♠ so guarded), ``PASS_SPADE``,
``PASS_HIGH_HEART``, ``PASS_HEART``, ``PASS_SHORT_SUIT`` (a card of a suit of one or two cards), ``PASS_HIGH_CARD``.
The codes are :class:`.reasons.Reason`\ s, which the UI turns into words.
"""

from __future__ import annotations

from collections.abc import Sequence

from hearts_qt.engine import QUEEN_OF_SPADES, Card, Phase, PlayerView, Suit

from .heuristic import RULES, card_rule
from .knowledge import read_view
from .reasons import HIGH_HEART, PROTECTION, Reason

#: Every code a hint may give for a card: the rules of thumb, and a duck with the only card that loses.
CARD_CODES = (*RULES, "DUCK_ONLY")


def hint_reasons(view: PlayerView, suggested: Sequence[Card]) -> tuple[Reason, ...]:
    """Why the rule-based player suggests ``suggested`` in ``view``: for one card to play, the rule of thumb that
    chose it (with the card winning the trick for ``DROP_QUEEN``, the seat going for the moon for ``STOP_MOON`` and
    ``DISCARD_MOON``); for a pass, a reason per card, in order. Empty when the rule-based player would play another
    card."""
    if view.phase is Phase.PASSING:
        return tuple(_pass_reason(view, card) for card in suggested)
    if len(suggested) != 1:
        return ()
    k = read_view(view)
    bit, code = card_rule(k)
    if bit != suggested[0].mask:
        return ()
    if code == "DROP_QUEEN":
        return (Reason(code, (max((c for _, c in view.current_trick if c.suit is Suit.SPADES),
                                  key=lambda c: c.rank),)),)
    if code in ("STOP_MOON", "DISCARD_MOON"):
        return (Reason(code, seat=k.moon_threat()),)
    if code == "DUCK" and _losing_cards(view) == 1:
        return (Reason("DUCK_ONLY"),)  # "the highest card that still loses" of a lone low card misleads
    return (Reason(code),)


def _losing_cards(view: PlayerView) -> int:
    """How many of the legal cards would lose the trick as it stands (of the suit led, below the card winning)."""
    led = view.current_trick[0][1].suit
    top = max(card.rank for _, card in view.current_trick if card.suit is led)
    return len({card for card in view.legal if card.suit is led and card.rank < top})


def _pass_reason(view: PlayerView, card: Card) -> Reason:
    """Why the rule-based pass gives ``card`` away."""
    hand = view.hand
    low_spades = sum(1 for c in hand if c.suit is Suit.SPADES and c.rank < QUEEN_OF_SPADES.rank)
    if card.suit is Suit.SPADES:
        if card is QUEEN_OF_SPADES and low_spades < PROTECTION:
            return Reason("PASS_QUEEN", (card,))
        if card.rank > QUEEN_OF_SPADES.rank and low_spades < PROTECTION:
            return Reason("PASS_HIGH_SPADE", (card,))
        return Reason("PASS_SPADE", (card,))
    if card.suit is Suit.HEARTS:
        return Reason("PASS_HIGH_HEART" if card.rank >= HIGH_HEART else "PASS_HEART", (card,))
    if sum(1 for c in hand if c.suit is card.suit) <= 2:
        return Reason("PASS_SHORT_SUIT", (card,))
    return Reason("PASS_HIGH_CARD", (card,))
