"""The coach's review: the hard player's search judges every alternative of a seat's decision from its own view,
flags the costly ones with a reason, and reviews whole hands with progress and cancellation."""

from __future__ import annotations

import random

import pytest

from hearts_qt.ai.review import (
    Analysis,
    Estimate,
    Kind,
    analyse_card,
    analyse_pass,
    flagged,
    review_decision,
    review_hand,
)
from hearts_qt.engine import (
    Card,
    PassDirection,
    PlayerView,
    Round,
    Rules,
    Suit,
    Variant,
    deal,
    numbered_deal,
    parse_cards,
)

from .helpers import play_out, quick_player

# A generous budget with a cap on deals: reproducible and quick.
EXACT = {"budget": 60.0, "iterations": 64}

QUEEN_TRICK = ["QS 2S 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D", "AC 5S 6S 7S 8S 9S TS 6D 7D 8D 9D TD JD",
               "2C 3S QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H", "JC TC QC KC 4S JS KS AS TH JH QH KH AH"]


def c(text: str) -> Card:
    return Card.parse(text)


def table(hands: list[str], plays: str, direction: PassDirection = PassDirection.HOLD) -> Round:
    rnd = Round.start(Rules(), [parse_cards(h) for h in hands], direction, 0)
    for card in parse_cards(plays):
        rnd.play(card)
    return rnd


def queen_view() -> PlayerView:
    """Seat 0 plays last to a spade trick without A♠ or K♠ in it, holding Q♠ and 2♠: Q♠ takes 13 points."""
    return table(QUEEN_TRICK, "2C JC 3C AC 5S 3S 4S").view(0)


def test_dumping_the_queen_on_yourself_is_flagged_with_its_reason() -> None:
    review = review_decision(queen_view(), [c("QS")], **EXACT)
    assert review.flagged
    assert review.best == (c("2S"),)
    assert review.analysis is not None and review.analysis.chosen is not None
    assert review.analysis.chosen.mean == 13.0
    assert review.loss >= 1.0
    assert review.reason is not None and review.reason.code == "GAVE_QS_TO_SELF" and review.reason.points == 13


def test_the_best_card_is_not_flagged() -> None:
    review = review_decision(queen_view(), [c("2S")], **EXACT)
    assert not review.flagged and review.reason is None
    assert review.best == (c("2S"),) and review.loss == 0.0


def test_choices_the_search_cannot_tell_from_the_best_are_named_as_its_rivals() -> None:
    rnd = Round.start(Rules(), numbered_deal(Rules(), 1), PassDirection.HOLD, 0)
    rnd.play(rnd.legal_cards()[0])
    close = analyse_card(rnd.view(rnd.current_player), budget=60.0, iterations=200)
    assert close.best.choice == (c("QC"),) and [rival.choice for rival in close.rivals] == [(c("TC"),)]
    clear = analyse_card(queen_view(), **EXACT)  # 2♠ against Q♠ onto your own trick: no doubt
    assert clear.best.choice == (c("2S"),) and clear.rivals == ()


def test_every_legal_card_gets_an_estimate_and_interchangeable_cards_share_one() -> None:
    # Seat 0 leads trick 2 holding 3C..9C (all interchangeable once 2C is gone), 2D..5D, Q♠ and 2♠.
    rnd = table(["QS 2S 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D", "2C 5S 6S 7S 8S 9S TS 6D 7D 8D 9D TD JD",
                 "AC 3S QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H", "JC TC QC KC 4S JS KS AS TH JH QH KH AH"],
                "2C AC JC 3C")
    view = rnd.view(2)
    analysis = analyse_card(view, **EXACT)
    assert analysis.kind is Kind.CARD
    assert sorted(e.choice[0] for e in analysis.estimates) == sorted(view.legal)
    assert analysis.best.mean == min(e.mean for e in analysis.estimates)
    assert analysis.chosen is None and analysis.loss == 0.0
    assert analysis == analyse_card(view, **EXACT)
    lead = table(QUEEN_TRICK, "2C JC 3C AC 5S 3S 4S 2S").view(1)
    estimates = analyse_card(lead, **EXACT)
    diamonds = [e for e in estimates.estimates if e.choice[0] in parse_cards("6D 7D 8D 9D TD")]
    assert len(diamonds) == 5 and len({(e.mean, e.se, e.deals) for e in diamonds}) == 1


def test_keeping_the_top_spades_unprotected_in_the_pass_is_flagged() -> None:
    hand = parse_cards("AS KS QS AH KH QH JH 2C 3C 4C 2D 3D 4D")
    rest = [card for card in Rules().deck() if card not in hand]
    rnd = Round.start(Rules(), [hand] + [rest[i * 13:(i + 1) * 13] for i in range(3)], PassDirection.LEFT, 0)
    view = rnd.view(0)
    bad = review_decision(view, parse_cards("2C 3C 4C"), **EXACT)
    assert bad.kind is Kind.PASS and bad.trick is None
    assert bad.flagged and bad.reason is not None and bad.reason.code == "KEPT_QS_UNPROTECTED"
    assert bad.analysis is not None and bad.analysis.estimate_of(parse_cards("4C 2C 3C")).deals == bad.analysis.deals
    good = review_decision(view, list(bad.best), **EXACT)
    assert not good.flagged and good.loss == 0.0


