"""Sound: the clips the game plays at its moments, and a player that sends them to the system's audio.

Standard library only (no QtMultimedia: see :mod:`hearts_qt.audio.outputs`); the UI asks :class:`SoundPlayer` for
a :class:`Cue` and never waits for it.
"""

from .clips import Clip, Cue, load_clips
from .outputs import AudioUnavailable, Output, system_outputs
from .player import SoundPlayer, gain

__all__ = ["AudioUnavailable", "Clip", "Cue", "Output", "SoundPlayer", "gain", "load_clips", "system_outputs"]
