"""Prompts speak the device in hand: a table's or a menu's key words ("Enter: play") said as
the pad buttons that do the same ("⟨a⟩ play", drawn as the button's glyph). `say` is the one
way every screen words a hint for the device in hand."""

from __future__ import annotations

import re
from typing import Any

from tabletop.input import pad
from tabletop.input.glyph_tokens import CLOSE, glyph, plain

GLYPH_OF = {pad.A: "a", pad.B: "b", pad.X: "x", pad.Y: "y", pad.LB: "lb", pad.RB: "rb",
            pad.START: "start", pad.BACK: "back"}


def confirm_glyph(swap: bool = False) -> str:
    return glyph(GLYPH_OF[pad.confirm_button(swap)])


def cancel_glyph(swap: bool = False) -> str:
    return glyph(GLYPH_OF[pad.cancel_button(swap)])


def replacements(swap: bool, menu: bool = False) -> list[tuple[re.Pattern[str], str]]:
    """(key words, the pad's words), longest first so "Left/Right or Tab" goes whole. In a
    menu Esc is the cancel button (which goes back there; Start does too)."""
    dpad = glyph("dpad")
    pairs = [
        (r"Left/Right or Tab", dpad),
        (r"Left/Right", f"{dpad} left/right"),
        (r"Up/Down", f"{dpad} up/down"),
        (r"\b[Aa]rrows\b", dpad),
        (r"\bUp\b", f"{dpad} up"),
        (r"\bEnter\b", confirm_glyph(swap)),
        (r"\bBackspace\b", cancel_glyph(swap)),
        (r"\bEsc\b", cancel_glyph(swap) if menu else glyph("start")),
        (r"\bShift\+Tab\b", glyph("lb")),
        (r"\bTab\b", glyph("rb")),
        (r"\bCtrl\+Z\b", glyph("y")),
        (r"\bF1\b", glyph("back")),
        (r"\bH:", f"{glyph('x')}:"),
    ]
    return [(re.compile(words), said) for words, said in pairs]


def speak_pad(text: str, swap: bool = False, menu: bool = False) -> str:
    """`text` with every key it names said as the pad button that does the same."""
    for words, said in replacements(swap, menu):
        text = words.sub(said, text)
    return text.replace(f"{CLOSE}:", CLOSE)  # "⟨a⟩ play": the glyph is its own label


def pad_in_hand(services: Any) -> bool:
    """The last input came from a pad (a test's stand-in services may keep no pads)."""
    pads = getattr(services, "pads", None)
    return bool(pads is not None and pads.in_hand)


def pad_swap(services: Any) -> bool:
    """The player swapped confirm and back."""
    return bool(getattr(getattr(services, "settings", None), "pad_swap", False))


def say(services: Any, keys: str, pad_words: str | None = None, menu: bool = True) -> str:
    """A hint in the words of the device in hand: `keys` as written while the keyboard or mouse
    is in hand; with a pad, `pad_words` (or `keys` itself when the pad does the same) with
    every key named said as its pad button, drawn as the button's glyph (see glyph_text)."""
    if not pad_in_hand(services):
        return keys
    return speak_pad(keys if pad_words is None else pad_words, pad_swap(services), menu)


def say_plain(services: Any, keys: str, pad_words: str | None = None,
              menu: bool = True) -> str:
    """`say` for a button's label or a sentence a table draws itself, which have no room
    for glyphs: "Full rules (Back)", "D-pad left/right: the player · A: give it"."""
    return plain(say(services, keys, pad_words, menu)).replace("Dpad", "D-pad")


def table_tips(hint: bool, undo: bool) -> str:
    """The pad buttons a table's top bar lists (only those that apply now)."""
    tips = [f"{glyph('start')} menu"]
    if hint:
        tips.append(f"{glyph('x')} hint")
    if undo:
        tips.append(f"{glyph('y')} undo")
    tips.append(f"{glyph('back')} aid")
    return "  ".join(tips)
