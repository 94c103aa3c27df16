"""The built-in rulesets, one package each. Importing this package registers nothing: the
games are declared and registered at the program's entry point (game/games.py)."""
