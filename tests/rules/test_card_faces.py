"""Every ruleset's card faces: what a table draws and names a card from, made from its deck."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine.effects import effect_text
from game.engine.faces import CardFace
from game.engine.registry import all_rulesets, get
from game.i18n import has, set_language
from game.rules.shield_war.cards import load_deck as load_shield_war
from game.rules.uno_family.deck import load_deck as load_uno

LANGUAGES = ("en", "es", "it")
UNO_RULESETS = ("uno", "uno-monster-high")


@pytest.fixture
def language():
    """Switch the catalogue's language for a test; English again afterwards."""
    yield set_language
    set_language("en")


def test_every_ruleset_gives_a_face_for_every_card_it_may_show():
    for ruleset in all_rulesets():
        faces = ruleset.card_faces()
        assert faces, ruleset.id
        for code, face in faces.items():
            assert isinstance(face, CardFace) and face.code == code, (ruleset.id, code)
            assert face.kind and face.sort_key, (ruleset.id, code)
            palette = ruleset.card_palette()
            assert face.color is None or face.color in palette.values(), (ruleset.id, code)


def test_a_face_is_plain_frozen_data():
    face = get("uno").card_faces()["r7"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        face.kind = "wild"  # type: ignore[misc]


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_the_uno_faces_are_the_deck(ruleset_id: str):
    deck, ruleset = load_uno(ruleset_id), get(ruleset_id)
    faces = ruleset.card_faces()
    assert list(faces) == list(deck.cards)
    for code, card in deck.cards.items():
        face = faces[code]
        assert face.kind == card.kind and face.points == card.points
        assert face.color == (deck.color_names[card.color] if card.color else None)
        assert face.rank == (card.rank if card.kind == "number" else None)
        assert face.name == ""
        assert face.text and f"{card.points} " in face.text  # what it does, and its points
        assert (face.cost, face.block, face.health, face.energy) == (None,) * 4
    assert dict(ruleset.card_palette()) == {code: deck.color_names[code] for code in deck.colors}
    assert list(ruleset.card_palette()) == list(deck.colors)


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_an_uno_hand_goes_by_color_then_number_wilds_last(ruleset_id: str):
    deck, faces = load_uno(ruleset_id), get(ruleset_id).card_faces()
    ordered = sorted(faces, key=lambda code: faces[code].sort_key)
    assert ordered == list(deck.cards)  # the card file lists them so
    colors = [faces[code].color for code in ordered]
    first_wild = colors.index(None)
    assert all(color is None for color in colors[first_wild:])
    palette = list(get(ruleset_id).card_palette().values())
    named = [palette.index(color) for color in colors[:first_wild]]
    assert named == sorted(named)


def test_every_shield_war_card_and_monster_has_a_face():
    deck, faces = load_shield_war(), get("shield-war").card_faces()
    assert set(faces) == set(deck.cards) | set(deck.characters)
    for code, card in deck.cards.items():
        face = faces[code]
        assert (face.kind, face.name) == (card.kind, card.name)
        shield = card.kind == "shield"
        assert face.cost == (card.cost if shield else None)
        assert face.block == (card.blocks if shield else None)
        assert face.health is None and face.energy is None and face.color is None
    for code, character in deck.characters.items():
        face = faces[code]
        assert (face.kind, face.name) == ("character", character.name)
        assert (face.health, face.energy) == (character.health, character.energy)
        assert face.cost is None and face.block is None
    assert get("shield-war").card_palette() == {}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_shield_war_face_has_its_rules_text_in_each_language(code: str, language):
    deck, faces = load_shield_war(), get("shield-war").card_faces()
    printed = {c: card.printed for c, card in deck.cards.items()}
    printed |= {c: character.ability for c, character in deck.characters.items()}
    language(code)
    for card_code, face in faces.items():
        text = face.text
        assert text == effect_text(printed[card_code]), card_code
        assert text and "effect." not in text and "{" not in text, (code, card_code, text)
        assert has(f"card.face.{face.kind}"), face.kind


def test_a_face_is_told_in_the_language_of_the_moment(language):
    face = get("shield-war").card_faces()["a1"]
    texts = []
    for code in LANGUAGES:
        language(code)
        texts.append(face.text)
    assert len(set(texts)) == len(LANGUAGES)
