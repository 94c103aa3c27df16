"""Card files: the real ones load; a broken one is refused at its file, line and key path."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.engine.cards import CardDataError, load_card_file, validate_paths
from game.paths import cards_dir

UNO_FILE = cards_dir() / "uno.yaml"
R2_LINE = "  - {code: r2, color: r, kind: number, number: 2, copies: 2, points: 2}"
KINDS_PER_COLOR = {"number": 19, "skip": 2, "reverse": 2, "draw2": 2}


def physical_cards(deck) -> Counter:
    return Counter({code: card.copies for code, card in deck.cards.items()})


@pytest.mark.parametrize(
    ("name", "total", "colors", "wilds"),
    [
        ("uno", 108, ("r", "b", "g", "y"), {"wild": 4, "wild4": 4}),
        ("uno-monster-high", 112, ("b", "g", "p", "y"), {"wild": 4, "wild4": 4, "urrrhhh": 4}),
    ],
)
def test_real_card_files_load_with_their_composition(name, total, colors, wilds):
    deck = load_card_file(cards_dir() / f"{name}.yaml")
    assert deck.ruleset == name
    assert sum(physical_cards(deck).values()) == total
    assert set(deck.colors) == set(colors)
    for color in colors:
        of_color = [card for card in deck.cards.values() if card.color == color]
        kinds = Counter()
        for card in of_color:
            kinds[card.kind] += card.copies
        assert kinds == KINDS_PER_COLOR, color
        numbers = Counter({card.rank: card.copies for card in of_color if card.kind == "number"})
        assert numbers == Counter({"0": 1, **{str(n): 2 for n in range(1, 10)}}), color
    wild = Counter()
    for card in deck.cards.values():
        if card.color is None:
            wild[card.kind] += card.copies
    assert wild == wilds


def test_the_real_card_folder_is_valid():
    assert validate_paths([cards_dir()]) == []


def broken(tmp_path: Path, text: str, name: str = "broken.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refusal(path: Path) -> CardDataError:
    with pytest.raises(CardDataError) as caught:
        load_card_file(path)
    return caught.value


def uno_text_with(old: str, new: str) -> str:
    text = UNO_FILE.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


def line_of(text: str, fragment: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), start=1) if fragment in line)


CASES = {
    "wrong type": (
        R2_LINE,
        R2_LINE.replace("points: 2}", "points: two}"),
        "cards[2].points",
        "Expected int, got str",
    ),
    "unknown key": (
        R2_LINE,
        R2_LINE.replace("color: r,", "colour: r,"),
        "cards[2].colour",
        "unknown field colour",
    ),
    "missing key": (
        R2_LINE,
        R2_LINE.replace(", points: 2}", "}"),
        "cards[2]",
        "missing required field points",
    ),
    "unknown color code": (
        R2_LINE,
        R2_LINE.replace("color: r,", "color: x,"),
        "cards[2].color",
        "expected one of the colors r, b, g, y",
    ),
    "duplicate code": (
        R2_LINE,
        R2_LINE.replace("code: r2", "code: r1"),
        "cards[2].code",
        "card code 'r1' twice",
    ),
    "wrong total": ("total: 108", "total: 107", "total", "the cards add up to 108, not 107"),
    "unknown kind": (
        R2_LINE,
        R2_LINE.replace("kind: number", "kind: numbr"),
        "cards[2].kind",
        "'numbr'",
    ),
    "duplicate color": (
        "{code: b, name: blue}",
        "{code: r, name: blue}",
        "colors[1].code",
        "color code 'r' twice",
    ),
    "unknown ruleset": ("ruleset: uno", "ruleset: poker", "ruleset", "uno, uno-monster-high"),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_a_broken_card_is_refused_at_its_line_and_key_path(tmp_path, case):
    old, new, key_path, words = case
    text = uno_text_with(old, new)
    path = broken(tmp_path, text)
    error = refusal(path)
    line = line_of(text, new)
    assert (error.file, error.line, error.key_path) == (str(path), line, key_path)
    assert words in error.message
    assert str(error) == f"{path}:{line}: {error.message} at {key_path}"


def test_a_wrong_type_in_block_style_names_the_line_of_the_key(tmp_path):
    block = "  - code: r2\n    color: r\n    kind: number\n    number: 2\n    copies: 2\n"
    text = uno_text_with(R2_LINE, block + "    points: [2]")
    error = refusal(broken(tmp_path, text))
    assert error.line == line_of(text, "points: [2]")
    assert error.key_path == "cards[2].points"


def test_an_unknown_key_in_block_style_names_the_line_of_the_key(tmp_path):
    block = "  - code: r2\n    colour: r\n    kind: number\n    number: 2\n    copies: 2\n"
    text = uno_text_with(R2_LINE, block + "    points: 2")
    error = refusal(broken(tmp_path, text))
    assert "colour" in error.message
    assert error.line == line_of(text, "colour: r"), str(error)


def test_invalid_yaml_is_refused_at_the_line_of_the_problem(tmp_path):
    text = uno_text_with("{code: r2, color: r,", "{code: r2 color: r,")
    path = broken(tmp_path, text)
    error = refusal(path)
    line = line_of(text, "{code: r2 color: r,")
    assert str(error).startswith(f"{path}:{line}: not valid YAML: ")
    assert error.key_path == ""


@pytest.mark.parametrize(
    "text", ["- a\n- b\n", "just words\n", ""], ids=["list", "scalar", "empty"]
)
def test_a_file_that_is_not_a_mapping_is_refused(tmp_path, text):
    path = broken(tmp_path, text)
    assert str(refusal(path)) == f"{path}:1: expected a mapping of keys at the top"


def test_a_file_that_is_not_text_is_refused(tmp_path):
    path = tmp_path / "binary.yaml"
    path.write_bytes(b"\xff\xfe\x00\x01")
    assert str(refusal(path)).startswith(f"{path}:1: cannot read the file")


def test_validate_paths_collects_every_problem(tmp_path):
    folder = tmp_path / "more"
    folder.mkdir()
    total = broken(tmp_path, uno_text_with("total: 108", "total: 100"), "total.yaml")
    top = broken(folder, "- not a mapping\n", "list.yaml")
    colour = broken(folder, uno_text_with("color: y,", "color: q,"), "colour.yml")
    (folder / "notes.txt").write_text("not a card file", encoding="utf-8")
    missing = tmp_path / "missing.yaml"
    errors = validate_paths([UNO_FILE, total, folder, missing])
    found = {error.file: error for error in errors}
    assert len(errors) == len(found) == 4
    assert {file: error.key_path for file, error in found.items()} == {
        str(missing): "",
        str(total): "total",
        str(colour): "cards[39].color",
        str(top): "",
    }
    assert "no such file or folder" in found[str(missing)].message
    assert all(str(error).startswith(f"{error.file}:{error.line}: ") for error in errors)
