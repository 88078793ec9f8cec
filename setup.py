"""The wheel carries the game's resources: ``resources/`` (card art, fonts, icons, translations compiled to .qm)
is copied into the built package as ``hearts_qt/assets``, where ``hearts_qt.resources`` looks for it.

Everything else about the package is declared in ``pyproject.toml``. ``resources/`` stays at the top of the
repository because the checkout and the PyInstaller bundle use it from there. An editable install
(``pip install -e .``) copies nothing: it runs from the checkout and finds ``resources/`` beside the package, with
the .qm files compiled in place.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: Must match ``hearts_qt.resources.PACKAGED``; a test checks the wheel's layout.
PACKAGED = Path("hearts_qt") / "assets"


def compile_translations() -> None:
    """``tools/translations.py build``: every .ts to a .qm (pyside6-lrelease, a build requirement)."""
    script = ROOT / "tools" / "translations.py"
    loader_spec = importlib.util.spec_from_file_location("hearts_qt_translations_tool", script)
    assert loader_spec is not None and loader_spec.loader is not None
    tool = importlib.util.module_from_spec(loader_spec)
    loader_spec.loader.exec_module(tool)
    tool.build(quiet=True)


class BuildWithResources(build_py):
    """``build_py`` that also puts ``resources/`` (with fresh .qm files) into the package it builds."""

    def run(self) -> None:
        super().run()
        compile_translations()
        if self.editable_mode:  # the package runs from the checkout and reads resources/ where it is
            return
        target = Path(self.build_lib) / PACKAGED
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(ROOT / "resources", target)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs: list[str] = super().get_outputs(include_bytecode)
        if self.editable_mode:
            return outputs
        return [*outputs, *(str(p) for p in sorted((Path(self.build_lib) / PACKAGED).rglob("*")) if p.is_file())]


setup(cmdclass={"build_py": BuildWithResources})
