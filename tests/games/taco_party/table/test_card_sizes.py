"""Cards are the heroes: Taco Party draws every card at a size of the kit's family, your hand at
full size, and every card a player reads with digits of 16 px and pictures of 24 px or more."""

import pytest

from tabletop.games.taco_party.table.faces import LIKES_ICON
from tabletop.kit import sizes
from tests.games.taco_party.table.fullest import SHAPES, fullest_tables


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_card_is_a_member_of_the_family_and_readable_where_it_is_read(players, shape):
    _, table = fullest_tables(players, shape)
    model = table.model()
    family = {(m.width, m.height): m for m in sizes.FAMILY}
    piles = {model.obs.discard_top}
    for card, spot in model.spots.items():
        member = family.get((spot.size.width, spot.size.height))
        assert member is not None and member.name == spot.size.name, (card, spot.size)
        if card in piles:
            continue  # the discard pile's top card: counted, and named on hover
        assert member.readable, (card, member.name)
        assert spot.size.numeral >= sizes.MIN_DIGIT_PX
        assert spot.size.band - 2 >= sizes.MIN_ICON_PX  # the band's picture
    assert LIKES_ICON >= sizes.MIN_ICON_PX
    for card in model.hand:
        assert model.spots[card].size.name == sizes.FULL.name


def test_the_discard_piles_top_card_shows_its_numbers_near_the_readable_size():
    """A reviewer read the discard pile's numbers at about 10 px at 1280x720: its top card
    (a peek-size face, counted more than read) gives its points digits larger than a read
    card's least, on a disc in a band tall enough for it, and its cost ticket room for its
    digit."""
    from tabletop.games.taco_party.table.faces import cost_chip_width
    from tabletop.games.taco_party.table.plate_layout import PILE as TINY

    assert TINY.numeral >= sizes.MIN_DIGIT_PX + 3
    assert TINY.band - 4 >= sizes.MIN_DIGIT_PX  # the cost ticket's height holds its digit
    assert TINY.band >= 20  # the points on a disc, not squeezed into a corner tab
    assert cost_chip_width(TINY) < TINY.width // 2
