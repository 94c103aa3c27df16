"""What the seat at the screen may do with the mouse, read from its legal actions and the roles
the game declares for each word of a move (game/engine/moves.py).

Every legal action becomes one of three intents:

- a drag (`Drag`): its first word picked up, a card of the viewer's hand (`HAND`, its code) or
  an instance the viewer owns or controls (`OWN`, its id: a monster taken for the turn attacks
  and blocks from its owner's board), dropped onto a target: the next word that is a place
  (`INSTANCE`, `SEAT`: its name plate, `ZONE`), else the place the move declares (`target`,
  where `kind:@` names the viewer's own zone of that kind: a monster summoned onto one's board,
  and `kind:@other` the other seat's in a game of two: a K-Mon's ability aimed at the
  opponent's active K-Mon), else `TABLE` (None): anywhere on the table. Every other word
  (UNO's `uno` call) is an option of the same drop, so one drop may match several actions: the
  table asks which.
- a click (`Click`) on a zone or on a card in it: an action without a card picked up whose
  first `SHOWN` card or `INSTANCE` lies in a zone of the view (`pick emberhorn` in
  `characters`), or one whose declared target is a zone (UNO's `draw`, a click on the pile).
- a button (`Action`), for everything else (`pass`, `ability`, `choose first`, `wild blue`,
  `catch p2`): the table puts the verb and its words into a label.

Nothing is guessed from the look of a word: UNO Monster High's pink 2 is the card `p2` in
`play p2` (a `HAND` word) and the seat `p2` in `catch p2` (a `SEAT` word). Nothing here reads a
game's state or imports a ruleset: the view, the legal actions and the declared moves are all
there is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.engine.moves import HAND, INSTANCE, OWN, PLACES, SEAT, SHOWN
from game.engine.notation import Action, seat_text
from game.engine.zones import zone_id

TABLE = None  # a drag's target when the card may be dropped anywhere on the table
OWN_ZONE = ":@"  # a default target `board:@` is the acting seat's own zone of that kind
OTHER_ZONE = ":@other"  # `active:@other`: the other seat's zone of that kind (two players)
_SEAT = re.compile(r"p([1-9][0-9]{0,2})")


class MoveRoles(Protocol):
    """What the table reads of a game's moves (game/engine/moves.py's MoveReading)."""

    def roles(self, action: Action) -> tuple[str, ...]: ...

    def target(self, action: Action) -> str | None: ...


class DeclaredMoves(MoveRoles, Protocol):
    def sources(self) -> list[tuple[Any, int]]: ...


@dataclass(frozen=True, slots=True)
class Drag:
    """An action done by dropping `source` onto `target`."""

    action: Action
    source: str  # a card code of the viewer's hand, or an instance id
    source_zone: str  # where the source lies
    target: str | None  # a zone id, a seat (`pN`), an instance id, or TABLE
    options: tuple[str, ...] = ()  # the action's other words (`uno`, a color)


@dataclass(frozen=True, slots=True)
class Click:
    """An action done by clicking a zone (`item` None) or a card in it."""

    action: Action
    zone: str
    item: str | None = None  # the card code or instance id clicked
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Intents:
    drags: tuple[Drag, ...]
    clicks: tuple[Click, ...]
    buttons: tuple[Action, ...]
    zone_of: Mapping[str, str]  # instance id -> the zone it lies in
    viewer: int | None = None  # the seat whose intents these are
    players: int = 0
    tops: Mapping[str, str] = field(default_factory=dict)  # chain zone -> its top instance


class _Reader:
    """The words of one view: the viewer's hand cards and own instances, the cards face up
    elsewhere, the instances, the zones and the seats."""

    def __init__(self, view: Mapping[str, Any]):
        viewer = view.get("seat")
        self.viewer = viewer
        self.players = view.get("players", 0)
        self.zones = view["zones"]
        self.hand: dict[str, str] = {}  # card code -> the viewer's hand zone
        self.mine: dict[str, str] = {}  # instance id -> its zone, owned or controlled by viewer
        self.shown: dict[str, str] = {}  # card code face up elsewhere -> its zone (the first)
        self.zone_of: dict[str, str] = {}  # instance id -> its zone
        me = seat_text(viewer) if viewer is not None else None
        for zone, data in self.zones.items():
            own = viewer is not None and data.get("owner") == viewer
            for item in data.get("cards") or ():
                if isinstance(item, Mapping):
                    self.zone_of[item["id"]] = zone
                    if own or (me is not None and _controller(item) == me):
                        self.mine[item["id"]] = zone
                    self.shown.setdefault(item["card"], zone)
                elif own and data["kind"] == "hand":
                    self.hand.setdefault(item, zone)
                else:
                    self.shown.setdefault(item, zone)

    def source_zone(self, role: str, word: str) -> str | None:
        """Where a word picked up lies: a card of the viewer's hand, or an instance of its."""
        if role == HAND:
            return self.hand.get(word)
        return self.mine.get(word) if role == OWN else None

    def is_target(self, word: str) -> bool:
        return word in self.zones or word in self.zone_of or self._is_seat(word)

    def _is_seat(self, word: str) -> bool:
        found = _SEAT.fullmatch(word)
        return found is not None and int(found.group(1)) <= self.players

    def own_zone(self, target: str) -> str:
        """`kind:@` as the viewer's zone of that kind, `kind:@other` as the other seat's."""
        if target.endswith(OTHER_ZONE) and self.viewer is not None:
            if self.players != 2:
                raise ValueError(f"the target {target!r} names the other seat of many")
            return zone_id(target[: -len(OTHER_ZONE)], 1 - self.viewer)
        if target.endswith(OWN_ZONE) and self.viewer is not None:
            return zone_id(target[: -len(OWN_ZONE)], self.viewer)  # the actor's own zone
        return target

    def check_target(self, action: Action, target: str | None) -> str | None:
        if target is not None:
            target = self.own_zone(target)
        if target is not None and not self.is_target(target):
            raise ValueError(f"the default target of {action} is {target!r}, not on the table")
        return target


