"""Prompts speak the device in hand: a table's key words ("Enter: play") said as the pad
buttons that do the same ("⟨a⟩: play", drawn as the button's glyph)."""

from __future__ import annotations

import re

from tabletop.input import pad
from tabletop.ui.glyph_text import CLOSE, glyph

GLYPH_OF = {pad.A: "a", pad.B: "b", pad.X: "x", pad.Y: "y", pad.LB: "lb", pad.RB: "rb",
            pad.START: "start", pad.BACK: "back"}


def confirm_glyph(swap: bool = False) -> str:
    return glyph(GLYPH_OF[pad.confirm_button(swap)])


def cancel_glyph(swap: bool = False) -> str:
    return glyph(GLYPH_OF[pad.cancel_button(swap)])


def replacements(swap: bool) -> list[tuple[re.Pattern[str], str]]:
    """(key words, the pad's words), longest first so "Left/Right or Tab" goes whole."""
    dpad = glyph("dpad")
    pairs = [
        (r"Left/Right or Tab", dpad),
        (r"Left/Right", f"{dpad} left/right"),
        (r"Up/Down", f"{dpad} up/down"),
        (r"\b[Aa]rrows\b", dpad),
        (r"\bUp\b", f"{dpad} up"),
        (r"\bEnter\b", confirm_glyph(swap)),
        (r"\bBackspace\b", cancel_glyph(swap)),
        (r"\bEsc\b", glyph("start")),
        (r"\bShift\+Tab\b", glyph("lb")),
        (r"\bTab\b", glyph("rb")),
        (r"\bCtrl\+Z\b", glyph("y")),
        (r"\bF1\b", glyph("back")),
        (r"\bH:", f"{glyph('x')}:"),
    ]
    return [(re.compile(words), said) for words, said in pairs]


def speak_pad(text: str, swap: bool = False) -> str:
    """`text` with every key it names said as the pad button that does the same."""
    for words, said in replacements(swap):
        text = words.sub(said, text)
    return text.replace(f"{CLOSE}:", CLOSE)  # "⟨a⟩ play": the glyph is its own label


def table_tips(hint: bool, undo: bool) -> str:
    """The pad buttons a table's top bar lists (only those that apply now)."""
    tips = [f"{glyph('start')} menu"]
    if hint:
        tips.append(f"{glyph('x')} hint")
    if undo:
        tips.append(f"{glyph('y')} undo")
    tips.append(f"{glyph('back')} aid")
    return "  ".join(tips)
