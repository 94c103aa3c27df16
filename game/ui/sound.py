"""Sound effects, synthesised by the program: no recordings ship with the game.

Each effect is a short list of samples built from sine tables and filtered noise, generated the
first time it is played (or all at once by `Sounds.preload`) at the mixer's own rate and format.
The noise comes from a fixed seed, so an effect sounds the same on every run. Without an audio
device the mixer cannot start; then every effect is silently skipped, and `Sounds.available`
says so, for the screens to tell the player.
"""

from __future__ import annotations

import array
import math
import random
from collections.abc import Callable

import pygame

DURATIONS: dict[str, float] = {
    "play": 0.09,
    "draw": 0.16,
    "shuffle": 0.42,
    "uno": 0.42,
    "win": 0.72,
    "error": 0.26,
    "click": 0.025,
}
SOUND_NAMES = tuple(DURATIONS)
_TABLE_SIZE = 2048  # one wave period; a power of two so the phase wraps with a bit mask
_FADE_OUT = 0.004  # seconds ramped to zero at the end, so no effect stops with a click

# Mixer sample formats (pygame's `size`): array type code, full scale, zero level.
_FORMATS: dict[int, tuple[str, float, int]] = {
    -16: ("h", 32767.0, 0),
    16: ("H", 32767.0, 32768),
    32: ("f", 1.0, 0),
    -8: ("b", 127.0, 0),
    8: ("B", 127.0, 128),
}

_tables: dict[tuple[tuple[float, float], ...], list[float]] = {}


def _wave_table(partials: tuple[tuple[float, float], ...]) -> list[float]:
    """One period of a tone made of (harmonic, loudness) partials, peak 1."""
    if partials not in _tables:
        step = 2 * math.pi / _TABLE_SIZE
        wave = [sum(a * math.sin(h * i * step) for h, a in partials) for i in range(_TABLE_SIZE)]
        peak = max(abs(v) for v in wave) or 1.0
        _tables[partials] = [v / peak for v in wave]
    return _tables[partials]


def _add_tone(buf, rate, start: float, freq: float, partials, gain: float, tau: float) -> None:
    """Mix in a struck note: a 4 ms attack, then an exponential decay with time constant `tau`."""
    table = _wave_table(partials)
    first = round(start * rate)
    step = freq * _TABLE_SIZE / rate
    decay = math.exp(-1.0 / (tau * rate))
    attack = max(1, round(0.004 * rate))
    mask = _TABLE_SIZE - 1
    phase, level = 0.0, gain
    for k in range(len(buf) - first):
        swell = k / attack if k < attack else 1.0
        buf[first + k] += table[int(phase) & mask] * level * swell
        phase += step
        level *= decay


def _lowpass_coefficient(cutoff: float, rate: int) -> float:
    return 1.0 - math.exp(-2 * math.pi * cutoff / rate)


def _card_slap(n: int, rate: int, rng: random.Random) -> list[float]:
    """A card hitting the table: a dull noise crack over a short low thump."""
    a, smooth, out = _lowpass_coefficient(2400, rate), 0.0, []
    attack, decay, level = round(0.002 * rate), math.exp(-1 / (0.018 * rate)), 0.9
    for i in range(n):
        smooth += a * (rng.random() * 2 - 1 - smooth)
        out.append(smooth * level * min(1.0, i / attack) * 1.5)
        level *= decay
    _add_tone(out, rate, 0, 150, ((1, 1.0),), 0.35, 0.03)
    return out


def _swish(n: int, rate: int, rng: random.Random) -> list[float]:
    """A card sliding off the pile: band-passed noise that brightens as it swells and fades."""
    low = high = 0.0
    a_high = _lowpass_coefficient(500, rate)
    out = []
    for i in range(n):
        t = i / n
        noise = rng.random() * 2 - 1
        low += _lowpass_coefficient(1500 + 3500 * t, rate) * (noise - low)
        high += a_high * (low - high)
        out.append((low - high) * math.sin(math.pi * t) ** 2 * 1.4)
    return out


def _shuffle(n: int, rate: int, rng: random.Random) -> list[float]:
    """A riffle: a quick run of crisp flutters, uneven in time and strength."""
    out = [0.0] * n
    flutter = round(0.022 * rate)
    decay = math.exp(-1 / (0.006 * rate))
    start = 0.0
    while round(start * rate) + flutter < n:
        first, level, smooth = round(start * rate), rng.uniform(0.45, 0.9), 0.0
        for k in range(flutter):
            noise = rng.random() * 2 - 1
            smooth += 0.35 * (noise - smooth)
            out[first + k] += (noise - smooth) * level
            level *= decay
        start += rng.uniform(0.038, 0.052)
    return out


_BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.06))
_BRASS = ((1, 1.0), (2, 0.55), (3, 0.32), (4, 0.16), (5, 0.08))


def _chime(n: int, rate: int, rng: random.Random) -> list[float]:
    """Two bell notes, a fifth apart: someone calls UNO."""
    out = [0.0] * n
    _add_tone(out, rate, 0.0, 783.99, _BELL, 0.4, 0.11)  # G5
    _add_tone(out, rate, 0.12, 1174.66, _BELL, 0.45, 0.14)  # D6
    return out


