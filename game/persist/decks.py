"""The player's own decks: one JSON file per deck in the data folder, per game.

`<data>/decks/<game>/<slug>.json` holds `{format_version, game, name, <team key>: [ids],
cards: {code: copies}}`. Files are written atomically; a file broken by hand (not JSON, the
wrong shape, a card the game does not have, a deck rule broken) is refused with the reason in
words, never half read, and the other decks are listed beside it. A deck moves between
computers as a text file (`deck_text`, `parse_deck_text`; the format is in docs/decks.md).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.contract import Refusal
from game.engine.decks import Deck, DeckRules
from game.engine.faces import CardFace
from game.i18n import has
from game.persist.atomic import sweep_temporaries, write_json_atomic
from game.persist.paths import data_dir, unusable_folder
from game.persist.typed_path import write_text_there
from game.problems import FileProblem, Problem, quoted
from game.userfiles import (
    DECK_LIMITS,
    decode_text,
    is_plain_text,
    read_bytes,
    read_json_object,
    shown_name,
)

FORMAT_VERSION = 1
NAME_LENGTH = 40
SUFFIX = ".json"
TEXT_LIMIT = 256 << 10  # bytes of a deck's text file: far above what a deck takes
TEXT_LINES = 1_000  # lines of a deck's text file: a deck takes some 50
_SLUG_UNSAFE = re.compile(r"[^a-z0-9]+")
_LINE = re.compile(r"^(\d{1,3})\s*[x\u00d7]?\s+(\S.*)$", re.IGNORECASE)


class DeckError(Problem):
    """A deck that cannot be saved, read or imported; `message` says why in words."""


@dataclass(frozen=True)
class DeckInfo:
    """One deck of the folder: its deck, or (for a file that cannot be used) why not."""

    slug: str
    path: Path
    deck: Deck | None
    error: str = ""

    @property
    def name(self) -> str:
        """The deck's name, or (for a file that cannot be used) its file's, as a screen can
        show it whatever bytes the name holds."""
        return self.deck.name if self.deck is not None else shown_name(self.slug)


def rules_of(game: str) -> DeckRules:
    rules = registry.deck_rules_of(game)
    if rules is None:
        raise ValueError(f"{game} has no decks")
    return rules


def decks_dir(game: str) -> Path:
    """The folder of `game`'s decks, made if need be; DeckError when it cannot be used (a file
    or a link to nowhere in its place): nothing there is touched."""
    folder = data_dir() / "decks" / game
    reason = unusable_folder(folder)
    if reason is not None:
        raise DeckError("decks.folder_unusable", folder=str(folder), reason=reason)
    return folder


def folder_problem(game: str) -> DeckError | None:
    """Why `game`'s decks folder cannot be used, or None when it can."""
    try:
        decks_dir(game)
    except DeckError as problem:
        return problem
    return None


def slug_of(name: str) -> str:
    """A file name stem for a deck's name: lower-case letters, digits and -."""
    return _SLUG_UNSAFE.sub("-", name.lower()).strip("-")[:48] or "deck"


def check_name(name: str) -> str:
    """The name, trimmed; DeckError when it cannot name a deck."""
    name = name.strip()
    if not name or len(name) > NAME_LENGTH or not is_plain_text(name):
        raise DeckError("decks.bad_name", limit=NAME_LENGTH)
    return name


def problem_words(game: str, refusal: Refusal) -> Problem:
    """A broken deck rule in words, the cards and K-Mon it names said by name."""
    faces = registry.get(game).card_faces()
    params = dict(refusal.params)
    for key, value in params.items():
        if isinstance(value, str) and value in faces and faces[value].name:
            params[key] = faces[value].name
    element = params.get("element")
    if isinstance(element, str) and has(f"{game}.element.{element}"):
        params["element"] = Problem(f"{game}.element.{element}")
    return Problem(refusal.code, **params)


def check_deck(game: str, deck: Deck) -> Deck:
    """`deck` when the game may play it; DeckError naming the first rule it breaks."""
    check_name(deck.name)
    broken = rules_of(game).problem(deck.team, deck.cards)
    if broken is not None:
        raise DeckError("decks.breaks_rule", rule=problem_words(game, broken))
    return deck


# -- files ---------------------------------------------------------------------------------
def deck_to_data(game: str, deck: Deck) -> dict[str, Any]:
    rules = rules_of(game)
    return {
        "format_version": FORMAT_VERSION,
        "game": game,
        "name": deck.name,
        rules.team_key: list(deck.team),
        "cards": dict(sorted(Counter(deck.cards).items())),
    }


