"""Shared test setup: Qt runs offscreen, and no test touches the user's real settings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
