"""``python -m hearts_qt`` starts the game (``--self-test`` checks the installation instead)."""

import sys

from hearts_qt.app import main

if __name__ == "__main__":  # not when a process the game starts imports it again
    sys.exit(main())
