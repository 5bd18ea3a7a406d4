"""Writes data/taco_party/table.tmx: the Taco Party table for 2, 3 and 4 seats, editable in Tiled.

Run `python -m tabletop.games.taco_party.table_map` after changing the numbers here, or edit the
.tmx in Tiled directly: the game reads only the map.

Seats are placed relative to the player in front of the screen: `seat-0` (the big plate, bottom
left) is theirs, `seat-1`… follow clockwise across the top. The right-hand column holds the
middle of the table (deck, discard pile, the four face-up slots), the turn steps and the hand.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx

WIDTH, HEIGHT = 1280, 720
TOP = 52            # below the status bar
MARGIN = 8
GAP = 6
RIGHT_X = 752       # the right-hand column: middle of the table, steps, hand
RIGHT_W = WIDTH - MARGIN - RIGHT_X
OPPONENT_H = 226    # height of the opponents' row across the top
PLATE_Y = TOP + OPPONENT_H + 8
BOTTOM = HEIGHT - 44  # above the log line

TABLE_ZONES = [
    ZoneSpec("deck", RIGHT_X + 10, PLATE_Y + 12, 64, 90, "deck"),
    ZoneSpec("discard", RIGHT_X + 84, PLATE_Y + 12, 64, 90, "discard"),
    ZoneSpec("centre", RIGHT_X + 160, PLATE_Y + 2, RIGHT_W - 166, 116, "centre",
             {"slots": "4"}),
    ZoneSpec("steps", RIGHT_X, PLATE_Y + 124, RIGHT_W, 84, "steps"),
    ZoneSpec("hand", RIGHT_X, PLATE_Y + 214, RIGHT_W, BOTTOM - (PLATE_Y + 214), "hand"),
]


def seat_zones(count: int) -> list[ZoneSpec]:
    """The viewer's plate at the bottom left, the others in a row across the top."""
    zones = [ZoneSpec("seat-0", MARGIN, PLATE_Y, RIGHT_X - MARGIN - 10, BOTTOM - PLATE_Y,
                      "plate", {"position": "0"})]
    others = count - 1
    width = (WIDTH - 2 * MARGIN - (others - 1) * GAP) // others
    for i in range(others):
        zones.append(ZoneSpec(f"seat-{i + 1}", MARGIN + i * (width + GAP), TOP, width,
                              OPPONENT_H, "plate", {"position": str(i + 1)}))
    return zones


def layers() -> dict[str, list[ZoneSpec]]:
    out: dict[str, list[ZoneSpec]] = {"table": TABLE_ZONES}
    for count in (2, 3, 4):
        out[f"seats-{count}"] = seat_zones(count)
    return out


def main() -> None:
    target = Path(__file__).resolve().parents[3] / "data" / "taco_party" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
