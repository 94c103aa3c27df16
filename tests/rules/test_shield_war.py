"""Shield War beside its scenarios: the card file's schema, the words made from effects, the
decision's shape, the refusals' words and the heuristic player."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.ai.match import simulate
from game.engine.cards import CardDataError, load_card_file
from game.engine.effects import effect_text
from game.engine.registry import get
from game.i18n import set_language
from game.paths import cards_dir
from game.rules.shield_war.cards import load_deck

ROOT = Path(__file__).resolve().parents[2]
CARD_FILE = cards_dir() / "shield-war.yaml"
GUARD = "    effects: [{op: block, what: attack}]\n"


def broken(tmp_path: Path, old: str, new: str) -> CardDataError:
    text = CARD_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "shield-war.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_card_file(path)
    return caught.value


def line_of(text: str) -> int:
    lines = CARD_FILE.read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if text in line)


def test_the_deck_has_every_shield_kind_and_every_effect():
    deck = load_deck()
    assert len(deck.characters) >= 6 and len(deck.full()) >= 40
    assert {card.blocks for card in deck.cards.values() if card.kind == "shield"} == {
        "attack",
        "shield",
        "both",
    }
    ops = {type(effect).__name__.lower() for card in deck.cards.values() for effect in card.printed}
    assert ops == {"damage", "heal", "draw", "discard", "gain", "lose", "block", "buff"}


@pytest.mark.parametrize(
    "old, new, words",
    [
        (GUARD, "    effects: [{op: zap, what: attack}]\n", "unknown effect (known: damage"),
        (
            "{op: gain, counter: energy,",
            "{op: gain, counter: mana,",
            "unknown counter 'mana'",
        ),
        (GUARD, "    effects: [{op: damage, amount: 1, target: self}]\n", "exactly one `block`"),
        (GUARD, "    effects: [{op: block, what: everything}]\n", "everything"),
    ],
)
def test_a_broken_effect_is_refused_at_its_line(tmp_path, old, new, words):
    error = broken(tmp_path, old, new)
    assert words in error.message
    assert str(error).startswith(f"{tmp_path / 'shield-war.yaml'}:")
    if old == GUARD:
        assert error.line == line_of(GUARD.strip())


def test_a_cards_text_is_made_from_its_effects_in_every_language():
    deck = load_deck()
    try:
        texts = {}
        for language in ("en", "es", "it"):
            set_language(language)
            texts[language] = [card.text for card in deck.cards.values()]
            texts[language] += [found.text for found in deck.characters.values()]
            assert all(text and "effect." not in text for text in texts[language]), language
        assert texts["en"] != texts["es"] != texts["it"]
    finally:
        set_language("en")
    assert deck.cards["s4"].text == "Blocks an Attack card. Draw a card."
    assert effect_text(deck.characters["emberhorn"].ability) == "Deal 1 damage."


def test_the_answer_is_an_optional_turn_and_the_observation_is_the_view():
    ruleset = get("shield-war")
    state, _ = ruleset.new_game({}, 2, 1)
    ruleset.scenario_setup(
        state,
        {"characters": {"p1": "emberhorn", "p2": "voltwing"}, "hands": {"p2": ["s1"] * 4}},
    )
    ruleset.apply(state, 0, ruleset.legal_actions(state, 0)[0])
    decision = ruleset.decision(state)
    assert (decision.seats, decision.kind, decision.optional) == ((1,), "turn", True)
    assert decision.prompt == "shield-war.decision.answer"
    for seat in (None, 0, 1):
        assert ruleset.observe(state, seat) == ruleset.view(state, seat)


def test_every_prompt_has_words_in_every_catalogue():
    # Every refusal's words, in every language, are checked where they are put into words
    # (tests/ui/test_describe_games.py).
    keys = {f"shield-war.decision.{phase}" for phase in ("choose", "pick", "turn", "answer")}
    for language in ("en", "es", "it"):
        path = ROOT / "assets" / "i18n" / f"{language}.yaml"
        catalogue = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert sorted(keys - set(catalogue)) == [], language


def test_the_heuristic_beats_the_random_player():
    report = simulate(get("shield-war"), 2, 200, 3, ["heuristic", "random"])
    assert report["wins"][0] >= 0.7 * report["games"]
