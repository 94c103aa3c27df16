"""Text notation of actions and events: the one place where game text is parsed.

Actions read like a player's words: `play r7`, `play r7 uno`, `draw`, `wild blue`, `catch p2`,
and name their targets: a seat (`p2`), a card instance (`c12`) or a zone (`board:p2`), as in
`attack c12 p2` or `shield s4 c33`.
Events read like a log line, the kind then the seat (`-` for none):
`play p1 r7`, `flip - r5`, `draw p2 x2 r3 b5 @p2` (the cards seen by p2 only),
`give p1>p3 x1 p4 =pink @p1,p3`. Seats are printed from 1 (`p1`) and held from 0.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class NotationError(ValueError):
    """Text that is not valid notation; the message says what was expected."""


def seat_text(seat: int) -> str:
    return f"p{seat + 1}"


_SEAT = re.compile(r"p([1-9][0-9]{0,2})")


def parse_seat(token: str) -> int:
    found = _SEAT.fullmatch(token)
    if not found:
        raise NotationError(f"expected a seat such as p1, got {token!r}")
    return int(found.group(1)) - 1


_NUMBER = re.compile(r"[0-9]{1,9}")  # a count or an amount of a game: never more digits


def parse_number(token: str, low: int, high: int) -> int | None:
    """The whole number `token` writes in ASCII digits, when it lies from `low` to `high`;
    None for anything else (a sign, other digits than 0-9, thousands of digits), so that
    a number read from an action or a save is refused in words, never a crash."""
    if not _NUMBER.fullmatch(token):
        return None
    value = int(token)
    return value if low <= value <= high else None


def log_line(seat: int, action: Action) -> str:
    """One line of a game's action log: who did what, as in `p2: catch p1`."""
    return f"{seat_text(seat)}: {action}"


def parse_log_line(line: str) -> tuple[int, str]:
    """The seat and the action text of a log line; the ruleset parses the action."""
    who, colon, text = line.partition(":")
    if not colon:
        raise NotationError("expected a seat, a colon and an action, as in 'p1: play r7'")
    return parse_seat(who.strip()), text.strip()


class Action(NamedTuple):
    """A decision a seat submits: a verb and its arguments, all plain words.

    Actions and events are NamedTuples rather than frozen dataclasses: equally immutable and
    typed, and three times cheaper to create, which long simulations and tree search feel.
    """

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args)) if self.args else self.verb


# A word of an action: a verb, a card, a seat (p2), an instance (c12) or a zone (board:p2).
_WORD = re.compile(r"[A-Za-z0-9+-]+(:[A-Za-z0-9+-]+)?")


def parse_action(text: str) -> Action:
    words = text.split()
    if not words:
        raise NotationError("an action needs at least a verb, such as 'draw' or 'play r7'")
    for word in words:
        if not _WORD.fullmatch(word):
            raise NotationError(f"unexpected characters in {word!r}")
    return Action(words[0].lower(), tuple(w.lower() for w in words[1:]))


class Event(NamedTuple):
    """Something that happened, for the log and for animation.

    `cards` is None where the cards were hidden from the viewer (see `redact`); `private`
    names the seats allowed to see the cards (None: everybody).

    The generic part a table animates without knowing the game: `source` and `dest` name the
    zones the cards move from and to (`hand:p1` -> `chain`), and `ids` the instances the
    cards became or were (`c12`), in order. A change of a counter names the counter as its
    `dest` (`health:p2`) with its new value as `value` and the size of the change as `count`.
    In the event's text they come after the value: `hand:p1>chain #c12`.
    """

    kind: str
    seat: int | None = None
    target: int | None = None
    cards: tuple[str, ...] | None = ()
    count: int = 0
    value: str = ""
    private: tuple[int, ...] | None = None
    source: str = ""
    dest: str = ""
    ids: tuple[str, ...] = ()

    def __str__(self) -> str:
        who = seat_text(self.seat) if self.seat is not None else "-"
        if self.target is not None:
            who += ">" + seat_text(self.target)
        parts = [self.kind, who]
        if self.count:
            parts.append(f"x{self.count}")
        if self.cards:
            parts.extend(self.cards)
        elif self.cards is None:
            parts.append("?")
        if self.value:
            parts.append("=" + self.value)
        if self.source or self.dest:
            parts.append(f"{self.source}>{self.dest}")
        if self.ids:
            parts.append("#" + ",".join(self.ids))
        if self.private is not None:
            parts.append("@" + (",".join(seat_text(s) for s in self.private) or "-"))
        return " ".join(parts)

    def visible_to(self, viewer: int | None) -> bool:
        return self.private is None or (viewer is not None and viewer in self.private)


MAX_EVENT_COUNT = 100_000  # cards one event may count: far above any deck


def parse_event(text: str) -> Event:
    words = text.split()
    if not words:
        raise NotationError("an event needs at least a kind")
    if len(words) < 2:
        raise NotationError(f"an event is a kind then a seat or '-', got {text!r}")
    kind, rest = words[0], words[2:]
    who, arrow, tgt = words[1].partition(">")
    seat = None if who == "-" else parse_seat(who)
    target = parse_seat(tgt) if arrow else None
    count, value, private = 0, "", None
    source = dest = ""
    ids: tuple[str, ...] = ()
    cards: list[str] | None = []
    for word in rest:
        if word.startswith("x") and word[1:].isdigit():
            number = parse_number(word[1:], 0, MAX_EVENT_COUNT)
            if number is None:
                raise NotationError(f"expected a count such as x2, got {word[:12]!r}")
            count = number
        elif word.startswith("="):
            value = word[1:]
        elif word.startswith("#"):
            ids = tuple(word[1:].split(","))
        elif ">" in word:
            source, _, dest = word.partition(">")
        elif word == "@-":
            private = ()
        elif word.startswith("@"):
            private = tuple(parse_seat(s) for s in word[1:].split(","))
        elif word == "?":
            cards = None
        elif cards is not None:
            cards.append(word)
    shown = None if cards is None else tuple(cards)
    return Event(kind, seat, target, shown, count, value, private, source, dest, ids)


def redact(events: list[Event], viewer: int | None) -> list[Event]:
    """The events as `viewer` may see them: hidden cards become None, counts stay."""
    out = []
    for event in events:
        if event.visible_to(viewer) or not event.cards:
            out.append(event)
        else:
            out.append(event._replace(cards=None))
    return out
