"""What the table shows: a copy of one seat's view that animations change step by step.

The table never draws from the game state. It draws this model, which starts as the viewer's
view (`GameSession.view`: zones, counters, the decision and the game's own facts, `extras`),
is changed by each (redacted) event as its animation lands, and is set again from the view
once a batch of events has played, so the two can never drift apart. Cards the viewer may not
see are None here, so there is nothing to draw face up by mistake.

The roles of the zones come from their declarations alone: a seat's hand is the zone of kind
hand it owns; of the table's own piles, the one nobody sees is drawn from (the stock) and a
face-up one is played on (the pile).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.zones import zone_id
from game.ui.cardbook import CardBook


def hand_order(book: CardBook) -> dict[str, int]:
    """Where each card goes in a hand shown in order, by the faces' sort keys (UNO: by color,
    then number, wilds last)."""
    ranked = sorted(book.faces.values(), key=lambda face: face.sort_key)
    return {face.code: place for place, face in enumerate(ranked)}


@dataclass
class Zone:
    """One zone as the table shows it: its declaration, and its cards (None: face down)."""

    id: str
    kind: str = "pile"
    owner: int | None = None
    visible_to: str = "everyone"
    cards: list[Any] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.cards)

    def visible(self, viewer: int | None) -> bool:
        """Whether `viewer` sees this zone's cards."""
        if self.visible_to == "everyone":
            return True
        return self.visible_to == "owner" and viewer is not None and viewer == self.owner


def zone_of(shown: Mapping[str, Any], zone: str) -> Zone:
    """A zone of a view as the table keeps it: a face-down card for each it may not see."""
    cards = shown["cards"]
    return Zone(
        zone,
        shown["kind"],
        shown["owner"],
        shown["visible_to"],
        list(cards) if cards is not None else [None] * shown["size"],
    )


def hand_id(view: Mapping[str, Any], seat: int) -> str | None:
    """The id of the hand `seat` owns in `view`, or None."""
    for zone, shown in view["zones"].items():
        if shown["kind"] == "hand" and shown["owner"] == seat:
            return zone
    return None


def hand_size(view: Mapping[str, Any], seat: int) -> int:
    """How many cards `seat` holds, as `view` tells it (a hand's size is always public)."""
    zone = hand_id(view, seat)
    return view["zones"][zone]["size"] if zone is not None else 0


def seat_counters(counters: Mapping[str, int], name: str, players: int) -> list[int]:
    """Each seat's counter called `name` (`score:p1`, ...), 0 where a seat has none."""
    return [counters.get(zone_id(name, seat), 0) for seat in range(players)]


def table_piles(zones: Mapping[str, Zone]) -> tuple[str | None, str | None]:
    """The ids of the stock (the pile of the table nobody sees) and of the pile played on (a
    pile of the table everyone sees), or None for one the game does not have."""
    piles = [zone for zone in zones.values() if zone.kind == "pile" and zone.owner is None]
    stock = next((zone.id for zone in piles if zone.visible_to == "nobody"), None)
    pile = next((zone.id for zone in piles if zone.visible_to == "everyone"), None)
    return stock, pile


