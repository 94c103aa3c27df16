"""A card's name in every language of the app, as its card file gives it.

A named card (a K-Mon, a Shield War Monster, an ability, a starter deck...) says its name in
each language the app speaks: `name: {en: Frostling, es: Escarchín, it: Brinello}`. The
schema wants every language, each a non-blank line of 1 to 40 characters, so a missing
translation is refused at its file, line and key path like any other mistake in a card file.

A name is words for the player: the rules never read it (ids and codes are what the state,
the events and the notation hold). `Names.say()` gives it in the player's language now, so a
change of language shows at once wherever a card is named.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from game.i18n import DEFAULT_LANGUAGE, language

# The languages of assets/i18n/: a test keeps the two lists the same.
LANGUAGES = ("en", "es", "it")
# 1 to 40 characters, something to read in them, no line breaks or tabs
NameText = Annotated[
    str, msgspec.Meta(min_length=1, max_length=40, pattern=r"^[^\t\n\r]*[^\s][^\t\n\r]*$")
]
NAMES_HINT = f"a name is a mapping of its words in every language: {', '.join(LANGUAGES)}"


class Names(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One name, in English, Spanish and Italian."""

    en: NameText
    es: NameText
    it: NameText

    def say(self, language_code: str | None = None) -> str:
        """The name in `language_code`, or in the player's language now (English when the
        language is not one of ours)."""
        code = language() if language_code is None else language_code
        if code not in LANGUAGES:
            code = DEFAULT_LANGUAGE
        return getattr(self, code)

    def __str__(self) -> str:
        return self.say()

    def all(self) -> tuple[str, ...]:
        """The name in every language, in the order of LANGUAGES."""
        return tuple(getattr(self, code) for code in LANGUAGES)


def explained(message: str, key_path: str) -> str:
    """A schema error about a `name` said plainly: a single string where the languages are
    wanted, or a blank one."""
    if key_path.endswith(".name") and message.startswith("Expected object"):
        return f"{message}: {NAMES_HINT}"
    blank = "matching regex" in message or "length >= 1" in message
    if key_path.rsplit(".", 1)[-1] in LANGUAGES and blank:
        return "a name has words to read (not blank, on one line)"
    return message


__all__ = ["LANGUAGES", "NAMES_HINT", "NameText", "Names", "explained"]
