"""The scenes the benchmark plays: each game's heavy table, as its spec names it, opened as
the screenshot mode builds it (shared by the frame, memory and idle measurements)."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.registry import GameSpec


@dataclass(frozen=True)
class HeavyScene:
    """A game's heavy table, as its spec's `bench` names it: seats, options, how far in."""

    game: str
    title: str
    players: int
    steps: int
    options: tuple[str, ...] = ()
    seed: int = 7


def heavy_scenes(specs: Mapping[str, GameSpec]) -> list[HeavyScene]:
    """Every game's benchmark scene, in menu order (a game without one is not benchmarked)."""
    return [HeavyScene(spec.id, **dataclasses.asdict(spec.bench))
            for spec in specs.values() if spec.bench is not None]


def open_scene(services: Any, scene: HeavyScene) -> tuple[Any, Any]:
    """(scene stack, table view) of `scene` at its start, as the screenshot mode builds it."""
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.tools.screenshot import build_scene

    args = argparse.Namespace(scene="table", game=scene.game, players=scene.players,
                              seed=scene.seed, steps=scene.steps, option=list(scene.options),
                              size="1280x720", bench=True)
    stack = SceneStack()
    build_scene(services, stack, args)
    stack.apply_pending()
    return stack, stack.top
