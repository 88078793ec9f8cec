"""A match: hands dealt one after another until someone reaches the target score.

The match owns the pass and dealer rotation, the running totals and the score sheet, and is what a save game
stores: :meth:`Match.to_dict` / :meth:`Match.from_dict` round-trip exactly.

Every hand is a numbered deal (:mod:`.shuffle`): hand ``h`` of match number ``m`` deals
``deal_number_of(m, h)``, and a match may start from a chosen deal (``first_deal``). A hand can be played again
from its deal (:meth:`Match.restart_hand`, a practice hand) or have the cards since a seat's last card taken back
(:meth:`Match.take_back`); the score sheet row of such a hand says so (:attr:`HandResult.practice`,
:attr:`HandResult.undo_used`). Saves from before numbered deals keep the hands they stored; the hands they had
dealt have no number, and the hands after them are numbered deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from .errors import IllegalMove, Reason, shown
from .events import Trick
from .replay import fresh_round, plays_of, replayed
from .round import Round
from .rules import MoonChoice, MoonScoring, Rules, TieRule
from .scoring import hand_scores, match_totals
from .shuffle import DEAL_LIMIT, deal_number_of, numbered_deal, valid_number

SAVE_FORMAT = "hearts-qt-match"
SAVE_VERSION = 1
DEAL_ALGORITHM = 1  # saved as "deals"; a save without it was dealt before numbered deals


class HandResult(NamedTuple):
    """One row of the score sheet."""

    hand_number: int
    points_taken: tuple[int, ...]
    scores: tuple[int, ...]
    shooter: int | None
    moon_choice: MoonChoice | None
    #: The hand's deal number (``None`` for a hand dealt before numbered deals, in an old save).
    deal_number: int | None = None
    #: Cards were taken back (undo) in this hand.
    undo_used: bool = False
    #: The hand was restarted from its deal: a practice hand.
    practice: bool = False
    #: The seats that won no trick in the hand (a save from before the no-trick bonus has none).
    trickless: tuple[int, ...] = ()
    #: The seats whose total went back to 0 after this hand, landing exactly on the target (a house rule).
    resets: tuple[int, ...] = ()

    def totals_after(self, previous: Sequence[int]) -> list[int]:
        """The match totals after this hand, from the totals before it."""
        return [0 if seat in self.resets else total + score
                for seat, (total, score) in enumerate(zip(previous, self.scores, strict=True))]


class Match:
    """Hands of Hearts to the target score. The first hand is dealt at once.

    Flow: play ``match.round`` to its end, then :meth:`finish_hand` (with the shooter's choice when
    :attr:`moon_choice_needed`), then :meth:`next_hand` unless :attr:`is_over`.
    """

    def __init__(self, rules: Rules, seed: int | None = None, *, first_deal: int | None = None) -> None:
        if not isinstance(rules, Rules):
            raise ValueError("A match needs a Rules value.")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise ValueError(f"The seed must be a whole number, not {seed!r}.")
        if first_deal is not None and not valid_number(first_deal):
            raise ValueError(f"A deal number is a whole number from 1 to {DEAL_LIMIT - 1}, not {shown(first_deal)}.")
        self.rules = rules
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, DEAL_LIMIT)
        self.first_deal = first_deal
        self.scores = [0] * rules.players
        self.history: list[HandResult] = []
        # The finished hands' rounds, by hand number (the current one is ``round``); ``None`` for a hand an older
        # save did not keep.
        self._played: list[Round | None] = []
        self._unnumbered = 0  # hands 0 .. this - 1 were dealt before numbered deals (an old save)
        #: Cards were taken back in the current hand.
        self.undo_used = False
        #: The current hand was restarted from its deal.
        self.practice = False
        self._round = self._deal(0)

    def _deal(self, hand_number: int) -> Round:
        rules = self.rules
        number = self.deal_number_of(hand_number)
        assert number is not None
        return Round.start(rules, numbered_deal(rules, number), rules.pass_direction(hand_number),
                           self.dealer_of(hand_number), match_scores=self.scores, hand_number=hand_number,
                           earlier=self._earlier(hand_number))

    def _earlier(self, hand_number: int) -> tuple[tuple[Trick, ...], ...]:
        """The finished tricks of the hands before ``hand_number`` that this match kept, oldest first (what the
        players saw)."""
        return tuple(rnd.tricks for rnd in self._played[:hand_number] if rnd is not None)

    def deal_number_of(self, hand_number: int) -> int | None:
        """The deal number of hand ``hand_number`` (``None``: dealt before numbered deals, in an old save)."""
        if hand_number < self._unnumbered:
            return None
        if hand_number == 0 and self.first_deal is not None:
            return self.first_deal
        return deal_number_of(self.seed, hand_number)

    @property
    def deal_number(self) -> int | None:
        """The current hand's deal number."""
        return self.deal_number_of(self._round.hand_number)

    @property
    def match_number(self) -> int | None:
        """The number that deals this whole match again (``Match(rules, number)``), or ``None`` when none does:
        the match began with a chosen deal, was dealt before numbered deals, or has a seed out of range."""
        if self.first_deal is not None or self._unnumbered or not valid_number(self.seed):
            return None
        return self.seed

    def dealer_of(self, hand_number: int) -> int:
        """The dealer moves one seat left each hand; seat 0 sits left of the first dealer."""
        return (hand_number - 1) % self.rules.players

    @property
    def round(self) -> Round:
        return self._round

    def record(self, hand_number: int) -> Round | None:
        """The round of hand ``hand_number`` (the current one included), with its deal, passes and every card, for
        the hand history and the review; ``None`` for a hand not dealt yet or not kept by an older save."""
        if hand_number == self._round.hand_number:
            return self._round
        if 0 <= hand_number < len(self._played):
            return self._played[hand_number]
        return None

    @property
    def hand_number(self) -> int:
        return self._round.hand_number

    @property
    def hand_scored(self) -> bool:
        return len(self.history) > self._round.hand_number

    @property
    def moon_choice_needed(self) -> bool:
        """The current hand is over, a moon was shot, and the rules let the shooter choose."""
        return (self._round.is_over and not self.hand_scored and self._round.shooter is not None
                and self.rules.moon_scoring is MoonScoring.SHOOTER_CHOOSES)

    def finish_hand(self, choice: MoonChoice | None = None) -> HandResult:
        """Score the finished hand and add it to the totals."""
        rnd = self._round
        if not rnd.is_over:
            raise IllegalMove(Reason.HAND_NOT_OVER)
        if self.hand_scored:
            raise IllegalMove(Reason.HAND_SCORED)
        if self.moon_choice_needed and not isinstance(choice, MoonChoice):
            raise IllegalMove(Reason.MOON_CHOICE_NEEDED)
        if rnd.shooter is None or not self.moon_choice_needed:
            choice = self.rules.fixed_moon_choice if rnd.shooter is not None else None
        hand_scores = rnd.scores(choice)
        self.scores, resets = match_totals(self.rules, self.scores, hand_scores)
        result = HandResult(rnd.hand_number, tuple(rnd.points_taken()), tuple(hand_scores), rnd.shooter, choice,
                            self.deal_number, self.undo_used, self.practice, rnd.trickless(), resets)
        self.history.append(result)
        return result

    def totals_after(self, hand_scores: Sequence[int]) -> list[int]:
        """What the match totals would be after a hand scoring ``hand_scores`` (:func:`.scoring.match_totals`)."""
        return match_totals(self.rules, self.scores, hand_scores)[0]

    @property
    def is_over(self) -> bool:
        return self.hand_scored and self._totals_end_match()

    def _totals_end_match(self) -> bool:
        if max(self.scores) < self.rules.target_score:
            return False
        return self.rules.ties is TieRule.SHARED or self.scores.count(min(self.scores)) == 1

    @property
    def winners(self) -> list[int]:
        """The seats with the lowest total (several share a win); empty until the match is over."""
        if not self.is_over:
            return []
        best = min(self.scores)
        return [seat for seat, score in enumerate(self.scores) if score == best]

    def next_hand(self) -> Round:
        if not self.hand_scored:
            raise IllegalMove(Reason.SCORE_HAND_FIRST)
        if self.is_over:
            raise IllegalMove(Reason.MATCH_OVER)
        self._played.append(self._round)
        self._round = self._deal(self._round.hand_number + 1)
        self.undo_used = self.practice = False
        return self._round

    # --- playing a hand again -------------------------------------------------------------------------------

    def _last_play_of(self, seat: int) -> int | None:
        plays = plays_of(self._round)
        return next((i for i in range(len(plays) - 1, -1, -1) if plays[i][0] == seat), None)

    def can_take_back(self, seat: int) -> bool:
        """Whether :meth:`take_back` may be called for ``seat``: the hand is not scored and ``seat`` has played."""
        return not self.hand_scored and self._last_play_of(seat) is not None

    def take_back(self, seat: int) -> Round:
        """Take back ``seat``'s last card and every card played after it: the hand stands as it did before that
        card, with ``seat`` to play. The hand is marked :attr:`undo_used`. The pass is never taken back."""
        if self.hand_scored:
            raise IllegalMove(Reason.HAND_SCORED)
        last = self._last_play_of(seat)
        if last is None:
            raise IllegalMove(Reason.NOTHING_TO_TAKE_BACK)
        self._round = replayed(self._round, last)
        self.undo_used = True
        return self._round

    def restart_hand(self) -> Round:
        """Deal the current hand again as it was dealt, before any pass or card; it becomes a practice hand."""
        if self.hand_scored:
            raise IllegalMove(Reason.HAND_SCORED)
        self._round = fresh_round(self._round)
        self.practice = True
        return self._round

    # --- saving ---------------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "deals": DEAL_ALGORITHM,
            "first_deal": self.first_deal,
            "unnumbered_hands": self._unnumbered,
            "hand_flags": {"undo_used": self.undo_used, "practice": self.practice},
            "scores": list(self.scores),
            "history": [
                {
                    "hand_number": h.hand_number,
                    "points_taken": list(h.points_taken),
                    "scores": list(h.scores),
                    "shooter": h.shooter,
                    "moon_choice": None if h.moon_choice is None else h.moon_choice.value,
                    "undo_used": h.undo_used,
                    "practice": h.practice,
                    "trickless": list(h.trickless),
                }
                for h in self.history
            ],
            "round": self._round.to_dict(),
            "played": [None if rnd is None else rnd.to_dict() for rnd in self._played],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Load a saved match; anything malformed or inconsistent raises ``ValueError`` naming the problem."""
        if not isinstance(data, dict):
            raise ValueError("A saved match must be a mapping.")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError("This is not a Hearts save game.")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"Unsupported save version {shown(data.get('version'))} (expected {SAVE_VERSION}).")
        for key in ("rules", "seed", "scores", "history", "round"):
            if key not in data:
                raise ValueError(f"The save game lacks '{key}'.")
        rules = Rules.from_dict(data["rules"])
        match = cls(rules, data["seed"], first_deal=data.get("first_deal"))
        rows = [_result_from_dict(i, h, rules) for i, h in enumerate(_as_list(data["history"]))]
        match._check_history(rows)
        if data["scores"] != match.scores:
            raise ValueError("The saved totals do not match the score sheet.")
        match._round = Round.from_dict(data["round"], rules)
        match._check_round()
        match._played = match._played_from(data.get("played"))
        for rnd in [*match._played, match._round]:
            if rnd is not None:
                rnd.earlier = match._earlier(rnd.hand_number)
        match._load_deal_flags(data)
        return match

    def _played_from(self, data: Any) -> list[Round | None]:
        """The finished hands' rounds of a save; a save from before they were kept (no ``played``) has none."""
        count = self._round.hand_number
        if data is None:
            return [None] * count
        if not isinstance(data, list) or len(data) != count:
            raise ValueError(f"The save game must keep {count} finished hands.")
        played: list[Round | None] = []
        for number, item in enumerate(data):
            if item is None:
                played.append(None)
                continue
            rnd = Round.from_dict(item, self.rules)
            row = self.history[number]
            if (rnd.hand_number, rnd.dealer) != (number, self.dealer_of(number)) or not rnd.is_over \
                    or rnd.scores(row.moon_choice) != list(row.scores):
                raise ValueError(f"The saved hand {number + 1} does not match its row of the score sheet.")
            played.append(rnd)
        return played

    def _load_deal_flags(self, data: dict[str, Any]) -> None:
        """Which hands have deal numbers, and the current hand's undo and practice marks (absent in old saves)."""
        current = self._round.hand_number
        if "deals" not in data:
            self._unnumbered = current + 1
        elif data["deals"] != DEAL_ALGORITHM:
            raise ValueError(f"The save game's deals were made by an unknown method {shown(data['deals'])}.")
        else:
            unnumbered = data.get("unnumbered_hands", 0)
            if type(unnumbered) is not int or not 0 <= unnumbered <= current + 1:
                raise ValueError("The save game's count of unnumbered hands is malformed.")
            self._unnumbered = unnumbered
        flags = data.get("hand_flags", {})
        if not isinstance(flags, dict) or not all(type(flags.get(k, False)) is bool for k in ("undo_used", "practice")):
            raise ValueError("The save game's marks for the current hand are malformed.")
        self.undo_used = flags.get("undo_used", False)
        self.practice = flags.get("practice", False)
        self.history = [h._replace(deal_number=self.deal_number_of(h.hand_number)) for h in self.history]

    def _check_history(self, rows: list[HandResult]) -> None:
        """Add up the rows (noting the totals that went back to 0) into the totals; no row but the last may end
        the match: a longer sheet would have played on after the game was over."""
        self.history = []
        self.scores = [0] * self.rules.players
        for number, row in enumerate(rows):
            if number and self._totals_end_match():
                raise ValueError(f"The saved match was already over after hand {number}.")
            self.scores, resets = match_totals(self.rules, self.scores, row.scores)
            self.history.append(row._replace(resets=resets))

    def _check_round(self) -> None:
        rnd, rules, played = self._round, self.rules, len(self.history)
        if rnd.hand_number not in (played, played - 1):
            raise ValueError("The saved hand number does not follow the score sheet.")
        if rnd.pass_direction is not rules.pass_direction(rnd.hand_number):
            raise ValueError("The saved hand's pass direction does not match the rotation.")
        if rnd.dealer != self.dealer_of(rnd.hand_number):
            raise ValueError("The saved hand's dealer does not match the rotation.")
        expected = [0] * rules.players
        for row in self.history[: rnd.hand_number]:
            expected = row.totals_after(expected)
        if list(rnd.match_scores) != expected:
            raise ValueError("The saved hand's match scores do not match the score sheet.")
        if self.hand_scored:
            last = self.history[-1]
            if not rnd.is_over or list(last.scores) != rnd.scores(last.moon_choice) or last.shooter != rnd.shooter:
                raise ValueError("The last row of the score sheet does not match the saved hand.")
        elif self._totals_end_match():
            raise ValueError("The saved match was already over before its last hand.")


