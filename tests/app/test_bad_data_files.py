"""Bad data files: every way a game's YAML can be wrong gives a DataError naming the file and the
field (never another exception), and the app shows an error scene, the CLI exits with code 2.

The loaders are checked on every key of every file each game reads; the app is checked by
breaking a file in a private copy of data/ and going through the game menu, seat setup and CLI.
"""

from __future__ import annotations

import pytest
import yaml

from tabletop.assets.game_data import load_game_data
from tabletop.cli import main as cli_main
from tabletop.core.errors import DataError
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.scenes.error import ErrorScene
from tabletop.scenes.game_select import GameSelectScene
from tabletop.scenes.launch import start_game
from tabletop.scenes.title import TitleScene
from tests.app import mutations as mu
from tests.app.bundle import files_read, make_bundle, reader_with, yaml_files
from tests.scenes.helpers import headless_services

FILES = yaml_files()
FILE_IDS = [f"{game}:{relative}" for game, relative in FILES]


def load_with(game: str, relative: str, change) -> DataError | None:
    """The DataError loading the game with one file changed, or None if it still loads."""
    try:
        game_specs()[game].load_data(reader_with(relative, change))
    except DataError as error:
        return error
    return None


def named(error: DataError, relative: str, key: object) -> bool:
    return error.file == f"data/{relative}" and (str(key) in error.field
                                                 or str(key) in error.message)


# --- the loaders, key by key ------------------------------------------------------------------

@pytest.mark.parametrize("game,relative", FILES, ids=FILE_IDS)
def test_every_missing_field_is_named(game, relative):
    from tabletop.assets.yaml_data import read_data

    paths = mu.key_paths(read_data(relative))
    refused = 0
    for path in paths:
        error = load_with(game, relative, lambda tree, p=path: mu.without(tree, p))
        if error is not None:
            refused += 1
            assert named(error, relative, path[-1]), (mu.describe(path), str(error))
    assert refused, f"no field of {relative} is required?"


@pytest.mark.parametrize("game,relative", FILES, ids=FILE_IDS)
def test_every_wrong_type_is_named(game, relative):
    from tabletop.assets.yaml_data import read_data

    tree = read_data(relative)
    for path in mu.key_paths(tree):
        wrong = mu.wrong_type(mu.value_at(tree, path))
        error = load_with(game, relative, lambda t, p=path, w=wrong: mu.replaced(t, p, w))
        if error is not None:
            assert named(error, relative, path[-1]), (mu.describe(path), str(error))


NAMING_KEYS = ("key", "id", "name", "heat", "spiciness", "ingredient")


@pytest.mark.parametrize("game,relative", FILES, ids=FILE_IDS)
def test_an_item_in_a_list_is_named_by_its_name(game, relative):
    """"customer 'vip', field 'price'": the item as the modder wrote it, not its index."""
    from tabletop.assets.yaml_data import read_data

    tree = read_data(relative)
    checked = 0
    for path in mu.key_paths(tree):
        if not any(isinstance(step, int) for step in path) or path[-1] in NAMING_KEYS:
            continue
        last = max(i for i, step in enumerate(path) if isinstance(step, int))
        entry = mu.value_at(tree, path[: last + 1])
        if not isinstance(entry, dict):
            continue
        name = next((entry[k] for k in NAMING_KEYS if k in entry), None)
        wrong = mu.wrong_type(mu.value_at(tree, path))
        error = load_with(game, relative, lambda t, p=path, w=wrong: mu.replaced(t, p, w))
        if name is None or error is None:
            continue
        checked += 1
        assert f"{name!r}, field '" in error.field and error.field.endswith(f"{path[-1]}'"), (
            str(error))
    if not checked:
        pytest.skip(f"{relative} has no named items")


@pytest.mark.parametrize("game,relative", FILES, ids=FILE_IDS)
def test_unknown_card_kinds_are_named(game, relative):
    from tabletop.assets.yaml_data import read_data

    kinds = [p for p in mu.key_paths(read_data(relative)) if p[-1] == "kind"]
    if not kinds:
        pytest.skip(f"{relative} has no kinds")
    for path in kinds:
        error = load_with(game, relative, lambda t, p=path: mu.replaced(t, p, "mystery"))
        assert error is not None, f"{mu.describe(path)} = mystery was accepted"
        assert error.file == f"data/{relative}" and error.field.endswith("field 'kind'"), str(error)
        assert "mystery" in error.message


@pytest.mark.parametrize("game,relative", FILES, ids=FILE_IDS)
def test_counts_that_do_not_add_up_are_named(game, relative):
    from tabletop.assets.yaml_data import read_data

    tree = read_data(relative)
    counts = [p for p in mu.key_paths(tree)
              if p[-1] in ("count", "total", "deck_total", "total_cards")
              and isinstance(mu.value_at(tree, p), int)]
    if not counts:
        pytest.skip(f"{relative} counts nothing")
    for path in counts:
        plus_one = mu.value_at(tree, path) + 1
        error = load_with(game, relative, lambda t, p=path, v=plus_one: mu.replaced(t, p, v))
        assert error is not None, f"{mu.describe(path)} + 1 was accepted"
        assert error.file == f"data/{relative}" and "add up" in error.message, str(error)


