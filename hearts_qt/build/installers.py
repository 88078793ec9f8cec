"""The installers players double-click, made from the PyInstaller bundle: a Windows setup program and a macOS disk
image (the Linux tarball is :mod:`hearts_qt.build`'s).

- **Windows**: ``packaging/windows/hearts-qt.nsi`` compiled by NSIS's ``makensis`` (on Windows, or on Linux from
  Debian's ``nsis``): a per-user install without administrator rights into ``%LOCALAPPDATA%\\Programs\\Hearts``,
  a licence page (``COPYING``), a Start-menu entry, and an uninstaller listed in Settings ▸ Apps.
  → ``dist/hearts-qt-<version>-windows-x86_64-setup.exe``.
- **macOS**: ``Hearts.app`` and a link to ``/Applications`` in a compressed disk image made by ``hdiutil`` (macOS
  only), so that installing is dragging the one onto the other. → ``dist/Hearts-<version>-macos-<arch>.dmg``.

``python -m hearts_qt.build`` calls :func:`make_installers` after PyInstaller; ``python -m hearts_qt.build.installers``
makes them from a bundle built before (the release workflow runs the bundle's self-test in between).

Usage: python -m hearts_qt.build.installers [--dist DIR] [--work DIR]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

from hearts_qt import APP_ID, __version__
from hearts_qt.build.bundle import APP_NAME, PACKAGING, ROOT, BuildError, directory_size, version_tuple

NSIS_SCRIPT = PACKAGING / "windows" / f"{APP_NAME}.nsi"
LICENCE = ROOT / "COPYING"
WINDOWS_ICON = ROOT / "resources" / "icons" / f"{APP_NAME}.ico"
#: The folder name of the macOS app, which is also its name in the Finder and the Dock.
MACOS_APP = "Hearts.app"
#: The oldest macOS the app runs on: the macOS wheels of PySide6-Essentials 6.11 are built for macOS 13.
MACOS_MINIMUM = "13.0"


def windows_installer_name(version: str = __version__) -> str:
    return f"{APP_NAME}-{version}-windows-x86_64-setup.exe"


def macos_disk_image_name(version: str = __version__, machine: str | None = None) -> str:
    return f"Hearts-{version}-macos-{machine or platform.machine() or 'unknown'}.dmg"


def macos_bundle_identifier(app_id: str = APP_ID) -> str:
    """The app id as a macOS bundle identifier, which may hold only letters, digits, hyphens and dots.

    >>> macos_bundle_identifier("io.github.hearts_qt.Hearts")
    'io.github.hearts-qt.Hearts'
    """
    return "".join(c if c.isascii() and (c.isalnum() or c in ".-") else "-" for c in app_id)


def macos_info_plist(version: str = __version__) -> dict[str, object]:
    """What ``Hearts.app/Contents/Info.plist`` says beyond PyInstaller's own keys: names, versions (numbers only, as
    macOS wants them), the oldest macOS, the category, and sharp text on Retina screens."""
    numbers = ".".join(str(n) for n in version_tuple(version)[:3])
    return {
        "CFBundleName": "Hearts",
        "CFBundleDisplayName": "Hearts",
        "CFBundleIdentifier": macos_bundle_identifier(),
        "CFBundleShortVersionString": numbers,
        "CFBundleVersion": numbers,
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "GNU General Public License, version 3 or later",
    }


def find_makensis() -> str:
    """NSIS's compiler: on PATH, or where NSIS's own Windows installer puts it."""
    found = shutil.which("makensis")
    if found:
        return found
    for variable in ("ProgramFiles(x86)", "ProgramFiles"):
        candidate = Path(os.environ.get(variable, "")) / "NSIS" / "makensis.exe"
        if os.environ.get(variable) and candidate.is_file():
            return str(candidate)
    raise BuildError("makensis not found: install NSIS (Debian: apt-get install nsis; Windows: choco install nsis)")


def windows_installer(bundle: Path, dist: Path, version: str = __version__) -> Path:
    """Compile the NSIS script against ``bundle`` (``hearts-qt.exe`` and ``_internal``) into ``dist``."""
    if not (bundle / f"{APP_NAME}.exe").is_file():
        raise BuildError(f"{bundle} holds no {APP_NAME}.exe: build the Windows bundle first")
    if not LICENCE.is_file():
        raise BuildError(f"{LICENCE} is missing: the installer's licence page shows it")
    out = dist / windows_installer_name(version)
    defines = {
        "VERSION": version,
        "VERSION4": ".".join(str(n) for n in version_tuple(version)),
        "APP_ID": APP_ID,
        "BUNDLE": str(bundle),
        "LICENSE": str(LICENCE),
        "ICON": str(WINDOWS_ICON),
        "OUTFILE": str(out),
        "SIZE_KB": str(directory_size(bundle) // 1024),
    }
    # "-" switches: makensis on Windows takes them as it takes "/", and on Linux only them.
    command = [find_makensis(), "-V2", "-INPUTCHARSET", "UTF8", *(f"-D{k}={v}" for k, v in defines.items()),
               str(NSIS_SCRIPT)]
    result = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", errors="replace")
    if result.returncode != 0 or not out.is_file():
        raise BuildError(f"makensis failed:\n{result.stdout}{result.stderr}")
    return out


def macos_disk_image(app: Path, dist: Path, work: Path, version: str = __version__) -> Path:
    """Put ``app`` and a link to ``/Applications`` in a compressed, read-only disk image (``hdiutil``, macOS)."""
    if not (app / "Contents" / "Info.plist").is_file():
        raise BuildError(f"{app} is no macOS app: build it on macOS first")
    staging = work / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    shutil.copytree(app, staging / MACOS_APP, symlinks=True)  # the signature covers the links as they are
    (staging / "Applications").symlink_to("/Applications")
    out = dist / macos_disk_image_name(version)
    command = ["hdiutil", "create", "-volname", "Hearts", "-srcfolder", str(staging), "-fs", "HFS+",
               "-format", "UDZO", "-ov", str(out)]
    try:
        subprocess.run(command, check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or error
        raise BuildError(f"hdiutil could not make the disk image: {detail}") from None
    return out


def make_installers(dist: Path, work: Path, system: str | None = None) -> list[Path]:
    """The installer of ``system`` (this one by default) from the bundle in ``dist``: Windows' setup program,
    macOS's disk image; none on Linux, whose tarball the build makes."""
    system = system or sys.platform
    if system == "win32":
        return [windows_installer(dist / APP_NAME, dist)]
    if system == "darwin":
        return [macos_disk_image(dist / MACOS_APP, dist, work)]
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_qt.build.installers", description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle is (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="a work folder (default: build/)")
    args = parser.parse_args(argv)
    try:
        made = make_installers(args.dist.resolve(), args.work.resolve())
    except (BuildError, OSError) as error:
        print(f"installer failed: {error}", file=sys.stderr)
        return 1
    for path in made:
        print(f"installer {path} ({path.stat().st_size / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
