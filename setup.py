"""The wheel carries the game's resources: ``resources/`` (card art, fonts, icons, translations compiled to .qm)
and the licence (``COPYING``, which the About box shows) are copied into the built package as ``hearts_qt/assets``,
where ``hearts_qt.resources`` looks for them. The long description is the README with absolute links
(``hearts_qt.package_index``), so a package index shows its pictures.

Everything else about the package is declared in ``pyproject.toml``. ``resources/`` stays at the top of the
repository because the checkout and the PyInstaller bundle use it from there. An editable install
(``pip install -e .``) copies nothing: it runs from the checkout and finds ``resources/`` beside the package, with
the .qm files compiled in place.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))  # hearts_qt.package_index, from this source tree (the build may run elsewhere)

from hearts_qt.package_index import index_readme  # noqa: E402

#: Must match ``hearts_qt.resources.PACKAGED``; a test checks the wheel's layout.
PACKAGED = Path("hearts_qt") / "assets"


def compile_translations() -> None:
    """``tools/translations.py build``: every .ts to a .qm, with pyside6-lrelease.

    An unpacked sdist (it has PKG-INFO) ships them compiled and is built without Qt's tools: its .qm files are
    used as they are, and only checked to be all there.
    """
    script = ROOT / "tools" / "translations.py"
    loader_spec = importlib.util.spec_from_file_location("hearts_qt_translations_tool", script)
    assert loader_spec is not None and loader_spec.loader is not None
    tool = importlib.util.module_from_spec(loader_spec)
    loader_spec.loader.exec_module(tool)
    if (ROOT / "PKG-INFO").is_file():
        missing = [ts.name for ts in sorted(tool.TS_DIR.glob("*.ts")) if not ts.with_suffix(".qm").is_file()]
        if missing:
            raise SystemExit(f"this sdist lacks the compiled translations of {', '.join(missing)}")
        return
    tool.build(quiet=True)


class BuildWithResources(build_py):
    """``build_py`` that also puts ``resources/`` (with fresh .qm files) and the licence into the package."""

    def run(self) -> None:
        super().run()
        compile_translations()
        if self.editable_mode:  # the package runs from the checkout and reads resources/ where it is
            return
        target = Path(self.build_lib) / PACKAGED
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(ROOT / "resources", target)
        shutil.copyfile(ROOT / "COPYING", target / "COPYING")

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs: list[str] = super().get_outputs(include_bytecode)
        if self.editable_mode:
            return outputs
        return [*outputs, *(str(p) for p in sorted((Path(self.build_lib) / PACKAGED).rglob("*")) if p.is_file())]


class SdistWithTranslations(sdist):
    """The sdist carries the compiled translations, so that the wheel is built from it without Qt's tools."""

    def run(self) -> None:
        compile_translations()
        super().run()


setup(
    cmdclass={"build_py": BuildWithResources, "sdist": SdistWithTranslations},
    long_description=index_readme((ROOT / "README.md").read_text(encoding="utf-8")),
    long_description_content_type="text/markdown",
)
