"""A game's player aid, rules booklet and worked examples as data (no pygame).

- The **aid** (`<game>/aid.yaml`): a title and sections of short lines, each section in one
  of up to three columns; a line may name card faces or dice to show beside it.
- The **examples** (`<game>/examples.yaml`): each a setup (a fixed deck or dice), a few lines
  saying what lies where, and steps: an action, what happened and why, and the result the
  rules must give (a test plays every example through the rules, so the booklet cannot
  contradict the game; the app only reads the words and pictures).
- The **booklet** (`<game>/booklet.md`): Markdown whose `##` headings are its sections (a line
  `{example <id>}` stands for that worked example), followed by two sections of its own: the
  project's decisions ("Where the rulebook is silent") and the rulebook as printed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

import msgspec

from tabletop.core.data_model import Invalid, Meta, Model, Text, load_model
from tabletop.core.errors import DataError
from tabletop.core.language import N_, Language
from tabletop.ui.markdown import (
    DATA_FILES,
    HEADING,
    NUMBERED,
    PARAGRAPH,
    Block,
    Span,
    parse,
    plain,
    spans_of,
    translated,
)

AID_COLUMNS = 3
SILENT = N_("Where the rulebook is silent")
AS_PRINTED = N_("Rulebook as printed")
AS_PRINTED_NOTE = N_("The rulebook's own text, word for word.")
EXAMPLE_TITLE = N_("Example: {title}")
_EXAMPLE = re.compile(r"^\{example\s+([\w-]+)\}\s*$")


# --- the player aid ----------------------------------------------------------------------------
PictureNames = tuple[str | int, ...]
"""Card faces or dice, named as the table draws them ("4", "legendary", a die's id)."""


class AidLine(Model, frozen=True):
    """One short line of the aid, with the card faces or dice it names."""

    ITEM: ClassVar[str] = "line"
    NAMED_BY: ClassVar[tuple[str, ...]] = ("text",)
    text: Text
    named: PictureNames = msgspec.field(default=(), name="pictures")

    @property
    def pictures(self) -> tuple[str, ...]:
        return tuple(str(name) for name in self.named)


class AidSection(Model, frozen=True):
    """A heading and its lines (a line is text, or text with pictures), in one column."""

    ITEM: ClassVar[str] = "section"
    NAMED_BY: ClassVar[tuple[str, ...]] = ("heading",)
    heading: Text
    written: Annotated[tuple[str | AidLine, ...], Meta(min_length=1)] = msgspec.field(
        name="lines")
    place: Annotated[int, Meta(ge=1, le=AID_COLUMNS)] = msgspec.field(default=1, name="column")
    """1, 2 or 3: which column of the aid it sits in (sections keep their order there)."""

    @property
    def column(self) -> int:
        """The column counted from 0."""
        return self.place - 1

    @property
    def lines(self) -> tuple[AidLine, ...]:
        return tuple(AidLine(line) if isinstance(line, str) else line for line in self.written)


class Aid(Model, frozen=True):
    """A game's player aid (`<game>/aid.yaml`): a title and its sections."""

    title: Text
    sections: Annotated[tuple[AidSection, ...], Meta(min_length=1)]

    @property
    def columns(self) -> int:
        return max((s.column for s in self.sections), default=0) + 1

    def pictures(self) -> set[str]:
        return {p for s in self.sections for line in s.lines for p in line.pictures}


def parse_aid(raw: Any, file: str) -> Aid:
    """The aid from its YAML; DataError naming the file and field when it is wrong."""
    return load_model(raw, Aid, file)


# --- worked examples ---------------------------------------------------------------------------
class ExampleStep(Model, frozen=True):
    """One action of an example: what it is (`do`, read by the test that plays it), what the
    booklet says about it, and what the rules must answer (`expect`)."""

    ITEM: ClassVar[str] = "step"
    NAMED_BY: ClassVar[tuple[str, ...]] = ()
    says: Text
    do: dict[str, Any]
    expect: tuple[dict[str, Any], ...] = ()
    named: PictureNames = msgspec.field(default=(), name="pictures")

    @property
    def pictures(self) -> tuple[str, ...]:
        return tuple(str(name) for name in self.named)


class Example(Model, frozen=True):
    """A worked example: a fixed setup, what lies where, then its steps."""

    ITEM: ClassVar[str] = "example"
    id: Text
    title: Text
    setup: dict[str, Any]
    intro: Text
    steps: Annotated[tuple[ExampleStep, ...], Meta(min_length=1)]
    named: PictureNames = msgspec.field(default=(), name="pictures")

    @property
    def pictures(self) -> tuple[str, ...]:
        return tuple(str(name) for name in self.named)

    def blocks(self, words: Language | None = None) -> list[Block]:
        """The example as booklet blocks in `words`'s language: its title, what lies where,
        then each step (the data file's words are the catalog's messages)."""
        _ = (words or Language()).gettext
        title = _(EXAMPLE_TITLE).format(title=_(self.title))
        out = [Block(HEADING, (Span(title),), level=3),
               Block(PARAGRAPH, spans_of(_(self.intro)), pictures=self.pictures, aside=True)]
        for number, step in enumerate(self.steps, 1):
            out.append(Block(NUMBERED, spans_of(_(step.says)), marker=f"{number}.",
                             pictures=step.pictures, aside=True))
        return out


class Examples(Model, frozen=True):
    """A game's worked examples (`<game>/examples.yaml`); each id used once."""

    examples: tuple[Example, ...]

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for index, example in enumerate(self.examples):
            if example.id in seen:
                raise Invalid(f"examples[{index}].id", f"{example.id!r} is used twice")
            seen.add(example.id)


def parse_examples(raw: Any, file: str) -> dict[str, Example]:
    """The examples from their YAML, by id."""
    return {example.id: example for example in load_model(raw, Examples, file).examples}


# --- the booklet ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Section:
    """One page of the booklet: its title (the contents list's entry) and its blocks."""

    title: str
    blocks: tuple[Block, ...]
    key: str = ""
    """What the page is, in no language: its `##` heading as the booklet file writes it, or
    `SILENT` or `AS_PRINTED` (tests and jumps find a page by it)."""


def booklet_sections(booklet: str, examples: Mapping[str, Example], decisions: str,
                     rulebook: str, file: str = "booklet",
                     words: Language | None = None) -> list[Section]:
    """The booklet's pages in `words`'s language: its own `##` sections (examples put in),
    then the decisions in plain words, then the rulebook as printed (unchanged: it stays in
    English)."""
    words = words or Language()
    _ = words.gettext
    sections: list[Section] = []
    title = ""
    lines: list[str] = []

    def close() -> None:
        if title:
            said = _(title)
            sections.append(Section(said, tuple(_with_examples(said, lines, examples, file,
                                                               words)), key=title))

    for line in booklet.splitlines():
        heading = re.match(r"^##\s+(.*?)\s*$", line)
        if heading:
            close()
            title, lines = heading.group(1), []
        elif title:
            lines.append(line)
    close()
    sections.append(Section(_(SILENT), tuple(decision_blocks(decisions, words)), key=SILENT))
    sections.append(Section(_(AS_PRINTED), tuple(
        [Block(HEADING, (Span(_(AS_PRINTED)),), level=1),
         Block(PARAGRAPH, (Span(_(AS_PRINTED_NOTE), italic=True),))]
        + plain(rulebook)), key=AS_PRINTED))
    return sections


def _with_examples(title: str, lines: list[str], examples: Mapping[str, Example],
                   file: str, words: Language) -> list[Block]:
    blocks = [Block(HEADING, spans_of(title), level=1)]
    chunk: list[str] = []
    for line in lines:
        found = _EXAMPLE.match(line.strip())
        if found is None:
            chunk.append(line)
            continue
        blocks += parse(translated("\n".join(chunk), words.gettext), _data_files(words))
        chunk = []
        example = examples.get(found.group(1))
        if example is None:
            raise DataError(file, title, f"names an example that is not there: "
                                         f"{found.group(1)!r}")
        blocks += example.blocks(words)
    return blocks + parse(translated("\n".join(chunk), words.gettext), _data_files(words))


def _data_files(words: Language) -> str:
    """What a file path in a page reads as, in `words`'s language."""
    return words.gettext(DATA_FILES)


def decision_blocks(decisions: str, words: Language | None = None) -> list[Block]:
    """The decisions page as a booklet section in `words`'s language: its own title gives
    way to the section's, its sections become subheadings."""
    words = words or Language()
    blocks = [Block(HEADING, (Span(words.gettext(SILENT)),), level=1)]
    for block in parse(translated(decisions, words.gettext), _data_files(words)):
        if block.kind == HEADING and block.level == 1:
            continue
        if block.kind == HEADING:
            block = Block(HEADING, block.spans, level=3)
        blocks.append(block)
    return blocks
