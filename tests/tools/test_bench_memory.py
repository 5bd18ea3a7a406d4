"""The benchmark's memory figure: each table's game played in a process of its own, read as that
process's own peak, with what holds the pictures."""

import pygame

from tabletop.tools.bench_memory import biggest_holders, holders, table_memory


class _Cache:
    def __init__(self) -> None:
        self._kept = {("a", 1): pygame.Surface((10, 10), 0, 32),
                      ("b", 1): pygame.Surface((20, 10), 0, 32)}


class _Sprite:
    def __init__(self, picture: pygame.Surface) -> None:
        self.picture = picture


class _Scene:
    def __init__(self, shared: pygame.Surface) -> None:
        self.canvas = pygame.Surface((30, 10), 0, 32)
        self.sprite = _Sprite(shared)  # as deep as the cache's entry: counted there, once
        self.part = pygame.Surface.subsurface(self.canvas, (0, 0, 5, 5))  # its parent's pixels


def test_the_holders_sum_each_cache_and_count_a_picture_once():
    cache = _Cache()
    scene = _Scene(cache._kept[("a", 1)])
    found = biggest_holders({"services": cache, "table": scene})
    assert found == [("table.canvas", 30 * 10 * 4, 1), ("services._kept", 300 * 4, 2)]
    assert sum(size for _, size, _ in holders({"services": cache, "table": scene})) == (
        600 * 4)


def test_each_table_is_measured_in_its_own_process_with_its_holders():
    peak, held, pictures = table_memory("taco-loco", (1280, 720), frames=30, seconds=None)
    assert 20 < peak < 1000
    assert sum(size for _, size, _ in held) <= pictures < peak * 2**20
    assert held and all(size > 0 and count > 0 for _, size, count in held)
    assert any(path.startswith("services.display.canvas") for path, _, _ in held)  # (its
    # rows: the canvas is a subsurface of a surface a pixel wider, `canvas_surface`)
    assert [size for _, size, _ in held] == sorted((size for _, size, _ in held), reverse=True)
