"""Sampling whole UNO-family states from what one seat sees, for information-set search.

The seat's own hand, the discard pile and everything public are copied from the observation;
the unseen cards (the deck less the own hand and the discard pile) are shuffled with the
agent's own generator and dealt to the other hands by their sizes, the rest forming the draw
pile. A hidden fact of a pending decision (whether a Wild Draw 4 was a bluff) is decided from
the sampled hand, never read from the real game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.ai.ismcts import Sampler, register_sampler
from game.engine.contract import Observation, State
from game.engine.notation import Action

UNO_RULESETS = ("uno", "uno-monster-high")


@register_sampler(UNO_RULESETS)
class UnoSampler(Sampler):
    def __init__(self, ruleset):
        super().__init__(ruleset)
        self.full = Counter(ruleset.deck.full())
        self.card_color = ruleset.color
        self.color_names = ruleset.deck.color_names
        self.scored_rounds = ruleset.variant.scored_rounds

    # -- determinization ------------------------------------------------------------------
    def unseen(self, observation: Observation) -> list[str]:
        """The cards this seat cannot see, in a fixed order (deck order)."""
        left = self.full - Counter(observation["hand"]) - Counter(observation["discard"])
        return sorted(left.elements())

    def determinize(
        self, observation: Observation, rng: random.Random, memory: dict[str, Any]
    ) -> State:
        me, players = observation["seat"], observation["players"]
        sizes = observation["hand_sizes"]
        pool = self.unseen(observation)
        rng.shuffle(pool)
        phase = observation["phase"]
        pending = dict(observation["pending"]) if observation["pending"] else None
        hands: list[list[str]] = [[] for _ in range(players)]
        hands[me] = list(observation["hand"])
        if phase == "drawn" and pending is not None and pending["seat"] != me:
            # Another seat kept a drawn card open to play: give it one that could be played.
            pending["card"] = self._take_playable(pool, observation)
            hands[pending["seat"]].append(pending["card"])
        at = 0
        for seat in range(players):
            if seat == me:
                continue
            need = sizes[seat] - len(hands[seat])
            hands[seat].extend(pool[at : at + need])
            at += need
        draw = pool[at:]
        if pending is not None:
            if "waiting" in pending:
                pending["waiting"] = list(pending["waiting"])
            if "guilty" in observation["pending"] or phase == "penalty":
                pending["guilty"] = self._guilty(observation, pending, hands, rng)
        turn = observation["turn"]
        state: dict[str, Any] = {
            "ruleset": observation["ruleset"],
            "options": dict(observation["options"]),
            "players": players,
            "rng": rng.getrandbits(64),
            "hands": hands,
            "draw": draw,
            "draw_known": 0,
            "discard": list(observation["discard"]),
            "color": observation["color"],
            "turn": turn,
            "dir": observation["direction"],
            "phase": phase,
            "pending": pending,
            "called": self._called(observation, memory),
            "stack": observation["stack"],
            # Whoever might have jumped in before us has let it pass.
            "jump_passed": [s for s in range(players) if s not in (me, turn)],
            "turns": list(observation["turns"]),
            "scores": list(observation["scores"]),
            "round": observation["round"],
            "dealer": observation["dealer"],
            "winners": None,
            "reason": "",
        }
        return state

    def _take_playable(self, pool: list[str], observation: Observation) -> str:
        ruleset = self.ruleset
        matching = ruleset.matching[observation["color"]][ruleset.rank[observation["top"]]]
        for i, code in enumerate(pool):
            if code in matching:
                return pool.pop(i)
        return pool.pop()

    def _guilty(
        self,
        observation: Observation,
        pending: dict,
        hands: list[list[str]],
        rng: random.Random,
    ) -> bool:
        """Whether the Wild Draw 4 was a bluff, consistently with the sampled hand."""
        discard = observation["discard"]
        offender = pending.get("offender")
        if offender is None or len(discard) < 2:
            return rng.random() < 0.5
        before = self.card_color[discard[-2]]
        if before is None:  # the color named for an earlier wild is not on the table
            return rng.random() < 0.5
        return any(self.card_color[c] == before for c in hands[offender])

    def _called(self, observation: Observation, memory: dict[str, Any]) -> bool:
        """Whether the seat whose card is being resolved called UNO (we remember our own)."""
        pending = observation["pending"] or {}
        if (
            observation["phase"] not in ("color", "give")
            or pending.get("seat") != observation["seat"]
        ):
            return False
        last = memory.get("last_action")
        return bool(last is not None and last.verb in ("play", "give") and "uno" in last.args)

    # -- playouts -------------------------------------------------------------------------
    def playout_action(
        self, state: State, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Play a card when one can (calling UNO), catch a missed call, name a held color."""
        first = legal[0]
        verb = first.verb
        if verb == "play":
            calls = [a for a in legal if len(a.args) > 1]
            if calls:
                return rng.choice(calls)
            plays = [a for a in legal if a.verb == "play"]
            return rng.choice(plays)
        if verb == "catch":
            return first
        if verb == "wild":
            color = self.card_color
            held = Counter(color[c] for c in state["hands"][seat] if color[c])
            if held:
                name = self.color_names[held.most_common(1)[0][0]]
                for action in legal:
                    if action.args[0] == name:
                        return action
        return rng.choice(legal)

    def outcome(self, root: State, state: State) -> list[float] | None:
        """The game's winners; in a scored game, the winner of the round being played."""
        players = root["players"]
        if state["phase"] == "over":
            winners = state["winners"] or ()
            rewards = [0.0] * players
            for seat in winners:
                rewards[seat] = 1.0 / len(winners)
            return rewards
        if self.scored_rounds and state["round"] != root["round"]:
            # The round ended: its winner is the seat whose score went up.
            gained = [now - was for now, was in zip(state["scores"], root["scores"], strict=True)]
            best = max(gained)
            rewards = [0.0] * players
            if best > 0:
                rewards[gained.index(best)] = 1.0
            else:
                rewards = [1.0 / players] * players
            return rewards
        return None

    def estimate(self, state: State, players: int) -> list[float]:
        """A stopped playout: the fewer cards a seat holds, the better its chances."""
        weights = [1.0 / (1 + len(hand)) ** 2 for hand in state["hands"]]
        total = sum(weights)
        return [w / total for w in weights]
