"""Cards, the deck strips for 3–7 players, variants as data, option validation, pass rotation."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest

from hearts_qt.engine import (
    QUEEN_OF_SPADES,
    Card,
    MoonScoring,
    PassDirection,
    Rules,
    Suit,
    TieRule,
    Variant,
    deal,
)

from .helpers import c


def test_card_parse_and_str_round_trip() -> None:
    for text in ("2C", "TD", "QS", "AH", "JD"):
        assert str(Card.parse(text)) == text
    assert Card.parse("10h") == Card.parse("TH")
    assert Card.parse("QS").rank == 12 and Card.parse("QS").suit is Suit.SPADES
    assert Card(12, Suit.SPADES) is QUEEN_OF_SPADES


@pytest.mark.parametrize("bad", ["", "1C", "QX", "QSS", "Q"])
def test_card_parse_rejects_nonsense(bad: str) -> None:
    with pytest.raises(ValueError, match="is not a card"):
        Card.parse(bad)


def test_cards_are_hashable_values_and_survive_pickling() -> None:
    assert len({c("QS"), c("QS"), Card(12, Suit.SPADES)}) == 1
    assert pickle.loads(pickle.dumps(c("AH"))) is c("AH")


@pytest.mark.parametrize(
    ("players", "removed", "per_hand"),
    [(3, "2D", 17), (4, "", 13), (5, "2C 2D", 10), (6, "2C 2D 3D 3C 4C", 8), (7, "2D 3D 3C", 7)],
)
def test_deck_strips(players: int, removed: str, per_hand: int) -> None:
    rules = Rules(players=players)
    expected = {c(x) for x in removed.split()}
    if players == 6:
        expected = {c("2D"), c("3D"), c("3C"), c("4C")}
    assert set(rules.removed_cards()) == expected
    assert rules.cards_per_hand == per_hand
    assert len(rules.deck()) == per_hand * players
    assert all(not card.is_heart and card != QUEEN_OF_SPADES for card in rules.removed_cards())


@pytest.mark.parametrize("players", range(3, 8))
def test_every_hand_carries_26_points(players: int) -> None:
    rules = Rules(players=players)
    assert sum(rules.card_points(card) for card in rules.deck()) == 26


def test_lowest_club_is_three_in_five_player_game() -> None:
    assert Rules(players=5).lowest_club == c("3C")
    assert all(Rules(players=n).lowest_club == c("2C") for n in (3, 4, 6, 7))


@pytest.mark.parametrize(
    ("variant", "values", "moon"),
    [
        (Variant.STANDARD, {"QS": 13, "AH": 1, "2H": 1, "JD": 0, "KS": 0}, 26),
        (Variant.OMNIBUS, {"QS": 13, "AH": 1, "JD": -10}, 26),
        (Variant.BLACK_MARIA, {"QS": 13, "KS": 10, "AS": 7, "5H": 1}, 43),
        (Variant.SPOT_HEARTS, {"QS": 25, "2H": 2, "TH": 10, "JH": 11, "QH": 12, "KH": 13, "AH": 14}, 129),
    ],
)
def test_variant_card_values_and_moon_totals(variant: Variant, values: dict[str, int], moon: int) -> None:
    rules = Rules(variant=variant)
    for card, value in values.items():
        assert rules.card_points(c(card)) == value
    assert rules.moon_points == moon


def test_cancellation_deck_two_packs_and_kitty() -> None:
    for players, per_hand, kitty in ((5, 20, 4), (6, 17, 2), (7, 14, 6)):
        rules = Rules(players=players, variant=Variant.CANCELLATION)
        assert len(rules.deck()) == 104
        assert Counter(rules.deck())[c("QS")] == 2
        assert (rules.cards_per_hand, rules.kitty_size) == (per_hand, kitty)
        assert rules.moon_points == 52
        assert not rules.has_passing


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 2}, "3 to 7"),
        ({"players": 8}, "3 to 7"),
        ({"target_score": 0}, "between 25 and 1000"),
        ({"target_score": 1001}, "between 25 and 1000"),
        ({"variant": Variant.CANCELLATION, "players": 4}, "at least 5"),
        ({"variant": Variant.CANCELLATION, "players": 3}, "at least 5"),
        ({"players": "4"}, "must be a int"),
        ({"passing": "yes"}, "must be a bool"),
        ({"moon_scoring": "old"}, "MoonScoring"),
    ],
)
def test_impossible_rules_say_what_is_wrong(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Rules(**kwargs)  # type: ignore[arg-type]


def test_rules_dict_round_trip_and_errors() -> None:
    rules = Rules(players=6, variant=Variant.OMNIBUS, target_score=150, queen_breaks_hearts=False,
                  moon_scoring=MoonScoring.ADD_TO_OTHERS, ties=TieRule.PLAY_OFF, jack_needed_for_moon=False)
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError, match="Unknown rule option"):
        Rules.from_dict({"players": 4, "colour": "red"})
    with pytest.raises(ValueError, match="must be one of"):
        Rules.from_dict({"variant": "poker"})


def test_pass_rotation_four_players_and_others() -> None:
    four = [Rules().pass_direction(h) for h in range(8)]
    assert four == [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.HOLD] * 2
    for players in (3, 5, 6, 7):
        assert [Rules(players=players).pass_direction(h) for h in range(4)] == [
            PassDirection.LEFT, PassDirection.RIGHT] * 2
    assert Rules(passing=False).pass_direction(0) is PassDirection.HOLD
    assert Rules(players=5, variant=Variant.CANCELLATION).pass_direction(0) is PassDirection.HOLD


def test_pass_targets() -> None:
    assert PassDirection.LEFT.target(3, 4) == 0
    assert PassDirection.RIGHT.target(0, 4) == 3
    assert PassDirection.ACROSS.target(1, 4) == 3
    assert PassDirection.LEFT.target(6, 7) == 0


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("players", range(3, 8))
def test_deal_gives_everyone_an_even_hand(variant: Variant, players: int) -> None:
    if variant is Variant.CANCELLATION and players < 5:
        return
    import random

    rules = Rules(players=players, variant=variant)
    hands = deal(rules, random.Random(players))
    assert all(len(hand) == rules.cards_per_hand for hand in hands)
    dealt = Counter(card for hand in hands for card in hand)
    assert not dealt - Counter(rules.deck())
    assert sum(dealt.values()) == len(rules.deck()) - rules.kitty_size
