"""Drive real scenes headless: build services with no window, feed intents, step game time."""

from __future__ import annotations

from tabletop.app import build_services
from tabletop.engine.scene_stack import SceneStack

STEP = 1 / 60


def headless_services():
    return build_services(window=False)


def game_scenes(scenes, games=None) -> list[tuple[str, str]]:
    """(game, scene) for each of the screenshot mode's game scenes a game has: a real-time
    table hides nothing, so it has no curtain."""
    from tabletop.games.catalog import game_specs

    specs = game_specs()
    return [(game, scene) for scene in scenes for game in (games or list(specs))
            if not (scene == "curtain" and specs[game].realtime)]


def game_ids(realtime: bool | None = None) -> list[str]:
    """The catalog's games in menu order (only the turn-based or the real-time ones, when
    asked): tests ask this rather than list games."""
    from tabletop.games.catalog import game_specs

    return [game for game, spec in game_specs().items()
            if realtime is None or spec.realtime == realtime]


def settle(stack: SceneStack, seconds: float = 0.0, until=None, limit: float = 60.0) -> None:
    """Run fixed steps for `seconds`, or until `until()` is true (bounded by `limit`)."""
    elapsed = 0.0
    while True:
        stack.update(STEP)
        stack.apply_pending()
        elapsed += STEP
        if until is not None and until():
            return
        if until is None and elapsed >= seconds:
            return
        if elapsed >= limit:
            raise AssertionError("the scene never reached the expected state")


def send(stack: SceneStack, *intents) -> None:
    for intent in intents:
        stack.handle(intent)
        stack.apply_pending()


FIXTURE_GAME = "tests.fixture_game"
"""Last Chip, a small game that exists only under tests/."""


def register_fixture_game(monkeypatch) -> None:
    """Add Last Chip to the catalog for one test (its package is all a game registers)."""
    from tabletop.games import catalog

    monkeypatch.setattr(catalog, "GAME_PACKAGES", (*catalog.GAME_PACKAGES, FIXTURE_GAME))


def menu_of(services, count: int) -> None:
    """`count` games on the menu: the catalog's first ones, then copies of Last Chip."""
    import dataclasses

    from tests.fixture_game.spec import SPEC

    specs = dict(list(services.specs.items())[:count])
    for number in range(len(specs) + 1, count + 1):
        copy = dataclasses.replace(SPEC, id=f"last-chip-{number}", title=f"Last Chip {number}")
        specs[copy.id] = copy
    services.specs = specs
