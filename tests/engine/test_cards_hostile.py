"""Card files written to hurt: each is refused on one line, `file:line: message`, and quickly.

Every case runs with libyaml (when installed) and with the pure-Python parser that stands in
for it, since the reader uses whichever there is. A property test then mutates the real card
files at random: loading one either works or raises CardDataError, never anything else.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_cards import line_of, uno_text_with

from game.cli import run
from game.engine.cards import CardDataError, load_card_file, validate_paths
from game.engine.yaml_reader import CARD_LIMITS
from game.i18n import t
from game.paths import cards_dir

UNO_FILE = cards_dir() / "uno.yaml"
CARD_TEXTS = [path.read_bytes() for path in sorted(cards_dir().glob("*.yaml"))]
R2_LINE = "  - {code: r2, color: r, kind: number, number: 2, copies: 2, points: 2}"

LOADERS = ["libyaml", "pure"]


@pytest.fixture(params=LOADERS)
def parser(request, monkeypatch):
    """Which parser reads the text: libyaml's, or the pure one used where libyaml is missing."""
    if request.param == "libyaml":
        if not yaml.__with_libyaml__:
            pytest.skip("libyaml is not installed")
    else:
        monkeypatch.setattr(yaml, "__with_libyaml__", False)
    return request.param


def write(tmp_path: Path, text: str | bytes, name: str = "hostile.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    return path


def refusal(path: Path) -> CardDataError:
    with pytest.raises(CardDataError) as caught:
        load_card_file(path)
    error = caught.value
    assert "\n" not in str(error), str(error)
    assert str(error).startswith(f"{path}:{error.line}: "), str(error)
    return error


# -- 1. deep nesting -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "nested",
    [
        "[" * 3000 + "]" * 3000,
        "{a: " * 3000 + "1" + "}" * 3000,
        "[" * 100 + "]" * 100,  # deeper than a card file needs, shallower than libyaml's limit
    ],
    ids=["brackets", "mappings", "a hundred"],
)
def test_deep_nesting_is_refused_at_its_line(tmp_path, parser, nested):
    path = write(tmp_path, f"ruleset: uno\nname: UNO\ncolors: {nested}\n")
    error = refusal(path)
    assert error.line == 3
    assert "deep" in error.message and str(CARD_LIMITS.max_depth) in error.message


def test_block_mappings_nested_deeper_than_the_limit_are_refused(tmp_path, parser):
    depth = CARD_LIMITS.max_depth + 5
    text = "ruleset: uno\n" + "".join(" " * i + "a:\n" for i in range(depth)) + " " * depth + "1\n"
    error = refusal(write(tmp_path, text))
    # the top mapping is on line 1, the one at depth d starts on line d + 1: one level too deep
    assert error.line == CARD_LIMITS.max_depth + 2
    assert "deep" in error.message


def test_an_alias_cannot_carry_nesting_past_the_limit(tmp_path, parser):
    half = CARD_LIMITS.max_depth // 2 + 1
    text = f"ruleset: uno\ndeep: &d {'[' * half}{']' * half}\nname: {'[' * half}*d{']' * half}\n"
    error = refusal(write(tmp_path, text))
    assert (error.line, "deep" in error.message) == (3, True)


# -- 2. unhashable keys ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "key",
    ["{a: 1}", "[1, 2]", "!!set {a, b}", "*listed"],
    ids=["mapping", "list", "set", "alias of a list"],
)
def test_a_collection_as_a_key_is_refused_at_the_key(tmp_path, parser, key):
    text = f"ruleset: uno\nlisted: &listed [1]\nname: UNO\n? {key}\n: value\n"
    error = refusal(write(tmp_path, text))
    assert error.line == 4
    assert "cannot be a key" in error.message


@pytest.mark.parametrize(
    "value",
    ["{[1]: 2}", "!!omap [? [1] : 2]", "!!pairs [{[1]: 2}]", "!!omap [? !!set {a} : 2]"],
    ids=["flow mapping", "omap", "pairs", "set in omap"],
)
def test_a_collection_as_a_key_inside_a_value_is_refused(tmp_path, parser, value):
    # !!omap and !!pairs build lists of pairs, which yaml accepts with any key
    error = refusal(write(tmp_path, f"ruleset: uno\nname: UNO\ncolors: {value}\n"))
    assert (error.line, error.key_path) == (3, "colors[0]" if "!!" in value else "colors")
    assert "cannot be a key" in error.message


# -- 3. billion laughs ----------------------------------------------------------------------
def laughs(levels: int = 9, width: int = 9) -> str:
    lines = ['l0: &l0 "lol"']
    for level in range(1, levels + 1):
        aliases = ",".join([f"*l{level - 1}"] * width)
        lines.append(f"l{level}: &l{level} [{aliases}]")
    return "ruleset: uno\n" + "\n".join(lines) + "\n"


def test_a_billion_laughs_is_refused_at_once(tmp_path, parser):
    text = laughs()
    assert len(text) < 500
    path = write(tmp_path, text)
    started = time.process_time()  # CPU time: other processes on the cores do not count
    error = refusal(path)
    assert time.process_time() - started < 2
    assert "aliases" in error.message
    assert 3 <= error.line <= 11


