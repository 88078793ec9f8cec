"""A sound output that records what it would play, for the audio tests and the settings that turn sound on."""

from __future__ import annotations

from hearts_qt.audio import Clip


class FakeOutput:
    """Records what would be played: (clip name, gain)."""

    def __init__(self, name: str = "fake", fail: Exception | None = None) -> None:
        self.name = name
        self.fail = fail
        self.played: list[tuple[str, float]] = []
        self.probed: list[int] = []
        self.closed = 0

    def play(self, clip: Clip, level: float) -> None:
        if self.fail is not None:
            raise self.fail
        self.played.append((clip.name, level))

    def probe(self, rate: int) -> None:
        if self.fail is not None:
            raise self.fail
        self.probed.append(rate)

    def close(self) -> None:
        self.closed += 1
