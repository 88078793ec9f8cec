"""Every variant at every player count it is played with."""

from __future__ import annotations

from hearts_qt.engine import Variant

COMBOS = [(v, n) for v in Variant for n in range(3, 8) if not (v is Variant.CANCELLATION and n < 5)]
