"""How strong the hard player would be if it knew where every card is: an upper bound for better inference.

``python benchmarks/ai_oracle.py --players hard:0.02,normal,normal,normal --hands 100 --seed 5 --duplicate --jobs 2``

Takes the arena's arguments. The hard player's sampler is replaced by one that returns the true hands (read from
the round being played), so every sampled deal is the real one; everything else — the kernel, the playouts, the
scoring — is the hard player's own. A short deadline is enough, since every deal is the same. Comparing with the
arena's figure for the real hard player shows how much is lost to not knowing the other hands, and comparing
the oracle across kernel versions shows how well the kernel models the other players.
"""

from __future__ import annotations

import sys

import hearts_qt.ai.deals as dealing
from hearts_qt import arena
from hearts_qt.ai.knowledge import Knowledge
from hearts_qt.engine import PlayerView, Round, mask_of

#: The rounds viewed lately, the latest first: the round being played, and any replays of earlier hands the hard
#: player makes to learn how its model fits (those view rounds too).
_playing: list[Round] = []
_view = Round.view


def _remember(rnd: Round, seat: int) -> PlayerView:
    if not _playing or _playing[0] is not rnd:
        _playing[:] = [rnd, *(r for r in _playing[:31] if r is not rnd)]
    return _view(rnd, seat)


class _TrueHands:
    """Stands in for the hard player's sampler: every deal is the true one, from the latest round viewed where the
    deciding seat holds its hand (not a replay of an earlier hand made for the same decision)."""

    def __init__(self, k: Knowledge, sizes: tuple[int, ...], _odds: object = None) -> None:
        self.players = k.players
        self.round = next(rnd for rnd in _playing if mask_of(rnd.hand(k.seat)) == k.hand
                          and all(rnd.hand_size(s) == n for s, n in enumerate(sizes)))

    def deal(self, _rng: object) -> list[int]:
        return [mask_of(self.round.hand(seat)) for seat in range(self.players)]


def main() -> int:
    Round.view = _remember  # type: ignore[method-assign]
    setattr(dealing, "Sampler", _TrueHands)  # noqa: B010 (the hard player deals through this name)
    return arena.main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
