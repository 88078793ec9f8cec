"""Deal the cards a seat cannot see to the other seats, consistently with everything the seat knows.

A sampled deal gives every other seat exactly as many cards as it holds, never a card of a suit it has shown it
lacks, and the cards this seat passed to the seat that received them (until they are played).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from .knowledge import Knowledge

ATTEMPTS = 20

#: How much less likely some seats are to hold a card: a card's mask to ``{seat: factor}``.
Odds = dict[int, dict[int, float]]

#: The cards to deal: those only some holders may hold or some are less likely to hold (each with the holders that
#: may, and their odds or None for even odds), and the open cards.
Split = tuple[list[tuple[int, list[int], list[float] | None]], list[int]]


class Sampler:
    """Deals for one decision. Each card's possible seats are worked out once; a deal then hands out the cards only
    some seats may hold first (most constrained first, each to a seat drawn in proportion to its free room) and
    shuffles the rest into the room left — the same distribution as drawing every card by room, for less work. A
    card some seats are less likely to hold (``odds``) is drawn with the constrained ones, each such seat's room
    counted at its odds."""

    def __init__(self, k: Knowledge, sizes: tuple[int, ...], odds: Odds | None = None) -> None:
        """``odds`` maps a card to ``{seat: factor}``: each of those seats is ``factor`` times as likely as a seat
        without odds to hold the card, for each card of room (see ``strangers.STRANGER_HONOURS`` and
        ``strangers.STRANGER_READS``)."""
        others = [s for s in range(k.players) if s != k.seat]
        self.base = [0] * k.players
        self.base[k.seat] = k.hand
        free = k.unseen
        for s in others:
            self.base[s] = k.known[s]
            free &= ~k.known[s]
        self.room = [0] * k.players
        for s in others:
            self.room[s] = sizes[s] - k.known[s].bit_count()
        cards = []
        while free:
            bit = free & -free
            free ^= bit
            cards.append(bit)
        strict = [[s for s in others if not k.voids[s] >> _suit(b) & 1 and not k.excluded[s] & b] for b in cards]
        voids_only = [[s for s in others if not k.voids[s] >> _suit(b) & 1] for b in cards]
        self._strict = _split(cards, strict, len(others), odds)
        self._voids_only = _split(cards, voids_only, len(others))
        self._others = others

    def deal(self, rng: random.Random) -> list[int]:
        """One deal of the unseen cards (single pack): a mask per seat, this seat's own hand included."""
        for _ in range(ATTEMPTS):
            dealt = draw_cards(self._strict, self.room, self._others, rng)
            if dealt is not None:
                return self._masks(dealt)
        # The greedy draw can corner itself in a tight late position although a consistent deal exists (the true
        # one does): find one by matching cards to seats instead.
        dealt = match_cards(self._strict, self.room, self._others, rng) or \
            match_cards(self._voids_only, self.room, self._others, rng)
        assert dealt is not None, "no deal fits what the seat knows"
        return self._masks(dealt)

    def _masks(self, dealt: list[list[int]]) -> list[int]:
        """The cards ``dealt`` to each seat, with this seat's hand and what the others are known to hold."""
        out = self.base[:]
        for seat in self._others:
            out[seat] |= sum(dealt[seat])  # one pack: distinct bits, so the sum is their union
        return out


def _split(cards: list[int], eligible: list[list[int]], others: int, odds: Odds | None = None) -> Split:
    """The cards some seats may not hold (with the seats that may) or are less likely to hold (with the odds of
    each), and the cards any other seat may equally hold."""
    odds = odds or {}
    constrained: list[tuple[int, list[int], list[float] | None]] = []
    open_cards = []
    for b, seats in zip(cards, eligible, strict=True):
        factors = odds.get(b)
        weights = [factors.get(s, 1.0) for s in seats] if factors and len(seats) > 1 and \
            any(s in factors for s in seats) else None
        if weights is None and len(seats) == others:
            open_cards.append(b)
        else:
            constrained.append((b, seats, weights))
    return constrained, open_cards


def sample_hands(k: Knowledge, sizes: tuple[int, ...], rng: random.Random) -> list[int]:
    """One deal of the unseen cards (single pack): a mask per seat, this seat's own hand included."""
    return Sampler(k, sizes).deal(rng)


def _suit(bit: int) -> int:
    return (bit.bit_length() - 1) // 13


