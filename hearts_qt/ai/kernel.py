"""A fast playout kernel for single-pack variants: whole hands of play on 52-bit masks with a heuristic policy.

The Monte-Carlo player deals the hidden cards, then plays the hand out to its end many times with this kernel.
The playout policy mirrors the rule-based player (``heuristic.py``) rule for rule, because the opponents it
models usually are rule-based players: duck point tricks with the highest losing card, shed high cards on safe
early tricks, drop Q♠ under A♠/K♠ or when void, flush Q♠ with low spades, discard Q♠ then the highest heart. It
differs where the masks know more: voids are read from the sampled deal instead of from failures to follow.
A seat in "moon" mode instead plays to win every trick.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from hearts_qt.engine import Rules

SUITS = (0x1FFF, 0x1FFF << 13, 0x1FFF << 26, 0x1FFF << 39)
SPADES_BITS = SUITS[2]
HEARTS_BITS = SUITS[3]
QS = 1 << 36
HIGH_SPADES = (1 << 37) | (1 << 38)
BELOW_QS = SPADES_BITS & (QS - 1)
JD = 1 << 22
# A seat that has won every moon card so far, and at least this many, is stopped by the others.
THREAT_CARDS = 5


@dataclass(frozen=True)
class Table:
    """The rules as the kernel needs them, precomputed once per :class:`Rules`."""

    players: int
    value_of: dict[int, int]
    scoring: int
    penalty: int
    moon_mask: int
    moon_count: int
    moon_points: int
    moon_own: int
    first_trick_forbidden: int
    queen_breaks: bool
    lowest_club: int
    jack_bonus: bool


@lru_cache(maxsize=64)
def table_for(rules: Rules) -> Table:
    """The kernel's :class:`Table` for ``rules`` (single pack only)."""
    value_of = {1 << i: v for i, v in enumerate(rules.points) if v}
    penalty = sum(b for b, v in value_of.items() if v > 0)
    return Table(
        players=rules.players, value_of=value_of, scoring=sum(value_of), penalty=penalty,
        moon_mask=rules.moon_mask, moon_count=rules.moon_mask.bit_count(), moon_points=rules.moon_points,
        moon_own=sum(v for i, v in enumerate(rules.points) if rules.moon_mask >> i & 1),
        first_trick_forbidden=0 if rules.points_on_first_trick else rules.first_trick_penalty_mask,
        queen_breaks=rules.queen_breaks_hearts, lowest_club=rules.lowest_club.mask,
        jack_bonus=rules.points[22] < 0,
    )


def _lead(hand: int, allowed: int, played: int, hands: list[int], penalty: int) -> int:
    """The rule-based lead (``heuristic._lead``), with the voids read from the deal."""
    if not (played | hand) & QS and not hand & HIGH_SPADES and allowed & BELOW_QS:
        return 1 << ((allowed & BELOW_QS).bit_length() - 1)
    outside = ~(played | hand)
    best, best_score = 0, 999
    for suit in SUITS:
        cards = allowed & suit
        if cards:
            low = cards & -cards
            rank = (low.bit_length() - 1) % 13
            score = rank
            if not outside & suit & ~((low << 1) - 1):
                score += 100 + 5 * rank
            if suit == SPADES_BITS:
                if hand & QS:
                    score += 60
                elif hand & HIGH_SPADES and not played & QS:
                    score += 12
            elif suit == HEARTS_BITS:
                score += 3
            for other in hands:
                if not other & suit:
                    score += 15
                    break
            if (hand & suit).bit_count() <= 2:
                score -= 2
            if low & penalty:
                score += 52 if low == QS else 4
            if score < best_score:
                best, best_score = low, score
    return best


