"""A sensible rule-based player for the UNO family.

It sheds high cards, keeps wilds for when they matter, names the color it holds most, calls
UNO, stacks when it can, catches a missed call (with a chance set by its level) and challenges
a Wild Draw 4 when the odds favour it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.ai.agent import Agent
from game.engine.contract import Observation
from game.engine.notation import Action, parse_seat
from game.rules.uno_family.deck import load_deck

UNO_RULESETS = ("uno", "uno-monster-high")
# A challenged player is guilty when the hand held the previous color. For a hand of h unseen
# cards that is about 1 - 0.75**h; an honest player is never guilty, so we only challenge when
# the hand is large enough for a bluff to be the likely story.
CHALLENGE_MIN_HAND = 4


class UnoHeuristic(Agent):
    name = "heuristic"
    reads_memory = True

    def __init__(self, ruleset_id: str, seed: int, catch_chance: float = 1.0, blunder: float = 0.0):
        super().__init__(ruleset_id, seed)
        self.deck = load_deck(ruleset_id)
        self.catch_chance = catch_chance
        self.blunder = blunder  # the chance of a careless move (for the Easy level)
        # What a watching search remembers of the table (who showed which colors it lacked),
        # shared by the search that uses this player as its guide; None plays without it.
        self.memory: dict | None = None
        self.color_codes = {
            color: frozenset(c.code for c in self.deck.cards.values() if c.color == color)
            for color in self.deck.colors
        }

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        if self.blunder and self.random.random() < self.blunder:
            careless = [a for a in legal if a.verb != "catch"]
            return self.random.choice(careless or legal)
        verbs = {action.verb for action in legal}
        phase = observation["phase"]
        if phase == "color":
            return self._color_choice(observation, legal)
        if phase == "give":
            return self._give_choice(observation, legal)
        if phase == "catch":
            catch = next(a for a in legal if a.verb == "catch")
            if self.random.random() < self.catch_chance:
                return catch
            return Action("pass")
        if phase == "swap":
            sizes = observation["hand_sizes"]
            return min(legal, key=lambda a: sizes[parse_seat(a.args[0])])
        plays = [a for a in legal if a.verb == "play"]
        if plays:
            best = self._best_play(observation, plays)
            if best is not None:
                return best
        if phase == "penalty" and "challenge" in verbs:
            offender = observation["pending"]["offender"]
            if observation["hand_sizes"][offender] >= CHALLENGE_MIN_HAND:
                return Action("challenge")
        for verb in ("draw", "pass"):
            if verb in verbs:
                return Action(verb)
        return legal[0]

    # -- cards ----------------------------------------------------------------------------
    def _best_play(self, obs: Observation, plays: Sequence[Action]) -> Action | None:
        cards = self.deck.cards
        hand = obs["hand"]
        colors = Counter(cards[c].color for c in hand if cards[c].color)
        players, seat = obs["players"], obs["seat"]
        following = (seat + obs["direction"]) % players
        danger = min(n for s, n in enumerate(obs["hand_sizes"]) if s != seat) <= 2
        next_danger = obs["hand_sizes"][following] <= 2
        lacking = self._lacking(obs, following)
        has_plain = any(cards[a.args[0]].color for a in plays)

        def score(action: Action) -> float:
            card = cards[action.args[0]]
            value = float(card.points)
            if card.color is None:
                # Wilds are kept for a tight spot; a bluffed Wild Draw 4 only in an emergency.
                value = 5.0 if has_plain and not danger else 60.0
                if card.kind == "wild4" and colors.get(obs["color"]) and not next_danger:
                    value = -100.0
            else:
                value += colors[card.color] * 2  # stay in the color we hold most of
                if card.color in lacking:
                    value += 10  # a color the next player showed it does not hold
                if card.kind in ("skip", "reverse", "draw2") and next_danger:
                    value += 40
            if len(action.args) > 1:  # the UNO call
                value += 1000
            return value

        best = max(plays, key=score)
        return best if score(best) > -100 else None

    def _color_choice(self, obs: Observation, legal: Sequence[Action]) -> Action:
        cards = self.deck.cards
        held = Counter()
        for code in obs["hand"]:
            card = cards[code]
            if card.color:
                held[card.color] += 1 + card.points / 100
        if not held:
            return self.random.choice(legal)
        following = (obs["seat"] + obs["direction"]) % obs["players"]
        for color in self._lacking(obs, following):
            if color in held:
                held[color] += 2.5
        best = self.deck.color_names[max(held, key=held.__getitem__)]
        return next((a for a in legal if a.args[0] == best), legal[0])

    def _lacking(self, obs: Observation, seat: int) -> set[str]:
        """The colors `seat` showed it holds none of (remembered by a watching search)."""
        memory = self.memory
        if not memory or memory.get("voids_round") != obs["round"]:
            return set()
        void = memory.get("voids", {}).get(seat)
        # The card drawn with the void (kept, so most likely no help either) may be unknown;
        # more cards drawn since and the seat may hold any color again.
        if void is None or obs["hand_sizes"][seat] - void[1] > 1:
            return set()
        forbidden = void[0]
        return {color for color, codes in self.color_codes.items() if codes <= forbidden}

    def _give_choice(self, obs: Observation, legal: Sequence[Action]) -> Action:
        """Give away the color that leaves the fewest cards (the most points on a tie)."""
        cards = self.deck.cards
        held: Counter = Counter()
        for code in obs["hand"]:
            card = cards[code]
            if card.color:
                held[self.deck.color_names[card.color]] += 1000 + card.points
        best = max((a.args[0] for a in legal), key=held.__getitem__)
        return max((a for a in legal if a.args[0] == best), key=lambda a: len(a.args))


# The levels offered in the app. Hard is the strongest player this ruleset has.
def easy_agent(ruleset_id: str, seed: int, **config) -> Agent:
    agent = UnoHeuristic(ruleset_id, seed, **{"catch_chance": 0.25, "blunder": 0.35, **config})
    agent.name = "easy"
    return agent


def normal_agent(ruleset_id: str, seed: int, **config) -> Agent:
    agent = UnoHeuristic(ruleset_id, seed, **{"catch_chance": 0.7, **config})
    agent.name = "normal"
    return agent


def hard_agent(ruleset_id: str, seed: int, **config) -> Agent:
    # Information-set search guided by this heuristic (see docs/ai.md for its measured strength).
    from game.ai.ismcts import ISMCTSAgent

    agent = ISMCTSAgent(ruleset_id, seed, **{**HARD_SEARCH, **config})
    agent.name = "hard"
    return agent


# The Hard level's search: the paired form, with the search's default budget; the heuristic's
# move wins a tie.
HARD_SEARCH = {"guide": "heuristic", "root": "paired"}
