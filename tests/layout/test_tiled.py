"""Table layouts from Tiled maps: zones by name, and clear errors for broken maps."""

import pytest

from tabletop.core.errors import DataError
from tabletop.layout.tiled import load_layout
from tests.layout.tmx_maps import ZoneSpec, write_tmx


def test_zones_round_trip_through_a_real_tmx_file(tmp_path):
    path = tmp_path / "t.tmx"
    write_tmx(path, 1280, 720, {"table": [ZoneSpec("pile", 10, 20, 150, 220, "pile",
                                                   {"seat": "2"})]})
    layout = load_layout(path)
    zone = layout.zone("table", "pile")
    assert (zone.x, zone.y, zone.width, zone.height, zone.kind) == (10, 20, 150, 220, "pile")
    assert zone.prop("seat") == "2" and zone.center == (85, 130)
    assert (layout.width, layout.height) == (1280, 720)


def test_a_missing_zone_names_the_file_layer_and_zone(tmp_path):
    path = tmp_path / "t.tmx"
    write_tmx(path, 1280, 720, {"table": [ZoneSpec("pile", 0, 0, 10, 10)]})
    with pytest.raises(DataError) as error:
        load_layout(path, "data/x/table.tmx", required=[("table", "hand")])
    assert error.value.file == "data/x/table.tmx" and error.value.field == "table/hand"
    with pytest.raises(DataError, match="missing object layer"):
        load_layout(path, required=[("seats-3", "seat-0")])


@pytest.mark.parametrize("content", ["", "<map>not closed", "plain text"])
def test_unreadable_maps_are_refused_with_the_file_name(tmp_path, content):
    path = tmp_path / "broken.tmx"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_layout(path, "data/x/broken.tmx")
    assert error.value.file == "data/x/broken.tmx"


def test_a_missing_map_file_is_refused(tmp_path):
    with pytest.raises(DataError, match="not found"):
        load_layout(tmp_path / "none.tmx")


def test_unnamed_and_duplicate_zones_are_refused(tmp_path):
    path = tmp_path / "t.tmx"
    write_tmx(path, 320, 320, {"table": [ZoneSpec("a", 0, 0, 10, 10), ZoneSpec("a", 5, 5, 1, 1)]})
    with pytest.raises(DataError, match="used twice"):
        load_layout(path)
