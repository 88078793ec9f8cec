"""The interface in Macedonian, Polish and Serbian: Qt's own buttons, the default name, plurals, layout, refusals.

Each test loads the compiled translations (``tools/translations.py build``) through the app's own
:func:`install_translators` and removes them again afterwards.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QSettings
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_qt.ai.duplicate import SeatReplay
from hearts_qt.controller import GameController
from hearts_qt.engine import Match, PlayerView, Rules, Suit, Trick, TrickWon
from hearts_qt.engine.cards import Card
from hearts_qt.engine.rules import MoonChoice, Variant
from hearts_qt.savegame import SaveGameStore
from hearts_qt.settings import GameSettings, SettingsStore
from hearts_qt.text.format import fill, signed_points
from hearts_qt.text.rules import rules_name
from hearts_qt.text.table import game_text, hand_caption
from hearts_qt.ui.dialogs.game import AboutDialog, MoonDialog
from hearts_qt.ui.dialogs.last_trick import LastTrickDialog, taken_text
from hearts_qt.ui.review.dialog import replay_sentence
from hearts_qt.ui.settings.dialog import SettingsDialog, level_label, speed_label
from hearts_qt.ui.style.card_art import CardArt
from hearts_qt.ui.table.items import PASSED_MARK, Badge, CenterMessage, SeatPlate
from hearts_qt.ui.table.layout import table_layout

from ..controller.test_game_controller import NAMES, FakeTable, LowPlayer
from .conftest import build_translations


@pytest.fixture(scope="module", autouse=True)
def built_translations() -> None:
    build_translations()


DEFAULT_NAMES = [("mk", "Ти"), ("pl", "Ty"), ("sr_Latn", "Ti"), ("sr_Cyrl", "Ти")]
#: The first three opponents' default names by language.
OPPONENTS = {"en": ("Anna", "Boris", "Clara"), "mk": ("Ана", "Борис", "Клара"), "pl": ("Anna", "Borys", "Klara"),
             "sr_Latn": ("Ana", "Boris", "Klara"), "sr_Cyrl": ("Ана", "Борис", "Клара")}
BUTTONS = {"mk": ("Во ред", "Откажи", "Затвори"), "pl": ("OK", "Anuluj", "Zamknij"),
           "sr_Latn": ("U redu", "Otkaži", "Zatvori"), "sr_Cyrl": ("У реду", "Откажи", "Затвори")}


@pytest.mark.parametrize("language", ["mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_qt_standard_buttons_are_translated(language: str) -> None:
    ok, cancel, close = BUTTONS[language]
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                           | QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.RestoreDefaults)
    assert box.button(QDialogButtonBox.StandardButton.Ok).text() == ok
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel
    assert box.button(QDialogButtonBox.StandardButton.Close).text() == close
    assert box.button(QDialogButtonBox.StandardButton.RestoreDefaults).text() != "Restore Defaults"
    message = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    texts = {message.button(b).text().replace("&", "") for b in (QMessageBox.StandardButton.Yes,
                                                                  QMessageBox.StandardButton.No)}
    assert not texts & {"Yes", "No"}


@pytest.mark.parametrize(("language", "you"), DEFAULT_NAMES, indirect=["language"])
def test_default_player_name_follows_the_language(language: str, you: str) -> None:
    assert GameSettings().names(3)[0] == you
    assert GameSettings(player_name="Zoë").names(3)[0] == "Zoë"
    dialog = SettingsDialog(GameSettings())
    assert dialog.name_edit.text() == "" and dialog.name_edit.placeholderText() == you
    assert dialog.settings().player_name == ""


@pytest.mark.parametrize(("language", "you"), DEFAULT_NAMES, indirect=["language"])
def test_a_restored_game_shows_the_default_name_in_todays_language(language: str, you: str, tmp_path: Path) -> None:
    saves = SaveGameStore(tmp_path)
    for saved_name in ("You", "Ty", "Ти", "Ti"):  # saved under any language
        saves.save(Match(Rules()), [saved_name, "Anna", "Boris", "Clara"], ["human", "easy", "easy", "easy"])
        loaded = saves.load()
        assert loaded is not None and loaded.names == (you, *OPPONENTS[language])
    saves.save(Match(Rules()), ["Zoë", "Anna", "Boris", "Clara"], ["human", "easy", "easy", "easy"])
    loaded = saves.load()
    assert loaded is not None and loaded.names[0] == "Zoë"


@pytest.mark.parametrize("language", list(OPPONENTS), indirect=True)
def test_default_opponent_names_follow_the_language(language: str) -> None:
    assert GameSettings().names(4)[1:] == list(OPPONENTS[language])
    typed = GameSettings(opponent_names=("Zoë", *GameSettings().opponent_names[1:]))
    assert typed.names(3)[1:] == ["Zoë", OPPONENTS[language][1]]
    dialog = SettingsDialog(GameSettings())
    assert [edit.placeholderText() for edit in dialog.name_edits[:3]] == list(OPPONENTS[language])
    assert all(edit.text() == "" for edit in dialog.name_edits)
    assert dialog.settings().opponent_names == GameSettings().opponent_names  # stored as the defaults


@pytest.mark.parametrize("language", ["mk", "pl"], indirect=True)
def test_an_opponent_default_stored_in_another_language_is_shown_in_todays(language: str) -> None:
    settings = GameSettings(opponent_names=("Ana", "Борис", "Klara", "Dario", "Eva", "Filip"))  # sr, mk, pl
    assert settings.names(4)[1:] == list(OPPONENTS[language])
    assert all(edit.text() == "" for edit in SettingsDialog(settings).name_edits)


@pytest.mark.parametrize(("language", "you"), [("mk", "Ти"), ("pl", "Ty")], indirect=["language"])
def test_a_default_name_stored_in_another_language_is_the_default(language: str, you: str, tmp_path: Path) -> None:
    qs = QSettings(str(tmp_path / "hearts.ini"), QSettings.Format.IniFormat)
    qs.setValue("players/name", "Ti")  # stored as "the default" while Hearts spoke Serbian
    qs.sync()
    settings = SettingsStore(qs).load()
    assert settings.player_name == "" and settings.display_name == you


@pytest.mark.parametrize("language", ["pl"], indirect=True)
def test_level_and_speed_normal_can_differ(language: str) -> None:
    assert level_label("normal") == "Normalny"  # poziom (masculine)
    assert speed_label("normal") == "Normalna"  # szybkość (feminine)


@pytest.mark.parametrize("language", ["pl"], indirect=True)
def test_counts_take_their_plural_form(language: str) -> None:
    forms = [QCoreApplication.translate("MainWindow", "to %n points", None, n) for n in (1, 3, 100)]
    assert forms == ["do 1 punktu", "do 3 punktów", "do 100 punktów"]
    players = [QCoreApplication.translate("MainWindow", "%n players", None, n) for n in (3, 5, 22)]
    assert players == ["3 graczy", "5 graczy", "22 graczy"]


def test_target_score_has_no_fixed_plural_suffix(qapp: QApplication) -> None:
    assert SettingsDialog(GameSettings()).target_spin.suffix() == ""


def test_last_trick_names_the_winner_without_a_verb_agreeing_with_it(qapp: QApplication) -> None:
    plays = ((1, Card.parse("QS")), (2, Card.parse("2S")), (3, Card.parse("KS")), (0, Card.parse("AS")))
    art = CardArt()
    names = ["You", "Anna", "Boris", "Clara"]
    for winner, text in ((3, "Trick won by: Clara"), (0, "The trick is yours.")):
        dialog = LastTrickDialog(art, names, Trick(1, plays, winner))
        assert text in [label.text() for label in dialog.findChildren(QLabel)]


@pytest.mark.parametrize("language", ["en", "mk", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_about_dialog_shows_all_its_text(language: str) -> None:
    dialog = AboutDialog()
    dialog.show()
    QApplication.processEvents()
    text = dialog.text
    assert text.height() >= text.heightForWidth(text.width())
    dialog.close()


@pytest.mark.parametrize("language", ["en", "mk", "sr_Latn", "sr_Cyrl", "pl"], indirect=True)
def test_badge_grows_to_fit_its_text(language: str) -> None:
    badge = Badge()
    badge.set_rect(QRectF(800, 600, 160, 36))  # the size the layout gives it at 1000x700
    right = QCoreApplication.translate("Table", "to the right")
    caption = [fill(QCoreApplication.translate("Table", "Hand %1"), 12),
               fill(QCoreApplication.translate("Table", "pass %1"), right)]
    badge.set_state(False, caption)
    metrics = QFontMetricsF(badge._font())
    assert all(metrics.horizontalAdvance(line) <= badge.text_width() for line in badge.shown_lines())
    rect = badge.mapRectToScene(badge.boundingRect())
    assert rect.right() == pytest.approx(960) and rect.bottom() == pytest.approx(636)


def test_the_badge_lays_out_the_phrases_it_is_given_and_never_splits_one(qapp: QApplication) -> None:
    # The captions come as phrases; the badge puts the game's on one line with " · " and each of the hand's on a
    # line of its own. A translation may use " · " or a line break inside a phrase: it stays one phrase.
    view = Match(Rules(players=5, variant=Variant.OMNIBUS), 3).round.view(0)
    assert game_text(view) == [["Omnibus (J♦ −10)", "to 100"], ["without 2♣, 2♦"]]
    assert hand_caption(view, 77) == ["Hand 1", "deal 77", "pass to the left"]
    badge = Badge()
    badge.set_rect(QRectF(600, 600, 360, 36))
    badge.set_game(game_text(view))
    badge.set_state(False, ["Ręka 1 · pierwsza", "nr 77"])
    assert badge.lines() == ["Hearts not broken", "Omnibus (J♦ −10) · to 100", "without 2♣, 2♦",
                             "Ręka 1 · pierwsza", "nr 77"]
    assert badge.shown_lines() == badge.lines()  # room enough: nothing broken


def test_centre_message_shrinks_or_wraps_instead_of_eliding(qapp: QApplication) -> None:
    message = CenterMessage()
    message.set_text("Choose three cards to pass across the table (to Boris)", 440, 34)
    font, wrap = message.text_font()
    fits = QFontMetricsF(font).horizontalAdvance(message.text) <= 440 * 0.8
    assert fits or wrap


class _RefusedTable(FakeTable):
    """Tries a pass of two cards and, once, a card of another suit when it could follow; then plays on."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.refusals: list[str | None] = []
        self.led: Suit | None = None

    def _pass(self, view: PlayerView) -> None:
        self.refusals.append(self.controller.submit_pass(list(view.hand[:2])))
        super()._pass(view)

    def _play(self, legal: list[Card]) -> None:
        match = self.controller.match
        assert match is not None
        trick, hand = match.round.current_trick, match.round.hand(0)
        other = [card for card in hand if trick and card.suit != trick[0][1].suit]
        if self.led is None and trick and other and len(other) < len(hand):
            self.led = trick[0][1].suit
            self.refusals.append(self.controller.play_card(other[0]))
        super()._play(legal)


