"""The rules in force: player count, variant and house options, as one frozen value.

Variants are data: :data:`VARIANT_TABLE` gives each variant's card values, packs and the cards that may not be
discarded on the first trick; :class:`Rules` reads that table and precomputes the per-card arrays the round uses.

>>> Rules(players=5).cards_per_hand, [str(c) for c in Rules(players=5).removed_cards()]
(10, ['2C', '2D'])
>>> Rules(variant=Variant.SPOT_HEARTS).moon_points
129
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields
from enum import Enum
from operator import attrgetter
from typing import Any

from .cards import ALL_CARDS, SUIT_MASKS, Card, Suit, mask_of, parse_cards

#: The fewest and most players at a table.
PLAYER_RANGE = (3, 7)
#: How many cards each player passes.
PASS_SIZE = 3
#: The person's seat: the app puts the human at seat 0 (the bottom of the table, whose view the table draws) and
#: computer players at the others.
HUMAN_SEAT = 0


class Variant(Enum):
    STANDARD = "standard"
    OMNIBUS = "omnibus"
    CANCELLATION = "cancellation"
    BLACK_MARIA = "black_maria"
    SPOT_HEARTS = "spot_hearts"


class MoonScoring(Enum):
    """How a shot moon is scored: the shooter chooses, or a fixed rule."""

    SHOOTER_CHOOSES = "shooter_chooses"
    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_FROM_SHOOTER = "subtract_from_shooter"


class MoonChoice(Enum):
    """What a shooter chose: add the moon to every other player, or subtract it from their own score."""

    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_FROM_SELF = "subtract_from_self"


class TieRule(Enum):
    SHARED = "shared"
    PLAY_OFF = "play_off"


class FirstLead(Enum):
    """Who leads the first trick: the holder of the lowest club (with it), or the player left of the dealer."""

    LOWEST_CLUB = "lowest_club"
    LEFT_OF_DEALER = "left_of_dealer"


class PassDirection(Enum):
    LEFT = "left"
    RIGHT = "right"
    ACROSS = "across"
    HOLD = "hold"

    def target(self, seat: int, players: int) -> int:
        """The seat that receives ``seat``'s pass (left is the next seat in playing order)."""
        return (seat + _PASS_STEP[self]) % players


_PASS_STEP = {PassDirection.LEFT: 1, PassDirection.RIGHT: -1, PassDirection.ACROSS: 2, PassDirection.HOLD: 0}


@dataclass(frozen=True)
class VariantSpec:
    """One variant's facts: packs in the deck, points per card, the cards that may not be discarded on the first
    trick, the cards a shooter must take (``bonus_card``, when there is one, too unless the player turned that
    off), whether cards are passed and who leads the first trick."""

    packs: int
    points: dict[str, int]
    first_trick_penalty: tuple[str, ...]
    moon_cards: tuple[str, ...]
    min_players: int = PLAYER_RANGE[0]
    suggested_target: int = 100
    passing: bool = True
    first_lead: FirstLead = FirstLead.LOWEST_CLUB
    #: A card worth a bonus (negative points) to whoever takes it: Omnibus's J♦.
    bonus_card: str | None = None


_HEARTS_ONE = {f"{r}H": 1 for r in "23456789TJQKA"}
_PENALTY = (*tuple(_HEARTS_ONE), "QS")
_MARIA = (*_PENALTY, "KS", "AS")

VARIANT_TABLE: dict[Variant, VariantSpec] = {
    Variant.STANDARD: VariantSpec(1, {**_HEARTS_ONE, "QS": 13}, _PENALTY, _PENALTY),
    # The J♦'s worth is the rules' jack_points (−10, or −5 by house rule).
    Variant.OMNIBUS: VariantSpec(1, {**_HEARTS_ONE, "QS": 13}, _PENALTY, _PENALTY, bonus_card="JD"),
    Variant.CANCELLATION: VariantSpec(2, {**_HEARTS_ONE, "QS": 13}, _PENALTY, _PENALTY, min_players=5, passing=False,
                                      first_lead=FirstLead.LEFT_OF_DEALER),
    Variant.BLACK_MARIA: VariantSpec(1, {**_HEARTS_ONE, "QS": 13, "KS": 10, "AS": 7}, _MARIA, _MARIA),
    Variant.SPOT_HEARTS: VariantSpec(
        1, {**{f"{r}H": i + 2 for i, r in enumerate("23456789TJQKA")}, "QS": 25}, _PENALTY, _PENALTY,
        suggested_target=500,
    ),
}

# Cards removed from a single pack so the deal comes out even; never a heart, never Q♠.
STRIPPED: dict[int, tuple[str, ...]] = {
    3: ("2D",), 4: (), 5: ("2D", "2C"), 6: ("2D", "3D", "3C", "4C"), 7: ("2D", "3D", "3C"),
}

