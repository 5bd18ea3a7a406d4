"""The player aid: F1 (or a pad's Back, as Command("aid")) and a button on every table open a
one-screen summary of the game over the dimmed table, which stands still below it (Taco
Fight's hourglass stops); F1 again or its button goes on to the booklet, Esc back to the game.
"""

from __future__ import annotations

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.input import intents as it
from tabletop.scenes.game_pictures import GamePictures
from tabletop.scenes.guide_sources import aid_of
from tabletop.scenes.player_aid import AREA, PlayerAidScene
from tabletop.scenes.rules_page import RulesScene
from tests.scenes.every_scene import GAMES, TEXT_SIZES, on_stack
from tests.scenes.helpers import headless_services, send, settle


@pytest.fixture(scope="module")
def services():
    return headless_services()


def table_of(services, game: str):
    spec = services.specs[game]
    players = max(spec.min_players, min(2, spec.max_players))
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 3, {}))
    table = services.table_view_class(game)(services, spec, match)
    stack = on_stack(table)
    while stack.top is not table:  # a table may open with a screen of its own (controls)
        stack.pop()
        stack.apply_pending()
    if table.viewer is None and table.humans:
        table.viewer = table.humans[0]
    return stack, table


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("intent", [it.Command("rules"), it.Command("aid")],
                         ids=["F1", "pad-back"])
def test_f1_at_the_table_opens_the_aid_and_esc_goes_back(services, game, intent):
    stack, table = table_of(services, game)
    send(stack, intent)
    assert isinstance(stack.top, PlayerAidScene) and stack.top.spec.id == game
    assert not stack.top.opaque and stack.top.freezes_below  # over the table, which stops
    send(stack, it.Back())
    assert stack.top is table


@pytest.mark.parametrize("game", GAMES)
def test_the_aid_button_opens_the_aid(services, game):
    stack, table = table_of(services, game)
    assert table.aid_button in table.buttons()
    send(stack, it.PointerDown(table.aid_button.rect.center))
    assert isinstance(stack.top, PlayerAidScene)


@pytest.mark.parametrize("game", GAMES)
def test_open_aid_is_the_kits_way_to_the_aid(services, game):
    stack, table = table_of(services, game)
    table.open_aid()
    stack.apply_pending()
    assert isinstance(stack.top, PlayerAidScene) and stack.top.aid is not None
    assert not stack.top.problem


@pytest.mark.parametrize("game", GAMES)
def test_from_the_aid_on_to_the_booklet_and_back(services, game):
    stack, table = table_of(services, game)
    table.open_aid()
    stack.apply_pending()
    aid = stack.top
    send(stack, it.Command("rules"))  # F1 again
    assert isinstance(stack.top, RulesScene) and stack.top.spec.id == game
    send(stack, it.Back())
    assert stack.top is aid
    aid.rules_button.activate()
    stack.apply_pending()
    assert isinstance(stack.top, RulesScene)
    send(stack, it.Back(), it.Back())
    assert stack.top is table


@pytest.mark.parametrize("game", GAMES)
def test_the_game_stands_still_under_the_aid(services, game):
    stack, table = table_of(services, game)
    match = table.match
    if match.rules.realtime:  # into the fight: the hourglass runs
        ready = next(t for t in match.spec.action_types if t.__name__ == "Ready")
        for seat in match.rules.actors():
            if seat not in match.bots:
                table.submit(ready(seat))
        settle(stack, until=lambda: match.rules.observation(0).phase == "fight", limit=10)
        before = match.rules.snapshot()
        settle(stack, 0.5)
        assert match.rules.snapshot() != before, "the fight should be running"
    table.open_aid()
    stack.apply_pending()
    before, log = match.rules.snapshot(), len(match.log)
    settle(stack, 3.0)
    assert match.rules.snapshot() == before and len(match.log) == log
    assert isinstance(stack.top, PlayerAidScene)


