"""The numbers on the Taco Party table say what they are where they appear: the cards' two
numbers (a key in the step panel), each taco's points and why ("biggest … ×2"), the burns, the
tacos completed, one wording on every strip ("Completed 1/3"); the middle has its
tag, the last deck its ribbon."""

from dataclasses import replace

import pygame
import pytest

from tabletop.games.taco_party.table import draw, explain
from tabletop.games.taco_party.table.view_model import MIDDLE, box_of
from tests.games.taco_party.table.fullest import fullest_tables
from tests.scenes.layout_checks import texts_drawn


def drawn_texts(stack, table):
    return [p.text for p in texts_drawn(table.services, stack).placed]


def test_the_step_panel_says_which_number_is_points_and_which_the_pickup_cost():
    stack, table = fullest_tables(3, "tallest", human=1)
    assert not table.my_turn()
    texts = drawn_texts(stack, table)
    assert "points" in texts and "cost" in texts


@pytest.mark.parametrize("human", [0, 1])
def test_the_hand_label_keeps_a_long_one_word_name_whole(human):
    """'Your hand' over the viewer's name: a one-word name too wide beside the seat's badge
    is drawn whole (smaller, or across the label without the badge), never broken in two
    ("Guadalu" over "pe" read as two words)."""
    stack, table = fullest_tables(4, "tallest", human=human)
    name = table.match.setup.seats[human].name
    placed = [p for p in texts_drawn(table.services, stack).placed if p.text == name]
    assert placed, name
    assert all(p.rect.w <= p.box.w for p in placed)


def test_each_taco_chip_says_why_it_counts():
    stack, table = fullest_tables(3, "tall and many")
    texts = drawn_texts(stack, table)
    assert any(t.startswith("Biggest: ") and " \u00d7 2 = " in t for t in texts), texts
    assert any(t.endswith(" pts") for t in texts)
    assert any(t.startswith("Burned: \u2212") for t in texts)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chips_say_what_they_mean_in_words_where_the_rim_has_room(players):
    """Where a rim has room, each chip says what it is in a first-time player's words
    ("Biggest \u00d72: 14", "Empty: \u22122", "Burned:
    \u22123"), never the old jargon; the gold ticket names the pickup, and the line beside it
    says what it is and buys (the term explained where the player looks)."""
    stack, table = fullest_tables(players, "many tacos")
    texts = drawn_texts(stack, table)
    assert not any(t.startswith(("biggest ", "burned "))
                   or t.endswith(("no filling", "no ingredient")) for t in texts), texts
    assert "Middle" not in texts
    assert "pickup" in texts or "left" in texts
    assert any(t.startswith(("Pickup", "+1 pickup", "Next, pickup", "Pay each")) for t in texts), \
        texts
    # the chips' words: one wording, with words, however crowded the rim:
    model = table.model()
    for seat in range(players):
        for score in table.scores()[seat].tacos:
            said = draw.chip_words(score, 2)
            assert any(ch.isalpha() for ch in said), said
    assert model.players == players


def test_a_card_that_would_burn_says_it_burns_and_what_it_costs():
    stack, table = fullest_tables(2, "tallest")
    model = table.model()
    card = next(c for c in model.obs.centre if c is not None)
    marks = draw.marks(table.style(), table.faces, table.cards, [], [card],
                       lambda c: table.data.card(c).score)
    score = table.data.card(card).score
    assert marks[0].look.text == f"\u2212{score}"  # beside a flame; the tooltip says "burns"
    lines = explain.explain(("card", card), table.data, replace(model.obs, would_burn=(card,)),
                            ["Ana", "Rosa"], table.scores())
    assert any("burns this card" in line and f"\u2212{score}" in line for line in lines)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_middle_has_its_tag_beside_its_cards(players):
    _, table = fullest_tables(players, "many tacos")
    model = table.model()
    tag = pygame.Rect(model.middle_label_box())
    zone = pygame.Rect(box_of(model.zone("centre")))
    assert zone.contains(tag) and tag.h < MIDDLE.height / 2  # a tag, never read as a card
    for x, y in model.centre_points():
        card = pygame.Rect(0, 0, MIDDLE.width, MIDDLE.height)
        card.center = (round(x), round(y))
        assert not card.colliderect(tag) and zone.contains(card)
    middle = next(e for e in table.elements(pygame.Surface((1280, 720))) if e.key == "middle")
    assert middle.look.label == model.middle_label_box()


