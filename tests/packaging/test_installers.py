"""The installers: the Windows setup program compiled for real with NSIS's makensis (Debian's ``nsis`` here) against a
folder laid out as the Windows bundle is, and listed back with 7-Zip; the macOS disk image and Info.plist with
``hdiutil`` stood in for (it exists only on macOS)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hearts_qt import APP_ID, __version__
from hearts_qt.build import installers
from hearts_qt.build.bundle import BuildError
from hearts_qt.build.installers import (
    MACOS_APP,
    MACOS_MINIMUM,
    macos_bundle_identifier,
    macos_info_plist,
    make_installers,
    windows_installer,
    windows_installer_name,
)

LINUX = sys.platform.startswith("linux")
#: On Linux ``tools/bootstrap.sh test`` installs nsis and p7zip-full: missing there, the test fails rather than skip.
needs_makensis = pytest.mark.skipif(not LINUX and shutil.which("makensis") is None,
                                    reason="NSIS is not installed on this system")


def windows_bundle(dist: Path) -> Path:
    """``dist/hearts-qt`` as PyInstaller lays out the Windows bundle: the exe beside ``_internal``."""
    bundle = dist / "hearts-qt"
    (bundle / "_internal" / "resources" / "cards").mkdir(parents=True)
    (bundle / "hearts-qt.exe").write_bytes(b"MZ" + bytes(4000))
    (bundle / "_internal" / "python311.dll").write_bytes(b"MZ" + bytes(range(256)) * 40)
    (bundle / "_internal" / "resources" / "cards" / "QS.svg").write_text("<svg/>", encoding="utf-8")
    return bundle


def listed(installer: Path) -> list[str]:
    """The files 7-Zip finds in an NSIS installer."""
    out = subprocess.run(["7z", "l", "-slt", str(installer)], capture_output=True, text=True, check=True).stdout
    return [line.removeprefix("Path = ").replace("\\", "/") for line in out.splitlines()
            if line.startswith("Path = ")][1:]  # the first is the archive itself


@needs_makensis
def test_the_windows_installer_compiles_and_holds_the_bundle(tmp_path: Path):
    bundle = windows_bundle(tmp_path)
    made = make_installers(tmp_path, tmp_path / "work", system="win32")
    assert made == [tmp_path / windows_installer_name()]
    data = made[0].read_bytes()
    assert data[:2] == b"MZ"
    # RequestExecutionLevel user: the manifest asks for no administrator rights.
    assert b'level="asInvoker"' in data and b"requireAdministrator" not in data
    if LINUX or shutil.which("7z"):
        files = listed(made[0])
        assert {"hearts-qt.exe", "_internal/python311.dll", "_internal/resources/cards/QS.svg",
                "Uninstall Hearts.exe"} <= set(files)
    assert bundle.is_dir()


def test_the_installer_script_installs_for_the_user_with_menu_entry_licence_and_uninstaller():
    script = installers.NSIS_SCRIPT.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in script and '"$LOCALAPPDATA\\Programs\\Hearts"' in script
    assert "!insertmacro MUI_PAGE_LICENSE \"${LICENSE}\"" in script
    assert 'CreateShortcut "$SMPROGRAMS\\Hearts.lnk"' in script and 'Delete "$SMPROGRAMS\\Hearts.lnk"' in script
    assert re.search(r'WriteRegStr HKCU "\$\{UNINSTALL_KEY\}" "UninstallString"', script)
    assert "HKLM" not in script  # per user: nothing machine-wide
    assert installers.LICENCE.name == "COPYING" and "GNU GENERAL PUBLIC LICENSE" in installers.LICENCE.read_text(
        encoding="utf-8")[:200]


@needs_makensis
def test_a_folder_that_is_no_windows_bundle_or_no_licence_stops_the_build(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch):
    with pytest.raises(BuildError, match=r"holds no hearts-qt\.exe"):
        windows_installer(tmp_path / "hearts-qt", tmp_path)
    bundle = windows_bundle(tmp_path)
    monkeypatch.setattr(installers, "LICENCE", tmp_path / "COPYING")
    with pytest.raises(BuildError, match="licence page"):
        windows_installer(bundle, tmp_path)


def test_without_makensis_the_build_says_what_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    for variable in ("ProgramFiles", "ProgramFiles(x86)"):
        monkeypatch.delenv(variable, raising=False)
    with pytest.raises(BuildError, match="makensis not found: install NSIS"):
        windows_installer(windows_bundle(tmp_path), tmp_path)


def test_the_macos_disk_image_holds_the_app_and_a_link_to_applications(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch):
    app = tmp_path / MACOS_APP
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "Info.plist").write_text("<plist/>", encoding="utf-8")
    (app / "Contents" / "MacOS" / "hearts-qt").write_bytes(b"\xcf\xfa\xed\xfe")
    (app / "Contents" / "Frameworks").symlink_to("MacOS")  # a bundle's links stay links
    calls: list[list[str]] = []

    def hdiutil(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        staging = Path(command[command.index("-srcfolder") + 1])
        assert sorted(p.name for p in staging.iterdir()) == ["Applications", MACOS_APP]
        assert (staging / "Applications").readlink() == Path("/Applications")
        assert (staging / MACOS_APP / "Contents" / "Frameworks").is_symlink()
        Path(command[-1]).write_bytes(b"koly")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(installers.subprocess, "run", hdiutil)
    monkeypatch.setattr(installers.platform, "machine", lambda: "arm64")
    made = make_installers(tmp_path, tmp_path / "work", system="darwin")
    assert made == [tmp_path / f"Hearts-{__version__}-macos-arm64.dmg"] and made[0].is_file()
    assert calls[0][:2] == ["hdiutil", "create"] and calls[0][-4:-2] == ["-format", "UDZO"]
    assert make_installers(tmp_path, tmp_path / "work", system="linux") == []  # Linux has its tarball


def test_macos_says_its_versions_minimum_system_and_a_valid_bundle_id():
    plist = macos_info_plist("2.1rc1")
    assert plist["CFBundleVersion"] == plist["CFBundleShortVersionString"] == "2.1.0"
    assert plist["LSMinimumSystemVersion"] == MACOS_MINIMUM
    identifier = macos_bundle_identifier()
    assert plist["CFBundleIdentifier"] == identifier
    assert re.fullmatch(r"[A-Za-z0-9.-]+", identifier)  # what Apple allows in a bundle identifier
    assert identifier.lower() == APP_ID.replace("_", "-").lower()