def _controller(item: Mapping[str, Any]) -> str | None:
    """The seat controlling an instance for now (`p2`), when its marks say so."""
    marks = item.get("marks")
    return marks.get("controller") if isinstance(marks, Mapping) else None


def intents(view: Mapping[str, Any], legal: Iterable[Action], moves: MoveRoles) -> Intents:
    """Every action of `legal` (the viewer's, `view["seat"]`) as a drag, a click or a button."""
    reader = _Reader(view)
    drags: list[Drag] = []
    clicks: list[Click] = []
    buttons: list[Action] = []
    for action in legal:
        args, roles = action.args, moves.roles(action)
        default = reader.check_target(action, moves.target(action))
        source = next(
            (
                (index, zone)
                for index, role in enumerate(roles)
                if (zone := reader.source_zone(role, args[index])) is not None
            ),
            None,
        )
        if source is not None:
            index, zone = source
            spot = next((i for i in range(index + 1, len(roles)) if roles[i] in PLACES), None)
            target = default if spot is None else args[spot]
            options = tuple(word for i, word in enumerate(args) if i not in (index, spot))
            drags.append(Drag(action, args[index], zone, target, options))
            continue
        shown = next(
            (
                i
                for i, role in enumerate(roles)
                if (role == SHOWN and args[i] in reader.shown)
                or (role == INSTANCE and args[i] in reader.zone_of)
            ),
            None,
        )
        if shown is not None:
            word = args[shown]
            zone = reader.zone_of.get(word) or reader.shown[word]
            clicks.append(Click(action, zone, word, args[:shown] + args[shown + 1 :]))
        elif default is not None and default in reader.zones:
            clicks.append(Click(action, default, None, args))
        else:
            buttons.append(action)
    zone_of = dict(reader.zone_of)
    tops = {
        zone: cards[-1]["id"]
        for zone, data in reader.zones.items()
        if data.get("kind") == "chain"
        and (cards := data.get("cards"))
        and isinstance(cards[-1], Mapping)
    }
    return Intents(
        tuple(drags), tuple(clicks), tuple(buttons), zone_of, reader.viewer, reader.players, tops
    )


