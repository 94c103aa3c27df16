"""The error of a save that cannot be written or loaded, in the player's words."""

from __future__ import annotations

from typing import Any

from game.i18n import t
from game.persist.paths import saves_dir
from game.problems import Problem


class SaveError(Problem):
    """A save that cannot be written or loaded; `message` is a sentence in the player's language
    and `advice` says what to do about the file."""

    @property
    def advice(self) -> str:
        return t("save.advice", folder=str(saves_dir()))


def damaged(what: str, /, **params: Any) -> SaveError:
    """ "This save is damaged: <what>", the what being a catalogue key of its own."""
    return SaveError("save.damaged", problem=Problem(what, **params))