def test_the_last_deck_ribbon_lies_over_the_decks_foot_clear_of_its_picture():
    _, table = fullest_tables(2, "many tacos")
    deck = box_of(table.model().zone("deck"))
    for count in (1, 8, 40):
        ribbon = pygame.Rect(draw.last_deck_ribbon(deck, count))
        shift = 2 * (draw.deck_layers(count) - 1)
        top = pygame.Rect(deck).move(-shift, -shift)
        assert ribbon.bottom <= top.bottom and ribbon.top >= top.centery + 16
        assert ribbon.h >= 20 and ribbon.w >= top.w


def test_two_seats_show_no_last_deck_ribbon():
    """At two seats the first deck is the last one ('How to win' says the game ends when it
    runs out): a reviewer found its 'Last' ribbon there from the first turn, with nothing
    saying what it meant. It shows only once discards have become the last deck (3-4 seats)."""
    _, table = fullest_tables(2, "many tacos")
    model = table.model()
    assert model.obs.run_outs_to_end == 1 and model.obs.deck_count > 0
    piles = next(e for e in table.elements(pygame.Surface((1280, 720))) if e.key == "piles")
    assert not piles.look.last_deck


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seats_strip_says_tacos_done_in_one_wording(players):
    """One idea, one wording: yours and the others' strips all say "Tacos done 1/3" (a
    bare "Done 1/2" did not say what was done)."""
    _, table = fullest_tables(players, "many tacos")
    heads = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "seat head"]
    assert len(heads) == players
    assert all(h.look.done == f"Tacos done {h.look.done_short}" for h in heads)
    assert all("game ends" not in h.look.done for h in heads)


def strip_forms(table) -> list[tuple[bool, bool]]:
    """Each strip's tacos done and hand count as painted: (said by the count alone, the hand
    by its number alone), with whether the words would fit that strip on their own."""
    style = table.style()
    heads = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "seat head"]
    forms = []
    for head in heads:
        look = head.look
        points = style.words.gettext("{points} pts").format(points=look.total)
        forms.append(draw.strip_fit(style, look.box.w, look.name, points, look.done,
                                    look.done_short, look.minis, len(look.open_hand),
                                    look.short[0]))
        forms[-1] = (forms[-1][0], forms[-1][1] or look.short[1])
    return forms


@pytest.mark.parametrize("screen", ((1280, 720), (1920, 1080)))
@pytest.mark.parametrize("code", ("en", "es"))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_strip_says_tacos_done_in_one_form(players, code, screen):
    """One table, one form: a reviewer saw one crowded strip say "✓ 0/2" beside the others'
    "Tacos listos 1/2". When any strip must shorten its words, every strip does; when none
    must, every strip says them in words."""
    from tabletop.app import build_services
    from tabletop.assets.catalogs import load_language

    services = build_services(window=False, size=screen)
    if code != "en":
        services.words = load_language(code)
    for human in (0, 1):
        _, table = fullest_tables(players, "many tacos", services, human=human)
        forms = strip_forms(table)
        assert len(forms) == players and len(set(forms)) == 1, forms
        if not forms[0][0]:  # in words: each strip holds them without shortening
            style = table.style()
            names = [s.name for s in table.match.setup.seats]
            assert draw.strips_short(style, table.model(), names,
                                     [table.scores()[s].total for s in range(players)],
                                     [table.open_hand(s) for s in range(players)])[0] is False


def test_spanish_long_names_at_four_seats_shorten_every_strip_alike():
    """The case the reviewer saw: four seats, Spanish, long names: every strip the count alone."""
    from tabletop.assets.catalogs import load_language
    from tests.scenes.helpers import headless_services

    services = headless_services()
    services.words = load_language("es")
    _, table = fullest_tables(4, "many tacos", services)
    assert set(strip_forms(table)) == {(True, False)}


