"""The rules of Hearts as a pure-Python library: cards, rules and variants, a hand of play, a match.

Standard library only — no Qt. The controller is the only caller of the mutating API
(:meth:`Round.pass_cards`, :meth:`Round.play`, :meth:`Match.finish_hand`, :meth:`Match.next_hand`).
"""

from .cards import (
    ALL_CARDS,
    HEARTS_MASK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    SUIT_MASKS,
    Card,
    Suit,
    cards_of,
    mask_of,
    parse_cards,
)
from .errors import IllegalMove, Reason
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
from .match import HandResult, Match
from .phase import Phase
from .round import Round
from .rules import (
    HUMAN_SEAT,
    PASS_SIZE,
    PLAYER_RANGE,
    VARIANT_TABLE,
    FirstLead,
    MoonChoice,
    MoonScoring,
    PassDirection,
    Rules,
    TieRule,
    Variant,
    VariantSpec,
    deal,
)
from .scoring import hand_scores, match_totals, trickless_seats
from .shuffle import DEAL_LIMIT, numbered_deal, valid_number
from .tricks import trick_winner
from .view import PlayerView

__all__ = [
    "ALL_CARDS", "DEAL_LIMIT", "HEARTS_MASK", "HUMAN_SEAT", "JACK_OF_DIAMONDS", "PASS_SIZE", "PLAYER_RANGE",
    "QUEEN_OF_SPADES",
    "SUIT_MASKS", "VARIANT_TABLE",
    "Card", "CardPlayed", "Event", "FirstLead", "HandFinished", "HandResult", "HeartsBroken", "IllegalMove",
    "Match", "MoonChoice", "MoonScoring", "PassCommitted", "PassDirection", "PassesExchanged", "Phase",
    "PlayerView", "Reason", "Round", "Rules", "Suit", "TieRule", "Trick", "TrickCancelled", "TrickWon", "Variant",
    "VariantSpec", "cards_of", "deal", "hand_scores", "mask_of", "match_totals", "numbered_deal", "parse_cards",
    "trick_winner", "trickless_seats", "valid_number",
]
