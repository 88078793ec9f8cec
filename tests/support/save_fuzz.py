"""Random changes to a real saved match: the hypothesis strategies and how a change is applied."""

from __future__ import annotations

import contextlib
import copy
import json
import random
from typing import Any

from hypothesis import strategies as st

from hearts_qt.engine import Match, MoonChoice, Rules
from tests.engine.helpers import finish, greedy_shooter_policy

SCALAR = (st.none() | st.booleans() | st.integers() | st.integers(-10, 60) | st.floats() | st.text(max_size=30)
          | st.sampled_from(["QS", "2C", "AH", "left", "add_to_others", "standard", "hearts-qt-match"]))


# Scalars half the time: a recursive strategy alone mostly draws containers, and a number where a list belongs
# is the classic slip.
JSON = SCALAR | st.recursive(
    SCALAR, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12)


def _saved() -> dict[str, Any]:
    match = Match(Rules(target_score=1000), seed=9)
    rng = random.Random(9)
    for _ in range(2):
        finish(match.round, greedy_shooter_policy(0, rng), rng)
        match.finish_hand(MoonChoice.ADD_TO_OTHERS if match.moon_choice_needed else None)
        match.next_hand()
    for seat in range(4):
        match.round.pass_cards(seat, match.round.hand(seat)[:3])
    for _ in range(5):
        match.round.play(match.round.legal_cards()[0])
    return json.loads(json.dumps(match.to_dict()))


SAVED = _saved()


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``value`` a mutation can land: each key of each mapping, each item of each list."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.extend(_paths(item, (*path, index)))
    return out


PATHS = _paths(SAVED)[1:]


# Most places are cards in a list; the named fields (and the lists themselves) are where shapes go wrong.
FIELDS = [path for path in PATHS if isinstance(path[-1], str)]


def mutate(data: dict[str, Any], path: tuple[Any, ...], how: str, value: Any) -> None:
    """Replace, delete or duplicate what lies at ``path`` (a list item is removed or appended again)."""
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "replace":
        parent[last] = value
    elif how == "delete":
        del parent[last]
    elif isinstance(parent, list):
        parent.append(copy.deepcopy(parent[last]))
    else:
        parent[last] = [parent[last], value]


PLACES = st.sampled_from(FIELDS) | st.sampled_from(FIELDS) | st.sampled_from(FIELDS) | st.sampled_from(PATHS)


MUTATIONS = st.lists(st.tuples(PLACES, st.sampled_from(["replace", "delete", "grow"]), JSON), min_size=1, max_size=2)


def apply_mutations(mutations: list[tuple[tuple[Any, ...], str, Any]]) -> dict[str, Any]:
    data = copy.deepcopy(SAVED)
    for path, how, value in mutations:
        with contextlib.suppress(KeyError, IndexError, TypeError):  # an earlier mutation removed this place
            mutate(data, path, how, value)
    return data
