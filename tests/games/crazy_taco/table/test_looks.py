"""What the Crazy Taco table looks like to a player at every seat count, both window sizes,
every text size, in English and Spanish: nothing meets, leaves its box, ends in "…" or is under
16 px (14 px is the least a player may read); the instruction is said once, in the top bar;
an empty zone is a small picture over a few words saying nothing lies there yet; the counter's
places are numbered as the rulebook fills them (1, the next to leave, at the right); in
1 v 1 the customer player has a card of their own."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.crazy_taco.table import draw
from tabletop.games.crazy_taco.table.board import QUIET_ZONES
from tabletop.games.crazy_taco.table.view_text import cup_words
from tabletop.ui.fonts import MIN_TEXT
from tests.games.crazy_taco.table.test_layout import overlaps, table_after
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.layout_checks import describe, texts_drawn

SIZES = ((1280, 720), (1920, 1080))


def problems(table, stack, services, scale: float) -> list[str]:
    found = overlaps(table, stack, services)
    placed = texts_drawn(services, stack).placed
    found += [f"{describe(p)} ends in …" for p in placed
              if p.text.endswith("…")]  # (the top bar's "Rosa is choosing…" too)
    if scale >= 1.0:
        found += [f"{describe(p)} is under {MIN_TEXT} px" for p in placed
                  if p.rect.h < MIN_TEXT - 1]
    return found


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
@pytest.mark.parametrize("seats", (1, 2))
def test_nothing_meets_is_cut_or_tiny_at_every_text_size(seats, size, language):
    found = []
    for scale in TEXT_SIZES:
        for steps in (0, 12):
            table, stack, services = table_after(seats, steps, 7, scale, size=size,
                                                 language=language)
            found += [f"{scale}x, {steps} moves: {p}"
                      for p in problems(table, stack, services, scale)]
    assert found == []


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("seats", (1, 2))
def test_the_instruction_is_said_once_in_the_top_bar(seats, language):
    for steps in (0, 6, 12, 18):
        table, stack, services = table_after(seats, steps, 7, language=language)
        tip = table.status_text()[1]
        texts = [p.text for p in texts_drawn(services, stack).placed]
        if tip:
            assert texts.count(tip) == 1, (steps, tip, texts)
        phase = next(e for e in table.elements(services.display.canvas) if e.key == "phase")
        assert phase.look.text != tip
        strip = [e for e in table.elements(services.display.canvas) if e.key == "reroll strip"]
        if strip and strip[0].look.roll:  # before the roll the strip says how many dice roll
            said = cup_words(table.model().obs, services.words)
            assert strip[0].look.text == said and texts.count(said) == 1, (steps, texts)


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
@pytest.mark.parametrize("seats", (1, 2))
def test_an_empty_zone_is_a_framed_home_saying_what_comes_there(seats, size, language):
    """An empty zone is a place of the restaurant, the same solo and in 1 v 1 (round 11: the
    bare felt's small pictures floated, and in 1 v 1 the Extra count on a strip of its own):
    its mat and its title, and in its outlined card place a picture of what lies there once
    used, centred, over one line saying what ("Fines from inspections"); its tooltip says
    the details."""
    from tabletop.games.crazy_taco.table.board import TITLES

    table, stack, services = table_after(seats, 0, 7, size=size, language=language)
    elements = table.elements(services.display.canvas)
    empty = {e.key[1] for e in elements if isinstance(e.key, tuple) and e.key[0] == "empty zone"}
    assert {"task-zone", "bonus-zone", "fine-area"} <= empty <= set(QUIET_ZONES)
    texts = texts_drawn(services, stack).placed
    for name in empty:
        zone = pygame.Rect(table.board.box(name))
        inside = [p.text for p in texts if zone.contains(p.rect) and p.rect.y > zone.y + 20]
        assert inside == [services.words.gettext(draw.EMPTY_ZONE_WORDS[name])], (name, inside)
        title = services.words.gettext(TITLES[name])
        assert title in [p.text for p in texts if zone.contains(p.rect)], name
        shown = next(e for e in elements if e.key == ("empty zone", name))
        assert shown.rect.contains(zone), "its mat: the whole zone"
        room = pygame.Rect(shown.look.room)
        assert zone.contains(room) and room.y >= zone.y + draw.EMPTY_TOP
        art = pygame.Rect(shown.look.art)
        assert art.w >= draw.EMPTY_ART_LEAST, "a picture at 1x"
        assert art.w <= draw.EMPTY_ART, "a picture, never outweighing a card"
        assert abs(art.centerx - zone.centerx) <= 2, "centred"
        assert room.contains(art) and room.contains(pygame.Rect(shown.look.words))
    door = pygame.Rect(table.board.box("door"))
    on_door = [p.text for p in texts if door.contains(p.rect)]
    assert on_door == ([] if table.model().obs.door
                       else [services.words.gettext(draw.DOOR_WAITS)])


def test_the_counter_is_numbered_as_the_rulebook_fills_it():
    """Cards come in at the left and walk right; the rulebook's place 1 fills first and is
    the next to leave, by Patience: 4, 3, 2, 1 from the left, the way marked between them."""
    table, stack, services = table_after(1, 0, 7)
    places = [pygame.Rect(table.board.box(f"counter-{n}")) for n in (1, 2, 3, 4)]
    assert [p.x for p in places] == sorted((p.x for p in places), reverse=True)
    assert places[0].right < pygame.Rect(table.board.box("patience")).x


@pytest.mark.parametrize("scale", (1.0, max(TEXT_SIZES)))
@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
def test_one_v_one_shows_the_customer_players_card(size, language, scale):
    for steps in (0, 12, 24):
        table, stack, services = table_after(2, steps, 7, scale, size=size, language=language)
        seat = next(e for e in table.elements(services.display.canvas) if e.key == "seat")
        card = pygame.Rect(seat.look.box)
        assert card.h >= draw.SEAT_TWO_LINES, "the name and the rule on lines of their own"
        texts = [p for p in texts_drawn(services, stack).placed if card.contains(p.rect)]
        assert any(p.text.startswith("Rosalinda Maximiliana") for p in texts)
        hand = table.model().obs.hand_count
        assert draw.hand_words(services.words, hand) in [p.text for p in texts], \
            "the hand's count in words (\"5 cards\"), never a bare number"
        obs = table.model().obs  # (the longer sentence, or the shorter where it does not fit)
        rules = {draw.seat_rule(obs, services.words, lambda said, fit=fit: fit)
                 for fit in (True, False)}
        rule = [p for p in texts if p.text in rules]
        assert rule
        _name, backs, _rule = draw.seat_boxes(seat.look.box, seat.look.hand,
                                              draw.seat_count_w(table.style(), seat.look.hand))
        assert not rule[0].rect.colliderect(backs), "the rule never runs under the hand's backs"


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
@pytest.mark.parametrize("seats", (1, 2))
def test_the_tables_words_are_read_from_across_the_room(seats, size, language):
    """At the usual text size every word on the table (cards' faces aside) is drawn at the
    table's size, `board.WORDS` (18 px at 1280x720); only a dish's name in the menu's fixed
    column, the narrow storeroom's title and the "kept" tag over a die's place may step down,
    never under MIN_TEXT."""
    from tabletop.games.crazy_taco.table.board import TITLES, WORDS
    from tabletop.games.crazy_taco.table.view_text import dish_name

    for steps in (0, 12, 24):
        table, stack, services = table_after(seats, steps, 7, size=size, language=language)
        words = services.words
        may_step_down = {dish_name(option, words) for option in table.data.menu} | {
            words.gettext(TITLES["storeroom"]), words.gettext("kept")}
        tall = services.fonts.line_height(WORDS) - 1
        cards = [sprite.rect for sprite in table.cards.sprites.values()]
        small = [describe(p) for p in texts_drawn(services, stack).placed
                 if p.rect.h < tall and p.text not in may_step_down
                 and not any(card.contains(p.rect) for card in cards)]
        assert small == [], (steps, small)


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("seats", (1, 2))
def test_the_phase_is_said_once_by_its_pill_and_each_move_once_in_the_history(seats, language):
    """The lit pill is the one place the phase is said: the top bar's chip is the turn, and the
    line at the bottom neither names the phase nor repeats "What happened"."""
    from tabletop.games.crazy_taco.table.view_text import PHASES

    for steps in (0, 6, 12, 18, 24):
        table, stack, services = table_after(seats, steps, 7, language=language)
        words = services.words
        phases = [words.gettext(name) for _phase, name in PHASES]
        chip = table.status_text()[0]
        assert chip == words.gettext("Turn {turn}").format(turn=table.obs().turn), chip
        texts = [p.text for p in texts_drawn(services, stack).placed]
        lit = phases[[phase for phase, _name in PHASES].index(table.obs().phase)]
        assert sum(lit in text for text in texts) == 1, (steps, lit, texts)
        bottom = table.feedback.last_text
        happened = table.happened.lines(table.viewer, table.history_text)
        assert bottom not in happened and "·" not in bottom, (steps, bottom)


@pytest.mark.parametrize("language", ("en", "es"))
def test_the_extra_piles_count_says_what_is_left_beside_a_full_size_title(language):
    """1 v 1: the Extra pile's count reads as words ("3 left"), never "pile 3", and the
    zone's title keeps the size of every other title."""
    table, stack, services = table_after(2, 40, 7, language=language)
    count = table.model().obs.extras_pile_count
    texts = texts_drawn(services, stack).placed
    said = services.words.pgettext("stack", "{count} left").format(count=count)
    box = pygame.Rect(table.board.box("extra-pile"))
    assert [p.text for p in texts if box.contains(p.rect)] == [said]
    title = services.words.gettext("EXTRA")
    other = services.words.gettext("REST ROOM  ·  on a break")  # (an empty fine area has
    heights = {p.text: p.rect.h for p in texts if p.text in (title, other)}  # no title)
    assert heights[title] == heights[other], heights


def test_the_rivals_hand_is_plain_small_backs_and_its_count():
    """Rosa's hand in her seat card: plain small backs (the back's colour and edge, no
    shrunk picture or name in them) and the count in words ("5 cards", not a bare "5" a
    first-time player cannot read) in words' size beside them."""
    from tabletop.ui import palette

    table, stack, services = table_after(2, 40, 7)
    seat = next(e for e in table.elements(services.display.canvas) if e.key == "seat")
    surface = pygame.Surface(services.display.canvas.get_size())
    seat.paint(surface)
    count_w = draw.seat_count_w(table.style(), seat.look.hand)
    _name, backs, _rule = draw.seat_boxes(seat.look.box, seat.look.hand, count_w)
    area = pygame.Rect(backs.x, backs.y + 2, backs.w - count_w - 6, draw.MINI_BACK[1])
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(area.x, area.right)
               for y in range(area.y, area.bottom)}
    assert tuple(palette.SKY) in colours
    assert len(colours) <= 24, len(colours)  # edges' shading only: no picture in there
    top = pygame.Rect(area.right - draw.MINI_BACK[0], area.y, *draw.MINI_BACK).inflate(-8, -8)
    inside = {tuple(surface.get_at((x, y)))[:3] for x in range(top.x, top.right)
              for y in range(top.y, top.bottom)}
    assert inside == {tuple(palette.SKY)}, inside  # round 31: no diamond on the top one
    texts = [p for p in texts_drawn(services, stack).placed if backs.colliderect(p.rect)]
    assert [p.text for p in texts] == [draw.hand_words(services.words, seat.look.hand)]
    assert texts[0].rect.h >= MIN_TEXT


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
def test_the_menus_rows_are_said_at_the_rows_full_height_at_1280x720(size, language):
    """Each dish's name and what it gives are read from the sofa at 1280x720: drawn at the
    menu's own size (20), the row's full height, none shrunk, in English and Spanish at both
    sizes (round 31: Spanish "Taco especial" stepped down beside "sirve a todos")."""
    from tabletop.games.crazy_taco.table import board
    from tabletop.games.crazy_taco.table.view_text import dish_effect, dish_name

    table, stack, services = table_after(1, 0, 7, size=size, language=language)
    menu = pygame.Rect(table.board.box("menu"))
    placed = {p.text: p for p in texts_drawn(services, stack).placed if menu.contains(p.rect)}
    full = services.fonts.line_height(board.MENU_WORDS)
    assert full > services.fonts.line_height(board.WORDS)
    for option in table.data.menu:
        for said in (dish_name(option, services.words), dish_effect(option, services.words)):
            assert placed[said].rect.h == full, describe(placed[said])


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
def test_a_customer_at_patience_keeps_the_red_frame_and_says_last_chance(size, language):
    """Round 31: a customer at Patience covered the place's red frame and its "last chance",
    and read like any other order. The card wears the frame and a chili tag saying it, whole
    inside the card, at the board's words' size in English (never under MIN_TEXT)."""
    from tabletop.games.crazy_taco.table.board import WORDS

    table, stack, services = table_after(2, 60, 7, size=size, language=language)
    card = table.match.rules.state.patience
    assert card, "seed 7's 60th move has a customer at Patience"
    elements = {e.key: e for e in table.elements(services.display.canvas)}
    rect = table.cards.sprites[card].rect
    frame, tag = elements[("patience frame", card)], elements[("last chance", card)]
    assert frame.look.colour == draw.palette.CHILI
    assert pygame.Rect(frame.look.rect).contains(rect)
    box = draw.last_chance_box(table.style(), tag.look)
    assert rect.contains(box), (box, rect)
    said = services.words.pgettext("card tag", "last chance")
    placed = [p for p in texts_drawn(services, stack).placed  # (the place's own words
              if p.text == said and box.contains(p.rect)]  # lie under the card)
    assert len(placed) == 1, placed
    tall = services.fonts.line_height(WORDS) - 1 if language == "en" else MIN_TEXT - 1
    assert placed[0].rect.h >= tall, placed[0].rect


def test_a_refused_drop_marks_the_place_it_was_refused_at_while_the_line_says_why():
    """Round 31: "This order needs exactly 2 dice, one per item." did not say which order;
    the order now wears the refused mark while the line at the bottom says it, and not
    after."""
    table, stack, services = table_after(1, 0, 7)
    table.demo_refusal()
    assert table.feedback.refusal
    marked = [e.key[2] for e in table.elements(services.display.canvas)
              if isinstance(e.key, tuple) and e.key[:2] == ("glow", "refused")]
    assert marked == [table.refused_place] and marked[0][0] == "card", marked
    table.feedback.advance(60.0)
    assert not [e for e in table.elements(services.display.canvas)
                if isinstance(e.key, tuple) and e.key[:2] == ("glow", "refused")]


def test_a_task_shows_the_die_it_wants_beside_its_picture_not_by_its_name():
    """Round 31: the Food task's money die in the header beside "Food" read as "money =
    food". The die stands left of the task's picture, the pair centred under the header,
    and goes while a die is at work on the card (the die itself says it then)."""
    from tabletop.games.crazy_taco.table.view_model import SMALL, face_shape

    table, stack, services = table_after(1, 0, 7)
    card = table.data.card("food-truck-1")
    parts = dict(table.faces.layout(card, SMALL))
    header = face_shape(SMALL).header
    needs, art = parts["needs"], parts["art"]
    assert needs.top >= header and needs.right < art.left
    assert abs((needs.left + art.right) / 2 - SMALL[0] / 2) <= 1
    assert needs.centery == art.centery
    assert "needs" not in dict(table.faces.layout(card, SMALL, working=1))


@pytest.mark.parametrize("language", ("en", "es"))
@pytest.mark.parametrize("size", SIZES, ids=("720p", "1080p"))
def test_a_cleaning_card_at_work_says_its_die_comes_back_whole(size, language):
    """Round 31: "No star lost. Number: turns left." read as a riddle. The card says the
    disc's count in words, whole inside the card at both sizes (Spanish's first wording ran
    out of the card at 1920x1080), in English at 18 px or more at 1280x720."""
    from tabletop.games.crazy_taco.table.view_model import SMALL

    table, stack, services = table_after(1, 0, 7, size=size, language=language)
    card = next(c for c in table.data.cards.values() if getattr(c, "bonus", "") == "cleaning")
    for turns in (1, 2, 3):
        parts = dict(table.faces.layout(card, SMALL, working=turns))
        body = parts["body"]
        assert pygame.Rect(0, 0, *SMALL).inflate(-4, -4).contains(body), (turns, body)
        if language == "en":
            assert body.h >= 3 * services.fonts.line_height(18 / services.fonts.scale) - 3