@pytest.mark.parametrize("game", GAMES)
def test_every_aid_fits_one_screen_at_every_text_size(services, game):
    spec = services.specs[game]
    try:
        for scale in TEXT_SIZES:
            services.fonts.set_scale(scale)
            layout = PlayerAidScene(services, spec).layout()
            assert layout.fits, f"{scale}x: the aid runs past the panel"
            assert all(AREA.contains(item.box) for item in layout.items), f"{scale}x"
    finally:
        services.fonts.set_scale(1.0)


@pytest.mark.parametrize("game", GAMES)
def test_every_picture_the_aid_names_is_a_card_or_die_of_the_game(services, game):
    spec = services.specs[game]
    aid = aid_of(spec)
    assert aid is not None and len(aid.sections) >= 4
    pictures = GamePictures(services, spec)
    assert aid.pictures(), "the aid shows some of the game's cards or dice"
    unknown = sorted(name for name in aid.pictures() if not pictures.known(name))
    assert not unknown, f"{spec.title}'s pictures has no {unknown}"


@pytest.mark.parametrize("game", GAMES)
def test_the_aids_main_button_takes_the_player_back_to_the_game(services, game):
    aid = PlayerAidScene(services, services.specs[game])
    primary = [b for b in aid.widgets.widgets if getattr(b, "primary", False)]
    assert primary == [aid.back_button]
    assert aid.widgets.widgets[aid.widgets.focus] is aid.back_button


@pytest.mark.parametrize("game", GAMES)
def test_every_aid_section_is_a_card_with_its_lines_inside(services, game):
    layout = PlayerAidScene(services, services.specs[game]).layout()
    assert len(layout.cards) == len(aid_of(services.specs[game]).sections)
    for item in layout.items:
        assert any(card.contains(item.box) for card, _band in layout.cards), item.lines
    assert any(item.chip for item in layout.items) or any(item.number for item in layout.items)


@pytest.mark.parametrize("game", GAMES)
def test_the_aid_is_short_lines_with_room_between_them(game):
    """An aid reads at a glance: no line a paragraph (Taco Loco's at most 100 letters, every
    game's at most 130), lines and sections kept apart."""
    from tabletop.scenes.player_aid import LINE_GAP, SECTION_GAP
    aid = aid_of(headless_services().specs[game])
    assert aid is not None
    longest = max(len(line.text) for section in aid.sections for line in section.lines)
    assert longest <= (100 if game == "taco-loco" else 130), longest
    assert LINE_GAP >= 10 and SECTION_GAP >= 18


@pytest.mark.parametrize("game", GAMES)
def test_the_aid_reads_at_least_at_the_small_size_and_in_the_files_order(services, game):
    """The sections share the columns so no column runs out of room while another stands
    half empty: the words keep at least the small size at 1x, and the sections still read in
    the file's order, down each column, then the next."""
    from tabletop.ui import fonts

    scene = PlayerAidScene(services, services.specs[game])
    layout = scene.layout()
    assert layout.fits
    assert min(item.size for item in layout.items) >= fonts.SMALL, game
    aid = aid_of(services.specs[game])
    reading = sorted(aid.sections, key=lambda section: section.column)  # (a stable sort)
    headings = [item for item in layout.items if item.heading]
    by_place = sorted(headings, key=lambda item: (item.box.x, item.box.y))
    assert [" ".join(item.lines) for item in by_place] == [
        " ".join(scene._text(section.heading, 0, 0, by_place[0].box.w, by_place[0].size,
                             True).lines) for section in reading]


