"""A taco attacking a plate, as a phone draws it: a tall tile in a warning colour."""

from tabletop.games.taco_fight.table.phone_tile import HEAT_TILES, TILE, tile_name
from tabletop.ui import palette
from tests.phones.helpers import humans, open_table


def test_each_heat_is_a_warning_colour_never_the_lime_that_means_playable():
    assert set(HEAT_TILES) == {"mild", "medium", "hot"}
    fills = [fill for fill, _ink in HEAT_TILES.values()]
    assert palette.LIME not in fills and palette.MILD not in fills
    assert len(set(fills)) == 3  # hotter, redder: each heat its own
    for fill, ink in HEAT_TILES.values():  # the big number reads on its fill
        assert palette.contrast_ratio(fill, ink) >= 4.5
    assert TILE[1] > TILE[0]  # taller than wide


def test_a_tile_names_its_taco_in_a_word_that_fits():
    from tabletop.games.taco_fight.table import phone

    stack, table, match = open_table("taco-fight", humans("h", "h"), lang="es")
    table.phones.open()
    try:
        words = table.services.words
        cards = [c for c in table.data.cards if c.deck != "ingredient"]
        names = {tile_name(card, words) for card in cards}
        assert "Totopos" in names and "Leve" in names  # (not "Totopos con Salsa")
        assert all(len(name) <= 9 for name in names)
        tile = phone.attacker_tile(table, phone.faces_of(table), cards[0].id)
        assert tile.picture.get_height() > tile.picture.get_width()
    finally:
        table.exit()
