"""Taco Loco's fullest tables lay out cleanly at every text size: five seats with long names
and big numbers, a full hand, the most tacos and the tallest one, the history full of long
lines, each question open. No two texts or badges overlap, no text leaves its box, none is
under 16 px, and no sum badge touches a seat panel, the history or the question."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_loco.rules.cards import LEGENDARY, LONESOME
from tabletop.games.taco_loco.rules.events import CardPlayed, TacoPlace, TacoTaken
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE, Question, TacoView
from tabletop.games.taco_loco.table import draw
from tabletop.games.taco_loco.table.draw import badge_rect
from tabletop.games.taco_loco.table.view_model import CARD_H, CARD_W, KEY_GAP, NEW_TACO
from tabletop.ui.fonts import MIN_TEXT
from tests.games.taco_loco.table.test_view import on_your_turn, start
from tests.kit.layout import layout_problems, texts_of
from tests.scenes.every_scene import TEXT_SIZES

NAMES = ("Maximiliana", "Bartholomew", "Guadalupe", "Esperanza", "Constantino")
SHAPES = {"most tacos": (9, 3), "tallest taco": (2, 13), "one taco": (1, 1)}
QUESTIONS = (None, GIVE, COUNTER)


def fullest(table, tacos: int, tall: int, question: str | None):
    """The table showing `tacos` tacos of `tall` cards, the biggest numbers and `question`."""
    obs = table.match.rules.observation(0)
    deck = list(table.match.data.cards)
    hand = tuple(deck[:3])
    rest = iter(deck[3:])
    views = []
    for taco in range(tacos):
        cards = tuple(next(rest) for _ in range(tall))
        views.append(TacoView(100 + taco, cards, 10 + taco % 2))
    asked = None
    if question is not None:
        asked = Question(question, 0, 0 if question == GIVE else 1, 100)
        if question == COUNTER:
            hand = tuple(c for c in deck if c.kind != LEGENDARY)[:3]
    players = len(obs.names)
    return dataclasses.replace(obs, hand=hand, hand_sizes=(3,) * players,
                               tacos=tuple(views), taken=(88,) * players, pile_size=99,
                               question=asked, current=0)


def staged(table, obs) -> None:
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)
    lonesome = next(c.id for c in table.match.data.cards if c.kind == LONESOME)
    long_lines = (  # "Constantino overfilled the taco (sum 16) and took its 12 cards",
        TacoTaken(4, 1, tuple(range(12)), "taco:1", "taken:4", False, 16),
        # "Constantino played a Lonesome Taco on the taco showing 9 (2nd from the left): the sum
        # is back to 0"
        CardPlayed(4, lonesome, 1, "hand:4", "taco:1", False, 0, TacoPlace(9, 2, True)))
    for move in range(1, 6):
        table.happened.told(10_000 + move, [long_lines[move % 2]])


def badges_of(table) -> list[tuple[str, pygame.Rect]]:
    model = table.model()
    out = [(f"seat {i}", pygame.Rect(box)) for i, box in enumerate(model.seats)]
    out += [(f"taken pile {i}", draw.taken_pile_rect(box)) for i, box in enumerate(model.seats)]
    out.append(("history", pygame.Rect(model.history_zone)))
    if model.obs.question is None or not model.key_in_corner:
        out.append(("the sums' key", draw.sum_key_rect(model.key_zone)))
    if model.obs.question is not None:
        canvas = table.services.display.canvas
        prompt = next(e for e in table.elements(canvas) if e.key == "prompt")
        # (its frame, and a tutorial coach's outline round it, reach a few px past its box)
        out.append(("question", pygame.Rect(prompt.look.box).inflate(16, 16)))
    out += [(f"button {button.label}", pygame.Rect(button.rect)) for button in table.buttons()]
    for taco in model.obs.tacos:
        out.append((f"sum of taco {taco.id}", badge_rect(model.columns[f"taco:{taco.id}"])))
    return out


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: str(q))
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_fullest_tables_lay_out_cleanly(shape, question):
    stack, table, match = on_your_turn(NAMES)
    tacos, tall = SHAPES[shape]
    staged(table, fullest(table, tacos, tall, question))
    services = table.services
    problems = []
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            texts = texts_of(services, table)
            assert any(t.text.startswith(NAMES[4]) for t in texts)
            assert any(t.text == "88" for t in texts)
            if question is None:
                assert any(t.text.startswith("Constantino played") for t in texts)
            smallest = MIN_TEXT if scale >= 1.0 else 0  # a smaller text size is the player's
            problems += [f"{scale}x: {p}" for p in layout_problems(texts, badges_of(table),
                                                                   smallest)]
    finally:
        services.fonts.set_scale(1.0)
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_the_history_keeps_its_rows_inside_its_panel():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    zone = pygame.Rect(table.model().history_zone)
    long = "Diego played a Lonesome Taco on the taco showing 9: the sum is back to 0"
    rows = draw.history_rows(table.services.fonts, table.model().history_zone, (long,) * 4)
    assert rows and all(zone.contains(row) for row in rows)


@pytest.mark.parametrize("tacos", [3, 6, 9])
def test_a_sum_badge_never_covers_another_tacos_numbers(tacos):
    """Crowded tacos overlap; each badge stays on what shows of its own taco."""
    stack, table, match = on_your_turn(NAMES)
    staged(table, fullest(table, tacos, 3, None))
    model = table.model()
    for taco in model.obs.tacos:
        disc = badge_rect(model.columns[f"taco:{taco.id}"])
        for other in model.obs.tacos:
            if other.id == taco.id:
                continue
            for card in other.cards:
                spot = model.spots[card.id]
                digits = pygame.Rect(int(spot.x) - 60 + 6, int(spot.y) - 84, 36, 34)
                assert not disc.colliderect(digits), (taco.id, other.id)


@pytest.mark.parametrize("players", [2, 5])
def test_no_explanation_covers_the_gift_question(players):
    """Resting the pointer on any card or seat while choosing who eats a perfect taco: its
    explanation never covers the question."""
    from tabletop.input import intents as it
    from tabletop.kit.tooltips import DELAY
    from tests.scenes.helpers import send, settle

    stack, table, match = on_your_turn(NAMES[:players])
    obs = fullest(table, 3, 3, GIVE)
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)
    model = table.model()
    canvas = table.services.display.canvas
    spots = [sprite.rect for sprite in table.cards.sprites.values()]
    spots += [pygame.Rect(box) for box in model.seats]
    shown = 0
    for spot in spots:
        for point in (spot.center, (spot.centerx, spot.y + 10), (spot.right - 8, spot.y + 10)):
            send(stack, it.PointerMove(point))
            settle(stack, DELAY * 1.5)
            elements = table.elements(canvas)
            prompt = next(e for e in elements if e.key == "prompt")
            for tip in (e for e in elements if e.key == "tooltip"):
                shown += 1
                assert not pygame.Rect(tip.look.rect).colliderect(prompt.look.box), point
    assert shown


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_row_of_tacos_stands_in_the_middle_of_its_felt(players, shape):
    """The row of tacos (the new-taco slot last) is centred on the felt between the pile and
    the special cards' key while it fits there (the key shown beside it, clear of every
    column), else on the felt right of the pile (no bare band on one side only; the key
    gives way); a crowded row fills the tacos' zone from its left instead."""
    stack, table, match = on_your_turn(NAMES[:players])
    tacos, tall = SHAPES[shape]
    staged(table, fullest(table, tacos, tall, None))
    model = table.model()
    row = pygame.Rect(model.columns[next(iter(model.columns))]).unionall(
        [pygame.Rect(box) for box in model.columns.values()])
    zone = table.layout.zone("table", "tacos")
    assert zone.x <= row.x and row.right <= zone.x + zone.width
    key = pygame.Rect(model.specials_zone)
    beside = key.x - KEY_GAP - zone.x
    if model.goal is not None:  # (a short row: centred on the felt left of the goal plate)
        goal = pygame.Rect(model.goal)
        assert goal.x >= row.right + 20 and goal.right + KEY_GAP <= key.x, (row, goal)
        beside = goal.x - zone.x
    if row.w + 20 <= beside:
        assert abs(row.centerx - (zone.x + beside / 2)) <= 1, (row, zone)
        assert model.specials_shown
    elif row.w <= zone.width - 20:
        assert abs(row.centerx - (zone.x + zone.width / 2)) <= 1, (row, zone)
    if model.specials_shown:
        assert row.right + KEY_GAP <= key.x


