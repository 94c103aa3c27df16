"""Card names in every language: every named card of every game has them in its card file, and a
name missing, blank, or given as a single string is refused at its file, line and key path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.engine.cards import CardDataError, load_card_file, validate_paths
from game.engine.names import LANGUAGES, Names
from game.engine.registry import all_rulesets, deck_rules_of, get
from game.i18n import available_languages, set_language
from game.paths import cards_dir
from game.rules.kmon.cards import load_catalog
from game.rules.uno_mostro.cards import ROLE_OF_KIND
from game.rules.uno_mostro.cards import load_deck as load_uno_mostro

FROSTLING = "{en: Frostling, es: Escarchín, it: Brinello}"
FROST_NEEDLE = "{en: Frost Needle, es: Aguja de escarcha, it: Ago di brina}"
EMBER_RUSH = "{en: Ember Rush, es: Carga de brasas, it: Carica di brace}"
TAIL_WHIP = "{en: Tail Whip, es: Coletazo, it: Colpo di coda}"
EMBERHORN = "{en: Emberhorn, es: Brasacuerno, it: Bracecorno}"
BAN = "  ban: {en: Ban, es: Veto, it: Divieto}\n"
STEAL = "{en: Steal, es: Robo, it: Cambia turno}"


@pytest.fixture
def speaking():
    yield set_language
    set_language("en")


# -- every card has its name in every language -------------------------------------------------
def test_the_languages_of_names_are_those_of_the_catalogues():
    assert list(LANGUAGES) == available_languages()


def test_every_named_card_of_every_game_has_a_name_in_every_language():
    named = {}
    for ruleset in all_rulesets():
        faces = ruleset.card_faces()
        named[ruleset.id] = [face for face in faces.values() if face.names is not None]
        for face in named[ruleset.id]:
            for language, name in zip(LANGUAGES, face.names.all(), strict=True):
                assert isinstance(name, str) and name.strip() == name and name, (face, language)
    catalog = load_catalog()
    assert len(catalog.kmon) == 24 and len(catalog.cards) == 78
    assert {face.code for face in named["kmon"]} == set(catalog.kmon) | set(catalog.cards)
    shield_war = get("shield-war").card_faces()
    assert {face.code for face in named["shield-war"]} == set(shield_war)
    mostro = get("uno-mostro").card_faces()
    assert {face.code for face in named["uno-mostro"]} == {
        code for code, face in mostro.items() if face.kind != "number"
    }
    assert not named["uno"] and not named["uno-monster-high"]  # colour and number words


def test_starters_and_roles_are_named_in_every_language():
    for starter in load_catalog().starters.values():
        assert all(name.strip() for name in starter.names.all()), starter.id
    roles = load_uno_mostro().role_names
    assert set(roles) == {"monster", "control", *ROLE_OF_KIND.values()}
    assert roles["ban"].say("it") == "Divieto" and roles["steal"].say("it") == "Cambia turno"
    assert roles["destroy"].say("it") == "Cambia colore"


@pytest.mark.parametrize("language", ("es", "it"))
def test_names_are_translated_and_no_two_cards_share_one(language):
    for ruleset_id in ("kmon", "shield-war"):
        faces = [f for f in get(ruleset_id).card_faces().values() if f.names is not None]
        said = [face.names.say(language) for face in faces]
        assert len(set(said)) == len(said), (ruleset_id, language)
        translated = sum(face.names.say(language) != face.names.en for face in faces)
        assert translated >= 0.8 * len(faces), (ruleset_id, language, translated)


def test_no_card_is_called_by_another_cards_name_in_any_language():
    """A deck's text file names cards in any language: a name must say one card only."""
    for ruleset_id in ("kmon", "shield-war"):
        called: dict[str, str] = {}
        for code, face in get(ruleset_id).card_faces().items():
            for name in face.names.all() if face.names is not None else ():
                assert called.setdefault(name.casefold(), code) == code, (ruleset_id, name)


def test_a_name_is_said_in_the_language_of_the_moment(speaking):
    face = get("kmon").card_faces()["frostling"]
    said = {}
    for language in LANGUAGES:
        speaking(language)
        said[language] = face.name
    assert said == {"en": "Frostling", "es": "Escarchín", "it": "Brinello"}
    speaking("xx")  # not one of ours: English
    assert face.name == "Frostling" and str(face.names) == "Frostling"


def test_a_starter_is_named_when_it_is_read_and_a_seat_keeps_the_english_name(speaking):
    rules = deck_rules_of("kmon")
    speaking("it")
    assert rules.starters["ember-rush"].name == "Carica di brace"
    setup = get("kmon").check_seat_setup([{"deck": "ember-rush"}, {}], 2)
    assert setup[0]["deck"]["name"] == "Ember Rush"  # a save holds no words of the language
    speaking("en")
    assert rules.starters["ember-rush"].name == "Ember Rush"