def test_the_pictures_grow_where_the_aid_has_room_and_give_way_before_the_words(services):
    """Each aid's pictures stand as tall as its columns allow (never under the floor, scaled
    with the words), and they shrink to the floor before a word does: where the words stand
    under their most, the next size up does not fit even with the smallest pictures."""
    from tabletop.scenes.player_aid import (
        BODY_MOST,
        HEADING_MORE,
        PICTURE,
        PICTURE_MOST,
        picture_sizes,
    )
    from tabletop.ui import fonts

    assert picture_sizes(fonts.SMALL)[0] == PICTURE_MOST
    assert picture_sizes(fonts.SMALL)[-1] == PICTURE
    grown = []
    for game in GAMES:
        scene = PlayerAidScene(services, services.specs[game])
        layout = scene.layout()
        body = max(item.size for item in layout.items if not item.heading)
        sizes = picture_sizes(body)
        assert layout.fits and sizes[-1] <= layout.picture <= sizes[0], game
        if body < BODY_MOST:
            bigger = min(size for size in services.fonts.sizes(BODY_MOST) if size > body)
            least = picture_sizes(bigger)[-1]
            aid = scene.aid
            columns = scene._balanced(aid, bigger, bigger + HEADING_MORE, least)
            assert not scene._columns(aid, bigger, bigger + HEADING_MORE, least, columns)[2], \
                game
        if layout.picture > sizes[-1]:
            grown.append(game)
    assert grown, "some aid has the room for bigger pictures"


@pytest.mark.parametrize("game", GAMES)
def test_every_aid_offers_the_gamepad_controls_and_the_scores(services, game):
    """Every table's aid has the same ways on: the gamepad controls (a pad's way to them),
    the score sheet, the rules and back; ¡Taco Fight!'s too (its own controls sheet)."""
    stack, table = table_of(services, game)
    table.open_aid()
    stack.apply_pending()
    aid = stack.top
    assert aid.controls_button is not None and aid.scores_button is not None
    send(stack, it.PointerDown(aid.controls_button.rect.center))
    assert stack.top is not aid and not isinstance(stack.top, PlayerAidScene)


