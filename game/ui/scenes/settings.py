"""Settings, kept in the user config folder: window, animation speed, sound, cards, language.

Without a sound device the sound and volume choices are greyed out, with a line saying why.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.i18n import available_languages, t
from game.ui import theme
from game.ui.cardart import BACK_STYLES, CARD_RATIO, CardArt
from game.ui.cardbook import card_book
from game.ui.scenes.common import HIGHLIGHT_INK, MenuScene
from game.ui.widgets import Button, Choice, Toggle, Widget

WINDOW_SIZES = ((1024, 640), (1280, 800), (1600, 1000), (1920, 1080))
SPEEDS = ("off", "fast", "normal", "slow")


# The faces shown beside the colorblind choice, of two colors that are hard to tell apart.
PREVIEW_DECK = "uno"
PREVIEW_FACES = ("r7", "g3")


class Note(Widget):
    """A line of small print in the column of choices, saying why the one above is greyed."""

    def __init__(self, widget_id: str, text: str):
        super().__init__(widget_id)
        self.text = text

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        size = theme.fitting_size(self.text, max(15, int(self.rect.height * 0.55)), self.rect.width)
        image = theme.text(self.text, size, HIGHLIGHT_INK)
        surface.blit(image, image.get_rect(midleft=(self.rect.left, self.rect.centery)))

    def automation(self) -> list[dict[str, Any]]:
        if not self.visible:
            return []
        return [
            {
                "id": self.id,
                "kind": "note",
                "card": None,
                "label": self.text,
                "rect": list(self.rect),
                "enabled": False,
            }
        ]


class SettingsScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.draft = app.settings
        settings = app.settings
        self._art = CardArt(card_book(PREVIEW_DECK), settings.colorblind, settings.card_back)
        self.preview_rects: list[pygame.Rect] = []  # where the preview cards were drawn

    def title(self) -> str:
        return t("settings.title")

    def build(self) -> None:
        s = self.draft
        sizes = list(WINDOW_SIZES)
        if tuple(s.window_size) not in sizes:
            sizes.append(tuple(s.window_size))
        on, off = t("common.on"), t("common.off")
        self.widgets = [
            Choice(
                "window",
                t("settings.window"),
                [(size, f"{size[0]} x {size[1]}") for size in sizes],
                tuple(s.window_size),
                lambda v: self._set(window_size=v),
            ),
            Toggle(
                "fullscreen",
                t("settings.fullscreen"),
                s.fullscreen,
                lambda v: self._set(fullscreen=v),
                on,
                off,
            ),
            Choice(
                "speed",
                t("settings.speed"),
                [(v, t(f"settings.speed.{v}")) for v in SPEEDS],
                s.animation_speed,
                lambda v: self._set(animation_speed=v),
            ),
            Toggle("sound", t("settings.sound"), s.sound, lambda v: self._set(sound=v), on, off),
            *self._no_sound_note(),
            Choice(
                "volume",
                t("settings.volume"),
                [(v / 10, f"{v * 10}%") for v in range(0, 11)],
                round(s.volume, 1),
                lambda v: self._set(volume=v),
            ),
            Choice(
                "card-back",
                t("settings.card_back"),
                [(b, t(f"settings.back.{b}")) for b in BACK_STYLES],
                s.card_back,
                lambda v: self._set(card_back=v),
            ),
            Toggle(
                "colorblind",
                t("settings.colorblind"),
                s.colorblind,
                lambda v: self._set(colorblind=v),
                on,
                off,
            ),
            Choice(
                "language",
                t("settings.language"),
                [(code, t(f"language.{code}")) for code in available_languages()],
                s.language,
                lambda v: self._set(language=v),
            ),
            Button("btn-save-settings", t("settings.save"), self._save),
            Button("btn-back", t("common.back"), self.app.stack.pop, primary=False),
        ]
        if not self.app.sounds.available:  # the choices stay as they were, for another day
            for widget in self.widgets:
                if widget.id in ("sound", "volume"):
                    widget.enabled = False

    def _no_sound_note(self) -> list[Widget]:
        """Under the sound choice, when there is no sound device: why the game is silent."""
        if self.app.sounds.available:
            return []
        return [Note("sound-note", t("sound.no_device"))]

    def resize(self, size) -> None:
        # Full screen may have been switched from the keyboard (F11) while this is open.
        self.draft = replace(self.draft, fullscreen=self.app.settings.fullscreen)
        self.build()
        super().resize(size)

    def _set(self, **changes) -> None:
        self.draft = replace(self.draft, **changes)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_previews(surface)

    def _draw_previews(self, surface: pygame.Surface) -> None:
        """Beside the card back and the colorblind choices (one above the other), a back and
        two faces as the table will draw them with the choices made here."""
        self.preview_rects = []
        rows = {w.id: w.rect for w in self.widgets if w.id in ("card-back", "colorblind")}
        if len(rows) < 2:
            return
        art = self._art
        art.set_style(self.draft.colorblind, self.draft.card_back)
        top, bottom = rows["card-back"].top, rows["colorblind"].bottom
        width = (bottom - top) / CARD_RATIO
        left = max(rect.right for rect in rows.values()) + width * 0.4
        if left + width * 2.4 > self.app.size[0]:
            return  # no room beside the choices in a narrow window
        images = [art.back(width)] + [art.face(code, width) for code in PREVIEW_FACES]
        places = [left, left + width * 1.2, left + width * 1.6]
        for image, x in zip(images, places, strict=True):
            box = image.get_rect(topleft=(int(x), top))
            surface.blit(image, box)
            self.preview_rects.append(box)

    def _save(self) -> None:
        self.app.apply_settings(self.draft)
        self.app.stack.pop()
