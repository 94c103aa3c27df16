"""The rules of a game, readable in the app: its page in sections, with a table of contents
that jumps to a section (by click, or Tab and Enter), figures of the table's own card faces,
and the game's options explained at the end."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.cardwords import card_words
from game.engine import registry
from game.i18n import language, t, t_or
from game.ui import theme
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.rulespage import RulesPage, read_page
from game.ui.scene import Scene
from game.ui.scenes.common import KeyboardFocus, draw_heading
from game.ui.scenes.rules_layout import PageLayout, lay_out
from game.ui.widgets import Button, Choice, Widget, dispatch

if TYPE_CHECKING:
    from game.ui.app import App

SCROLL_STEP = 40
PAGE_STEP = 400


def rules_page(ruleset_id: str, lang: str | None = None) -> RulesPage:
    """A game's page in the player's language (English when it has none in that language),
    followed by the game's options; every figure's card checked against the game's cards."""
    ruleset = registry.get(ruleset_id)
    codes = card_book(ruleset_id).faces
    page = None
    for code in (lang or language(), "en"):
        page = read_page(ruleset_id, code, codes)
        if page is not None:
            break
    options = [
        f"{t_or(f'option.{s.key}', s.key)}: {t_or(f'option.{s.key}.help', s.help)}"
        for s in ruleset.player_option_specs()
    ]
    heading = t("rules.options_heading")
    return (
        page.with_section(heading, options)
        if page
        else RulesPage(()).with_section(heading, options)
    )


