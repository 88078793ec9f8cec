"""Where the shipped resources (card art, icons, fonts, translations) live: in the PyInstaller bundle, in an
installed package (``pip install``), or in a source checkout.

The repository keeps them in ``resources/`` at its top level. The bundle carries that folder as
``<bundle>/_internal/resources``; a wheel carries it inside the package as ``hearts_qt/assets`` (``setup.py``
copies it there and compiles the translations to ``.qm``). The same relative paths hold in all three.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The package folder a wheel installs the resources into (``hearts_qt/assets``); ``setup.py`` uses this name.
PACKAGED = "assets"


def resource_root() -> Path:
    """The bundle's ``resources/``, else the installed package's ``assets/``, else the checkout's ``resources/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    package = Path(__file__).resolve().parent
    installed = package / PACKAGED
    if installed.is_dir():
        return installed
    return package.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a shipped file, e.g. ``resource_path("cards", "QS.svg")``."""
    return resource_root().joinpath(*parts)


def licence_path() -> Path:
    """The game's licence (GPL-3.0): ``COPYING`` among the installed resources, or at the top of the checkout."""
    shipped = resource_path("COPYING")
    return shipped if shipped.is_file() else Path(__file__).resolve().parent.parent / "COPYING"
