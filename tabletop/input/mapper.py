"""The only reader of pygame events: turns them into device-independent intents."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterable
from typing import Any, Protocol

import pygame

from tabletop.input import intents as it
from tabletop.input import pad as pads
from tabletop.input.keymap import KeyMap

MOVES = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
INTENTS: dict[str, Callable[[], Any]] = {"confirm": it.Confirm, "back": it.Back,
                                         "erase": it.Erase}
COMMANDS = {"undo": "undo", "rules": "rules", "fullscreen": "fullscreen"}
"""The key map's actions (`keymap.py`) that are intents of their own; the others are key
presses carrying their action's name."""
PAD_EVENTS = frozenset({
    pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP,
    pygame.JOYHATMOTION, pygame.JOYAXISMOTION, pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
})


PHONES_CALLED = pygame.event.custom_type()
"""The event a phone's note posts from the server's thread to wake a still loop."""


def wake_for_phones() -> None:
    """Wake the loop for a phone's note (any thread; without a video system, the table's
    slower look at its inbox finds the note)."""
    with contextlib.suppress(pygame.error):  # no event queue (a test without a display): the
        pygame.event.post(pygame.event.Event(PHONES_CALLED))  # inbox is looked at anyway


class IntentSource(Protocol):
    """Where the loop reads intents: the mapper, or a stand-in (the idle benchmark's)."""

    def poll(self) -> list[Any]:
        """The intents of every event pending now."""

    def wait(self, timeout: float | None) -> list[Any]:
        """Sleep until an event arrives or `timeout` seconds pass; the intents then pending."""


def start_pads() -> None:
    """Start SDL's joystick and game-controller subsystems: pads send events only then."""
    pygame.joystick.init()
    try:
        from pygame._sdl2 import controller

        controller.init()
    except (ImportError, pygame.error):
        pass  # no game-controller support: pads still work as raw joysticks


class PadOpener:
    """Opens a plugged-in pad by its device index: as a game controller when SDL has a mapping
    for it, else as a raw joystick. Returns (instance id, name), or None when it cannot."""

    def __init__(self) -> None:
        self.opened: dict[int, Any] = {}
        """Every pad opened, by instance id (SDL sends a pad's events only while it is open)."""

    def is_controller(self, index: int) -> bool:
        try:
            from pygame._sdl2 import controller

            return bool(controller.get_init() and controller.is_controller(index))
        except (ImportError, pygame.error):
            return False

    def open_controller(self, index: int) -> tuple[int, str] | None:
        try:
            from pygame._sdl2 import controller

            pad = controller.Controller(index)
            instance = pad.as_joystick().get_instance_id()
            name = pad.name
        except (ImportError, pygame.error):
            return None  # unplugged again before it could be opened
        self.opened[instance] = pad
        return instance, name

    def open_joystick(self, index: int) -> tuple[int, str] | None:
        try:
            pad = pygame.joystick.Joystick(index)
            instance, name = pad.get_instance_id(), pad.get_name()
        except pygame.error:
            return None  # unplugged again before it could be opened, or no pad support
        self.opened[instance] = pad
        return instance, name

    def close(self, instance: int) -> None:
        self.opened.pop(instance, None)


