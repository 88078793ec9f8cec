"""Themes: every face has its 52 cards, every back and face its licence, the four-colour deck is the recoloured
English one, the table's text is readable on every table colour, and the card art is drawn at the device's pixels."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontInfo, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.looks import BACKS, FACES, TABLE_KEYS, Theme
from hearts_qt.resources import resource_path
from hearts_qt.ui.style.card_art import BACK, CardArt
from hearts_qt.ui.style.colours import MIN_CONTRAST, contrast_ratio
from hearts_qt.ui.style.themes import TABLE_COLOURS, over, text_pairs

ROOT = Path(__file__).resolve().parents[2]
CARDS = [rank + suit for suit in "CDHS" for rank in "23456789TJQKA"]
#: WCAG 2's minimum for graphics that carry meaning (the badge's heart; its state is also said in words).
NON_TEXT_CONTRAST = 3.0


def _render(path: Path, w: int = 100, h: int = 140) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


def _count(image: QImage, wanted) -> int:
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y).alpha() > 200 and wanted(image.pixelColor(x, y)))


def _blue(c: QColor) -> bool:
    return c.blue() > 150 and c.red() < 60 and c.green() < 130


def _green(c: QColor) -> bool:
    return c.green() > 90 and c.red() < 40 and c.blue() < 80


def _red(c: QColor) -> bool:
    return c.red() > 180 and c.green() < 90 and c.blue() < 90


@pytest.mark.parametrize("face", list(FACES))
def test_every_face_has_its_52_cards_and_a_licence(qapp, face):
    folder = resource_path(FACES[face].folder)
    assert {p.stem for p in folder.glob("[2-9TJQKA][CDHS].svg")} == set(CARDS)
    assert (folder / "LICENSE.txt").is_file()
    assert "CC0" in (folder / "LICENSE.txt").read_text(encoding="utf-8")
    for card in CARDS:
        root = ET.parse(folder / f"{card}.svg").getroot()
        assert root.attrib["viewBox"] == "-120 -168 240 336", card
        assert QSvgRenderer(str(folder / f"{card}.svg")).isValid(), card


@pytest.mark.parametrize("back", list(BACKS))
def test_every_back_renders_and_has_a_licence(qapp, back):
    path = resource_path(BACKS[back].folder, BACKS[back].file)
    licence = path.parent / "LICENSE.txt"
    assert licence.is_file() and "CC0" in licence.read_text(encoding="utf-8")
    assert path.name in licence.read_text(encoding="utf-8")
    image = _render(path)
    opaque = _count(image, lambda c: True)
    white = _count(image, lambda c: c.red() > 240 and c.green() > 240 and c.blue() > 240)
    assert opaque > 0.95 * 100 * 140 and white < 0.5 * opaque  # a whole card, and a pattern on it


def _differing(one: QImage, other: QImage) -> int:
    return sum(1 for y in range(one.height()) for x in range(one.width())
               if max(abs(a - b) for a, b in zip(one.pixelColor(x, y).getRgb(), other.pixelColor(x, y).getRgb(),
                                                 strict=True)) > 60)


def test_the_back_with_hearts_reads_the_same_upside_down(qapp):
    """The opponents' cards are drawn turned (90°, 180°): a lone heart turned over reads as a spade."""
    image = _render(resource_path(BACKS["blue"].folder, BACKS["blue"].file))
    turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)  # turned through 180°
    assert _differing(image, turned) < 0.005 * image.width() * image.height()


def test_the_backs_differ(qapp):
    images = [_render(resource_path(b.folder, b.file)) for b in BACKS.values()]
    assert len({bytes(image.constBits()) for image in images}) == len(images)


@pytest.mark.parametrize("card", ["5D", "TD", "AD", "5C", "TC", "AC", "QD", "KC"])
def test_the_four_colour_deck_has_blue_diamonds_and_green_clubs(qapp, card):
    english = _render(resource_path("cards", f"{card}.svg"))
    four = _render(resource_path("cards-four-colour", f"{card}.svg"))
    if card[1] == "D":
        assert _count(english, _blue) < 5 or card[0] in "JQK"
        assert _count(four, _blue) > _count(english, _blue) + 150
        assert _count(four, _red) < _count(english, _red)
    else:
        assert _count(english, _green) == 0
        assert _count(four, _green) > 150


@pytest.mark.parametrize("card", ["7H", "QH", "7S", "QS"])
def test_hearts_and_spades_are_the_same_in_both_decks(card):
    english = resource_path("cards", f"{card}.svg").read_bytes()
    assert resource_path("cards-four-colour", f"{card}.svg").read_bytes() == english


