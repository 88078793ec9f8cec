"""The one exception the engine raises for a move a player may not make."""


class IllegalMove(ValueError):
    """A pass or play the rules forbid; the message is a sentence a player understands.

    The round or match that raised it is unchanged.
    """
