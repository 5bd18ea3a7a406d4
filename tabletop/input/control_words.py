"""Prompts name controls by token ("{confirm}: play"), worded for the device in hand: the
keyboard's key ("Enter: play") or the pad's button, drawn as its glyph ("⟨a⟩ play").

A token is a control's role, never a key's English name, so a prompt is written once for every
device (and, later, every language and remapped key). Text with no token passes unchanged;
braces that name no control (a `.format` field) are left for their owner.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType

from tabletop.input.glyph_tokens import CLOSE, glyph

TOKEN = re.compile(r"\{([A-Za-z_]+)\}")


@dataclass(frozen=True)
class Control:
    """One control as a prompt names it: the keyboard's words and the pad's (glyph tokens).
    `pad` may name "confirm" or "cancel", which follow the swap setting, and "escape", which is
    the cancel button in a menu and Start at a table."""

    keys: str
    pad: str


CONTROLS = MappingProxyType({
    "confirm": Control("Enter", "confirm"),
    "erase": Control("Backspace", "cancel"),
    "escape": Control("Esc", "escape"),
    "next": Control("Tab", glyph("rb")),
    "previous": Control("Shift+Tab", glyph("lb")),
    "sections": Control("Shift+Tab/Tab", f"{glyph('lb')}/{glyph('rb')}"),
    "undo": Control("Ctrl+Z", glyph("y")),
    "aid": Control("F1", glyph("back")),
    "hint": Control("H", glyph("x")),
    "arrows": Control("arrows", glyph("dpad")),
    "Arrows": Control("Arrows", glyph("dpad")),
    "walk": Control("Left/Right or Tab", glyph("dpad")),
    "left_right": Control("Left/Right", f"{glyph('dpad')} left/right"),
    "up_down": Control("Up/Down", f"{glyph('dpad')} up/down"),
    "up": Control("Up", f"{glyph('dpad')} up"),
})
"""Every control a prompt may name, by token. "arrows"/"Arrows" differ only in the capital the
keyboard's words take at the start of a sentence."""


def for_keys(text: str) -> str:
    """`text` with each control named as the keyboard's key."""
    return TOKEN.sub(lambda m: CONTROLS[m.group(1)].keys if m.group(1) in CONTROLS
                     else m.group(0), text)


def for_pad(text: str, swap: bool = False, menu: bool = False) -> str:
    """`text` with each control named as the pad's button (a glyph token; "⟨a⟩ play": a glyph
    followed by a colon drops it, the glyph is its own label). `swap` swaps confirm and
    cancel; in a `menu` Esc's control is the cancel button, at a table it is Start."""
    buttons = {"confirm": glyph("b" if swap else "a"), "cancel": glyph("a" if swap else "b"),
               "escape": glyph("a" if swap else "b") if menu else glyph("start")}

    def button(found: re.Match[str]) -> str:
        control = CONTROLS.get(found.group(1))
        if control is None:
            return found.group(0)
        return buttons.get(control.pad, control.pad)

    return TOKEN.sub(button, text).replace(f"{CLOSE}:", CLOSE)


def names_controls(text: str) -> bool:
    """`text` names at least one control by token."""
    return any(m.group(1) in CONTROLS for m in TOKEN.finditer(text))
