"""The rulesets the program knows, checked when they register."""

from __future__ import annotations

from game.engine.contract import GENERATOR_OPTION, Ruleset

_RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset; a second one with the same id is a programming error."""
    if not ruleset.id or not ruleset.name:
        raise ValueError(f"ruleset {ruleset!r} needs an id and a name")
    if ruleset.id in _RULESETS:
        raise ValueError(f"ruleset id {ruleset.id!r} is registered twice")
    keys = [spec.key for spec in ruleset.option_specs]
    if len(keys) != len(set(keys)):
        raise ValueError(f"ruleset {ruleset.id!r} declares an option twice")
    if GENERATOR_OPTION not in ruleset.option_specs:
        # New games and the saves of format 1 name their generator with it.
        raise ValueError(f"ruleset {ruleset.id!r} does not declare the generator option")
    version = ruleset.rules_version
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"ruleset {ruleset.id!r} has a rules version that is not 1 or more")
    _RULESETS[ruleset.id] = ruleset
    return ruleset


def get(ruleset_id: str) -> Ruleset:
    _load_builtin()
    try:
        return _RULESETS[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_RULESETS))
        raise KeyError(f"no ruleset {ruleset_id!r} (known: {known})") from None


def all_rulesets() -> list[Ruleset]:
    _load_builtin()
    return list(_RULESETS.values())


def _load_builtin() -> None:
    # Importing the package registers every built-in ruleset exactly once.
    import game.rules  # noqa: F401
