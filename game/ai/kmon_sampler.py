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

from game.ai.ismcts import Sampler
from game.ai.kmon_heuristic import choose
from game.ai.kmon_table import from_state
from game.engine.contract import Observation, State
from game.engine.notation import Action
from game.engine.zones import zone_id
from game.rules.kmon.card_model import MAX_ITEMS
from game.rules.kmon.cards import Catalog, load_catalog
from game.rules.kmon.effects import priced
from game.rules.kmon.world import shown_cards

WANDER = 0.1  # the share of a playout's moves made at random
# What a stopped playout is scored by: the first seat's odds are 1 / (1 + exp(-u)), u the sum
# of these weights times the first seat's lead in each of `features` (bench/fit_kmon_estimate.py
# fits them on battles between Normal players).
FEATURES = (
    "hp",
    "standing",
    "active",
    "charges",
    "ready",
    "ultimate",
    "hand",
    "late_standing",
    "late_hp",
    "turn",
)
KMON_ESTIMATE = {
    "hp": 0.231,
    "standing": 0.681,
    "active": -0.044,
    "charges": -0.004,
    "ready": 0.644,
    "ultimate": 0.759,
    "hand": -0.016,
    "late_standing": 1.677,
    "late_hp": 0.330,
    "turn": 0.092,
}
LATE = 6  # cards left in the shorter deck from which the end by count draws near


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
        """Each seat's odds from what it has left (see KMON_ESTIMATE)."""
        catalog = load_catalog()
        first, second = features(catalog, state, 0), features(catalog, state, 1)
        weights = [KMON_ESTIMATE.get(name, 0.0) for name in FEATURES]
        lead = sum(w * (a - b) for w, a, b in zip(weights, first, second, strict=True))
        odds = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead))))
        return [odds, 1.0 - odds]


def features(catalog: Catalog, state: State, seat: int) -> list[float]:
    """What a seat has left, in the order of FEATURES: the HP of its K-Mon standing, how many
    stand, its active K-Mon's HP, its charges (8 at most count), an Ultimate in hand its active
    K-Mon can pay for now, Ultimates in hand its team can use (2 at most), cards in hand (5 at
    most), K-Mon standing and their HP again as the shorter deck runs low (a battle whose deck
    runs out goes to the team with more K-Mon standing, then less damage), its turn."""
    hp = standing = active_hp = 0
    elements: set[str] = set()
    active_kmon = None
    for place in ("active", "bench"):
        for item in state[place][seat]:
            marks = item["marks"]
            if "on" in marks or marks.get("exhausted"):
                continue
            kmon = catalog.kmon[item["card"]]
            left = max(0, kmon.hp - marks.get("damage", 0))
            hp += left
            standing += 1
            elements.update(kmon.elements)
            if place == "active":
                active_hp, active_kmon = left, kmon
    charges = state["charges"][seat]
    ready = ultimates = 0
    for code in state["hands"][seat]:
        card = catalog.cards[code]
        if not card.ultimate or (card.element and card.element not in elements):
            continue
        ultimates += 1
        if active_kmon is not None and (not card.element or card.element in active_kmon.elements):
            ready |= priced(card, active_kmon.trait, 0) <= charges
    late = max(0.0, 1.0 - min(len(deck) for deck in state["decks"]) / LATE)
    return [
        hp,
        standing,
        active_hp,
        min(charges, 8),
        ready,
        min(ultimates, 2),
        min(len(state["hands"][seat]), 5),
        late * standing,
        late * hp,
        state["turn"] == seat,
    ]
