#!/usr/bin/env bash
# Build the double-clickable app (PyInstaller onedir) into dist/; sets up .venv on first run.
set -e
cd "$(dirname "$0")"
source tools/bootstrap.sh test
exec python -m hearts_qt.build "$@"