class TwoPackSampler:
    """Deals for one Cancellation decision: every unseen copy of a card goes to another seat or, until the first
    trick is won, to the face-down kitty, in the proportions :class:`Sampler` uses (the cards only some seats may
    hold first). A seat may be dealt both copies of a card. The kitty is dealt as the last "seat"."""

    def __init__(self, k: Knowledge, sizes: tuple[int, ...], unseen: list[int], kitty_room: int) -> None:
        n = k.players
        self.seat = k.seat
        self.others = [s for s in range(n) if s != k.seat]
        self.room = [sizes[s] if s != k.seat else 0 for s in range(n)] + [kitty_room]
        holders = [*self.others, n] if kitty_room else self.others
        voids = [*k.voids, 0]
        excluded = [*k.excluded, 0]
        strict = [[s for s in holders if not voids[s] >> _suit(b) & 1 and not excluded[s] & b] for b in unseen]
        voids_only = [[s for s in holders if not voids[s] >> _suit(b) & 1] for b in unseen]
        self._holders = holders
        self._strict = _split(unseen, strict, len(holders))
        self._voids_only = _split(unseen, voids_only, len(holders))

    def deal(self, rng: random.Random) -> list[list[int]]:
        """The unseen copies per holder (seats 0 … n-1, then the kitty), as lists of bits; empty for this seat."""
        for _ in range(ATTEMPTS):
            cards = draw_cards(self._strict, self.room, self._holders, rng)
            if cards is not None:
                return cards
        # The greedy draw can corner itself in a tight late position although a consistent deal exists (the true
        # one does): match the copies to holders instead.
        cards = match_cards(self._strict, self.room, self._holders, rng) or \
            match_cards(self._voids_only, self.room, self._holders, rng)
        assert cards is not None, "no deal fits what the seat knows"
        return cards


def draw_cards(split: Split, room: list[int], holders: list[int], rng: random.Random) -> list[list[int]] | None:
    """The cards of ``split`` dealt to ``holders`` (indices into ``room``, each holder's free room): the
    constrained cards first, the most constrained first, each to a holder that may hold it drawn in proportion to
    its free room (times its odds, where the card has them); then the open cards shuffled into the room left. The
    cards per index of ``room``; None when the greedy draw corners itself (a card with no room left among its
    holders)."""
    constrained, open_cards = split
    left = room[:]
    out: list[list[int]] = [[] for _ in room]
    rnd = rng.random
    for bit, eligible, odds in sorted(constrained, key=lambda item: (len(item[1]), rnd())):
        if odds is None:
            total = 0
            for h in eligible:
                total += left[h]
            if not total:
                return None
            pick = int(rnd() * total)
            for holder in eligible:
                pick -= left[holder]
                if pick < 0:
                    break
        else:
            share = [left[h] * w for h, w in zip(eligible, odds, strict=True)]
            weighed = sum(share)
            if not weighed:
                return None
            point = rnd() * weighed
            for holder, part in zip(eligible, share, strict=True):
                if part:
                    picked = holder
                    point -= part
                    if point < 0:
                        break
            holder = picked  # the last holder with room, should rounding leave the point unspent
        left[holder] -= 1
        out[holder].append(bit)
    _fill(out, open_cards, left, holders, rng)
    return out


def match_cards(split: Split, room: list[int], holders: list[int], rng: random.Random) -> list[list[int]] | None:
    """As :func:`draw_cards`, but every constrained card (or copy) is matched to a holder that may hold it by
    augmenting paths, so a deal is found whenever one exists; None if there is none."""
    constrained, open_cards = split
    order = sorted(range(len(constrained)), key=lambda _: rng.random())
    held: list[list[int]] = [[] for _ in room]

    def place(copy: int, seen: set[int]) -> bool:
        for holder in sorted(constrained[copy][1], key=lambda _: rng.random()):
            if holder in seen:
                continue
            seen.add(holder)
            if len(held[holder]) < room[holder]:
                held[holder].append(copy)
                return True
            for other in held[holder]:
                if place(other, seen):
                    held[holder].remove(other)
                    held[holder].append(copy)
                    return True
        return False

    for copy in order:
        if not place(copy, set()):
            return None
    out = [[constrained[copy][0] for copy in copies] for copies in held]
    _fill(out, open_cards, [room[h] - len(held[h]) for h in range(len(room))], holders, rng)
    return out


def _fill(out: list[list[int]], open_cards: list[int], left: list[int], holders: list[int],
          rng: random.Random) -> None:
    """Shuffle the open cards (any holder may hold them) into the room ``left`` of each holder, in ``out``."""
    rest = sorted(open_cards, key=lambda _: rng.random())
    start = 0
    for holder in holders:
        end = start + left[holder]
        out[holder].extend(rest[start:end])
        start = end


D = TypeVar("D")


def most_plausible(draw: Callable[[], D], misfits: Callable[[D, int], int], allowed: Callable[[float], int],
                   tries: int, rng: random.Random) -> D:
    """Rejection sampling of deals by what they fail to explain: each deal from ``draw`` is kept when its
    ``misfits`` (counted up to a budget) are within ``allowed`` of an acceptance draw; after ``tries`` rejections
    the deal that explained most is used. The draw comes first, so the count stops as soon as the deal can neither
    be kept nor beat the best rejected one."""
    best, best_wrong = None, 1 << 30
    for _ in range(tries):
        deal = draw()
        limit = allowed(rng.random())
        wrong = misfits(deal, max(limit, best_wrong - 1))
        if wrong <= limit:
            return deal
        if wrong < best_wrong:
            best, best_wrong = deal, wrong
    assert best is not None
    return best
