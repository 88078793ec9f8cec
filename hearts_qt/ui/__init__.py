"""The widgets, in rooms by concept (``docs/architecture.md``): ``style`` (shared looks), ``table``, ``dialogs``,
``review``, ``settings`` and ``window`` (the main window, which composes the others)."""
