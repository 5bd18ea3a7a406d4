"""Where everything sits on one player's board (rects from the Tiled board zone), and hit tests.

A board: a header (name, devices, forks sunk), the pantry above the kitchen on the left, then
five columns each with the attacking taco above its plate, and a footer for held tacos (fight)
or new tacos to place (prep) plus the Auto/Ready buttons of the mouse player.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.taco_fight.table.faces import CARD, MINI

HEADER = 30
ROW_GAP = 6
COLUMN = CARD[0] + 6
LEFT = 8
PANTRY_GAP = 14
FOOTER = 44

PLATE, ATTACKER, HELD, INCOMING, PANTRY, KITCHEN, AUTO_BUTTON, READY_BUTTON = (
    "plate", "attacker", "held", "incoming", "pantry", "kitchen", "auto", "ready")


@dataclass(frozen=True)
class Spot:
    """Something a pointer can land on: `kind` at `index` on `owner`'s board."""

    owner: int
    kind: str
    index: int = 0


class BoardGeometry:
    """Rects for one seat's board; `plates` is the number of plates per player."""

    def __init__(self, seat: int, rect: pygame.Rect, plates: int) -> None:
        self.seat = seat
        self.rect = rect
        self.plates = plates
        x0 = rect.x + LEFT
        attack_y = rect.y + HEADER + 4
        plate_y = attack_y + CARD[1] + ROW_GAP
        self.header = pygame.Rect(rect.x, rect.y, rect.w, HEADER)
        self.pantry = pygame.Rect(x0, attack_y, *CARD)
        self.kitchen = pygame.Rect(x0, plate_y, *CARD)
        first = x0 + CARD[0] + PANTRY_GAP
        self.attackers = [pygame.Rect(first + i * COLUMN, attack_y, *CARD) for i in range(plates)]
        self.plate_rects = [pygame.Rect(first + i * COLUMN, plate_y, *CARD)
                            for i in range(plates)]
        self.columns = [a.union(p) for a, p in zip(self.attackers, self.plate_rects, strict=True)]
        footer_y = plate_y + CARD[1] + 4
        self.footer = pygame.Rect(rect.x + 4, footer_y, rect.w - 8, rect.bottom - footer_y - 2)
        self.ready_button = pygame.Rect(rect.right - 84, rect.y + 3, 78, 26)
        self.auto_button = pygame.Rect(rect.right - 172, rect.y + 3, 84, 26)

    def mini(self, index: int) -> pygame.Rect:
        """Held or new taco number `index` in the footer."""
        x = self.rect.x + 96 + index * (MINI[0] + 6)
        return pygame.Rect(x, self.footer.y + (self.footer.h - MINI[1]) // 2, *MINI)

    def column_centre(self, slot: int) -> tuple[int, int]:
        return self.columns[slot].center

    def spot_at(self, pos: tuple[int, int], held: int, incoming: int,
                buttons: bool) -> Spot | None:
        """What is under the pointer on this board (None: nothing to act on)."""
        if not self.rect.collidepoint(pos):
            return None
        if buttons:
            if self.ready_button.collidepoint(pos):
                return Spot(self.seat, READY_BUTTON)
            if self.auto_button.collidepoint(pos):
                return Spot(self.seat, AUTO_BUTTON)
        for i in range(incoming):
            if self.mini(i).collidepoint(pos):
                return Spot(self.seat, INCOMING, i)
        for i in range(held):
            if self.mini(i).collidepoint(pos):
                return Spot(self.seat, HELD, i)
        if self.pantry.collidepoint(pos):
            return Spot(self.seat, PANTRY)
        if self.kitchen.collidepoint(pos):
            return Spot(self.seat, KITCHEN)
        for i in range(self.plates):
            if self.attackers[i].collidepoint(pos):
                return Spot(self.seat, ATTACKER, i)
            if self.plate_rects[i].collidepoint(pos):
                return Spot(self.seat, PLATE, i)
        return None
