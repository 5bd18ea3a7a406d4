"""Writes data/taco_fight/table.tmx: the ¡Taco Fight! table for 1–4 players, editable in Tiled.

Layers "table-N" (N = 1..4) hold the middle column for N players (hourglass, clock, wave
track, taco board, ingredient stack, sink), the history line and, where the felt has room, the
"What happened" panel. Layers "boards-N" hold one board per player: a header, the row of
attackers over the row of plates, the pantry above the kitchen, and a footer for held or new
tacos. The boards take the whole felt: a board's cards are the biggest member of the kit's
card-size family its zone fits (`board.py`), so one player plays at full size and four at the
family's Fight size. No slot holds the controls: the controls sheet is an overlay (F2, and
before the first fight).

Run `python -m tabletop.games.taco_fight.table.table_map` after changing the numbers here,
or edit the .tmx in Tiled directly: the game reads only the map.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx

WIDTH, HEIGHT = 1280, 720
TOP = 50
"""Under the top bar."""
BOTTOM = 672
"""Above the history line."""
EDGE = 4
GAP = 4
BOARD_W, BOARD_H = 550, 309
"""A board of six Fight-size (84 x 118) columns: two rows of cards and a footer."""
SOLO_W, SOLO_H = 766, 418
"""One player's board: six full-size (120 x 168) columns."""
LEFT_X = EDGE
RIGHT_X = WIDTH - EDGE - BOARD_W
LOWER_Y = TOP + BOARD_H + GAP
NARROW_X = LEFT_X + BOARD_W + GAP
NARROW_W = RIGHT_X - GAP - NARROW_X
WIDE_W = 212
LOG = ZoneSpec("log", 180, HEIGHT - 44, WIDTH - 360, 40, "log")


def narrow(x: int) -> list[ZoneSpec]:
    """The middle column between two columns of boards: the clock under the hourglass."""
    w = NARROW_W
    return [
        ZoneSpec("hourglass", x, TOP, w, 164, "hourglass"),
        ZoneSpec("clock", x, TOP + 166, w, 74, "clock"),
        ZoneSpec("waves", x, TOP + 244, w, 78, "waves"),
        ZoneSpec("tacos", x, TOP + 326, w, 112, "tacos"),
        ZoneSpec("stack", x, TOP + 442, w // 2, BOTTOM - TOP - 442, "stack"),
        ZoneSpec("sink", x + w // 2, TOP + 442, w - w // 2, BOTTOM - TOP - 442, "sink"),
    ]


def wide(x: int, w: int = WIDE_W) -> list[ZoneSpec]:
    """The middle column beside the boards, `w` wide: the clock beside the hourglass."""
    return [
        ZoneSpec("hourglass", x + 8, TOP + 4, 104, 168, "hourglass"),
        ZoneSpec("clock", x + 116, TOP + 4, w - 120, 168, "clock"),
        ZoneSpec("waves", x, TOP + 180, w, 84, "waves"),
        ZoneSpec("tacos", x, TOP + 272, w, 124, "tacos"),
        ZoneSpec("stack", x, TOP + 404, w // 2, BOTTOM - TOP - 404, "stack"),
        ZoneSpec("sink", x + w // 2, TOP + 404, w - w // 2, BOTTOM - TOP - 404, "sink"),
    ]


def history(x: int, y: int, w: int, h: int) -> ZoneSpec:
    return ZoneSpec("history", x, y, w, h, "history")


def table(count: int) -> list[ZoneSpec]:
    """The middle column, the history line and the history panel for `count` players."""
    if count == 1:
        x = LEFT_X + SOLO_W + GAP + 4
        middle = wide(x, WIDTH - EDGE - 4 - x)
        return [*middle, LOG, history(LEFT_X, TOP + SOLO_H + GAP, SOLO_W,
                                      BOTTOM - TOP - SOLO_H - GAP)]
    if count == 2:
        x = NARROW_X + 4
        left = x + WIDE_W + GAP + 4
        return [*wide(x), LOG, history(left, TOP, WIDTH - EDGE - left, BOTTOM - TOP)]
    zones = [*narrow(NARROW_X), LOG]
    if count == 3:
        zones.append(history(RIGHT_X, LOWER_Y, BOARD_W, BOARD_H))
    return zones


def boards(count: int) -> list[ZoneSpec]:
    """The players' boards in seat order (reading order on the table)."""
    if count == 1:
        return [ZoneSpec("board-0", LEFT_X, TOP, SOLO_W, SOLO_H, "board", {"seat": "0"})]
    slots = [(LEFT_X, TOP), (LEFT_X, LOWER_Y)] if count == 2 else \
        [(LEFT_X, TOP), (RIGHT_X, TOP), (LEFT_X, LOWER_Y), (RIGHT_X, LOWER_Y)][:count]
    return [ZoneSpec(f"board-{i}", x, y, BOARD_W, BOARD_H, "board", {"seat": str(i)})
            for i, (x, y) in enumerate(slots)]


def layers() -> dict[str, list[ZoneSpec]]:
    out: dict[str, list[ZoneSpec]] = {}
    for count in range(1, 5):
        out[f"table-{count}"] = table(count)
        out[f"boards-{count}"] = boards(count)
    return out


def main() -> None:
    target = Path(__file__).resolve().parents[4] / "data" / "taco_fight" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
