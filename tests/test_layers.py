"""The import-linter contracts in pyproject.toml hold for the code as it is, and they can fail: an import that
breaks a layer, the rooms' order, or makes a cycle, added to a copy of the package, is caught (``./test.sh`` runs
``lint-imports`` on the real tree)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is a test tool (dependency group)")


def _lint(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", "--config", str(tree / "pyproject.toml")], cwd=tree,
                          env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"}, capture_output=True, text=True,
                          check=False)


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tree = tmp_path_factory.mktemp("layers")
    shutil.copytree(ROOT / "hearts_qt", tree / "hearts_qt", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    return tree


def test_the_code_keeps_every_contract(copy: Path) -> None:
    result = _lint(copy)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("module", "line", "contract"), [
    ("engine/cards.py", "import hearts_qt.controller", "Layers"),
    ("ai/review.py", "import PySide6.QtCore", "pure Python"),
    ("ui/table/view.py", "import hearts_qt.ai.hard", "only through the controller"),
    ("ui/table/layout.py", "import hearts_qt.ui.dialogs.game", "rooms"),
    ("ui/table/view.py", "import hearts_qt.controller", "hold no controller"),
    ("text/cards.py", "import hearts_qt.text.table", "No import cycles"),
])
def test_a_broken_contract_is_caught(copy: Path, module: str, line: str, contract: str) -> None:
    path = copy / "hearts_qt" / module
    kept = path.read_text(encoding="utf-8")
    path.write_text(kept + f"\n{line}  # noqa\n", encoding="utf-8")
    try:
        result = _lint(copy)
    finally:
        path.write_text(kept, encoding="utf-8")
    assert result.returncode != 0, result.stdout
    broken = result.stdout.split("Broken contracts")[-1]  # the report names each broken contract there
    assert contract in " ".join(broken.split()), result.stdout
