"""Shield War balance: how often each Monster wins when the same player plays both sides.

    python bench/shield_war_balance.py [--games N] [--seed S] [--agent NAME]

Every ordered pair of different characters is played the same number of times (the games are
shared out evenly, `--games` in all), the first character at p1 and the second at p2, so each
pairing is measured from both seats. The picks are made here, not by the agents; the toss
winner takes the first turn, so who starts is the toss's chance. Prints each character's
games, wins, draws and win rate (draws count half), and the first player's win rate.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.ai.agent import make_agent  # noqa: E402
from game.engine.notation import Action  # noqa: E402
from game.engine.registry import get  # noqa: E402
from game.rules.shield_war.cards import load_deck  # noqa: E402


def play(pair: tuple[str, str], seed: int, agent: str) -> tuple[int, ...]:
    """The winners (seats) of one game with `pair[0]` at p1 and `pair[1]` at p2."""
    ruleset = get("shield-war")
    state, _ = ruleset.new_game({}, 2, seed)
    agents = [make_agent(agent, ruleset.id, seed * 16 + seat) for seat in (0, 1)]
    while ruleset.result(state) is None:
        seat = ruleset.deciders(state)[0]
        if state["phase"] == "choose":
            action = Action("choose", ("first",))
        elif state["phase"] == "pick":
            action = Action("pick", (pair[seat],))
        else:
            legal = ruleset.legal_actions(state, seat)
            action = agents[seat].act(ruleset.observe(state, seat), legal)
        ruleset.apply(state, seat, action)
    return ruleset.result(state).winners, state["first"]


def measure(games: int, seed: int, agent: str) -> dict:
    names = list(load_deck().characters)
    pairs = list(itertools.permutations(names, 2))
    stats = {name: [0, 0, 0] for name in names}  # games, wins, draws
    first_wins = decided = 0
    for index in range(games):
        pair = pairs[index % len(pairs)]
        winners, first = play(pair, seed * 1_000_003 + index, agent)
        for seat, name in enumerate(pair):
            stats[name][0] += 1
            stats[name][1] += winners == (seat,)
            stats[name][2] += not winners
        if winners:
            decided += 1
            first_wins += winners == (first,)
    return {"stats": stats, "first": first_wins / decided if decided else 0.0}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1200, help="games in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agent", default="heuristic")
    args = parser.parse_args()
    report = measure(args.games, args.seed, args.agent)
    deck = load_deck()
    print(f"{args.games} games, {args.agent} against itself, seed {args.seed}")
    print("| character | health | energy | games | wins | draws | win rate |")
    print("|---|---|---|---|---|---|---|")
    worst = 0.0
    for name, (played, wins, draws) in report["stats"].items():
        rate = (wins + draws / 2) / played
        worst = max(worst, rate)
        found = deck.characters[name]
        print(
            f"| {found.name} | {found.health} | {found.energy} | {played} | {wins} | {draws} "
            f"| {rate:.1%} |"
        )
    print(f"\nthe first player wins {report['first']:.1%} of the decided games")
    print(f"highest win rate {worst:.1%}: {'within' if worst <= 0.6 else 'over'} the 60% bound")
    return 0


if __name__ == "__main__":
    sys.exit(main())
