"""The code paths that decide on the system, run here by faking it (``sys.platform``, a missing ``st_blocks``), and
what a Windows or macOS checkout needs of the tree: no two names that differ only in case."""

from __future__ import annotations

import os
import sys
import sysconfig
from pathlib import Path

import pytest

from hearts_qt.build import bundle as build
from hearts_qt.build.bundle import ROOT
from tests.ui.test_translations import _tools_module

#: Built or local folders that are not part of the tree.
NOT_TRACKED = {".git", ".venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache", ".hypothesis"}


def fake_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str, scripts: str) -> Path:
    """An environment whose commands are in ``tmp_path/<scripts>`` (``bin`` or ``Scripts``), its interpreter
    elsewhere (as a Windows installation without a virtual environment has it), and nothing on PATH."""
    folder = tmp_path / scripts
    folder.mkdir(parents=True)
    real_get_path = sysconfig.get_path
    monkeypatch.setattr(sysconfig, "get_path",
                        lambda name, *args, **kwargs: str(folder) if name == "scripts" else real_get_path(name))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python" / "python.exe"))
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    return folder


def test_lrelease_is_found_with_its_exe_suffix_on_windows(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    tool = _tools_module()
    scripts = fake_environment(monkeypatch, tmp_path, "win32", "Scripts")
    (scripts / "pyside6-lrelease.exe").write_bytes(b"MZ")
    assert tool._tool("pyside6-lrelease") == str(scripts / "pyside6-lrelease.exe")


def test_lrelease_is_found_without_a_suffix_on_linux_and_macos(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    tool = _tools_module()
    for platform in ("linux", "darwin"):
        scripts = fake_environment(monkeypatch, tmp_path / platform, platform, "bin")
        (scripts / "pyside6-lrelease.exe").write_bytes(b"MZ")  # a Windows file in the tree is not the tool
        with pytest.raises(SystemExit, match="pyside6-lrelease not found: install PySide6-Essentials"):
            tool._tool("pyside6-lrelease")
        (scripts / "pyside6-lrelease").write_text("#!/bin/sh\n", encoding="utf-8")
        assert tool._tool("pyside6-lrelease") == str(scripts / "pyside6-lrelease")


def test_the_bundle_size_is_counted_where_there_are_no_blocks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    (tmp_path / "a").write_bytes(b"x" * 5000)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b").write_bytes(b"y" * 300)
    counted = build.directory_size(tmp_path)
    assert counted >= 5300 if hasattr(os.stat_result, "st_blocks") else counted > 0

    class WindowsStat:  # os.stat_result on Windows: sizes, no st_blocks
        def __init__(self, info: os.stat_result) -> None:
            self.st_size, self.st_mode = info.st_size, info.st_mode

    real_lstat = Path.lstat
    monkeypatch.setattr(Path, "lstat", lambda self: WindowsStat(real_lstat(self)))
    folder_sizes = sum(real_lstat(p).st_size for p in tmp_path.rglob("*") if p.is_dir())
    assert build.directory_size(tmp_path) == 5000 + 300 + folder_sizes


def test_no_two_names_in_the_tree_differ_only_in_case():
    """Windows and macOS file systems ignore case: two such files would be one there."""
    clashes = []
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in NOT_TRACKED and not d.endswith(".egg-info")]
        seen: dict[str, str] = {}
        for name in (*dirs, *files):
            if name.lower() in seen:
                clashes.append(os.path.join(folder, name))
            seen[name.lower()] = name
    assert not clashes