@pytest.mark.parametrize("shape", list(SHAPES))
def test_short_tacos_leave_no_bare_band_under_them(shape):
    """Short tacos sit in the middle of the felt between the seats and the hand: the room
    above the row and under its tallest taco differ by a few pixels at most, and a tall one
    keeps every card inside its zone."""
    stack, table, match = on_your_turn(NAMES[:3])
    tacos, tall = SHAPES[shape]
    staged(table, fullest(table, tacos, tall, None))
    model = table.model()
    zone = table.layout.zone("table", "tacos")
    top = min(box.y for box in model.columns.values())
    cards: list[pygame.Rect] = []
    for taco in model.obs.tacos:
        for card in taco.cards:
            spot = model.spots[card.id]
            cards.append(pygame.Rect(0, 0, CARD_W, CARD_H).move(spot.x - CARD_W / 2,
                                                                spot.y - CARD_H / 2))
    cards.append(draw.new_slot_rect(model.columns[NEW_TACO]))
    bottom = max(card.bottom for card in cards)
    above, below = top - zone.y, zone.y + zone.height - bottom
    assert above >= 0 and below >= 0, (above, below)
    if above > 0:
        assert abs(above - below) <= 12, (above, below)  # (a column's outline: 12 px)


@pytest.mark.parametrize("tacos", [0, 1, 3, 9])
def test_the_sums_key_fills_the_bottom_right_corner(tacos):
    """The bottom-right corner is never bare: the sums' key stands there, beside the hand and
    level with it, clear of the row of tacos however long, its words at the table's small
    size (never the least: it is read from the couch); a question asked there takes its
    place."""
    stack, table, match = on_your_turn(NAMES)
    staged(table, fullest(table, tacos, 2, None))
    model = table.model()
    key = draw.sum_key_rect(model.key_zone)
    row = [pygame.Rect(box) for box in model.columns.values()]
    assert not key.collidelistall(row)
    assert model.key_in_corner
    hand = pygame.Rect(model.hand_zone)
    assert key.x >= hand.right and key.y < hand.centery < key.bottom
    assert key.right >= 1280 - 30  # (the corner: no bare band right of it)
    assert draw.LINE_TEXT >= 18
    keys = [e for e in table.elements(table.services.display.canvas) if e.key == "sum key"]
    assert len(keys) == 1


