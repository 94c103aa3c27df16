"""Reading a YAML file that may have been written by hand, or written to hurt, with limits.

Card files are YAML that anyone can open in an editor. `read_yaml` is the one door they come in
by: it refuses a file too big to be ours, text that is not UTF-8 or holds a character YAML
forbids, nesting deeper than ours ever is, an alias inside the very node it names, aliases that
would repeat more nodes than we allow (the "billion laughs"), a list or mapping used as a key, a
key given twice in one mapping, numbers and strings longer than ours ever are. Each refusal is a
`YamlProblem` naming the line, and where known the path of keys and indexes to the trouble.

The text is parsed once, by libyaml when it is installed, and a loop here composes its events
into nodes, checking every limit as each node arrives: no recursion, however deep the text, and
an aliased node is never walked again (its size and depth were noted when it was closed). The
data is then built from those nodes by `yaml.safe_load`'s own constructor, so the same tags are
allowed and give the same values.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import (
    AliasEvent,
    DocumentEndEvent,
    DocumentStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from game.problems import FileProblem
from game.userfiles import decode_text, megabytes, read_bytes

Step = str | int

INT_TAG = "tag:yaml.org,2002:int"
FLOAT_TAG = "tag:yaml.org,2002:float"
STR_TAG = "tag:yaml.org,2002:str"


@dataclass(frozen=True)
class YamlLimits:
    """The most a YAML file of one kind may hold."""

    max_bytes: int = 256 << 10  # some forty times the biggest card file
    max_depth: int = 64  # sequences and mappings inside each other, the outermost counting 1
    max_digits: int = 50  # letters and digits of one number
    max_string: int = 10_000  # characters in one scalar, keys included
    max_repeated: int = 100_000  # nodes that all the aliases of a file may repeat, together


CARD_LIMITS = YamlLimits()


class YamlProblem(FileProblem):
    """A YAML file refused; `at` is the path of keys and indexes to the trouble, if known."""

    def __init__(
        self,
        key: str,
        *,
        path: Path | None = None,
        line: int | None = None,
        at: tuple[Step, ...] = (),
        **params: Any,
    ):
        super().__init__(key, path=path, line=line, **params)
        self.at = at


def read_yaml(
    path: Path, limits: YamlLimits = CARD_LIMITS, text: str | None = None
) -> tuple[Any, Node | None]:
    """The data of the YAML file at `path` (or of `text`, read as if it were that file) and the
    node it was built from, which knows the line of everything; a YamlProblem otherwise.

    FileNotFoundError passes through, as with `game.userfiles.read_json`.
    """
    if text is None:
        text = read_text(path, limits)
        raw = encode_text(path, text)
    else:
        raw = encode_text(path, text)
        if len(raw) > limits.max_bytes:
            raise _too_big(path, len(raw), limits)
    with collector_paused():  # millions of new containers would start one GC pass after another
        root = compose(path, raw, text, limits)
        data = construct(path, root) if root is not None else None
    return data, root


# The words of a file that cannot be read at all, as a card file says them.
_CARD_KEYS = {
    "file.not_a_file": "cards.not_a_file",
    "file.unreadable": "cards.unreadable",
    "file.too_big": "cards.too_big",
    "file.not_text": "cards.not_utf8",
}


def read_text(path: Path, limits: YamlLimits) -> str:
    """The file's text, read as every user's file is (`game.userfiles`), in a card file's words."""
    try:
        return decode_text(path, read_bytes(path, limits.max_bytes))
    except FileProblem as problem:
        key = _CARD_KEYS.get(problem.key, problem.key)
        raise YamlProblem(key, path=path, line=problem.line, **problem.params) from None


