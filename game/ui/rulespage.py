"""A game's rules page: its file read into sections of headings, paragraphs, bullets and
figures of cards, with errors that name the file and the line.

The markup of `assets/rules/<game>.<language>.txt`, one block per line or run of lines:

    # A heading            starts a section (listed in the page's contents)
    A paragraph's words    one line, one paragraph
    - A bullet             one item of a list
    [cards: r7 rd2 w]      a figure: the faces of these cards, as the table draws them

Blank lines only space the file out; a line starting with `%` is a note for the writers and
is not shown. The page starts with a heading, and no section is empty.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from game.paths import assets_dir

FIGURE = re.compile(r"^\[cards:(?P<codes>[^\]]*)\]$")
MOST_CARDS_IN_A_FIGURE = 5  # a row that still fits the narrowest window


class RulesPageError(ValueError):
    """A page file that does not follow the markup: `source:line: what is wrong`."""

    def __init__(self, source: str, line: int, message: str):
        super().__init__(f"{source}:{line}: {message}")
        self.source, self.line, self.problem = source, line, message


@dataclass(frozen=True)
class Block:
    """One piece of a section: kind is "paragraph", "bullet" or "figure" (with `codes`)."""

    kind: str
    text: str = ""
    codes: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True)
class Section:
    heading: str
    blocks: tuple[Block, ...]
    line: int = 0


@dataclass(frozen=True)
class RulesPage:
    sections: tuple[Section, ...]

    def contents(self) -> list[str]:
        """The headings, in order: the page's table of contents."""
        return [section.heading for section in self.sections]

    def figure_codes(self) -> list[str]:
        return [code for s in self.sections for b in s.blocks for code in b.codes]

    def plain_text(self) -> str:
        """The page's words without its markup (headings, paragraphs, bullets)."""
        lines: list[str] = []
        for section in self.sections:
            lines.append(section.heading)
            lines += [
                ("- " if b.kind == "bullet" else "") + b.text for b in section.blocks if b.text
            ]
        return "\n".join(lines)

    def with_section(self, heading: str, bullets: list[str]) -> RulesPage:
        """The page with one more section of bullets at its end (the game's options)."""
        blocks = tuple(Block("bullet", text) for text in bullets)
        return RulesPage((*self.sections, Section(heading, blocks)))


def parse_page(
    text: str, source: str = "<page>", codes: Collection[str] | None = None
) -> RulesPage:
    """Read a page written in the markup above. With `codes` (the game's card codes), a figure
    naming any other card is an error too."""
    sections: list[Section] = []
    heading: tuple[str, int] | None = None
    blocks: list[Block] = []

    def end_section() -> None:
        if heading is not None:
            if not blocks:
                raise RulesPageError(source, heading[1], f"the section {heading[0]!r} is empty")
            sections.append(Section(heading[0], tuple(blocks), heading[1]))

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("%"):
            continue
        if line.startswith("#"):
            title = line.lstrip("#").strip()
            if not line.startswith("# ") or not title:
                raise RulesPageError(source, number, "a heading is '# ' and its words")
            end_section()
            heading, blocks = (title, number), []
            continue
        if heading is None:
            raise RulesPageError(source, number, "the page starts with a heading ('# ...')")
        if line.startswith("["):
            blocks.append(_figure(line, source, number, codes))
        elif line.startswith("- ") or line == "-":
            words = line[1:].strip()
            if not words:
                raise RulesPageError(source, number, "a bullet with no words")
            blocks.append(Block("bullet", words, line=number))
        else:
            blocks.append(Block("paragraph", line, line=number))
    end_section()
    if not sections:
        raise RulesPageError(source, 1, "the page has no sections ('# ...')")
    return RulesPage(tuple(sections))


def _figure(line: str, source: str, number: int, codes: Collection[str] | None) -> Block:
    match = FIGURE.match(line)
    if match is None:
        raise RulesPageError(source, number, "a figure is written '[cards: CODE CODE ...]'")
    named = tuple(match.group("codes").split())
    if not named:
        raise RulesPageError(source, number, "a figure names no card")
    if len(named) > MOST_CARDS_IN_A_FIGURE:
        most = MOST_CARDS_IN_A_FIGURE
        raise RulesPageError(source, number, f"a figure shows at most {most} cards")
    unknown = [code for code in named if codes is not None and code not in codes]
    if unknown:
        raise RulesPageError(source, number, f"no card of this game is {', '.join(unknown)}")
    return Block("figure", codes=named, line=number)


def page_path(ruleset_id: str, language: str) -> Path:
    return assets_dir() / "rules" / f"{ruleset_id}.{language}.txt"


def read_page(
    ruleset_id: str, language: str, codes: Collection[str] | None = None
) -> RulesPage | None:
    """The page of a game in a language (None when there is no such file)."""
    path = page_path(ruleset_id, language)
    if not path.exists():
        return None
    source = f"assets/rules/{path.name}"
    return parse_page(path.read_text(encoding="utf-8"), source, codes)
