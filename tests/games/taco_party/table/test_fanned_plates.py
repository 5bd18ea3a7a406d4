"""The others' tacos are fanned: each card's band (its picture and score) shows in full, at a
readable size, and no card stands under a plate's score rim. A taco too tall for its plate stays
one column: its newest bands, a tab naming the cards tucked away, its front card whole
(shown in full on rest)."""

import pygame
import pytest

from tabletop.games.taco_party.table import draw
from tabletop.games.taco_party.table.view_model import box_of
from tabletop.kit.sizes import MIN_DIGIT_PX, MIN_ICON_PX
from tabletop.ui import fonts
from tests.games.taco_party.table.fullest import SHAPES, fullest_tables

CASES = [(players, shape) for players in (2, 3, 4) for shape in SHAPES]


def visible_band(model, spots, card, later, height):
    """The card's band (`height` of it), minus what the cards drawn after it cover."""
    spot = spots[card]
    top = spot.y - spot.size.height / 2
    band = pygame.Rect(round(spot.x - spot.size.width / 2), round(top), spot.size.width,
                       height)
    for other in later:
        o = spots[other]
        cover = pygame.Rect(round(o.x - o.size.width / 2), round(o.y - o.size.height / 2),
                            o.size.width, o.size.height)
        if cover.colliderect(band):
            return None
    return band


@pytest.mark.parametrize(("players", "shape"), CASES)
def test_every_card_of_the_others_tacos_shows_its_whole_band(players, shape):
    _, table = fullest_tables(players, shape)
    model = table.model()
    spots = model.spots
    for seat in range(players):
        if model.position_of(seat) == 0:  # your own plate
            continue
        clip = pygame.Rect(box_of(model.plate_clip(seat)))
        rim = pygame.Rect(box_of(model.rim_rect(seat)))
        tucked = {c for *_, hidden in model.tabs() for c in hidden}
        for index, taco in enumerate(model.obs.plates[seat]):
            shown = [c for c in spots if c in taco and c not in tucked]
            fit = model.fits[seat]
            height = int(fit.band(len(taco)))
            if height < fit.size.band:
                assert model.squeezed(seat, index) and height >= 4
            tab = fit.tab_rect(index, len(taco))
            for i, card in enumerate(shown):
                band = visible_band(model, spots, card, shown[i + 1:], height - 1)
                if band is not None and tab is not None:
                    assert not band.colliderect(pygame.Rect(box_of(tab))), "band under the tab"
                assert band is not None, (seat, card, "band covered by the next card")
                assert clip.contains(band), (seat, card, "band cut off by the plate")
                assert not band.colliderect(rim), (seat, card, "band under the rim")
                assert spots[card].size.band - 2 >= MIN_ICON_PX  # the band's picture
                assert spots[card].size.numeral >= MIN_DIGIT_PX
            front = spots[shown[-1]]
            visible = pygame.Rect(round(front.x - front.size.width / 2),
                                  round(front.y - front.size.height / 2),
                                  front.size.width, front.size.height).clip(clip)
            assert not visible.colliderect(rim), "the front card is hidden under the rim"
            assert visible.h == front.size.height, "the front card is cut"


def uncovered(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Each card's rectangle (drawn in this order) cut where a later one lies over its foot."""
    out = []
    for i, rect in enumerate(rects):
        bottom = min([o.top for o in rects[i + 1:] if o.colliderect(rect) and o.top > rect.top],
                     default=rect.bottom)
        out.append(pygame.Rect(rect.x, rect.y, rect.w, bottom - rect.y))
    return out


@pytest.mark.parametrize(("players", "shape"), CASES)
def test_a_tall_taco_reads_as_one_taco(players, shape):
    """A taco too tall for its plate stays one column: one card face (its front card, its
    outfit or topper, whole), above it its newest cards' bands (each name tab whole) and one
    tab for the cards tucked away; nothing of another taco beside it
    and nothing of the tucked cards showing."""
    _, table = fullest_tables(players, shape)
    model = table.model()
    tabs = {(seat, index): (pygame.Rect(box_of(place)), hidden)
            for seat, index, place, hidden in model.tabs()}
    for seat in range(players):
        fit = model.fits[seat]
        for index, taco in enumerate(model.obs.plates[seat]):
            order = [c for c in model.spots if c in taco]
            tab, hidden = tabs.get((seat, index), (None, ()))
            assert len(hidden) == fit.hidden_of(len(taco))
            for card in hidden:
                assert pygame.Rect(model.shown_rect(card)).size in ((0, 0), (0, 1), (1, 0))
            shown = [c for c in order if c not in hidden]
            rects = uncovered([pygame.Rect(model.shown_rect(card)) for card in shown])
            if tab is not None:  # the tab takes its band, under the bands above it
                rects = [r.clip(pygame.Rect(r.x, r.y, r.w, max(0, tab.top - r.y)))
                         if r.top < tab.top else r for r in rects]
            band = fit.band(len(taco))
            whole = [r for r in rects if r.h > band + 1]
            if model.position_of(seat) != 0:
                assert len(whole) == 1, (seat, index, "more than one card face")
                assert whole[0] == rects[-1], "the front card is the one shown whole"
                assert whole[0].h == fit.size.height - fit.sunk, "the front card is cut"
            column = pygame.Rect(box_of(model.column(seat, index)))
            pieces = rects + ([tab] if tab is not None else [])
            for piece in pieces:  # one column, no piece beside it
                assert piece.x == column.x and piece.w == column.w, (seat, index, "beside")
                assert column.inflate(0, 2).contains(piece), (seat, index, "outside its column")
            for rect in rects[:-1]:  # every name tab above the front card whole
                assert rect.h >= int(band) - 1, (seat, index, "a band cut")
            if tab is None:
                continue
            assert rects[-1].top >= tab.bottom - 1, "the tab lies over the front card"
            assert tab.h >= int(band) - 1
            ys = sorted([(r.top, r.bottom) for r in pieces])
            for (_, bottom), (top, _) in zip(ys, ys[1:], strict=False):
                assert top <= bottom + 1, (seat, index, "a gap splits the taco")
            for other, cards in enumerate(model.obs.plates[seat]):
                if other != index:
                    for card in cards:
                        assert not column.colliderect(pygame.Rect(model.shown_rect(card)))
    if shape != "many tacos":
        assert tabs, "the tallest tacos fold at every seat count"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["tall and many", "tallest"])