@pytest.mark.parametrize("game", GAMES)
def test_the_aids_heading_never_puts_a_colon_after_a_titles_own_punctuation(services, game):
    """"¡Taco Fight! — a fight at a glance", never "¡Taco Fight!: ..." (`titled`)."""
    from tabletop.core.language import titled

    spec = services.specs[game]
    aid = aid_of(spec)
    assert aid is not None
    said = titled(services.words.gettext(aid.title), spec.title)
    assert not said.startswith(f"{spec.title}:") or spec.title[-1] not in "!?."
    assert said.startswith(spec.title)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_labelled_line_reads_as_a_sentence(game, lang):
    """A line's label keeps its colon ("Pick up: spend your pickup…", never a chip standing
    in for the verb), in the game's colour darkened to read on the paper, its words starting
    after it on the same line, never under it."""
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.label_ink import LABEL_CONTRAST, label_ink
    from tabletop.scenes.player_aid import lead_in
    from tabletop.ui import palette
    from tests.scenes.layout_checks import texts_drawn

    services = headless_services()
    services.words = load_language(lang)
    aid = PlayerAidScene(services, services.specs[game])
    labelled = [item for item in aid.layout().items if item.chip]
    assert labelled, "the aid has labelled lines"
    drawn = {placed.text: placed.rect for placed in texts_drawn(services, on_stack(aid)).placed}
    for item in labelled:
        label = drawn[lead_in(item.chip)]
        assert label.left == item.box.x
        if item.lines[0]:
            words = drawn[item.lines[0]]
            assert label.right < words.left < label.right + item.size
            assert abs(words.top - label.top) <= 2
    ink = label_ink(palette.hex_rgb(services.specs[game].accent))
    assert palette.contrast_ratio(ink, palette.PAPER) >= LABEL_CONTRAST


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_line_of_the_aid_is_drawn_at_the_aids_one_size_at_1080p(game, lang):
    """The aid's lines are broken at 1x; drawn at the window's scale (1.5x here) a line or a
    label can measure a pixel or two wider, and then used to shrink on its own: a first line
    smaller than the lines under it (a Spanish reader saw it on "Jugar:" and "Ingrediente:").
    Every line of words, and every label, is drawn at the size its item was laid out at, and
    ends inside its line's box (the layout keeps a little room at a line's end for it)."""
    from tabletop.app import build_services
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.player_aid import lead_in
    from tests.scenes.layout_checks import texts_drawn

    services = build_services(window=False, size=(1920, 1080))
    services.words = load_language(lang)
    aid = PlayerAidScene(services, services.specs[game])
    items = [item for item in aid.layout().items if not item.heading and item.lines]
    drawn = texts_drawn(services, on_stack(aid)).placed
    ui = services.fonts
    for item in items:
        tall = ui.line_height(item.size)
        for words in (*item.lines, *([lead_in(item.chip)] if item.chip else [])):
            if not words:
                continue
            rect = next(p.rect for p in drawn if p.text == words  # (this item's, not another's
                        and item.box.top - 2 <= p.rect.top < item.box.bottom  # same words)
                        and item.box.left - 2 <= p.rect.left < item.box.right)
            assert rect.h >= tall, (words, rect.h, tall)
            assert rect.right <= item.box.right + 2, (words, "runs past its line")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_aids_pictures_stand_big_enough_to_read_at_the_default_text_size(lang):
    """A card's numbers and drawing read on the aid (at 50 px a Taco Party card was a blur):
    every aid with pictures shows them at least 80 px tall at the default text size, in
    English and Spanish (¡Taco Fight!'s Spanish too: it stood at 52 px), and its words keep
    the body text's size in both."""
    from tabletop.assets.catalogs import load_language
    from tabletop.ui import fonts

    services = headless_services()
    services.words = load_language(lang)
    for game in GAMES:
        scene = PlayerAidScene(services, services.specs[game])
        layout = scene.layout()
        if any(item.pictures for item in layout.items):
            assert layout.fits and layout.picture >= 80, (game, layout.picture)
        assert min(item.size for item in layout.items) >= fonts.SMALL, (lang, game)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_aids_cards_print_no_words_too_small_to_read(lang, monkeypatch):
    """A card shrunk to the aid's pictures printed its name at 7-10 px ('Legendary', 'EAT
    IT'): the aid draws its cards bare (the line beside a card names it), so no letters are
    printed on them; their numbers stay."""
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    services.words = load_language(lang)
    printed: list[str] = []
    text = services.fonts.text

    def spy(words, *args, **kwargs):
        printed.append(words)
        return text(words, *args, **kwargs)

    monkeypatch.setattr(services.fonts, "text", spy)
    numbers = 0
    for game in GAMES:  # a fresh services: every card is drawn while the aid is laid out
        printed.clear()
        PlayerAidScene(services, services.specs[game]).layout()
        assert not [w for w in printed if any(c.isalpha() for c in w)], (game, printed)
        numbers += len(printed)
    assert numbers, "the cards were drawn, with their numbers"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_taco_partys_aid_prints_its_cards_numbers_at_a_readable_size(lang, monkeypatch):
    """Taco Party's aid cards printed their score and cost at 8-10 px: its cards stand tall
    enough (the empty taco in words only, one ingredient card) that the numbers, printed for
    a full-size card and shrunk with it, read at 18 px or more at the default text size."""
    from tabletop.assets.catalogs import load_language
    from tabletop.kit.sizes import FULL

    services = headless_services()
    services.words = load_language(lang)
    sizes: list[float] = []
    text = services.fonts.text

    def spy(words, size, *args, **kwargs):
        if words.strip().isdigit():
            sizes.append(size)
        return text(words, size, *args, **kwargs)

    monkeypatch.setattr(services.fonts, "text", spy)
    layout = PlayerAidScene(services, services.specs["taco-party"]).layout()
    assert sizes, "the cards were drawn, with their numbers"
    assert min(sizes) * layout.picture / FULL.height >= 18, (min(sizes), layout.picture)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_aid_cards_numbers_read_at_14_px_or_are_pinned_on_it(lang):
    """Taco Loco's aid cards printed their numbers at 11-12 px: a card whose number, shrunk
    with it, would print under 14 px is drawn without it, its number pinned on its corner at
    the small text size; every other card prints its numbers at 14 px or more."""
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.game_pictures import NUMBER_FLOOR
    from tabletop.scenes.player_aid import PIN_SIZE, picture_height
    from tabletop.ui import fonts

    services = headless_services()
    services.words = load_language(lang)
    pinned = []
    for game in GAMES:
        scene = PlayerAidScene(services, services.specs[game])
        layout = scene.layout()
        for item in layout.items:
            for name, _x, _y in item.pictures:
                height = picture_height(name, layout.picture)
                numbers, share = scene.pictures.numbers(name)
                if scene.pinned_number(name, height):
                    pinned.append((game, name))
                    assert numbers == (scene.pinned_number(name, height),)
                else:
                    assert not numbers or share * height >= NUMBER_FLOOR, (game, name)
    assert PIN_SIZE >= fonts.SMALL
    assert ("taco-loco", "3") in pinned, pinned


