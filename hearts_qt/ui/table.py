"""The card table: a ``QGraphicsView`` on felt that shows the game and takes the person's clicks and keys.

Its looks (card faces and back, the felt's colour, large cards) come from a :class:`Theme`; :meth:`TableView.
apply_theme` shows a new one at once, in the middle of a hand.

The view owns the card items and places them with :mod:`hearts_qt.ui.layout`; :class:`TablePresenter` (in
``presenter.py``) turns the controller's events into animation batches. Input goes back to the controller:
a click on a card selects it for passing or plays it, and an illegal card's reason goes to the status bar. The
keys and the focus ring are :class:`TableKeys`'s (``table_keys.py``).
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QDialog, QFrame, QGraphicsScene, QGraphicsView, QPushButton, QWidget

from hearts_qt.controller import GameController
from hearts_qt.engine import PASS_SIZE, Card

from .animation import RETURN_MOVE, AnimationDirector, Timing, move_to
from .card_art import CardArt
from .card_item import CardItem
from .layout import (
    PILE_SCALE,
    CardPose,
    TableLayout,
    banner_rect,
    hand_centers,
    hand_poses,
    lifted_pose,
    pending_pose,
    table_layout,
)
from .pile_caption import PileCaption, pile_text
from .table_font import table_font
from .table_items import Badge, CenterMessage, SeatPlate, TableItem
from .table_keys import TableKeys
from .themes import Theme, felt_brush


class TableView(QGraphicsView):
    """The table. ``status`` carries sentences for the status bar (and screen readers); ``prompt`` the standing
    instruction (what the person is asked to do now, "" when nothing), which stays until it changes."""

    status = Signal(str)
    passive_status = Signal(str)  # said without being asked (the ringed card when a turn starts): yields to a notice
    prompt = Signal(str)
    received_confirmed = Signal()  # OK on the received cards: play may start
    message_shown = Signal(str)  # a message in the middle of the table, for screen readers to say
    keyboard_used_changed = Signal()  # the person turned to the keys, or back to the mouse: prompts say which
    pass_selection_changed = Signal()  # a card was chosen for the pass or put back: the prompt says what is left

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(table_font(self.font()))
        self.controller = controller
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 480)
        self.theme = Theme()
        self.art = CardArt(self.theme.face, self.theme.back)
        self.timing = Timing()
        self.director = AnimationDirector(self)
        self.director.idle.connect(self._on_idle)
        self.director.batch_finished.connect(self._after_batch)
        self._presentation = 0  # the controller's request the animations now running present
        self._question = 0  # the controller's question to the person the clicks answer now
        controller.presentation_requested.connect(self._on_presentation_requested)
        self.players = 4
        self.hand_size = 13
        self.layout_: TableLayout = table_layout(1000, 700, 4, 13)
        self.hand: list[CardItem] = []  # the person's cards, sorted as shown
        self.backs: list[list[CardItem]] = [[] for _ in range(7)]  # each opponent's face-down cards (0 unused)
        self.trick: list[tuple[int, CardItem]] = []  # cards in the middle, with who played them
        self.pending: list[CardItem] = []  # cancelled tricks waiting for the next winner
        self.kitty: list[CardItem] = []
        self.plates: list[SeatPlate] = []
        self._discarded: list[CardItem] = []  # kept alive until the next deal (never freed mid-event)
        self.badge = Badge()
        self.message = CenterMessage()
        self.scene().addItem(self.badge)
        self.scene().addItem(self.message)
        self.message.setVisible(False)
        self.pile_caption = PileCaption()
        self.scene().addItem(self.pile_caption)
        self.mode = "idle"  # "pass", "play" or "idle": what a click on a card does
        self.legal: set[Card] = set()
        self.focus_index = -1
        self._reason_shown = False  # the status bar says why a card cannot be played
        self._keyboard_used = False
        self._relayout_pending = False
        self.pass_button = QPushButton(self)
        self.pass_button.setDefault(True)
        self.pass_button.hide()
        self.pass_button.clicked.connect(self.confirm_pass)
        self.ok_button = QPushButton(self)
        self.ok_button.hide()
        self.ok_button.clicked.connect(self.confirm_received)
        self.holding = False  # the received cards wait for OK: the handshake waits too
        self.sheet_holds = False  # the score sheet after a hand is open: the handshake waits for it to close
        self.dialog_holds = 0  # window-modal dialogs open over the table: the game waits for them (see hold_for)
        self.keys = TableKeys(self)
        self._set_texts()
        self.prompt_text = ""
        self._click_played = QElapsedTimer()  # since a click last played a card (a double click's first half)
        # Faces about to be shown are rendered ahead, one per turn of the event loop: the thirteen of a new hand
        # rendered in the frame that turns them over held the window for some 60 ms.
        self._faces_ahead: deque[tuple[str, float, float]] = deque()
        self._render_ahead = QTimer(self)
        self._render_ahead.setInterval(0)
        self._render_ahead.timeout.connect(self._render_next_face)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self.show_message(""))

    # --- drawing and geometry -------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, felt_brush(self.theme.colours, self.layout_.width, self.layout_.height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Recompute the layout for the viewport; cards move now, or when the running animations end."""
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self.layout_ = table_layout(size.width(), size.height(), self.players, self.hand_size, self.theme.card_scale)
        self._place_furniture()
        self.place_all()  # at once: the cards at rest, and the trick waiting to be collected
        # A card still moving lands where it was going, then goes to its new place as its batch ends (the next
        # batch is built on the new layout).
        self._relayout_pending = self.director.busy

    def configure(self, players: int, hand_size: int) -> None:
        self.players, self.hand_size = players, hand_size
        while len(self.plates) < players:
            plate = SeatPlate(len(self.plates))
            plate.set_colours(self.theme.colours)
            self.scene().addItem(plate)
            self.plates.append(plate)
        for seat, plate in enumerate(self.plates):
            plate.setVisible(seat < players)
        self.relayout()

    def apply_theme(self, theme: Theme) -> None:
        """Show ``theme`` now: the cards' art, the felt and everything painted on it, and the card size (the cards
        move to their new places, or do when the running animations end)."""
        resized = theme.card_scale != self.theme.card_scale
        self.theme = theme
        self.art.set_theme(theme.face, theme.back)
        furniture: list[TableItem] = [*self.plates, self.badge, self.message, self.pile_caption]
        for item in furniture:
            item.set_colours(theme.colours)
        if resized:
            self.relayout()
        self.scene().update()
        self.viewport().update()

    def _set_texts(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Table", "Card table"))
        self.pass_button.setText(QCoreApplication.translate("Table", "Pass cards"))
        self.pass_button.setAccessibleName(QCoreApplication.translate("Table", "Pass the three selected cards"))
        self.ok_button.setText(QCoreApplication.translate("Table", "OK"))
        self.ok_button.setAccessibleName(QCoreApplication.translate("Table", "Start playing with the received cards"))

    def retranslate(self) -> None:
        """The table's own texts in the language just installed: buttons, card tooltips and descriptions, the pile
        caption, the painted plates and badge (the presenter sets the texts it owns)."""
        self._set_texts()
        self._place_furniture()  # the buttons' widths follow their texts
        self.show_pile_caption()
        self.set_mode(self.mode, self.legal)
        self.scene().update()

    def _place_furniture(self) -> None:
        lay = self.layout_
        for place in lay.seats:
            r = place.plate
            self.plates[place.seat].set_rect(QRectF(r.x, r.y, r.w, r.h)) if place.seat < len(self.plates) else None
        b = lay.badge
        hand = lay.seats[0].hand_rect()  # the full hand, raised cards included: the badge stays clear of it
        self.badge.set_rect(QRectF(b.x, b.y, b.w, b.h), hand.x + hand.w + lay.margin if hand.w else None)
        c = lay.pile_caption
        self.pile_caption.set_rect(QRectF(c.x, c.y, c.w, c.h))
        cx, cy = lay.center
        banner = banner_rect(lay)
        self.message.setPos(*banner.center)
        self.message.set_text(self.message.text, banner.w, banner.h)
        for button in (self.pass_button, self.ok_button):
            button.adjustSize()
            button.resize(max(button.width(), round(lay.card_w * 1.2)), max(button.height(), round(lay.card_h * 0.22)))
            button.move(round(cx - button.width() / 2), round(cy + lay.card_h * 0.25))

    def hand_pose(self, index: int, count: int) -> CardPose:
        """Where the person's card ``index`` of ``count`` rests in the fan (lifted when selected for passing, just
        received, or suggested by the hint)."""
        place = self.layout_.seats[0]
        pose = hand_poses(place, count)[index]
        item = self.hand[index] if index < len(self.hand) else None
        if item is not None and (item.selected_for_pass or item.received or item.highlighted):
            pose = lifted_pose(place, pose)
        return pose

    def hand_home(self, index: int, count: int) -> QPointF:
        return QPointF(*self.hand_pose(index, count).center)

    def hand_rotation(self, index: int, count: int) -> float:
        return self.hand_pose(index, count).rotation

    def back_homes(self, seat: int, count: int | None = None) -> list[QPointF]:
        n = len(self.backs[seat]) if count is None else count
        return [QPointF(*c) for c in hand_centers(self.layout_.seats[seat], n)]

    def trick_home(self, seat: int) -> QPointF:
        return QPointF(*self.layout_.seats[seat].trick_pos)

    def pending_home(self, index: int) -> QPointF:
        """Where card ``index`` of the pile (cancelled cards, then the kitty) lies: a stack, a little fanned."""
        return QPointF(*pending_pose(self.layout_, index).center)

    def pile_size(self) -> tuple[float, float]:
        return self.layout_.trick_card_w * PILE_SCALE, self.layout_.trick_card_h * PILE_SCALE

    def show_pile_caption(self) -> None:
        """Say what the pile in the middle is (the kitty, or cancelled cards) and where it goes; hide it when gone."""
        self.pile_caption.set_text(pile_text(len(self.kitty), len(self.pending)))

    def _after_batch(self) -> None:
        """A resize while a card was moving: every card to its place on the new layout before the next batch."""
        if self._relayout_pending:
            self.place_all()

    def place_all(self) -> None:
        """Put every card where it rests right now (after a resize, or a change no animation covers)."""
        self._relayout_pending = False
        lay = self.layout_
        for index, item in enumerate(self.hand):
            item.set_size(lay.card_w, lay.card_h)
            item.setPos(self.hand_home(index, len(self.hand)))
            item.setRotation(self.hand_rotation(index, len(self.hand)))
            item.setZValue(10 + index)
        for seat in range(1, self.players):
            place = lay.seats[seat]
            for index, (item, pos) in enumerate(zip(self.backs[seat], self.back_homes(seat), strict=True)):
                item.set_size(place.card_w, place.card_h)
                item.setPos(pos)
                item.setRotation(place.rotation)
                item.setZValue(10 + index)
        for order, (seat, item) in enumerate(self.trick):
            item.set_size(lay.trick_card_w, lay.trick_card_h)
            item.setPos(self.trick_home(seat))
            item.setRotation(lay.seats[seat].trick_rotation)
            item.setZValue(100 + order)
        for index, item in enumerate(self.pending + self.kitty):
            item.set_size(*self.pile_size())
            item.setPos(self.pending_home(index))
            item.setRotation(0)
            item.setZValue(50 + index)
        for item in [*self.hand, *(i for seat in self.backs for i in seat), *self.pending, *self.kitty,
                     *(i for _, i in self.trick)]:
            item.setScale(1.0)  # as it rests: not at the deck's size, whatever a deal cut short left it at
            item.set_shadow_level(1.0)
        self.show_pile_caption()

    # --- items ----------------------------------------------------------------------------------------------

    def new_card(self, card: Card | None, face_up: bool, seat: int) -> CardItem:
        place = self.layout_.seats[seat]
        item = CardItem(self.art, card, place.card_w, place.card_h, face_up=face_up)
        if card is not None and not face_up:
            self._faces_ahead.append((CardArt.name_of(card), place.card_w, place.card_h))
            self._render_ahead.start()
        item.clicked.connect(self._on_card_clicked)
        item.double_clicked.connect(self._on_card_double_clicked)
        item.hovered.connect(self._on_card_hovered)
        item.dropped.connect(self._on_card_dropped)
        item.set_clickable(False)
        self.scene().addItem(item)
        return item

    def _render_next_face(self) -> None:
        if not self._faces_ahead:
            self._render_ahead.stop()
            return
        name, width, height = self._faces_ahead.popleft()
        self.art.pixmap(name, width, height, self.devicePixelRatioF())

    def discard(self, items: list[CardItem]) -> None:
        for item in items:
            item.hide()
            item.set_clickable(False)
        self._discarded.extend(items)

    def clear_cards(self) -> None:
        """Remove every card (a new hand or a new game); items go away at once, none is in use any more."""
        for item in [
            *self.hand,
            *(i for seat in self.backs for i in seat),
            *(i for _, i in self.trick),
            *self.pending,
            *self.kitty,
            *self._discarded,
        ]:
            self.scene().removeItem(item)
        self.hand, self.trick, self.pending, self.kitty, self._discarded = [], [], [], [], []
        self.backs = [[] for _ in range(7)]
        self.show_pile_caption()

    def show_message(self, text: str, *, linger: bool = False) -> None:
        """Show ``text`` in the middle of the table; with ``linger`` it fades after a while."""
        banner = banner_rect(self.layout_)
        self.message.set_text(text, banner.w, banner.h)
        if text:
            self.message_shown.emit(text)
        if linger and text:
            self._message_timer.start(2400)
        else:
            self._message_timer.stop()

    def set_prompt(self, text: str) -> None:
        """The standing instruction in the status bar ("" for none)."""
        self.prompt_text = text
        self.prompt.emit(text)

    # --- the person's input ---------------------------------------------------------------------------------

    @property
    def keyboard_used(self) -> bool:
        """Whether the person plays with the keys (since they last used them, no click): the focus ring shows,
        and the prompts name keys rather than clicks."""
        return self._keyboard_used

    @keyboard_used.setter
    def keyboard_used(self, used: bool) -> None:
        if used != self._keyboard_used:
            self._keyboard_used = used
            self.keyboard_used_changed.emit()

    def set_mode(self, mode: str, legal: set[Card] | None = None) -> None:
        """What clicks do now; in "play" mode the cards outside ``legal`` are dimmed."""
        self.mode = mode
        self.legal = legal or set()
        if mode != "idle":
            self._question = self.controller.human_request
        for item in self.hand:
            item.set_clickable(mode != "idle")
            dimmed = mode == "play" and item.card not in self.legal
            item.draggable = mode == "play" and not dimmed  # a dimmed card stays put; a click says why
            item.set_looks(dimmed=dimmed)
            reason = self.controller.why_not_playable(item.card) if dimmed and item.card is not None else None
            item.setToolTip(reason or "")
        if mode != "idle" and self.hand:
            self.focus_index = min(max(self.focus_index, 0), len(self.hand) - 1)
            if mode == "play" and self.hand[self.focus_index].card not in self.legal:
                self.focus_index = next((i for i, it in enumerate(self.hand) if it.card in self.legal), 0)
        self.keys.show_focus(passive=True)

    def selected(self) -> list[CardItem]:
        return [item for item in self.hand if item.selected_for_pass]

    def _on_card_clicked(self, item: CardItem) -> None:
        if item not in self.hand or self.mode == "idle":
            return
        self.keyboard_used = False  # a mouse player: no focus ring until the keys are used again
        self.focus_index = self.hand.index(item)
        self.keys.show_focus()
        self.activate(item)
        if item not in self.hand:
            self._click_played.start()

    def _on_card_double_clicked(self, item: CardItem) -> None:
        """A double click plays the card once: its first click has played it already (the second half then does
        nothing, though another card may lie under the pointer now), unless that click came before the turn did."""
        timer = self._click_played
        if timer.isValid() and timer.elapsed() <= QApplication.doubleClickInterval():
            return
        if self.mode == "play":
            self._on_card_clicked(item)

    def _on_card_hovered(self, item: CardItem) -> None:
        if self.mode != "play" or item not in self.hand or item.card is None:
            return
        if item.card not in self.legal:
            self._say_reason(item.toolTip())  # the reason set_mode put on the dimmed card
        else:
            self._clear_reason()  # pointing at a playable card: why another one is not is old news

    def _say_reason(self, reason: str | None) -> None:
        """Why a card cannot be played, in the status bar until a playable card is pointed at or played."""
        if reason:
            self._reason_shown = True
            self.status.emit(reason)

    def _clear_reason(self) -> None:
        if self._reason_shown:
            self._reason_shown = False
            self.status.emit("")

    def _on_card_dropped(self, item: CardItem, point: QPointF) -> None:
        """A card dragged onto the middle of the table is played; anywhere else, or illegal, it goes back."""
        if item not in self.hand:
            return
        r = self.layout_.trick_rect
        if self.mode == "play" and QRectF(r.x, r.y, r.w, r.h).contains(point):
            self.focus_index = self.hand.index(item)
            self.activate(item)
        elif self.mode == "play":
            self.status.emit(
                QCoreApplication.translate("Table", "Drop the card in the middle of the table to play it.")
            )
        if item in self.hand:
            self._return_to_hand(item)

    def _return_to_hand(self, item: CardItem) -> None:
        index, count = self.hand.index(item), len(self.hand)
        item.setZValue(10 + index)
        self.director.enqueue(lambda: move_to(item, self.hand_home(index, count), self.timing.motion(RETURN_MOVE)))

    def activate(self, item: CardItem) -> None:
        """A click or Enter on one of the person's cards."""
        assert item.card is not None
        if self.mode == "pass":
            if not item.selected_for_pass and len(self.selected()) >= PASS_SIZE:
                self.status.emit(QCoreApplication.translate("Table", "You pass three cards: deselect one first."))
                return
            item.selected_for_pass = not item.selected_for_pass
            index = self.hand.index(item)
            item.setPos(self.hand_home(index, len(self.hand)))
            self.pass_button.setEnabled(len(self.selected()) == PASS_SIZE)
            self.pass_selection_changed.emit()
            self.keys.show_focus(announce=True)  # say the new state ("selected"), not the one before the click
        elif self.mode == "play":
            self.set_mode("idle")
            self._clear_reason()  # before playing: what the play sets off may say something new
            reason = self.controller.play_card(item.card, self._question)
            if reason is not None and self._still_asked():
                self.set_mode("play", self.legal_from_controller())
                self._say_reason(reason)

    def _still_asked(self) -> bool:
        """Whether the question these clicks answer is still open (a refused click for an older one is dropped)."""
        return self._question != 0 and self._question == self.controller.human_request

    def legal_from_controller(self) -> set[Card]:
        view = self.controller.human_view
        return set(view.legal) if view is not None else set()

    def confirm_pass(self) -> None:
        chosen = self.selected()
        if self.mode != "pass" or len(chosen) != PASS_SIZE:
            return
        self.set_mode("idle")
        self.pass_button.hide()
        prompt = self.prompt_text
        self.set_prompt("")  # before submitting: the exchange it may finish sets the next prompt
        reason = self.controller.submit_pass([item.card for item in chosen if item.card is not None], self._question)
        if reason is not None and self._still_asked():
            self.set_mode("pass")
            self.pass_button.show()
            self.set_prompt(prompt)
            self.status.emit(reason)

    def select_for_pass(self, cards: list[Card]) -> None:
        """Select exactly ``cards`` (the hint's suggestion)."""
        for item in self.hand:
            item.selected_for_pass = item.card in cards
        self._rest_hand()
        self.pass_button.setEnabled(len(self.selected()) == PASS_SIZE)
        self.pass_selection_changed.emit()

    def mark_suggested(self, card: Card) -> None:
        """The hint's card to play: marked beyond the focus ring (which a mouse player does not see), gold-edged and
        lifted out of the fan in its place in the stack, so the cards beside it keep their corners in view."""
        for item in self.hand:
            item.set_looks(highlighted=item.card == card)
        self._rest_hand()

    def _rest_hand(self) -> None:
        """Every card of the hand where it rests now (lifted or not), at once."""
        for index, item in enumerate(self.hand):
            item.setPos(self.hand_home(index, len(self.hand)))

    def focus_card(self, card: Card) -> None:
        for index, item in enumerate(self.hand):
            if item.card == card:
                self.focus_index = index
        self.keys.show_focus()

    def confirm_received(self) -> None:
        """OK (or Enter) on the received cards."""
        if not self.holding:
            return
        self.holding = False
        self.ok_button.hide()
        self.received_confirmed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.key_pressed(event):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.keys.ring_follows_the_keys()  # back from the Pass cards or OK button (Tab, an arrow): the ring is back

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.keys.ring_follows_the_keys()

    # --- the handshake --------------------------------------------------------------------------------------

    def _on_presentation_requested(self, request_id: int) -> None:
        self._presentation = request_id

    def _on_idle(self) -> None:
        if self._relayout_pending:
            self.place_all()
        if not self.holding and not self.sheet_holds and not self.dialog_holds:
            self.controller.presentation_finished(self._presentation)

    def hold_for(self, dialog: QDialog) -> None:
        """Nobody plays while ``dialog`` (window-modal: the person cannot play either) is open: the cards the
        computer would play behind it, unseen, wait until it is closed. The card already moving lands first."""
        self.dialog_holds += 1
        dialog.finished.connect(self._dialog_closed)

    def _dialog_closed(self) -> None:
        self.dialog_holds = max(0, self.dialog_holds - 1)
        if not self.dialog_holds and not self.director.busy:
            self._on_idle()

    def release_sheet(self) -> None:
        """The score sheet that held the game has closed: the handshake is answered once the table's animations
        are done (now, if they are)."""
        if self.sheet_holds:
            self.sheet_holds = False
            if not self.director.busy:
                self._on_idle()
