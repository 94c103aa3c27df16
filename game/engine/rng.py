"""The one seeded random generator of a game, kept in the state as a single integer.

SplitMix64: one 64-bit word of state, so copying a state for search costs nothing and the
generator round-trips through JSON exactly. Quality is ample for shuffling cards.
"""

from __future__ import annotations

from collections.abc import MutableSequence

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user-facing seed (any integer)."""
    state, _ = next_u64(seed & _MASK)
    return state


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, a 64-bit random value)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A value in range(n): returns (new state, value). Bias is below 2**-50 for card counts."""
    state, z = next_u64(state)
    return state, (z * n) >> 64


def shuffle(state: int, items: MutableSequence) -> int:
    """Fisher-Yates shuffle in place; returns the new generator state.

    Each 64-bit draw serves several swaps: multiplying by the bound gives the index in the high
    word and leaves the unused randomness in the low word (batched ranged integers), so a deck
    costs about a sixth of the generator steps.
    """
    golden, mask = _GOLDEN, _MASK
    word, bits = 0, 0
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        need = bound.bit_length()
        if bits < need + 16:
            state = (state + golden) & mask
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            word, bits = z ^ (z >> 31), 64
        product = word * bound
        j = product >> 64
        word = product & mask
        bits -= need
        items[i], items[j] = items[j], items[i]
    return state


def take(state: int, items: list) -> tuple[int, object]:
    """Remove and return a uniformly chosen item: (new state, item).

    Taking cards this way from an unshuffled pile deals exactly as a shuffle followed by
    drawing from the top would (Fisher-Yates, one step at a time), but only pays for the cards
    that are actually drawn.
    """
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    i = ((z ^ (z >> 31)) * len(items)) >> 64
    last = items.pop()
    if i < len(items):
        chosen, items[i] = items[i], last
        return state, chosen
    return state, last


def take_many(state: int, items: list, count: int) -> tuple[int, list]:
    """`count` successive `take`s: (new state, the items in the order taken)."""
    chosen = []
    for _ in range(count):
        state, item = take(state, items)
        chosen.append(item)
    return state, chosen
