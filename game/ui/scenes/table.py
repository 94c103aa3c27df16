"""The card table: the game being played, animated, with human input and computer seats.

It draws only from `Display`, which follows the view of the seat at the screen (the viewer):
`GameSession.view`, the zones, counters, decision and facts every ruleset shares; it never
reads the game state. With two or more humans (hot-seat), the viewer is nobody between turns
and a pass screen stands between players, so no private card is drawn for the wrong person.
What only a family of games has (UNO's color ring, its buttons) comes from the family's hooks.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from game.engine.contract import IllegalAction
from game.engine.notation import Action, Event
from game.i18n import t
from game.persist.settings import save_settings
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.scene import Scene
from game.ui.scenes.pass_device import pass_screen
from game.ui.scenes.table_autosave import Autosaver
from game.ui.scenes.table_controls import TableControls
from game.ui.scenes.table_end import GameEnd
from game.ui.scenes.table_events import TableEvents
from game.ui.scenes.table_input import TableInput
from game.ui.scenes.table_log import TableLog, ToldLog, log_lines
from game.ui.scenes.table_placement import TablePlacement
from game.ui.scenes.table_pointer import TablePointer
from game.ui.scenes.table_readout import TableReadout
from game.ui.scenes.table_round import RoundBreak
from game.ui.scenes.table_turns import TurnDriver
from game.ui.scenes.table_view import TableView
from game.ui.scenes.table_warm import FaceWarmer, faces_in_sight
from game.ui.session import GameSession
from game.ui.table.animator import Animator
from game.ui.table.describe import Describer
from game.ui.table.display import Display, hand_order
from game.ui.table.family import TableFamily, family_for
from game.ui.table.layout import TableLayout
from game.ui.table.render import Renderer
from game.ui.table.zone_layout import ZonePlacement
from game.ui.table.zone_table import ZoneRenderer
from game.ui.tween import Timeline


def table_viewer(session: GameSession, autoplay: bool) -> int | None:
    """Whose eyes the table first draws for: the one person at it, or nobody (the public view)
    when several people share the screen; a game the computer plays alone is watched over the
    first seat's shoulder."""
    if autoplay and not session.humans:
        return 0
    return session.humans[0] if len(session.humans) == 1 else None


