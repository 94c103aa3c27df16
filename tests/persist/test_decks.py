"""The player's own decks: saved one file each, listed, loaded, renamed and deleted; a file
broken by hand refused with the reason and never stopping the others; the text format in and
out (docs/decks.md)."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

from game.engine import registry
from game.engine.decks import Deck
from game.persist import decks as store

GAME = "kmon"


@pytest.fixture
def starter() -> Deck:
    rules = store.rules_of(GAME)
    return rules.starters["ember-rush"]


def mine(deck: Deck, name: str = "My Fire") -> Deck:
    return Deck(name, deck.team, deck.cards)


def same(a: Deck, b: Deck) -> bool:
    return (a.name, a.team, Counter(a.cards)) == (b.name, b.team, Counter(b.cards))


def test_a_game_with_decks_says_so_and_the_others_do_not():
    assert registry.game(GAME).decks
    assert not registry.game("uno").decks
    rules = store.rules_of(GAME)
    assert rules.team_size == 3 and len(rules.starters) == 5
    for deck in rules.starters.values():
        assert rules.problems(deck.team, deck.cards) == []


def test_every_rule_broken_is_found_and_the_first_is_the_games(starter):
    from game.rules.kmon.cards import deck_problem, load_catalog

    rules = store.rules_of(GAME)
    cases = [
        (starter.team[:2], starter.cards),
        (starter.team, starter.cards[:10]),
        (starter.team, (*starter.cards, "wa1", "t4", "t6")),
        (("tidepup", "tidepup", "emberkit"), ("zz", *starter.cards)),
        (starter.team, ("t1",) * 30),
    ]
    for team, cards in cases:
        found = rules.problems(team, cards)
        code, params = deck_problem(load_catalog(), list(team), list(cards))
        assert found and found[0].code == f"kmon.{code}" and dict(found[0].params) == params
    many = rules.problems(starter.team, (*starter.cards, "wa1", "t4", "t6"))
    assert [p.code for p in many] == ["kmon.deck.items", "kmon.deck.element"]


def test_a_deck_saved_comes_back_the_same_and_is_listed(starter):
    slug = store.save_deck(GAME, mine(starter))
    assert (store.decks_dir(GAME) / f"{slug}.json").is_file()
    assert same(store.load_deck(GAME, slug), mine(starter))
    listed = store.list_decks(GAME)
    assert [(info.slug, info.name, info.error) for info in listed] == [(slug, "My Fire", "")]
    # A second deck of the same name gets a file of its own.
    other = store.save_deck(GAME, mine(starter))
    assert other != slug and len(store.usable_decks(GAME)) == 2


def test_a_deck_is_saved_over_renamed_and_deleted(starter):
    slug = store.save_deck(GAME, mine(starter))
    fewer = Deck("My Fire", starter.team, starter.cards[:-1] + ("fa1",))
    assert store.save_deck(GAME, fewer, slug) == slug
    assert same(store.load_deck(GAME, slug), fewer)
    renamed = store.rename_deck(GAME, slug, "Hot Stuff")
    assert renamed == "hot-stuff" and store.load_deck(GAME, renamed).name == "Hot Stuff"
    assert [info.slug for info in store.list_decks(GAME)] == ["hot-stuff"]
    assert store.delete_deck(GAME, renamed) and store.list_decks(GAME) == []
    assert not store.delete_deck(GAME, renamed)


def test_an_illegal_deck_or_name_is_not_saved(starter):
    with pytest.raises(store.DeckError) as refused:
        store.save_deck(GAME, Deck("Short", starter.team, starter.cards[:5]))
    assert "at least 24 cards" in refused.value.message
    with pytest.raises(store.DeckError) as refused:
        store.save_deck(GAME, Deck("  ", starter.team, starter.cards))
    assert "name" in refused.value.message
    assert list(store.decks_dir(GAME).iterdir()) == []


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda text, data: "{not json", "not"),
        (lambda text, data: json.dumps([1, 2]), "object"),
        (lambda text, data: json.dumps({**data, "cards": {"zz": 1}}), "There is no card zz"),
        (lambda text, data: json.dumps({**data, "kmon": ["emberkit"]}), "exactly 3 K-Mon"),
        (lambda text, data: json.dumps({**data, "cards": {"wa1": 24}}), "Water Jet"),
        (lambda text, data: json.dumps({**data, "cards": ["fa1"]}), "copies"),
        (lambda text, data: json.dumps({**data, "cards": {"fa1": True}}), "copies"),
        (lambda text, data: json.dumps({k: v for k, v in data.items() if k != "name"}), "name"),
        (lambda text, data: json.dumps({**data, "extra": 1}), "extra"),
        (lambda text, data: json.dumps({**data, "game": "uno"}), "another game"),
        (lambda text, data: json.dumps({**data, "format_version": 9}), "format 9"),
    ],
)
def test_a_file_broken_by_hand_is_refused_with_its_reason_and_the_others_still_list(
    starter, change, words
):
    good = store.save_deck(GAME, mine(starter, "A Good One"))
    bad = store.save_deck(GAME, mine(starter, "Broken"))
    path = store.decks_dir(GAME) / f"{bad}.json"
    text = path.read_text(encoding="utf-8")
    path.write_text(change(text, json.loads(text)), encoding="utf-8")
    with pytest.raises(store.DeckError) as refused:
        store.load_deck(GAME, bad)
    assert words in refused.value.message and f"{bad}.json" in refused.value.message
    listed = {info.slug: info for info in store.list_decks(GAME)}
    assert listed[good].deck is not None and listed[bad].deck is None
    assert words in listed[bad].error
    assert [info.slug for info in store.usable_decks(GAME)] == [good]


def test_the_text_of_a_deck_reads_back_as_the_deck(starter, tmp_path):
    deck = mine(starter)
    text = store.deck_text(GAME, deck)
    assert "name: My Fire" in text and "1 Emberkit" in text and "2 " in text
    assert same(store.parse_deck_text(GAME, text), deck)
    path = tmp_path / "fire.txt"
    store.export_deck(GAME, deck, path)
    assert same(store.import_deck(GAME, path), deck)


def test_a_deck_exported_in_italian_is_imported_in_english(starter):
    from game.i18n import set_language

    deck = mine(starter)
    set_language("it")
    try:
        text = store.deck_text(GAME, deck)
    finally:
        set_language("en")
    assert "1 Tizzoncino" in text and "Emberkit" not in text  # the names the player reads
    assert same(store.parse_deck_text(GAME, text), deck)


def test_the_text_may_name_cards_by_code_in_any_case_and_count_them_twice(starter):
    lines = ["# my deck", "NAME: Codes", "emberkit", "1 VOLTUSK", "1 quarrox"]
    lines += [f"1 {code}" for code in starter.cards]
    deck = store.parse_deck_text(GAME, "\n".join(lines))
    assert same(deck, Deck("Codes", starter.team, starter.cards))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1 Emberkit\n", "line 1: the first line says the deck's name"),
        ("# nothing\n\n", "no line with the deck's name"),
        ("name: X\n1 Emberkit\n2 Nobody Card\n", "line 3: there is no card called 'Nobody Card'"),
        ("name: X\n2 Emberkit\n", "line 2: Emberkit is in the team once"),
        ("name: X\n0 Focus\n", "line 2: a count is a whole number"),
        ("name: X\n1 Emberkit\n1 Voltusk\n1 Quarrox\n24 Water Jet\n", "line 5: The card Water Jet"),
        ("name: X\n1 Emberkit\n1 Voltusk\n1 Quarrox\n3 Focus\n", "at least 24 cards"),
        ("name: X\x07\n", "line 1: it holds characters that are not text"),
    ],
)
def test_a_text_file_that_is_not_a_deck_is_refused_with_the_line_and_why(text, words, tmp_path):
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(store.DeckError) as refused:
        store.import_deck(GAME, path)
    assert words in refused.value.message, refused.value.message
    assert "deck.txt" in refused.value.message


def test_a_file_that_is_not_text_or_not_there_is_refused(tmp_path):
    path = tmp_path / "deck.txt"
    path.write_bytes(b"name: X\n\xff\xfe\n")
    with pytest.raises(store.DeckError) as refused:
        store.import_deck(GAME, path)
    assert "line 2" in refused.value.message
    with pytest.raises(store.DeckError) as refused:
        store.import_deck(GAME, tmp_path / "none.txt")
    assert "none.txt" in refused.value.message


def test_new_games_memory_keeps_each_seats_deck_and_forgets_a_damaged_entry():
    from game.persist.last_setup import last_setup_path, load_last_setup, save_last_setup
    from game.persist.saves import Seat

    seats = [Seat("", "human", None), Seat("", "ai", "easy")]
    choices = [("starter", "ember-rush"), ("mine", "hot-hand")]
    save_last_setup(GAME, seats, {}, choices)
    assert load_last_setup().decks == {GAME: choices}
    save_last_setup("uno", seats, {})  # another game keeps the decks of this one
    assert load_last_setup().decks == {GAME: choices}
    data = json.loads(last_setup_path().read_text(encoding="utf-8"))
    data["decks"][GAME][1] = ["mine", 7]
    last_setup_path().write_text(json.dumps(data), encoding="utf-8")
    remembered = load_last_setup()
    assert remembered.decks == {} and remembered.ruleset == "uno"


def test_every_rule_broken_by_thousands_of_unknown_cards_is_found_once_each():
    # How long this takes, against twice as many cards, is in bench/hostile_reads.py.
    rules = store.rules_of(GAME)
    cards = [f"zz{number}" for number in range(6000)] * 2
    problems = rules.problems(["emberkit"], cards)
    unknown = [p for p in problems if p.code == "kmon.deck.unknown_card"]
    assert len(unknown) == 6000 and len(problems) == len(set(map(str, problems)))


def test_a_deck_file_listing_thousands_of_cards_is_listed_with_why_unchecked(starter, monkeypatch):
    data = store.deck_to_data(GAME, starter)
    data["cards"] = {f"zz{number}": 1 for number in range(10_000)}
    (store.decks_dir(GAME) / "huge.json").write_text(json.dumps(data), encoding="utf-8")
    rules = store.rules_of(GAME)

    def checked(*args, **kwargs):
        raise AssertionError("a deck file too long to be a deck was checked card by card")

    unchecking = dataclasses.replace(rules, problems=checked)
    monkeypatch.setattr(store, "rules_of", lambda game: unchecking)
    (info,) = store.list_decks(GAME)
    assert info.deck is None and "lists 10000 different cards, more than the 36" in info.error


def test_a_deck_file_too_big_to_be_a_deck_is_refused_by_its_size(starter):
    data = store.deck_to_data(GAME, starter)
    data["padding"] = "x" * 3000
    text = json.dumps(data)[:-1] + ", " + ", ".join(f'"k{n}": 1' for n in range(30_000)) + "}"
    (store.decks_dir(GAME) / "big.json").write_text(text, encoding="utf-8")
    (info,) = store.list_decks(GAME)
    assert info.deck is None and "more than the 0.25 MB" in info.error


def test_a_deck_text_file_of_too_many_lines_is_refused_before_it_is_read(starter, tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("name: Long\n" + "1 Nobody\n" * 2000, encoding="utf-8")
    with pytest.raises(store.DeckError) as raised:
        store.import_deck(GAME, path)
    assert "it has 2001 lines, more than the 1000" in raised.value.message
