"""The drawing caches give exactly the picture the direct drawing gives, and follow changes."""

import pygame
import pytest

from tabletop.ui import paint
from tabletop.ui.blits import (
    BlitList,
    BlitLists,
    CachedLayer,
    Sheets,
    SpriteBlits,
    StyleMark,
    SurfaceCache,
)
from tabletop.ui.card_sprite import CardSprite, make_shadow
from tabletop.ui.draw import badge, draw_badge, draw_panel, panel
from tabletop.ui.layer import new_surface

FELT = (31, 78, 90)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((320, 240))
    yield


def canvas() -> pygame.Surface:
    surface = new_surface((320, 240))
    surface.fill(FELT)
    paint.circle(surface, (200, 60, 40), (160, 120), 70)  # something under what is drawn
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def face(colour) -> pygame.Surface:
    surface = new_surface((40, 56), pygame.SRCALPHA)
    paint.rect(surface, colour, surface.get_rect(), border_radius=6)
    paint.rect(surface, (0, 0, 0), surface.get_rect(), 2, border_radius=6)
    return surface


def test_a_blit_list_of_shapes_gives_the_same_pixels_as_painting_them():
    direct, cached = canvas(), canvas()
    paint.rect(direct, (250, 180, 40), (30, 40, 90, 30), border_radius=12)
    paint.rect(direct, (20, 20, 20), (30, 40, 90, 30), 2, border_radius=12)
    paint.circle(direct, (240, 240, 230), (200, 60), 14, 3)
    draw_badge(direct, "star", (260, 180), 11, (120, 200, 90))
    out = BlitList(cached, Sheets())
    out.rect((250, 180, 40), (30, 40, 90, 30), border_radius=12)
    out.rect((20, 20, 20), (30, 40, 90, 30), 2, border_radius=12)
    out.circle((240, 240, 230), (200, 60), 14, 3)
    out.badge("star", (260, 180), 11, (120, 200, 90))
    out.draw(cached)
    assert same(direct, cached)


@pytest.mark.parametrize("shape", ["circle", "triangle", "square", "diamond", "star"])
def test_badges_and_panels_from_pictures_match_drawing_them(shape):
    direct, cached = canvas(), canvas()
    draw_badge(direct, shape, (100, 100), 12, (60, 140, 220))
    draw_panel(direct, pygame.Rect(150, 60, 120, 80), (255, 244, 220), (40, 40, 40), 14)
    badge(cached, shape, (100, 100), 12, (60, 140, 220))
    panel(cached, pygame.Rect(150, 60, 120, 80), (255, 244, 220), (40, 40, 40), 14)
    assert same(direct, cached)


def test_blit_lists_are_kept_while_their_key_holds_and_redone_when_it_changes():
    lists = BlitLists(Sheets())
    target = canvas()
    drawn = []

    def draw(out: BlitList) -> None:
        drawn.append(1)
        out.rect((255, 255, 255), (0, 0, 10, 10))

    first = lists.get("part", target, ("a", 1), draw)
    assert lists.get("part", target, ("a", 1), draw) is first
    assert lists.get("part", target, ("a", 2), draw) is not first
    assert len(drawn) == 2


def test_a_sprite_replays_its_blits_only_while_nothing_about_it_changes():
    shadow = make_shadow((40, 56))
    sprite = CardSprite(1, face((240, 220, 180)), face((120, 40, 60)), shadow, (100, 100))
    blits = SpriteBlits(Sheets())
    for x in (100, 100, 100, 140, 140, 140):
        sprite.x = x
        direct, cached = canvas(), canvas()
        sprite.draw(direct)
        blits.draw(cached, [sprite])
        assert same(direct, cached), f"stale picture at x={x}"
    sprite.face_up = False
    direct, cached = canvas(), canvas()
    sprite.draw(direct)
    blits.draw(cached, [sprite])
    assert same(direct, cached), "a turned card must show its back"


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


def test_the_style_mark_changes_with_the_theme_or_the_text_size():
    mark = StyleMark()
    theme, other = object(), object()
    first = mark.of(theme, 1.0)
    assert mark.of(theme, 1.0) == first
    assert mark.of(theme, 1.25) != first
    assert mark.of(other, 1.25) != mark.of(theme, 1.25)


def test_a_cached_layer_is_drawn_again_for_a_new_key_or_canvas_size():
    layer = CachedLayer()
    calls = []
    draw = calls.append
    target = canvas()
    picture = layer.ready(target, 1, draw)
    assert layer.ready(target, 1, draw) is picture
    layer.ready(target, 2, draw)
    layer.ready(new_surface((100, 100)), 2, draw)
    assert len(calls) == 3
