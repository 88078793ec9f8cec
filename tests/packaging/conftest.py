"""What the packaging tests share: a copy of the checkout as a fresh clone has it, and a user's clean environment."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from hearts_qt.build.bundle import ROOT

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


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory, fresh_checkout: Callable[[str], Path]) -> Path:
    """``python -m hearts_qt.build`` in a fresh copy, into a temporary dist/ (a few minutes at most; once a session):
    the bundle, the tarball and (with dpkg-deb) the Debian package beside them.

    The translations come from the spec alone: ``hearts_qt.build`` only runs PyInstaller on it and adds the Linux
    desktop files, and the copy has no .qm files, so a bundle that passes its self-test proves that
    ``pyinstaller build_installer.spec`` compiles them itself.
    """
    source = fresh_checkout("bundle-source")
    dist, work = tmp_path_factory.mktemp("dist"), tmp_path_factory.mktemp("work")
    command = [sys.executable, "-m", "hearts_qt.build", "--dist", str(dist), "--work", str(work)]
    env = {**os.environ, "PYTHONPATH": str(source)}
    result = subprocess.run(command, cwd=source, env=env, capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, f"the build failed:\n{result.stdout}\n{result.stderr}"
    return dist / "hearts-qt"
