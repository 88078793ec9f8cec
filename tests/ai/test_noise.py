"""The kernel's noisy opponents play only legal cards (checked against the engine), and noise 0 changes nothing."""

from __future__ import annotations

import random

from hearts_qt.ai.hard import Deals
from hearts_qt.ai.kernel import _any_legal, playout, table_for
from hearts_qt.ai.knowledge import read_view
from hearts_qt.engine import Card, Phase, Rules, mask_of

from .helpers import start_round
from .test_search import played_round


def test_a_random_legal_card_is_legal_in_the_engine() -> None:
    rng = random.Random(4)
    for seed in range(30):
        rules = Rules(players=3 + seed % 5, queen_breaks_hearts=seed % 2 == 0)
        rnd = start_round(rules, seed)
        if rnd.phase is Phase.PASSING:
            for seat in range(rules.players):
                rnd.pass_cards(seat, rnd.hand(seat)[:3])
        table = table_for(rules)
        while not rnd.is_over:
            seat = rnd.current_player
            assert seat is not None
            trick = rnd.current_trick
            led = (trick[0][1].index // 13) if trick else -1
            led_mask = (0x1FFF << (13 * led)) if trick else 0
            bit = _any_legal(mask_of(rnd.hand(seat)), led_mask, rnd.is_first_trick, rnd.hearts_broken,
                             table.lowest_club, table.first_trick_forbidden, rng)
            card = Card.from_index(bit.bit_length() - 1)
            assert card in rnd.legal_cards()
            rnd.play(card)


def test_noise_changes_the_others_play_but_not_without_it() -> None:
    rules = Rules()
    table = table_for(rules)
    rnd = start_round(rules, 3)
    hands = [mask_of(rnd.hand(s)) for s in range(4)]
    opener = next(s for s in range(4) if hands[s] & table.lowest_club)

    def play(noise: float, seed: int) -> list[int]:
        points = [0] * 4
        playout(table, hands[:], opener, [], 0, False, True, points, [0] * 4, -1, [0] * 4, me=0, noise=noise,
                rng=random.Random(seed))
        assert sum(points) == 26
        return points

    plain = play(0.0, 0)
    assert all(play(0.0, seed) == plain for seed in range(5))
    assert any(play(1.0, seed) != plain for seed in range(20))


def test_the_deals_count_what_they_fail_to_explain() -> None:
    rnd, view = played_round(Rules(), 6, 24)
    k = read_view(view)
    deals = Deals(view, k, table_for(view.rules))
    assert deals.explainable == sum(1 for t in view.tricks for s, _ in t.plays if s != view.seat) + sum(
        1 for s, _ in view.current_trick if s != view.seat) + (3 if deals.passer >= 0 else 0)
    assert deals.unexplained() == 0.0  # nothing dealt yet
    rng = random.Random(1)
    for _ in range(20):
        deals.deal(rng)
    assert 0.0 < deals.unexplained() < 0.5
    truth = [mask_of(rnd.hand(seat)) for seat in range(4)]
    honest = Deals(view, k, table_for(view.rules))
    honest.sampler.deal = lambda rng: truth[:]  # type: ignore[method-assign]
    for _ in range(5):
        honest.deal(rng)
    assert honest.unexplained() == 0.0  # normal players, dealt their true hands: every card explained
