"""What the hard player's deals keep of its inferences about strangers: seats that do not play like the
rule-based policy.

The deals (:mod:`.deals`) assume every seat plays like the rule-based policy. Against strangers, a seat whose cards
that policy has not predicted in full this match (:mod:`.fit`) or every other seat once the deals show the policy
does not fit them (``deals.FIT``), that model infers too much: here are the switches that cut its certainties down
to what strangers bear out (:func:`trusting`), the odds their leads, discards and passes give for their cards
instead (:func:`readings`, :func:`odds`, read by the sampler), and how the playouts play them (``STRANGER_MOONS``).
Each switch is 1 (on) or 0 (off) and carries its calibration; the measurements are in docs/ai-experiments.md.
"""

from __future__ import annotations

from dataclasses import replace

from hearts_qt.engine import QUEEN_OF_SPADES, Card, PlayerView, Suit

from .knowledge import QS_BIT, SUITS, Knowledge, bits_of
from .sampler import Odds

# Strangers' discards. The rule-based player discards a point card when it is void in the suit led (after the first
# trick), so the knowledge infers that a seat which discards another card holds no heart and not Q♠, and the sampler
# deals accordingly. A stranger need not play so: OpenSpiel's IS-MCTS bots discard a club or a diamond while holding
# a heart in 21 % of such discards (and while holding Q♠ in 0.5 %, and they drop Q♠ under A♠ or K♠ when they can).
# With STRANGER_DISCARDS the strange seats' inferred absences are cut down to Q♠ (see :func:`trusting`).
STRANGER_DISCARDS = 1
# Strangers' passed honours. A player passes its most dangerous cards: OpenSpiel's IS-MCTS bots pass Q♠ in 98 % of
# the hands they are dealt it, A♠ 92 %, K♠ 86 %, A♥ 86 %, K♥ 79 %, Q♥ 64 % (the rule-based pass: 57 %, 90 %, 88 %,
# 96 %, 89 %, 78 %). The seat this one passed to received only this seat's cards, so it holds such a card (one it was
# not given) only if it kept it. With STRANGER_HONOURS, when that seat is a stranger, the sampler deals it each of
# these cards as if each card of its room counted STRANGER_KEEPS of a card of another seat's room: cautious figures,
# not the bots' own, since players keep Q♠ behind long spades more often than the bots do (see docs/ai-experiments.md).
STRANGER_HONOURS = 1
STRANGER_KEEPS = {"QS": 0.15, "AS": 0.15, "KS": 0.2, "AH": 0.2, "KH": 0.25, "QH": 0.4}
# Strangers' leads and discards, read as odds rather than certainties. A player holding Q♠ seldom leads a lower
# spade while the queen is out (the bots hold it in 15 % of such leads in the first four tricks and 28 % later,
# against 39 % after their other leads), and one that discards a card other than a point card when void (after the
# first trick) is less likely to hold a point card (after such a discard the bots hold a heart 32 % of the time, where
# an even deal of the unseen cards would give them one 51 % of the time). With STRANGER_READS a stranger is dealt Q♠
# at SPADE_FISH's odds for each such lead (in the first four tricks, later: against two seats of the same room that
# gives 15 % and 27 %), and every point card but Q♠ (which STRANGER_DISCARDS keeps inferred absent) at DISCARD_ODDS
# after such a discard that it has not belied since by playing a point card (about 30 % with a heart, counted on
# the same positions). Figures from 800 hands of the bots; at 1.5 s on two sets of 400 hands the expert took 0.61 and
# 0.07 points a hand fewer with it, so it is on (1) as shipped; a third set came out at 0.648 of the bots' points, as
# before it (docs/ai-experiments.md).
STRANGER_READS = 1
SPADE_FISH = (0.35, 0.75)
DISCARD_ODDS = 0.35
# Strangers going over a trick with points on it. A player who can duck under a trick that already carries points
# usually does, so one that beats the card winning such a trick is less likely to hold a card of the suit below the
# card it beat. Over 2,800 hands of the bots (seeds 10-13 at 1.5 s), after going over a heart trick a bot held the
# unseen hearts below the beaten card at 0.44 of an even deal (3,974 such cards), after going over a club, diamond
# or spade trick with points on it at 0.55-0.66 (1,431). With STRANGER_OVERS a stranger is dealt those cards at
# OVER_ODDS (a heart lead, another suit); going over again does not lower the odds further (the counts are of
# single events). Measured at 1.5 s on four sets of 400 hands (seeds 10-13): 0.611 of the bots' points against 0.600
# without it, +0.06 [-0.32, +0.41] points a hand paired: no gain, so it is off (0) as shipped (docs/ai-experiments.md).
STRANGER_OVERS = 0
OVER_ODDS = (0.45, 0.6)
# Strangers' moons: the seats that do not play like the rule-based policy (a learned weight below the full one, or
# all the others once the FIT switch fires) are played in the playouts as strangers (``kernel.playout``'s ``lax``):
# one that becomes a threat to shoot the moon goes for it, and none of them stops anybody's moon but this seat's.
# The rule-based model has every seat stop a moon, so against strangers the search left the stopping to them.
# 1 on, 0 off.
STRANGER_MOONS = 1