def test_the_tutorials_top_bar_says_what_to_do_at_every_step():
    """At every step of the tutorial the top bar says what to do now beside its chip (a chip
    alone, "Legendary!", told the learner nothing): at the Counter step, the question; at a
    step where the coach talks, to read it and press Next."""
    from tabletop.games.catalog import game_specs
    from tabletop.scenes.tutorial import build_tutorial
    from tabletop.tutorial.files import read_tutorial
    from tests.scenes.every_scene import on_stack
    from tests.scenes.helpers import headless_services

    services = headless_services()
    spec = game_specs()["taco-loco"]
    tutorial = read_tutorial(spec)
    step = next(i for i, s in enumerate(tutorial.steps)
                if s.wants is not None and s.wants.action == "CounterLegendary")
    table, coach = build_tutorial(services, spec, tutorial, step)
    stack = on_stack(table)
    stack.push(coach)
    stack.apply_pending()
    stack.update(1 / 60)
    assert table.coached is not None and table.model().obs.question is not None
    chip, said, seat = table.status_text()
    assert seat == table.viewer and chip and said
    for at in range(len(tutorial.steps)):
        table, coach = build_tutorial(services, spec, tutorial, at)
        stack = on_stack(table)
        stack.push(coach)
        stack.apply_pending()
        stack.update(1 / 60)
        chip, said, seat = table.status_text()
        assert seat is None or said, (at, chip)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_top_right_of_the_felt_is_never_bare(players):
    """The special cards' key fills its whole zone, right under the seats (no bare felt over
    it), and a seat stands in the top right corner at every seat count the table allows."""
    stack, table, match = on_your_turn(NAMES[:players])
    model = table.model()
    assert model.specials_shown
    zone = pygame.Rect(model.specials_zone)
    panel = [e for e in table.elements(table.services.display.canvas) if e.key == "specials key"]
    assert len(panel) == 1 and pygame.Rect(panel[0].look.rect) == zone
    assert zone.y - max(seat.y + seat.h for seat in model.seats) <= 20
    rightmost = max(pygame.Rect(seat).right for seat in model.seats)
    assert rightmost >= zone.centerx, "the top right corner is bare felt"


