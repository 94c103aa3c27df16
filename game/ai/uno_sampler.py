"""Sampling whole UNO-family states from what one seat sees, for information-set search.

The seat's own hand, the discard pile and everything public are copied from the observation;
the unseen cards (the deck less the own hand and the discard pile) are shuffled with the
agent's own generator and dealt to the other hands by their sizes, the rest forming the draw
pile. A hidden fact of a pending decision (whether a Wild Draw 4 was a bluff) is decided from
the sampled hand, never read from the real game.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.ai.ismcts import Sampler, World
from game.engine.contract import Observation, State
from game.engine.notation import Action
from game.engine.rng import seed_state

UNO_RULESETS = ("uno", "uno-monster-high")

# How a stopped playout is scored in `uno`, by the number of players: a seat's chance of
# winning is taken as proportional to exp(u), u = -size * ln(1 + cards in hand) + what each
# card it holds adds (a Wild, a Wild Draw 4, a skip, reverse or Draw Two) + the term of its
# place in the turn order from the seat to move (0 for the seat to move). Fitted by maximum
# likelihood on positions of games between Normal players (bench/fit_estimate.py: 30,000
# games of four, seed 13; 25,000 of three, seed 15; 20,000 of two, seed 14), to two places
# (the 4-player second place and the 2-player action were -0.145 and 0.215). Games of more
# than four players are scored with the 1/(1+cards)^2 share.
UNO_ESTIMATE = {
    2: {"size": 1.23, "place": (0.0, -0.10), "wild": 0.33, "wild4": 1.12, "action": 0.22},
    3: {"size": 1.62, "place": (0.0, -0.10, -0.14), "wild": 0.39, "wild4": 1.04, "action": 0.12},
    4: {
        "size": 1.89,
        "place": (0.0, -0.12, -0.15, -0.19),
        "wild": 0.34,
        "wild4": 0.96,
        "action": 0.14,
    },
}


class UnoSampler(Sampler):
    def __init__(self, ruleset):
        super().__init__(ruleset)
        self.full = Counter(ruleset.deck.full())
        self.card_color = ruleset.cards.color
        self.color_names = ruleset.deck.color_names
        self.scored_rounds = ruleset.variant.scored_rounds
        self.kind = ruleset.cards.kind
        # The fitted scoring of a stopped playout, where there is one for this ruleset: by
        # the number of players, what each card adds to its holder's score.
        self.fitted = UNO_ESTIMATE if ruleset.id == "uno" else None
        self._bonus: dict[int, dict[str, float]] = {}
        for count, fit in (self.fitted or {}).items():
            worth = {"wild": fit["wild"], "wild4": fit["wild4"]}
            worth.update(dict.fromkeys(("skip", "reverse", "draw2"), fit["action"]))
            self._bonus[count] = {code: worth.get(kind, 0.0) for code, kind in self.kind.items()}

    # -- determinization ------------------------------------------------------------------
    def unseen(self, observation: Observation) -> list[str]:
        """The cards this seat cannot see, in a fixed order (deck order)."""
        left = self.full - Counter(observation["hand"]) - Counter(observation["discard"])
        return sorted(left.elements())

    def determinize(
        self, observation: Observation, rng: random.Random, memory: dict[str, Any]
    ) -> State:
        return self.prepare(observation, memory)(rng)

    def prepare(self, observation: Observation, memory: dict[str, Any]) -> World:
        """Sampling for one decision: the unseen cards and what each hand cannot hold."""
        me, players = observation["seat"], observation["players"]
        sizes = observation["hand_sizes"]
        unseen = self.unseen(observation)
        phase = observation["phase"]
        public_pending = observation["pending"]
        drawn_by = (
            public_pending["seat"]
            if phase == "drawn" and public_pending and public_pending["seat"] != me
            else None
        )
        playable = self.ruleset.cards.matching[observation["color"]][
            self.ruleset.cards.rank[observation["top"]]
        ]
        current = memory.get("voids_round") == observation["round"]
        # The cards known to be in another hand: their places in the unseen pool.
        known: list[tuple[int, int]] = []
        spare = Counter(unseen)
        places: dict[str, list[int]] = {}
        for i, code in enumerate(unseen):
            places.setdefault(code, []).append(i)
        for seat, cards in (memory.get("held", {}) if current else {}).items():
            if seat == me:
                continue
            for code in cards[: sizes[seat]]:
                if spare[code] > 0:
                    spare[code] -= 1
                    known.append((seat, places[code][spare[code]]))
        # The cards of the unseen pool each other seat may hold where it showed a void.
        voids = memory.get("voids", {}) if current else {}
        limits: list[tuple[int, int, list[int]]] = []  # (seat, how many, allowed pool indexes)
        # A seat that named a color for its wild most likely holds a card of it (dealt first).
        for seat, color in (memory.get("named", {}) if current else {}).items():
            if seat == me or sizes[seat] == 0:
                continue
            forbidden = voids[seat][0] if seat in voids else frozenset()
            allowed = [
                i
                for i, code in enumerate(unseen)
                if self.card_color[code] == color and code not in forbidden
            ]
            limits.append((seat, 1, allowed))
        for seat in range(players):
            if seat == me or seat not in voids:
                continue
            forbidden, count = voids[seat]
            allowed = [i for i, code in enumerate(unseen) if code not in forbidden]
            limits.append((seat, count, allowed))
        called = self._called(observation, memory)
        turn = observation["turn"]
        jump_passed = [s for s in range(players) if s not in (me, turn)]

        def world(rng: random.Random) -> State:
            taken: set[int] = set()
            hands: list[list[str]] = [[] for _ in range(players)]
            hands[me] = list(observation["hand"])
            for seat, i in known:
                taken.add(i)
                hands[seat].append(unseen[i])
            pending = dict(public_pending) if public_pending else None
            if drawn_by is not None:
                # That seat kept a drawn card open to play: give it one that could be played.
                free = [i for i in range(len(unseen)) if i not in taken]
                choices = [i for i in free if unseen[i] in playable]
                pick = rng.choice(choices or free)
                taken.add(pick)
                pending["card"] = unseen[pick]
                hands[drawn_by].append(unseen[pick])
            for seat, count, allowed in limits:
                free = [i for i in allowed if i not in taken]
                need = min(count, sizes[seat] - len(hands[seat]), len(free))
                for i in rng.sample(free, need):
                    taken.add(i)
                    hands[seat].append(unseen[i])
            rest = [i for i in range(len(unseen)) if i not in taken]
            need = [sizes[seat] - len(hands[seat]) if seat != me else 0 for seat in range(players)]
            picks = rng.sample(rest, sum(need))
            at = 0
            for seat in range(players):
                for i in picks[at : at + need[seat]]:
                    hands[seat].append(unseen[i])
                at += need[seat]
            taken.update(picks)
            # The draw pile's order does not matter: the engine takes its cards at random.
            draw = [code for i, code in enumerate(unseen) if i not in taken]
            if pending is not None:
                if "waiting" in pending:
                    pending["waiting"] = list(pending["waiting"])
                if "guilty" in public_pending or phase == "penalty":
                    pending["guilty"] = self._guilty(observation, pending, hands, rng)
            return {
                "ruleset": observation["ruleset"],
                "options": dict(observation["options"]),
                "players": players,
                # A sampled world draws its unseen cards with the game's own generator.
                "rng": seed_state(rng.getrandbits(64), observation["options"]["generator"]),
                "hands": hands,
                "draw": draw,
                "draw_known": 0,
                "discard": list(observation["discard"]),
                "color": observation["color"],
                "turn": turn,
                "dir": observation["direction"],
                "phase": phase,
                "pending": pending,
                "called": called,
                "stack": observation["stack"],
                # Whoever might have jumped in before us has let it pass.
                "jump_passed": list(jump_passed),
                "turns": list(observation["turns"]),
                "scores": list(observation["scores"]),
                "round": observation["round"],
                "dealer": observation["dealer"],
                "winners": None,
                "reason": "",
            }

        return world

    # -- what the table showed ---------------------------------------------------------------
    def watch(self, observation: Observation, memory: dict[str, Any]) -> None:
        """Remember what the table showed of the other hands, for the samples.

        - Voids: a seat that draws on its turn, with no penalty pending, had no card it could
          play on the top card (as any sensible player does; the rules allow drawing anyway,
          so the sampler treats it as what most likely happened). The cards it held then (not
          the ones drawn) keep that void until they leave the hand: after each play the void
          covers at most as many cards as the hand still holds.
        - Known cards: the cards this seat gave away (Urrrhhh, one to each player from its
          left, lowest first) or handed over in a 7-0 swap or rotation are known to be in the
          receiving hand until that seat plays them.
        A new round forgets both; a swap or rotation of other hands forgets what it moved.
        """
        me = observation["seat"]
        previous = memory.get("seen")
        memory["seen"] = {
            "round": observation["round"],
            "phase": observation["phase"],
            "turn": observation["turn"],
            "stack": observation["stack"],
            "top": observation["top"],
            "color": observation["color"],
            "sizes": list(observation["hand_sizes"]),
            "hand": list(observation["hand"]),
            "discard": len(observation["discard"]),
            "swaps": observation["options"].get("seven_zero", False),
        }
        voids: dict[int, tuple[frozenset, int]] = memory.setdefault("voids", {})
        held: dict[int, list[str]] = memory.setdefault("held", {})
        named: dict[int, str] = memory.setdefault("named", {})
        if previous is None or previous["round"] != observation["round"]:
            voids.clear()
            held.clear()
            named.clear()
            memory["voids_round"] = observation["round"]
            return
        sizes, before = observation["hand_sizes"], previous["sizes"]
        ruleset = self.ruleset
        top = observation["top"]
        played = top != previous["top"] or len(observation["discard"]) > previous["discard"]
        chooser = previous["turn"]
        if (
            previous["phase"] == "color"
            and observation["phase"] != "color"
            and chooser != me
            and observation["color"]
        ):
            named[chooser] = observation["color"]
        if played:
            # A seat that plays a card of the color it named may have no more of it.
            for seat, color in list(named.items()):
                if sizes[seat] < before[seat] and self.card_color[top] == color:
                    del named[seat]
            # The seat whose hand went down played the top card: it is no longer known there.
            for seat, cards in held.items():
                if sizes[seat] < before[seat] and top in cards:
                    cards.remove(top)
        last = memory.get("last_action")
        if previous["phase"] == "give" and last is not None and last.verb == "give":
            self._remember_given(observation, previous, last, held)
        if previous["swaps"] and played and ruleset.cards.kind[top] == "number":
            if ruleset.cards.number[top] == 0:  # every hand moved on: ours is known where it went
                old = list(previous["hand"])
                if previous["turn"] == me and top in old:
                    old.remove(top)
                voids.clear()
                held.clear()
                named.clear()
                held[(me + observation["direction"]) % observation["players"]] = old
                return
            if ruleset.cards.number[top] == 7:
                voids.clear()  # a swap may follow: hands may change owners
                named.clear()
        if previous["phase"] == "swap" and observation["phase"] != "swap":
            if last is not None and last.verb == "swap" and previous["turn"] == me:
                other = int(last.args[0][1:]) - 1
                voids.clear()
                held.clear()
                named.clear()
                held[other] = list(previous["hand"])
            else:
                voids.clear()
                held.clear()
                named.clear()
            return
        for seat in list(held):
            if not held[seat] or sizes[seat] == 0:
                del held[seat]
            elif len(held[seat]) > sizes[seat]:
                del held[seat][sizes[seat] :]
        for seat in list(voids):
            forbidden, count = voids[seat]
            count = min(count, sizes[seat])
            if count <= 0:
                del voids[seat]
            else:
                voids[seat] = (forbidden, count)
        seat = previous["turn"]
        if (
            seat != me
            and previous["phase"] == "play"
            and not previous["stack"]
            and sizes[seat] > before[seat]
            and top == previous["top"]
            and observation["color"] == previous["color"]
        ):
            playable = ruleset.cards.matching[previous["color"]][
                ruleset.cards.rank[previous["top"]]
            ]
            voids[seat] = (playable, before[seat])  # the newest void replaces an older one
        elif (
            played
            and seat != me
            and previous["phase"] == "play"
            and not previous["stack"]
            and sizes[seat] < before[seat]
            and self.card_color[top] is None
            and previous["color"]
        ):
            playable = ruleset.cards.matching[previous["color"]][
                ruleset.cards.rank[previous["top"]]
            ]
            if ruleset.variant.strict_wild4 and ruleset.cards.kind[top] == "wild4":
                # The rules allow a Wild +4 only when nothing else could be played.
                voids[seat] = (playable - ruleset.cards.wild4_codes, sizes[seat])
            elif min(n for s, n in enumerate(before) if s != seat) > 2:
                # A wild played while nobody was close to going out: a careful player keeps
                # its wilds while a plain card goes, so it held none that matched.
                plain = frozenset(code for code in playable if self.card_color[code])
                voids[seat] = (plain, sizes[seat])

    def _remember_given(
        self, observation: Observation, previous: dict, action: Action, held: dict
    ) -> None:
        """Our Urrrhhh: the named color's cards went one to each player from our left."""
        me, players = observation["seat"], observation["players"]
        code = self.ruleset.deck.color_code(action.args[0])
        given = sorted(
            (c for c in previous["hand"] if self.card_color[c] == code),
            key=self.ruleset.cards.points.__getitem__,
        )
        receiver = me
        for card in given:
            receiver = (receiver + 1) % players
            if receiver == me:
                receiver = (receiver + 1) % players
            held.setdefault(receiver, []).append(card)

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
        """Play a card when one can (calling UNO, keeping wilds for when nothing else goes),
        catch a missed call, name the color held most."""
        first = legal[0]
        verb = first.verb
        if verb == "play":
            calls = [a for a in legal if len(a.args) > 1]
            if calls:
                return rng.choice(calls)
            color = self.card_color
            plays = [a for a in legal if a.verb == "play" and color[a.args[0]]]
            if not plays:
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

    def candidates(self, legal: Sequence[Action]) -> list[Action]:
        """Playing a card without the UNO call it allows is never better than with it."""
        calls = {a.args[0] for a in legal if a.verb == "play" and len(a.args) > 1}
        return [a for a in legal if a.verb != "play" or len(a.args) > 1 or a.args[0] not in calls]

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
        """A stopped playout: each seat's chance of winning from the cards it holds.

        In `uno` the fitted model (UNO_ESTIMATE): fewer cards, wilds and action cards in
        hand, and the turn coming sooner all count. Elsewhere a seat's share grows as
        1/(1+cards)^2.
        """
        fit = self.fitted.get(players) if self.fitted else None
        if fit is None:
            weights = [1.0 / (1 + len(hand)) ** 2 for hand in state["hands"]]
        else:
            size, place, bonus = fit["size"], fit["place"], self._bonus[players]
            turn, direction, log1p, exp = state["turn"], state["dir"], math.log1p, math.exp
            weights = []
            for seat, hand in enumerate(state["hands"]):
                u = -size * log1p(len(hand))
                for code in hand:
                    u += bonus[code]
                at = ((seat - turn) * direction) % players
                if at < len(place):
                    u += place[at]
                weights.append(exp(u))
        total = sum(weights)
        return [w / total for w in weights]
