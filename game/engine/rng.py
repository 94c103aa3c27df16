"""The one seeded random generator of a game, kept in the state as a single integer.

A single integer of state copies for free when a search copies a state, and round-trips through
JSON exactly. Two generators are known; a game keeps the one it was dealt with:

- `lehmer128`, every new game's: a multiplicative congruential generator modulo 2**128 with a
  64-bit multiplier (Lehmer's method with L'Ecuyer's multiplier, as in Lemire's "lehmer64"),
  whose top bits pass BigCrush and PractRand. A step is one multiplication and one mask, the
  cheapest good generator in Python's integers: a card is taken in half the time SplitMix64's
  mixing takes, and a game of UNO takes some forty cards. Its states are odd and positive.
- `splitmix64`, the generator of the games saved in format 1, kept so that they replay as they
  were dealt. Its states are kept as their bitwise complement, which is negative, so the sign
  alone tells the two generators apart.
"""

from __future__ import annotations

GENERATORS = ("lehmer128", "splitmix64")
DEFAULT = GENERATORS[0]

MULTIPLIER = 0xDA942042E4DD58B5
MASK = (1 << 128) - 1
_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int, generator: str = DEFAULT) -> int:
    """The generator state for a user-facing seed (any integer)."""
    start, high = _splitmix_next(seed & _MASK64)
    if generator == "lehmer128":
        # Two SplitMix64 outputs fill the 128 bits, so that nearby seeds start far apart.
        _, low = _splitmix_next(start)
        return (high << 64 | low) | 1
    if generator == "splitmix64":
        return ~start
    raise ValueError(f"unknown generator {generator!r}; expected one of {', '.join(GENERATORS)}")


def generator_of(state: int) -> str:
    """The name of the generator a state belongs to."""
    return "splitmix64" if state < 0 else "lehmer128"


def _splitmix_next(state: int) -> tuple[int, int]:
    """SplitMix64 on its plain (not complemented) state: (new state, a 64-bit value)."""
    state = (state + _GOLDEN) & _MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A value in range(n): returns (new state, value). Bias is below 2**-50 for card counts."""
    if state < 0:
        plain, z = _splitmix_next(~state)
        return ~plain, (z * n) >> 64
    state = state * MULTIPLIER & MASK
    return state, state * n >> 128


def take(state: int, items: list) -> tuple[int, object]:
    """Remove and return a uniformly chosen item: (new state, item).

    Taking cards this way from an unshuffled pile deals exactly as a shuffle followed by
    drawing from the top would (Fisher-Yates, one step at a time), but only pays for the cards
    that are actually drawn.
    """
    state, i = below(state, len(items))
    last = items.pop()
    if i < len(items):
        chosen, items[i] = items[i], last
        return state, chosen
    return state, last


def take_many(state: int, items: list, count: int) -> tuple[int, list]:
    """`count` successive `take`s: (new state, the items in the order taken)."""
    if state < 0:
        chosen = []
        for _ in range(count):
            state, item = take(state, items)
            chosen.append(item)
        return state, chosen
    chosen = []
    for _ in range(count):  # `take` of lehmer128, inlined: a deal is 7 cards a hand
        state = state * MULTIPLIER & MASK
        i = state * len(items) >> 128
        last = items.pop()
        if i < len(items):
            chosen.append(items[i])
            items[i] = last
        else:
            chosen.append(last)
    return state, chosen
