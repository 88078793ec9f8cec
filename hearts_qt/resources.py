"""Where the shipped resources (card art, icons, fonts, translations) live, from source and from the bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """``resources/`` beside the package when run from source; inside the bundle when packaged by PyInstaller."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a shipped file, e.g. ``resource_path("cards", "QS.svg")``."""
    return resource_root().joinpath(*parts)
