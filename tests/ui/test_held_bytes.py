"""`held_bytes`: the pictures an object holds, each once, not those of the caches it shares."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop.ui.held_bytes import held_bytes, surface_bytes


class Holder:
    def __init__(self, **things) -> None:
        self.__dict__.update(things)


def picture(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_pictures_in_attributes_and_containers_count_once():
    a, b = picture(10, 10), picture(20, 5)
    value = Holder(a=a, cache=OrderedDict(one=b, again=a), row=[b], both=(a, b))
    assert held_bytes(value) == surface_bytes(a) + surface_bytes(b) == 400 + 400


def test_a_subsurface_holds_no_pixels_of_its_own():
    whole = picture(40, 40)
    assert held_bytes(Holder(part=whole.subsurface((0, 0, 10, 10)))) == 0
    assert held_bytes(Holder(whole=whole, part=whole.subsurface((0, 0, 10, 10)))) == 6400


def test_shared_caches_are_not_counted():
    shared = Holder(kept={"x": picture(100, 100)})
    own = picture(10, 10)
    assert held_bytes(Holder(images=shared, own=own), apart=(shared,)) == 400
    assert held_bytes(Holder(images=shared, own=own)) == 40_400


def test_it_looks_only_so_deep():
    deep = Holder(a=Holder(b=Holder(c=picture(10, 10))))
    assert held_bytes(deep, depth=3) == 400
    assert held_bytes(deep, depth=2) == 0
