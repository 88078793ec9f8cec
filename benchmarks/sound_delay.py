"""How long after a card lands its sound is heard, on Linux: each way of playing it, against a private PulseAudio
server.

The ways: the miniaudio stream that Windows and macOS now use (``hearts_qt.audio.stream``, here on PulseAudio); a
process per sound, as macOS's ``afplay`` was (here PulseAudio's own ``paplay`` on a WAV file written once); and
Linux's own PulseAudio output (``hearts_qt.audio.outputs``). A throw-away PulseAudio server (``pulseaudio``,
Debian's package of that name) plays into a null sink; this script records the sink's monitor in small fragments
and, for every card sound the player is asked for (as the table asks when a card lands), finds the first recorded
sample of the sound: the delay is from the request to that sample. "Warm" requests come while the output is open
(cards in a trick); "cold" ones after the player let the device go (the first card after a pause). It prints the
median and the worst for every output; nothing is asserted.

Usage: python benchmarks/sound_delay.py [--runs 15] [--outputs miniaudio,process,PulseAudio]
"""

from __future__ import annotations

import argparse
import array
import ctypes
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts_qt.audio import AudioUnavailable, Clip, Cue, MiniaudioOutput, Output, SoundPlayer, load_clips
from hearts_qt.audio import player as player_module
from hearts_qt.audio.outputs import PulseOutput, wav_bytes
from hearts_qt.resources import resource_path

RATE = 44100
FRAGMENT_FRAMES = 110  # 2.5 ms: the recorder's resolution
THRESHOLD = 600  # a sample this loud is the sound, not the silence around it
#: What closes the device between cold requests (the game waits ten seconds; the delay is the same).
IDLE_CLOSE = 0.6


@contextmanager
def pulse_server() -> Iterator[str]:
    """A private PulseAudio server with a null sink called ``bench``; yields its PULSE_SERVER address."""
    if shutil.which("pulseaudio") is None:
        sys.exit("this benchmark needs the pulseaudio server: apt-get install pulseaudio")
    folder = Path(tempfile.mkdtemp(prefix="hearts-sound-delay-"))
    socket = folder / "native"
    env = {**os.environ, "HOME": str(folder), "PULSE_RUNTIME_PATH": str(folder)}
    server = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
         "-L", f"module-null-sink sink_name=bench rate={RATE}",
         "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not socket.exists():
            if time.monotonic() > deadline or server.poll() is not None:
                sys.exit("the PulseAudio server did not start")
            time.sleep(0.05)
        yield f"unix:{socket}"
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


class _SampleSpec(ctypes.Structure):
    _fields_ = [("format", ctypes.c_int), ("rate", ctypes.c_uint32), ("channels", ctypes.c_uint8)]


class _BufferAttr(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32) for name in ("maxlength", "tlength", "prebuf", "minreq", "fragsize")]


class Recorder(threading.Thread):
    """Records the null sink's monitor; :meth:`onset_after` says when the first loud sample after a moment arrived."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        lib = ctypes.CDLL("libpulse-simple.so.0")
        lib.pa_simple_new.restype = ctypes.c_void_p
        lib.pa_simple_new.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                      ctypes.c_char_p, ctypes.POINTER(_SampleSpec), ctypes.c_void_p,
                                      ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)]
        lib.pa_simple_read.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                                       ctypes.POINTER(ctypes.c_int)]
        spec = _SampleSpec(3, RATE, 1)  # signed 16-bit little-endian, mono
        attr = _BufferAttr(0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, FRAGMENT_FRAMES * 2)
        error = ctypes.c_int(0)
        self._lib = lib
        self._stream = lib.pa_simple_new(None, b"sound-delay", 2, b"bench.monitor", b"monitor",
                                         ctypes.byref(spec), None, ctypes.byref(attr), ctypes.byref(error))
        if not self._stream:
            sys.exit(f"cannot record the null sink's monitor (error {error.value})")
        self._lock = threading.Lock()
        #: (time the fragment arrived, its loudest sample's frame index or -1), in order.
        self._fragments: list[tuple[float, int]] = []

    def run(self) -> None:
        buffer = ctypes.create_string_buffer(FRAGMENT_FRAMES * 2)
        error = ctypes.c_int(0)
        while self._lib.pa_simple_read(self._stream, buffer, len(buffer), ctypes.byref(error)) == 0:
            arrived = time.monotonic()
            samples = array.array("h", buffer.raw)
            first = next((i for i, s in enumerate(samples) if abs(s) >= THRESHOLD), -1)
            with self._lock:
                self._fragments.append((arrived, first))

    def onset_after(self, moment: float, timeout: float = 3.0) -> float | None:
        """When the first loud sample after ``moment`` was played (its fragment's arrival less what came after it
        in the fragment), or ``None`` if none came within ``timeout``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                for arrived, first in self._fragments:
                    if arrived > moment and first >= 0:
                        return arrived - (FRAGMENT_FRAMES - first) / RATE
            time.sleep(0.01)
        return None


