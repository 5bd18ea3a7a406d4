"""The Taco Party model's answers asked every frame (columns, folds, shells, tabs) are worked
out once per model (`kit.memo.per_model`), and equal the same questions worked out afresh."""

import pytest

from tabletop.games.taco_party.table.view_model import PartyModel
from tests.games.taco_party.table.fullest import SHAPES, fullest_tables

MEMOISED = ("plate_area", "rim_rect", "plate_clip", "column", "new_taco_rect", "centre_points",
            "fold_clips", "shell_rect", "tabs", "plate_cards")


def questions(model: PartyModel):
    """(method name, arguments) for every question a frame asks of `model`."""
    for seat in range(model.players):
        yield "plate_area", (seat,)
        yield "rim_rect", (seat,)
        yield "plate_clip", (seat,)
        yield "new_taco_rect", (seat,)
        yield "fold_clips", ((seat,),)
        for index in range(len(model.obs.plates[seat])):
            yield "column", (seat, index)
            yield "shell_rect", (seat, index)
    for name in ("centre_points", "fold_clips", "tabs", "plate_cards"):
        yield name, ()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_kept_answers_equal_fresh_ones(players, shape):
    _, table = fullest_tables(players, shape)
    model = table.model()
    asked = list(questions(model))
    assert {name for name, _ in asked} == set(MEMOISED)
    for name, args in asked:
        kept = getattr(model, name)(*args)
        assert getattr(model, name)(*args) is kept, name  # the second asking: the same answer
        fresh = getattr(PartyModel, name).__wrapped__(model, *args)
        assert kept == fresh, (name, args)


def test_each_model_keeps_its_own_answers():
    _, table = fullest_tables(3, "tallest")
    model = table.model()
    column = model.column(0, 0)
    rebuilt = PartyModel.of(model.obs, model.data, model.viewer, model.anchor, model.zones)
    assert rebuilt.column(0, 0) == column
    assert rebuilt.column(0, 0) is not column  # worked out for the new model, not shared


def test_the_cases_include_a_folded_taco():
    assert any(fullest_tables(players, shape)[1].model().tabs()
               for players in (2, 3, 4) for shape in SHAPES)


def summary(elements):
    return [(e.key, tuple(e.rect), e.z, e.look) for e in elements]


@pytest.mark.parametrize("players", [2, 4])
def test_the_elements_kept_with_the_model_equal_fresh_ones(players):
    from tabletop.games.taco_party.table import draw

    stack, table = fullest_tables(players, "tall and many")
    canvas = table.services.display.canvas
    table.draw(canvas, 0.0)
    kept = summary(table.elements(canvas))
    model, style = table.model(), table.style()
    fresh = summary(draw.shells(style, model) + draw.middle(style, table.faces, model)
                    + draw.fold_tabs(style, table.faces, model))
    actors = table.match.rules.actors()
    names = [seat.name for seat in table.match.setup.seats]
    totals = [table.scores()[seat].total for seat in range(players)]
    short = draw.strips_short(style, model, names, totals, [()] * players)
    for seat in range(players):
        fresh += summary(draw.seat(style, table.faces, model, seat, names[seat],
                                   table.seat_style(seat), seat in actors, totals[seat], (),
                                   short))
    assert fresh and all(row in kept for row in fresh)
    assert summary(table.elements(canvas)) == kept