def _as_list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("The score sheet must be a list.")
    return value


def _result_from_dict(index: int, data: Any, rules: Rules) -> HandResult:
    where = f"Score sheet row {index + 1}"
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be a mapping.")
    try:
        points = tuple(_as_list(data["points_taken"]))
        scores = tuple(_as_list(data["scores"]))
        shooter = data["shooter"]
        choice = None if data["moon_choice"] is None else MoonChoice(data["moon_choice"])
        number = data["hand_number"]
        undo_used, practice = data.get("undo_used", False), data.get("practice", False)
        trickless = tuple(_as_list(data.get("trickless", [])))
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"{where} is malformed: {str(exc)[:80]}") from None
    players = rules.players
    numbers_ok = all(type(v) is int for v in points + scores)
    if number != index or len(points) != players or len(scores) != players or not numbers_ok:
        raise ValueError(f"{where} is malformed.")
    if shooter is not None and not (type(shooter) is int and 0 <= shooter < players):
        raise ValueError(f"{where} names no valid shooter.")
    if type(undo_used) is not bool or type(practice) is not bool:
        raise ValueError(f"{where} has malformed undo or practice marks.")
    # A seat that took no trick took no points, and each seat is named once, in order.
    if not all(type(seat) is int and 0 <= seat < players and points[seat] == 0 for seat in trickless) \
            or list(trickless) != sorted(set(trickless)):
        raise ValueError(f"{where} names the seats that took no trick wrongly.")
    result = HandResult(index, points, scores, shooter, choice, None, undo_used, practice, trickless)
    if list(scores) != _row_scores(rules, result):
        raise ValueError(f"{where} does not add up: its points, moon and scores disagree.")
    return result


def _row_scores(rules: Rules, row: HandResult) -> list[int] | None:
    """The scores a finished hand with ``row``'s points and moon gives, or ``None`` when no hand could end so.

    Every point in the deck is taken by someone, and a shooter took every moon card, so this is the engine's own
    scoring (:meth:`Round.scores`) worked back from the row alone.
    """
    deck = rules.deck()
    if sum(row.points_taken) != sum(rules.points[c.index] for c in deck):
        return None
    if row.shooter is None:
        return hand_scores(rules, row.points_taken, None, None, row.trickless) if row.moon_choice is None else None
    fixed = rules.fixed_moon_choice
    if not rules.has_moon or row.moon_choice is None or (fixed is not None and row.moon_choice is not fixed):
        return None
    return hand_scores(rules, row.points_taken, row.shooter, row.moon_choice, row.trickless)