TARGET_RANGE = (25, 1000)
#: What a bonus card (Omnibus's J♦) may be worth: −10 as the variant has it, or −5 as a house rule.
JACK_POINTS = (-10, -5)
#: What a player who takes no trick in a hand scores, with the no-trick bonus.
NO_TRICK_BONUS = -5


@dataclass(frozen=True)
class Rules:
    """Everything that decides how a game is played. Impossible combinations raise ``ValueError``.

    The house options are kept as set but only apply where they mean something: Cancellation never passes and
    its first lead is free (so ``any_club_opens`` does nothing there); only Omnibus has the jack
    (``jack_needed_for_moon``, ``jack_points``); without ``shooting_the_moon`` the moon options do nothing, and
    without ``must_break_hearts`` neither does ``queen_breaks_hearts``. Saves and settings from before an option
    existed take its default, which is the game as it was.
    """

    players: int = 4
    variant: Variant = Variant.STANDARD
    target_score: int = 100
    queen_breaks_hearts: bool = True
    points_on_first_trick: bool = False
    moon_scoring: MoonScoring = MoonScoring.SHOOTER_CHOOSES
    passing: bool = True
    jack_needed_for_moon: bool = True
    ties: TieRule = TieRule.SHARED
    # House rules from other programs (OpenSpiel's options and other Hearts engines); the defaults are the game
    # as it was before them.
    no_trick_bonus: bool = False
    exact_target_resets: bool = False
    must_break_hearts: bool = True
    any_club_opens: bool = False
    shooting_the_moon: bool = True
    jack_points: int = JACK_POINTS[0]
    # Derived tables, filled in __post_init__ (not part of equality or the saved form).
    points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    moon_mask: int = field(init=False, repr=False, compare=False)
    moon_own: int = field(init=False, repr=False, compare=False)
    scoring_mask: int = field(init=False, repr=False, compare=False)
    first_trick_penalty_mask: int = field(init=False, repr=False, compare=False)
    packs: int = field(init=False, repr=False, compare=False)
    deck_mask: int = field(init=False, repr=False, compare=False)
    lowest_club: Card = field(init=False, repr=False, compare=False)
    _deck: tuple[Card, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._validate()
        spec = VARIANT_TABLE[self.variant]
        points = [0] * 52
        for name, value in spec.points.items():
            points[Card.parse(name).index] = value
        if spec.bonus_card is not None:
            points[Card.parse(spec.bonus_card).index] = self.jack_points
        # No moon at all: nothing to take every card of, so nobody ever shoots.
        moon = mask_of(parse_cards(spec.moon_cards)) if self.shooting_the_moon else 0
        if moon and spec.bonus_card is not None and self.jack_needed_for_moon:
            moon |= Card.parse(spec.bonus_card).mask
        penalty = 0
        for name in spec.first_trick_penalty:
            penalty |= Card.parse(name).mask
        removed = {c.index for c in parse_cards(STRIPPED[self.players])} if spec.packs == 1 else set()
        deck = tuple(c for c in ALL_CARDS for _ in range(spec.packs) if c.index not in removed)
        object.__setattr__(self, "packs", spec.packs)
        object.__setattr__(self, "_deck", deck)
        object.__setattr__(self, "deck_mask", sum(c.mask for c in set(deck)))
        object.__setattr__(self, "lowest_club", min(c for c in deck if c.suit == Suit.CLUBS))
        object.__setattr__(self, "points", tuple(points))
        object.__setattr__(self, "moon_mask", moon)
        # What the moon cards' own points come to (every copy): a shot moon replaces them.
        object.__setattr__(self, "moon_own", sum(points[c.index] for c in deck if c.mask & moon))
        # Every card that counts, bonus or penalty: once none is left to take, the hand's score is decided.
        object.__setattr__(self, "scoring_mask", sum(1 << i for i, value in enumerate(points) if value))
        object.__setattr__(self, "first_trick_penalty_mask", penalty)

    def _validate(self) -> None:
        def check_type(name: str, kind: type) -> None:
            value = getattr(self, name)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise ValueError(f"Rules: {name} must be a {kind.__name__}, not {value!r}.")

        for f in fields(self):
            if f.init:  # an option's type is its default's: a new option is checked without being named here
                check_type(f.name, type(f.default))
        if self.jack_points not in JACK_POINTS:
            raise ValueError(f"The J♦ is worth {' or '.join(map(str, JACK_POINTS))}, not {self.jack_points}.")
        fewest, most = PLAYER_RANGE
        if not fewest <= self.players <= most:
            raise ValueError(f"Hearts is played by {fewest} to {most} players, not {self.players}.")
        low, high = TARGET_RANGE
        if not low <= self.target_score <= high:
            raise ValueError(f"The target score must be between {low} and {high}, not {self.target_score}.")
        spec = VARIANT_TABLE[self.variant]
        if self.players < spec.min_players:
            raise ValueError(
                f"{self.variant_name} needs at least {spec.min_players} players, not {self.players}."
            )

    @property
    def variant_name(self) -> str:
        return self.variant.value.replace("_", " ").title()

    # --- the deck -------------------------------------------------------------------------------------------

    def removed_cards(self) -> list[Card]:
        """Cards stripped from the pack so the deal is even (none with two packs: the rest is a kitty)."""
        return [] if self.packs > 1 else sorted(parse_cards(STRIPPED[self.players]))

    def deck(self) -> list[Card]:
        """Every card in play, in index order; Cancellation lists each card twice."""
        return list(self._deck)

    @property
    def cards_per_hand(self) -> int:
        return len(self._deck) // self.players

    @property
    def kitty_size(self) -> int:
        return len(self._deck) % self.players

    @property
    def moon_points(self) -> int:
        """What a shot moon is worth: all the positive points in the deck (26, 52, 43 or 129)."""
        return sum(self.points[c.index] for c in self._deck if self.points[c.index] > 0)

    @property
    def spec(self) -> VariantSpec:
        """The variant's facts (:data:`VARIANT_TABLE`)."""
        return VARIANT_TABLE[self.variant]

    @property
    def has_passing(self) -> bool:
        return self.passing and self.spec.passing

    @property
    def first_lead_is_lowest_club(self) -> bool:
        """The holder of the lowest club leads the first trick (with that club, or any club by house rule)."""
        return self.spec.first_lead is FirstLead.LOWEST_CLUB

    @property
    def first_lead_mask(self) -> int:
        """The cards the first trick may be led with (among the leader's), or 0 when the first lead is free."""
        if not self.first_lead_is_lowest_club:
            return 0
        return SUIT_MASKS[Suit.CLUBS] if self.any_club_opens else self.lowest_club.mask

    @property
    def has_moon(self) -> bool:
        """A player can shoot the moon under these rules."""
        return self.moon_mask != 0

    @property
    def fixed_moon_choice(self) -> MoonChoice | None:
        """The choice the rules impose on a shooter, or ``None`` when the shooter chooses."""
        return _FIXED_CHOICE.get(self.moon_scoring)

    def pass_direction(self, hand_number: int) -> PassDirection:
        """The pass of hand ``hand_number`` (0-based): left, right, across, hold for 4 players; else left, right."""
        if not self.has_passing:
            return PassDirection.HOLD
        cycle: tuple[PassDirection, ...]
        if self.players == 4:
            cycle = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.HOLD)
        else:
            cycle = (PassDirection.LEFT, PassDirection.RIGHT)
        return cycle[hand_number % len(cycle)]

    def card_points(self, card: Card) -> int:
        return self.points[card.index]

    def is_penalty_card(self, card: Card) -> bool:
        """A card that may not be discarded on the first trick (J♦ in Omnibus is a bonus, not a penalty)."""
        return bool(self.first_trick_penalty_mask & card.mask)

    # --- saving ---------------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            if f.init:
                value = getattr(self, f.name)
                out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise ValueError("The rules must be a mapping of option names to values.")
        known = {f.name: f for f in fields(cls) if f.init}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise ValueError(f"Unknown rule option(s): {', '.join(map(str, unknown))}.")
        enums = {name: type(default) for name, default in _defaults().items() if isinstance(default, Enum)}
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            if name in enums:
                try:
                    value = enums[name](value)
                except ValueError:
                    allowed = ", ".join(str(e.value) for e in enums[name])
                    raise ValueError(f"Rule option {name} is {value!r}; it must be one of {allowed}.") from None
            kwargs[name] = value
        return cls(**kwargs)


