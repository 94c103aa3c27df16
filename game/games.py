"""The built-in games: one declaration each, registered once when the program starts.

Every entry point (`python -m game`, the `monster-table` command, the benches, the tests)
imports this module; the engine never imports a game. A new game is a package of its own and
one `register_game` call here (see docs/engine.md, "Adding a game").
"""

from __future__ import annotations

from game.ai.ismcts import ismcts_agent
from game.ai.kmon_heuristic import HARD_BUDGET as KMON_HARD
from game.ai.kmon_heuristic import KMonHeuristic
from game.ai.kmon_sampler import KMonSampler
from game.ai.levels import levels
from game.ai.shield_war_heuristic import ShieldWarHeuristic
from game.ai.shield_war_sampler import ShieldWarSampler
from game.ai.uno_heuristic import UnoHeuristic, easy_agent, hard_agent, normal_agent
from game.ai.uno_mostro_heuristic import HARD_BUDGET as UNO_MOSTRO_HARD
from game.ai.uno_mostro_heuristic import UnoMostroHeuristic
from game.ai.uno_mostro_sampler import UnoMostroSampler
from game.ai.uno_sampler import UnoSampler
from game.engine.registry import GameSpec, register_game, registers_games
from game.rules import kmon, shield_war, uno, uno_monster_high, uno_mostro
from game.rules.kmon.cards import read_card_file as read_kmon_cards
from game.rules.kmon.decks import kmon_deck_rules
from game.rules.shield_war.cards import read_card_file as read_shield_war_cards
from game.rules.uno_family.deck import read_card_file as read_uno_cards
from game.rules.uno_mostro.cards import read_card_file as read_uno_mostro_cards

# UNO keeps levels tuned of its own: Easy and Normal miss catches, Hard is the paired search.
UNO_AGENTS = {
    "heuristic": UnoHeuristic,
    "easy": easy_agent,
    "normal": normal_agent,
    "hard": hard_agent,
    "ismcts": ismcts_agent,
}
UNO_FAMILY = dict(card_loader=read_uno_cards, table="uno", agents=UNO_AGENTS, sampler=UnoSampler)

# The order the app lists them: the UNO family first, then the battle games.
UNO = register_game(GameSpec(uno.RULESET, **UNO_FAMILY, hint=True, scenarios=True))
UNO_MONSTER_HIGH = register_game(
    GameSpec(uno_monster_high.RULESET, **UNO_FAMILY, hint=True, scenarios=True)
)
SHIELD_WAR = register_game(
    GameSpec(
        shield_war.RULESET,
        card_loader=read_shield_war_cards,
        agents=levels(ShieldWarHeuristic),
        sampler=ShieldWarSampler,
        hint=True,
        scenarios=True,
    )
)
# A playout of Uno Mostro costs a few milliseconds (a turn is many small decisions), so Hard
# plays fewer of them than in UNO; see docs/ai.md for what the budget was chosen on.
UNO_MOSTRO = register_game(
    GameSpec(
        uno_mostro.RULESET,
        card_loader=read_uno_mostro_cards,
        agents=levels(UnoMostroHeuristic, search=UNO_MOSTRO_HARD),
        sampler=UnoMostroSampler,
        hint=True,
        scenarios=True,
    )
)
KMON = register_game(
    GameSpec(
        kmon.RULESET,
        card_loader=read_kmon_cards,
        deck_rules=kmon_deck_rules,
        table="kmon",
        agents=levels(KMonHeuristic, search=KMON_HARD),
        sampler=KMonSampler,
        hint=True,
        scenarios=True,
    )
)
# The games the program comes with (the tests register one more of their own).
BUILT_IN_GAMES = tuple(spec.id for spec in (UNO, UNO_MONSTER_HIGH, SHIELD_WAR, UNO_MOSTRO, KMON))
registers_games(__name__)  # a worker process of the computer players imports it again
