"""The rule-based player's judgement: which card to play and which three to pass, from a :class:`Knowledge`.

The rules of thumb are the classic ones: duck a trick that carries points with the highest card that still loses,
take early tricks that cannot carry points with a high card, flush Q♠ by leading spades when the seat lacks A♠, K♠
and Q♠, drop Q♠ under A♠/K♠ or when void, avoid feeding a seat that is shooting the moon and take a trick from it. House
rules: with the no-trick bonus in reach, duck every trick that can be ducked; when any club may open the first
trick (and no points can fall on it), open with the highest club.
Every function returns a single-card bit; the caller turns it back into a :class:`Card`. :func:`card_rule` also
names the rule of thumb that chose the card (one of :data:`RULES`), which hints put into words.
"""

from __future__ import annotations

from hearts_qt.engine import PASS_SIZE

from .knowledge import (
    AS_BIT,
    HEARTS,
    JD_BIT,
    KS_BIT,
    QS_BIT,
    SPADES,
    SUITS,
    Knowledge,
    bit_index,
    high_bit,
    low_bit,
)

HIGH_SPADES = AS_BIT | KS_BIT


def rank_of(bit: int) -> int:
    """The rank (2-14) of a single-card bit."""
    return bit_index(bit) % 13 + 2


#: The rules of thumb :func:`card_rule` names: the only legal card; leads (the highest club when any club opens a
#: first trick that cannot carry points; a low spade to force Q♠ out; the low card of the suit least likely to win;
#: the cheapest when every lead wins); follows (Q♠ under A♠/K♠; over a seat shooting the moon; ducking for the
#: no-trick bonus; the highest card that still loses; shedding the highest card when the trick is won anyway; taking
#: a trick worth points to the taker; winning the Omnibus J♦; shedding the highest card on a trick without points as
#: last, too early for points, or likely won; low when every card wins a trick that points may still fall on);
#: discards (the costliest point card; none onto a moon shooter's trick; A♠/K♠ while Q♠ is out; a high card).
RULES = ("ONLY_CARD", "OPEN_HIGH_CLUB", "FLUSH_QUEEN", "LEAD_LOW", "LEAD_WINNER", "DROP_QUEEN", "STOP_MOON",
         "DUCK_BONUS", "DUCK", "MUST_TAKE", "TAKE_BONUS", "TAKE_JD", "LAST_CLEAN", "EARLY_SAFE", "FOLLOW_HIGH",
         "FOLLOW_LOW", "DISCARD_POINTS", "DISCARD_MOON", "DISCARD_HIGH_SPADE", "DISCARD_HIGH")


def choose_card_bit(k: Knowledge) -> int:
    """The rule-based choice of card for the position ``k`` describes."""
    return card_rule(k)[0]


def card_rule(k: Knowledge) -> tuple[int, str]:
    """The rule-based choice of card for the position ``k`` describes, and the rule of thumb that chose it (one
    of :data:`RULES`)."""
    legal = k.legal
    if legal & (legal - 1) == 0:
        return legal, "ONLY_CARD"
    if not k.trick:
        return _lead(k)
    if legal & SUITS[k.led]:
        return _follow(k)
    return _discard(k)


def _safe(k: Knowledge, cards: int) -> int:
    """``cards`` without point cards (and without a bonus J♦, which is for winning), or all of them if none."""
    return cards & ~k.penalty_mask or cards


