"""The table's status lines and words, the panels over it, and what a test reads of it."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import t, t_or
from game.ui import theme


class TableViewMixin:
    """Mixed into TableScene: everything a player sees."""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table (see table_zones.py); every frame is drawn anew."""
        self._zone_draw(surface)

    def _deciding(self) -> set[int]:
        """The seats whose plates say they are deciding: those the decision names, and the
        viewer when a chance of its own is offered (nobody else's private chance shows)."""
        decision = self.session.decision()
        seats = set(decision["seats"]) if decision else set()
        if self.viewer is not None and self.viewer in self.session.deciders():
            seats.add(self.viewer)
        return seats

    def _status_parts(self) -> list[str]:
        parts = self.family.status_parts(self.display, self.session.options)
        hint = self._hint()
        if hint:
            parts.append(hint)
        return parts

    def _draw_status(self, surface: pygame.Surface, parts) -> None:
        """The game's facts in small grey lines; what the person at the screen must decide
        now last, large and gold, so that a turn cannot be missed."""
        size = max(16, int(22 * self.layout.scale))
        mine = self._my_decision() is not None and not self.timeline.busy
        prompt = self._hint() if mine else None
        room = self.layout.play_rect.width - 32
        y = 12
        for part in parts:
            if part == prompt:
                big = theme.fitting_size(part, int(size * 1.3), room, True, smallest=size)
                image = theme.text(part, big, theme.GOLD, True)
            else:
                image = theme.text(part, size, theme.INK_DIM)
            # On a dark band of its own, so that it reads over a seat's cards too.
            band = image.get_rect(topleft=(16, y)).inflate(14, 4)
            theme.panel(surface, band, color=(8, 16, 14, 150))
            surface.blit(image, (16, y))
            y += image.get_height() + 4

    def _hint(self) -> str:
        mine = self._my_decision()
        if mine is None:
            decision = self.session.decision()
            if decision and not self.timeline.busy:
                seat = decision["seats"][0]
                if not self.session.is_human(seat):
                    return t("table.thinking", name=self.session.names[seat])
            return ""
        words = self.describer.prompt(self.session.view(self.viewer)["decision"] or {})
        if words:  # the decision's own words
            return words
        # Else what it is about, in the table's words: `decision.play` -> `table.hint.play`.
        return t_or("table.hint." + mine[1].removeprefix("decision."), "")

    # -- automation -------------------------------------------------------------------------
    def automation_items(self) -> list[dict[str, Any]]:
        return self._zone_automation()

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
