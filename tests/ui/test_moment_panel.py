"""The review's picture of the table: a long hand (Cancellation) fits the panel, and a card held twice is marked
once."""

from __future__ import annotations

from hearts_qt.engine import Card
from hearts_qt.ui.review.moment_panel import CARD_W, HAND_STEP, MIN_HAND_STEP, MomentPanel, hand_step, marked_cards


def test_a_thirteen_card_hand_keeps_its_spacing_and_a_twenty_card_hand_fits() -> None:
    assert hand_step(13, 740) == HAND_STEP
    for count in (14, 17, 20):
        step = hand_step(count, 720)
        assert MIN_HAND_STEP <= step <= HAND_STEP
        assert (count - 1) * step + CARD_W <= 720
    assert hand_step(20, 720) < HAND_STEP
    assert hand_step(20, 200) == MIN_HAND_STEP  # a very narrow panel keeps every corner index readable
    assert hand_step(1, 100) == HAND_STEP


def test_a_card_held_twice_is_marked_once() -> None:
    six, king, two = Card.parse("6C"), Card.parse("KD"), Card.parse("2S")
    hand = [six, six, king, king, two]
    assert marked_cards(hand, [six], [king]) == {0: "mine", 2: "better"}
    assert marked_cards(hand, [six], []) == {0: "mine"}
    assert marked_cards(hand, [six], [six]) == {0: "both"}  # the same card both ways: the other copy stays unmarked
    # A pass of both copies marks both.
    assert marked_cards(hand, [king, king, two], []) == {2: "mine", 3: "mine", 4: "mine"}


def test_a_pass_sharing_cards_with_the_better_one_marks_them_both() -> None:
    """You passed K♣ 6♦ K♥, the coach would pass 8♣ K♣ K♥: the kings are marked "Both", not "You" alone."""
    eight, king_c, six, king_h = Card.parse("8C"), Card.parse("KC"), Card.parse("6D"), Card.parse("KH")
    hand = [eight, king_c, six, king_h]
    assert marked_cards(hand, [king_c, six, king_h], [eight, king_c, king_h]) == {
        1: "both", 2: "mine", 3: "both", 0: "better"}


def _cancellation_view(seed: int, want):
    import random

    from hearts_qt.engine import Match, Rules, Variant

    match = Match(Rules(players=5, variant=Variant.CANCELLATION), seed)
    rnd, rng = match.round, random.Random(seed)
    while not rnd.is_over:
        if rnd.current_player == 0 and want(rnd.view(0)):
            return rnd.view(0)
        rnd.play(rng.choice(rnd.legal_cards()))
    raise AssertionError("no such moment")


def test_the_review_s_picture_says_what_waits_in_cancellation_s_pile(qtbot) -> None:
    """The table said "Waiting: 5 cards — go to the next trick's winner"; the review's picture of that moment showed
    only the trick. It says the pile as the table does: the waiting cards, or the kitty before the first trick."""
    from hearts_qt.looks import DEFAULT_TABLE
    from hearts_qt.ui.style.card_art import CardArt
    from hearts_qt.ui.style.themes import TABLE_COLOURS

    panel = MomentPanel(CardArt(), ["You", "Anna", "Boris", "Clara", "Dario"], TABLE_COLOURS[DEFAULT_TABLE])
    qtbot.addWidget(panel)
    panel.resize(760, panel.sizeHint().height())
    waiting = _cancellation_view(1, lambda v: bool(v.pending))
    panel.show_moment(waiting)
    assert panel.pile_text() == f"Waiting: {len(waiting.pending)} cards — go to the next trick's winner"
    panel.grab()  # painted beside "You lead this trick." (no trick yet): no error
    first = _cancellation_view(1, lambda v: not v.tricks)
    panel.show_moment(first)
    assert panel.pile_text() == f"Kitty: {first.kitty_size} cards — goes to the first trick's winner"
    later = _cancellation_view(1, lambda v: len(v.tricks) == 2 and not v.pending)
    panel.show_moment(later)
    assert panel.pile_text() == ""


def test_the_cards_played_before_are_all_named_however_many(qapp) -> None:
    """A late Cancellation trick in a narrow review has ninety cards behind it: two lines cut whole suits off."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QImage, QPainter, QTextOption

    from hearts_qt.ui.review.moment_panel import played_by_suit, shrink_to_fit

    cards = [Card.parse(f"{rank}{suit}") for rank in "23456789TJQKA" for suit in "CDSH"] * 2
    text = "Played before: " + played_by_suit(cards[:90])
    image = QImage(600, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    font = QFont("DejaVu Sans")
    font.setPointSizeF(10)
    painter.setFont(font)
    wrap = QTextOption()
    wrap.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    box = QRectF(10, 10, 480, 60)
    assert painter.boundingRect(box, text, wrap).height() > box.height()  # at 10 points it does not fit
    shrink_to_fit(painter, box, text, wrap)
    assert painter.boundingRect(box, text, wrap).height() <= box.height()
    assert painter.font().pointSizeF() >= 6
    painter.end()
