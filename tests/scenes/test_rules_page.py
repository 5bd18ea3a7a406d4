"""The rules read like a booklet: sections with a contents list that jumps (a click, the number
keys, Left/Right, Previous/Next), the game's own pictures beside the text, worked examples,
"Where the rulebook is silent" in plain words, and the rulebook as printed, unchanged."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.assets.texts import rules_texts
from tabletop.input import intents as it
from tabletop.scenes.game_pictures import GamePictures
from tabletop.scenes.guide_sources import booklet_of, examples_of
from tabletop.scenes.rules_page import RulesScene
from tabletop.ui.fonts import bundled_font_paths
from tabletop.ui.guide import AS_PRINTED, SILENT
from tabletop.ui.markdown import BULLET, HEADING, parse, plain
from tests.scenes.every_scene import GAMES, on_stack
from tests.scenes.helpers import headless_services, send
from tests.scenes.layout_checks import texts_drawn

RAW_MARKUP = re.compile(r"^\s*#|\*\*|__|`|\]\(|!\[|<!--|^\s*[-*+]\s|^\s*\||\{example")
FILE_PATH = re.compile(r"\b(data|seeds|tabletop)/|\.(ya?ml|md|tmx|txt|json)\b")


@pytest.fixture(scope="module")
def services():
    return headless_services()


def booklet(services, game: str, section: int = 0):
    scene = RulesScene(services, services.specs[game])
    scene.show(section)
    return on_stack(scene), scene


def page_texts(services, game: str, section: int) -> list[str]:
    stack, _ = booklet(services, game, section)
    return texts_drawn(services, stack).rendered


def titles(services, game: str) -> list[str]:
    return [s.title for s in booklet_of(services.specs[game])]


@pytest.mark.parametrize("game", GAMES)
def test_the_booklet_has_its_own_sections_then_the_decisions_and_the_rulebook(services, game):
    names = titles(services, game)
    assert names[0] == "How to play"  # a newcomer starts with the goal and a turn
    assert len(names) >= 6 and names[-2:] == [SILENT, AS_PRINTED]


@pytest.mark.parametrize("game", GAMES)
def test_no_section_shows_markup_or_a_file_path(services, game):
    for section in range(len(titles(services, game)) - 1):  # the rulebook is as printed
        texts = page_texts(services, game, section)
        assert len(texts) > 10
        raw = [t for t in texts if RAW_MARKUP.search(t)]
        paths = [t for t in texts if FILE_PATH.search(t)]
        assert not raw, f"section {section}: Markdown on screen: {raw[:5]}"
        assert not paths, f"section {section}: file paths on screen: {paths[:5]}"


@pytest.mark.parametrize("game", GAMES)
def test_where_the_rulebook_is_silent_is_the_decisions_page_in_plain_words(services, game):
    spec = services.specs[game]
    stack, scene = booklet(services, game)
    scene.show(scene.section_named(SILENT))
    blocks = [b for b in parse(rules_texts(spec.rulebook, spec.decisions)[1])
              if not (b.kind == HEADING and b.level == 1)]
    assert {HEADING, BULLET} <= {b.kind for b in blocks}
    texts = texts_drawn(services, stack).rendered
    headings = [b.text for b in blocks if b.kind == HEADING]
    assert SILENT in texts and set(headings) <= set(texts)  # each drawn whole, its "#" gone
    short_bold = [s.text.strip() for b in blocks for s in b.spans if s.bold and len(s.text) < 24]
    assert set(short_bold) <= {t.strip() for t in texts}  # a run of its own, in its own ink


@pytest.mark.parametrize("game", GAMES)
def test_the_rulebook_as_printed_is_unchanged(services, game):
    spec = services.specs[game]
    printed = next(s for s in booklet_of(spec) if s.title == AS_PRINTED)
    rulebook = rules_texts(spec.rulebook, spec.decisions)[0]
    assert list(printed.blocks[2:]) == plain(rulebook)  # after its title and one line
    texts = " ".join(page_texts(services, game, len(titles(services, game)) - 1))
    first = next(line.strip() for line in rulebook.splitlines() if line.strip())
    assert first in texts


@pytest.mark.parametrize("game", GAMES)
def test_the_contents_list_jumps_by_click_and_by_keys(services, game):
    stack, scene = booklet(services, game)
    names = titles(services, game)
    entry = scene.entries[3]
    send(stack, it.PointerDown(entry.rect.center))
    assert scene.section == 3 and scene.entries[3].primary
    assert names[3] in texts_drawn(services, stack).rendered  # the page's own heading
    scene.scroll_by(200)
    send(stack, it.KeyPress("2"))
    assert scene.section == 1 and scene.scroll == 0
    send(stack, it.Navigate(1, 0))
    assert scene.section == 2
    send(stack, it.Navigate(-1, 0), it.Navigate(-1, 0), it.Navigate(-1, 0))
    assert scene.section == 0 and not scene.previous.enabled
    scene.next.activate()
    assert scene.section == 1
    scene.widgets.focus = scene.entries.index(scene.entries[-1])
    send(stack, it.Confirm())
    assert scene.section == len(names) - 1 and not scene.next.enabled
    assert names[-1] in texts_drawn(services, stack).rendered


def test_up_down_and_page_keys_scroll_a_long_section(services):
    stack, scene = booklet(services, GAMES[0])
    scene.show(len(scene.sections) - 1)  # the rulebook as printed is long
    assert scene.scroll_limit() > 0
    send(stack, it.Navigate(0, 1))
    assert scene.scroll > 0
    send(stack, it.KeyPress("end"))
    assert scene.scroll == scene.scroll_limit()
    send(stack, it.KeyPress("home"), it.KeyPress("page down"))
    assert 0 < scene.scroll <= scene.scroll_limit()


@pytest.mark.parametrize("game", GAMES)
def test_every_worked_example_is_in_the_booklet(services, game):
    spec = services.specs[game]
    examples = examples_of(spec)
    assert len(examples) >= 2
    shown = {b.text for s in booklet_of(spec) for b in s.blocks}
    for example in examples.values():
        assert f"Example: {example.title}" in shown
        assert all(any(step.says.replace("**", "") in text for text in shown)
                   for step in example.steps)


@pytest.mark.parametrize("game", GAMES)
def test_the_booklet_shows_the_games_own_cards_and_dice(services, game):
    spec = services.specs[game]
    pictures = GamePictures(services, spec)
    named = {p for s in booklet_of(spec) for b in s.blocks for p in b.pictures}
    assert len(named) >= 5
    unknown = sorted(n for n in named if not pictures.known(n))
    assert not unknown, f"{spec.title}'s pictures has no {unknown}"


@pytest.mark.parametrize("game", GAMES)
def test_the_font_has_every_letter_the_aid_and_booklet_use(services, game):
    from tabletop.scenes.guide_sources import aid_of

    spec = services.specs[game]
    texts = [b.text for s in booklet_of(spec) for b in s.blocks]
    aid = aid_of(spec)
    assert aid is not None
    texts += [aid.title] + [s.heading for s in aid.sections]
    texts += [line.text for s in aid.sections for line in s.lines]
    missing = {ch for face in bundled_font_paths()
               for text in texts
               for ch, m in zip(text, pygame.font.Font(str(face), 18).metrics(text), strict=True)
               if m is None}
    assert not missing, f"the font cannot draw {sorted(missing)}"


def test_a_broken_booklet_still_shows_the_decisions_and_the_rulebook(services, monkeypatch):
    import dataclasses

    spec = dataclasses.replace(services.specs[GAMES[0]], booklet="no_such_game/booklet.md")
    scene = RulesScene(services, spec)
    assert [s.title for s in scene.sections][-2:] == [SILENT, AS_PRINTED]
    stack = on_stack(scene)
    assert any("cannot be read" in t for t in texts_drawn(services, stack).rendered)


def shape(sections) -> list[tuple]:
    """A booklet without its words: each page's key, then each block's kind, level, marker,
    pictures and whether it is an example's (what a translation must keep)."""
    return [(s.key, [(b.kind, b.level, b.marker, b.pictures, b.aside) for b in s.blocks])
            for s in sections]


