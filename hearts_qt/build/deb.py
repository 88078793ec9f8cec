"""The Debian package: the PyInstaller bundle laid out as a distribution installs a program, then ``dpkg-deb``.

``python -m hearts_qt.build`` calls :func:`build_deb` after the tarball (Linux, when ``dpkg-deb`` exists). The
package puts the bundle in ``/usr/lib/hearts-qt/`` (``/opt`` is for software outside the distribution's rules),
the ``hearts-qt`` command in ``/usr/games`` (where Debian puts games; on every user's PATH) as a link to it, the
desktop entry, the AppStream metainfo and the hicolor icons in ``/usr/share`` where menus and software centres
look, a manual page, and the licences in ``/usr/share/doc/hearts-qt/``.

A distribution package uses the distribution's libraries: the copies of Debian's own libraries that PyInstaller
took from the build machine (zlib, libpng, FreeType, fontconfig, GLib, …) and the DejaVu fonts are left out, and
the package depends on Debian's instead, so they get the distribution's security updates. Qt, PySide6, Python and
Qt's ICU stay in the bundle (the distribution's differ). The dependencies are every system library the remaining
files link to, found with ``objdump`` and named by ``dpkg -S`` on the build machine, so the package suits that
distribution and later ones. The library search paths into the build machine (``/root/.pyenv/…``) that a Python
built by hand leaves in its binaries are removed with ``patchelf``. The menu and icon caches are refreshed by
dpkg's own triggers: the package has no maintainer scripts. The app never imports this module.
"""

from __future__ import annotations

import email.utils
import gzip
import hashlib
import os
import platform
import re
import shutil
import stat
import subprocess
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from hearts_qt import SOURCE_URL, __version__
from hearts_qt.build.bundle import APP_NAME, PACKAGING, ROOT, BuildError, copy_desktop_integration, needed_libraries

PACKAGE = APP_NAME
#: Where the bundle goes inside the package, and where the command's link is.
LIB_DIR = Path("usr") / "lib" / PACKAGE
GAMES_DIR = Path("usr") / "games"
#: Libraries the bundle keeps even when the build machine has a file of the same name: their ABI is the one
#: PySide6 was built against (Qt and its ICU), or they are the bundle's own (Python, PySide6, shiboken6).
KEEP_BUNDLED = ("libQt6", "libpyside6", "libshiboken6", "libpython", "libicu")
#: Debian's DejaVu, which the package uses instead of its own copy (``resources/fonts``).
SYSTEM_FONTS = Path("/usr/share/fonts/truetype/dejavu")
FONTS_PACKAGE = "fonts-dejavu-core"
#: Standard-library extension modules the game never imports that lintian rightly objects to: ``pyexpat`` carries
#: its own copy of expat.
UNUSED_EXTENSIONS = ("pyexpat.",)
LIBC = "libc.so.6"
#: The Maintainer field: whoever publishes the package puts their own address here.
MAINTAINER = "The Hearts developers <hearts-qt@users.noreply.github.com>"
SUMMARY = "card game Hearts for 3 to 7 players"
DESCRIPTION = """\
Hearts on a green-felt table, against computer opponents that think fast and
play well: the standard game (Black Lady), Omnibus, Cancellation Hearts for 5
to 7 players, Black Maria and Spot Hearts, with the usual house rules. A hint
that says why, a review of your decisions after each hand, hand history and
statistics; playable with the keyboard alone and with a screen reader. In
English, Macedonian, Polish and Serbian (Cyrillic and Latin).
.
The package carries its own Python and Qt for Python (PySide6)."""
#: Sound is played through these when they are there (``hearts_qt.audio.outputs`` loads them); silent without.
RECOMMENDS = "libpulse0 | libasound2"
_ELF_MAGIC = b"\x7fELF"


class DebError(BuildError):
    """The package cannot be built; the message says why."""


def architecture() -> str:
    """Debian's name for this machine's architecture (``amd64``)."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def deb_name(version: str = __version__, arch: str | None = None) -> str:
    """``hearts-qt_<version>_<arch>.deb``, as Debian names its packages."""
    return f"{PACKAGE}_{version}_{arch or architecture()}.deb"


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file (the executable, libraries, extension modules, plugins) under ``folder``, links excluded."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == _ELF_MAGIC:
                    found.append(path)
    return found


def system_sonames(bundle: Path) -> list[str]:
    """The shared libraries the bundle's ELF files need and the bundle does not carry: the system provides them."""
    files = elf_files(bundle)
    carried = {p.name for p in bundle.rglob("*.so*")}
    needed = {name for path in files for name in needed_libraries(str(path))}
    return sorted(needed - carried)


