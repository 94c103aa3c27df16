"""Errors a player reads: a catalogue key and its parameters, put into words when shown.

Every layer may raise one (a damaged save, a broken card file, a setting out of range) without
knowing the player's language: `message` is looked up in the catalogue at the moment it is
read, so switching the language changes the words of an error already on the screen too.
A `FileProblem` also says which file and, where the file has lines, which line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.i18n import t


def quoted(value: Any, limit: int = 40) -> str:
    """A value as a message quotes it: its repr, cut short with an ellipsis."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def cut_short(text: str, limit: int = 80) -> str:
    """Words taken from a file, cut short with an ellipsis: a hand-edited line may hold
    thousands of them."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class Problem(Exception):
    """An error meant for the player: `key` names the sentence in the catalogue."""

    def __init__(self, key: str, /, **params: Any):
        super().__init__(key)
        self.key = key
        self.params = params

    @property
    def message(self) -> str:
        params = {
            name: value.message if isinstance(value, Problem) else value
            for name, value in self.params.items()
        }
        return t(self.key, **params)

    def __str__(self) -> str:
        return self.message


class FileProblem(Problem):
    """A file that cannot be used as it is, with where in it the trouble starts."""

    def __init__(
        self,
        key: str,
        /,
        *,
        path: Path | None = None,
        line: int | None = None,
        column: int | None = None,
        **params: Any,
    ):
        super().__init__(key, **params)
        self.path = path
        self.line = line
        self.column = column

    def located(self, path: Path | None = None) -> FileProblem:
        """The same problem, naming `path` when it did not name a file yet."""
        if self.path is None and path is not None:
            self.path = path
        return self

    @property
    def where(self) -> str:
        """`file:line` (or just the file), as a command-line tool prints it."""
        name = str(self.path) if self.path is not None else "?"
        return f"{name}:{self.line}" if self.line is not None else name

    @property
    def message(self) -> str:
        text = super().message
        if self.line is None:
            return text
        if self.column is None:
            return t("file.at_line", text=text, line=self.line)
        return t("file.at_line_column", text=text, line=self.line, column=self.column)
