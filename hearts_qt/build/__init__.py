"""The packaged app, built by ``python -m hearts_qt.build`` (:mod:`.__main__`): the bundle (:mod:`.bundle`), the
Debian package (:mod:`.deb`) and the Windows and macOS installers (:mod:`.installers`). The game never imports it.
"""
