"""Sound: the clips the game plays at its moments, and a player that sends them to the system's audio.

Played through the miniaudio library (:mod:`hearts_qt.audio.stream`), with standard-library fall-backs
(:mod:`hearts_qt.audio.outputs`); no QtMultimedia. The UI asks :class:`SoundPlayer` for a :class:`Cue` and never
waits for it.
"""

from .clips import Clip, Cue, load_clips
from .outputs import AudioUnavailable, Output
from .player import SoundPlayer, gain
from .stream import MiniaudioOutput, system_outputs

__all__ = ["AudioUnavailable", "Clip", "Cue", "MiniaudioOutput", "Output", "SoundPlayer", "gain", "load_clips",
           "system_outputs"]