_FIXED_CHOICE = {MoonScoring.ADD_TO_OTHERS: MoonChoice.ADD_TO_OTHERS,
                 MoonScoring.SUBTRACT_FROM_SHOOTER: MoonChoice.SUBTRACT_FROM_SELF}


def _defaults() -> dict[str, Any]:
    """Every option of :class:`Rules` (its ``__init__`` fields) with its default, in field order."""
    return {f.name: f.default for f in fields(Rules) if f.init}


def yes_no_options() -> tuple[str, ...]:
    """The names of the yes/no options (every ``bool`` field of :class:`Rules`), in field order. The settings
    store reads them and the settings dialog shows them from this list, so a new one is a field, not a list entry.

    >>> yes_no_options()[:3]
    ('queen_breaks_hearts', 'points_on_first_trick', 'passing')
    """
    return tuple(name for name, default in _defaults().items() if isinstance(default, bool))


def deal(rules: Rules, rng: random.Random | None = None) -> list[list[Card]]:
    """Shuffle the deck and deal every player ``rules.cards_per_hand`` cards (Cancellation's rest is the kitty)."""
    rng = rng if rng is not None else random.Random()
    deck = rules.deck()
    rng.shuffle(deck)
    size = rules.cards_per_hand
    by_index = attrgetter("index")
    return [sorted(deck[i * size:(i + 1) * size], key=by_index) for i in range(rules.players)]
