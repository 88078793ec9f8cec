"""Line charts drawn with QPainter: each player's running total after every hand (:class:`ScoreChart`, for the score
sheet) and one player's points per hand match by match (:class:`TrendChart`, for the Statistics dialog).

QtCharts is not part of PySide6-Essentials, so the chart is painted by hand. The arithmetic — "nice" axis ticks,
where a value lands in the plot, how the legend flows into rows — is pure functions (:func:`nice_ticks`,
:func:`chart_geometry`, :func:`flow_legend`) tested without painting; the widget only measures text and paints what
they say. Colours are the Okabe–Ito set, told apart with colour blindness, and every line also has its own marker
shape, so no player is told apart by colour alone.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from hearts_qt.text.format import fill

#: Okabe & Ito's colours for colour-blind readers (black is left out: it is the text colour of a light theme).
SERIES_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#7A5C00")
TARGET_COLOUR = QColor(128, 128, 128)
MARKERS = ("circle", "square", "triangle", "diamond", "triangle_down", "cross", "plus")
PADDING = 8.0
#: Markers are drawn while points are this far apart or more (denser lines would be a smear of shapes).
MARKER_SPACING = 9.0
SWATCH = 26.0
#: Players whose lines are the same all along share the line in dashes this long, one colour after another, and
#: their markers stand this far apart along it: none is hidden under another, and none is moved off its value.
SHARED_DASH = 7.0
MARKER_SIDE_BY_SIDE = 6.0


def nice_step(raw: float) -> float:
    """The smallest of 1, 2, 5 × 10^k that is at least ``raw`` (> 0).

    >>> nice_step(0.3), nice_step(13), nice_step(20), nice_step(26)
    (0.5, 20.0, 20.0, 50.0)
    """
    exponent = math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        step = factor * 10.0**exponent
        if step >= raw * (1 - 1e-9):
            return step
    raise AssertionError("unreachable: 10 × 10^k is always enough")


def nice_ticks(low: float, high: float, max_ticks: int = 6, integer: bool = True) -> tuple[float, ...]:
    """Evenly spaced round values from at or below ``low`` to at or above ``high``, at most ``max_ticks`` of them.

    Three at least: a range across zero cannot be covered by two multiples of a step.

    >>> nice_ticks(0, 100)
    (0.0, 20.0, 40.0, 60.0, 80.0, 100.0)
    >>> nice_ticks(-26, 100, 5)
    (-50.0, 0.0, 50.0, 100.0)
    >>> nice_ticks(0, 3, 10)
    (0.0, 1.0, 2.0, 3.0)
    """
    max_ticks = max(3, max_ticks)
    if high <= low:
        high = low + 1
    step = nice_step((high - low) / (max_ticks - 1))
    while True:
        if integer:
            step = max(1.0, step)
        start, end = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
        if end - start + 1 <= max_ticks:
            return tuple(round(i * step, 9) + 0.0 for i in range(start, end + 1))
        step = nice_step(step * 1.01)


@dataclass(frozen=True)
class ChartGeometry:
    """Where things go in a chart of a given size: the plot rectangle, the value ranges and the ticks."""

    left: float
    top: float
    width: float
    height: float
    x_ticks: tuple[float, ...]
    y_ticks: tuple[float, ...]
    x_range: tuple[float, float]

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    def x_at(self, x: float) -> float:
        low, high = self.x_range
        return self.left + (x - low) / (high - low) * self.width

    def y_at(self, value: float) -> float:
        low, high = self.y_ticks[0], self.y_ticks[-1]
        return self.bottom - (value - low) / (high - low) * self.height

    def points(self, rows: Sequence[Sequence[float]], series: int, first_x: int) -> list[tuple[float, float]]:
        """Widget coordinates of one series: ``rows[i][series]`` at x = ``first_x + i``."""
        return [(self.x_at(first_x + i), self.y_at(row[series])) for i, row in enumerate(rows)]


def _crosses(box: QRectF, line: Sequence[tuple[float, float]]) -> bool:
    """Whether the polyline ``line`` passes through ``box`` (sampled finely enough for a label's size)."""
    for (x1, y1), (x2, y2) in itertools.pairwise(line):
        steps = max(1, int(max(abs(x2 - x1), abs(y2 - y1)) / 2))
        for step in range(steps + 1):
            t = step / steps
            if box.contains(QPointF(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)):
                return True
    return len(line) == 1 and box.contains(QPointF(*line[0]))


def chart_geometry(width: float, height: float, rows: Sequence[Sequence[float]], target: float | None, *,
                   first_x: int, top: float, label_width: Callable[[float], float], line_height: float,
                   integer: bool = True) -> ChartGeometry:
    """Lay out the plot in a ``width`` × ``height`` widget whose legend takes ``top`` pixels.

    Below the plot go the x tick labels and the x-axis title (a line each); left of it the y-axis title and the
    widest y tick label (``label_width`` measures one). The y range always holds 0, the ``target`` and every
    value; the x range runs from ``first_x`` to the last row (at least one step). Ticks are spaced for the room.

    >>> g = chart_geometry(400, 300, [[1.0], [2.0]], None, first_x=1, top=20,
    ...                    label_width=lambda v: 20, line_height=10)
    >>> g.x_range, g.x_ticks, g.y_ticks
    ((1.0, 2.0), (1.0, 2.0), (0.0, 1.0, 2.0))
    """
    bottom_margin = 2 * line_height + PADDING
    plot_top = top + PADDING
    plot_height = max(1.0, height - plot_top - bottom_margin)
    values = [v for row in rows for v in row]
    if target is not None:
        values.append(target)
    low, high = min([0.0, *values]), max([0.0, *values])
    if high <= low:
        high = low + 10
    y_ticks = nice_ticks(low, high, max(2, int(plot_height // (2.5 * line_height)) + 1), integer)
    left = PADDING + line_height + PADDING + max(label_width(t) for t in y_ticks) + PADDING
    plot_width = max(1.0, width - left - 2 * PADDING)
    if len(rows) == 1 and first_x > 0:
        # One point (the first match) stands in the middle of the plot under its one tick, not in a corner. (A lone
        # row at x = 0 is the score sheet's start before any hand: its axes run 0–1 for the hands to come.)
        return ChartGeometry(left, plot_top, plot_width, plot_height, (float(first_x),), y_ticks,
                             (first_x - 0.5, first_x + 0.5))
    last_x = max(first_x + 1, first_x + len(rows) - 1)
    widest_x = label_width(float(last_x)) + 2 * PADDING
    # The x axis runs exactly from the first to the last hand (or match), so the lines fill the plot; the ticks
    # are the round numbers inside it.
    steps = nice_ticks(first_x, last_x, max(2, int(plot_width // max(widest_x, 36.0)) + 1), True)
    x_ticks = tuple(t for t in steps if first_x <= t <= last_x)
    return ChartGeometry(left, plot_top, plot_width, plot_height, x_ticks, y_ticks, (float(first_x), float(last_x)))


def flow_legend(widths: Sequence[float], available: float, spacing: float) -> list[tuple[float, int]]:
    """Place legend entries of ``widths`` left to right, wrapping into rows: ``(x, row)`` for each.

    >>> flow_legend([50, 50, 50], 120, 10)
    [(0.0, 0), (60.0, 0), (0.0, 1)]
    """
    placed: list[tuple[float, int]] = []
    x, row = 0.0, 0
    for width in widths:
        if x > 0 and x + width > available:
            x, row = 0.0, row + 1
        placed.append((x, row))
        x += width + spacing
    return placed


def sharing(keys: Sequence[object]) -> list[tuple[int, int]]:
    """For each series, its place among the series with the same key, and how many they are.

    >>> sharing([0, 5, 0])
    [(0, 2), (0, 1), (1, 2)]
    """
    groups: dict[object, list[int]] = {}
    for series, key in enumerate(keys):
        groups.setdefault(key, []).append(series)
    return [(groups[key].index(series), len(groups[key])) for series, key in enumerate(keys)]


def format_value(value: float, integer: bool) -> str:
    """A number as the chart writes it: a true minus sign, one decimal for averages, the locale's decimal point."""
    text = str(round(value)) if integer or float(value).is_integer() else QLocale().toString(abs(value), "f", 1)
    text = text.lstrip("-")
    return f"−{text}" if value < 0 and text.strip("0.,") else text


def series_colour(index: int) -> QColor:
    return QColor(SERIES_COLOURS[index % len(SERIES_COLOURS)])


def marker_path(shape: str, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of one marker ``shape`` (see :data:`MARKERS`) around ``centre``."""
    path = QPainterPath()
    x, y, r = centre.x(), centre.y(), radius
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape in ("triangle", "triangle_down", "diamond"):
        corners = {
            "triangle": [(0, -1.15), (1.05, 0.75), (-1.05, 0.75)],
            "triangle_down": [(0, 1.15), (1.05, -0.75), (-1.05, -0.75)],
            "diamond": [(0, -1.2), (1.0, 0), (0, 1.2), (-1.0, 0)],
        }[shape]
        path.addPolygon(QPolygonF([QPointF(x + dx * r, y + dy * r) for dx, dy in corners]))
        path.closeSubpath()
    else:  # plus, or a cross: the plus turned by 45°
        a, b = r, r * 0.3
        arms = [(-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b), (b, a), (-b, a), (-b, b), (-a, b), (-a, -b),
                (-b, -b)]
        turn = math.radians(45 if shape == "cross" else 0)
        cos, sin = math.cos(turn), math.sin(turn)
        path.addPolygon(QPolygonF([QPointF(x + dx * cos - dy * sin, y + dx * sin + dy * cos) for dx, dy in arms]))
        path.closeSubpath()
    return path


class LineChart(QWidget):
    """One line per series over x = ``first_x``, ``first_x + 1``, …; an optional dashed target line; a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 200)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # so a screen reader can reach the description
        self._names: list[str] = []
        self._rows: list[list[float]] = []
        self._first_x = 0
        self._target: float | None = None
        self._integer = True
        self._legend: list[str] = []
        self._x_title = ""
        self._y_title = ""
        self._empty_text = ""

    def sizeHint(self) -> QSize:
        return QSize(560, 320)

    # --- geometry ----------------------------------------------------------------------------------------------

    def _legend_layout(self, width: float) -> tuple[list[tuple[float, int]], float]:
        metrics = QFontMetricsF(self.font())
        widths = [SWATCH + 6 + metrics.horizontalAdvance(text) for text in self._legend]
        placed = flow_legend(widths, width - 2 * PADDING, 18)
        rows = (max(row for _, row in placed) + 1) if placed else 0
        return placed, PADDING + rows * metrics.height() * 1.3

    def geometry_for(self, width: float, height: float) -> ChartGeometry:
        """The :func:`chart_geometry` this widget paints at ``width`` × ``height``, with its own font."""
        metrics = QFontMetricsF(self.font())
        _, legend_height = self._legend_layout(width)
        return chart_geometry(
            width, height, self._rows, self._target, first_x=self._first_x, top=legend_height,
            label_width=lambda v: metrics.horizontalAdvance(format_value(v, self._integer)),
            line_height=metrics.height(), integer=self._integer)

    def chart_geometry(self) -> ChartGeometry:
        return self.geometry_for(self.width(), self.height())

    # --- painting ----------------------------------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        geometry = self.chart_geometry()
        self._paint_axes(painter, geometry)
        if self._target is not None:
            self._paint_target(painter, geometry, self._target)
        self._paint_series(painter, geometry)
        if self._target is not None:
            self._paint_target_label(painter, geometry, self._target)
        self._paint_legend(painter)
        if len(self._rows) <= (1 if self._first_x == 0 else 0) and self._empty_text:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            area = QRectF(geometry.left, geometry.top, geometry.width, geometry.height * 0.6)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._empty_text)
        if self.hasFocus():  # Tab reaches the chart (for its description): show where the keyboard is
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()

    def _paint_axes(self, painter: QPainter, g: ChartGeometry) -> None:
        text = self.palette().color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlphaF(0.13)
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        for tick in g.y_ticks:
            y = round(g.y_at(tick)) + 0.5  # a 1-pixel line on a pixel row, not smeared over two
            strong = tick == 0 and g.y_ticks[0] < 0
            painter.setPen(QPen(text if strong else grid, 1))
            painter.drawLine(QPointF(g.left, y), QPointF(g.right, y))
            painter.setPen(text)
            label = QRectF(0, y - line / 2, g.left - PADDING, line)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             format_value(tick, self._integer))
        for tick in g.x_ticks:
            x = round(g.x_at(tick)) + 0.5
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, g.top), QPointF(x, g.bottom))
            painter.setPen(text)
            painter.drawText(QRectF(x - 40, g.bottom + 2, 80, line), Qt.AlignmentFlag.AlignHCenter,
                             format_value(tick, True))
        painter.setPen(QPen(text, 1))
        painter.drawLine(QPointF(g.left, round(g.bottom) + 0.5), QPointF(g.right, round(g.bottom) + 0.5))
        painter.drawLine(QPointF(round(g.left) + 0.5, g.top), QPointF(round(g.left) + 0.5, g.bottom))
        painter.drawText(QRectF(g.left, g.bottom + line + 2, g.width, line), Qt.AlignmentFlag.AlignHCenter,
                         self._x_title)
        painter.save()
        painter.translate(PADDING, g.top + g.height / 2)
        painter.rotate(-90)
        painter.drawText(QRectF(-g.height / 2, 0, g.height, line), Qt.AlignmentFlag.AlignHCenter, self._y_title)
        painter.restore()

    def _paint_target(self, painter: QPainter, g: ChartGeometry, target: float) -> None:
        y = round(g.y_at(target)) + 0.5
        pen = QPen(TARGET_COLOUR, 1.5, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(g.left, y), QPointF(g.right, y))

    def _paint_target_label(self, painter: QPainter, g: ChartGeometry, target: float) -> None:
        """The "Target 100" label beside the target line, where it crosses the fewest players' lines (over them, on
        a backing, where it cannot miss them all)."""
        label = fill(QCoreApplication.translate("ScoreChart", "Target %1"), format_value(target, True))
        box = self.target_label_box(g, target, label)
        backing = QColor(self.palette().color(QPalette.ColorRole.Base))
        backing.setAlphaF(0.8)
        painter.fillRect(box, backing)
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def target_label_box(self, g: ChartGeometry, target: float, label: str) -> QRectF:
        """Where the target's label goes: just above or below the line, at its right or its left end (in that order
        of preference), the first place no player's line crosses, else the one crossed least."""
        y = round(g.y_at(target)) + 0.5
        metrics = QFontMetricsF(self.font())
        width, height = metrics.horizontalAdvance(label) + 6, metrics.height()
        places = []
        for x in (g.right - 4 - width, g.left + 4):
            for top in (y - height - 2, y + 3):
                if g.top <= top and top + height <= g.bottom:  # inside the plot: not over the legend or the axis
                    places.append(QRectF(x, top, width, height))
        if not places:
            return QRectF(g.right - 4 - width, y + 3, width, height)
        lines = [g.points(self._rows, series, self._first_x) for series in range(len(self._names))]
        # A line passing a pixel or two from the words crowds them as much as one through them: keep 3 pixels clear.
        return min(places, key=lambda box: sum(_crosses(box.adjusted(-3, -3, 3, 3), line) for line in lines))

    def _paint_series(self, painter: QPainter, g: ChartGeometry) -> None:
        """Each player's line at its true values, a segment at a time. Players whose segments are the same (level
        from one hand to the next) share them, each drawing every n-th dash in its own colour, and players level at
        a point have their markers side by side on it: nobody is hidden under another, nor moved off their value."""
        count, rows = len(self._names), self._rows
        lines = [[QPointF(x, y) for x, y in g.points(rows, series, self._first_x)] for series in range(count)]
        segments = [sharing([(row[s], after[s]) for s in range(count)]) for row, after in itertools.pairwise(rows)]
        for series in range(count):
            width = 3.0 if series == 0 else 2.0
            for index, (start, end) in enumerate(itertools.pairwise(lines[series])):
                place, shared = segments[index][series]
                pen = QPen(series_colour(series), width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                if shared > 1:
                    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                    pen.setDashPattern([SHARED_DASH / width, (shared - 1) * SHARED_DASH / width])
                    pen.setDashOffset(-place * SHARED_DASH / width)
                painter.setPen(pen)
                painter.drawLine(start, end)
        points = lines[0] if lines else []
        if len(points) > 1 and points[1].x() - points[0].x() < MARKER_SPACING:
            return  # too dense for markers
        for index in range(1 if self._first_x == 0 else 0, len(rows)):
            level = sharing([rows[index][s] for s in range(count)])
            for series in range(count):
                place, shared = level[series]
                shift = (place - (shared - 1) / 2) * MARKER_SIDE_BY_SIDE
                self._paint_marker(painter, series, lines[series][index] + QPointF(shift, 0))

    def _paint_marker(self, painter: QPainter, series: int, centre: QPointF) -> None:
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Base), 1))
        painter.setBrush(series_colour(series))
        painter.drawPath(marker_path(MARKERS[series % len(MARKERS)], centre, 4.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_legend(self, painter: QPainter) -> None:
        placed, _ = self._legend_layout(self.width())
        metrics = QFontMetricsF(self.font())
        row_height = metrics.height() * 1.3
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        for series, ((x, row), text) in enumerate(zip(placed, self._legend, strict=True)):
            left, middle = PADDING + x, PADDING + row * row_height + row_height / 2
            painter.setPen(QPen(series_colour(series), 3.0 if series == 0 else 2.0))
            painter.drawLine(QPointF(left, middle), QPointF(left + SWATCH, middle))
            self._paint_marker(painter, series, QPointF(left + SWATCH / 2, middle))
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(QRectF(left + SWATCH + 6, middle - row_height / 2, 1000, row_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


class ScoreChart(LineChart):
    """Every player's running total after each hand, from 0 before the first, with the target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("ScoreChart", "Score chart"))
        self._x_title = QCoreApplication.translate("ScoreChart", "Hand")
        self._y_title = QCoreApplication.translate("ScoreChart", "Points")
        self._empty_text = QCoreApplication.translate("ScoreChart", "No hand has been scored yet.")
        self.set_data([], [], 100)

    def set_data(self, names: Sequence[str], totals_per_hand: Sequence[Sequence[int]], target: int) -> None:
        """``totals_per_hand[i][seat]`` is ``names[seat]``'s total after hand ``i + 1``."""
        self._names = list(names)
        self._rows = [[0.0] * len(names), *([float(v) for v in row] for row in totals_per_hand)]
        self._target = float(target)
        totals = [int(v) for v in totals_per_hand[-1]] if totals_per_hand else [0] * len(names)
        self._legend = [f"{name} {format_value(total, True)}" for name, total in zip(names, totals, strict=True)]
        self.setAccessibleDescription(self._describe(totals, len(totals_per_hand), target))
        self.update()

    def _describe(self, totals: list[int], hands: int, target: int) -> str:
        goal = fill(QCoreApplication.translate("ScoreChart", "The match is played to %1."), format_value(target, True))
        if not hands:
            return " ".join((self._empty_text, goal))
        standings = sorted(zip(totals, range(len(totals)), self._names, strict=True))
        listed = ", ".join(fill(QCoreApplication.translate("ScoreChart", "%1 %2"),
                                name, format_value(total, True)) for total, _, name in standings)
        after = QCoreApplication.translate("ScoreChart", "Totals after hand %1, lowest first: %2.")
        return " ".join((fill(after, hands, listed), goal))


class TrendChart(LineChart):
    """One player's average points per hand in each match, oldest first (the Statistics dialog)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._first_x = 1
        self._integer = False
        self.setAccessibleName(QCoreApplication.translate("TrendChart", "Points per hand over time"))
        self._x_title = QCoreApplication.translate("TrendChart", "Match")
        self._y_title = QCoreApplication.translate("TrendChart", "Points per hand")
        self.set_trend("", [])

    def set_trend(self, name: str, values: Sequence[float], empty: str | None = None) -> None:
        """``name``'s ``values``; with none, ``empty`` says why (by default, that no match has been finished)."""
        self._empty_text = empty or QCoreApplication.translate("TrendChart", "No match has been finished yet.")
        self._names = [name] if values else []
        self._legend = list(self._names)
        self._rows = [[float(v)] for v in values]
        if not values:
            self.setAccessibleDescription(self._empty_text)
        else:
            listed = ", ".join(format_value(v, False) for v in values)
            self.setAccessibleDescription(fill(QCoreApplication.translate(
                "TrendChart", "Average points per hand in each match, oldest first: %1."), listed))
        self.update()


__all__ = ["ChartGeometry", "LineChart", "ScoreChart", "TrendChart", "chart_geometry", "flow_legend",
           "format_value", "nice_step", "nice_ticks"]
