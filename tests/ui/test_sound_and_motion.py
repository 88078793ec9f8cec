"""Sound and motion through the real window: which moments play which sound at what volume, a game that stays
silent and running when no device plays, the settings dialog's sound controls, reduced motion (cards put in
place with a fade, no slide) and the animation speed, both applied at once when changed mid-hand."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QMessageBox

from hearts_qt.audio import AudioUnavailable, Cue, SoundPlayer, gain, load_clips
from hearts_qt.engine import QUEEN_OF_SPADES, MoonChoice, Rules, TrickWon
from hearts_qt.resources import resource_path
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.ui.settings.dialog import SettingsDialog
from hearts_qt.ui.table.animation import PLAY_MOVE
from hearts_qt.ui.window.compose import build_window
from hearts_qt.ui.window.main_window import MainWindow
from tests.support.audio import FakeOutput

from .conftest import click_card

TIMEOUT = 20000


def sound_window(qtbot, tmp_path: Path, output: FakeOutput, **changes: object) -> MainWindow:
    """A shown window at instant speed whose sounds go to ``output`` (played at once, on the GUI thread)."""
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    settings = replace(GameSettings(), rules=Rules(players=4, passing=False), opponent_levels=("easy",) * 6,
                       animation_speed="instant", **changes)
    store.save(settings)
    player = SoundPlayer(load_clips(resource_path("sounds")), [output], background=False)
    window = build_window(store, store.load(), sound=player)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    return window


def play_one_hand(qtbot, window: MainWindow, seed: int) -> list[TrickWon]:
    """The computer plays the person's seat through one whole hand; the tricks won, in order."""
    tricks: list[TrickWon] = []
    window.controller.trick_won.connect(tricks.append)
    window.new_game(seed)
    with qtbot.waitSignal(window.controller.hand_scored, timeout=TIMEOUT):
        window.controller.set_human_autoplay("easy")
    return tricks


def test_a_hand_plays_a_card_sound_per_card_and_the_hearts_and_queen_sounds_once(qtbot, tmp_path):
    out = FakeOutput()
    window = sound_window(qtbot, tmp_path, out, volume=40)
    tricks = play_one_hand(qtbot, window, 5)
    with qtbot.waitSignal(window.table.director.idle, timeout=TIMEOUT):
        pass
    names = [name for name, _ in out.played]
    assert names.count("card") == 52
    assert names.count("hearts_broken") == 1
    assert names.count("queen_taken") == 1
    assert {level for _, level in out.played} == {gain(40)}
    # The queen's sound comes as the trick that holds it is collected: after that trick's last card, before the
    # next trick's first.
    queen_trick = next(i for i, t in enumerate(tricks) if QUEEN_OF_SPADES in t.taken)
    assert names[:names.index("queen_taken")].count("card") == 4 * (queen_trick + 1)


def test_the_moon_and_the_end_of_the_match_have_their_sounds(qtbot, tmp_path):
    out = FakeOutput()
    window = sound_window(qtbot, tmp_path, out)
    window.new_game(3)
    window.controller.moon_shot.emit(1, MoonChoice.ADD_TO_OTHERS, "Anna shot the moon!")
    assert window.table.message.text == "Anna shot the moon!"
    window.between_hands.on_game_over([0])
    window.game_over_dialog.done(QDialog.DialogCode.Rejected)
    window.between_hands.on_game_over([2])
    window.game_over_dialog.done(QDialog.DialogCode.Rejected)
    assert [name for name, _ in out.played if name != "card"] == ["moon_shot", "match_won", "match_lost"]
    window.close()  # the player is closed with the window: nothing plays after
    window.sound.play(Cue.MATCH_WON)
    assert out.played[-1] == ("match_lost", gain(GameSettings().volume)) and out.closed == 1


def test_sound_off_plays_nothing_and_turning_it_on_applies_at_once(qtbot, tmp_path):
    out = FakeOutput()
    window = sound_window(qtbot, tmp_path, out, sound=False)
    play_one_hand(qtbot, window, 5)
    assert out.played == []
    window.apply_settings(replace(window.settings, sound=True, volume=100))
    window.between_hands.on_game_over([0])
    assert out.played == [("match_won", 1.0)]


def test_with_no_device_the_game_plays_on_silently_and_the_settings_say_why(qtbot, tmp_path):
    out = FakeOutput("no device", AudioUnavailable("no sound card"))
    window = sound_window(qtbot, tmp_path, out)
    tricks = play_one_hand(qtbot, window, 5)
    assert len(tricks) == 13 and window.controller.match.history  # the hand was played and scored
    assert out.played == [] and window.sound.unavailable is not None
    assert window.settings.sound  # the setting stays
    assert not [box for box in window.findChildren(QMessageBox) if box.isVisible()]  # no dialog about it
    window.show_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentIndex(3)
    assert dialog.sound_note.isVisible()
    dialog.reject()


def test_the_settings_say_there_is_no_device_before_any_sound_was_tried(qtbot, tmp_path):
    out = FakeOutput("no device", AudioUnavailable("no sound card"))
    window = sound_window(qtbot, tmp_path, out)
    assert out.played == []  # nothing was played (nor tried): the window probed the outputs when it opened
    window.show_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentIndex(3)
    assert dialog.sound_note.isVisible()
    dialog.reject()


