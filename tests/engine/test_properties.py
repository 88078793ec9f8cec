"""Property tests over random deals, for every player count and variant.

Each hand is played through the public API by a random player who also tries illegal cards; an independent
reading of the rules (written here, not borrowed from the engine) checks every trick and the totals.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_qt.engine import (
    Card,
    IllegalMove,
    Phase,
    Reason,
    Round,
    Rules,
    Trick,
    Variant,
    deal,
)
from tests.support.variants import COMBOS


def _expected_winner(trick: Trick, last: bool) -> int | None:
    led = trick.plays[0][1].suit
    counts = Counter(card for _, card in trick.plays)
    alive = [(card.rank, seat) for seat, card in trick.plays if card.suit == led and counts[card] == 1]
    if alive:
        return max(alive)[1]
    return trick.leader if last else None


def _reference_reason(rnd: Round, card: object, hand: list) -> Reason:
    """Why docs/rules.md §1 forbids the seat to play ``card`` (which it may not play)."""
    trick = rnd.current_trick
    if not isinstance(card, Card):
        return Reason.NOT_A_CARD
    if card not in hand:
        return Reason.NOT_HELD
    if trick:
        led = trick[0][1].suit
        return Reason.FOLLOW_SUIT if any(x.suit == led for x in hand) else Reason.NO_POINTS_ON_FIRST_TRICK
    if not rnd.tricks and rnd.rules.first_lead_is_lowest_club:
        return Reason.FIRST_LEAD_CLUB if rnd.rules.any_club_opens else Reason.FIRST_LEAD
    return Reason.HEARTS_NOT_BROKEN


def _reference_broken(rnd: Round) -> bool:
    """Hearts may be led: a heart (or Q♠ where it breaks them) lies in an earlier trick, or the rules never
    ask for breaking."""
    rules = rnd.rules
    earlier = [card for trick in rnd.tricks for card in trick.cards]
    return (not rules.must_break_hearts or any(x.is_heart for x in earlier)
            or (rules.queen_breaks_hearts and Card.parse("QS") in earlier))


def _reference_legal(rnd: Round, hand: list) -> set:
    """The rules of docs/rules.md §1 read directly, for the seat to play."""
    rules, trick = rnd.rules, rnd.current_trick
    first = not rnd.tricks
    if trick:
        led = trick[0][1].suit
        follow = {x for x in hand if x.suit == led}
        if follow:
            return follow
        if first and not rules.points_on_first_trick:
            safe = {x for x in hand if not rules.is_penalty_card(x)}
            return safe or set(hand)
        return set(hand)
    if first and rules.first_lead_is_lowest_club:
        return {x for x in hand if x.suit == 0} if rules.any_club_opens else {rules.lowest_club}
    if not _reference_broken(rnd):
        return {x for x in hand if not x.is_heart} or set(hand)
    return set(hand)


@settings(max_examples=150, deadline=None)
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 2**32), qbreaks=st.booleans(), first=st.booleans(),
       house=st.fixed_dictionaries({
           "must_break_hearts": st.booleans(), "any_club_opens": st.booleans(), "no_trick_bonus": st.booleans(),
           "shooting_the_moon": st.booleans(), "jack_points": st.sampled_from([-10, -5])}))
def test_random_hands_obey_every_rule(combo: tuple[Variant, int], seed: int, qbreaks: bool, first: bool,
                                      house: dict[str, object]) -> None:
    variant, players = combo
    rules = Rules(players=players, variant=variant, queen_breaks_hearts=qbreaks, points_on_first_trick=first,
                  **house)  # type: ignore[arg-type]
    rng = random.Random(seed)
    hand_number = rng.randrange(4)
    rnd = Round.start(rules, deal(rules, rng), rules.pass_direction(hand_number))
    for bad_seat in (True, False, -1, players, 1.0, "0", None):
        before = rnd.to_dict()
        for query in (rnd.hand, rnd.view, rnd.hand_size, rnd.has_passed, rnd.cards_taken):
            with pytest.raises(ValueError, match="There is no seat"):
                query(bad_seat)  # type: ignore[operator]
        if rnd.phase is Phase.PASSING:
            with pytest.raises(IllegalMove) as raised:
                rnd.pass_cards(bad_seat, rnd.hand(1)[:3])  # type: ignore[arg-type]
            assert raised.value.reason is Reason.NO_SUCH_SEAT and raised.value.details["seat"] is bad_seat
        assert rnd.to_dict() == before
    if rnd.phase is Phase.PASSING:
        for seat in range(players):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
    snapshot_at = rng.randrange(rules.cards_per_hand * players)
    step = 0
    while not rnd.is_over:
        hand = rnd.hand(rnd.current_player or 0)
        legal = rnd.legal_cards()
        assert legal, "legal_cards() is never empty while playing"
        assert set(legal) == _reference_legal(rnd, hand)
        assert len(legal) == len(set(legal))
        illegal = [x for x in set(hand) | set(rules.deck()[:5]) if x not in legal]
        if illegal:
            before = rnd.to_dict()
            bad = rng.choice(illegal)
            with pytest.raises(IllegalMove) as refused:
                rnd.play(bad)
            exc = refused.value
            why = rnd.why_illegal(bad)
            assert exc.reason is _reference_reason(rnd, bad, hand)
            assert why is not None and (why.reason, why.details, str(why)) == (exc.reason, exc.details, str(exc))
            assert rnd.to_dict() == before
        if step == snapshot_at:
            copy = Round.from_dict(json.loads(json.dumps(rnd.to_dict())), rules)
            assert copy.to_dict() == rnd.to_dict() and copy.legal_cards() == legal
        rnd.play(rng.choice(legal))
        step += 1

    played = Counter(card for trick in rnd.tricks for card in trick.cards)
    assert played + Counter(rnd.kitty) == Counter(rules.deck()), "every card is played exactly once"
    for index, trick in enumerate(rnd.tricks):
        assert trick.winner == _expected_winner(trick, index == len(rnd.tricks) - 1)
    taken = Counter(card for seat in range(players) for card in rnd.cards_taken(seat))
    assert taken == Counter(rules.deck())
    total = sum(rules.card_points(card) for card in rules.deck())
    assert sum(rnd.points_taken()) == total
    for seat in range(players):
        assert rnd.points_taken()[seat] == sum(rules.card_points(x) for x in rnd.cards_taken(seat))
    moon_cards = Counter(x for x in rules.deck() if x.mask & rules.moon_mask)
    shooters = [s for s in range(players) if not moon_cards - Counter(rnd.cards_taken(s))]
    assert rnd.shooter == (shooters[0] if shooters and rules.shooting_the_moon else None)
    if rnd.shooter is None:
        winners = {trick.winner for trick in rnd.tricks}
        bonus = [-5 if rules.no_trick_bonus and s not in winners else 0 for s in range(players)]
        assert rnd.scores() == [p + b for p, b in zip(rnd.points_taken(), bonus, strict=True)]
