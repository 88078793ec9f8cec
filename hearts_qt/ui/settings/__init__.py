"""The settings dialog and its pages: the game, the house rules, the looks."""
