"""Moments: a celebration plays about a second over the table and ends by itself; reduced motion
keeps it in place, "instant" animation and replays have none; a game's big events start one."""

from __future__ import annotations

import pygame
import pytest

from tabletop.kit.chrome import Style
from tabletop.kit.moments import BURST, DURATION, FLARE, LAND, Z_MOMENT, Moments
from tabletop.ui import palette
from tabletop.ui.layer import Layer
from tests.scenes.every_scene import every_state, fresh_services

STATES = {s.name: s for s in every_state()}


def style_of(services) -> Style:
    return Style(services.theme, services.fonts, services.pictures, services.images,
                 services.words)


def test_a_moment_plays_for_its_time_then_ends(tmp_path):
    moments = Moments()
    moments.start(BURST, (400, 300), palette.LIME, 10.0, "Perfect taco!")
    assert moments.busy(10.5)
    assert not moments.busy(10.0 + DURATION[BURST])
    assert moments.live == []


def test_a_faster_animation_speed_shortens_it_and_instant_has_none():
    moments = Moments()
    moments.start(LAND, (400, 300), palette.CHILI, 0.0, speed=2.0)
    assert not moments.busy(DURATION[LAND] / 2 + 0.01)
    moments.start(LAND, (400, 300), palette.CHILI, 0.0, speed=0.0)
    assert moments.live == []


@pytest.mark.parametrize("reduced", [False, True])
@pytest.mark.parametrize("kind", [BURST, FLARE, LAND])
def test_each_kind_draws_inside_its_rectangle_at_any_scale(tmp_path, kind, reduced):
    services = fresh_services(tmp_path)
    style = style_of(services)
    moments = Moments()
    moments.start(kind, (200, 200), palette.GOLD, 0.0, "Legendary Taco!")
    looks = set()
    for now in (0.05, 0.3, 0.6):
        (element,) = moments.elements(now, style, reduced)
        assert Z_MOMENT <= element.z < 900  # above the cards, below the chrome
        looks.add(element.look)
        canvas = Layer((400, 400), 0, 1.5)
        canvas.fill((0, 0, 0))
        element.paint(canvas)
        drawn = pygame.mask.from_threshold(canvas, (0, 0, 0), (1, 1, 1, 255))
        drawn.invert()
        box = drawn.get_bounding_rects()
        assert box, "nothing drawn"
        reach = pygame.Rect(round(element.rect.x * 1.5), round(element.rect.y * 1.5),
                            round(element.rect.w * 1.5) + 2, round(element.rect.h * 1.5) + 2)
        assert all(reach.contains(r) for r in box)
    assert len(looks) == 3  # each step looks new, so the canvas draws it again


def test_a_table_goes_still_again_when_its_moment_ends(tmp_path):
    services = fresh_services(tmp_path)
    table = STATES["table-taco-loco-2-12"].stage(services).top
    table.settle()
    table.celebrate(BURST, (640, 300), palette.LIME, "Perfect taco!")
    assert table.animating()
    canvas = pygame.Surface((1280, 720))
    table.draw(canvas, 0.0)
    assert any(e.key[0] == "moment" for e in table.shown if isinstance(e.key, tuple))
    for _ in range(90):
        table.advance(1 / 60)
    assert not table.animating()
    table.draw(canvas, 0.0)
    assert not any(isinstance(e.key, tuple) and e.key[0] == "moment" for e in table.shown)


def test_a_replay_celebrates_nothing(tmp_path):
    services = fresh_services(tmp_path)
    table = STATES["table-taco-loco-2-12"].stage(services).top
    table.replaying = True
    table.celebrate(FLARE, (640, 300), palette.GOLD)
    assert table.moments.live == []


def test_an_unbounded_speed_is_instant_too():
    moments = Moments()
    moments.start(FLARE, (400, 300), palette.GOLD, 0.0, speed=float("inf"))
    assert moments.live == []


def test_a_moment_under_several_regions_is_drawn_once_a_step(tmp_path, monkeypatch):
    from tabletop.kit import moments as moments_module

    services = fresh_services(tmp_path)
    style = style_of(services)
    moments = Moments()
    moments.start(FLARE, (200, 200), palette.GOLD, 0.0, "Legendary Taco!")
    drawn = []
    real = moments_module._sheet
    monkeypatch.setattr(moments_module, "_sheet", lambda *a: drawn.append(a) or real(*a))
    pictures = []
    for clip in (pygame.Rect(0, 0, 200, 400), pygame.Rect(200, 0, 200, 400), None):
        (element,) = moments.elements(0.3, style, False)
        canvas = Layer((400, 400), 0, 1.5)
        canvas.fill((0, 0, 0))
        canvas.set_clip(clip)
        element.paint(canvas)
        canvas.set_clip(None)
        pictures.append(canvas)
    assert len(drawn) == 1  # the second region and the next frame put the same sheet down
    whole = pictures[2]
    for half, left in zip(pictures[:2], (0, 200), strict=True):
        side = pygame.Rect(left, 0, 200, 400)
        assert (pygame.image.tobytes(half.subsurface(side), "RGB")
                == pygame.image.tobytes(whole.subsurface(side), "RGB"))
    (later,) = moments.elements(0.6, style, False)
    later.paint(Layer((400, 400), 0, 1.5))
    assert len(drawn) == 2  # a new step, a new picture
    moments.live.clear()
    moments.elements(0.7, style, False)
    assert moments.sheets == {}  # an ended moment's picture goes with it


@pytest.mark.parametrize("kind", [BURST, FLARE, LAND])
def test_each_step_is_drawn_again_on_the_last_sheet_as_a_fresh_sheet_would_show_it(kind):
    from tabletop.kit.moments import Moment, _sheet

    canvas = Layer((400, 300), 0, 1.5)
    moment = Moment(kind, (200, 150), palette.LIME, 0.0, 1.0)
    first = _sheet(moment, 0.2, False, canvas)
    again = _sheet(moment, 0.6, False, canvas, first)
    assert again is first
    fresh = _sheet(moment, 0.6, False, canvas)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