def stranger_reads(view: PlayerView, penalty: int) -> list[dict[int, float]]:
    """Per seat, the cards its leads and discards make less likely in its hand, with the odds (see
    STRANGER_READS): Q♠ for each lead of a lower spade while the queen was out, and every point card but Q♠ for
    a discard of another card when void after the first trick, unless the seat has played a point card since."""
    reads: list[dict[int, float]] = [{} for _ in range(view.players)]
    discards = [0] * view.players
    gone = 0
    tricks = view.trick_plays()
    for number, plays in enumerate(tricks):
        if not plays:
            continue
        leader, lead = plays[0]
        if lead.suit is Suit.SPADES and lead.rank < QUEEN_OF_SPADES.rank and not gone & QS_BIT:
            odds = SPADE_FISH[0 if number < 4 else 1]
            reads[leader][QS_BIT] = reads[leader].get(QS_BIT, 1.0) * odds
        for seat, card in plays:
            if card.mask & penalty:
                discards[seat] = 0  # a point card played: the earlier discards were made holding one
            elif card.suit is not lead.suit and number > 0:
                discards[seat] += 1
            gone |= card.mask
    for seat, count in enumerate(discards):
        if count:
            reads[seat].update(dict.fromkeys(bits_of(penalty & ~QS_BIT), DISCARD_ODDS))
    return reads


def stranger_overs(view: PlayerView, penalty: int) -> list[dict[int, float]]:
    """Per seat, the cards of a suit below a card it beat on a trick already carrying points, with the odds (see
    STRANGER_OVERS); the lowest odds when it went over more than once."""
    overs: list[dict[int, float]] = [{} for _ in range(view.players)]
    for plays in view.trick_plays():
        if not plays:
            continue
        suit = plays[0][1].suit
        best = plays[0][1]
        points = best.mask & penalty
        odds = OVER_ODDS[0 if suit is Suit.HEARTS else 1]
        for seat, card in plays[1:]:
            if card.suit is suit and card.rank > best.rank:
                if points:
                    below = overs[seat]
                    for bit in bits_of(SUITS[suit] & (best.mask - 1)):
                        below[bit] = min(below.get(bit, 1.0), odds)
                best = card
            points |= card.mask & penalty
    return overs


def trusting(k: Knowledge, strange: int) -> Knowledge:
    """``k`` with the inferred absences of the ``strange`` seats (a bit each) cut down to Q♠ (see
    STRANGER_DISCARDS); ``k`` itself when there is nothing to cut."""
    if not (STRANGER_DISCARDS and strange):
        return k
    return replace(k, excluded=tuple(cards & QS_BIT if strange >> seat & 1 else cards
                                     for seat, cards in enumerate(k.excluded)))


def readings(view: PlayerView, penalty: int) -> list[list[dict[int, float]]]:
    """The readings that are on (``STRANGER_READS``, ``STRANGER_OVERS``): per reading, per seat, odds for cards."""
    return [read(view, penalty) for switch, read in ((STRANGER_READS, stranger_reads),
                                                     (STRANGER_OVERS, stranger_overs)) if switch]


def odds(k: Knowledge, strange: int, target: int, reads: list[list[dict[int, float]]]) -> Odds:
    """The sampler's odds for the ``strange`` seats' (a bit each) cards: the honours kept by ``target``, the seat this
    one passed to (-1 for none, see STRANGER_HONOURS), and the unseen cards of the ``reads`` (see :func:`readings`)
    multiplied per seat."""
    out: Odds = {}
    if STRANGER_HONOURS and target >= 0 and strange >> target & 1:
        for text, keep in STRANGER_KEEPS.items():
            out[Card.parse(text).mask] = {target: keep}
    unseen = k.unseen
    for reading in reads:
        for seat, cards in enumerate(reading):
            if not strange >> seat & 1:
                continue
            for bit, factor in cards.items():
                if bit & unseen:
                    seats = out.setdefault(bit, {})
                    seats[seat] = seats.get(seat, 1.0) * factor
    return out


def lax(strange: int) -> int:
    """The seats the playouts play as strangers (the kernel's ``lax``): the ``strange`` ones, with STRANGER_MOONS."""
    return strange if STRANGER_MOONS else 0
