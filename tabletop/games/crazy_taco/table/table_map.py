"""Writes data/crazy_taco/table.tmx: the Crazy Taco board, editable in Tiled.

Run `python -m tabletop.games.crazy_taco.table.table_map` after changing the numbers here,
or edit the .tmx in Tiled directly: the game reads only the map.

Layer `board` holds every zone of the solo board: the counter row across the top (customer deck,
positions 4 to 1, Patience, the out pile), the kitchen (the five dice), the storeroom door and the
task zone below it, then the rest room, the bonus zone, the Extra area and the fine area. The
right-hand column holds the popularity track, the cash register, the menu, the "What happened"
panel (the latest lines of the history) and the phase panel.
Layer `versus` adds the 1 v 1 pieces: the customer player's hand (it opens over the kitchen,
the storeroom and the back row's titles while they choose a card, fanned), their seat panel
along the counter's title strip, and the count of the manager's Extra pile in the Extra
area's title strip.
Cards come in two sizes of the card-size family: full where the customer player holds and
plays cards (the hand, the counter), the smaller one in the side places.
Zones of kind "slot" are card places inside a panel; the others are the panels themselves.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx
from tabletop.table import sizes

WIDTH, HEIGHT = 1280, 720
FULL = sizes.FULL.size   # the card-size family's full size: the counter and the hand
SIDE = sizes.TABLE.size  # the door, task, bonus, Extra, fine and out places
PILE = sizes.PEEK.size   # the customer deck's backs
TITLE = 24             # a panel's title strip

ROW_A, ROW_A_H = 52, 230     # the counter
ROW_B, ROW_B_H = 290, 200    # kitchen, storeroom door, task zone
ROW_C, ROW_C_H = 498, 170    # rest room, bonus zone, Extra, fine
RIGHT_X, RIGHT_W = 848, 424
TOP_H = 78                   # the popularity track and the cash register
MENU_H = 32 + 6 * 36 + 6     # the menu: its title, six dishes of 34 px (2 apart), a margin
ACTIONS_Y = ROW_A + 448      # the phase panel, at the bottom of the right-hand column
HAND_DROP = 38
"""The customer player's hand reaches this far over the back row's titles: room for a fanned
hand's arc (the outer cards sit lower) and a hovered card's lift."""


def slot(name: str, x: int, y: int, size: tuple[int, int], **props: str) -> ZoneSpec:
    return ZoneSpec(name, x, y, size[0], size[1], "slot", props)


def counter_row() -> list[ZoneSpec]:
    top = ROW_A + TITLE + 10  # a legal place's striped band keeps clear of the title
    zones = [ZoneSpec("counter", 8, ROW_A, 832, ROW_A_H, "panel",
                      {"title": "THE COUNTER"}),
             slot("deck", 16, top, PILE)]
    x = 88
    for position in (4, 3, 2, 1):
        zones.append(slot(f"counter-{position}", x, top, FULL, position=str(position)))
        x += FULL[0] + 6
    zones.append(slot("patience", x + 14, top, FULL))
    zones.append(slot("out", x + 14 + FULL[0] + 6, top, SIDE))
    return zones


def kitchen_row() -> list[ZoneSpec]:
    top = ROW_B + TITLE + 6
    zones = [ZoneSpec("kitchen", 8, ROW_B, 476, ROW_B_H, "panel", {"title": "KITCHEN"}),
             ZoneSpec("dice", 16, top, 460, 104, "dice"),
             ZoneSpec("reroll", 16, top + 122, 460, 40, "drop"),
             ZoneSpec("storeroom", 492, ROW_B, 128, ROW_B_H, "panel",
                      {"title": "STOREROOM DOOR"}),
             slot("door", 506, top, SIDE),
             ZoneSpec("task-zone", 628, ROW_B, 212, ROW_B_H, "panel", {"title": "TASK ZONE"}),
             slot("task-1", 634, top, SIDE),
             slot("task-2", 736, top, SIDE)]
    return zones


def back_row() -> list[ZoneSpec]:
    top = ROW_C + TITLE + 4
    return [
        ZoneSpec("rest-room", 8, ROW_C, 288, ROW_C_H, "panel", {"title": "REST ROOM"}),
        ZoneSpec("rest-1", 18, top + 44, 80, 76, "rest", {"space": "1"}),
        ZoneSpec("rest-2", 110, top + 44, 80, 76, "rest", {"space": "2"}),
        ZoneSpec("rest-3", 202, top + 44, 80, 76, "rest", {"space": "3"}),
        ZoneSpec("overtime", 18, top + 2, 268, 40, "track"),
        ZoneSpec("bonus-zone", 304, ROW_C, 208, ROW_C_H, "panel", {"title": "BONUS ZONE"}),
        slot("bonus-1", 310, top, SIDE),
        slot("bonus-2", 410, top, SIDE),
        ZoneSpec("extra-area", 520, ROW_C, 132, ROW_C_H, "panel", {"title": "EXTRA"}),
        slot("extra", 538, top, SIDE),
        ZoneSpec("fine-area", 660, ROW_C, 180, ROW_C_H, "panel", {"title": "FINE (MULTA)"}),
        slot("fine-card", 666, top, SIDE),
        ZoneSpec("fine-die", 774, top + 36, 56, 56, "die"),
    ]


def right_column() -> list[ZoneSpec]:
    menu_y = ROW_A + TOP_H + 8
    told_y = menu_y + MENU_H + 8
    return [
        ZoneSpec("popularity", RIGHT_X, ROW_A, 300, TOP_H, "panel", {"title": "POPULARITY"}),
        ZoneSpec("cash", RIGHT_X + 308, ROW_A, RIGHT_W - 308, TOP_H, "panel",
                 {"title": "CASH REGISTER"}),
        ZoneSpec("menu", RIGHT_X, menu_y, RIGHT_W, MENU_H, "panel", {"title": "MENU"}),
        ZoneSpec("history", RIGHT_X, told_y, RIGHT_W, ACTIONS_Y - 8 - told_y, "panel",
                 {"title": "WHAT HAPPENED"}),
        ZoneSpec("actions", RIGHT_X, ACTIONS_Y, RIGHT_W, 668 - ACTIONS_Y, "panel"),
    ]


def versus_zones() -> list[ZoneSpec]:
    return [
        ZoneSpec("hand", 8, ROW_B, 620, ROW_B_H + HAND_DROP, "panel",
                 {"title": "CUSTOMER PLAYER'S HAND"}),
        ZoneSpec("seat", 168, ROW_A + 2, 668, TITLE, "seat"),
        ZoneSpec("extra-pile", 520 + 132 - 10 - 50, ROW_C + 3, 50, 22, "count"),
    ]


def layers() -> dict[str, list[ZoneSpec]]:
    return {"board": counter_row() + kitchen_row() + back_row() + right_column(),
            "versus": versus_zones()}


def main() -> None:
    target = Path(__file__).resolve().parents[4] / "data" / "crazy_taco" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
