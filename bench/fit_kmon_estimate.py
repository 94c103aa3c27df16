"""Fit how the search scores a stopped `kmon` playout (KMON_ESTIMATE in game/ai/kmon_sampler.py).

    python bench/fit_kmon_estimate.py [--games 6000] [--seed 13]

Plays battles between Normal players (the starter decks paired at random), takes about one
position in ten, and fits by maximum likelihood (a logistic regression, Newton's method) the
model the search uses: the first seat wins with chance 1 / (1 + exp(-u)), where u is a sum of
weights times the differences between the two seats in what `kmon_sampler.features` counts
(HP standing, K-Mon standing, the active K-Mon's HP, charges, an Ultimate ready, cards in hand,
K-Mon standing once a deck is nearly out, whose turn it is). No constant: the seats are alike.

It prints the fitted weights, ready to paste, and the mean log-likelihood, on a fifth of the
battles held out, of the fit and of the HP-only estimate. Needs numpy (not a dependency of
the game). Battles that end in a draw are left out.
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
from game.ai.kmon_sampler import FEATURES, features  # noqa: E402
from game.engine.registry import get  # noqa: E402
from game.rules.kmon.cards import load_catalog  # noqa: E402

SAMPLE = 0.1  # the share of positions taken
HP_SCALE = 6.0  # the HP-only estimate's scale, to compare with


def positions(games: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Feature differences (first seat less second), whether the first seat won, the battle."""
    ruleset, catalog = get("kmon"), load_catalog()
    starters = list(catalog.starters)
    pick = random.Random(seed)
    rows, won, battle = [], [], []
    for index in range(games):
        game_seed = seed * 1_000_003 + index
        decks = [{"deck": pick.choice(starters)} for _ in (0, 1)]
        state, _ = ruleset.new_game({}, 2, game_seed, decks)
        agents = [make_agent("normal", "kmon", game_seed * 16 + s) for s in (0, 1)]
        taken = []
        while (result := ruleset.result(state)) is None:
            seat = ruleset.deciders(state)[0]
            if state["turn"] is not None and pick.random() < SAMPLE:
                first, second = features(catalog, state, 0), features(catalog, state, 1)
                taken.append([a - b for a, b in zip(first, second, strict=True)])
            legal = ruleset.legal_actions(state, seat)
            ruleset.apply(state, seat, agents[seat].act(ruleset.observe(state, seat), legal))
        if len(result.winners) != 1:
            continue
        rows += taken
        won += [result.winners[0] == 0] * len(taken)
        battle += [index] * len(taken)
    return np.array(rows, dtype=float), np.array(won, dtype=float), np.array(battle)


def fit(x: np.ndarray, won: np.ndarray, steps: int = 25) -> np.ndarray:
    """The weights of a logistic regression without constant, by Newton's method."""
    theta = np.zeros(x.shape[1])
    for _ in range(steps):
        chance = 1.0 / (1.0 + np.exp(-(x @ theta)))
        gradient = x.T @ (won - chance)
        hessian = (x * (chance * (1 - chance))[:, None]).T @ x
        theta += np.linalg.solve(hessian + 1e-6 * np.eye(len(theta)), gradient)
    return theta


def log_likelihood(utility: np.ndarray, won: np.ndarray) -> float:
    chance = np.clip(1.0 / (1.0 + np.exp(-utility)), 1e-9, 1 - 1e-9)
    return float(np.mean(won * np.log(chance) + (1 - won) * np.log(1 - chance)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    x, won, battle = positions(args.games, args.seed)
    train = battle % 5 != 0
    theta = fit(x[train], won[train])
    held = ~train
    hp_only = x[held, FEATURES.index("hp")] / HP_SCALE
    print(f"{len(x)} positions from {args.games} battles ({held.sum()} held out)")
    weights = ", ".join(f'"{n}": {w:.3f}' for n, w in zip(FEATURES, theta, strict=True))
    print(f"KMON_ESTIMATE = {{{weights}}}")
    print(
        f"held-out log-likelihood: fitted {log_likelihood(x[held] @ theta, won[held]):.4f}, "
        f"HP only {log_likelihood(hp_only, won[held]):.4f}, even odds {np.log(0.5):.4f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
