"""The command line: the app by default, and the headless commands beside it."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game import __version__

if TYPE_CHECKING:
    from game.engine.contract import OptionSpec


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="monster-table",
        description="Monster Table: card games against the computer or friends. "
        "With no command, the app opens.",
    )
    parser.add_argument("--version", action="version", version=f"monster-table {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    commands.add_parser(
        "rules",
        help="list the rulesets (id, name, players, rulebook) and the options of each: "
        "the values it takes and its default",
    )

    sim = commands.add_parser("simulate", help="play whole games between computer players")
    sim.add_argument("--ruleset", required=True, help="ruleset id (see `rules`)")
    sim.add_argument(
        "--players", type=int, help="how many play (needed where a game takes more than one number)"
    )
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument(
        "--agents",
        default="random",
        help="agent names, comma-separated: one for all seats or one per seat",
    )
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument(
        "--no-check",
        action="store_true",
        help="skip the invariant check after every action (faster)",
    )

    tour = commands.add_parser(
        "tournament", help="rate computer players: win rates with confidence, move times"
    )
    tour.add_argument("--ruleset", required=True, help="ruleset id (see `rules`)")
    tour.add_argument(
        "--players", type=int, help="how many play (needed where a game takes more than one number)"
    )
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=0)
    tour.add_argument(
        "--agents",
        required=True,
        help="agent names, comma-separated: one for all seats or one per seat",
    )
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    tour.add_argument(
        "--agent-option",
        action="append",
        default=[],
        metavar="NAME:KEY=VALUE",
        help="a setting for an agent, e.g. ismcts:iterations=200 or ismcts:seconds=0.1",
    )
    tour.add_argument("--json", action="store_true", help="print one JSON object")
    tour.add_argument(
        "--check", action="store_true", help="check the invariants after every action"
    )

    scen = commands.add_parser("scenario", help="run scenario files or folders of them")
    scen.add_argument("paths", nargs="+", type=Path)
    scen.add_argument("--quiet", action="store_true", help="print failures and the total only")

    guide = commands.add_parser(
        "guide", help="play a guided first game headless by following its steps, printing each"
    )
    guide.add_argument("rulesets", nargs="*", help="ruleset ids (default: every game's guide)")
    guide.add_argument("--file", type=Path, default=None, help="a guide file to check instead")
    guide.add_argument("--language", default="en", help="the language the steps are printed in")

    val = commands.add_parser("validate-cards", help="check card files (default: cards/)")
    val.add_argument("paths", nargs="*", type=Path)

    play = commands.add_parser("play", help="open the app straight at a table")
    play.add_argument("--ruleset", required=True, help="ruleset id (see `rules`)")
    play.add_argument(
        "--seats", required=True, help="comma-separated: human, ai, ai:easy, ai:normal or ai:hard"
    )
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    play.add_argument(
        "--autoplay",
        action="store_true",
        help="computer players take every seat, animations and all",
    )
    play.add_argument("--exit-when-over", action="store_true", help="quit when the game ends")
    play.add_argument(
        "--frame-stats",
        type=Path,
        default=None,
        metavar="FILE",
        help="write frame times (JSON) here at exit",
    )
    return parser


def run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handlers = {
        None: _app,
        "rules": _rules,
        "simulate": _simulate,
        "tournament": _tournament,
        "scenario": _scenario,
        "validate-cards": _validate_cards,
        "guide": _guide,
        "play": _play,
    }
    if args.command is not None:
        # The app's title screen is drawn before the games are read (see TitleScene.idle).
        import game.games  # noqa: F401  (registers the built-in games)
    try:
        return handlers[args.command](args)
    except (KeyError, ValueError) as exc:
        message = exc.args[0] if exc.args else str(exc)
        parser.exit(2, f"monster-table: {message}\n")
    return 2


def _app(args: argparse.Namespace) -> int:
    from game.ui.launch import launch_title

    return launch_title()


def _play(args: argparse.Namespace) -> int:
    from game.engine.registry import get
    from game.ui.launch import launch_table, parse_seats
    from game.ui.tables import has_table

    ruleset = get(args.ruleset)
    if not has_table(ruleset.id):
        raise ValueError(
            f"{ruleset.name} has no table in the app yet: play it headless with simulate, "
            "tournament or scenario"
        )
    seats = parse_seats(args.seats, ruleset, autoplay=args.autoplay)
    options = ruleset.parse_options(args.option)
    return launch_table(
        ruleset.id,
        options,
        seats,
        args.seed,
        autoplay=args.autoplay,
        exit_when_over=args.exit_when_over,
        frame_stats=args.frame_stats,
    )


def _rules(args: argparse.Namespace) -> int:
    """One line per ruleset, then one per option players may set (`--option KEY=VALUE`); every
    line begins with the ruleset's id. Options the program sets itself (hidden) are left out."""
    from game.engine.registry import all_rulesets

    for ruleset in all_rulesets():
        players = f"{ruleset.min_players}-{ruleset.max_players} players"
        print(f"{ruleset.id:18} {ruleset.name:20} {players:14} rulebook {ruleset.rulebook}")
        for spec in ruleset.player_option_specs():
            values, default = _option_values(spec)
            line = f"{ruleset.id:18} option {spec.key:21} {values:14} default {default:7}"
            print(f"{line} {spec.help}")
    return 0


