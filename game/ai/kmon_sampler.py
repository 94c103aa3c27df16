"""What K-Mon's search needs: worlds where the opponent's deck list, hidden from the seat,
is made up afresh, a playout that plays like the heuristic, and the odds of a stopped playout.

A seat knows its own deck list (the view's `deck_list`) and the cards it put back on top of
its deck (`known_top`). Of the opponent's deck it has seen the cards played, discarded and
laid; the rest of that deck (its hand, its deck, the cards it looks at) is drawn from the cards
a deck of its K-Mon team may hold: a card of one of the team's elements or of none, at most
five items in all. Nothing is read from the real game.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.ai.ismcts import Sampler, register_sampler
from game.ai.kmon_heuristic import choose
from game.ai.kmon_table import from_state
from game.engine.contract import Observation, State
from game.engine.notation import Action
from game.engine.zones import zone_id
from game.rules.kmon.card_model import MAX_ITEMS
from game.rules.kmon.cards import Catalog, load_catalog
from game.rules.kmon.world import shown_cards

WANDER = 0.1  # the share of a playout's moves made at random
HP_SCALE = 6.0  # HP of lead (K-Mon standing counted as their HP) for odds of about 73%


def possible_cards(catalog: Catalog, team: Sequence[str]) -> list[str]:
    """The codes a deck of this team may hold (its elements' and the generic ones)."""
    elements = {element for kmon in team for element in catalog.kmon[kmon].elements}
    return [
        code for code, card in catalog.cards.items() if not card.element or card.element in elements
    ]


def made_up_list(
    catalog: Catalog, team: Sequence[str], shown: Counter, hidden: int, rng: random.Random
) -> list[str]:
    """The shown cards and `hidden` more, drawn from what the team's deck may hold."""
    codes = possible_cards(catalog, team)
    items = sum(count for code, count in shown.items() if catalog.cards[code].kind == "item")
    made = list(shown.elements())
    for _ in range(hidden):
        code = rng.choice(codes)
        while catalog.cards[code].kind == "item" and items >= MAX_ITEMS:
            code = rng.choice(codes)
        items += catalog.cards[code].kind == "item"
        made.append(code)
    return made


@register_sampler(("kmon",))
class KMonSampler(Sampler):
    def determinize(
        self, observation: Observation, rng: random.Random, memory: dict[str, Any]
    ) -> State:
        catalog: Catalog = load_catalog()
        seat, zones, extras = observation["seat"], observation["zones"], observation["extras"]
        other = 1 - seat
        filling: dict[str, list[str]] = {}
        # my own deck: my list less what I see of it; the known top cards stay on top
        mine = Counter(extras["deck_list"]) - shown_cards(observation, seat)
        top = list(extras["known_top"])
        mine -= Counter(top)
        rest = sorted(mine.elements())
        rng.shuffle(rest)
        filling[zone_id("deck", seat)] = rest
        filling[zone_id("top", seat)] = top
        filling[zone_id("list", seat)] = list(extras["deck_list"])
        # the opponent's: made up around what it has shown
        hidden = [zone_id(name, other) for name in ("hand", "seen", "deck")]
        sizes = [zones[zone]["size"] for zone in hidden]
        shown = shown_cards(observation, other)
        made = made_up_list(catalog, extras["teams"][other], shown, sum(sizes), rng)
        filling[zone_id("list", other)] = made
        unseen = list((Counter(made) - shown).elements())
        rng.shuffle(unseen)
        start = 0
        for zone, size in zip(hidden, sizes, strict=True):
            filling[zone] = unseen[start : start + size]
            start += size
        return self.ruleset.world(observation, filling, rng.getrandbits(63))

    def playout_action(
        self, state: State, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        if rng.random() < WANDER:
            return rng.choice(legal)
        return choose(from_state(load_catalog(), state, seat), legal)

    def estimate(self, state: State, players: int) -> list[float]:
        """Each seat's odds from the HP its standing K-Mon have left."""
        catalog = load_catalog()
        left = []
        for seat in (0, 1):
            total = 0
            for place in ("active", "bench"):
                for item in state[place][seat]:
                    marks = item["marks"]
                    if "on" in marks or marks.get("exhausted"):
                        continue
                    total += max(0, catalog.kmon[item["card"]].hp - marks.get("damage", 0))
            left.append(total)
        first = 1.0 / (1.0 + math.exp(-(left[0] - left[1]) / HP_SCALE))
        return [first, 1.0 - first]
