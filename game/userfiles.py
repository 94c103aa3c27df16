"""Reading a file the user may have damaged or written by hand, with limits.

Saves, settings, statistics and the last set-up are JSON that anyone can open in an editor, and
a file that comes back may be cut short, garbage, enormous or built to hurt. `read_json` is the
one door they all come in by: it refuses a file too big to be ours, text that is not UTF-8,
JSON nested deeper than ours ever is, numbers longer than ours ever are (and infinities),
strings too long or holding a NUL or half of a surrogate pair, each with a `FileProblem` that
names the line. What comes out is plain data whose shape the caller's schema checks next.

The fast path is the C JSON decoder and one walk over the result. Only when something is wrong
does a slower scan of the text find the line to blame.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.problems import FileProblem, Problem


@dataclass(frozen=True)
class Limits:
    """The most a file of one kind may hold."""

    max_bytes: int = 1 << 20
    max_depth: int = 32  # objects and arrays inside each other, the outermost counting 1
    max_digits: int = 50  # a whole number's digits (a 128-bit generator state has 39)
    max_string: int = 10_000  # characters in one string, keys included


# What each of the app's files may hold: far above what the app writes, far below harm, and
# small enough to be read in well under a second. A save of 16 MB logs some 900,000 actions
# (three times bench/long_save.py's); statistics of 4 MB count some 60,000 players' games; a
# deck takes 2 KB.
SAVE_LIMITS = Limits(max_bytes=16 << 20, max_depth=32)
SMALL_FILE_LIMITS = Limits(max_bytes=1 << 20, max_depth=16, max_string=4_000)
STATS_LIMITS = Limits(max_bytes=4 << 20, max_depth=16, max_string=4_000)
DECK_LIMITS = Limits(max_bytes=256 << 10, max_depth=8, max_string=4_000)


# The problems of a file that could not even be read (no permission, no file at all): such a
# file is left where it is, never set aside as damaged.
UNREADABLE = frozenset({"file.unreadable", "file.not_a_file"})


class _TooLong(ValueError):
    """A number refused while decoding: the scan finds where it is."""


def _checked_int(limits: Limits):
    def parse(text: str) -> int:
        if len(text.lstrip("-")) > limits.max_digits:
            raise _TooLong(text)
        return int(text)

    return parse


def _checked_float(text: str) -> float:
    if len(text) > 64:
        raise _TooLong(text)
    value = float(text)
    if not math.isfinite(value):
        raise _TooLong(text)
    return value


def _refuse_constant(text: str) -> float:
    raise _TooLong(text)  # NaN and Infinity are not JSON, whatever Python's decoder allows


def _string_fault(text: str, limits: Limits) -> str | None:
    """The catalogue key of what is wrong with a decoded string, or None."""
    if len(text) > limits.max_string:
        return "file.string_too_long"
    if "\x00" in text:
        return "file.nul_in_text"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "file.half_character"
    return None


def _first_fault(data: Any, limits: Limits) -> tuple[str, dict[str, Any]] | None:
    """What the decoded data breaks first, walking without recursion."""
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            fault = _string_fault(value, limits)
            if fault:
                return fault, {"limit": limits.max_string}
        elif isinstance(value, (dict, list)):
            if depth > limits.max_depth:
                return "file.too_deep", {"limit": limits.max_depth}
            if isinstance(value, dict):
                for key, item in value.items():
                    fault = _string_fault(key, limits)
                    if fault:
                        return fault, {"limit": limits.max_string}
                    pending.append((item, depth + 1))
            else:
                pending.extend((item, depth + 1) for item in value)
    return None


_TOKEN = re.compile(
    r'"(?:[^"\\\n]|\\.)*"'  # a string
    r"|[\[\]{}]"  # a bracket
    r"|-?[0-9][0-9.eE+-]*"  # a number
    r"|NaN|-?Infinity"
)


def _tokens(text: str) -> Iterator[re.Match[str]]:
    return _TOKEN.finditer(text)


def _locate(text: str, limits: Limits) -> tuple[str, dict[str, Any], int, int] | None:
    """The first token that breaks a limit: its key, parameters, line and column."""
    depth = 0
    for match in _tokens(text):
        token = match.group()
        fault: tuple[str, dict[str, Any]] | None = None
        if token in "[{":
            depth += 1
            if depth > limits.max_depth:
                fault = "file.too_deep", {"limit": limits.max_depth}
        elif token in "]}":
            depth -= 1
        elif token.startswith('"'):
            try:
                decoded = json.loads(token)
            except ValueError:
                continue
            key = _string_fault(decoded, limits)
            if key:
                fault = key, {"limit": limits.max_string}
        else:
            fault = _number_fault(token, limits)
        if fault:
            start = match.start()
            line = text.count("\n", 0, start) + 1
            column = start - (text.rfind("\n", 0, start) + 1) + 1
            return fault[0], fault[1], line, column
    return None


def _number_fault(token: str, limits: Limits) -> tuple[str, dict[str, Any]] | None:
    if token.lstrip("-").isdigit():
        if len(token.lstrip("-")) > limits.max_digits:
            return "file.number_too_long", {"limit": limits.max_digits}
        return None
    try:
        value = float(token)
    except ValueError:
        return None
    if len(token) > 64 or not math.isfinite(value):
        return "file.number_too_large", {}
    return None


def _refusal(path: Path, text: str, limits: Limits, fallback: str, **params: Any) -> FileProblem:
    found = _locate(text, limits)
    if found is None:
        return FileProblem(fallback, path=path, **params)
    key, found_params, line, column = found
    return FileProblem(key, path=path, line=line, column=column, **found_params)


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The file's bytes, refused when it is not a readable file of at most `max_bytes`."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe is never opened: it would block
            raise FileProblem("file.not_a_file", path=path)
        # Opened without waiting, then checked again: what is opened is what is read.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as handle:
            found = os.fstat(handle.fileno())
            if not stat.S_ISREG(found.st_mode):
                raise FileProblem("file.not_a_file", path=path)
            if found.st_size > max_bytes:
                raise _too_big(path, found.st_size, max_bytes)
            raw = handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise
    except (OSError, ValueError) as exc:  # ValueError: a name holding a NUL
        reason = getattr(exc, "strerror", None) or str(exc)
        raise FileProblem("file.unreadable", path=path, reason=reason) from None
    if len(raw) > max_bytes:  # it grew while being read
        raise _too_big(path, len(raw), max_bytes)
    return raw


def _too_big(path: Path, size: int, max_bytes: int) -> FileProblem:
    return FileProblem("file.too_big", path=path, size=megabytes(size), limit=megabytes(max_bytes))


def decode_text(path: Path, raw: bytes) -> str:
    """UTF-8 text (a leading byte-order mark allowed), or a problem naming the line."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        byte = f"0x{raw[exc.start]:02x}"
        raise FileProblem("file.not_text", path=path, line=line, byte=byte) from None