@pytest.mark.parametrize("game", GAMES)
def test_the_spanish_booklet_has_the_english_ones_pages_blocks_and_pictures(game):
    """Every page, worked example and step is there in Spanish, found by what it is (its key,
    its kind, its number, the pictures beside it), never by its English words."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.catalog import game_specs

    spec = game_specs()[game]
    english, spanish = booklet_of(spec), booklet_of(spec, load_language("es"))
    assert shape(spanish) == shape(english)
    examples = [b for s in spanish for b in s.blocks if b.aside]
    assert examples or not examples_of(spec)
    said = [b.text for s in spanish[:-1] for b in s.blocks]  # the rulebook stays as printed
    assert not [t for t in said if RAW_MARKUP.search(t)]
    assert sum(t in {b.text for s in english[:-1] for b in s.blocks} for t in said) <= 3, \
        "the Spanish booklet reads like the English one"


@pytest.mark.parametrize("game", GAMES)
def test_a_change_of_language_reads_the_booklet_again_at_the_same_page(game):
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    stack, scene = booklet(services, game, 1)
    english = scene.shown.title
    services.words = load_language("es")
    stack.reword()
    assert scene.section == 1 and scene.shown.key == scene.sections[1].key
    assert scene.shown.title != english and scene.next.label == "Siguiente >"


@pytest.mark.parametrize("game", GAMES)
def test_a_short_page_ends_on_the_games_cover(services, game):
    """Page 1 stood half bare, and Taco Loco's "The end and the score" two thirds: where a
    page's words leave the room, the game's cover fills the page's foot (its name, what it
    is, how many play), under the words, inside the page; a page too long for it has none."""
    from tabletop.scenes.booklet_cover import COVER_GAP, COVER_LEAST
    from tabletop.scenes.players_words import players_text
    from tabletop.scenes.rules_page import PAGE

    stack, scene = booklet(services, game, 0)
    cover = scene.cover()
    assert cover is not None, "English first pages leave the room"
    assert PAGE.contains(cover)
    assert cover.top >= PAGE.y + 20 + scene.page().get_height()
    spec = services.specs[game]
    texts = texts_drawn(services, stack).rendered
    assert spec.title in texts and players_text(spec, services.words) in texts
    for section in range(len(scene.sections)):
        scene.show(section)
        words_end = PAGE.y + 20 + scene.page().get_height()
        cover = scene.cover()
        if cover is None:
            assert words_end + COVER_GAP + COVER_LEAST > PAGE.bottom - 20, section
        else:
            assert PAGE.contains(cover) and cover.top >= words_end + COVER_GAP, section
    scene.show(len(scene.sections) - 1)  # the rulebook as printed: long, no cover
    assert scene.cover() is None


@pytest.mark.parametrize("game", GAMES)
def test_the_booklet_and_the_aid_are_edged_in_the_games_colour(services, game):
    """The booklet's page and the player aid are no longer bare cream: each is edged in the
    game's colour, as its cover is (and the aid's title is in that colour's readable ink)."""
    from tabletop.scenes.player_aid import BOX, PlayerAidScene
    from tabletop.scenes.rules_page import PAGE

    spec = services.specs[game]
    accent = pygame.Color(*spec.accent_rgb)
    stack, _scene = booklet(services, game, 0)
    canvas = services.display.canvas
    stack.draw(canvas, 0.0)
    assert canvas.get_at((PAGE.centerx, PAGE.bottom - 2))[:3] == accent[:3]
    aid = on_stack(PlayerAidScene(services, spec))
    aid.draw(canvas, 0.0)
    assert canvas.get_at((BOX.centerx, BOX.bottom - 2))[:3] == accent[:3]


