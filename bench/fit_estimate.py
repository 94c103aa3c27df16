"""Fit how the search scores a stopped `uno` playout (UNO_ESTIMATE in game/ai/uno_sampler.py).

    python bench/fit_estimate.py [--players 4] [--games 30000] [--seed 13]

Plays games between Normal players, takes about one position in seven where a seat is to play
a card, and fits by maximum likelihood (a conditional logit, Newton's method) the model the
search uses: a seat wins with a chance proportional to exp(u), with

    u = -size * ln(1 + cards in hand) + wild * (Wilds held) + wild4 * (Wild Draw 4s held)
        + action * (skips, reverses and Draw Twos held) + place[its place after the seat to move]

It prints the fitted terms and the mean log-likelihood, on a fifth of the positions held out,
of the fit and of the plain 1/(1+cards)^2 share. Needs numpy (not a dependency of the game).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.ai.agent import make_agent  # noqa: E402
from game.engine.registry import get  # noqa: E402

SAMPLE = 0.15  # the share of play positions taken


def positions(players: int, games: int, seed: int) -> np.ndarray:
    """Rows of (cards, wilds, wild4s, action cards) per place from the seat to move, winner."""
    ruleset = get("uno")
    kind = ruleset.cards.kind
    pick = random.Random(seed)
    rows = []
    for index in range(games):
        game_seed = seed * 1_000_003 + index
        agents = [make_agent("normal", "uno", game_seed * 16 + s) for s in range(players)]
        state, _ = ruleset.new_game(ruleset.resolve_options({}), players, game_seed)
        taken = []
        while (result := ruleset.result(state)) is None:
            seat = ruleset.deciders(state)[0]
            if state["phase"] == "play" and pick.random() < SAMPLE:
                turn, direction = state["turn"], state["dir"]
                order = [(turn + direction * k) % players for k in range(players)]
                hands = [state["hands"][s] for s in order]
                features = [
                    [
                        len(hand),
                        sum(kind[c] == "wild" for c in hand),
                        sum(kind[c] == "wild4" for c in hand),
                        sum(kind[c] in ("skip", "reverse", "draw2") for c in hand),
                    ]
                    for hand in hands
                ]
                taken.append((order, features))
            legal = ruleset.legal_actions(state, seat)
            ruleset.apply(state, seat, agents[seat].act(ruleset.observe(state, seat), legal))
        if len(result.winners) != 1:
            continue
        for order, features in taken:
            rows.append([*(x for f in features for x in f), order.index(result.winners[0])])
    return np.array(rows, dtype=np.int64)


def design(rows: np.ndarray, players: int) -> tuple[np.ndarray, np.ndarray]:
    """The features per row and place (-ln(1+cards), places 1.., wilds, wild4s, actions)."""
    seats = rows[:, :-1].reshape(len(rows), players, 4).astype(float)
    columns = [-np.log1p(seats[:, :, 0])]
    for place in range(1, players):
        columns.append(np.tile((np.arange(players) == place).astype(float), (len(rows), 1)))
    columns += [seats[:, :, 1], seats[:, :, 2], seats[:, :, 3]]
    return np.stack(columns, axis=2), rows[:, -1]


def fit(x: np.ndarray, won: np.ndarray, steps: int = 25) -> np.ndarray:
    count, _, width = x.shape
    theta = np.zeros(width)
    for _ in range(steps):
        utility = x @ theta
        utility -= utility.max(axis=1, keepdims=True)
        chance = np.exp(utility)
        chance /= chance.sum(axis=1, keepdims=True)
        mean = (chance[:, :, None] * x).sum(axis=1)
        gradient = (x[np.arange(count), won] - mean).sum(axis=0)
        hessian = np.einsum("np,npf,npg->fg", chance, x, x) - mean.T @ mean
        theta += np.linalg.solve(hessian + 1e-6 * np.eye(width), gradient)
    return theta


def log_likelihood(x: np.ndarray, won: np.ndarray, theta: np.ndarray) -> float:
    utility = x @ theta
    utility -= utility.max(axis=1, keepdims=True)
    log_chance = utility - np.log(np.exp(utility).sum(axis=1, keepdims=True))
    return float(log_chance[np.arange(len(won)), won].mean())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=30000)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    rows = positions(args.players, args.games, args.seed)
    x, won = design(rows, args.players)
    train = np.arange(len(rows)) % 5 != 0
    theta = fit(x[train], won[train])
    held_out = ~train
    squared = 1.0 / (1.0 + rows[held_out, :-1].reshape(-1, args.players, 4)[:, :, 0]) ** 2
    squared /= squared.sum(axis=1, keepdims=True)
    plain = float(np.log(squared[np.arange(held_out.sum()), won[held_out]]).mean())
    size, places, (wild, wild4, action) = theta[0], theta[1 : args.players], theta[-3:]
    print(f"{len(rows)} positions from {args.games} games of {args.players} players")
    print(
        f'{args.players}: {{"size": {size:.2f}, "place": (0.0, '
        + ", ".join(f"{p:.2f}" for p in places)
        + f'), "wild": {wild:.2f}, "wild4": {wild4:.2f}, "action": {action:.2f}}}'
    )
    print(
        f"held-out log-likelihood: fitted {log_likelihood(x[held_out], won[held_out], theta):.4f}"
        f", 1/(1+cards)^2 {plain:.4f}, even odds {np.log(1 / args.players):.4f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
