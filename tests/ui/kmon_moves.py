"""A K-Mon player's hands at the table: each decision made with the mouse, through what the
table offers (a chooser's button, a card dragged where it glows, a button, a K-Mon clicked)."""

from __future__ import annotations

import pygame
from ui_driver import Driver, center

from game.ui.table import intents as intents_mod


def target_point(table, target: str | None) -> tuple[int, int]:
    """Where to drop a card on `target`: a zone's middle, an instance's, or the bare table."""
    if target is None:
        news = table.placement.news.rect
        return news.center
    for hit in reversed(table.view.hits.items):
        if hit.item == target:
            return hit.rect.center
    return table.placement.zones[target].rect.center


def hand_point(hand: list[dict], index: int) -> tuple[int, int]:
    """A point of the hand's card at `index` (the driver's hand items) no card drawn over it
    covers."""
    rect = pygame.Rect(hand[index]["rect"])
    covering = [pygame.Rect(item["rect"]) for item in hand[index + 1 :]]
    for dy in (0, -rect.height // 3, rect.height // 3):
        for x in range(rect.left + 4, rect.right, 4):
            point = (x, rect.centery + dy)
            if not any(other.collidepoint(point) for other in covering):
                return point
    raise AssertionError(f"no free point on the card {index} of the hand")


def instance_point(table, instance: str) -> tuple[int, int]:
    hit = next(h for h in reversed(table.view.hits.items) if h.item == instance)
    return hit.rect.center


def offered_move(driver: Driver, table, prefer_attack: bool = True) -> str:
    """Make the decision of the seat at the screen with the first thing offered; returns what
    was done, in a word."""
    buttons = [b for b in driver.items("button") if b["enabled"]]
    if driver.has_item("pay-confirm"):  # a payment open: cards picked, then confirmed
        if driver.item("pay-confirm")["enabled"]:
            driver.press("pay-confirm")  # the move, then each card's, made in turn
            driver.run_until(lambda: not table.controls.payment.plan, 600, what="the payment")
            return "paid"
        hand = driver.hand()
        index = next(i for i, card in enumerate(hand) if not card["chosen"])
        driver.click(hand_point(hand, index))
        return "picked"
    chosen = [b for b in buttons if b["id"].startswith("choose-") and b["id"] != "choose-cancel"]
    if chosen:
        driver.press(chosen[0]["id"])
        return "chooser"
    names = [b["id"] for b in buttons]
    if prefer_attack and "btn-attack" in names:
        driver.press("btn-attack")
        return "attack"
    found = table.controls.intents()
    playable = [card for card in driver.hand() if card["enabled"]]
    if playable and found is not None:
        code = playable[0]["card"]
        target = sorted(intents_mod.targets_for(found, code), key=str)[0]
        driver.drag(driver.grab_point(code), target_point(table, target))
        return "drag"
    others = [b for b in buttons if b["id"] not in ("btn-pass",)]
    if others:
        driver.press(others[0]["id"])
        return "button"
    movable = [item for item in driver.items("zone-card") if item["enabled"]]
    if movable:
        driver.click(center(movable[0]))
        return "instance"
    if found is not None and found.clicks:
        click = found.clicks[0]
        point = (
            instance_point(table, click.item)
            if click.item in found.zone_of
            else pygame.Rect(table.placement.zones[click.zone].rect).center
        )
        driver.click(point)
        return "click"
    if "btn-pass" in names:
        driver.press("btn-pass")
        return "pass"
    raise AssertionError(f"nothing offered: {[str(a) for a in table.session.legal(table.viewer)]}")