def test_a_tab_names_every_tucked_card_by_its_picture_inside_it(players, kind):
    """A tall taco is read whole without resting on it: its tab shows each card it stands
    for (its picture on its colour, top of the stack first), each picture clear of the next
    by more than half its width, all inside the tab; a tab with no room for every picture
    shows none but counts its cards in words ("7 cards": one picture, "+6" and the total read
    as a sum)."""
    from tabletop.games.taco_party.table.faces import card_colour, picture_path

    _, table = fullest_tables(players, kind)
    model = table.model()
    tabs = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "fold tab"]
    assert len(tabs) == len(model.tabs())
    for element, (_, _, _, hidden) in zip(tabs, model.tabs(), strict=True):
        look = element.look
        cards = [model.data.card(c) for c in hidden]
        assert list(look.cards) == [(picture_path(c), card_colour(c))
                                    for c in cards[:len(look.cards)]]
        rest = len(cards) - len(look.cards)
        assert look.more == ((str(len(cards)) if look.mini else f"{len(cards)} cards") if rest
                             else "")
        assert not look.cards or not rest, "some pictures and a count"
        if rest:
            continue
        assert look.side >= 16
        if len(look.cards) > 1:
            assert look.step >= draw.TAB_STEP_LEAST * (look.side + 4) - 0.01
        assert look.left >= look.box[0] + 4
        right = look.left + (len(look.cards) - 1) * look.step + look.side + 4
        assert right <= look.box[0] + look.box[2] - 3


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["tall and many", "tallest"])
def test_a_wide_tab_keeps_to_its_plate_and_clear_of_the_next_taco(players, kind):
    """A tab widened over the felt right of its taco stays on its plate, above its rim, and
    short of the next taco's column (and of the new-taco slot)."""
    _, table = fullest_tables(players, kind)
    model = table.model()
    tabs = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "fold tab"]
    for element in tabs:
        _, seat, index = element.key
        tab = pygame.Rect(element.look.box)
        area = pygame.Rect(box_of(model.plate_area(seat)))
        assert area.contains(tab), (tab, area)
        column = pygame.Rect(box_of(model.column(seat, index)))
        assert tab.x == column.x and tab.w >= column.w
        others = [pygame.Rect(box_of(model.column(seat, i)))
                  for i in range(len(model.obs.plates[seat])) if i != index]
        if seat == model.viewer:
            others.append(pygame.Rect(box_of(model.new_taco_rect(seat))))
        assert not any(tab.colliderect(other) for other in others)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["tall and many", "tallest"])
def test_a_roomy_tab_gives_each_tucked_card_its_points_in_its_own_cell(players, kind):
    """Never a cramped strip of tiny pictures: where a tab has the room, each card it stands
    for gets a cell holding its picture and its points (the card's own number), the cells
    side by side inside the tab; the shortest fold (two cards) always has that room."""
    _, table = fullest_tables(players, kind)
    model = table.model()
    tabs = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "fold tab"]
    for element, (_, _, _, hidden) in zip(tabs, model.tabs(), strict=True):
        look = element.look
        cards = [model.data.card(c) for c in hidden]
        if len(cards) <= 2:
            assert look.scores, (players, kind, len(cards))
        if look.scores:
            assert list(look.scores) == [c.score for c in cards]
            assert not look.more and len(look.cards) == len(cards)
            assert look.step >= look.side + look.box[3] + 4
            assert look.left - 2 + len(cards) * look.step <= look.box[0] + look.box[2]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["tall and many", "tallest"])
def test_a_tab_without_cells_says_its_cards_points_added_up(players, kind):
    """Never a strip of pictures without numbers: a tab with no room for each card's cell
    says the points of every card it stands for added up, at its right end, inside it and
    right of its pictures (or of its "7 cards"), as the cards' own points mark says them:
    a bare number on its disc, no "=" to read as a sum."""
    _, table = fullest_tables(players, kind)
    model = table.model()
    tabs = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "fold tab"]
    for element, (_, _, _, hidden) in zip(tabs, model.tabs(), strict=True):
        look = element.look
        if look.scores:
            continue
        cards = [model.data.card(c) for c in hidden]
        assert look.total is not None and look.total_text == f"{sum(c.score for c in cards)}"
        total, box = pygame.Rect(look.total), pygame.Rect(look.box)
        assert box.contains(total)
        if look.cards:
            right = look.left + (len(look.cards) - 1) * look.step + look.side + 4
            assert right <= total.x
        else:
            words = table.services.fonts.measure(look.more, fonts.SMALL)[0] + (
                18 if look.mini else 0)
            assert box.x + 2 * draw.TAB_WORDS_IN + words <= total.x - 2, look.more