def encode_text(path: Path, text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:  # half of a surrogate pair
        line = text.count("\n", 0, exc.start) + 1
        char = f"U+{ord(text[exc.start]):04X}"
        raise YamlProblem("cards.bad_character", path=path, line=line, char=char) from None


def compose(path: Path, raw: bytes, text: str, limits: YamlLimits = CARD_LIMITS) -> Node | None:
    """The node of the file's one document (None when it has none), every limit checked."""
    libyaml = bool(getattr(yaml, "__with_libyaml__", False))
    loader = None
    try:
        # libyaml reads the bytes (its positions count bytes); the pure parser reads the text.
        loader = yaml.CSafeLoader(raw) if libyaml else yaml.SafeLoader(text)
        return _Composer(path, limits, loader).compose()
    except yaml.reader.ReaderError as exc:
        source = raw if libyaml else text
        newline = b"\n" if libyaml else "\n"
        line = source.count(newline, 0, max(exc.position, 0)) + 1  # type: ignore[arg-type]
        char = f"U+{exc.character:04X}" if isinstance(exc.character, int) else "?"
        raise YamlProblem("cards.bad_character", path=path, line=line, char=char) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        if "maximum nesting depth" in (exc.problem or ""):  # libyaml stops at 1000 levels
            limit = limits.max_depth
            raise YamlProblem("cards.too_deep", path=path, line=line, limit=limit) from None
        words = exc.problem or exc.context or "?"
        if exc.context and exc.problem:
            words = f"{exc.problem} ({exc.context})"
        raise YamlProblem("cards.not_yaml", path=path, line=line, problem=words) from None
    except yaml.YAMLError as exc:
        raise YamlProblem("cards.not_yaml", path=path, line=1, problem=str(exc)) from None
    finally:
        if loader is not None:
            loader.dispose()


class _Mark(int):
    """Where a node starts: its line, from 0. A node keeps no more than that (not the column,
    not the text around it), so a big file's nodes cost less and the collector skips them."""

    __slots__ = ()
    name = "<file>"
    index = column = pointer = 0
    buffer = None

    @property
    def line(self) -> int:
        return int(self)

    def get_snippet(self) -> None:
        return None

    def __str__(self) -> str:
        return f"line {int(self) + 1}"


class _Open:
    """A sequence or mapping whose end has not come yet."""

    __slots__ = ("node", "items", "key", "seen", "size", "height", "anchor")

    def __init__(self, node: Node, anchor: str | None):
        self.node = node
        self.items: list[Any] = node.value  # nodes of a sequence, (key, value) of a mapping
        self.key: ScalarNode | None = None  # a mapping's key waiting for its value
        self.seen: set[str] | None = set() if isinstance(node, MappingNode) else None
        self.size = 1  # nodes, counting those an alias repeats
        self.height = 1  # collections inside each other, this one counting 1
        self.anchor = anchor


class _Composer:
    """Events to nodes, as `yaml.compose` does it, with the limits and without recursion."""

    def __init__(self, path: Path, limits: YamlLimits, loader: Any):
        self.path = path
        self.limits = limits
        self.loader = loader
        self.stack: list[_Open] = []
        # anchor -> (node, size, height) once the node is closed, None while it is open
        self.anchors: dict[str, tuple[Node, int, int] | None] = {}
        self.repeated = 0
        self.root: Node | None = None
        self.tags: dict[str, str] = {}  # plain scalar -> its implicit tag
        self.marks: dict[int, _Mark] = {}

    def compose(self) -> Node | None:
        get_event = self.loader.get_event
        documents = 0
        while True:
            event = get_event()
            kind = event.__class__
            if kind is ScalarEvent:
                self._scalar(event)
            elif kind is MappingStartEvent or kind is SequenceStartEvent:
                self._open(event, kind is MappingStartEvent)
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                self._close()
            elif kind is AliasEvent:
                self._alias(event)
            elif kind is DocumentStartEvent:
                documents += 1
                if documents > 1:
                    raise self._refuse("cards.more_than_one_document", event)
            elif kind is DocumentEndEvent:
                self.anchors = {}
            elif kind is StreamEndEvent or event is None:
                return self.root

    # -- each kind of event ----------------------------------------------------------------
    def _scalar(self, event: ScalarEvent) -> None:
        value = event.value
        limits = self.limits
        if len(value) > limits.max_string:
            raise self._refuse("cards.string_too_long", event, limit=limits.max_string)
        tag = event.tag
        if tag is None or tag == "!":
            if event.implicit[0]:  # plain: the tag follows from the text alone
                tag = self.tags.get(value) or self._resolve(value, event.implicit)
            else:  # quoted
                tag = STR_TAG
        if (
            tag in (INT_TAG, FLOAT_TAG)
            and len(value) > limits.max_digits
            and sum(ch.isalnum() for ch in value) > limits.max_digits
        ):
            raise self._refuse("cards.number_too_long", event, limit=limits.max_digits)
        line = event.start_mark.line
        mark = self.marks.get(line)
        if mark is None:
            mark = self.marks[line] = _Mark(line)
        node = ScalarNode(tag, value, mark, mark, event.style)
        if event.anchor is not None:
            self._name(event)
            self.anchors[event.anchor] = (node, 1, 0)
        self._attach(node, 1, 0, event)

    def _open(self, event: Any, mapping: bool) -> None:
        stack = self.stack
        if stack and stack[-1].seen is not None and stack[-1].key is None:
            raise self._refuse("cards.key_not_scalar", event)
        if len(stack) >= self.limits.max_depth:
            raise self._too_deep(event)
        kind = MappingNode if mapping else SequenceNode
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(kind, None, event.implicit)
        line = event.start_mark.line
        mark = self.marks.get(line)
        if mark is None:
            mark = self.marks[line] = _Mark(line)
        node = kind(tag, [], mark, mark, event.flow_style)
        if event.anchor is not None:
            self._name(event)
            self.anchors[event.anchor] = None
        stack.append(_Open(node, event.anchor))

    def _close(self) -> None:
        entry = self.stack.pop()
        if entry.anchor is not None:
            self.anchors[entry.anchor] = (entry.node, entry.size, entry.height)
        self._attach(entry.node, entry.size, entry.height, None)

    def _alias(self, event: AliasEvent) -> None:
        name = event.anchor
        if name not in self.anchors:
            raise self._refuse("cards.undefined_alias", event, anchor=name)
        found = self.anchors[name]
        if found is None:
            raise self._refuse("cards.alias_inside_itself", event, anchor=name)
        node, size, height = found
        self.repeated += size
        if self.repeated > self.limits.max_repeated:
            raise self._refuse("cards.too_many_aliases", event, limit=self.limits.max_repeated)
        if len(self.stack) + height > self.limits.max_depth:
            raise self._too_deep(event)
        self._attach(node, size, height, event)

    # -- helpers ---------------------------------------------------------------------------
    def _attach(self, node: Node, size: int, height: int, event: Any) -> None:
        """`node` becomes the next item of the open collection (or the document's root)."""
        stack = self.stack
        if not stack:
            self.root = node
            return
        top = stack[-1]
        top.size += size
        if height >= top.height:
            top.height = height + 1
        if top.seen is None:
            top.items.append(node)
        elif top.key is None:
            self._check_key(top, node, event)
            top.key = node  # type: ignore[assignment]
        else:
            top.items.append((top.key, node))
            top.key = None

    def _check_key(self, top: _Open, key: Node, event: Any) -> None:
        if not isinstance(key, ScalarNode):  # an alias of a collection
            raise self._refuse("cards.key_not_scalar", event)
        assert top.seen is not None
        if key.value in top.seen:
            mark = event.start_mark if event is not None else key.start_mark
            at = (*self._where(), key.value)
            problem = YamlProblem("cards.duplicate_key", path=self.path, line=mark.line + 1, at=at)
            problem.params["key"] = repr(key.value)  # the sentence's placeholder is {key}
            raise problem
        top.seen.add(key.value)

    def _name(self, event: Any) -> None:
        if event.anchor in self.anchors:
            raise self._refuse("cards.duplicate_anchor", event, anchor=event.anchor)

    def _resolve(self, value: str, implicit: Any) -> str:
        """The implicit tag of a plain scalar; the short ones, which repeat, remembered."""
        tag = self.loader.resolve(ScalarNode, value, implicit)
        if len(value) <= 24 and len(self.tags) < 4096:
            self.tags[value] = tag
        return tag

    def _where(self) -> tuple[Step, ...]:
        """The path to the place the next node goes."""
        steps: list[Step] = []
        for entry in self.stack:
            if entry.seen is None:
                steps.append(len(entry.items))
            elif entry.key is not None:
                steps.append(entry.key.value)
        return tuple(steps)

    def _too_deep(self, event: Any) -> YamlProblem:
        # no path: it would be as long as the nesting is deep
        line = event.start_mark.line + 1
        return YamlProblem("cards.too_deep", path=self.path, line=line, limit=self.limits.max_depth)

    def _refuse(self, key: str, event: Any, **params: Any) -> YamlProblem:
        line = event.start_mark.line + 1
        return YamlProblem(key, path=self.path, line=line, at=self._where(), **params)


# -- building the data -----------------------------------------------------------------------
class _Constructor(SafeConstructor):
    """`yaml.safe_load`'s constructor; a scalar it cannot turn into a value (a 13th month) is a
    ConstructorError at the scalar's line, not a bare ValueError."""


def _guarded(construct: Any) -> Any:
    def guarded(self: SafeConstructor, node: Node) -> Any:
        try:
            return construct(self, node)
        except (ValueError, ArithmeticError) as exc:
            shown = node.value if len(node.value) <= 40 else node.value[:40] + "..."
            words = f"cannot read {shown!r} ({exc})"
            raise ConstructorError(None, None, words, node.start_mark) from None

    return guarded


for _tag, _construct in list(SafeConstructor.yaml_constructors.items()):
    if _tag is not None and _tag.rsplit(":", 1)[-1] in {
        "null",
        "bool",
        "int",
        "float",
        "binary",
        "timestamp",
        "str",
    }:
        _Constructor.add_constructor(_tag, _guarded(_construct))


def construct(path: Path, root: Node) -> Any:
    """The data of a composed, checked document, as `yaml.safe_load` gives it."""
    try:
        return _Constructor().construct_document(root)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        words = exc.problem or exc.context or "?"
        raise YamlProblem("cards.not_yaml", path=path, line=line, problem=words) from None
    except Exception as exc:  # noqa: BLE001  (the data of a hostile file must not crash us)
        line = root.start_mark.line + 1
        words = f"{type(exc).__name__}: {exc}"
        raise YamlProblem("cards.not_yaml", path=path, line=line, problem=words) from None


@contextmanager
def collector_paused() -> Iterator[None]:
    """No garbage collection inside: a big file's nodes are millions of new containers, and
    each pass of the collector would walk them all again. They hold no cycles (an alias inside
    the node it names is refused), so they are freed as soon as they are dropped."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _too_big(path: Path, size: int, limits: YamlLimits) -> YamlProblem:
    return YamlProblem(
        "cards.too_big", path=path, size=megabytes(size), limit=megabytes(limits.max_bytes)
    )