@pytest.mark.parametrize("game", GAMES)
def test_the_booklets_heading_never_puts_a_colon_after_a_titles_punctuation(game):
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    services.words = load_language("es")
    scene = RulesScene(services, services.specs[game])
    assert f"{scene.spec.title}:" not in scene.heading or scene.spec.title[-1] not in "!?."


@pytest.mark.parametrize("game", GAMES)
def test_every_number_a_booklet_card_prints_reads_at_14_px(services, game):
    """Taco Loco's example cards printed their corner indices at 8 to 11 px (an upside-down 6
    read as a 9), Taco Party's score and cost at 9 to 12: a card stands as tall as its
    smallest number needs to be read (`NUMBER_FLOOR`), as drawn on the page."""
    from tabletop.scenes.game_pictures import NUMBER_FLOOR, ReadablePictures
    from tabletop.ui.page import PICTURE_HEIGHT

    scene = RulesScene(services, services.specs[game])
    shown = ReadablePictures(scene.pictures)
    grown = []
    for section in scene.sections:
        for block in section.blocks:
            asked = PICTURE_HEIGHT * 3 // 4 if block.aside else PICTURE_HEIGHT
            for name in block.pictures:
                numbers, share = scene.pictures.numbers(name)
                image = shown(name, asked)
                if not numbers or image is None:
                    continue
                assert share * image.get_height() >= NUMBER_FLOOR - 0.01, (name, asked)
                if image.get_height() > asked:
                    grown.append(name)
    if game in ("taco-loco", "taco-party"):
        assert grown  # (their cards did print numbers too small at the page's height)


