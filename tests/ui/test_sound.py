"""Synthesised sound effects: lengths, formats, determinism, and silence when asked or forced."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from ui_driver import Driver, make_settings, seats  # noqa: E402

from game.ui import sound  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.session import GameSession  # noqa: E402
from game.ui.sound import DURATIONS, SOUND_NAMES, Sounds, synthesize  # noqa: E402


def test_the_effects_the_table_asks_for_all_exist():
    assert set(SOUND_NAMES) == {"play", "draw", "shuffle", "uno", "win", "error", "click"}


@pytest.mark.parametrize("name", SOUND_NAMES)
@pytest.mark.parametrize("frequency, channels", [(44100, 2), (22050, 1), (48000, 2), (44100, 6)])
def test_a_buffer_lasts_its_duration(name: str, frequency: int, channels: int):
    samples = synthesize(name, frequency, channels)
    assert samples.typecode == "h"
    assert len(samples) == round(DURATIONS[name] * frequency) * channels


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_an_effect_is_audible_unclipped_and_ends_at_rest(name: str):
    samples = synthesize(name, 44100, 1)
    peak = max(abs(v) for v in samples)
    assert 0.1 * 32767 < peak < 32767
    assert samples[-1] == 0


def test_every_channel_carries_the_same_signal():
    samples = synthesize("uno", 44100, 2)
    assert samples[0::2] == samples[1::2]


def test_synthesis_is_deterministic():
    for name in SOUND_NAMES:
        assert synthesize(name) == synthesize(name)
    assert synthesize("play") != synthesize("draw")[: len(synthesize("play"))]


@pytest.mark.parametrize("size, typecode, rest", [(-16, "h", 0), (16, "H", 32768), (8, "B", 128)])
def test_other_sample_formats(size: int, typecode: str, rest: int):
    samples = synthesize("click", 22050, 1, size)
    assert samples.typecode == typecode
    assert samples[-1] == rest


def test_float_samples_stay_in_range():
    samples = synthesize("win", 22050, 1, 32)
    assert samples.typecode == "f"
    assert max(abs(v) for v in samples) <= 1.0


def test_an_unknown_format_or_effect_is_refused():
    with pytest.raises(ValueError):
        synthesize("click", 44100, 2, 24)
    with pytest.raises(KeyError):
        synthesize("kazoo")
    with pytest.raises(KeyError):
        Sounds().play("kazoo")


def test_all_effects_are_made_quickly():
    # The process's own CPU time: other processes sharing the cores (a parallel run's other
    # workers) do not count.
    started = time.process_time()
    for name in SOUND_NAMES:
        synthesize(name)
    # About 60 ms on a desktop; the bound leaves room for a slow test machine.
    assert time.process_time() - started < 0.6


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_effect_plays(name: str):
    sounds = Sounds()
    assert sounds.play(name) is True


def test_effects_are_made_once():
    sounds = Sounds()
    sounds.preload()
    made = dict(sounds._sounds)
    assert set(made) == set(SOUND_NAMES)
    sounds.play("win")
    assert sounds._sounds["win"] is made["win"]


def test_disabled_sounds_play_nothing_and_make_nothing(monkeypatch: pytest.MonkeyPatch):
    made = []
    monkeypatch.setattr(sound, "synthesize", lambda *args: made.append(args))
    sounds = Sounds(enabled=False)
    assert not any(sounds.play(name) for name in SOUND_NAMES)
    sounds.preload()
    assert made == [] and sounds._sounds == {}


def test_sounds_can_be_turned_off_and_on():
    sounds = Sounds()
    assert sounds.play("click")
    sounds.set_enabled(False)
    assert not sounds.play("click")
    sounds.set_enabled(True)
    assert sounds.play("click")


def test_volume_is_clamped_and_reaches_made_effects():
    sounds = Sounds(volume=0.3)
    sounds.preload()
    assert sounds._sounds["uno"].get_volume() == pytest.approx(0.3, abs=0.01)
    sounds.set_volume(2.0)
    assert sounds.volume == 1.0
    assert sounds._sounds["uno"].get_volume() == pytest.approx(1.0, abs=0.01)
    sounds.set_volume(-1)
    assert sounds.volume == 0.0


def test_no_audio_device_means_silence_not_errors(monkeypatch: pytest.MonkeyPatch):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Sounds()
    assert not any(sounds.play(name) for name in SOUND_NAMES)
    sounds.preload()
    sounds.set_volume(0.5)
    sounds.set_enabled(True)


@pytest.mark.parametrize("enabled", [True, False])
def test_a_table_makes_every_effect_before_its_first_frame(enabled: bool):
    # A card slap or a chime made on first use would cost its frame 5 to 15 ms: the table
    # makes them all as it opens (the title screen already has, in its spare time), and
    # makes none while the sound is off.
    app = App(make_settings("off", sound=enabled))
    session = GameSession.new("uno", {}, seats("ai", "ai"), 3)
    Driver(app).open(TableScene(app, session))
    assert set(app.sounds._sounds) == (set(SOUND_NAMES) if enabled else set())
