"""Where everything sits on one player's board (rects from the Tiled board zone), and hit tests.

A board: a header (name, devices, forks sunk), the pantry above the kitchen on the left, a
gutter naming the two rows (the attacking tacos above, the plates below), then five columns
each with the attacking taco above its plate, and a footer for held tacos (fight) or new tacos
to place (prep) plus the Auto/Ready buttons of the mouse player. Its cards are
the biggest member of the kit's card-size family that the zone fits (`card_size_for`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.taco_fight.table.faces import MINI
from tabletop.kit.sizes import COMPACT, FIGHT, FULL, TABLE, CardSize, largest_fitting

HEADER = 30
ROW_GAP = 6
COLUMN_GAP = 4
LEFT = 4
PANTRY_GAP = 22
"""The gutter between the pantry's column and the plates': each row's name, read upwards."""
BUTTON_TOP = 4
"""How far the header's Auto and Ready buttons stand below the board's top edge."""
FOOTER = 30
"""The footer's least height (a row of held or new tacos)."""
SIZES = (FULL, TABLE, COMPACT, FIGHT)
"""The family's members a board may use: Fight's own at the smallest."""

PLATE, ATTACKER, HELD, INCOMING, PANTRY, KITCHEN, AUTO_BUTTON, READY_BUTTON = (
    "plate", "attacker", "held", "incoming", "pantry", "kitchen", "auto", "ready")


def card_size_for(rect: pygame.Rect, plates: int) -> CardSize:
    """The biggest card size whose six columns (pantry, plates) and two rows fit `rect`."""
    columns = plates + 1
    width = (rect.w - 2 * LEFT - PANTRY_GAP - (plates - 1) * COLUMN_GAP) / columns
    height = (rect.h - HEADER - 2 - ROW_GAP - 3 - 2 - FOOTER) / 2
    return largest_fitting(width, height, SIZES)


@dataclass(frozen=True)
class Spot:
    """Something a pointer can land on: `kind` at `index` on `owner`'s board."""

    owner: int
    kind: str
    index: int = 0


class BoardGeometry:
    """Rects for one seat's board; `plates` is the number of plates per player, `size` its
    cards' member of the family."""

    def __init__(self, seat: int, rect: pygame.Rect, plates: int, size: CardSize = FIGHT
                 ) -> None:
        self.seat = seat
        self.rect = rect
        self.plates = plates
        self.size = size
        card = size.size
        x0 = rect.x + LEFT
        attack_y = rect.y + HEADER + 2
        plate_y = attack_y + card[1] + ROW_GAP
        self.header = pygame.Rect(rect.x, rect.y, rect.w, HEADER)
        self.pantry = pygame.Rect(x0, attack_y, *card)
        self.kitchen = pygame.Rect(x0, plate_y, *card)
        first = x0 + card[0] + PANTRY_GAP
        self.first_plate_x = first
        step = card[0] + COLUMN_GAP
        self.attackers = [pygame.Rect(first + i * step, attack_y, *card) for i in range(plates)]
        self.plate_rects = [pygame.Rect(first + i * step, plate_y, *card) for i in range(plates)]
        self.columns = [a.union(p) for a, p in zip(self.attackers, self.plate_rects, strict=True)]
        footer_y = plate_y + card[1] + 3
        self.footer = pygame.Rect(rect.x + 4, footer_y, rect.w - 8, rect.bottom - footer_y - 2)
        self.ready_button = pygame.Rect(rect.right - 92, rect.y + BUTTON_TOP, 84, 24)
        self.auto_button = pygame.Rect(rect.right - 186, rect.y + BUTTON_TOP, 88, 24)
        """The mouse player's buttons in the header, `BUTTON_TOP` down and 8 px in from the
        board's right (at 2 px the lit "✓ READY" chip touched its border and its corner)."""
        gutter_x = self.pantry.right + 1
        self.row_labels = (pygame.Rect(gutter_x, attack_y, PANTRY_GAP - 4, card[1]),
                           pygame.Rect(gutter_x, plate_y, PANTRY_GAP - 4, card[1]))
        """Where the attacking tacos' row and the plates' row are named (upwards)."""

    def mini(self, index: int) -> pygame.Rect:
        """Held or new taco number `index` in the footer (from under the first plate)."""
        x = self.first_plate_x + index * (MINI[0] + 6)
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
