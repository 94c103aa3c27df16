"""Opening the app: at the title screen, or straight at a table (`play`)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from game.engine.contract import Ruleset
from game.persist.saves import Seat
from game.persist.settings import load_settings
from game.ui.i18n import set_language, t

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

    A person's seat is named in the player's language ("Player 1"), read from the settings.
    """
    set_language(load_settings().language)
    words = [word.strip().lower() for word in text.split(",") if word.strip()]
    ruleset.check_players(len(words))
    seats = []
    humans = 0
    for index, word in enumerate(words):
        if word not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {word!r}; use {', '.join(SEAT_KINDS)}")
        kind, level = SEAT_KINDS[word]
        if autoplay and kind == "human":
            kind, level = "ai", "normal"
        if kind == "human":
            humans += 1
            seats.append(Seat(t("seat.default_human", number=humans), "human", None))
        else:
            seats.append(Seat(AI_NAMES[index % len(AI_NAMES)], "ai", level))
    return seats


def _app(autoplay: bool = False, exit_when_over: bool = False, frame_stats: Path | None = None):
    from game.ui.app import App

    return App(
        load_settings(), autoplay=autoplay, exit_when_over=exit_when_over, frame_stats=frame_stats
    )


def launch_title() -> int:
    from game.ui.scenes.title import TitleScene

    app = _app()
    return app.run(TitleScene(app))


def launch_table(
    ruleset_id: str,
    options: dict[str, Any],
    seats: list[Seat],
    seed: int | None,
    autoplay: bool = False,
    exit_when_over: bool = False,
    frame_stats: Path | None = None,
) -> int:
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    app = _app(autoplay, exit_when_over, frame_stats)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 10**9)
    session = GameSession.new(ruleset_id, options, seats, seed)
    return app.run(TableScene(app, session))
