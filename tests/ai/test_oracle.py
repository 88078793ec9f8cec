"""The oracle benchmark's sampler deals the hands of the round being played, also in a match, where the hard player
replays the match's earlier hands (viewing those rounds) to learn how its model fits."""

from __future__ import annotations

import random

import pytest

from hearts_qt.ai import deals as dealing
from hearts_qt.ai.fit import hand_fit
from hearts_qt.ai.kernel import table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.engine import PassDirection, Round, Rules, mask_of, numbered_deal

from .helpers import load_benchmark

oracle = load_benchmark("ai_oracle")


def test_the_oracle_deals_the_round_being_played_after_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules()
    earlier = Round.start(rules, numbered_deal(rules, 3), PassDirection.HOLD, dealer=0)
    while earlier.current_player is not None:
        earlier.play(earlier.legal_cards()[0])
    monkeypatch.setattr(Round, "view", oracle._remember)
    monkeypatch.setattr(dealing, "Sampler", oracle._TrueHands)
    rnd = Round.start(rules, numbered_deal(rules, 4), PassDirection.HOLD, dealer=1, hand_number=1,
                      earlier=[tuple(earlier.tricks)])
    for _ in range(5):
        rnd.play(rnd.legal_cards()[-1])
    view = rnd.view(rnd.current_player)
    hand_fit.cache_clear()  # so the deals below replay the earlier hand, viewing its rounds
    deals = dealing.Deals(view, read_view(view), table_for(rules))
    assert oracle._playing[0] is not rnd  # the replay was the latest round viewed
    rng = random.Random(1)
    assert [deals.deal(rng) for _ in range(3)] == [[mask_of(rnd.hand(seat)) for seat in range(4)]] * 3
