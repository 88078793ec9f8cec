"""The score chart: nice axis ticks, the plot geometry and the legend flow as pure functions, then the painted
widget checked pixel by pixel against what the geometry says (the target line, a player's last point)."""

from __future__ import annotations

import doctest
import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from hearts_qt.ui.dialogs import score_chart
from hearts_qt.ui.dialogs.score_chart import (
    TARGET_COLOUR,
    ScoreChart,
    TrendChart,
    chart_geometry,
    flow_legend,
    format_value,
    nice_ticks,
    series_colour,
)

NAMES = ["You", "Anna", "Boris", "Clara"]
# Running totals of a 4-player match in which "You" shot the moon and chose to subtract (hand 3).
TOTALS = [[3, 13, 6, 4], [3, 18, 23, 8], [-23, 44, 49, 34], [-15, 44, 62, 39], [-14, 58, 71, 41]]


def test_the_doctests_hold():
    assert doctest.testmod(score_chart).failed == 0


@given(st.floats(-600, 600), st.floats(0.5, 900), st.integers(3, 12), st.booleans())
def test_nice_ticks_cover_the_range_evenly_with_round_steps(low: float, span: float, most: int, integer: bool):
    high = low + span
    ticks = nice_ticks(low, high, most, integer)
    assert 2 <= len(ticks) <= most
    assert ticks[0] <= low + 1e-6 and ticks[-1] >= high - 1e-6
    step = ticks[1] - ticks[0]
    assert all(math.isclose(b - a, step, rel_tol=1e-9) for a, b in itertools.pairwise(ticks))
    mantissa = step / 10 ** math.floor(math.log10(step) + 1e-9)
    assert any(math.isclose(mantissa, m, rel_tol=1e-9) for m in (1, 2, 5))
    assert not integer or step >= 1


@given(st.lists(st.floats(1, 200), max_size=9), st.floats(150, 900))
def test_the_legend_wraps_before_the_edge(widths: list[float], available: float):
    placed = flow_legend(widths, available, 10)
    rows = [row for _, row in placed]
    assert rows == sorted(rows)
    for (x, row), width in zip(placed, widths, strict=True):
        assert x == 0 or x + width <= available
        assert row == 0 or x > 0 or (row - 1) in rows


def geometry(width: float, height: float, rows, target: float | None = 100.0):
    return chart_geometry(width, height, rows, target, first_x=0, top=30, label_width=lambda v: 8 * len(str(v)),
                          line_height=16)


def test_the_geometry_holds_zero_the_target_and_every_total():
    rows = [[0.0] * 4, *TOTALS]
    g = geometry(600, 360, rows)
    assert g.y_ticks[0] <= -23 and g.y_ticks[-1] >= 100 and 0 in g.y_ticks
    assert g.x_ticks[0] == 0 and g.x_ticks[-1] == len(TOTALS) and g.x_range == (0, len(TOTALS))
    wide = chart_geometry(600, 360, [[0.0], *([[1.0]] * 13)], 100, first_x=0, top=30, label_width=lambda v: 30,
                          line_height=16)
    assert wide.x_range == (0, 13) and wide.x_ticks[-1] <= 13 and wide.x_at(13) == wide.right
    assert g.top == 30 + score_chart.PADDING and g.bottom <= 360 and g.right <= 600
    points = g.points(rows, 0, 0)
    assert points[0] == (g.left, g.y_at(0)) and points[-1][0] == pytest.approx(g.right)
    assert all(g.top <= y <= g.bottom for row in range(4) for _, y in g.points(rows, row, 0))
    bigger = geometry(1200, 720, rows)
    assert bigger.width > 2 * g.width and bigger.height > 2 * g.height
    assert len(bigger.y_ticks) >= len(g.y_ticks)


def test_no_hand_or_one_hand_still_has_axes():
    empty = geometry(400, 260, [[0.0] * 4])
    assert empty.x_ticks == (0.0, 1.0) and empty.y_ticks[-1] >= 100
    one = geometry(400, 260, [[0.0] * 4, [5, 13, 4, 4]])
    assert one.x_ticks == (0.0, 1.0) and len(one.points([[0.0] * 4, [5, 13, 4, 4]], 1, 0)) == 2


