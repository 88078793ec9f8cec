"""The sound player: the game asks for a cue; a worker thread plays it on the first output that works.

The game never waits for a sound and never hears of a failure. The first output that cannot play (no library,
no device, no server) hands over to the next; when none is left, sound is off for the rest of the session: one
line in the log, no dialog, and the player's setting stays as it was (:attr:`SoundPlayer.unavailable` says why,
for the settings dialog). :meth:`SoundPlayer.probe` finds that out at startup, silently and off the GUI thread, so
that Settings can say so before any sound was asked for. Sounds asked for faster than they play (a whole trick at
instant speed) do not pile up: only the last few wait. The device is let go after some ten quiet seconds,
so the game does not hold it.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable, Mapping, Sequence

from .clips import Clip, Cue
from .outputs import AudioUnavailable, Output

log = logging.getLogger(__name__)

#: Sounds that may wait while one plays; an older one is dropped for a newer.
MAX_WAITING = 2
#: Seconds without a sound after which the device is closed (opened again by the next sound).
IDLE_CLOSE = 10.0
#: Seconds :meth:`SoundPlayer.close` waits for the worker to let the device go.
CLOSE_WAIT = 0.5
#: The sample rate a probe opens the device at when there are no clips to take it from.
PROBE_RATE = 44100


def gain(volume: int) -> float:
    """The factor on the samples for a volume of 0–100: squared, so the steps sound even to the ear.

    >>> gain(100), gain(50), gain(0)
    (1.0, 0.25, 0.0)
    """
    return (max(0, min(100, volume)) / 100) ** 2


class SoundPlayer:
    """Plays :class:`Cue` s through ``outputs`` (tried in order). With ``background`` False each sound plays on the
    caller's thread before :meth:`play` returns (tests); the game uses the worker thread."""

    def __init__(self, clips: Mapping[Cue, Clip], outputs: Sequence[Output], *, background: bool = True) -> None:
        self.clips = dict(clips)
        self._outputs = list(outputs)
        self._background = background
        self.enabled = False
        self.volume = 0
        #: Why sound is off for this session (no output could play), or None while it may play.
        self.unavailable: str | None = None
        self._waiting: deque[tuple[Clip, float]] = deque(maxlen=MAX_WAITING)
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._stopping = False
        # Only the thread that plays touches the outputs: configure() asks it to try the failed ones again.
        self._failed: list[Output] = []
        self._retry = False
        self._probe_wanted = False

    @classmethod
    def silent(cls) -> SoundPlayer:
        """A player with nothing to play (tests, the self-test: no sound ever reaches a device)."""
        return cls({}, [], background=False)

    def configure(self, enabled: bool, volume: int) -> None:
        """Apply the settings. Turning sound on again tries the outputs afresh (headphones may be plugged in now)."""
        retry = enabled and not self.enabled and self.unavailable is not None
        if retry:
            self._retry = True
            self.unavailable = None
        self.enabled, self.volume = enabled, volume
        if retry:
            self.probe()  # so that Settings knows again before a sound is tried

    def probe(self) -> None:
        """Find out, without a sound, whether an output can be opened (its device is let go at once): on the
        worker thread, so that starting the game never waits for a device. A failure is as in :meth:`play`."""
        if not self._outputs or self.unavailable is not None or self._stopping:
            return
        if not self._background:
            self._use_first_working(lambda output: output.probe(self._probe_rate()))
            return
        with self._wake:
            self._probe_wanted = True
            self._start_worker()
            self._wake.notify()

    def _probe_rate(self) -> int:
        return next((clip.rate for clip in self.clips.values()), PROBE_RATE)

    def play(self, cue: Cue) -> None:
        """Play ``cue`` (unless sound is off, muted, unavailable, or the cue has no clip); never raises."""
        clip = self.clips.get(cue)
        level = gain(self.volume)
        if not self.enabled or level <= 0 or clip is None or self.unavailable is not None or self._stopping:
            return
        if not self._background:
            self._play_now(clip, level)
            return
        with self._wake:
            self._waiting.append((clip, level))
            self._start_worker()
            self._wake.notify()

    def _start_worker(self) -> None:
        """Start the worker thread unless it runs; called holding ``_wake``."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="hearts-sound", daemon=True)
            self._thread.start()

    def close(self) -> None:
        """Stop the worker and let the device go (the window is closing). A sound still playing may finish, but
        quitting waits for it only briefly: the worker is a daemon thread, and an audio server notices a client
        that went away."""
        with self._wake:
            self._stopping = True
            self._waiting.clear()
            self._wake.notify()
        if self._thread is None:
            self._close_output()
        else:
            self._thread.join(timeout=CLOSE_WAIT)  # the worker closes the device itself: never under its feet

    # --- the worker ---------------------------------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            with self._wake:
                if not self._waiting and not self._stopping and not self._probe_wanted:
                    self._wake.wait(IDLE_CLOSE)
                if self._stopping:
                    self._close_output()
                    return
                probe, self._probe_wanted = self._probe_wanted, False
                item = self._waiting.popleft() if self._waiting and not probe else None
            if probe:
                self._use_first_working(lambda output: output.probe(self._probe_rate()))
            elif item is None:
                self._close_output()  # quiet for a while: let the device go
            else:
                self._play_now(*item)

    def _play_now(self, clip: Clip, level: float) -> None:
        self._use_first_working(lambda output: output.play(clip, level))

    def _use_first_working(self, use: Callable[[Output], None]) -> None:
        """``use`` the first output; one that fails is dropped for the next (a sound, or a probe)."""
        if self._retry:
            self._retry = False
            self._outputs, self._failed = [*self._failed, *self._outputs], []
        while self._outputs and self.unavailable is None:
            output = self._outputs[0]
            try:
                use(output)
                return
            except AudioUnavailable as exc:
                reason = str(exc)
            except Exception as exc:  # a fault in an output must cost the sound, never the game
                log.exception("sound output %s failed", output.name)
                reason = f"{output.name} failed: {exc}"
            self._drop(output, reason)

    def _drop(self, output: Output, reason: str) -> None:
        try:
            output.close()
        except Exception:  # closing a broken device may fail too; it is dropped either way
            log.debug("closing sound output %s failed", output.name, exc_info=True)
        self._outputs.remove(output)
        self._failed.append(output)
        if self._outputs:
            log.info("sound: %s; trying %s", reason, self._outputs[0].name)
        else:
            self.unavailable = reason
            log.warning("sound is off for this session: %s", reason)

    def _close_output(self) -> None:
        for output in self._outputs[:1]:
            try:
                output.close()
            except Exception:
                log.debug("closing sound output %s failed", output.name, exc_info=True)
