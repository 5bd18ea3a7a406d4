"""The numbers on the Taco Party table say what they are where they appear: the cards' two
numbers (a key in the step panel), each taco's points and why ("biggest … ×2"), the burns."""

from tabletop.games.taco_party.table import draw
from tests.games.taco_party.table.fullest import fullest_tables
from tests.scenes.layout_checks import texts_drawn


def drawn_texts(stack, table):
    return [p.text for p in texts_drawn(table.services, stack).placed]


def test_the_step_panel_says_which_number_is_points_and_which_the_pickup_cost():
    stack, table = fullest_tables(3, "tallest", human=1)
    assert not table.my_turn()
    texts = drawn_texts(stack, table)
    assert "points" in texts and "cost" in texts


def test_each_taco_chip_says_why_it_counts():
    stack, table = fullest_tables(3, "tall and many")
    texts = drawn_texts(stack, table)
    assert any(t.startswith("biggest ") and t.endswith("\u00d72") for t in texts), texts
    assert any(t.endswith(" pts") for t in texts)
    assert any(t.startswith("burned \u2212") for t in texts)


def test_a_card_that_would_burn_says_it_burns_and_what_it_costs():
    stack, table = fullest_tables(2, "tallest")
    model = table.model()
    card = next(c for c in model.obs.centre if c is not None)
    marks = draw.marks(table.style(), table.faces, table.cards, [], [card],
                       lambda c: table.data.card(c).score)
    score = table.data.card(card).score
    assert marks[0].look.text == f"burns\n\u2212{score} points"