@pytest.mark.parametrize("tacos", range(1, 11))
def test_a_corner_index_shows_whole_or_not_at_all(tacos):
    """Crowded tacos lap their neighbours: the next taco leaves the corner index of a taco's
    last card (at its widest, a "11") whole, or covers all of it: never half a number."""
    stack, table, match = on_your_turn(NAMES[:2])
    staged(table, fullest(table, tacos, 2, None))
    model = table.model()

    def card_rect(card_id: int) -> pygame.Rect:
        spot = model.spots[card_id]
        return pygame.Rect(0, 0, CARD_W, CARD_H).move(round(spot.x - CARD_W / 2),
                                                      round(spot.y - CARD_H / 2))

    row = model.obs.tacos
    for taco, after in zip(row, row[1:], strict=False):
        last = card_rect(taco.cards[-1].id)
        index = pygame.Rect(last.right - 8 - 26, last.bottom - 4 - 24, 26, 24)
        for card in after.cards:
            over = card_rect(card.id).clip(index)
            assert over.w == 0 or over == index, (tacos, taco.id, over, index)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_seats_spread_over_the_pile_and_the_key(players):
    """The top row holds the felt from the pile to the special cards' key: a seat stands over
    the pile (no bare felt above it) and no gap between two seats is a third of the table
    wide (two seats are wider panels at the corners)."""
    stack, table, match = on_your_turn(NAMES[:players])
    model = table.model()
    boxes = sorted((pygame.Rect(seat) for seat in model.seats), key=lambda r: r.x)
    pile = table.layout.zone("table", "pile")
    assert boxes[0].x < pile.x + pile.width and boxes[0].right > pile.x
    gaps = [right.x - left.right for left, right in zip(boxes, boxes[1:], strict=False)]
    assert max(gaps, default=0) < 1280 / 3, gaps


@pytest.mark.parametrize("tall", range(2, 14))
def test_a_tall_tacos_bands_show_their_numbers_whole(tall):
    """Every band a taco shows is a whole number deep however tall it is (from six cards its
    middle cards are folded, each showing an edge of its band's colour, a plate on them
    numbering them; its cards always start under its sum's pill, which laps only the first
    card's top rim: a pill over the first band read as covering its number); the pill never
    covers the number of its own first card, nor any band, the chip no number."""
    from tabletop.games.taco_loco.table.view_model import READABLE_STEP, TUCK_EDGE, needs_of

    stack, table, match = on_your_turn(NAMES)
    staged(table, fullest(table, 2, tall, None))
    model = table.model()
    for taco in model.obs.tacos:
        place = f"taco:{taco.id}"
        ys = [model.spots[card.id].y for card in taco.cards]
        steps = [b - a for a, b in zip(ys, ys[1:], strict=False)]
        under, count = model.tucked(place)
        needs = needs_of(taco.cards)
        folded = [step for step in steps if step < READABLE_STEP]
        assert all(step >= need for step, need in zip(steps, needs, strict=False)
                   if step >= READABLE_STEP), (tall, steps)
        assert len(folded) == count, (tall, steps, count)
        assert all(step <= TUCK_EDGE for step in folded), (tall, steps)
        assert count == 0 if tall <= 5 else count > 0
        first_card = model.spots[taco.cards[0].id].y - CARD_H / 2
        assert badge_rect(model.columns[place]).bottom <= first_card + 8  # (its rim only)
        assert ys[-1] + CARD_H / 2 <= model.columns[place].y + model.columns[place].h
        first = model.spots[taco.cards[0].id]
        number = pygame.Rect(round(first.x - CARD_W / 2) + 9, round(first.y - CARD_H / 2),
                             34, 30)  # (a "11" at 27 px, the widest a band shows)
        assert not badge_rect(model.columns[place]).colliderect(number)
        if count:
            top, band = ys[under - count] - CARD_H / 2, ys[under] - CARD_H / 2
            chip = draw.tucked_rect(model.columns[place], top, band)
            assert top <= chip.centery <= band
            if band - top >= draw.TILES_PLATE:  # (a plate of the folded numbers: in the fold)
                assert top <= chip.top and chip.bottom <= band, (tall, chip, top, band)
            else:  # (a chip lapping the bands round the fold: right of their numbers)
                assert chip.x >= round(first.x - CARD_W / 2) + draw.NUMBER_ENDS
            assert not badge_rect(model.columns[place]).colliderect(chip)
            shown = {e.key[0]: e.look for e in table.elements(table.services.display.canvas)
                     if e.key[1:] == (place,)}
            assert shown["tucked"].count == count and len(shown["folded"].bands) == count


