"""Writes data/crazy_taco/table.tmx: the Crazy Taco board, editable in Tiled.

Run `python -m tabletop.games.crazy_taco.table.table_map` after changing the numbers here,
or edit the .tmx in Tiled directly: the game reads only the map.

Layer `board` holds every zone of the solo board: the counter row across the top (customer deck,
positions 4 to 1, Patience, the out pile), the kitchen (the five dice), the storeroom door and the
task zone below it, then the rest room, the bonus zone, the Extra area and the fine area. The
right-hand column holds the popularity track, the cash register, the menu and the phase panel.
Layer `versus` adds the 1 v 1 pieces: the customer player's hand (it opens over the kitchen
while they choose a card), their hand's backs under the deck, and the manager's Extra pile.
Zones of kind "slot" are card places inside a panel; the others are the panels themselves.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx

WIDTH, HEIGHT = 1280, 720
BIG = (108, 150)       # cards at the counter
SMALL = (92, 128)      # cards in the door, task, bonus, Extra and fine areas
TITLE = 24             # a panel's title strip

ROW_A, ROW_A_H = 52, 212     # the counter
ROW_B, ROW_B_H = 272, 200    # kitchen, storeroom door, task zone
ROW_C, ROW_C_H = 480, 188    # rest room, bonus zone, Extra, fine
RIGHT_X, RIGHT_W = 848, 424


def slot(name: str, x: int, y: int, size: tuple[int, int], **props: str) -> ZoneSpec:
    return ZoneSpec(name, x, y, size[0], size[1], "slot", props)


def counter_row() -> list[ZoneSpec]:
    top = ROW_A + TITLE + 4
    zones = [ZoneSpec("counter", 8, ROW_A, 832, ROW_A_H, "panel",
                      {"title": "THE COUNTER"}),
             slot("deck", 20, top + 4, SMALL)]
    x = 124
    for position in (4, 3, 2, 1):
        zones.append(slot(f"counter-{position}", x, top, BIG, position=str(position)))
        x += BIG[0] + 8
    zones.append(slot("patience", x + 18, top, BIG))
    zones.append(slot("out", x + 18 + BIG[0] + 20, top + 4, SMALL))
    return zones


def kitchen_row() -> list[ZoneSpec]:
    top = ROW_B + TITLE + 6
    zones = [ZoneSpec("kitchen", 8, ROW_B, 484, ROW_B_H, "panel", {"title": "KITCHEN"}),
             ZoneSpec("dice", 16, top, 468, 96, "dice"),
             ZoneSpec("reroll", 16, top + 110, 468, 50, "drop"),
             ZoneSpec("storeroom", 500, ROW_B, 140, ROW_B_H, "panel",
                      {"title": "STOREROOM DOOR"}),
             slot("door", 524, top + 2, SMALL),
             ZoneSpec("task-zone", 648, ROW_B, 192, ROW_B_H, "panel", {"title": "TASK ZONE"}),
             slot("task-1", 650, top + 2, SMALL),
             slot("task-2", 746, top + 2, SMALL)]
    return zones


def back_row() -> list[ZoneSpec]:
    top = ROW_C + TITLE + 6
    return [
        ZoneSpec("rest-room", 8, ROW_C, 300, ROW_C_H, "panel", {"title": "REST ROOM"}),
        ZoneSpec("rest-1", 20, top + 48, 84, 92, "rest", {"space": "1"}),
        ZoneSpec("rest-2", 116, top + 48, 84, 92, "rest", {"space": "2"}),
        ZoneSpec("rest-3", 212, top + 48, 84, 92, "rest", {"space": "3"}),
        ZoneSpec("overtime", 20, top + 2, 276, 40, "track"),
        ZoneSpec("bonus-zone", 316, ROW_C, 212, ROW_C_H, "panel", {"title": "BONUS ZONE"}),
        slot("bonus-1", 324, top + 2, SMALL),
        slot("bonus-2", 424, top + 2, SMALL),
        ZoneSpec("extra-area", 536, ROW_C, 124, ROW_C_H, "panel", {"title": "EXTRA"}),
        slot("extra", 552, top + 2, SMALL),
        ZoneSpec("fine-area", 668, ROW_C, 172, ROW_C_H, "panel", {"title": "FINE (MULTA)"}),
        slot("fine-card", 676, top + 2, SMALL),
        ZoneSpec("fine-die", 776, top + 40, 56, 56, "die"),
    ]


def right_column() -> list[ZoneSpec]:
    return [
        ZoneSpec("popularity", RIGHT_X, ROW_A, 300, 96, "panel", {"title": "POPULARITY"}),
        ZoneSpec("cash", RIGHT_X + 308, ROW_A, RIGHT_W - 308, 96, "panel",
                 {"title": "CASH REGISTER"}),
        ZoneSpec("menu", RIGHT_X, ROW_A + 104, RIGHT_W, 336, "panel", {"title": "MENU"}),
        ZoneSpec("actions", RIGHT_X, ROW_A + 448, RIGHT_W, 668 - ROW_A - 448, "panel"),
    ]


def versus_zones() -> list[ZoneSpec]:
    return [
        ZoneSpec("hand", 8, ROW_B, 484, ROW_B_H, "panel", {"title": "CUSTOMER PLAYER'S HAND"}),
        ZoneSpec("hand-backs", 20, ROW_A + TITLE + 142, 92, 40, "backs"),
        ZoneSpec("extra-pile", 552, ROW_C + TITLE + 140, 92, 22, "backs"),
    ]


def layers() -> dict[str, list[ZoneSpec]]:
    return {"board": counter_row() + kitchen_row() + back_row() + right_column(),
            "versus": versus_zones()}


def main() -> None:
    target = Path(__file__).resolve().parents[3] / "data" / "crazy_taco" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
