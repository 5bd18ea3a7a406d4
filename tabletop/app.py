"""Composition root: start pygame, build the services, push the first scene, run the loop."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.errors import DataError
from tabletop.engine.clock import FixedStepClock
from tabletop.engine.display import Display
from tabletop.engine.scene import Scene
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.input.mapper import InputMapper
from tabletop.services import Services

STEP = 1 / 60


class SilentSounds:
    """Used when no sound bank can be built: every sound is silence."""

    disabled_reason = "no sound bank"

    def play(self, name: str) -> None:
        """Play nothing."""

    def set_volumes(self, master: float, effects: float, muted: bool) -> None:
        """Nothing to adjust."""


def build_services(window: bool, size: tuple[int, int] = (1280, 720),
                   storage_folder: Path | None = None) -> Services:
    """Initialise pygame pieces and storage; a missing sound device means silence, not a crash.
    `storage_folder`: a user-data folder other than the player's (the benchmark's own)."""
    pygame.display.init()
    pygame.font.init()
    pygame.joystick.init()  # pads send events only once the joystick subsystem runs
    from tabletop.assets.images import ImageCache
    from tabletop.games.catalog import game_specs
    from tabletop.ui.fonts import FontBook

    storage = _build_storage(storage_folder)
    settings = storage.settings if storage is not None else None
    fullscreen = bool(getattr(settings, "fullscreen", False)) and window
    images = ImageCache()
    icon = None
    if window:
        try:
            icon = images.get("ui/icon.png")
        except DataError:
            icon = None
    display = Display(window=window, size=size, fullscreen=fullscreen, icon=icon)
    services = Services(display=display, fonts=FontBook(), images=images,
                        sounds=_build_sounds(settings, enabled=window), specs=game_specs(),
                        storage=storage, settings=settings)
    services.apply_render_scale()
    if storage is not None:
        storage.attach(services)
        services.fonts.set_scale(settings.ui_scale)
        from tabletop.ui.theme import theme_for

        services.theme = theme_for(settings.colour_blind)
    return services


def _build_sounds(settings: Any, enabled: bool) -> Any:
    if not enabled:
        return SilentSounds()
    try:
        from tabletop.assets.paths import resource_root
        from tabletop.audio.sound_bank import SoundBank
    except ImportError:
        return SilentSounds()
    bank = SoundBank(resource_root() / "sounds")
    if settings is not None:
        bank.set_volumes(settings.master_volume, settings.effects_volume, settings.muted)
    return bank


def _build_storage(folder: Path | None = None) -> Any:
    try:
        from tabletop.storage.service import StorageService
    except ImportError:
        return None
    return StorageService.open_default(folder)


def run_loop(services: Services, stack: SceneStack, mapper: InputMapper,
             clock: FixedStepClock | None = None, max_frames: int | None = None) -> None:
    """Poll input once, run whole fixed steps, apply scene requests, draw with alpha."""
    clock = clock or FixedStepClock(step=STEP)
    limiter = pygame.time.Clock()
    frames = 0
    while stack.scenes and not services.quit_requested:
        for intent in mapper.poll():
            if isinstance(intent, it.Quit):
                services.quit_requested = True
            elif isinstance(intent, it.Command) and intent.name == "fullscreen":
                services.display.toggle_fullscreen()
            else:
                stack.handle(intent)
            stack.apply_pending()
        if services.display.sync_scale():
            services.apply_render_scale()
            stack.rescaled()
        for _ in range(clock.advance()):
            stack.update(STEP)
            stack.apply_pending()
        stack.draw(services.display.canvas, clock.alpha)
        services.display.present()
        frames += 1
        if max_frames is not None and frames >= max_frames:
            break
        limiter.tick(120)


def first_scene(services: Services) -> Scene:
    from tabletop.scenes.title import TitleScene

    return TitleScene(services)


def run_app(args: argparse.Namespace) -> int:
    size = _parse_size(args.size)
    services = build_services(window=True, size=size)
    stack = SceneStack()
    stack.push(first_scene(services))
    stack.apply_pending()
    mapper = InputMapper(services.display.to_logical, services.display.resized)
    try:
        run_loop(services, stack, mapper,
                 max_frames=1 if getattr(args, "first_frame_exit", False) else None)
    finally:
        if services.storage is not None:
            services.storage.flush()  # the last autosave reaches the disk before we go
        pygame.quit()
    return 0


def run_screenshot(args: argparse.Namespace) -> int:
    """Render one scene with no window and save it as PNG."""
    from tabletop.screenshot import render_scene

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    services = build_services(window=False, size=_parse_size(args.size))
    surface = render_scene(services, args)
    pygame.image.save(surface, args.screenshot)
    print(f"saved {args.screenshot}")
    return 0


def _parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise DataError("--size", text, "expected WIDTHxHEIGHT, e.g. 1280x720") from None
    return (w, h)


def main() -> None:
    """Console-script entry point."""
    from tabletop.cli import main as cli_main

    sys.exit(cli_main())
