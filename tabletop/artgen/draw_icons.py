"""The icon catalogue: every illustration by name, and how to render one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.artgen import draw_food as F
from tabletop.artgen import draw_objects as O
from tabletop.artgen import draw_people as H
from tabletop.artgen.canvas import Canvas
from tabletop.artgen.palette import INK

Draw = Callable[[Canvas], None]

ICON_SIZE = 96
OUTLINE = 2.0  # sticker outline, logical px at 96 px


@dataclass(frozen=True)
class IconSpec:
    """How to draw one icon: the inked drawing, an optional un-outlined backdrop."""

    draw: Draw
    backdrop: Draw | None = None
    outline: bool = True
    shadow: bool = True


ICONS: tuple[tuple[str, IconSpec], ...] = (
    # Taco Fight / Taco Party ingredients
    ("tortilla", IconSpec(F.tortilla)),
    ("lettuce", IconSpec(F.lettuce)),
    ("meat", IconSpec(F.meat)),
    ("cheese", IconSpec(F.cheese)),
    ("tomato", IconSpec(F.tomato)),
    ("guacamole", IconSpec(F.guacamole)),
    ("salsa", IconSpec(F.salsa)),
    ("hot_sauce", IconSpec(F.hot_sauce)),
    ("onion", IconSpec(F.onion)),
    ("fork", IconSpec(F.fork)),
    # tacos
    ("taco", IconSpec(F.taco)),
    ("taco_face", IconSpec(F.taco_face)),
    ("empty_taco", IconSpec(F.empty_taco)),
    ("legendary_taco", IconSpec(F.legendary_taco, backdrop=F.legendary_glow)),
    ("lonesome_taco", IconSpec(F.lonesome_taco)),
    ("ruined_taco", IconSpec(F.ruined_taco)),
    ("angry_taco", IconSpec(F.angry_taco)),
    ("food_coma", IconSpec(F.food_coma)),
    ("outfit", IconSpec(F.outfit)),
    ("topper", IconSpec(F.topper)),
    ("chips_salsa", IconSpec(F.chips_salsa)),
    ("fajita", IconSpec(F.fajita)),
    ("burrito", IconSpec(F.burrito)),
    ("chili", IconSpec(F.chili)),
    # Crazy Taco
    ("customer", IconSpec(H.customer)),
    ("vip", IconSpec(H.vip)),
    ("pickpocket", IconSpec(H.pickpocket)),
    ("food", IconSpec(F.food)),
    ("drink", IconSpec(F.drink)),
    ("money", IconSpec(O.money)),
    ("coin", IconSpec(O.coin)),
    ("blank", IconSpec(O.blank, outline=False, shadow=False)),
    ("rest", IconSpec(O.rest)),
    ("star", IconSpec(O.star)),
    ("broken_star", IconSpec(O.broken_star)),
    ("task_drinks_truck", IconSpec(O.task_drinks_truck)),
    ("task_food_truck", IconSpec(O.task_food_truck)),
    ("task_trash", IconSpec(O.task_trash)),
    ("task_clean_kitchen", IconSpec(O.task_clean_kitchen)),
    ("task_alert", IconSpec(O.task_alert)),
    ("bonus_cleaning", IconSpec(O.bonus_cleaning)),
    ("bonus_free_time", IconSpec(O.bonus_free_time)),
    ("bonus_meal_voucher", IconSpec(O.bonus_meal_voucher)),
    ("bonus_staff_key", IconSpec(O.bonus_staff_key)),
    ("extra_grill", IconSpec(O.extra_grill)),
    ("extra_soda_fountain", IconSpec(O.extra_soda_fountain)),
    ("extra_card_terminal", IconSpec(O.extra_card_terminal)),
    ("inspection", IconSpec(O.inspection)),
    ("prepaid", IconSpec(O.prepaid)),
    ("pinata", IconSpec(O.pinata)),
    ("welcome", IconSpec(O.welcome)),
    ("door", IconSpec(O.door)),
    ("clock", IconSpec(O.clock)),
    ("lock", IconSpec(O.lock)),
    ("dice", IconSpec(O.dice)),
    # Taco Fight
    ("fist", IconSpec(O.fist)),
    ("sink", IconSpec(O.sink)),
    ("hourglass_icon", IconSpec(O.hourglass_icon)),
    # shared
    ("plate", IconSpec(O.plate_icon)),
    ("gift", IconSpec(O.gift)),
    ("trophy", IconSpec(O.trophy)),
    ("crown", IconSpec(O.crown)),
    ("flame", IconSpec(O.flame)),
    ("player", IconSpec(H.player)),
    ("bot", IconSpec(H.bot)),
)


def icon_names() -> tuple[str, ...]:
    return tuple(name for name, _ in ICONS)


def icon_spec(name: str) -> IconSpec:
    for key, spec in ICONS:
        if key == name:
            return spec
    raise KeyError(name)


def render_canvas(spec: IconSpec, ss: int = 4, outline: float = OUTLINE) -> Canvas:
    """The icon at 96 logical px, supersampled, outline and shadow applied (not yet shrunk)."""
    art = Canvas(ICON_SIZE, ICON_SIZE, ss)
    spec.draw(art)
    if spec.outline:
        art = art.outlined(INK, outline)
    if spec.shadow:
        art = art.shadowed((0, 2.0), alpha=60, blur=1.6)
    if spec.backdrop is None:
        return art
    base = Canvas(ICON_SIZE, ICON_SIZE, ss)
    spec.backdrop(base)
    base.blit(art)
    return base


def render_icon(name: str, size: int = ICON_SIZE, outline: float = OUTLINE) -> pygame.Surface:
    """The named icon as a smooth RGBA surface of size×size."""
    return render_canvas(icon_spec(name), outline=outline).result((size, size))
