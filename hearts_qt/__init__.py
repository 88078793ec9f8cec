"""Hearts: the card game for 3 to 7 players, with a Qt table and computer opponents."""

__version__ = "0.1.0"
