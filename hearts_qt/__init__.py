"""Hearts: the card game for 3 to 7 players, with a Qt table and computer opponents."""

__version__ = "0.1.0"
#: The one application id (reverse DNS, as AppStream and Flatpak want it): the desktop file, the icon name, the
#: metainfo, the macOS bundle and ``QGuiApplication.setDesktopFileName`` all use it.
APP_ID = "io.github.hearts_qt.Hearts"
#: Where the source lives (the About box, the package metadata, the metainfo).
SOURCE_URL = "https://github.com/hearts-qt/hearts-qt"
