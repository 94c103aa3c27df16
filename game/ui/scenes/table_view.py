"""Everything a player sees of the table (what a test reads of it: table_readout.py).

Each zone is drawn where `zone_layout` puts it, by `ZoneRenderer`: the felt with the zones
(hands, piles, the chain) and the log panel are layers kept between frames and drawn again
only when what they show changes (layers.py); over them, every frame, the cards in flight, the
plates and counters, the dragged card and the banners, the status lines, the buttons, a
message, the panels (a revealed hand, a round's summary, a question, a chooser) and the card
the pointer rests on, drawn large.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scenes.table_glossary import GlossaryTip, target_at
from game.ui.table import intents as intents_mod
from game.ui.table import overlays, status_lines
from game.ui.table.card_note import draw_card_note
from game.ui.table.effects import draw_effects
from game.ui.table.glide import HandGlide
from game.ui.table.intents import TABLE
from game.ui.table.layers import TableLayers
from game.ui.table.plates import draw_carried_numbers
from game.ui.table.render import glow_blue
from game.ui.table.sprites import MIDDLE_BANNERS
from game.ui.table.stat_badges import draw_stats
from game.ui.table.zone_hits import ZoneHits, item_card
from game.ui.table.zone_layout import ZonePlacement
from game.ui.table.zone_table import ZoneFrame

FLASH_SECONDS = 0.8  # a counter's bar flashes this long when it changes
ZOOM_DELAY = 0.45  # seconds the pointer rests on a card before it is shown large


class TableView:
    """Draws the table (`table`, the scene) each frame.

    It reads the table and its parts and changes nothing of them; it owns what it drew: the
    zones' hit areas (`hits`) and the hand's cards (`hand_rects`), where the message went,
    the counters' flashes, the card the pointer rests on (`zoom`) and the viewer's cards sliding
    to their places in the hand (`glide`)."""

    def __init__(self, table) -> None:
        self.table = table
        self.hits: ZoneHits | None = None  # where each zone and card was drawn last
        self.hand_rects: list[pygame.Rect] = []
        self.flashes: dict[str, float] = {}  # counter id -> seconds its flash has left
        self.zoom: tuple[str, Any, float] | None = None  # the card pointed at, for how long
        # The rules text's panel of the card read large: where it went, its words, and where
        # the large card is.
        self.note: tuple[pygame.Rect, str, pygame.Rect] | None = None
        self.message_rect: pygame.Rect | None = None  # where the message was last drawn
        self.panel_rect: pygame.Rect | None = None  # a panel over the table, as last drawn
        self.layers = TableLayers()  # the felt with the zones at rest, and the log
        # What the last frame changed on the screen (None: all of it; see `draw`), and what
        # it drew over the layers (sent again next frame, where it may be gone).
        self.dirty: list[pygame.Rect] | None = None
        self._over: list[pygame.Rect] | None = None
        # The surface the last frame was drawn on, when nothing was drawn over it after the
        # table (no other scene, no notice): it shows that frame still (see `draw`).
        self._shown_on: pygame.Surface | None = None
        # The plates and counters drawn, each where it went with what it was drawn from, in
        # the last frame and in this one: one drawn again alike need not be sent again.
        self._labels: set[tuple] = set()
        self._labels_now: set[tuple] = set()
        self.glide = HandGlide()  # the viewer's cards slide to their places in the fan
        self.tip = GlossaryTip()  # what the thing pointed at is, told after a moment
        self.status_bands: list[tuple[pygame.Rect, str]] = []  # the words at the top left
        self._status_flow: tuple | None = None  # where they went, for the words and table

    def flash(self, counter: str) -> None:
        """`counter`'s bar flashes a moment (it changed)."""
        self.flashes[counter] = FLASH_SECONDS

    def update(self, dt: float) -> None:
        self.flashes = {key: left - dt for key, left in self.flashes.items() if left > dt}
        self.update_zoom(dt)
        self.tip.update(dt, target_at(self, self.table.input.pointer))
        self._glide_hand(dt)

    def _glide_hand(self, dt: float) -> None:
        table = self.table
        if table.viewer is None:
            self.glide.reset()
            return
        places = self.hand_places()
        if places is not None:
            self.glide.update(table.display.hands[table.viewer], places, dt, table.speed)

    def idle(self, until: float) -> None:
        """The frame's spare time, until `until` (`time.perf_counter`): the log's panel is
        drawn again there if it lags what it shows."""
        self.layers.idle_log(until, time.perf_counter)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The table, and in `dirty` what changed on the screen since the last frame: what
        was drawn over the layers in this frame and the last, and what of the layers was drawn
        again; or None (the whole screen) when the zones' layer was drawn whole or a panel
        lies over the table."""
        table = self.table
        logs = self.layers.log_redraws
        # Where the screen still shows the last frame, the layers are put back only where it
        # drew over them (and where they changed); elsewhere they are there already.
        kept = self._over is not None and surface is self._shown_on
        self.layers.restore = self._over if kept else None
        over = self._draw(surface)
        self.layers.restore = None
        top = table.app.stack.top is table and table.app.notice is None
        self._shown_on = surface if top else None
        changed = self.layers.changed
        whole = over is None or changed is None
        whole = whole or self._over is None or table.app.notice is not None
        if whole:
            self.dirty = None
        else:
            # A plate or counter drawn alike in the same place shows no change: the layers
            # put back under it (see `restore`), it is drawn over them as before.
            alike = {label[0] for label in self._labels_now & self._labels}
            dirty = [rect for rect in over + self._over if tuple(rect) not in alike]
            dirty += changed
            if logs != self.layers.log_redraws:
                dirty.append(table.layout.log_rect.copy())
            self.dirty = list({tuple(rect): rect for rect in dirty}.values())  # each once
        self._over = over
        self._labels = self._labels_now

    def _draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draws the frame; gives where it drew over the layers (None: a panel or a chooser
        over the table: the whole screen is sent)."""
        table = self.table
        placement, layout = table.placement, table.layout
        found = table.controls.intents()
        moved = table.input.drag is not None and table.input.drag["moved"]
        glow: set[str | None] = set()
        if moved and found is not None:
            glow = intents_mod.targets_for(found, table.input.drag["card"])
        elif found is not None and not table.timeline.busy:
            glow = {click.zone if click.item is None else click.item for click in found.clicks}
        frame = ZoneFrame(
            viewer=table.viewer,
            names=table.session.names,
            game=table.session.ruleset.id,
            deciding=self._deciding() if not table.timeline.busy else set(),
            playable=intents_mod.sources(found) if found is not None else set(),
            glow=glow,
            blue=glow_blue(pygame.time.get_ticks()),
            lifted=table.input.hover_index,
            hidden_index=table.input.drag["index"] if moved else table.input.returning,
            hidden_items=frozenset(
                {
                    *table.display.hidden_items,
                    table.input.drag["card"]
                    if moved and table.input.drag.get("instance")
                    else None,
                    table.input.returning_item,
                }
                - {None}
            ),
            selected=table.input.selected,
            chosen=frozenset(table.controls.payment.chosen),
            hand_positions=self.hand_positions(),
            flashes={key: left / FLASH_SECONDS for key, left in self.flashes.items()},
            waiting=table.display.waiting() if table.display.arriving else set(),
            choosing=found is not None and not table.timeline.busy,
            stats=table.display.extras.get("stats") or {},
            hand_zone=table.controls.own_hand_zone(),
            notes=table.controls.hand_notes(),
            chain_lines=table.family.chain_lines(table.display, table.describer, table.viewer),
            maxima={key: spec.maximum for key, spec in table.zone_renderer.counter_specs.items()},
        )
        self.hits = self.layers.zones(
            surface,
            layout.play_rect,
            placement,
            table.display,
            frame,
            lambda base, zone: table.zone_renderer.draw_zone(
                base, placement, table.display, frame, zone
            ),
        )
        self.hand_rects = self.hits.hand
        # A blocker joined to its attacker: over the zones, since a line joins two of them.
        over: list[pygame.Rect] = table.zone_renderer.links(surface, table.display, self.hits)
        if TABLE in glow:
            over.append(
                pygame.draw.rect(
                    surface, (255, 236, frame.blue), placement.play_rect.inflate(-8, -8), 3
                )
            )
        over += table.renderer.sprites(surface, table.animator.sprites)
        over += draw_carried_numbers(
            surface, table.animator.sprites, table.display, frame, table.zone_renderer.counter_specs
        )
        labels = table.zone_renderer.labels(surface, placement, table.display, frame, self.hits)
        over += [rect for rect, _ in labels]
        self._labels_now = {(tuple(rect), facts) for rect, facts in labels}
        over += draw_effects(surface, table.animator.effects)  # a counter's glow over its bar
        table.gamelog.draw(surface, t("table.log"), self.layers)
        if moved:
            over += table.renderer.sprites(surface, [table.input.drag["sprite"]])
        self._place_banners(placement)
        if not (table.revealed or table.round_summary):  # a panel over the table has the word
            news = placement.news
            room = news.rect.width + 80 if news is not None else None
            banners = table.animator.banners
            over += table.renderer.banners(
                surface, placement.play_rect, layout.scale, banners, room
            )
        toggle = table.gamelog.toggle
        if table.input.pointer is not None and toggle.collidepoint(table.input.pointer):
            shown = table.app.settings.show_log
            tip = theme.text(t("table.log_hide" if shown else "table.log_show"), 16, theme.INK)
            box = tip.get_rect().inflate(16, 10)
            box.midright = (toggle.left - 6, toggle.centery)
            pygame.draw.rect(surface, (10, 14, 16), box, border_radius=box.height // 2)
            surface.blit(tip, tip.get_rect(center=box.center))
            over.append(box)
        over += self._draw_status(surface, tuple(table._status_parts()))
        for button in table.controls.buttons:
            button.draw(surface)
            over.append(button.rect.inflate(12, 16))  # with its glow and its shadow
        # A message and a question go above the seat at the screen's things and its buttons.
        above = self._top_of_mine(placement)
        if table.message:
            self.message_rect = overlays.message(
                surface, layout, table.message[0], above, table.message_warn
            )
            over.append(self.message_rect.inflate(8, 8))
        self.panel_rect = None  # the panel over the table, when one is up
        if table.revealed:
            self.panel_rect = overlays.revealed(surface, layout, table.renderer, *table.revealed)
        if table.round_summary:
            self.panel_rect = overlays.round_summary(
                surface,
                layout,
                table.renderer,
                table.round_summary,
                table.session.names,
                table.session.options.get("target"),
            )
        if table.controls.confirm:
            self.panel_rect = overlays.confirm(
                surface,
                layout,
                table.controls.confirm["text"],
                table.controls.confirm["buttons"],
                above,
            )
        if table.controls.chooser is not None:
            self._draw_chooser(surface)
        over += self._draw_zoom(surface) + self._draw_note(surface)
        game, pointer = table.session.ruleset.id, table.input.pointer
        over += self.tip.draw(surface, game, pointer, layout.scale)
        panel = table.revealed or table.round_summary or table.controls.confirm
        if panel or table.controls.chooser is not None:
            return None
        return over

    def _draw_note(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Why the hand card under the pointer cannot be played, over it; gives where it
        went."""
        table = self.table
        index = table.input.hover_index
        zone = table.controls.own_hand_zone()
        if (
            index is None
            or zone is None
            or table.input.drag is not None
            or index >= len(self.hand_rects)
        ):
            return []
        cards = table.display.zones[zone].cards
        note = table.controls.hand_notes().get(cards[index]) if index < len(cards) else None
        if not note or cards[index] in table.controls.playable_cards():
            return []
        return [overlays.tip(surface, table.layout, note, self.hand_rects[index])]

    def hand_places(self) -> list[tuple[float, float, float]] | None:
        """Where each card of the viewer's hand belongs, (x, y, angle), in the zone layout's
        row (None: no hand of the viewer's on the table)."""
        table = self.table
        zone = table.controls.own_hand_zone()
        if zone is None or zone not in table.placement.zones:
            return None
        count = len(table.display.zones[zone].cards)
        row = table.placement.row_position
        return [(*row(zone, index, count), 0.0) for index in range(count)]

    def hand_positions(self) -> list[tuple[float, float, float]] | None:
        """Where the viewer's cards are drawn now: sliding to their places, or at them."""
        table = self.table
        places = self.hand_places()
        if places is None:
            return None
        return self.glide.positions(table.display.hands[table.viewer], places)

    def _top_of_mine(self, placement: ZonePlacement) -> int:
        """The top of the seat at the screen's things and of the buttons over them."""
        table = self.table
        tops = [place.rect.top for place in placement.seat_places(table.anchor)]
        tops += [button.rect.top for button in table.controls.buttons]
        return min(tops, default=placement.play_rect.bottom - 200)

    def _place_banners(self, placement: ZonePlacement) -> None:
        """The middle of the table's banners take their rows (`ZonePlacement.banner_rows`);
        each keeps its place while it lasts."""
        table = self.table
        if placement.news is None or all(b.at is not None for b in table.animator.banners):
            return
        rows = placement.banner_rows(placement.news.rect.width + 80)
        for banner in table.animator.banners:
            if banner.at is None:
                slot = min(banner.slot, MIDDLE_BANNERS - 1)
                banner.at = (placement.news.rect.centerx, rows[slot])
                if placement.news_rows > 1 or slot == 0:  # its row's room, in the news band
                    banner.room = placement.banner_room(rows[slot])

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        table = self.table
        chooser, layout = table.controls.chooser, table.layout
        play = layout.play_rect
        theme.shade(surface, play)
        box = chooser["box"]
        theme.panel(surface, box)
        size = max(18, int(28 * layout.scale))
        title = theme.text(chooser["title"], size, theme.GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        if chooser["cards"]:
            note = theme.text(t("table.point_to_read"), max(14, size * 2 // 3), theme.INK_DIM)
            surface.blit(note, note.get_rect(midtop=(box.centerx, box.top + 16 + size)))
        for index, (card, rect) in enumerate(chooser["cards"]):
            drawn = table.renderer.card(surface, card, rect.center, rect.width)
            numbers = chooser.get("stats")
            if numbers:
                draw_stats(surface, drawn, numbers[index], None, table.session.ruleset.id)
        for button in chooser["buttons"]:
            button.draw(surface)
        if chooser.get("note"):
            note = theme.text(chooser["note"], max(14, size * 2 // 3), theme.INK)
            last = chooser["buttons"][-1].rect  # the note sits over the last button (Confirm)
            surface.blit(note, note.get_rect(midbottom=(box.centerx, last.top - 6)))

    def _deciding(self) -> set[int]:
        """The seats whose plates say they are deciding: those the decision names, and the
        viewer when a chance of its own is offered (nobody else's private chance shows)."""
        table = self.table
        decision = table.session.decision()
        seats = set(decision["seats"]) if decision else set()
        if table.viewer is not None and table.viewer in table.session.deciders():
            seats.add(table.viewer)
        return seats

    # -- a card read large ------------------------------------------------------------------
    def _zoom_target(self) -> tuple[str, pygame.Rect] | None:
        """The face-up card under the pointer, and where it is drawn (None: none, or a card
        is being dragged)."""
        table = self.table
        pos = table.input.pointer
        if pos is None or table.input.drag is not None or pos == table.input.dropped_at:
            return None  # (a card just dropped is not read large until the pointer moves on)
        if table.controls.chooser is not None:
            for card, rect in table.controls.chooser["cards"]:
                if rect.collidepoint(pos):
                    return card, rect
            return None
        hits = self.hits
        for hit in reversed(hits.items if hits is not None else ()):
            if hit.rect.collidepoint(pos):
                card = item_card(self.item_at(hit.zone, hit.index))
                return (card, hit.rect) if card is not None else None
        return None

    def update_zoom(self, dt: float) -> None:
        target = self._zoom_target()
        if target is None or self.zoom is None or self.zoom[0] != target[0]:
            self.zoom = (target[0], target[1], 0.0) if target is not None else None
            return
        self.zoom = (target[0], target[1], self.zoom[2] + dt)

    def _draw_zoom(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The card the pointer rests on, large enough to read its text, beside it; gives
        where it went."""
        table = self.table
        self.note = None
        if self.zoom is None or self.zoom[2] < ZOOM_DELAY:
            return []
        card, rect = self.zoom[0], self.zoom[1]
        width = max(170, int(220 * table.layout.scale))
        tall = int(width * 1.5)
        box = self.zoom_box(rect, pygame.Rect(0, 0, width, tall))
        drawn = table.renderer.card(surface, card, box.center, width)
        item = self._zoomed_item(rect)
        if item is not None:  # a card on the table: its marks in words, its numbers
            frame = ZoneFrame(
                viewer=table.viewer,
                names=table.session.names,
                game=table.session.ruleset.id,
                stats=table.display.extras.get("stats") or {},
            )
            table.zone_renderer._marks(surface, drawn, item, frame)
            draw_stats(surface, drawn, frame.stats.get(item.get("id") or ""), None, frame.game)
        return [drawn.inflate(16, 16), *self._draw_note_of(surface, card, drawn, rect)]

    def _draw_note_of(
        self, surface: pygame.Surface, card: str, drawn: pygame.Rect, pointed: pygame.Rect
    ) -> list[pygame.Rect]:
        """The rules text of `card`, drawn large at `drawn`, on a panel beside it."""
        table = self.table
        face = table.describer.book.faces.get(card)
        text = face.text if face is not None else ""
        play = table.layout.play_rect.inflate(-8, -8)
        title = table.describer.card(card)
        avoid = [pointed, *(button.rect for button in table.controls.buttons)]
        box = draw_card_note(surface, title, text, drawn, play, avoid, table.layout.scale)
        if box is None:
            return []
        self.note = (box, text, drawn)
        return [box]

    def zoom_box(self, rect: pygame.Rect, box: pygame.Rect) -> pygame.Rect:
        """Where a card drawn at `rect` is read large (`box`'s size): beside it, right or
        left, on the side that leaves the buttons and the middle of the table (the chain, and
        what is under way over it) in view, else not over the card itself, else right."""
        table = self.table
        keep = [button.rect for button in table.controls.buttons]
        for place in table.placement.zones.values():
            if place.owner is None:  # the middle of the table, and the room over it
                keep.append(
                    place.rect.inflate(0, place.rect.height).move(0, -place.rect.height // 2)
                )
        play = table.layout.play_rect.inflate(-8, -8)
        sides = []
        for right in (True, False):
            place = box.copy()
            place.centery = rect.centery
            if right:
                place.left = rect.right + 12
            else:
                place.right = rect.left - 12
            place.clamp_ip(play)
            sides.append((place.collidelist(keep) >= 0, place.colliderect(rect), not right, place))
        return min(sides, key=lambda side: side[:3])[3]

    def _zoomed_item(self, rect: pygame.Rect) -> dict | None:
        """The instance drawn at `rect` (the card zoomed), when it is one."""
        hits = self.hits
        for hit in reversed(hits.items if hits is not None else ()):
            if hit.rect == rect:
                item = self.item_at(hit.zone, hit.index)
                return item if isinstance(item, dict) else None
        return None

    # -- words at the top left --------------------------------------------------------------
    def _draw_status(self, surface: pygame.Surface, parts) -> list[pygame.Rect]:
        """The game's facts in small grey lines; what the person at the screen must decide
        now last, large and gold, so that a turn cannot be missed. Gives where they went."""
        table = self.table
        size = max(16, int(22 * table.layout.scale))
        mine = table.controls.my_decision() is not None and not table.timeline.busy
        prompt = table._hint() if mine else None
        play = table.layout.play_rect
        area = pygame.Rect(16, 12, play.width - 32, play.height - 12)
        key, placement = (tuple(parts), prompt, size, tuple(area)), table.placement
        kept = self._status_flow
        if kept is None or kept[0] != key or kept[1] is not placement:
            things = [place.rect for place in placement.places()]
            lines = [(status_lines.lines_of(part, size, part == prompt), size) for part in parts]
            kept = self._status_flow = (key, placement, status_lines.flow(lines, area, things))
        bands = []
        for (x, y), images in kept[2]:
            # On a dark band of its own, so that it reads over a seat's cards too.
            band = status_lines.band(x, y, images)
            theme.panel(surface, band, color=(8, 16, 14, 150))
            bands.append(band)
            for image in images:
                surface.blit(image, (x, y))
                y += image.get_height()
        self.status_bands = list(zip(bands, parts, strict=True))
        return bands

    # -- what was drawn where ------------------------------------------------------------
    def item_at(self, zone: str, index: int):
        table = self.table
        cards = table.display.zones[zone].cards
        return cards[index] if 0 <= index < len(cards) else None
