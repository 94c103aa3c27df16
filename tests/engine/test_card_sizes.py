"""Card files too big to be ours: refused by their size before they are parsed, so that any
card file the app accepts, alone or in a folder of them, is read in well under a second."""

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
def test_a_card_file_of_a_hundred_thousand_cards_is_refused_by_its_size_at_once(tmp_path, name):
    import time

    text = (cards_dir() / name).read_text(encoding="utf-8")
    head = text.partition("cards:\n")[0]
    card = "  - {code: x1, color: r, kind: number, number: 3, copies: 2, points: 3}\n"
    path = write(tmp_path, head + "cards:\n" + card * 100_000)  # 6 MB
    started = time.perf_counter()
    error = refusal(path)
    assert time.perf_counter() - started < 1.0  # it once took ten seconds
    assert error.line == 1 and "more than the 0.25 MB a card file may be" in error.message


def test_every_card_file_the_app_accepts_is_read_in_well_under_a_second(tmp_path):
    """The densest YAML the size limit lets through: nodes, not bytes, cost the time."""
    import time

    limit = CARD_LIMITS.max_bytes
    dense = {
        "flat.yaml": "ruleset: uno\nx: [" + ",".join(["1"] * (limit // 2 - 20)) + "]\n",
        "maps.yaml": "ruleset: uno\nx:\n" + "  - {a: 1}\n" * (limit // 11 - 4),
        "keys.yaml": "ruleset: uno\n" + "".join(f"k{n}: 1\n" for n in range(limit // 12)),
    }
    for name, text in dense.items():
        path = write(tmp_path, text, name)
        assert path.stat().st_size <= limit
        started = time.perf_counter()
        refusal(path)  # not an UNO card file: refused, after reading all of it
        assert time.perf_counter() - started < 1.0, name


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
