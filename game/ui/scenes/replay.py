"""Watching a finished or saved game again, at the table it was played on.

The replay is the game's own table (every animation, the log, the zoom on a card) with its
moves taken from the log of the game (`ReplaySession`) rather than from the players. A bar
under the log steers it: to the start, a step back, play or pause, a step forward, to the end;
the speed; whose view it is watched from; where it is, on a bar that jumps where it is clicked;
and the way out. Keys: Space plays or pauses, the arrows step, Home and End jump, + and - change
the speed, V the view, Escape leaves.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.notation import Event
from game.i18n import t
from game.ui import theme
from game.ui.replay import ReplaySession
from game.ui.scenes.loading import NOTICE_SECONDS
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_log import LOG_KEYS, log_lines
from game.ui.widgets import Button, dispatch, released_click

RATES = (0.5, 1.0, 2.0, 4.0)  # how many times the usual pace a replay plays at
PAUSE = 0.9  # seconds between two moves at the usual pace (animations take their own time)


class ReplayScene(TableScene):
    def __init__(self, app, session: ReplaySession, leave: Callable[[], None] | None = None):
        self.rate = 1.0  # before the table is made: its animations ask for the speed
        super().__init__(app, session)
        self.replay = session
        self.leave = leave if leave is not None else app.stack.pop
        self.turns.hot_seat = False
        self.autosaver.enabled = False  # the game watched is kept where it came from
        self.views = session.views()
        self.playing = False
        self.wait = 0.0
        self.gamelog.foldable = False
        self.bar_rect = pygame.Rect(0, 0, 0, 0)  # where the moves' bar is, for a click
        self.bar_buttons: list[Button] = []
        self._bar_dirty = True
        # Over the shoulder of the one person who played, when that may be watched.
        people = [i for i, seat in enumerate(session.played_seats) if seat.kind == "human"]
        start = people[0] if len(people) == 1 and people[0] in self.views else None
        self._set_viewer(start)

    # -- the table, as a replay shows it --------------------------------------------------------
    @property
    def speed(self) -> float:
        """Animations at the settings' pace, quicker as the replay plays quicker."""
        return self.app.settings.speed_factor() / self.rate

    def _viewer_plays(self) -> bool:
        return False  # nobody decides anything: nothing is lifted, nothing is asked

    def _hint(self) -> str:
        return ""

    def _status_parts(self) -> list[str]:
        title = t("replay.title", game=self.session.ruleset.name)
        return [title, *super()._status_parts()]

    def _game_over(self) -> None:
        self.playing = False  # the end of the game: the winner is said, and the replay waits
        self.ending.over_shown = True

    def _log_shown(self) -> bool:
        return True  # the replay's controls live under the log

    def toggle_log(self) -> bool:
        return False

    def _describe(self, event: Event) -> str | None:
        return self.describer.event(event, None)  # told by name, not as "you"

    def _log_lines(self, events: list[Event], viewer: int | None) -> list[str]:
        return log_lines(self.describer, events, viewer, named=True)

    def _log_reserve(self) -> int:
        return self._bar_height()

    # -- moving through the game ----------------------------------------------------------------
    def _drive(self, dt: float) -> None:
        if not self.playing:
            return
        self.wait -= dt
        if self.wait <= 0:
            self.step()

    def step(self) -> None:
        """The next move, animated."""
        self._settle_now()
        if self.replay.at_end():
            self.playing = False
            self._bar_dirty = True
            return
        self.wait = PAUSE / self.rate
        self._animate(self.replay.forward())
        self._bar_dirty = True

    def jump(self, position: int) -> None:
        """The table as it stood after `position` moves, at once."""
        self._settle_now()
        self.replay.seek(position)
        self.session.past_events = self.replay.past()
        self._table_anew()
        self._bar_dirty = True

    def toggle_play(self) -> None:
        if self.replay.at_end():
            self.jump(0)  # played to the end: play it again from the deal
        self.playing = not self.playing
        self.wait = 0.0
        self._bar_dirty = True

    def back(self) -> None:
        self.playing = False
        self.jump(self.replay.position - 1)

    def forward(self) -> None:
        self.playing = False
        self.step()

    def change_rate(self, way: int) -> None:
        index = RATES.index(self.rate) + way
        self.rate = RATES[max(0, min(len(RATES) - 1, index))]
        self._bar_dirty = True

    def next_view(self) -> None:
        index = self.views.index(self.viewer) if self.viewer in self.views else 0
        self._settle_now()
        self._set_viewer(self.views[(index + 1) % len(self.views)])
        self._bar_dirty = True

    def _view_name(self) -> str:
        if self.viewer is None:
            return t("replay.view_public")
        return self.session.names[self.viewer]

    # -- the bar --------------------------------------------------------------------------------
    def _bar_height(self) -> int:
        scale = self.layout.scale
        return 4 * int(40 * scale) + 5 * int(8 * scale) + int(26 * scale)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._bar_dirty:
            self._build_bar()

    def _build_controls(self) -> None:
        self.controls.offer_nothing()  # nobody decides: the replay's own controls are its bar's

    def _build_bar(self) -> None:
        self._bar_dirty = False
        replay = self.replay
        icons = [
            ("replay-first", "first", t("replay.first"), lambda: self._stop_and(self.jump, 0)),
            ("replay-back", "back", t("replay.back"), self.back),
            (
                "replay-play",
                "pause" if self.playing else "play",
                t("replay.pause" if self.playing else "replay.play"),
                self.toggle_play,
            ),
            ("replay-forward", "forward", t("replay.forward"), self.forward),
            ("replay-last", "last", t("replay.last"), lambda: self._stop_and(self.jump, 10**9)),
        ]
        row: list[Button] = []
        for widget_id, icon, label, action in icons:
            button = Button(widget_id, label, action, primary=widget_id == "replay-play")
            button.icon = icon
            row.append(button)
        row[0].enabled = row[1].enabled = replay.position > 0
        row[3].enabled = row[4].enabled = not replay.at_end()
        speed = Button(
            "replay-speed", t("replay.speed", rate=_rate(self.rate)), self._next_rate, primary=False
        )
        view = Button(
            "replay-view", t("replay.view", name=self._view_name()), self.next_view, primary=False
        )
        view.enabled = len(self.views) > 1
        leave = Button("replay-leave", t("replay.leave"), self.leave, primary=False)
        self.bar_buttons = [*row, speed, view, leave]
        self._place_bar(row, [speed, view, leave])

    def _stop_and(self, action, *args) -> None:
        self.playing = False
        action(*args)

    def _next_rate(self) -> None:
        index = (RATES.index(self.rate) + 1) % len(RATES)
        self.rate = RATES[index]
        self._bar_dirty = True

    def _place_bar(self, row: list[Button], wide: list[Button]) -> None:
        """The controls at the bottom of the log's panel: the five icons in a row, the moves'
        bar under them, then the speed, the view and the way out, each across the panel."""
        scale = self.layout.scale
        panel = self.layout.log_rect.inflate(-12, -12)
        height, gap = int(40 * scale), int(8 * scale)
        left, width = panel.left + 12, panel.width - 24
        y = panel.bottom - self._bar_height()
        step = (width + gap) / len(row)
        for index, button in enumerate(row):
            button.rect = pygame.Rect(round(left + index * step), y, round(step - gap), height)
        y += height + gap
        self.bar_rect = pygame.Rect(left, y, width, int(26 * scale))
        y += self.bar_rect.height + gap
        for button in wide:
            button.rect = pygame.Rect(left, y, width, height)
            button.font_size = max(14, int(20 * scale))
            y += height + gap

    def draw(self, surface: pygame.Surface) -> None:
        if self._bar_dirty:
            self._build_bar()
        super().draw(surface)
        for button in self.bar_buttons:
            button.draw(surface)
        self._draw_moves_bar(surface)

    def _draw_moves_bar(self, surface: pygame.Surface) -> None:
        """Where the replay is: "Move 12 of 240" over a bar filled that far."""
        bar, replay = self.bar_rect, self.replay
        if not bar.width:
            return
        track = pygame.Rect(bar.left, bar.bottom - 6, bar.width, 6)
        pygame.draw.rect(surface, (44, 60, 64), track, border_radius=3)
        filled = track.copy()
        filled.width = round(track.width * replay.position / max(1, replay.length))
        if filled.width:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=3)
        words = t("replay.move", number=replay.position, total=replay.length)
        size = max(12, bar.height - 12)
        image = theme.text(words, size, theme.INK)
        surface.blit(image, image.get_rect(midtop=(bar.centerx, bar.top)))

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.input.seen(event)
        if event.type == pygame.KEYDOWN:
            return self._replay_key(event.key)
        if dispatch(self.bar_buttons, event):
            return True
        if self.round_summary is not None and dispatch([self.round_summary["button"]], event):
            return True
        if released_click(event) and self.bar_rect.collidepoint(event.pos):
            share = (event.pos[0] - self.bar_rect.left) / max(1, self.bar_rect.width)
            self.playing = False
            self.jump(round(share * self.replay.length))
            return True
        if event.type == pygame.MOUSEWHEEL:
            return self.gamelog.wheel(event.y, self.input.pointer or pygame.mouse.get_pos())
        if event.type == pygame.MOUSEMOTION:
            return self.pointer.motion(event.pos)  # the zoom on a card pointed at
        return False

    def _replay_key(self, key: int) -> bool:
        keys = {
            pygame.K_ESCAPE: self.leave,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_RIGHT: self.forward,
            pygame.K_LEFT: self.back,
            pygame.K_HOME: lambda: self._stop_and(self.jump, 0),
            pygame.K_END: lambda: self._stop_and(self.jump, 10**9),
            pygame.K_PLUS: lambda: self.change_rate(1),
            pygame.K_EQUALS: lambda: self.change_rate(1),
            pygame.K_KP_PLUS: lambda: self.change_rate(1),
            pygame.K_MINUS: lambda: self.change_rate(-1),
            pygame.K_KP_MINUS: lambda: self.change_rate(-1),
            pygame.K_v: self.next_view,
        }
        if key in LOG_KEYS and key != pygame.K_END:
            return self.gamelog.key(key)
        action = keys.get(key)
        if action is None:
            return False
        action()
        return True

    def automation_items(self) -> list[dict]:
        items = [item for item in super().automation_items() if item["id"] != "btn-log"]
        for item in items:
            if item["id"] == "state":
                item.update(
                    replay_position=self.replay.position,
                    replay_length=self.replay.length,
                    playing=self.playing,
                    views=list(self.views),
                )
        for button in self.bar_buttons:
            items.extend(button.automation())
        items.append(
            {
                "id": "replay-bar",
                "kind": "bar",
                "card": None,
                "rect": list(self.bar_rect),
                "enabled": True,
            }
        )
        return items


def _rate(rate: float) -> str:
    return f"{rate:g}x"


def open_replay(app, session: ReplaySession) -> None:
    """Watch `session`'s game over the screen that asked; leaving comes back to it. What
    loading had to tell of the game (its rules corrected since) is said first."""
    scene = ReplayScene(app, session)
    app.stack.push(scene)
    if session.notice is not None:
        scene.say(session.notice.message, NOTICE_SECONDS, warn=False)
