#!/usr/bin/env python3
"""Make the four-colour deck from the English pattern deck: diamonds blue, clubs green.

Reads ``resources/cards/<rank><suit>.svg`` (CC0, see the LICENSE.txt there) and writes the 52 faces to
``resources/cards-four-colour/``. Hearts and spades are copied unchanged. In a diamond or club, the indices
(rank and small suit sign in two corners), the pips, and every suit sign a court figure holds are recoloured;
the court figure's robes keep their colours, so a Jack of diamonds still looks like the English Jack.

What counts as an index or a pip: every element outside the court figure (whose elements carry the transform
``translate(-82.4 -130.4)`` of the figure's frame) except the card's white outline. What counts as a suit sign
inside the figure: a path whose outline is the same as the small suit sign under the index.

Usage::

    python3 tools/four_colour_cards.py            # rewrites resources/cards-four-colour/*.svg

Standard library only; the output is deterministic, so running it again changes nothing.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SOURCE = REPO_ROOT / "resources" / "cards"
TARGET = REPO_ROOT / "resources" / "cards-four-colour"
SVG_NS = "http://www.w3.org/2000/svg"
RANKS = "23456789TJQKA"
#: The new colour of each recoloured suit, and the colour it had in the English deck ("" means no fill given:
#: SVG's default, black).
RECOLOUR = {"D": ("#0b5fd6", "red"), "C": ("#0a7d2c", "#000")}
FIGURE = "translate(-82.4 -130.4)"
INDEX_SIGN = "translate(-98.3995 -105.6155)"


def _tag(element: ET.Element) -> str:
    return element.tag.rsplit("}", 1)[-1]


def _paint(element: ET.Element, new: str, old: str) -> None:
    """Give ``element`` (and what it holds) the colour ``new`` where it had ``old``."""
    for node in element.iter():
        for attribute in ("fill", "stroke"):
            if node.get(attribute) == old:
                node.set(attribute, new)
        if _tag(node) == "path" and old == "#000" and node.get("fill") is None and _inherited_fill(element, node):
            node.set("fill", new)


def _inherited_fill(top: ET.Element, node: ET.Element) -> bool:
    """Whether ``node`` inside ``top`` is filled with the default black (no fill set on it or on a group above)."""
    parents = {child: parent for parent in top.iter() for child in parent}
    current: ET.Element | None = node
    while current is not None:
        if current.get("fill") is not None:
            return current.get("fill") == "#000"
        current = parents.get(current)
    return True


def _suit_sign(root: ET.Element) -> str | None:
    """The outline (``d``) of the small suit sign under the index."""
    for node in root.iter():
        if (node.get("transform") or "").startswith(INDEX_SIGN):
            return node.get("d")
    return None


def _recolour_signs(element: ET.Element, sign: str, new: str, old: str) -> None:
    """Inside a court figure: recolour only the suit signs it holds."""
    for node in element.iter():
        if node.get("d") == sign:
            _paint(node, new, old)


def recolour(text: str, new: str, old: str) -> str:
    """One card's SVG text with its indices, pips and suit signs in ``new`` instead of ``old``."""
    ET.register_namespace("", SVG_NS)
    root = ET.fromstring(text)
    sign = _suit_sign(root)
    children = list(root)
    for child in children[1:]:  # the first is the card's outline
        if FIGURE in (child.get("transform") or ""):
            if sign is not None:
                _recolour_signs(child, sign, new, old)
        elif _tag(child) == "g" and child.get("transform") == "rotate(180)":
            for grandchild in child:
                _paint(grandchild, new, old)
        elif _tag(child) == "g" and child.get("stroke") == "#44F":
            continue  # the blue frame round a court figure
        else:
            _paint(child, new, old)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--target", type=Path, default=TARGET)
    args = parser.parse_args(argv)
    args.target.mkdir(parents=True, exist_ok=True)
    for suit in "CDHS":
        for rank in RANKS:
            name = f"{rank}{suit}.svg"
            if suit in RECOLOUR:
                text = recolour((args.source / name).read_text(encoding="utf-8"), *RECOLOUR[suit])
                (args.target / name).write_text(text, encoding="utf-8")
            else:
                shutil.copyfile(args.source / name, args.target / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
