"""Reading a staged scene's layout: its widgets, and the texts it drew with their boxes."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from tabletop.engine.scene_stack import SceneStack
from tabletop.kit.steps import StepButtons
from tabletop.ui.fonts import PlacedText, TextLog
from tabletop.ui.widgets import FocusGroup, Widget


def drawn_scenes(stack: SceneStack) -> list:
    """The scenes a frame draws: from the highest opaque one up."""
    start = 0
    for index in range(len(stack.scenes) - 1, -1, -1):
        if stack.scenes[index].opaque:
            start = index
            break
    return stack.scenes[start:]


def widgets_of(scene, seen: set[int] | None = None) -> Iterator[Widget]:
    """Every visible widget a scene holds: alone, in a focus group, a list or a dialog."""
    seen = set() if seen is None else seen
    for value in vars(scene).values():
        yield from _widgets_in(value, seen)


def _widgets_in(value, seen: set[int]) -> Iterator[Widget]:
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, Widget):
        if value.visible:
            yield value
    elif isinstance(value, FocusGroup):
        for widget in value.widgets:
            yield from _widgets_in(widget, seen)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _widgets_in(item, seen)
    elif hasattr(value, "group") and isinstance(value.group, FocusGroup):  # a dialog
        yield from _widgets_in(value.group, seen)
    elif isinstance(value, StepButtons):  # the kit's step buttons
        yield from _widgets_in(value.buttons, seen)
    elif hasattr(value, "dialog"):  # a table's input, with the question it may have open
        yield from _widgets_in(value.dialog, seen)


def texts_drawn(services, stack: SceneStack) -> TextLog:
    """Draw one frame with the font book's log on."""
    log = TextLog()
    for _, scene_log in texts_by_scene(services, stack):
        log.rendered += scene_log.rendered
        log.placed += scene_log.placed
    return log


def texts_by_scene(services, stack: SceneStack) -> list[tuple[object, TextLog]]:
    """Draw one frame as the stack does, each scene with a log of its own."""
    out = []
    canvas = services.display.canvas
    try:
        for scene in drawn_scenes(stack):
            log = TextLog()
            services.fonts.log = log
            scene.draw(canvas, 0.0)
            out.append((scene, log))
    finally:
        services.fonts.log = None
    return out


def overflow(placed: PlacedText) -> str:
    """Why a placed text breaks its layout ('' when it fits)."""
    if not placed.bounds.contains(placed.rect):
        return f"runs off its surface {tuple(placed.bounds)}"
    if not placed.box.contains(placed.rect):
        return f"runs past its box {tuple(placed.box)}"
    return ""


def describe(placed: PlacedText) -> str:
    return f"{placed.text!r} at {tuple(placed.rect)}"


def canvas_rect(services) -> pygame.Rect:
    return services.display.canvas.get_rect()
