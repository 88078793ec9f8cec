"""Where a sound goes on Linux (and as Windows' fall-back): the system's own audio service, reached with the
standard library only.

PulseAudio's simple API (which PipeWire serves too) or ALSA on Linux and the BSDs, both loaded with ``ctypes`` from
the system (they are not bundled: a machine without them simply has no sound); ``winsound`` on Windows, where the
miniaudio stream (:mod:`hearts_qt.audio.stream`) comes first, as it does on macOS. Every output plays one clip at
a time and blocks until it has played, so it is only used from the player's worker thread; anything that goes wrong
is an :class:`AudioUnavailable` with the reason.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import io
import sys
import wave
from typing import Any, Protocol

from .clips import Clip


class AudioUnavailable(Exception):
    """This output cannot play (no library, no device, no server); the message says why."""


class Output(Protocol):
    """A way to play clips; :meth:`play` opens the device when it needs to and blocks until the clip has played."""

    name: str

    def play(self, clip: Clip, gain: float) -> None: ...

    def probe(self, rate: int) -> None:
        """Open the device at ``rate`` and let it go again, playing nothing: :class:`AudioUnavailable` if it cannot."""

    def close(self) -> None: ...


def _library(*names: str) -> Any:
    """The first of the shared libraries ``names`` that loads (a file name, or a name for ``find_library``)."""
    for name in names:
        try:
            return ctypes.CDLL(name if ".so" in name else (ctypes.util.find_library(name) or name))
        except OSError:
            continue
    raise AudioUnavailable(f"none of {', '.join(names)} could be loaded")


class _SampleSpec(ctypes.Structure):
    _fields_ = [("format", ctypes.c_int), ("rate", ctypes.c_uint32), ("channels", ctypes.c_uint8)]


class _BufferAttr(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32) for name in ("maxlength", "tlength", "prebuf", "minreq", "fragsize")]


class PulseOutput:
    """PulseAudio's (or PipeWire's) simple playback stream through ``libpulse-simple``."""

    name = "PulseAudio"
    _S16LE = 3  # PA_SAMPLE_S16LE
    _PLAYBACK = 1  # PA_STREAM_PLAYBACK
    _DEFAULT = 0xFFFFFFFF  # (uint32_t) -1: the server's choice
    _LATENCY_S = 0.05  # asked for, so that a card's sound starts with the card (the server's default is ~2 s)

    def __init__(self) -> None:
        self._lib: Any = None
        self._stream: int | None = None
        self._rate = 0

    def _open(self, rate: int) -> None:
        if self._lib is None:
            self._lib = lib = _library("libpulse-simple.so.0", "pulse-simple")
            lib.pa_simple_new.restype = ctypes.c_void_p
            lib.pa_simple_new.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                          ctypes.c_char_p, ctypes.POINTER(_SampleSpec), ctypes.c_void_p,
                                          ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)]
            lib.pa_simple_write.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                                            ctypes.POINTER(ctypes.c_int)]
            lib.pa_simple_drain.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)]
            lib.pa_simple_free.argtypes = [ctypes.c_void_p]
        spec = _SampleSpec(self._S16LE, rate, 1)
        target = round(rate * self._LATENCY_S) * 2
        attr = _BufferAttr(self._DEFAULT, target, self._DEFAULT, self._DEFAULT, self._DEFAULT)
        error = ctypes.c_int(0)
        stream = self._lib.pa_simple_new(None, b"Hearts", self._PLAYBACK, None, b"game sounds", ctypes.byref(spec),
                                         None, ctypes.byref(attr), ctypes.byref(error))
        if not stream:
            raise AudioUnavailable(f"no PulseAudio server to play to (error {error.value})")
        self._stream, self._rate = stream, rate

    def play(self, clip: Clip, gain: float) -> None:
        if self._stream is None or self._rate != clip.rate:
            self.close()
            self._open(clip.rate)
        data = clip.scaled(gain)
        error = ctypes.c_int(0)
        if (self._lib.pa_simple_write(self._stream, data, len(data), ctypes.byref(error)) < 0
                or self._lib.pa_simple_drain(self._stream, ctypes.byref(error)) < 0):
            self.close()
            raise AudioUnavailable(f"PulseAudio stopped playing (error {error.value})")

    def probe(self, rate: int) -> None:
        self.close()
        self._open(rate)
        self.close()

    def close(self) -> None:
        if self._stream is not None:
            self._lib.pa_simple_free(self._stream)
            self._stream = None


# ALSA reports its errors through a handler that prints to stderr by default ("cannot find card 0" on a machine
# without sound): ours says nothing, since the failed call's result says it again and is logged once.
_ALSA_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                 ctypes.c_char_p)
_quiet_alsa = _ALSA_HANDLER(lambda *_args: None)


class AlsaOutput:
    """ALSA's PCM playback (``libasound``), on its ``default`` device unless another is named."""

    name = "ALSA"
    _PLAYBACK = 0  # SND_PCM_STREAM_PLAYBACK
    _NONBLOCK = 1  # SND_PCM_NONBLOCK: a device that another program holds fails at once instead of waiting
    _S16_LE = 2  # SND_PCM_FORMAT_S16_LE
    _INTERLEAVED = 3  # SND_PCM_ACCESS_RW_INTERLEAVED
    _LATENCY_US = 80_000

    def __init__(self, device: str = "default") -> None:
        self.device = device
        self._lib: Any = None
        self._pcm: int | None = None
        self._rate = 0

    def _load(self) -> Any:
        lib = _library("libasound.so.2", "asound")
        lib.snd_lib_error_set_handler(_quiet_alsa)
        lib.snd_pcm_open.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_int, ctypes.c_int]
        lib.snd_pcm_nonblock.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.snd_pcm_set_params.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                           ctypes.c_uint, ctypes.c_int, ctypes.c_uint]
        lib.snd_pcm_writei.restype = ctypes.c_long
        lib.snd_pcm_writei.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_ulong]
        lib.snd_pcm_recover.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        lib.snd_pcm_drain.argtypes = [ctypes.c_void_p]
        lib.snd_pcm_prepare.argtypes = [ctypes.c_void_p]
        lib.snd_pcm_close.argtypes = [ctypes.c_void_p]
        lib.snd_strerror.restype = ctypes.c_char_p
        return lib

    def _check(self, result: int, what: str) -> None:
        if result < 0:
            reason = (self._lib.snd_strerror(result) or b"").decode(errors="replace")
            self.close()
            raise AudioUnavailable(f"ALSA could not {what} {self.device!r}: {reason}")

    def _open(self, rate: int) -> None:
        if self._lib is None:
            self._lib = self._load()
        pcm = ctypes.c_void_p()
        self._check(self._lib.snd_pcm_open(ctypes.byref(pcm), self.device.encode(), self._PLAYBACK, self._NONBLOCK),
                    "open")
        self._pcm, self._rate = pcm.value, rate
        self._check(self._lib.snd_pcm_nonblock(self._pcm, 0), "set up")
        self._check(self._lib.snd_pcm_set_params(self._pcm, self._S16_LE, self._INTERLEAVED, 1, rate, 1,
                                                 self._LATENCY_US), "set up")

    def play(self, clip: Clip, gain: float) -> None:
        if self._pcm is None or self._rate != clip.rate:
            self.close()
            self._open(clip.rate)
        data = clip.scaled(gain)
        frames, offset = len(data) // 2, 0
        while offset < frames:
            written = self._lib.snd_pcm_writei(self._pcm, data[offset * 2:], frames - offset)
            if written < 0:  # an underrun or a suspend: recover once, else the device is gone
                self._check(self._lib.snd_pcm_recover(self._pcm, written, 1), "play on")
                continue
            offset += written
        self._check(self._lib.snd_pcm_drain(self._pcm), "play on")
        self._check(self._lib.snd_pcm_prepare(self._pcm), "play on")  # a drained PCM takes no samples until prepared

    def probe(self, rate: int) -> None:
        self.close()
        self._open(rate)
        self.close()

    def close(self) -> None:
        if self._pcm is not None:
            pcm, self._pcm = self._pcm, None
            self._lib.snd_pcm_close(pcm)


