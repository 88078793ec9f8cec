"""``python -m hearts_qt`` starts the game (``--self-test`` checks the installation instead)."""

import sys

from hearts_qt.app import main

sys.exit(main())