def test_the_settings_dialog_edits_sound_volume_and_motion(qtbot):
    previews: list[int] = []
    dialog = SettingsDialog(GameSettings(), preview_sound=previews.append)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentIndex(3)
    assert dialog.sound_check.isChecked() and dialog.volume_slider.value() == GameSettings().volume
    assert not dialog.sound_note.isVisible()
    dialog.volume_slider.setValue(80)
    qtbot.waitUntil(lambda: previews == [80])  # a sample at the volume the slider came to rest on
    dialog.reduce_motion_check.setChecked(True)
    dialog.sound_check.setChecked(False)
    assert not dialog.volume_slider.isEnabled()
    edited = dialog.settings()
    assert (edited.sound, edited.volume, edited.reduce_motion) == (False, 80, True)
    dialog.restore_defaults()
    assert dialog.volume_slider.isEnabled() and dialog.volume_slider.value() == GameSettings().volume


def test_sound_settings_round_trip_and_bad_values_take_their_defaults(tmp_path):
    path = tmp_path / "s.ini"
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    store.save(replace(GameSettings(), sound=False, volume=7, reduce_motion=True))
    loaded = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat)).load()
    assert (loaded.sound, loaded.volume, loaded.reduce_motion) == (False, 7, True)
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue("appearance/volume", "300")
    qs.setValue("appearance/sound", "loud")
    qs.sync()
    again = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    loaded = again.load()
    assert (loaded.sound, loaded.volume) == (GameSettings().sound, GameSettings().volume)
    assert len(again.load_errors) == 2


# --- motion --------------------------------------------------------------------------------------------------


def first_human_card(qtbot, window: MainWindow, seed: int):
    """Deal at instant speed and wait for the person's first turn; the legal cards."""
    turns: list[list] = []
    window.controller.human_turn.connect(turns.append)
    window.new_game(seed)
    qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
    return turns


def played_item(window: MainWindow, card):
    return next(item for item in window.table.hand if item.card == card)


def test_reduce_motion_puts_a_played_card_in_place_at_once_and_fades_it_in(qtbot, tmp_path):
    window = sound_window(qtbot, tmp_path, FakeOutput())
    turns = first_human_card(qtbot, window, 7)
    # Changed mid-hand, both settings apply to the very next card.
    window.apply_settings(replace(window.settings, animation_speed="slow", reduce_motion=True))
    card = turns.pop()[-1]
    item = played_item(window, card)
    click_card(qtbot, window, card)
    home = window.table.trick_home(0)
    assert item.pos() == home and item.rotation() == window.table.layout_.seats[0].trick_rotation
    assert item.opacity() < 0.5 and window.table.director.busy
    qtbot.waitUntil(lambda: 0.5 < item.opacity() < 1.0, timeout=TIMEOUT)  # fading in, in place
    assert item.pos() == home
    qtbot.waitUntil(lambda: item.opacity() == 1.0, timeout=TIMEOUT)


def test_without_reduce_motion_the_card_slides_and_stays_opaque(qtbot, tmp_path):
    window = sound_window(qtbot, tmp_path, FakeOutput())
    turns = first_human_card(qtbot, window, 7)
    window.apply_settings(replace(window.settings, animation_speed="slow"))
    card = turns.pop()[-1]
    item = played_item(window, card)
    start = item.pos()
    click_card(qtbot, window, card)
    home = window.table.trick_home(0)
    assert item.pos() == start and item.opacity() == 1.0
    qtbot.waitUntil(lambda: item.pos() != start and item.pos() != home, timeout=TIMEOUT)  # on its way
    assert item.opacity() == 1.0


def test_the_speed_applies_from_the_next_card_mid_hand(qtbot, tmp_path):
    window = sound_window(qtbot, tmp_path, FakeOutput())
    turns = first_human_card(qtbot, window, 7)
    window.apply_settings(replace(window.settings, animation_speed="slow"))
    assert window.table.timing.ms(PLAY_MOVE) > PLAY_MOVE
    card = turns.pop()[-1]
    click_card(qtbot, window, card)
    assert window.table.director.busy  # the card is moving, at the slow speed
    window.apply_settings(replace(window.settings, animation_speed="instant"))
    qtbot.waitUntil(lambda: bool(turns), timeout=TIMEOUT)
    card = turns.pop()[-1]
    item = played_item(window, card)
    click_card(qtbot, window, card)
    assert item.pos() == window.table.trick_home(0)  # instant again: in place as soon as it is played


def test_reduce_motion_collects_the_trick_where_it_lies(qtbot, tmp_path):
    window = sound_window(qtbot, tmp_path, FakeOutput(), reduce_motion=True)
    table = window.table
    seen: dict[str, object] = {}
    c = window.controller

    def before_trick_won(_event: object) -> None:
        # The engine has finished the trick when its last card is reported: its pause and fade at normal speed.
        if not c.match.round.current_trick and "items" not in seen:
            table.timing.factor = 1.0

    def on_trick_won(_event: TrickWon) -> None:
        if "items" not in seen:
            seen["items"] = [(item, item.pos()) for _, item in table.trick]

    c.card_played.connect(before_trick_won)
    c.trick_won.connect(on_trick_won)
    first_human_card(qtbot, window, 7)
    c.set_human_autoplay("easy")
    qtbot.waitUntil(lambda: "items" in seen, timeout=TIMEOUT)
    items = seen["items"]
    assert len(items) == 4
    qtbot.waitUntil(lambda: all(0.0 < item.opacity() < 0.9 for item, _ in items), timeout=TIMEOUT)
    assert all(item.pos() == pos and item.scale() == 1.0 for item, pos in items)  # fading, not sliding
