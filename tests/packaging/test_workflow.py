"""The release workflow (``.github/workflows/release.yml``) checked here by actionlint, with shellcheck on its run
steps where it is installed: no machine here runs GitHub Actions, so a tool reads it as GitHub would. And the
promises the workflow makes: the three systems, each with tests, bundle, self-test, installer and upload, and the
release on a tag."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from hearts_qt.build.bundle import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def actionlint() -> str | None:
    """The actionlint of this environment (the ``test`` extra installs one), else one on PATH."""
    suffix = ".exe" if sys.platform == "win32" else ""
    local = Path(sysconfig.get_path("scripts")) / f"actionlint{suffix}"
    return str(local) if local.is_file() else shutil.which("actionlint")


@pytest.mark.skipif(actionlint() is None and not sys.platform.startswith("linux"),
                    reason="actionlint is not installed (the test extra installs it)")
def test_actionlint_finds_nothing_wrong_in_the_workflow():
    tool = actionlint()
    assert tool is not None, "actionlint is missing: pip install -e '.[test]'"
    result = subprocess.run([tool, "-no-color", str(WORKFLOW)], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(actionlint() is None, reason="actionlint is not installed")
def test_actionlint_would_catch_a_mistake(tmp_path: Path):
    """The check can fail: an unknown runner and an unknown context are caught."""
    broken = WORKFLOW.read_text(encoding="utf-8").replace("macos-14", "macos-nonesuch").replace(
        "github.token", "github.tokn")
    (tmp_path / "release.yml").write_text(broken, encoding="utf-8")
    tool = actionlint()
    assert tool is not None
    result = subprocess.run([tool, "-no-color", str(tmp_path / "release.yml")], capture_output=True, text=True)
    assert result.returncode == 1
    assert '"macos-nonesuch" is unknown' in result.stdout and "tokn" in result.stdout


def test_each_system_is_tested_built_self_tested_packaged_and_uploaded():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.findall(r"^\s+os: (\S+)$", text, flags=re.MULTILINE) == ["ubuntu-22.04", "windows-latest", "macos-14"]
    steps = ["./test.sh -m \"not slow\"", "test.bat -m \"not slow\"", "-m hearts_qt.build --no-installer",
             "name: Self-test", "-m hearts_qt.build.installers", "actions/upload-artifact"]
    positions = [text.index(step) for step in steps]
    assert positions == sorted(positions), "tests, bundle, self-test, installer, upload: in that order"
    assert "QT_QPA_PLATFORM: offscreen" in text
    assert "tags: [\"v*\"]" in text and "gh release upload" in text
