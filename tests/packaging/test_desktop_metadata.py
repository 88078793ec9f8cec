"""The desktop entry and the AppStream metainfo: valid for the tools that read them (no error, no warning), named
by the one application id, in every language the game speaks, and true to the code (binary, version, pictures)."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from hearts_qt import APP_ID, SOURCE_URL, __version__
from hearts_qt.build.bundle import APP_NAME, PACKAGING, ROOT
from hearts_qt.build.installers import macos_bundle_identifier

DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
#: The desktop's names of the languages the game is translated into (Serbian twice: Cyrillic and Latin).
LOCALES = ("mk", "pl", "sr", "sr@latin")


def tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: install {package} (tools/bootstrap.sh test does)")
    return found


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.RawConfigParser(delimiters=("=",), interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_validate_says_nothing():
    result = subprocess.run([tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not (result.stdout + result.stderr).strip(), result.stdout + result.stderr


def test_appstreamcli_validate_finds_no_error_and_no_warning():
    result = subprocess.run([tool("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    print(result.stdout)
    problems = [line for line in result.stdout.splitlines() if re.match(r"[EW]:", line)]
    assert result.returncode == 0 and not problems, result.stdout + result.stderr


def test_the_entry_speaks_every_language_of_the_game():
    entry = desktop_entry()
    from tools.translations import to_cyrillic  # the Serbian Cyrillic is the Latin transliterated

    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for locale in LOCALES:
            assert entry.get(f"{key}[{locale}]"), f"{key}[{locale}]"
        assert entry[f"{key}[sr]"] == to_cyrillic(entry[f"{key}[sr@latin]"]), key
    assert entry["Name[pl]"] == "Kierki"


def test_one_application_id_everywhere():
    entry = desktop_entry()
    assert entry["Icon"] == APP_ID and entry["Exec"].split()[0] == APP_NAME
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert component.findtext("provides/binary") == APP_NAME
    assert component.findtext("url[@type='homepage']") == SOURCE_URL
    spec = (ROOT / "build_installer.spec").read_text(encoding="utf-8")
    # macOS's bundle id is the same id with its underscore a hyphen: Apple allows no underscore there.
    assert "bundle_identifier=macos_bundle_identifier()" in spec
    assert macos_bundle_identifier() == APP_ID.replace("_", "-")


def test_the_application_tells_the_desktop_its_id(qapp):
    from PySide6.QtGui import QGuiApplication

    from hearts_qt.bootstrap import setup_application

    font = qapp.font()
    try:
        setup_application(qapp)
        assert QGuiApplication.desktopFileName() == APP_ID
    finally:
        qapp.setFont(font)  # the tests after this one measure text in the session's own font


def test_the_metainfo_is_true_to_the_code():
    component = ET.parse(METAINFO).getroot()
    releases = component.findall("releases/release")
    assert releases[0].get("version") == __version__, "the newest release comes first and is this version"
    assert component.find("content_rating[@type='oars-1.1']") is not None
    translation = component.find("translation[@type='qt']")
    assert translation is not None and list((ROOT / "resources" / "translations").glob(f"{translation.text}_*.ts"))
    pictures = [image.text or "" for image in component.iterfind("screenshots/screenshot/image")]
    assert pictures
    for address in pictures:
        assert address.startswith(f"{SOURCE_URL}/raw/main/docs/screenshots/"), address
        assert (ROOT / address.split("/raw/main/", 1)[1]).is_file(), address
    for locale in LOCALES:
        assert component.find(f"name[@{{http://www.w3.org/XML/1998/namespace}}lang='{locale}']") is not None