def _option_values(spec: OptionSpec) -> tuple[str, str]:
    """What an option takes, as `--option` reads it, and its default in the same words."""
    if isinstance(spec.default, bool):
        return "on|off", "on" if spec.default else "off"
    if isinstance(spec.default, int):
        if spec.minimum is not None and spec.maximum is not None:
            values = f"{spec.minimum}-{spec.maximum}"
        elif spec.minimum is not None:
            values = f"{spec.minimum} or more"
        elif spec.maximum is not None:
            values = f"{spec.maximum} or less"
        else:
            values = "a number"
        return values, str(spec.default)
    return "|".join(spec.choices) or "text", spec.default


def _players(ruleset, players: int | None) -> int:
    """`--players`, or the one number of players a game is for."""
    if players is not None:
        return players
    if ruleset.min_players != ruleset.max_players:
        low, high = ruleset.min_players, ruleset.max_players
        raise ValueError(
            f"{ruleset.name} is for {low} to {high} players: say how many with --players"
        )
    return ruleset.min_players


def _simulate(args: argparse.Namespace) -> int:
    from game.ai.agent import make_agent
    from game.ai.match import GameFailure, simulate
    from game.engine.registry import get

    ruleset = get(args.ruleset)
    args.players = _players(ruleset, args.players)
    names = [name.strip() for name in args.agents.split(",") if name.strip()]
    for name in names:
        make_agent(name, ruleset.id, 0)  # an unknown name fails here, with the choices
    if args.games < 1:
        raise ValueError("--games takes a whole number of at least 1")
    options = ruleset.parse_options(args.option)
    try:
        report = simulate(
            ruleset, args.players, args.games, args.seed, names, options, check=not args.no_check
        )
    except GameFailure as failure:
        print(f"monster-table: a game failed: {failure}", file=sys.stderr)
        print(f"game seed: {failure.seed}", file=sys.stderr)
        print(f"options: {json.dumps(options, sort_keys=True)}", file=sys.stderr)
        print("actions that reproduce it:", file=sys.stderr)
        for line in failure.log:
            print(f"  {line}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        _print_report(report)
    return 0


def _print_report(report: dict) -> None:
    print(
        f"{report['ruleset']}: {report['games']} games, {report['players']} players, "
        f"seed {report['seed']}"
    )
    for name, wins in zip(report["agents"], report["wins"], strict=True):
        print(f"  {name:12} {wins:6} wins  {100 * wins / report['games']:5.1f}%")
    print(
        f"  draws {report['draws']}, {report['turns_mean']:.1f} turns a game, "
        f"{report['games_per_second']} games/s"
    )


def _tournament(args: argparse.Namespace) -> int:
    from game.ai.agent import make_agent
    from game.ai.match import GameFailure
    from game.ai.tournament import parse_agent_config, tournament
    from game.engine.registry import get

    ruleset = get(args.ruleset)
    args.players = _players(ruleset, args.players)
    names = [name.strip() for name in args.agents.split(",") if name.strip()]
    config = parse_agent_config(args.agent_option)
    for name in names:
        settings = config.get(name, {})
        try:
            make_agent(name, ruleset.id, 0, **settings)  # fails early, with the choices
        except TypeError as error:
            given = ", ".join(sorted(settings)) or "none"
            raise ValueError(
                f"agent {name!r} does not take these settings ({given}): {error}"
            ) from None
    unused = sorted(set(config) - set(names))
    if unused:
        raise ValueError(f"--agent-option names {unused[0]!r}, which is not among --agents")
    options = ruleset.parse_options(args.option)
    try:
        report = tournament(
            ruleset, args.players, args.games, args.seed, names, options, config, args.check
        )
    except GameFailure as failure:
        print(f"monster-table: a game failed: {failure}", file=sys.stderr)
        print(f"game seed: {failure.seed}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(report, sort_keys=True))
        return 0
    print(
        f"{report['ruleset']}: {report['games']} games, {report['players']} players, "
        f"seed {report['seed']}"
    )
    print(
        f"  {'agent':12} {'wins':>5} {'rate':>6}  {'95% interval':15} {'ms mean':>8} {'ms p95':>8}"
    )
    rows = zip(
        report["agents"],
        report["wins"],
        report["win_rate"],
        report["ci95"],
        report["move_ms_mean"],
        report["move_ms_p95"],
        strict=True,
    )
    for name, wins, rate, (low, high), mean, p95 in rows:
        interval = f"{100 * low:5.1f}-{100 * high:5.1f}%"
        print(f"  {name:12} {wins:5} {100 * rate:5.1f}%  {interval:15} {mean:8.2f} {p95:8.2f}")
    print(f"  draws {report['draws']}, {report['seconds']} s")
    return 0


def _scenario(args: argparse.Namespace) -> int:
    from game.engine.scenario import run_paths

    outcomes = run_paths(args.paths)
    for outcome in outcomes:
        if outcome.passed and not args.quiet:
            print(f"ok    {outcome.path}: {outcome.name}")
        elif not outcome.passed:
            print(f"FAIL  {outcome.path}: {outcome.error}")
    passed = sum(outcome.passed for outcome in outcomes)
    failed = len(outcomes) - passed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not outcomes else 0


def _guide(args: argparse.Namespace) -> int:
    from game.engine.guide_play import print_guides

    return print_guides(args.rulesets, args.file, args.language)


def _validate_cards(args: argparse.Namespace) -> int:
    from game.engine.cards import validate_paths
    from game.paths import cards_dir

    paths = args.paths or [cards_dir()]
    errors = validate_paths(paths)
    for error in errors:
        print(str(error))
    if not errors:
        print("card files are valid")
    return 1 if errors else 0
