"""Gamepads read the same at every turn-based table and menu: what each button means.

The mapper numbers every pad's buttons the same way (SDL's game-controller mapping, so A is the
bottom face button on an Xbox, PlayStation or Switch pad; an unknown pad's raw joystick numbers
are taken as the same layout). `PadReader` turns those pad intents into the intents the keyboard
makes, marked with the pad that sent them: the d-pad and the left stick move the focus (the
stick with a dead zone and repeat while held), A confirms, B cancels, X asks for a hint, Y undoes,
the shoulder buttons step like Tab, Start pauses and Back/Select opens the player aid. Menus
read pads with the same reader (`table=False`): the same dead zone and repeat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeGuard

import pygame

from tabletop.core.language import N_
from tabletop.input import intents as it

A, B, X, Y, LB, RB, BACK, START, LEFT_STICK, RIGHT_STICK, GUIDE = range(11)
"""Standard button numbers (the Xbox layout, as SDL's raw joystick numbers an XInput pad)."""

CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: A, pygame.CONTROLLER_BUTTON_B: B,
    pygame.CONTROLLER_BUTTON_X: X, pygame.CONTROLLER_BUTTON_Y: Y,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: LB, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: RB,
    pygame.CONTROLLER_BUTTON_BACK: BACK, pygame.CONTROLLER_BUTTON_START: START,
    pygame.CONTROLLER_BUTTON_LEFTSTICK: LEFT_STICK,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: RIGHT_STICK, pygame.CONTROLLER_BUTTON_GUIDE: GUIDE,
}
"""SDL game-controller buttons -> standard numbers."""

CONTROLLER_DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (0, -1), pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, 1),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0), pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
}
"""A game controller's d-pad comes as buttons; the mapper makes them a hat, as on a joystick."""

AXIS_MAX = 32767
STICK_X, STICK_Y = 0, 1
"""The left stick's axes (the same numbers for game controllers and raw joysticks)."""

STICK_ON = 0.5
"""A stick pushed this far moves the focus (the dead zone is everything below)."""
STICK_OFF = 0.3
"""...and must come back this close to the middle before it counts as let go."""
REPEAT_DELAY = 0.45
REPEAT_EVERY = 0.16
"""A direction held (stick or d-pad) moves again after REPEAT_DELAY, then every REPEAT_EVERY."""

BUTTON_NAMES = {A: "A", B: "B", X: "X", Y: "Y", LB: "LB", RB: "RB", BACK: "Back",
                START: "Start"}

TABLE_ROLES: tuple[tuple[str, str], ...] = (
    ("d-pad", N_("Move the focus over cards, tacos, dice, customers and buttons")),
    ("confirm", N_("Pick up, place, confirm")),
    ("cancel", N_("Put back, cancel")),
    ("X", N_("Hint")),
    ("Y", N_("Undo")),
    ("LB", N_("Previous choice (like Shift+Tab)")),
    ("RB", N_("Next choice (like Tab)")),
    ("Start", N_("Pause menu")),
    ("Back", N_("Player aid (and from it the rules and the scores)")),
)
"""What each pad button does at a turn-based table, as the controls screen lists it ("confirm"
and "cancel" are A and B, or B and A with the swap setting)."""


def is_pad_input(intent: object) -> TypeGuard[it.PadInput]:
    """A press, hat or stick move of a pad (its plugging in and out are not)."""
    return isinstance(intent, it.PadButton | it.PadHat | it.PadAxis | it.PadButtonUp)


def confirm_button(swap: bool) -> int:
    return B if swap else A


def cancel_button(swap: bool) -> int:
    return A if swap else B


def button_name(role: str, swap: bool = False) -> str:
    """The pad button a role of TABLE_ROLES is on ("confirm" -> "A")."""
    if role == "confirm":
        return BUTTON_NAMES[confirm_button(swap)]
    if role == "cancel":
        return BUTTON_NAMES[cancel_button(swap)]
    if role == "d-pad":
        return "D-pad / stick"
    return role


