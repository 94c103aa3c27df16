"""The table of every game, laid out from its zones: drawing, pointing and the buttons.

Each zone is drawn where `zone_layout` puts it, by `ZoneRenderer`; a game family adds its own
marks and buttons through its hooks (family.py). What the seat at the screen may do comes from
its legal actions alone, as intents (intents.py): a card of the hand dragged onto a zone, a
seat or a card; a click on a zone or a card; a button for the rest. A drop that matches one
action makes it, several open a chooser, none flies the card back with the refusal in words.
While a card is dragged, every place it may go glows. When the only things to do are clicks
on the cards of one pile (picking a character), a chooser shows those cards at once.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import t
from game.ui import theme
from game.ui.scenes.table_log import LOG_KEYS
from game.ui.table import intents as intents_mod
from game.ui.table import overlays
from game.ui.table.intents import TABLE, Intents
from game.ui.table.logview import draw_log
from game.ui.table.render import glow_blue
from game.ui.table.sprites import MIDDLE_BANNERS, CardSprite
from game.ui.table.zone_layout import ZonePlacement, zone_layout
from game.ui.table.zone_table import ZoneFrame, ZoneHits, item_card
from game.ui.widgets import Button

FLASH_SECONDS = 0.8
ZOOM_DELAY = 0.45  # seconds the pointer rests on a card before it is shown large


class ZoneTableMixin:
    """Mixed into TableScene, for a game drawn from its zones."""

    # -- the layout and the intents ---------------------------------------------------------
    @property
    def placement(self) -> ZonePlacement:
        view = self.session.view(self.viewer)
        signature = (
            self.app.size,
            self.anchor,
            tuple((z, d["kind"], d["owner"]) for z, d in view["zones"].items()),
        )
        if self._placement is None or self._placement_key != signature:
            specs = self.session.zone_specs()
            counters = self.session.counter_specs()
            self._placement = zone_layout(
                self.app.size, len(self.session.seats), self.anchor, specs, counters
            )
            self._placement_key = signature
            self._refresh_counters()
            self._rebuild_controls()
        return self._placement

    def _refresh_counters(self) -> None:
        """The counters' bounds as the game now stands (a Monster's health once it is picked)."""
        self.zone_renderer.counter_specs = {spec.id: spec for spec in self.session.counter_specs()}

    def _intents(self) -> Intents | None:
        """What the seat at the screen may do now, as drags, clicks and buttons."""
        mine = self._my_decision()
        if mine is None:
            return None
        # Asked again after every move (the session's answers are new lists then).
        key = (len(self.session.actions), self.viewer)
        if self._intents_key != key:
            view = self.session.view(self.viewer)
            self._intents_cache = intents_mod.intents(view, mine[2], self.session.default_target)
            self._intents_key = key
        return self._intents_cache

    # -- drawing ----------------------------------------------------------------------------
    def _zone_draw(self, surface: pygame.Surface) -> None:
        placement, layout = self.placement, self.layout
        found = self._intents()
        moved = self.drag is not None and self.drag["moved"]
        glow: set[str | None] = set()
        if moved and found is not None:
            glow = intents_mod.targets_for(found, self.drag["card"])
        elif found is not None and not self.timeline.busy:
            glow = {click.zone if click.item is None else click.item for click in found.clicks}
        frame = ZoneFrame(
            viewer=self.viewer,
            names=self.session.names,
            game=self.session.ruleset.id,
            deciding=self._deciding() if not self.timeline.busy else set(),
            playable=intents_mod.sources(found) if found is not None else set(),
            glow=glow,
            blue=glow_blue(pygame.time.get_ticks()),
            lifted=self.hover_index,
            hidden_index=self.drag["index"] if moved else self.returning,
            selected=self.selected,
            hand_positions=self._zone_hand_positions(placement),
            flashes={key: left / FLASH_SECONDS for key, left in self.flashes.items()},
            waiting=self.display.waiting() if self.display.arriving else set(),
            choosing=found is not None and not self.timeline.busy,
        )
        surface.blit(theme.felt_background(layout.size), (0, 0))
        self.hits = self.zone_renderer.draw(surface, placement, self.display, frame)
        self.hand_rects = self.hits.hand
        if TABLE in glow:
            pygame.draw.rect(
                surface, (255, 236, frame.blue), placement.play_rect.inflate(-8, -8), 3
            )
        self.renderer.sprites(surface, self.animator.sprites)
        if moved:
            self.renderer.sprites(surface, [self.drag["sprite"]])
        self._place_banners(placement)
        if not (self.revealed or self.round_summary):  # a panel over the table has the word
            news = placement.news
            room = news.rect.width + 80 if news is not None else None
            banners = self.animator.banners
            self.renderer.banners(surface, placement.play_rect, layout.scale, banners, room)
        draw_log(surface, layout, self._log_view(), t("table.log"), self.log_scroll)
        self._draw_status(surface, tuple(self._status_parts()))
        for button in self.buttons:
            button.draw(surface)
        # A message and a question go above the seat at the screen's things and its buttons.
        above = self._top_of_mine(placement)
        if self.message:
            self.message_rect = overlays.message(
                surface, layout, self.message[0], above, self.message_warn
            )
        if self.revealed:
            overlays.revealed(surface, layout, self.renderer, *self.revealed)
        if self.round_summary:
            overlays.round_summary(
                surface,
                layout,
                self.renderer,
                self.round_summary,
                self.session.names,
                self.session.options.get("target"),
            )
        if self.confirm:
            overlays.confirm(surface, layout, self.confirm["text"], self.confirm["buttons"], above)
        if self.chooser is not None:
            self._draw_chooser(surface)
        self._draw_zoom(surface)
        self.dirty = None

    # -- a card read large ------------------------------------------------------------------
    def _zoom_target(self) -> tuple[str, pygame.Rect] | None:
        """The face-up card under the pointer, and where it is drawn (None: none, or a card
        is being dragged)."""
        pos = self.pointer
        if pos is None or self.drag is not None:
            return None
        if self.chooser is not None:
            for card, rect in self.chooser["cards"]:
                if rect.collidepoint(pos):
                    return card, rect
            return None
        hits: ZoneHits | None = getattr(self, "hits", None)
        for hit in reversed(hits.items if hits is not None else ()):
            if hit.rect.collidepoint(pos):
                card = item_card(self._item(hit.zone, hit.index))
                return (card, hit.rect) if card is not None else None
        return None

    def _update_zoom(self, dt: float) -> None:
        target = self._zoom_target()
        if target is None or self.zoom is None or self.zoom[0] != target[0]:
            self.zoom = (target[0], target[1], 0.0) if target is not None else None
            return
        self.zoom = (target[0], target[1], self.zoom[2] + dt)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """The card the pointer rests on, large enough to read its text, beside it."""
        if self.zoom is None or self.zoom[2] < ZOOM_DELAY:
            return
        card, rect = self.zoom[0], self.zoom[1]
        play = self.layout.play_rect
        width = max(170, int(220 * self.layout.scale))
        tall = int(width * 1.5)
        box = pygame.Rect(0, 0, width, tall)
        box.left = rect.right + 12
        if box.right > play.right - 8:
            box.right = rect.left - 12
        box.centery = rect.centery
        box.clamp_ip(play.inflate(-8, -8))
        self.renderer.card(surface, card, box.center, width)

    def _top_of_mine(self, placement: ZonePlacement) -> int:
        """The top of the seat at the screen's things and of the buttons over them."""
        tops = [place.rect.top for place in placement.seat_places(self.anchor)]
        tops += [button.rect.top for button in self.buttons]
        return min(tops, default=placement.play_rect.bottom - 200)

    def _zone_hand_positions(self, placement: ZonePlacement):
        if self.viewer is None:
            return None
        zone = self._own_hand_zone()
        if zone is None or zone not in placement.zones:
            return None
        hand = self.display.zones[zone].cards
        places = [(*placement.row_position(zone, i, len(hand)), 0.0) for i in range(len(hand))]
        return self.glide.positions(hand, places)

    def _own_hand_zone(self) -> str | None:
        if self.viewer is None:
            return None
        for zone in self.display.zones.values():
            if zone.kind == "hand" and zone.owner == self.viewer:
                return zone.id
        return None

    def _place_banners(self, placement: ZonePlacement) -> None:
        """The middle of the table's banners take their rows (`ZonePlacement.banner_rows`);
        each keeps its place while it lasts."""
        if placement.news is None:
            return
        rows = placement.banner_rows(placement.news.rect.width + 80)
        for banner in self.animator.banners:
            if banner.at is None:
                slot = min(banner.slot, MIDDLE_BANNERS - 1)
                banner.at = (placement.news.rect.centerx, rows[slot])

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        chooser, layout = self.chooser, self.layout
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
        for card, rect in chooser["cards"]:
            self.renderer.card(surface, card, rect.center, rect.width)
        for button in chooser["buttons"]:
            button.draw(surface)

    # -- the decision's buttons -------------------------------------------------------------
    def _zone_build_controls(self) -> None:
        self.buttons = []
        window = self._human_window_seat()
        if window is not None:  # a window: the seat's answers, passing is letting it go
            self.chooser = None
            self.buttons = self._window_buttons(window)
            self._arrange(self.buttons)
            return
        found = self._intents()
        if found is None:
            self.chooser = None
            return
        seat = self.viewer
        if self.family.own_buttons:
            self.buttons = self.family.decision_buttons(
                self.display,
                seat,
                self.session.legal(seat),
                self.session.names,
                lambda action: self._move(seat, action),
                self.uno_armed,
                self._toggle_uno,
            )
            self._arrange(self.buttons)
            self._offer_picks(found)
            return
        buttons = [
            Button(
                f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args),
                self.describer.action_label(action),
                lambda a=action: self._move(seat, a),
                primary=action.verb != "pass",
                hotkey=pygame.K_p if action.verb == "pass" else None,
            )
            for action in found.buttons
        ]
        self._arrange(buttons)
        self.buttons = buttons
        self._offer_picks(found)

    def _window_buttons(self, seat: int) -> list[Button]:
        def submit(action: Action) -> None:
            self._move(seat, action)

        if self.family.own_buttons:
            return self.family.window_buttons(self.display, seat, self.session.names, submit)
        return [
            Button(
                f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args),
                self.describer.action_label(action),
                lambda a=action: submit(a),
            )
            for action in self.session.legal(seat)
            if action.verb != "pass"
        ]

    def _arrange(self, buttons: list[Button]) -> None:
        """A row of buttons, centred above the seat at the screen's things."""
        if not buttons:
            return
        placement, scale = self.placement, self.layout.scale
        height, gap = int(44 * scale), int(12 * scale)
        size = int(26 * scale)
        widths = [
            max(int(110 * scale), theme.font(size, True).size(b.label)[0] + 36) for b in buttons
        ]
        total = sum(widths) + gap * (len(buttons) - 1)
        mine = [p.rect for p in placement.seat_places(self.anchor)]
        top = min((rect.top for rect in mine), default=placement.play_rect.bottom - 200)
        middle = [p.rect for p in placement.zones.values() if p.owner is None]
        floor = max((rect.bottom for rect in middle), default=0) + 24  # under the pile counts
        y = max(floor, top - height - gap)
        x = placement.play_rect.centerx - total // 2
        for button, width in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, y, width, height)
            button.font_size = size
            x += width + gap

    def _offer_picks(self, found: Intents) -> None:
        """Everything the seat may do is picking a card of one pile (or a button): the cards
        are shown at once, each with its button."""
        piles = {
            click.zone
            for click in found.clicks
            if click.item is not None and self.display.zones[click.zone].kind == "pile"
        }
        if len(piles) != 1 or found.drags:
            self.chooser = None
            return
        zone = piles.pop()
        options = [
            (item_card(click.item) or click.item, click.action)
            for click in found.clicks
            if click.zone == zone and click.item is not None
        ]
        prompt = self.describer.prompt(self.session.view(self.viewer)["decision"] or {})
        self._open_chooser(prompt, options, closable=False)

    def _open_chooser(self, title: str, options: list[tuple[str | None, Action]], closable=True):
        """A panel over the table: each option's card (or none) with a button under it."""
        play, scale = self.layout.play_rect, self.layout.scale
        count = max(1, len(options))
        width = int(min(150 * scale, (play.width * 0.86) / count - 16))
        tall = int(width * 1.5)
        button_h = int(40 * scale)
        has_cards = any(card is not None for card, _ in options)
        height = int(84 * scale) + (tall + 14 if has_cards else 0) + button_h + 24
        box = pygame.Rect(0, 0, min(play.width - 20, count * (width + 16) + 40), height)
        box.center = play.center
        seat = self.viewer
        cards, buttons = [], []
        x = box.centerx - (count * (width + 16) - 16) // 2
        top = box.top + int(74 * scale)
        for index, (card, action) in enumerate(options):
            if card is not None:
                cards.append((card, pygame.Rect(x, top, width, tall)))

            def choose(a=action) -> None:
                self.chooser = None
                self._move(seat, a)

            label = self.describer.card(card) if card else self.describer.action_label(action)
            button = Button(f"choose-{index}", label, choose)
            y = top + (tall + 10 if has_cards else 0)
            button.rect = pygame.Rect(x, y, width, button_h)
            button.font_size = max(16, int(22 * scale))
            buttons.append(button)
            x += width + 16
        if closable:
            close = Button("choose-cancel", t("table.cancel"), self._close_chooser, primary=False)
            close.hotkey = pygame.K_ESCAPE
            close.rect = pygame.Rect(0, 0, int(120 * scale), button_h)
            close.rect.midbottom = (box.centerx, box.bottom - 10)
            box.height += button_h + 10
            box.center = play.center
            close.rect.midbottom = (box.centerx, box.bottom - 10)
            buttons.append(close)
        self.chooser = {"title": title, "box": box, "cards": cards, "buttons": buttons}

    def _close_chooser(self) -> None:
        self.chooser = None

    # -- pointing ---------------------------------------------------------------------------
    def _zone_handle(self, event: pygame.event.Event) -> bool | None:
        """The zone table's own handling of `event` (None: the shared handling goes on)."""
        if self.chooser is not None:
            if event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
                return None
            from game.ui.widgets import dispatch

            return dispatch(self.chooser["buttons"], event) or event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
            )
        return None

    def _zone_mouse_down(self, pos) -> bool:
        if not self._viewer_plays() or self.timeline.busy:
            return False
        index = self._card_at(pos)
        if index is None:
            return False
        zone = self._own_hand_zone()
        card = self.display.zones[zone].cards[index]
        rect = self.hand_rects[index]
        width = self.placement.zones[zone].card_width
        self.drag = {
            "index": index,
            "card": card,
            "sprite": CardSprite(card, rect.centerx, rect.centery, 0.0, width),
            "start": pos,
            "grab": (pos[0] - rect.centerx, pos[1] - rect.centery),
            "moved": False,
            "home": rect.center,
        }
        return True

    def _zone_mouse_up(self, pos) -> bool:
        if self.drag is None:
            return self._zone_click(pos)
        drag, self.drag = self.drag, None
        self.hover_index = None
        if not drag["moved"]:
            # A click on a card of the hand: played where it may go, when that is one place.
            if not self._zone_play(drag["card"], None, clicked=True):
                self._fly_home(drag)
            return True
        if not self.placement.play_rect.collidepoint(pos):
            self._fly_home(drag)  # let go over the log: nothing asked
            return True
        zone, item = self.hits.at(pos)
        # A card of a zone is a target of its own when it is an instance (a card on a chain);
        # a plain card of a pile stands for its pile.
        found = self._intents()
        target = item if found is not None and item in found.zone_of else zone
        if not self._zone_play(drag["card"], target):
            self._fly_home(drag)
        return True

    def _zone_play(self, card: str, target: str | None, clicked: bool = False) -> bool:
        """Drop `card` of the viewer's hand on `target`; True when a move was made (or a
        chooser opened for it)."""
        found = self._intents()
        if found is None:
            self.say(t("table.not_your_turn"))
            self.app.sounds.play("error")
            return False
        if clicked:
            places = intents_mod.targets_for(found, card)
            if len(places) != 1:
                if places:
                    self.say(t("table.drag_it"), warn=False)
                else:
                    self._refuse(found, card, None)
                return False
            target = next(iter(places))
        actions = intents_mod.drop(found, card, target)
        if not actions:
            self._refuse(found, card, target)
            return False
        if len(actions) > 1:
            chosen = self.family.drop_choice(card, actions, self.uno_armed)
            actions = [chosen] if chosen is not None else actions
        if len(actions) == 1 and self._needs_bluff_confirm(card):
            self._ask_bluff(self.viewer, actions[0])  # the card goes back until it is sure
            return False
        if len(actions) > 1:
            options = [(None, action) for action in actions]
            self._open_chooser(self.describer.card(card), options)
            return True
        return self._move(self.viewer, actions[0])

    def _refuse(self, found: Intents, card: str, target: str | None) -> None:
        """Say why `card` may not go to `target`: the refusal of the move the drop would be
        (the verb of a legal drag with this card in it), or that it goes elsewhere."""
        if intents_mod.targets_for(found, card):
            self.say(t("table.not_there"))
            self.app.sounds.play("error")
            return
        for drag in found.drags or ():
            words = tuple(card if word == drag.source else word for word in drag.action.args)
            refusal = self.session.refusal(self.viewer, Action(drag.action.verb, words))
            if refusal is not None:
                self.say(self.describer.refusal(refusal))
                self.app.sounds.play("error")
                return
        self.say(t("table.cannot_play_now"))
        self.app.sounds.play("error")

    def _zone_click(self, pos) -> bool:
        if not self.placement.play_rect.collidepoint(pos) or not hasattr(self, "hits"):
            return False
        zone, item = self.hits.at(pos)
        if zone is None or zone.startswith("p") and zone[1:].isdigit():
            return False
        found = self._intents()
        if found is None:
            return False
        actions = intents_mod.click(found, zone, item)
        if not actions:
            return False
        if len(actions) == 1:
            return self._move(self.viewer, actions[0])
        options = [(item_card(c.item) if c.item else None, c.action) for c in found.clicks]
        options = [(card, action) for card, action in options if action in actions]
        self._open_chooser(self.describer.prompt(self.session.decision() or {}), options)
        return True

    # -- what a test reads ------------------------------------------------------------------
    def _zone_automation(self) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        overlay = self._overlay_items()
        if overlay is not None:
            return overlay
        if self.chooser is not None:
            for button in self.chooser["buttons"]:
                items.extend(button.automation())
            return items + [self._state_item()]
        found = self._intents()
        playable = intents_mod.sources(found) if found is not None else set()
        zone = self._own_hand_zone()
        if zone is not None:
            for index, rect in enumerate(self.hand_rects):
                card = self.display.zones[zone].cards[index]
                items.append(
                    {
                        "id": f"hand-{index}",
                        "kind": "hand-card",
                        "card": card,
                        "rect": list(rect),
                        "enabled": card in playable,
                    }
                )
        hits: ZoneHits | None = getattr(self, "hits", None)
        for hit in hits.items if hits is not None else ():
            if hit.zone == zone:
                continue
            items.append(
                {
                    "id": f"{hit.zone}#{hit.index}",
                    "kind": "zone-card",
                    "zone": hit.zone,
                    "card": item_card(self._item(hit.zone, hit.index)),
                    "item": hit.item,
                    "rect": list(hit.rect),
                    "enabled": False,
                }
            )
        mine = self._my_decision()
        legal = mine[2] if mine else []
        for place in self.placement.zones.values():
            if place.id == self.display.stock_id:  # the piles by their roles, as UNO names them
                items.append(
                    {
                        "id": "draw-pile",
                        "kind": "draw-pile",
                        "card": None,
                        "rect": list(place.rect),
                        "enabled": Action("draw") in legal,
                    }
                )
            elif place.id == self.display.pile_id:
                pile = self.display.pile.cards
                items.append(
                    {
                        "id": "discard-pile",
                        "kind": "discard-pile",
                        "card": item_card(pile[-1]) if pile else None,
                        "rect": list(
                            place.rect.inflate(place.card_width // 4, place.card_width // 4)
                        ),
                        "enabled": bool(playable),
                    }
                )
            items.append(
                {
                    "id": f"zone-{place.id}",
                    "kind": "zone",
                    "card": None,
                    "rect": list(place.rect),
                    "enabled": False,
                    "size": self.display.zones[place.id].size
                    if place.id in self.display.zones
                    else 0,
                }
            )
        for seat, place in self.placement.plates.items():
            items.append(
                {
                    "id": f"seat-{seat + 1}",
                    "kind": "seat",
                    "card": None,
                    "rect": list(place.rect),
                    "enabled": False,
                    "name": self.session.names[seat],
                }
            )
        for counter, place in self.placement.counters.items():
            items.append(
                {
                    "id": f"counter-{counter}",
                    "kind": "counter",
                    "card": None,
                    "rect": list(place.rect),
                    "enabled": False,
                    "value": self.display.counters.get(counter, 0),
                }
            )
        for button in self.buttons:
            items.extend(button.automation())
        return items + [self._state_item()]

    def _item(self, zone: str, index: int):
        cards = self.display.zones[zone].cards
        return cards[index] if 0 <= index < len(cards) else None
