"""Save and resume through the real window: every phase of a hand comes back as it was and play goes on from there.

Matches are brought to a phase with the engine (so each case is exact), saved with the store, and resumed by a
window at instant speed; the tests wait on the controller's signals.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from hearts_qt import bootstrap
from hearts_qt.engine import Match, MoonChoice, Phase, Rules, Variant
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.ui.window.compose import build_window
from hearts_qt.ui.window.main_window import MainWindow
from tests.support.clicking import close_score_sheet, play_match
from tests.support.players import LowPlayer

from .conftest import click_card

TIMEOUT = 15000
NAMES = ("Me", "Ann", "Bob", "Cy")
LEVELS = ("human", "easy", "easy", "easy")


@pytest.fixture
def saves(tmp_path: Path) -> SaveGameStore:
    return SaveGameStore(tmp_path / "data")


@pytest.fixture
def open_window(qtbot, tmp_path: Path, saves: SaveGameStore) -> Callable[..., MainWindow]:
    def make(rules: Rules | None = None, factory=None, *, confirm_received: bool = False) -> MainWindow:
        store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
        store.save(replace(GameSettings(), rules=rules or Rules(), opponent_levels=("easy",) * 6,
                           animation_speed="instant", confirm_received=confirm_received))
        window = build_window(store, store.load(), player_factory=factory, saves=saves)
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        return window

    return make


def lowest_until(match: Match, done: Callable[[Match], bool]) -> Match:
    """Everyone plays their lowest legal card until ``done``."""
    while not done(match):
        match.round.play(match.round.legal_cards()[0])
    return match


def resume(qtbot, window: MainWindow, signal) -> list:
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    with qtbot.waitSignal(signal, timeout=TIMEOUT) as blocker:
        window.resume_or_new_game()
    assert any(text.startswith("Welcome back: your game was restored.") for text in shown)
    assert window.controller.names == list(NAMES)
    return blocker.args


def assert_table_shows(window: MainWindow, match: Match) -> None:
    t, view = window.table, match.round.view(0)
    assert sorted(str(i.card) for i in t.hand) == sorted(str(c) for c in view.hand)
    assert all(i.face_up for i in t.hand)
    for seat in range(1, match.rules.players):
        assert len(t.backs[seat]) == view.hand_sizes[seat]
    assert [(seat, item.card) for seat, item in t.trick] == list(view.current_trick)
    for seat, item in t.trick:
        assert item.pos() == t.trick_home(seat) and item.isVisible()
    for seat in range(match.rules.players):
        assert t.plates[seat].name == NAMES[seat]
        assert t.plates[seat].hand_points == view.points_taken[seat]
        assert t.plates[seat].total == view.match_scores[seat]


def test_passing_before_the_person_passed(qtbot, open_window, saves):
    match = Match(Rules(), seed=4)
    saves.save(match, NAMES, LEVELS)
    window = open_window()
    (view,) = resume(qtbot, window, window.controller.pass_requested)
    assert_table_shows(window, match)
    assert window.table.mode == "pass" and window.table.pass_button.isVisible()
    for card in view.hand[:3]:
        click_card(qtbot, window, card)
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        qtbot.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)


def test_passing_after_the_person_passed(qtbot, open_window, saves):
    match = Match(Rules(), seed=4)
    passed = match.round.hand(0)[-3:]
    match.round.pass_cards(0, passed)
    match.round.pass_cards(2, match.round.hand(2)[:3])
    saves.save(match, NAMES, LEVELS)
    window = open_window()
    table = window.table
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        window.resume_or_new_game()
        assert sorted(str(i.card) for i in table.selected()) == sorted(str(c) for c in passed)
        assert table.mode == "idle" and not table.pass_button.isVisible()
        assert [p.note for p in table.plates[:4]] == ["✓", "", "✓", ""]
    assert window.controller.match.round.phase is Phase.PLAYING
    assert not any(str(i.card) in {str(c) for c in passed} for i in table.hand)


def test_received_cards_waiting_for_ok_wait_again(qtbot, open_window, saves):
    """Quit while the cards passed to you waited for OK: they come back raised and marked, and nobody plays until
    OK, as before."""
    match = Match(Rules(), seed=4)
    for seat in range(4):
        match.round.pass_cards(seat, match.round.hand(seat)[:3])
    received = match.round.view(0).received
    saves.save(match, NAMES, LEVELS)
    window = open_window(confirm_received=True)
    table = window.table
    played: list = []
    window.controller.card_played.connect(played.append)
    resume(qtbot, window, window.controller.hand_resumed)
    qtbot.waitUntil(lambda: table.ok_button.isVisible(), timeout=TIMEOUT)
    assert sorted(str(i.card) for i in table.hand if i.received) == sorted(str(c) for c in received)
    assert table.message.text == "Cy passed you these cards."
    qtbot.wait(300)
    assert not played and window.statusBar().currentMessage().startswith("Welcome back")
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT):
        qtbot.mouseClick(table.ok_button, Qt.MouseButton.LeftButton)
    assert not any(i.received for i in table.hand)


def test_mid_trick_cards_lie_in_front_of_their_players(qtbot, open_window, saves):
    match = lowest_until(Match(Rules(passing=False), seed=8),
                         lambda m: len(m.round.tricks) >= 2 and m.round.current_trick
                         and m.round.current_player == 0)
    saves.save(match, NAMES, LEVELS)
    window = open_window()
    (legal,) = resume(qtbot, window, window.controller.human_turn)
    assert legal == match.round.legal_cards()
    assert window.table.trick
    assert_table_shows(window, match)
    with qtbot.waitSignal(window.controller.card_played, timeout=TIMEOUT) as played:
        click_card(qtbot, window, legal[0])
    assert played.args[0].card == legal[0]


def test_between_tricks(qtbot, open_window, saves):
    match = lowest_until(Match(Rules(passing=False), seed=8),
                         lambda m: len(m.round.tricks) == 3 and not m.round.current_trick)
    saves.save(match, NAMES, LEVELS)
    window = open_window()
    resume(qtbot, window, window.controller.turn_changed)
    assert not window.table.trick
    assert_table_shows(window, match)
    assert sum(p.hand_points for p in window.table.plates[:4]) == sum(match.round.points_taken())


def test_a_pending_moon_choice_is_asked_again(qtbot, open_window, saves):
    match = Match(Rules(passing=False, target_score=25), seed=112)
    while not match.round.is_over:
        legal = match.round.legal_cards()
        match.round.play(legal[-1] if match.round.current_player == 0 else legal[0])
    assert match.moon_choice_needed
    saves.save(match, NAMES, LEVELS)
    window = open_window(Rules(passing=False, target_score=25), factory=LowPlayer)
    resume(qtbot, window, window.controller.moon_choice_needed)
    assert window.moon_dialog is not None and window.moon_dialog.isVisible()
    assert window.table.hand == [] and window.table.trick == []
    with qtbot.waitSignal(window.controller.hand_scored, timeout=TIMEOUT) as scored:
        qtbot.mouseClick(window.moon_dialog.subtract_button, Qt.MouseButton.LeftButton)
    assert scored.args[0].scores == (-26, 0, 0, 0)
    assert saves.load().match.hand_scored


def test_a_scored_hand_shows_the_score_sheet_then_deals_on(qtbot, open_window, saves):
    match = Match(Rules(passing=False), seed=5)
    lowest_until(match, lambda m: m.round.is_over)
    result = match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
    saves.save(match, NAMES, LEVELS)
    window = open_window()
    (shown,) = resume(qtbot, window, window.controller.hand_scored)
    assert shown == result
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert [p.total for p in window.table.plates[:4]] == list(match.scores)
    with qtbot.waitSignal(window.controller.hand_dealt, timeout=TIMEOUT) as dealt:
        close_score_sheet(qtbot, window)
    assert dealt.args[0].hand_number == 1


def test_closing_saves_and_the_next_start_resumes(qtbot, tmp_path: Path, saves):
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    store.save(replace(GameSettings(), opponent_levels=("easy",) * 6))
    first = bootstrap.build_main_window(store, speed="instant", saves=saves)
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.controller.pass_requested, timeout=TIMEOUT):
        first.show()
    hand = [str(i.card) for i in first.table.hand]
    first.close()
    assert saves.path.exists()
    store.save(replace(store.load(), rules=Rules(players=5)))
    second = bootstrap.build_main_window(store, speed="instant", saves=saves)
    qtbot.addWidget(second)
    with qtbot.waitSignal(second.controller.pass_requested, timeout=TIMEOUT):
        second.show()
    assert second.statusBar().currentMessage() == ("Welcome back: your game was restored. It keeps its own rules; "
                                                   "your settings apply to the next new game.")
    assert [str(i.card) for i in second.table.hand] == hand
    assert second.controller.match.rules.players == 4
    assert second.settings.rules.players == 5
    second.close()


def test_cards_picked_to_pass_are_picked_again_after_quitting(qtbot, tmp_path: Path, saves):
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    store.save(replace(GameSettings(), opponent_levels=("easy",) * 6))
    first = bootstrap.build_main_window(store, speed="instant", saves=saves)
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.controller.pass_requested, timeout=TIMEOUT) as asked:
        first.show()
    picked = list(asked.args[0].hand[-2:])
    for card in picked:  # two of the three cards, then quit
        click_card(qtbot, first, card)
    first.close()
    assert saves.load().selected == tuple(picked)  # type: ignore[union-attr]
    second = bootstrap.build_main_window(store, speed="instant", saves=saves)
    qtbot.addWidget(second)
    with qtbot.waitSignal(second.controller.pass_requested, timeout=TIMEOUT):
        second.show()
    table = second.table
    assert [item.card for item in table.selected()] == picked and not table.pass_button.isEnabled()
    third = next(item.card for item in table.hand if not item.selected_for_pass)
    click_card(qtbot, second, third)  # the third card: the pass can go
    assert table.pass_button.isEnabled()
    with qtbot.waitSignal(second.controller.passes_exchanged, timeout=TIMEOUT):
        qtbot.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    second.controller.shutdown()


@pytest.mark.parametrize("selected", [["QS", "QS"], ["2C", "3C", "4C", "5C"], ["XX"], "QS", [1]])
def test_a_save_whose_picked_cards_are_unusable_is_kept_aside(saves, selected) -> None:
    match = Match(Rules(), seed=4)
    saves.save(match, NAMES, LEVELS)
    data = json.loads(saves.path.read_text(encoding="utf-8"))
    data["selected"] = selected
    saves.path.write_text(json.dumps(data), encoding="utf-8")
    assert saves.load() is None
    assert saves.last_error is not None and "damaged" in saves.last_error


def test_picked_cards_not_in_the_hand_or_after_the_pass_are_unusable(saves) -> None:
    match = Match(Rules(), seed=4)
    other = match.round.hand(1)[0]
    assert saves.save(match, NAMES, LEVELS, [other])
    assert saves.load() is None
    match.round.pass_cards(0, match.round.hand(0)[:3])
    assert saves.save(match, NAMES, LEVELS, [match.round.hand(0)[5]])
    assert saves.load() is None
    assert saves.save(Match(Rules(), seed=4), NAMES, LEVELS, [Match(Rules(), seed=4).round.hand(0)[0]])
    loaded = saves.load()
    assert loaded is not None and len(loaded.selected) == 1


def test_a_corrupt_save_is_reported_and_a_new_game_starts(qtbot, open_window, saves):
    saves.directory.mkdir(parents=True)
    saves.path.write_text("{ not json", encoding="utf-8")
    window = open_window()
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.resume_or_new_game()
    box = window.problems.current
    assert box is not None and box.isVisible()
    kept = list(saves.directory.glob("saved-game.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
    assert box.text() == (f"Your saved game was damaged and could not be restored; a copy is kept at {kept[0]}; "
                          "a new game was started.")
    assert box.detailedText().startswith(f"{kept[0]}: not valid JSON")
    box.accept()
    assert window.problems.current is None


def test_autosave_after_a_pass_and_cleared_by_a_new_game(qtbot, open_window, saves):
    window = open_window()
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT) as asked:
        window.new_game(3)
    for card in asked.args[0].hand[:3]:
        click_card(qtbot, window, card)
    with qtbot.waitSignal(window.controller.passes_exchanged, timeout=TIMEOUT):
        qtbot.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)
    saved = saves.load()
    assert saved is not None and saved.match.round.has_passed(0) and saved.match.seed == 3
    cleared: list[bool] = []
    window.controller.hand_dealt.connect(lambda _view: cleared.append(not saves.path.exists()))
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.menus.new_action.trigger()
    assert cleared == [True]
    saved = saves.load()
    assert saved is None or (saved.match.seed != 3 and not saved.match.round.has_passed(0))


def test_the_save_is_cleared_at_game_over(qtbot, open_window, saves):
    window = open_window(Rules(players=3, target_score=25))
    seen: list[bool] = []
    window.controller.hand_scored.connect(lambda _r: seen.append(saves.path.exists()))
    play_match(qtbot, window, seed=5)
    assert seen and all(seen[:-1])
    assert not saves.path.exists()
    window.close()
    assert not saves.path.exists()


def test_build_main_window_without_saves_touches_no_save(qtbot, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(SaveGameStore, "save", lambda *a: pytest.fail("saved without a store"))
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    window = bootstrap.build_main_window(store, speed="instant")
    qtbot.addWidget(window)
    assert window.saves is None
    window.close()


def test_a_resumed_cancellation_trick_shows_its_cancelled_twins(qtbot, tmp_path: Path, saves):
    names, levels = ("Me", "Ann", "Bob", "Cy", "Di"), ("human", "easy", "easy", "easy", "easy")
    rules = Rules(players=5, variant=Variant.CANCELLATION)
    for seed in range(1, 60):
        match = Match(rules, seed=seed)
        rnd = match.round
        while not rnd.is_over and not (rnd.current_trick and len({c for _, c in rnd.current_trick})
                                       < len(rnd.current_trick) and rnd.current_player != 0):
            rnd.play(rnd.legal_cards()[-1])
        if not rnd.is_over:
            break
    else:
        pytest.fail("no deal gave a trick with twins in it")
    twins = [card for _, card in rnd.current_trick if [c for _, c in rnd.current_trick].count(card) > 1]
    saves.save(match, names, levels)
    store = SettingsStore(QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat))
    store.save(replace(GameSettings(), rules=rules, opponent_levels=("easy",) * 6, animation_speed="instant"))
    window = build_window(store, store.load(), saves=saves)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.hand_resumed, timeout=TIMEOUT):
        window.resume_or_new_game()
    qtbot.waitUntil(lambda: bool(window.table.trick))
    marked = {item.card: item.cancelled for _, item in window.table.trick}
    assert all(marked[card] for card in twins) and not all(marked.values()), marked
    window.controller.shutdown()
