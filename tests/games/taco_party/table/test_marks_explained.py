"""Every mark a newcomer meets on the Taco Party table is said in words where it shows: the key
beside the hand (a card's points, its pickup cost, its heart), each seat's hand counted in
words on its name strip, and whose hand the fanned cards are, in English and Spanish."""

import pytest

from tabletop.assets.catalogs import load_language
from tests.games.taco_party.table.fullest import fullest_tables
from tests.games.taco_party.table.test_layout import table_texts
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import headless_services
from tests.scenes.layout_checks import describe, overflow

WORDS = {"en": ("points", "cost", "likes", "Your hand", "in hand"),
         "es": ("puntos", "costo", "le gusta", "Tu mano", "en mano")}


@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("lang", sorted(WORDS))
@pytest.mark.parametrize("players", (2, 3, 4))
def test_every_mark_is_said_in_words_where_it_shows(scale, lang, players):
    services = headless_services()
    services.words = load_language(lang)
    services.fonts.set_scale(scale)
    stack, table = fullest_tables(players, "tall and many", services)
    placed = table_texts(stack, table, services)
    said = [p.text for p in placed]
    points, cost, likes, yours, held = WORDS[lang]
    for word in (points, cost, likes, *yours.split()):  # a big text size: one a line
        assert word in said or yours in said, (word, said)
    if players < 4 and scale <= 1.0:  # a crowded strip keeps the card back and the count
        assert any(text.endswith(held) for text in said), said
    name = table.match.setup.seats[0].name
    assert "".join(t for t in said if t in name) == name, "the hand's tag names its seat"
    problems = [f"{describe(p)} {overflow(p)}" for p in placed if overflow(p)]
    assert not problems, problems
    assert not [p.text for p in placed if p.text.endswith("\u2026")]


def test_the_key_shows_with_no_hand_on_the_table_too():
    """Between hot-seat turns no hand shows, but the middle's cards still carry the marks."""
    services = headless_services()
    stack, table = fullest_tables(3, "many tacos", services)
    table.seating.viewer = None
    table.mark_changed()
    said = [p.text for p in table_texts(stack, table, services)]
    assert "likes" in said and "Your hand" not in said
