"""Every level returns legal passes and cards in every variant and player count, and is reproducible."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_qt.ai import LEVELS, create_player
from hearts_qt.engine import Phase, Rules, Variant

from .helpers import TABLES, play_out, quick_player, start_round


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), level=st.sampled_from(LEVELS), seed=st.integers(0, 10**6),
       options=st.tuples(st.booleans(), st.booleans()))
def test_every_level_plays_legally(table: tuple[Variant, int], level: str, seed: int,
                                   options: tuple[bool, bool]) -> None:
    variant, players = table
    rules = Rules(players=players, variant=variant, queen_breaks_hearts=options[0],
                  points_on_first_trick=options[1])
    rnd = play_out(start_round(rules, seed), [quick_player(level, seed + s) for s in range(players)])
    assert rnd.is_over


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_mixed_table_plays_legally(variant: Variant, players: int) -> None:
    rules = Rules(players=players, variant=variant)
    seats = [quick_player(LEVELS[s % len(LEVELS)], s) for s in range(players)]
    assert play_out(start_round(rules, players), seats).is_over


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_same_decision(level: str) -> None:
    rnd = start_round(Rules(), 8)
    seats = [quick_player(level, s) for s in range(4)]
    twins = [quick_player(level, s) for s in range(4)]
    if rnd.phase is Phase.PASSING:
        for seat in range(4):
            view = rnd.view(seat)
            assert twins[seat].choose_pass(view) == seats[seat].choose_pass(view) == seats[seat].choose_pass(view)
            rnd.pass_cards(seat, seats[seat].choose_pass(view))
    while not rnd.is_over:
        seat = rnd.current_player
        assert seat is not None
        view = rnd.view(seat)
        card = seats[seat].choose_card(view)
        assert twins[seat].choose_card(view) == card == seats[seat].choose_card(view)
        rnd.play(card)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="Unknown computer level"):
        create_player("grandmaster")