def _follow(follow: int, hand: int, led: int, win: int, points: int, played: int, penalty: int,
            behind: list[int]) -> int:
    """The rule-based follow (``heuristic._follow``) by a seat that is not last; ``behind`` are the hands still
    to play to the trick."""
    led_mask = SUITS[led]
    if led == 2 and follow & QS and win & HIGH_SPADES:
        return QS
    safe = follow & ~penalty or follow
    void_behind = False
    for other in behind:
        if not other & led_mask:
            void_behind = True
            break
    qs_out = not (played | hand) & QS
    if (points == 0 and not void_behind and led != 3 and not (led == 2 and qs_out)
            and (led_mask & ~(played | hand)).bit_count() >= 2 * len(behind)):
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


def _discard(hand: int, allowed: int, played: int, penalty: int, jack_bonus: bool) -> int:
    """The rule-based discard (``heuristic._discard``): Q♠, the highest heart or point card, an unprotected
    A♠/K♠ while Q♠ is out, then the highest card, preferring short suits."""
    keep = (allowed & ~JD if jack_bonus else allowed) or allowed
    bad = keep & penalty
    if bad:
        if bad & QS:
            return QS
        hearts = bad & HEARTS_BITS
        return 1 << ((hearts or bad).bit_length() - 1)
    if keep & HIGH_SPADES and not played & QS:
        return 1 << ((keep & HIGH_SPADES).bit_length() - 1)
    best, best_score = 0, -1
    for suit in SUITS:
        cards = keep & suit
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


def _threat(moon_taken: list[int]) -> int:
    """The seat that has won every moon card taken so far, or -1."""
    total = sum(moon_taken)
    for seat, count in enumerate(moon_taken):
        if count == total:
            return seat
    return -1


def playout(t: Table, hands: list[int], leader: int, trick: list[int], played: int, broken: bool,
            first: bool, points: list[int], moon_taken: list[int], shooter: int) -> None:
    """Play the hand to its end from the given position, adding to ``points`` and ``moon_taken`` in place.

    ``trick`` holds the bits already played to the current trick (led by ``leader``); ``played`` every bit played
    so far including them; ``shooter`` is a seat in moon mode, or -1.
    """
    n = t.players
    value_of = t.value_of
    scoring, penalty, moon_mask = t.scoring, t.penalty, t.moon_mask
    lowest_club, forbidden = t.lowest_club, t.first_trick_forbidden
    jack_bonus, queen_breaks = t.jack_bonus, t.queen_breaks
    lead, follow_card, follow_last, discard, shoot, suits = _lead, _follow, _follow_last, _discard, _shoot, SUITS
    last = n - 1
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
        threat = _threat(moon_taken) if sum(moon_taken) >= THREAT_CARDS else -1
        led_mask = suits[led] if count else 0
        while count < n:
            seat = (leader + count) % n
            hand = hands[seat]
            if not count:
                if first and lowest_club & hand:
                    bit = lowest_club
                else:
                    allowed = hand if broken else (hand & ~HEARTS_BITS or hand)
                    if seat == shooter:
                        bit = shoot(allowed, -1, penalty)
                    else:
                        bit = lead(hand, allowed, played, hands, penalty)
                led = (bit.bit_length() - 1) // 13
                led_mask = suits[led]
            else:
                follow = hand & led_mask
                if follow:
                    if seat == shooter or (win_seat == threat != seat and follow > win
                                           and (trick_points > 0 or count == last)):
                        bit = 1 << (follow.bit_length() - 1)
                    elif count == last:
                        bit = follow_last(follow, win, trick_points, penalty, jack_bonus)
                    else:
                        behind = [hands[(seat + j) % n] for j in range(1, n - count)]
                        bit = follow_card(follow, hand, led, win, trick_points, played, penalty, behind)
                else:
                    allowed = (hand & ~forbidden or hand) if first else hand
                    if seat == shooter or (win_seat == threat != seat and allowed & ~penalty):
                        bit = shoot(allowed, led, penalty)
                    else:
                        bit = discard(hand, allowed, played, penalty, jack_bonus)
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
        moon_taken[win_seat] += (taken & moon_mask).bit_count()
        if not hands[win_seat]:
            return
        leader, trick, first = win_seat, [], False
