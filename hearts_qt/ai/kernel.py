"""A fast playout kernel for single-pack variants: whole hands of play on 52-bit masks with a heuristic policy
(Cancellation's two packs have their own playout in :mod:`.cancellation`, which shares this policy).

The Monte-Carlo player deals the hidden cards, then plays the hand out to its end many times with this kernel.
The playout policy makes exactly the rule-based player's choices (``heuristic.py``; a test replays whole hands
of rule-based play through it, in every single-pack variant and player count, and it agrees with every card):
duck point tricks with the highest losing card, shed high cards on safe early tricks, drop Q♠ under A♠/K♠ or when
void, flush Q♠ with low spades, discard Q♠ then the highest heart, stop a seat going for the moon. Like a player
at the table it reads voids only from failures to follow, never from the sampled hands. Because the policy is
exact, the same kernel can replay the cards played so far on a sampled deal and count the cards the other seats
would not have played with those hands, which tells the hard player how plausible the deal is. A seat in "moon"
mode instead plays to win every trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from hearts_qt.engine import HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, SUIT_MASKS, Card, Rules, Suit

from .knowledge import high_club_opens

SUITS = SUIT_MASKS
SPADES_BITS = SUITS[Suit.SPADES]
HEARTS_BITS = HEARTS_MASK
QS = QUEEN_OF_SPADES.mask
HIGH_SPADES = Card(13, Suit.SPADES).mask | Card(14, Suit.SPADES).mask
BELOW_QS = SPADES_BITS & (QS - 1)
JD = JACK_OF_DIAMONDS.mask
#: Above the 52 card bits: set in a seat's ``won`` mask once it has won a trick (no-trick bonus only).
TRICK_MARK = 1 << 52
# A seat that alone has won penalty cards, at least this many (or 60 % of the points), is stopped by the others.
THREAT_CARDS = 5


@dataclass(frozen=True)
class Table:
    """The rules as the kernel needs them, precomputed once per :class:`Rules`."""

    players: int
    value_of: dict[int, int]
    scoring: int
    penalty: int
    moon_mask: int
    penalty_total: int
    moon_points: int
    first_trick_forbidden: int
    queen_breaks: bool
    lowest_club: int
    #: The cards the first trick may be led with: the lowest club, or every club (any club opens).
    first_lead: int
    jack_bonus: bool
    stripped: int
    #: Hearts may be led from the start (no breaking needed).
    hearts_free: bool
    #: Any club opens the first trick, safely: the policy leads its highest club.
    high_club_opens: bool
    #: A player can shoot the moon, so a seat that might is stopped.
    moon_on: bool
    #: With the no-trick bonus, the bit marked in ``won`` for every seat that has won a trick (else 0).
    trick_mark: int


@lru_cache(maxsize=64)
def table_for(rules: Rules) -> Table:
    """The kernel's :class:`Table` for ``rules``. With two packs (Cancellation) the card values and masks are per
    distinct card, as the rule-based player reads them."""
    value_of = {1 << i: v for i, v in enumerate(rules.points) if v}
    penalty = sum(b for b, v in value_of.items() if v > 0)
    return Table(
        players=rules.players, value_of=value_of, scoring=sum(value_of), penalty=penalty,
        moon_mask=rules.moon_mask, penalty_total=sum(v for v in rules.points if v > 0),
        moon_points=rules.moon_points,
        first_trick_forbidden=0 if rules.points_on_first_trick else rules.first_trick_penalty_mask,
        queen_breaks=rules.queen_breaks_hearts, lowest_club=rules.lowest_club.mask,
        first_lead=rules.first_lead_mask,
        jack_bonus=rules.points[JACK_OF_DIAMONDS.index] < 0, stripped=((1 << 52) - 1) & ~rules.deck_mask,
        hearts_free=not rules.must_break_hearts, high_club_opens=high_club_opens(rules), moon_on=rules.has_moon,
        trick_mark=TRICK_MARK if rules.no_trick_bonus else 0,
    )


def _lead(hand: int, allowed: int, unseen: int, void_suits: int, value_of: dict[int, int]) -> int:
    """The rule-based lead (``heuristic._lead``); ``unseen`` holds the cards of which the seat has not seen every
    copy, and ``void_suits`` has bit ``s`` set when another seat has shown it lacks suit ``s``."""
    if unseen & QS and not hand & (HIGH_SPADES | QS) and allowed & BELOW_QS:
        return 1 << ((allowed & BELOW_QS).bit_length() - 1)
    best, best_score = 0, 999
    for number, suit in enumerate(SUITS):
        cards = allowed & suit
        if cards:
            low = cards & -cards
            score = (low.bit_length() - 1) % 13 + 2
            if not unseen & suit & ~((low << 1) - 1):
                score += 100 + 5 * score
            if number == 2:
                if hand & QS:
                    score += 60
                elif hand & HIGH_SPADES and unseen & QS:
                    score += 12
            elif number == 3:
                score += 3
            if void_suits >> number & 1:
                score += 15
            if (hand & suit).bit_count() <= 2:
                score -= 2
            if value_of.get(low, 0) > 0:
                score += 4 * value_of[low]
            if score < best_score:
                best, best_score = low, score
    return best


def _follow(follow: int, led: int, win: int, points: int, unseen: int, penalty: int, behind: int,
            void_behind: bool) -> int:
    """The rule-based follow (``heuristic._follow``) by a seat that is not last; ``behind`` seats are still to
    play to the trick, and ``void_behind`` says one of them has shown it lacks the suit led."""
    led_mask = SUITS[led]
    safe = follow & ~penalty or follow
    qs_out = unseen & QS
    if (points == 0 and not void_behind and led != 3 and not (led == 2 and qs_out)
            and (led_mask & unseen).bit_count() >= 2 * behind):
        top = safe & ~JD or safe
        return 1 << (top.bit_length() - 1)
    below = follow & (win - 1)
    if below:
        return 1 << (below.bit_length() - 1)
    if points > 0 or void_behind or (led == 2 and qs_out):
        return safe & -safe
    return 1 << (safe.bit_length() - 1)


def _follow_last(follow: int, win: int, points: int, penalty: int, jack_bonus: bool) -> int:
    """The rule-based follow of the last seat to play to the trick."""
    below = follow & (win - 1)
    safe = follow & ~penalty or follow
    if points > 0:
        return 1 << ((below or safe).bit_length() - 1)
    above = follow & ~((win << 1) - 1)
    if points < 0 and above:
        return 1 << (above.bit_length() - 1)
    if jack_bonus and follow & JD and win < JD:
        return JD
    return 1 << (safe.bit_length() - 1)


def _discard(hand: int, allowed: int, unseen: int, penalty: int, jack_bonus: bool, value_of: dict[int, int],
             stop_threat: bool) -> int:
    """The rule-based discard (``heuristic._discard``): the point card worth most (Q♠, then the highest heart),
    an unprotected A♠/K♠ while Q♠ is out, then the highest card, preferring short suits. With ``stop_threat``
    (a seat that may shoot the moon is winning the trick) point cards are kept back if possible."""
    keep = (allowed & ~JD if jack_bonus else allowed) or allowed
    bad = keep & penalty
    if bad and not (stop_threat and keep & ~penalty):
        if bad & (bad - 1) == 0:
            return bad
        best, best_value = 0, -1
        while bad:
            bit = bad & -bad
            bad ^= bit
            value = value_of[bit] * 16 + (bit.bit_length() - 1) % 13
            if value > best_value:
                best, best_value = bit, value
        return best
    plain = keep & ~penalty or keep
    if plain & HIGH_SPADES and unseen & QS:
        return 1 << ((plain & HIGH_SPADES).bit_length() - 1)
    best, best_score = 0, -1
    for suit in SUITS:
        cards = plain & suit
        if cards:
            top = 1 << (cards.bit_length() - 1)
            score = ((top.bit_length() - 1) % 13) * 2 + (3 if (hand & suit).bit_count() <= 2 else 0)
            if score > best_score:
                best, best_score = top, score
    return best


def _shoot(allowed: int, led: int, penalty: int) -> int:
    """A seat going for the moon: win with the highest card, throw away the lowest harmless one when void."""
    if led < 0 or allowed & SUITS[led]:
        return 1 << (allowed.bit_length() - 1)
    plain = allowed & ~penalty or allowed
    return plain & -plain


def _threat(won: list[int], penalty: int, value_of: dict[int, int], total: int) -> int:
    """The seat that alone has won penalty cards, enough of them to be going for the moon (five cards or 60 % of
    the penalty points, like ``Knowledge.moon_threat``), or -1."""
    holder = -1
    for seat, cards in enumerate(won):
        if cards & penalty:
            if holder >= 0:
                return -1
            holder = seat
    if holder < 0:
        return -1
    cards = won[holder] & penalty
    if cards.bit_count() >= THREAT_CARDS:
        return holder
    points = 0
    while cards:
        bit = cards & -cards
        cards ^= bit
        points += value_of[bit]
    return holder if points * 5 >= total * 3 else -1


def playout(t: Table, hands: list[int], leader: int, trick: list[int], played: int, broken: bool,
            first: bool, points: list[int], won: list[int], shooter: int, voids: list[int],
            script: Sequence[int] = (), me: int = -1, budget: int = 1 << 30, trace: list[int] | None = None,
            weights: Sequence[int] | None = None, lax: int = 0) -> int:
    """Play the hand to its end from the given position, adding to ``points`` and ``won`` in place.

    ``trick`` holds the bits already played to the current trick (led by ``leader``); ``played`` every bit played
    so far including them; ``won`` holds per seat the cards with points it has won; ``shooter`` is a seat in moon
    mode, or -1. ``voids`` holds, per seat, the suits (bit ``s`` for suit ``s``) it has shown it lacks; the policy
    reads voids only from there, as a player at the table would, and the playout adds to it (in place) when a seat
    fails to follow.

    With a ``script`` (the cards played so far, in order) the playout replays it instead: every seat but ``me``
    works out its policy's card, the scripted card is played, and at the end of the script the number of cards
    where the policy disagreed is returned. That measures how well a sampled deal explains what the other seats
    did. With ``weights`` each such card counts its seat's weight instead of 1 (see :mod:`.fit`). The replay stops
    early, returning more than ``budget``, once the count exceeds ``budget``. Without a script the result is 0.
    A ``trace`` list receives every card played, in order (the test that the kernel agrees with the engine reads
    it).

    ``lax`` (a bit per seat, never ``me``'s) marks seats modelled as strangers rather than rule-based players: a
    lax seat that becomes a threat to shoot the moon goes for it (plays as in moon mode), and a lax seat stops
    nobody's moon but ``me``'s. So the seat ``me`` learns that against strangers a moon is stopped by itself or not
    at all.
    """
    n = t.players
    value_of = t.value_of
    scoring, penalty, penalty_total = t.scoring, t.penalty, t.penalty_total
    first_lead, forbidden = t.first_lead, t.first_trick_forbidden
    jack_bonus, queen_breaks = t.jack_bonus, t.queen_breaks
    trick_mark, open_high = t.trick_mark, t.high_club_opens and not t.trick_mark
    broken = broken or t.hearts_free
    drop_queen = bool(penalty & QS)
    lead, follow_card, follow_last, discard, shoot, suits = _lead, _follow, _follow_last, _discard, _shoot, SUITS
    last = n - 1
    scripted, pos, mismatches = len(script), 0, 0
    # Cards taken out of the pack (3, 5, 6, 7 players) count as gone, as they do for a player at the table.
    played |= t.stripped
    while True:
        count = len(trick)
        led = (trick[0].bit_length() - 1) // 13 if count else -1
        win, win_seat, trick_points, taken = 0, leader, 0, 0
        for i, bit in enumerate(trick):
            taken |= bit
            if bit & suits[led] and bit > win:
                win, win_seat = bit, (leader + i) % n
            if bit & scoring:
                trick_points += value_of[bit]
        threat = _threat(won, penalty, value_of, penalty_total) if t.moon_on and any(won) else -1
        moon, stops = shooter, -1
        if threat >= 0:
            # The seats that stop the threat (a bit each): every seat when it is ``me``, else all but the lax ones.
            stops = ~lax if threat != me else -1
            if shooter < 0 and lax >> threat & 1:
                moon = threat
        led_mask = suits[led] if count else 0
        while count < n:
            seat = (leader + count) % n
            hand = hands[seat]
            if pos < scripted and seat == me:
                bit = script[pos]
                if not count:
                    led = (bit.bit_length() - 1) // 13
                    led_mask = suits[led]
            elif not count:
                if first and first_lead & hand:
                    clubs = first_lead & hand
                    bit = 1 << (clubs.bit_length() - 1) if open_high else clubs & -clubs
                else:
                    allowed = hand if broken else (hand & ~HEARTS_BITS or hand)
                    if seat == moon:
                        bit = shoot(allowed, -1, penalty)
                    else:
                        others = 0
                        for other, suits_lacked in enumerate(voids):
                            if other != seat:
                                others |= suits_lacked
                        bit = lead(hand, allowed, ~(played | hand), others, value_of)
                led = (bit.bit_length() - 1) // 13
                led_mask = suits[led]
            else:
                follow = hand & led_mask
                if follow:
                    if seat == moon:
                        bit = 1 << (follow.bit_length() - 1)
                    elif led == 2 and follow & QS and win & HIGH_SPADES and drop_queen:
                        bit = QS
                    elif win_seat == threat != seat and follow > win and (trick_points > 0 or count == last) \
                            and stops >> seat & 1:
                        above = follow & ~((win << 1) - 1)
                        above = above & ~penalty or above
                        bit = 1 << (above.bit_length() - 1)
                    elif trick_mark and not won[seat] & trick_mark and follow & (win - 1):
                        bit = 1 << ((follow & (win - 1)).bit_length() - 1)
                    elif count == last:
                        bit = follow_last(follow, win, trick_points, penalty, jack_bonus)
                    else:
                        void_behind = False
                        for j in range(1, n - count):
                            if voids[(seat + j) % n] >> led & 1:
                                void_behind = True
                                break
                        bit = follow_card(follow, led, win, trick_points, ~(played | hand), penalty, n - count - 1,
                                          void_behind)
                else:
                    allowed = (hand & ~forbidden or hand) if first else hand
                    if seat == moon:
                        bit = shoot(allowed, led, penalty)
                    else:
                        bit = discard(hand, allowed, ~(played | hand), penalty, jack_bonus, value_of,
                                      win_seat == threat != seat and bool(stops >> seat & 1))
            if pos < scripted:
                if bit != script[pos]:
                    mismatches += 1 if weights is None else weights[seat]
                    if mismatches > budget:
                        return mismatches
                    bit = script[pos]
                    if not count:
                        led = (bit.bit_length() - 1) // 13
                        led_mask = suits[led]
                pos += 1
                if pos == scripted:
                    return mismatches
            if trace is not None:
                trace.append(bit)
            if count and not bit & led_mask:
                voids[seat] |= 1 << led
            hands[seat] = hand ^ bit
            played |= bit
            taken |= bit
            if bit & led_mask and bit > win:
                win, win_seat = bit, seat
            if bit & scoring:
                trick_points += value_of[bit]
                if not broken and (bit & HEARTS_BITS or (bit == QS and queen_breaks)):
                    broken = True
            count += 1
        points[win_seat] += trick_points
        won[win_seat] |= taken & scoring | trick_mark
        if not hands[win_seat]:
            return mismatches
        leader, trick, first = win_seat, [], False
