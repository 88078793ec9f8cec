"""Shared helpers for the AI tests: every legal table, a hand played out by computer players, and a benchmark
script loaded as a module."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from hearts_qt.ai import Player, create_player
from hearts_qt.engine import Phase, Round, Rules, Variant, deal

TABLES = [
    (variant, players)
    for variant in Variant
    for players in range(3, 8)
    if players >= (5 if variant is Variant.CANCELLATION else 3)
]


def load_benchmark(name: str) -> ModuleType:
    """The script ``benchmarks/<name>.py`` loaded as the module ``name`` (the benchmarks are not a package), with
    its folder on the import path, as when the script is run (benchmarks import each other's modules)."""
    folder = Path(__file__).resolve().parents[2] / "benchmarks"
    if str(folder) not in sys.path:
        sys.path.append(str(folder))
    path = folder / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def quick_player(level: str, seed: int) -> Player:
    """A player fast enough for tests: the hard one samples only two deals per decision."""
    return create_player(level, seed=seed, deadline=5.0, iterations=2)


def start_round(rules: Rules, seed: int) -> Round:
    rng = random.Random(seed)
    hand_number = rng.randrange(4)
    return Round.start(rules, deal(rules, rng), rules.pass_direction(hand_number),
                       dealer=rng.randrange(rules.players), hand_number=hand_number)


def play_out(rnd: Round, players: Sequence[Player]) -> Round:
    """Pass and play ``rnd`` to its end; the engine raises ``IllegalMove`` on any illegal pass or card."""
    if rnd.phase is Phase.PASSING:
        for seat in range(rnd.rules.players):
            rnd.pass_cards(seat, players[seat].choose_pass(rnd.view(seat)))
    while not rnd.is_over:
        seat = rnd.current_player
        assert seat is not None
        view = rnd.view(seat)
        card = players[seat].choose_card(view)
        assert card in view.legal
        rnd.play(card)
    return rnd
