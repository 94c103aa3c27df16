"""The draws of a battle, and the Seer's choice at each of them (rulebook 001:214, 253).

Every draw of the battle comes here: the turn's draw in phase V, the bonus of an exhausted
K-Mon, a card's `draw` (the opening hand is dealt before the battle and is not one). Cards are
drawn one at a time (001:253); before each, a player whose active K-Mon is a Seer may look at
the top 3 cards of the deck, keep one and put the others back on top in the order they like,
or draw as usual: `look` or `draw`, then `keep A B C`. The choice waits in `state["pending"]`
(`{what: "look", seat, left, why}`), ahead of what else waits, and is asked once the chain
under way (if any) has resolved; it is asked only while the Seer is still the active K-Mon.
"""

from __future__ import annotations

from game.engine.notation import Event
from game.engine.zones import zone_id
from game.rules.kmon import state as st
from game.rules.kmon.cards import Catalog

SEER_LOOK = 3


def seer_offer(catalog: Catalog, state: dict, seat: int) -> bool:
    """Whether the seat may look before its next card: its active K-Mon is a Seer (not
    exhausted) and the deck holds more than one card."""
    return st.trait(catalog, state, seat) == "seer" and len(state["decks"][seat]) > 1


def draw(
    catalog: Catalog, state: dict, seat: int, count: int, why: str, events: list[Event]
) -> None:
    """`count` cards for `seat`: at once, or, for a Seer, a choice before each card."""
    if state["phase"] == "over":
        return
    if count > 0 and seer_offer(catalog, state, seat):
        ahead = next(
            (i for i, p in enumerate(state["pending"]) if p["what"] != "look"),
            len(state["pending"]),
        )
        entry = {"what": "look", "seat": seat, "left": count, "why": why}
        state["pending"].insert(ahead, entry)
    else:
        st.draw(state, seat, count, why, events)


def settle(catalog: Catalog, state: dict, events: list[Event]) -> str | None:
    """The draw waiting first in `pending`: asked (phase `look`) while the Seer may look,
    else its cards drawn as usual. The `why` of a draw done (and taken off `pending`), or
    None while a choice is asked."""
    entry = state["pending"][0]
    if entry["left"] and seer_offer(catalog, state, entry["seat"]):
        state["phase"] = "look"
        return None
    st.draw(state, entry["seat"], entry["left"], entry["why"], events)
    state["pending"].pop(0)
    return entry["why"]


def look(state: dict, seat: int, events: list[Event]) -> None:
    """The Seer's player looks at the top cards (phase `seer` follows)."""
    seen_count = min(SEER_LOOK, len(state["decks"][seat]))
    state["seen"] = [st.take_card(state, seat) for _ in range(seen_count)]
    state["phase"] = "seer"
    events.append(
        Event(
            "look",
            seat,
            cards=tuple(state["seen"]),
            count=len(state["seen"]),
            private=(seat,),
            source=zone_id("deck", seat),
            dest=zone_id("seen", seat),
        )
    )


def plain(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> str | None:
    """No look: one card drawn as usual. As `settle`."""
    entry = state["pending"][0]
    st.draw(state, seat, 1, entry["why"], events)
    entry["left"] -= 1
    return settle(catalog, state, events)


def keep(
    catalog: Catalog, state: dict, seat: int, codes: tuple[str, ...], events: list[Event]
) -> str | None:
    """The Seer keeps the first card named and puts the others back on top, the second
    named on top. As `settle`."""
    chosen, back = codes[0], list(codes[1:])
    state["decks"][seat].extend(back)
    state["tops"][seat][:0] = back
    state["seen"] = []
    state["hands"][seat].append(chosen)
    events.append(
        Event(
            "draw",
            seat,
            cards=(chosen,),
            count=1,
            value="seer",
            private=(seat,),
            source=zone_id("seen", seat),
            dest=zone_id("hand", seat),
        )
    )
    if back:
        events.append(
            Event(
                "put_back",
                seat,
                cards=tuple(back),
                count=len(back),
                private=(seat,),
                source=zone_id("seen", seat),
                dest=zone_id("deck", seat),
            )
        )
    state["pending"][0]["left"] -= 1
    return settle(catalog, state, events)
