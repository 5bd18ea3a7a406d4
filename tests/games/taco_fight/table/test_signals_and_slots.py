"""The Fight table's empty places are quiet outlines with no placeholder words, and each of its
marks has one meaning and its own look: the hint, a cursor, the picked taco, the mouse's
pointing and the places a new taco may go (also in the colour-blind palette)."""

import pygame
import pytest

from tabletop.games.taco_fight.table import draw_over
from tabletop.kit.chrome import Style
from tabletop.kit.signals import Meaning, signal
from tabletop.ui.layer import Layer
from tabletop.ui.theme import theme_for
from tests.scenes.every_scene import every_state, fresh_services
from tests.scenes.layout_checks import texts_drawn

STATES = {s.name: s for s in every_state()}
PLACEHOLDERS = {"kitchen", "empty", "place"}
FELT = (31, 78, 90)


@pytest.mark.parametrize("name", ["table-taco-fight-4-0", "table-taco-fight-4-12",
                                  "table-taco-fight-1-0"])
def test_no_placeholder_words_on_empty_places(tmp_path, name):
    services = fresh_services(tmp_path)
    stack = STATES[name].stage(services)
    fonts = services.fonts
    said = []
    render = fonts.text

    def text(words, *args, **kwargs):
        said.append(words)
        return render(words, *args, **kwargs)

    fonts.text = text
    texts = {p.text for p in texts_drawn(services, stack).placed} | set(said)
    assert not texts & PLACEHOLDERS, f"placeholder words on the table: {texts & PLACEHOLDERS}"


def test_an_empty_slot_is_an_outline_not_a_box(tmp_path):
    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-4-12"].stage(services)
    table = stack.top
    canvas = pygame.Surface((1280, 720))
    table.draw_ground(canvas, canvas.get_rect())
    board = table.boards[1]
    slot = board.attackers[4]
    inside = canvas.get_at((slot.centerx, slot.y + 12))[:3]
    between = canvas.get_at((slot.right + 3, slot.centery))[:3]
    assert inside == between, "an empty slot is filled in"


def painted(element, size=(400, 400)) -> set[tuple[int, int, int]]:
    canvas = Layer(size, 0, 1.0)
    canvas.fill(FELT)
    element.paint(canvas)
    small = pygame.transform.scale(canvas, (size[0] // 2, size[1] // 2))
    return {small.get_at((x, y))[:3] for x in range(size[0] // 2) for y in range(size[1] // 2)}


@pytest.mark.parametrize("colour_blind", [False, True])
def test_the_hint_and_a_cursor_look_like_the_kits_hint_and_cursor(tmp_path, colour_blind):
    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-4-12"].stage(services)
    table = stack.top
    style = table.style()
    theme = theme_for(colour_blind)
    style = Style(theme, style.ui)
    rect = pygame.Rect(150, 150, 78, 109)
    hint = painted(draw_over.hint(style, rect))
    cursor = painted(draw_over.cursor(style, 0, 0, rect, 0, table.seat_style(0), False))
    hint_colour = signal(Meaning.HINT, theme).colour
    cursor_colour = signal(Meaning.CURSOR, theme).colour
    assert hint_colour in hint and hint_colour not in cursor
    assert cursor_colour in cursor
    assert table.seat_style(0)[0] not in hint, "the hint wears a seat's colour"


def test_only_a_persons_board_shows_where_new_tacos_may_go(tmp_path):
    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-4-0"].stage(services)
    table = next(s for s in stack.scenes if hasattr(s, "boards"))
    assert table.table.phase == "prep"
    canvas = pygame.Surface((1280, 720))
    legal = {e.key[1] for e in table.elements(canvas)
             if isinstance(e.key, tuple) and e.key[0] == "plate" and e.look.place}
    assert legal == {0}, f"legal places marked on boards {legal}"


def test_an_empty_attackers_place_shows_a_quiet_angry_taco_not_words(tmp_path):
    """The attackers' row names itself without words: each empty place a faint angry taco
    (a mark, quiet: near the board's own colour), the plates' row its numbered plates."""
    services = fresh_services(tmp_path)
    stack = STATES["table-taco-fight-4-12"].stage(services)
    table = stack.top
    canvas = pygame.Surface((1280, 720))
    table.draw_ground(canvas, canvas.get_rect())
    slot = table.boards[1].attackers[4]
    board = canvas.get_at((slot.centerx, slot.y + 12))[:3]
    marked = [canvas.get_at((x, y))[:3] for x in range(slot.centerx - 14, slot.centerx + 15)
              for y in range(slot.centery - 14, slot.centery + 15)]
    far = max(sum(abs(a - b) for a, b in zip(colour, board, strict=True)) for colour in marked)
    assert 12 < far < 160, far  # there, and quiet