def deck_from_data(game: str, data: dict[str, Any]) -> Deck:
    """The deck a file's data holds, every part checked; DeckError saying what is wrong."""
    rules = rules_of(game)
    keys = {"format_version", "game", "name", rules.team_key, "cards"}
    missing = sorted(keys - set(data))
    if missing:
        raise DeckError("decks.key_missing", key=missing[0])
    extra = sorted(set(data) - keys)
    if extra:
        raise DeckError("decks.key_unknown", key=quoted(extra[0]))
    version = data["format_version"]
    if isinstance(version, bool) or not isinstance(version, int) or version != FORMAT_VERSION:
        raise DeckError("decks.version", version=quoted(version), supported=FORMAT_VERSION)
    if data["game"] != game:
        raise DeckError("decks.other_game", game=quoted(data["game"]))
    name = data["name"]
    if not isinstance(name, str):
        raise DeckError("decks.bad_name", limit=NAME_LENGTH)
    team = data[rules.team_key]
    if not isinstance(team, list) or not all(isinstance(x, str) for x in team):
        raise DeckError("decks.key_wrong", key=rules.team_key)
    copies = data["cards"]
    if isinstance(copies, dict) and len(copies) > rules.max_cards:  # before anything is looked up
        raise DeckError("decks.too_many_entries", count=len(copies), most=rules.max_cards)
    if not isinstance(copies, dict) or not all(
        isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= rules.max_copies
        for n in copies.values()
    ):
        raise DeckError("decks.copies_wrong", most=rules.max_copies)
    cards = tuple(code for code, n in copies.items() for _ in range(n))
    return check_deck(game, Deck(check_name(name), tuple(team), cards))


def read_deck(game: str, path: Path) -> Deck:
    """The deck of one file; DeckError (the file and the reason) when it cannot be used."""
    try:
        data = read_json_object(path, DECK_LIMITS)
    except FileNotFoundError:
        raise DeckError("decks.missing", file=shown_name(path.name)) from None
    except FileProblem as problem:
        raise DeckError("decks.broken", file=shown_name(path.name), reason=problem) from None
    try:
        return deck_from_data(game, data)
    except DeckError as problem:
        raise DeckError("decks.broken", file=shown_name(path.name), reason=problem) from None


def list_decks(game: str) -> list[DeckInfo]:
    """Every deck of `game` in the folder, by name; a file that cannot be used is listed
    with why (and never stops the others from listing). Empty when the folder cannot be used
    (`folder_problem` says why)."""
    try:
        folder = decks_dir(game)
    except DeckError:
        return []
    sweep_temporaries(folder)
    infos = []
    try:
        paths = sorted(folder.glob(f"*{SUFFIX}"))
    except OSError:  # the folder went, or may not be read
        return []
    for path in paths:
        if path.name.startswith(".") or not path.is_file():
            continue
        try:
            infos.append(DeckInfo(path.stem, path, read_deck(game, path)))
        except DeckError as problem:
            infos.append(DeckInfo(path.stem, path, None, problem.message))
    infos.sort(key=lambda info: (info.deck is None, info.name.casefold(), info.slug))
    return infos


def usable_decks(game: str) -> list[DeckInfo]:
    return [info for info in list_decks(game) if info.deck is not None]


def load_deck(game: str, slug: str) -> Deck:
    return read_deck(game, decks_dir(game) / f"{slug}{SUFFIX}")


def _free_slug(game: str, name: str, keep: str | None = None) -> str:
    base = slug_of(name)
    slug, number = base, 1
    while slug != keep and (decks_dir(game) / f"{slug}{SUFFIX}").exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


def save_deck(game: str, deck: Deck, slug: str | None = None) -> str:
    """Write a legal deck: a new file, or over `slug`'s (whose file follows a new name);
    returns its slug. A deck that breaks a rule is refused (DeckError): nothing is written."""
    deck = check_deck(game, Deck(check_name(deck.name), deck.team, deck.cards))
    new_slug = _free_slug(game, deck.name, keep=slug)
    write_json_atomic(decks_dir(game) / f"{new_slug}{SUFFIX}", deck_to_data(game, deck))
    if slug is not None and new_slug != slug:  # written first: the deck is never lost
        delete_deck(game, slug)
    return new_slug


def rename_deck(game: str, slug: str, name: str) -> str:
    """Give a saved deck a new name (its file follows it); returns the new slug."""
    deck = load_deck(game, slug)
    return save_deck(game, Deck(name, deck.team, deck.cards), slug)


def delete_deck(game: str, slug: str) -> bool:
    """Remove a deck's file; False when there was none."""
    path = decks_dir(game) / f"{slug}{SUFFIX}"
    if not path.is_file():
        return False
    path.unlink()
    return True


