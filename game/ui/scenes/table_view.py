"""The table's input (drag and drop, clicks, keys) and its drawing."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.notation import Action
from game.ui import theme
from game.ui.cardart import CARD_RATIO
from game.ui.i18n import t
from game.ui.table import overlays
from game.ui.table.layout import FAN_REACH
from game.ui.table.sprites import CardSprite
from game.ui.tween import Tween, ease_out_back
from game.ui.widgets import dispatch

DRAG_THRESHOLD = 6


class TableViewMixin:
    """Mixed into TableScene: everything a player touches and sees."""

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm or self.revealed:
                self.confirm = self.revealed = None
                return True
            self._open_pause()
            return True
        if self.round_summary is not None:
            return dispatch([self.round_summary["button"]], event)
        if self.revealed is not None:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.revealed = None
                self._rebuild_controls()
                return True
            return False
        if self.confirm is not None:
            return dispatch(self.confirm["buttons"], event)
        if dispatch(self.buttons, event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def _card_at(self, pos) -> int | None:
        for index in range(len(self.hand_rects) - 1, -1, -1):
            if self.hand_rects[index].collidepoint(pos):
                return index
        return None

    def _mouse_move(self, pos) -> bool:
        if self.drag is not None:
            drag = self.drag
            if abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) > DRAG_THRESHOLD:
                drag["moved"] = True
            drag["sprite"].x, drag["sprite"].y = pos[0] - drag["grab"][0], pos[1] - drag["grab"][1]
            return True
        self.hover_index = self._card_at(pos) if self.viewer is not None else None
        return False

    def _mouse_down(self, pos) -> bool:
        if not self._viewer_plays() or self.timeline.busy:
            return False
        index = self._card_at(pos)
        if index is None:
            return False
        card = self.display.hands[self.viewer][index]
        rect = self.hand_rects[index]
        sprite = CardSprite(card, rect.centerx, rect.centery, 0.0, self.layout.hand_card_width)
        self.drag = {
            "index": index,
            "card": card,
            "sprite": sprite,
            "start": pos,
            "grab": (pos[0] - rect.centerx, pos[1] - rect.centery),
            "moved": False,
            "home": rect.center,
        }
        return True

    def _mouse_up(self, pos) -> bool:
        if self.drag is None:
            return self._click(pos)
        drag, self.drag = self.drag, None
        self.hover_index = None  # the hand changes under the pointer; the next move says
        on_pile = self._discard_rect().collidepoint(pos)
        if drag["moved"] and not on_pile:
            self._fly_home(drag)
            return True
        if self._my_decision() is None:
            self._fly_home(drag)
            self.say(t("table.not_your_turn"))
            return True
        if not self._play_card(drag["card"]):
            self._fly_home(drag)
        return True

    def _play_card(self, card: str) -> bool:
        action = self.play_action_for(card)
        seat = self.viewer
        if self._needs_bluff_confirm(card):
            self._ask_bluff(seat, action)
            return False
        return self._submit(seat, action)

    def _needs_bluff_confirm(self, card: str) -> bool:
        """A Wild Draw Four that can be challenged while we hold the current color."""
        if self.deck.cards[card].kind != "wild4":
            return False
        if getattr(self.session.ruleset.variant, "strict_wild4", True):
            return False
        if Action("play", (card,)) not in self.session.legal(self.viewer):
            return False
        color = self.display.color
        return any(self.deck.cards[c].color == color for c in self.display.hands[self.viewer])

    def _ask_bluff(self, seat: int, action: Action) -> None:
        from game.ui.widgets import Button

        def yes() -> None:
            self.confirm = None
            self._submit(seat, action)

        def no() -> None:
            self.confirm = None

        buttons = [
            Button("confirm-yes", t("table.bluff_yes"), yes),
            Button("confirm-no", t("table.bluff_no"), no, primary=False),
        ]
        self.confirm = {
            "text": t("table.bluff_question", color=self.describer.color(self.display.color)),
            "buttons": buttons,
        }

    def _fly_home(self, drag: dict[str, Any]) -> None:
        sprite = drag["sprite"]
        home = drag["home"]
        self.animator.sprites.append(sprite)

        def landed() -> None:
            if sprite in self.animator.sprites:
                self.animator.sprites.remove(sprite)
            self.returning = None

        self.returning = drag["index"]
        tween = Tween(
            sprite,
            {"x": home[0], "y": home[1]},
            0.28 * max(self.speed, 0.3),
            ease_out_back,
            0.0,
            landed,
        )
        if self.speed <= 0:
            landed()
            return
        self._free_tweens.append(tween)

    def _click(self, pos) -> bool:
        if self.layout and self._draw_rect().collidepoint(pos):
            return self._draw_clicked()
        return False

    def _draw_clicked(self) -> bool:
        mine = self._my_decision()
        if mine is None:
            self.say(t("table.not_your_turn"))
            return True
        if Action("draw") in mine[2]:
            self._submit(mine[0], Action("draw"))
        else:
            refusal = self.session.refusal(mine[0], Action("draw"))
            if refusal is not None:
                self.say(self.describer.refusal(refusal))
        return True

    def _key(self, key: int) -> bool:
        if not self._viewer_plays():
            return False
        hand = self.display.hands[self.viewer]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            current = self.selected if self.selected is not None else (-1 if step > 0 else 0)
            self.selected = (current + step) % len(hand)
            return True
        chosen = self.selected is not None and self.selected < len(hand)
        if key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and chosen:
            if self._my_decision() is not None:
                self._play_card(hand[self.selected])
            return True
        if key == pygame.K_d:
            return self._draw_clicked()
        if key == pygame.K_h:
            return self._give_hint()
        return False

    def _discard_rect(self) -> pygame.Rect:
        layout = self.layout
        width = layout.pile_card_width * 1.5
        rect = pygame.Rect(0, 0, int(width), int(width * CARD_RATIO))
        rect.center = (int(layout.discard_pos[0]), int(layout.discard_pos[1]))
        return rect

    def _draw_rect(self) -> pygame.Rect:
        layout = self.layout
        width = layout.pile_card_width * 1.1
        rect = pygame.Rect(0, 0, int(width), int(width * CARD_RATIO))
        rect.center = (int(layout.draw_pos[0]), int(layout.draw_pos[1]))
        return rect

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table; `self.dirty` says which parts changed (None: all of it)."""
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
            "deciding": set(self.session.deciders()) if not busy else set(),
            "playable": {a.args[0] for a in legal if a.verb == "play"},
            "hidden_index": dragging if dragging is not None else self.returning,
            "drag_sprite": self.drag["sprite"] if moved else None,
            "status": tuple(self._status_parts()),
        }

    def _zones(self, layout, view: dict[str, Any]) -> list[tuple[str, pygame.Rect, Any]]:
        """Every part of the table with a signature of what it shows."""
        display, scale = self.display, layout.scale
        play = layout.play_rect
        ticks = pygame.time.get_ticks() // 40  # the glows pulse
        zones = [
            ("log", layout.log_rect, (len(self.history), self.viewer)),
            ("status", pygame.Rect(0, 0, play.width, int(90 * scale)), view["status"]),
            (
                "piles",
                self._piles_rect(layout),
                (
                    display.draw_count,
                    tuple(display.discard[-5:]),
                    display.color,
                    display.direction,
                    view["draw_glow"],
                    view["discard_glow"],
                    ticks if view["draw_glow"] or view["discard_glow"] else 0,
                ),
            ),
        ]
        for seat, spot in layout.spots.items():
            hand = display.hands[seat]
            plate = (
                self.session.names[seat],
                len(hand),
                seat in view["deciding"],
                seat == display.turn,
                seat == display.dealer,
                tuple(display.scores),
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
            zones.append(
                (
                    f"button:{button.id}",
                    button.rect.inflate(10, 12),
                    (button.label, button.hover, button.enabled, button.highlight, button.fill),
                )
            )
        overlay = (
            self.message[0] if self.message else None,
            self.confirm["text"] if self.confirm else None,
            tuple(b.hover for b in self.confirm["buttons"]) if self.confirm else None,
            self.revealed and tuple(self.revealed[1]),
            self.round_summary and self.round_summary["button"].hover,
        )
        if any(part is not None and part is not False for part in overlay):
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
        self.renderer.piles(surface, layout, self.display, view["draw_glow"], view["discard_glow"])
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
            moving += self.renderer.banners(surface, layout, self.animator.banners)
        self._moving_rects = moving
        self.renderer.log(surface, layout, self.log, t("table.log"))
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
                self.round_summary,
                self.session.names,
                self.session.options.get("target"),
            )
        if self.confirm:
            overlays.confirm(surface, layout, self.confirm["text"], self.confirm["buttons"])

    def _status_parts(self) -> list[str]:
        display = self.display
        rounds = getattr(self.session.ruleset.variant, "scored_rounds", False)
        options = self.session.options
        parts = []
        if rounds:
            parts.append(t("table.round_to", number=display.round, target=options["target"]))
        elif options.get("mode") == "short" and display.turns:
            # The short game ends once every seat has played its turns: say which is played.
            total = options["short_turns"]
            number = min(min(display.turns) + 1, total)
            parts.append(t("table.short_turn", number=number, total=total))
        if display.stack:
            parts.append(t("table.stack", count=display.stack))
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
            if self.session.deciders() and not self.timeline.busy:
                seat = self.session.deciders()[0]
                if not self.session.is_human(seat):
                    return t("table.thinking", name=self.session.names[seat])
            return ""
        return t(f"table.hint.{mine[1]}")

    # -- automation -------------------------------------------------------------------------
    def automation_items(self) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
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
            for button in self.confirm["buttons"]:
                items.extend(button.automation())
            return items
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
        top = self.display.discard[-1] if self.display.discard else None
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
        items.append(
            {
                "id": "state",
                "kind": "status",
                "card": None,
                "rect": [0, 0, 0, 0],
                "enabled": False,
                "busy": self.timeline.busy or self.glide.moving,
                "decider": (self.session.deciders() or [None])[0],
                "viewer": self.viewer,
                "phase": self.session.state["phase"],
            }
        )
        return items
