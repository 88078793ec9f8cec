"""Every rule of play in docs/rules.md §1–2 and the edge cases of §4, as named tests."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import (
    CardPlayed,
    HeartsBroken,
    PassDirection,
    Phase,
    Reason,
    Round,
    Rules,
    Suit,
    TrickWon,
    Variant,
    deal,
    parse_cards,
)

from .helpers import c, illegal, make_round, play_cards, reason_of

HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"


def test_two_of_clubs_holder_leads_it_and_nothing_else() -> None:
    rnd = make_round(Rules(), {2: "2C 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"})
    assert rnd.phase is Phase.PLAYING
    assert rnd.current_player == 2
    assert rnd.legal_cards() == [c("2C")]
    assert reason_of(rnd.why_illegal(c("3D"))) == (Reason.FIRST_LEAD, {"card": c("2C")})


def test_five_player_game_three_of_clubs_holder_leads_the_three() -> None:
    rules = Rules(players=5)
    for seed in range(5):
        rnd = Round.start(rules, deal(rules, random.Random(seed)), PassDirection.HOLD)
        holder = next(s for s in range(5) if c("3C") in rnd.hand(s))
        assert rnd.current_player == holder
        assert rnd.legal_cards() == [c("3C")]
    assert reason_of(rnd.why_illegal(next(x for x in rnd.hand(holder) if x != c("3C")))) == (
        Reason.FIRST_LEAD, {"card": c("3C")})


def test_follow_suit_when_able() -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
                               1: "4C 5C 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"})
    play_cards(rnd, "2C")
    assert rnd.legal_cards() == [c("4C"), c("5C")]
    assert reason_of(rnd.why_illegal(c("2S"))) == (Reason.FOLLOW_SUIT, {"suit": Suit.CLUBS})
    assert rnd.why_illegal(c("4C")) is None
    with illegal(Reason.FOLLOW_SUIT, suit=Suit.CLUBS):
        rnd.play(c("2S"))


def test_first_trick_void_may_not_discard_points() -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                               1: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH 2D"})
    play_cards(rnd, "2C")
    assert rnd.legal_cards() == [c("2D")]
    assert reason_of(rnd.why_illegal(c("QS"))) == (Reason.NO_POINTS_ON_FIRST_TRICK, {})
    assert reason_of(rnd.why_illegal(c("5H"))) == (Reason.NO_POINTS_ON_FIRST_TRICK, {})


def test_first_trick_void_with_only_hearts_and_queen_may_play_any() -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                               1: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"})
    play_cards(rnd, "2C")
    assert set(rnd.legal_cards()) == set(parse_cards("QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"))
    events = rnd.play(c("QS"))
    assert [e for e in events if isinstance(e, HeartsBroken)] == [HeartsBroken(1, c("QS"))]


def test_points_on_first_trick_option_allows_discarding_points() -> None:
    rules = Rules(points_on_first_trick=True)
    rnd = make_round(rules, {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                             1: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH 2D"})
    play_cards(rnd, "2C")
    assert c("QS") in rnd.legal_cards() and c("5H") in rnd.legal_cards()


def test_black_maria_king_and_ace_of_spades_are_first_trick_penalties() -> None:
    rnd = make_round(Rules(variant=Variant.BLACK_MARIA), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                                                          1: "KS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH 2D"})
    play_cards(rnd, "2C")
    assert rnd.legal_cards() == [c("2D")]


def test_omnibus_jack_of_diamonds_may_be_discarded_on_first_trick() -> None:
    rnd = make_round(Rules(variant=Variant.OMNIBUS), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                                                      1: "JD QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"})
    play_cards(rnd, "2C")
    assert rnd.legal_cards() == [c("JD")]


def _after_first_trick(rules: Rules, leader_hand: str) -> Round:
    """Seat 1 wins the first trick with A♣ and then holds ``leader_hand`` (12 cards)."""
    rnd = make_round(rules, {0: "2C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
                             1: "AC " + leader_hand})
    play_cards(rnd, "2C AC")
    rnd.play(rnd.legal_cards()[0])
    rnd.play(rnd.legal_cards()[0])
    assert rnd.current_player == 1 and not rnd.hearts_broken
    return rnd


def test_hearts_may_not_be_led_before_broken() -> None:
    rnd = _after_first_trick(Rules(), "2S 3S 4S 2H 3H 4H 5H 6H 7H 8H 9H TH")
    assert rnd.legal_cards() == parse_cards("2S 3S 4S")
    assert reason_of(rnd.why_illegal(c("2H"))) == (Reason.HEARTS_NOT_BROKEN, {})


def test_all_hearts_hand_may_lead_a_heart_unbroken() -> None:
    rnd = _after_first_trick(Rules(), "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    assert rnd.legal_cards() == parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    events = rnd.play(c("2H"))
    assert [e for e in events if isinstance(e, HeartsBroken)] == [HeartsBroken(1, c("2H"))]


def test_only_hearts_and_queen_must_lead_the_queen() -> None:
    rnd = _after_first_trick(Rules(), "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH")
    assert rnd.legal_cards() == [c("QS")]


def test_queen_of_spades_may_be_led_any_time_after_first_lead() -> None:
    rnd = _after_first_trick(Rules(), "QS 2S 3H 4H 5H 6H 7H 8H 9H TH JH QH")
    assert c("QS") in rnd.legal_cards()


def test_queen_breaks_hearts_by_default_and_not_when_option_off() -> None:
    for breaks in (True, False):
        rnd = _after_first_trick(Rules(queen_breaks_hearts=breaks), "QS 2S 3H 4H 5H 6H 7H 8H 9H TH JH QH")
        events = play_cards(rnd, "QS")
        assert rnd.hearts_broken is breaks
        assert any(isinstance(e, HeartsBroken) for e in events) is breaks


def test_queen_followed_to_a_spade_lead_breaks_hearts() -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D",
                               1: "AC 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
                               2: "3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD QS"})
    play_cards(rnd, "2C AC 3D")
    rnd.play(rnd.legal_cards()[0])
    assert rnd.current_player == 1
    play_cards(rnd, "2S")
    assert rnd.legal_cards() == [c("QS")]
    play_cards(rnd, "QS")
    assert rnd.hearts_broken


def test_trick_goes_to_highest_card_of_suit_led() -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D",
                               1: "AD 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS"})
    events = play_cards(rnd, "2C")
    events += rnd.play(rnd.legal_cards()[0])
    events += rnd.play(rnd.legal_cards()[-1])
    events += rnd.play(rnd.legal_cards()[0])
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 1
    best = max((card.rank, seat) for seat, card in won[0].trick.plays if card.suit == c("2C").suit)
    assert won[0].winner == best[1] == rnd.current_player
    assert [e.seat for e in events if isinstance(e, CardPlayed)] == [0, 1, 2, 3]


def test_illegal_play_changes_nothing() -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D"})
    before = rnd.to_dict()
    for bad, reason in ((c("3C"), Reason.FIRST_LEAD), (c("AS"), Reason.NOT_HELD), ("2C", Reason.NOT_A_CARD)):
        with illegal(reason):
            rnd.play(bad)  # type: ignore[arg-type]
    assert rnd.to_dict() == before
    assert rnd.current_player == 0


def test_passing_commits_before_anyone_receives() -> None:
    rules = Rules()
    rnd = Round.start(rules, deal(rules, random.Random(4)), PassDirection.LEFT)
    hands = [rnd.hand(s) for s in range(4)]
    assert rnd.phase is Phase.PASSING and rnd.current_player is None
    with illegal(Reason.PASS_FIRST):
        rnd.play(hands[0][0])
    for seat in range(3):
        rnd.pass_cards(seat, hands[seat][:3])
        assert rnd.hand(seat) == hands[seat] and rnd.received_cards(seat + 1) == ()
    events = rnd.pass_cards(3, hands[3][-3:])
    assert rnd.phase is Phase.PLAYING
    assert events[-1].passed[3] == tuple(hands[3][-3:])
    assert set(rnd.received_cards(0)) == set(hands[3][-3:])
    assert set(hands[1][:3]) <= set(rnd.hand(2)) and not set(hands[1][:3]) & set(rnd.hand(1))
    assert rnd.current_player == next(s for s in range(4) if c("2C") in rnd.hand(s))


@pytest.mark.parametrize(
    ("cards", "reason"),
    [("2C 3C", Reason.PASS_THREE), ("2C 2C 3C", Reason.PASS_SAME_CARD), ("2C 3C AS", Reason.PASS_NOT_HELD),
     (["2C", "3C", "4C"], Reason.PASS_NOT_CARDS)],
)
def test_bad_passes_are_refused(cards: str | list[str], reason: Reason) -> None:
    rnd = make_round(Rules(), {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D"}, direction=PassDirection.RIGHT)
    with illegal(reason):
        rnd.pass_cards(0, parse_cards(cards) if isinstance(cards, str) else cards)  # type: ignore[arg-type]
    rnd.pass_cards(0, parse_cards("2C 3C 4C"))
    with illegal(Reason.ALREADY_PASSED):
        rnd.pass_cards(0, parse_cards("5C 6C 7C"))
    with illegal(Reason.NO_SUCH_SEAT, seat=9):
        rnd.pass_cards(9, parse_cards("5C 6C 7C"))


def test_across_pass_needs_four_players_and_hold_has_no_passing() -> None:
    rules = Rules(players=5)
    with pytest.raises(ValueError, match="exactly 4"):
        Round.start(rules, deal(rules, random.Random(1)), PassDirection.ACROSS)
    rnd = Round.start(Rules(), deal(Rules(), random.Random(1)), PassDirection.HOLD)
    with illegal(Reason.NO_PASSING):
        rnd.pass_cards(0, rnd.hand(0)[:3])


def test_start_rejects_hands_that_cannot_come_from_the_deck() -> None:
    rules = Rules()
    hands = deal(rules, random.Random(2))
    hands[1][0] = hands[0][0]
    with pytest.raises(ValueError, match="not in the deck"):
        Round.start(rules, hands, PassDirection.HOLD)
    with pytest.raises(ValueError, match="must hold 13"):
        Round.start(rules, [h[:-1] for h in deal(rules, random.Random(2))], PassDirection.HOLD)
    five = deal(Rules(players=5), random.Random(2))
    five[0][0] = c("2D")
    with pytest.raises(ValueError, match="2D"):
        Round.start(Rules(players=5), five, PassDirection.HOLD)


def test_view_shows_own_cards_and_nothing_hidden() -> None:
    rules = Rules()
    rnd = Round.start(rules, deal(rules, random.Random(9)), PassDirection.LEFT)
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    view = rnd.view(1)
    assert view.hand == tuple(rnd.hand(1))
    assert view.passed == tuple(rnd.dealt_hand(1)[:3]) and view.pass_target == 2
    assert view.received == rnd.received_cards(1)
    assert view.hand_sizes == (13, 13, 13, 13)
    assert set(view.unseen_cards()) == set(rules.deck()) - set(view.hand)
    leader = rnd.current_player
    assert leader is not None
    assert rnd.view(leader).legal == (c("2C"),) and rnd.view((leader + 1) % 4).legal == ()
    fields = set(vars(view)) if hasattr(view, "__dict__") else set()
    assert "hands" not in fields
