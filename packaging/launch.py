"""The packaged app's entry script: PyInstaller freezes this file into the ``hearts-qt`` executable."""

import sys

from hearts_qt.app import main

sys.exit(main())
