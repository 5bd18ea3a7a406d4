"""The services' kept pictures (`Services.kept`): made once per key, bounded by the bytes
data/settings.yaml's `memory` allows at the render scale, the least recently asked for going
first, never one the scene on show has asked for since the last was made."""

from __future__ import annotations

import pygame

from tabletop.app import build_services
from tabletop.storage.settings_data import bundled_settings_data
from tabletop.ui import pixel_budget


class Faces:
    """A stand-in for a game's card faces: pictures kept in a cache of its own."""

    def __init__(self, side: int) -> None:
        self.cache = {"face": pygame.Surface((side, side), pygame.SRCALPHA)}


def services_with_room(tmp_path, megabytes: int):
    services = build_services(window=False, storage_folder=tmp_path)
    services.kept_share = pixel_budget.Share(0.0, megabytes * pixel_budget.MB)
    return services


def maker(made: list[str], name: str, side: int = 1024):
    def make() -> Faces:
        made.append(name)
        return Faces(side)
    return make


def test_the_bound_is_the_settings_share_of_a_canvas(tmp_path):
    services = build_services(window=False, storage_folder=tmp_path)
    memory = bundled_settings_data().memory
    share = pixel_budget.Share(memory.kept_canvases, memory.kept_floor_mb * pixel_budget.MB)
    assert services.kept_bytes_limit() == share.bytes_at(services.display.k)
    assert share.bytes_at(3.0) > share.bytes_at(1.0) >= memory.kept_floor_mb * pixel_budget.MB


def test_a_thing_is_made_once_and_counted_by_its_pictures(tmp_path):
    services = services_with_room(tmp_path, 64)
    made: list[str] = []
    first = services.kept("a", maker(made, "a"))
    assert services.kept("a", maker(made, "a")) is first
    assert made == ["a"]
    assert services.kept_bytes() == {("a", services.display.k, services.fonts.scale): 4 * 2**20}


def test_the_kept_pictures_stay_within_their_bytes(tmp_path):
    services = services_with_room(tmp_path, 9)  # two 4 MB pictures, not three
    made: list[str] = []
    for name in "abcdef":  # one table after another, each asking for its own faces
        services.kept(name, maker(made, name))
        services.kept("shade", maker(made, "shade", 16))
        assert sum(services.kept_bytes().values()) <= 9 * pixel_budget.MB
    assert made == ["a", "shade", *"bcdef"]  # the shade, asked for all along, stays
    assert [key[0] for key in services._kept] == ["e", "f", "shade"]


def test_the_least_recently_asked_for_goes_first(tmp_path):
    services = services_with_room(tmp_path, 9)
    made: list[str] = []
    services.kept("a", maker(made, "a"))
    services.kept("b", maker(made, "b"))
    services.kept("a", maker(made, "a"))  # asked for again: b is now the oldest
    services.kept("t1", maker(made, "t1", 16))
    services.kept("t2", maker(made, "t2", 16))
    services.kept("c", maker(made, "c"))
    assert [key[0] for key in services._kept] == ["a", "t1", "t2", "c"]
    services.kept("a", maker(made, "a"))
    assert made == ["a", "b", "t1", "t2", "c"]


def test_what_the_scene_on_show_asks_for_is_never_made_again(tmp_path):
    services = services_with_room(tmp_path, 5)  # less than one frame's pictures
    made: list[str] = []
    for _ in range(5):  # frame after frame, a table asking for two big pictures
        services.kept("faces", maker(made, "faces"))
        services.kept("board", maker(made, "board"))
    assert made == ["faces", "board"]
