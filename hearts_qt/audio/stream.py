"""Sound through the miniaudio library on Windows and macOS: one stream kept open while the game makes sounds.

miniaudio (PyPI ``miniaudio``, wheels for Windows, macOS and Linux) speaks each system's own audio API: WASAPI
(else DirectSound, WinMM) on Windows, Core Audio on macOS. The stream is fed from memory by miniaudio's audio thread
a period at a time, so a sound starts within a period or two of being asked for: no process and no file per sound
(macOS used to start ``afplay`` for every card). Silence is fed between sounds; the player closes the stream after
some quiet seconds. Linux keeps its PulseAudio and ALSA outputs (:mod:`hearts_qt.audio.outputs`): measured with
``benchmarks/sound_delay.py`` they start a sound sooner than this stream does, which always has a period of
silence queued ahead of it.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Generator, Sequence
from typing import Any

from .clips import Clip
from .outputs import AlsaOutput, AudioUnavailable, Output, PulseOutput, WinsoundOutput

#: Milliseconds of sound miniaudio asks for at a time: a sound waits about this long for its turn to start (on
#: PulseAudio 7 ms warm and 8 ms cold at 5 ms, 14 and 21 at 10: benchmarks/sound_delay.py). The feed is a few
#: lines of Python, cheap enough to run two hundred times a second while the stream is open.
PERIOD_MS = 5
#: Seconds past a sound's own length after which a stream that stopped asking for samples counts as gone.
STALL_SECONDS = 2.0
#: The systems' audio APIs, best first, by miniaudio's names (Linux's for the benchmark). Its "null" backend, which
#: plays into nothing, is never among them: a machine without sound must be told so, not sent sounds nobody hears.
BACKENDS: dict[str, tuple[str, ...]] = {
    "win32": ("WASAPI", "DSOUND", "WINMM"),
    "darwin": ("COREAUDIO",),
    "linux": ("PULSEAUDIO", "ALSA"),
}


def library_problem() -> str | None:
    """Why the miniaudio library cannot be used here (not installed, or its compiled part will not load), else
    ``None``; the self-test asks this of the packaged app, which must carry it."""
    try:
        import miniaudio  # noqa: F401
    except Exception as exc:  # an ImportError, or an OSError from the compiled part
        return f"the miniaudio library cannot be loaded: {exc}"
    return None


def backends_for(platform: str | None = None) -> tuple[str, ...]:
    """The audio APIs tried on ``platform`` (this one by default; other Unix systems are treated as Linux)."""
    return BACKENDS.get(platform or sys.platform, BACKENDS["linux"])


class MiniaudioOutput:
    """An :class:`~hearts_qt.audio.outputs.Output` over one miniaudio playback stream (mono, 16-bit, the clips' rate).

    :meth:`play` hands the clip's samples to the stream and waits, without using the processor, until the audio
    thread has taken the last of them; the stream goes on (silent) until :meth:`close`.
    """

    name = "miniaudio"

    def __init__(self, backends: Sequence[str] | None = None) -> None:
        #: miniaudio's names of the audio APIs to try (tests name its "NULL" backend, which needs no device).
        self.backends = tuple(backends) if backends is not None else backends_for()
        self._device: Any = None
        self._rate = 0
        self._lock = threading.Lock()
        self._pending: memoryview | None = None  # samples the audio thread has not taken yet
        self._taken = threading.Event()

    def _open(self, rate: int, *, start: bool) -> None:
        problem = library_problem()
        if problem is not None:
            raise AudioUnavailable(problem)
        import miniaudio

        backends = [getattr(miniaudio.Backend, name) for name in self.backends]
        try:
            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=rate, buffersize_msec=PERIOD_MS, backends=backends,
                                              app_name="Hearts")
        except miniaudio.MiniaudioError as exc:
            raise AudioUnavailable(f"no sound device to play to ({exc})") from exc
        if start:
            feed = self._feed()
            next(feed)
            try:
                device.start(feed)
            except miniaudio.MiniaudioError as exc:
                device.close()
                raise AudioUnavailable(f"the sound device would not start ({exc})") from exc
        self._device, self._rate = device, rate

    def _feed(self) -> Generator[bytes, int, None]:
        """What the audio thread plays: the waiting samples, a period at a time, else nothing (miniaudio hands the
        device silence for what is not given). Runs on miniaudio's thread: it must never raise."""
        frames = yield b""
        while True:
            with self._lock:
                pending = self._pending
                if pending is None:
                    chunk = b""
                else:
                    size = frames * 2
                    chunk, rest = bytes(pending[:size]), pending[size:]
                    self._pending = rest if len(rest) else None
                    if self._pending is None:
                        self._taken.set()
            frames = yield chunk

    def play(self, clip: Clip, gain: float) -> None:
        if self._device is None or self._rate != clip.rate:
            self.close()
            self._open(clip.rate, start=True)
        self._taken.clear()
        with self._lock:
            self._pending = memoryview(clip.scaled(gain))
        if not self._taken.wait(clip.seconds + STALL_SECONDS):
            self.close()
            raise AudioUnavailable("the sound device stopped taking sound")

    def probe(self, rate: int) -> None:
        self.close()
        self._open(rate, start=False)
        self.close()

    def close(self) -> None:
        device, self._device = self._device, None
        with self._lock:
            self._pending = None
        if device is not None:
            device.close()


def system_outputs(platform: str | None = None) -> list[Output]:
    """The outputs to try on ``platform`` (this one by default), best first: the miniaudio stream on Windows (then
    ``winsound``, for an installation without the library) and macOS; PulseAudio, then ALSA, on Linux and the other
    Unix systems."""
    platform = platform or sys.platform
    if platform == "win32":
        return [MiniaudioOutput(backends_for(platform)), WinsoundOutput()]
    if platform == "darwin":
        return [MiniaudioOutput(backends_for(platform))]
    return [PulseOutput(), AlsaOutput()]
