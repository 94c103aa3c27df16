"""Settings, kept in the user config folder: window, animation speed, sound, cards, language."""

from __future__ import annotations

from dataclasses import replace

from game.ui.cardart import BACK_STYLES
from game.ui.i18n import available_languages, t
from game.ui.scenes.common import MenuScene
from game.ui.widgets import Button, Choice, Toggle

WINDOW_SIZES = ((1024, 640), (1280, 800), (1600, 1000), (1920, 1080))
SPEEDS = ("off", "fast", "normal", "slow")


class SettingsScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.draft = app.settings

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

    def _set(self, **changes) -> None:
        self.draft = replace(self.draft, **changes)

    def _save(self) -> None:
        self.app.apply_settings(self.draft)
        self.app.stack.pop()
