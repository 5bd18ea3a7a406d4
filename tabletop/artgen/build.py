"""What the generator makes (a manifest of jobs) and writing it into sprites/ and sounds/."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from tabletop.artgen import draw_cards, draw_dice, draw_glyphs, draw_table, draw_ui, synth
from tabletop.artgen.canvas import DETAIL
from tabletop.artgen.draw_icons import ICON_SIZE, icon_names, render_icon
from tabletop.core.registry import GameSpec, load_named

Maker = Callable[[], "pygame.Surface | bytes"]


@dataclass(frozen=True)
class Job:
    """One output file: its path relative to the output root and how to make it."""

    path: str
    make: Maker
    group: str


def _icon(name: str) -> Maker:
    return lambda: render_icon(name, ICON_SIZE * DETAIL)


def _die(body: str, face: str) -> Maker:
    return lambda: draw_dice.die_face(body, face)


def _named(target: str, what: str) -> Maker:
    return lambda: load_named(target, what)()


def _sound(name: str) -> Maker:
    return lambda: synth.render_sound(name)


def _token(seat: int, cb: bool) -> Maker:
    return lambda: draw_ui.seat_token(seat, cb)


def _glyph(name: str) -> Maker:
    return lambda: draw_glyphs.glyph(name)


def _button(state: str, primary: bool) -> Maker:
    return lambda: draw_ui.button(state, primary)


def jobs(specs: Iterable[GameSpec]) -> tuple[Job, ...]:
    """Every file the generator writes for these games (the catalog's), in a stable order."""
    specs = tuple(specs)
    out: list[Job] = [
        Job("sprites/table/felt.png", draw_table.felt, "table"),
        Job("sprites/table/plate.png", draw_table.plate, "table"),
    ]
    for spec in specs:  # each game's card back, drawn by its own art code
        if spec.back is not None and spec.back.art:
            out.append(Job(f"sprites/{spec.back.sprite}",
                           _named(spec.back.art, f"{spec.title}'s card back"), "backs"))
    out += [
        Job("sprites/cards/face.png", draw_cards.face_plain, "cards"),
        Job("sprites/cards/face_gold.png", draw_cards.face_gold, "cards"),
        Job("sprites/cards/face_dark.png", draw_cards.face_dark, "cards"),
        Job("sprites/cards/shadow.png", draw_cards.card_shadow, "cards"),
        Job("sprites/cards/glow.png", draw_cards.card_glow, "cards"),
        Job("sprites/cards/slot.png", draw_cards.card_slot, "cards"),
    ]
    out += [Job(f"sprites/icons/{name}.png", _icon(name), "icons") for name in icon_names()]
    for spec in specs:  # a game's own card pictures, drawn beside its back
        if spec.back is not None and spec.back.art:
            module = importlib.import_module(spec.back.art.partition(":")[0])
            extra: Callable[[], list[tuple[str, Maker]]] = getattr(module, "sprites", list)
            out += [Job(f"sprites/{path}", make, "art") for path, make in extra()]
    for body, _colour in draw_dice.BODIES:
        out.append(Job(f"sprites/dice/{body}.png",
                       partial(draw_dice.die_plain, body), "dice"))
        for face in draw_dice.FACES:
            out.append(Job(f"sprites/dice/{body}_{face}.png", _die(body, face), "dice"))
    out.append(Job("sprites/dice/shadow.png", draw_dice.die_shadow, "dice"))
    out += [
        Job("sprites/ui/panel.png", draw_ui.panel, "ui"),
        Job("sprites/ui/curtain.png", draw_ui.curtain, "ui"),
        Job("sprites/ui/papel_picado.png", draw_ui.papel_picado, "ui"),
        Job("sprites/ui/logo.png", draw_ui.logo, "ui"),
        Job("sprites/ui/icon.png", draw_ui.app_icon, "ui"),
        Job("sprites/ui/shadow.png", draw_table.soft_shadow, "ui"),
        Job("sprites/ui/ribbon.png", draw_ui.ribbon, "ui"),
        Job("sprites/ui/hourglass_frame.png", draw_ui.hourglass_frame, "ui"),
        Job("sprites/ui/hourglass_sand_top.png", draw_ui.hourglass_sand_top, "ui"),
        Job("sprites/ui/hourglass_sand_bottom.png", draw_ui.hourglass_sand_bottom, "ui"),
    ]
    for primary, prefix in ((True, "button"), (False, "button_secondary")):
        for state in ("normal", "hover", "pressed", "disabled"):
            out.append(Job(f"sprites/ui/{prefix}_{state}.png", _button(state, primary), "ui"))
    for cb, suffix in ((False, ""), (True, "_cb")):
        for seat in range(4):
            out.append(Job(f"sprites/tokens/seat{seat}{suffix}.png", _token(seat, cb), "tokens"))
    out += [Job(f"sprites/ui/pad_{name}.png", _glyph(name), "pad")
            for name in draw_glyphs.GLYPH_NAMES]
    out += [Job(f"sounds/{name}.wav", _sound(name), "sounds") for name in synth.sound_names()]
    return tuple(out)


def ensure_pygame() -> None:
    """Fonts and a (hidden) display are needed to draw; nothing else is initialised."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if not pygame.font.get_init():
        pygame.font.init()


def write_job(job: Job, root: Path) -> Path:
    target = root / job.path
    target.parent.mkdir(parents=True, exist_ok=True)
    result = job.make()
    if isinstance(result, bytes):
        target.write_bytes(result)
    else:
        pygame.image.save(result, str(target))
    return target


def generate(root: Path, specs: Iterable[GameSpec], groups: Iterable[str] | None = None,
             names: Iterable[str] | None = None) -> list[Path]:
    """Write the selected outputs (all by default) under root; returns the files written."""
    ensure_pygame()
    wanted_groups = set(groups) if groups is not None else None
    wanted_paths = set(names) if names is not None else None
    written = []
    for job in jobs(specs):
        if wanted_groups is not None and job.group not in wanted_groups:
            continue
        if wanted_paths is not None and job.path not in wanted_paths:
            continue
        written.append(write_job(job, root))
    return written


def stale_files(root: Path, specs: Iterable[GameSpec]) -> list[Path]:
    """Generated-looking files under root that the generator no longer makes."""
    expected = {root / job.path for job in jobs(specs)}
    found = [p for p in (root / "sprites").rglob("*.png")] + list((root / "sounds").glob("*.wav"))
    return sorted(p for p in found if p not in expected)
