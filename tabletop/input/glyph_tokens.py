"""How a line of text names a gamepad button: "⟨a⟩ play" (drawn as the A glyph by
ui/glyph_text.py, said as "A play" where no glyph can be drawn)."""

from __future__ import annotations

import re

OPEN, CLOSE = "\u27e8", "\u27e9"
TOKEN = re.compile(f"{OPEN}([a-z]+){CLOSE}")


def glyph(name: str) -> str:
    """The token for pad button `name` ("a", "b", "x", "y", "lb", "rb", "start", "back",
    "dpad") in a line of text."""
    return f"{OPEN}{name}{CLOSE}"


def has_glyphs(text: str) -> bool:
    return OPEN in text


def plain(text: str) -> str:
    """The line with each glyph as its button's name ("⟨a⟩ play" -> "A play")."""
    return TOKEN.sub(lambda m: m.group(1).upper() if len(m.group(1)) <= 2
                     else m.group(1).capitalize(), text)


def runs(text: str) -> list[tuple[str, str]]:
    """("text", words) and ("glyph", name) pieces, in order."""
    out: list[tuple[str, str]] = []
    at = 0
    for found in TOKEN.finditer(text):
        if found.start() > at:
            out.append(("text", text[at:found.start()]))
        out.append(("glyph", found.group(1)))
        at = found.end()
    if at < len(text):
        out.append(("text", text[at:]))
    return out