def test_the_four_colour_deck_is_what_the_tool_makes():
    """The shipped files are in step with tools/four_colour_cards.py and the English deck."""
    spec = importlib.util.spec_from_file_location("four_colour_cards", ROOT / "tools" / "four_colour_cards.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for card in CARDS:
        if card[1] in tool.RECOLOUR:
            made = tool.recolour(resource_path("cards", f"{card}.svg").read_text(encoding="utf-8"),
                                 *tool.RECOLOUR[card[1]])
            assert made == resource_path("cards-four-colour", f"{card}.svg").read_text(encoding="utf-8"), card


@pytest.mark.parametrize("table", list(TABLE_COLOURS))
def test_every_text_on_the_table_keeps_the_contrast_minimum(table):
    colours = TABLE_COLOURS[table]
    pairs = text_pairs(colours)
    assert {what for what, _, _ in pairs} >= {"name", "score", "points this hand", "centre message",
                                              "pile caption", "badge caption", "hearts state"}
    for what, text, background in pairs:
        ratio = contrast_ratio(text, background)
        assert ratio >= MIN_CONTRAST, f"{table}: {what} {text.name()} on {background.name()} is {ratio:.2f}:1"
    for felt in (colours.felt_inner, colours.felt_outer):
        assert contrast_ratio(colours.heart, over(colours.shade, felt)) >= NON_TEXT_CONTRAST


def test_the_pairs_lay_translucent_backings_over_the_felt():
    """A translucent plate over the felt is darker than the felt and lighter than the plate's own colour."""
    colours = TABLE_COLOURS["green"]
    seen = over(colours.plate, colours.felt_inner)
    assert colours.plate.lightness() <= seen.lightness() < colours.felt_inner.lightness()
    assert over(QColor(255, 255, 255), colours.felt_inner) == QColor(255, 255, 255)


def test_a_bad_theme_is_refused():
    with pytest.raises(ValueError, match="Unknown theme"):
        Theme(face="tarot")
    with pytest.raises(ValueError, match="Unknown card face"):
        CardArt().set_theme("english", "plaid")


# --- sharp on every screen --------------------------------------------------------------------------------------


def test_the_art_is_rendered_at_the_device_pixel_ratio(qapp):
    art = CardArt()
    single = art.pixmap("QS", 100, 140, 1.0)
    double = art.pixmap("QS", 100, 140, 2.0)
    assert (single.width(), single.height(), single.devicePixelRatio()) == (100, 140, 1.0)
    assert (double.width(), double.height(), double.devicePixelRatio()) == (200, 280, 2.0)
    one_and_a_half = art.pixmap("QS", 100, 140, 1.5)
    assert (one_and_a_half.width(), one_and_a_half.height()) == (150, 210)


def test_the_cache_is_keyed_by_the_ratio_too(qapp):
    """200×280 device pixels are a 100×140 card at 2× and a 200×280 card at 1×: two pixmaps, each with its ratio."""
    art = CardArt()
    at_two = art.pixmap("QS", 100, 140, 2.0)
    at_one = art.pixmap("QS", 200, 280, 1.0)
    assert at_two.devicePixelRatio() == 2.0 and at_one.devicePixelRatio() == 1.0
    assert at_one.deviceIndependentSize().width() == 200 and at_two.deviceIndependentSize().width() == 100


def test_a_new_theme_draws_new_art(qapp):
    art = CardArt()
    red_back = art.pixmap(BACK, 60, 84, 1.0).toImage()
    english_diamond = art.pixmap("TD", 60, 84, 1.0).toImage()
    assert art.set_theme("four_colour", "blue")
    assert art.pixmap(BACK, 60, 84, 1.0).toImage() != red_back
    assert art.pixmap("TD", 60, 84, 1.0).toImage() != english_diamond
    assert not art.set_theme("four_colour", "blue")  # no change: nothing to repaint


def test_the_table_text_font_is_an_outline_font(qapp):
    """Text on the table is drawn from DejaVu Sans outlines at any pixel size, so 2× is sharp, not scaled up."""
    QFontDatabase.addApplicationFont(str(resource_path("fonts", "DejaVuSans.ttf")))
    font = QFont("DejaVu Sans")
    font.setPixelSize(31)
    assert QFontInfo(font).family() == "DejaVu Sans"
    assert QFontDatabase.isSmoothlyScalable("DejaVu Sans") and not QFontDatabase.isBitmapScalable("DejaVu Sans")


def test_every_table_colour_key_has_its_colours_in_order() -> None:
    """The settings offer the Qt-free keys (hearts_qt.looks); the table paints each with its own colours."""
    assert tuple(TABLE_COLOURS) == TABLE_KEYS