def test_a_recursive_alias_is_refused(tmp_path, parser):
    error = refusal(write(tmp_path, "ruleset: uno\nname: UNO\ncolors: &a [*a]\n"))
    assert (error.line, "*a" in error.message) == (3, True)


def test_aliases_that_repeat_little_still_work(tmp_path, parser):
    text = uno_text_with("colors:\n", "colors: &colors\n") + "more_colors: *colors\n"
    error = refusal(write(tmp_path, text))
    assert error.key_path == "more_colors"  # read fine; the deck has no such field
    assert "unknown field" in error.message


# -- 4. huge numbers -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "digits", ["9" * 5000, "1" + ":1" * 3000, "0x" + "f" * 400, "1." + "5" * 60]
)
def test_a_number_too_long_is_refused_at_its_line(tmp_path, parser, digits):
    text = uno_text_with("total: 108", f"total: {digits}")
    error = refusal(write(tmp_path, text))
    assert error.line == line_of(text, "total:")
    assert "digits" in error.message and "50" in error.message
    assert error.key_path == "total"


def test_a_string_too_long_is_refused(tmp_path, parser):
    text = uno_text_with("name: UNO", "name: " + "x" * (CARD_LIMITS.max_string + 1))
    error = refusal(write(tmp_path, text))
    assert (error.line, error.key_path) == (line_of(text, "name: x"), "name")
    assert "characters" in error.message


def test_a_value_yaml_cannot_build_is_refused_at_its_line(tmp_path, parser):
    text = uno_text_with("name: UNO", "name: 2001-13-45")  # a timestamp with a 13th month
    error = refusal(write(tmp_path, text))
    assert error.line == line_of(text, "name: 2001")
    assert "2001-13-45" in error.message


# -- 5. characters YAML forbids ----------------------------------------------------------------
@pytest.mark.parametrize(
    "char", ["\x00", "\x07", "\x1b", "\ufffe"], ids=["NUL", "bell", "esc", "FFFE"]
)
def test_a_forbidden_character_is_reported_at_its_line_on_one_line(tmp_path, parser, char):
    text = uno_text_with("{code: r2,", "{code: r2" + char + ",")
    path = write(tmp_path, "\ufeff" + text)  # a byte-order mark does not shift the lines
    error = refusal(path)
    assert error.line == line_of(text, "{code: r2")
    assert f"U+{ord(char):04X}" in error.message


def test_a_byte_that_is_not_utf8_is_reported_at_its_line(tmp_path):
    text = UNO_FILE.read_text(encoding="utf-8")
    raw = text.encode("utf-8").replace(b"name: UNO", b"name: UNO\xff", 1)
    error = refusal(write(tmp_path, raw))
    assert error.line == line_of(text, "name: UNO")
    assert "0xff" in error.message


# -- 6. a bad key at its own line ------------------------------------------------------------
def test_a_key_that_is_not_text_is_reported_at_the_key(tmp_path, parser):
    block = "  - code: r2\n    color: r\n    7: number\n    number: 2\n    copies: 2\n    points: 2"
    text = uno_text_with(R2_LINE, block)
    error = refusal(write(tmp_path, text))
    assert error.line == line_of(text, "    7: number")
    assert error.key_path == "cards[2]"
    assert "key" in error.message


def test_an_unknown_key_is_reported_at_the_key_also_with_an_odd_name(tmp_path, parser):
    block = "  - code: r2\n    color: r\n    kind: number\n    number: 2\n    copies: 2\n"
    text = uno_text_with(R2_LINE, block + "    `points`: 2")
    text = text.replace("`points`", '"po`ints"')
    error = refusal(write(tmp_path, text))
    assert error.line == line_of(text, "po`ints")
    assert error.key_path == "cards[2].po`ints"


def test_control_characters_in_a_key_are_shown_escaped(tmp_path, parser):
    text = uno_text_with("{code: r2,", '{code: r2, "co\\e[31mlour\\nx": r,')
    error = refusal(write(tmp_path, text))
    assert error.line == line_of(text, "{code: r2")
    assert "co\\x1b[31mlour\\nx" in str(error)
    assert str(error).isprintable()


def test_a_ruleset_that_is_not_text_is_refused(tmp_path, parser):
    error = refusal(write(tmp_path, uno_text_with("ruleset: uno", "ruleset: [uno]")))
    assert (error.line, error.key_path) == (3, "ruleset")


# -- 7. libyaml, once; the size limit --------------------------------------------------------
def test_libyaml_parses_the_text_once_and_nothing_else_does(monkeypatch):
    if not yaml.__with_libyaml__:
        pytest.skip("libyaml is not installed")
    t("cards.not_yaml")  # the catalogue is read now, not while counting
    made: list[str] = []

    class CountingC(yaml.CSafeLoader):
        def __init__(self, stream):
            made.append("libyaml")
            super().__init__(stream)

    class CountingPure(yaml.SafeLoader):
        def __init__(self, stream):
            made.append("pure")
            super().__init__(stream)

    monkeypatch.setattr(yaml, "CSafeLoader", CountingC)
    monkeypatch.setattr(yaml, "SafeLoader", CountingPure)
    deck = load_card_file(UNO_FILE)
    assert made == ["libyaml"]
    assert sum(card.copies for card in deck.cards.values()) == 108


