"""What the table shows: a copy of one seat's observation that animations change step by step.

The table never draws from the game state. It draws this model, which starts as the viewer's
observation, is changed by each (redacted) event as its animation lands, and is set again from
the observation once a batch of events has played, so the two can never drift apart. Cards the
viewer may not see are None here, so there is nothing to draw face up by mistake.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


def hand_order(deck) -> dict[str, int]:
    """Where each card goes in a hand shown in order: the card file's, by color then rank."""
    return {code: place for place, code in enumerate(deck.cards)}


@dataclass
class Display:
    players: int
    viewer: int | None
    hands: list[list[str | None]] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    draw_count: int = 0
    color: str = ""
    direction: int = 1
    turn: int = 0
    phase: str = "play"
    scores: list[int] = field(default_factory=list)
    round: int = 1
    stack: int = 0
    dealer: int = 0
    turns: list[int] = field(default_factory=list)  # turns each seat has played this round
    hand_order: dict[str, int] | None = None
    # The viewer's cards on their way in: already in the hand, holding their places open, but
    # not drawn until they land (see `expect`).
    arriving: list[str] = field(default_factory=list)

    @classmethod
    def from_observation(
        cls, observation: dict[str, Any], hand_order: dict[str, int] | None = None
    ) -> Display:
        display = cls(observation["players"], observation["seat"], hand_order=hand_order)
        display.sync(observation)
        return display

    def sync(self, observation: dict[str, Any]) -> None:
        self.viewer = observation["seat"]
        own = observation["hand"]
        self.hands = [
            self.in_hand_order(own) if seat == self.viewer and own is not None else [None] * size
            for seat, size in enumerate(observation["hand_sizes"])
        ]
        self.discard = list(observation["discard"][-8:])
        self.draw_count = observation["draw_size"]
        self.color = observation["color"]
        self.direction = observation["direction"]
        self.turn = observation["turn"]
        self.phase = observation["phase"]
        self.scores = list(observation["scores"])
        self.round = observation["round"]
        self.stack = observation["stack"]
        self.dealer = observation["dealer"]
        self.turns = list(observation.get("turns", ()))
        self.arriving = []

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

    def take_from_hand(self, seat: int, card: str | None) -> int:
        """Remove `card` (or, for a hidden hand, any card); returns the index it had."""
        hand = self.hands[seat]
        if card is not None and card in hand:
            index = hand.index(card)
        else:
            index = len(hand) // 2 if hand else -1
        if index >= 0:
            hand.pop(index)
        return index

    def push_discard(self, card: str) -> None:
        self.discard.append(card)
        del self.discard[:-8]
