"""The rules of a game, readable in the app, with its options explained."""

from __future__ import annotations

import pygame

from game.engine import registry
from game.i18n import language, t, t_or
from game.paths import assets_dir
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.common import draw_heading
from game.ui.widgets import Button, Choice, dispatch


class RulesScene(Scene):
    def __init__(self, app, ruleset_id: str | None):
        super().__init__(app)
        rulesets = registry.all_rulesets()
        self.ruleset = registry.get(ruleset_id) if ruleset_id else rulesets[0]
        self.scroll = 0
        self.content_end: int | None = None
        self.thumb: pygame.Rect | None = None  # the scrollbar's thumb as last drawn
        self.chooser = Choice(
            "rules-game",
            t("new.game"),
            [(r.id, r.name) for r in rulesets],
            self.ruleset.id,
            self._choose,
        )
        self.back = Button("btn-back", t("common.back"), app.stack.pop, primary=False)

    def update(self, dt: float) -> None:
        size = self.app.size
        box_bottom = int(size[1] * 0.28) + int(size[1] * 0.58)
        if self.content_end is not None:
            self.scroll = min(self.scroll, max(0, self.content_end - box_bottom + 40))

    def _choose(self, ruleset_id: str) -> None:
        self.ruleset = registry.get(ruleset_id)
        self.scroll = 0

    def text(self) -> str:
        for code in (language(), "en"):
            path = assets_dir() / "rules" / f"{self.ruleset.id}.{code}.txt"
            if path.exists():
                body = path.read_text(encoding="utf-8")
                break
        else:
            body = ""
        options = [
            f"- {t_or(f'option.{s.key}', s.key)}: {t_or(f'option.{s.key}.help', s.help)}"
            for s in self.ruleset.player_option_specs()
        ]
        return body.rstrip() + "\n\n" + t("rules.options") + "\n" + "\n".join(options)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 40)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 40 if event.key == pygame.K_DOWN else 400
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (40 if event.key == pygame.K_UP else 400))
            return True
        return dispatch([self.chooser, self.back], event)

    def draw(self, surface: pygame.Surface) -> None:
        size = self.app.size
        scale = theme.scale_for(size)
        surface.blit(theme.felt_background(size), (0, 0))
        draw_heading(surface, size, t("rules.title", name=self.ruleset.name))
        self.chooser.rect = pygame.Rect(
            int(size[0] * 0.2), int(size[1] * 0.2), int(size[0] * 0.6), int(40 * scale)
        )
        self.chooser.draw(surface)
        box = pygame.Rect(
            int(size[0] * 0.1), int(size[1] * 0.28), int(size[0] * 0.8), int(size[1] * 0.58)
        )
        theme.panel(surface, box)
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-20, -20))
        font_size = int(24 * scale)
        y = box.top + 16 - self.scroll
        for paragraph in self.text().split("\n"):
            for line in theme.wrap(paragraph, font_size, box.width - 48):
                if box.top - font_size < y < box.bottom:
                    bold = line.isupper() and len(line) > 2
                    ink = theme.GOLD if bold else theme.INK
                    surface.blit(theme.text(line, font_size, ink, bold), (box.left + 24, y))
                y += font_size + 4
        self.content_end = y + self.scroll  # read by update() to stop the scroll at the end
        surface.set_clip(clip)
        self._scrollbar(surface, box, self.content_end - (box.top + 16))
        self.back.rect = pygame.Rect(0, 0, int(200 * scale), int(48 * scale))
        self.back.rect.midbottom = (size[0] // 2, size[1] - int(16 * scale))
        self.back.draw(surface)

    def _scrollbar(self, surface: pygame.Surface, box: pygame.Rect, content: int) -> None:
        """A thin bar at the panel's right edge: how much there is and where the view is."""
        track = box.inflate(0, -24)
        track.width, track.right = 6, box.right - 8
        shown = box.height - 40
        if content <= shown:
            return
        thumb_height = max(24, track.height * shown // content)
        reach = max(1, content - shown)
        top = track.top + (track.height - thumb_height) * min(self.scroll, reach) // reach
        pygame.draw.rect(surface, (44, 60, 64), track, border_radius=3)
        thumb = pygame.Rect(track.left, top, track.width, thumb_height)
        pygame.draw.rect(surface, theme.INK_DIM, thumb, border_radius=3)
        self.thumb = thumb

    def automation_items(self):
        return [*self.chooser.automation(), *self.back.automation()]
