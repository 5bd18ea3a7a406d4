"""A player aid's line read for its looks: a step's number ("1. Play…" → a numbered disc), and
a short label before a colon ("Fajita: only blocking." → a chip "Fajita", then the rest). Plain
text work, no pygame: the aid draws what this finds, and nothing of the line is lost."""

from __future__ import annotations

import re
from dataclasses import dataclass

CHIP_LONGEST = 26
"""A label longer than this (in characters) stays in the sentence: it is not a key fact."""
CHIP_WORDS = 4
LIST_MARK = " \u00b7 "
"""Between the items of a list of key facts ("Tortilla 0 · Lettuce 1 · …"): each a chip."""


@dataclass(frozen=True)
class LineParts:
    """A line as drawn: its step number ("" for none), its chip ("" for none) and the rest."""

    number: str
    chip: str
    text: str
    items: tuple[str, ...] = ()
    """A list of short facts, each drawn as a chip (then `text` is the whole line)."""


def step_number(text: str, expected: int) -> str:
    """`expected` as a string when `text` starts with it as a step ("1. Play", "1 Customers"),
    else ""."""
    match = re.match(rf"{expected}\.?\s+(?=\S)", text)
    return str(expected) if match else ""


def chip_of(text: str) -> tuple[str, str]:
    """(label, rest) when `text` opens with a short label and a colon ("Meat 3: Cheese,
    Salsa"); ("", text) otherwise."""
    head, colon, rest = text.partition(": ")
    if (not colon or not rest.strip() or len(head) > CHIP_LONGEST
            or len(head.split()) > CHIP_WORDS or any(mark in head for mark in ".!?()")):
        return "", text
    return head, rest


def section_parts(lines: list[str]) -> list[LineParts]:
    """A section's lines, each split into number, chip and text: steps are numbered only when
    the section's first line is step 1 and they follow on (so "2 players: …" is no step)."""
    out: list[LineParts] = []
    expected = 1
    for text in lines:
        number = step_number(text, expected) if expected == len(out) + 1 else ""
        if number:
            text = re.sub(rf"^{number}\.?\s+", "", text)
            expected += 1
        chip, rest = chip_of(text)
        out.append(LineParts(number, chip, rest, items_of(rest)))
    return out


def items_of(text: str) -> tuple[str, ...]:
    """The items of a list of three or more short facts joined by " · "; () for a sentence."""
    items = tuple(item.strip() for item in text.split(LIST_MARK.strip()))
    if len(items) < 3 or any(not item or len(item) > CHIP_LONGEST for item in items):
        return ()
    return items
