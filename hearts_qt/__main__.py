"""``python -m hearts_qt`` starts the game."""

import sys

from hearts_qt.app import main

sys.exit(main())