def test_a_pass_outside_the_searched_sets_is_searched_too() -> None:
    rnd = Round.start(Rules(), deal(Rules(), random.Random(4)), PassDirection.RIGHT, 0)
    view = rnd.view(0)
    plain = analyse_pass(view, **EXACT)
    low = sorted(view.hand)[:3]
    mine = analyse_pass(view, chosen=low, **EXACT)
    assert mine.chosen is not None and sorted(mine.chosen.choice) == low
    assert len(mine.estimates) in (len(plain.estimates), len(plain.estimates) + 1)
    with pytest.raises(ValueError, match="three different cards"):
        analyse_pass(view, chosen=[low[0], low[0], low[1]], **EXACT)


def played_hand(rules: Rules, seed: int) -> Round:
    rng = random.Random(seed)
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(seed % 4), dealer=seed % rules.players)
    return play_out(rnd, [quick_player("normal", s) for s in range(rules.players)])


def test_a_whole_hand_is_reviewed_with_progress_and_can_be_cancelled() -> None:
    record = played_hand(Rules(), 1)
    steps: list[tuple[int, int]] = []
    review = review_hand(record, 0, budget=60.0, iterations=8, progress=lambda done, total: steps.append((done, total)))
    assert not review.cancelled
    assert [d.kind for d in review.decisions] == [Kind.PASS] + [Kind.CARD] * 13
    assert [d.trick for d in review.decisions[1:]] == list(range(13))
    assert steps == [(i, 14) for i in range(15)]
    assert review.decisions[-1].forced and review.decisions[-1].analysis is None
    for d in review.decisions:
        assert d.view.seat == 0 and (d.analysis is None or d.analysis.deals == 8 or d.analysis.deals >= 1)
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3

    cut = review_hand(record, 0, budget=60.0, iterations=8, should_stop=stop)
    assert cut.cancelled and len(cut.decisions) == 3
    assert [d.chosen for d in cut.decisions] == [d.chosen for d in review.decisions[:3]]


def test_a_cancellation_hand_is_reviewed_card_by_card() -> None:
    rules = Rules(players=5, variant=Variant.CANCELLATION)
    record = played_hand(rules, 1)
    review = review_hand(record, 0, budget=60.0, iterations=6)
    assert not review.cancelled
    assert [d.kind for d in review.decisions] == [Kind.CARD] * rules.cards_per_hand
    assert [d.trick for d in review.decisions] == list(range(rules.cards_per_hand))
    searched = [d for d in review.decisions if not d.forced]
    assert searched
    for d in searched:
        assert d.analysis is not None and d.analysis.chosen is not None
        assert {e.choice[0] for e in d.analysis.estimates} == set(d.view.legal)


def queen_on_own_trick(rules: Rules) -> PlayerView:
    """A Cancellation position (normal players) where the seat to play is last to a spade trick it would win with
    its one Q♠ (no A♠, K♠ or Q♠ in the trick) and holds a spade that loses it."""
    queen = c("QS")
    for seed in range(200):
        rng = random.Random(seed)
        rnd = Round.start(rules, deal(rules, rng), PassDirection.HOLD, dealer=seed % rules.players)
        players = [quick_player("normal", s) for s in range(rules.players)]
        while not rnd.is_over:
            seat = rnd.current_player
            assert seat is not None
            view = rnd.view(seat)
            trick = [card for _, card in view.current_trick]
            if len(trick) == rules.players - 1 and trick[0].suit is Suit.SPADES and view.hand.count(queen) == 1 \
                    and all(card.rank < queen.rank for card in trick if card.suit is Suit.SPADES) \
                    and any(card.suit is Suit.SPADES and card.rank < max(t.rank for t in trick if t.suit is
                                                                         Suit.SPADES) for card in view.legal) \
                    and len(set(trick)) == len(trick):
                return view
            rnd.play(players[seat].choose_card(view))
    raise AssertionError("no such position found")


def test_in_cancellation_dumping_the_queen_on_your_own_trick_is_flagged() -> None:
    view = queen_on_own_trick(Rules(players=5, variant=Variant.CANCELLATION))
    review = review_decision(view, [c("QS")], **EXACT)
    assert review.flagged and review.loss >= 10
    assert review.best != (c("QS"),) and review.best[0].suit is Suit.SPADES
    assert review.reason is not None and review.reason.code == "GAVE_QS_TO_SELF"
    assert not review_decision(view, list(review.best), **EXACT).flagged


def test_a_loss_within_the_noise_is_not_flagged() -> None:
    estimate = Estimate((c("2S"),), 5.0, 0.5, 40)
    assert flagged(Analysis(Kind.CARD, (estimate,), 40, estimate, 1.5, 0.5))
    assert not flagged(Analysis(Kind.CARD, (estimate,), 40, estimate, 1.5, 0.8))
    assert not flagged(Analysis(Kind.CARD, (estimate,), 40, estimate, 0.9, 0.1))
