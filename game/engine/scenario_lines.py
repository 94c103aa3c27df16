"""Event lines of a scenario (docs/scenarios.md): a line begins an event word by word.

Beside the words an event prints, a line may say `*` for any one of the event's cards (a card
drawn from a shuffled deck) and `**` for all of its cards not named yet, so `draw p1 x5 ** =deal`
checks the count and the value of a deal whatever the cards were.
"""

from __future__ import annotations

from game.engine.notation import Event, NotationError, parse_seat

ANY_CARD = "*"
REST_OF_CARDS = "**"


class LineError(Exception):
    """An event line that cannot be read; the message says why."""


def matches(event: Event, line: str) -> bool:
    """Whether `line` begins the event, word by word; an `@seats` word in it must name the
    very seats that see the event's cards (`@p1` does not match an event seen by p1 and p2)."""
    words = line.split()
    seen = [word for word in words if word.startswith("@")]
    if seen:
        if seen != words[-1:]:
            raise LineError(f"event line {line!r}: the @ part comes last")
        if event.private is None or set(event.private) != _seats(seen[0], line):
            return False
        words = words[:-1]
    text = str(event).split()
    if event.private is not None:
        text = text[:-1]  # the @ part, checked above
    return _begins(text, _card_span(event), words)


def _card_span(event: Event) -> tuple[int, int]:
    """Where the event's cards lie among the words it prints: after the kind, the seats and
    the count (a hidden card's `?` is no card)."""
    start = 3 if event.count else 2
    return start, start + len(event.cards or ())


def _begins(text: list[str], cards: tuple[int, int], words: list[str]) -> bool:
    """Whether `words` begin `text`, `*` standing for one card and `**` for the cards left."""
    first, end = cards
    position = 0
    for word in words:
        if word == REST_OF_CARDS:
            if not first <= position <= end:
                return False
            position = end
            continue
        if position >= len(text):
            return False
        if word == ANY_CARD:
            if not first <= position < end:
                return False
        elif text[position] != word:
            return False
        position += 1
    return True


def _seats(word: str, line: str) -> set[int]:
    """The seats of an `@p1,p3` word (`@-`: none)."""
    if word == "@-":
        return set()
    try:
        return {parse_seat(part) for part in word[1:].split(",")}
    except NotationError as exc:
        raise LineError(f"event line {line!r}: {exc}") from None


def check_events(events: list[Event], wanted: list[str]) -> None:
    """Each wanted line must begin one of the last step's events, in order."""
    position = 0
    for line in wanted:
        while position < len(events) and not matches(events[position], line):
            position += 1
        if position == len(events):
            texts = "; ".join(str(event) for event in events)
            raise LineError(f"no event {line!r} (in order) among: {texts}")
        position += 1


def check_no_events(events: list[Event], unwanted: list[str]) -> None:
    """No event of the last step may match any of the lines."""
    for line in unwanted:
        for event in events:
            if matches(event, line):
                raise LineError(f"event {str(event)!r} happened, and {line!r} must not")
