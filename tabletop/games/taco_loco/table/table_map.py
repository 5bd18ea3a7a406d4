"""Writes data/taco_loco/table.tmx: the Taco Loco table for 2–5 seats, editable in Tiled.

Run `python -m tabletop.games.taco_loco.table.table_map` after changing the numbers here,
or edit the .tmx in Tiled directly: the game reads only the map.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.layout.tmx_writer import ZoneSpec, write_tmx

WIDTH, HEIGHT = 1280, 720
PANEL_W, PANEL_H = 226, 112
PANEL_Y = 56

TABLE_ZONES = [
    ZoneSpec("pile", 70, 226, 150, 220, "pile"),
    ZoneSpec("tacos", 250, 184, 990, 290, "tacos"),
    ZoneSpec("hand", 330, 482, 620, 178, "hand"),
    ZoneSpec("prompt", 960, 500, 300, 170, "prompt"),
    ZoneSpec("history", 12, 464, 306, 206, "history"),
]


def seat_row(count: int) -> list[ZoneSpec]:
    """Seat panels evenly across the top edge, clockwise from the left."""
    gap = (WIDTH - count * PANEL_W) // (count + 1)
    return [ZoneSpec(f"seat-{i}", gap + i * (PANEL_W + gap), PANEL_Y, PANEL_W, PANEL_H, "seat",
                     {"seat": str(i)}) for i in range(count)]


def layers() -> dict[str, list[ZoneSpec]]:
    out: dict[str, list[ZoneSpec]] = {"table": TABLE_ZONES}
    for count in range(2, 6):
        out[f"seats-{count}"] = seat_row(count)
    return out


def main() -> None:
    target = Path(__file__).resolve().parents[4] / "data" / "taco_loco" / "table.tmx"
    write_tmx(target, WIDTH, HEIGHT, layers())
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