class InputMapper:
    """Maps raw events to intents; pointer positions become logical canvas coordinates. Every
    pad's buttons come out with the standard numbers of `tabletop.input.pad`: from SDL's
    game-controller events when it knows the pad, from the raw joystick's otherwise."""

    def __init__(self, to_logical: Callable[[tuple[int, int]], tuple[int, int]],
                 on_resize: Callable[[tuple[int, int]], None] | None = None,
                 opener: PadOpener | None = None,
                 keys: Callable[[], KeyMap] = KeyMap,
                 capturing: Callable[[], bool] = lambda: False) -> None:
        self.to_logical = to_logical
        self.keys = keys
        """The player's key map as it is now (Settings → Keys)."""
        self.capturing = capturing
        """Whether a key is awaited as itself (Settings → Keys choosing a new one)."""
        self.on_resize = on_resize
        self.opener = opener or PadOpener()
        self.controllers: set[int] = set()
        """Pads read through their game-controller events (their raw joystick events are
        dropped: SDL sends both)."""
        self.removed_controllers: set[int] = set()
        self.dpads: dict[int, tuple[int, int]] = {}
        """Each controller's d-pad as a hat (its buttons held)."""

    def poll(self) -> list[Any]:
        """Read all pending pygame events once per frame."""
        return self.map_events(pygame.event.get())

    def wait(self, timeout: float | None) -> list[Any]:
        """Sleep until an event arrives or `timeout` seconds pass (None: until an event); the
        intents of every event then pending (none after a timeout)."""
        if timeout is None:
            first = pygame.event.wait()
        else:
            first = pygame.event.wait(max(1, math.ceil(timeout * 1000)))
        arrived = [] if first.type == pygame.NOEVENT else [first]
        return self.map_events(arrived + pygame.event.get())

    def map_events(self, events: Iterable[pygame.event.Event]) -> list[Any]:
        out: list[Any] = []
        for event in events:
            intent = self.map_event(event)
            if intent is not None:
                out.append(intent)
        return out

    def map_event(self, event: pygame.event.Event) -> Any:  # noqa: C901 - one flat dispatch
        kind = event.type
        if kind == pygame.QUIT:
            return it.Quit()
        if kind == pygame.MOUSEMOTION:
            return it.PointerMove(self.to_logical(event.pos))
        if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            return it.PointerDown(self.to_logical(event.pos), event.button)
        if kind == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            return it.PointerUp(self.to_logical(event.pos), event.button)
        if kind == pygame.MOUSEWHEEL:
            return it.Scroll(int(event.y))
        if kind == pygame.VIDEORESIZE:
            if self.on_resize is not None:
                self.on_resize(event.size)
            return None
        if kind in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            return it.Exposed()
        if kind == pygame.WINDOWFOCUSLOST:
            return it.FocusLost()
        if kind == pygame.TEXTINPUT:
            return it.TextInput(event.text)
        if kind == pygame.KEYDOWN:
            return self._key_down(event)
        if kind == PHONES_CALLED:
            return it.PhonesCalled()
        if kind == pygame.KEYUP:
            return it.KeyRelease(pygame.key.name(event.key))
        if kind in PAD_EVENTS:
            return self._pad_event(event)
        return None

    def _pad_event(self, event: pygame.event.Event) -> Any:  # noqa: C901 - one flat dispatch
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            opened = self.opener.open_controller(event.device_index)
            if opened is None:
                return None
            self.controllers.add(opened[0])
            self.removed_controllers.discard(opened[0])
            return it.PadAdded(*opened)
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            return self._removed(event.instance_id, controller=True)
        if kind == pygame.JOYDEVICEADDED:
            if self.opener.is_controller(event.device_index):
                return None  # its CONTROLLERDEVICEADDED follows
            opened = self.opener.open_joystick(event.device_index)
            return None if opened is None else it.PadAdded(*opened)
        if kind == pygame.JOYDEVICEREMOVED:
            return self._removed(event.instance_id, controller=False)
        instance = event.instance_id
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._controller_button(instance, event.button,
                                           kind == pygame.CONTROLLERBUTTONDOWN)
        if kind == pygame.CONTROLLERAXISMOTION:
            return it.PadAxis(instance, event.axis, max(-1.0, event.value / pads.AXIS_MAX))
        if instance in self.controllers:
            return None  # the same press again, as the raw joystick saw it
        if kind == pygame.JOYBUTTONDOWN:
            return it.PadButton(instance, event.button)
        if kind == pygame.JOYBUTTONUP:
            return it.PadButtonUp(instance, event.button)
        if kind == pygame.JOYHATMOTION:
            x, y = event.value
            return it.PadHat(instance, x, -y)
        if kind == pygame.JOYAXISMOTION:
            return it.PadAxis(instance, event.axis, float(event.value))
        return None

    def _removed(self, instance: int, controller: bool) -> Any:
        """A pad unplugged: said once, though SDL tells a controller's going twice."""
        self.dpads.pop(instance, None)
        self.opener.close(instance)
        if controller:
            self.controllers.discard(instance)
            if instance in self.removed_controllers:
                self.removed_controllers.discard(instance)
                return None
            self.removed_controllers.add(instance)
            return it.PadRemoved(instance)
        if instance in self.controllers:
            self.controllers.discard(instance)
            self.removed_controllers.add(instance)  # its CONTROLLERDEVICEREMOVED follows
            return it.PadRemoved(instance)
        if instance in self.removed_controllers:
            self.removed_controllers.discard(instance)
            return None
        return it.PadRemoved(instance)

    def _controller_button(self, instance: int, button: int, down: bool) -> Any:
        if button in pads.CONTROLLER_DPAD:
            dx, dy = pads.CONTROLLER_DPAD[button]
            x, y = self.dpads.get(instance, (0, 0))
            if dx:
                x = dx if down else (0 if x == dx else x)
            if dy:
                y = dy if down else (0 if y == dy else y)
            self.dpads[instance] = (x, y)
            return it.PadHat(instance, x, y)
        standard = pads.CONTROLLER_BUTTONS.get(button)
        if standard is None:
            return None
        return it.PadButton(instance, standard) if down else it.PadButtonUp(instance, standard)

    def _key_down(self, event: pygame.event.Event) -> Any:
        """A key as its action in the player's key map (Settings → Keys)."""
        name, mods = pygame.key.name(event.key), event.mod
        if self.capturing():
            held = "ctrl+" if mods & pygame.KMOD_CTRL and not name.endswith("ctrl") else ""
            return it.KeyPress(held + name, "")
        keys = self.keys()
        action = None
        if mods & pygame.KMOD_CTRL:
            action = keys.action_of(f"ctrl+{name}")
        if action is None:
            action = keys.action_of(name)
        if action in MOVES:
            return it.Navigate(*MOVES[action])
        if action == "next":
            return it.Focus(-1 if mods & pygame.KMOD_SHIFT else 1)
        if action in INTENTS:
            return INTENTS[action]()
        if action in COMMANDS:
            return it.Command(COMMANDS[action])
        return it.KeyPress(name, action or "")
