"""The bounded surface cache keeps what is still asked for across a turn-over."""

from tabletop.ui.layer import new_surface
from tabletop.ui.surface_cache import SurfaceCache


def test_a_surface_cache_keeps_what_is_still_asked_for_across_a_turn_over():
    cache = SurfaceCache(limit=2)
    made = []

    def make(tag):
        def build():
            made.append(tag)
            return new_surface((1, 1))
        return build

    cache.get("a", make("a"))
    cache.get("b", make("b"))
    cache.get("c", make("c"))  # turn-over: a and b set aside
    cache.get("a", make("a"))  # still there
    assert made == ["a", "b", "c"]
    assert cache.find("b") is not None
    assert cache.find("zzz") is None
