"""K-Mon's card set (`cards/kmon/`): it loads, it is complete, its starters are legal decks, a
broken file is refused at its file, line and key path, and every card reads in every language."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import effects as fx
from game.engine.cards import CardDataError, load_card_file, validate_paths
from game.i18n import has, language, set_language, t
from game.paths import cards_dir
from game.rules.kmon import card_effects as kmon_fx
from game.rules.kmon.card_text import effect_text
from game.rules.kmon.cards import (
    ELEMENTS,
    KINDS,
    TRAITS,
    Catalog,
    deck_problem,
    element_bonus,
    load_catalog,
    load_catalog_from,
    op_of,
)

ROOT = Path(__file__).resolve().parents[2]
FOLDER = cards_dir() / "kmon"
LANGUAGES = ("en", "es", "it")
DECK_CODES = (
    "deck.kmon_count",
    "deck.too_few",
    "deck.too_many",
    "deck.items",
    "deck.element",
    "deck.unknown_card",
    "deck.unknown_kmon",
    "deck.same_kmon",
)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture
def speaking():
    """Switch the language for a test, and back to the one before it afterwards."""
    before = language()
    yield set_language
    set_language(before)


# -- the set ---------------------------------------------------------------------------------
def test_the_set_loads_and_is_read_once(catalog):
    assert load_catalog() is catalog
    assert load_catalog_from(FOLDER) == catalog
    assert len(catalog.kmon) >= 24
    kinds = Counter(card.kind for card in catalog.cards.values())
    assert set(kinds) == set(KINDS)
    assert 6 <= kinds["item"] <= 8
    assert len(catalog.starters) >= 4


def test_every_element_leads_three_kmon_or_more(catalog):
    primaries = Counter(kmon.primary for kmon in catalog.kmon.values())
    assert set(primaries) == set(ELEMENTS)
    assert min(primaries.values()) >= 3
    for kmon in catalog.kmon.values():
        assert kmon.secondary in ELEMENTS and kmon.secondary != kmon.primary
        assert kmon.elements == (kmon.primary, kmon.secondary)
        assert 5 <= kmon.hp <= 14


def test_every_trait_is_used_and_incandescent_has_its_x(catalog):
    assert {kmon.trait for kmon in catalog.kmon.values()} == set(TRAITS)
    for kmon in catalog.kmon.values():
        assert (kmon.x > 0) == (kmon.trait == "incandescent"), kmon.id


def test_every_element_has_its_abilities_reaction_and_boost(catalog):
    for element in ELEMENTS:
        of = [card for card in catalog.cards.values() if card.element == element]
        abilities = [card for card in of if card.kind == "ability"]
        assert len([card for card in abilities if not card.ultimate]) >= 2, element
        assert [card.cost >= 5 for card in abilities if card.ultimate] == [True], element
        assert any(card.kind == "reaction" for card in of), element
        assaults = [card for card in of if card.kind == "boost"]
        assert any(card.cost == 1 and card.effects == (fx.Assault(1),) for card in assaults)
    generic = Counter(card.kind for card in catalog.cards.values() if not card.element)
    assert generic["ability"] >= 3 and generic["boost"] >= 3 and generic["reaction"] >= 4


def test_every_kind_of_reaction_is_there(catalog):
    found = set()
    for card in catalog.cards.values():
        if card.kind == "reaction":
            for effect in card.effects:
                found.add(
                    op_of(effect) + (f" {effect.what}" if op_of(effect) == "neutralise" else "")
                )
    assert {"neutralise attack", "neutralise ability", "neutralise action"} <= found
    assert {"neutralise reaction", "evade", "reduce", "damage", "heal"} <= found


def test_items_heal_charge_draw_switch_and_one_stays_in_play(catalog):
    items = [card for card in catalog.cards.values() if card.kind == "item"]
    ops = {op_of(effect) for card in items for effect in card.effects}
    assert {"heal", "gain", "draw", "switch", "buff"} <= ops
    assert any(card.persistent for card in items)
    assert not catalog.cards["t1"].persistent


def test_every_starter_is_a_legal_and_balanced_deck(catalog):
    teams, hp, damage, costs = set(), [], [], []
    for starter in catalog.starters.values():
        assert deck_problem(catalog, starter.kmon, starter.cards) is None, starter.id
        assert len(starter.kmon) == 3 and len(starter.cards) == 24
        kinds = Counter(catalog.cards[code].kind for code in starter.cards)
        assert 8 <= kinds["ability"] <= 10 and 4 <= kinds["reaction"] <= 5, starter.id
        assert 4 <= kinds["boost"] <= 5 and 3 <= kinds["item"] <= 5, starter.id
        assert 1 <= sum(catalog.cards[code].ultimate for code in starter.cards) <= 2
        teams.add(frozenset(catalog.kmon[kmon].primary for kmon in starter.kmon))
        hp.append(sum(catalog.kmon[kmon].hp for kmon in starter.kmon))
        abilities = [catalog.cards[code] for code in starter.cards]
        abilities = [card for card in abilities if card.kind == "ability"]
        damage.append(
            sum(e.amount for card in abilities for e in card.effects if op_of(e) == "damage")
        )
        costs.append(sum(catalog.cards[code].cost for code in starter.cards))
    assert len(teams) == len(catalog.starters)
    assert max(hp) - min(hp) <= 3
    assert max(damage) - min(damage) <= 3
    assert max(costs) - min(costs) <= 8


def test_the_elements_cycle():
    assert element_bonus("fire", "ice") == 1
    assert element_bonus("ice", "fire") == -1
    assert element_bonus("ice", "grass") == 1
    assert element_bonus("grass", "ice") == -1
    assert element_bonus("ice", "earth") == 0
    assert element_bonus("ice", "ice") == 0
    assert element_bonus("", "ice") == 0
    for index, element in enumerate(ELEMENTS):
        assert element_bonus(element, ELEMENTS[(index + 1) % 8]) == 1


# -- the command and the engine's loader -----------------------------------------------------
def test_validate_cards_is_clean_in_process():
    assert validate_paths([cards_dir()]) == []
    assert validate_paths([FOLDER / "starters.yaml"]) == []


def test_validate_cards_command_is_clean():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "game", "validate-cards", "cards/"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "valid" in done.stdout


def test_one_file_is_checked_with_its_siblings():
    catalog = load_card_file(FOLDER / "starters.yaml")
    assert catalog == load_catalog()


# -- broken copies of the folder -------------------------------------------------------------
def copy_with(tmp_path: Path, name: str, old: str, new: str) -> tuple[Path, str]:
    folder = tmp_path / "kmon"
    shutil.copytree(FOLDER, folder)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    return path, text


def line_of(text: str, fragment: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), start=1) if fragment in line)


FROSTLING = "primary: ice, secondary: water, trait: armor}"  # the first K-Mon's line
EMBER_TEAM = "kmon: [emberkit, voltusk, quarrox]"
IB1 = (
    "{code: ib1, name: {en: Frost Assault, es: Asalto de escarcha, it: Assalto di brina},\n"
    "     element: ice, cost: 1, effects: [{op: assault, amount: 1}]}"
)
IA1 = "    cost: 1\n    effects: [{op: damage, amount: 2}]"
T1 = (
    "{code: t1, name: {en: Herbal Tonic, es: Tónico de hierbas, it: Tonico alle erbe},\n"
    "     effects: [{op: heal, amount: 3}]}"
)
PARRY = "    name: {en: Parry, es: Parada, it: Parata}\n"
NB1 = "{op: discard, amount: 1, target: opponent}]"
# (file, old text, new text, the line's fragment, key path, words of the message)
REFUSALS = {
    "unknown key": (
        "kmon.yaml",
        FROSTLING,
        FROSTLING.replace("primary: ice,", "colour: red, primary: ice,"),
        "colour",
        "kmon[0].colour",
        "unknown field colour",
    ),
    "unknown effect": (
        "abilities.yaml",
        IA1,
        IA1.replace("op: damage", "op: blast"),
        "op: blast",
        "cards[0].effects[0].op",
        "unknown effect (known: damage, heal, draw",
    ),
    "unknown element of a K-Mon": (
        "kmon.yaml",
        FROSTLING,
        FROSTLING.replace("primary: ice", "primary: snow"),
        "snow",
        "kmon[0].primary",
        "unknown element 'snow' (known: ice, grass",
    ),
    "unknown element of a card": (
        "abilities.yaml",
        "element: ice",
        "element: snow",
        "snow",
        "cards[0].element",
        "unknown element 'snow'",
    ),
    "unknown trait": (
        "kmon.yaml",
        FROSTLING,
        FROSTLING.replace("armor", "sturdy"),
        "sturdy",
        "kmon[0].trait",
        "unknown trait 'sturdy' (known: speed, seer",
    ),
    "unknown stat": (
        "abilities.yaml",
        "stat: attack, amount: -1",
        "stat: speed, amount: -1",
        "stat: speed",
        "cards[1].effects[1].stat",
        "unknown stat 'speed' (known: attack, power, guard, cost)",
    ),
    "unknown tick": (
        "abilities.yaml",
        "op: tick, what: damage",
        "op: tick, what: poison",
        "poison",
        "cards[5].effects[1].what",
        "unknown tick 'poison'",
    ),
    "a buff of 0": (
        "abilities.yaml",
        "stat: attack, amount: -1",
        "stat: attack, amount: 0",
        "amount: 0",
        "cards[1].effects[1].amount",
        "a buff of 0",
    ),
    "assault in an ability": (
        "abilities.yaml",
        IA1,
        IA1.replace("op: damage, amount: 2", "op: assault, amount: 1"),
        "op: assault",
        "cards[0].effects[0].op",
        "`assault` is for elemental boosts only",
    ),
    "neutralise in an item": (
        "items.yaml",
        T1,
        T1.replace("op: heal, amount: 3", "op: neutralise, what: attack"),
        "op: neutralise",
        "cards[0].effects[0].op",
        "`neutralise` is for reactions only",
    ),
    "evade in an ability": (
        "abilities.yaml",
        IA1,
        IA1.replace("op: damage, amount: 2", "op: evade"),
        "op: evade",
        "cards[0].effects[0].op",
        "`evade` is for reactions only",
    ),
    "reduce in a boost": (
        "boosts.yaml",
        NB1,
        "{op: reduce, amount: 1}]",
        "op: reduce",
        "cards[16].effects[0].op",
        "`reduce` is for reactions only",
    ),
    "ultimate outside abilities": (
        "reactions.yaml",
        PARRY,
        PARRY + "    ultimate: true\n",
        "ultimate: true",
        "cards[0].ultimate",
        "only an ability may be an Ultimate",
    ),
    "a generic boost with an assault": (
        "boosts.yaml",
        NB1,
        "{op: assault, amount: 1}]",
        "    effects: [{op: assault",
        "cards[16].effects[0].op",
        "a generic boost has no `assault`",
    ),
    "an elemental boost without an assault": (
        "boosts.yaml",
        IB1,
        IB1.replace("op: assault", "op: damage"),
        "element: ice, cost: 1",
        "cards[0].effects",
        "an elemental boost has exactly one `assault`",
    ),
    "an elemental boost with two assaults": (
        "boosts.yaml",
        IB1,
        IB1.replace("amount: 1}]", "amount: 1}, {op: assault, amount: 1}]"),
        "element: ice, cost: 1",
        "cards[0].effects",
        "exactly one `assault`",
    ),
    "an item with an element": (
        "items.yaml",
        T1,
        T1.replace("     effects:", "     element: grass, effects:"),
        "element: grass",
        "cards[0].element",
        "an item has no element",
    ),
    "a reaction that answers nothing": (
        "reactions.yaml",
        PARRY + "    answers: attack\n",
        PARRY,
        "code: nr1",
        "cards[0]",
        "a reaction says what it `answers`",
    ),
    "x on a K-Mon that is not incandescent": (
        "kmon.yaml",
        FROSTLING,
        FROSTLING.replace("armor}", "armor, x: 2}"),
        "x: 2",
        "kmon[0].x",
        "only an incandescent K-Mon has an `x`",
    ),
    "an incandescent K-Mon without x": (
        "kmon.yaml",
        "trait: incandescent, x: 2}",
        "trait: incandescent}",
        "{id: emberkit",
        "kmon[21]",
        "an incandescent K-Mon says its `x`",
    ),
    "the primary element twice": (
        "kmon.yaml",
        FROSTLING,
        FROSTLING.replace("secondary: water", "secondary: ice"),
        "secondary: ice",
        "kmon[0].secondary",
        "the secondary element is the primary one",
    ),
    "a code twice across files": (
        "reactions.yaml",
        "code: nr1",
        "code: ia1",
        "code: ia1",
        "cards[0].code",
        "'ia1' is used twice (also at abilities.yaml:",
    ),
    "an id twice in a file": (
        "kmon.yaml",
        "{id: glacimaw,",
        "{id: frostling,",
        "{id: frostling, name: {en: Glacimaw",
        "kmon[1].id",
        "'frostling' is used twice (also at kmon.yaml:",
    ),
    "a K-Mon id that is a card's code": (
        "kmon.yaml",
        "{id: glacimaw,",
        "{id: ia1,",
        "{id: ia1,",
        "kmon[1].id",
        "'ia1' is used twice",
    ),
    "a neutralise that does not fit what the reaction answers": (
        "reactions.yaml",
        "    answers: ability\n    cost: 2\n    effects: [{op: neutralise, what: ability}]",
        "    answers: attack\n    cost: 2\n    effects: [{op: neutralise, what: ability}]",
        "what: ability}]",
        "cards[1].effects[0].what",
        "neutralise 'ability' does not fit a reaction that answers 'attack'",
    ),
    "an evasion answering a reaction": (
        "reactions.yaml",
        "    answers: attack\n    cost: 1\n    effects: [{op: evade}]",
        "    answers: reaction\n    cost: 1\n    effects: [{op: evade}]",
        "[{op: evade}]",
        "cards[4].effects[0].op",
        "`evade` answers an attack or an ability",
    ),
    "a starter naming an unknown K-Mon": (
        "starters.yaml",
        EMBER_TEAM,
        "kmon: [emberkit, voltusk, quarx]",
        "quarx",
        "starters[0].kmon[2]",
        "unknown K-Mon 'quarx'",
    ),
    "a starter naming an unknown card": (
        "starters.yaml",
        "- {code: fa2}",
        "- {code: fa9}",
        "fa9",
        "starters[0].cards[1].code",
        "unknown card 'fa9'",
    ),
    "a starter listing a card twice": (
        "starters.yaml",
        "- {code: fa2}",
        "- {code: fa1}",
        "- {code: fa1}",
        "starters[0].cards[1].code",
        "card 'fa1' listed twice",
    ),
    "a starter with too few cards": (
        "starters.yaml",
        "{code: fa1, copies: 2}",
        "{code: fa1, copies: 1}",
        "    cards:",
        "starters[0].cards",
        "breaks a deck rule: A deck has at least 24 cards: this one has 23.",
    ),
    "a starter with too many cards": (
        "starters.yaml",
        "{code: fa1, copies: 2}",
        "{code: fa1, copies: 15}",
        "    cards:",
        "starters[0].cards",
        "A deck has at most 36 cards: this one has 37.",
    ),
    "a starter with too many items": (
        "starters.yaml",
        "{code: fa1, copies: 2}\n      - {code: fa2}",
        "{code: t6}\n      - {code: t7}\n      - {code: fa2}",
        "    cards:",
        "starters[0].cards",
        "A deck has at most 5 items: this one has 6.",
    ),
    "a starter with a card of another element": (
        "starters.yaml",
        "- {code: fa2}",
        "- {code: wa2}",
        "wa2",
        "starters[0].cards[1].code",
        "The card wa2 is of an element (water)",
    ),
    "a starter with the same K-Mon twice": (
        "starters.yaml",
        EMBER_TEAM,
        "kmon: [emberkit, voltusk, emberkit]",
        "emberkit, voltusk, emberkit",
        "starters[0].kmon[2]",
        "The K-Mon emberkit is in the team twice",
    ),
    "a starter with two K-Mon": (
        "starters.yaml",
        EMBER_TEAM,
        "kmon: [emberkit, voltusk]",
        "kmon: [emberkit, voltusk]",
        "starters[0].kmon",
        "A team has exactly 3 K-Mon, not 2.",
    ),
    "an unknown part": (
        "items.yaml",
        "part: items",
        "part: things",
        "part: things",
        "part",
        "expected `part:` naming one of kmon, abilities",
    ),
}


@pytest.mark.parametrize("case", REFUSALS.values(), ids=REFUSALS.keys())
def test_a_broken_set_is_refused_at_its_file_line_and_key_path(tmp_path, case):
    name, old, new, fragment, key_path, words = case
    path, text = copy_with(tmp_path, name, old, new)
    with pytest.raises(CardDataError) as caught:
        load_catalog_from(path.parent)
    error = caught.value
    line = line_of(text, fragment)
    assert (error.file, error.line, error.key_path) == (str(path), line, key_path), str(error)
    assert words in error.message
    assert str(error) == f"{path}:{line}: {error.message} at {key_path}"
    # checked file by file, as validate-cards does, the problem is reported once, in its file
    errors = validate_paths([path.parent])
    assert [(e.file, e.line, e.key_path) for e in errors] == [(str(path), line, key_path)]


def test_a_starter_is_not_blamed_for_a_broken_sibling(tmp_path):
    path, _ = copy_with(tmp_path, "abilities.yaml", "code: fa1\n", "code: fa1\n    colour: red\n")
    errors = validate_paths([path.parent])
    assert [Path(error.file).name for error in errors] == ["abilities.yaml"]
    assert "colour" in errors[0].message


def test_a_file_of_another_ruleset_beside_the_set_is_left_alone(tmp_path):
    path, _ = copy_with(tmp_path, "kmon.yaml", "part: kmon", "part: kmon")
    shutil.copy(cards_dir() / "uno.yaml", path.parent / "uno.yaml")
    assert load_catalog_from(path.parent) == load_catalog()
    assert validate_paths([path.parent]) == []


def test_a_folder_without_kmon_files_is_refused(tmp_path):
    with pytest.raises(CardDataError) as caught:
        load_catalog_from(tmp_path)
    assert "no K-Mon card files" in caught.value.message


def test_the_deck_rule_broken_by_a_starter_is_said_in_the_players_language(tmp_path, speaking):
    path, _ = copy_with(tmp_path, "starters.yaml", "{code: fa1, copies: 2}", "{code: fa1}")
    with pytest.raises(CardDataError) as caught:
        load_catalog_from(path.parent)
    speaking("it")
    assert "Un mazzo ha almeno 24 carte: questo ne ha 23." in caught.value.message


FRAGMENTS = ["", "x", "-", ": ", "[", "{", "}", "0", "-3", "99", "c1", "null", "[]", "{}", "\n  - "]
FRAGMENTS += [
    "op: evade",
    "ultimate: true",
    "answers: reaction",
    "what: action",
    "x: 3",
    "copies: 0",
]


@st.composite
def mutations(draw) -> tuple[str, list[tuple[int, int, str]]]:
    name = draw(st.sampled_from(sorted(p.name for p in FOLDER.glob("*.yaml"))))
    size = len((FOLDER / name).read_text(encoding="utf-8"))
    cuts = draw(
        st.lists(
            st.tuples(st.integers(0, size), st.integers(0, 20), st.sampled_from(FRAGMENTS)),
            min_size=1,
            max_size=3,
        )
    )
    return name, cuts


@pytest.fixture(scope="module")
def mutation_folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("kmon-mutations") / "kmon"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutation=mutations())
def test_a_mutated_set_loads_or_is_refused_at_a_line(mutation_folder, mutation):
    name, cuts = mutation
    shutil.rmtree(mutation_folder, ignore_errors=True)
    shutil.copytree(FOLDER, mutation_folder)
    path = mutation_folder / name
    text = path.read_text(encoding="utf-8")
    for start, length, fragment in cuts:
        start = min(start, len(text))
        text = text[:start] + fragment + text[start + length :]
    path.write_text(text, encoding="utf-8")
    try:
        load_catalog_from(mutation_folder)
    except CardDataError as error:
        assert str(error).startswith(f"{error.file}:{error.line}: ")
    for error in validate_paths([mutation_folder]):
        assert "\n" not in str(error)


# -- the deck rules --------------------------------------------------------------------------
def a_deck(catalog: Catalog) -> tuple[list[str], list[str]]:
    starter = catalog.starters["ember-rush"]
    return list(starter.kmon), list(starter.cards)


def test_deck_problem_names_each_broken_rule(catalog):
    kmon, cards = a_deck(catalog)
    assert deck_problem(catalog, kmon, cards) is None
    assert deck_problem(catalog, kmon[:2], cards) == ("deck.kmon_count", {"count": 2})
    assert deck_problem(catalog, [*kmon, "frostling"], cards) == ("deck.kmon_count", {"count": 4})
    assert deck_problem(catalog, [kmon[0], kmon[1], "nobody"], cards) == (
        "deck.unknown_kmon",
        {"kmon": "nobody"},
    )
    assert deck_problem(catalog, [kmon[0], kmon[1], kmon[0]], cards) == (
        "deck.same_kmon",
        {"kmon": kmon[0]},
    )
    assert deck_problem(catalog, kmon, [*cards[:-1], "zz9"]) == (
        "deck.unknown_card",
        {"card": "zz9"},
    )
    assert deck_problem(catalog, kmon, cards[:20]) == (
        "deck.too_few",
        {"count": 20, "minimum": 24},
    )
    assert deck_problem(catalog, kmon, cards + cards[:13]) == (
        "deck.too_many",
        {"count": 37, "maximum": 36},
    )
    assert deck_problem(catalog, kmon, cards + cards[:12]) is None  # 36 is fine
    items = [code for code in cards if catalog.cards[code].kind == "item"]
    more = [code for code in cards if code not in items] + items + ["t6", "t7"]
    assert deck_problem(catalog, kmon, more) == ("deck.items", {"count": 6, "maximum": 5})
    assert deck_problem(catalog, kmon, [*cards, "wa1"]) == (
        "deck.element",
        {"card": "wa1", "element": "water"},
    )


def test_a_secondary_element_allows_its_cards(catalog):
    team = ["frostling", "glacimaw", "rimewisp"]  # ice; water, earth, air besides
    fits = ("ice", "water", "air", "")
    deck = [c for c, card in catalog.cards.items() if card.element in fits and card.kind != "item"]
    deck = deck[:24]
    assert len(deck) == 24
    assert deck_problem(catalog, team, deck) is None
    assert deck_problem(catalog, team, [*deck[:23], "fa1"])[0] == "deck.element"


@pytest.mark.parametrize("code", DECK_CODES)
def test_every_deck_rule_has_words_in_every_language(code, speaking):
    params = {"count": 2, "minimum": 24, "maximum": 36, "card": "fa1", "element": "fire"}
    params["kmon"] = "frostling"
    texts = set()
    for lang in LANGUAGES:
        speaking(lang)
        assert has(f"kmon.{code}")
        text = t(f"kmon.{code}", **params)
        assert "{" not in text and not text.startswith("kmon."), text
        texts.add(text)
    assert len(texts) == len(LANGUAGES)


# -- the words -------------------------------------------------------------------------------
RAW = re.compile(r"kmon\.|[{}]")


def every_effect() -> list[fx.Effect]:
    """Each operation with each target, way, stat and kind it can take."""
    out: list[fx.Effect] = []
    for amount in (1, 2):
        out += [fx.Damage(amount, "opponent"), fx.Damage(amount, "bench")]
        out += [fx.Heal(amount, "self"), fx.Heal(amount, "bench")]
        for target in ("self", "opponent"):
            out += [fx.Draw(amount, target), fx.Discard(amount, target), fx.Mill(amount, target)]
            out += [fx.Gain(amount, target, "charges"), fx.Lose(amount, target, "charges")]
            for stat in kmon_fx.STATS:
                out += [fx.Buff(stat, amount, amount, target), fx.Buff(stat, -amount, 1, target)]
            out += [fx.Tick(what, amount, amount, target) for what in kmon_fx.TICKS]
        out += [fx.Recover(amount), fx.Reduce(amount), fx.Assault(amount)]
    out += [fx.Assault(0), fx.Evade(), fx.Switch("self"), fx.Switch("opponent")]
    out += [fx.Neutralise(what) for what in kmon_fx.ANSWERS]
    assert {op_of(effect) for effect in out} == set(kmon_fx.OPS)
    return out


def test_every_effect_reads_in_every_language(speaking):
    effects = every_effect()
    texts = {}
    for lang in LANGUAGES:
        speaking(lang)
        texts[lang] = [effect_text([effect]) for effect in effects]
        for effect, text in zip(effects, texts[lang], strict=True):
            assert text and not RAW.search(text), (lang, effect, text)
    assert len(set(texts["en"])) == len(effects)  # no two effects say the same
    for lang in ("es", "it"):
        assert (
            sum(a != b for a, b in zip(texts["en"], texts[lang], strict=True)) >= len(effects) - 2
        )


def test_every_card_reads_in_every_language(catalog, speaking):
    texts = {}
    for lang in LANGUAGES:
        speaking(lang)
        texts[lang] = {code: card.text for code, card in catalog.cards.items()}
        for code, text in texts[lang].items():
            assert text.strip() and not RAW.search(text), (lang, code, text)
    for code in catalog.cards:
        assert texts["en"][code] != texts["es"][code] != texts["it"][code], code
        assert texts["en"][code] != texts["it"][code], code
    assert texts["en"]["iu"].startswith("Ultimate.")
    assert texts["en"]["nr1"].startswith("Play it against an attack.")
    assert texts["en"]["nb1"].startswith("Instead of the attack's damage:")


def test_elements_traits_and_kinds_have_names_in_every_language(speaking):
    keys = [f"kmon.element.{element}" for element in ELEMENTS]
    keys += [f"kmon.trait.{trait}" for trait in TRAITS]
    keys += [f"kmon.kind.{kind}" for kind in KINDS]
    for lang in LANGUAGES:
        speaking(lang)
        for key in keys:
            assert has(key) and t(key) != key and not RAW.search(t(key)), (lang, key)
        for trait in TRAITS:
            text = t(f"kmon.trait.{trait}.text", x=2)
            assert text and not RAW.search(text), (lang, trait)
        assert "2" in t("kmon.trait.incandescent.text", x=2)
    speaking("it")
    assert t("kmon.trait.undying") == "Irriducibile"


def test_persistent_cards_hold_a_buff_or_a_tick(catalog):
    for card in catalog.cards.values():
        ops = {op_of(effect) for effect in card.effects}
        assert card.persistent == bool(ops & {"buff", "tick"}), card.code