def button_meaning(pad: int, button: int, swap: bool, table: bool) -> Any:
    """The keyboard's intent a pad button makes (None: it does nothing here). At a table the
    cancel button puts back (Backspace) and Start pauses; in a menu both go back (Escape) and
    Back/Select opens the rules where F1 does (the player aid, a game's card)."""
    if button == confirm_button(swap):
        return it.Confirm(pad)
    if button == cancel_button(swap):
        return it.Erase(pad) if table else it.Back(pad)
    if button == START:
        return it.Command("pause", pad) if table else it.Back(pad)
    if button == LB:
        return it.Focus(-1, pad)
    if button == RB:
        return it.Focus(1, pad)
    if not table:
        return it.Command("rules", pad) if button == BACK else None
    if button == X:
        return it.Command("hint", pad)
    if button == Y:
        return it.Command("undo", pad)
    if button == BACK:
        return it.Command("aid", pad)
    return None


def direction_of(x: float, y: float, held: tuple[int, int]) -> tuple[int, int]:
    """Where a stick at (x, y) points: along its stronger axis once past STICK_ON, nowhere
    inside STICK_OFF, and as it was (`held`) in between."""
    strongest = max(abs(x), abs(y))
    if strongest >= STICK_ON:
        if abs(x) >= abs(y):
            return (1 if x > 0 else -1, 0)
        return (0, 1 if y > 0 else -1)
    if strongest <= STICK_OFF:
        return (0, 0)
    return held


@dataclass
class Held:
    """One direction held on one pad (its stick or its d-pad), and when it repeats."""

    direction: tuple[int, int] = (0, 0)
    repeat_in: float = 0.0


@dataclass
class PadReader:
    """Pad intents -> the keyboard's intents (with the pad marked), with stick and d-pad repeat."""

    table: bool = True
    sticks: dict[int, tuple[float, float]] = field(default_factory=dict)
    held: dict[tuple[int, str], Held] = field(default_factory=dict)

    def read(self, intent: it.Intent, swap: bool = False) -> Any:
        """What a pad intent means (None: nothing); any other intent is returned as it is."""
        if isinstance(intent, it.PadButton):
            return button_meaning(intent.pad, intent.button, swap, self.table)
        if isinstance(intent, it.PadHat):
            return self._hold(intent.pad, "hat", (intent.dx, intent.dy))
        if isinstance(intent, it.PadAxis):
            if intent.axis not in (STICK_X, STICK_Y):
                return None
            x, y = self.sticks.get(intent.pad, (0.0, 0.0))
            x, y = (intent.value, y) if intent.axis == STICK_X else (x, intent.value)
            self.sticks[intent.pad] = (x, y)
            held = self.held.get((intent.pad, "stick"), Held())
            return self._hold(intent.pad, "stick", direction_of(x, y, held.direction))
        if isinstance(intent, it.PadButtonUp):
            return None
        if isinstance(intent, it.PadRemoved):
            self.forget(intent.pad)
        return intent

    def _hold(self, pad: int, source: str, direction: tuple[int, int]) -> Any:
        key = (pad, source)
        held = self.held.get(key)
        if direction == (0, 0):
            self.held.pop(key, None)
            return None
        if held is not None and held.direction == direction:
            return None
        self.held[key] = Held(direction, REPEAT_DELAY)
        return it.Navigate(direction[0], direction[1], pad)

    def advance(self, dt: float) -> list[Any]:
        """The moves of every direction still held once its repeat time comes."""
        out: list[Any] = []
        for (pad, _source), held in self.held.items():
            held.repeat_in -= dt
            while held.repeat_in <= 1e-9:
                held.repeat_in += REPEAT_EVERY
                out.append(it.Navigate(held.direction[0], held.direction[1], pad))
        return out

    def due_in(self) -> float | None:
        """When a held direction moves again (None: nothing held)."""
        if not self.held:
            return None
        return max(0.0, min(h.repeat_in for h in self.held.values()))

    def let_go(self) -> None:
        """Nothing is held any more (a screen over the table took the let-go of a stick)."""
        self.sticks.clear()
        self.held.clear()

    def forget(self, pad: int) -> None:
        """An unplugged pad holds nothing."""
        self.sticks.pop(pad, None)
        for key in [k for k in self.held if k[0] == pad]:
            del self.held[key]
