"""Table layouts from Tiled maps: named rectangles (zones) read with pytmx, no pygame needed."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from tabletop.core.errors import DataError


@dataclass(frozen=True)
class Zone:
    """A named rectangle on the table, in logical pixels, with its Tiled properties."""

    name: str
    x: float
    y: float
    width: float
    height: float
    kind: str = ""
    properties: tuple[tuple[str, str], ...] = ()

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def prop(self, key: str, default: str = "") -> str:
        return dict(self.properties).get(key, default)


@dataclass(frozen=True)
class TableLayout:
    """All zones of one table map, by layer (object group) and name."""

    file: str
    width: int
    height: int
    layers: dict[str, dict[str, Zone]]

    def layer(self, name: str) -> dict[str, Zone]:
        if name not in self.layers:
            raise DataError(self.file, name, "missing object layer")
        return self.layers[name]

    def zone(self, layer: str, name: str) -> Zone:
        zones = self.layer(layer)
        if name not in zones:
            raise DataError(self.file, f"{layer}/{name}", "missing zone")
        return zones[name]


def load_layout(path: Path, label: str | None = None,
                required: Iterable[tuple[str, str]] = ()) -> TableLayout:
    """Read a .tmx file; every (layer, zone) in `required` must exist or DataError says which."""
    import pytmx  # parsing only: TiledMap needs no display

    name = label or path.name
    if not path.exists():
        raise DataError(name, "(file)", "file not found")
    try:
        tiled = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds for a broken file
        raise DataError(name, "(file)", f"is not a readable Tiled map: {exc}") from None
    layers: dict[str, dict[str, Zone]] = {}
    for group in tiled.objectgroups:
        zones: dict[str, Zone] = {}
        for obj in group:
            if not obj.name:
                raise DataError(name, f"{group.name}/object {obj.id}", "object has no name")
            if obj.name in zones:
                raise DataError(name, f"{group.name}/{obj.name}", "zone name used twice")
            props = tuple(sorted((str(k), str(v)) for k, v in obj.properties.items()))
            zones[obj.name] = Zone(obj.name, float(obj.x), float(obj.y), float(obj.width or 0),
                                   float(obj.height or 0), obj.type or "", props)
        layers[group.name] = zones
    layout = TableLayout(name, int(tiled.width * tiled.tilewidth),
                         int(tiled.height * tiled.tileheight), layers)
    for layer, zone in required:
        layout.zone(layer, zone)
    return layout
