"""Card files: YAML read with `yaml.safe_load` semantics, validated into typed objects.

Validation is msgspec's strict conversion into `msgspec.Struct` schemas (types, required and
unknown keys, bounds); each ruleset adds its cross-reference checks. Every error names the
file, the key path and the line, so `validate-cards` can print `file:line: message`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import yaml

T = TypeVar("T")

_PATH_IN_MESSAGE = re.compile(r" - at `\$(?P<path>[^`]*)`$")
_UNKNOWN_FIELD = re.compile(r"unknown field `([^`]+)`")
_PATH_STEP = re.compile(r"\.(?P<key>[A-Za-z_][\w-]*)|\[(?P<index>\d+)\]")


class CardDataError(ValueError):
    """A card file that cannot be used, with where and why."""

    def __init__(self, file: str, line: int, key_path: str, message: str):
        self.file, self.line, self.key_path, self.message = file, line, key_path, message
        where = f" at {key_path}" if key_path else ""
        super().__init__(f"{file}:{line}: {message}{where}")


class CardFile:
    """A parsed YAML document that remembers the line of every key and item."""

    def __init__(self, path: Path, text: str | None = None):
        self.path = path
        self.name = str(path)
        if text is None:
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise CardDataError(self.name, 1, "", f"cannot read the file ({exc})") from None
        try:
            # safe_load builds the data; compose keeps the nodes for line numbers.
            self.data = yaml.safe_load(text)
            self.root = yaml.compose(text, Loader=yaml.SafeLoader)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = mark.line + 1 if mark else 1
            problem = getattr(exc, "problem", None) or str(exc)
            raise CardDataError(self.name, line, "", f"not valid YAML: {problem}") from None
        if not isinstance(self.data, dict):
            raise CardDataError(self.name, 1, "", "expected a mapping of keys at the top")
        self._refuse_duplicate_keys(self.root, ())

    def _refuse_duplicate_keys(self, node: yaml.Node, path: tuple[str | int, ...]) -> None:
        """YAML keeps the last of two equal keys without a word; a card file must not."""
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for key, value in node.value:
                if key.value in seen:
                    where = format_path((*path, key.value))
                    raise CardDataError(
                        self.name,
                        key.start_mark.line + 1,
                        where,
                        f"the key {key.value!r} is given twice",
                    )
                seen.add(key.value)
                self._refuse_duplicate_keys(value, (*path, key.value))
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                self._refuse_duplicate_keys(item, (*path, index))

    def line_of(self, path: tuple[str | int, ...]) -> int:
        """The line (from 1) of the value at `path`, or of the nearest parent that exists.

        For a key whose value sits on later lines, the key's own line is the one given.
        """
        node = self.root
        for step in path:
            child = None
            if isinstance(node, yaml.MappingNode) and isinstance(step, str):
                pair = next(((k, v) for k, v in node.value if k.value == step), None)
                if pair is not None and step == path[-1]:
                    return pair[0].start_mark.line + 1
                child = pair[1] if pair else None
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int):
                child = node.value[step] if step < len(node.value) else None
            if child is None:
                break
            node = child
        return node.start_mark.line + 1 if node is not None else 1

    def error(self, path: tuple[str | int, ...], message: str) -> CardDataError:
        return CardDataError(self.name, self.line_of(path), format_path(path), message)

    def convert(self, schema: type[T]) -> T:
        """The whole document as `schema`, or a CardDataError at the offending key."""
        try:
            return msgspec.convert(self.data, schema, strict=True)
        except msgspec.ValidationError as exc:
            message, path = split_validation_message(str(exc))
            raise self.error(path, message) from None


def split_validation_message(text: str) -> tuple[str, tuple[str | int, ...]]:
    """msgspec says `Expected int, got str - at $.cards[3].points`: the words and the path."""
    found = _PATH_IN_MESSAGE.search(text)
    path: list[str | int] = []
    if found:
        for step in _PATH_STEP.finditer(found.group("path")):
            path.append(step.group("key") if step.group("key") else int(step.group("index")))
        text = text[: found.start()]
    unknown = _UNKNOWN_FIELD.search(text)
    if unknown:  # point at the offending key itself, not at the mapping that holds it
        path.append(unknown.group(1))
    return text.replace("`", ""), tuple(path)


def format_path(path: tuple[str | int, ...]) -> str:
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out


# Each kind of card file names the ruleset it belongs to in its `ruleset:` key; a loader per
# ruleset turns the file into that ruleset's typed deck (and checks its cross-references).
_LOADERS: dict[str, Callable[[CardFile], Any]] = {}


def card_loader(ruleset_id: str) -> Callable[[Callable[[CardFile], T]], Callable[[CardFile], T]]:
    def wrap(loader: Callable[[CardFile], T]) -> Callable[[CardFile], T]:
        if ruleset_id in _LOADERS:
            raise ValueError(f"two card loaders for {ruleset_id!r}")
        _LOADERS[ruleset_id] = loader
        return loader

    return wrap


def load_card_file(path: Path) -> Any:
    """Read and validate one card file of any registered kind."""
    import game.rules  # noqa: F401  (registers the loaders)

    card_file = CardFile(path)
    ruleset_id = card_file.data.get("ruleset")
    if ruleset_id not in _LOADERS:
        known = ", ".join(sorted(_LOADERS))
        raise card_file.error(("ruleset",), f"expected `ruleset:` naming one of {known}")
    return _LOADERS[ruleset_id](card_file)


def validate_paths(paths: list[Path]) -> list[CardDataError]:
    """Every problem found in the card files below `paths` (files or folders)."""
    errors: list[CardDataError] = []
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.y*ml") if p.is_file()))
        elif path.exists():
            files.append(path)
        else:
            errors.append(CardDataError(str(path), 1, "", "no such file or folder"))
    for file in files:
        try:
            load_card_file(file)
        except CardDataError as exc:
            errors.append(exc)
    return errors
