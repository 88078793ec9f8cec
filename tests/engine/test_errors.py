"""Illegal moves as data: a reason code with its details, an English ``str()`` for logs, and a way through pickle."""

from __future__ import annotations

import pickle

import pytest

from hearts_qt.engine import IllegalMove, Reason, Rules, Suit, Variant

from .helpers import c


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_an_english_sentence(reason: Reason) -> None:
    error = IllegalMove(reason, suit=Suit.SPADES, card=c("3C"), seat=7, value="XX", count=2)
    assert error.reason is reason
    assert str(error).endswith(".") and "{" not in str(error)


def test_details_fill_the_english_sentence() -> None:
    assert str(IllegalMove(Reason.FOLLOW_SUIT, suit=Suit.DIAMONDS)) == "You must follow suit: diamonds were led."
    assert str(IllegalMove(Reason.FIRST_LEAD, card=c("3C"))) == "The first trick must be led with the three of clubs."
    assert str(IllegalMove(Reason.NO_SUCH_SEAT, seat="x" * 99)).startswith("There is no seat 'xxxx")
    assert str(IllegalMove(Reason.NOT_A_CARD, value="2C")) == "'2C' is not a card."


def test_details_are_read_only_and_survive_pickle() -> None:
    error = IllegalMove(Reason.FOLLOW_SUIT, suit=Suit.HEARTS)
    with pytest.raises(TypeError):
        error.details["suit"] = Suit.CLUBS  # type: ignore[index]
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.reason, dict(copy.details), str(copy)) == (Reason.FOLLOW_SUIT, {"suit": Suit.HEARTS}, str(error))


def test_the_first_lead_is_the_two_or_the_three_of_clubs_in_every_deck() -> None:
    # The translated sentences name these two cards only (hearts_qt/controller/messages.py).
    leads = set()
    for players in range(3, 8):
        for variant in Variant:
            try:
                rules = Rules(players=players, variant=variant)
            except ValueError:
                continue
            leads.add(rules.lowest_club)
    assert leads == {c("2C"), c("3C")}
