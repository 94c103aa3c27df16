"""Guided first games: each built-in guide plays to its end by following its steps, any other
move gets the coach's note and changes nothing, and a broken guide file is refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

import game.games  # noqa: F401  (registers every game of the program)
from game.engine.guide import GuideError, GuideRunner, guide_for, has_guide, load_guide, walk
from game.engine.guide_file import guide_path, guides_dir, read_guide_file
from game.engine.notation import Action
from game.engine.registry import all_games
from game.i18n import available_languages, set_language, t

GUIDED = sorted(path.stem for path in guides_dir().glob("*.yaml"))


def test_there_is_a_guide_for_uno_at_least():
    assert "uno" in GUIDED
    assert all(has_guide(name) for name in GUIDED)
    assert set(GUIDED) <= {spec.id for spec in all_games()}


@pytest.mark.parametrize("ruleset_id", GUIDED)
def test_a_guide_plays_to_its_end_by_following_its_steps(ruleset_id):
    guide = guide_for(ruleset_id)
    seen = []
    runners = list(walk(guide, lambda index, step: seen.append(index)))
    assert seen == list(range(len(guide.steps)))
    assert runners[-1].finished
    assert 8 <= len(guide.steps) <= 15


def test_the_uno_guide_ends_with_the_learner_winning():
    runner = GuideRunner(guide_for("uno"))
    while not runner.finished:
        expected = runner.expected()
        if expected:
            assert runner.propose(runner.learner, expected[0]) is None
        else:
            assert runner.go_on()
    result = runner.ruleset.result(runner.match.state)
    assert result is not None and result.winners == (runner.learner,)


@pytest.mark.parametrize("ruleset_id", GUIDED)
def test_a_wrong_move_gets_the_coachs_note_and_changes_nothing(ruleset_id):
    runner = GuideRunner(guide_for(ruleset_id))
    tried = 0
    while not runner.finished:
        step = runner.step
        expected = runner.expected()
        if not expected:
            runner.go_on()
            continue
        legal = runner.ruleset.legal_actions(runner.match.state, runner.learner)
        for wrong in [a for a in legal if not runner.asks_for(a)][:3] + [Action("nonsense")]:
            before = runner.ruleset.to_data(runner.match.state)
            log, index, done = list(runner.match.log), runner.index, runner.done
            note = runner.propose(runner.learner, wrong)
            assert note is not None and note.key == step.note
            assert runner.ruleset.to_data(runner.match.state) == before
            assert runner.match.log == log and (runner.index, runner.done) == (index, done)
            tried += 1
        assert runner.propose(runner.learner, expected[0]) is None
    assert tried >= len(runner.guide.steps)


def test_a_move_of_a_step_that_only_asks_to_read_is_answered_by_the_coach():
    runner = GuideRunner(guide_for("uno"))
    assert runner.step.expect is None  # the welcome: read, then Next
    before = runner.ruleset.to_data(runner.match.state)
    assert runner.propose(runner.learner, Action("play", ("r7",))) is not None
    assert runner.ruleset.to_data(runner.match.state) == before
    assert runner.go_on() and runner.index == 1
    assert not runner.go_on()  # a step that expects a move is not skipped


@pytest.mark.parametrize("ruleset_id", GUIDED)
@pytest.mark.parametrize("language", available_languages())
def test_every_sentence_of_a_guide_is_in_every_language(ruleset_id, language):
    guide = read_guide_file(guide_path(ruleset_id))
    keys = {guide.title, guide.end}
    keys |= {key for step in guide.steps for key in (step.say, step.note)}
    try:
        set_language(language)
        english = {}
        set_language("en")
        english = {key: t(key) for key in keys}
        set_language(language)
        missing = [key for key in keys if t(key) == key]
        assert missing == []
        if language != "en":
            same = [key for key in keys if t(key) == english[key] and len(english[key]) > 12]
            assert same == []  # translated, not the English words again
    finally:
        set_language("en")


# Steps that only talk: a guide has 8 to 15 steps, these make up the count.
FILLER = "  - {say: guide.uno.welcome}\n" * 6

BROKEN = (
    """\
ruleset: uno
title: guide.uno.title
seed: 1
setup:
  hands: {p1: [r7, w], p2: [g7, b9]}
  discard: [r5]
  turn: p1
steps:
  - say: guide.uno.welcome
  - say: guide.uno.colour
    expect: play b9
