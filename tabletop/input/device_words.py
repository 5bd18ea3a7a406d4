"""Prompts in the words of the device in hand: a prompt names its controls by token
("{confirm}: play", see `control_words`), said as keys while the keyboard or mouse is in hand
and as pad buttons (drawn as their glyphs, "⟨a⟩ play") while a pad is. `say` is the one way
every screen words a hint for the device in hand."""

from __future__ import annotations

from typing import Any

from tabletop.core.language import Language
from tabletop.input.control_words import for_keys, for_pad
from tabletop.input.glyph_tokens import plain


def pad_in_hand(services: Any) -> bool:
    """The last input came from a pad (a test's stand-in services may keep no pads)."""
    pads = getattr(services, "pads", None)
    return bool(pads is not None and pads.in_hand)


def words_of(services: Any) -> Language | None:
    """The language of the services (a test's stand-in services may have none)."""
    return getattr(services, "words", None)


def chosen_keys(services: Any) -> Any:
    """The keys the player chose in Settings → Keys (None: the defaults, or no settings)."""
    return getattr(getattr(services, "settings", None), "keys", None)


def pad_swap(services: Any) -> bool:
    """The player swapped confirm and back."""
    return bool(getattr(getattr(services, "settings", None), "pad_swap", False))


def say(services: Any, keys: str, pad_words: str | None = None, menu: bool = True) -> str:
    """A hint in the words of the device in hand: `keys` with its controls named as keys while
    the keyboard or mouse is in hand; with a pad, `pad_words` (or `keys` itself when the pad
    does the same) with its controls named as pad buttons, drawn as glyphs (see glyph_text)."""
    if not pad_in_hand(services):
        return for_keys(keys, words_of(services), chosen_keys(services))
    return for_pad(keys if pad_words is None else pad_words, pad_swap(services), menu,
                   words_of(services))


def say_plain(services: Any, keys: str, pad_words: str | None = None,
              menu: bool = True) -> str:
    """`say` for a button's label or a sentence a table draws itself, which have no room
    for glyphs: "Full rules (Back)", "D-pad left/right: the player · A: give it"."""
    return plain(say(services, keys, pad_words, menu)).replace("Dpad", "D-pad")

