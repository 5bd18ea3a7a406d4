"""The only reader of pygame events: turns them into device-independent intents."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, Protocol

import pygame

from tabletop.input import intents as it

NAVIGATION = {
    pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
}
CONFIRM_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}


class IntentSource(Protocol):
    """Where the loop reads intents: the mapper, or a stand-in (the idle benchmark's)."""

    def poll(self) -> list[Any]:
        """The intents of every event pending now."""

    def wait(self, timeout: float | None) -> list[Any]:
        """Sleep until an event arrives or `timeout` seconds pass; the intents then pending."""


class InputMapper:
    """Maps raw events to intents; pointer positions become logical canvas coordinates."""

    def __init__(self, to_logical: Callable[[tuple[int, int]], tuple[int, int]],
                 on_resize: Callable[[tuple[int, int]], None] | None = None) -> None:
        self.to_logical = to_logical
        self.on_resize = on_resize
        self.joysticks: dict[int, Any] = {}

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
        if kind == pygame.KEYUP:
            return it.KeyRelease(pygame.key.name(event.key))
        if kind == pygame.JOYDEVICEADDED:
            try:
                pad = pygame.joystick.Joystick(event.device_index)
                instance, name = pad.get_instance_id(), pad.get_name()
            except pygame.error:
                return None  # unplugged again before it could be opened, or no pad support
            self.joysticks[instance] = pad
            return it.PadAdded(instance, name)
        if kind == pygame.JOYDEVICEREMOVED:
            self.joysticks.pop(event.instance_id, None)
            return it.PadRemoved(event.instance_id)
        if kind == pygame.JOYBUTTONDOWN:
            return it.PadButton(event.instance_id, event.button)
        if kind == pygame.JOYBUTTONUP:
            return it.PadButtonUp(event.instance_id, event.button)
        if kind == pygame.JOYHATMOTION:
            x, y = event.value
            return it.PadHat(event.instance_id, x, -y)
        if kind == pygame.JOYAXISMOTION:
            return it.PadAxis(event.instance_id, event.axis, float(event.value))
        return None

    def _key_down(self, event: pygame.event.Event) -> Any:
        key, mods = event.key, event.mod
        if key in NAVIGATION:
            return it.Navigate(*NAVIGATION[key])
        if key == pygame.K_TAB:
            return it.Focus(-1 if mods & pygame.KMOD_SHIFT else 1)
        if key in CONFIRM_KEYS:
            return it.Confirm()
        if key == pygame.K_ESCAPE:
            return it.Back()
        if key == pygame.K_BACKSPACE:
            return it.Erase()
        if key == pygame.K_F11:
            return it.Command("fullscreen")
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            return it.Command("undo")
        if key == pygame.K_F1:
            return it.Command("rules")
        return it.KeyPress(pygame.key.name(key))