class TableScene(Scene):
    """The table: the game as it goes, composed of parts that each own their state and talk
    through calls: the log (`gamelog`), what the seat at the screen may do (`controls`, with
    the chooser and the share dialog), what the pointer and keys hold (`input`) and do
    (`pointer`), which part an input event is for (`events`), whose move it is (`turns`), the
    layout (`placer`), the autosave (`autosaver`), what is drawn (`view`), the faces rendered
    ahead (`warmer`), the break between rounds (`rounds`) and the end of the game (`ending`).
    The scene holds the game (session, display, animations, whose eyes it is drawn for) and
    its flow: moves shown, autosaved, the next seat asked, the end of the game (see
    docs/engine.md)."""

    def __init__(self, app, session: GameSession, told_log: ToldLog | None = None):
        """`told_log`: the log of a loaded game already put into words (off the frame loop)."""
        super().__init__(app)
        self.session = session
        self.cards = card_book(session.ruleset)  # every card's face, from the ruleset
        self.describer = Describer(self.cards, session.names, game=session.ruleset.id)
        settings = app.settings
        self.art = CardArt(self.cards, settings.colorblind, settings.card_back)
        self.family = family_for(self.cards, session.view(None)["extras"]) or TableFamily()
        self.renderer = Renderer(self.art, self.family)
        # Every game is laid out from its zones (see `placement`).
        self.zone_renderer = ZoneRenderer(self.renderer, {})
        self.viewer = table_viewer(session, app.autoplay)
        self.anchor = self.viewer if self.viewer is not None else (session.humans or [0])[0]
        self.timeline = Timeline()
        self.display = Display.from_view(
            session.view(self.viewer), hand_order(self.cards), self.family
        )
        self.animator = Animator(
            self.display,
            lambda: self.placement,
            self.timeline,
            self.speed,
            self._describe,
            app.sounds.play,
            self.family,
        )
        self.animator.game = session.ruleset.id
        # Every event shown so far, and the log written from them for the seat at the screen.
        self.gamelog = TableLog(
            session.past_events,
            self._log_lines,
            lambda: self.viewer,
            lambda: self.layout,
            self._log_reserve,
            told_log,
        )
        self.input = TableInput(lambda: self.speed, lambda: self.animator.sprites)
        self.controls = TableControls(
            session,
            self.display,
            self.family,
            viewer=lambda: self.viewer,
            anchor=lambda: self.anchor,
            describer=lambda: self.describer,
            placement=lambda: self.placement,
            plays=self._viewer_plays,
            busy=lambda: self.timeline.busy,
            move=self._move,
            say=self.say,
            sound=app.sounds.play,
            select=self._select,
        )
        self.turns = TurnDriver(
            session,
            hot_seat=len(session.humans) >= 2,
            timed_windows=self.family.timed_windows,
            speed=lambda: self.speed,
            viewer=lambda: self.viewer,
            look=self._set_viewer,
            hand_over=self._hand_over,
            submit=self._submit,
            changed=self.controls.rebuild,
        )
        self.placer = TablePlacement(
            session,
            self.display,
            size=lambda: self.app.size,
            viewer=lambda: self.viewer,
            anchor=lambda: self.anchor,
            log_shown=self._log_shown,
            relaid=self._relaid,
        )
        self.view = TableView(self)
        self.readout = TableReadout(self, self.view)  # what a test reads of the table
        self.pointer = TablePointer(
            session,
            self.display,
            self.family,
            self.input,
            self.controls,
            self.view,
            viewer=lambda: self.viewer,
            plays=self._viewer_plays,
            busy=lambda: self.timeline.busy,
            placement=lambda: self.placement,
            say=self.say,
        )
        self.rounds = RoundBreak(
            session,
            self.display,
            self.family.score_counter or "",
            viewer=lambda: self.viewer,
            speed=lambda: self.speed,
            waits=lambda: bool(self.session.humans) and not self.app.autoplay,
            clear_banners=self.animator.banners.clear,
        )
        self.autosaver = Autosaver(
            snapshot=session.to_saved,
            wanted=lambda: not app.autoplay and session.result() is None,
        )
        self.ending = GameEnd(
            app,
            session,
            self.animator,
            speed=lambda: self.speed,
            viewer=lambda: self.viewer,
            plays=self._viewer_plays,
            flush_autosave=self.autosaver.flush,
            over=self._game_over,
        )
        in_sight = lambda: faces_in_sight(self.session.view(self.viewer))  # noqa: E731
        self.warmer = FaceWarmer(self.art, self.cards.faces, self._card_widths, first=in_sight)
        self.animator.on_flash = self.view.flash
        self.animator.on_round_over = self.rounds.over
        self.animator.on_log = self.gamelog.logged
        self.message: tuple[str, float] | None = None
        self.message_warn = True  # the message is a refusal or a problem (else advice)
        self.revealed: tuple[str, list[str]] | None = None
        self.dirty: list[pygame.Rect] | None = None  # what the last draw changed (None: all)
        self.events = TableEvents(
            self.input,
            self.gamelog,
            self.controls,
            self.pointer,
            summary=lambda: self.round_summary,
            revealed=lambda: self.revealed,
            close_revealed=self._close_revealed,
            pause=self._open_pause,
            toggle_log=lambda: self.toggle_log(),
            undo=self.undo,
        )

    # -- lifecycle ------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.speed_factor()

    @property
    def layout(self) -> TableLayout:
        """The table's sizes and its seats round it (what the zone layout is built on)."""
        return self.placement.seats

    def enter(self) -> None:
        self.app.sounds.preload()  # every effect made now, not in the frame it first sounds
        opening = self.session.opening_events
        self.session.opening_events = []
        if opening:
            self.display.rewind(self.session.events_for(opening, self.viewer))
            self._animate(opening)
        else:
            self._after_animation()
        # The faces at the table's sizes are rendered ahead of need, in what is left of each
        # frame (see FaceWarmer), so that no animation waits for one and the table opens at once.
        self.warmer.restart()

    def exit(self) -> None:
        self.autosaver.save(wait=True)
        self.autosaver.close()
        self.session.close()

    def resume(self) -> None:
        self.animator.speed = self.speed
        self.art.set_style(self.app.settings.colorblind, self.app.settings.card_back)
        self.controls.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        self.placer.forget()
        self.warmer.restart()  # the cards' sizes change with the window
        if self.controls.chooser is not None:
            self.controls.chooser = None
            self.controls.rebuild()

    def _card_widths(self) -> list[int]:
        """The widths the cards are drawn at on the table as it is laid out now."""
        return [place.card_width for place in self.placement.zones.values()]

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen: each sees the table only when it is their turn."""
        return self.turns.hot_seat

    # -- whose eyes the table is drawn for --------------------------------------------------
    def _set_viewer(self, seat: int | None) -> None:
        if self.viewer is not None and seat != self.viewer:
            self.gamelog.left(self.viewer)
        # What was said to the last player stays with them.
        self.animator.banners.clear()
        self.message = None
        self.gamelog.to_newest()
        self.viewer = seat
        self.view.glide.reset()  # a new player's hand starts at its places
        if seat is not None:
            self.anchor = seat
        self.describer = Describer(self.cards, self.session.names, game=self.session.ruleset.id)
        self.display.sync(self.session.view(seat))
        self.controls.rebuild()

    def _hand_over(self, seat: int, ready) -> None:
        """The pass screen for `seat`, with what happened since its player last looked."""
        self.app.stack.push(
            pass_screen(self.app, self.session, self.gamelog, self.renderer, seat, ready)
        )

    # -- words ------------------------------------------------------------------------------
    def _describe(self, event: Event) -> str | None:
        return self.describer.event(event, self.viewer)

    @property
    def log(self) -> list[str]:
        """Every line of the log so far, as the seat at the screen may read them."""
        return self.gamelog.lines

    def _log_lines(self, events: list[Event], viewer: int | None) -> list[str]:
        return log_lines(self.describer, events, viewer)

    def _log_shown(self) -> bool:
        """The log panel is open (else folded to a strip), as the player left it."""
        return self.app.settings.show_log

    def _log_reserve(self) -> int:
        """Pixels kept free at the bottom of the log panel (for a replay's controls)."""
        return 0

    def toggle_log(self) -> bool:
        """Fold the log away to a strip, or open it again; the table is laid out anew and the
        choice is kept in the settings."""
        settings = self.app.settings
        settings.show_log = not settings.show_log
        with contextlib.suppress(OSError, ValueError):
            save_settings(settings)  # a folder that cannot be written keeps it for this run
        self.placer.forget()
        self.gamelog.relaid()
        self.warmer.restart()  # the cards' sizes may change with the room
        return True

    def say(self, text: str, seconds: float = 3.0, warn: bool = True) -> None:
        """A message above the seat at the screen's things: a refusal or a problem (`warn`,
        on red), or news and advice (on blue)."""
        self.message = (text[:1].upper() + text[1:], seconds)
        self.message_warn = warn

    # -- the flow of the game ---------------------------------------------------------------
    def _animate(self, events: list[Event]) -> None:
        self.display.foresee(self.session.view(self.viewer))
        shown = self.session.events_for(events, self.viewer)
        self.gamelog.begin(shown, events)
        verdict = ""
        self.rounds.counted(shown)
        for event in shown:
            if event.kind == "challenge":
                verdict = self.describer.event(event, self.viewer) or ""
            if event.kind == "reveal" and event.cards is not None and self._viewer_plays():
                self.revealed = (self.describer.seat(event.seat), list(event.cards), verdict)
        self.animator.speed = self.speed
        self.controls.buttons = []
        self.animator.play(shown, self._after_animation)

    def _after_animation(self) -> None:
        self.display.sync(self.session.view(self.viewer))
        self._refresh_counters()
        self.autosaver.save()
        self.controls.rebuild()

    def _move(self, seat: int, action: Action) -> bool:
        """A person's own move (`_submit` serves the computer seats and the timeouts too)."""
        return self._submit(seat, action, by_person=True)

    def _submit(self, seat: int, action: Action, by_person: bool = False) -> bool:
        refusal = self.session.refusal(seat, action)
        if refusal is not None:
            self.say(self.describer.refusal(refusal))
            self.app.sounds.play("error")
            return False
        if by_person:
            # The news shown before the move fades (the log keeps it), so that a banner about
            # an earlier turn is not read as the outcome of this one; the log follows again.
            for banner in self.animator.banners:
                banner.fade_out()
            self.gamelog.to_newest()
        self.controls.moved()
        self.input.selected = None
        if by_person:  # a refusal or a hint was about the decision just made; news stays
            self.message = None
        self.turns.moved(seat)
        decision = self.session.decision()
        # Letting a window go by is no news on the shared table: the log tells it, no banner.
        window = decision is not None and decision["kind"] == "window"
        self.animator.quiet = {"pass"} if window and not self.family.timed_windows else set()
        try:
            events = self.session.submit(seat, action)
        except IllegalAction as exc:  # refusal() said yes; this would be a rules bug
            self.say(self.describer.refusal(exc.refusal))
            return False
        self._animate(events)
        return True

    def update(self, dt: float) -> None:
        self.placer.tick()  # the layout is read afresh each frame
        error = self.autosaver.failure()
        if error is not None:
            self.say(t("table.autosave_failed", error=str(error)))
        self.rounds.update(dt)
        self.timeline.update(dt)
        self.input.update(dt)
        self.view.update(dt)
        self.animator.update(dt)
        if self.message:
            text, left = self.message
            self.message = (text, left - dt) if left > dt else None
        busy = self.timeline.busy or self.turns.waiting_for_pass
        if busy or self.controls.confirm or self.revealed:
            return
        if self.controls.dirty():
            self.controls.build()  # the buttons of what the seat at the screen may do now
        if self.session.result() is not None:
            self.ending.update(dt)  # who won, then `_game_over`
            return
        self._drive(dt)

    def _drive(self, dt: float) -> None:
        """The next seat is asked for its move (see `TurnDriver`)."""
        self.turns.drive(dt)

    @property
    def round_summary(self) -> dict[str, Any] | None:
        """The round just over, shown until the next deal (see RoundBreak)."""
        return self.rounds.summary

    def _game_over(self) -> None:
        """The moment at the end of the game is over: the results (see GameEnd)."""
        self.ending.results()

    # -- taking a move back -----------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the person's last move and the computer's answers (against the computer
        only), and show the table as it was before it; says why when it cannot."""
        if not self.session.can_undo():
            reason = "table.undo_hot_seat" if len(self.session.humans) > 1 else "table.undo_none"
            self.say(t(reason))
            return False
        self._settle_now()
        self.session.undo()
        self._table_anew()
        self.autosaver.save()
        self.say(t("table.undone"), warn=False)
        return True

    def _settle_now(self) -> None:
        """End whatever is moving on the table at once: a round's summary goes, animations
        jump to their end."""
        self.rounds.settle()  # lets the next round's events go on
        if self.timeline.busy:
            self.timeline.finish_all()

    def _table_anew(self) -> None:
        """Draw the table again from the session as it stands now, its log from the session's
        past events (after an undo, or a jump in a replay)."""
        self.gamelog.restart(self.session.past_events)
        self.animator.clear()
        self.input.clear()
        self.controls.clear()
        self.turns.reset()
        self.revealed = None
        self.ending.reset()
        self.display.sync(self.session.view(self.viewer))
        self._refresh_counters()
        self.controls.rebuild()

    # -- the layout -------------------------------------------------------------------------
    @property
    def placement(self) -> ZonePlacement:
        """Where everything lies on the table now (see TablePlacement)."""
        return self.placer.now()

    def _relaid(self) -> None:
        """A new layout: the counters' bounds are read again, the buttons placed again."""
        self._refresh_counters()
        self.controls.rebuild()

    def _refresh_counters(self) -> None:
        """The counters' bounds as the game now stands (a Monster's health once it is picked)."""
        self.zone_renderer.counter_specs = {spec.id: spec for spec in self.session.counter_specs()}

    # -- what the seat at the screen may do ---------------------------------------------------
    def _viewer_plays(self) -> bool:
        """A person plays the seat at the screen (not so when watching the computer play)."""
        return self.viewer is not None and self.session.is_human(self.viewer)

    def _select(self, index: int) -> None:
        self.input.selected = index

    def idle(self, until: float) -> None:
        self.view.idle(until)  # in what is left of the frame: the log's panel if it lags,
        self.warmer.some(until)  # then faces ahead of need

    # -- what is drawn ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        self.dirty = self.view.dirty

    def automation_items(self) -> list[dict[str, Any]]:
        return self.readout.automation_items()

    def _status_parts(self) -> list[str]:
        """The game's facts at the top left, and what the seat at the screen must decide."""
        parts = self.family.status_parts(self.display, self.session.options)
        hint = self._hint()
        if hint:
            parts.append(hint)
        return parts

    def _hint(self) -> str:
        return self.controls.hint()

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Everything a player touches, to the part it is for (see TableEvents). Every
        decision goes through `_move` (then `_submit`), and only the seat at the screen's own."""
        return self.events.route(event)

    def _close_revealed(self) -> None:
        self.revealed = None

    def _open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))
