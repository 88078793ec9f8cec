"""The composition root of the interface: builds the controller, the table and its presenter, puts them in the main
window, and wires the table's intents to the controller.

The table states what the person wants (a card, a pass, "the animations are done"); only here is that connected to
the controller, so neither the view nor the window reaches into the other's work.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from hearts_qt.audio import SoundPlayer
from hearts_qt.controller import GameController, PlayerFactory
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.stats import StatsStore
from hearts_qt.ui.table import accessibility
from hearts_qt.ui.table.presenter import TablePresenter
from hearts_qt.ui.table.view import TableView
from hearts_qt.ui.window.main_window import MainWindow


def connect_table(table: TableView, controller: GameController) -> None:
    """The table says what the person wants; the controller hears it. The table hears which presentation its
    animations answer before anyone else hears of the events it presents."""
    controller.presentation_requested.connect(table.handshake.expect)
    table.presented.connect(controller.presentation_finished)
    table.card_chosen.connect(controller.play_card)
    table.pass_chosen.connect(controller.submit_pass)


def attach_game(window: MainWindow, store: SettingsStore, settings: GameSettings, *,
                player_factory: PlayerFactory | None = None, saves: SaveGameStore | None = None,
                stats: StatsStore | None = None, sound: SoundPlayer | None = None) -> None:
    """The game in ``window`` (its frame shown or not): a new controller and table for ``settings``.

    ``player_factory`` replaces the computer players (tests); without ``saves`` nothing is saved or resumed,
    without ``stats`` nothing is recorded, without ``sound`` nothing is heard.
    """
    controller = GameController(player_factory=player_factory)
    accessibility.install()  # before the table exists: its interface is made when first asked for
    table = TableView()
    connect_table(table, controller)
    presenter = TablePresenter(table, controller)
    window.attach(store, settings, controller, table, presenter, saves=saves, stats=stats,
                  sound=sound if sound is not None else SoundPlayer.silent())


def build_window(store: SettingsStore, settings: GameSettings | None = None, parent: QWidget | None = None, *,
                 player_factory: PlayerFactory | None = None, saves: SaveGameStore | None = None,
                 stats: StatsStore | None = None, sound: SoundPlayer | None = None) -> MainWindow:
    """The main window for ``settings`` (loaded from ``store`` when not given), in its saved place, with the game
    in it at once (:func:`attach_game`) and what loading found wrong told."""
    window = MainWindow(parent)
    window.place(store.window_geometry)
    attach_game(window, store, settings if settings is not None else store.load(), player_factory=player_factory,
                saves=saves, stats=stats, sound=sound)
    window.tell_loading_problems()
    return window
