"""What the packaging tests share: a copy of the checkout as a fresh clone has it, and a user's clean environment."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from hearts_qt.build import ROOT

#: Built or local files a fresh clone does not have; the .qm files above all (the builds must make them).
NOT_IN_A_CLONE = (".git", ".venv", "build", "dist", "__pycache__", "*.egg-info", ".*_cache", ".hypothesis", "*.qm")


@pytest.fixture(scope="session")
def fresh_checkout(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Makes copies of the repository without its built files, one per caller, so no build sees another's output."""

    def copy(name: str) -> Path:
        target = tmp_path_factory.mktemp(name) / "hearts"
        shutil.copytree(ROOT, target, ignore=shutil.ignore_patterns(*NOT_IN_A_CLONE))
        assert not list(target.rglob("*.qm"))
        return target

    return copy


@pytest.fixture
def user_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a user who never ran the game: a fresh HOME (``tmp_path/home``) and config, no display,
    and no PYTHONPATH, so nothing from this checkout is imported by accident."""
    dropped = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH", "PYTHONHOME")
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    home = tmp_path / "home"
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"))
    return env
