"""The Fight table gives its felt to the boards: every seat count draws its cards at a member
of the kit's card-size family (Fight's own or bigger) with readable digits and icons, the
boards, the middle column and the history panel fill the felt without overlapping, and no
quarter of it is left empty."""

import pygame
import pytest

from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.faces import FightFaces
from tabletop.games.taco_fight.table.layout import ZONES, FightLayout
from tabletop.kit.sizes import FAMILY, FIGHT, MIN_DIGIT_PX, MIN_ICON_PX
from tests.scenes.every_scene import fresh_services

FELT = pygame.Rect(0, 48, 1280, 626)
"""Between the top bar and the history line."""


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_seat_count_draws_its_cards_at_a_family_size(players):
    layout = FightLayout(players, 5)
    assert layout.card in FAMILY and layout.card.readable
    assert layout.card.width >= FIGHT.width and layout.card.height >= FIGHT.height
    for board in layout.boards:
        for rect in [board.pantry, board.kitchen, *board.attackers, *board.plate_rects]:
            assert rect.size == layout.card.size
            assert board.rect.contains(rect)


def test_one_player_plays_at_full_size():
    assert FightLayout(1, 5).card.name == "full"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_faces_at_that_size_print_readable_digits_and_icons(tmp_path, players):
    services = fresh_services(tmp_path)
    size = FightLayout(players, 5).card
    faces = FightFaces(services.images, services.fonts, services.game_data(SPEC), size)
    icons, digits = [], []
    icon, text = faces.icon, services.fonts.text

    def recording_icon(name, px):
        icons.append((name, px))
        return icon(name, px)

    def recording_text(words, px, *args, **kwargs):
        if str(words).strip().isdigit():
            digits.append((words, px))
        return text(words, px, *args, **kwargs)

    faces.icon = recording_icon
    services.fonts.text = recording_text
    faces.warm()
    data = services.game_data(SPEC)
    card = next(c for c in data.cards if not c.is_taco)
    assert faces.ingredient(card).get_size() == size.size
    assert faces.back().get_size() == size.size
    assert not [(n, s) for n, s in icons if s < MIN_ICON_PX]
    assert not [(d, s) for d, s in digits if s < MIN_DIGIT_PX]


def parts(layout):
    out = [(f"board {b.seat}", b.rect) for b in layout.boards]
    out += [(name, layout.zone(name)) for name in ZONES if name != "log"]
    if layout.history is not None:
        out.append(("history", layout.history))
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_parts_sit_on_the_felt_apart(players):
    layout = FightLayout(players, 5)
    placed = parts(layout)
    for name, rect in placed:
        assert FELT.contains(rect), f"{name} {rect} leaves the felt"
    middle = {"hourglass", "clock"}
    for i, (name, rect) in enumerate(placed):
        for other, other_rect in placed[i + 1:]:
            if {name, other} == middle:
                continue
            assert not rect.colliderect(other_rect), f"{name} overlaps {other}"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_quarter_of_the_felt_is_left_empty(players):
    """Each quarter of the felt is mostly covered by boards, the middle or the history."""
    layout = FightLayout(players, 5)
    covered = [rect for _, rect in parts(layout)]
    half_w, half_h = FELT.w // 2, FELT.h // 2
    for qx in range(2):
        for qy in range(2):
            quarter = pygame.Rect(FELT.x + qx * half_w, FELT.y + qy * half_h, half_w, half_h)
            area = 0
            for y in range(quarter.top, quarter.bottom, 8):
                for x in range(quarter.left, quarter.right, 8):
                    if any(r.collidepoint(x, y) for r in covered):
                        area += 1
            share = area / ((half_w // 8 + 1) * (half_h // 8 + 1))
            assert share > 0.5, f"quarter {qx},{qy} is {share:.0%} used"


def test_the_fists_on_an_attacking_tacos_pill_are_as_big_as_on_the_cards(tmp_path):
    """'2/3' smashed so far: its fist is a readable icon, not a 16 px smear."""
    from tabletop.games.taco_fight.table.faces import TableArt

    services = fresh_services(tmp_path)
    art = TableArt(services.images, services.fonts, services.game_data(SPEC), FIGHT)
    sizes = []
    icon = art.faces.icon

    def recording_icon(name, px):
        sizes.append(px)
        return icon(name, px)

    art.faces.icon = recording_icon
    pill = art.pill("2/3", (43, 43, 43), (255, 255, 255), "fist", FIGHT.width)
    assert sizes and min(sizes) >= MIN_ICON_PX
    assert pill.get_width() <= FIGHT.width


@pytest.mark.parametrize("players", [2, 4])
def test_a_word_chip_keeps_room_round_its_word(tmp_path, players):
    """Spanish 'Bloqueado' and 'Aplastado' ran edge to edge in the chip across a beaten taco:
    each word now has PILL_PAD on either side inside the card's border, at 16 px where it
    fits, else at the chip's floor, 14 px (Spanish 'Bloqueado', the glossary's 'bloquear' as
    a state like 'Molido': 'Bloqueo', a noun, read oddly; 'Parado' read as stopped)."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_fight.table.faces import CHIP_FLOOR, PILL_CLEAR, PILL_PAD, TableArt

    services = fresh_services(tmp_path)
    services.words = load_language("es")
    assert PILL_CLEAR >= 4
    width = FightLayout(players, 5).card.width - 2 * PILL_CLEAR  # (clear of the card's sides)
    art = TableArt(services.images, services.fonts, services.game_data(SPEC), FIGHT)
    for word in ("Blocked", "Smashed"):
        said = services.words.pgettext("pill", word)
        chip = art.pill(said, (150, 200, 60), (43, 43, 43), "", width)
        size = services.fonts.fit(said, 16, (width - 2 * PILL_PAD, 40), floor=CHIP_FLOOR)[0]
        label = services.fonts.measure(said, size)[0]
        assert chip.get_width() <= width and size >= CHIP_FLOOR >= 14, (said, size)
        assert size >= 16 or said == "Bloqueado", (said, size)
        assert chip.get_width() - label >= 2 * PILL_PAD >= 10, (said, chip.get_width(), label)
