"""The one exception the engine raises for a move a player may not make, and how its messages quote input."""


class IllegalMove(ValueError):
    """A pass or play the rules forbid; the message is a sentence a player understands.

    The round or match that raised it is unchanged.
    """


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for messages that quote input (a save can hold anything)."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]
        return repr(value)[:-1] + "…" + repr(value)[-1]
    if isinstance(value, (list, dict, tuple)) and len(value) > limit:
        return f"a {type(value).__name__} of {len(value)} items"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
