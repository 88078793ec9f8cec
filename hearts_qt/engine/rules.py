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
from collections import Counter
from dataclasses import dataclass, field, fields
from enum import Enum
from operator import attrgetter
from typing import Any

from .cards import ALL_CARDS, HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, Suit, parse_cards


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
    """One variant's data: packs in the deck, points per card, and first-trick penalty cards."""

    packs: int
    points: dict[str, int]
    first_trick_penalty: tuple[str, ...]
    min_players: int = 3
    suggested_target: int = 100


_HEARTS_ONE = {f"{r}H": 1 for r in "23456789TJQKA"}
_PENALTY = (*tuple(_HEARTS_ONE), "QS")

VARIANT_TABLE: dict[Variant, VariantSpec] = {
    Variant.STANDARD: VariantSpec(1, {**_HEARTS_ONE, "QS": 13}, _PENALTY),
    Variant.OMNIBUS: VariantSpec(1, {**_HEARTS_ONE, "QS": 13, "JD": -10}, _PENALTY),
    Variant.CANCELLATION: VariantSpec(2, {**_HEARTS_ONE, "QS": 13}, _PENALTY, min_players=5),
    Variant.BLACK_MARIA: VariantSpec(
        1, {**_HEARTS_ONE, "QS": 13, "KS": 10, "AS": 7}, (*_PENALTY, "KS", "AS")
    ),
    Variant.SPOT_HEARTS: VariantSpec(
        1, {**{f"{r}H": i + 2 for i, r in enumerate("23456789TJQKA")}, "QS": 25}, _PENALTY, suggested_target=500
    ),
}

# Cards removed from a single pack so the deal comes out even; never a heart, never Q♠.
STRIPPED: dict[int, tuple[str, ...]] = {
    3: ("2D",), 4: (), 5: ("2D", "2C"), 6: ("2D", "3D", "3C", "4C"), 7: ("2D", "3D", "3C"),
}

TARGET_RANGE = (25, 1000)


@dataclass(frozen=True)
class Rules:
    """Everything that decides how a game is played. Impossible combinations raise ``ValueError``.

    ``passing`` and ``jack_needed_for_moon`` are kept as set but only apply where they mean something:
    Cancellation never passes, and only Omnibus has the jack.
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
    # Derived tables, filled in __post_init__ (not part of equality or the saved form).
    points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    moon_mask: int = field(init=False, repr=False, compare=False)
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
        moon = HEARTS_MASK | QUEEN_OF_SPADES.mask
        if self.variant is Variant.BLACK_MARIA:
            moon |= Card.parse("KS").mask | Card.parse("AS").mask
        if self.variant is Variant.OMNIBUS and self.jack_needed_for_moon:
            moon |= JACK_OF_DIAMONDS.mask
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
        # Every card that counts, bonus or penalty: once none is left to take, the hand's score is decided.
        object.__setattr__(self, "scoring_mask", sum(1 << i for i, value in enumerate(points) if value))
        object.__setattr__(self, "first_trick_penalty_mask", penalty)

    def _validate(self) -> None:
        def check_type(name: str, kind: type) -> None:
            value = getattr(self, name)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise ValueError(f"Rules: {name} must be a {kind.__name__}, not {value!r}.")

        for name, kind in (("players", int), ("target_score", int), ("variant", Variant),
                           ("moon_scoring", MoonScoring), ("ties", TieRule), ("queen_breaks_hearts", bool),
                           ("points_on_first_trick", bool), ("passing", bool), ("jack_needed_for_moon", bool)):
            check_type(name, kind)
        if not 3 <= self.players <= 7:
            raise ValueError(f"Hearts is played by 3 to 7 players, not {self.players}.")
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
    def has_passing(self) -> bool:
        return self.passing and self.variant is not Variant.CANCELLATION

    @property
    def first_lead_is_lowest_club(self) -> bool:
        return self.variant is not Variant.CANCELLATION

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
        enums: dict[str, type[Enum]] = {"variant": Variant, "moon_scoring": MoonScoring, "ties": TieRule}
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


def deal(rules: Rules, rng: random.Random | None = None) -> list[list[Card]]:
    """Shuffle the deck and deal every player ``rules.cards_per_hand`` cards (Cancellation's rest is the kitty)."""
    rng = rng if rng is not None else random.Random()
    deck = rules.deck()
    rng.shuffle(deck)
    size = rules.cards_per_hand
    by_index = attrgetter("index")
    return [sorted(deck[i * size:(i + 1) * size], key=by_index) for i in range(rules.players)]


def multiset_missing(have: list[Card], allowed: list[Card]) -> list[Card]:
    """Cards in ``have`` beyond what ``allowed`` holds (as multisets)."""
    extra = Counter(have) - Counter(allowed)
    return sorted(extra.elements())
