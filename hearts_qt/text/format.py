"""Small pieces every text of the game is written with: filling placeholders, signed numbers, counted points, the
moon's mark, the no-break space, and a sentence that can be said again in a new language."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

#: The mark of a shot moon (the score sheet, the hand history).
MOON = "☾"
#: Keeps two words on one line ("deal 77", "♠ A K Q").
NO_BREAK = "\u00a0"
_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1``, ``%2``, … replaced by ``values`` in one pass, as ``QString.arg`` does with several
    arguments: a value that itself looks like a placeholder (a player named "%2") is not filled again. A
    placeholder without a value stays as it is.

    >>> fill("%1 passes to %2", "%2", "Anna")
    '%2 passes to Anna'
    """

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(values[index - 1]) if 1 <= index <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)


class Sentence(str):
    """A sentence in the language in force that can say itself again (:meth:`again`) once another is installed:
    what the status bar or the table shows is then said anew, not left in the old language. It is a ``str``, so
    whoever only reads it (a test, a screen reader's announcement) sees the sentence.

    >>> said = Sentence(lambda: "Anna is thinking…")
    >>> said, said.again()
    ('Anna is thinking…', 'Anna is thinking…')
    """

    _say: Callable[[], str]

    def __new__(cls, say: Callable[[], str]) -> Sentence:
        sentence = super().__new__(cls, say())
        sentence._say = say
        return sentence

    def again(self) -> str:
        """The sentence in the language in force now."""
        return self._say()


def said_again(text: str) -> str:
    """``text`` in the language in force now: a :class:`Sentence` says itself again; any other text stays."""
    return text.again() if isinstance(text, Sentence) else text


def signed_points(points: int) -> str:
    """A number as scores and rules are written: a true minus sign for negatives (−10).

    >>> signed_points(-10), signed_points(7)
    ('−10', '7')
    """
    return f"−{-points}" if points < 0 else str(points)


def counted(context: str, text: str, points: int) -> str:
    """``QCoreApplication.translate(context, text, None, points)`` for a count of points that may be negative
    (Omnibus's J♦, the no-trick bonus): Qt fills in ``%n`` only for 0 and more, and left "You took %n points."
    as it was. A negative count takes the plural form of its size, written with a true minus sign."""
    if points >= 0:
        return QCoreApplication.translate(context, text, None, points)
    return QCoreApplication.translate(context, text, None, -points).replace(str(-points), signed_points(points), 1)
