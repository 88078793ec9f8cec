"""The levels the player chooses from, and what each one builds."""

from __future__ import annotations

from hearts_qt.ai import LEVELS, HardPlayer, create_player
from hearts_qt.ai.hard import DEFAULT_DEADLINE, EXPERT_DEADLINE
from hearts_qt.settings import LEVELS as CHOOSABLE


def test_expert_is_the_search_with_more_time_and_the_tree() -> None:
    expert, hard = create_player("expert", 1), create_player("hard", 1)
    assert isinstance(expert, HardPlayer) and isinstance(hard, HardPlayer)
    assert expert.deadline == EXPERT_DEADLINE > hard.deadline == DEFAULT_DEADLINE
    assert expert.tree and not hard.tree
    tuned = create_player("expert", 1, deadline=0.1)
    assert isinstance(tuned, HardPlayer) and tuned.deadline == 0.1 and tuned.tree


def test_every_level_a_player_can_choose_can_be_built() -> None:
    assert CHOOSABLE[-1] == "expert" and set(CHOOSABLE) <= set(LEVELS)
    for level in CHOOSABLE:
        create_player(level, 1)
