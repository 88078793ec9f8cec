"""The bundle: the helpers that decide what ``build_installer.spec`` keeps (Qt modules, plugins, Qt translations,
libraries nothing links to), PyInstaller's run, and on Linux what a desktop needs beside it (``share/applications/
<id>.desktop``, the AppStream metainfo, the icons in the hicolor layout, ``COPYING``, ``INSTALL.txt``) and the
tarball. They live in the package so they are type-checked and tested like the rest of the code.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib.util
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from hearts_qt import APP_ID, __version__

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build_installer.spec"
PACKAGING = ROOT / "packaging"
APP_NAME = "hearts-qt"

#: PySide6 modules the app does not use. PySide6's own hook pulls some in (QtDBus bindings), others only come with
#: a careless import; excluding them keeps their libraries, plugins and translations out. QtNetwork is used: its
#: local socket lets a second start bring the running window forward (hearts_qt/single_instance.py).
UNUSED_QT_MODULES: tuple[str, ...] = tuple(
    f"PySide6.{name}"
    for name in (
        "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender", "QtAxContainer",
        "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus", "QtDesigner", "QtGraphs",
        "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLocation", "QtMultimedia", "QtMultimediaWidgets",
        "QtNetworkAuth", "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets",
        "QtPositioning", "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickWidgets",
        "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql",
        "QtStateMachine", "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore",
        "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtXml",
    )
)
#: Standard-library modules a frozen card game never needs (ssl and _hashlib bring OpenSSL's 5 MB; hashlib falls
#: back to its built-in algorithms without _hashlib).
UNUSED_STDLIB: tuple[str, ...] = ("tkinter", "unittest", "pydoc", "pydoc_data", "doctest", "lib2to3", "ensurepip",
                                  "ssl", "_ssl", "_hashlib")

#: The sound library Windows and macOS play through (:mod:`hearts_qt.audio.stream`) and the cffi it is built on;
#: the Linux bundle plays through the system's PulseAudio or ALSA and leaves them out.
SOUND_LIBRARY: tuple[str, ...] = ("miniaudio", "_miniaudio", "cffi", "_cffi_backend")


def sound_library_imports(platform: str) -> tuple[list[str], list[str]]:
    """The spec's (hidden imports, excludes) for the sound library on ``platform``. miniaudio's compiled part imports
    cffi's backend from C, where PyInstaller's analysis cannot see it.

    >>> sound_library_imports("win32")[0], sound_library_imports("linux")[0]
    (['_cffi_backend'], [])
    """
    if platform.startswith("linux"):
        return [], list(SOUND_LIBRARY)
    return ["_cffi_backend"], []


#: Qt plugins worth shipping, as ``<plugin dir>/<file>`` patterns (Linux, Windows and macOS names). Everything else
#: (eglfs/linuxfb/vnc for embedded boards, evdev input, network information, TLS, GTK theme, GL integrations,
#: image formats the card art does not use) is dropped, and with it the libraries only those plugins load.
KEPT_QT_PLUGINS: tuple[str, ...] = (
    "platforms/*xcb*", "platforms/*wayland*", "platforms/*offscreen*", "platforms/*windows*",
    "platforms/*cocoa*", "platformthemes/*xdgdesktopportal*", "platforminputcontexts/*", "styles/*",
    "imageformats/*svg*", "imageformats/*qico.*", "iconengines/*svg*",
    "wayland-shell-integration/*", "wayland-decoration-client/*",
)
#: Qt's own translations (standard buttons, shortcuts): the base module and the per-language catalogues.
KEPT_QT_TRANSLATIONS: tuple[str, ...] = ("qtbase_*.qm", "qt_??.qm", "qt_??_??.qm")

TocEntry = tuple[str, str, str]


def qt_relative(dest: str, folder: str) -> str | None:
    """``dest`` below PySide6's Qt ``folder`` ("plugins", "translations"), or ``None`` when it is elsewhere."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    for i in range(len(parts) - 1):
        if parts[i] == folder and "PySide6" in parts[:i]:
            return "/".join(parts[i + 1:])
    return None


