"""The committed sprites load with pygame and have the sizes the views rely on."""

from pathlib import Path

import pygame
import pytest

from tabletop.artgen.build import jobs
from tabletop.artgen.canvas import DETAIL
from tabletop.games.catalog import game_specs

ROOT = Path(__file__).resolve().parents[2]
SPECS = tuple(game_specs().values())
SPRITES = ROOT / "sprites"

EXPECTED_SIZES = {
    "table/felt.png": (1280, 720),
    "table/plate.png": (140, 140),
    "ui/icon.png": (256, 256),
    "ui/curtain.png": (1280, 720),
    "ui/panel.png": (64, 64),
    "ui/button_normal.png": (96, 48),
    "ui/button_hover.png": (96, 48),
    "ui/button_pressed.png": (96, 48),
    "cards/face.png": (120, 168),
    "cards/face_gold.png": (120, 168),
    "cards/face_dark.png": (120, 168),
    "cards/slot.png": (120, 168),
}

REQUIRED_ICONS = (
    "tortilla", "lettuce", "meat", "cheese", "tomato", "guacamole", "salsa", "hot_sauce",
    "onion", "fork", "taco", "legendary_taco", "lonesome_taco", "empty_taco", "outfit",
    "topper", "chips_salsa", "fajita", "burrito", "vip", "pickpocket", "pinata", "customer",
    "food", "drink", "money", "blank", "rest", "star", "fist", "task_drinks_truck",
    "task_food_truck", "task_trash", "task_clean_kitchen", "bonus_cleaning", "bonus_free_time",
    "bonus_meal_voucher", "bonus_staff_key", "extra_grill", "extra_soda_fountain",
    "extra_card_terminal", "inspection", "prepaid", "sink", "hourglass_icon",
)


def load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(SPRITES / rel))


def png_jobs(SPECS) -> list[str]:
    return [job.path.removeprefix("sprites/") for job in jobs(SPECS) if job.path.endswith(".png")]


@pytest.mark.parametrize("rel", sorted(EXPECTED_SIZES))
def test_fixed_sizes(rel):
    assert load(rel).get_size() == EXPECTED_SIZES[rel]


def card_backs() -> list[str]:
    from tabletop.games.catalog import game_specs

    return [spec.back.sprite for spec in game_specs().values() if spec.back is not None]


@pytest.mark.parametrize("sprite", card_backs())
def test_card_backs(sprite):
    back = load(sprite)
    assert back.get_size() == (120 * DETAIL, 168 * DETAIL), "stored sharp for big windows"
    assert back.get_at((0, 0)).a == 0, "rounded corners are transparent"
    assert back.get_at((60 * DETAIL, 84 * DETAIL)).a == 255


@pytest.mark.parametrize("name", REQUIRED_ICONS)
def test_required_icons_exist_and_are_transparent_illustrations(name):
    icon = load(f"icons/{name}.png")
    side = 96 * DETAIL
    assert icon.get_size() == (side, side)
    assert icon.get_at((0, 0)).a == 0
    mask = pygame.mask.from_surface(icon, 40)
    assert mask.count() > side * side * 0.1, "the drawing covers a fair part of the icon"


def test_dice_cover_every_body_and_face():
    for body in ("manager", "employee", "trainee"):
        for face in ("money", "food", "drink", "blank", "rest"):
            die = load(f"dice/{body}_{face}.png")
            assert die.get_size() == (64 * DETAIL, 64 * DETAIL)
            assert die.get_at((0, 0)).a == 0


def test_dice_bodies_keep_their_colour():
    centre_edge = {b: load(f"dice/{b}_blank.png").get_at((14 * DETAIL, 50 * DETAIL))[:3]
                   for b in ("manager", "employee", "trainee")}
    assert len(set(centre_edge.values())) == 3


def test_every_sprite_loads():
    for rel in png_jobs(SPECS):
        img = load(rel)
        assert img.get_width() > 0 and img.get_height() > 0, rel


def test_sprites_folder_stays_small():
    total = sum(p.stat().st_size for p in SPRITES.rglob("*.png"))
    assert total < 4_000_000, total
