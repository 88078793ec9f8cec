"""The playout kernel for Cancellation Hearts: two packs, cancelling pairs, the kitty and carried tricks.

The single-pack kernel (:mod:`.kernel`) holds a hand as one 52-bit mask; here a hand is two masks like the
engine's: ``h1`` has a bit for every card held, ``h2`` one for every card held twice. The policy is the same one
(the rule-based player's, the kernel's ``_lead``/``_follow``/``_discard``), fed what the normal player reads in
Cancellation: the cards of which it has not seen both copies, the card winning the trick among the uncancelled
ones (none when every card of the suit led cancelled), the points of the trick and of the cards carried from
cancelled tricks, on the first trick the kitty's expected points, and the point cards each seat has won as one
bit a card. The engine's rules are followed exactly: two identical cards in a trick cancel, a trick whose
led-suit cards all cancel stays in the middle for the next winner (the last one goes to its leader), the kitty
goes to the first trick's winner and is seen by everyone from then on. A test drives the engine with normal
players from random positions and requires every card, point and card won to agree. :class:`Deals` is the hard
player's source of Cancellation deals and of the playouts on them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from hearts_qt.engine import Card, PlayerView

from .kernel import HEARTS_BITS, HIGH_SPADES, QS, SUITS, Table, _discard, _follow, _follow_last, _lead, _shoot, _threat
from .knowledge import Knowledge
from .sampler import TwoPackSampler, most_plausible

FULL = (1 << 52) - 1


def masks(cards: Iterable[Card]) -> tuple[int, int]:
    """Cards as a multiset: (the cards present at least once, the cards present twice)."""
    m1 = m2 = 0
    for card in cards:
        m2 |= m1 & card.mask
        m1 |= card.mask
    return m1, m2


def merge(a1: int, a2: int, b1: int, b2: int) -> tuple[int, int]:
    """The union of two multisets of cards, each as (cards held at least once, cards held twice)."""
    return a1 | b1, a2 | b2 | (a1 & b1)


class State:
    """A Cancellation position as the kernel plays it; :func:`playout` changes it in place.

    ``h1``/``h2`` per seat as above; ``trick`` the bits played to the current trick (led by ``leader``);
    ``gone1``/``gone2`` the cards of which at least one / both copies are face up (played, or in the kitty once
    taken); ``pend1``/``pend2``/``pend_points`` the cards carried from cancelled tricks; ``kit1``/``kit2`` the
    kitty until the first trick is won (then 0), ``kitty_size`` its number of cards; ``first`` until a trick has
    been played; ``points`` per seat, ``won`` the point cards won (a bit a card), ``won2`` those won twice;
    ``voids`` the suits each seat has shown it lacks.
    """

    __slots__ = ("broken", "first", "gone1", "gone2", "h1", "h2", "kit1", "kit2", "kitty_size", "leader",
                 "pend1", "pend2", "pend_points", "points", "trick", "voids", "won", "won2")

    def __init__(self, h1: list[int], h2: list[int], leader: int, trick: list[int], gone1: int, gone2: int,
                 pending: tuple[int, int, int], kitty: tuple[int, int], kitty_size: int, broken: bool,
                 first: bool, points: list[int], won: list[int], won2: list[int], voids: list[int]) -> None:
        self.h1, self.h2, self.leader, self.trick = h1, h2, leader, trick
        self.gone1, self.gone2 = gone1, gone2
        self.pend1, self.pend2, self.pend_points = pending
        self.kit1, self.kit2 = kitty
        self.kitty_size, self.broken, self.first = kitty_size, broken, first
        self.points, self.won, self.won2, self.voids = points, won, won2, voids

    def copy(self) -> State:
        return State(self.h1[:], self.h2[:], self.leader, self.trick[:], self.gone1, self.gone2,
                     (self.pend1, self.pend2, self.pend_points), (self.kit1, self.kit2), self.kitty_size,
                     self.broken, self.first, self.points[:], self.won[:], self.won2[:], self.voids[:])


def _value(mask: int, value_of: dict[int, int]) -> int:
    total = 0
    mask &= FULL
    while mask:
        bit = mask & -mask
        mask ^= bit
        total += value_of.get(bit, 0)
    return total


def kitty_guess(t: Table, s: State, seat: int, deck_points: int) -> int:
    """The kitty's expected points as ``seat`` reckons them on the first trick (``knowledge._kitty_guess``): the
    points it has not seen, shared over the cards it has not seen."""
    value_of = t.value_of
    h1, h2 = s.h1[seat], s.h2[seat]
    seen = h1.bit_count() + h2.bit_count() + len(s.trick)
    unseen_cards = 2 * 52 - seen
    if not unseen_cards:
        return 0
    seen_points = _value(h1 & t.scoring, value_of) + _value(h2 & t.scoring, value_of)
    seen_points += sum(value_of.get(bit, 0) for bit in s.trick)
    return round((deck_points - seen_points) * s.kitty_size / unseen_cards)


def playout(t: Table, s: State, shooter: int = -1, script: Sequence[int] = (), me: int = -1,
            budget: int = 1 << 30, trace: list[int] | None = None) -> int:
    """Play the Cancellation hand in ``s`` to its end with the rule-based policy (a seat ``shooter`` goes for the
    moon). ``script``, ``me``, ``budget`` and ``trace`` work as in :func:`.kernel.playout`: with a script the
    cards played so far are replayed and the number the policy would not have played is returned."""
    n = t.players
    value_of, scoring, penalty, total = t.value_of, t.scoring, t.penalty, t.penalty_total
    forbidden, drop_queen = t.first_trick_forbidden, bool(t.penalty & QS)
    trick_mark = t.trick_mark
    deck_points = 2 * total
    last = n - 1
    scripted, pos, mismatches = len(script), 0, 0
    h1, h2, voids, won = s.h1, s.h2, s.voids, s.won
    if t.hearts_free:  # the house rule: hearts may be led at any time
        s.broken = True
    while True:
        trick = s.trick
        leader = s.leader
        count = len(trick)
        led = (trick[0].bit_length() - 1) // 13 if count else -1
        led_mask = SUITS[led] if count else 0
        t1 = t2 = trick_points = 0
        for bit in trick:
            t2 |= t1 & bit
            t1 |= bit
            trick_points += value_of.get(bit, 0)
        live = t1 & ~t2 & led_mask
        win = 1 << (live.bit_length() - 1) if live else 0
        win_seat = (leader + trick.index(win)) % n if win else -1
        trick_points += s.pend_points
        threat = _threat(won, penalty, value_of, total) if t.moon_on and any(won) else -1
        while count < n:
            seat = (leader + count) % n
            hand = h1[seat]
            if pos < scripted and seat == me:
                bit = script[pos]
            else:
                unseen = ~(s.gone2 | h2[seat] | (hand & s.gone1))
                if not count:
                    allowed = hand if s.broken else (hand & ~HEARTS_BITS or hand)
                    if seat == shooter:
                        bit = _shoot(allowed, -1, penalty)
                    else:
                        others = 0
                        for other, suits_lacked in enumerate(voids):
                            if other != seat:
                                others |= suits_lacked
                        bit = _lead(hand, allowed, unseen, others, value_of)
                else:
                    follow = hand & led_mask
                    threatened = threat >= 0 and win_seat == threat != seat
                    if follow:
                        points = trick_points + kitty_guess(t, s, seat, deck_points) if s.first else trick_points
                        if seat == shooter:
                            bit = 1 << (follow.bit_length() - 1)
                        elif led == 2 and follow & QS and win & HIGH_SPADES and drop_queen:
                            bit = QS
                        elif threatened and follow & ~((win << 1) - 1) and (points > 0 or count == last):
                            # Not ``follow > win`` as with one pack: the seat may hold the winning card's twin.
                            above = follow & ~((win << 1) - 1)
                            above = above & ~penalty or above
                            bit = 1 << (above.bit_length() - 1)
                        elif trick_mark and not s.won2[seat] & trick_mark and follow & (win - 1):
                            # The no-trick bonus is still in reach: duck even a trick without points.
                            bit = 1 << ((follow & (win - 1)).bit_length() - 1)
                        elif count == last:
                            bit = _follow_last(follow, win, points, penalty, False)
                        else:
                            void_behind = False
                            for j in range(1, n - count):
                                if voids[(seat + j) % n] >> led & 1:
                                    void_behind = True
                                    break
                            bit = _follow(follow, led, win, points, unseen, penalty, n - count - 1, void_behind)
                    else:
                        allowed = (hand & ~forbidden or hand) if s.first else hand
                        if seat == shooter:
                            bit = _shoot(allowed, led, penalty)
                        else:
                            bit = _discard(hand, allowed, unseen, penalty, False, value_of, threatened)
            if pos < scripted:
                if bit != script[pos]:
                    mismatches += 1
                    if mismatches > budget:
                        return mismatches
                    bit = script[pos]
                pos += 1
                if pos == scripted:
                    return mismatches
            if trace is not None:
                trace.append(bit)
            if not count:
                led = (bit.bit_length() - 1) // 13
                led_mask = SUITS[led]
            elif not bit & led_mask:
                voids[seat] |= 1 << led
            if h2[seat] & bit:
                h2[seat] ^= bit
            else:
                h1[seat] = hand ^ bit
            s.gone2 |= s.gone1 & bit
            s.gone1 |= bit
            trick.append(bit)
            t2 |= t1 & bit
            t1 |= bit
            if bit & led_mask:
                live = t1 & ~t2 & led_mask
                win = 1 << (live.bit_length() - 1) if live else 0
                win_seat = (leader + trick.index(win)) % n if win else -1
            if bit & scoring:
                trick_points += value_of[bit]
                if not s.broken and (bit & HEARTS_BITS or (bit == QS and t.queen_breaks)):
                    s.broken = True
            count += 1
        if not _finish_trick(t, s, t1, t2, trick_points, win_seat):
            return mismatches


def _finish_trick(t: Table, s: State, t1: int, t2: int, trick_points: int, win_seat: int) -> bool:
    """Settle the trick just completed (``t1``/``t2`` its cards, ``trick_points`` with the carried cards'); false
    when it was the hand's last."""
    last = not s.h1[s.leader]
    s.first = False
    s.trick = []
    if win_seat < 0 and not last:
        s.pend1, s.pend2 = merge(s.pend1, s.pend2, t1, t2)
        s.pend_points = trick_points
        return True
    # The no-trick bonus's mark goes to a real winner: the last trick, all cancelled, goes to its leader unwon.
    mark = t.trick_mark if win_seat >= 0 else 0
    if win_seat < 0:
        win_seat = s.leader
    c1, c2 = merge(t1, t2, s.pend1, s.pend2)
    s.pend1 = s.pend2 = s.pend_points = 0
    if s.kit1:
        c1, c2 = merge(c1, c2, s.kit1, s.kit2)
        trick_points += _value(s.kit1, t.value_of) + _value(s.kit2, t.value_of)
        s.gone1, s.gone2 = merge(s.gone1, s.gone2, s.kit1, s.kit2)
        s.kit1 = s.kit2 = 0
    s.points[win_seat] += trick_points
    scoring = t.scoring
    c1 &= scoring
    c2 &= scoring
    won = s.won[win_seat]
    s.won2[win_seat] |= c2 | (won & c1) | mark
    s.won[win_seat] = won | c1
    s.leader = win_seat
    return not last


Hands = tuple[list[int], list[int], int, int]


class Deals:
    """Plausible Cancellation deals for one decision, and the playouts on them: the counterpart of
    :class:`.deals.Deals` for two packs. A deal (``Hands``) is every seat's ``h1`` and ``h2`` and the kitty's two
    masks (zero once the kitty is taken and known). Deals come from the :class:`.TwoPackSampler` and are kept
    like the single-pack ones: with probability ``SURPRISE ** m`` (``allowed`` turns the acceptance draw into the
    most misfits a deal may show), where m counts the cards the other seats played that the policy would not have
    played with the hands the deal gives them; after ``tries`` rejections the deal that explained most is used."""

    def __init__(self, view: PlayerView, k: Knowledge, table: Table, tries: int,
                 allowed: Callable[[float], int]) -> None:
        n = view.players
        self.seat, self.players, self.table = k.seat, n, table
        self.tries, self.allowed = tries, allowed
        open_kitty = not view.kitty and view.kitty_size > 0
        self.sampler = TwoPackSampler(k, view.hand_sizes, [c.mask for c in view.unseen_cards()],
                                      view.kitty_size if open_kitty else 0)
        self.own = masks(view.hand)
        self.kitty = masks(view.kitty)
        self.script: list[int] = []
        self.opener = -1
        played: list[list[Card]] = [[] for _ in range(n)]
        for plays in view.trick_plays():
            for seat, card in plays:
                if self.opener < 0:
                    self.opener = seat
                self.script.append(card.mask)
                played[seat].append(card)
        self.played_by = [masks(cards) for cards in played]
        self.base = _position(view, k, table.trick_mark)

    def deal(self, rng: random.Random) -> Hands:
        """One plausible deal."""
        if not self.script or self.tries <= 1:
            return self._hands(self.sampler.deal(rng))
        return most_plausible(lambda: self._hands(self.sampler.deal(rng)), self.misfits, self.allowed, self.tries, rng)

    def _hands(self, cards: list[list[int]]) -> Hands:
        h1, h2 = [0] * self.players, [0] * self.players
        for holder in range(self.players):
            for bit in cards[holder]:
                h2[holder] |= h1[holder] & bit
                h1[holder] |= bit
        h1[self.seat], h2[self.seat] = self.own
        kit1 = kit2 = 0
        for bit in cards[self.players]:
            kit2 |= kit1 & bit
            kit1 |= bit
        return h1, h2, kit1, kit2

    def misfits(self, hands: Hands, budget: int = 1 << 30) -> int:
        """The cards played so far that the policy would not have played with ``hands``, counted until it exceeds
        ``budget``."""
        h1, h2, kit1, kit2 = hands
        n = self.players
        before = [merge(h1[s], h2[s], *self.played_by[s]) for s in range(n)]
        kitty = (kit1, kit2) if kit1 else self.kitty
        start = State([b for b, _ in before], [b for _, b in before], self.opener, [], 0, 0, (0, 0, 0), kitty,
                      self.base.kitty_size, False, True, [0] * n, [0] * n, [0] * n, [0] * n)
        return playout(self.table, start, -1, self.script, self.seat, budget)

    def play(self, hands: Hands, card: int, plan: int) -> tuple[list[int], list[int]]:
        """Play ``card`` and then the rest of the hand on ``hands`` (seat ``plan`` going for the moon): the points
        each seat took, and the point cards each took both copies of (what makes a moon)."""
        s = self.base.copy()
        h1, h2, kit1, kit2 = hands
        s.h1, s.h2 = h1[:], h2[:]
        if kit1:
            s.kit1, s.kit2 = kit1, kit2
        seat = self.seat
        if s.trick and not card & SUITS[(s.trick[0].bit_length() - 1) // 13]:
            s.voids[seat] |= 1 << ((s.trick[0].bit_length() - 1) // 13)
        if s.h2[seat] & card:
            s.h2[seat] ^= card
        else:
            s.h1[seat] ^= card
        s.gone2 |= s.gone1 & card
        s.gone1 |= card
        s.trick.append(card)
        if card & HEARTS_BITS or (card == QS and self.table.queen_breaks):
            s.broken = True
        playout(self.table, s, plan)
        return s.points, s.won2


def _position(view: PlayerView, k: Knowledge, trick_mark: int) -> State:
    """The position of ``view`` (the other seats' hands and the kitty left empty, a deal fills them in); a seat
    that has won a trick carries ``trick_mark`` among the cards it won both copies of, as the playout marks it."""
    n = view.players
    rules = view.rules
    taken = [(0, 0)] * n
    carried = (0, 0)
    for number, trick in enumerate(view.tricks):
        cards = merge(*masks(trick.cards), *carried)
        if number == 0:
            cards = merge(*cards, *masks(view.kitty))
        if trick.winner is None:
            carried = cards
            continue
        carried = (0, 0)
        taken[trick.winner] = merge(*taken[trick.winner], *cards)
    scoring = rules.scoring_mask
    winners = {trick.winner for trick in view.tricks}
    pending = masks(view.pending)
    leader = view.leader if view.leader is not None else k.seat
    return State([0] * n, [0] * n, leader, [c.mask for _, c in view.current_trick],
                 *masks([*view.played_cards(), *view.kitty]),
                 (*pending, sum(rules.points[c.index] for c in view.pending)), (0, 0), view.kitty_size,
                 view.hearts_broken, not view.tricks, list(view.points_taken), [w & scoring for w, _ in taken],
                 [w & scoring | (trick_mark if seat in winners else 0) for seat, (_, w) in enumerate(taken)],
                 list(k.voids))
