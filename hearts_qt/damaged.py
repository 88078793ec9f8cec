"""Where a damaged file is kept: the one naming rule for the save, the settings and the statistics.

A file that cannot be used is never deleted; it is renamed (or copied) beside itself as
``<name>.corrupt-<stamp><suffix>``, numbered when that name is taken, so the player (or we) can look at it later.

>>> aside_name(Path("/nowhere/saved-game.json")).name.startswith("saved-game.corrupt-")
True
"""

from __future__ import annotations

import time
from pathlib import Path


def aside_name(path: Path) -> Path:
    """``<name>.corrupt-<stamp><suffix>`` beside ``path``, numbered if taken (by a file or a dangling link)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while kept.exists() or kept.is_symlink():
        kept = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    return kept
