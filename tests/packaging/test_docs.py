"""The repository explains itself: the README and docs/ point only at things inside the repository, and every
repository path or relative link they name exists (a clone on another machine has nothing else)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts_qt.build.bundle import ROOT
from hearts_qt.resources import PACKAGED

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
#: A path that climbs out of the repository, an absolute path on the machine the docs were written on, or the
#: workspace folders beside the repository (the shared style guide, the players' rule documents).
OUTSIDE = re.compile(r"\.\./|(?<![\w.~-])/(?:work|root|home|tmp|opt|srv|mnt)/|(?<![\w/.-])(?:shared|seeds)/")
#: Top-level folders of the repository whose paths the docs name; build outputs (dist/, build/) are not checked.
TRACKED = ("docs", "hearts_qt", "tests", "tools", "benchmarks", "packaging", "resources", ".ci")
#: Made by a build, not kept in the repository: the resources folder inside an installed package.
BUILT = (f"hearts_qt/{PACKAGED}",)


def doc_id(doc: Path) -> str:
    return str(doc.relative_to(ROOT))


def named_paths(text: str) -> list[str]:
    """Repository paths in backticks (``hearts_qt/engine/round.py``, ``resources/translations/*.ts``)."""
    tokens = re.findall(r"`([^`\s]+)`", text)
    return [t for t in tokens if "/" in t and t.split("/")[0] in TRACKED]


def exists_in_repository(path: str) -> bool:
    """``<lang>``-style placeholders and ``*`` match anything; a built .qm is checked through its .ts source."""
    pattern = re.sub(r"<[^>]+>", "*", path.split("::")[0]).rstrip("/")
    if pattern.startswith(BUILT):
        return True
    if pattern.endswith(".qm"):
        pattern = pattern[: -len(".qm")] + ".ts"
    return any(ROOT.glob(pattern))


def test_the_docs_are_found():
    names = {doc_id(doc) for doc in DOCS}
    assert {"README.md", "docs/architecture.md", "docs/packaging.md", "docs/rules.md"} <= names


@pytest.mark.parametrize("doc", DOCS, ids=doc_id)
def test_nothing_points_outside_the_repository(doc: Path):
    lines = doc.read_text(encoding="utf-8").splitlines()
    outside = [f"line {n}: {line.strip()}" for n, line in enumerate(lines, 1) if OUTSIDE.search(line)]
    assert not outside


@pytest.mark.parametrize("doc", DOCS, ids=doc_id)
def test_every_named_path_and_relative_link_exists(doc: Path):
    text = doc.read_text(encoding="utf-8")
    missing = [path for path in named_paths(text) if not exists_in_repository(path)]
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address or an anchor in the same page
        resolved = (doc.parent / target.split("#")[0]).resolve()
        if not resolved.is_relative_to(ROOT) or not resolved.exists():
            missing.append(target)
    assert not missing
