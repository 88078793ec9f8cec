#!/usr/bin/env bash
# Run the whole test suite: lint (ruff), types (mypy), the layers (import-linter), tests (pytest, offscreen). Sets up .venv on first run.
# Extra arguments go to pytest, e.g. ./test.sh tests/engine -x
set -e
cd "$(dirname "$0")"
source tools/bootstrap.sh test
export QT_QPA_PLATFORM=offscreen
echo "== ruff"
ruff check hearts_qt tests benchmarks tools
echo "== mypy"
mypy
echo "== import-linter (the layers of docs/architecture.md)"
lint-imports --no-cache
echo "== pytest"
exec python -m pytest "$@"
