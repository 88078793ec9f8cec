"""What one seat may know: the :class:`PlayerView` handed to a computer player (or shown to a person).

A view holds the seat's own hand, the cards it passed and received, every card played face up so far, the points
each seat has taken and the match scores — and nothing about the other hands beyond their sizes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import Card, Suit
from .events import Trick
from .phase import Phase
from .rules import PassDirection, Rules


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules
    hand: tuple[Card, ...]
    phase: Phase
    pass_direction: PassDirection
    passed: tuple[Card, ...]
    received: tuple[Card, ...]
    has_passed: tuple[bool, ...]
    leader: int | None
    current_player: int | None
    current_trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    pending: tuple[Card, ...]
    points_taken: tuple[int, ...]
    hearts_broken: bool
    legal: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    kitty_size: int
    kitty: tuple[Card, ...]
    match_scores: tuple[int, ...]
    hand_number: int
    dealer: int
    shooter: int | None = None
    #: The finished tricks of this match's earlier hands, oldest first: every card of them was played face up, so
    #: any seat at the table saw them (hands an older save did not keep are left out).
    earlier: tuple[tuple[Trick, ...], ...] = ()

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def pass_target(self) -> int | None:
        """The seat that received this seat's pass (``None`` on a hold hand)."""
        if self.pass_direction is PassDirection.HOLD:
            return None
        return self.pass_direction.target(self.seat, self.players)

    @property
    def is_first_trick(self) -> bool:
        return not self.tricks

    def trick_plays(self) -> list[tuple[tuple[int, Card], ...]]:
        """The plays (seat, card) of every trick this hand, finished tricks first, then the current trick (empty
        before its lead)."""
        return [*(trick.plays for trick in self.tricks), self.current_trick]

    def played_cards(self) -> list[Card]:
        """Every card played face up this hand, finished tricks first, then the current trick."""
        return [card for plays in self.trick_plays() for _, card in plays]

    def void_suits(self) -> list[frozenset[Suit]]:
        """Per seat, the suits it has shown it lacks by not following suit."""
        voids: list[set[Suit]] = [set() for _ in range(self.players)]
        for plays in self.trick_plays():
            if not plays:
                continue
            led = plays[0][1].suit
            for seat, card in plays[1:]:
                if card.suit is not led:
                    voids[seat].add(led)
        return [frozenset(v) for v in voids]

    def unseen_cards(self) -> list[Card]:
        """The cards this seat has not seen, with Cancellation's second copies counted: the other hands + kitty."""
        seen = Counter(self.hand) + Counter(self.played_cards()) + Counter(self.kitty)
        return sorted((Counter(self.rules.deck()) - seen).elements())
