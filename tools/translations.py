"""Keep the translations in step with the code.

    python tools/translations.py update   # pyside6-lupdate: collect strings from hearts_qt/ into the .ts files
    python tools/translations.py build    # pyside6-lrelease: compile every .ts into the .qm the app loads

The .ts sources live in resources/translations/ and are committed; the .qm files are built (play.sh, test.sh and
the packaging build run ``build``) and not committed.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("mk", "pl", "sr")


def _tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment.")
    return found


def ts_files() -> list[Path]:
    return [TS_DIR / f"hearts_qt_{lang}.ts" for lang in LANGUAGES]


def update() -> None:
    # The engine and the AI are Qt-free: their few player-facing sentences are listed for lupdate in the UI.
    sources = sorted(str(p) for p in (ROOT / "hearts_qt").rglob("*.py") if not {"engine", "ai"} & set(p.parts))
    TS_DIR.mkdir(parents=True, exist_ok=True)
    for ts in ts_files():
        subprocess.run([_tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources, "-ts", str(ts)],
                       check=True)


def build(quiet: bool = False) -> list[Path]:
    built = []
    for ts in sorted(TS_DIR.glob("hearts_qt_*.ts")):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            built.append(qm)
            continue
        args = [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
        if quiet:
            args.insert(1, "-silent")
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL if quiet else None)
        built.append(qm)
    return built


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
    elif argv[:1] == ["build"]:
        build(quiet="--quiet" in argv)
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
