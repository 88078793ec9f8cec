"""Numbered deals: the specified generator and shuffle, pinned hand by hand, and how a match uses them."""

from __future__ import annotations

import copy

import pytest

from hearts_qt.engine import Match, Rules, Variant, numbered_deal
from hearts_qt.engine.shuffle import DEAL_LIMIT, SplitMix64, deal_number_of, valid_number

# The published SplitMix64 reference outputs for seed 0.
SPLITMIX_SEED_0 = [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]

# These deals are promised to players (a noted-down number deals the same cards in every later version):
# a change here is a change of every deal, not a test to update.
GOLDEN = [
    (3, Variant.STANDARD, 1, [
        "5C 7C 3D 6D JD QD 4S 5S 6S 8S JS 4H 5H 6H 7H TH KH",
        "3C 4C 8C 9C TC JC QC 4D 7D 8D AD 9S TS KS AS 2H 3H",
        "2C 6C KC AC 5D 9D TD KD 2S 3S 7S QS 8H 9H JH QH AH"]),
    (4, Variant.STANDARD, 1, [
        "4C TC QC 5D 6D 7D 8D 9D QD AD 9S 6H TH", "3C AC 2D 3D 5S 6S 8S JS QS AS 7H JH QH",
        "6C 7C 8C KC JD 2S 7S KS 2H 5H 9H KH AH", "2C 5C 9C JC 4D TD KD 3S 4S TS 3H 4H 8H"]),
    (4, Variant.STANDARD, 123456789, [
        "4C 9C QC KC AC 7D 8D 5S JS QS AS 2H 8H", "5C TC JC 2D 3D 6D TD 2S 6S 8S TS 4H QH",
        "2C 6C 7C 8C 4D 9D QD 4S 7S KS 5H TH KH", "3C 5D JD KD AD 3S 9S 3H 6H 7H 9H JH AH"]),
    (5, Variant.STANDARD, 42, [
        "3C 5C 6C 9C AC TD JD KD 9S 3H", "4C 7C 7D 8D 8S TS JS KS 8H 9H", "KC 3D 5D QD 2S 3S 4S QS 2H 6H",
        "8C TC JC QC 6D AD 6S AS 4H TH", "4D 9D 5S 7S 5H 7H JH QH KH AH"]),
    (6, Variant.OMNIBUS, 999999999, [
        "5C 8C 4D 5D 2S 9S 2H 6H", "QC 6D TD JD AD 7S TS JH", "6C 9C TC 8D 4S AS 7H 9H",
        "9D JS KS 4H 5H 8H TH AH", "KC 7D QD KD 3S 6S 3H QH", "2C 7C JC AC 5S 8S QS KH"]),
    (7, Variant.STANDARD, 7, [
        "5D 9D TD 7S 2H 7H JH", "2S TS JS QS AS 8H TH", "5C 9C 6D JD 5S 3H KH", "8C JC AC 7D 6S QH AH",
        "4C 6C TC KC QD 9S 4H", "2C 7C 8D AD 4S 5H 6H", "QC 4D KD 3S 8S KS 9H"]),
    (5, Variant.CANCELLATION, 2024, [
        "7C JC JC QC AC 5D 6D 7D 9D TD AD 7S JS QS AS AS 4H JH QH KH",
        "3C 5C 6C 9C 2D TD JD 4S 4S 5S 5S 8S QS 2H 3H 6H 9H TH QH AH",
        "3C 8C KC KC 3D 3D 6D KD 2S 6S 9S TS KS 5H 7H 8H 8H 9H TH AH",
        "4C 4C 5C 6C 7C 8C TC AC 4D 5D 7D 9D QD QD 3S 3S 6S JS 6H JH",
        "2C 2C TC QC 2D 4D 8D 8D KD AD 2S 7S 8S 9S TS KS 2H 5H 7H KH"]),
    (6, Variant.CANCELLATION, 31337, [
        "KC 3D AD 5S TS QS KS AS AS 2H 3H 6H 6H 7H TH TH JH",
        "4C 7C QC 2D 4D 6D JD JD KD 3S 3S 4S 6S 6S 8S 9S QS",
        "3C 4C 5C AC 4D 8D TD QD 2S 7S JS 3H 5H QH QH KH AH",
        "6C 9C TC TC JC 2D 3D 5D 5D 6D 8D 5S 9S 2H 4H 4H 8H",
        "3C 5C 8C QC AC 7D 9D TD KD 2S 7S TS JS 5H 7H 8H 9H",
        "2C 2C 6C 7C 8C KC 7D 9D QD AD 4S 8S KS 9H JH KH AH"]),
]


def test_the_generator_is_splitmix64() -> None:
    gen = SplitMix64(0)
    assert [gen.next() for _ in SPLITMIX_SEED_0] == SPLITMIX_SEED_0


@pytest.mark.parametrize(("players", "variant", "number", "hands"), GOLDEN)
def test_a_deal_number_deals_the_same_hands(players: int, variant: Variant, number: int, hands: list[str]) -> None:
    dealt = numbered_deal(Rules(players=players, variant=variant), number)
    assert [" ".join(map(str, hand)) for hand in dealt] == hands


def test_bounded_numbers_are_in_range_and_cover_it() -> None:
    gen = SplitMix64(5)
    seen = {gen.below(7) for _ in range(500)}
    assert seen == set(range(7))
    with pytest.raises(ValueError, match="at least 1"):
        gen.below(0)


def test_match_deals_are_numbered_from_the_match_number() -> None:
    rules = Rules()
    assert [deal_number_of(1, h) for h in range(4)] == [652038855, 823673744, 194729899, 18760998]
    match = Match(rules, 1)
    assert match.deal_number == 652038855 and match.match_number == 1
    assert [list(match.round.dealt_hand(s)) for s in range(4)] == numbered_deal(rules, 652038855)


def test_a_match_can_start_from_a_chosen_deal() -> None:
    rules = Rules(players=5)
    match = Match(rules, 77, first_deal=42)
    assert match.deal_number == 42 and match.match_number is None
    assert [list(match.round.dealt_hand(s)) for s in range(5)] == numbered_deal(rules, 42)
    assert Match.from_dict(match.to_dict()).deal_number == 42
    with pytest.raises(ValueError, match="deal number is a whole number"):
        Match(rules, first_deal=DEAL_LIMIT)


def test_valid_numbers() -> None:
    assert valid_number(1) and valid_number(DEAL_LIMIT - 1)
    assert not any(valid_number(v) for v in (0, DEAL_LIMIT, -3, True, "12", 1.0))


def test_an_old_save_keeps_its_cards_and_numbers_the_hands_after_it() -> None:
    match = Match(Rules(), 12345)
    data = match.to_dict()
    for key in ("deals", "first_deal", "unnumbered_hands", "hand_flags"):
        del data[key]
    data["round"]["hands"] = [[str(c) for c in hand] for hand in numbered_deal(Rules(), 99)]
    old = Match.from_dict(copy.deepcopy(data))
    assert [list(old.round.dealt_hand(s)) for s in range(4)] == numbered_deal(Rules(), 99)
    assert old.deal_number is None and old.match_number is None
    again = Match.from_dict(old.to_dict())
    assert again.deal_number is None and again.deal_number_of(1) == deal_number_of(12345, 1)


def test_a_save_with_an_unknown_deal_method_is_refused() -> None:
    data = Match(Rules(), 3).to_dict()
    data["deals"] = 2
    with pytest.raises(ValueError, match="unknown method"):
        Match.from_dict(data)