# --- whole files broken on disk -------------------------------------------------------------

BREAKS = {
    "empty": (b"", "is empty"),
    "only a comment": (b"# nothing here yet\n", "is empty"),
    "not UTF-8": (b"cards: \xff\xfe\x81\n", "cannot be read"),
    "not YAML": (b"cards: [1, 2\n  name: {oops\n", "not valid YAML"),
    "a bare number": (b"42\n", ""),
    "a list": (b"- 1\n- 2\n", ""),
}


def break_file(root, relative: str, how: str) -> None:
    path = root / "data" / relative
    if how == "missing":
        path.unlink()
    elif how == "unreadable":
        path.unlink()
        path.mkdir()  # a folder where the file should be: the read fails like a locked file
    else:
        path.write_bytes(BREAKS[how][0])


@pytest.mark.parametrize("how", [*BREAKS, "missing", "unreadable"])
@pytest.mark.parametrize("game,relative", FILES, ids=FILE_IDS)
def test_a_broken_file_is_named(game, relative, how, tmp_path, monkeypatch):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    break_file(root, relative, how)
    with pytest.raises(DataError) as caught:
        load_game_data(game_specs()[game])
    error = caught.value
    assert error.file == f"data/{relative}", str(error)
    assert error.field and error.message
    words = {"missing": "not found", "unreadable": "cannot be read"}.get(how, BREAKS.get(how,
                                                                                      ("", ""))[1])
    assert words in error.message
    if how in ("a bare number", "a list"):
        assert error.field == "(top level)", "the field names where the mapping was expected"


# --- the app shows it ---------------------------------------------------------------------

def first_required_field(relative: str):
    from tabletop.assets.yaml_data import read_data

    tree = read_data(relative)
    game = next(g for g, r in FILES if r == relative)
    for path in mu.key_paths(tree):
        changed = mu.without(tree, path)
        if load_with(game, relative, lambda _t, c=changed: c) is not None:
            return path, changed
    raise AssertionError(f"{relative} has no required field")


def break_for_app(root, game: str, how: str) -> tuple[str, str]:
    """Break the first file the game reads; (file label, a word the field or message holds)."""
    relative = files_read(game)[0]
    if how == "missing field":
        path, changed = first_required_field(relative)
        (root / "data" / relative).write_text(yaml.safe_dump(changed), encoding="utf-8")
        return f"data/{relative}", str(path[-1])
    break_file(root, relative, how)
    return f"data/{relative}", "line" if how == "not YAML" else "(file)"


def assert_error_scene(stack: SceneStack, label: str, word: str) -> ErrorScene:
    top = stack.top
    assert isinstance(top, ErrorScene), f"{type(top).__name__} is on top, not the error scene"
    assert top.error.file == label
    lines = dict(top.lines())
    assert lines["File"] == label and word in (lines["Field"] + lines["Problem"])
    top.draw(top.services.display.canvas, 0.0)  # it can be drawn
    return top


APP_BREAKS = ("missing field", "empty", "not YAML", "missing")


@pytest.mark.parametrize("how", APP_BREAKS)
@pytest.mark.parametrize("game", list(game_specs()))
def test_choosing_a_game_with_a_bad_file_shows_the_error_scene(game, how, tmp_path,
                                                               monkeypatch):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    label, word = break_for_app(root, game, how)
    services = headless_services()
    stack = SceneStack()
    select = GameSelectScene(services)
    for scene in (TitleScene(services), select):
        stack.push(scene)
    stack.apply_pending()
    select.choose(services.specs[game])
    stack.apply_pending()
    error = assert_error_scene(stack, label, word)
    error.on_back()
    stack.apply_pending()
    assert stack.top is select, "Back returns to the game menu"


@pytest.mark.parametrize("game", list(game_specs()))
def test_starting_a_game_with_a_bad_file_shows_the_error_scene(game, tmp_path, monkeypatch):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    label, word = break_for_app(root, game, "missing field")
    services = headless_services()
    spec = services.specs[game]
    stack = SceneStack()
    stack.push(TitleScene(services))
    stack.apply_pending()
    seats = tuple(Seat(f"Bot{i}", BOT) for i in range(spec.min_players))
    assert start_game(services, stack, spec, GameSetup(seats, 1, {})) is None
    stack.apply_pending()
    assert_error_scene(stack, label, word)


@pytest.mark.parametrize("how", APP_BREAKS)
@pytest.mark.parametrize("game", list(game_specs()))
def test_the_headless_cli_exits_2_naming_the_file(game, how, tmp_path, monkeypatch, capsys):
    root = make_bundle(tmp_path / "bundle", monkeypatch)
    label, word = break_for_app(root, game, how)
    assert cli_main(["--headless", "--game", game]) == 2
    captured = capsys.readouterr()
    assert not captured.out
    assert captured.err.startswith("taco-tabletop: ") and label in captured.err
    assert word in captured.err