def wav_bytes(clip: Clip, gain: float) -> bytes:
    """``clip`` at ``gain`` as the bytes of a WAV file."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(clip.rate)
        out.writeframes(clip.scaled(gain))
    return buffer.getvalue()


class WinsoundOutput:
    """Windows' ``PlaySound`` from memory. It cannot play a memory image asynchronously (``winsound`` refuses
    ``SND_MEMORY | SND_ASYNC``), which is why every output runs on the player's own thread."""

    name = "winsound"

    def play(self, clip: Clip, gain: float) -> None:
        if sys.platform != "win32":
            raise AudioUnavailable("winsound is only on Windows")
        import winsound

        flags = winsound.SND_MEMORY | winsound.SND_NODEFAULT  # never the system's "ding" in place of our sound
        try:
            winsound.PlaySound(wav_bytes(clip, gain), flags)
        except RuntimeError as exc:
            raise AudioUnavailable(f"Windows could not play a sound: {exc}") from exc

    def probe(self, _rate: int) -> None:
        if sys.platform != "win32":
            raise AudioUnavailable("winsound is only on Windows")
        # PlaySound cannot open a device without playing: the count of wave-out devices says whether there is one.
        if ctypes.WinDLL("winmm").waveOutGetNumDevs() == 0:
            raise AudioUnavailable("Windows has no sound device")

    def close(self) -> None:
        pass
