"""The card table: a ``QGraphicsView`` on felt that shows the game and says what the person wants.

Its looks (card faces and back, the felt's colour, large cards) come from a :class:`Theme`; :meth:`TableView.
apply_theme` shows a new one at once, in the middle of a hand.

The cards lie in piles (:class:`~hearts_qt.ui.table.piles.TableCards`), which own them and know where they rest
on the layout (:mod:`hearts_qt.ui.table.layout`); :class:`~hearts_qt.ui.table.presenter.TablePresenter` moves them
between piles and animates the controller's events. The view holds no controller: it states intents as signals —
a card chosen (:attr:`TableView.card_chosen`), a pass chosen (:attr:`TableView.pass_chosen`), a presentation
finished (:attr:`TableView.presented`, said by its :class:`~hearts_qt.ui.table.handshake.Handshake`) — which the
composition root (:mod:`hearts_qt.ui.window.compose`) wires to the controller. The keys and the focus ring are
:class:`~hearts_qt.ui.table.keys.TableKeys`'s.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QPushButton, QWidget

from hearts_qt.engine import PASS_SIZE, Card
from hearts_qt.looks import Theme
from hearts_qt.text.format import Sentence
from hearts_qt.text.table import pile_words
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.style.table_font import table_font
from hearts_qt.ui.style.themes import TABLE_COLOURS, TableColours, felt_brush
from hearts_qt.ui.table.animation import MESSAGE_TIME, RETURN_MOVE, AnimationDirector, Timing, move_to
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.handshake import Handshake
from hearts_qt.ui.table.items import Badge, CenterMessage, SeatPlate, TableItem
from hearts_qt.ui.table.keys import TableKeys
from hearts_qt.ui.table.layout import TableLayout, banner_rect, table_layout
from hearts_qt.ui.table.mode import Mode
from hearts_qt.ui.table.pile_caption import PileCaption
from hearts_qt.ui.table.piles import HandPile, TableCards


class TableView(QGraphicsView):
    """The table. ``status`` carries sentences for the status bar (and screen readers); ``prompt`` the standing
    instruction (what the person is asked to do now, "" when nothing), which stays until it changes."""

    # Sentences for the status bar, a Sentence (hearts_qt.text.format) where it can be said again in a new language.
    status = Signal(object)
    passive_status = Signal(object)  # said without being asked (the ringed card as a turn starts): yields to a notice
    prompt = Signal(str)
    received_confirmed = Signal()  # OK on the received cards: play may start
    message_shown = Signal(str)  # a message in the middle of the table, for screen readers to say
    keyboard_used_changed = Signal()  # the person turned to the keys, or back to the mouse: prompts say which
    pass_selection_changed = Signal()  # a card was chosen for the pass or put back: the prompt says what is left
    # The person's intents, each with the question (the controller's request id) it answers.
    card_chosen = Signal(object, int)  # (Card, question): play this card
    pass_chosen = Signal(list, int)  # (list[Card], question): pass these three cards
    presented = Signal(int)  # the animations of this presentation request are done (the handshake's answer)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(table_font(self.font()))
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
        self._holding = False  # the received cards wait for OK: the handshake waits too
        self.handshake = Handshake(lambda: self.director.busy, lambda: self._holding, self)
        self.handshake.presented.connect(self.presented)
        self._question = 0  # the controller's question to the person the clicks answer now
        self.players = 4
        self.hand_size = 13
        self._layout: TableLayout = table_layout(1000, 700, 4, 13)
        self.cards = TableCards(lambda: self._layout)
        self.names: tuple[str, ...] = ()  # the seats' names, as the plates show them
        self.plates: list[SeatPlate] = []
        self.badge = Badge()
        self.message = CenterMessage()
        self.scene().addItem(self.badge)
        self.scene().addItem(self.message)
        self.message.setVisible(False)
        self._message = ""  # what the message says, as it was given (a Sentence can be said again)
        self.pile_caption = PileCaption()
        self.scene().addItem(self.pile_caption)
        self._mode = Mode.IDLE
        self._asked = Mode.IDLE  # what the last question asked (kept while its answer is on its way)
        self._legal: frozenset[Card] = frozenset()
        self._reasons: dict[Card, str] = {}  # why each dimmed card may not be played (its tooltip)
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

    # --- what the table shows and asks, read from outside ---------------------------------------------------

    @property
    def layout_(self) -> TableLayout:
        """Where everything sits for the current size, players and card scale."""
        return self._layout

    @property
    def mode(self) -> Mode:
        """What a click on a card of the hand does now."""
        return self._mode

    @property
    def asked(self) -> Mode:
        """What the table last asked the person for (a pass or a card), also once the answer is on its way."""
        return self._asked

    @property
    def legal(self) -> frozenset[Card]:
        """The cards the person may play (while the table asks for a card)."""
        return self._legal

    @property
    def question(self) -> int:
        """The controller's question the person's clicks answer now (0: none)."""
        return self._question

    @property
    def hand_pile(self) -> HandPile:
        return self.cards.hand

    @property
    def hand(self) -> list[CardItem]:
        """The person's cards, as shown (sorted): a copy, for reading."""
        return list(self.cards.hand.items)

    @property
    def backs(self) -> list[list[CardItem]]:
        """Each opponent's face-down cards, by seat (seat 0's is empty): copies, for reading."""
        return [list(pile.items) for pile in self.cards.backs]

    @property
    def trick(self) -> list[tuple[int, CardItem]]:
        """The cards in the middle, with who played each, in the order played: a copy, for reading."""
        return list(self.cards.trick.plays)

    @property
    def pending(self) -> list[CardItem]:
        """Cancelled tricks' cards, waiting for the next winner: a copy, for reading."""
        return list(self.cards.pending.items)

    @property
    def kitty(self) -> list[CardItem]:
        """Cancellation's kitty, face down beside the trick until the first trick's winner takes it: a copy."""
        return list(self.cards.kitty.items)

    @property
    def focus_index(self) -> int:
        """The card of the hand the keys act on."""
        return self.keys.focus_index

    @property
    def holding(self) -> bool:
        """The received cards wait for OK, and so does the game."""
        return self._holding

    @property
    def dialog_holds(self) -> int:
        """How many window-modal dialogs over the table the game waits for."""
        return self.handshake.dialogs

    @property
    def colours(self) -> TableColours:
        """What the felt and everything on it are painted in, for the theme's table colour."""
        return TABLE_COLOURS[self.theme.table]

    def buttons(self) -> tuple[QWidget, ...]:
        """The table's own buttons (Pass cards, OK), which can take the keyboard from the hand."""
        return self.pass_button, self.ok_button

    def selected(self) -> list[CardItem]:
        """The cards chosen for the pass."""
        return self.cards.hand.selected()

    # --- drawing and geometry -------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, felt_brush(self.colours, self._layout.width, self._layout.height))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Recompute the layout for the viewport; cards move now, or when the running animations end."""
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self._layout = table_layout(size.width(), size.height(), self.players, self.hand_size,
                                    self.theme.card_scale)
        self._place_furniture()
        self.place_all()  # at once: the cards at rest, and the trick waiting to be collected
        # A card still moving lands where it was going, then goes to its new place as its batch ends (the next
        # batch is built on the new layout).
        self._relayout_pending = self.director.busy

    def configure(self, players: int, hand_size: int) -> None:
        self.players, self.hand_size = players, hand_size
        while len(self.plates) < players:
            plate = SeatPlate(len(self.plates))
            plate.set_colours(self.colours)
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
            item.set_colours(self.colours)
        self.show_trick_names()
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

    def retranslate(self, reasons: dict[Card, str]) -> None:
        """The table's own texts in the language just installed: buttons, card tooltips (``reasons``: why each
        dimmed card may not be played, in the new language) and descriptions, the pile caption, the painted plates
        and badge (the presenter sets the texts it owns)."""
        self._set_texts()
        self._place_furniture()  # the buttons' widths follow their texts
        self.show_pile_caption()
        self._reasons = dict(reasons)
        self._show_asked()
        self.scene().update()

    def _place_furniture(self) -> None:
        lay = self._layout
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

    def hand_home(self, index: int, count: int) -> QPointF:
        """Where the person's card ``index`` of ``count`` rests in the fan (lifted when chosen for the pass, just
        received, or suggested by the hint)."""
        return self.cards.hand.rest_among(index, count).pos

    def trick_home(self, seat: int) -> QPointF:
        """Where ``seat``'s card lies in the trick."""
        return QPointF(*self._layout.seats[seat].trick_pos)

    def pile_size(self) -> tuple[float, float]:
        """The size of the cards in Cancellation's pile beside the trick."""
        rest = self.cards.pending.rest(0)
        return rest.width, rest.height

    def show_pile_caption(self) -> None:
        """Say what the pile in the middle is (the kitty, or cancelled cards) and where it goes; hide it when gone."""
        self.pile_caption.set_words(*pile_words(len(self.cards.kitty), len(self.cards.pending)))

    def _after_batch(self) -> None:
        """A resize while a card was moving: every card to its place on the new layout before the next batch."""
        if self._relayout_pending:
            self.place_all()

    def place_all(self) -> None:
        """Put every card where it rests right now (after a resize, or a change no animation covers)."""
        self._relayout_pending = False
        self.cards.place_all()
        self.show_pile_caption()
        self.show_trick_names()

    def show_trick_names(self) -> None:
        """Each card in the trick carries its player's name where the trick lies in rows (five to seven players):
        there its place alone does not say whose it is."""
        named = self._layout.named_trick
        for seat, item in self.cards.trick.plays:
            item.set_tag(self.names[seat] if named and seat < len(self.names) else "", self.colours)

    # --- items ----------------------------------------------------------------------------------------------

    def new_card(self, card: Card | None, face_up: bool, seat: int) -> CardItem:
        """A card item at ``seat``'s size, in the scene but in no pile yet (see :meth:`TableCards.add`)."""
        place = self._layout.seats[seat]
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

    def clear_cards(self) -> None:
        """Remove every card (a new hand or a new game); items go away at once, none is in use any more."""
        for item in self.cards.clear():
            self.scene().removeItem(item)
        self.show_pile_caption()

    def show_message(self, text: str, *, linger: bool = False) -> None:
        """Show ``text`` in the middle of the table (a :class:`Sentence` is said again in a new language, see
        :meth:`message_again`); with ``linger`` it fades after a while."""
        banner = banner_rect(self._layout)
        self._message = text
        self.message.set_text(text, banner.w, banner.h)
        if text:
            self.message_shown.emit(text)
        if linger and text:
            self._message_timer.start(MESSAGE_TIME)
        else:
            self._message_timer.stop()

    def message_time_left(self) -> int:
        """Milliseconds until a lingering message fades (0: none lingers)."""
        return max(0, self._message_timer.remainingTime()) if self._message_timer.isActive() else 0

    def message_again(self) -> None:
        """The message in the middle said again in the language in force, with the names as they are now."""
        if self.message.text and isinstance(self._message, Sentence):
            banner = banner_rect(self._layout)
            self.message.set_text(self._message.again(), banner.w, banner.h)

    def set_prompt(self, text: str) -> None:
        """The standing instruction in the status bar ("" for none)."""
        self.prompt_text = text
        self.prompt.emit(text)

    def say(self, text: str, *, passive: bool = False) -> None:
        """A sentence for the status bar (and screen readers); ``passive``: said unasked, it yields to a notice."""
        (self.passive_status if passive else self.status).emit(text)

    # --- asking the person ----------------------------------------------------------------------------------

    def ask_pass(self, question: int) -> None:
        """The person chooses three cards to pass (``question``: the controller's request the pass answers)."""
        self._question, self._asked = question, Mode.PASS
        self._set_mode(Mode.PASS)
        self.pass_button.setEnabled(len(self.selected()) == PASS_SIZE)
        self.pass_button.show()

    def ask_play(self, question: int, legal: frozenset[Card], reasons: dict[Card, str]) -> None:
        """The person plays one of ``legal``; the other cards are dimmed, ``reasons`` saying why on each."""
        self._question, self._asked = question, Mode.PLAY
        self._reasons = dict(reasons)
        self._set_mode(Mode.PLAY, legal)

    def stop_asking(self) -> None:
        """Clicks on the cards do nothing now (the question was answered or withdrawn)."""
        self._set_mode(Mode.IDLE)

    def withdraw_pass(self) -> None:
        """The pass is made, or no longer asked: its button goes."""
        self.pass_button.hide()

    def _set_mode(self, mode: Mode, legal: frozenset[Card] = frozenset()) -> None:
        self._mode = mode
        self._legal = legal
        self._show_asked()

    def _show_asked(self) -> None:
        """The hand as the question wants it: clickable or not, illegal cards dimmed with their reason, the ring."""
        mode = self._mode
        for item in self.cards.hand:
            item.set_clickable(mode is not Mode.IDLE)
            dimmed = mode is Mode.PLAY and item.card not in self._legal
            item.draggable = mode is Mode.PLAY and not dimmed  # a dimmed card stays put; a click says why
            item.set_looks(dimmed=dimmed)
            reason = self._reasons.get(item.card) if dimmed and item.card is not None else None
            item.setToolTip(reason or "")
        self.keys.keep_in_hand()
        self.keys.show_focus(passive=True)

    def _on_card_clicked(self, item: CardItem) -> None:
        if item not in self.cards.hand or self._mode is Mode.IDLE:
            return
        self.keyboard_used = False  # a mouse player: no focus ring until the keys are used again
        self.keys.focus_on(item)
        self.keys.show_focus()
        self.activate(item)
        if item not in self.cards.hand:
            self._click_played.start()

    def _on_card_double_clicked(self, item: CardItem) -> None:
        """A double click plays the card once: its first click has played it already (the second half then does
        nothing, though another card may lie under the pointer now), unless that click came before the turn did."""
        timer = self._click_played
        if timer.isValid() and timer.elapsed() <= QApplication.doubleClickInterval():
            return
        if self._mode is Mode.PLAY:
            self._on_card_clicked(item)

    def _on_card_hovered(self, item: CardItem) -> None:
        if self._mode is not Mode.PLAY or item not in self.cards.hand or item.card is None:
            return
        if item.card not in self._legal:
            card = item.card  # the reason _show_asked put on the dimmed card, in the language of the moment
            self.refuse(Sentence(lambda: self._reasons.get(card, "")))
        else:
            self._clear_reason()  # pointing at a playable card: why another one is not is old news

    def refuse(self, reason: str | None) -> None:
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
        if item not in self.cards.hand:
            return
        r = self._layout.trick_rect
        if self._mode is Mode.PLAY and QRectF(r.x, r.y, r.w, r.h).contains(point):
            self.keys.focus_on(item)
            self.activate(item)
        elif self._mode is Mode.PLAY:
            self.status.emit(Sentence(lambda: QCoreApplication.translate(
                "Table", "Drop the card in the middle of the table to play it.")))
        if item in self.cards.hand:
            self._return_to_hand(item)

    def _return_to_hand(self, item: CardItem) -> None:
        rest = self.cards.hand.rest_of(item)
        item.setZValue(rest.z)
        self.director.enqueue(lambda: move_to(item, rest.pos, self.timing.motion(RETURN_MOVE)))

    def activate(self, item: CardItem) -> None:
        """A click or Enter on one of the person's cards: chosen for the pass (or put back), or played."""
        assert item.card is not None
        if self._mode is Mode.PASS:
            if not item.selected_for_pass and len(self.selected()) >= PASS_SIZE:
                self.status.emit(Sentence(lambda: QCoreApplication.translate(
                    "Table", "You pass three cards: deselect one first.")))
                return
            item.selected_for_pass = not item.selected_for_pass
            item.setPos(self.cards.hand.rest_of(item).pos)
            self.pass_button.setEnabled(len(self.selected()) == PASS_SIZE)
            self.pass_selection_changed.emit()
            self.keys.show_focus(announce=True)  # say the new state ("selected"), not the one before the click
        elif self._mode is Mode.PLAY:
            self._set_mode(Mode.IDLE)
            self._clear_reason()  # before playing: what the play sets off may say something new
            self.card_chosen.emit(item.card, self._question)

    def confirm_pass(self) -> None:
        """Pass cards (or P): the three chosen cards go, if three are chosen."""
        chosen = self.selected()
        if self._mode is not Mode.PASS or len(chosen) != PASS_SIZE:
            return
        self._set_mode(Mode.IDLE)
        self.pass_button.hide()
        self.set_prompt("")  # before the intent: the exchange it may finish sets the next prompt
        self.pass_chosen.emit([item.card for item in chosen if item.card is not None], self._question)

    def select_for_pass(self, cards: list[Card]) -> None:
        """Select exactly ``cards`` (the hint's suggestion, or a resumed game's half-chosen pass)."""
        for item in self.cards.hand:
            item.selected_for_pass = item.card in cards
        self._rest_hand()
        self.pass_button.setEnabled(len(self.selected()) == PASS_SIZE)
        self.pass_selection_changed.emit()

    def mark_suggested(self, card: Card) -> None:
        """The hint's card to play: marked beyond the focus ring (which a mouse player does not see), gold-edged and
        lifted out of the fan in its place in the stack, so the cards beside it keep their corners in view."""
        for item in self.cards.hand:
            item.set_looks(highlighted=item.card == card)
        self._rest_hand()

    def _rest_hand(self) -> None:
        """Every card of the hand where it rests now (lifted or not), at once."""
        hand = self.cards.hand
        for index, item in enumerate(hand):
            item.setPos(hand.rest(index).pos)

    def focus_card(self, card: Card) -> None:
        item = self.cards.hand.item_of(card)
        if item is not None:
            self.keys.focus_on(item)
        self.keys.show_focus()

    def await_ok(self) -> None:
        """The received cards wait, raised, for OK (or Enter); so does the game (the handshake is not answered)."""
        self._holding = True
        self.ok_button.show()
        self.ok_button.setFocus()

    def stop_waiting(self) -> None:
        """No received cards wait for OK any more (a new hand)."""
        self._holding = False
        self.ok_button.hide()

    def confirm_received(self) -> None:
        """OK (or Enter) on the received cards."""
        if not self._holding:
            return
        self.stop_waiting()
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

    def _on_idle(self) -> None:
        if self._relayout_pending:
            self.place_all()
        self.handshake.done()

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
