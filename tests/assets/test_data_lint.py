"""Lint every data file: YAML parses with the safe loader and validates; Tiled maps parse."""

from pathlib import Path

import pytest
import yaml

from tabletop.assets.game_data import load_game_data
from tabletop.assets.paths import data_path, resource_root
from tabletop.assets.yaml_data import read_yaml_file
from tabletop.core.errors import DataError
from tabletop.games.catalog import game_specs
from tabletop.layout.tiled import load_layout

DATA = resource_root() / "data"


def data_files(suffix: str) -> list[Path]:
    return sorted(DATA.rglob(f"*{suffix}"))


@pytest.mark.parametrize("path", data_files(".yaml"), ids=lambda p: str(p.relative_to(DATA)))
def test_every_yaml_file_parses_safely(path):
    assert yaml.safe_load(path.read_text(encoding="utf-8")) is not None


@pytest.mark.parametrize("path", data_files(".tmx"), ids=lambda p: str(p.relative_to(DATA)))
def test_every_tiled_map_parses_with_named_zones(path):
    layout = load_layout(path)
    assert layout.layers and all(layout.layers.values())
    for zones in layout.layers.values():
        for zone in zones.values():
            assert zone.width > 0 and zone.height > 0, zone


@pytest.mark.parametrize("game", list(game_specs()))
def test_every_game_data_validates(game):
    spec = game_specs()[game]
    assert load_game_data(spec) is not None
    assert data_path(spec.decisions).exists()
    assert (resource_root() / "seeds" / spec.rulebook).exists()


def test_seeds_are_the_rulebooks_unchanged():
    shared = resource_root().parent / "shared" / "seeds"
    if not shared.exists():
        pytest.skip("no shared/ beside the checkout")
    for original in shared.iterdir():
        assert (resource_root() / "seeds" / original.name).read_bytes() == original.read_bytes()


def test_yaml_errors_name_the_file_and_line(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("cards:\n  - {name: One, value: [1\n", encoding="utf-8")
    with pytest.raises(DataError) as error:
        read_yaml_file(bad, "data/x/cards.yaml")
    assert error.value.file == "data/x/cards.yaml" and "line" in error.value.field


@pytest.mark.parametrize("text,problem", [("", "empty"), ("# only a comment\n", "empty")])
def test_empty_yaml_is_refused(tmp_path, text, problem):
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=problem):
        read_yaml_file(path)


def test_unreadable_yaml_is_refused(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(DataError, match="cannot be read"):
        read_yaml_file(path)
    with pytest.raises(DataError, match="not found"):
        read_yaml_file(tmp_path / "missing.yaml")
