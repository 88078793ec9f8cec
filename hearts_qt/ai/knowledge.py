"""What a seat knows, distilled from its :class:`PlayerView` into bit masks the players reason with.

Everything here is derived from the view alone: the seat's hand, the cards played face up, the suits each seat has
shown it lacks, the cards this seat passed (still in the receiver's hand until they are played) and the point
cards each seat has won. Masks hold one bit per distinct card (``card.index``); in Cancellation Hearts a second
copy of a card is counted separately where it matters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from hearts_qt.engine import (
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    SUIT_MASKS,
    Card,
    PlayerView,
    Rules,
    Suit,
    mask_of,
    trick_winner,
)
from hearts_qt.engine.cards import FULL_MASK

SUITS = SUIT_MASKS
SPADES, HEARTS = int(Suit.SPADES), int(Suit.HEARTS)
QS_BIT = QUEEN_OF_SPADES.mask
KS_BIT = Card(13, Suit.SPADES).mask
AS_BIT = Card(14, Suit.SPADES).mask
JD_BIT = JACK_OF_DIAMONDS.mask


def high_bit(mask: int) -> int:
    """The highest set bit of a non-empty mask, as a bit (not an index)."""
    return 1 << (mask.bit_length() - 1)


def low_bit(mask: int) -> int:
    """The lowest set bit of a non-empty mask."""
    return mask & -mask


def bit_index(bit: int) -> int:
    return bit.bit_length() - 1


@dataclass(frozen=True)
class Knowledge:
    """The masks a player reasons with, built once per decision by :func:`read_view`."""

    seat: int
    players: int
    hand: int
    legal: int
    played: int
    unseen: int
    voids: tuple[int, ...]
    excluded: tuple[int, ...]
    known: tuple[int, ...]
    taken_points: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    trick_points: int
    penalty_mask: int
    values: tuple[int, ...]
    first_trick: bool
    cancellation: bool
    #: A player can shoot the moon under these rules (without it nobody needs stopping).
    moon_on: bool = True
    #: No-trick bonus: this seat has won no trick yet, so ducking every trick is worth the bonus.
    duck_for_bonus: bool = False
    #: Any club may open the first trick and no point card can fall on it: the lead sheds a high club.
    high_club_opens: bool = False

    @property
    def led(self) -> int:
        """The suit led in the current trick, or -1 when this seat leads."""
        return bit_index(self.trick[0][1]) // 13 if self.trick else -1

    @property
    def is_last(self) -> bool:
        return len(self.trick) == self.players - 1

    @property
    def qs_out(self) -> bool:
        """Q♠ is still in someone else's hand."""
        return bool(self.unseen & QS_BIT)

    def winner(self) -> tuple[int, int]:
        """``(seat, bit)`` of the card now winning the trick (the engine's :func:`trick_winner`); ``(-1, 0)`` if
        nothing can win yet."""
        if not self.trick:
            return -1, 0
        seat = trick_winner([(s, Card.from_index(bit_index(bit))) for s, bit in self.trick],
                            2 if self.cancellation else 1)
        if seat is None:
            return -1, 0
        return seat, next(bit for s, bit in self.trick if s == seat)

    def rest_to_play(self) -> list[int]:
        """Seats still to play to the current trick after this one."""
        return [(self.seat + k) % self.players for k in range(1, self.players - len(self.trick))]

    def forgetting(self) -> Knowledge:
        """The same position seen by a player who does not count cards: only the own hand is ruled out."""
        return replace(self, unseen=FULL_MASK & ~self.hand & ~self.trick_mask())

    def trick_mask(self) -> int:
        """The cards (bits) played to the current trick."""
        mask = 0
        for _, bit in self.trick:
            mask |= bit
        return mask

    def moon_threat(self) -> int:
        """A seat other than this one that has won every penalty card so far, and enough of them to shoot."""
        if not self.moon_on:
            return -1
        holders = [s for s in range(self.players) if self.taken_points[s] & self.penalty_mask]
        if len(holders) != 1 or holders[0] == self.seat:
            return -1
        seat = holders[0]
        cards = bits_of(self.taken_points[seat] & self.penalty_mask)
        won = sum(self.values[bit_index(b)] for b in cards)
        total = sum(v for v in self.values if v > 0)
        return seat if len(cards) >= 5 or won * 5 >= total * 3 else -1


