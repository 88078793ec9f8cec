"""The miniaudio stream that Windows and macOS play through, run here on miniaudio's null device (which takes samples
at the sound's own pace and needs no sound card), and the outputs each system tries, decided with a faked
platform."""

from __future__ import annotations

import sys
from collections.abc import Generator

import pytest

from hearts_qt import selftest
from hearts_qt.audio import AudioUnavailable, Cue, MiniaudioOutput, SoundPlayer, load_clips, system_outputs
from hearts_qt.audio import stream as stream_module
from hearts_qt.audio.stream import BACKENDS, backends_for, library_problem
from hearts_qt.resources import resource_path

pytest.importorskip("miniaudio", reason="miniaudio has no wheel for this machine")

CLIPS = load_clips(resource_path("sounds"))


class RecordedStream(MiniaudioOutput):
    """The stream on miniaudio's null device, keeping every chunk its feed hands to the audio thread."""

    def __init__(self) -> None:
        super().__init__(backends=("NULL",))
        self.chunks: list[tuple[int, bytes]] = []  # (frames asked for, bytes given)

    def _feed(self) -> Generator[bytes, int, None]:
        inner = super()._feed()
        frames = yield next(inner)
        while True:
            chunk = inner.send(frames)
            if chunk:
                self.chunks.append((frames, chunk))
            frames = yield chunk


@pytest.mark.parametrize(("platform", "names"), [
    ("win32", ["miniaudio", "winsound"]),
    ("darwin", ["miniaudio"]),
    ("linux", ["PulseAudio", "ALSA"]),
    ("freebsd14", ["PulseAudio", "ALSA"]),
])
def test_each_system_tries_its_own_outputs(platform: str, names: list[str]) -> None:
    outputs = system_outputs(platform)
    assert [out.name for out in outputs] == names
    for out in outputs:
        if isinstance(out, MiniaudioOutput):
            assert out.backends == BACKENDS[platform]


def test_no_system_plays_into_miniaudios_null_device() -> None:
    """A machine without sound must hear of it ('no sound device'), not be sent sounds into nothing."""
    for platform in ("win32", "darwin", "linux", "sunos5"):
        assert "NULL" not in backends_for(platform)
    assert backends_for("win32")[0] == "WASAPI" and backends_for("darwin") == ("COREAUDIO",)


def test_the_stream_hands_over_every_sample_in_order_a_period_at_a_time() -> None:
    out = RecordedStream()
    player = SoundPlayer(CLIPS, [out], background=False)
    player.configure(True, 50)
    player.play(Cue.CARD)
    player.play(Cue.QUEEN_TAKEN)  # a second sound on the stream that is still open
    assert out._device is not None
    player.close()
    assert player.unavailable is None and out._device is None
    given = b"".join(chunk for _, chunk in out.chunks)
    assert given == CLIPS[Cue.CARD].scaled(0.25) + CLIPS[Cue.QUEEN_TAKEN].scaled(0.25)
    assert all(len(chunk) <= frames * 2 for frames, chunk in out.chunks)  # never more than the device asked for
    assert len(out.chunks) > 2


def test_a_probe_opens_the_stream_and_lets_it_go_without_a_sound() -> None:
    out = RecordedStream()
    out.probe(22050)
    assert out._device is None and out.chunks == []


def test_a_stream_that_stops_taking_sound_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stream_module, "STALL_SECONDS", 0.05)
    out = RecordedStream()
    out.play(CLIPS[Cue.CARD], 1.0)
    out._device.stop()  # as a device unplugged mid-game: the audio thread asks for nothing more
    with pytest.raises(AudioUnavailable, match="stopped taking sound"):
        out.play(CLIPS[Cue.CARD], 1.0)
    assert out._device is None


def test_no_audio_api_of_the_system_means_no_sound_said_in_a_sentence() -> None:
    other = "WASAPI" if sys.platform != "win32" else "COREAUDIO"
    with pytest.raises(AudioUnavailable, match="no sound device to play to"):
        MiniaudioOutput(backends=(other,)).probe(22050)


def test_without_the_library_the_stream_is_unavailable_and_the_bundle_fails_its_self_test(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert library_problem() is None
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # as if it were not installed
    assert "miniaudio" in (library_problem() or "")
    with pytest.raises(AudioUnavailable, match="miniaudio library cannot be loaded"):
        MiniaudioOutput().play(CLIPS[Cue.CARD], 1.0)
    selftest.check_sound_library()  # from source a missing library is only silence
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    selftest.check_sound_library()  # Linux's bundle plays through PulseAudio or ALSA
    for platform in ("win32", "darwin"):
        monkeypatch.setattr(sys, "platform", platform)
        with pytest.raises(selftest.SelfTestError, match="the packaged app would be silent"):
            selftest.check_sound_library()
