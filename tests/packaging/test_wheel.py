"""``pip install .`` as a Python user does it: the wheel, built from a copy of the checkout without any .qm file,
carries the card art, fonts, icons and compiled translations, and once installed into a fresh virtual environment
outside the checkout its ``hearts-qt --self-test`` passes and uses the installed resources.

Marked slow: pip builds the wheel in an isolated environment, which it fills from the package index (setuptools
and PySide6-Essentials, whose pyside6-lrelease compiles the translations).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tarfile
import venv
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath

import pytest

from hearts_qt import __version__
from hearts_qt.build.bundle import ROOT
from hearts_qt.resources import PACKAGED

pytestmark = pytest.mark.slow

ASSETS = PurePosixPath("hearts_qt", PACKAGED)


def extra_requires(tree: Path) -> list[str]:
    """What the project's build backend asks a front end to install for ``tree``, besides setuptools."""
    loader = importlib.util.spec_from_file_location(
        "hearts_build_backend", ROOT / "packaging" / "python" / "hearts_build_backend.py")
    assert loader is not None and loader.loader is not None
    backend = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(backend)
    return list(backend.extra_requires(tree))


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory, fresh_checkout: Callable[[str], Path]) -> Path:
    """``pip wheel`` of a fresh copy of the checkout (once a session)."""
    source, out = fresh_checkout("wheel-source"), tmp_path_factory.mktemp("wheelhouse")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(source)]
    result = subprocess.run(command, cwd=out, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, f"pip wheel failed:\n{result.stdout}\n{result.stderr}"
    (built,) = out.glob("hearts_qt-*.whl")
    print(f"wheel {built.name}: {built.stat().st_size / 2**20:.2f} MiB")
    return built


def test_the_wheel_carries_every_resource_and_the_compiled_translations(wheel: Path):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = archive.read(f"hearts_qt-{__version__}.dist-info/METADATA").decode()
    source = ROOT / "resources"
    expected = {str(ASSETS / p.relative_to(source).as_posix()) for p in source.rglob("*")
                if p.is_file() and p.suffix != ".qm"}
    assert expected <= names, sorted(expected - names)
    translations = [ts.stem for ts in (source / "translations").glob("*.ts")]
    assert translations
    assert {f"{ASSETS}/translations/{name}.qm" for name in translations} <= names
    assert len([n for n in names if n.startswith(f"{ASSETS}/cards/") and n.endswith(".svg")]) == 53
    assert "hearts_qt/app.py" in names and "hearts_qt/engine/__init__.py" in names
    assert "Requires-Dist: PySide6-Essentials" in metadata
    assert f"{ASSETS}/COPYING" in names and f"hearts_qt-{__version__}.dist-info/licenses/COPYING" in names
    # The README's pictures show on a package index: every one of them is an address there.
    assert "![" in metadata and "](docs/" not in metadata


def site_packages(python: Path) -> Path:
    out = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                         capture_output=True, text=True, check=True).stdout
    return Path(out.strip())


def link_this_pyside(venv_site: Path, links: Path) -> None:
    """Make the PySide6 this test runs with importable in the new environment, and nothing else of ours.

    Installing it there would download ~100 MB; a folder holding only links to PySide6 and shiboken6, named by a
    ``.pth`` file, gives the same libraries without exposing this environment's other packages (hearts_qt above
    all).
    """
    links.mkdir()
    for name in ("PySide6", "shiboken6"):
        found = importlib.util.find_spec(name)
        assert found is not None and found.submodule_search_locations
        (links / name).symlink_to(Path(next(iter(found.submodule_search_locations))), target_is_directory=True)
    (venv_site / "this-pyside6.pth").write_text(f"{links}\n", encoding="utf-8")


def test_installed_in_a_fresh_venv_the_self_test_passes(wheel: Path, tmp_path: Path, user_env: dict[str, str]):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    bindir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bindir / "python"
    install = [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
               "--no-index", str(wheel)]
    subprocess.run(install, cwd=tmp_path, env=user_env, check=True, capture_output=True, text=True, timeout=300)
    venv_site = site_packages(python)
    link_this_pyside(venv_site, tmp_path / "pyside-only")
    # cwd and environment outside the checkout: only the installed hearts_qt can be imported.
    result = subprocess.run([str(bindir / "hearts-qt"), "--self-test"], cwd=tmp_path, env=user_env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    line = result.stdout.strip()
    assert line.startswith("hearts-qt self-test OK: 53 card images, 2 fonts, "), line
    assert "6 sounds, 2 card faces and 4 backs, settings, 1 hand (52 cards)" in line
    assert line.endswith(f"resources in {venv_site / 'hearts_qt' / PACKAGED}"), line
    assert not Path(user_env["HOME"], ".config").exists(), "the self-test wrote to the user's settings"


def test_the_sdist_carries_the_compiled_translations_and_builds_without_qt(
        tmp_path: Path, fresh_checkout: Callable[[str], Path]):
    """The sdist, made from a fresh clone, has the .qm files; the wheel built from it asks for setuptools alone."""
    source, out = fresh_checkout("sdist-source"), tmp_path / "out"
    made = subprocess.run([sys.executable, "-m", "build", "--sdist", "--outdir", str(out), str(source)],
                          capture_output=True, text=True, timeout=900)
    assert made.returncode == 0, made.stdout + made.stderr
    (sdist,) = out.glob("hearts_qt-*.tar.gz")
    print(f"sdist {sdist.name}: {sdist.stat().st_size / 2**20:.2f} MiB")
    with tarfile.open(sdist) as archive:
        names = archive.getnames()
        # The "data" filter refuses links and paths out of the folder (Python 3.11.4 and later; Debian 12 has 3.11.2).
        archive.extractall(tmp_path / "unpacked", **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    top = f"hearts_qt-{__version__}"
    translations = sorted(ts.stem for ts in (ROOT / "resources" / "translations").glob("*.ts"))
    assert {f"{top}/resources/translations/{name}.qm" for name in translations} <= set(names)
    assert {f"{top}/COPYING", f"{top}/packaging/python/hearts_build_backend.py",
            f"{top}/packaging/linux/io.github.hearts_qt.Hearts.desktop",
            f"{top}/packaging/linux/io.github.hearts_qt.Hearts.metainfo.xml"} <= set(names)  # for the Flatpak
    unpacked = tmp_path / "unpacked" / top
    # What the backend asks a front end to install: Qt's tools for a clone, nothing of Qt for the sdist.
    assert "PySide6" in " ".join(extra_requires(source)) and extra_requires(unpacked) == []
    wheel_made = subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(unpacked)],
                                capture_output=True, text=True, timeout=900)
    assert wheel_made.returncode == 0, wheel_made.stdout + wheel_made.stderr
    (built,) = out.glob("hearts_qt-*.whl")
    with zipfile.ZipFile(built) as archive:
        wheel_names = set(archive.namelist())
    assert {f"{ASSETS}/translations/{name}.qm" for name in translations} <= wheel_names
    assert f"{ASSETS}/COPYING" in wheel_names