def drop(found: Intents, source: str, target: str | None) -> list[Action]:
    """The actions matched by dropping `source` on `target` (what lies under the pointer: a
    zone id, a seat, an instance id, or TABLE for the bare table). A drag onto a zone matches a
    drop on any card of that zone, and a drag onto a chain's top card a drop anywhere on the
    chain. Where no drag names that place, the drags that may go
    anywhere on the table match, unless the card is dropped back where it lies.
    Empty: refused; one: submit it; several: ask which."""
    mine = [drag for drag in found.drags if drag.source == source]
    exact = [drag.action for drag in mine if drag.target is not None and _hits(found, drag, target)]
    if exact:
        return exact
    home = {drag.source_zone for drag in mine}
    if target in home or found.zone_of.get(target or "") in home:
        return []
    return [drag.action for drag in mine if drag.target is None]


def _hits(found: Intents, drag: Drag, target: str | None) -> bool:
    """A drop on the drag's target, on a card of the zone it names, or anywhere on a chain
    whose top card it names (a shield dropped on the chain answers its newest card)."""
    if drag.target == target:
        return True
    if target is None or drag.target is None:
        return False
    zone = found.zone_of.get(target, target)
    return zone == drag.target or found.tops.get(zone) == drag.target


def refused_drop(
    found: Intents, moves: DeclaredMoves, source: str, place: str | None
) -> list[Action]:
    """The moves that dropping `source` on `place` would make, built from the moves the game
    declares, so that the table can ask the rules why the drop is refused: the card in a word
    that picks it up, the place in the next word of its role (a seat, an instance, a zone), or
    the place the move sends the card to (`place` None: a card played from the keyboard, to
    wherever its move sends it). The verbs the seat may use now come first."""
    picked = OWN if source in found.zone_of else HAND
    now = {d.action.verb for d in found.drags} | {c.action.verb for c in found.clicks}
    now |= {action.verb for action in found.buttons}
    built = []
    for move, index in moves.sources():
        if move.args[index].role != picked:
            continue
        words = _words_for(found, moves, move, index, source, place)
        if words is not None:
            built.append(Action(move.verb, words))
    return sorted(built, key=lambda action: action.verb not in now)


def _words_for(
    found: Intents, moves: DeclaredMoves, move: Any, index: int, source: str, place: str | None
) -> tuple[str, ...] | None:
    if index:
        return None  # words before the card: the drop cannot tell them
    words = [source]
    placed = False
    for arg in move.args[index + 1 :]:
        if not placed and place is not None and arg.role in PLACES and _is(found, arg.role, place):
            words.append(place)
            placed = True
        elif arg.optional:
            break
        else:
            return None  # a word the drop cannot tell
    if placed:
        return tuple(words)
    goes = moves.target(Action(move.verb, tuple(words)))
    if goes is None or place is None:
        return tuple(words)  # anywhere on the table, or a card played without a place
    reader = _Reader({"seat": found.viewer, "players": found.players, "zones": {}})
    goes = reader.own_zone(goes)
    under = found.zone_of.get(place or "", place)
    return tuple(words) if goes in (place, under) else None


def _is(found: Intents, role: str, place: str) -> bool:
    if role == INSTANCE:
        return place in found.zone_of
    if role == SEAT:
        seat = _SEAT.fullmatch(place)
        return seat is not None and int(seat.group(1)) <= found.players
    return place not in found.zone_of and _SEAT.fullmatch(place) is None  # ZONE


def targets_for(found: Intents, source: str) -> set[str | None]:
    """Every place `source` may be dropped on, to glow while it is dragged (TABLE: the whole
    table)."""
    return {drag.target for drag in found.drags if drag.source == source}


def sources(found: Intents) -> set[str]:
    """The cards that may be picked up at all."""
    return {drag.source for drag in found.drags}


def click(found: Intents, zone: str, item: str | None = None) -> list[Action]:
    """The actions matched by clicking `zone`, or the card `item` in it. A click on a card of a
    zone that is itself a click target counts as a click on the zone."""
    hits = [c.action for c in found.clicks if c.zone == zone and c.item == item and item]
    if hits:
        return hits
    return [c.action for c in found.clicks if c.zone == zone and c.item is None]


__all__ = [
    "TABLE",
    "Click",
    "Drag",
    "DeclaredMoves",
    "Intents",
    "MoveRoles",
    "click",
    "drop",
    "intents",
    "refused_drop",
    "sources",
    "targets_for",
]
