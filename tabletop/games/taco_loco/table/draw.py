"""How the Taco Loco table is drawn: the pile, the seats, the tacos and their sums, the hand's
note and the question, as elements from the model and the viewer's choices.

Each element's look is a frozen record of what it shows, and its painter draws from that record
(and the style) only, so the canvas redraws exactly what changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.games.taco_loco.table.model import CARD_H, CARD_W, LocoModel
from tabletop.table.chrome import Style
from tabletop.table.elements import Element
from tabletop.table.model import Box
from tabletop.table.signals import Meaning, SignalLook, reach, signal
from tabletop.ui import fonts, paint
from tabletop.ui.draw import badge, panel
from tabletop.ui.theme import Colour
from tabletop.ui.widgets import Button

BADGE_RADIUS = 21
PROMPT_GIVE_HEIGHT = 76

# z-order of the table's layers (the chrome sits above 900)
Z_PILE, Z_SEATS, Z_TACOS, Z_HAND_NOTE, Z_CARDS, Z_BADGES, Z_LIFTED, Z_PROMPT = (
    10.0, 20.0, 30.0, 40.0, 100.0, 200.0, 250.0, 300.0)


def prompt_buttons(model: LocoModel) -> list[Box]:
    """Where the Lonesome question's two answers sit in the prompt."""
    zone = model.prompt_zone
    return [Box(zone.x + 14, zone.y + 96, 130, 50), Box(zone.x + 156, zone.y + 96, 130, 50)]


def badge_centre(column: Box) -> tuple[int, int]:
    """A taco's sum badge sits inside its own column's top-right corner, over the empty right
    end of its first card's band, so it never reads as the neighbour's (hints name a taco by
    this sum) and stays clear of the seat panels above."""
    return (column.right - BADGE_RADIUS - 2, column.y + BADGE_RADIUS + 4)


# --- the pile --------------------------------------------------------------------------------
@dataclass(frozen=True)
class PileLook:
    centre: tuple[float, float]
    size: int
    back: int
    style: tuple


def pile(style: Style, model: LocoModel, back: pygame.Surface, shadow: pygame.Surface
         ) -> Element:
    cx, cy = model.pile
    look = PileLook(model.pile, model.obs.pile_size, id(back), style.key)
    reach = pygame.Rect(int(cx) - 90, int(cy) - 110, 180, 240)
    return Element("pile", reach, Z_PILE, look, partial(_paint_pile, look, style, back, shadow))


