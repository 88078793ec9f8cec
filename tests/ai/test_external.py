"""The external benchmark drives our engine and OpenSpiel's in lockstep (skipped without open_spiel)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("pyspiel")

from hearts_qt.engine import Card, MoonScoring, Rules, Variant

PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "ai_external.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ai_external", PATH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["ai_external"] = module
    spec.loader.exec_module(module)
    return module


external = _load()


def test_cards_map_one_to_one() -> None:
    cards = external.card_table(external.load_game())
    assert len(set(cards)) == 52 and cards[0] == Card.parse("2C") and cards[51] == Card.parse("AS")


@pytest.mark.parametrize("deal", [0, 1, 2, 3], ids=["left", "right", "across", "hold"])
def test_a_hand_agrees_with_openspiel(deal: int) -> None:
    """Small bots, every pass direction; play_deal itself checks every turn's legal cards and the points."""
    hand = external.play_deal(external.Strangers(simulations=10, seed=3), "normal", deal, seat=deal)
    assert sum(hand.points) in (26, 78) and hand.seat == deal and hand.times
    # The bots' cards with a choice, each counted once by kind: at most 39 (13 tricks, three bots), at least one.
    assert set(hand.predicted) <= set(external.KINDS)
    assert 0 < sum(total for _, total in hand.predicted.values()) <= 39
    assert all(0 <= same <= total for same, total in hand.predicted.values())


def test_a_card_dealt_differently_is_caught() -> None:
    strangers = external.Strangers(simulations=10, seed=3)
    two, three = Card.parse("2C"), Card.parse("3C")
    strangers.action[two], strangers.action[three] = strangers.action[three], strangers.action[two]
    with pytest.raises(external.Mismatch):
        for deal in range(4):
            external.play_deal(strangers, "normal", deal, seat=0)


def test_points_that_differ_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # Omnibus counts J♦ as -10; OpenSpiel (jd_bonus off) does not, and J♦ is always won by someone.
    monkeypatch.setattr(external, "RULES", Rules(variant=Variant.OMNIBUS, moon_scoring=MoonScoring.ADD_TO_OTHERS))
    with pytest.raises(external.Mismatch, match="OpenSpiel returns"):
        external.play_deal(external.Strangers(simulations=10, seed=3), "normal", 3, seat=0)


def test_the_ratio_and_its_interval() -> None:
    hands = [external.Hand(d, s, [4 + d, 6, 8, 10], None, []) for d in range(8) for s in range(4)]
    ratio, low, high = external.ratio_interval(hands)
    assert low <= ratio <= high
    assert ratio == pytest.approx(sum(h.ours for h in hands) / sum(h.theirs for h in hands))