def is_kept(dest: str) -> bool:
    """Whether a collected file belongs in the bundle (Qt plugins and Qt translations are filtered)."""
    plugin = qt_relative(dest, "plugins")
    if plugin is not None:
        return any(fnmatch.fnmatch(plugin, pattern) for pattern in KEPT_QT_PLUGINS)
    translation = qt_relative(dest, "translations")
    if translation is not None:
        return any(fnmatch.fnmatch(translation, pattern) for pattern in KEPT_QT_TRANSLATIONS)
    return True


def _is_shared_library(dest: str) -> bool:
    name = PurePosixPath(dest).name
    return re.fullmatch(r"lib.+\.so(\.\d+)*", name) is not None and qt_relative(dest, "plugins") is None


def needed_libraries(path: str) -> list[str]:
    """The ``DT_NEEDED`` entries of an ELF file (``objdump`` is a PyInstaller requirement on Linux anyway)."""
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True, check=True).stdout
    return re.findall(r"^\s*NEEDED\s+(\S+)", out, flags=re.MULTILINE)


def prune_unreferenced_libraries(binaries: list[TocEntry], datas: list[TocEntry],
                                 roots: Iterable[str] = ("libpython",)) -> tuple[list[TocEntry], list[TocEntry]]:
    """Drop shared libraries that nothing kept links to (Linux); symlinks to a dropped library go too.

    Extension modules, Qt plugins and libraries whose name starts with one of ``roots`` (the bootloader opens
    libpython itself) are the starting points; every library reachable through ``DT_NEEDED`` stays.
    """
    by_name: dict[str, TocEntry] = {}
    for entry in binaries:
        by_name.setdefault(PurePosixPath(entry[0]).name, entry)
    for dest, target, kind in datas:
        if kind == "SYMLINK" and PurePosixPath(target).name in by_name:
            by_name.setdefault(PurePosixPath(dest).name, by_name[PurePosixPath(target).name])
    pending = [e for e in binaries
               if not _is_shared_library(e[0]) or PurePosixPath(e[0]).name.startswith(tuple(roots))]
    kept: set[str] = set()
    while pending:
        dest, src, _ = pending.pop()
        if dest in kept:
            continue
        kept.add(dest)
        pending.extend(by_name[n] for n in needed_libraries(src) if n in by_name and by_name[n][0] not in kept)
    new_binaries = [e for e in binaries if e[0] in kept]
    kept_names = {PurePosixPath(d).name for d in kept}
    new_datas = [e for e in datas if e[2] != "SYMLINK" or PurePosixPath(e[1]).name in kept_names]
    return new_binaries, new_datas


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` → ``(1, 2, 3, 0)``: the four numbers a Windows version resource holds.

    >>> version_tuple("0.1.0"), version_tuple("2.0rc1")
    ((0, 1, 0, 0), (2, 0, 0, 0))
    """
    numbers = [int(m.group()) if (m := re.match(r"\d+", part)) else 0 for part in version.split(".")[:4]]
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def write_version_info(dest: Path, version: str = __version__) -> Path:
    """Fill ``packaging/windows/version_info.txt`` with ``version`` for PyInstaller's ``EXE(version=...)``."""
    template = (PACKAGING / "windows" / "version_info.txt").read_text(encoding="utf-8")
    text = template.replace("{version_tuple}", repr(version_tuple(version))).replace("{version}", version)
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(text, encoding="utf-8")
    return dest


#: ICNS element types holding PNG data, by pixel size (retina types share sizes; one of each is enough).
_ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def write_icns(dest: Path, icon_dir: Path) -> Path:
    """Write a macOS ``.icns`` from the shipped ``hearts-qt-<size>.png`` files (PNG-in-ICNS, macOS 10.7+)."""
    chunks = b""
    for size, kind in _ICNS_TYPES.items():
        png = icon_dir / f"{APP_NAME}-{size}.png"
        if png.is_file():
            data = png.read_bytes()
            chunks += kind + struct.pack(">I", len(data) + 8) + data
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(b"icns" + struct.pack(">I", len(chunks) + 8) + chunks)
    return dest


class BuildError(Exception):
    """The build cannot go on; the message says what is missing and how to get it."""


def compile_translations(root: Path = ROOT) -> list[Path]:
    """Compile ``resources/translations/*.ts`` into the ``.qm`` files the app loads; returns the ``.qm`` paths.

    The spec calls this before its Analysis, so ``pyinstaller build_installer.spec`` alone ships current
    translations. It runs ``tools/translations.py``'s own build (imported by path: ``tools/`` is not a package),
    so the bundle, ``setup.py`` and ``./play.sh`` compile them the same way.
    """
    script = root / "tools" / "translations.py"
    loader_spec = importlib.util.spec_from_file_location("hearts_qt_translations_tool", script)
    if not script.is_file() or loader_spec is None or loader_spec.loader is None:
        raise BuildError(f"{script} is missing: the translations cannot be compiled")
    tool = importlib.util.module_from_spec(loader_spec)
    loader_spec.loader.exec_module(tool)
    try:
        built: list[Path] = tool.build(quiet=True)
    except SystemExit as error:  # the tool's own sentence, e.g. "pyside6-lrelease not found: install …"
        raise BuildError(f"cannot compile the translations: {error}") from None
    except (subprocess.CalledProcessError, OSError) as error:
        raise BuildError(f"cannot compile the translations: {error}") from None
    missing = [ts.name for ts in sorted(tool.TS_DIR.glob("*.ts")) if not ts.with_suffix(".qm").is_file()]
    if missing:
        raise BuildError(f"no .qm was made for {', '.join(missing)}")
    return built


def run_pyinstaller(dist: Path, work: Path) -> Path:
    """Build the onedir bundle with this interpreter's PyInstaller; returns ``dist/hearts-qt``."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)
    return dist / APP_NAME


def icon_sizes(icon_dir: Path) -> list[int]:
    """The sizes of the shipped ``hearts-qt-<size>.png`` icons, smallest first."""
    sizes = (re.fullmatch(rf"{APP_NAME}-(\d+)\.png", p.name) for p in icon_dir.iterdir())
    return sorted(int(m.group(1)) for m in sizes if m)


def add_desktop_files(bundle: Path, version: str = __version__) -> None:
    """Put the desktop entry, the AppStream metainfo, the hicolor icons (all named by the application id), the
    licence and the install note into the Linux bundle's ``share/`` (the layout of ``/usr/share``)."""
    copy_desktop_integration(bundle / "share")
    shutil.copyfile(ROOT / "COPYING", bundle / "COPYING")
    note = (PACKAGING / "linux" / "INSTALL.txt").read_text(encoding="utf-8")
    (bundle / "INSTALL.txt").write_text(note.replace("{version}", version), encoding="utf-8")


def copy_desktop_integration(share: Path) -> list[Path]:
    """``applications/<id>.desktop``, ``metainfo/<id>.metainfo.xml`` and ``icons/hicolor/<size>/apps/<id>.png``
    (and the scalable SVG) under ``share``; returns the files written."""
    icons = ROOT / "resources" / "icons"
    linux = PACKAGING / "linux"
    copies = [(linux / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop"),
              (linux / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml"),
              (icons / f"{APP_NAME}.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")]
    hicolor = share / "icons" / "hicolor"
    copies += [(icons / f"{APP_NAME}-{size}.png", hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
               for size in icon_sizes(icons)]
    for source, target in copies:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    return [target for _, target in copies]


def tarball_name(version: str = __version__) -> str:
    machine = platform.machine().lower() or "unknown"
    return f"{APP_NAME}-{version}-linux-{machine}.tar.gz"


def make_tarball(bundle: Path, version: str = __version__) -> Path:
    """Pack the bundle as ``hearts-qt-<version>-linux-<machine>.tar.gz`` beside it (symlinks kept)."""
    archive = bundle.parent / tarball_name(version)
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=APP_NAME)
    return archive


def disk_usage(info: os.stat_result) -> int:
    """Bytes one file takes on disk: its allocated blocks where the system counts them (Linux, macOS), else its
    size (Windows has no ``st_blocks``)."""
    blocks: int | None = getattr(info, "st_blocks", None)
    return info.st_size if blocks is None else blocks * 512


def directory_size(path: Path) -> int:
    """Bytes a directory tree takes on disk, as ``du`` counts them (allocated blocks; symlinks as links)."""
    return sum(disk_usage(p.lstat()) for p in path.rglob("*"))
