"""A saved match can hold anything: random changes to a real save are loaded or refused with ``ValueError``.

The loader is the trust boundary between a file on disk and the engine; any other exception (a ``TypeError``
from a number where a list belongs, say) would reach the player as a crash at start.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings

from hearts_qt.engine import Match
from tests.support.save_fuzz import MUTATIONS, apply_mutations


@settings(max_examples=1000, deadline=None)
@given(mutations=MUTATIONS)
def test_a_mutated_save_loads_or_is_refused_with_value_error(mutations: list[tuple[tuple[Any, ...], str, Any]]) -> None:
    data = apply_mutations(mutations)
    try:
        loaded = Match.from_dict(data)
    except ValueError:
        return
    assert Match.from_dict(json.loads(json.dumps(loaded.to_dict()))).to_dict() == loaded.to_dict()
