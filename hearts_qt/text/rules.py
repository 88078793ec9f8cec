"""The rules in force, written out for the player as rich text, plus the short names and summaries of variants.

Everything is built from a :class:`Rules` value and the engine's tables (deck strips, card values, moon total),
so the help always matches the game being played. All text goes through ``QCoreApplication.translate``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine.cards import ALL_CARDS, Card, Suit
from hearts_qt.engine.rules import JACK_POINTS, PLAYER_RANGE, VARIANT_TABLE, MoonScoring, Rules, TieRule, Variant
from hearts_qt.text.format import fill, signed_points
from hearts_qt.text.house_rules import Group, yes_no_rules

RED_SUIT_COLOUR = _RED = "#c0392b"  # ♥ and ♦ in text, as on the cards


def _plural_messages() -> None:  # pragma: no cover - read by lupdate, never called
    """Declare this module's plural (``%n``) messages for lupdate.

    lupdate's Python parser marks a message plural only when the count is a literal (a computed count makes it a
    plain message, or drops the call); the first occurrence in a file wins, so each is declared here first.
    """
    QCoreApplication.translate(
        "RulesText", "The %n cards left over lie face down as a kitty; the winner of the first trick "
        "takes them, points and all.", None, 1)
    QCoreApplication.translate("RulesText", "The %1 scores %n penalty points.", None, 1)
    QCoreApplication.translate("RulesText", "Each of the two %1 scores %n penalty points.", None, 1)
    QCoreApplication.translate("RulesText", "A hand carries %n penalty points in all.", None, 1)
    QCoreApplication.translate("RulesText", "Instead, %n points are added to every other player's score.", None, 1)
    QCoreApplication.translate("RulesText", "Instead, %n points are subtracted from the shooter's score.", None, 1)
    QCoreApplication.translate(
        "RulesText", "The game ends after a hand in which someone reaches or passes %n points. "
        "The lowest total wins.", None, 1)
    QCoreApplication.translate(
        "RulesText", "The game ends after a hand in which someone passes %n points. The lowest total wins.", None, 1)


def variant_name(variant: Variant, jack_points: int = JACK_POINTS[0]) -> str:
    """The variant's name as the player sees it; Omnibus's names what its J♦ is worth (−10, or −5 by house rule)."""
    names = {
        Variant.STANDARD: QCoreApplication.translate("RulesText", "Standard"),
        Variant.OMNIBUS: fill(QCoreApplication.translate("RulesText", "Omnibus (J♦ %1)"), signed_points(jack_points)),
        Variant.CANCELLATION: QCoreApplication.translate("RulesText", "Cancellation Hearts"),
        Variant.BLACK_MARIA: QCoreApplication.translate("RulesText", "Black Maria"),
        Variant.SPOT_HEARTS: QCoreApplication.translate("RulesText", "Spot Hearts"),
    }
    return names[variant]


def variant_summary(variant: Variant) -> str:
    """One line on what sets the variant apart, its numbers read from :data:`VARIANT_TABLE`."""
    spec = VARIANT_TABLE[variant]

    def worth(card: str) -> str:
        return signed_points(spec.points[card])

    match variant:
        case Variant.STANDARD:
            return fill(QCoreApplication.translate(
                "RulesText", "Each heart scores %1 and the Q♠ %2. The lowest score wins."), worth("AH"), worth("QS"))
        case Variant.OMNIBUS:
            return fill(QCoreApplication.translate(
                "RulesText", "Standard rules, plus the J♦ is a bonus for whoever takes it: %1, or %2 as a house rule."),
                *map(signed_points, JACK_POINTS))
        case Variant.CANCELLATION:
            return fill(QCoreApplication.translate(
                "RulesText", "Two packs for %1 to %2 players; identical cards in one trick cancel each other."),
                spec.min_players, PLAYER_RANGE[1])
        case Variant.BLACK_MARIA:
            return fill(QCoreApplication.translate(
                "RulesText", "The Q♠ scores %1, the K♠ %2 and the A♠ %3, on top of the hearts."),
                worth("QS"), worth("KS"), worth("AS"))
        case Variant.SPOT_HEARTS:
            return fill(QCoreApplication.translate(
                "RulesText", "Each heart scores its rank (A = %1) and the Q♠ %2; games go to %3."),
                worth("AH"), worth("QS"), spec.suggested_target)


def rules_name(rules: Rules) -> str:
    """The name of the game these rules play (the variant, with Omnibus's J♦ as it counts)."""
    return variant_name(rules.variant, rules.jack_points)


def card_html(card: Card | str) -> str:
    """A card as rich text: rank then suit symbol, red for hearts and diamonds (``10`` for the ten)."""
    card = Card.parse(card) if isinstance(card, str) else card
    text = str(card)
    rank = "10" if text[0] == "T" else text[0]
    symbol = card.suit.symbol
    if card.suit in (Suit.HEARTS, Suit.DIAMONDS):
        return f'{rank}<span style="color:{_RED}">{symbol}</span>'
    return f"{rank}{symbol}"


def _red_suits(text: str) -> str:
    """Plain ``text`` as rich text with its ♥ and ♦ in red, as :func:`card_html` writes them (the title and the
    summary name cards inside translated sentences)."""
    html = escape(text)
    for suit in (Suit.HEARTS, Suit.DIAMONDS):
        html = html.replace(suit.symbol, f'<span style="color:{_RED}">{suit.symbol}</span>')
    return html


def _cards_html(cards: list[Card]) -> str:
    return ", ".join(card_html(c) for c in cards)


def _listed(items: list[str], conjunction: str) -> str:
    """``"A"``, ``"A or B"``, ``"A, B or C"``: the conjunction is translated by the caller, in its own sentence."""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def _section(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<li>{p}</li>" for p in paragraphs if p)
    return f"<h3>{escape(title)}</h3><ul>{body}</ul>"


def _deal(rules: Rules) -> list[str]:
    lines = [fill(QCoreApplication.translate("RulesText", "%1 players, %2 cards each. No trumps."),
                  rules.players, rules.cards_per_hand)]
    if rules.packs > 1:
        lines.append(QCoreApplication.translate(
            "RulesText", "Two full packs (104 cards) are shuffled together.")
            + " " + QCoreApplication.translate(
                "RulesText", "The %n cards left over lie face down as a kitty; the winner of the first trick "
                "takes them, points and all.", None, rules.kitty_size))
    elif rules.removed_cards():
        lines.append(fill(QCoreApplication.translate(
            "RulesText", "One pack, without %1, so that the deal comes out even."), _cards_html(rules.removed_cards())))
    else:
        lines.append(QCoreApplication.translate("RulesText", "One full pack of 52 cards."))
    return lines


def _passing(rules: Rules) -> list[str]:
    if not rules.spec.passing:
        return [fill(QCoreApplication.translate("RulesText", "There is no passing in %1."),
                     variant_name(rules.variant))]
    if not rules.passing:
        return [QCoreApplication.translate("RulesText", "No cards are passed: every hand is played as dealt.")]
    lines = [QCoreApplication.translate(
        "RulesText", "After looking at their hand, every player passes three cards face down; everyone picks "
        "their cards before anyone sees what they receive.")]
    if rules.players == 4:
        lines.append(QCoreApplication.translate(
            "RulesText", "The pass goes to the left, then to the right, then across; on every fourth hand "
            "nobody passes."))
    else:
        lines.append(QCoreApplication.translate(
            "RulesText", "The pass goes to the left and to the right, in turn."))
    return lines


def _first_trick(rules: Rules) -> list[str]:
    if rules.first_lead_is_lowest_club and rules.any_club_opens:
        lead = fill(QCoreApplication.translate(
            "RulesText", "Whoever holds the %1 leads the first trick, with any club."), card_html(rules.lowest_club))
    elif rules.first_lead_is_lowest_club:
        lead = fill(QCoreApplication.translate("RulesText", "Whoever holds the %1 leads it to the first trick."),
                    card_html(rules.lowest_club))
    else:
        lead = QCoreApplication.translate(
            "RulesText", "The player to the left of the dealer leads the first trick; the dealer moves one "
            "seat to the left each hand.")
    lines = [lead, QCoreApplication.translate(
        "RulesText", "Follow suit if you can; otherwise play any card. The highest card of the suit led wins "
        "the trick, and its winner leads the next one.")]
    if rules.points_on_first_trick:
        lines.append(QCoreApplication.translate(
            "RulesText", "On the first trick, a player who cannot follow suit may discard any card, "
            "penalty cards included."))
    else:
        penalty = [Card.parse(name) for name in rules.spec.first_trick_penalty if not name.endswith("H")]
        # One list with its own "or": Black Maria forbids three cards besides the hearts.
        forbidden = [QCoreApplication.translate("RulesText", "a heart"), *(card_html(c) for c in penalty)]
        lines.append(fill(QCoreApplication.translate(
            "RulesText", "On the first trick, a player who cannot follow suit may not discard %1 "
            "— unless they hold nothing else."), _listed(forbidden, QCoreApplication.translate("RulesText", "or"))))
        bonus = rules.spec.bonus_card
        if bonus is not None:
            lines.append(fill(QCoreApplication.translate(
                "RulesText", "The %1 is a bonus, not a penalty card: it may be discarded on the first trick."),
                card_html(bonus)))
    return lines


def _breaking(rules: Rules) -> list[str]:
    if not rules.must_break_hearts and not rules.first_lead_is_lowest_club:  # the first lead is free too
        return [QCoreApplication.translate(
            "RulesText", "Hearts may be led at any time, the first lead too: nothing needs to break them.")]
    if not rules.must_break_hearts:
        return [QCoreApplication.translate(
            "RulesText", "Hearts may be led at any time (after the first lead): nothing needs to break them.")]
    if rules.queen_breaks_hearts:
        rule = fill(QCoreApplication.translate(
            "RulesText", "Hearts may not be led until a heart or the %1 has been played to an earlier "
            "trick (“hearts are broken”)."), card_html("QS"))
    else:
        rule = fill(QCoreApplication.translate(
            "RulesText", "Hearts may not be led until a heart has been played to an earlier trick "
            "(“hearts are broken”); the %1 does not break them."), card_html("QS"))
    return [rule, fill(QCoreApplication.translate(
        "RulesText", "A player holding nothing but hearts may lead one. The %1 may be led at any time."),
        card_html("QS"))]


def _named_cards(mask: int) -> list[Card]:
    """The cards of ``mask`` other than hearts (which the text names as a suit): spades first, then diamonds."""
    return sorted((c for c in ALL_CARDS if c.mask & mask and not c.is_heart), key=lambda c: (-c.suit, c.rank))


def _scoring(rules: Rules) -> list[str]:
    hearts = {rules.card_points(Card.parse(f"{r}H")) for r in "23456789TJQKA"}
    if hearts == {1}:
        lines = [QCoreApplication.translate("RulesText", "Each heart taken scores 1 penalty point.")]
    else:
        lines = [QCoreApplication.translate(
            "RulesText", "Each heart taken scores its rank: 2 to 10 as marked, J 11, Q 12, K 13, A 14.")]
    for card in _named_cards(rules.scoring_mask):
        value = rules.card_points(card)
        if value > 0 and rules.packs > 1:  # two packs: two of each card
            lines.append(fill(QCoreApplication.translate(
                "RulesText", "Each of the two %1 scores %n penalty points.", None, value), card_html(card)))
        elif value > 0:
            lines.append(fill(QCoreApplication.translate("RulesText", "The %1 scores %n penalty points.", None, value),
                              card_html(card)))
        elif value < 0:
            lines.append(fill(QCoreApplication.translate(
                "RulesText", "The %1 is a bonus: whoever takes it scores %2."), card_html(card), signed_points(value)))
    lines.append(QCoreApplication.translate(
        "RulesText", "A hand carries %n penalty points in all.", None, rules.moon_points))
    return lines


def _moon(rules: Rules) -> list[str]:
    if not rules.has_moon:
        return [QCoreApplication.translate(
            "RulesText", "There is no shooting the moon: a player who takes every penalty card scores them all.")]
    points = rules.moon_points
    moon = _named_cards(rules.moon_mask)
    if rules.packs > 1:  # two packs: the moon takes both copies
        named = [fill(QCoreApplication.translate("RulesText", "both %1"), card_html(c)) for c in moon]
    else:
        named = [card_html(c) for c in moon]
    cards = [QCoreApplication.translate("RulesText", "all the hearts"), *named]
    what = _listed(cards, QCoreApplication.translate("RulesText", "and"))
    lines = [fill(QCoreApplication.translate(
        "RulesText", "A player who takes %1 has shot the moon and scores nothing for them."), what)]
    scoring = {
        MoonScoring.SHOOTER_CHOOSES: QCoreApplication.translate(
            "RulesText", "The shooter chooses: subtract %1 from their own score, or add %1 to "
            "everyone else's."),
        MoonScoring.ADD_TO_OTHERS: QCoreApplication.translate(
            "RulesText", "Instead, %n points are added to every other player's score.", None, points),
        MoonScoring.SUBTRACT_FROM_SHOOTER: QCoreApplication.translate(
            "RulesText", "Instead, %n points are subtracted from the shooter's score.", None, points),
    }
    lines.append(fill(scoring[rules.moon_scoring], points))
    bonus = rules.spec.bonus_card
    if bonus is not None:
        card = Card.parse(bonus)
        if card.mask & rules.moon_mask:
            lines.append(fill(QCoreApplication.translate(
                "RulesText", "The %1 is part of the moon and is not counted again."), card_html(card)))
        else:
            lines.append(fill(QCoreApplication.translate(
                "RulesText", "The %1 is not needed for the moon; it still scores %2 for whoever takes it."),
                card_html(card), signed_points(rules.card_points(card))))
    return lines


def _cancellation() -> list[str]:
    return [
        QCoreApplication.translate(
            "RulesText", "Two identical cards (same rank and suit) played to the same trick cancel: neither "
            "can win the trick, but both still carry their points."),
        QCoreApplication.translate(
            "RulesText", "The highest card of the suit led that is not cancelled wins the trick."),
        QCoreApplication.translate(
            "RulesText", "If every card of the suit led is cancelled, the cards stay in the middle, the same "
            "player leads again, and the winner of the next trick takes them too. On the last trick, its "
            "leader takes them."),
    ]


def _end(rules: Rules) -> list[str]:
    if rules.exact_target_resets:  # a total landing on the target goes back to 0: only passing it ends the game
        end = QCoreApplication.translate(
            "RulesText", "The game ends after a hand in which someone passes %n points. The lowest total wins.",
            None, rules.target_score)
    else:
        end = QCoreApplication.translate(
            "RulesText", "The game ends after a hand in which someone reaches or passes %n points. "
            "The lowest total wins.", None, rules.target_score)
    lines = [end]
    if rules.exact_target_resets:
        lines.append(fill(QCoreApplication.translate(
            "RulesText", "A player whose total lands exactly on %1 goes back to 0, and the game goes on."),
            rules.target_score))
    if rules.ties is TieRule.SHARED:
        lines.append(QCoreApplication.translate(
            "RulesText", "Players tied for the lowest total share the win."))
    else:
        lines.append(QCoreApplication.translate(
            "RulesText", "If several players tie for the lowest total, hands go on until one of them alone "
            "has the lowest score."))
    return lines


def rules_html(rules: Rules) -> str:
    """The rules in force as rich text for a ``QTextBrowser``: deal, passing, play, scoring, moon and the end."""
    title = fill(QCoreApplication.translate("RulesText", "Hearts — %1"), rules_name(rules))
    # What each yes/no option says of itself, at the end of its group's section (see hearts_qt.text.house_rules).
    said: dict[Group, list[str]] = {group: [] for group in Group}
    for option in yes_no_rules():
        said[option.group].append(option.said(rules))
    parts = [
        f"<h2>{_red_suits(title)}</h2><p><i>{_red_suits(variant_summary(rules.variant))}</i></p>",
        _section(QCoreApplication.translate("RulesText", "The deal"), _deal(rules)),
        _section(QCoreApplication.translate("RulesText", "Passing"), _passing(rules)),
        _section(QCoreApplication.translate("RulesText", "Playing"), _first_trick(rules) + said[Group.PLAY]),
        _section(QCoreApplication.translate("RulesText", "Breaking hearts") if rules.must_break_hearts
                 else QCoreApplication.translate("RulesText", "Leading hearts"), _breaking(rules)),
    ]
    if rules.packs > 1:  # only with two packs can identical cards meet in a trick
        parts.append(_section(QCoreApplication.translate("RulesText", "Cancelled cards"), _cancellation()))
    parts.append(_section(QCoreApplication.translate("RulesText", "Scoring"), _scoring(rules) + said[Group.SCORING]))
    parts.append(_section(QCoreApplication.translate("RulesText", "Shooting the moon"),
                          _moon(rules) + said[Group.MOON]))
    parts.append(_section(QCoreApplication.translate("RulesText", "End of the game"), _end(rules)))
    return "".join(parts)
