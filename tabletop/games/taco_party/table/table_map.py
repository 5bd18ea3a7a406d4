"""Writes data/taco_party/table.tmx: the Taco Party table for 2, 3 and 4 seats, editable in Tiled.

Run `python -m tabletop.games.taco_party.table.table_map` after changing the numbers here,
or edit the .tmx in Tiled directly: the game reads only the map.

One object layer per seat count (`table-2`, `table-3`, `table-4`). Seats are placed relative to
the player in front of the screen: `seat-0` (bottom left) is theirs, `seat-1`… follow clockwise.
The right-hand column holds the middle of the table (`deck`, `discard`, the four face-up
`centre` slots), the turn `steps` and the `hand`. With two players the other plate sits above
yours, both tall enough for the tall tacos of a two-player game, and a `log` of what happened
fills the top of the right-hand column.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx

WIDTH, HEIGHT = 1280, 720
TOP = 52            # below the status bar
BOTTOM = HEIGHT - 44  # above the log line and the hint button
MARGIN = 8
GAP = 6
RIGHT_X = 744       # the right-hand column: middle of the table, steps, hand
RIGHT_W = WIDTH - MARGIN - RIGHT_X
PLATE_W = RIGHT_X - MARGIN - 8
OPPONENT_H = 220    # 3 and 4 players: the others' row across the top
MIDDLE_Y = TOP + OPPONENT_H + 8
CENTRE_H = 132      # the middle's compact cards (92 x 128) and the deck's count
STEPS_H = 76


def right_column() -> list[ZoneSpec]:
    steps_y = MIDDLE_Y + CENTRE_H + 4
    hand_y = steps_y + STEPS_H + 4
    return [
        ZoneSpec("deck", RIGHT_X + 6, MIDDLE_Y, 64, 90, "deck"),
        ZoneSpec("discard", RIGHT_X + 76, MIDDLE_Y, 64, 90, "discard"),
        ZoneSpec("centre", RIGHT_X + 146, MIDDLE_Y, RIGHT_W - 148, CENTRE_H, "centre",
                 {"slots": "4"}),
        ZoneSpec("steps", RIGHT_X, steps_y, RIGHT_W, STEPS_H, "steps"),
        ZoneSpec("hand", RIGHT_X, hand_y, RIGHT_W, BOTTOM - hand_y, "hand"),
    ]


def seat(position: int, x: int, y: int, w: int, h: int) -> ZoneSpec:
    return ZoneSpec(f"seat-{position}", x, y, w, h, "plate", {"position": str(position)})


def two_players() -> list[ZoneSpec]:
    """The other plate above yours, each half the height; the log top right."""
    half = (BOTTOM - TOP - GAP) // 2
    return right_column() + [
        seat(0, MARGIN, TOP + half + GAP, PLATE_W, BOTTOM - TOP - half - GAP),
        seat(1, MARGIN, TOP, PLATE_W, half),
        ZoneSpec("log", RIGHT_X, TOP, RIGHT_W, MIDDLE_Y - TOP - 8, "log"),
    ]


def more_players(count: int) -> list[ZoneSpec]:
    """Your plate bottom left, the others in a row across the top."""
    zones = right_column() + [seat(0, MARGIN, MIDDLE_Y, PLATE_W, BOTTOM - MIDDLE_Y)]
    others = count - 1
    width = (WIDTH - 2 * MARGIN - (others - 1) * GAP) // others
    for i in range(others):
        zones.append(seat(i + 1, MARGIN + i * (width + GAP), TOP, width, OPPONENT_H))
    return zones


def layers() -> dict[str, list[ZoneSpec]]:
    return {"table-2": two_players(), "table-3": more_players(3), "table-4": more_players(4)}


def main() -> None:
    target = Path(__file__).resolve().parents[4] / "data" / "taco_party" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