def _library_paths() -> dict[str, str]:
    """``ldconfig -p``: soname → path of this machine's own library (not a 32-bit one beside it)."""
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    native = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(platform.machine(), "")
    paths: dict[str, str] = {}
    for match in re.finditer(r"^\s*(\S+) \(([^)]*)\) => (\S+)$", out, flags=re.MULTILINE):
        soname, kind, path = match.groups()
        if native in kind:
            paths.setdefault(soname, path)
    return paths


def owning_package(path: str) -> str | None:
    """The Debian package a file belongs to (``/lib`` and ``/usr/lib`` are the same folder on a merged system)."""
    candidates = [path]
    if path.startswith("/usr/lib/"):
        candidates.append(path[len("/usr"):])
    elif path.startswith("/lib/"):
        candidates.append("/usr" + path)
    for candidate in candidates:
        for form in (candidate, os.path.realpath(candidate)):
            result = subprocess.run(["dpkg", "-S", form], capture_output=True, text=True)
            if result.returncode == 0:
                return result.stdout.split(":", 1)[0].strip()
    return None


def policy_name(soname: str) -> str:
    """The package Debian's library policy names for a soname: ``libwayland-cursor.so.0`` → ``libwayland-cursor0``,
    ``libfoo2.so.1`` → ``libfoo2-1``.

    >>> policy_name("libwayland-cursor.so.0"), policy_name("libX11.so.6"), policy_name("libxcb-xkb.so.1")
    ('libwayland-cursor0', 'libx11-6', 'libxcb-xkb1')
    """
    base, _, version = soname.partition(".so.")
    base = base.lower()
    return f"{base}-{version}" if base[-1:].isdigit() else f"{base}{version}"


def known_package(name: str) -> str | None:
    """``name`` when apt knows such a package (for a library the build machine lacks: only plugins load it)."""
    if shutil.which("apt-cache") is None:
        return None
    result = subprocess.run(["apt-cache", "show", "--no-all-versions", name], capture_output=True, text=True)
    return name if result.returncode == 0 and f"Package: {name}" in result.stdout else None


def glibc_version() -> str:
    """The C library of the build machine, which the bundle's binaries need at least (``2.36``)."""
    return (os.confstr("CS_GNU_LIBC_VERSION") or "glibc 2.31").split()[-1]


def depends(bundle: Path) -> list[str]:
    """The Depends field: the package of every system library the (staged) bundle links to and does not carry, the
    C library versioned, and Debian's DejaVu when the fonts are links to it."""
    paths = _library_paths()
    packages: set[str] = set()
    missing = []
    for soname in system_sonames(bundle):
        path = paths.get(soname)
        package = owning_package(path) if path else known_package(policy_name(soname))
        if package is None:
            missing.append(soname)
        else:
            packages.add(package)
    if missing:
        raise DebError(f"no package is known to provide {', '.join(missing)}: install the libraries to build it")
    if any((bundle / "_internal" / "resources" / "fonts").glob("*.ttf")) and any(
            p.is_symlink() for p in (bundle / "_internal" / "resources" / "fonts").glob("*.ttf")):
        packages.add(FONTS_PACKAGE)
    libc = f"libc6 (>= {glibc_version()})"
    return [libc, *sorted(p for p in packages if p != "libc6")]


def stage(bundle: Path, root: Path, version: str = __version__) -> None:
    """Lay the package's files out under ``root`` as they will be installed."""
    target = root / LIB_DIR
    target.mkdir(parents=True)
    shutil.copy2(bundle / APP_NAME, target / APP_NAME)
    shutil.copytree(bundle / "_internal", target / "_internal", symlinks=True)
    unbundle(target / "_internal")
    remove_build_machine_paths(target)
    link_libc(target)
    games = root / GAMES_DIR
    games.mkdir(parents=True)
    (games / APP_NAME).symlink_to(Path("..") / "lib" / PACKAGE / APP_NAME)
    share = root / "usr" / "share"
    copy_desktop_integration(share)
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(ROOT / "COPYING", doc / "COPYING")
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog_text(version).encode(), 9, mtime=0))
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    page = (PACKAGING / "linux" / f"{APP_NAME}.6").read_text(encoding="utf-8")
    page = page.replace("{version}", version).replace("{source}", SOURCE_URL)
    (man / f"{APP_NAME}.6.gz").write_bytes(gzip.compress(page.encode(), 9, mtime=0))
    overrides = lintian_overrides(target / "_internal")
    if overrides:
        folder = share / "lintian" / "overrides"
        folder.mkdir(parents=True)
        (folder / PACKAGE).write_text(overrides, encoding="utf-8")
    normalise_modes(root)


