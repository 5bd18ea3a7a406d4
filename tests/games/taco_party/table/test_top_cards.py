"""Every taco's top card (its outfit or topper, else the card in front: the one that matters
most) shows whole, its name and its cost chip included, on every plate of the fullest legal
tables: 2, 3 and 4 players, both screen sizes, every text size. Nothing covers it: no other
card, no plate's rim (its score chips: "biggest", "no filling"), no "What happened" panel."""

import pygame
import pytest

from tabletop.app import build_services
from tabletop.games.taco_party.table.plate_layout import display_order
from tabletop.games.taco_party.table.view_model import box_of
from tests.games.taco_party.table.fullest import SHAPES, full_history, fullest_tables
from tests.scenes.every_scene import TEXT_SIZES

SCREENS = ((1280, 720), (1920, 1080))


def card_rect(spot) -> pygame.Rect:
    return pygame.Rect(round(spot.x - spot.size.width / 2), round(spot.y - spot.size.height / 2),
                       spot.size.width, spot.size.height)


def rim_chips(element) -> list[pygame.Rect]:
    """A rim's score chips ("biggest 21 ×2", "−2 no filling", "burned −3") as painted."""
    rim = pygame.Rect(element.look.rim)
    chips = [(chip.x, chip.width) for chip in element.look.chips]
    if element.look.burned is not None:
        chips.append(element.look.burned[1:])
    out = []
    for x, width in chips:
        chip = pygame.Rect(0, 0, width, rim.h - 4)
        chip.center = (x, rim.centery)
        out.append(chip.inflate(2, 2))
    return out


def top_card_problems(table) -> list[str]:
    model = table.model()
    canvas = pygame.Surface((1280, 720))
    elements = table.elements(canvas)
    log = [pygame.Rect(e.rect) for e in elements if e.key == "log"]
    chips = [chip for e in elements if isinstance(e.key, tuple) and e.key[0] == "rim"
             for chip in rim_chips(e)]
    order = list(model.spots)
    problems = []
    for seat in range(model.players):
        clip = pygame.Rect(box_of(model.plate_clip(seat)))
        rim = pygame.Rect(box_of(model.rim_rect(seat)))
        for index, taco in enumerate(model.obs.plates[seat]):
            top = display_order(model.data, taco)[-1]
            rect = card_rect(model.spots[top])
            where = f"seat {seat} taco {index} card {top}"
            if not clip.contains(rect):
                problems.append(f"{where}: cut by its plate {clip} at {rect}")
            if rect.colliderect(rim):
                problems.append(f"{where}: under its plate's rim")
            for panel in log:
                if rect.colliderect(panel):
                    problems.append(f"{where}: under the What happened panel")
            for later in order[order.index(top) + 1:]:
                if card_rect(model.spots[later]).colliderect(rect):
                    problems.append(f"{where}: covered by card {later}")
            if any(chip.colliderect(rect) for chip in chips):
                problems.append(f"{where}: a score chip lies over it")
    return problems


@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_top_card_shows_whole_on_the_fullest_tables(scale, screen, players, shape):
    services = build_services(window=False, size=screen)
    services.fonts.set_scale(scale)
    for human in (0, 1):
        _, table = fullest_tables(players, shape, services, human=human)
        full_history(table)
        problems = top_card_problems(table)
        assert not problems, "\n".join(problems)
