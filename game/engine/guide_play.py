"""`python -m game guide`: each guide played headless by following its steps, each printed."""

from __future__ import annotations

from pathlib import Path

from game.engine import registry
from game.engine.guide import GuideError, has_guide, walk
from game.engine.guide_file import GuideStep, guide_path, read_guide_file
from game.i18n import set_language, t


def print_guides(rulesets: list[str], file: Path | None, language: str = "en") -> int:
    """Play the guides of `rulesets` (every game's, when none is named) or the guide `file`;
    0 when each reached its end, 1 when one failed or none was found."""
    set_language(language)
    if file is not None:
        paths = [file]
    else:
        ids = rulesets or [spec.id for spec in registry.all_games() if has_guide(spec.id)]
        paths = [guide_path(registry.game(ruleset_id).id) for ruleset_id in ids]
    failed = 0
    for path in paths:
        failed += not _play(path)
    print(f"{len(paths) - failed} guides played to their end, {failed} failed")
    return 1 if failed or not paths else 0


def _play(path: Path) -> bool:
    try:
        guide = read_guide_file(path)
        print(f"{guide.ruleset}: {t(guide.title)}")
        total = len(guide.steps)

        def report(index: int, step: GuideStep) -> None:
            moves = [" ".join(words) for words in step.moves]
            move = ", then ".join(moves) if moves else "(read, then Next)"
            where = f" [{step.point.role} {step.point.name}]" if step.point is not None else ""
            print(f"  {index + 1:2}/{total} {t(step.say)}{where}")
            print(f"        move: {move}")

        runners = list(walk(guide, report))
    except GuideError as exc:
        print(f"FAIL  {exc}")
        return False
    except FileNotFoundError:
        print(f"FAIL  {path}: no such guide")
        return False
    runner = runners[-1] if runners else None
    over = runner is not None and runner.ruleset.result(runner.match.state) is not None
    print(f"  end: {t(guide.end)}{' (the game is over)' if over else ''}")
    return True
