"""A refused card in words: why it may not go there, what it does in this game, and where it
may go now.

The reason is the game's refusal (or the table's own words); what the card does is its face's
rules text; where it may go is read from the legal actions alone, as the table's intents hold
them (intents.py): each place a drag of that card may end on, said as a place of the table (a
zone, a card on it, a seat, anywhere). One mechanism for every game: nothing here knows a
game's rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.notation import NotationError, parse_seat
from game.i18n import has, t
from game.ui.table.describe import Describer
from game.ui.table.intents import TABLE, Intents, targets_for

MOST_PLACES = 4  # places named one by one; more are counted


def explained(
    reason: str,
    describer: Describer,
    found: Intents,
    source: str,
    code: str | None,
    zones: Mapping[str, Mapping[str, Any]],
) -> str:
    """`reason`, then what the card `code` (picked up as `source`: a hand card's code or an
    instance's id) does, then the places it may go now, each a sentence."""
    parts = [reason]
    face = describer.book.faces.get(code) if code is not None else None
    text = face.text.strip() if face is not None else ""
    if text:
        parts.append(t("cardtext.about", card=describer.card(code), text=text))
    places = where(describer, found, source, zones)
    if places:
        parts.append(t("cardtext.goes", places=places))
    return " ".join(part for part in parts if part)


def where(
    describer: Describer, found: Intents, source: str, zones: Mapping[str, Mapping[str, Any]]
) -> str:
    """The places `source` may be dropped on now, in words ("" for none)."""
    targets = sorted(targets_for(found, source), key=lambda target: target or "")
    words = list(dict.fromkeys(place(describer, found, target, zones) for target in targets))
    if len(words) > MOST_PLACES:
        shown = ", ".join(words[: MOST_PLACES - 1])
        return t("cardtext.more", places=shown, count=len(words) - MOST_PLACES + 1)
    return ", ".join(words)


def place(
    describer: Describer,
    found: Intents,
    target: str | None,
    zones: Mapping[str, Mapping[str, Any]],
) -> str:
    """One place a card may be dropped on, in words: anywhere on the table, on a card of the
    table (whose side it is on), on a seat, or on a zone (whose it is)."""
    if target is TABLE:
        return t("cardtext.place.table")
    if target in found.zone_of:  # a card on the table
        zone = zones.get(found.zone_of[target], {})
        card = describer.card(_card_of(zone, target))
        return _owned("cardtext.place.card", zone.get("owner"), found.viewer, describer, card=card)
    if target not in zones:
        try:
            return t("cardtext.place.seat", name=describer.seat(parse_seat(target)))
        except NotationError:
            return t("cardtext.place.zone", zone=target)
    return _zone(describer, target, zones[target], found.viewer)


def _zone(describer: Describer, zone: str, data: Mapping[str, Any], viewer: int | None) -> str:
    base = zone.split(":", 1)[0]
    owner = data.get("owner")
    for prefix in (f"cardtext.{describer.game}.place", "cardtext.place"):
        key = f"{prefix}.{base}"
        if owner is None and has(key):
            return t(key)
        if owner is not None and has(f"{key}.own"):
            return _owned(key, owner, viewer, describer)
    words = t(f"{describer.game}.zone.{zone}") if has(f"{describer.game}.zone.{zone}") else base
    return t("cardtext.place.zone", zone=words)


def _owned(key: str, owner: Any, viewer: int | None, describer: Describer, **params) -> str:
    """`key.own` for a place of the viewer's, `key.other` (with the owner's name) else."""
    if owner is not None and owner == viewer:
        return t(f"{key}.own", **params)
    return t(f"{key}.other", name=describer.seat(owner), **params)


def _card_of(zone: Mapping[str, Any], instance: str) -> str | None:
    for item in zone.get("cards") or ():
        if isinstance(item, Mapping) and item.get("id") == instance:
            return item.get("card")
    return None
