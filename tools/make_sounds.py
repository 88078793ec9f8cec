"""Synthesise the game's sounds into resources/sounds/ (short mono 16-bit WAVs), with the standard library only.

    python tools/make_sounds.py            # writes resources/sounds/*.wav

The sounds are our own work, made by this script from sine tones and seeded noise, and are dedicated to the
public domain (CC0, see resources/sounds/LICENSE.txt). The output is the same on every run, so a change to a sound
is a change to this script. Each is at most a second and a half long and peaks well below full scale, so that the
player's volume setting is the only loudness control that matters.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "sounds"
RATE = 22050
PEAK = 0.7  # of full scale: the loudest sample of every sound

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def tone(freq: float, seconds: float, *, partials: tuple[float, ...] = (1.0,), attack: float = 0.004,
         decay: float = 0.25) -> Signal:
    """A note: harmonics ``partials`` (amplitude of harmonic 1, 2, …) under a quick attack and exponential decay."""
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        value = sum(a * math.sin(2 * math.pi * freq * (n + 1) * t) for n, a in enumerate(partials) if a)
        out.append(envelope * value)
    return out


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Signals laid over each other, each starting at its offset in seconds."""
    length = max(round(offset * RATE) + len(signal) for offset, signal in parts)
    out = [0.0] * length
    for offset, signal in parts:
        start = round(offset * RATE)
        for i, value in enumerate(signal):
            out[start + i] += value
    return out


def fade_out(signal: Signal, seconds: float = 0.03) -> Signal:
    """The last ``seconds`` ramp to zero, so no sound ends in a click."""
    n = min(len(signal), round(seconds * RATE))
    return [v * (min(1.0, (len(signal) - 1 - i) / n) if i >= len(signal) - n else 1.0) for i, v in enumerate(signal)]


def card() -> Signal:
    """A card landing on the felt: a short burst of soft noise over a low thump."""
    rng = random.Random(13)
    noise, low, out = 0.0, 0.0, []
    for i in range(round(0.07 * RATE)):
        t = i / RATE
        white = rng.uniform(-1.0, 1.0)
        noise += 0.35 * (white - noise)  # a one-pole low-pass: felt, not hiss
        low += 0.05 * (noise - low)
        burst = (noise - low) * min(1.0, t / 0.0015) * math.exp(-t / 0.012)
        thump = 0.5 * math.sin(2 * math.pi * 150 * t) * math.exp(-t / 0.018)
        out.append(burst + thump)
    return out


def hearts_broken() -> Signal:
    """A bright falling chime: three bell notes, E6 C6 A5."""
    bell = (1.0, 0.0, 0.35, 0.0, 0.12)
    return mix(*((0.09 * n, tone(f, 0.5, partials=bell, decay=0.16)) for n, f in enumerate((1318.5, 1046.5, 880.0))))


def queen_taken() -> Signal:
    """The Q♠ taken: a low, dark "dun-dun" falling a major third (G3 to E♭3)."""
    reed = (1.0, 0.0, 0.45, 0.0, 0.25, 0.0, 0.12)  # odd harmonics: hollow, like a clarinet
    return mix((0.0, tone(196.0, 0.32, partials=reed, attack=0.01, decay=0.2)),
               (0.22, tone(155.56, 0.55, partials=reed, attack=0.01, decay=0.3)))


def moon_shot() -> Signal:
    """A rising, shimmering arpeggio (C5 E5 G5 C6 E6) that rings on."""
    bell = (1.0, 0.0, 0.3, 0.0, 0.1)
    notes = (523.25, 659.25, 783.99, 1046.5, 1318.5)
    return mix(*((0.085 * n, tone(f, 1.0 - 0.085 * n, partials=bell, decay=0.35)) for n, f in enumerate(notes)))


def match_won() -> Signal:
    """A small fanfare: C5 E5 G5 quickly, then a held C major chord, brass-like (every harmonic, softening)."""
    brass = (1.0, 0.5, 0.33, 0.25, 0.2, 0.16)
    quick = [(0.12 * n, tone(f, 0.16, partials=brass, attack=0.012, decay=0.12))
             for n, f in enumerate((523.25, 659.25, 783.99))]
    chord = [(0.38, tone(f, 1.0, partials=brass, attack=0.02, decay=0.45)) for f in (523.25, 659.25, 783.99, 1046.5)]
    return mix(*quick, *chord)


def match_lost() -> Signal:
    """A gentle falling line (G4 E♭4 C4) in soft tones: the match is over, someone else won it."""
    soft = (1.0, 0.2, 0.05)
    return mix(*((0.22 * n, tone(f, 0.6, partials=soft, attack=0.02, decay=0.25)) for n, f in
                 enumerate((392.0, 311.13, 261.63))))


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card": card, "hearts_broken": hearts_broken, "queen_taken": queen_taken, "moon_shot": moon_shot,
    "match_won": match_won, "match_lost": match_lost,
}


def write(path: Path, signal: Signal) -> None:
    """``signal`` scaled to :data:`PEAK`, ended without a click, as a mono 16-bit WAV."""
    signal = fade_out(signal)
    top = max(abs(v) for v in signal) or 1.0
    frames = struct.pack(f"<{len(signal)}h", *(round(v / top * PEAK * 32767) for v in signal))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(OUT / f"{name}.wav", make())
    print(f"{len(SOUNDS)} sounds written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
