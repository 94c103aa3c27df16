"""Opening the app: at the title screen, or straight at a table (`play`)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.i18n import t
from game.persist.paths import folder_problems, saves_dir
from game.persist.saves import Seat
from game.persist.settings import load_settings, load_settings_with_warnings

if TYPE_CHECKING:
    from game.engine.contract import Ruleset

SEAT_KINDS = {
    "human": ("human", None),
    "ai": ("ai", "normal"),
    "ai:easy": ("ai", "easy"),
    "ai:normal": ("ai", "normal"),
    "ai:hard": ("ai", "hard"),
}
AI_NAMES = (
    "Morgana",
    "Bonesy",
    "Fang",
    "Grimsby",
    "Ooze",
    "Vex",
    "Mumbles",
    "Spook",
    "Hex",
    "Wisp",
)


def parse_seats(text: str, ruleset: Ruleset, autoplay: bool = False) -> list[Seat]:
    """Seats from `human,ai:hard,...`; ValueError with the choices for anything else.

    A person's seat is left unnamed: `name_people` names it once the app speaks the player's
    language.
    """
    words = [word.strip().lower() for word in text.split(",") if word.strip()]
    ruleset.check_players(len(words))
    seats = []
    for index, word in enumerate(words):
        if word not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {word!r}; use {', '.join(SEAT_KINDS)}")
        kind, level = SEAT_KINDS[word]
        if autoplay and kind == "human":
            kind, level = "ai", "normal"
        if kind == "human":
            seats.append(Seat("", "human", None))
        else:
            seats.append(Seat(AI_NAMES[index % len(AI_NAMES)], "ai", level))
    return seats


def name_people(seats: list[Seat]) -> list[Seat]:
    """The seats, each unnamed person called "Player N" (counting people) in the app's language."""
    named, people = [], 0
    for seat in seats:
        if seat.kind == "human":
            people += 1
            if not seat.name:
                seat = replace(seat, name=t("seat.default_human", number=people))
        named.append(seat)
    return named


def _app(autoplay: bool = False, exit_when_over: bool = False, frame_stats: Path | None = None):
    from game.ui.app import App

    return App(
        load_settings(), autoplay=autoplay, exit_when_over=exit_when_over, frame_stats=frame_stats
    )


def launch_title() -> int:
    app, title = title_app()
    return app.run(title)


def title_app():
    """The app as it starts, and its title screen, saying what could not be used at start (a
    settings file set aside, a folder in the way, no sound device) in the settings' language."""
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    settings, warnings = load_settings_with_warnings()
    app = App(settings)
    title = TitleScene(app)
    saves_dir()  # the data and saves folders, made or stood in for now, before the title asks
    problems = [*warnings, *folder_problems()]
    if problems:
        title.note = " ".join(problem.message for problem in problems)
    if app.settings.sound and not app.sounds.available:
        app.show_notice(title, t("sound.no_device"))
    return app, title


def launch_table(
    ruleset_id: str,
    options: dict[str, Any],
    seats: list[Seat],
    seed: int | None,
    autoplay: bool = False,
    exit_when_over: bool = False,
    frame_stats: Path | None = None,
) -> int:
    from game.ui.scenes.seating import make_way
    from game.ui.scenes.title import new_table

    app = _app(autoplay, exit_when_over, frame_stats)  # from here on, the player's language
    table = new_table(app, ruleset_id, options, name_people(seats), seed)
    return app.run(make_way(app, table))
