"""Sound without Qt: the shipped clips, the volume, the player's fall-back from output to output, its worker thread,
and the ALSA output writing real samples through libasound (on a file device, where the library exists)."""

from __future__ import annotations

import array
import ctypes.util
import logging
import sys
import threading
import wave
from pathlib import Path

import pytest

from hearts_qt.audio import AudioUnavailable, Clip, Cue, SoundPlayer, gain, load_clips, system_outputs
from hearts_qt.audio import player as player_module
from hearts_qt.audio.outputs import AlsaOutput, PulseOutput, wav_bytes
from hearts_qt.resources import resource_path
from tests.support.audio import FakeOutput

SOUNDS = resource_path("sounds")


def clips() -> dict[Cue, Clip]:
    return load_clips(SOUNDS)


def test_every_cue_has_a_short_valid_sound_and_the_folder_its_licence() -> None:
    for cue in Cue:
        with wave.open(str(SOUNDS / f"{cue.value}.wav"), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            assert 0.03 < wav.getnframes() / wav.getframerate() <= 1.5
            samples = array.array("h", wav.readframes(wav.getnframes()))
        if sys.byteorder == "big":
            samples.byteswap()
        peak = max(abs(s) for s in samples)
        assert 16000 < peak < 32000, cue  # audible, and below full scale (no clipping)
        assert abs(samples[-1]) < 200, cue  # faded out: no click at the end
    assert set(clips()) == set(Cue)
    licence = (SOUNDS / "LICENSE.txt").read_text(encoding="utf-8")
    assert "CC0" in licence and "tools/make_sounds.py" in licence


def test_volume_is_a_squared_gain_and_scales_the_samples() -> None:
    assert [gain(v) for v in (0, 50, 100, 150, -5)] == [0.0, 0.25, 1.0, 1.0, 0.0]
    clip = Clip("x", 22050, array.array("h", [1000, -2000, 32767]).tobytes())
    assert array.array("h", clip.scaled(0.5)).tolist() == [500, -1000, 16384]
    assert clip.scaled(1.0) == clip.pcm
    with wave.open(__import__("io").BytesIO(wav_bytes(clip, 0.5)), "rb") as wav:
        assert wav.readframes(3) == clip.scaled(0.5)


def test_a_missing_or_damaged_sound_file_leaves_only_its_cue_silent(tmp_path: Path, caplog) -> None:
    for cue in Cue:
        (tmp_path / f"{cue.value}.wav").write_bytes((SOUNDS / f"{cue.value}.wav").read_bytes())
    (tmp_path / "card.wav").write_bytes(b"RIFF nonsense")
    (tmp_path / "moon_shot.wav").unlink()
    with caplog.at_level(logging.WARNING):
        loaded = load_clips(tmp_path)
    assert set(loaded) == set(Cue) - {Cue.CARD, Cue.MOON_SHOT}
    assert "card" in caplog.text and "moon_shot" in caplog.text


def test_each_cue_plays_its_clip_at_the_set_volume() -> None:
    out = FakeOutput()
    player = SoundPlayer(clips(), [out], background=False)
    player.configure(True, 60)
    for cue in Cue:
        player.play(cue)
    assert out.played == [(cue.value, gain(60)) for cue in Cue]


def test_sound_off_or_volume_zero_plays_nothing() -> None:
    out = FakeOutput()
    player = SoundPlayer(clips(), [out], background=False)
    player.configure(False, 80)
    player.play(Cue.CARD)
    player.configure(True, 0)
    player.play(Cue.CARD)
    assert out.played == []
    player.configure(True, 100)
    player.play(Cue.CARD)
    assert out.played == [("card", 1.0)]
    player.close()
    player.play(Cue.CARD)
    assert out.played == [("card", 1.0)] and out.closed == 1


def test_an_output_that_cannot_play_hands_over_to_the_next() -> None:
    broken, working = FakeOutput("broken", AudioUnavailable("no server")), FakeOutput("working")
    player = SoundPlayer(clips(), [broken, working], background=False)
    player.configure(True, 100)
    player.play(Cue.CARD)
    player.play(Cue.HEARTS_BROKEN)
    assert working.played == [("card", 1.0), ("hearts_broken", 1.0)]
    assert broken.closed == 1 and player.unavailable is None


@pytest.mark.parametrize("failure", [AudioUnavailable("no device"), RuntimeError("a bug in the output")])
def test_no_output_that_plays_turns_sound_off_for_the_session_quietly(failure: Exception, caplog) -> None:
    out = FakeOutput("only", failure)
    player = SoundPlayer(clips(), [out], background=False)
    player.configure(True, 100)
    with caplog.at_level(logging.WARNING):
        for cue in Cue:
            player.play(cue)  # never raises
    assert player.unavailable is not None and str(failure) in player.unavailable
    assert sum("sound is off for this session" in r.getMessage() for r in caplog.records) == 1
    assert player.enabled  # the setting stays as the player chose it
    out.fail = None
    player.play(Cue.CARD)
    assert out.played == [], "an output that failed is not tried again by itself"
    player.configure(False, 100)
    player.configure(True, 100)  # turning sound on again tries afresh
    player.play(Cue.CARD)
    assert out.played == [("card", 1.0)] and player.unavailable is None


def test_the_worker_plays_in_order_drops_a_backlog_and_lets_the_device_go(monkeypatch) -> None:
    monkeypatch.setattr(player_module, "IDLE_CLOSE", 0.05)
    gate, started, done = threading.Event(), threading.Event(), threading.Event()

    class Slow(FakeOutput):
        def play(self, clip: Clip, level: float) -> None:
            started.set()
            gate.wait(10)
            super().play(clip, level)
            if len(self.played) == 1 + player_module.MAX_WAITING:
                done.set()

    out = Slow()
    player = SoundPlayer(clips(), [out])
    player.configure(True, 100)
    player.play(Cue.CARD)
    assert started.wait(10)  # the first sound is playing (and blocked): the rest queue up
    for cue in (Cue.HEARTS_BROKEN, Cue.QUEEN_TAKEN, Cue.MOON_SHOT, Cue.MATCH_WON):
        player.play(cue)
    gate.set()
    assert done.wait(10)
    assert [name for name, _ in out.played] == ["card", "moon_shot", "match_won"]  # the oldest waiting were dropped
    started.clear()
    player.close()
    assert out.closed >= 1
    player.play(Cue.CARD)  # after close: nothing plays, nothing raises
    assert not started.wait(0.2)


def test_a_probe_finds_the_output_that_works_without_a_sound(caplog) -> None:
    broken, working = FakeOutput("broken", AudioUnavailable("no server")), FakeOutput("working")
    player = SoundPlayer(clips(), [broken, working], background=False)
    player.probe()
    assert working.probed == [clips()[Cue.CARD].rate] and working.played == [] and broken.closed == 1
    assert player.unavailable is None
    only = FakeOutput("only", AudioUnavailable("no sound card"))
    silent = SoundPlayer(clips(), [only], background=False)
    with caplog.at_level(logging.WARNING):
        silent.probe()  # never raises
    assert silent.unavailable is not None and "no sound card" in silent.unavailable  # known before any sound
    silent.configure(True, 100)
    silent.play(Cue.CARD)
    assert only.played == []


def test_the_probe_runs_on_the_worker_thread() -> None:
    probed = threading.Event()
    threads: list[str] = []

    class Watched(FakeOutput):
        def probe(self, rate: int) -> None:
            threads.append(threading.current_thread().name)
            probed.set()
            super().probe(rate)

    player = SoundPlayer(clips(), [Watched("none", AudioUnavailable("no device"))])
    player.probe()
    assert probed.wait(10)
    player.close()
    assert threads == ["hearts-sound"] and player.unavailable is not None


def test_the_silent_player_plays_nothing() -> None:
    player = SoundPlayer.silent()
    player.configure(True, 100)
    player.play(Cue.CARD)
    assert player.unavailable is None


def test_the_system_outputs_on_this_platform() -> None:
    names = [out.name for out in system_outputs()]
    expected = {"win32": ["miniaudio", "winsound"], "darwin": ["miniaudio"]}.get(sys.platform, ["PulseAudio", "ALSA"])
    assert names == expected


ALSA = ctypes.util.find_library("asound") is not None


@pytest.mark.skipif(not sys.platform.startswith("linux") or not ALSA, reason="needs libasound")
def test_alsa_writes_the_scaled_samples_to_a_device(tmp_path: Path) -> None:
    """libasound's own ``file`` device (over its ``null`` device) stands in for a sound card: it keeps what is
    written, so the samples that reach ALSA can be compared with the clips."""
    raw = tmp_path / "out.raw"
    out = AlsaOutput(f"file:FILE={raw},FORMAT=raw")
    loaded = clips()
    player = SoundPlayer(loaded, [out], background=False)
    player.configure(True, 50)
    player.play(Cue.CARD)
    player.play(Cue.QUEEN_TAKEN)  # a second clip on the same, drained and prepared again, device
    player.close()
    assert player.unavailable is None
    assert raw.read_bytes() == loaded[Cue.CARD].scaled(0.25) + loaded[Cue.QUEEN_TAKEN].scaled(0.25)


@pytest.mark.skipif(not sys.platform.startswith("linux") or not ALSA, reason="needs libasound")
def test_an_alsa_probe_opens_the_device_and_writes_nothing(tmp_path: Path) -> None:
    raw = tmp_path / "probe.raw"
    out = AlsaOutput(f"file:FILE={raw},FORMAT=raw")
    out.probe(44100)
    assert out._pcm is None  # let go at once
    assert not raw.exists() or raw.read_bytes() == b""


@pytest.mark.skipif(not sys.platform.startswith("linux") or not ALSA, reason="needs libasound")
def test_alsa_without_such_a_device_fails_quietly(capfd) -> None:
    out = AlsaOutput("hearts_no_such_device")
    with pytest.raises(AudioUnavailable, match="hearts_no_such_device"):
        out.play(clips()[Cue.CARD], 1.0)
    with pytest.raises(AudioUnavailable, match="hearts_no_such_device"):
        out.probe(44100)
    assert capfd.readouterr().err == ""  # ALSA's own error printing is silenced


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PulseAudio is tried on Linux")
def test_pulseaudio_without_a_library_or_server_is_unavailable(monkeypatch) -> None:
    monkeypatch.setenv("PULSE_SERVER", "unix:/nonexistent/hearts-test-socket")
    with pytest.raises(AudioUnavailable):
        PulseOutput().play(clips()[Cue.CARD], 1.0)
