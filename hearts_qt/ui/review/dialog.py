"""Review this hand: the coach's judgement of each of the person's decisions, worked out off the GUI thread.

The dialog starts a :class:`ReviewJob` and shows a progress bar with Cancel. When the review is in, every decision
is listed with the person's choice, the best one and the expected points of each (± one standard error); a flagged
decision (it cost a point or more beyond the noise) is marked ⚑, and selecting it draws the table at that moment
(:class:`MomentPanel`) with the reason in words; a best choice the computer could not tell from another is marked
≈ and said to be too close to call. Then the same deal is replayed with the computer in the person's seat ("You
took 13, the computer in your seat took 4"). The same hand gets the same review each time (:class:`ReviewJob`).
Closing the dialog cancels the work; the dialog is deleted when closed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller import DecisionKind, DecisionReview, HandReview, SeatReplay
from hearts_qt.controller.review_worker import ReviewJob
from hearts_qt.engine import Round
from hearts_qt.text.format import counted, fill
from hearts_qt.text.review import (
    cards_text,
    close_call_sentence,
    estimate_text,
    no_reason_sentence,
    reason_sentence,
)
from hearts_qt.ui.review.moment_panel import CARD_H, MomentPanel
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.style.colours import is_palette_change, marked_cell
from hearts_qt.ui.style.screen_fit import resize_within, screen_room
from hearts_qt.ui.style.themes import TableColours

FLAG = "⚑"
CLOSE_CALL = "≈"  # before a best choice the search could not tell from another
#: A costly decision's row, as (background, text) on a light and on a dark palette.
FLAGGED_LIGHT, FLAGGED_DARK = ("#fde2cf", "#3d1a00"), ("#5c2a0a", "#fde2cf")
ROW_ROLE = Qt.ItemDataRole.UserRole


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate (the first occurrence in a file wins)."""
    QCoreApplication.translate("Review", "%n decisions flagged.", None, 1)
    QCoreApplication.translate("Review", "You took %n points.", None, 1)
    QCoreApplication.translate("Review", "The computer in your seat took %n points.", None, 1)


def decision_label(decision: DecisionReview) -> str:
    if decision.kind is DecisionKind.PASS:
        return QCoreApplication.translate("Review", "Pass")
    assert decision.trick is not None
    return fill(QCoreApplication.translate("Review", "Trick %1"), decision.trick + 1)


def decision_cells(decision: DecisionReview) -> tuple[str, str, str]:
    """The review's columns for ``decision`` after the card itself: its expected points, the best choice and the
    best choice's expected points. A choice that was the best, or as good (see :func:`as_good_as_best`), is "✓ your
    choice": naming the same card again, or another card just as good, read as if a better one had been missed. A
    best choice the search could not tell from another is marked ≈ (see :func:`close_call`)."""
    analysis = decision.analysis
    if analysis is None:
        if len(set(decision.view.legal)) > 1:  # several cards, all as good as each other (e.g. 6♦ and 8♦ alone)
            return QCoreApplication.translate("Review", "all the same"), "", ""
        return QCoreApplication.translate("Review", "only choice"), "", ""
    chosen = analysis.chosen if analysis.chosen is not None else analysis.estimate_of(decision.chosen)
    if as_good_as_best(decision):
        return estimate_text(chosen), QCoreApplication.translate("Review", "✓ your choice"), ""
    best = cards_text(decision.best)
    return estimate_text(chosen), f"{CLOSE_CALL} {best}" if close_call(decision) else best, estimate_text(analysis.best)


def as_good_as_best(decision: DecisionReview) -> bool:
    """The person's choice was the best, or expected to take as many points as the best (to the tenth shown), or
    the search could not tell the two apart: the review says "✓ your choice" and the picture marks the choice
    "Both"."""
    analysis = decision.analysis
    if analysis is None:
        return False
    chosen = analysis.chosen if analysis.chosen is not None else analysis.estimate_of(decision.chosen)
    same = sorted(chosen.choice) == sorted(analysis.best.choice)
    rival = any(sorted(rival.choice) == sorted(chosen.choice) for rival in analysis.rivals)
    return same or (not decision.flagged and (rival or round(chosen.mean, 1) == round(analysis.best.mean, 1)))


def close_call(decision: DecisionReview) -> str:
    """When the search could not tell the best choice from another (within the noise of the deals it tried), the
    sentence that says so; else ``""``."""
    analysis = decision.analysis
    if analysis is None or not analysis.rivals:
        return ""
    return close_call_sentence(decision.chosen, analysis.best.choice, [rival.choice for rival in analysis.rivals])


def replay_sentence(replay: SeatReplay) -> str:
    """``"You took 13 points. The computer in your seat took 4 points."``"""
    return " ".join((
        counted("Review", "You took %n points.", replay.person_taken),
        counted("Review", "The computer in your seat took %n points.", replay.computer_taken)))


# Points the computer's replay of the seat took fewer than the person, with nothing flagged, that the review explains.
REPLAY_GAP = 5

