"""Why a reviewed decision was costly, when a reason can be named: a code and the cards or points it is about.

The AI layer has no user-visible text; the UI turns each code into a sentence in the player's language. A
reason is only looked for once the search has shown the decision cost points, so each test here is a cheap
pattern over the view, the choice, the search's best choice and (for a card) how its trick ended.

Card codes: ``GAVE_QS_TO_SELF`` (played Q♠ into a trick this seat won), ``TOOK_POINTS`` (won a trick with
``points`` points when the better card would not have), ``LED_HIGH_SPADE_QS_OUT`` (led A♠ or K♠ while Q♠ was
still out), ``LED_HEART_QS_OUT`` (led a heart while Q♠ was still out), ``SHED_HIGH_CARD_SAFELY`` (followed low when
the higher card in ``cards`` would still have lost the trick: a chance to get rid of it missed),
``KEPT_QS_WHEN_VOID`` (could not follow and kept Q♠ instead of discarding it), ``KEPT_POINTS_WHEN_VOID`` (could
not follow and discarded a card without points instead of the point card in ``cards``).

Pass codes: ``PASSED_SPADE_PROTECTION`` (kept a high spade but passed the low spades in ``cards`` that guarded
it), ``KEPT_QS_UNPROTECTED`` (kept Q♠ with fewer than three lower spades), ``KEPT_HIGH_SPADES`` (kept the A♠/K♠
in ``cards`` with fewer than three lower spades), ``KEPT_HIGH_HEARTS`` (kept the high hearts in ``cards`` the
better pass gives away).

A hint's reasons (:mod:`.hints`) are codes of this same :class:`Reason`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts_qt.engine import QUEEN_OF_SPADES, Card, PlayerView, Suit

PROTECTION = 3
HIGH_HEART = 11


@dataclass(frozen=True)
class Reason:
    """A reason ``code`` (see the module) with the ``cards``, ``points`` and ``seat`` it refers to."""

    code: str
    cards: tuple[Card, ...] = ()
    points: int = 0
    seat: int | None = None


def card_reason(view: PlayerView, chosen: Card, best: Card, trick_after: Sequence[tuple[int, Card]] = (),
                winner: int | None = None) -> Reason | None:
    """Why playing ``chosen`` instead of ``best`` cost points, or ``None``. ``trick_after`` and ``winner`` describe
    the trick once finished (empty and ``None`` when unknown)."""
    seat = view.seat
    queen_out = QUEEN_OF_SPADES in view.unseen_cards()
    values = view.rules.points
    if chosen is QUEEN_OF_SPADES and _took_queen(view, trick_after, winner):
        return Reason("GAVE_QS_TO_SELF", (chosen,), values[chosen.index])
    if winner == seat and trick_after:
        points = sum(values[card.index] for _, card in trick_after)
        if points > 0 and not _also_wins(view, chosen, best):
            return Reason("TOOK_POINTS", (chosen,), points)
    if not view.current_trick:
        if queen_out and chosen.suit is Suit.SPADES and chosen.rank > QUEEN_OF_SPADES.rank:
            return Reason("LED_HIGH_SPADE_QS_OUT", (chosen,))
        if queen_out and chosen.suit is Suit.HEARTS:
            return Reason("LED_HEART_QS_OUT", (chosen,))
        return None
    led = view.current_trick[0][1].suit
    top = max((card.rank for _, card in view.current_trick if card.suit is led), default=0)
    if chosen.suit is led and best.suit is led and chosen.rank < best.rank < top:
        return Reason("SHED_HIGH_CARD_SAFELY", (best,))
    if chosen.suit is not led:
        if best is QUEEN_OF_SPADES:
            return Reason("KEPT_QS_WHEN_VOID", (best,), values[best.index])
        if values[best.index] > 0 and values[chosen.index] <= 0:
            return Reason("KEPT_POINTS_WHEN_VOID", (best,), values[best.index])
    return None


def pass_reason(view: PlayerView, chosen: Sequence[Card], best: Sequence[Card]) -> Reason | None:
    """Why passing ``chosen`` instead of ``best`` cost points, or ``None``."""
    kept = [card for card in view.hand if card not in chosen]
    spades = sorted(card for card in kept if card.suit is Suit.SPADES)
    low = [card for card in spades if card.rank < QUEEN_OF_SPADES.rank]
    high = [card for card in spades if card.rank >= QUEEN_OF_SPADES.rank]
    passed_low = tuple(sorted(c for c in chosen if c.suit is Suit.SPADES and c.rank < QUEEN_OF_SPADES.rank))
    if high and passed_low and len(low) < PROTECTION and not any(card in best for card in passed_low):
        return Reason("PASSED_SPADE_PROTECTION", passed_low)
    if QUEEN_OF_SPADES in kept and len(low) < PROTECTION and QUEEN_OF_SPADES in best:
        return Reason("KEPT_QS_UNPROTECTED", (QUEEN_OF_SPADES,), view.rules.points[QUEEN_OF_SPADES.index])
    given_high = tuple(card for card in high if card is not QUEEN_OF_SPADES and card in best)
    if given_high and len(low) < PROTECTION:
        return Reason("KEPT_HIGH_SPADES", given_high)
    hearts = tuple(sorted(card for card in kept if card.suit is Suit.HEARTS and card.rank >= HIGH_HEART
                          and card in best))
    if hearts:
        return Reason("KEPT_HIGH_HEARTS", hearts)
    return None


def _took_queen(view: PlayerView, trick_after: Sequence[tuple[int, Card]], winner: int | None) -> bool:
    """This seat won the trick it played Q♠ to: known from the finished trick, or certain at the time (it played
    last, or led, and no higher spade can beat it)."""
    if trick_after:
        return winner == view.seat
    if not view.current_trick:
        return False
    led = view.current_trick[0][1].suit
    beaten = any(card.suit is led and card.rank > QUEEN_OF_SPADES.rank for _, card in view.current_trick)
    return led is Suit.SPADES and not beaten and len(view.current_trick) == view.players - 1


def _also_wins(view: PlayerView, chosen: Card, best: Card) -> bool:
    """Whether ``best`` would surely have won the trick too: a higher card of the suit led."""
    led = view.current_trick[0][1].suit if view.current_trick else chosen.suit
    return best.suit is led and chosen.suit is led and best.rank > chosen.rank
