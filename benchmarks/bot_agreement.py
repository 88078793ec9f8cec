"""How predictable are OpenSpiel's IS-MCTS bots? The ceiling of any model of their cards.

``python benchmarks/bot_agreement.py run.jsonl --seed 4 --hands 80 --share 0.4 --repeats 6``

Replays hands saved by ``ai_external.py --out`` (the same ``--seed``) in OpenSpiel's state and in our engine.
At a share of the bots' decisions that had a choice, it asks ``--repeats`` fresh bots (other seeds, the same 1,000
simulations) for their card in the same position. It prints, per kind of decision, how often two of those bots
agree with each other, how often their most frequent card is the card the bot played in the run, and how often
our normal player (the model the hard player's playouts use) would have played that card with the bot's hand.
A bot that does not agree with itself cannot be predicted better than that by any model. Needs ``open_spiel``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence

from ai_external import KINDS, RULES, Hand, Strangers, decision_kind, load, saved_cards

from hearts_qt.ai import RuleBasedPlayer
from hearts_qt.ai.knowledge import read_view
from hearts_qt.engine import Phase, Round

#: Per kind of decision (and "all"): how many were asked, and the shares of bot vs bot, the bots' most frequent
#: card and the normal player's card agreeing with the card played.
Table = dict[str, tuple[int, float, float, float]]


def agreement(hands: Sequence[Hand], seed: int, simulations: int = 1000, share: float = 0.4,
              repeats: int = 6) -> Table:
    """Replay ``hands`` (played with ``seed``, unless a hand saved its own) and ask fresh bots again at a
    ``share`` of the bots' decisions."""
    strangers = Strangers(simulations, seed)
    model = RuleBasedPlayer(0)
    rng = random.Random(seed)
    asked: Counter[str] = Counter()
    itself: Counter[str] = Counter()
    modal: Counter[str] = Counter()
    normal: Counter[str] = Counter()
    for hand in hands:
        dealt, plays, passed = saved_cards(hand, seed)
        direction = RULES.pass_direction(hand.deal)
        state = strangers.start(dealt, direction)
        rnd = Round.start(RULES, dealt, direction, dealer=hand.deal % 4, hand_number=hand.deal)
        if rnd.phase is Phase.PASSING:
            for seat in range(4):  # OpenSpiel's order, North first, as the run passed
                for card in passed[seat]:
                    state.apply_action(strangers.action[card])
                rnd.pass_cards(seat, passed[seat])
        for seat, card in plays:
            view = rnd.view(seat)
            if seat != hand.seat and len(view.legal) > 1 and rng.random() < share:
                kind = decision_kind(read_view(view))
                picks = Counter(strangers.cards[strangers.decide(state, rng.randrange(1, 2**31 - 1))]
                                for _ in range(repeats))
                asked[kind] += 1
                itself[kind] += sum(n * (n - 1) for n in picks.values()) / (repeats * (repeats - 1))
                modal[kind] += picks.most_common(1)[0][0] == card
                normal[kind] += model.choose_card(view) == card
            state.apply_action(strangers.action[card])
            rnd.play(card)
    table: Table = {}
    for kind in [*KINDS, "all"]:
        keys = list(asked) if kind == "all" else [kind]
        n = sum(asked[k] for k in keys)
        if n:
            table[kind] = (n, sum(itself[k] for k in keys) / n, sum(modal[k] for k in keys) / n,
                           sum(normal[k] for k in keys) / n)
    return table


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", help="files saved by ai_external.py --out")
    parser.add_argument("--seed", type=int, required=True,
                        help="the seed the runs were played with (hands saved with their seed use their own)")
    parser.add_argument("--hands", type=int, default=80, help="hands to replay (the first ones saved)")
    parser.add_argument("--share", type=float, default=0.4, help="share of the bots' decisions to ask again")
    parser.add_argument("--repeats", type=int, default=6, help="fresh bots asked per decision (at least 2)")
    parser.add_argument("--simulations", type=int, default=1000)
    args = parser.parse_args(argv)
    if args.repeats < 2:
        parser.error("--repeats must be at least 2")
    started = time.perf_counter()
    hands = load(args.runs)[:args.hands]
    table = agreement(hands, args.seed, args.simulations, args.share, args.repeats)
    print(f"{table.get('all', (0,))[0]} decisions of {len(hands)} hands, {args.repeats} fresh bots each "
          f"({args.simulations} simulations), {time.perf_counter() - started:.0f} s")
    print(f"{'kind':<16}{'decisions':>10}{'bot vs bot':>12}{'most often':>12}{'normal':>9}")
    for kind, (n, itself, modal, normal) in table.items():
        print(f"{kind:<16}{n:>10}{itself:>12.1%}{modal:>12.1%}{normal:>9.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