# -- text files ----------------------------------------------------------------------------
def deck_text(game: str, deck: Deck) -> str:
    """The deck as a text file a person can read and write (docs/decks.md)."""
    ruleset = registry.get(game)
    faces = ruleset.card_faces()
    lines = [
        f"# Monster Table deck: {ruleset.name}",
        "# A count and a card's name (or its code) on each line; lines starting with # are notes.",
        f"name: {deck.name}",
        "",
        "# team",
    ]
    lines += [f"1 {_called(faces, member)}" for member in deck.team]
    lines += ["", "# cards"]
    counts = Counter(deck.cards)
    order = sorted(counts, key=lambda code: faces[code].sort_key if code in faces else ())
    lines += [f"{counts[code]} {_called(faces, code)}" for code in order]
    return "\n".join(lines) + "\n"


def _called(faces: dict[str, CardFace], code: str) -> str:
    face = faces.get(code)
    return face.name if face is not None and face.name else code


def _lookup(faces: dict[str, CardFace]) -> dict[str, str]:
    """Every way a line may name a card, folded to lower case -> its code: its name in any
    language (a deck exported in Italian imports in English), or its code. A name two cards
    share names neither."""
    by_name: dict[str, str] = {}
    shared: set[str] = set()
    for code, face in faces.items():
        names = face.names.all() if face.names is not None else ()
        for key in {name.casefold() for name in names}:
            if by_name.get(key, code) != code:
                shared.add(key)
            by_name[key] = code
    for key in shared:
        del by_name[key]
    by_name.update({code.casefold(): code for code in faces})
    return by_name


def parse_deck_text(game: str, text: str) -> Deck:
    """The deck a text file holds; DeckError naming the line and what is wrong with it."""
    rules = rules_of(game)
    faces = registry.get(game).card_faces()
    lookup = _lookup(dict(faces))
    name: str | None = None
    team: list[str] = []
    cards: list[str] = []
    where: dict[str, int] = {}
    lines = text.splitlines()
    if len(lines) > TEXT_LINES:
        raise DeckError("decks.text.too_many_lines", count=len(lines), most=TEXT_LINES)
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not is_plain_text(line):
            raise _at(number, "decks.text.not_plain")
        if name is None:
            head, colon, rest = line.partition(":")
            if not colon or head.strip().casefold() != "name":
                raise _at(number, "decks.text.no_name")
            try:
                name = check_name(rest)
            except DeckError as problem:
                raise _at(number, "decks.text.reason", reason=problem) from None
            continue
        match = _LINE.match(line)
        count, called = (int(match[1]), match[2].strip()) if match else (1, line)
        code = lookup.get(called.casefold())
        if code is None:
            raise _at(number, "decks.text.unknown", card=quoted(called))
        if count < 1 or count > rules.max_copies:
            raise _at(number, "decks.text.count", most=rules.max_copies)
        where.setdefault(code, number)
        if faces[code].kind == rules.team_kind:
            if count != 1 or code in team:
                raise _at(number, "decks.text.team_once", card=_called(dict(faces), code))
            team.append(code)
        else:
            cards += [code] * count
    if name is None:
        raise DeckError("decks.text.no_name_at_all")
    deck = Deck(name, tuple(team), tuple(cards))
    broken = rules.problem(deck.team, deck.cards)
    if broken is not None:
        rule = problem_words(game, broken)
        named = next((v for v in broken.params.values() if v in where), None)
        if named is not None:
            raise _at(where[named], "decks.text.reason", reason=rule)
        raise DeckError("decks.breaks_rule", rule=rule)
    return deck


def _at(line: int, key: str, /, **params: Any) -> DeckError:
    return DeckError("decks.text.line", line=line, reason=Problem(key, **params))


def export_deck(game: str, deck: Deck, path: Path) -> None:
    """Write `deck` as a text file at `path` (atomically, and only over a regular file);
    DeckError when it cannot be."""
    try:
        write_text_there(path, deck_text(game, deck))
    except FileProblem as problem:
        raise DeckError("decks.export_failed", reason=problem) from None


def import_deck(game: str, path: Path) -> Deck:
    """The deck of a text file; DeckError (the line and the reason) when it is refused."""
    file = shown_name(path.name or str(path))  # "/" has no name of its own
    try:
        text = decode_text(path, read_bytes(path, TEXT_LIMIT))
    except FileNotFoundError:
        raise DeckError("decks.missing", file=shown_name(str(path))) from None
    except FileProblem as problem:
        raise DeckError("decks.import_refused", file=file, reason=problem) from None
    try:
        return parse_deck_text(game, text)
    except DeckError as problem:
        raise DeckError("decks.import_refused", file=file, reason=problem) from None
