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
from typing import Any

from tabletop.core.errors import DataError
from tabletop.core.schema import Fields
from tabletop.ui.markdown import HEADING, NUMBERED, PARAGRAPH, Block, Span, parse, plain, spans_of

AID_COLUMNS = 3
SILENT = "Where the rulebook is silent"
AS_PRINTED = "Rulebook as printed"
_EXAMPLE = re.compile(r"^\{example\s+([\w-]+)\}\s*$")


# --- the player aid ----------------------------------------------------------------------------
@dataclass(frozen=True)
class AidLine:
    """One short line of the aid, with the card faces or dice it names."""

    text: str
    pictures: tuple[str, ...] = ()


@dataclass(frozen=True)
class AidSection:
    heading: str
    lines: tuple[AidLine, ...]
    column: int
    """0, 1 or 2: which column of the aid it sits in (sections keep their order there)."""


@dataclass(frozen=True)
class Aid:
    title: str
    sections: tuple[AidSection, ...]

    @property
    def columns(self) -> int:
        return max((s.column for s in self.sections), default=0) + 1

    def pictures(self) -> set[str]:
        return {p for s in self.sections for line in s.lines for p in line.pictures}


def _names(fields: Fields, key: str) -> tuple[str, ...]:
    names = fields.get(key, list, [])
    for i, name in enumerate(names):
        if not isinstance(name, str | int) or isinstance(name, bool):
            raise fields.fail(f"{key}[{i}]", f"should name a card or a die, found {name!r}")
    return tuple(str(name) for name in names)


def parse_aid(raw: Any, file: str) -> Aid:
    """The aid from its YAML; DataError naming the file and field when it is wrong."""
    top = Fields(raw, file, "")
    sections = []
    for item in top.items("sections"):
        lines = []
        for i, entry in enumerate(item.get("lines", list)):
            if isinstance(entry, str):
                lines.append(AidLine(entry))
                continue
            line = Fields(entry, file, f"{item.where}.lines[{i}]")
            lines.append(AidLine(line.get("text", str), _names(line, "pictures")))
        if not lines:
            raise item.fail("lines", "a section needs at least one line")
        sections.append(AidSection(item.get("heading", str), tuple(lines),
                                   item.get("column", int, 1, minimum=1,
                                            maximum=AID_COLUMNS) - 1))
    if not sections:
        raise top.fail("sections", "the aid needs at least one section")
    return Aid(top.get("title", str), tuple(sections))


# --- worked examples ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ExampleStep:
    """One action of an example: what it is (`do`, read by the test that plays it), what the
    booklet says about it, and what the rules must answer (`expect`)."""

    says: str
    do: Mapping[str, Any]
    expect: tuple[Mapping[str, Any], ...]
    pictures: tuple[str, ...] = ()


@dataclass(frozen=True)
class Example:
    id: str
    title: str
    setup: Mapping[str, Any]
    intro: str
    steps: tuple[ExampleStep, ...]
    pictures: tuple[str, ...] = ()

    def blocks(self) -> list[Block]:
        """The example as booklet blocks: its title, what lies where, then each step."""
        out = [Block(HEADING, (Span(f"Example: {self.title}"),), level=3),
               Block(PARAGRAPH, spans_of(self.intro), pictures=self.pictures, aside=True)]
        for number, step in enumerate(self.steps, 1):
            out.append(Block(NUMBERED, spans_of(step.says), marker=f"{number}.",
                             pictures=step.pictures, aside=True))
        return out


def parse_examples(raw: Any, file: str) -> dict[str, Example]:
    """The examples from their YAML, by id."""
    top = Fields(raw, file, "")
    out: dict[str, Example] = {}
    for item in top.items("examples"):
        steps = []
        for step in item.items("steps"):
            expect = step.get("expect", list, [])
            if not all(isinstance(e, Mapping) for e in expect):
                raise step.fail("expect", "should be a list of mappings")
            steps.append(ExampleStep(step.get("says", str), step.get("do", dict),
                                     tuple(expect), _names(step, "pictures")))
        if not steps:
            raise item.fail("steps", "an example needs at least one step")
        key = item.get("id", str)
        if key in out:
            raise item.fail("id", f"{key!r} is used twice")
        out[key] = Example(key, item.get("title", str), item.get("setup", dict),
                           item.get("intro", str), tuple(steps), _names(item, "pictures"))
    return out


# --- the booklet ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Section:
    """One page of the booklet: its title (the contents list's entry) and its blocks."""

    title: str
    blocks: tuple[Block, ...]


def booklet_sections(booklet: str, examples: Mapping[str, Example], decisions: str,
                     rulebook: str, file: str = "booklet") -> list[Section]:
    """The booklet's pages: its own `##` sections (examples put in), then the decisions in
    plain words, then the rulebook as printed (unchanged)."""
    sections: list[Section] = []
    title, lines = "", []

    def close() -> None:
        if title:
            sections.append(Section(title, tuple(_with_examples(title, lines, examples,
                                                                file))))

    for line in booklet.splitlines():
        heading = re.match(r"^##\s+(.*?)\s*$", line)
        if heading:
            close()
            title, lines = heading.group(1), []
        elif title:
            lines.append(line)
    close()
    sections.append(Section(SILENT, tuple(decision_blocks(decisions))))
    sections.append(Section(AS_PRINTED, tuple(
        [Block(HEADING, (Span(AS_PRINTED),), level=1),
         Block(PARAGRAPH, (Span("The rulebook's own text, word for word.", italic=True),))]
        + plain(rulebook))))
    return sections


def _with_examples(title: str, lines: list[str], examples: Mapping[str, Example],
                   file: str) -> list[Block]:
    blocks = [Block(HEADING, spans_of(title), level=1)]
    chunk: list[str] = []
    for line in lines:
        found = _EXAMPLE.match(line.strip())
        if found is None:
            chunk.append(line)
            continue
        blocks += parse("\n".join(chunk))
        chunk = []
        example = examples.get(found.group(1))
        if example is None:
            raise DataError(file, title, f"names an example that is not there: "
                                         f"{found.group(1)!r}")
        blocks += example.blocks()
    return blocks + parse("\n".join(chunk))


def decision_blocks(decisions: str) -> list[Block]:
    """The decisions page as a booklet section: its own title gives way to the section's,
    its sections become subheadings."""
    blocks = [Block(HEADING, (Span(SILENT),), level=1)]
    for block in parse(decisions):
        if block.kind == HEADING and block.level == 1:
            continue
        if block.kind == HEADING:
            block = Block(HEADING, block.spans, level=3)
        blocks.append(block)
    return blocks
