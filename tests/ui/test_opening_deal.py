"""A game's opening (the cards dealt, K-Mon brought to their benches) is seen from an empty
table: no card is drawn twice while it flies in, and the table ends as the game stands."""

from __future__ import annotations

import pytest
from ui_driver import close, open_table

from game.ui.session import GameSession


def counts(zones) -> dict[str, int]:
    return {zone: len(found.cards) for zone, found in zones.items()}


@pytest.mark.parametrize(
    ("ruleset_id", "seat_kinds"),
    [
        ("kmon", ("human", "ai")),
        ("uno-mostro", ("human", "ai", "ai")),
        ("uno", ("human", "ai", "ai")),
    ],
)
def test_the_opening_is_dealt_from_an_empty_table_with_no_card_twice(
    ruleset_id, seat_kinds, monkeypatch
):
    opened: list = []
    new = GameSession.new

    def remember(*args, **kwargs):
        session = new(*args, **kwargs)
        opened.extend(session.opening_events)
        return session

    monkeypatch.setattr(GameSession, "new", remember)
    driver, table = open_table(ruleset_id, seat_kinds, 7, speed="normal")
    try:
        view = table.session.view(table.viewer)
        final = {zone: shown["size"] for zone, shown in view["zones"].items()}
        first = counts(table.display.zones)
        # The zones of the other seats the opening fills start emptier than they end.
        filled = {e.dest for e in opened if e.dest and e.dest.endswith(("p2", "p3"))}
        assert filled, [e.kind for e in opened]
        for zone in filled:
            assert first[zone] < final[zone], (zone, first[zone], final[zone])
        frames = 0
        # Until the opening is shown (a computer's first move, after it, may change the table).
        while table.timeline.busy and not table.session.actions and frames < 900:
            now = counts(table.display.zones)
            for zone, count in now.items():
                assert count <= max(final[zone], first[zone]), (zone, count, final[zone])
            driver.frame()
            frames += 1
        assert frames < 900
        driver.settle()
        assert counts(table.display.zones) == {
            zone: shown["size"] for zone, shown in table.session.view(table.viewer)["zones"].items()
        }
    finally:
        close(driver.app)