@pytest.mark.parametrize("language", ["pl"], indirect=True)
def test_a_polish_player_reads_why_a_move_is_refused(language: str, qtbot) -> None:
    controller = GameController(player_factory=LowPlayer)
    table = _RefusedTable(controller)
    try:
        with qtbot.waitSignal(controller.game_over, timeout=20000):
            controller.new_game(Rules(target_score=25), NAMES[:4], ["human", "easy", "easy", "easy"], 3)
    finally:
        controller.shutdown()
    suits = {Suit.CLUBS: "trefl", Suit.DIAMONDS: "karo", Suit.SPADES: "pik", Suit.HEARTS: "kier"}
    assert table.led is not None
    assert table.refusals[:2] == ["Przekaż dokładnie trzy karty.",
                                  f"Musisz dołożyć do koloru wyjścia ({suits[table.led]})."]


@pytest.mark.parametrize("language", ["en", "mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_moon_choices_are_wide_enough_for_their_headings(language: str, qtbot: QtBot) -> None:
    """A choice's heading and its "Suggested" mark are laid out in the button: it is never narrower than they."""
    dialog = MoonDialog(GameSettings().names(4), [31, 48, 57, 40], [31, 74, 83, 66], [5, 48, 57, 40], 26,
                        MoonChoice.SUBTRACT_FROM_SELF)
    qtbot.addWidget(dialog)
    dialog.setModal(False)  # a modal window left behind would keep later tests' windows from the keyboard
    dialog.adjustSize()
    dialog.show()
    for button in (dialog.subtract_button, dialog.add_button):
        for label in button.findChildren(QLabel):
            assert label.width() >= label.sizeHint().width(), f"{label.text()!r} is cut"


@pytest.mark.parametrize(("language", "full"), [("mk", "дискот е полн"), ("pl", "dysk jest pełny"),
                                                ("sr_Latn", "disk je pun"), ("sr_Cyrl", "диск је пун")],
                         indirect=["language"])
def test_why_a_save_failed_is_said_in_the_language_not_the_systems_english(language: str, full: str,
                                                                           tmp_path: Path, monkeypatch) -> None:
    store = SaveGameStore(tmp_path)
    monkeypatch.setattr(SaveGameStore, "_write", lambda self, payload: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    assert not store.save(Match(Rules(), 1), list(NAMES), ["human", "easy", "easy", "easy"])
    assert f"({full})" in (store.last_error or "") and "No space" not in (store.last_error or "")


@pytest.mark.parametrize("language", ["mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_a_small_plate_shows_its_points_whole(language: str) -> None:
    """At the smallest plate (an 800 × 600 window) the line "this hand: 13" fits beside the pass mark: the words
    may shrink or shorten, the points never."""
    plate = SeatPlate(1)
    for points in (0, 13, -26, 104):
        for note in ("", PASSED_MARK):
            plate.set_info("Borys", 0, points)
            plate.set_note(note)
            width = 104 - 2 * 36 * 0.22  # the smallest plate, less its padding
            font, line = plate.hand_line(36, width)
            metrics = QFontMetricsF(font)
            used = metrics.horizontalAdvance(line) + (metrics.horizontalAdvance(f"  {note}") if note else 0)
            assert used <= width and line.endswith(signed_points(points)), (line, used, width)
            assert font.pixelSize() >= 9


@pytest.mark.parametrize(("language", "took", "trick"), [
    ("mk", "Ти зеде поени: −2.", "Поени земени со овој штих: −10."),
    ("pl", "Ty: −2 pkt.", "Punkty wzięte z tą lewą: −10."),
], indirect=["language"])
def test_a_negative_count_of_points_is_written_out(language: str, took: str, trick: str) -> None:
    """Omnibus's J♦ makes a hand's or a trick's points negative, and Qt leaves "%n" as it is for a negative n."""
    sentence = replay_sentence(SeatReplay(0, -2, 3, (3, 0, 0, 0), None))  # type: ignore[arg-type]
    assert "%n" not in sentence and sentence.startswith(took)
    assert taken_text(TrickWon(0, Trick(0, (), 0), (), -10, ())) == trick


def test_a_negative_count_of_points_is_written_out_in_english(qapp: QApplication) -> None:
    assert replay_sentence(SeatReplay(0, -2, 3, (3, 0, 0, 0), None)) == (  # type: ignore[arg-type]
        "You took −2 points. The computer in your seat took 3 points.")
    assert taken_text(TrickWon(0, Trick(0, (), 0), (), -10, ())) == "−10 points taken with this trick."


@pytest.mark.parametrize("language", ["mk", "pl", "sr_Latn", "sr_Cyrl"], indirect=True)
def test_the_badge_never_grows_over_the_hand(language: str) -> None:
    """At an 800 × 600 window the badge's long lines would grow it under the person's last card: it stops at the
    hand and breaks a line between its phrases instead, and still shows every line whole."""
    layout = table_layout(800, 560, 4, 13, 1.0)
    b, hand = layout.badge, layout.seats[0].hand_rect()
    limit = hand.x + hand.w + layout.margin
    badge = Badge()
    badge.set_rect(QRectF(b.x, b.y, b.w, b.h), limit)
    badge.set_game([[rules_name(Rules()), fill(QCoreApplication.translate("Table", "to %1"), 100)]])
    badge.set_state(False, [fill(QCoreApplication.translate("Table", "Hand %1"), 12),
                            fill(QCoreApplication.translate("Table", "deal %1"), 858570589),
                            fill(QCoreApplication.translate("Table", "pass %1"),
                                 QCoreApplication.translate("Table", "to the right"))])
    rect = badge.mapRectToScene(badge.boundingRect())
    assert rect.left() >= limit - 0.5 and rect.right() == pytest.approx(b.x + b.w)
    metrics = QFontMetricsF(badge._font())
    assert all(metrics.horizontalAdvance(line) <= badge.text_width() + 0.5 for line in badge.shown_lines())
    assert len(badge.shown_lines()) > len(badge.lines())  # a line was broken to keep off the hand
    assert rect.top() >= layout.seats[2].hand_rect().y  # grown upward, still below the top of the table


def test_at_the_smallest_window_the_badge_keeps_each_phrase_on_a_line(qapp: QApplication) -> None:
    """At 640 × 500 the badge broke "Hearts not / broken", "deal / 858570589" and "pass to the / left": its heart
    shrinks to give the words the room, and a number always stays with its word."""
    layout = table_layout(640, 480, 4, 13, 1.0)
    b, hand = layout.badge, layout.seats[0].hand_rect()
    badge = Badge()
    badge.set_rect(QRectF(b.x, b.y, b.w, b.h), hand.x + hand.w + layout.margin)
    badge.set_game([["Standard", "to 100"]])
    badge.set_state(False, ["Hand 12", "deal 858570589", "pass to the left"])
    assert badge.shown_lines() == ["Hearts not broken", "Standard · to 100", "Hand 12", "deal 858570589",
                                   "pass to the left"]
    assert badge._heart_size() < b.h
    narrow = QFontMetricsF(badge._font()).horizontalAdvance("deal 858570589") - 2
    assert "deal 858570589" in badge._wrapped_lines(narrow)  # too narrow even so: cut, not split from its word
    # Where the room is there, the heart keeps its full size.
    wide = table_layout(1200, 800, 4, 13, 1.0).badge
    badge.set_rect(QRectF(wide.x, wide.y, wide.w, wide.h))
    assert badge._heart_size() == wide.h
