"""One glossary of the table's words: each zone, counter, name plate and phase a table shows,
its name and a short explanation, in the catalogue (`glossary.<term>`, and the name as
`glossary.<term>.name`). A game may tell a term its own way (`glossary.<game>.<term>`: Uno
Mostro's discard pile is its Graveyard); else the words shared by every game are used.

A term is what a thing on the table is, never what it holds: `zone.deck` for `deck:p2`,
`counter.life` for `life:p1`. The explanation tells the term only, so nothing hidden shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.i18n import has, t

# The phases of a turn a game's prompts name (their names, `glossary.<game>.phase.<n>.name`,
# are looked for in the words at the top left of the table).
PHASES = {"kmon": ("1", "2", "3", "4", "5")}


@dataclass(frozen=True)
class Entry:
    """A term of the glossary in the player's language."""

    term: str
    name: str
    text: str


def zone_term(zone_id: str) -> str:
    return "zone." + zone_id.split(":", 1)[0]


def counter_term(counter_id: str) -> str:
    return "counter." + counter_id.split(":", 1)[0]


def _key(game: str, term: str, suffix: str = "") -> str | None:
    for key in (f"glossary.{game}.{term}{suffix}", f"glossary.{term}{suffix}"):
        if has(key):
            return key
    return None


def _name(game: str, term: str) -> str | None:
    """The term's name: as the table writes it (a zone's label, a counter's badge), else the
    glossary's own."""
    kind, _, word = term.partition(".")
    shown = {
        "zone": (f"{game}.zone.{word}",),
        "counter": (f"{game}.counter.{word}", f"counter.{word}"),
    }.get(kind, ())
    for key in shown:
        if has(key):
            return t(key)
    key = _key(game, term, ".name")
    return t(key) if key is not None else None


def entry(game: str, term: str) -> Entry | None:
    """`term` of `game` in the glossary, or None when it has no explanation."""
    key = _key(game, term)
    name = _name(game, term)
    if key is None or name is None:
        return None
    return Entry(term, name, t(key))


def has_entry(game: str, term: str) -> bool:
    return _key(game, term) is not None and _name(game, term) is not None


def phases_in(game: str, words: str) -> list[str]:
    """The phase terms of `game` whose names `words` says (`Phase III: ...`), in order."""
    found = []
    for number in PHASES.get(game, ()):
        term = f"phase.{number}"
        name = _name(game, term)
        if name and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", words):
            found.append(term)
    return found
