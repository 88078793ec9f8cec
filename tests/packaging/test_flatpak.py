"""The Flatpak manifest, checked as far as this machine can (it has no Flatpak runtimes to build it): it parses,
names the same application id, command and files as the desktop entry and the metainfo, takes the sdist this
version makes, and runs in its sandbox with sound and no access to the player's files."""

from __future__ import annotations

import json
import re
import tomllib
import xml.etree.ElementTree as ET

from packaging.requirements import Requirement

from hearts_qt import APP_ID, __version__
from hearts_qt.build.bundle import APP_NAME, PACKAGING, ROOT, icon_sizes

MANIFEST = json.loads((PACKAGING / "flatpak" / f"{APP_ID}.json").read_text(encoding="utf-8"))
GAME = next(module for module in MANIFEST["modules"] if module["name"] == APP_NAME)


def test_the_id_and_command_are_the_desktop_entrys_and_the_metainfos():
    assert MANIFEST["id"] == APP_ID
    metainfo = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert MANIFEST["command"] == APP_NAME == metainfo.findtext("provides/binary")
    desktop = (PACKAGING / "linux" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"\nExec={MANIFEST['command']}\n" in desktop


def test_it_installs_the_entry_metainfo_icons_and_licence_under_the_id():
    commands = "\n".join(GAME["build-commands"])
    for installed in ("share/applications\n", "share/metainfo\n", f"scalable/apps/{APP_ID}.svg",
                      f"apps/{APP_ID}.png", f"share/licenses/{APP_ID}"):
        assert installed.strip() in commands, installed
    sources = re.findall(r"install -Dm644 (\S+)", commands)
    for source in sources:
        assert (ROOT / source.replace("hearts-qt-$size", "hearts-qt-16")).is_file(), source
        if source.startswith("packaging/"):
            assert source in (ROOT / "MANIFEST.in").read_text(encoding="utf-8"), f"{source} is not in the sdist"
    loop = re.search(r"for size in ([\d ]+);", commands)
    assert loop is not None and [int(n) for n in loop.group(1).split()] == icon_sizes(ROOT / "resources" / "icons")


def test_it_builds_this_versions_sdist_with_a_setuptools_the_backend_accepts():
    (source,) = GAME["sources"]
    assert source["type"] == "archive" and source["path"] == f"../../dist/hearts_qt-{__version__}.tar.gz"
    setuptools = next(module for module in MANIFEST["modules"] if module["name"] == "python3-setuptools")
    wheel = setuptools["sources"][0]
    version = re.search(r"setuptools-(\d+)\.", wheel["url"])
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = re.search(r"setuptools>=(\d+)", " ".join(pyproject["build-system"]["requires"]))
    assert version and wanted and int(version.group(1)) >= int(wanted.group(1))
    assert re.fullmatch(r"[0-9a-f]{64}", wheel["sha256"])


def test_the_sandbox_has_sound_and_a_display_and_nothing_of_the_players_files():
    args = MANIFEST["finish-args"]
    assert {"--socket=pulseaudio", "--socket=wayland", "--socket=fallback-x11", "--share=ipc"} <= set(args)
    assert not [a for a in args if a.startswith(("--filesystem", "--share=network", "--socket=x11"))]


def test_the_qt_for_python_it_runs_on_is_one_the_game_allows():
    """PySide6 comes as wheels (with Qt inside, as pip installs them), of a version the game's range allows."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    needed = [Requirement(r) for r in pyproject["project"]["dependencies"]]
    pyside = next(module for module in MANIFEST["modules"] if module["name"] == "pyside6-essentials")
    versions = {re.search(r"/(?:shiboken6|pyside6_essentials)-([\d.]+)-", s["url"])[1]  # type: ignore[index]
                for s in pyside["sources"]}
    assert len(versions) == 1 and len(pyside["sources"]) == 2
    version = versions.pop()
    python = {"python_version": "3.12"}  # the KDE runtime's Python
    assert any(r.specifier.contains(version) for r in needed if r.marker is None or r.marker.evaluate(python))
    assert all(re.fullmatch(r"[0-9a-f]{64}", s["sha256"]) for s in pyside["sources"])
    assert MANIFEST["runtime"] == "org.kde.Platform" and MANIFEST["sdk"] == "org.kde.Sdk"
    order = [module["name"] for module in MANIFEST["modules"]]
    assert order.index("pyside6-essentials") < order.index(APP_NAME)
