"""The shipped card, font and icon resources load and render with QtSvg."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from hearts_qt.looks import CARD_RATIO

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

QtCore = pytest.importorskip("PySide6.QtCore")
QtGui = pytest.importorskip("PySide6.QtGui")
QtSvg = pytest.importorskip("PySide6.QtSvg")

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "resources" / "cards"
FONTS = ROOT / "resources" / "fonts"
ICONS = ROOT / "resources" / "icons"

RANKS = "23456789TJQKA"
SUITS = "CDHS"
FACES = [r + s for s in SUITS for r in RANKS]
ALL_CARDS = [*FACES, "back"]
W, H = 200, 280
SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def qapp():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def render(path: Path, w: int = W, h: int = H):
    renderer = QtSvg.QSvgRenderer(str(path))
    assert renderer.isValid(), f"{path.name} is not a valid SVG for QtSvg"
    img = QtGui.QImage(w, h, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QtGui.QPainter(img)
    painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QtCore.QRectF(0, 0, w, h))
    painter.end()
    return img.convertToFormat(QtGui.QImage.Format.Format_RGBA8888)


def pixels(img) -> list[tuple[int, int, int, int]]:
    data = bytes(img.constBits())[: img.sizeInBytes()]
    return list(zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True))


def test_all_card_files_exist():
    names = {p.stem for p in CARDS.glob("*.svg")}
    assert names == set(ALL_CARDS)
    assert (CARDS / "LICENSE.txt").is_file()


def test_total_card_size_is_modest():
    total = sum(p.stat().st_size for p in CARDS.glob("*.svg"))
    assert total < 3 * 1024 * 1024


@pytest.mark.parametrize("name", ALL_CARDS)
def test_card_svg_is_plain_and_same_shape(name):
    text = (CARDS / f"{name}.svg").read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == SVG_NS + "svg"
    vb = [float(v) for v in root.attrib["viewBox"].split()]
    assert float(root.attrib["width"]) == vb[2]
    assert float(root.attrib["height"]) == vb[3]
    assert vb[3] / vb[2] == pytest.approx(CARD_RATIO)  # the table sizes cards by it
    # QtSvg mishandles these, the converter must have flattened them.
    tags = {el.tag.replace(SVG_NS, "") for el in root.iter()}
    assert not tags & {"use", "symbol"}
    assert not re.search(r"\b(className|strokeWidth|fillRule|xlinkHref)\b", text)


@pytest.mark.parametrize("name", ALL_CARDS)
def test_card_renders(qapp, name):
    px = pixels(render(CARDS / f"{name}.svg"))
    opaque = [p for p in px if p[3] > 200]
    # The card fills its rectangle except for the rounded corners.
    assert len(opaque) > 0.95 * W * H
    assert px[0][3] < 64, "top-left corner should be transparent (rounded)"
    white = sum(1 for r, g, b, a in opaque if r > 240 and g > 240 and b > 240)
    ink = len(opaque) - white
    assert ink > 0.01 * W * H, f"{name} looks blank"
    red = sum(1 for r, g, b, a in opaque if r > 180 and g < 90 and b < 90)
    black = sum(1 for r, g, b, a in opaque if r < 60 and g < 60 and b < 60)
    gold = sum(1 for r, g, b, a in opaque if r > 220 and 170 < g < 230 and b < 120)
    if name == "back":
        assert red > 0.1 * W * H
        return
    rank, suit = name
    if suit in "HD":
        assert red > 300, f"{name}: red pips missing"
    else:
        assert black > 300, f"{name}: black pips missing"
    if rank in "JQK":
        # The court figures are drawn in gold, red, blue and black.
        assert gold > 0.03 * W * H, f"{name}: court figure missing"
    else:
        assert gold < 20, f"{name}: unexpected gold"


@pytest.mark.parametrize("folder", [CARDS, ROOT / "resources" / "cards-four-colour"])
def test_the_ace_of_spades_is_a_plain_ace(qapp, folder):
    """No web address and no code-like white mark in its pip: the spade is solid ink, and no face writes text."""
    for face in FACES:
        root = ET.fromstring((folder / f"{face}.svg").read_text(encoding="utf-8"))
        assert not [el for el in root.iter() if el.tag == SVG_NS + "text"], face
    px = pixels(render(folder / "AS.svg"))
    # The middle of the big spade, well inside its white ornamental edge.
    pip = [px[y * W + x] for y in range(int(H * 0.42), int(H * 0.56)) for x in range(int(W * 0.42), int(W * 0.58))]
    light = [p for p in pip if min(p[:3]) > 128]
    assert not light, f"{len(light)} light pixels in the ace's pip"


def test_fonts(qapp):
    for fname in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        fid = QtGui.QFontDatabase.addApplicationFont(str(FONTS / fname))
        assert fid >= 0, fname
        assert "DejaVu Sans" in QtGui.QFontDatabase.applicationFontFamilies(fid)
        raw = QtGui.QRawFont(str(FONTS / fname), 12)
        assert raw.isValid(), fname
        for ch in "ąęłńóśźżĄŁŻЖжЯяЁё♥♠♦♣":
            assert raw.supportsCharacter(ord(ch)), (fname, ch)
    assert (FONTS / "LICENSE.txt").is_file()


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_icon_pngs(qapp, size):
    img = QtGui.QImage(str(ICONS / f"hearts-qt-{size}.png"))
    assert not img.isNull()
    assert (img.width(), img.height()) == (size, size)


def test_icon_svg_and_ico(qapp):
    px = pixels(render(ICONS / "hearts-qt.svg", 64, 64))
    assert sum(1 for r, g, b, a in px if a > 200 and r > 180 and g < 90) > 100
    data = (ICONS / "hearts-qt.ico").read_bytes()
    reserved, kind, count = (int.from_bytes(data[i:i + 2], "little") for i in (0, 2, 4))
    assert (reserved, kind) == (0, 1) and count >= 5


def test_the_red_lattice_stays_a_lattice_on_small_cards(qapp):
    """The table draws backs from about 26 pixels wide (a kitty pile, seven players on a small window): the red
    back's lattice must not blur into one plain colour there (the deck's own back did, below 42 pixels)."""
    from hearts_qt.looks import BACKS

    back = BACKS["red"]
    path = ROOT / "resources" / back.folder / back.file
    plain = []
    for width in range(26, 110, 3):
        height = round(width * CARD_RATIO)
        px = pixels(render(path, width, height))
        inner = {px[y * width + x][:3] for y in range(height // 4, 3 * height // 4)
                 for x in range(width // 4, 3 * width // 4)}
        reds = [colour for colour in inner if colour[0] > 150 and colour[1] < 110]
        whites = [colour for colour in inner if min(colour) > 200]
        if not reds or not whites:
            plain.append(width)
    assert not plain, f"the lattice is one plain colour at {plain} pixels wide"


def _inner_pixels(path: Path, width: int) -> list[list[tuple[int, int, int]]]:
    """The middle 70 % of a back rendered ``width`` pixels wide, on white, as rows of RGB pixels (the frame and
    the border lie outside it)."""
    height = round(width * CARD_RATIO)
    px = pixels(render(path, width, height))
    return [[px[y * width + x][:3] for x in range(int(width * 0.15), int(width * 0.85))]
            for y in range(int(height * 0.15), int(height * 0.85))]


@pytest.mark.parametrize("back", ["blue", "green", "burgundy"])
def test_the_dark_backs_have_no_seams(qapp, back):
    """QtSvg paints an SVG ``<pattern>`` tile by tile and leaves light lines between the tiles at most sizes: the
    backs on a dark ground draw their motif shape by shape instead, and no row or column of them is mostly light."""
    from hearts_qt.looks import BACKS

    path = ROOT / "resources" / BACKS[back].folder / BACKS[back].file
    root = ET.fromstring(path.read_text(encoding="utf-8"))
    assert not [el for el in root.iter() if el.tag == SVG_NS + "pattern"]
    seams = []
    for width in range(26, 161, 3):
        rows = _inner_pixels(path, width)
        lines = [*rows, *([row[i] for row in rows] for i in range(len(rows[0])))]
        if any(sum(1 for colour in line if min(colour) > 170) > 0.6 * len(line) for line in lines):
            seams.append(width)
    assert not seams, f"light lines across the {back} back at {seams} pixels wide"


@pytest.mark.parametrize("back", ["green", "burgundy"])
def test_the_rings_and_the_hearts_show_at_table_size(qapp, back):
    """From a kitty card (26 px) to the person's cards (160 px), a fifth or more of the back is its motif, drawn
    in a colour well apart from the ground: it never blurs into the ground colour."""
    from hearts_qt.looks import BACKS

    path = ROOT / "resources" / BACKS[back].folder / BACKS[back].file
    faint = []
    for width in range(26, 161, 3):
        flat = [colour for row in _inner_pixels(path, width) for colour in row]
        ground = Counter(flat).most_common(1)[0][0]
        motif = sum(1 for colour in flat if sum(abs(a - b) for a, b in zip(colour, ground, strict=True)) > 90)
        if not 0.2 <= motif / len(flat) <= 0.6:
            faint.append((width, round(motif / len(flat), 2)))
    assert not faint, f"the {back} back's motif is lost at (width, share) {faint}"
