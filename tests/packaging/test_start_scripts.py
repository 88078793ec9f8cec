"""The start commands off Linux: ``tools/bootstrap.sh`` (behind ./play.sh and ./test.sh) on a faked macOS, with
stand-ins for Python, Homebrew and apt-get, and the Windows files (play.bat, test.bat, tools/bootstrap.ps1), which
no machine here can run: they are read."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_qt.build.bundle import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="runs the bash script with POSIX stand-ins")

#: A Python 3.11+ that records its calls, makes a virtual environment of itself and installs nothing.
FAKE_PYTHON = """#!/bin/bash
echo "$(basename "$0") $*" >> "$LOG"
if [ "$1" = -m ] && [ "$2" = venv ]; then
  /bin/mkdir -p "$3/bin" && /bin/cp "$0" "$3/bin/python" && : > "$3/bin/activate"
fi
exit 0
"""
#: macOS's own python3, too old for the game.
OLD_PYTHON = """#!/bin/bash
echo "old $*" >> "$LOG"
exit 1
"""
#: Homebrew: "brew install python@3.12" puts a python3.12 beside it.
FAKE_BREW = """#!/bin/bash
echo "brew $*" >> "$LOG"
here=$(dirname "$0")
/bin/cat "$here/../python-template" > "$here/python3.12" && /bin/chmod +x "$here/python3.12"
"""
#: Linux-only commands macOS must never reach for.
LINUX_ONLY = """#!/bin/bash
echo "LINUX-ONLY $(basename "$0") $*" >> "$LOG"
exit 1
"""


#: Where the script looks for Homebrew's and python.org's pythons beyond PATH.
OUTSIDE_PATH = [Path(folder, f"python3.{minor}") for folder in ("/opt/homebrew/bin", "/usr/local/bin")
                for minor in (11, 12, 13)]


def fake_mac(tmp_path: Path, pythons: dict[str, str], brew: bool) -> tuple[Path, dict[str, str]]:
    """A copy of the scripts, and an environment whose PATH holds only stand-ins and the few tools the script
    uses; ``uname -s`` says Darwin."""
    if any(path.exists() for path in OUTSIDE_PATH):
        pytest.skip("this machine has a Python where the script looks beyond PATH (a real Mac)")
    checkout = tmp_path / "checkout"
    (checkout / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "tools" / "bootstrap.sh", checkout / "tools" / "bootstrap.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("dirname", "cat", "cksum", "grep", "basename"):
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    scripts = {"uname": "#!/bin/bash\necho Darwin\n", "apt-get": LINUX_ONLY, "ldconfig": LINUX_ONLY,
               "sudo": LINUX_ONLY, **pythons}
    if brew:
        scripts["brew"] = FAKE_BREW
        (tmp_path / "python-template").write_text(FAKE_PYTHON, encoding="utf-8")
    for name, text in scripts.items():
        (bin_dir / name).write_text(text, encoding="utf-8")
        (bin_dir / name).chmod(0o755)
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path), "LOG": str(tmp_path / "log")}
    return checkout, env


def bootstrap(checkout: Path, env: dict[str, str]) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    result = subprocess.run(["/bin/bash", "-c", f'source "{checkout}/tools/bootstrap.sh" test && echo READY'],
                            env=env, capture_output=True, text=True, timeout=60)
    log = Path(env["LOG"])
    return result, log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def test_on_macos_a_new_enough_python_sets_up_the_environment_without_linux_packages(tmp_path: Path):
    checkout, env = fake_mac(tmp_path, {"python3": OLD_PYTHON, "python3.12": FAKE_PYTHON}, brew=False)
    result, calls = bootstrap(checkout, env)
    assert "READY" in result.stdout, result.stderr
    assert not [call for call in calls if "LINUX-ONLY" in call], calls  # no X11 library check, no apt-get
    assert f"python3.12 -m venv {checkout / '.venv'}" in calls
    assert f"python -m pip install -q -e {checkout} --group {checkout / 'pyproject.toml'}:dev" in calls


def test_on_macos_without_a_new_enough_python_homebrew_installs_one(tmp_path: Path):
    checkout, env = fake_mac(tmp_path, {"python3": OLD_PYTHON}, brew=True)
    result, calls = bootstrap(checkout, env)
    assert "READY" in result.stdout, result.stderr
    assert "brew install python@3.12" in calls and f"python3.12 -m venv {checkout / '.venv'}" in calls
    assert "installing Python 3.12 with Homebrew" in result.stderr


def test_on_macos_without_python_or_homebrew_the_player_is_told_what_to_install(tmp_path: Path):
    checkout, env = fake_mac(tmp_path, {"python3": OLD_PYTHON}, brew=False)
    if any(Path(folder, "brew").exists() for folder in ("/opt/homebrew/bin", "/usr/local/bin")):
        pytest.skip("this machine has Homebrew where the script looks for it")
    result, _ = bootstrap(checkout, env)
    assert "READY" not in result.stdout
    assert "Python 3.11 or newer is needed: install it from python.org" in result.stderr
    assert not (checkout / ".venv").exists()


def test_the_windows_commands_run_the_powershell_bootstrap_with_the_py_launcher():
    for name, mode in (("play.bat", "play"), ("test.bat", "test")):
        raw = (ROOT / name).read_bytes()
        text = raw.decode("ascii")
        assert f'-File "%~dp0tools\\bootstrap.ps1" {mode} %*' in text
        assert "-ExecutionPolicy Bypass" in text and "exit /b %ERRORLEVEL%" in text
    attributes = (ROOT / ".gitattributes").read_text(encoding="utf-8")
    assert "*.bat text eol=crlf" in attributes and "*.ps1 text eol=crlf" in attributes
    script = (ROOT / "tools" / "bootstrap.ps1").read_text(encoding="utf-8")
    assert '& py $version -m venv $Venv' in script and '"-3", "-3.13", "-3.12", "-3.11"' in script
    assert '--group ((Join-Path $Root "pyproject.toml") + ":dev")' in script and "QT_QPA_PLATFORM" in script
    # No param() block: pytest's "-m" must reach pytest, not bind to a parameter of the script.
    assert not any(line.startswith("param(") for line in script.splitlines())


@pytest.mark.skipif(not os.access("/bin/bash", os.X_OK), reason="no /bin/bash")
def test_the_linux_commands_stay_the_two_of_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "./play.sh" in readme and "./test.sh" in readme
    assert "play.bat" in readme and "test.bat" in readme
