"""When the game itself fails: what happened, where the report is, and the way back.

The app catches an unexpected error of any scene (see `App._frame`), writes a report to the
data folder and puts this screen in place of every other. The player reads that the fault is
the game's, not theirs, what the error was in one line, where the report was written and that
their game was kept; they can copy the report, go back to the title (where Continue picks the
game up) or quit.
"""

from __future__ import annotations

import platform
import traceback
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pygame

from game import __version__
from game.i18n import language, t
from game.persist.atomic import write_text_atomic
from game.persist.paths import data_dir
from game.problems import Problem
from game.ui import theme
from game.ui.scenes.common import HIGHLIGHT_INK, MenuScene, buttons

CRASH_FOLDER = "crashes"
LONGEST_MESSAGE = 300  # characters of the error kept before it is fitted to the screen


# -- the report ---------------------------------------------------------------------------------
def crash_report(error: BaseException, scenes: Sequence[str], when: datetime | None = None) -> str:
    """The text of a crash report: versions, platform, the scenes open, the traceback."""
    when = when or datetime.now(timezone.utc)
    lines = [
        f"Monster Table {__version__} crash report",
        f"Time: {when.strftime('%Y-%m-%d %H:%M:%S')} UTC",
        f"Python: {platform.python_version()} ({platform.python_implementation()})",
        f"pygame-ce: {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})",
        f"Platform: {platform.platform()}",
        f"Language: {language()}",
        f"Scenes, bottom first: {' > '.join(scenes) or '(none)'}",
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)).rstrip(),
    ]
    return "\n".join(lines) + "\n"


def write_crash_log(report: str, when: datetime | None = None) -> Path:
    """Keep `report` in the data folder as `crashes/crash-<UTC time>.log`; OSError if it
    cannot be written. An earlier report of the same second is never replaced."""
    when = when or datetime.now(timezone.utc)
    folder = data_dir() / CRASH_FOLDER
    stem = f"crash-{when.strftime('%Y%m%d-%H%M%S')}Z"
    path, number = folder / f"{stem}.log", 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}.log"
    write_text_atomic(path, report)
    return path