def test_numbers_use_a_true_minus_sign():
    assert format_value(-23, True) == "−23" and format_value(0, True) == "0" and format_value(12.0, False) == "12"
    assert format_value(-0.04, False) == "0.0" or format_value(-0.04, False) == "0,0"


def render(chart, width: int, height: int, ratio: float = 1.0) -> QImage:
    chart.resize(width, height)
    image = QImage(int(width * ratio), int(height * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.white)
    chart.render(image)
    return image


def colour_count(image: QImage, y: int, x_from: int, x_to: int, colour: QColor) -> int:
    return sum(image.pixelColor(x, y) == colour for x in range(x_from, x_to))


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_the_target_line_is_painted_where_the_geometry_says(qtbot, ratio: float):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_data(NAMES, TOTALS, 100)
    image = render(chart, 640, 380, ratio)
    g = chart.chart_geometry()
    row = round(g.y_at(100))
    device_row = round((row + 0.5) * ratio - 0.5)  # the pixel row the 1.5-pixel dashed line fills
    left, middle = int(g.left * ratio) + 4, int((g.left + g.width / 2) * ratio)  # left half: no label there
    dashed = colour_count(image, device_row, left, middle, TARGET_COLOUR)
    assert dashed > 0.3 * (middle - left)
    for off in (-4, 4):
        assert colour_count(image, device_row + int(off * ratio), left, middle, TARGET_COLOUR) == 0


def test_each_player_s_line_ends_at_their_last_total(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_data(NAMES, TOTALS, 100)
    image = render(chart, 640, 380)
    g = chart.chart_geometry()
    rows = [[0.0] * 4, *TOTALS]
    for seat in range(4):
        x, y = g.points(rows, seat, 0)[-2]  # a point inside the plot, the marker's centre
        assert image.pixelColor(round(x - 0.5), round(y - 0.5)) == series_colour(seat), NAMES[seat]


def test_lines_with_the_same_totals_both_show(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    alike = [[5, 5, 9], [10, 10, 12], [20, 20, 30]]  # "You" and Anna scored alike all match long
    chart.set_data(NAMES[:3], alike, 100)
    image = render(chart, 640, 380)
    g = chart.chart_geometry()
    rows = [[0.0] * 3, *alike]
    (x0, y0), (x1, y1) = g.points(rows, 0, 0)[1:3]
    # Along the middle of a segment (no marker there), both colours show: neither line hidden under the other.
    seen = {image.pixelColor(x, row).rgb() for x in range(round(x0) + 10, round(x1) - 10)
            for row in range(round(min(y0, y1)) - 3, round(max(y0, y1)) + 4)}
    assert series_colour(0).rgb() in seen and series_colour(1).rgb() in seen


def test_the_description_gives_the_standings(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    assert "No hand" in chart.accessibleDescription()
    chart.set_data(NAMES, TOTALS, 100)
    text = chart.accessibleDescription()
    assert "hand 5" in text and text.index("You −14") < text.index("Clara 41") < text.index("Anna 58")
    assert "100" in text and chart.accessibleName() == "Score chart"


@pytest.mark.parametrize("players", [3, 5, 7])
def test_every_player_count_and_no_or_one_hand_renders(qtbot, players: int):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    names = ["You", "Anna", "Boris", "Clara", "Dario", "Eva", "Filip"][:players]
    for totals in ([], [list(range(players))], [[-26, *([26] * (players - 1))]] * 3):
        chart.set_data(names, totals, 50)
        image = render(chart, 420, 260)
        g = chart.chart_geometry()
        assert g.y_ticks[0] <= min([0, *(v for row in totals for v in row)])
        assert colour_count(image, round(g.y_at(50)), int(g.left) + 4, int(g.left + g.width / 2),
                            TARGET_COLOUR) > 0


def test_the_trend_chart_has_no_target_and_starts_at_match_one(qtbot):
    chart = TrendChart()
    qtbot.addWidget(chart)
    chart.set_trend("You", [9.5, 6.0, 4.25])
    image = render(chart, 500, 260)
    g = chart.chart_geometry()
    assert g.x_range == (1, 3) and g.x_ticks == (1, 2, 3)
    x, y = g.points([[9.5], [6.0], [4.25]], 0, 1)[1]
    assert image.pixelColor(round(x - 0.5), round(y - 0.5)) == series_colour(0)
    assert "9.5" in chart.accessibleDescription() or "9,5" in chart.accessibleDescription()
    left, right = int(g.left) + 2, int(g.right)
    assert all(colour_count(image, r, left, right, TARGET_COLOUR) == 0 for r in range(int(g.top), int(g.bottom)))


def test_one_match_stands_in_the_middle_of_the_trend_chart(qtbot):
    """A first finished match is one point: it stands under its tick in the middle of the plot, not in a corner."""
    chart = TrendChart()
    qtbot.addWidget(chart)
    chart.set_trend("You", [6.5])
    image = render(chart, 500, 260)
    g = chart.chart_geometry()
    assert g.x_ticks == (1,) and g.x_at(1) == pytest.approx(g.left + g.width / 2)
    (x, y), = g.points([[6.5]], 0, 1)
    assert g.top < y < g.bottom
    assert image.pixelColor(round(x - 0.5), round(y - 0.5)) == series_colour(0)


def test_players_with_the_same_totals_share_their_true_line(qtbot):
    """Anna and Boris took 0 in every hand: both colours take turns along the line at 0, none drawn beside it."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    totals = [[13, 0, 0, 13], [26, 0, 0, 26], [30, 0, 0, 48]]
    chart.set_data(NAMES, totals, 100)
    image = render(chart, 640, 380)
    g = chart.chart_geometry()
    xs = [round(x) for x, _ in g.points([[0.0] * 4, *totals], 1, 0)]
    gaps = list(itertools.pairwise(xs))
    row = round(g.y_at(0) - 0.5)
    for series in (1, 2):
        # Between the markers (which stand side by side on each point), along the line and beside it.
        along = sum(colour_count(image, row, a + 10, b - 10, series_colour(series)) for a, b in gaps)
        assert along > 50
        for off in (-6, -4, -3, 3, 4, 6):
            assert not any(colour_count(image, row + off, a + 10, b - 10, series_colour(series))
                           for a, b in gaps), (series, off)


def test_players_level_for_part_of_the_match_share_that_part(qtbot):
    """You and Anna both took −5 in hand 1 (the no-trick bonus), then parted: both colours show on the line from 0
    to −5, and each goes its own way after."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    totals = [[-5, -5, 13, 23], [0, 21, 13, 23]]
    chart.set_data(NAMES, totals, 100)
    image = render(chart, 640, 380)
    g = chart.chart_geometry()
    rows = [[0.0] * 4, *totals]
    (x0, y0), (x1, y1) = g.points(rows, 0, 0)[:2]
    first = {image.pixelColor(x, row).rgb() for x in range(round(x0) + 10, round(x1) - 10)
             for row in range(round(min(y0, y1)) - 2, round(max(y0, y1)) + 3)}
    assert series_colour(0).rgb() in first and series_colour(1).rgb() in first


def test_the_target_label_goes_where_no_player_s_line_runs(qtbot):
    """To 50, two lines crossing the target near the last hand: the label moves off them (it sat on both)."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_data(NAMES, [[60, 14, 55, 0]], 50)
    chart.resize(590, 330)
    g = chart.chart_geometry()
    box = chart.target_label_box(g, 50, "Target 50")
    lines = [g.points([[0.0] * 4, [60.0, 14.0, 55.0, 0.0]], seat, 0) for seat in range(4)]
    assert not any(score_chart._crosses(box, line) for line in lines), box
    assert abs(box.bottom() + 2 - (round(g.y_at(50)) + 0.5)) < 1 or abs(box.top() - 3 - (round(g.y_at(50)) + 0.5)) < 1
    # Where nothing is in the way it stays at the right end (below the line at the top of the plot).
    chart.set_data(NAMES, [[10, 0, 16, 0]], 100)
    g = chart.chart_geometry()
    box = chart.target_label_box(g, 100, "Target 100")
    assert box.right() > g.right - 10 and box.top() > g.y_at(100)
