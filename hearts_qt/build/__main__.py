"""Build the packaged app: ``python -m hearts_qt.build`` runs PyInstaller on ``build_installer.spec`` (onedir).

On Linux it then adds what a desktop needs to the bundle and packs ``dist/hearts-qt-<version>-linux-x86_64.tar.gz``
(:mod:`.bundle`), and builds the Debian package beside it (:mod:`.deb`); on Windows and macOS it makes the installer
(:mod:`.installers`).

Usage: python -m hearts_qt.build [--dist DIR] [--work DIR] [--no-installer]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

from hearts_qt import __version__
from hearts_qt.build.bundle import (
    ROOT,
    BuildError,
    add_desktop_files,
    directory_size,
    make_tarball,
    run_pyinstaller,
)
from hearts_qt.build.deb import build_deb
from hearts_qt.build.installers import make_installers


def debian_package(bundle: Path) -> Path | None:
    """The .deb beside the tarball, on a machine that has ``dpkg-deb`` (Debian, Ubuntu); elsewhere None."""
    if shutil.which("dpkg-deb") is None:
        print("no dpkg-deb on this machine: the Debian package is not built")
        return None
    deb = build_deb(bundle, bundle.parent)
    print(f"Debian package {deb} ({deb.stat().st_size / 2**20:.0f} MiB)")
    return deb


def build(dist: Path, work: Path, installers: bool = True) -> Path:
    """The whole build: PyInstaller (the spec compiles the translations), then on Linux the desktop integration
    and the tarball, on Windows and macOS the installer (:mod:`hearts_qt.build.installers`)."""
    started = time.monotonic()
    bundle = run_pyinstaller(dist, work)
    print(f"hearts-qt {__version__}: bundle {bundle} ({directory_size(bundle) / 2**20:.0f} MiB on disk)")
    if sys.platform.startswith("linux"):
        add_desktop_files(bundle)
        print(f"tarball {make_tarball(bundle)}")
        debian_package(bundle)
    if installers:
        for made in make_installers(dist, work):
            print(f"installer {made} ({made.stat().st_size / 2**20:.0f} MiB)")
    print(f"built in {time.monotonic() - started:.0f} s")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_qt.build", description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work directory")
    parser.add_argument("--no-installer", action="store_true",
                        help="only the bundle: no Windows setup program or macOS disk image (see hearts_qt.build.installers)")
    args = parser.parse_args(argv)
    try:
        build(args.dist.resolve(), args.work.resolve(), installers=not args.no_installer)
    except (BuildError, subprocess.CalledProcessError, OSError) as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
