"""The engine and the AI are pure Python, and the wording, settings and controller use no more of Qt than QtCore:
importing every module of each, one by one, loads nothing more (the import-linter contracts in pyproject.toml say
the same of the import graph; this checks what Python really loads)."""

from __future__ import annotations

import subprocess
import sys

import pytest

_WALK = (
    "import importlib, pkgutil, sys\n"
    "root = importlib.import_module({package!r})\n"
    "names = [root.__name__]\n"
    "if hasattr(root, '__path__'):\n"
    "    names += [m.name for m in pkgutil.walk_packages(root.__path__, root.__name__ + '.')]\n"
    "for name in names:\n"
    "    importlib.import_module(name)\n"
    "print(len(names))\n"
    "print(','.join(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))))\n"
)


def _walk(package: str) -> tuple[int, set[str]]:
    """Import every module of ``package`` in a fresh interpreter: how many, and which Qt modules that loaded."""
    out = subprocess.run([sys.executable, "-c", _WALK.format(package=package)], capture_output=True, text=True,
                         check=True)
    count, loaded = out.stdout.splitlines()
    return int(count), set(filter(None, loaded.split(",")))


@pytest.mark.parametrize("package", ["hearts_qt.engine", "hearts_qt.ai", "hearts_qt.looks", "hearts_qt.arena"])
def test_pure_packages_load_no_qt(package: str) -> None:
    count, loaded = _walk(package)
    assert count >= 1 and loaded == set()


@pytest.mark.parametrize("package", ["hearts_qt.text", "hearts_qt.settings", "hearts_qt.controller",
                                     "hearts_qt.savegame", "hearts_qt.stats"])
def test_core_packages_load_no_more_than_qtcore(package: str) -> None:
    count, loaded = _walk(package)
    assert count >= 1 and {m for m in loaded if m.startswith("PySide6.Qt")} <= {"PySide6.QtCore"}


def test_the_walk_sees_every_submodule() -> None:
    """Not just the package: the AI's modules are all imported (a Qt import hidden in one would be seen)."""
    count, _ = _walk("hearts_qt.ai")
    assert count > 10
