"""Under everything on the ¡Taco Fight! table: the felt with the boards' panels printed on it
(their empty slots and numbered plates), the panels of the wave track, the taco board, the
stack and the sink, and the "What happened" sheet where the felt has room for it (else its
strip along the bottom).
None of it ever changes during a game, so it is one picture, made once for the app by its
services, of which each redrawn region is a single blit."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.games.taco_fight.table.draw_board import PLATE_NUMBER, empty_slot
from tabletop.games.taco_fight.table.faces import TableArt
from tabletop.games.taco_fight.table.layout import FightLayout
from tabletop.kit.chrome import Style
from tabletop.ui import paint
from tabletop.ui.draw import dash_rect, panel
from tabletop.ui.layer import ready_to_blit
from tabletop.ui.palette import BOARD_FILL, COUNTER_LIP, COUNTER_WOOD, SLOT_EDGE
from tabletop.ui.palette import NUMBER_INK as NUMBER

Felt = Callable[[pygame.Surface], pygame.Surface]
"""The felt as a picture of the canvas's size, to print the boards on."""
ATTACKER_MARK = 44
"""The faint angry taco in each empty attacker's place (its side, at most half the place)."""
ATTACKER_MARK_ALPHA = 80
ATTACKER_PLACE_INSET = 3
"""How far an empty attacker's place's outline stands in from its card's place: a card-shaped
frame of its own, read as a place a taco comes to (a real taco, a cream card, covers it)."""
ATTACKER_DASH = 7
"""An empty attacker's place's dashes: a place a taco comes to, never a card greyed out."""


PILE_GAP = 2
"""How far the stack's and the sink's panels stand in from their zones' edges (the two zones
touch each other and the taco board: a gap of twice this between their panels)."""
COUNTER_RIM = 3
"""How far the wooden counter under the pantry and the kitchen shows round their cards."""


def counter(canvas: pygame.Surface, places: tuple[pygame.Rect, ...]) -> None:
    """The wooden counter the pantry and the kitchen stand on: a frame round a player's own
    piles, told at a glance from the plates on the board beside them (a plate is a round
    plate on the board's dark cloth, never framed in wood); each pile's own place stays the
    board's cloth, so an empty one reads as quietly as before."""
    wood = places[0].unionall(places[1:]).inflate(2 * COUNTER_RIM, 2 * COUNTER_RIM)
    paint.rect(canvas, COUNTER_WOOD, wood, border_radius=10)
    paint.rect(canvas, COUNTER_LIP, wood, 1, border_radius=10)
    for place in places:
        paint.rect(canvas, BOARD_FILL, place, border_radius=8)


def ground(canvas: pygame.Surface, style: Style, art: TableArt, layout: FightLayout,
           felt: Felt, piles: bool = True) -> pygame.Surface:
    """The whole ground as a picture the size and scale of `canvas`; without the stack's and
    the sink's panels where not `piles` (a tutorial's coach stands over them, shorter than
    they are: their empty tops showed above it as slivers)."""
    picture = felt(canvas)
    for board in layout.boards:
        panel(picture, board.rect, BOARD_FILL, None, radius=12)
        counter(picture, (board.pantry, board.kitchen))
        for rect in [board.pantry, board.kitchen]:
            empty_slot(picture, rect)
        for rect in board.attackers:  # each attacker's place: a card's dashed frame, no fill
            inset = rect.inflate(-2 * ATTACKER_PLACE_INSET, -2 * ATTACKER_PLACE_INSET)
            dash_rect(picture, inset, SLOT_EDGE, ATTACKER_DASH)
        side = min(ATTACKER_MARK, board.attackers[0].w // 2)
        mark = art.faces.icon("angry_taco", side)
        before = mark.get_alpha()
        mark.set_alpha(ATTACKER_MARK_ALPHA)  # borrowed for these blits, not copied
        for rect in board.attackers:  # an attacker's place: a faint angry taco, no words
            picture.blit(mark, mark.get_rect(center=rect.center))
        mark.set_alpha(before)
        for slot, rect in enumerate(board.plate_rects):
            empty_slot(picture, rect)
            picture.blit(art.plate, art.plate.get_rect(center=rect.center))
            number = style.ui.text(str(slot + 1), PLATE_NUMBER, NUMBER)
            picture.blit(number, number.get_rect(center=rect.center))
    for name in ("waves", "tacos"):
        panel(picture, layout.zone(name), BOARD_FILL, None, radius=10, shadow=False)
    for name in ("stack", "sink") if piles else ():  # each its own panel: its name reads
        # as its own, not the taco board's above it (side by side, a gap between them)
        room = layout.zone(name).inflate(-2 * PILE_GAP, -2 * PILE_GAP)
        panel(picture, room, BOARD_FILL, None, radius=10, shadow=False)
    if layout.history is not None:  # the "What happened" sheet, there from the first frame
        panel(picture, layout.history, BOARD_FILL, None, radius=12)
    else:  # or its strip along the bottom
        panel(picture, layout.zone("log"), BOARD_FILL, None, radius=12)
    return ready_to_blit(picture, alpha=False)
