"""Match Out, the tests' own sixth game (tests/sixth_game), played at the table to its results:
a game that declares the generic table family is drawn by the shared table from its zones,
with no module of the app knowing it."""

from __future__ import annotations

import dataclasses

import pytest

import game.ai.host as host_module
from game.ai.host import AgentHost
from game.engine import registry
from game.ui.scenes.results import ResultsScene
from game.ui.table.family import TableFamily
from game.ui.tables import has_computers, has_table, playable_rulesets


@pytest.fixture(autouse=True)
def computers_think_in_a_thread(monkeypatch: pytest.MonkeyPatch):
    """Match Out is registered by the tests' conftest, not by a module that a worker process
    imports again (`registers_games`): its computer seats think in a thread of this process."""
    host = AgentHost(processes=False)
    monkeypatch.setattr(host_module, "_shared", host)
    yield
    host.shutdown()


def test_the_declared_table_family_is_the_shared_table(new_table):
    _, table = new_table("match-out", ("human", "ai"), 3)
    assert registry.game("match-out").table == "generic"
    assert type(table.family) is TableFamily  # read from the record, not guessed from cards
    assert has_table("match-out")
    # Without Easy and Hard it seats Normal players, but New game does not offer it.
    assert not has_computers("match-out")
    assert "match-out" not in {ruleset.id for ruleset in playable_rulesets()}


def test_a_game_of_match_out_is_played_to_its_results(new_table):
    driver, table = new_table("match-out", ("human", "ai"), 5)
    for _ in range(300):
        if isinstance(driver.top, ResultsScene):
            break
        driver.run_until(
            lambda: (
                isinstance(driver.top, ResultsScene) or table.controls.my_decision() is not None
            ),
            3000,
            what="the person's turn or the results",
        )
        if isinstance(driver.top, ResultsScene):
            break
        driver.settle()
        driver.first_offered_move()
        driver.frame()
    results = driver.top
    assert isinstance(results, ResultsScene)
    outcome = table.session.result()
    assert outcome is not None and outcome.reason in ("out", "blocked")
    assert {"btn-play-again", "btn-new-game"} <= {item["id"] for item in driver.items()}


def test_a_hint_is_asked_of_the_games_declared_careful_player(new_table):
    _, table = new_table("match-out", ("human", "ai"), 5)
    session = table.session
    assert session.offers_hint
    seat = session.humans[0]
    if session.ruleset.deciders(session.state) == (seat,):
        assert session.hint(seat) in session.legal(seat)


def test_a_game_that_declares_no_hint_gives_none_at_the_table(new_table, monkeypatch):
    driver, table = new_table("match-out", ("human", "ai"), 3)
    driver.run_until(lambda: table.controls.my_decision() is not None, what="the person asked")
    assert table.controls.give_hint()  # Match Out declares a careful player to ask
    spec = registry.game("match-out")
    monkeypatch.setattr(registry, "game", lambda game_id: dataclasses.replace(spec, hint=False))
    assert not table.session.offers_hint
    assert not table.controls.give_hint()
