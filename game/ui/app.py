"""The app: the window, the scene stack and the frame loop.

Each frame: events go to the top scene, the top scene updates (the ones under it stand still),
the visible scenes draw, the display flips. Work time per frame (not the wait for the next
frame) is measured for `--frame-stats`. With `MONSTER_TABLE_AUTOMATION` set, the interactive
items of the top scene are written (atomically) to that file whenever they change, so a test
can drive the real window.

An unexpected error of a scene (in its events, update or drawing) does not end the app: a
report is written to the data folder and the crash screen replaces every scene. The scenes
are dropped without being exited, so the table does not save a game caught in the middle of
the failure over the autosave of the last move. Should the report not be written, or the
crash screen fail in its turn, the report goes to stderr and the app ends with code 1.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from game import __version__, i18n
from game.paths import assets_dir
from game.persist.atomic import write_json_atomic
from game.persist.settings import Settings, save_settings
from game.ui import theme
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.crash import CrashScene, crash_report, write_crash_log
from game.ui.sound import Sounds

FPS = 60
# A frame's work (events, update, drawing, the flip, then work ahead of need) keeps within
# this many seconds where it can, a small part of a frame at FPS: a scene's `idle` work fills
# the frame up to it, so it never makes a busy frame slower, and a frame with work ahead of
# need is no slower than a busy one.
IDLE_UNTIL = 0.0025
MIN_SIZE = (800, 560)


class App:
    def __init__(
        self,
        settings: Settings,
        *,
        autoplay: bool = False,
        exit_when_over: bool = False,
        frame_stats: Path | None = None,
    ):
        self.settings = settings
        self.autoplay, self.exit_when_over = autoplay, exit_when_over
        self.frame_stats_path = frame_stats
        automation = os.environ.get("MONSTER_TABLE_AUTOMATION", "").strip()
        self.automation_path = Path(automation) if automation else None
        self._automation_last = ""
        self.stack = SceneStack()
        self.running = False
        self.exit_code = 0
        self.frame_ms: list[float] = []
        self.notice: tuple[Scene, str] | None = None  # see show_notice
        self._notice_rect: pygame.Rect | None = None  # where it was last drawn
        i18n.set_language(settings.language)
        if sys.platform.startswith("linux"):
            # The app draws in software; on X11, sending its frame through SDL's accelerated
            # renderer costs 5 to 8 ms a frame (more without a GPU), where the plain shared-
            # memory framebuffer costs a fraction of a millisecond. The user may still choose.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.init()
        icon = assets_dir() / "icon" / "monster-table.png"
        if icon.is_file():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        pygame.display.set_caption(f"{i18n.t('app.title')} {__version__}")
        self.screen = self._open_window()
        pygame.key.set_repeat(350, 40)
        self.sounds = Sounds(settings.sound, settings.volume)

    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        width, height = self.settings.window_size
        size = (max(MIN_SIZE[0], width), max(MIN_SIZE[1], height))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def apply_settings(self, settings: Settings) -> None:
        """New settings from the settings scene: kept, and the window follows them."""
        window_changed = (settings.fullscreen, settings.window_size) != (
            self.settings.fullscreen,
            self.settings.window_size,
        )
        self.settings = settings
        save_settings(settings)
        i18n.set_language(settings.language)
        self.sounds.set_enabled(settings.sound)
        self.sounds.set_volume(settings.volume)
        if window_changed:
            self.screen = self._open_window()
            for scene in self.stack.scenes:
                scene.resize(self.size)

    def toggle_fullscreen(self) -> None:
        """F11 (or Alt+Enter), on any screen: full screen or back to the window, kept."""
        try:
            self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))
        except OSError as exc:  # the settings file cannot be written: the window stays
            print(f"monster-table: the settings could not be saved ({exc})")

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def show_notice(self, scene: Scene, text: str) -> None:
        """A line of small print at the bottom of the window while `scene` is on top; once
        the player has left that scene it is gone for good."""
        self.notice = (scene, text)

    # -- the loop ---------------------------------------------------------------------------
    def run(self, first: Scene) -> int:
        self.stack.push(first)
        self._guarded(self.stack.apply_pending)
        clock = pygame.time.Clock()
        self.running = True
        dt = 0.0
        while self.running:
            started = time.perf_counter()
            self._frame(dt)
            top = self.stack.top
            if top is not None:  # the rest of the frame's time, for work ahead of need
                self._guarded(lambda top=top, until=started + IDLE_UNTIL: top.idle(until))
            self.frame_ms.append((time.perf_counter() - started) * 1000)  # idle work included
            dt = min(clock.tick(FPS) / 1000.0, 0.1)
            if not self.stack.scenes:
                self.running = False
        for scene in reversed(self.stack.scenes):
            scene.exit()
        self._write_frame_stats()
        pygame.quit()
        return self.exit_code

    def _frame(self, dt: float) -> None:
        self._guarded(lambda: self._frame_work(dt))

    def _frame_work(self, dt: float) -> None:
        changed = False  # the stack changed, or the window did: the whole frame goes out
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self._close_requested()
                continue
            if _is_fullscreen_key(event):
                self.toggle_fullscreen()
                changed = True
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
                changed = True
                if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                    for scene in self.stack.scenes:
                        scene.resize(self.size)
                continue
            top = self.stack.top
            if top is not None:
                top.handle_event(event)
        # A scene pushed by an event is on top before anything moves.
        changed = self.stack.apply_pending() or changed
        top = self.stack.top
        if top is not None:
            top.update(dt)  # scenes underneath stand still (a paused game does not go on)
        changed = self.stack.apply_pending() or changed
        for scene in self.stack.visible():
            scene.draw(self.screen)
        self._draw_notice()
        # A scene that knows what it changed (the table) sends only that to the display.
        dirty = getattr(self.stack.top, "dirty", None)
        if changed or dirty is None:
            pygame.display.flip()
        elif dirty:
            pygame.display.update(dirty)
        if self.automation_path is not None:
            self._write_automation()

    def _draw_notice(self) -> None:
        if self.notice is None:
            return
        scene, text = self.notice
        if self.stack.top is not scene:
            self.notice, self._notice_rect = None, None
            return
        width, height = self.size
        scale = theme.scale_for(self.size)
        size = max(14, int(20 * scale))
        # A long notice wraps to lines that read at a glance rather than run across the window.
        lines = theme.wrap(text, size, theme.readable_width(size, width - 48)) or (text,)
        images = [theme.text(line, size, theme.INK) for line in lines]
        pad = int(8 * scale)
        box = pygame.Rect(0, 0, max(image.get_width() for image in images), 0)
        box.height = sum(image.get_height() for image in images)
        box.midbottom = (width // 2, height - pad * 2)
        box = box.inflate(pad * 3, pad * 2)
        theme.panel(self.screen, box, radius=8)
        y = box.top + pad
        for image in images:
            self.screen.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()
        self._notice_rect = box

    # -- when a scene fails -----------------------------------------------------------------
    def _guarded(self, work) -> None:
        try:
            work()
        except Exception as error:  # KeyboardInterrupt and SystemExit go on up
            self._crashed(error)

    def _crashed(self, error: Exception) -> None:
        """Write the report and show the crash screen; if that is where the error came from,
        or the report cannot be kept, give up (see the module's docstring)."""
        scenes = [type(scene).__name__ for scene in self.stack.scenes]
        report = crash_report(error, scenes)
        earlier = next((s for s in self.stack.scenes if isinstance(s, CrashScene)), None)
        if earlier is not None:  # the crash screen itself failed: no second one
            self._give_up(f"{earlier.report}\nThen the crash screen failed:\n{report}")
            return
        try:
            log = write_crash_log(report)
            screen = CrashScene(self, error, report, log, game_kept=_autosave_kept())
            self.notice = None
            self.stack = SceneStack()  # the old scenes go as they are (none is exited)
            self.stack.push(screen)
            self.stack.apply_pending()
        except Exception as failure:  # no report on disk, or no crash screen: the last resort
            problem = "".join(traceback.format_exception_only(type(failure), failure)).strip()
            self._give_up(f"{report}\nThe crash report could not be shown: {problem}\n")

    def _give_up(self, report: str) -> None:
        """The report on stderr, and the app ends with code 1 (no scene is exited)."""
        self.stack = SceneStack()
        self.notice = None
        try:
            sys.stderr.write(report)
            sys.stderr.flush()
        except (AttributeError, OSError, ValueError):
            pass  # a windowed build may have no stderr at all: there is nowhere left to say it
        self.quit(1)

    def _close_requested(self) -> None:
        # The top scene may want to save first (the table autosaves on exit).
        self.quit(0)

    def _write_automation(self) -> None:
        top = self.stack.top
        items: list[dict[str, Any]] = top.automation_items() if top else []
        if self.notice is not None and self._notice_rect is not None:
            notice = {
                "id": "notice",
                "kind": "note",
                "card": None,
                "label": self.notice[1],
                "rect": list(self._notice_rect),
                "enabled": False,
            }
            items = [*items, notice]
        payload = {
            "scene": type(top).__name__ if top else None,
            "size": list(self.size),
            "items": items,
        }
        text = json.dumps(payload, sort_keys=True)
        if text != self._automation_last:
            self._automation_last = text
            write_json_atomic(self.automation_path, payload)

    def _write_frame_stats(self) -> None:
        if self.frame_stats_path is None:
            return
        frames = self.frame_ms[1:] or [0.0]  # the first frame opens the window
        ordered = sorted(frames)

        def pick(share: float) -> float:
            return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 3)

        write_json_atomic(
            self.frame_stats_path,
            {
                "frames": len(frames),
                "p50_ms": round(statistics.median(frames), 3),
                "p95_ms": pick(0.95),
                "p99_ms": pick(0.99),
                "max_ms": round(max(frames), 3),
            },
        )


def _autosave_kept() -> bool:
    """Whether the table's autosave is there for Continue to open."""
    from game.persist.saves import latest_autosave

    return latest_autosave() is not None


def _is_fullscreen_key(event: pygame.event.Event) -> bool:
    if event.type != pygame.KEYDOWN:
        return False
    alt_enter = event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT
    return event.key == pygame.K_F11 or bool(alt_enter)
