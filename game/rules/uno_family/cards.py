"""A UNO-family deck as one frozen table: every card fact and derived look-up the rules read.

The table is built once, when a ruleset is made from its card file, and never changes after:
its fields cannot be reassigned, and the look-ups in it are shared by every game of the ruleset
(nothing writes to them). The rules read it on every move, so its look-ups are flat dicts keyed
by card code (a dict read is the fastest look-up CPython has), and the commonest actions and
events, which are immutable, are made here once and shared.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.engine.notation import Action, Event
from game.engine.zones import zone_id
from game.rules.uno_family.deck import Deck


@dataclass(frozen=True, slots=True)
class CardTable:
    """The cards of one deck and what follows from them, keyed by card code."""

    deck: Deck
    kind: dict[str, str]
    color: dict[str, str | None]
    rank: dict[str, str]
    points: dict[str, int]
    number: dict[str, int]  # a number card's number, 0 for the others
    wild_codes: frozenset[str]
    wild4_codes: frozenset[str]
    deck_codes: tuple[str, ...]  # every physical card, in file order
    full_deck: Counter
    color_by_name: dict[str, str]
    play_action: dict[str, Action]
    play_uno_action: dict[str, Action]
    color_actions: tuple[Action, ...]
    # (current color, top rank) -> the codes that may be played on it.
    matching: dict[str, dict[str, frozenset[str]]]
    # (current color, top code) -> every code to its play action, or to None where it may not
    # go there (one look-up per card of a hand in legal_actions). Under the strict Wild Draw 4
    # rule it is None here (legal_actions adds it back when nothing else can be played).
    plays_on: dict[str, dict[str, dict[str, Action | None]]]
    # Per seat, the commonest events.
    play_event: tuple[dict[str, Event], ...]
    turn_event: tuple[Event, ...]
    draw_event: tuple[dict[str, Event], ...]  # a turn's draw of one card, seen by its seat
    uno_event: tuple[Event, ...]
    skip_event: tuple[Event, ...]
    color_event: tuple[dict[str, Event], ...]
    direction_event: tuple[dict[int, Event], ...]
    # A turned-up card names the color to follow (none for a wild: it is named next).
    flip_event: dict[str, Event]

    @classmethod
    def build(cls, deck: Deck, strict_wild4: bool, max_players: int) -> CardTable:
        cards = tuple(deck.cards.values())
        codes = tuple(c.code for c in cards)
        play_action = {c.code: Action("play", (c.code,)) for c in cards}
        wild4_codes = frozenset(c.code for c in cards if c.kind == "wild4")
        matching = _matching(deck)
        left_out = wild4_codes if strict_wild4 else frozenset()
        plays_on = {
            color: {
                top.code: {
                    code: (
                        play_action[code]
                        if code in by_rank[top.rank] and code not in left_out
                        else None
                    )
                    for code in codes
                }
                for top in cards
            }
            for color, by_rank in matching.items()
        }
        deck_codes = tuple(deck.full())
        seats = range(max_players)
        hands = [zone_id("hand", s) for s in seats]
        return cls(
            deck=deck,
            kind={c.code: c.kind for c in cards},
            color={c.code: c.color for c in cards},
            rank={c.code: c.rank for c in cards},
            points={c.code: c.points for c in cards},
            number={c.code: (int(c.rank) if c.kind == "number" else 0) for c in cards},
            wild_codes=frozenset(c.code for c in cards if c.color is None),
            wild4_codes=wild4_codes,
            deck_codes=deck_codes,
            full_deck=Counter(deck_codes),
            color_by_name={name: code for code, name in deck.color_names.items()},
            play_action=play_action,
            play_uno_action={c.code: Action("play", (c.code, "uno")) for c in cards},
            color_actions=tuple(Action("wild", (deck.color_names[c],)) for c in deck.colors),
            matching=matching,
            plays_on=plays_on,
            play_event=tuple(
                {
                    c.code: Event("play", s, None, (c.code,), source=hands[s], dest="discard")
                    for c in cards
                }
                for s in seats
            ),
            turn_event=tuple(Event("turn", s) for s in seats),
            draw_event=tuple(
                {
                    c.code: Event("draw", s, None, (c.code,), 1, "", (s,), "draw", hands[s])
                    for c in cards
                }
                for s in seats
            ),
            uno_event=tuple(Event("uno", s) for s in seats),
            skip_event=tuple(Event("skip", s) for s in seats),
            color_event=tuple(
                {c: Event("color", s, value=name) for c, name in deck.color_names.items()}
                for s in seats
            ),
            direction_event=tuple(
                {d: Event("direction", s, None, (), 0, str(d)) for d in (1, -1)} for s in seats
            ),
            flip_event={
                c.code: Event(
                    "flip",
                    None,
                    None,
                    (c.code,),
                    value=deck.color_names.get(c.color, ""),
                    source="draw",
                    dest="discard",
                )
                for c in cards
            },
        )


def _matching(deck: Deck) -> dict[str, dict[str, frozenset[str]]]:
    cards = deck.cards.values()
    ranks = {c.rank for c in cards}
    return {
        color: {
            rank: frozenset(
                c.code for c in cards if c.color is None or c.color == color or c.rank == rank
            )
            for rank in ranks
        }
        for color in (*deck.colors, "")
    }
