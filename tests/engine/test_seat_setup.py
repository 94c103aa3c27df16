"""What each seat chose before the game (a character, a deck): checked by its ruleset, given
to the new game, kept by a save and by a replay, and refused in words when it is wrong."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest

from game.engine import registry
from game.engine.contract import Ruleset
from game.persist import saves
from game.persist.saves import SavedGame, SaveError, Seat, load_game, save_game
from game.rules.shield_war.ruleset import ShieldWar


class Chosen(ShieldWar):
    """Shield War where each seat may bring a lucky number: a ruleset with a choice per seat,
    to hold the contract to (the games of today have none)."""

    id = "shield-war-chosen"

    def check_seat_setup(self, seats, players):
        seats = seats if seats is not None else [{}] * players
        if len(seats) != players:
            raise ValueError(f"{players} seats but {len(seats)} set-ups of a seat")
        checked = []
        for chosen in seats:
            unknown = sorted(set(chosen) - {"lucky"})
            if unknown:
                raise ValueError(f"no choice {unknown[0]!r} per seat")
            lucky = chosen.get("lucky", 7)
            if isinstance(lucky, bool) or not isinstance(lucky, int) or not 1 <= lucky <= 9:
                raise ValueError(f"a lucky number is 1 to 9, not {lucky!r}")
            checked.append({"lucky": lucky})
        return checked

    def new_game(
        self,
        options: Mapping[str, Any],
        players: int,
        seed: int,
        seats: Sequence[Mapping[str, Any]] | None = None,
    ):
        checked = self.check_seat_setup(seats, players)
        state, events = super().new_game(options, players, seed)
        state["lucky"] = [seat["lucky"] for seat in checked]
        return state, events


@pytest.fixture
def chosen() -> Iterator[Ruleset]:
    ruleset = Chosen()
    registry.register_game(registry.GameSpec(ruleset, table=None))
    yield ruleset
    registry.unregister_game(ruleset.id)


@pytest.mark.parametrize("ruleset_id", ["uno", "uno-monster-high", "shield-war"])
def test_the_games_of_today_take_no_choices_per_seat(ruleset_id):
    ruleset = registry.get(ruleset_id)
    players = ruleset.min_players
    state, _ = ruleset.new_game({}, players, 1, [{}] * players)
    assert state == ruleset.new_game({}, players, 1)[0]
    with pytest.raises(ValueError, match="has no choices per seat .seat p2 chose deck"):
        ruleset.new_game({}, players, 1, [{}, {"deck": "fire"}] + [{}] * (players - 2))
    with pytest.raises(ValueError, match="set-ups of a seat"):
        ruleset.new_game({}, players, 1, [{}] * (players + 1))


def test_a_seats_choice_reaches_the_game_and_survives_a_save(chosen, tmp_path):
    state, _ = chosen.new_game({}, 2, 3, [{"lucky": 3}, {}])
    assert state["lucky"] == [3, 7]  # what was left out takes the ruleset's default
    with pytest.raises(ValueError, match="lucky number is 1 to 9"):
        chosen.new_game({}, 2, 3, [{"lucky": 12}, {}])

    seats = [Seat("Ana", "human", None, {"lucky": 3}), Seat("Bo", "ai", "normal")]
    actions = ["p1: choose pick", "p1: pick emberhorn", "p2: pick gloomfang"]
    replayed = saves.replay(chosen, {}, 2, 3, actions, seats=[s.setup for s in seats])
    game = SavedGame(chosen.id, {}, seats, 3, actions, chosen.to_data(replayed))
    path = save_game("chosen", game)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["seats"][0]["setup"] == {"lucky": 3}
    assert "setup" not in written["seats"][1]  # a seat that chose nothing writes nothing

    loaded = load_game(path)
    assert [seat.setup for seat in loaded.seats] == [{"lucky": 3}, {}]
    assert loaded.state["lucky"] == [3, 7]


def test_a_save_whose_choices_its_game_refuses_is_refused_in_words(chosen):
    seats = [Seat("Ana", "human", None, {"lucky": 99}), Seat("Bo", "ai", "normal")]
    state, _ = chosen.new_game({}, 2, 3)
    path = save_game("wrong", SavedGame(chosen.id, {}, seats, 3, [], chosen.to_data(state)))
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert refused.value.key == "save.seat_setup_refused"
    assert "a lucky number is 1 to 9, not 99" in refused.value.message
