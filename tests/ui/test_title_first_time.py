"""A new player's title screen: with nothing played yet (no game kept, none counted), Learn
to play is the button offered first and the line under the title points to it; once a game
has been counted, New game is offered first again."""

from __future__ import annotations

from game.i18n import t
from game.persist.stats import record_game
from game.ui.scenes.title import TitleScene


def _primary(scene: TitleScene) -> list[str]:
    return [widget.id for widget in scene.widgets if getattr(widget, "primary", False)]


def test_a_new_player_is_offered_learn_to_play_first(new_app):
    driver = new_app()
    scene = driver.open(TitleScene(driver.app))
    driver.frames(2)
    assert _primary(scene) == ["btn-learn"]
    assert scene.subtitle() == t("title.first_time")


def test_after_a_game_new_game_is_offered_first(new_app):
    record_game("uno", [("Ann", True)])
    driver = new_app()
    scene = driver.open(TitleScene(driver.app))
    driver.frames(2)
    assert _primary(scene) == ["btn-new"]
    assert scene.subtitle() == t("app.subtitle")
