"""Small Tiled .tmx maps written by the layout tests (the games' maps are authored in Tiled)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

TILE = 16


@dataclass(frozen=True)
class ZoneSpec:
    """A rectangle to write into a map."""

    name: str
    x: int
    y: int
    width: int
    height: int
    kind: str = ""
    properties: Mapping[str, str] = field(default_factory=dict)


def tmx_text(width: int, height: int, layers: Mapping[str, Sequence[ZoneSpec]]) -> str:
    """The XML of a Tiled map `width`×`height` logical pixels with one object group per layer."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{width // TILE}" height="{height // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="{len(layers) + 1}" '
        f'nextobjectid="{sum(len(z) for z in layers.values()) + 1}">',
    ]
    object_id = 1
    for layer_id, (layer, zones) in enumerate(layers.items(), start=1):
        lines.append(f' <objectgroup id="{layer_id}" name={quoteattr(layer)}>')
        for zone in zones:
            kind = f" type={quoteattr(zone.kind)}" if zone.kind else ""
            head = (f'  <object id="{object_id}" name={quoteattr(zone.name)}{kind} '
                    f'x="{zone.x}" y="{zone.y}" width="{zone.width}" height="{zone.height}"')
            if zone.properties:
                lines.append(head + ">")
                lines.append("   <properties>")
                for key, value in zone.properties.items():
                    quoted = quoteattr(str(value))
                    lines.append(f"    <property name={quoteattr(key)} value={quoted}/>")
                lines.append("   </properties>")
                lines.append("  </object>")
            else:
                lines.append(head + "/>")
            object_id += 1
        lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def write_tmx(path: Path, width: int, height: int,
              layers: Mapping[str, Sequence[ZoneSpec]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tmx_text(width, height, layers), encoding="utf-8")
