"""The turn banner never covers a seat panel or a player's name, in any game, at any seat count,
at any point of its slide, with short or long names and at the largest text size."""

from __future__ import annotations

import importlib

import numpy
import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.kit.feedback import BANNER_HOLD, BANNER_IN, BANNER_OUT
from tabletop.ui import fonts
from tests.scenes.helpers import STEP, headless_services

SHORT = ("Ana", "Rosa", "Diego", "Lupe", "Mateo")
LONG = ("Maximilianoooo", "WWWWWWWWWWWWWW", "Guadalupe Rosa", "Bartholomewwww", "Esperanzaaaaaa")
SLIDE = 6  # points of the banner's life looked at
LIFE = BANNER_IN + BANNER_HOLD + BANNER_OUT


def tables():
    """Every turn table at every number of players (a real-time table has no turn banner)."""
    from tabletop.games.catalog import game_specs

    for game, spec in game_specs().items():
        module, _, name = spec.table.partition(":")
        if not getattr(importlib.import_module(module), name).turn_based:
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            yield pytest.param(game, players, id=f"{game}-{players}")


@pytest.fixture(scope="module")
def services():
    return headless_services()


def panels(view) -> list[tuple[str, pygame.Rect]]:
    """Every seat panel and every player's name on the table (with its 'acting' ring)."""
    out = []
    seats = view.match.setup.seats
    for seat in range(len(seats)):
        if hasattr(view, "model") and hasattr(view.model(), "seats"):  # Taco Loco: seats on top
            out.append((f"{seats[seat].name}'s panel",
                        pygame.Rect(view.model().seats[seat]).inflate(10, 10)))
        elif hasattr(view, "seat_rect"):  # Taco Party: a placemat per seat
            zone = view.seat_rect(seat)
            out.append((f"{seats[seat].name}'s plate",
                        pygame.Rect(zone.x, zone.y, zone.w, zone.h).inflate(4, 4)))
    boxes = getattr(getattr(view, "board", None), "boxes", {})
    if "actions" in boxes:  # Crazy Taco: "Ana is playing…"
        out.append(("the phase panel", pygame.Rect(boxes["actions"])))
    return out


def status_name(view, seat: int | None) -> list[tuple[str, pygame.Rect]]:
    """The acting player's badge and name at the left of the top bar."""
    if seat is None:
        return []
    name = view.match.setup.seats[seat].name
    width, height = view.services.fonts.measure(name, fonts.BODY)
    return [(f"{name} in the top bar", pygame.Rect(16, 8, 30 + width, max(height, 28)))]


def changed(before: numpy.ndarray, after: numpy.ndarray) -> pygame.Rect | None:
    """The bounding box of the pixels that differ."""
    diff = numpy.any(before != after, axis=2)
    if not diff.any():
        return None
    xs, ys = numpy.nonzero(diff)
    return pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1),
                       int(ys.max() - ys.min() + 1))


def picture(view, canvas) -> numpy.ndarray:
    view.draw(canvas, 0.0)
    while view.retained.pending:  # a burst of changed panels lands over a few frames
        view.draw(canvas, 0.0)  # (drawn directly: the stack would wait for the next step)
    return pygame.surfarray.array3d(canvas).copy()


def watch_banners(services, game: str, players: int, names) -> list[str]:
    spec = services.specs[game]
    seats = tuple(Seat(names[i], HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 3, {}))
    view = services.table_view_class(game)(services, spec, match)
    canvas = services.display.canvas
    problems: list[str] = []
    seen = 0
    turns = players + 1  # every seat's banner (and its name in the top bar), and one more
    for _ in range(400):
        if match.rules.is_over() or seen >= turns:
            break
        view.update(STEP)
        view.tweens.finish_all()
        view.time = 0.0
        text = view.turn_banner.text if view.turn_banner.time > 0 else ""
        if text:
            seen += 1
            seat = view.status_text()[2]
            keep = view.turn_banner.time
            view.turn_banner.time = 0.0
            bare = picture(view, canvas)
            for i in range(1, SLIDE + 1):
                view.turn_banner.time = LIFE * i / (SLIDE + 1)
                box = changed(bare, picture(view, canvas))
                if box is None:
                    continue
                for what, rect in panels(view) + status_name(view, seat):
                    if box.colliderect(rect):
                        problems.append(f"'{text}' at {tuple(box)} covers {what} {tuple(rect)}")
            view.turn_banner.time = keep
        view.turn_banner.time = 0.0
        actor = match.rules.actors()[0]
        view.submit(match.bot_decision(actor).action)
    assert seen >= turns, f"only {seen} banners shown"
    return problems


@pytest.mark.parametrize(("game", "players"), list(tables()))
def test_the_turn_banner_never_covers_a_seat_or_a_name(services, game, players):
    problems = watch_banners(services, game, players, SHORT)
    assert not problems, problems[:3]


@pytest.mark.parametrize(("game", "players"), list(tables()))
def test_long_names_at_the_largest_text_size_are_not_covered_either(services, game, players):
    services.fonts.set_scale(1.3)
    try:
        problems = watch_banners(services, game, players, LONG)
    finally:
        services.fonts.set_scale(1.0)
    assert not problems, problems[:3]
