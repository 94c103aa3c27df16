"""Uno Mostro, from rulebook 000: a monster battle played with the UNO deck."""

from game.rules.uno_mostro.ruleset import UnoMostro

RULESET = UnoMostro()
