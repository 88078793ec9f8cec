"""The engine and the AI are pure Python: importing them loads no Qt."""

from __future__ import annotations

import subprocess
import sys


def test_engine_and_ai_import_no_pyside6() -> None:
    code = (
        "import sys, importlib, pkgutil\n"
        "import hearts_qt.engine\n"
        "try:\n    import hearts_qt.ai\nexcept ModuleNotFoundError:\n    pass\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