class RulesScene(Scene):
    def __init__(self, app: App, ruleset_id: str | None):
        super().__init__(app)
        rulesets = registry.all_rulesets()
        self.ruleset = registry.get(ruleset_id) if ruleset_id else rulesets[0]
        self.scroll = 0
        self.thumb: pygame.Rect | None = None  # the scrollbar's thumb as last drawn
        self.chooser = Choice(
            "rules-game",
            t("new.game"),
            [(r.id, r.name) for r in rulesets],
            self.ruleset.id,
            self._choose,
        )
        self.back = Button("btn-back", t("common.back"), app.stack.pop, primary=False)
        self.to_contents = Button("rules-contents", t("rules.contents"), self._top, primary=False)
        self.learn = Button("rules-learn", t("rules.learn_to_play"), self.learn_to_play)
        self.links: list[Button] = []
        self.focus = KeyboardFocus(self._focus_order)
        self._art: CardArt | None = None
        self._page: tuple[tuple, RulesPage] | None = None
        self._layout: tuple[tuple, PageLayout] | None = None
        self._guided: set[str] | None = None  # the games with a guided first game

    # what is shown
    def page(self) -> RulesPage:
        key = (self.ruleset.id, language())
        if self._page is None or self._page[0] != key:
            self._page = (key, rules_page(self.ruleset.id))
        return self._page[1]

    def text(self) -> str:
        """The page's words, without its markup."""
        return self.page().plain_text()

    def art(self) -> CardArt:
        if self._art is None or self._art.book.game != self.ruleset.id:
            settings = self.app.settings
            self._art = CardArt(card_book(self.ruleset.id), settings.colorblind, settings.card_back)
        return self._art

    def layout(self) -> PageLayout:
        size = self.app.size
        key = (self.ruleset.id, language(), tuple(size))
        if self._layout is None or self._layout[0] != key:
            book = card_book(self.ruleset.id)
            name = lambda code: card_words(book.faces, book.palette, code)  # noqa: E731
            column = self.column()
            self._layout = (key, lay_out(self.page(), column.width, self._scale(), name))
        return self._layout[1]

    def _scale(self) -> float:
        return theme.scale_for(self.app.size)

    def box(self) -> pygame.Rect:
        """The panel the page scrolls in."""
        w, h = self.app.size
        return pygame.Rect(int(w * 0.06), int(h * 0.28), int(w * 0.88), int(h * 0.58))

    def column(self) -> pygame.Rect:
        """Where the page's words go: the panel less its margins and its scrollbar."""
        box = self.box()
        return pygame.Rect(box.left + 24, box.top + 16, box.width - 24 - 30, box.height - 32)

    def guide_offered(self) -> bool:
        """Whether the game shown has a guided first game (a guide file and a table)."""
        from game.ui.scenes.guide_chooser import guided_games

        if self._guided is None:  # read once, not at every frame (it looks for files)
            self._guided = set(guided_games())
        return self.ruleset.id in self._guided

    def learn_to_play(self) -> None:
        """The guided first game of the game shown, over this page: leaving it comes back here."""
        from game.ui.scenes.guide_chooser import GuideChooserScene, start_guide

        if self.guide_offered():
            trouble = start_guide(self.app, self.ruleset.id, self.app.stack.push)
            if trouble:  # the chooser says why, and offers the other games' guides
                chooser = GuideChooserScene(self.app)
                chooser.note = trouble
                self.app.stack.push(chooser)

    # moving about
    def max_scroll(self) -> int:
        return max(0, self.layout().height - self.column().height)

    def jump_to(self, section: int) -> None:
        """Scroll so that section `section` (0 the first) starts at the top of the panel."""
        self.scroll = min(self.layout().anchors[section], self.max_scroll())

    def _top(self) -> None:
        self.scroll = 0

    def _choose(self, ruleset_id: str) -> None:
        self.ruleset = registry.get(ruleset_id)
        self.scroll = 0

    def _focus_order(self) -> list[Widget]:
        return [self.chooser, *self.links, self.to_contents, self.learn, self.back]

    def update(self, dt: float) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self._place_widgets()

    def _place_widgets(self) -> None:
        size, scale = self.app.size, self._scale()
        layout, column = self.layout(), self.column()
        self.chooser.rect = pygame.Rect(
            int(size[0] * 0.2), int(size[1] * 0.2), int(size[0] * 0.6), int(40 * scale)
        )
        links = [p for p in layout.pieces if p.kind == "link"]
        if [b.label for b in self.links] != [p.text for p in links]:
            self.links = [
                Button(f"rules-section:{p.section}", p.text, self._jumper(p.section), primary=False)
                for p in links
            ]
        for button, piece in zip(self.links, links, strict=True):
            button.rect = piece.rect.move(column.left, column.top - self.scroll)
            button.visible = column.contains(button.rect)
        width, height = int(200 * scale), int(48 * scale)
        self.back.rect = pygame.Rect(0, 0, width, height)
        self.back.rect.midbottom = (size[0] // 2, size[1] - int(16 * scale))
        gap = int(16 * scale)
        self.to_contents.rect = self.back.rect.move(-(width + gap), 0)
        self.to_contents.visible = self.scroll > 0
        self.learn.rect = self.back.rect.move(width + gap, 0)
        self.learn.visible = self.guide_offered()

    def _jumper(self, section: int) -> Callable[[], None]:
        return lambda: self.jump_to(section)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * SCROLL_STEP)
            return True
        if event.type == pygame.KEYDOWN and self._scroll_key(event.key):
            return True  # the arrows scroll the page; Tab moves among the links and buttons
        if self.focus.keyboard(event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self._show_focused()
            return True
        return dispatch([self.chooser, *self.links, self.to_contents, self.learn, self.back], event)

    def _scroll_key(self, key: int) -> bool:
        steps = {
            pygame.K_DOWN: SCROLL_STEP,
            pygame.K_UP: -SCROLL_STEP,
            pygame.K_PAGEDOWN: PAGE_STEP,
            pygame.K_PAGEUP: -PAGE_STEP,
        }
        if key in steps:
            self.scroll = max(0, self.scroll + steps[key])
        elif key == pygame.K_HOME:
            self.scroll = 0
        elif key == pygame.K_END:
            self.scroll = self.max_scroll()
        else:
            return False
        return True

    def _show_focused(self) -> None:
        """A contents link the keyboard moved to is scrolled into view."""
        if (self.focus.focus_id or "").startswith("rules-section:"):
            self.scroll = 0  # the contents are at the top of the page
            self._place_widgets()

    # drawing
    def draw(self, surface: pygame.Surface) -> None:
        size = self.app.size
        surface.blit(theme.felt_background(size), (0, 0))
        draw_heading(surface, size, t("rules.title", name=self.ruleset.name))
        self.chooser.draw(surface)
        box, column, layout = self.box(), self.column(), self.layout()
        theme.panel(surface, box)
        clip = surface.get_clip()
        surface.set_clip(column.inflate(8, 8))
        self._draw_page(surface, column, layout)
        surface.set_clip(clip)
        self._scrollbar(surface, box, layout.height, column.height)
        for button in (self.to_contents, self.learn, self.back):
            button.draw(surface)
        self.focus.draw(surface)

    def _draw_page(self, surface: pygame.Surface, column: pygame.Rect, layout: PageLayout) -> None:
        top = column.top - self.scroll
        hovered = {b.id for b in self.links if b.hover} | {self.focus.focus_id}
        for piece in layout.pieces:
            y = top + piece.y
            if y + piece.height < column.top - 8 or y > column.bottom + 8:
                continue
            x = column.left + piece.x
            if piece.kind == "card":
                surface.blit(self.art().face(piece.code, piece.width), (x, y))
                continue
            ink = {"title": theme.GOLD, "heading": theme.GOLD, "caption": theme.INK_DIM}.get(
                piece.kind, theme.INK
            )
            if piece.kind == "link" and f"rules-section:{piece.section}" in hovered:
                ink = theme.GOLD
            surface.blit(theme.text(piece.text, piece.size, ink, piece.bold), (x, y))
            if piece.kind == "link":
                under = y + piece.size + 1
                pygame.draw.line(surface, theme.INK_DIM, (x, under), (x + piece.width, under))
            elif piece.kind == "heading":
                rule_y = y + piece.size + 3
                pygame.draw.line(surface, theme.GOLD, (column.left, rule_y), (column.right, rule_y))
            elif piece.bullet:
                dot = (column.left + piece.x // 2, y + piece.size // 2 + 1)
                pygame.draw.circle(surface, theme.GOLD, dot, max(2, piece.size // 7))

    def _scrollbar(self, surface: pygame.Surface, box: pygame.Rect, content: int, shown: int):
        """A thin bar at the panel's right edge: how much there is and where the view is."""
        self.thumb = None
        if content <= shown:
            return
        track = box.inflate(0, -24)
        track.width, track.right = 6, box.right - 8
        thumb_height = max(24, track.height * shown // content)
        reach = max(1, content - shown)
        top = track.top + (track.height - thumb_height) * min(self.scroll, reach) // reach
        pygame.draw.rect(surface, (44, 60, 64), track, border_radius=3)
        thumb = pygame.Rect(track.left, top, track.width, thumb_height)
        pygame.draw.rect(surface, theme.INK_DIM, thumb, border_radius=3)
        self.thumb = thumb

    def automation_items(self):
        links = [item for b in self.links for item in b.automation()]
        buttons = [*self.to_contents.automation(), *self.learn.automation()]
        return [*self.chooser.automation(), *links, *buttons, *self.back.automation()]