def clip_onset() -> float:
    """Seconds from the start of the card clip to its first loud sample (the clip's own attack, not a delay)."""
    clip = load_clips(resource_path("sounds"))[Cue.CARD]
    samples = array.array("h", clip.pcm)
    return next(i for i, s in enumerate(samples) if abs(s) >= THRESHOLD) / clip.rate


class ProcessPerSound:
    """What macOS did before: a player command started for every sound (``paplay`` standing in for ``afplay``)."""

    name = "process"

    def __init__(self) -> None:
        self._folder = Path(tempfile.mkdtemp(prefix="hearts-sound-files-"))

    def play(self, clip: Clip, gain: float) -> None:
        path = self._folder / f"{clip.name}-{gain}.wav"
        if not path.exists():
            path.write_bytes(wav_bytes(clip, gain))
        subprocess.run(["paplay", str(path)], check=True, capture_output=True, timeout=10)

    def probe(self, _rate: int) -> None:
        if shutil.which("paplay") is None:
            raise AudioUnavailable("paplay is not installed (Debian's pulseaudio-utils)")

    def close(self) -> None:
        pass


def measure(output: Output, recorder: Recorder, runs: int, cold: bool) -> list[float]:
    """Delays in seconds of ``runs`` card sounds through a background player on ``output``."""
    clips = load_clips(resource_path("sounds"))
    # The first sound of all opens the library and the server's first stream (the null sink then still renders
    # in two-second blocks): played and waited for here, not counted.
    output.play(clips[Cue.CARD], 1.0)
    player = SoundPlayer(clips, [output])
    player.configure(True, 100)
    attack = clip_onset()
    delays = []
    for _ in range(runs):
        time.sleep(IDLE_CLOSE * 2 if cold else 0.35)
        asked = time.monotonic()
        player.play(Cue.CARD)
        heard = recorder.onset_after(asked)
        if heard is not None:
            delays.append(heard - attack - asked)
    player.close()
    if player.unavailable:
        sys.exit(f"{output.name} could not play: {player.unavailable}")
    return delays


OUTPUTS: dict[str, Callable[[], Output]] = {
    "miniaudio": lambda: MiniaudioOutput(backends=("PULSEAUDIO",)),
    "process": ProcessPerSound,
    "PulseAudio": PulseOutput,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--outputs", default=",".join(OUTPUTS), help="which outputs, comma-separated")
    args = parser.parse_args()
    player_module.IDLE_CLOSE = IDLE_CLOSE
    with pulse_server() as address:
        os.environ["PULSE_SERVER"] = address
        recorder = Recorder()
        recorder.start()
        for name in args.outputs.split(","):
            for cold in (False, True):
                delays = measure(OUTPUTS[name](), recorder, args.runs, cold)
                kind = "cold (device closed)" if cold else "warm (device open)"
                if not delays:
                    print(f"{name:>10} {kind:>20}: no sound was heard")
                    continue
                print(f"{name:>10} {kind:>20}: median {statistics.median(delays) * 1000:5.0f} ms, "
                      f"worst {max(delays) * 1000:5.0f} ms, heard {len(delays)}/{args.runs}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
