"""Where a lever of the hard search lives, for the benchmarks that set one by name (``--tune NAME=VALUE``).

The hard search's constants are spread over the modules of its concepts: the deals (``SURPRISE``, ``FIT``, …),
the strangers (``STRANGER_READS``, …), the judge (``MATCH_END_WEIGHT``) and the player (``MOON_MARGIN``,
``PASS_DEADLINE``, …). A lever must be set in the module that reads it, not in one that imported its value.
"""

from __future__ import annotations

from types import ModuleType

from hearts_qt.ai import deals, hard, judge, strangers

# Each module imports constants only from the ones before it, so the first that has a name is the one that reads it.
HARD_SEARCH: tuple[ModuleType, ...] = (strangers, judge, deals, hard)


def home(name: str) -> ModuleType:
    """The module of the hard search whose constant ``name`` is; :mod:`hearts_qt.ai.hard` when none has it."""
    return next((module for module in HARD_SEARCH if hasattr(module, name)), hard)
