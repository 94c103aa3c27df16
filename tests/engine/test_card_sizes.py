"""Card files too big to be ours: refused by their size before they are parsed, so that any
card file the app accepts, alone or in a folder of them, is read quickly (bench/hostile_reads.py
times the densest ones)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.cards import CardDataError, load_card_file
from game.engine.yaml_reader import CARD_LIMITS
from game.paths import cards_dir


def write(tmp_path: Path, text: str | bytes, name: str = "hostile.yaml") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def refusal(path: Path) -> CardDataError:
    with pytest.raises(CardDataError) as caught:
        load_card_file(path)
    assert str(caught.value).startswith(f"{path}:{caught.value.line}: "), str(caught.value)
    return caught.value


@pytest.mark.parametrize("name", ["uno.yaml", "uno-mostro.yaml", "shield-war.yaml"])
def test_a_card_file_of_a_hundred_thousand_cards_is_refused_by_its_size_unparsed(
    tmp_path, name, monkeypatch
):
    from game.engine import yaml_reader

    text = (cards_dir() / name).read_text(encoding="utf-8")
    head = text.partition("cards:\n")[0]
    card = "  - {code: x1, color: r, kind: number, number: 3, copies: 2, points: 3}\n"
    path = write(tmp_path, head + "cards:\n" + card * 100_000)  # 6 MB

    def parsed(*args, **kwargs):
        raise AssertionError("a card file over the size limit was parsed")

    monkeypatch.setattr(yaml_reader, "compose", parsed)
    error = refusal(path)
    assert error.line == 1 and "more than the 0.25 MB a card file may be" in error.message


def test_the_densest_card_files_the_limit_lets_through_are_read_and_refused_in_words(tmp_path):
    """Nodes, not bytes, cost the time: bench/hostile_reads.py times these very files."""
    for name, text in dense_card_files(CARD_LIMITS.max_bytes).items():
        path = write(tmp_path, text, name)
        assert path.stat().st_size <= CARD_LIMITS.max_bytes
        error = refusal(path)  # not an UNO card file: refused, after reading all of it
        assert error.message, name


def dense_card_files(limit: int) -> dict[str, str]:
    """The densest YAML files of at most `limit` bytes: one long list, many small mappings,
    many keys."""
    return {
        "flat.yaml": "ruleset: uno\nx: [" + ",".join(["1"] * (limit // 2 - 20)) + "]\n",
        "maps.yaml": "ruleset: uno\nx:\n" + "  - {a: 1}\n" * (limit // 11 - 4),
        "keys.yaml": "ruleset: uno\n" + "".join(f"k{n}: 1\n" for n in range(limit // 12)),
    }


def test_a_card_folder_too_big_together_is_refused_before_any_file_is_read(tmp_path):
    from game.engine.cards import FOLDER_LIMIT
    from game.rules.kmon.cards import load_catalog_from

    for path in (cards_dir() / "kmon").glob("*.yaml"):
        write(tmp_path, path.read_bytes(), path.name)
    padding = b"# padding\n" * (CARD_LIMITS.max_bytes // 10 - 100)
    for number in range(FOLDER_LIMIT // len(padding) + 1):
        write(tmp_path, padding, f"padding-{number}.yaml")
    with pytest.raises(CardDataError) as caught:
        load_catalog_from(tmp_path)
    assert "more than a set of cards may be" in caught.value.message
    error = refusal(tmp_path / "abilities.yaml")  # checked with its siblings: the same
    assert "more than a set of cards may be" in error.message
