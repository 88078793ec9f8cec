"""The Python package's metadata: one version, valid classifiers, the licence files, links a package index shows."""

from __future__ import annotations

import tomllib

from trove_classifiers import classifiers

from hearts_qt import SOURCE_URL, __version__
from hearts_qt.build.bundle import ROOT
from hearts_qt.package_index import index_readme

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_version_is_written_once():
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "hearts_qt.__version__"}
    assert __version__.count(".") == 2


def test_every_classifier_is_a_real_one_and_the_urls_are_the_source():
    listed = PYPROJECT["project"]["classifiers"]
    assert listed and not [c for c in listed if c not in classifiers]
    assert PYPROJECT["project"]["urls"]["Source"] == SOURCE_URL
    assert PYPROJECT["project"]["keywords"]


def test_the_licence_files_exist():
    patterns = PYPROJECT["project"]["license-files"]
    assert "COPYING" in patterns
    assert (ROOT / "COPYING").read_text(encoding="utf-8").lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    for pattern in patterns:
        assert list(ROOT.glob(pattern)), pattern


def test_developer_tools_are_not_published_extras():
    assert "optional-dependencies" not in PYPROJECT["project"]
    groups = PYPROJECT["dependency-groups"]
    assert any(str(r).startswith("pytest") for r in groups["test"])
    assert {"include-group": "test"} in groups["dev"] and {"include-group": "build"} in groups["dev"]


def test_the_readme_for_a_package_index_has_no_relative_link():
    text = index_readme((ROOT / "README.md").read_text(encoding="utf-8"))
    assert f"]({SOURCE_URL}/raw/main/docs/screenshots/" in text
    assert "](docs/" not in text and "](./" not in text
