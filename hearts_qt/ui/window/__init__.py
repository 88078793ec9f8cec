"""The main window: the menus, the status line, the records of past play, and the dialogs opened between hands."""