def _paint_pile(look: PileLook, style: Style, back: pygame.Surface, shadow: pygame.Surface,
                canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    cx, cy = look.centre
    layers = min(6, (look.size + 9) // 10)
    if look.size == 0:
        rect = back.get_rect(center=(int(cx), int(cy)))
        paint.rect(canvas, theme.felt_dark, rect, border_radius=10)
        paint.rect(canvas, theme.cream_dark, rect, 2, border_radius=10)
        label = ui.text("Pile empty", fonts.SMALL, theme.cream_dark)
        canvas.blit(label, label.get_rect(center=rect.center))
    for i in range(layers):
        canvas.blit(shadow, (cx - 66 - i * 2, cy - 90 - i * 2))
        canvas.blit(back, back.get_rect(center=(int(cx - i * 2), int(cy - i * 2))))
    label = ui.text(f"{look.size} left", fonts.SMALL, theme.cream, shadow=theme.shadow)
    canvas.blit(label, label.get_rect(midtop=(int(cx), int(cy + 96))))


# --- the seats -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatLook:
    box: Box
    name: str
    you: bool
    colour: Colour
    shape: str
    hand: int
    taken: int
    acting: bool
    target: SignalLook | None
    """How the seat is marked as a place to give a perfect taco to (legal, cursor, hint)."""
    style: tuple


def seat(style: Style, box: Box, index: int, name: str, you: bool, mark: tuple[Colour, str],
         hand: int, taken: int, acting: bool, target: SignalLook | None) -> Element:
    look = SeatLook(box, name, you, mark[0], mark[1], hand, taken, acting, target, style.key)
    return Element(("seat", index), reach(pygame.Rect(box)).inflate(4, 4),
                   Z_SEATS + index * 0.01, look, partial(_paint_seat, look, style))


def _paint_seat(look: SeatLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.box)
    panel(canvas, rect, theme.cream if not look.you else (255, 250, 236),
          pictures=style.pictures)
    badge(canvas, look.shape, (rect.x + 22, rect.y + 22), 11, look.colour,
          pictures=style.pictures)
    name = look.name + (" (you)" if look.you else "")
    canvas.blit(ui.text(name, fonts.BODY - 2, theme.charcoal), (rect.x + 40, rect.y + 10))
    for i in range(look.hand):
        mini = pygame.Rect(rect.x + 16 + i * 20, rect.y + 48, 26, 36)
        paint.rect(canvas, theme.magenta, mini, border_radius=4)
        paint.rect(canvas, theme.cream, mini, 2, border_radius=4)
    taken_pile = pygame.Rect(rect.right - 72, rect.y + 44, 30, 42)
    for i in range(min(4, (look.taken + 3) // 4)):
        paint.rect(canvas, theme.cream_dark, taken_pile.move(i * 2, -i * 2), border_radius=4)
        paint.rect(canvas, theme.charcoal, taken_pile.move(i * 2, -i * 2), 1, border_radius=4)
    count = ui.text(str(look.taken), fonts.BODY, theme.chili if look.taken else theme.charcoal)
    canvas.blit(count, count.get_rect(midleft=(rect.right - 34, rect.y + 64)))
    tag = ui.text("taken", 16, theme.charcoal)
    canvas.blit(tag, tag.get_rect(midtop=(rect.right - 48, rect.y + 88)))
    canvas.blit(ui.text("in hand", 16, theme.charcoal), (rect.x + 16, rect.y + 88))
    if look.you:
        signal(Meaning.OWN_BOARD, theme).paint(canvas, rect, 14)
    if look.acting:
        signal(Meaning.ACTIVE_SEAT, theme).paint(canvas, rect, 14)
    if look.target is not None:
        look.target.paint(canvas, rect, 14, fill=False)


# --- the tacos -------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceLook:
    column: Box
    new_slot: bool
    picking: bool
    mark: SignalLook | None
    wash: bool
    height: int
    style: tuple


def place_area(column: Box, height: int) -> pygame.Rect:
    """Where a taco's column is marked: its cards, fanned down it."""
    area = pygame.Rect(column).inflate(-4, 0)
    area.h = max(height, CARD_H + 12) - 4
    area.y += 2
    return area


def place(style: Style, key: str, column: Box, new_slot: bool, picking: bool,
          mark: SignalLook | None, wash: bool, height: int) -> Element | None:
    """A taco's column: the new-taco slot's quiet outline (named while a card is picked up)
    and its mark as a legal, refused, chosen or hinted place (`wash`: the one under the
    pointer is filled too)."""
    if not new_slot and mark is None:
        return None
    look = PlaceLook(column, new_slot, picking, mark, wash, height, style.key)
    return Element(("place", key), reach(place_area(column, height)).inflate(4, 4), Z_TACOS,
                   look, partial(_paint_place, look, style))


def _paint_place(look: PlaceLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    area = place_area(look.column, look.height)
    if look.new_slot:
        slot = pygame.Rect(0, 0, CARD_W + 8, CARD_H + 8)
        slot.midtop = (area.centerx, area.y + 2)
        paint.rect(canvas, theme.cream_dark, slot, 2, border_radius=12)
        if look.picking:
            label = ui.text("New taco", fonts.SMALL, theme.cream, width=slot.w - 16)
            canvas.blit(label, label.get_rect(center=slot.center))
    if look.mark is not None:
        look.mark.paint(canvas, area, 14, fill=look.wash)


@dataclass(frozen=True)
class SumLook:
    centre: tuple[int, int]
    total: int
    perfect: bool
    style: tuple


def taco_sum(style: Style, key: str, column: Box, total: int, perfect: bool) -> Element:
    """A taco's sum on its badge, over its top card's corner."""
    centre = badge_centre(column)
    look = SumLook(centre, total, perfect, style.key)
    reach = pygame.Rect(centre[0] - BADGE_RADIUS - 2, centre[1] - BADGE_RADIUS - 2,
                        2 * BADGE_RADIUS + 4, 2 * BADGE_RADIUS + 4)
    return Element(("sum", key), reach, Z_BADGES, look, partial(_paint_sum, look, style))


def _paint_sum(look: SumLook, style: Style, canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    paint.circle(canvas, theme.charcoal, look.centre, BADGE_RADIUS)
    paint.circle(canvas, theme.lime if look.perfect else theme.marigold, look.centre,
                 BADGE_RADIUS - 3)
    total = ui.text(str(look.total), fonts.BODY, theme.charcoal)
    canvas.blit(total, total.get_rect(center=look.centre))


# --- the hand's note and the question --------------------------------------------------------
@dataclass(frozen=True)
class NoteLook:
    text: str
    size: float
    shadowed: bool
    centre: tuple[float, float]
    style: tuple


def hand_note(style: Style, model: LocoModel, anyone_human: bool) -> Element | None:
    """What the hand's place says when no hand is shown there."""
    if model.viewer is None:
        text = ("Hands stay hidden until a player's turn" if anyone_human
                else "Bots only: every hand is hidden")
        look = NoteLook(text, fonts.SMALL, False, model.hand_zone.center, style.key)
    elif not model.hand:
        look = NoteLook("Your hand is empty", fonts.BODY, True, model.hand_zone.center,
                        style.key)
    else:
        return None
    return Element("hand note", pygame.Rect(model.hand_zone).inflate(40, 20), Z_HAND_NOTE, look,
                   partial(_paint_note, look, style))


def _paint_note(look: NoteLook, style: Style, canvas: pygame.Surface) -> None:
    theme = style.theme
    label = style.ui.text(look.text, look.size, theme.cream_dark,
                          shadow=theme.shadow if look.shadowed else None)
    canvas.blit(label, label.get_rect(center=look.centre))


@dataclass(frozen=True)
class PromptLook:
    box: Box
    text: str
    answers: tuple[tuple[str, bool, bool, bool], ...]
    """(label, enabled, focused, hovered) of each answer button."""
    style: tuple


def prompt(style: Style, model: LocoModel, text: str,
           answers: tuple[tuple[str, bool, bool, bool], ...]) -> Element:
    """The private question in its panel: give the perfect taco away, or counter."""
    box = model.prompt_zone
    if not answers:
        box = Box(box.x, box.y, box.w, PROMPT_GIVE_HEIGHT)
    look = PromptLook(box, text, answers, style.key)
    return Element("prompt", pygame.Rect(box).inflate(24, 24), Z_PROMPT, look,
                   partial(_paint_prompt, look, model, style))


def _paint_prompt(look: PromptLook, model: LocoModel, style: Style,
                  canvas: pygame.Surface) -> None:
    theme, ui = style.theme, style.ui
    rect = pygame.Rect(look.box)
    panel(canvas, rect, theme.cream, theme.marigold, pictures=style.pictures)
    for box, (label, enabled, focused, hovered) in zip(prompt_buttons(model), look.answers,
                                                       strict=False):
        answer = Button(pygame.Rect(box), label=label, primary=label == "Counter!")
        answer.enabled = enabled
        answer.draw(canvas, ui, theme, focused, hovered)
    body = ui.text(look.text, fonts.SMALL, theme.charcoal, width=rect.w - 28)
    canvas.blit(body, (rect.x + 14, rect.y + 12))
