"""The widgets: the main window, the card table and its pieces, and the dialogs."""