def _lead(k: Knowledge) -> tuple[int, str]:
    legal = k.legal
    if k.first_trick and k.high_club_opens and not k.duck_for_bonus:
        # Any club may open and no points can fall: the highest club goes while it costs nothing.
        return high_bit(legal), "OPEN_HIGH_CLUB"
    spades = legal & SUITS[SPADES]
    if k.qs_out and spades & (QS_BIT - 1) and not k.hand & (HIGH_SPADES | QS_BIT):
        return high_bit(spades & (QS_BIT - 1)), "FLUSH_QUEEN"
    best, best_score = 0, 1 << 30
    opponents = [s for s in range(k.players) if s != k.seat]
    for suit in range(4):
        cards = legal & SUITS[suit]
        if not cards:
            continue
        card = low_bit(cards)
        higher = k.unseen & SUITS[suit] & ~((card << 1) - 1)
        score = rank_of(card)
        if not higher:
            score += 100 + 5 * rank_of(card)
        if suit == SPADES:
            if k.hand & QS_BIT:
                score += 60
            elif k.qs_out and k.hand & HIGH_SPADES:
                score += 12
        elif suit == HEARTS:
            score += 3
        if any(k.voids[s] >> suit & 1 for s in opponents):
            score += 15
        if (k.hand & SUITS[suit]).bit_count() <= 2:
            score -= 2
        if k.values[bit_index(card)] > 0:
            score += 4 * k.values[bit_index(card)]
        if score < best_score:
            best, best_score = card, score
    # Every lead wins when not even the chosen one has a higher card of its suit still out.
    return best, "LEAD_WINNER" if not k.unseen & SUITS[bit_index(best) // 13] & ~((best << 1) - 1) else "LEAD_LOW"


def _follow(k: Knowledge) -> tuple[int, str]:
    legal = k.legal
    led = k.led
    win_seat, win_bit = k.winner()
    points = k.trick_points
    if led == SPADES and legal & QS_BIT and win_bit & HIGH_SPADES and k.values[36] > 0:
        return QS_BIT, "DROP_QUEEN"
    below = legal & (win_bit - 1)
    above = legal & ~((win_bit << 1) - 1)
    safe = _safe(k, legal)
    threat = k.moon_threat()
    if threat >= 0 and win_seat == threat and above and (points > 0 or k.is_last):
        return high_bit(_safe(k, above)), "STOP_MOON"
    if k.duck_for_bonus and below:
        # The no-trick bonus is still in reach: duck even a trick without points.
        return high_bit(below), "DUCK_BONUS"
    if k.is_last:
        if points > 0:
            return (high_bit(below), "DUCK") if below else (high_bit(safe), "MUST_TAKE")
        if points < 0 and above:
            return high_bit(above), "TAKE_BONUS"
        if legal & JD_BIT and k.values[22] < 0 and win_bit < JD_BIT:
            return JD_BIT, "TAKE_JD"
        return high_bit(safe), "LAST_CLEAN"
    rest = k.rest_to_play()
    void_behind = any(k.voids[s] >> led & 1 for s in rest)
    unseen_in_suit = (k.unseen & SUITS[led]).bit_count()
    early_safe = (points == 0 and not void_behind and led != HEARTS and unseen_in_suit >= 2 * len(rest)
                  and not (led == SPADES and k.qs_out))
    if early_safe:
        return high_bit(safe & ~JD_BIT or safe), "EARLY_SAFE"
    if below:
        return high_bit(below), "DUCK"
    if points > 0 or void_behind or (led == SPADES and k.qs_out):
        return low_bit(safe), "FOLLOW_LOW"
    return high_bit(safe), "FOLLOW_HIGH"


def _discard(k: Knowledge) -> tuple[int, str]:
    legal = k.legal
    values = k.values
    win_seat, _ = k.winner()
    threat = k.moon_threat()
    keep = legal & ~JD_BIT if values[22] < 0 else legal
    keep = keep or legal
    penalty = keep & k.penalty_mask
    starving = threat >= 0 and win_seat == threat and bool(keep & ~k.penalty_mask)
    if penalty and not starving:
        best, best_value = 0, -1
        rest = penalty
        while rest:
            bit = rest & -rest
            rest ^= bit
            value = values[bit_index(bit)] * 16 + rank_of(bit)
            if value > best_value:
                best, best_value = bit, value
        return best, "DISCARD_POINTS"
    plain = keep & ~k.penalty_mask or keep
    # With point cards left in the hand, they are held back from a seat shooting the moon.
    if k.qs_out and plain & HIGH_SPADES:
        return high_bit(plain & HIGH_SPADES), "DISCARD_MOON" if penalty else "DISCARD_HIGH_SPADE"
    rule = "DISCARD_MOON" if penalty else "DISCARD_HIGH"
    best, best_score = 0, -1
    for suit in range(4):
        cards = plain & SUITS[suit]
        if not cards:
            continue
        top = high_bit(cards)
        score = rank_of(top) * 2 + (3 if (k.hand & SUITS[suit]).bit_count() <= 2 else 0)
        if score > best_score:
            best, best_score = top, score
    return best, rule


def choose_pass_bits(hand: int, values: tuple[int, ...]) -> list[int]:
    """The three cards to pass: Q♠ unless well protected, unprotected A♠/K♠, high hearts, short suits."""
    return pass_ranking(hand, values)[:PASS_SIZE]


def pass_ranking(hand: int, values: tuple[int, ...]) -> list[int]:
    """Every card of ``hand``, the one most worth passing first."""
    spades = hand & SUITS[SPADES]
    low_spades = (spades & (QS_BIT - 1)).bit_count()
    keep_queen = bool(hand & QS_BIT) and low_spades >= 3
    scored: list[tuple[int, int]] = []
    rest = hand
    while rest:
        bit = rest & -rest
        rest ^= bit
        scored.append((_pass_danger(bit, hand, values, low_spades, keep_queen), bit))
    scored.sort(reverse=True)
    return [bit for _, bit in scored]


def _pass_danger(bit: int, hand: int, values: tuple[int, ...], low_spades: int, keep_queen: bool) -> int:
    index = bit_index(bit)
    suit, rank = index // 13, index % 13 + 2
    count = (hand & SUITS[suit]).bit_count()
    value = values[index]
    if value < 0:
        return -100
    if bit == QS_BIT:
        return -10 if keep_queen else 200
    if bit & HIGH_SPADES:
        if keep_queen:
            return 20 + value * 3
        return (90 if low_spades < 3 else 25) + value * 3 + rank
    if suit == SPADES:
        return -20 + rank
    if suit == HEARTS:
        return rank * 3 + value * 2 + (10 if rank >= 11 else 0) - 12
    score = rank * 2
    if count <= 2:
        score += 20
    elif count == 3:
        score += 8
    if values[22] < 0 and suit == 1 and rank > 11:
        score -= 15
    return score
