"""No English reason inside a translated sentence: why the disk, SQLite, the save file or the coach's search failed
is said in the player's language, and what the system, SQLite, the JSON parser or Python said in English is kept
for Details only.

Each kind of failure is made to happen under the pseudo-locale of ``test_pseudo_locale`` (every translated string
comes back ⟦marked⟧): the sentence the player reads must have nothing outside the marks but paths and numbers.
"""

from __future__ import annotations

import errno
import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from hearts_qt import disk_errors
from hearts_qt.controller import review_worker
from hearts_qt.engine import Rules
from hearts_qt.savegame import SaveGameStore
from hearts_qt.stats import STATS_NAME, StatsStore
from hearts_qt.ui.review.dialog import ReviewDialog
from tests.support.clicking import play_hand
from tests.support.savegames import LEVELS, NAMES, played_match

from .keyboard import TIMEOUT
from .test_pseudo_locale import pseudo, unmarked  # noqa: F401  (pseudo: the fixture every test here uses)

pytestmark = pytest.mark.usefixtures("pseudo")

#: A system error of each kind the player can act on, one the game has no words for, and other exceptions.
OS_ERRORS = [OSError(number, "English words from the system") for number in (
    errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EPERM, errno.EIO, errno.ENOENT, errno.ENOTDIR, errno.EISDIR,
    errno.ENAMETOOLONG, errno.EILSEQ, errno.EBUSY, errno.EMFILE, errno.EFBIG, errno.ENOMEM, errno.ETIMEDOUT,
    errno.ENOLINK, 9999)]


def _sqlite_error(code: int) -> sqlite3.Error:
    error = sqlite3.OperationalError("English words from SQLite")
    error.sqlite_errorcode = code  # type: ignore[attr-defined]  # as SQLite sets it on a real failure
    return error


@pytest.mark.parametrize("exc", [
    *OS_ERRORS, OSError("no number"), ValueError("English"),
    *(_sqlite_error(code) for code in (5, 6, 8, 10, 11, 13, 14, 26, 1, 19 | 256)),
], ids=lambda exc: f"{type(exc).__name__}-{getattr(exc, 'errno', None) or getattr(exc, 'sqlite_errorcode', '')}")
def test_every_disk_reason_is_said_in_the_language(exc: BaseException) -> None:
    said = disk_errors.reason(exc)
    assert said and not unmarked(said, []), said
    assert "English" not in said


def _bad_json(store: SaveGameStore) -> None:
    store.path.write_text('{"format": "hearts-qt-saved-game", ', encoding="utf-8")


def _not_utf8(store: SaveGameStore) -> None:
    store.path.write_bytes(b'{"format": "\xff"}')


def _breaks_the_rules(store: SaveGameStore) -> None:
    store.save(played_match(), NAMES, LEVELS)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["match"]["round"]["plays"][0] = "AH"  # a card the player never held
    store.path.write_text(json.dumps(data), encoding="utf-8")


def _unreadable(store: SaveGameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    store.path.write_text("{}", encoding="utf-8")

    def refuse(_self: SaveGameStore) -> bytes:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(SaveGameStore, "_read", refuse)


def _unexpected(store: SaveGameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    store.path.write_text("{}", encoding="utf-8")

    def fail(_data: object) -> None:
        raise KeyError("an English key")

    monkeypatch.setattr("hearts_qt.savegame._saved_game", fail)


@pytest.mark.parametrize(("spoil", "raw"), [
    (_bad_json, "Expecting"), (_not_utf8, ""), (_breaks_the_rules, "inconsistent"), (_unreadable, "Input/output"),
    (_unexpected, "KeyError"),
], ids=lambda value: getattr(value, "__name__", repr(value)))
def test_a_damaged_save_says_why_in_the_language(spoil, raw: str, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveGameStore(tmp_path)
    if spoil in (_unreadable, _unexpected):
        spoil(store, monkeypatch)
    else:
        spoil(store)
    assert store.load() is None
    assert store.last_error and store.last_detail
    kept = [str(path) for path in tmp_path.iterdir() if path.name.startswith("saved-game.corrupt-")]
    assert not unmarked(store.last_error, kept), store.last_error
    why, _, technical = store.last_detail.partition("\n")
    assert not unmarked(why, kept), why  # the kind, in the player's language, first
    assert raw in technical  # then the parser's, the system's or Python's own words


def _stats_told(store: StatsStore) -> str:
    notice = store.take_notice()
    assert notice is not None
    return notice


def test_statistics_from_a_newer_version_say_so_in_the_language(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    StatsStore(path).close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")
    db.close()
    store = StatsStore(path)
    notice = _stats_told(store)
    assert not unmarked(notice, [str(path)]), notice
    assert "newer version" in (store.notice_detail or "")
    assert path.exists() and not list(tmp_path.glob("stats.corrupt-*"))  # a newer file is left as it is


def test_damaged_statistics_say_so_in_the_language(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    path.write_bytes(b"not a database at all " * 200)
    store = StatsStore(path)
    notice = _stats_told(store)
    kept = [str(p) for p in tmp_path.glob("stats.corrupt-*")]
    assert kept and not unmarked(notice, kept), notice
    assert "database" in (store.notice_detail or "")  # SQLite's own words, behind Details


def test_a_refused_statistics_write_says_why_in_the_language(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / STATS_NAME)
    assert store._db is not None
    store._db.execute("PRAGMA query_only = ON")  # SQLite refuses the write in its own English words
    assert not store.reset()
    notice = _stats_told(store)
    assert not unmarked(notice, []), notice
    assert store.last_error and not unmarked(store.last_error, [])
    assert "readonly" in (store.last_detail or "")


def test_a_failed_review_says_so_in_the_language(qtbot, make_window,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("list index out of range in English")

    monkeypatch.setattr(review_worker, "review_hand", broken)
    window = make_window(Rules(players=4))
    window.records.review_budget = 0.005
    window.new_game(3)
    play_hand(qtbot, window)
    qtbot.mouseClick(window.score_dialog.review_button, Qt.MouseButton.LeftButton)
    review = next(w for w in window.score_dialog.findChildren(ReviewDialog) if w.isVisible())
    qtbot.waitUntil(lambda: not review.running, timeout=TIMEOUT)
    assert review.status.text() and not unmarked(review.status.text(), []), review.status.text()
    assert "list index out of range" in review.status.toolTip()  # the exception's own words, behind the sentence
    review.close()