def _fanfare(n: int, rate: int, rng: random.Random) -> list[float]:
    """A rising C major arpeggio whose top note rings on."""
    out = [0.0] * n
    notes = ((0.0, 523.25), (0.09, 659.25), (0.18, 783.99))  # C5 E5 G5
    for start, freq in notes:
        _add_tone(out, rate, start, freq, _BRASS, 0.24, 0.09)
    _add_tone(out, rate, 0.27, 1046.5, _BRASS, 0.3, 0.22)  # C6
    _add_tone(out, rate, 0.27, 523.25, _BRASS, 0.14, 0.22)
    return out


def _buzz(n: int, rate: int, rng: random.Random) -> list[float]:
    """Two short low buzzes: that move is not allowed."""
    table = _wave_table(((1, 1.0), (3, 0.45), (5, 0.25), (7, 0.15)))
    step, mask = 110 * _TABLE_SIZE / rate, _TABLE_SIZE - 1
    edge = 0.01 * rate
    pulses = ((0, round(0.11 * rate)), (round(0.14 * rate), n))
    out = [0.0] * n
    for first, last in pulses:
        for i in range(first, last):
            ramp = min(1.0, (i - first) / edge, (last - i) / edge)
            out[i] = table[int(i * step) & mask] * 0.4 * ramp
    return out


def _tick(n: int, rate: int, rng: random.Random) -> list[float]:
    """A tiny high click for buttons."""
    out = [0.0] * n
    _add_tone(out, rate, 0, 1900, ((1, 1.0), (2.7, 0.3)), 0.6, 0.004)
    return out


_MAKERS: dict[str, Callable[[int, int, random.Random], list[float]]] = {
    "play": _card_slap,
    "draw": _swish,
    "shuffle": _shuffle,
    "uno": _chime,
    "win": _fanfare,
    "error": _buzz,
    "click": _tick,
}


def synthesize(name: str, frequency: int = 44100, channels: int = 2, size: int = -16):
    """The samples of effect `name`, interleaved for `channels`, in pygame's format `size`.

    Raises KeyError for an unknown effect and ValueError for a sample format we cannot write.
    """
    maker = _MAKERS[name]
    if size not in _FORMATS:
        raise ValueError(f"unsupported mixer sample size {size}")
    code, scale, zero = _FORMATS[size]
    count = round(DURATIONS[name] * frequency)
    rng = random.Random(SOUND_NAMES.index(name) + 1)
    wave = maker(count, frequency, rng)
    fade = max(1, round(_FADE_OUT * frequency))
    for i in range(max(0, count - fade), count):
        wave[i] *= (count - 1 - i) / fade
    if code == "f":
        mono = array.array(code, [max(-1.0, min(1.0, v)) for v in wave])
    else:
        mono = array.array(code, [zero + int(max(-1.0, min(1.0, v)) * scale) for v in wave])
    if channels == 1:
        return mono
    interleaved = array.array(code, bytes(mono.itemsize * count * channels))
    for channel in range(channels):
        interleaved[channel::channels] = mono
    return interleaved


class Sounds:
    """The game's effects: made on first use, played on demand, silent when they cannot be."""

    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self.enabled = enabled
        self.volume = min(1.0, max(0.0, volume))
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._format: tuple[int, int, int] | None = None
        self._broken = False  # the mixer would not start: stop asking it

    @property
    def available(self) -> bool:
        """Whether effects can sound on this computer: False when the mixer would not start
        (no audio device) or would not take our sounds. Asking starts the mixer if need be."""
        return self._mixer() is not None

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if not enabled:
            for sound in self._sounds.values():
                sound.stop()

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))
        for sound in self._sounds.values():
            sound.set_volume(self.volume)

    def play(self, name: str) -> bool:
        """Start effect `name`; True if it is sounding. Unknown names raise KeyError."""
        if name not in _MAKERS:
            raise KeyError(name)
        if not self.enabled:
            return False
        sound = self._sound(name)
        return sound is not None and sound.play() is not None

    def preload(self) -> None:
        """Make every effect now (a few tens of milliseconds) rather than on first use; none
        while the effects are off (as `play` makes none)."""
        if not self.enabled:
            return
        for name in SOUND_NAMES:
            self._sound(name)

    def _mixer(self) -> tuple[int, int, int] | None:
        if self._broken:
            return None
        if pygame.mixer.get_init() is None:
            try:
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            except pygame.error:
                self._broken = True
                return None
        settings = pygame.mixer.get_init()
        if settings != self._format:
            # A mixer restarted in another format cannot play sounds made for the old one.
            self._sounds.clear()
            self._format = settings
        return settings

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        settings = self._mixer()
        if settings is None:
            return None
        if name not in self._sounds:
            frequency, size, channels = settings
            try:
                samples = synthesize(name, frequency, channels, size)
                sound = pygame.mixer.Sound(buffer=samples)
            except (ValueError, pygame.error):
                self._broken = True
                return None
            sound.set_volume(self.volume)
            self._sounds[name] = sound
        return self._sounds[name]
