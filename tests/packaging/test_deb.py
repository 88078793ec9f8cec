"""The Debian package ``./build.sh`` makes beside the tarball: what it holds, what lintian says of it, and (as
root, with apt) a real install: the installed ``hearts-qt --self-test`` passes, a menu finds the entry and its
icon, and removing the package leaves nothing of it behind. Linux with dpkg only; marked slow (it needs the
bundle)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_qt import APP_ID, __version__
from hearts_qt.build.bundle import APP_NAME, ROOT, icon_sizes
from hearts_qt.build.deb import PACKAGE, deb_name

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
                       reason="the Debian package is built with dpkg-deb"),
]
#: Where menus look for entries and icons when XDG_DATA_DIRS is not set (the XDG base directory specification).
SYSTEM_DATA = Path("/usr/share")
APT = ["apt-get", "-y", "-q", "-o", "DPkg::Lock::Timeout=300"]


@pytest.fixture(scope="module")
def deb(bundle: Path) -> Path:
    built = bundle.parent / deb_name()
    assert built.is_file(), f"the build made no {built.name}"
    print(f"{built.name}: {built.stat().st_size / 2**20:.1f} MiB")
    return built


def contents(deb: Path) -> dict[str, str]:
    """Path in the package → its ``dpkg-deb -c`` line (mode, owner, size, link target)."""
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    entries = {}
    for line in listing.splitlines():
        name = line.split(None, 5)[5].split(" -> ")[0]
        entries[name.removeprefix(".").rstrip("/") or "/"] = line
    return entries


def test_the_package_lays_out_a_program_as_a_distribution_does(deb: Path):
    entries = contents(deb)
    command = entries[f"/usr/games/{APP_NAME}"]  # Debian's place for games, on every user's PATH
    assert command.startswith("l") and f"-> ../lib/{PACKAGE}/{APP_NAME}" in command
    assert entries[f"/usr/lib/{PACKAGE}/{APP_NAME}"].startswith("-rwxr-xr-x root/root")
    for name in (f"/usr/share/applications/{APP_ID}.desktop", f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg", f"/usr/share/doc/{PACKAGE}/COPYING",
                 f"/usr/share/doc/{PACKAGE}/copyright", f"/usr/share/doc/{PACKAGE}/changelog.gz",
                 f"/usr/share/man/man6/{APP_NAME}.6.gz", f"/usr/lib/{PACKAGE}/_internal/resources/COPYING"):
        assert name in entries, name
    for size in icon_sizes(ROOT / "resources" / "icons"):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in entries
    assert not [name for name in entries if name.startswith("/opt")]
    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    assert f"Version: {__version__}\n" in fields and "Depends: libc6 (>= 2." in fields
    # Debian's own libraries and fonts, not copies of them.
    for package in ("libxcb1", "libgl1", "zlib1g", "libfreetype6", "libfontconfig1", "fonts-dejavu-core"):
        assert re.search(rf"Depends:.*\b{package}\b", fields), package
    fonts = f"/usr/lib/{PACKAGE}/_internal/resources/fonts/DejaVuSans.ttf"
    assert entries[fonts].startswith("l") and "-> ../../../../../share/fonts/truetype/dejavu/DejaVuSans.ttf" in \
        entries[fonts]
    assert not [name for name in entries if re.search(r"_internal/lib(z|png16|freetype)\.so", name)]


@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian is not installed")
def test_lintian_finds_no_error(deb: Path):
    result = subprocess.run(["lintian", "--no-tag-display-limit", str(deb)], capture_output=True, text=True,
                            timeout=900)
    print(result.stdout)
    errors = [line for line in result.stdout.splitlines() if line.startswith("E:")]
    assert not errors, result.stdout + result.stderr


def installed_files() -> list[Path]:
    listing = subprocess.run(["dpkg", "-L", PACKAGE], capture_output=True, text=True)
    return [Path(line) for line in listing.stdout.splitlines() if line.strip() and line != "/."]


@pytest.fixture
def installed(deb: Path) -> Iterator[list[Path]]:
    """The package installed with apt as a user would (``apt-get install ./hearts-qt_….deb``), then purged."""
    subprocess.run([*APT, "purge", PACKAGE], capture_output=True, text=True)  # a leftover of an aborted run
    result = subprocess.run([*APT, "install", str(deb)], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    files = installed_files()
    try:
        yield files
    finally:
        subprocess.run([*APT, "purge", PACKAGE], capture_output=True, text=True, timeout=900)


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("apt-get") is None, reason="installing needs root and apt")
def test_installed_it_works_a_menu_finds_it_and_removed_nothing_is_left(installed: list[Path],
                                                                        user_env: dict[str, str]):
    assert Path(f"/usr/lib/{PACKAGE}/_internal") in installed
    command = shutil.which(APP_NAME, path="/usr/local/games:/usr/games")  # a user's PATH has both
    assert command == f"/usr/games/{APP_NAME}"
    result = subprocess.run([command, "--self-test"], env=user_env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("hearts-qt self-test OK: ") and result.stdout.strip().endswith(
        f"resources in /usr/lib/{PACKAGE}/_internal/resources"), result.stdout
    # Where a menu looks: applications/ under the system data folder, the Icon= name in the hicolor theme.
    entry = SYSTEM_DATA / "applications" / f"{APP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    assert f"\nIcon={APP_ID}\n" in text and f"\nExec={APP_NAME}\n" in text
    assert subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True).stdout == ""
    for size in (48, 256):
        assert (SYSTEM_DATA / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    version = subprocess.run([command, "--version"], env=user_env, capture_output=True, text=True, timeout=60)
    assert version.stdout.startswith(f"hearts-qt {__version__} ")

    removed = subprocess.run([*APT, "purge", PACKAGE], capture_output=True, text=True, timeout=900)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    shared = {Path("/usr"), Path("/usr/games"), Path("/usr/lib"), Path("/usr/share")}
    left = [p for p in installed if (p.exists() or p.is_symlink()) and not p.is_dir()]
    left += [p for p in installed if p.is_dir() and p not in shared and PACKAGE in p.parts]
    assert not left, left
    assert subprocess.run(["dpkg", "-s", PACKAGE], capture_output=True).returncode != 0
