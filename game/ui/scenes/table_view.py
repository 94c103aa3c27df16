"""The table's drawing, and what a test reads of it (the automation items)."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import t, t_or
from game.ui import theme
from game.ui.table import overlays
from game.ui.table.layout import FAN_REACH
from game.ui.table.logview import draw_log
from game.ui.table.render import glow_blue, plate_label


class TableViewMixin:
    """Mixed into TableScene: everything a player sees."""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table; `self.dirty` says which parts changed (None: all of it)."""
        if self.zoned:
            self._zone_draw(surface)
            return
        layout = self.layout
        on_top = self.app.stack.top is self
        view = self._view()
        zones = self._zones(layout, view)
        full = self.damage.take_full() or not on_top
        damaged = self.damage.zones(zones)
        if not on_top:
            self.damage.invalidate()  # whatever lies over the table changes the pixels
        moving = bool(self.animator.sprites or self.animator.banners or view["drag_sprite"])
        if not (full or damaged or moving or self.damage.had_moving):
            self.dirty = []
            return
        self._draw_all(surface, layout, view)
        moved = self.damage.moved(self._moving_rects)
        self.dirty = None if full else damaged + moved

    def _view(self) -> dict[str, Any]:
        """The facts a frame is drawn from, worked out once."""
        mine = self._my_decision()
        legal = mine[2] if mine else []
        moved = self.drag is not None and self.drag["moved"]
        dragging_card = self.drag["card"] if moved else None
        dragging = self.drag["index"] if moved else None
        busy = self.timeline.busy
        return {
            "discard_glow": dragging_card is not None and Action("play", (dragging_card,)) in legal,
            "draw_glow": Action("draw") in legal and not busy,
            "hidden": set() if self.viewer is not None else {self.layout.anchor},
            "deciding": self._deciding() if not busy else set(),
            "playable": {a.args[0] for a in legal if a.verb == "play"},
            "hidden_index": dragging if dragging is not None else self.returning,
            "drag_sprite": self.drag["sprite"] if moved else None,
            "glow_blue": glow_blue(pygame.time.get_ticks()),
            "status": tuple(self._status_parts()),
            "log": self._log_view(),
        }

    def _deciding(self) -> set[int]:
        """The seats whose plates say they are deciding: those the decision names, and the
        viewer when a chance of its own is offered (nobody else's private chance shows)."""
        decision = self.session.decision()
        seats = set(decision["seats"]) if decision else set()
        if self.viewer is not None and self.viewer in self.session.deciders():
            seats.add(self.viewer)
        return seats

    def _zones(self, layout, view: dict[str, Any]) -> list[tuple[str, pygame.Rect, Any]]:
        """Every part of the table with a signature of what it shows."""
        display, scale = self.display, layout.scale
        play = layout.play_rect
        zones = [
            ("log", layout.log_rect, (view["log"].key, view["log"].lines, self.log_scroll)),
            ("status", pygame.Rect(0, 0, play.width, int(90 * scale)), view["status"]),
            (
                "piles",
                self._piles_rect(layout),
                (
                    display.stock.size,
                    tuple(display.pile.cards[-5:]),
                    self.family.pile_signature(display),
                    view["draw_glow"],
                    view["discard_glow"],
                    view["glow_blue"] if view["draw_glow"] or view["discard_glow"] else 0,
                ),
            ),
        ]
        for seat, spot in layout.spots.items():
            hand = display.hands[seat]
            plate = (
                plate_label(display, self.session.names, seat, self.family.plate_counters),
                seat in view["deciding"],
                seat == display.turn,
                seat == display.dealer,
            )
            if spot.bottom:
                top = int(spot.label[1] - 24 * scale)
                rect = pygame.Rect(play.left, top, play.width, layout.size[1] - top)
                signature = (
                    plate,
                    tuple(hand),
                    tuple(sorted(view["playable"])),
                    self.hover_index,
                    self.selected,
                    view["hidden_index"],
                    self.viewer,
                    tuple(view["hidden"]),
                    tuple(display.arriving),  # a card still flying in leaves its place empty
                    self.glide.signature(),
                )
            else:
                reach = layout.small_card_width * FAN_REACH
                rect = pygame.Rect(
                    int(spot.center[0] - reach),
                    int(spot.center[1] - reach),
                    int(reach * 2),
                    int(spot.label[1] - spot.center[1] + reach + 24),
                )
                signature = plate
            zones.append((f"seat{seat}", rect, signature))
        for button in self.buttons:
            # The place is part of what a button shows: when a button of its row changes its
            # width (the UNO toggle), the others move, and both places must be drawn again.
            zones.append(
                (
                    f"button:{button.id}",
                    button.rect.inflate(10, 12),
                    (
                        tuple(button.rect),
                        button.label,
                        button.hover,
                        button.enabled,
                        button.highlight,
                        button.fill,
                    ),
                )
            )
        # What lies over the table; each part is None when it is not shown (a button that is
        # not hovered is False, and the panel under it is still there).
        confirm, summary = self.confirm, self.round_summary
        overlay = (
            self.message[0] if self.message else None,
            (confirm["text"], tuple(b.hover for b in confirm["buttons"])) if confirm else None,
            tuple(self.revealed[1]) if self.revealed else None,
            (summary["winner"], summary["button"].hover) if summary else None,
        )
        if any(part is not None for part in overlay):
            zones.append(("overlay", play.copy(), overlay))
        return zones

    def _hand_positions(self, layout) -> list[tuple[float, float, float]]:
        """Where the viewer's cards are drawn now: sliding to their places, or at them."""
        hand = self.display.hands[self.viewer]
        return self.glide.positions(hand, layout.hand_positions(self.viewer, len(hand)))

    def _piles_rect(self, layout) -> pygame.Rect:
        width = layout.pile_card_width
        rect = pygame.Rect(0, 0, int(width * 4.9), int(width * 3.4))
        rect.center = (int(layout.center[0]), int(layout.center[1] + width * 0.1))
        return rect

    def _draw_all(self, surface: pygame.Surface, layout, view: dict[str, Any]) -> None:
        surface.blit(theme.felt_background(layout.size), (0, 0))
        self.renderer.piles(
            surface,
            layout,
            self.display,
            view["draw_glow"],
            view["discard_glow"],
            view["glow_blue"],
        )
        self.renderer.seats(
            surface, layout, self.display, self.session.names, view["deciding"], view["hidden"]
        )
        if self.viewer is not None:
            self.hand_rects = self.renderer.own_hand(
                surface,
                layout,
                self.display,
                self.viewer,
                view["playable"],
                self.hover_index,
                view["hidden_index"],
                self.selected,
                self._hand_positions(layout),
            )
        else:
            self.hand_rects = []
        moving = self.renderer.sprites(surface, self.animator.sprites)
        if view["drag_sprite"] is not None:
            moving += self.renderer.sprites(surface, [view["drag_sprite"]])
        if not (self.revealed or self.round_summary):  # a panel over the table has the word
            moving += self.renderer.banners(
                surface, layout, self.animator.banners, self.session.names
            )
        self._moving_rects = moving
        draw_log(surface, layout, view["log"], t("table.log"), self.log_scroll)
        self._draw_status(surface, view["status"])
        for button in self.buttons:
            button.draw(surface)
        if self.message:
            above = min((button.rect.top for button in self.buttons), default=None)
            self.message_rect = overlays.message(surface, layout, self.message[0], above)
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
            overlays.confirm(surface, layout, self.confirm["text"], self.confirm["buttons"])

    def _status_parts(self) -> list[str]:
        parts = self.family.status_parts(self.display, self.session.options)
        hint = self._hint()
        if hint:
            parts.append(hint)
        return parts

    def _draw_status(self, surface: pygame.Surface, parts) -> None:
        size = max(16, int(22 * self.layout.scale))
        y = 12
        for part in parts:
            image = theme.text(part, size, theme.INK_DIM)
            surface.blit(image, (16, y))
            y += size + 4

    def _hint(self) -> str:
        mine = self._my_decision()
        if mine is None:
            decision = self.session.decision()
            if decision and not self.timeline.busy:
                seat = decision["seats"][0]
                if not self.session.is_human(seat):
                    return t("table.thinking", name=self.session.names[seat])
            return ""
        if self.zoned:  # the decision's own words, else the table's (below)
            words = self.describer.prompt(self.session.view(self.viewer)["decision"] or {})
            if words:
                return words
        # What the decision is about, in the table's words: `decision.play` -> `table.hint.play`.
        return t_or("table.hint." + mine[1].removeprefix("decision."), "")

    # -- automation -------------------------------------------------------------------------
    def automation_items(self) -> list[dict[str, Any]]:
        if self.zoned:
            return self._zone_automation()
        items: list[dict[str, Any]] = []
        overlay = self._overlay_items()
        if overlay is not None:
            return overlay
        mine = self._my_decision()
        legal = mine[2] if mine else []
        playable = {a.args[0] for a in legal if a.verb == "play"}
        if self.viewer is not None:
            for index, rect in enumerate(self.hand_rects):
                card = self.display.hands[self.viewer][index]
                items.append(
                    {
                        "id": f"hand-{index}",
                        "kind": "hand-card",
                        "card": card,
                        "rect": list(rect),
                        "enabled": card in playable,
                    }
                )
        items.append(
            {
                "id": "draw-pile",
                "kind": "draw-pile",
                "card": None,
                "rect": list(self._draw_rect()),
                "enabled": Action("draw") in legal,
            }
        )
        pile = self.display.pile.cards
        top = pile[-1] if pile else None
        items.append(
            {
                "id": "discard-pile",
                "kind": "discard-pile",
                "card": top,
                "rect": list(self._discard_rect()),
                "enabled": bool(playable),
            }
        )
        for seat, spot in self.layout.spots.items():
            rect = pygame.Rect(0, 0, 120, 30)
            rect.center = (int(spot.label[0]), int(spot.label[1]))
            items.append(
                {
                    "id": f"seat-{seat + 1}",
                    "kind": "seat",
                    "card": None,
                    "rect": list(rect),
                    "enabled": False,
                    "name": self.session.names[seat],
                }
            )
        for button in self.buttons:
            items.extend(button.automation())
        items.append(self._state_item())
        return items

    def _overlay_items(self) -> list[dict[str, Any]] | None:
        """What may be pressed while a panel lies over the table (None: no panel)."""
        if self.round_summary:
            return self.round_summary["button"].automation()
        if self.revealed:
            return [
                {
                    "id": "reveal-continue",
                    "kind": "button",
                    "card": None,
                    "enabled": True,
                    "rect": list(self.layout.play_rect),
                    "label": t("table.click_to_continue"),
                    "cards": list(self.revealed[1]),
                }
            ]
        if self.confirm:
            items: list[dict[str, Any]] = []
            for button in self.confirm["buttons"]:
                items.extend(button.automation())
            return items
        return None

    def _state_item(self) -> dict[str, Any]:
        """What a test reads of the table as a whole: busy, who decides, who looks."""
        return {
            "id": "state",
            "kind": "status",
            "card": None,
            "rect": [0, 0, 0, 0],
            "enabled": False,
            "busy": self.timeline.busy or self.glide.moving,
            "decider": (self.session.deciders() or [None])[0],
            "viewer": self.viewer,
            "phase": self.session.view(self.viewer)["extras"].get("phase"),
            "prompt": (self.session.decision() or {}).get("prompt"),
        }