def bits_of(mask: int) -> list[int]:
    """The single-card bits of ``mask``, lowest first."""
    out = []
    while mask:
        bit = mask & -mask
        out.append(bit)
        mask ^= bit
    return out


def read_view(view: PlayerView) -> Knowledge:
    """Distil ``view`` into a :class:`Knowledge`."""
    rules = view.rules
    n = view.players
    hand = mask_of(view.hand)
    played = mask_of(view.played_cards())
    unseen = mask_of(view.unseen_cards())
    voids = [0] * n
    for seat, suits in enumerate(view.void_suits()):
        for suit in suits:
            voids[seat] |= 1 << int(suit)
    known = [0] * n
    if view.pass_target is not None and view.passed:
        known[view.pass_target] = mask_of(view.passed) & unseen
    penalty = sum(1 << i for i, v in enumerate(rules.points) if v > 0)
    scoring = sum(1 << i for i, v in enumerate(rules.points) if v)
    taken = [0] * n
    carried = 0
    for number, trick in enumerate(view.tricks):
        cards = mask_of(trick.cards) | carried
        if number == 0:
            cards |= mask_of(view.kitty)
        if trick.winner is None:
            carried = cards
            continue
        carried = 0
        taken[trick.winner] |= cards & scoring
    values = rules.points
    in_trick = [c for _, c in view.current_trick] + list(view.pending)
    if not view.tricks and rules.packs > 1:
        trick_points = sum(values[c.index] for c in in_trick) + _kitty_guess(view)
    else:
        trick_points = sum(values[c.index] for c in in_trick)
    return Knowledge(
        seat=view.seat, players=n, hand=hand, legal=mask_of(view.legal), played=played, unseen=unseen,
        voids=tuple(voids), excluded=_inferred_absent(view, penalty), known=tuple(known), taken_points=tuple(taken),
        trick=tuple((s, c.mask) for s, c in view.current_trick), trick_points=trick_points,
        penalty_mask=penalty, values=values, first_trick=not view.tricks,
        cancellation=rules.packs > 1, moon_on=rules.has_moon,
        duck_for_bonus=rules.no_trick_bonus and all(trick.winner != view.seat for trick in view.tricks),
        high_club_opens=high_club_opens(rules),
    )


def high_club_opens(rules: Rules) -> bool:
    """The first lead may be any club, and no point card can be discarded on it (so leading high is safe)."""
    return rules.any_club_opens and rules.first_lead_is_lowest_club and not rules.points_on_first_trick


def _inferred_absent(view: PlayerView, penalty: int) -> tuple[int, ...]:
    """Cards each seat most likely lacks, judging by how a sensible player plays: it drops Q♠ under A♠ or K♠,
    and when void it discards a point card if it has one (except on the first trick)."""
    absent = [0] * view.players
    for number, trick in enumerate(view.trick_plays()):
        if not trick:
            continue
        led = trick[0][1].suit
        best = trick[0][1]
        for seat, card in trick[1:]:
            if card.suit is not led:
                if number > 0 and not card.mask & penalty:
                    absent[seat] |= penalty
            elif led == SPADES and card is not QUEEN_OF_SPADES and best.mask & (AS_BIT | KS_BIT):
                absent[seat] |= QS_BIT
            if card.suit is led and card.rank > best.rank:
                best = card
    return tuple(absent)


def _kitty_guess(view: PlayerView) -> int:
    """Expected points of Cancellation's face-down kitty, which goes to the first trick's winner."""
    unseen = view.unseen_cards()
    if not unseen:
        return 0
    total = sum(view.rules.points[c.index] for c in unseen)
    return round(total * view.kitty_size / len(unseen))


def decision_rng(seed: int, view: PlayerView, salt: str) -> random.Random:
    """A generator that depends only on the seed and the view, so every decision is reproducible."""
    key = ":".join((
        salt, str(seed), str(view.seat), str(view.hand_number), str(view.phase.value),
        " ".join(map(str, view.hand)), " ".join(map(str, view.played_cards())),
    ))
    return random.Random(key)