@pytest.mark.parametrize("players", [2, 3])
def test_two_or_three_seats_fill_their_wide_panels(players):
    """Two or three seats are wide panels filling the top row: each shows its hand as the
    game's card backs with their count and "in hand", and its taken pile with its count and
    "taken", the two groups filling the panel (no empty cream middle), nothing past its
    panel or over another thing."""
    stack, table, match = on_your_turn(NAMES[:players])
    obs = dataclasses.replace(fullest(table, 2, 2, None), taken=(0, 88, 7)[:players])
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)
    model = table.model()
    texts = texts_of(table.services, table)
    for i, box in enumerate(model.seats):
        panel = pygame.Rect(box)
        assert panel.w >= draw.WIDE_SEAT
        inside = [t for t in texts if panel.contains(t.rect)]
        words = {t.text for t in inside}
        assert {"3", "in hand", "taken", ("0", "88", "7")[i]} <= words, words
        pile = draw.taken_pile_rect(box)
        backs = pygame.Rect(panel.x + 16, panel.y + 44, 2 * draw.MINI_STEP + draw.MINI_CARD[0],
                            draw.MINI_CARD[1])
        shown = sorted([backs, pile] + [t.rect for t in inside if t.rect.y > panel.y + 40],
                       key=lambda r: r.x)
        assert panel.contains(pile) and panel.contains(backs)
        gaps, right = [], shown[0].right
        for rect in shown[1:]:
            gaps.append(rect.x - right)
            right = max(right, rect.right)
        assert max(gaps) < panel.w / 5, (i, gaps)
        assert panel.right - right < panel.w / 5
        for a, b in zip(shown, shown[1:], strict=False):
            assert not a.colliderect(b) or a.contains(b) or b.contains(a), (a, b)


@pytest.mark.parametrize("tall", [1, 2, 7])
@pytest.mark.parametrize("tacos", [5, 8, 9])
def test_a_legendary_first_card_keeps_its_11_clear(tacos, tall):
    """A Legendary as a taco's first card, in a row side by side or tucked, short or tall: its
    "11" (the widest, tallest corner number, on no band) shows whole: its taco's sum pill, the
    next card's band and the chip of a tucked middle all stay off it."""
    from tabletop.games.taco_loco.table.view_model import SPECIAL_STEP

    stack, table, match = on_your_turn(NAMES[:3])
    obs = table.match.rules.observation(0)
    deck = list(table.match.data.cards)
    legends = iter(c for c in deck if c.kind == LEGENDARY)
    numbers = iter(c for c in deck if c.is_number)
    views = []
    for taco in range(tacos):
        first = next(legends, None) or next(numbers)
        views.append(TacoView(100 + taco, (first,) + tuple(next(numbers)
                                                          for _ in range(tall - 1)), 11))
    obs = dataclasses.replace(obs, hand=(), tacos=tuple(views), question=None)
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)
    model = table.model()
    for taco in model.obs.tacos[:5]:
        place = f"taco:{taco.id}"
        spot = model.spots[taco.cards[0].id]
        left, top = round(spot.x - CARD_W / 2), round(spot.y - CARD_H / 2)
        eleven = pygame.Rect(left + 10, top + 4, draw.NUMBER_ENDS - 13, 22)
        assert not badge_rect(model.columns[place]).colliderect(eleven), (tacos, tall)
        if tall > 1:
            below = model.spots[taco.cards[1].id].y - spot.y
            assert below == 0 or below >= SPECIAL_STEP, (tacos, tall, below)
        under, count = model.tucked(place)
        if count:
            top, band = (model.spots[taco.cards[i].id].y - CARD_H / 2 for i in (under - count,
                                                                                under))
            assert not draw.tucked_rect(model.columns[place], top, band).colliderect(eleven)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("tall", [1, 7, 13])
