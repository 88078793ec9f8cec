"""The game's sounds: which moments have one (:class:`Cue`), and the clips read from ``resources/sounds``.

A clip is mono 16-bit PCM, kept in memory (the six together are some 200 kB). Its volume is applied by scaling
the samples before they are played, so every output sounds the same at the same setting.
"""

from __future__ import annotations

import array
import logging
import sys
import wave
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

log = logging.getLogger(__name__)

#: A shipped sound longer than this is not one of ours: it is not loaded.
MAX_SECONDS = 3.0


class Cue(Enum):
    """A moment of the game that has a sound; the value names its file in ``resources/sounds``."""

    CARD = "card"  # a card played to the trick
    HEARTS_BROKEN = "hearts_broken"
    QUEEN_TAKEN = "queen_taken"  # a trick holding the Q♠ goes to its winner
    MOON_SHOT = "moon_shot"
    MATCH_WON = "match_won"  # the person won (or shares the win)
    MATCH_LOST = "match_lost"  # someone else won the match


@dataclass(frozen=True)
class Clip:
    """One sound: its name, sample rate and mono 16-bit little-endian samples."""

    name: str
    rate: int
    pcm: bytes
    _scaled: dict[float, bytes] = field(default_factory=dict, compare=False, repr=False)

    @property
    def seconds(self) -> float:
        return len(self.pcm) / 2 / self.rate

    def scaled(self, gain: float) -> bytes:
        """The samples multiplied by ``gain`` (0–1), computed once per gain."""
        if gain >= 1.0:
            return self.pcm
        cached = self._scaled.get(gain)
        if cached is None:
            samples = array.array("h", self.pcm)
            if sys.byteorder == "big":
                samples.byteswap()
            samples = array.array("h", (round(s * gain) for s in samples))
            if sys.byteorder == "big":
                samples.byteswap()
            cached = self._scaled[gain] = samples.tobytes()
        return cached


def read_clip(path: Path) -> Clip:
    """The clip in the WAV file ``path``; ``ValueError`` (or ``OSError``) if it is not a short mono 16-bit WAV."""
    try:
        with wave.open(str(path), "rb") as wav:
            if wav.getnchannels() != 1 or wav.getsampwidth() != 2 or wav.getcomptype() != "NONE":
                raise ValueError(f"{path.name}: not a mono 16-bit PCM WAV file")
            rate, frames = wav.getframerate(), wav.getnframes()
            if not 8000 <= rate <= 96000 or frames > MAX_SECONDS * rate:
                raise ValueError(f"{path.name}: {frames} frames at {rate} Hz is no short sound")
            pcm = wav.readframes(frames)
    except (wave.Error, EOFError) as exc:
        raise ValueError(f"{path.name}: {exc}") from exc
    return Clip(path.stem, rate, pcm[: len(pcm) // 2 * 2])


def load_clips(folder: Path) -> dict[Cue, Clip]:
    """Every cue's clip from ``folder``; a missing or damaged file leaves its cue silent (logged)."""
    clips = {}
    for cue in Cue:
        try:
            clips[cue] = read_clip(folder / f"{cue.value}.wav")
        except (OSError, ValueError) as exc:
            log.warning("sound %s left out: %s", cue.value, exc)
    return clips
