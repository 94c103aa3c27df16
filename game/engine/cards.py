"""Card files: YAML read with `yaml.safe_load` semantics, validated into typed objects.

The text comes in through `game.engine.yaml_reader`, which refuses what could crash or stall
the reader (a file too big, nesting too deep, aliases that multiply, lists as keys, numbers
thousands of digits long, keys given twice) at its line. Validation is msgspec's strict
conversion into `msgspec.Struct` schemas (types, required and unknown keys, bounds); each
ruleset adds its cross-reference checks. Every error names the file, the key path and the
line, so `validate-cards` can print `file:line: message`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import yaml

from game.engine import registry
from game.engine.names import explained
from game.engine.yaml_reader import STR_TAG, YamlProblem, collector_paused, read_yaml
from game.problems import Problem
from game.userfiles import megabytes

T = TypeVar("T")

_PATH_IN_MESSAGE = re.compile(r" - at `\$(?P<path>[^`]*)`$")
_KEY_IN_MESSAGE = re.compile(r" - at `key` in `\$(?P<path>[^`]*)`$")
_UNKNOWN_FIELD = re.compile(r"unknown field `(.+)`$")
_PATH_STEP = re.compile(r"\.(?P<key>[A-Za-z_][\w-]*)|\[(?P<index>\d+)\]")
# what would break a `file:line: message` line or play tricks on a terminal: shown escaped
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u2028-\u202e\u2066-\u2069]")


class CardDataError(ValueError):
    """A card file that cannot be used, with where and why.

    `message` is plain text, or a `Problem` put into the player's language when read.
    """

    def __init__(self, file: str, line: int, key_path: str, message: str | Problem):
        self.file, self.line, self.key_path = file, line, key_path
        self._message = message
        super().__init__(self._text())

    @property
    def problem(self) -> Problem | None:
        """The catalogue's sentence, when the message is one (the reader's refusals are)."""
        return self._message if isinstance(self._message, Problem) else None

    @property
    def message(self) -> str:
        message = self._message
        text = message.message if isinstance(message, Problem) else message
        return _one_line(text)

    def _text(self) -> str:
        where = f" at {self.key_path}" if self.key_path else ""
        return _one_line(f"{self.file}:{self.line}: {self.message}{where}")

    def __str__(self) -> str:
        return self._text()


def _sentence(problem: Problem) -> Problem:
    """The problem's words alone: the file and line are said by CardDataError."""
    words = Problem(problem.key)
    words.params = dict(problem.params)  # a parameter may be called `key` too
    return words


def _one_line(text: str) -> str:
    return _UNPRINTABLE.sub(lambda found: found.group().encode("unicode_escape").decode(), text)


class CardFile:
    """A parsed YAML document that remembers the line of every key and item."""

    def __init__(self, path: Path, text: str | None = None):
        self.path = path
        self.name = str(path)
        try:
            self.data, root = read_yaml(path, text=text)
        except FileNotFoundError:
            raise CardDataError(self.name, 1, "", Problem("cards.no_such_path")) from None
        except YamlProblem as problem:
            raise CardDataError(
                self.name,
                problem.line or 1,
                format_path(problem.at),
                _sentence(problem),
            ) from None
        if not isinstance(self.data, dict) or root is None:
            raise CardDataError(self.name, 1, "", Problem("cards.not_a_mapping"))
        self.root: yaml.Node = root

    def node_at(self, path: tuple[str | int, ...]) -> tuple[yaml.Node, int]:
        """The node at `path`, or the nearest parent that exists, and its line (from 1).

        For a key whose value sits on later lines, the key's own line is the one given.
        """
        node = self.root
        for position, step in enumerate(path):
            child = None
            if isinstance(node, yaml.MappingNode) and isinstance(step, str):
                # the last pair with the key is the one whose value the data holds (merges)
                pair = next((p for p in reversed(node.value) if p[0].value == step), None)
                if pair is not None and position == len(path) - 1:
                    return pair[1], pair[0].start_mark.line + 1
                child = pair[1] if pair else None
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int):
                child = node.value[step] if step < len(node.value) else None
            if child is None:
                break
            node = child
        return node, node.start_mark.line + 1

    def line_of(self, path: tuple[str | int, ...]) -> int:
        """The line (from 1) of the value at `path`, or of the nearest parent that exists.

        For a key whose value sits on later lines, the key's own line is the one given.
        """
        return self.node_at(path)[1]

    def error(self, path: tuple[str | int, ...], message: str | Problem) -> CardDataError:
        return CardDataError(self.name, self.line_of(path), format_path(path), message)

    def convert(self, schema: type[T]) -> T:
        """The whole document as `schema`, or a CardDataError at the offending key."""
        try:
            with collector_paused():
                return msgspec.convert(self.data, schema, strict=True)
        except msgspec.ValidationError as exc:
            message, path, about_a_key = split_validation_message(str(exc))
            message = explained(message, format_path(path))
            if not about_a_key:
                raise self.error(path, message) from None
            # msgspec names the mapping; the line is that of its first key that is not text
            node, line = self.node_at(path)
            if isinstance(node, yaml.MappingNode):
                odd = next((key for key, _ in node.value if key.tag != STR_TAG), None)
                if odd is not None:
                    line = odd.start_mark.line + 1
            message = f"{message} for a key"
            raise CardDataError(self.name, line, format_path(path), message) from None