def lintian_overrides(internal: Path) -> str:
    """Lintian's overrides for what it mistakes in the package (empty: none): a ``libpython`` with ``pyexpat`` built in
    and linked to the system's expat (Debian's own Python, on a machine whose python3 built the bundle) carries
    expat's messages, which lintian takes for a copy of expat — Debian's libpython3.11 overrides the same tag."""
    lines = []
    for library in sorted(internal.glob("libpython*.so*")):
        if not library.is_symlink() and "libexpat.so.1" in needed_libraries(str(library)):
            installed = Path("/") / LIB_DIR / internal.name / library.name
            lines.append(f"{PACKAGE}: embedded-library expat [{installed.relative_to('/')}]")
    return "".join(f"{line}\n" for line in lines)


def unbundle(internal: Path) -> list[str]:
    """Leave out the bundle's copies of libraries and fonts the distribution provides; returns the names left out.

    A library goes when the build machine has it from a Debian package (the dependencies then name that package);
    the fonts become links to Debian's DejaVu; unused extension modules go (:data:`UNUSED_EXTENSIONS`).
    """
    paths = _library_paths()
    dropped = []
    for library in sorted(internal.glob("*.so*")):
        name = library.name
        if name.startswith(KEEP_BUNDLED) or name not in paths or owning_package(paths[name]) is None:
            continue
        library.unlink()
        dropped.append(name)
    for module in sorted(internal.glob("python3*/lib-dynload/*.so")):
        if module.name.startswith(UNUSED_EXTENSIONS):
            module.unlink()
            dropped.append(module.name)
    fonts = internal / "resources" / "fonts"
    installed_at = Path("/") / LIB_DIR / internal.relative_to(internal.parent) / "resources" / "fonts"
    for font in sorted(fonts.glob("*.ttf")):
        if (SYSTEM_FONTS / font.name).is_file():
            font.unlink()
            # Relative, as Debian wants a link inside /usr: it resolves from where the package installs it.
            font.symlink_to(os.path.relpath(SYSTEM_FONTS / font.name, installed_at))
            dropped.append(font.name)
    return dropped


def remove_build_machine_paths(folder: Path) -> list[Path]:
    """Remove library search paths that lead outside the package (a hand-built Python's ``/root/.pyenv/lib``);
    ``$ORIGIN`` paths, which stay inside the bundle, are kept. Returns the files changed."""
    if shutil.which("patchelf") is None:
        raise DebError("patchelf is not installed (apt-get install patchelf): it removes the build machine's "
                       "library paths from the package")
    changed = []
    for path in elf_files(folder):
        result = subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True, text=True)
        entries = [e for e in result.stdout.strip().split(":") if e]
        if result.returncode != 0 or all(e.startswith("$ORIGIN") for e in entries):
            continue
        kept = ":".join(e for e in entries if e.startswith("$ORIGIN"))
        command = ["patchelf", "--set-rpath", kept, str(path)] if kept else ["patchelf", "--remove-rpath", str(path)]
        subprocess.run(command, check=True, capture_output=True)
        changed.append(path)
    return changed


def link_libc(folder: Path) -> list[Path]:
    """Name the C library among the needed libraries of every shared object that uses it only through libpython
    (Python's small extension modules, ICU's data): it is loaded anyway, and a library that does not say so is
    one whose prerequisites a package cannot check. Returns the files changed."""
    changed = []
    for path in elf_files(folder):
        if path.name == PACKAGE or LIBC in needed_libraries(str(path)):
            continue
        subprocess.run(["patchelf", "--add-needed", LIBC, str(path)], check=True, capture_output=True)
        changed.append(path)
    return changed


def normalise_modes(root: Path) -> None:
    """Folders and programs 0755, everything else (libraries and plugins included) 0644, as Debian expects."""
    program = root / LIB_DIR / APP_NAME
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        mode = 0o755 if path.is_dir() or path == program else 0o644
        path.chmod(mode)


def copyright_text() -> str:
    """``/usr/share/doc/hearts-qt/copyright`` in Debian's machine-readable format: the game and what it carries."""
    resources = f"{LIB_DIR}/_internal/resources"
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Hearts (hearts-qt)
Source: {SOURCE_URL}

