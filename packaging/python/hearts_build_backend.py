"""The build backend of the Python package: setuptools, asking for Qt's translation compiler only when it needs it.

A checkout has the translations as ``.ts`` sources; ``setup.py`` compiles them to ``.qm`` with
``pyside6-lrelease``, which comes with PySide6-Essentials, so building from a checkout asks for it. An sdist
carries the compiled ``.qm`` files (and its ``PKG-INFO``): building the wheel from it needs setuptools alone and
downloads no Qt. Everything else is setuptools' own backend.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import build_meta
from setuptools.build_meta import (  # noqa: F401 (the hooks this backend passes on unchanged)
    build_editable,
    build_sdist,
    build_wheel,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

#: What compiles the translations; the range is the game's own (pyproject.toml's dependencies).
LRELEASE = [
    "PySide6-Essentials>=6.11,<6.13,!=6.12.0; python_version < '3.12'",
    "PySide6-Essentials>=6.11,<6.13; python_version >= '3.12'",
]


def from_sdist(root: Path | None = None) -> bool:
    """Whether the tree being built is an unpacked sdist (it has ``PKG-INFO``), whose ``.qm`` files are shipped."""
    return ((root or Path.cwd()) / "PKG-INFO").is_file()


def extra_requires(root: Path | None = None) -> list[str]:
    """What building ``root`` (the current folder) needs besides setuptools: Qt's tools unless it is an sdist."""
    return [] if from_sdist(root) else list(LRELEASE)


def _with_lrelease(requires: list[str]) -> list[str]:
    return [*requires, *extra_requires()]


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    return _with_lrelease(build_meta.get_requires_for_build_wheel(config_settings))


def get_requires_for_build_sdist(config_settings: dict[str, object] | None = None) -> list[str]:
    return _with_lrelease(build_meta.get_requires_for_build_sdist(config_settings))


def get_requires_for_build_editable(config_settings: dict[str, object] | None = None) -> list[str]:
    return _with_lrelease(build_meta.get_requires_for_build_editable(config_settings))
