"""Learn to play: the games that have a guided first game, one button each."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import registry
from game.engine.guide import GuideError, has_guide
from game.engine.guide_file import guide_path, read_guide_file
from game.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.common import MenuScene, buttons
from game.ui.tables import has_table


def guided_games() -> list[str]:
    """The ids of the games with a guide and a table, in the order the app lists games."""
    return [spec.id for spec in registry.all_games() if has_guide(spec.id) and has_table(spec.id)]


class GuideChooserScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.note = ""

    def title(self) -> str:
        return t("guide.chooser.title")

    def subtitle(self) -> str:
        return self.note or t("guide.chooser.subtitle")

    def build(self) -> None:
        specs = []
        for ruleset_id in guided_games():
            try:
                label = t(read_guide_file(guide_path(ruleset_id)).title)
            except GuideError:
                label = registry.get(ruleset_id).name
            specs.append((f"guide-{ruleset_id}", label, lambda r=ruleset_id: self.start(r)))
        specs.append(("btn-back", t("common.back"), self.app.stack.pop))
        self.widgets = buttons(specs)

    def on_escape(self) -> bool:
        self.app.stack.pop()
        return True

    def start(self, ruleset_id: str) -> None:
        """The guide at its table, in place of this list: leaving it comes back to the title."""
        self.note = start_guide(self.app, ruleset_id, self.app.stack.replace) or ""


def start_guide(app, ruleset_id: str, place: Callable[[Scene], None]) -> str | None:
    """Open the guided game of `ruleset_id` at its table with `place` (the stack's push or
    replace); the words saying why when its guide cannot be started, None when it started."""
    from game.ui.scenes.table_guide import open_guide

    try:
        table = open_guide(app, ruleset_id)
    except (GuideError, FileNotFoundError) as error:
        return t("guide.broken", error=str(error))
    place(table)
    return None