Files: *
Copyright: The Hearts developers
License: GPL-3+

Files: {resources}/cards/* {resources}/cards-four-colour/* {resources}/card-backs/* {resources}/sounds/*
Copyright: Adrian Kennard (card faces); the Hearts developers (backs, four-colour faces, sounds)
License: CC0-1.0

Files: {resources}/fonts/*
Copyright: 2003 Bitstream, Inc.; DejaVu changes are in the public domain
License: bitstream-vera
 The licence's full text is {resources}/fonts/LICENSE.txt.

Files: {LIB_DIR}/_internal/PySide6/* {LIB_DIR}/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 Qt and Qt for Python, unmodified, as separate shared libraries that can be replaced
 (see {resources}/licenses/README.txt).

Files: {LIB_DIR}/_internal/libpython* {LIB_DIR}/_internal/base_library.zip {LIB_DIR}/_internal/lib-dynload/*
Copyright: 2001 Python Software Foundation
License: PSF-2.0
 The Python Software Foundation License, version 2.

License: GPL-3+
 This program is free software: you can redistribute it and/or modify it under the terms of the GNU
 General Public License as published by the Free Software Foundation, either version 3 of the License, or
 (at your option) any later version.
 .
 On Debian systems, the complete text of the GNU General Public License version 3 can be found in
 /usr/share/common-licenses/GPL-3 (and beside this file as COPYING).

License: CC0-1.0
 On Debian systems, the complete text of the CC0 1.0 Universal licence can be found in
 /usr/share/common-licenses/CC0-1.0.

License: LGPL-3
 On Debian systems, the complete text of the GNU Lesser General Public License version 3 can be found in
 /usr/share/common-licenses/LGPL-3.
"""


def changelog_text(version: str, when: datetime | None = None) -> str:
    """A native package's changelog, one entry for this release."""
    stamp = email.utils.format_datetime(when or release_date())
    return (f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
            f"  * Release {version}: see {SOURCE_URL}/releases\n\n"
            f" -- {MAINTAINER}  {stamp}\n")


def release_date() -> datetime:
    """The date of this version in the metainfo's releases (midnight UTC), so a rebuild writes the same files."""
    metainfo = (PACKAGING / "linux").glob("*.metainfo.xml")
    for path in metainfo:
        match = re.search(rf'<release version="{re.escape(__version__)}" date="(\d{{4}})-(\d\d)-(\d\d)"',
                          path.read_text(encoding="utf-8"))
        if match:
            year, month, day = (int(n) for n in match.groups())
            return datetime(year, month, day, tzinfo=UTC)
    return datetime.now(UTC)


def control_text(root: Path, version: str = __version__, arch: str | None = None) -> str:
    """``DEBIAN/control``: name, version, size, dependencies and the description."""
    size_kib = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1
    return (f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {arch or architecture()}\n"
            f"Maintainer: {MAINTAINER}\nInstalled-Size: {size_kib}\n"
            f"Depends: {', '.join(depends(root / LIB_DIR))}\nRecommends: {RECOMMENDS}\n"
            f"Section: games\nPriority: optional\nHomepage: {SOURCE_URL}\n"
            f"Description: {SUMMARY}\n" + "".join(f" {line}\n" for line in DESCRIPTION.splitlines()))


def md5sums(root: Path, files: Iterable[Path]) -> str:
    """``DEBIAN/md5sums``: what ``debsums`` and ``dpkg --verify`` check the installed files against."""
    lines = []
    for path in sorted(files):
        digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
        lines.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    return "".join(lines)


def build_deb(bundle: Path, out_dir: Path, version: str = __version__) -> Path:
    """Build ``hearts-qt_<version>_<arch>.deb`` in ``out_dir`` from the bundle (``dist/hearts-qt``)."""
    if shutil.which("dpkg-deb") is None:
        raise DebError("dpkg-deb is not installed: the Debian package needs a Debian or Ubuntu build machine")
    root = out_dir / f"{PACKAGE}-deb-root"
    shutil.rmtree(root, ignore_errors=True)
    try:
        stage(bundle, root, version)
        files = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]
        control = root / "DEBIAN"
        control.mkdir()
        (control / "control").write_text(control_text(root, version), encoding="utf-8")
        (control / "md5sums").write_text(md5sums(root, files), encoding="utf-8")
        for path in control.iterdir():
            path.chmod(stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH)
        deb = out_dir / deb_name(version)
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)], check=True,
                       capture_output=True, text=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return deb