def split_validation_message(text: str) -> tuple[str, tuple[str | int, ...], bool]:
    """msgspec says `Expected int, got str - at $.cards[3].points`: the words and the path,
    and whether the trouble is a key of that mapping (`- at key in $.cards[3]`)."""
    about_a_key = False
    found = _KEY_IN_MESSAGE.search(text)
    if found:
        about_a_key = True
    else:
        found = _PATH_IN_MESSAGE.search(text)
    path: list[str | int] = []
    if found:
        for step in _PATH_STEP.finditer(found.group("path")):
            path.append(step.group("key") if step.group("key") else int(step.group("index")))
        text = text[: found.start()]
    unknown = _UNKNOWN_FIELD.search(text)
    if unknown:  # point at the offending key itself, not at the mapping that holds it
        path.append(unknown.group(1))
    return text.replace("`", ""), tuple(path), about_a_key


def format_path(path: tuple[str | int, ...]) -> str:
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out


# Each kind of card file names the ruleset it belongs to in its `ruleset:` key; the loader its
# game declares (`GameSpec.card_loader`) turns the file into that ruleset's typed deck (and
# checks its cross-references).


def load_card_file(path: Path) -> Any:
    """Read and validate one card file of any registered game's kind."""

    with collector_paused():  # the file's nodes are dropped before the collector runs again
        try:
            return _load(path)
        except CardDataError as exc:
            error = exc.with_traceback(None)  # its frames, and the nodes they hold, go now
    raise error


def _load(path: Path) -> Any:
    card_file = CardFile(path)
    loaders = registry.card_loaders()
    ruleset_id = card_file.data.get("ruleset")
    if not isinstance(ruleset_id, str) or ruleset_id not in loaders:
        known = ", ".join(sorted(loaders))
        raise card_file.error(("ruleset",), f"expected `ruleset:` naming one of {known}")
    return loaders[ruleset_id](card_file)


FOLDER_LIMIT = 512 << 10  # bytes of a folder's card files together: thirty times K-Mon's
FOLDER_FILES = 64  # card files in one folder


def folder_card_files(folder: Path) -> list[Path]:
    """The YAML files of a folder of cards, by name (none when it cannot be read); a
    CardDataError, before any is parsed, when together they are more than a set of cards."""
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
        total = sum(path.stat().st_size for path in paths)
    except OSError:
        return []
    if len(paths) > FOLDER_FILES or total > FOLDER_LIMIT:
        problem = Problem(
            "cards.folder_too_big",
            count=len(paths),
            size=megabytes(total),
            most=FOLDER_FILES,
            limit=megabytes(FOLDER_LIMIT),
        )
        raise CardDataError(str(folder), 1, "", problem)
    return paths


def validate_paths(paths: list[Path]) -> list[CardDataError]:
    """Every problem found in the card files below `paths` (files or folders)."""
    errors: list[CardDataError] = []
    files: list[Path] = []
    for path in paths:
        try:
            if path.is_dir():
                files.extend(sorted(p for p in path.rglob("*.y*ml") if p.is_file()))
            elif path.exists():
                files.append(path)
            else:
                errors.append(CardDataError(str(path), 1, "", Problem("cards.no_such_path")))
        except (OSError, ValueError) as exc:  # a name too long, or holding a NUL
            reason = getattr(exc, "strerror", None) or str(exc)
            problem = Problem("cards.unreadable", reason=reason)
            errors.append(CardDataError(str(path), 1, "", problem))
    for file in files:
        try:
            load_card_file(file)
        except CardDataError as exc:
            errors.append(exc)
    return errors
