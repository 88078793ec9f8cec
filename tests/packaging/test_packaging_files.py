"""The packaging inputs, checked without building: desktop entry, install note, version resource, plugin choice."""

from __future__ import annotations

import shutil
import struct
import sys
import sysconfig
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from hearts_qt import __version__, resources
from hearts_qt.build.bundle import (
    PACKAGING,
    ROOT,
    SOUND_LIBRARY,
    SPEC,
    UNUSED_QT_MODULES,
    BuildError,
    compile_translations,
    icon_sizes,
    is_kept,
    tarball_name,
    version_tuple,
    write_icns,
    write_version_info,
)
from hearts_qt.build.installers import macos_bundle_identifier, macos_info_plist

ICONS = ROOT / "resources" / "icons"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_install_note_names_the_tarball():
    note = (PACKAGING / "linux" / "INSTALL.txt").read_text(encoding="utf-8")
    assert "hearts-qt-{version}-linux-x86_64.tar.gz" in note
    assert "--self-test" in note
    assert tarball_name("1.2.3").startswith("hearts-qt-1.2.3-linux-")


def test_usual_icon_sizes_are_shipped():
    assert {16, 24, 32, 48, 64, 128, 256, 512} <= set(icon_sizes(ICONS))
    assert (ICONS / "hearts-qt.svg").is_file() and (ICONS / "hearts-qt.ico").is_file()


def test_version_info_parses_for_windows(tmp_path: Path):
    # PyInstaller evaluates the file with its version-resource classes; on Linux that module needs pefile, so the
    # same evaluation runs here with stand-ins that keep their arguments.
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo",
             "VarStruct")
    stand_ins = {name: (lambda *args, **kwargs: (args, kwargs)) for name in names}
    text = write_version_info(tmp_path / "v.txt", "1.2.3").read_text(encoding="utf-8")
    _, info = eval(text, {"__builtins__": {}}, stand_ins)
    assert info["ffi"][1]["filevers"] == (1, 2, 3, 0) == info["ffi"][1]["prodvers"]
    strings = dict(entry[0] for entry in info["kids"][0][0][0][0][0][1])
    assert strings["ProductVersion"] == "1.2.3" and strings["OriginalFilename"] == "hearts-qt.exe"
    assert version_tuple(__version__)[:2] == tuple(int(n) for n in __version__.split(".")[:2])


def test_icns_holds_every_png_size(tmp_path: Path):
    data = write_icns(tmp_path / "hearts-qt.icns", ICONS).read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, offset = [], 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack(">I", data[offset + 4:offset + 8])[0]
        assert data[offset + 8:offset + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        offset += length
    assert offset == len(data)
    assert kinds == [b"icp4", b"icp5", b"icp6", b"ic07", b"ic08", b"ic09"]


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqicns.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("PySide6/Qt/translations/qtbase_de.qm", True),
    ("PySide6/Qt/translations/qt_pt_BR.qm", True),
    ("PySide6/Qt/translations/qt_help_de.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
    ("resources/translations/hearts_qt_pl.qm", True),
    ("resources/cards/QS.svg", True),
])
def test_plugin_and_translation_choice(dest: str, kept: bool):
    assert is_kept(dest) is kept


def test_the_app_uses_none_of_the_excluded_qt_modules():
    sources = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "hearts_qt").rglob("*.py"))
    used = [module for module in UNUSED_QT_MODULES if module in sources]
    assert not used, f"the app imports {used}: remove them from UNUSED_QT_MODULES in hearts_qt/build/bundle.py"


def test_resources_are_found_in_the_checkout():
    assert resources.resource_root() == ROOT / "resources"
    assert resources.resource_path("cards", "QS.svg").is_file()


def test_resources_are_found_in_an_installed_package(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    package = tmp_path / "site-packages" / "hearts_qt"
    (package / resources.PACKAGED / "cards").mkdir(parents=True)
    monkeypatch.setattr(resources, "__file__", str(package / "resources.py"))
    assert resources.resource_path("cards", "QS.svg") == package / resources.PACKAGED / "cards" / "QS.svg"


def test_resources_are_found_in_the_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert resources.resource_root() == tmp_path / "_internal" / "resources"


def without_lrelease(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No pyside6-lrelease among the environment's commands, beside the interpreter, nor on PATH."""
    nowhere = str(tmp_path / "nowhere")
    real_get_path = sysconfig.get_path
    monkeypatch.setattr(sysconfig, "get_path",
                        lambda name, *args, **kwargs: nowhere if name == "scripts" else real_get_path(name))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "nowhere" / "python"))
    monkeypatch.setenv("PATH", nowhere)


def test_compile_translations_makes_every_qm(fresh_checkout: Callable[[str], Path]):
    source = fresh_checkout("translations-source")
    built = compile_translations(source)
    sources = sorted((source / "resources" / "translations").glob("*.ts"))
    assert sources and sorted(built) == [ts.with_suffix(".qm") for ts in sources]
    assert all(qm.stat().st_size > 0 for qm in built)


