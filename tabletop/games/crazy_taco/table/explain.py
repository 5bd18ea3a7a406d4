"""What something on the Crazy Taco table is for, told by the pointer once it rests there: a
die's faces and where it is, a card in full, a dish, or a zone's rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.state import REST
from tabletop.games.crazy_taco.table.board import CHARCOAL, under
from tabletop.games.crazy_taco.table.draw import seat_rule
from tabletop.games.crazy_taco.table.faces import describe
from tabletop.games.crazy_taco.table.model import MENU_TOP, CrazyModel
from tabletop.games.crazy_taco.table.view_text import dish_help
from tabletop.table.chrome import BAR_HEIGHT, BOTTOM_ROOM, Style
from tabletop.table.elements import Element
from tabletop.table.tooltips import Explanation, TooltipStyle
from tabletop.table.tooltips import tooltip as kit_tooltip
from tabletop.ui import palette
from tabletop.ui.palette import HEADING

WHERE = {"cup": "in the cup", "table": "on the table", "spent": "used this turn",
         "task": "busy on a task", "bonus": "busy on a bonus card", "rest": "resting",
         "fine": "held until the fines are paid"}
ZONE_HELP = {
    "counter": ["The counter", "Serve a whole order with food and drink dice, and collect with",
                "a money die: once both are done the customer pays and leaves.",
                "Each new arrival pushes position 1 into Patience, and whoever",
                "waits in Patience leaves unhappy (the penalty on their card)."],
    "kitchen": ["The kitchen", "Roll the free dice, then use each die once. Blanks only join a",
                "real food or drink die. Unused faces can be kept for next turn."],
    "storeroom": ["The storeroom door", "A task waits for a die showing the face in its",
                  "top-left corner. A new task first: the old one's penalty."],
    "task-zone": ["The task zone", "Tasks at work: the die stays the turns shown,",
                  "then you pay the task's cost and get the die back."],
    "rest-room": ["The rest room", "A die that rolls zzz rests: one space a turn, out after",
                  "space 3. Overtime (twice a game) brings one back at once."],
    "bonus-zone": ["The bonus zone", "Bonus cards you took (two at most)."],
    "extra-area": ["The Extra area", "One Extra tool: once a turn it counts one face as another."],
    "fine-area": ["The fine area", "Fines you cannot pay hold the trainee here",
                  "until you pay them all in Phase 3."],
    "popularity": ["Popularity", "Lost customers and missed tasks cost stars.",
                   "At the last space the restaurant closes: you lose."],
    "cash": ["The cash register", "Money comes in when an order is both served and collected."],
}

Finder = Callable[[tuple[int, int]], str | None]


def number_help(model: CrazyModel, data: CrazyTacoData, customer: str
                ) -> list[tuple[pygame.Rect, list[str]]]:
    """Every count and track on the table, where it is drawn and what its number means."""
    board, s = model.board, model.obs
    costs = data.board.overtime_costs
    deck_words = ("The customer player draws from it." if board.versus
                  else "Customers come in from it.")
    out = [
        (pygame.Rect(board.box("deck")).union(under(board.box("deck"), spread=10)),
         ["The customer deck", f"{s.deck_count} cards left. {deck_words}"]),
        (pygame.Rect(board.box("out")).union(under(board.box("out"), spread=6)),
         ["Out of the game", f"{len(s.out)} cards have left, face up (the last on top)."]),
        (under(board.box("door"), spread=12).move(0, 4),
         ["Tasks left", f"{s.task_deck_count} task cards are still to come to the door."]),
        (pygame.Rect(board.box("overtime")),
         ["Overtime", f"Used {s.overtime_used} of {len(costs)} times: "
          + ", then ".join(f"${c}" for c in costs) + ".",
          "In Phase 3 it brings a resting worker back at once."]),
        (pygame.Rect(board.box("popularity")),
         ["Popularity", f"{s.popularity} of {data.board.popularity_cap} stars left "
          f"({s.stars_lost} lost).", "Lost customers and missed tasks cost stars.",
          f"At {data.board.popularity_lost_at} the restaurant closes: you lose."]),
        (pygame.Rect(board.box("cash")),
         ["The cash register", f"${s.money} to spend.",
          "Money comes in when an order is both served and collected."]),
        (pygame.Rect(board.box("menu").x, board.box("menu").y, board.box("menu").w, MENU_TOP),
         ["The menu", "Each dish is paid with exact dice faces; what it brings is at the right.",
          f"Advertising campaign: ${data.board.advertising_cost}, "
          f"+{data.board.advertising_stars} star",
          "Overtime (twice a game): " + ", then ".join(f"${c}" for c in costs),
          f"Re-roll any dice you choose: ${data.board.reroll_cost}"]),
    ]
    if s.fine_due:
        out.append((under(board.box("fine-die"), spread=6).move(0, 22),
                    ["Fines due", f"${s.fine_due} to pay in Phase 3; until then the trainee "
                     "is held."]))
    if board.versus:
        rule = ("may play only a plain card (no OPEN, no TASK)" if "plain" in seat_rule(s)
                else "may play any card")
        when = seat_rule(s).split(":")[0]
        out.append((pygame.Rect(board.box("seat")),
                    [f"{customer}, the customer player", f"{s.hand_count} cards in hand.",
                     f"{when.capitalize()} they {rule}."]))
        out.append((pygame.Rect(board.box("extra-pile")),
                    ["The Extra pile", f"{s.extras_pile_count} Extra cards: when you lose "
                     "stars you may reveal the top one."]))
    return out


def tooltip_lines(pos: tuple[int, int], model: CrazyModel, data: CrazyTacoData,
                  die_at: Finder, card_at: Finder, customer: str = "") -> list[str]:
    """What the thing under `pos` is for (nothing: an empty list)."""
    s = model.obs
    die_id = die_at(pos)
    if die_id is not None:
        die = data.die(die_id)
        lines = [die.name, "Faces: " + ", ".join(die.faces), WHERE.get(s.dice[die_id].zone, "")]
        badge = model.dice[die_id].badge
        if badge.isdigit():
            lines.append(f"{badge} turn{'s' if badge != '1' else ''} left there.")
        if s.dice[die_id].zone == REST and model.step == "manage":
            lines.append("Choose it to pay overtime and bring them back.")
        return lines
    card_id = card_at(pos)
    if card_id is not None:
        return describe(data.card(card_id))
    for option, row in zip(data.menu, model.board.menu_rows().values(), strict=True):
        if row.contains(pos):
            ways = " or ".join(" + ".join(f"{n} {face}" for face, n in v.faces)
                               for v in option.variants)
            return [option.name, f"Pay exactly {ways} (no blanks standing in).",
                    dish_help(option)]
    for rect, lines in number_help(model, data, customer):
        if rect.collidepoint(pos):
            return lines
    for name, lines in ZONE_HELP.items():
        box = model.board.box(name)
        title_strip = pygame.Rect(box.x, box.y, box.w, 26)
        if title_strip.collidepoint(pos):
            return lines
    return []


TIP = TooltipStyle(fill=palette.PAPER, edge=palette.BROWN, title_ink=HEADING, ink=CHARCOAL,
                   title_size=16, size=16, width=None, side=10, top=7, bottom=9, gap=2,
                   offset=16, flip=None, flip_x=False, area=(0, BAR_HEIGHT + 2, 0, BOTTOM_ROOM))
"""The kit's tooltip on Crazy Taco's paper: a brown heading, as wide as its longest line."""


def tooltip(style: Style, lines: Sequence[str], pointer: tuple[int, int],
            canvas_size: tuple[int, int], z: float) -> Element:
    """The lines (a heading, then what it does) below right of the pointer."""
    return kit_tooltip(style, Explanation(lines[0], tuple(lines[1:])),
                       pygame.Rect(pointer, (0, 0)), canvas_size, z, TIP)