def parse_json(path: Path, text: str, limits: Limits) -> Any:
    """Plain data from JSON text within `limits`; FileProblem otherwise."""
    try:
        data = json.loads(
            text,
            parse_int=_checked_int(limits),
            parse_float=_checked_float,
            parse_constant=_refuse_constant,
        )
    except json.JSONDecodeError as exc:
        raise FileProblem("file.not_json", path=path, line=exc.lineno, column=exc.colno) from None
    except _TooLong:
        raise _refusal(path, text, limits, "file.number_too_large") from None
    except RecursionError:
        raise _refusal(path, text, limits, "file.too_deep", limit=limits.max_depth) from None
    fault = _first_fault(data, limits)
    if fault is not None:
        raise _refusal(path, text, limits, fault[0], **fault[1])
    return data


def read_json(path: Path, limits: Limits = SMALL_FILE_LIMITS) -> Any:
    """The data in a user's JSON file, checked against `limits`.

    FileNotFoundError passes through (a missing file is usually no fault); every other way the
    file can be wrong is a FileProblem whose message says what and where.
    """
    raw = read_bytes(path, limits.max_bytes)
    return parse_json(path, decode_text(path, raw), limits)


def read_json_object(path: Path, limits: Limits = SMALL_FILE_LIMITS) -> dict[str, Any]:
    """`read_json`, refusing a file whose top is not a JSON object."""
    data = read_json(path, limits)
    if not isinstance(data, dict):
        raise FileProblem("file.not_an_object", path=path, found=Problem(json_kind(data)))
    return data


def json_kind(value: Any) -> str:
    """What a decoded JSON value is, as a catalogue key (`file.kind.list`, ...)."""
    if isinstance(value, bool):
        return "file.kind.bool"
    names = {list: "list", str: "text", type(None): "null", dict: "object"}
    return f"file.kind.{names.get(type(value), 'number')}"


def megabytes(size: int) -> str:
    """A size in MB as a refusal says it: one decimal, two below 1 MB, rounded up, so that a
    file over a limit never reads as the limit itself."""
    places = 1 if size >= 1 << 20 else 2
    scale = 10**places
    return f"{math.ceil(size * scale / (1 << 20)) / scale:.{places}f}"


def is_plain_text(text: str) -> bool:
    """True for text that can be shown as it is: no control characters, no half characters."""
    return not any(unicodedata.category(char) in ("Cc", "Cs") for char in text)


def shown_name(text: str) -> str:
    """A name from the file system (or a file) as a screen can show it: bytes that are not
    UTF-8 (which Python holds as lone surrogates), half characters and control characters
    written as escapes (`\\xff`, `\\n`), so that two different names stay different; plain
    text comes back as it is."""
    if is_plain_text(text):
        return text
    try:
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that no undecodable byte stands for
        raw = text.encode("utf-8", "surrogatepass")
    decoded = raw.decode("utf-8", "backslashreplace")
    return "".join(
        char.encode("unicode_escape").decode("ascii")
        if unicodedata.category(char) in ("Cc", "Cs")
        else char
        for char in decoded
    )
