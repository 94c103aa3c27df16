"""Turning the engine's events into animation steps on the table.

Each event becomes a step of the timeline: cards fly from zone to zone as sprites, and when a
sprite lands the display model changes. Events the viewer may not see arrive redacted (cards
None), so their sprites are card backs. With animations off, every step lands at once.

Every event that names its zones is animated the same way for any game: cards fly from
`source` to `dest` where the zone layout puts them (an instance keeps its id; the cards of a
deal fly out together), and a change of a counter sets it, flashes it and floats the change
beside it. A game family's own events (and its facts they change) are its hooks'
(`TableFamily.event_hooks` and `shown`); any other event with words is a banner.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.engine.notation import Event
from game.ui.table import battle, motion
from game.ui.table.board_spots import board_spots
from game.ui.table.display import Display
from game.ui.table.effects import Effect, alive
from game.ui.table.family import TableFamily
from game.ui.table.gestures import gesture
from game.ui.table.sprites import MIDDLE_BANNERS, Banner, CardSprite
from game.ui.table.zone_layout import ZonePlacement
from game.ui.tween import Gate, Step, Timeline, Tween, ease_in_out_cubic

FLIGHT = 0.32  # seconds for a card to cross the table at normal speed
DEAL_GAP = 0.045
READ_START, READ_RATE = 0.8, 16.0  # a banner is read in this many seconds plus one per 16 letters


class Animator:
    def __init__(
        self,
        display: Display,
        placement: Callable[[], ZonePlacement],
        timeline: Timeline,
        speed: float,
        describe: Callable[[Event], str | None],
        sound: Callable[[str], None],
        family: TableFamily | None = None,
    ):
        self.display, self.placement, self.timeline = display, placement, timeline
        self.family = family if family is not None else TableFamily()
        self.speed, self.describe, self.sound = speed, describe, sound
        self.quiet: set[str] = set()  # event kinds told in the log only, in the batch shown now
        self.on_flash: Callable[[str], None] | None = None  # a counter changed: light it up
        self.sprites: list[CardSprite] = []
        self.banners: list[Banner] = []
        self.effects: list[Effect] = []  # lights and numbers of a battle's moments (motion.py)
        self.left_out: list = []  # cards left grey after a knock-out, as they lie (motion.py)
        self.game = ""  # the game's id, for its words (a counter's name)
        # Called with the `score` event and a Gate to open when a round (not the game) ends.
        self.on_round_over: Callable[[Event, Gate], None] | None = None
        self.on_log: Callable[[Event], None] | None = None

    # -- helpers -----------------------------------------------------------------------------
    def seconds(self, base: float) -> float:
        return base * self.speed

    def update(self, dt: float) -> None:
        """Banners and lights age; those gone are dropped."""
        for banner in self.banners:
            banner.age += dt
        self.banners = [banner for banner in self.banners if banner.alive]
        for effect in self.effects:
            effect.age += dt
        self.effects = [effect for effect in self.effects if alive(effect)]
        if self.left_out:
            motion.tidy(self)

    def clear(self) -> None:
        """Nothing in flight or over the table any more."""
        self.sprites.clear()
        self.banners.clear()
        self.effects.clear()

    def _fly(
        self,
        sprite: CardSprite,
        to: tuple[float, float, float],
        width: float,
        delay: float = 0.0,
        face_up: float | None = None,
        land: Callable[[], None] | None = None,
    ) -> Tween:
        self.sprites.append(sprite)

        def landed() -> None:
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            if land:
                land()

        target = {"x": to[0], "y": to[1], "angle": to[2], "width": width}
        if face_up is not None:
            target["face_up"] = face_up
        return Tween(sprite, target, self.seconds(FLIGHT), ease_in_out_cubic, delay, landed)

    def banner(self, text: str, seconds: float = 1.6, color=(246, 196, 64), at=None) -> None:
        """A banner for at least `seconds`, and long enough to be read (a longer sentence
        stays longer), at normal speed."""
        seconds = max(seconds, READ_START + len(text) / READ_RATE)
        banner = Banner(text, max(0.8, seconds * max(self.speed, 0.6)), color, at)
        if at is None:
            # A banner keeps its row while it lasts: the lowest free one; with every row
            # taken, the oldest gives its row up at once (the log keeps what it said).
            banner.middle = True
            middle = [b for b in self.banners if b.middle and b.alive]
            taken = {b.slot for b in middle}
            slots = min(MIDDLE_BANNERS, self.placement().banner_slots)
            free = [slot for slot in range(slots) if slot not in taken]
            if free:
                banner.slot = free[0]
            else:
                oldest = middle[0]
                self.banners.remove(oldest)
                banner.slot = oldest.slot
        self.banners.append(banner)

    # -- events ------------------------------------------------------------------------------
    def play(self, events: list[Event], on_done: Callable[[], None]) -> None:
        deals: list[Event] = []  # the cards of one deal fly out together
        round_over = any(e.kind == "score" for e in events) and not any(
            e.kind == "win" for e in events
        )
        chains = {zone.id for zone in self.display.zones.values() if zone.kind == "chain"}
        resolving = battle.resolving_at(events, chains)
        for index, event in enumerate(events):
            if index == resolving:
                motion.resolve_chain(self, lambda: battle.chain_entries(self))
            if event.kind == "deal":
                deals.append(event)
                continue
            if deals:
                self._deal(deals)
                deals = []
            self._event(event)
            if event.kind == "score" and round_over and self.on_round_over:
                self._round_gate(event)
        if deals:
            self._deal(deals)
        self.timeline.then(on_done)
        if self.speed <= 0:
            self.timeline.finish_all()
            if not self.timeline.busy:
                self.sprites.clear()
                self.effects.clear()

    def _round_gate(self, event: Event) -> None:
        """Hold the next deal until the round's result has been seen."""
        gate = Gate()
        self.timeline.add(Step([gate], on_start=lambda: self.on_round_over(event, gate)))

    def _deal(self, deals: list[Event]) -> None:
        display = self.display
        step = Step()
        size = max(len(e.cards) if e.cards is not None else e.count for e in deals)
        # Each card flies to its place in the dealt hand (the viewer's is shown sorted); the
        # hands are empty when the deal starts.
        places = {
            event.seat: display.places(
                event.seat,
                event.cards if event.cards is not None else (None,) * event.count,
                hand=(),
            )
            for event in deals
        }
        for index in range(size):
            for order, event in enumerate(deals):
                cards = event.cards if event.cards is not None else (None,) * event.count
                if index >= len(cards):
                    continue
                seat, card = event.seat, cards[index]
                # From the deck to its place in the hand.
                (x, y, _), deck_width = self.spot(event.source, 0, 1)
                sprite = CardSprite(None, x, y, 0.0, deck_width, 0.0)
                final, width = self.spot(event.dest, places[seat][index], size)
                delay = self.seconds(DEAL_GAP) * (index * len(deals) + order)
                up = 1.0 if card is not None else 0.0
                sprite.card = card

                def land(seat=seat, card=card) -> None:
                    display.add_to_hand(seat, card)
                    display.take_from_stock()

                step.tweens.append(self._fly(sprite, final, width, delay, up, land))

        def start() -> None:
            self.sound("shuffle")
            for event in deals:  # the viewer's places wait for the cards
                if event.cards is not None:
                    display.expect(event.seat, event.cards)

        step.on_start = start
        self.timeline.add(step)

    def _event(self, event: Event) -> None:
        hook = self.family.event_hooks.get(event.kind)
        handler = getattr(self, f"_on_{event.kind}", None)
        text = self.describe(event)
        before = len(self.timeline.steps)
        if hook is None and battle.moment(self, event, text):
            pass  # a blow, a knock-out, a heal, a chain resolving (see battle.py)
        elif hook is None and (event.source or event.dest):
            self._zone_event(event, text)
        elif hook is not None:
            hook(self, event)
        elif handler is not None:
            handler(event)
        elif gesture(self, event, text):
            pass  # a card acting where it lies (see gestures.py)
        elif text and event.kind not in self.quiet:
            self.timeline.add(Step(on_start=lambda: self.banner(text)))
        if self.on_log:
            self._log_when_shown(before, event)

    def _log_when_shown(self, index: int, event: Event) -> None:
        """The log gets the event when its first step starts, not before."""
        if index >= len(self.timeline.steps):
            self.timeline.add(Step(on_start=lambda: self.on_log(event)))
            return
        step = self.timeline.steps[index]
        first = step.on_start

        def start() -> None:
            self.on_log(event)
            if first:
                first()

        step.on_start = start

    def _on_show(self, event: Event) -> None:
        """A hand laid face up for the count: the round's summary (or the results) shows it,
        not a banner; the log still tells it."""

    def told(self, event: Event, change: Callable[[], None]) -> None:
        """A step that changes the table as `event` is told, with its banner."""
        text = self.describe(event)

        def start() -> None:
            change()
            if text:
                self.banner(text)

        self.timeline.add(Step(on_start=start))

    def _on_shuffle(self, event: Event) -> None:
        """A new deal: the table is cleared and the whole deck is the draw pile."""
        display = self.display

        def start() -> None:
            display.clear_table(event.count)
            self.family.shown(event, display)

        self.timeline.add(Step(on_start=start))

    def _on_reshuffle(self, event: Event) -> None:
        display = self.display

        def start() -> None:
            del display.pile.cards[:-1]  # all but the top card go back under the stock
            display.stock.cards.extend([None] * event.count)
            self.sound("shuffle")
            self.banner(self.describe(event) or "", 1.0)

        self.timeline.add(Step(on_start=start, hold=self.seconds(0.35)))

    def above(self, seat: int) -> tuple[float, float]:
        """Where a seat's banner goes: over its cards, clear of its name plate."""
        placement = self.placement()
        hands = [p.rect for p in placement.seat_places(seat) if p.kind == "hand"]
        rect = hands[0] if hands else placement.plates[seat].rect
        return rect.centerx, max(placement.play_rect.top + 20, rect.top - 16)

    def _on_win(self, event: Event) -> None:
        def start() -> None:
            self.sound("win")
            self.banner(self.describe(event) or "", 2.4, (255, 220, 90))

        self.timeline.add(Step(on_start=start, hold=self.seconds(0.8)))

    # -- a table laid out from its zones -------------------------------------------------------
    def _zone_event(self, event: Event, text: str | None) -> None:
        if event.dest and event.dest not in self.display.zones and not event.source:
            self._counter(event)
        else:
            self._move(event, text)

    def spot(
        self, zone: str, index: int, count: int, items: Sequence[Any] = ()
    ) -> tuple[tuple[float, float, float], float]:
        """Where the `index`-th of `count` cards of `zone` lies, and the width of a card there;
        on a board, `items` (the board's cards then) says which lie on others."""
        placement = self.placement()
        place = placement.zones.get(zone)
        if place is None:
            return (*placement.center, 0.0), 60.0
        if place.kind == "chain":
            x, y = placement.chain_position(zone, index, count)
        elif place.kind == "pile":
            x, y = place.rect.center
        elif place.kind != "hand" and len(items) == count and 0 <= index < count:
            x, y = board_spots(placement, zone, items)[index]
        else:
            x, y = placement.row_position(zone, index, count)
        return (x, y, 0.0), place.card_width

    def _move(self, event: Event, text: str | None) -> None:
        """Cards fly from their zone to another, one after the other."""
        display, source, dest = self.display, event.source, event.dest
        cards = event.cards if event.cards is not None else (None,) * event.count
        if not cards:
            return
        step = Step()
        flights: list[Tween] = []
        for index, card in enumerate(cards):
            sprite = CardSprite(card, 0.0, 0.0, 0.0, 60.0, 1.0 if card else 0.0, 0.0)
            known = event.ids[index] if index < len(event.ids) else None
            if {_kind(display, source), _kind(display, dest)} <= {"board", "slot"}:
                sprite.instance = known  # from place to place of the fight: with its numbers
            last = index == len(cards) - 1

            def land(card=card, known=known, last=last) -> None:
                display.put(dest, card, known, event.seat)
                if last:
                    self.family.shown(event, display)

            flights.append(
                self._fly(sprite, (0.0, 0.0, 0.0), 60.0, self.seconds(0.09) * index, None, land)
            )

        def start() -> None:
            hidden = display.zones.get(source)
            self.sound("draw" if hidden is not None and hidden.visible_to == "nobody" else "play")
            arrived = len(display.zones[dest].cards) if dest in display.zones else 0
            total = arrived + len(cards)
            places = [arrived + index for index in range(len(cards))]
            landing = display.zones.get(dest)
            if landing is not None and landing.owner == display.viewer and display.is_hand(landing):
                # The viewer's hand, kept in order: each card's place opens as it sets off.
                places = display.places(landing.owner, cards)
                display.expect(landing.owner, cards)
            # A board's cards as they will lie once these have landed (a card laid on another
            # tucked behind it), so that each flies to where it is then drawn.
            arriving = display.arrivals(dest, cards, event.ids) if landing is not None else []
            for index, (flight, card) in enumerate(zip(flights, cards, strict=True)):
                known = event.ids[index] if index < len(event.ids) else None
                before = list(display.zones[source].cards) if source in display.zones else []
                at = display.take(source, card, known)
                (x, y, angle), width = self.spot(source, max(at, 0), max(len(before), 1), before)
                sprite = flight.target
                sprite.x, sprite.y, sprite.angle, sprite.width, sprite.alpha = (
                    x,
                    y,
                    angle,
                    width,
                    255,
                )
                (tx, ty, _), target_width = self.spot(dest, places[index], total, arriving)
                flight.to.update(x=tx, y=ty, width=target_width)
            landing = display.zones.get(dest)
            alert = self.family.move_banner(event)
            if text and alert is not None:
                self.banner(text, color=alert)
            elif text and landing is not None and landing.kind not in ("hand", "pile"):
                self.banner(text)  # a card played where all see it

        step.on_start = start
        step.tweens.extend(flights)
        self.timeline.add(step)

    def _counter(self, event: Event) -> None:
        """A counter takes its new value; the change floats beside it (a blow or a heal has
        its moment, a gain glows on it with its name)."""
        display, counter = self.display, event.dest
        if battle.counter(self, event):
            return

        def start() -> None:
            before = display.counters.get(counter, 0)
            try:
                after = int(event.value)
            except ValueError:
                return
            display.counters[counter] = after
            if after == before:
                return
            place = self.placement().counters.get(counter)
            if after > before and place is not None and self.speed > 0:
                motion.refill_at(self, counter, after - before)
            elif place is not None:
                up = after > before
                color = (120, 230, 120) if up else (255, 110, 100)
                at = (place.rect.right + 24, place.rect.centery)
                self.banner(f"{after - before:+d}", 1.0, color, at)
            if self.on_flash:
                self.on_flash(counter)
            if event.kind == "damage":
                self.sound("error")

        self.timeline.add(Step(on_start=start, hold=self.seconds(0.25)))


def _kind(display: Display, zone: str) -> str | None:
    found = display.zones.get(zone)
    return found.kind if found is not None else None