@pytest.mark.parametrize("kind", ["many tacos", "tall and many", "tallest"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_rims_chips_never_touch_while_a_shorter_wording_would_part_them(players, kind):
    """Two chips on a rim keep `CHIP_GAP` of felt between them (their dark edges, a pixel
    outside each chip, at least 12 px apart: they never read as touching) unless they already
    say the numbers alone, and none leaves its rim."""
    _, table = fullest_tables(players, kind)
    rims = [e for e in table.elements(pygame.Surface((1280, 720)))
            if isinstance(e.key, tuple) and e.key[0] == "rim"]
    assert len(rims) == players
    for rim in rims:
        look = rim.look
        box = pygame.Rect(look.rim)
        spans = sorted([(c.x - c.width // 2, c.x + (c.width + 1) // 2) for c in look.chips]
                       + ([(look.burned[1] - look.burned[2] // 2,
                            look.burned[1] + (look.burned[2] + 1) // 2)] if look.burned else []))
        shortest = not any(ch.isalpha() for c in look.chips for ch in c.text)  # numbers alone
        if not shortest:
            pairs = zip(spans, spans[1:], strict=False)
            assert all(a[1] + draw.CHIP_GAP <= b[0] for a, b in pairs), spans
            assert all((b[0] - 1) - (a[1] + 1) >= 12
                       for a, b in zip(spans, spans[1:], strict=False)), spans
            assert all(box.x < a and b < box.right for a, b in spans), (spans, box)


def test_the_biggest_tacos_chip_says_why_it_counts_twice_and_what_it_makes():
    """The reviewer found the "Biggest taco ×2" badge unexplained: its chip says the rule (the
    biggest taco counts ×2) and what the taco makes, in one wording on every rim (a game once
    said "Biggest taco counts ×2" on one rim and "Biggest, doubled" on the next, and Spanish
    shrank to a bare "7 × 2"). "Biggest ×2: 14" beside "5 pts" still left the doubling to
    work out: the chip says the sum, as the results do ("7 × 2 = 14"), and keeps it on a
    rim too narrow for "Biggest:"."""
    from tabletop.games.taco_party.rules.tacos import TacoScore

    biggest = TacoScore(1, (3, 4, 5, 6, 7, 8, 9), 7, 7, 14, "biggest")
    assert draw.chip_words(biggest, 2) == "Biggest: 7 \u00d7 2 = 14"
    for short in range(1, draw.FLAME_TIER + 1):
        assert draw.chip_words(biggest, 2, short=short) == "7 pts \u00d7 2 = 14"


def test_a_taco_not_counted_says_why_and_never_zero():
    """One story of what counts: a taco that counts says its points, one beyond the 3 that
    score says why it does not ("Not in top 3"), with its own points where the rim has room,
    never "0" (two identical tacos once read "4 pts" and "0 pts"); "Top 3: 4 pts" under a
    counted taco beside a struck-through "4 pts" under one not counted said one idea two ways,
    neither of them why. Only on the most crowded rims are its points struck through."""
    from tabletop.games.taco_party.rules.tacos import TacoScore

    extra = TacoScore(3, (1, 2), 2, 4, 0, "extra")
    top = TacoScore(2, (1, 2), 2, 4, 4, "top")
    assert draw.chip_words(extra, 2) == "Not in top 3: 4 pts"
    assert draw.chip_words(top, 2) == "4 pts"
    for short in draw.CHIP_TIERS[1:draw.STRUCK_TIER]:
        assert draw.chip_words(extra, 2, short=short) == "Not in top 3"
        assert draw.chip_words(top, 2, short=short) == "4 pts"
        assert not draw.chip_struck(extra, short)
    for short in draw.CHIP_TIERS[draw.STRUCK_TIER:]:  # only the most crowded rims
        assert "4" in draw.chip_words(extra, 2, short=short)
        assert "0" not in draw.chip_words(extra, 2, short=short)
        assert draw.chip_struck(extra, short) and not draw.chip_struck(top, short)
    assert not any("Top" in draw.chip_words(top, 2, short=s) for s in draw.CHIP_TIERS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_rim_says_its_chips_in_one_form(players):
    """One tier for the table: a crowded rim's "9 pts \u00d7 2 = 18" beside the others'
    "Biggest: 9 \u00d7 2 = 18" read as two ideas."""
    _, table = fullest_tables(players, "many tacos")
    rims = [e for e in table.elements(pygame.Surface((1280, 720)))
            if isinstance(e.key, tuple) and e.key[0] == "rim"]
    biggest = [c.text for r in rims for c in r.look.chips
               if c.text[0].isdigit() and "\u00d7" in c.text or c.text.startswith("Biggest")]
    assert len({t.startswith("Biggest") for t in biggest}) <= 1, biggest


def test_a_burn_warning_leaves_the_cards_picture_name_cost_and_points_whole():
    """The tutorial asks to click the Tiny Hat while it would burn: the warning lies over the
    card's top band only, so its picture, its name, its cost and its likes stay whole and the
    card still says what it is; left of the band's points disc and `BURN_DISC_GAP` clear of
    it (a reviewer found "burns −4" over the Crown's 4, then "−3" touching the disc's
    "3"). It covers the band's small picture whole (a tag beside it hid half the Party Dress's,
    and one squeezed between the two stacked its flame over its digits): the flame, then the
    points, side by side, for every card."""
    _, table = fullest_tables(2, "tallest")
    rect = pygame.Rect(300, 200, MIDDLE.width, MIDDLE.height)
    disc_left = rect.right - 2 - 2 * (MIDDLE.band // 2)  # faces._score_chip's disc
    picture_top = rect.y + MIDDLE.band + 4  # where a face's picture starts (faces._body)
    tag = draw.burn_tag_box(rect, MIDDLE.band)
    assert tag.bottom <= picture_top, (tag, picture_top)
    assert tag.inflate(2, 2).top >= rect.top, tag  # inside the card, not astride its edge
    assert tag.inflate(2, 2).right + draw.BURN_DISC_GAP <= disc_left, (tag, disc_left)
    assert draw.BURN_DISC_GAP >= 5
    for card in real_cards():
        right = table.faces.band_picture_right(card, MIDDLE)
        assert right <= draw.BURN_PICTURE_ROOM, card.key
        assert tag.left <= rect.x + 4 and tag.right >= rect.x + right, (card.key, tag, right)
    # the flame (at least 16 px) beside "−4" at 18 px, apart: at 12 px over 16 px type the
    # reviewer read a 10 px scrawl
    assert draw.BURN_FLAME >= 16 and draw.BURN_DIGITS >= 18
    digits = table.style().ui.text("−4", draw.BURN_DIGITS, (0, 0, 0)).get_width()
    assert tag.w - 8 >= 2 + draw.BURN_FLAME + draw.BURN_GAP + digits, (tag, digits)
    assert tag.h - 4 >= draw.BURN_FLAME


def real_cards():
    from tests.games.taco_party.helpers import real_data

    return real_data().cards


def faces_footer(size):
    """The room a face keeps at its foot (the likes' row, or the cost ticket)."""
    from tabletop.games.taco_party.table import faces

    return max(size.band - 2, faces.likes_side(size) + 4)


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_middles_tag_says_its_word_on_one_line_at_full_size(code):
    """"En venta" once wrapped in Spanish: the tag keeps room for its word whole at the
    table's text size."""
    from tabletop.assets.catalogs import load_language
    from tabletop.ui import fonts

    _, table = fullest_tables(4, "many tacos")
    word = load_language(code).pgettext("zone", "For sale")
    room = draw.middle_label_words(pygame.Rect(table.model().middle_label_box()))
    ui = table.services.fonts
    assert ui.fit(word, fonts.SMALL, room.size) == (fonts.SMALL, 0)


@pytest.mark.parametrize("kind", ["many tacos", "tall and many", "tallest"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_rim_on_the_table_words_its_chips_alike_under_their_tacos(players, kind):
    """One idea, one wording: every chip is worded the one way, with words (no bare "7 \u00d7 2"
    beside another rim's words; a rim too narrow for them says its shorter words, "42 pts",
    its burned chip "\u22124" beside the burn's flame: four tacos and burns once said bare
    numbers), and lies under its own taco (Rosa's three chips once sat centred as one row)."""
    _, table = fullest_tables(players, kind)
    model = table.model()
    rims = [e for e in table.elements(pygame.Surface((1280, 720)))
            if isinstance(e.key, tuple) and e.key[0] == "rim"]
    for rim in rims:
        seat = rim.key[1]
        scores = table.scores()[seat].tacos
        for chip, score in zip(sorted(rim.look.chips, key=lambda c: c.x),
                               sorted(scores, key=lambda s: model.column(seat, s.index).x),
                               strict=True):
            assert any(ch.isalpha() for ch in chip.text), chip.text
            column = pygame.Rect(draw.box_of(model.column(seat, score.index)))
            assert chip.x - chip.width // 2 < column.right and \
                column.left < chip.x + chip.width // 2, (chip, column)
