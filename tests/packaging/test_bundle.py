"""The packaged app, built for real once per test session from a copy of the checkout without any .qm file (as a
fresh clone has it): it passes its self-test, shows a window under Xvfb, and carries its desktop entry, icons,
resources and tarball within the size budget. Linux only.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from hearts_qt import APP_ID, __version__
from hearts_qt.build.bundle import ROOT, directory_size, icon_sizes, tarball_name

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle is built and run on Linux"),
]

SIZE_BUDGET = 130 * 2**20  # bytes on disk, as `du` counts them
#: Qt libraries the app does not use; the spec keeps them out.
UNUSED_QT_LIBRARIES = ("NetworkAuth", "Qml", "Quick", "Pdf", "WebEngine", "OpenGL", "Multimedia", "3D", "Designer")


def test_self_test_of_the_built_executable(bundle: Path, user_env: dict[str, str]):
    exe = bundle / "hearts-qt"
    assert os.access(exe, os.X_OK)
    result = subprocess.run([str(exe), "--self-test"], env=user_env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    languages = len(list((ROOT / "resources" / "translations").glob("*.ts")))
    assert result.stdout.startswith(f"hearts-qt self-test OK: 53 card images, 2 fonts, {languages} translations, ")
    assert "6 sounds, 2 card faces and 4 backs, settings, 1 hand (52 cards)" in result.stdout
    assert result.stdout.strip().endswith(f"resources in {bundle / '_internal' / 'resources'}"), result.stdout
    assert not Path(user_env["HOME"], ".config").exists(), "the self-test wrote to the user's settings"


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb not installed")
def test_the_real_executable_shows_a_window_under_xvfb(bundle: Path):
    benchmark = ROOT / "benchmarks" / "startup.py"
    result = subprocess.run([sys.executable, str(benchmark), "--exe", str(bundle / "hearts-qt"), "--runs", "1"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "run 1:" in result.stdout and "to window" in result.stdout


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_and_icons(bundle: Path):
    desktop = bundle / "share" / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    assert (bundle / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    hicolor = bundle / "share" / "icons" / "hicolor"
    for size in icon_sizes(ROOT / "resources" / "icons"):
        assert (hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file(), size
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert __version__ in (bundle / "INSTALL.txt").read_text(encoding="utf-8")
    assert (bundle / "COPYING").read_bytes() == (ROOT / "COPYING").read_bytes()
    shipped = bundle / "_internal" / "resources"
    assert (shipped / "COPYING").is_file() and (shipped / "licenses" / "LGPL-3.0.txt").is_file()


def test_every_resource_is_in_the_bundle(bundle: Path):
    source = ROOT / "resources"
    shipped = bundle / "_internal" / "resources"
    missing = [str(p.relative_to(source)) for p in source.rglob("*")
               if p.is_file() and not (shipped / p.relative_to(source)).is_file()]
    assert not missing
    assert len(list((shipped / "cards").glob("*.svg"))) == 53
    assert list((shipped / "fonts").glob("DejaVuSans*.ttf"))


def test_size_budget_and_no_unused_qt(bundle: Path):
    size = directory_size(bundle)
    print(f"bundle size: {size / 2**20:.0f} MiB on disk")
    assert size <= SIZE_BUDGET, f"{size / 2**20:.0f} MiB on disk, over the {SIZE_BUDGET / 2**20:.0f} MiB budget"
    unused = [p.name for p in bundle.rglob("*Qt6*") if any(f"Qt6{name}" in p.name for name in UNUSED_QT_LIBRARIES)]
    assert not unused
    plugins = bundle / "_internal" / "PySide6" / "Qt" / "plugins"
    assert {p.name for p in plugins.iterdir()}.isdisjoint({"tls", "networkinformation", "egldeviceintegrations"})


def test_tarball(bundle: Path):
    archive = bundle.parent / tarball_name()
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    exe = members["hearts-qt/hearts-qt"]
    assert exe.isfile() and exe.mode & 0o111
    for name in ("hearts-qt/INSTALL.txt", f"hearts-qt/share/applications/{APP_ID}.desktop", "hearts-qt/COPYING",
                 "hearts-qt/_internal/resources/cards/QS.svg"):
        assert name in members, name
    # Qt's libraries are linked from _internal/ to PySide6/Qt/lib; the archive must keep them as links.
    assert any(m.issym() for m in members.values())