# -- a broken name is refused where it is ------------------------------------------------------
def broken_copy(tmp_path: Path, relative: str, old: str, new: str) -> tuple[Path, int]:
    """A copy of the card files with `old` replaced by `new` in `relative`, and the line."""
    shutil.copytree(cards_dir(), tmp_path / "cards")
    path = tmp_path / "cards" / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    line = text[: text.index(new)].count("\n") + 1 if new else 0
    return path, line


# (file, old, new, key path, words); the error is on the line where `new` starts
REFUSALS = {
    "a language missing": (
        "kmon/kmon.yaml",
        FROSTLING,
        "{en: Frostling, es: Escarchín}",
        "kmon[0].name",
        "missing required field it",
    ),
    "a blank name": (
        "kmon/kmon.yaml",
        FROSTLING,
        '{en: Frostling, es: "  ", it: Brinello}',
        "kmon[0].name.es",
        "a name has words to read",
    ),
    "an empty name": (
        "kmon/kmon.yaml",
        FROSTLING,
        '{en: Frostling, es: Escarchín, it: ""}',
        "kmon[0].name.it",
        "a name has words to read",
    ),
    "a name on two lines": (
        "kmon/kmon.yaml",
        FROSTLING,
        '{en: Frostling, es: Escarchín, it: "Bri\\nnello"}',
        "kmon[0].name.it",
        "a name has words to read",
    ),
    "a single string": (
        "kmon/abilities.yaml",
        FROST_NEEDLE,
        "Frost Needle",
        "cards[0].name",
        "a name is a mapping of its words in every language: en, es, it",
    ),
    "a language we do not speak": (
        "kmon/abilities.yaml",
        FROST_NEEDLE,
        "{en: Frost Needle, es: Aguja de escarcha, it: Ago di brina, fr: Aiguille}",
        "cards[0].name.fr",
        "unknown field fr",
    ),
    "a number for a name": (
        "kmon/starters.yaml",
        EMBER_RUSH,
        "{en: Ember Rush, es: Carga de brasas, it: 7}",
        "starters[0].name.it",
        "Expected str, got int",
    ),
    "a name too long": (
        "shield-war.yaml",
        TAIL_WHIP,
        "{en: Tail Whip, es: Coletazo, it: " + "Colpo " * 8 + "}",
        "cards[0].name.it",
        "length <= 40",
    ),
    "a Monster without Spanish": (
        "shield-war.yaml",
        EMBERHORN,
        "{en: Emberhorn, it: Bracecorno}",
        "characters[0].name",
        "missing required field es",
    ),
    "a role without a name": (
        "uno-mostro.yaml",
        BAN,
        "",
        "roles",
        "missing required field ban",
    ),
    "a role named by a single string": (
        "uno-mostro.yaml",
        STEAL,
        "Steal",
        "roles.steal",
        "a name is a mapping of its words in every language",
    ),
    "a role without Italian": (
        "uno-mostro.yaml",
        STEAL,
        "{en: Steal, es: Robo}",
        "roles.steal",
        "missing required field it",
    ),
}


@pytest.mark.parametrize("case", REFUSALS.values(), ids=REFUSALS.keys())
def test_a_broken_name_is_refused_at_its_file_line_and_key_path(tmp_path, case):
    relative, old, new, key_path, words = case
    path, line = broken_copy(tmp_path, relative, old, new)
    if not new:  # a line taken out: the error is at the mapping that misses it
        line = path.read_text(encoding="utf-8").splitlines().index("roles:") + 1
    with pytest.raises(CardDataError) as caught:
        load_card_file(path)
    error = caught.value
    assert (error.file, error.line, error.key_path) == (str(path), line, key_path), str(error)
    assert words in error.message, error.message
    assert str(error) == f"{path}:{line}: {error.message} at {key_path}"
    # validate-cards reports it once, in its file
    errors = validate_paths([tmp_path / "cards"])
    assert [(e.file, e.line, e.key_path) for e in errors] == [(str(path), line, key_path)]


def test_names_are_plain_frozen_data():
    names = Names("Frostling", "Escarchín", "Brinello")
    assert names == Names(en="Frostling", es="Escarchín", it="Brinello")
    assert hash(names) == hash(Names("Frostling", "Escarchín", "Brinello"))
    with pytest.raises(AttributeError):
        names.it = "Gelino"  # type: ignore[misc]