def test_taco_partys_chip_numbers_read_at_20_px_in_the_booklet(services):
    """Taco Party's score and pickup cost stand in small chips whose digits read about 10 px
    at the common 14 px floor: its booklet's cards stand tall enough for 20 px
    (its spec's `booklet_number_px`), what the page draws."""
    from tabletop.scenes.game_pictures import ReadablePictures

    scene = RulesScene(services, services.specs["taco-party"])
    share = scene.pictures.numbers("meat")[1]
    floor = services.specs["taco-party"].booklet_number_px
    assert floor >= 20
    shown = ReadablePictures(scene.pictures, floor)
    image = shown("meat", 84)
    assert image is not None and share * image.get_height() >= floor - 0.01
    scene.page()  # (drawn with that floor: it raises nothing)


def test_fights_first_card_stands_beside_a_paragraph_not_one_line(services):
    """¡Taco Fight!'s spiciness card stood beside a single line, a hole under it: the words
    beside it say what the number is and what beats it, three lines or more at the page's
    width."""
    from tabletop.scenes.rules_page import PAGE
    from tabletop.ui.markdown import PARAGRAPH
    from tabletop.ui.page import PICTURE_HEIGHT, PICTURE_ROOM

    scene = RulesScene(services, services.specs["taco-fight"])
    block = next(b for b in scene.sections[0].blocks if b.pictures)
    assert block.kind == PARAGRAPH
    said = " ".join(span.text for span in block.spans)
    width = PAGE.w - 60 - PICTURE_HEIGHT - PICTURE_ROOM
    tall = services.fonts.fitted_size(said, 18, (width, 10_000), wrap=True)[1]
    assert tall >= 3 * services.fonts.line_height(18) - 4, tall



@pytest.mark.parametrize("game", GAMES)
def test_the_pages_headings_are_in_the_games_colour_not_one_red_for_every_game(services, game):
    """A reviewer found "How to play" the same red in every booklet, clashing with Crazy
    Taco's blue frame: a page's headings are in the game's colour as the cover's title and the
    aid's labels are (darkened to read on the paper), never the one red."""
    from tabletop.scenes.label_ink import label_ink

    _stack, scene = booklet(services, game, 0)
    page = scene.page()
    top = page.subsurface(pygame.Rect(0, 0, page.get_width(), 40))
    ink = label_ink(services.specs[game].accent_rgb)
    inks = {tuple(top.get_at((x, y)))[:3] for x in range(top.get_width())
            for y in range(top.get_height()) if top.get_at((x, y)).a == 255}
    assert ink in inks
    if ink != tuple(services.theme.chili):
        assert tuple(services.theme.chili) not in inks