def test_a_file_over_the_size_limit_is_refused_with_its_size(tmp_path):
    path = write(tmp_path, b"# padding\n" * ((CARD_LIMITS.max_bytes // 10) + 10_000))
    error = refusal(path)
    assert error.line == 1
    assert "0.35 MB" in error.message and "0.25 MB" in error.message


def test_duplicate_keys_are_still_refused_at_the_second(tmp_path, parser):
    text = uno_text_with(R2_LINE, R2_LINE.replace("points: 2}", "points: 2, copies: 3}"))
    error = refusal(write(tmp_path, text))
    assert (error.line, error.key_path) == (line_of(text, "copies: 3"), "cards[2].copies")
    assert "'copies' is given twice" in error.message


def test_the_reader_keeps_yaml_safe_load_values(tmp_path, parser):
    text = (
        "ruleset: uno\nbase: &b {x: 1, y: [a, 'b']}\nmerged: {<<: *b, y: 2}\n"
        "n: [0x1f, 1_000, .inf, ~, yes, 2002-12-14]\nset: !!set {a, b}\n"
    )
    from game.engine.cards import CardFile

    card_file = CardFile(write(tmp_path, text))
    assert card_file.data == yaml.safe_load(text)
    assert card_file.data["merged"] == {"x": 1, "y": 2}


# -- the command -----------------------------------------------------------------------------
def test_validate_cards_prints_one_line_for_one_broken_file(tmp_path, capsys):
    path = write(tmp_path, laughs())
    assert run(["validate-cards", str(path)]) != 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert out.startswith(f"{path}:")


def test_validate_cards_goes_on_past_every_hostile_file(tmp_path, capsys):
    folder = tmp_path / "hostile"
    folder.mkdir()
    write(folder, "a: " + "[" * 5000, "deep.yaml")
    write(folder, laughs(), "laughs.yaml")
    write(folder, "? [1]\n: 2\n", "key.yaml")
    write(folder, "total: " + "9" * 5000 + "\n", "number.yaml")
    write(folder, "a: 1\nb: \x00\n", "nul.yaml")
    assert len(validate_paths([folder, UNO_FILE])) == 5
    assert run(["validate-cards", str(folder)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5
    assert all(line.startswith(str(folder)) for line in lines)


# -- any mutation of a real card file --------------------------------------------------------
FRAGMENTS = [
    b"&a [*a]",
    b"!!set {a, b}",
    b"? [1]: 2",
    b"? {a: 1}\n: 2\n",
    b"*a",
    b"&a ",
    b"<<: *a\n",
    b"!!binary AAAA",
    b"!!python/object:os.system x",
    b"2001-13-45",
    b"---\n",
    b"%YAML 1.1\n",
    b"\x00",
    b"\x07",
    b"\xff\xfe",
    b"\t",
    b": ",
    b"- ",
    b'"',
    b"'",
    b"|\n",
    b">\n",
    b"\n  ",
    b"#",
    b"1:2:3",
    b"0o",
    b".nan",
    laughs().encode("utf-8"),
]


def _fragment() -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.sampled_from(FRAGMENTS),
        st.integers(40, 6000).map(lambda n: b"9" * n),
        st.integers(60, 3000).map(lambda n: b"[" * n),
        st.integers(60, 3000).map(lambda n: b"{a: " * n),
        st.binary(max_size=16),
    )


@st.composite
def mutated_card_files(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(CARD_TEXTS)))
    for _ in range(draw(st.integers(1, 4))):
        start = draw(st.integers(0, len(data)))
        end = min(len(data), start + draw(st.integers(0, 64)))
        action = draw(st.sampled_from(["delete", "insert", "duplicate", "replace"]))
        if action == "delete":
            del data[start:end]
        elif action == "insert":
            data[start:start] = draw(_fragment())
        elif action == "duplicate":
            at = draw(st.integers(0, len(data)))
            data[at:at] = data[start:end]
        else:
            data[start:end] = draw(_fragment())
    return bytes(data)


@pytest.fixture(scope="module")
def mutation_folder(tmp_path_factory):
    return tmp_path_factory.mktemp("mutations")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated_card_files())
def test_a_mutated_card_file_loads_or_is_refused_quickly(mutation_folder, text):
    path = mutation_folder / "mutated.yaml"
    path.write_bytes(text)
    started = time.process_time()  # CPU time: other processes on the cores do not count
    try:
        load_card_file(path)
    except CardDataError as error:
        assert "\n" not in str(error)
        assert str(error).startswith(f"{path}:{error.line}: ")
    assert time.process_time() - started < 5
