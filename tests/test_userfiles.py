"""The one door users' JSON files come in by: limits, and the line to blame when one is broken."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.problems import FileProblem
from game.userfiles import (
    SAVE_LIMITS,
    SMALL_FILE_LIMITS,
    Limits,
    is_plain_text,
    read_json,
    read_json_object,
)

TIGHT = Limits(max_bytes=4096, max_depth=4, max_digits=6, max_string=20)


def _file(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "user.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


@pytest.mark.parametrize(
    ("content", "key", "line"),
    [
        ('{"a":\n [1,\n  1234567]}', "file.number_too_long", 3),
        ('{"a": [[[[[]]]]]}', "file.too_deep", 1),
        ("[" * 2000 + "]" * 2000, "file.too_deep", 1),
        ('{"a":\n\n "' + "x" * 21 + '"}', "file.string_too_long", 3),
        ('{"a": 1e999}', "file.number_too_large", 1),
        ('{"a": -Infinity}', "file.number_too_large", 1),
        ('{"a": "\\u0000"}', "file.nul_in_text", 1),
        ('{"\\ud83d": 1}', "file.half_character", 1),
        ('{"a": 1,\n "b": }', "file.not_json", 2),
        (b'{"a": "\n\xc3("}', "file.not_text", 2),
    ],
)
def test_each_limit_names_its_line(tmp_path, content, key, line):
    with pytest.raises(FileProblem) as raised:
        read_json(_file(tmp_path, content), TIGHT)
    assert (raised.value.key, raised.value.line) == (key, line)
    assert raised.value.path == tmp_path / "user.json"
    assert f"line {line}" in raised.value.message


def test_a_file_bigger_than_its_kind_may_be(tmp_path):
    with pytest.raises(FileProblem) as raised:
        read_json(_file(tmp_path, "[" + "1," * 3000 + "1]"), TIGHT)
    assert raised.value.key == "file.too_big" and "MB" in raised.value.message


def test_a_folder_is_not_a_file(tmp_path):
    with pytest.raises(FileProblem) as raised:
        read_json(tmp_path)
    assert raised.value.key == "file.not_a_file"


def test_a_missing_file_is_for_the_caller_to_judge(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "none.json")


def test_the_top_must_be_an_object_where_one_is_wanted(tmp_path):
    with pytest.raises(FileProblem) as raised:
        read_json_object(_file(tmp_path, "[1, 2]"))
    assert raised.value.message == "it should hold a JSON object, not a list"


def test_a_byte_order_mark_is_allowed(tmp_path):
    assert read_json_object(_file(tmp_path, '\ufeff{"a": 1}')) == {"a": 1}


def test_what_the_app_writes_fits_every_limit(tmp_path):
    generator_state = 2**128 - 1
    data = {"rng": generator_state, "seed": -(2**63), "hand": [["r7", "w4"]] * 10, "x": 0.25}
    assert read_json(_file(tmp_path, json.dumps(data)), SAVE_LIMITS) == data


def test_plain_text():
    assert is_plain_text("Ana María 🎲")
    assert not any(map(is_plain_text, ["a\x00", "\n", "\x1b[31m", "\ud800"]))


# -- any bytes at all: data within the limits, or a FileProblem; nothing else -------------------
JSON_PIECES = st.sampled_from(
    [
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        '"',
        "\\",
        "\\u",
        "d800",
        "0",
        "9" * 60,
        "1e400",
        "-",
        ".",
        "true",
        "null",
        "NaN",
        "Infinity",
        " ",
        "\n",
        "\x00",
        "é",
        '"k"',
        "[" * 40,
        "]" * 40,
    ]
)


def _within(value, limits: Limits, depth: int = 1) -> bool:
    if isinstance(value, (dict, list)):
        if depth > limits.max_depth:
            return False
        items = list(value.items()) if isinstance(value, dict) else [(None, v) for v in value]
        return all(
            (key is None or _within(key, limits, depth)) and _within(item, limits, depth + 1)
            for key, item in items
        )
    if isinstance(value, str):
        return (
            len(value) <= limits.max_string
            and is_plain_text(value.replace("\n", " "))
            or ("\x00" not in value and len(value) <= limits.max_string)
        )
    if isinstance(value, int) and not isinstance(value, bool):
        return len(str(abs(value))) <= limits.max_digits
    return True


@settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pieces=st.lists(JSON_PIECES, max_size=60), raw=st.binary(max_size=64))
def test_any_text_is_read_or_refused_in_words(tmp_path, pieces, raw):
    for content in ("".join(pieces).encode("utf-8", "surrogatepass"), raw):
        path = _file(tmp_path, content)
        try:
            data = read_json(path, SMALL_FILE_LIMITS)
        except FileProblem as problem:
            assert problem.message and problem.path == path
            assert set(problem.message) <= set(string.printable) | set("éèáíóúñàòù")
        else:
            assert _within(data, SMALL_FILE_LIMITS)


@settings(max_examples=200)
@given(
    data=st.recursive(
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=30),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=30,
    )
)
def test_plain_data_within_the_limits_reads_back_as_it_was(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("json") / "data.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        assert read_json(path, SAVE_LIMITS) == data
    except FileProblem as problem:  # only for what the limits are there to refuse
        assert problem.key in {"file.nul_in_text", "file.half_character", "file.number_too_long"}


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Tidal Grove", "Tidal Grove"),
        ("caf\u00e9", "caf\u00e9"),
        (b"\xff.txt".decode("utf-8", "surrogateescape"), "\\xff.txt"),
        (b"a\xc3\x1b".decode("utf-8", "surrogateescape"), "a\\xc3\\x1b"),
        ("tab\there\x00", "tab\\there\\x00"),
        ("\ud800", "\\xed\\xa0\\x80"),
    ],
)
def test_a_name_is_shown_with_escapes_for_what_cannot_be_drawn(name, shown):
    from game.userfiles import shown_name

    assert shown_name(name) == shown
    assert is_plain_text(shown_name(name)) and shown_name(name).encode("utf-8")


def test_two_names_that_differ_are_shown_differently():
    from game.userfiles import shown_name

    names = [bytes([b]).decode("utf-8", "surrogateescape") for b in range(0x80, 0x100)]
    assert len({shown_name(name) for name in names}) == len(names)


@pytest.mark.parametrize(("limits", "most"), [(SAVE_LIMITS, "16.0"), (SMALL_FILE_LIMITS, "1.0")])
def test_each_kind_of_file_is_refused_by_its_size_before_it_is_parsed(tmp_path, limits, most):
    from game.userfiles import STATS_LIMITS

    for kind, megabytes in ((limits, most), (STATS_LIMITS, "4.0")):
        path = _file(tmp_path, b" " * (kind.max_bytes + 1))  # would parse as nothing at all
        with pytest.raises(FileProblem) as raised:
            read_json(path, kind)
        assert raised.value.key == "file.too_big"
        assert f"more than the {megabytes} MB" in raised.value.message