"""
    + FILLER
    + "end: guide.uno.end\n"
)


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "uno.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_move_the_game_does_not_allow_is_refused_at_its_steps_line(tmp_path):
    path = _write(tmp_path, BROKEN)
    with pytest.raises(GuideError) as caught:
        load_guide(path)
    error = caught.value
    assert error.file == str(path) and error.line == 10 and error.key_path == "steps[1]"
    assert "play b9" in str(error) and f"{path}:10:" in str(error)


def test_a_reply_the_game_refuses_is_refused_at_its_steps_line(tmp_path):
    text = BROKEN.replace("expect: play b9", "expect: play r7\n    reply: [play w]")
    with pytest.raises(GuideError) as caught:
        load_guide(_write(tmp_path, text))
    assert caught.value.line == 10 and "reply" in str(caught.value)


@pytest.mark.parametrize(
    ("change", "line", "words"),
    [
        (("  - {say: guide.uno.welcome}\n", "  - {say: guide.uno.nothing}\n"), 12, "catalogue"),
        (("    expect: play b9\n", "    expect: play b9\n    glow: yes\n"), 12, "glow"),
        (("seed: 1", "seed: one"), 3, "int"),
        (
            (
                "  - say: guide.uno.welcome\n",
                "  - say: guide.uno.welcome\n    point: {card: r7, zone: discard}\n",
            ),
            10,
            "point",
        ),
        (
            (FILLER, "  - {say: guide.uno.welcome}\n"),
            8,
            "8 to 15 steps",
        ),
    ],
)
def test_a_malformed_guide_is_refused_naming_its_file_and_line(tmp_path, change, line, words):
    old, new = change
    assert old in BROKEN
    path = _write(tmp_path, BROKEN.replace(old, new, 1))
    with pytest.raises(GuideError) as caught:
        read_guide_file(path)
    assert caught.value.line == line, str(caught.value)
    assert words in str(caught.value) and str(path) in str(caught.value)


def test_the_guide_command_plays_a_guide_headless_and_fails_on_a_broken_one(tmp_path, capsys):
    from game.cli import run

    assert run(["guide", "uno"]) == 0
    out = capsys.readouterr().out
    assert (
        " 2/10 " in out
        and "move: play r7" in out
        and "1 guides played to their end, 0 failed" in out
    )
    assert run(["guide", "--file", str(_write(tmp_path, BROKEN))]) == 1
    assert "FAIL" in capsys.readouterr().out


SEQUENCE = (
    """\
ruleset: uno
title: guide.uno.title
seed: 1
setup:
  hands: {p1: [r7, w, b2, y3], p2: [g7, b9, b4]}
  discard: [r5]
  turn: p1
steps:
  - say: guide.uno.wild
    point: {card: w}
    expect: [play w, wild blue]
    note: guide.uno.wild_note
    reply: [play b9]
  - say: guide.uno.last
    expect: play b2
    reply: [play b4]
"""
    + FILLER
    + "end: guide.uno.end\n"
)


def _unchanged(runner: GuideRunner, action: Action) -> None:
    """`action` gets the step's note and changes nothing: not the game, nor where the guide is."""
    before = runner.ruleset.to_data(runner.match.state)
    log, place = list(runner.match.log), (runner.index, runner.done, runner.moved)
    note = runner.propose(runner.learner, action)
    assert note is not None and note.key == runner.step.note
    assert runner.ruleset.to_data(runner.match.state) == before
    assert runner.match.log == log and (runner.index, runner.done, runner.moved) == place


def test_a_step_of_several_moves_asks_for_them_one_after_the_other(tmp_path):
    runner = GuideRunner(read_guide_file(_write(tmp_path, SEQUENCE)))
    step = runner.step
    assert step.moves == (("play", "w"), ("wild", "blue")) and step.expect == ("play", "w")
    assert runner.expected() == [Action("play", ("w",))]
    _unchanged(runner, Action("play", ("r7",)))  # legal, but not the sequence's first move
    assert runner.propose(runner.learner, Action("play", ("w",))) is None
    # The first move is made; the step waits for the next one, and only it is asked for.
    assert (runner.index, runner.done, runner.moved) == (0, 1, False)
    assert runner.waits_for_learner and runner.match.log == ["p1: play w"]
    assert runner.expected() == [Action("wild", ("blue",))]
    assert runner.asks_for(Action("wild", ("blue",)))
    assert not runner.asks_for(Action("play", ("w",)))
    _unchanged(runner, Action("wild", ("red",)))  # a wrong move within the sequence
    _unchanged(runner, Action("play", ("w",)))  # the first move again
    assert runner.propose(runner.learner, Action("wild", ("blue",))) is None
    # The sequence is done: the opponent's reply was made and the next step waits.
    assert (runner.index, runner.done) == (1, 0)
    assert runner.match.log == ["p1: play w", "p1: wild blue", "p2: play b9"]
    assert runner.expected() == [Action("play", ("b2",))]


def test_a_guide_with_a_step_of_several_moves_plays_to_its_end(tmp_path):
    guide = load_guide(_write(tmp_path, SEQUENCE))
    runners = list(walk(guide))
    assert runners[-1].finished
    log = runners[-1].match.log
    assert log[:4] == ["p1: play w", "p1: wild blue", "p2: play b9", "p1: play b2"]


def test_a_sequence_whose_later_move_the_game_refuses_is_refused_at_its_steps_line(tmp_path):
    text = SEQUENCE.replace("expect: [play w, wild blue]", "expect: [play w, play r7]")
    with pytest.raises(GuideError) as caught:
        load_guide(_write(tmp_path, text))
    assert caught.value.line == 9 and caught.value.key_path == "steps[0]"
    assert "'play r7' is not a legal move here" in str(caught.value)


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        ("expect: [play w, wild blue]", "expect: []", 11, "an empty list of moves"),
        ("expect: [play w, wild blue]", 'expect: [play w, " "]', 11, "an empty move"),
        (
            "expect: [play w, wild blue]",
            "expect:\n      - play w\n      - ''",
            13,
            "an empty move",
        ),
    ],
)
def test_a_malformed_sequence_is_refused_at_its_line(tmp_path, old, new, line, words):
    path = _write(tmp_path, SEQUENCE.replace(old, new))
    with pytest.raises(GuideError) as caught:
        read_guide_file(path)
    assert caught.value.line == line and words in str(caught.value), str(caught.value)
