"""The Taco Loco table reads at a glance: one look per signal, a 6 never passes for a 9,
card words at 16 px or more, and the sum badges clear of the seat panels."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME, NUMBER, Card, Kind
from tabletop.games.taco_loco.table import faces as faces_module
from tabletop.games.taco_loco.table.draw import badge_rect
from tabletop.games.taco_loco.table.faces import VALUE_COLOURS, LocoFaces
from tabletop.games.taco_loco.table.view_model import LocoModel
from tabletop.input import intents as it
from tabletop.kit.signals import OUTSET, Meaning, SignalLook
from tabletop.ui.fonts import MIN_TEXT
from tests.games.taco_loco.table.test_view import human_turn, start
from tests.scenes.helpers import send


def faces_of(table) -> LocoFaces:
    return LocoFaces(table.services.images, table.services.fonts)


def ink_rows(face: pygame.Surface, colour: tuple[int, int, int], box: pygame.Rect) -> set[int]:
    return {y for y in range(box.top, box.bottom) for x in range(box.left, box.right)
            if all(abs(a - b) < 40 for a, b in zip(face.get_at((x, y))[:3], colour,
                                                   strict=True))}


def card(kind: Kind, value: int = 0, id: int = 1) -> Card:
    return Card(id=id, key="test", name="Test", kind=kind, value=value, count=1)


def test_a_six_is_underlined_in_both_corners(monkeypatch):
    """Read upside down a 6 looks like a 9: real decks underline both."""
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    colour = VALUE_COLOURS[6]
    marked = faces_of(table).face(card(NUMBER, 6))
    monkeypatch.setattr(faces_module, "UNDERLINED", ())
    bare = faces_of(table).face(card(NUMBER, 6))
    w, h = marked.get_size()
    bottom = pygame.Rect(w - 44, h - 44, 40, 42)  # the upside-down index
    top = pygame.Rect(6, 0, 34, 44)
    assert len(ink_rows(marked, colour, bottom)) >= len(ink_rows(bare, colour, bottom)) + 2
    cream = (255, 244, 220)
    assert len(ink_rows(marked, cream, top)) >= len(ink_rows(bare, cream, top)) + 2
    for digits in ("6", "9"):
        index = faces_of(table).index(digits, 22, colour)
        assert index.get_height() == table.services.fonts.text(digits, 22, colour).get_height()
    monkeypatch.undo()
    for digits in ("6", "9"):
        index = faces_of(table).index(digits, 22, colour)
        assert index.get_height() > table.services.fonts.text(digits, 22, colour).get_height()


def test_card_words_are_at_least_16_px(monkeypatch):
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    fonts = table.services.fonts
    sizes: list[float] = []
    real = fonts.text

    def text(words, size, *args, **kwargs):
        sizes.append(size)
        return real(words, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", text)
    faces = faces_of(table)
    for one in (card(LEGENDARY), card(LONESOME, 0, 2), card(NUMBER, 4, 3)):
        faces.face(one)
    assert sizes and min(sizes) >= MIN_TEXT


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_sum_badges_sit_clear_of_the_seat_panels_and_their_marks(players):
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    stack, table, match = start(seats)
    model = LocoModel.of(table.obs(), 0, table.layout)
    marks = [pygame.Rect(box).inflate(2 * OUTSET, 2 * OUTSET) for box in model.seats]
    for column in model.columns.values():
        disc = badge_rect(column)
        assert disc.collidelist(marks) == -1, (column, disc)


def looks_of(table) -> dict:
    canvas = table.services.display.canvas
    return {element.key: element.look for element in table.elements(canvas)}


def meaning_of(highlight) -> Meaning | None:
    return highlight.meaning if isinstance(highlight, SignalLook) else None


def test_each_thing_the_table_marks_has_its_own_signal():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT)))
    assert human_turn(stack, table)
    model = table.model()
    looks = looks_of(table)
    you = looks[("seat", table.viewer)]
    acting = looks[(("acting", table.viewer), "top")]  # edge by edge round the panel
    assert you.you and acting.signal.meaning == Meaning.ACTIVE_SEAT  # two looks on one panel
    table.keyboard_mode = True
    send(stack, it.Navigate(1, 0))
    focused = table.input.focused_card(model)
    assert meaning_of(table.card_highlight(focused, model)) == Meaning.CURSOR
    send(stack, it.Confirm())  # picked up
    picked = table.input.selected
    assert picked is not None
    elements = table.elements(table.services.display.canvas)
    cards = {e.key: e for e in elements if isinstance(e.key, tuple) and e.key[0] == "card"}
    assert meaning_of(table.cards.sprites[picked].highlight) == Meaning.SELECTED
    assert ("card", picked) in cards
    marks = {e.key[1]: e.look.mark for e in elements
             if isinstance(e.key, tuple) and e.key[0] == "place" and e.look.mark is not None}
    legal = table.input.legal_shown(model, table.legal())
    assert legal and {p for p in legal if p in marks} == legal
    focused_place = table.input.focused_place(model)
    for place, mark in marks.items():
        wanted = Meaning.CURSOR if place == focused_place else Meaning.LEGAL
        assert mark.meaning == wanted, place
    send(stack, it.Back())


def test_the_hint_marks_its_card_and_its_place_as_a_hint():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    table.show_hint()
    action = table.feedback.hint_action
    model = table.model()
    assert meaning_of(table.card_highlight(action.card, model)) == Meaning.HINT
    elements = table.elements(table.services.display.canvas)
    hinted = [e.look.mark.meaning for e in elements
              if isinstance(e.key, tuple) and e.key[0] == "place" and e.look.mark is not None]
    assert hinted == [Meaning.HINT]


def test_the_hand_is_fanned_and_the_picked_card_rises_above_the_hovered_one():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    table.tweens.finish_all()
    model = table.model()
    spots = [model.spots[card] for card in model.hand]
    assert len(spots) >= 3
    assert spots[0].angle > 0 > spots[-1].angle  # tilted outward, like a hand held
    assert spots[0].y > spots[len(spots) // 2].y  # on an arc
    first, second = model.hand[0], model.hand[1]
    send(stack, it.PointerMove((int(spots[1].x), int(spots[1].y))))
    assert table.lifts().get(second, 0) >= 16
    table.input.selected = first
    lifts = table.lifts()
    assert lifts[first] > lifts.get(second, 0) >= 16


@pytest.mark.parametrize("tacos", [0, 1, 2, 3])
def test_a_few_tacos_sit_in_the_middle_of_the_felt_not_against_its_left(tacos):
    """The row of tacos (and the new-taco slot after them) is centred on the felt between
    the pile and the special cards' key (the sums' key is in the bottom-right corner, under
    it; a short row's felt ends at the goal plate, left of the key), so no third of the felt
    stays empty and the felt either side of a short row is even; a crowded row (tucked so
    that no corner index shows in half) stands in the middle of the whole zone, the felt
    either side of it even too."""
    from tests.games.taco_loco.table.test_layout import fullest, staged

    seats = (Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT))
    stack, table, match = start(seats)
    assert human_turn(stack, table)
    staged(table, fullest(table, tacos, 2, None))
    model = table.model()
    zone = table.layout.zone("table", "tacos")
    columns = list(model.columns.values())
    left, right = columns[0].x, columns[-1].x + columns[-1].w
    key = table.layout.zone("table", "specials")
    assert model.specials_shown
    pile = table.layout.zone("table", "pile")
    end = model.goal.x if model.goal is not None else key.x  # (a short row: the goal plate)
    bare_left, bare_right = left - (pile.x + pile.width), end - right
    assert abs(bare_left - bare_right) <= 20, (bare_left, bare_right)
    assert model.goal is None  # (cards taken: the goal plate is the opening's alone)
    staged(table, fullest(table, 9, 2, None))
    crowded = list(table.model().columns.values())
    left, right = crowded[0].x, crowded[-1].x + crowded[-1].w
    assert left >= zone.x + 10 and right <= zone.x + zone.width - 10
    assert abs((left - zone.x) - (zone.x + zone.width - right)) <= 2, (left, right)


def test_every_number_reads_on_its_band_and_the_greens_tell_apart():
    """Each number card's big number reads on its band (cream, or charcoal on lettuce's and
    cheese's light bands) and its corner index on the cream card, at 3:1 at least (large
    text), so a dimmed hand's numbers still read; 1's lettuce and 6's avocado strips differ
    clearly in a stack (they once were two near-equal greens)."""
    from tabletop.games.taco_loco.table.faces import LARGE_READABLE, number_inks
    from tabletop.ui import palette

    for value in VALUE_COLOURS:
        band, ink, index = number_inks(value)
        assert palette.contrast_ratio(band, ink) >= LARGE_READABLE, value
        assert palette.contrast_ratio(index, palette.CREAM) >= LARGE_READABLE, value
    assert palette.contrast_ratio(VALUE_COLOURS[1], VALUE_COLOURS[6]) >= 2.0
    assert number_inks(1)[1] != number_inks(6)[1]  # (and their numbers' inks differ too)
