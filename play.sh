#!/usr/bin/env bash
# Start Hearts (sets up .venv and what Qt needs on first run).
set -e
cd "$(dirname "$0")"
source tools/bootstrap.sh play
exec python -m hearts_qt "$@"
