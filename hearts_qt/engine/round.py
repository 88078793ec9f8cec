"""One hand of play: passing, thirteen (or seven, or seventeen) tricks, and the hand's score.

The round is the only place that decides what is legal (who wins a trick: :func:`.tricks.trick_winner`). Hands
are kept as bit masks (a second mask holds the second copy of a card in Cancellation Hearts); the public surface
speaks in :class:`Card`.

>>> from hearts_qt.engine import Rules, Card, PassDirection, deal
>>> import random
>>> rules = Rules()
>>> rnd = Round.start(rules, deal(rules, random.Random(1)), PassDirection.HOLD)
>>> [str(c) for c in rnd.legal_cards()]
['2C']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import Any

from .cards import ALL_CARDS, HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS, Card, cards_of
from .errors import IllegalMove, Reason, shown
from .events import (
    CardPlayed,
    Event,
    HandFinished,
    HeartsBroken,
    PassCommitted,
    PassesExchanged,
    Trick,
    TrickCancelled,
    TrickWon,
)
from .phase import Phase
from .round_data import parse_saved_round
from .rules import PASS_SIZE, PLAYER_RANGE, MoonChoice, PassDirection, Rules
from .scoring import hand_scores, trickless_seats
from .tricks import trick_winner
from .view import PlayerView

_INDEX = attrgetter("index")
# Events are immutable values: one CardPlayed per (seat, card), made once, keeps the hot path lean.
_CARD_PLAYED = tuple(tuple(CardPlayed(seat, card) for card in ALL_CARDS) for seat in range(PLAYER_RANGE[1]))


# Reading ``Phase.X`` goes through the enum's descriptor (about 0.35 µs in Python 3.11, ten times a global): the
# calls made for every card read these instead.
_PASSING, _PLAYING, _FINISHED = Phase.PASSING, Phase.PLAYING, Phase.FINISHED


class Round:
    """A hand in progress. Create it with :meth:`start`; change it only with :meth:`pass_cards` and :meth:`play`."""

    __slots__ = (
        "_broken",
        "_current",
        "_dealt",
        "_first_lead",
        "_first_trick_forbidden",
        "_held",
        "_held_twice",
        "_kitty",
        "_kitty_taken",
        "_leader",
        "_legal",
        "_n",
        "_passes",
        "_pending",
        "_phase",
        "_points",
        "_queen_breaks",
        "_received",
        "_shooter",
        "_taken",
        "_trick",
        "_tricks",
        "_values",
        "dealer",
        "earlier",
        "hand_number",
        "match_scores",
        "pass_direction",
        "rules",
    )

    def __init__(self, rules: Rules, hands: Sequence[Sequence[Card]], pass_direction: PassDirection,
                 dealer: int, match_scores: Sequence[int], hand_number: int,
                 earlier: Sequence[Sequence[Trick]] = ()) -> None:
        n = rules.players
        self.rules = rules
        self.pass_direction = pass_direction
        self.dealer = dealer
        self.hand_number = hand_number
        self.match_scores = tuple(match_scores)
        self.earlier: tuple[tuple[Trick, ...], ...] = tuple(tuple(tricks) for tricks in earlier)
        self._n = n
        self._values = rules.points
        self._legal = -1  # cached legal mask of the current position; -1 = not computed
        self._dealt = tuple(tuple(sorted(h, key=_INDEX)) for h in hands)
        # Each seat's cards as masks: _held has a bit for every card it holds, _held_twice one for every card it
        # holds both copies of (two packs, Cancellation Hearts; always 0 with one pack).
        self._held_twice = [0] * n
        if rules.packs == 1:
            self._held = [sum([card.mask for card in hand]) for hand in hands]
            self._kitty: tuple[Card, ...] = ()
        else:
            self._held = [0] * n
            for seat, hand in enumerate(hands):
                for card in hand:
                    self._add(seat, card)
            self._kitty = tuple(sorted((Counter(rules.deck()) - Counter(c for h in hands for c in h)).elements()))
        self._kitty_taken = not self._kitty
        self._passes: list[tuple[Card, ...] | None] = [None] * n
        self._received: list[tuple[Card, ...]] = [()] * n
        self._trick: list[tuple[int, Card]] = []
        self._tricks: list[Trick] = []
        self._pending: list[Card] = []
        self._points = [0] * n
        self._taken: list[list[Card]] = [[] for _ in range(n)]
        self._shooter: int | None = None
        # The first lead is forced to the lowest club, or any club (a mask; the lowest club's holder leads), or
        # free (0) in Cancellation.
        self._first_lead = rules.first_lead_mask
        self._first_trick_forbidden = 0 if rules.points_on_first_trick else rules.first_trick_penalty_mask
        self._queen_breaks = rules.queen_breaks_hearts
        # Without the breaking rule hearts count as broken from the first card: they may always be led.
        self._broken = not rules.must_break_hearts
        if pass_direction is PassDirection.HOLD:
            self._begin_play()
        else:
            self._phase = _PASSING
            self._leader = self._current = -1

    # --- creation -------------------------------------------------------------------------------------------

    @classmethod
    def start(cls, rules: Rules, hands: Sequence[Sequence[Card]], pass_direction: PassDirection,
              dealer: int = 0, *, match_scores: Sequence[int] | None = None, hand_number: int = 0,
              earlier: Sequence[Sequence[Trick]] = ()) -> Round:
        """A hand of play from the dealt ``hands``; raises ``ValueError`` if they cannot come from the deck.
        ``earlier`` holds the finished tricks of the match's earlier hands (public, handed on in every view)."""
        n = rules.players
        if not isinstance(pass_direction, PassDirection):
            raise ValueError(f"Unknown pass direction {pass_direction!r}.")
        if pass_direction is not PassDirection.HOLD and not rules.has_passing:
            raise ValueError("These rules have no passing: the pass direction must be HOLD.")
        if pass_direction is PassDirection.ACROSS and n != 4:
            raise ValueError("Passing across needs exactly 4 players.")
        if type(dealer) is not int or not 0 <= dealer < n:
            raise ValueError(f"The dealer must be a seat from 0 to {n - 1}, not {shown(dealer)}.")
        scores = list(match_scores) if match_scores is not None else [0] * n
        if len(scores) != n or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores):
            raise ValueError(f"Match scores must be {n} whole numbers.")
        if len(hands) != n:
            raise ValueError(f"{n} players need {n} hands, not {len(hands)}.")
        size = rules.cards_per_hand
        for seat, hand in enumerate(hands):
            if len(hand) != size or not all([type(c) is Card for c in hand]):
                raise ValueError(f"Seat {seat} must hold {size} cards.")
        if rules.packs == 1:
            dealt = 0
            for hand in hands:
                dealt |= sum([c.mask for c in hand])
            if dealt.bit_count() == n * size and not dealt & ~rules.deck_mask:
                return cls(rules, hands, pass_direction, dealer, scores, hand_number, earlier)
        extra = Counter(c for h in hands for c in h) - Counter(rules.deck())
        if extra:
            names = " ".join(str(c) for c in sorted(extra.elements()))
            raise ValueError(f"These cards are not in the deck (or dealt too often): {names}.")
        return cls(rules, hands, pass_direction, dealer, scores, hand_number, earlier)

    def _add(self, seat: int, card: Card) -> None:
        if self._held[seat] & card.mask:
            self._held_twice[seat] |= card.mask
        else:
            self._held[seat] |= card.mask

    def _remove(self, seat: int, card: Card) -> None:
        if self._held_twice[seat] & card.mask:
            self._held_twice[seat] ^= card.mask
        else:
            self._held[seat] ^= card.mask

    def _begin_play(self) -> None:
        self._phase = _PLAYING
        self._legal = -1
        if self._first_lead:
            lowest = self.rules.lowest_club.mask
            self._leader = next(s for s, h in enumerate(self._held) if h & lowest)
        else:
            self._leader = (self.dealer + 1) % self.rules.players
        self._current = self._leader

    # --- queries --------------------------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._phase is _FINISHED

    @property
    def current_player(self) -> int | None:
        """The seat to play, or ``None`` while passing and after the last trick."""
        return self._current if self._phase is _PLAYING else None

    @property
    def leader(self) -> int | None:
        return self._leader if self._phase is _PLAYING else None

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(self._trick)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return tuple(self._tricks)

    @property
    def pending(self) -> tuple[Card, ...]:
        """Cards of all-cancelled tricks waiting in the middle for the next trick's winner."""
        return tuple(self._pending)

    @property
    def kitty(self) -> tuple[Card, ...]:
        return self._kitty

    @property
    def hearts_broken(self) -> bool:
        return self._broken

    @property
    def shooter(self) -> int | None:
        return self._shooter

    @property
    def is_first_trick(self) -> bool:
        return not self._tricks

    def _check_seat(self, seat: object) -> None:
        # A bool is an int to Python, and a negative index would quietly answer for the last seat.
        if type(seat) is not int or not 0 <= seat < self._n:
            raise ValueError(f"There is no seat {shown(seat)} at this table.")

    def hand(self, seat: int) -> list[Card]:
        self._check_seat(seat)
        cards = cards_of(self._held[seat])
        if self._held_twice[seat]:
            cards.extend(cards_of(self._held_twice[seat]))
            cards.sort(key=_INDEX)
        return cards

    def hand_size(self, seat: int) -> int:
        self._check_seat(seat)
        return self._held[seat].bit_count() + self._held_twice[seat].bit_count()

    def dealt_hand(self, seat: int) -> tuple[Card, ...]:
        self._check_seat(seat)
        return self._dealt[seat]

    def passed_cards(self, seat: int) -> tuple[Card, ...] | None:
        self._check_seat(seat)
        return self._passes[seat]

    def received_cards(self, seat: int) -> tuple[Card, ...]:
        self._check_seat(seat)
        return self._received[seat]

    def has_passed(self, seat: int) -> bool:
        self._check_seat(seat)
        return self._passes[seat] is not None

    def points_taken(self) -> list[int]:
        """Points each seat has taken so far, before any moon adjustment."""
        return list(self._points)

    def cards_taken(self, seat: int) -> tuple[Card, ...]:
        self._check_seat(seat)
        return tuple(self._taken[seat])

    @property
    def points_settled(self) -> bool:
        """Whether the hand's score is already decided, however the rest is played.

        True when no card that scores (a penalty card, or Omnibus's J♦ bonus) is left in any hand, in the trick
        being played, among cancelled cards waiting in the middle or in a kitty nobody has taken yet: every trick
        still to come is worth nothing. The moon is decided too, since it is made of scoring cards only.
        """
        scoring = self.rules.scoring_mask
        # A second copy of a card is held only beside a first one, so the first-copy masks say it all.
        if any(hand & scoring for hand in self._held):
            return False
        waiting = [card for _, card in self._trick] + self._pending
        if not self._kitty_taken:
            waiting.extend(self._kitty)
        return not any(card.mask & scoring for card in waiting)

    def legal_cards(self) -> list[Card]:
        """The cards the current player may play, each distinct card once (empty when nobody is to play)."""
        legal = self._legal
        if legal < 0:
            legal = self._legal = self._compute_legal()
        return cards_of(legal)

    def _legal_mask(self) -> int:
        if self._legal < 0:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> int:
        if self._phase is not _PLAYING:
            return 0
        hand = self._held[self._current]
        if self._trick:
            follow = hand & SUIT_MASKS[self._trick[0][1].suit]
            if follow:
                return follow
            if not self._tricks:
                return hand & ~self._first_trick_forbidden or hand
            return hand
        if not self._tricks and self._first_lead:
            return hand & self._first_lead
        if not self._broken:
            return hand & ~HEARTS_MASK or hand
        return hand

    def why_illegal(self, card: Card) -> IllegalMove | None:
        """``None`` if the current player may play ``card``; otherwise the :class:`IllegalMove` that :meth:`play`
        would raise, with its reason code."""
        if self._phase is _PLAYING and isinstance(card, Card) and self._legal_mask() & card.mask:
            return None
        return self._illegal(card)

    def _illegal(self, card: Card) -> IllegalMove:
        """Why the current player may not play ``card`` (which they may not)."""
        if self._phase is Phase.PASSING:
            return IllegalMove(Reason.PASS_FIRST)
        if self._phase is Phase.FINISHED:
            return IllegalMove(Reason.HAND_OVER)
        if not isinstance(card, Card):
            return IllegalMove(Reason.NOT_A_CARD, value=card)
        if not self._held[self._current] & card.mask:
            return IllegalMove(Reason.NOT_HELD, card=card)
        if self._trick:
            led = self._trick[0][1].suit
            if self._held[self._current] & SUIT_MASKS[led]:
                return IllegalMove(Reason.FOLLOW_SUIT, suit=led)
            return IllegalMove(Reason.NO_POINTS_ON_FIRST_TRICK)
        if not self._tricks and self._first_lead:
            if self.rules.any_club_opens:
                return IllegalMove(Reason.FIRST_LEAD_CLUB)
            return IllegalMove(Reason.FIRST_LEAD, card=self.rules.lowest_club)
        return IllegalMove(Reason.HEARTS_NOT_BROKEN)

    # --- actions --------------------------------------------------------------------------------------------

    def pass_cards(self, seat: int, cards: Iterable[Card]) -> list[Event]:
        """Commit ``seat``'s pass; when the last seat commits, every pass changes hands at once."""
        chosen = list(cards)
        self._check_pass(seat, chosen)
        self._passes[seat] = tuple(sorted(chosen, key=_INDEX))
        events: list[Event] = [PassCommitted(seat)]
        if None not in self._passes:
            events.append(self._exchange())
        return events

    def _check_pass(self, seat: int, cards: list[Card]) -> None:
        if self._phase is not _PASSING:
            raise IllegalMove(Reason.NO_PASSING)
        if type(seat) is not int or not 0 <= seat < self.rules.players:
            raise IllegalMove(Reason.NO_SUCH_SEAT, seat=seat)
        if self._passes[seat] is not None:
            raise IllegalMove(Reason.ALREADY_PASSED)
        if len(cards) != PASS_SIZE:
            raise IllegalMove(Reason.PASS_THREE, count=len(cards))
        if not all(isinstance(c, Card) for c in cards):
            raise IllegalMove(Reason.PASS_NOT_CARDS)
        chosen = sum(c.mask for c in set(cards))
        if chosen.bit_count() != PASS_SIZE:
            raise IllegalMove(Reason.PASS_SAME_CARD)
        if chosen & ~self._held[seat]:
            raise IllegalMove(Reason.PASS_NOT_HELD)

    def _exchange(self) -> PassesExchanged:
        n = self.rules.players
        passes = [p for p in self._passes if p is not None]
        targets = [self.pass_direction.target(seat, n) for seat in range(n)]
        if self.rules.packs == 1:
            # One copy of every card: each pass moves as one mask.
            masks = [sum([card.mask for card in cards]) for cards in passes]
            for seat, mask in enumerate(masks):
                self._held[seat] ^= mask
            for seat, mask in enumerate(masks):
                self._held[targets[seat]] |= mask
        else:
            for seat, cards in enumerate(passes):
                for card in cards:
                    self._remove(seat, card)
            for seat, cards in enumerate(passes):
                for card in cards:
                    self._add(targets[seat], card)
        for seat, cards in enumerate(passes):
            self._received[targets[seat]] = cards
        self._begin_play()
        return PassesExchanged(self.pass_direction, tuple(passes))

    def play(self, card: Card) -> list[Event]:
        """The current player plays ``card``; raises :class:`IllegalMove` (changing nothing) if they may not."""
        legal = self._legal if self._legal >= 0 else self._legal_mask()
        if not isinstance(card, Card) or not legal & card.mask:
            raise self._illegal(card)
        self._legal = -1
        seat = self._current
        bit = card.mask
        if self._held_twice[seat] & bit:
            self._held_twice[seat] ^= bit
        else:
            self._held[seat] ^= bit
        # A CardPlayed is the (seat, card) pair itself, so the trick keeps the event.
        played = _CARD_PLAYED[seat][card.index]
        trick = self._trick
        trick.append(played)
        events: list[Event] = [played]
        if not self._broken and (bit & HEARTS_MASK or (card is QUEEN_OF_SPADES and self._queen_breaks)):
            self._broken = True
            events.append(HeartsBroken(seat, card))
        if len(trick) == self._n:
            self._finish_trick(events)
        else:
            self._current = (seat + 1) % self._n
        return events

    def play_out(self) -> list[Event]:
        """Finish a hand whose :attr:`points_settled`: each seat in turn plays its lowest legal card, to the end.

        Deterministic, and the events are those of playing the cards one by one. Raises :class:`IllegalMove`
        (changing nothing) while there are still points to play for.
        """
        if self._phase is Phase.PASSING:
            raise IllegalMove(Reason.PASS_FIRST)
        if self._phase is Phase.FINISHED:
            raise IllegalMove(Reason.HAND_OVER)
        if not self.points_settled:
            raise IllegalMove(Reason.POINTS_LEFT)
        events: list[Event] = []
        while self._phase is Phase.PLAYING:
            legal = self._legal_mask()
            events.extend(self.play(ALL_CARDS[(legal & -legal).bit_length() - 1]))
        return events

    def _finish_trick(self, events: list[Event]) -> None:
        plays = tuple(self._trick)
        self._trick = []
        last = not (self._held[self._leader] or self._held_twice[self._leader])
        winner = trick_winner(plays, self.rules.packs)
        if winner is None and last:
            winner = self._leader
        if winner is None:
            trick = Trick(self._leader, plays, None)
            self._tricks.append(trick)
            self._pending.extend(card for _, card in plays)
            self._current = self._leader
            events.append(TrickCancelled(trick))
            return
        taken = [card for _, card in plays]
        if self._pending:
            taken.extend(self._pending)
            self._pending = []
        kitty: tuple[Card, ...] = ()
        if not self._kitty_taken:
            kitty = self._kitty
            self._kitty_taken = True
            taken.extend(kitty)
        values = self._values
        points = sum([values[c.index] for c in taken])
        self._points[winner] += points
        self._taken[winner].extend(taken)
        trick = Trick(self._leader, plays, winner)
        self._tricks.append(trick)
        events.append(TrickWon(winner, trick, tuple(taken), points, kitty))
        if last:
            self._phase = _FINISHED
            self._shooter = self._find_shooter()
            events.append(HandFinished(tuple(self._points), self._shooter))
        else:
            self._leader = self._current = winner

    def _find_shooter(self) -> int | None:
        moon = self.rules.moon_mask
        if not moon:
            return None
        needed = moon.bit_count() * self.rules.packs
        for seat, taken in enumerate(self._taken):
            if sum(1 for c in taken if c.mask & moon) == needed:
                return seat
        return None

    # --- scoring --------------------------------------------------------------------------------------------

    def moon_choice_fixed(self) -> MoonChoice | None:
        """The choice the rules impose on a shooter, or ``None`` when the shooter chooses."""
        return self.rules.fixed_moon_choice

    def scores(self, choice: MoonChoice | None = None) -> list[int]:
        """The hand's final score per seat (:func:`.scoring.hand_scores`). A shooter's ``choice`` is needed when the
        rules let them choose."""
        if self._phase is not Phase.FINISHED:
            raise ValueError("The hand is not over yet.")
        return hand_scores(self.rules, self._points, self._shooter, choice, self.trickless())

    def trickless(self) -> tuple[int, ...]:
        """The seats that have won no trick (so far, or in the whole hand once it is over)."""
        return trickless_seats(self._tricks, self._n)

    # --- what one seat may know -----------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        n = self.rules.players
        self._check_seat(seat)
        to_play = self._phase is Phase.PLAYING and self._current == seat
        kitty_known = self._kitty_taken and bool(self._kitty)
        return PlayerView(
            seat=seat,
            rules=self.rules,
            hand=tuple(self.hand(seat)),
            phase=self._phase,
            pass_direction=self.pass_direction,
            passed=self._passes[seat] or (),
            received=self._received[seat],
            has_passed=tuple(p is not None for p in self._passes),
            leader=self.leader,
            current_player=self.current_player,
            current_trick=tuple(self._trick),
            tricks=tuple(self._tricks),
            pending=tuple(self._pending),
            points_taken=tuple(self._points),
            hearts_broken=self._broken,
            legal=tuple(self.legal_cards()) if to_play else (),
            hand_sizes=tuple(self.hand_size(s) for s in range(n)),
            kitty_size=len(self._kitty),
            kitty=self._kitty if kitty_known else (),
            match_scores=self.match_scores,
            hand_number=self.hand_number,
            dealer=self.dealer,
            shooter=self._shooter,
            earlier=self.earlier,
        )

    # --- saving ---------------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "hands": [[str(c) for c in hand] for hand in self._dealt],
            "pass_direction": self.pass_direction.value,
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "match_scores": list(self.match_scores),
            "passes": [None if p is None else [str(c) for c in p] for p in self._passes],
            "plays": [str(card) for trick in self._tricks for card in trick.cards] + [str(c) for _, c in self._trick],
        }

    @classmethod
    def from_dict(cls, data: Any, rules: Rules) -> Round:
        """Rebuild a round by replaying its passes and plays; bad or inconsistent data raises ``ValueError``."""
        saved = parse_saved_round(data, rules)
        rnd = cls.start(rules, saved.hands, saved.direction, saved.dealer, match_scores=saved.match_scores,
                        hand_number=saved.hand_number)
        try:
            for seat, cards in enumerate(saved.passes):
                if cards is not None:
                    rnd.pass_cards(seat, cards)
            for card in saved.plays:
                rnd.play(card)
        except IllegalMove as exc:
            raise ValueError(f"The saved hand is inconsistent: {exc}") from None
        return rnd
