"""Writes data/taco_fight/table.tmx: the ¡Taco Fight! table for 1–4 players, editable in Tiled.

Layer "table" holds the shared middle column (hourglass, clock, wave track, taco board,
ingredient stack, sink). Layers "boards-N" (N = 1..4) hold one board per player: a header, the
row of attackers over the row of plates, the pantry above the kitchen, and a footer for held or
new tacos. No slot holds the controls: the controls sheet is an overlay (F2, and before the
first fight).

Run `python -m tabletop.games.taco_fight.table.table_map` after changing the numbers here,
or edit the .tmx in Tiled directly: the game reads only the map.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx

WIDTH, HEIGHT = 1280, 720
BOARD_W, BOARD_H = 520, 308
TOP = 52
GAP = 8
LEFT_X = 6
RIGHT_X = WIDTH - 6 - BOARD_W
MIDDLE_X = LEFT_X + BOARD_W + GAP
MIDDLE_W = RIGHT_X - GAP - MIDDLE_X
SLOTS = [(LEFT_X, TOP), (RIGHT_X, TOP), (LEFT_X, TOP + BOARD_H + GAP),
         (RIGHT_X, TOP + BOARD_H + GAP)]
"""Board positions in seat order: top left, top right, bottom left, bottom right."""

TABLE_ZONES = [
    ZoneSpec("hourglass", MIDDLE_X + 8, TOP + 4, 104, 168, "hourglass"),
    ZoneSpec("clock", MIDDLE_X + 116, TOP + 4, MIDDLE_W - 120, 168, "clock"),
    ZoneSpec("waves", MIDDLE_X, TOP + 180, MIDDLE_W, 84, "waves"),
    ZoneSpec("tacos", MIDDLE_X, TOP + 272, MIDDLE_W, 124, "tacos"),
    ZoneSpec("stack", MIDDLE_X, TOP + 404, MIDDLE_W // 2, 208, "stack"),
    ZoneSpec("sink", MIDDLE_X + MIDDLE_W // 2, TOP + 404, MIDDLE_W - MIDDLE_W // 2, 208, "sink"),
    ZoneSpec("log", 180, HEIGHT - 44, WIDTH - 360, 40, "log"),
]


def boards(count: int) -> list[ZoneSpec]:
    """The players' boards in seat order (reading order on the table)."""
    return [ZoneSpec(f"board-{i}", x, y, BOARD_W, BOARD_H, "board", {"seat": str(i)})
            for i, (x, y) in enumerate(SLOTS[:count])]


def layers() -> dict[str, list[ZoneSpec]]:
    out: dict[str, list[ZoneSpec]] = {"table": TABLE_ZONES}
    for count in range(1, 5):
        out[f"boards-{count}"] = boards(count)
    return out


def main() -> None:
    target = Path(__file__).resolve().parents[4] / "data" / "taco_fight" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
