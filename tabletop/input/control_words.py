"""Prompts name controls by token ("{confirm}: play"), worded for the device in hand: the
keyboard's key ("Enter: play") or the pad's button, drawn as its glyph ("⟨a⟩ play").

A token is a control's role, never a key's English name, so a prompt is written once for every
device (and, later, every language and remapped key). Text with no token passes unchanged;
braces that name no control (a `.format` field) are left for their owner.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tabletop.core.language import N_, Language
from tabletop.input.glyph_tokens import CLOSE, glyph
from tabletop.input.keymap import key_words, keymap_of

TOKEN = re.compile(r"\{([A-Za-z_]+)\}")


@dataclass(frozen=True)
class Control:
    """One control as a prompt names it: the keyboard's words and the pad's (glyph tokens).
    `pad` may name "confirm" or "cancel", which follow the swap setting, and "escape", which is
    the cancel button in a menu and Start at a table."""

    keys: str
    pad: str
    pad_words: str = ""
    """Words after the pad's glyph ("left/right"), in the catalog like `keys`."""


CONTROLS = MappingProxyType({
    "confirm": Control(N_("Enter"), "confirm"),
    "erase": Control(N_("Backspace"), "cancel"),
    "escape": Control(N_("Esc"), "escape"),
    "next": Control("Tab", glyph("rb")),
    "previous": Control(N_("Shift+Tab"), glyph("lb")),
    "sections": Control(N_("Shift+Tab/Tab"), f"{glyph('lb')}/{glyph('rb')}"),
    "undo": Control(N_("Ctrl+Z"), glyph("y")),
    "aid": Control("F1", glyph("back")),
    "hint": Control("H", glyph("x")),
    "arrows": Control(N_("arrows"), glyph("dpad")),
    "Arrows": Control(N_("Arrows"), glyph("dpad")),
    "walk": Control(N_("Left/Right or Tab"), glyph("dpad")),
    "left_right": Control(N_("Left/Right"), glyph("dpad"), N_("left/right")),
    "up_down": Control(N_("Up/Down"), glyph("dpad"), N_("up/down")),
    "up": Control(N_("Up"), glyph("dpad"), N_("up")),
    "controls": Control("F2", glyph("back")),
    "narration": Control("F4", ""),
    "summary": Control("F5", ""),
    "repeat": Control("F6", ""),
})
"""Every control a prompt may name, by token. "arrows"/"Arrows" differ only in the capital the
keyboard's words take at the start of a sentence."""


KEPT = MappingProxyType({name: f"{{{name}}}" for name in CONTROLS})
"""Pass to a sentence's `.format` to keep its control tokens for `for_keys` / `for_pad`."""


KEY_ACTIONS = MappingProxyType({
    "confirm": ("confirm",), "erase": ("erase",), "escape": ("back",), "next": ("next",),
    "undo": ("undo",), "aid": ("rules",), "hint": ("hint",), "up": ("up",),
    "controls": ("controls",), "narration": ("narration",), "summary": ("summary",),
    "repeat": ("repeat",),
    "left_right": ("left", "right"), "up_down": ("up", "down"),
    "arrows": ("left", "right", "up", "down"), "Arrows": ("left", "right", "up", "down"),
})
"""The key map's actions behind a token: where the player chose a key for one of them, the
token names the keys in force ("J/L" for Left/Right)."""


def for_keys(text: str, words: Language | None = None,
             chosen: Mapping[str, str] | None = None) -> str:
    """`text` with each control named as the keyboard's key (in `words`'s language): the key
    the player chose for it in Settings → Keys (`chosen`, action → key) where there is one."""
    say = (words or Language()).gettext
    keys = keymap_of(chosen)

    def key(found: re.Match[str]) -> str:
        token = found.group(1)
        if token not in CONTROLS:
            return found.group(0)
        actions = KEY_ACTIONS.get(token, ())
        if any(action in keys.chosen for action in actions):
            return "/".join(key_words(keys.keys_of(action)[0], words) for action in actions)
        return say(CONTROLS[token].keys)

    return TOKEN.sub(key, text)


def for_pad(text: str, swap: bool = False, menu: bool = False,
            words: Language | None = None) -> str:
    """`text` with each control named as the pad's button (a glyph token; "⟨a⟩ play": a glyph
    followed by a colon drops it, the glyph is its own label). `swap` swaps confirm and
    cancel; in a `menu` Esc's control is the cancel button, at a table it is Start."""
    buttons = {"confirm": glyph("b" if swap else "a"), "cancel": glyph("a" if swap else "b"),
               "escape": glyph("a" if swap else "b") if menu else glyph("start")}

    def button(found: re.Match[str]) -> str:
        control = CONTROLS.get(found.group(1))
        if control is None:
            return found.group(0)
        button = buttons.get(control.pad, control.pad)
        if not control.pad_words:
            return button
        return f"{button} {(words or Language()).gettext(control.pad_words)}"

    return TOKEN.sub(button, text).replace(f"{CLOSE}:", CLOSE)


def names_controls(text: str) -> bool:
    """`text` names at least one control by token."""
    return any(m.group(1) in CONTROLS for m in TOKEN.finditer(text))