def error_line(error: BaseException) -> str:
    """The error's type and message on one line (a player's error in the player's words)."""
    try:
        message = error.message if isinstance(error, Problem) else str(error)
    except Exception:  # noqa: BLE001 - an error that cannot say what it is still has a name
        message = ""
    message = " ".join(message.split())[:LONGEST_MESSAGE]
    name = type(error).__name__
    return f"{name}: {message}" if message else name


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False when there is no clipboard to use."""
    scrap = pygame.scrap
    try:
        if hasattr(scrap, "put_text"):  # pygame-ce 2.2 and later: needs only the window
            scrap.put_text(text)
        else:
            if not scrap.get_init():
                scrap.init()
            scrap.put(pygame.SCRAP_TEXT, text.encode("utf-8"))
    except Exception:  # noqa: BLE001 - whatever the platform says, the answer is "not here"
        return False
    return True


# -- the screen ---------------------------------------------------------------------------------
class CrashScene(MenuScene):
    def __init__(self, app, error: BaseException, report: str, log: Path, game_kept: bool = False):
        super().__init__(app)
        self.error_text = error_line(error)
        self.report = report
        self.log = log
        self.game_kept = game_kept  # an autosave is there for Continue to open
        self.status = ""  # what became of the last copy
        self._shown: list[dict[str, Any]] = []  # the lines last drawn, for automation
        self._fit_key: tuple | None = None  # what the rows below were fitted for
        self._fit: tuple[list, int] = ([], 0)

    def title(self) -> str:
        return t("crash.title")

    def subtitle(self) -> str:
        return t("crash.not_your_fault")

    def build(self) -> None:
        self.widgets = buttons(
            [
                ("btn-crash-title", t("crash.to_title"), self._to_title),
                ("btn-crash-copy", t("crash.copy"), self._copy),
                ("btn-crash-quit", t("title.quit"), lambda: self.app.quit(0)),
            ]
        )

    def layout_widgets(self) -> None:
        """The buttons as every menu has them, moved down to the bottom of the window: the
        explanation takes the middle."""
        super().layout_widgets()
        if not self.widgets:
            return
        block = self.widgets[0].rect.unionall([w.rect for w in self.widgets[1:]])
        shift = int(self.app.size[1] * 0.95) - block.bottom
        for widget in self.widgets:
            widget.rect.move_ip(0, shift)

    def handle_event(self, event: pygame.event.Event) -> bool:
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.focus.focused() is None:  # Enter with no button chosen: the first one
            self._to_title()
            return True
        return super().handle_event(event)

    def on_escape(self) -> bool:
        self._to_title()
        return True

    def _to_title(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def _copy(self) -> None:
        if copy_to_clipboard(self.report):
            self.status = t("crash.copied")
        else:
            self.status = t("crash.no_clipboard")

    # -- drawing ----------------------------------------------------------------------------
    def _paragraphs(self) -> list[tuple[str, str, tuple, str]]:
        """(id, text, ink, how it is fitted) of each paragraph of the explanation, in order:
        `wrap` over lines, `end` cut at its end, `start` cut at its start."""
        parts = [
            ("crash-error", t("crash.error", error=self.error_text), theme.INK, "end"),
            ("crash-log", t("crash.report_written"), theme.INK, "wrap"),
            ("crash-log-path", str(self.log), theme.INK_DIM, "start"),
        ]
        if self.game_kept:
            parts.append(("crash-autosave", t("crash.autosaved"), theme.INK, "wrap"))
        if self.status:
            parts.append(("crash-status", self.status, HIGHLIGHT_INK, "wrap"))
        return parts

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        top = int(height * 0.24)  # below the heading and the line under it
        bottom = min(w.rect.top for w in self.widgets) - int(18 * scale)
        box_width = min(int(900 * scale), width - 40)
        pad, gap, leading = _spacing(scale)
        rows, needed = self._fitted(box_width - 2 * pad, bottom - top, scale)
        box = pygame.Rect(0, 0, box_width, min(needed, bottom - top))
        box.center = (width // 2, (top + bottom) // 2)
        theme.panel(surface, box)
        self._shown = []
        y = box.top + pad
        for item_id, images in rows:
            tall = _height(images, leading)
            if y + tall > box.bottom:
                break  # a tiny window: what does not fit is left out rather than overlap
            area = pygame.Rect(box.left + pad, y, max(i.get_width() for i in images), tall)
            for image in images:
                surface.blit(image, (area.left, y))
                y += image.get_height() + leading
            self._shown.append({"id": item_id, "rect": area})
            y = area.bottom + gap

    def _fitted(self, room: int, tall: int, scale: float):
        """The explanation's rows at the largest size that fits `tall` pixels, and the height
        they take; worked out again only when the window or the words change."""
        key = (room, tall, scale, tuple(self._paragraphs()))
        if self._fit_key != key:
            pad, gap, leading = _spacing(scale)
            size = int(30 * scale)
            while True:  # the words shrink until the explanation fits above the buttons
                rows = self._rows(size, room)
                needed = sum(_height(images, leading) for _, images in rows)
                needed += gap * (len(rows) - 1) + 2 * pad
                if needed <= tall or size <= 12:
                    break
                size -= 1
            self._fit_key, self._fit = key, (rows, needed)
        return self._fit

    def _rows(self, size: int, room: int) -> list[tuple[str, list[pygame.Surface]]]:
        """Each paragraph's id and its lines as images, fitted to `room` pixels."""
        rows = []
        for item_id, text, ink, fit in self._paragraphs():
            if fit == "wrap":
                lines = theme.wrap(text, size, room)
            else:
                lines = (theme.shortened(text, size, room, keep_end=fit == "start"),)
            rows.append((item_id, [theme.text(line, size, ink) for line in lines]))
        return rows

    def automation_items(self) -> list[dict[str, Any]]:
        items = super().automation_items()
        texts = {item_id: text for item_id, text, _, _ in self._paragraphs()}
        for shown in self._shown:
            items.append(
                {
                    "id": shown["id"],
                    "kind": "note",
                    "card": None,
                    "label": texts.get(shown["id"], ""),
                    "rect": list(shown["rect"]),
                    "enabled": False,
                }
            )
        return items


def _spacing(scale: float) -> tuple[int, int, int]:
    """The panel's padding, the gap between paragraphs and between a paragraph's lines."""
    return int(26 * scale), int(16 * scale), int(4 * scale)


def _height(lines: list[pygame.Surface], leading: int) -> int:
    """The height of a paragraph's lines with `leading` pixels between them."""
    return sum(line.get_height() for line in lines) + leading * (len(lines) - 1)
