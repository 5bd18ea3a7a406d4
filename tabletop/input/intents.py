"""What the player meant, independent of the device: the only thing scenes receive as input."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PointerMove:
    pos: tuple[int, int]


@dataclass(frozen=True)
class PointerDown:
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class PointerUp:
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class Scroll:
    amount: int


@dataclass(frozen=True)
class Navigate:
    """Arrow keys (or a d-pad): move the selection."""

    dx: int
    dy: int
    pad: int | None = None
    """The gamepad that asked (its instance id), None for the keyboard."""


@dataclass(frozen=True)
class Focus:
    """Tab / Shift+Tab (a pad's shoulder buttons): next or previous control."""

    step: int
    pad: int | None = None


@dataclass(frozen=True)
class Confirm:
    """Enter or Space (a pad's A): act on the selection."""

    pad: int | None = None


@dataclass(frozen=True)
class Back:
    """Escape (a pad's B in menus): go back, or open the pause menu."""

    pad: int | None = None


@dataclass(frozen=True)
class Exposed:
    """The window was uncovered or shown again: its picture must be presented again."""


@dataclass(frozen=True)
class PhonesCalled:
    """A phone sent something while the table was still: it reads its inbox now."""


@dataclass(frozen=True)
class Command:
    """A named shortcut: undo, hint, fullscreen, rules, aid, pause."""

    name: str
    pad: int | None = None


@dataclass(frozen=True)
class TextInput:
    text: str


@dataclass(frozen=True)
class Erase:
    """Backspace in a text field; at a table (and a pad's B there) it puts back a pick."""

    pad: int | None = None


@dataclass(frozen=True)
class KeyPress:
    """Any other key, by pygame key name (Taco Fight's keyboard players use these)."""

    key: str
    action: str | None = None
    """The action the key does in the player's key map (Settings → Keys), "" for none; None
    (a key press made without the mapper): the default keys' action (see `action_of`)."""


def action_of(intent: object) -> str:
    """The key map's action of a key press ("" for anything else, or a key with none)."""
    if not isinstance(intent, KeyPress):
        return ""
    if intent.action is not None:
        return intent.action
    from tabletop.input.keymap import DEFAULT_ACTION

    return DEFAULT_ACTION.get(intent.key, "")


@dataclass(frozen=True)
class KeyRelease:
    key: str


@dataclass(frozen=True)
class PadButton:
    """A gamepad button, by the pad's instance id and the standard number of the button (see
    `tabletop.input.pad`: 0 is the bottom face button on every pad SDL knows)."""

    pad: int
    button: int


@dataclass(frozen=True)
class PadHat:
    """A gamepad d-pad, by the pad's instance id."""

    pad: int
    dx: int
    dy: int


@dataclass(frozen=True)
class PadButtonUp:
    pad: int
    button: int


@dataclass(frozen=True)
class PadAxis:
    pad: int
    axis: int
    value: float


@dataclass(frozen=True)
class PadAdded:
    pad: int
    name: str


@dataclass(frozen=True)
class PadRemoved:
    pad: int


@dataclass(frozen=True)
class FocusLost:
    """The window lost focus (alt-tab): real-time games pause."""


@dataclass(frozen=True)
class Quit:
    """The window's close button."""


Intent = (PointerMove | PointerDown | PointerUp | Scroll | Navigate | Focus | Confirm | Back
          | Exposed | Command | TextInput | Erase | KeyPress | KeyRelease | PadButton | PadHat
          | PadButtonUp | PadAxis | PadAdded | PadRemoved | FocusLost | Quit | PhonesCalled)
"""Every intent a scene may receive."""
PadInput = PadButton | PadHat | PadAxis | PadButtonUp
"""A press, hat or stick move of a pad (not its plugging in or out)."""