@dataclass
class Display:
    players: int
    viewer: int | None
    zones: dict[str, Zone] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)
    decision: dict[str, Any] | None = None
    # The game's own facts beside its zones (a color to follow, a direction): the family's
    # hooks read them and change them as its events land.
    extras: dict[str, Any] = field(default_factory=dict)
    # The marks on the name plates: whose turn it is and who dealt (set by the family's hooks).
    turn: int | None = None
    dealer: int | None = None
    hand_order: dict[str, int] | None = None
    # The viewer's cards on their way in: already in the hand, holding their places open, but
    # not drawn until they land (see `expect`).
    arriving: list[str] = field(default_factory=list)
    # Each seat's hand (the cards of the zone it owns: the same lists), and the table's piles.
    hands: list[list[Any]] = field(default_factory=list)
    stock_id: str | None = None
    pile_id: str | None = None
    # The game family's hooks (see game/ui/table/family.py): they read the facts of `extras`
    # that the plates show once the model is set.
    family: Any = None
    # The marks the instances will have once the move shown now is over (instance id ->
    # marks, from the view after it): a card landing on a board lands with them, laid on its
    # monster if it goes on one (see `foresee`).
    future: dict[str, Any] = field(default_factory=dict)
    # Instances not drawn in their place while a copy of them moves (an attacker lunging).
    hidden_items: set[str] = field(default_factory=set)

    @classmethod
    def from_view(
        cls, view: Mapping[str, Any], hand_order: dict[str, int] | None = None, family: Any = None
    ) -> Display:
        display = cls(view["players"], view["seat"], hand_order=hand_order, family=family)
        display.sync(view)
        return display

    def sync(self, view: Mapping[str, Any]) -> None:
        """Set the model from `view` (which is shared, and left as it is)."""
        self.players, self.viewer = view["players"], view["seat"]
        self.zones = {zone: zone_of(shown, zone) for zone, shown in view["zones"].items()}
        own = self.zones.get(hand_id(view, self.viewer)) if self.viewer is not None else None
        if own is not None and None not in own.cards:
            own.cards = self.in_hand_order(own.cards)
        self.hands = []
        for seat in range(self.players):
            zone = hand_id(view, seat)
            self.hands.append(self.zones[zone].cards if zone is not None else [])
        self.stock_id, self.pile_id = table_piles(self.zones)
        self.counters = dict(view["counters"])
        self.decision = view["decision"]
        self.extras = dict(view["extras"])
        seats = self.decision["seats"] if self.decision else []
        self.turn = seats[0] if self.decision and self.decision["kind"] == "turn" else None
        self.dealer = None
        self.arriving = []
        if self.family is not None:
            self.family.synced(self)

    # -- the zones by their roles -----------------------------------------------------------
    @property
    def stock(self) -> Zone:
        """The pile cards are drawn from (an empty one when the game has none)."""
        return self.zones[self.stock_id] if self.stock_id else Zone("stock")

    @property
    def pile(self) -> Zone:
        """The pile cards are played on (an empty one when the game has none)."""
        return self.zones[self.pile_id] if self.pile_id else Zone("pile")

    def seat_counters(self, name: str) -> list[int]:
        return seat_counters(self.counters, name, self.players)

    def clear_table(self, stock_size: int) -> None:
        """A new deal: every hand and face-up pile empty, every card in the stock."""
        for zone in self.zones.values():
            zone.cards.clear()  # in place: `hands` holds the same lists
        self.stock.cards.extend([None] * stock_size)
        self.arriving = []

    def take_from_stock(self) -> None:
        if self.stock.cards:
            self.stock.cards.pop()

    def is_hand(self, zone: Zone) -> bool:
        """Whether `zone` is its owner's hand (not a second hand of the seat's, such as the
        cards a K-Mon Seer looks at)."""
        owner = zone.owner
        return owner is not None and owner < len(self.hands) and zone.cards is self.hands[owner]

    # -- changes made as animations land ----------------------------------------------------
    def in_hand_order(self, cards) -> list[str]:
        """`cards` in the order the viewer's hand keeps (as given, without an order)."""
        order = self.hand_order
        return sorted(cards, key=order.__getitem__) if order else list(cards)

    def places(
        self, seat: int, cards: Sequence[str | None], hand: Sequence[str | None] | None = None
    ) -> list[int]:
        """Where each of `cards` will sit in the seat's hand (now, or `hand`) once they are in.

        A hidden hand, or a hand shown as it comes, takes new cards at its end. The viewer's
        sorted hand takes each at its place, after equal cards already held, as `add_to_hand`
        puts it.
        """
        order = self.hand_order
        if hand is None:
            hand = self.hands[seat]
        if seat != self.viewer or not order or any(card is None for card in cards):
            return [len(hand) + i for i in range(len(cards))]
        tagged = [(order[c], 0, i) for i, c in enumerate(hand) if c is not None]
        tagged += [(order[c], 1, i) for i, c in enumerate(cards)]
        tagged.sort()
        at = {tag[2]: index for index, tag in enumerate(tagged) if tag[1] == 1}
        return [at[i] for i in range(len(cards))]

    def _sorts(self, seat: int) -> bool:
        """The seat's hand is kept sorted: the viewer's, when every card of it is known."""
        return seat == self.viewer and bool(self.hand_order) and None not in self.hands[seat]

    def expect(self, seat: int, cards: Sequence[str | None]) -> None:
        """Cards set off towards the seat's hand: the viewer's take their places in it now,
        so the hand opens a gap for each, and are drawn once they land (`add_to_hand`)."""
        if None in cards or not self._sorts(seat):
            return
        for card in cards:
            insort(self.hands[seat], card, key=self.hand_order.__getitem__)
            self.arriving.append(card)

    def add_to_hand(self, seat: int, card: str | None) -> None:
        if seat == self.viewer and card is not None and card in self.arriving:
            self.arriving.remove(card)  # it was expected: its place is waiting
            return
        hand = self.hands[seat]
        if seat != self.viewer or card is None:
            hand.append(None)
        elif self._sorts(seat):
            insort(hand, card, key=self.hand_order.__getitem__)
        else:
            hand.append(card)

    def waiting(self) -> set[int]:
        """The places in the viewer's hand held open for cards still flying in: for each, the
        last copy of its code (`expect` puts a card after equal ones)."""
        hand = self.hands[self.viewer] if self.viewer is not None else []
        places: set[int] = set()
        for code in self.arriving:
            free = [i for i, held in enumerate(hand) if held == code and i not in places]
            if free:
                places.add(free[-1])
        return places

    # -- any zone ----------------------------------------------------------------------------
    def card_of(self, instance: str) -> str | None:
        """The card of the instance `instance` wherever it lies on the table (None: none)."""
        for zone in self.zones.values():
            for item in zone.cards:
                if isinstance(item, Mapping) and item.get("id") == instance:
                    return item.get("card")
        return None

    def foresee(self, view: Mapping[str, Any]) -> None:
        """Remember the marks of every instance of `view` (the table after the move about to
        be shown), for the cards that land during it."""
        self.future = {
            item["id"]: dict(item.get("marks", {}))
            for zone in view["zones"].values()
            for item in zone.get("cards") or ()
            if isinstance(item, Mapping) and "id" in item
        }

    def arrivals(self, zone: str, cards: Sequence[str | None], ids: Sequence[str]) -> list[Any]:
        """The items of `zone` once `cards` (instances `ids`, when named) have landed there."""
        found = self.zones.get(zone)
        items = list(found.cards) if found is not None else []
        for index, card in enumerate(cards):
            known = ids[index] if index < len(ids) else None
            marks = self.future.get(known, {}) if known is not None else {}
            items.append({"id": known, "card": card, "marks": marks} if known else card)
        return items

    def rewind(self, events: Sequence[Any]) -> None:
        """Set the table back to before `events`, the moves of a game's opening that the view
        already shows made: each card taken out of where it landed and put back where it came
        from (a pile, or nowhere), the last first, so that the opening is seen dealt from an
        empty table. An opening that shuffles clears the table itself: nothing before it."""
        for event in reversed(events):
            if event.kind == "shuffle":
                return
            if not event.dest or event.dest not in self.zones:
                continue
            cards = event.cards if event.cards is not None else (None,) * event.count
            for index in range(len(cards) - 1, -1, -1):
                known = event.ids[index] if index < len(event.ids) else None
                if self.take(event.dest, cards[index], known) < 0:
                    continue
                source = self.zones.get(event.source) if event.source else None
                if source is not None:
                    source.cards.append(cards[index] if source.visible(self.viewer) else None)

    def take(self, zone: str, card: str | None, known: str | None = None) -> int:
        """Take an item out of `zone`: the instance `known`, else the card `card`, else (a
        hidden card) one from the middle of a hand or the top of a pile. Returns its index (-1:
        the zone has nothing to take, or is not shown)."""
        found = self.zones.get(zone)
        if found is None or not found.cards:
            return -1
        cards = found.cards
        index = -1
        for at, item in enumerate(cards):
            if isinstance(item, Mapping) and known is not None and item.get("id") == known:
                index = at
                break
            if card is not None and (
                item == card or isinstance(item, Mapping) and item.get("card") == card
            ):
                index = at
        if index < 0:
            index = len(cards) // 2 if found.kind == "hand" else len(cards) - 1
        cards.pop(index)
        return index

    def put(self, zone: str, card: str | None, known: str | None, seat: int | None) -> None:
        """`card` lands in `zone`: an instance `known` (marked with the seat that laid it on a
        chain), a card in a hand (in the hand's order), or a card on a pile."""
        found = self.zones.get(zone)
        if found is None:
            return
        if found.kind == "hand" and found.owner is not None and self.is_hand(found):
            self.add_to_hand(found.owner, card if found.visible(self.viewer) else None)
        elif found.kind == "hand":  # a seat's other hand (a Seer's look): as it comes
            found.cards.append(card if found.visible(self.viewer) else None)
        elif known is not None and card is not None:
            marks = {"seat": seat} if found.kind == "chain" and seat is not None else {}
            marks = dict(self.future.get(known, marks))
            found.cards.append({"id": known, "card": card, "marks": marks})
        else:
            found.cards.append(card)