def test_the_aids_words_say_what_a_newcomer_needs():
    """A reviewer stumbled on the aid's shorthand: Taco Loco's card pairs showed no sum, a
    "(right)" pointed at the next column, Crazy Taco's die colours sat among the die faces, and
    "Patience" and "Food coma" were said without their meaning."""
    specs = headless_services().specs
    loco = {line.text for section in aid_of(specs["taco-loco"]).sections for line in section.lines}
    for total in ("3 + 5 = 8", "5 + 6 = 11", "6 + 6 = 12"):
        assert any(total in text for text in loco), total
    assert not any("(right)" in text for text in loco)
    crazy = aid_of(specs["crazy-taco"])
    faces = next(section for section in crazy.sections if section.heading == "Die faces")
    assert not any("orange" in line.text for line in faces.lines)
    assert any("orange" in line.text for section in crazy.sections if "workers" in section.heading
               for line in section.lines)
    assert any("Patience (the last seat)" in line.text
               for section in crazy.sections for line in section.lines)
    fight = [line.text for section in aid_of(specs["taco-fight"]).sections
             for line in section.lines]
    assert any(text.startswith("Food coma: the team loses") for text in fight)


@pytest.mark.parametrize("game", ["crazy-taco", "taco-party"])
def test_the_third_column_is_not_left_partly_blank(services, game):
    """Crazy Taco's and Taco Party's third column stood with about 100 px of paper under its
    last line at 1280x720: its sections say enough (an Extra's use; how a tie between tacos
    breaks, who wins) that the column ends within 60 px of the tallest one's foot."""
    layout = PlayerAidScene(services, services.specs[game]).layout()
    cards = [card for card, _band in layout.cards]
    columns: dict[int, int] = {}
    for card in cards:
        columns[card.x] = max(columns.get(card.x, 0), max(
            (item.box.bottom for item in layout.items if card.contains(item.box)), default=0))
    third = columns[max(columns)]
    assert max(columns.values()) - third <= 60, columns


def test_a_row_of_chips_has_no_bullet_and_the_lines_whole_width(services):
    """¡Taco Fight!'s "Ingredient values" stood one bullet before a three-line cloud of chips:
    a row of chips starts where a bullet would, with no bullet, so it takes fewer lines."""
    from tabletop.scenes.player_aid import BULLET_ROOM

    scene = PlayerAidScene(services, services.specs["taco-fight"])
    layout = scene.layout()
    chips = [item for item in layout.items if item.items]
    bulleted = [item for item in layout.items if not item.items and not item.heading
                and not item.pictures and not item.number]
    assert chips and bulleted
    headings = [item for item in layout.items if item.heading]

    def offset(item) -> int:  # from its column's heading
        return item.box.x - max(h.box.x for h in headings if h.box.x <= item.box.x)

    assert {offset(item) for item in bulleted} == {BULLET_ROOM + offset(chips[0])}
    for row in chips:
        assert min(chip.x for _fact, chip in row.items) == row.box.x
