"""The pass-search benchmark measures the search against its own long-run truth."""

from __future__ import annotations

from hearts_qt.ai import passing
from hearts_qt.engine import mask_of

from .helpers import load_benchmark

bench = load_benchmark("pass_search")


def test_regret_is_the_loss_against_the_best_set() -> None:
    means = {(1, 2, 4): 3.5, (1, 2, 8): 2.0, (1, 4, 8): 2.75}
    assert bench.regret(means, (1, 2, 8)) == 0.0
    assert bench.regret(means, (1, 2, 4)) == 1.5


def test_the_truth_covers_every_set_the_search_tries_and_repeats_itself() -> None:
    hand = 4
    means = bench.truth(hand, 12, passing.CANDIDATE_POOL)
    cards = mask_of(bench.view_of(hand).hand)
    assert set(means) == {tuple(sorted(c)) for c in passing.pass_candidates(cards, bench.RULES.points)}
    assert bench.truth(hand, 12, passing.CANDIDATE_POOL) == means
    wider = bench.truth(hand, 12, passing.CANDIDATE_POOL + 1)
    assert set(means) < set(wider)
    assert bench.searched(wider, hand) == {key: wider[key] for key in means}


def test_the_report_counts_regret_against_the_searched_sets_and_what_a_wider_pool_adds() -> None:
    hands = [0, 1]
    means = [bench.truth(h, 8, passing.CANDIDATE_POOL + 1) for h in hands]
    own = [bench.searched(m, h) for h, m in zip(hands, means, strict=True)]
    best = [min(o, key=o.__getitem__) for o in own]
    worst = [max(o, key=o.__getitem__) for o in own]
    picks = {0.1: [[best[0], worst[0]], [best[1], best[1]]], 1.5: [[best[0]] * 2, [best[1]] * 2]}
    lines = bench.report(hands, means, [0.1, 1.5], picks, passing.CANDIDATE_POOL + 1)
    loss = (own[0][worst[0]] - own[0][best[0]]) / 4
    gap = sum(min(o.values()) - min(m.values()) for o, m in zip(own, means, strict=True)) / 2
    assert lines == [f"deadline 0.1 s: regret {loss:.3f} points a hand (3 of 4 picks the best set)",
                     "deadline 1.5 s: regret 0.000 points a hand (4 of 4 picks the best set)",
                     f"pool {passing.CANDIDATE_POOL} against {passing.CANDIDATE_POOL + 1}: {gap:.3f} points a hand "
                     "(biased upwards, see the module)"]
    assert loss > 0


def test_a_pick_is_one_of_the_searched_sets() -> None:
    hand = 1
    means = bench.truth(hand, 4, passing.CANDIDATE_POOL)
    assert bench.pick(hand, 0.02, 0) in means
