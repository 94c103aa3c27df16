"""Names as the player reads them, in the language the app speaks now: a save's and a seat's.

A save's slot is a safe file name ("autosave", "unfinished-2026-12-04-150212"), and a person
nobody named is saved with the default name of the language the game was started in
("Player 2"). Both are shown in today's language: "Last game (autosave)", "Partita non finita,
4 dic 15:02", "Giocatore 2". A slot or a name of any other kind is shown as it is.
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import cache

from game import i18n
from game.i18n import t
from game.persist.in_progress import unfinished_stamp
from game.persist.saves import AUTOSAVE_SLOT

DEFAULT_NAME_KEY = "seat.default_human"


def save_title(slot: str) -> str:
    """What Load game calls the save in `slot`."""
    if slot == AUTOSAVE_SLOT:
        return t("load.autosave")
    kept = unfinished_stamp(slot)
    if kept is None:
        return slot
    when, number = kept
    title = t("load.unfinished", when=short_date(when))
    return title if number == 1 else f"{title} ({number})"


def short_date(when: datetime, now: datetime | None = None) -> str:
    """ "4 Dec 15:02" in the player's words; the year too when it is not this one."""
    months = t("date.months").split()
    month = months[when.month - 1] if len(months) == 12 else str(when.month)
    this_year = (now or datetime.now()).year == when.year
    return t(
        "date.short" if this_year else "date.short_year",
        day=when.day,
        month=month,
        year=when.year,
        time=when.strftime("%H:%M"),
    )


def seat_name(name: str) -> str:
    """A seat's name as the table shows it: a default name of any language ("Player 2",
    "Jugador 2") in today's; any other name as it was typed."""
    number = default_seat_number(name)
    return name if number is None else t(DEFAULT_NAME_KEY, number=number)


def default_seat_number(name: str) -> int | None:
    """The number in a default seat name of any language; None for a name of anyone's own."""
    for pattern in _default_patterns():
        match = pattern.fullmatch(name.strip())
        if match:
            return int(match[1])
    return None


@cache
def _default_patterns() -> tuple[re.Pattern[str], ...]:
    """The default names of every language as patterns ("Player {number}": "Player (\\d+)")."""
    patterns = []
    for text in i18n.every_text(DEFAULT_NAME_KEY):
        before, found, after = text.partition("{number}")
        if found:
            patterns.append(re.compile(f"{re.escape(before)}(\\d{{1,2}}){re.escape(after)}"))
    return tuple(patterns)
