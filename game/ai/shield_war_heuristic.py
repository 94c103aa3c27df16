"""A sensible rule-based player for Shield War.

It reads only its seat's observation (the generic view) and the legal actions. On its turn it
plays the attack worth the most (its damage and effects, less the chance it is blocked) or the
ability when that is worth more. Answering, it always lays a shield when one may be played:
energy comes back in full at the end of every turn, so energy kept is worth nothing after it;
among the shields it lays the cheapest that does the job, keeping energy and the shields that
block shields for the counter-shields to come.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.agent import Agent
from game.engine.contract import Observation
from game.engine.effects import Buff, Damage, Discard, Draw, Effect, Gain, Heal, Lose
from game.engine.notation import Action
from game.engine.zones import zone_id
from game.rules.shield_war.cards import load_deck

# What a point of each effect is worth, in health points of the opponent.
WORTH = {"damage": 1.0, "heal": 0.8, "draw": 0.5, "discard": 0.3, "energy": 0.3, "buff": 0.5}
# The chance an attack is blocked when the opponent may still lay a shield, and how much each
# shield of ours that may answer a shield lowers it.
BLOCK_CHANCE = 0.55
COUNTER_RELIEF = 0.2
PICK_ORDER = ("tidecaller", "emberhorn", "gloomfang", "voltwing", "glimmerfox", "mossback")


class ShieldWarHeuristic(Agent):
    name = "heuristic"

    def __init__(self, ruleset_id: str, seed: int, choice: str = "pick"):
        super().__init__(ruleset_id, seed)
        self.deck = load_deck()
        self.choice = choice

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        verbs = {action.verb for action in legal}
        if "choose" in verbs:
            return next((a for a in legal if a.args == (self.choice,)), legal[0])
        if "pick" in verbs:
            rank = {found: index for index, found in enumerate(PICK_ORDER)}
            return min(legal, key=lambda a: rank.get(a.args[0], len(rank)))
        if "attack" in verbs or "ability" in verbs:
            return self._turn(observation, legal)
        return self._answer(observation, legal)

    # -- the turn --------------------------------------------------------------------------
    def _turn(self, obs: Observation, legal: Sequence[Action]) -> Action:
        seat = obs["seat"]
        blocked = self._block_chance(obs, seat)
        bonus = self._buff(obs, seat, "attack")
        best, best_value = None, float("-inf")
        for action in legal:
            if action.verb == "attack":
                effects = self.deck.cards[action.args[0]].effects
                value = self._worth(obs, seat, effects, bonus) * (1 - blocked) - 0.3
            else:
                mine = self._character(obs, seat)
                value = self._worth(obs, seat, self.deck.characters[mine].ability, 0)
            if value > best_value:
                best, best_value = action, value
        return best

    def _block_chance(self, obs: Observation, seat: int) -> float:
        other = 1 - seat
        if obs["counters"][zone_id("energy", other)] == 0:
            return 0.0
        if obs["zones"][zone_id("hand", other)]["size"] == 0:
            return 0.0
        energy = obs["counters"][zone_id("energy", seat)]
        counters = 0
        for code in obs["zones"][zone_id("hand", seat)]["cards"]:
            card = self.deck.cards[code]
            if card.kind == "shield" and card.can_block("shield") and card.cost <= energy:
                counters += 1
        return max(0.1, BLOCK_CHANCE - COUNTER_RELIEF * min(counters, 2))

    def _worth(self, obs: Observation, seat: int, effects: Sequence[Effect], bonus: int) -> float:
        total = 0.0
        for effect in effects:
            sign = 1 if getattr(effect, "target", "self") == "self" else -1
            if isinstance(effect, Damage):
                amount = effect.amount + (bonus if sign < 0 else 0)
                total += -sign * amount * WORTH["damage"]
            elif isinstance(effect, Heal):
                missing = self._missing_health(obs, seat if sign > 0 else 1 - seat)
                total += sign * min(effect.amount, missing) * WORTH["heal"]
            elif isinstance(effect, Draw):
                total += sign * self._draw_worth(obs, effect.amount)
            elif isinstance(effect, Discard):
                size = obs["zones"][zone_id("hand", seat if sign > 0 else 1 - seat)]["size"]
                # a hand is drawn up again at the end of the turn: only an empty deck hurts
                each = WORTH["damage"] if obs["zones"]["deck"]["size"] == 0 else WORTH["discard"]
                total -= sign * min(effect.amount, size) * each
            elif isinstance(effect, Gain | Lose):
                total += (1 if isinstance(effect, Gain) else -1) * sign * WORTH["energy"]
            elif isinstance(effect, Buff):
                good = effect.amount if effect.stat == "attack" else -effect.amount
                total += sign * good * effect.duration * WORTH["buff"]
        return total

    @staticmethod
    def _draw_worth(obs: Observation, amount: int) -> float:
        """Cards drawn are worth little over a full hand; cards the deck lacks are damage."""
        drawn = min(amount, obs["zones"]["deck"]["size"])
        return drawn * WORTH["draw"] - (amount - drawn) * WORTH["damage"]

    # -- answering the chain ---------------------------------------------------------------
    def _answer(self, obs: Observation, legal: Sequence[Action]) -> Action:
        shields = [a for a in legal if a.verb == "shield"]
        if not shields:
            return legal[0]
        seat = obs["seat"]
        chain = obs["zones"]["chain"]["cards"]
        attack = self.deck.cards[chain[0]["card"]]
        owner = chain[0]["marks"]["seat"]
        stake = self._worth(obs, owner, attack.effects, self._buff(obs, owner, "attack"))
        if stake <= 0 and owner != seat:
            return next(a for a in legal if a.verb == "pass")
        return min(shields, key=lambda a: self._shield_price(obs, seat, a.args[0]))

    def _shield_price(self, obs: Observation, seat: int, code: str) -> float:
        card = self.deck.cards[code]
        price = float(card.cost) - self._worth(obs, seat, card.effects, 0)
        if card.blocks == "both":
            price += 0.5  # kept for the answer to come, when a cheaper shield will do
        return price

    # -- what the observation says ---------------------------------------------------------
    @staticmethod
    def _character(obs: Observation, seat: int) -> str:
        return obs["zones"][zone_id("character", seat)]["cards"][0]["card"]

    @staticmethod
    def _buff(obs: Observation, seat: int, stat: str) -> int:
        cards = obs["zones"][zone_id("character", seat)]["cards"]
        return cards[0]["marks"].get(stat, 0) if cards else 0

    def _missing_health(self, obs: Observation, seat: int) -> int:
        top = self.deck.characters[self._character(obs, seat)].health
        return top - obs["counters"][zone_id("health", seat)]