def test_every_taco_stands_clear_of_the_seat_panels(players, tall):
    """However tall a taco grows, its cards and its sum's pill keep a band of felt under the
    seat panels (a tall one started 4 px under them, its pill against the active seat's
    ring)."""
    from tabletop.kit.signals import OUTSET

    stack, table, match = on_your_turn(NAMES[:players])
    staged(table, fullest(table, 3, tall, None))
    model = table.model()
    under = max(pygame.Rect(box).bottom for box in model.seats) + OUTSET
    for taco in model.obs.tacos:
        place = f"taco:{taco.id}"
        tops = [model.spots[card.id].y - CARD_H / 2 for card in taco.cards]
        assert min(tops) >= under, (players, tall, min(tops), under)
        assert badge_rect(model.columns[place]).top >= under, (players, tall)


@pytest.mark.parametrize("tacos", [2, 5])
def test_a_five_card_taco_shows_every_band(tacos):
    """A taco of five cards, in a roomy row or in a row of five, fans every card's band
    whole: none is folded (a row of five folded one for want of half a pixel)."""
    stack, table, match = on_your_turn(NAMES)
    staged(table, fullest(table, tacos, 5, None))
    model = table.model()
    assert len(model.obs.tacos) == tacos
    for taco in model.obs.tacos:
        assert model.tucked(f"taco:{taco.id}") == (0, 0), (tacos, len(taco.cards))


@pytest.mark.parametrize("players", [4, 5])
def test_a_narrow_seats_words_and_cards_stay_clear_of_the_turn_pointers(players):
    """At 4-5 seats the active seat's big pointers reach `INSET` into its panel's sides: a
    two-digit "taken" count ("88") and the hand's backs once touched them; every word and card
    of a seat stands 4 px clear of that reach, on turn or not."""
    from tabletop.kit.signals import INSET

    stack, table, match = on_your_turn(NAMES[:players])
    shown(table, fullest(table, 1, 1, None))
    model = table.model()
    texts = texts_of(table.services, table)
    for i, box in enumerate(model.seats):
        seat = pygame.Rect(box)
        inside = seat.inflate(-2 * (INSET + 4), 0)
        words = [t for t in texts if seat.contains(t.rect) and t.rect.y > seat.y + 36]
        assert any(t.text == "88" for t in words), (i, [t.text for t in words])
        assert all(inside.contains(t.rect) for t in words), (i, [
            (t.text, t.rect) for t in words if not inside.contains(t.rect)])
        pile = draw.taken_pile_rect(box)
        hand = pygame.Rect(seat.x + draw.NARROW_PAD, seat.y + 48, *draw.SMALL_CARD)
        assert inside.contains(pile) and inside.contains(hand), (i, pile, hand)


def shown(table, obs) -> None:
    """The table showing `obs` (its history as played)."""
    table.observation_of = lambda seat: obs
    table.forget_worked_out()
    table.cards.clear()
    table.sync(animate=False)


def test_an_empty_taken_pile_shows_its_place_at_every_seat_count():
    """2-3 seats drew a dashed card where the taken cards will lie, 4-5 nothing: now all do."""
    for players in (2, 3, 4, 5):
        stack, table, match = on_your_turn(NAMES[:players])
        shown(table, dataclasses.replace(table.match.rules.observation(0),
                                         taken=(0,) * players))
        canvas = pygame.Surface((1280, 720))
        canvas.fill((0, 0, 0))
        seat = next(e for e in table.elements(canvas) if e.key == ("seat", 1))
        seat.paint(canvas)
        box = table.model().seats[1]
        pile = draw.taken_pile_rect(box)
        cream = table.services.theme.cream_dark
        dashed = sum(1 for x in range(pile.left, pile.right) for y in range(pile.top, pile.bottom)
                     if canvas.get_at((x, y))[:3] == tuple(cream)[:3])
        assert dashed >= 20, (players, dashed)
