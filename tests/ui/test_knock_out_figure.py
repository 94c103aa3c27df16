"""Shield War's game over by a knock-out: the Monster knocked out (the loser's) greys and stays
grey while it lies on the table; the winner's keeps its colours."""

from __future__ import annotations

from test_zone_table import TURN_SETUP, ready

from game.engine.notation import Event
from game.ui.table import fighters


def test_the_monster_knocked_out_stays_grey_and_the_winner_s_keeps_its_colours(new_table):
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP, speed="normal")
    driver.run_until(lambda: ready(table))
    driver.frame()
    loser = fighters.figure(table.animator, 1)
    winner = fighters.figure(table.animator, 0)
    assert loser is not None and winner is not None
    table.animator.play([Event("over", 0, value="knocked_out")], lambda: None)
    for _ in range(600):
        driver.frame()
        if not table.timeline.busy:
            break
    assert not table.timeline.busy
    for _ in range(120):  # the table at rest, a good while after the moment
        driver.frame()
    greyed = [s for s in table.animator.sprites if s.card == loser.card and s.tint > 0.9]
    assert greyed, "the Monster knocked out came back in its colours"
    assert loser.instance in table.display.hidden_items  # its grey copy lies in its place
    assert not [s for s in table.animator.sprites if s.card == winner.card]
    assert winner.instance not in table.display.hidden_items


def test_a_monster_left_grey_is_given_back_when_the_table_is_cleared(new_table):
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP, speed="normal")
    driver.run_until(lambda: ready(table))
    driver.frame()
    loser = fighters.figure(table.animator, 1)
    table.animator.play([Event("over", 0, value="knocked_out")], lambda: None)
    for _ in range(600):
        driver.frame()
        if not table.timeline.busy:
            break
    assert loser.instance in table.display.hidden_items
    table.animator.clear()  # as a move taken back does
    driver.frame()
    assert loser.instance not in table.display.hidden_items
    assert not table.animator.left_out
