"""Bad Tiled maps: a missing zone, a missing layer, an unreadable or empty file. Starting the game
shows an error scene naming the file and the zone, or (when the table does not need what is
missing) the table works; `--screenshot` of the table exits with code 2 naming the file."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tabletop.cli import main as cli_main
from tabletop.core.errors import DataError
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.input import intents as it
from tabletop.kit.scene import TableScene
from tabletop.scenes.error import ErrorScene
from tabletop.scenes.launch import start_game
from tabletop.scenes.title import TitleScene
from tests.app.bundle import REAL_ROOT, game_of_map, make_bundle, maps
from tests.fuzz.cases import has_view
from tests.property.games import KNOWN_BUGS
from tests.scenes.helpers import headless_services

MAPS = [m for m in maps() if game_of_map(m) is not None and has_view(game_of_map(m))]


def removals(relative: str) -> list[tuple[str, str]]:
    """(layer, zone) for every object, and (layer, "") for every layer, of the real map."""
    tree = ET.parse(REAL_ROOT / "data" / relative)
    found = []
    for group in tree.getroot().iter("objectgroup"):
        found.append((group.get("name"), ""))
        found += [(group.get("name"), obj.get("name")) for obj in group.iter("object")]
    return found


CASES = [(m, layer, zone) for m in MAPS for layer, zone in removals(m)]


def players_for(game: str, layer: str) -> int:
    """A seat count that uses `layer` (layers named '...-N' serve N players)."""
    spec = game_specs()[game]
    number = re.search(r"-(\d+)$", layer)
    count = int(number.group(1)) if number else 2
    return max(spec.min_players, min(count, spec.max_players))


def remove(root, relative: str, layer: str, zone: str) -> None:
    path = root / "data" / relative
    tree = ET.parse(path)
    top = tree.getroot()
    for group in list(top.iter("objectgroup")):
        if group.get("name") != layer:
            continue
        if not zone:
            top.remove(group)
            continue
        for obj in list(group.iter("object")):
            if obj.get("name") == zone:
                group.remove(obj)
    tree.write(path, encoding="UTF-8", xml_declaration=True)


def start(game: str, players: int):
    services = headless_services()
    spec = services.specs[game]
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    stack = SceneStack()
    stack.push(TitleScene(services))
    stack.apply_pending()
    start_game(services, stack, spec, GameSetup(seats, 3, {}))
    stack.apply_pending()
    return services, stack


def play_a_little(services, stack) -> None:
    """A table that started must also run and draw without the missing piece."""
    for number in range(90):
        stack.update(1 / 60)
        stack.apply_pending()
        if number % 10 == 0:
            for intent in (it.PointerMove((640, 400)), it.PointerDown((640, 600)),
                           it.PointerUp((700, 300)), it.Navigate(1, 0), it.Confirm()):
                stack.handle(intent)
                stack.apply_pending()
            stack.draw(services.display.canvas, 0.0)


def map_param(relative: str, layer: str, zone: str):
    game = game_of_map(relative)
    reason = KNOWN_BUGS.get((game, f"map:{layer}/{zone}"))
    marks = [pytest.mark.xfail(reason=reason, strict=False)] if reason else []
    return pytest.param(relative, layer, zone, marks=marks, id=f"{relative}:{layer}/{zone}")


@pytest.mark.parametrize("relative,layer,zone", [map_param(*c) for c in CASES])
def test_a_missing_zone_or_layer_is_named_or_not_needed(relative, layer, zone, tmp_path,
                                                        monkeypatch):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    remove(root, relative, layer, zone)
    game = game_of_map(relative)
    services, stack = start(game, players_for(game, layer))
    top = stack.top
    if isinstance(top, ErrorScene):
        assert top.error.file == f"data/{relative}"
        assert layer in top.error.field and (zone or layer) in top.error.field, str(top.error)
        assert top.error.message in ("missing zone", "missing object layer")
        top.draw(services.display.canvas, 0.0)
        return
    assert any(isinstance(s, TableScene) for s in stack.scenes), [type(s) for s in stack.scenes]
    play_a_little(services, stack)


MAP_BREAKS = {
    "empty": b"",
    "plain text": b"this is not a map\n",
    "cut short": b'<?xml version="1.0"?>\n<map version="1.10" width="80"',
    "a number that is not": None,
    "missing": None,
    "unreadable": None,
}


def break_map(root, relative: str, how: str) -> None:
    path = root / "data" / relative
    if how == "missing":
        path.unlink()
    elif how == "unreadable":
        path.unlink()
        path.mkdir()
    elif how == "a number that is not":
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r' x="[^"]*"', ' x="wide"', text, count=1), encoding="utf-8")
    else:
        path.write_bytes(MAP_BREAKS[how])


@pytest.mark.parametrize("how", list(MAP_BREAKS))
@pytest.mark.parametrize("relative", MAPS)
def test_a_broken_map_shows_the_error_scene(relative, how, tmp_path, monkeypatch):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    break_map(root, relative, how)
    game = game_of_map(relative)
    services, stack = start(game, players_for(game, ""))
    top = stack.top
    assert isinstance(top, ErrorScene), [type(s).__name__ for s in stack.scenes]
    assert isinstance(top.error, DataError)
    assert top.error.file == f"data/{relative}" and top.error.field == "(file)"
    top.draw(services.display.canvas, 0.0)


@pytest.mark.parametrize("how", ["empty", "missing"])
@pytest.mark.parametrize("relative", MAPS)
def test_a_screenshot_of_a_table_with_a_broken_map_exits_2(relative, how, tmp_path,
                                                           monkeypatch, capsys):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    break_map(root, relative, how)
    game = game_of_map(relative)
    out = tmp_path / "shot.png"
    assert cli_main(["--screenshot", str(out), "--game", game, "--scene", "table"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("taco-tabletop: ") and f"data/{relative}" in err
    assert not out.exists()
