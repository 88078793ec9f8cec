"""Deal the cards a seat cannot see to the other seats, consistently with everything the seat knows.

A sampled deal gives every other seat exactly as many cards as it holds, never a card of a suit it has shown it
lacks, and the cards this seat passed to the seat that received them (until they are played).
"""

from __future__ import annotations

import random

from .knowledge import Knowledge

ATTEMPTS = 20


def sample_hands(k: Knowledge, sizes: tuple[int, ...], rng: random.Random) -> list[int]:
    """One deal of the unseen cards (single pack): a mask per seat, this seat's own hand included."""
    hands = [0] * k.players
    hands[k.seat] = k.hand
    others = [s for s in range(k.players) if s != k.seat]
    room = {s: sizes[s] - k.known[s].bit_count() for s in others}
    free = k.unseen
    for s in others:
        hands[s] = k.known[s]
        free &= ~k.known[s]
    cards = []
    while free:
        bit = free & -free
        free ^= bit
        cards.append(bit)
    strict = [[s for s in others if not k.voids[s] >> _suit(bit) & 1 and not k.excluded[s] & bit] for bit in cards]
    for _ in range(ATTEMPTS):
        deal = _try_deal(cards, strict, room, rng)
        if deal is not None:
            break
    else:
        voids_only = [[s for s in others if not k.voids[s] >> _suit(bit) & 1] for bit in cards]
        deal = _try_deal(cards, voids_only, room, rng) or _try_deal(cards, [others] * len(cards), room, rng) or {}
    for seat, mask in deal.items():
        hands[seat] |= mask
    return hands


def _try_deal(cards: list[int], eligible: list[list[int]], room: dict[int, int],
              rng: random.Random) -> dict[int, int] | None:
    """Deal the most constrained cards first, each to a seat drawn in proportion to its free room."""
    left = dict(room)
    out = dict.fromkeys(left, 0)
    order = list(range(len(cards)))
    rng.shuffle(order)
    order.sort(key=lambda i: len(eligible[i]))
    for i in order:
        seats = [s for s in eligible[i] if left[s] > 0]
        if not seats:
            return None
        total = sum(left[s] for s in seats)
        pick = rng.randrange(total)
        for seat in seats:
            pick -= left[seat]
            if pick < 0:
                break
        left[seat] -= 1
        out[seat] |= cards[i]
    return out


def _suit(bit: int) -> int:
    return (bit.bit_length() - 1) // 13
