"""The looks a player can choose, as keys: card faces, card backs, table colours, and large cards. No Qt.

Each choice is data: a face is a folder of 52 SVGs, a back one SVG, a table colour a key whose colours the table
paints with (:data:`hearts_qt.ui.style.themes.TABLE_COLOURS`). The settings store these keys; :class:`Theme`
bundles one choice of each for the table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardFace:
    """A deck's 52 faces: ``<rank><suit>.svg`` in ``folder`` (under the resources), with its LICENSE.txt."""

    folder: str


@dataclass(frozen=True)
class CardBack:
    """One card back: the SVG ``file`` in ``folder`` (under the resources), with a LICENSE.txt beside it."""

    folder: str
    file: str


FACES: dict[str, CardFace] = {
    "english": CardFace("cards"),
    "four_colour": CardFace("cards-four-colour"),
}
BACKS: dict[str, CardBack] = {
    "red": CardBack("card-backs", "red.svg"),  # the deck's own back.svg blurs into plain pink on small cards
    "blue": CardBack("card-backs", "blue.svg"),
    "green": CardBack("card-backs", "green.svg"),
    "burgundy": CardBack("card-backs", "burgundy.svg"),
}
#: The table colours, in the order Settings offers them; each has its colours in the interface's style.
TABLE_KEYS: tuple[str, ...] = ("green", "blue", "dark", "high_contrast")
DEFAULT_FACE, DEFAULT_BACK, DEFAULT_TABLE = "english", "red", "green"
#: A card's height over its width, as every face and back is drawn (5 × 7); the table, the review's picture, the last
#: trick and the theme preview size cards by it.
CARD_RATIO = 7 / 5
#: How much bigger "large cards" are than the usual size; the layout shrinks them back as far as the table needs.
LARGE_CARD_SCALE = 1.25


@dataclass(frozen=True)
class Theme:
    """What the table looks like: a face, a back, a table colour (keys of the tables above) and the card size."""

    face: str = DEFAULT_FACE
    back: str = DEFAULT_BACK
    table: str = DEFAULT_TABLE
    large_cards: bool = False

    def __post_init__(self) -> None:
        if self.face not in FACES or self.back not in BACKS or self.table not in TABLE_KEYS:
            raise ValueError(f"Unknown theme {self!r}.")

    @property
    def card_scale(self) -> float:
        return LARGE_CARD_SCALE if self.large_cards else 1.0