# The smallest the picture of the table draws its cards, on a screen too short for them at full size.
LEAST_CARD_SCALE = 0.6
#: The longest technical detail of a failed review shown in the tooltip.
DETAIL_CHARS = 500


class ReviewDialog(QDialog):
    """The review of the person's decisions in ``record``; :meth:`start` begins the work."""

    def __init__(self, art: CardArt, colours: TableColours, record: Round, names: list[str], levels: Sequence[str],
                 seeds: Sequence[int], parent: QWidget | None = None, *, budget: float | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(QCoreApplication.translate("Review", "Review of hand %1"), record.hand_number + 1))
        self.record = record
        self.review: HandReview | None = None
        self.replay: SeatReplay | None = None
        self._summary = ""
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton(QCoreApplication.translate("Review", "&Cancel review"))
        self.cancel_button.setAutoDefault(True)  # Enter presses it when it has the focus
        self.cancel_button.clicked.connect(self.cancel)
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        self.decisions = QTreeWidget()
        self.decisions.setRootIsDecorated(False)
        self.decisions.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.decisions.setHeaderLabels([
            "", QCoreApplication.translate("Review", "Decision"),
            QCoreApplication.translate("Review", "Your choice"),
            QCoreApplication.translate("Review", "Expected points"),
            QCoreApplication.translate("Review", "Best choice"),
            QCoreApplication.translate("Review", "Expected points"),
        ])
        expected = QCoreApplication.translate(
            "Review", "Your points for the whole hand after this choice, on average over the deals the computer "
            "tried, with how sure it is of that average (±).")
        for column, tip in ((3, expected), (4, QCoreApplication.translate(
                "Review", "The choice with the fewest expected points; ✓ when yours was as good, ≈ when the "
                "computer could not tell it from another.")), (5, expected)):
            self.decisions.headerItem().setToolTip(column, tip)
        for column in range(6):  # the flag's column no wider than its flag
            self.decisions.resizeColumnToContents(column)  # the headings whole while the first rows are worked out
        self.decisions.currentItemChanged.connect(lambda item, _old: self._show_decision(item))
        self.panel = MomentPanel(art, names, colours)
        self.panel.hide()
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.duplicate = QLabel()
        self.duplicate.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(top)
        layout.addWidget(self.decisions, 1)
        layout.addWidget(self.panel)
        layout.addWidget(self.reason)
        layout.addWidget(self.duplicate)
        layout.addWidget(buttons)
        self._job: ReviewJob | None = ReviewJob(record, levels, seeds, budget=budget)
        signals = self._signals = self._job.signals
        signals.progress.connect(self._progressed)
        signals.reviewed.connect(self._reviewed)
        signals.replay_progress.connect(self._replay_progressed)
        signals.replayed.connect(self._replayed)
        signals.failed.connect(self._failed)
        self._stop = self._job.stop
        # Deleted without closing (its parent, the score sheet, went first): the work must stop all the same.
        stop = self._stop
        self.destroyed.connect(lambda *_: stop.set())
        self._fit_height()

    def _fit_height(self) -> None:
        """Tall enough to list every decision of the hand (each trick and the pass) without scrolling, as far as
        the screen allows; never shorter than 640 pixels unless the screen is."""
        tree = self.decisions
        probe = QTreeWidgetItem(tree, ["", "Trick", "A♠", "0.0 ± 0.0"])  # a row as tall as the review's rows
        row = tree.sizeHintForRow(tree.indexOfTopLevelItem(probe))
        tree.takeTopLevelItem(tree.indexOfTopLevelItem(probe))
        rows = len(self.record.tricks) + 1
        listed = tree.header().sizeHint().height() + rows * row + 2 * tree.frameWidth()
        # Not in the size yet: the picture of the table (shown with the first decision), and the reason and the
        # replay below it (empty until the review is done; two lines each then).
        texts = 4 * self.fontMetrics().lineSpacing() + 3 * self._layout.spacing()
        # On a screen too short for the dialog at its least the picture's cards are drawn smaller.
        excess = self.minimumSizeHint().height() + self.panel.minimumHeight() + texts - screen_room(self).height()
        if excess > 0:
            self.panel.set_scale(max(LEAST_CARD_SCALE, 1 - excess / (2 * CARD_H)))
        later = self.panel.minimumHeight() + texts
        wanted = self.sizeHint().height() - tree.sizeHint().height() + listed + later
        screen = self.screen()
        room = round(screen.availableGeometry().height() * 0.9) if screen is not None else wanted
        resize_within(self, 760, max(640, min(wanted, room)))  # on a short screen, what fits

    @property
    def running(self) -> bool:
        return self.cancel_button.isEnabled()

    def start(self) -> None:
        """Begin the review."""
        job, self._job = self._job, None
        if job is None:
            return
        self.status.setText(QCoreApplication.translate("Review", "The computer is looking at your decisions…"))
        self.progress.setRange(0, 0)
        job.start()

    def cancel(self) -> None:
        """Stop the work; what was reviewed until then stays listed."""
        self._stop.set()
        self._finished_work(QCoreApplication.translate("Review", "Review cancelled."))

    def done(self, code: int) -> None:
        self._stop.set()
        super().done(code)

    def _finished_work(self, text: str | None = None) -> None:
        """The work is over: the progress bar and Cancel go, ``text`` (when given) says how it ended."""
        self.cancel_button.setEnabled(False)
        self.progress.hide()
        self.cancel_button.hide()
        if text is not None:
            self.status.setText(text)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _replay_progressed(self, done: int, total: int) -> None:
        if self._stop.is_set():
            return
        self.status.setText(QCoreApplication.translate(
            "Review", "The computer is playing the same cards in your seat…"))
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _reviewed(self, review: HandReview) -> None:
        self.review = review
        for decision in review.decisions:
            self._add_row(decision)
        flagged = len(review.flagged)
        summary = QCoreApplication.translate("Review", "%n decisions flagged.", None, flagged) if flagged else \
            QCoreApplication.translate("Review", "No decision clearly cost you a point or more: well played.")
        if review.cancelled:
            return  # cancel() has said so
        self._summary = (" ".join((summary, fill(QCoreApplication.translate(
            "Review", "Select a flagged decision (%1) to see the table at that moment."), FLAG)))
            if flagged else summary)
        self.status.setText(self._summary)
        flagged_rows = [i for i, d in enumerate(review.decisions) if d.flagged]
        first = self.decisions.topLevelItem(flagged_rows[0]) if flagged_rows else None
        if first is not None:
            self.decisions.setCurrentItem(first)

    def _add_row(self, decision: DecisionReview) -> None:
        mine, best_cards, best = decision_cells(decision)
        item = QTreeWidgetItem(self.decisions, [
            FLAG if decision.flagged else "", decision_label(decision), cards_text(decision.chosen), mine,
            best_cards, best])
        item.setData(0, ROW_ROLE, self.decisions.topLevelItemCount() - 1)
        item.setToolTip(4, close_call(decision))
        if decision.flagged:
            self._colour_row(item)
            item.setToolTip(0, fill(QCoreApplication.translate("Review", "This decision cost about %1 points."),
                                    QLocale().toString(decision.loss, "f", 1)))
        for column in range(6):
            self.decisions.resizeColumnToContents(column)

    def _colour_row(self, item: QTreeWidgetItem) -> None:
        """A costly decision's row, marked in the colours of the palette in use."""
        background, text = marked_cell(self.palette(), FLAGGED_LIGHT, FLAGGED_DARK)
        for column in range(item.columnCount()):
            item.setBackground(column, background)
            item.setForeground(column, text)

    def changeEvent(self, event: QEvent) -> None:
        if is_palette_change(event) and self.review is not None:  # the desktop turned dark, or light
            for row, decision in enumerate(self.review.decisions):
                item = self.decisions.topLevelItem(row)
                if decision.flagged and item is not None:
                    self._colour_row(item)
        super().changeEvent(event)

    def _show_decision(self, item: QTreeWidgetItem | None) -> None:
        review = self.review
        index = item.data(0, ROW_ROLE) if item is not None else None
        if review is None or not isinstance(index, int):
            return
        decision = review.decisions[index]
        self.panel.show()
        # Flagged: the better choice beside the person's; "✓ your choice": the person's cards, marked "Both".
        better = decision.best if decision.flagged else decision.chosen if as_good_as_best(decision) else ()
        self.panel.show_moment(decision.view, decision.chosen, better)
        if decision.flagged:
            said = reason_sentence(decision.reason) if decision.reason is not None else no_reason_sentence()
        elif decision.forced:
            said = QCoreApplication.translate("Review", "There was no real choice here.")
        else:
            said = QCoreApplication.translate("Review", "A good choice, or close enough to the best.")
        self.reason.setText(" ".join(text for text in (said, close_call(decision)) if text))  # and how sure it is

    def _replayed(self, replay: SeatReplay) -> None:
        self.replay = replay
        said = [QCoreApplication.translate("Review", "Your seat, played by the computer with the same cards:"),
                replay_sentence(replay)]
        if self.review is not None and not self.review.flagged \
                and replay.person_taken - replay.computer_taken >= REPLAY_GAP:
            # "Well played" above and "13 points against 3" here: say how both are true.
            said.append(QCoreApplication.translate(
                "Review", "No single decision cost you a point, but small costs add up, and once the computer's "
                "cards differ from yours the others play differently too."))
        self.duplicate.setText(" ".join(said))
        self._finished_work(self._summary)

    def _failed(self, exc: BaseException) -> None:
        """The search stopped on ``exc``: why, in the player's words; the exception's own (English) words only in
        the tooltip."""
        why = (QCoreApplication.translate("Review", "there was not enough memory") if isinstance(exc, MemoryError)
               else QCoreApplication.translate("Review", "the computer's search stopped on an error"))
        self._finished_work(fill(QCoreApplication.translate("Review", "The review could not be finished (%1)."), why))
        self.status.setToolTip(f"{type(exc).__name__}: {exc}"[:DETAIL_CHARS])