def test_compile_translations_without_lrelease_says_what_to_install(monkeypatch: pytest.MonkeyPatch,
                                                                   fresh_checkout: Callable[[str], Path],
                                                                   tmp_path: Path):
    source = fresh_checkout("no-lrelease-source")
    without_lrelease(monkeypatch, tmp_path)
    with pytest.raises(BuildError, match="pyside6-lrelease not found: install PySide6-Essentials"):
        compile_translations(source)


def run_spec(source: Path, work: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Execute ``source``'s spec as PyInstaller would, with stand-ins for its build steps; returns what Analysis saw.

    The stand-in Analysis records the .qm files present when it is called, which is when PyInstaller would collect
    ``resources/``.
    """
    seen: dict[str, Any] = {}

    def analysis(scripts: list[str], **options: Any) -> SimpleNamespace:
        seen["qm"] = sorted(p.name for p in (source / "resources" / "translations").glob("*.qm"))
        seen["datas"] = options["datas"]
        seen["analysis"] = options
        return SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[])

    def step(*args: Any, **kwargs: Any) -> None:
        return None

    def bundle(*args: Any, **kwargs: Any) -> None:
        seen["bundle"] = kwargs

    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts its folder first
    spec = source / SPEC.name
    namespace = {"SPECPATH": str(source), "workpath": str(work), "Analysis": analysis, "PYZ": step, "EXE": step,
                 "COLLECT": step, "BUNDLE": bundle, "__file__": str(spec)}
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    return seen


def test_the_spec_compiles_the_translations_before_its_analysis(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                               fresh_checkout: Callable[[str], Path]):
    source = fresh_checkout("spec-source")
    seen = run_spec(source, tmp_path, monkeypatch)
    expected = sorted(ts.with_suffix(".qm").name for ts in (source / "resources" / "translations").glob("*.ts"))
    assert expected and seen["qm"] == expected
    assert seen["datas"] == [(str(source / "resources"), "resources"), (str(source / "COPYING"), "resources")]


def test_the_spec_stops_with_a_clear_message_without_lrelease(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                              fresh_checkout: Callable[[str], Path]):
    source = fresh_checkout("spec-no-lrelease-source")
    without_lrelease(monkeypatch, tmp_path)
    with pytest.raises(SystemExit, match=r"build_installer\.spec: cannot compile the translations: pyside6-lrelease"):
        run_spec(source, tmp_path, monkeypatch)


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_spec_on_each_system(platform: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                 fresh_checkout: Callable[[str], Path]):
    """Windows and macOS carry the miniaudio sound library (and cffi's backend, imported from C where PyInstaller
    cannot see it); Linux leaves it out. macOS's app says its versions, oldest system and a valid bundle id."""
    source = fresh_checkout(f"spec-{platform}")
    monkeypatch.setattr(sys, "platform", platform)
    seen = run_spec(source, tmp_path, monkeypatch)
    options = seen["analysis"]
    if platform == "linux":
        assert options["hiddenimports"] == [] and set(SOUND_LIBRARY) <= set(options["excludes"])
    else:
        assert options["hiddenimports"] == ["_cffi_backend"] and not set(SOUND_LIBRARY) & set(options["excludes"])
    if platform == "darwin":
        assert seen["bundle"]["info_plist"] == macos_info_plist()
        assert seen["bundle"]["bundle_identifier"] == macos_bundle_identifier() == macos_info_plist()[
            "CFBundleIdentifier"]
        assert seen["bundle"]["name"] == "Hearts.app"
    else:
        assert "bundle" not in seen


@pytest.mark.skipif(not Path("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0").is_file()
                    or not Path("/usr/lib/x86_64-linux-gnu/libz.so.1").is_file(),
                    reason="needs Debian's libpython3.11 (amd64) to stand for a bundle built with Debian's Python")
def test_lintian_is_told_of_debian_s_libpython_linked_to_the_system_expat(tmp_path: Path):
    """Debian's libpython has pyexpat built in and linked to the system's expat: lintian takes its messages for a
    copy of expat (an error). The package says so in an override then, and only then."""
    from hearts_qt.build.deb import lintian_overrides

    internal = tmp_path / "_internal"
    internal.mkdir()
    assert lintian_overrides(internal) == ""
    shutil.copyfile("/usr/lib/x86_64-linux-gnu/libz.so.1", internal / "libpython3.11.so.1.0")  # links no expat
    assert lintian_overrides(internal) == ""
    shutil.copyfile("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", internal / "libpython3.11.so.1.0")
    assert lintian_overrides(internal) == (
        "hearts-qt: embedded-library expat [usr/lib/hearts-qt/_internal/libpython3.11.so.1.0]\n")
