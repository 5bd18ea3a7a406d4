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
def test_a_tab_reads_as_a_stack_of_n_cards_and_the_ingredients_in_it(players, kind):
    """A tall taco is read whole without resting on it: its tab counts the cards it stands
    for in words ("7 more": "7 cards" read as the whole taco's count; on a small card at its
    left end, inside the tab: a bare magenta "7" said nothing) and shows the kinds of
    ingredient tucked in it once each (top of the stack first, on its band's colour), as many
    as stand apart in a row right of the count, inside the tab, never overlapping (five
    overlapping 14 px pictures read as a smudge), at least the top one beside a one-digit
    count even in a narrow column (none showed there)."""
    from tabletop.games.taco_party.table.faces import card_colour, picture_path

    _, table = fullest_tables(players, kind)
    model = table.model()
    tabs = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "fold tab"]
    assert len(tabs) == len(model.tabs())
    for element, (_, _, _, hidden) in zip(tabs, model.tabs(), strict=True):
        look = element.look
        cards = [model.data.card(c) for c in hidden]
        assert look.count == len(cards)
        kinds = [c for c in cards if c.kind == "ingredient"] or cards
        expected: list = []
        for card in kinds:
            if (picture_path(card), card_colour(card)) not in expected:
                expected.append((picture_path(card), card_colour(card)))
        assert list(look.cards) == expected[:len(look.cards)]
        assert look.label == f"{look.count} more"
        box = pygame.Rect(look.box)
        counter = draw.tab_count_box(table.style(), look.box, look.label, look.snug)
        assert box.contains(counter)
        words = table.services.fonts.measure(look.label, fonts.SMALL)[0]
        assert counter.w >= min(words + 4, box.w - 8)
        assert look.side >= draw.TAB_SIDE_LEAST
        frame = draw.tab_frame(look.snug)
        if len(look.cards) > 1:
            assert look.step >= look.side + 2 * frame + draw.TAB_PICTURE_GAP
        assert look.left >= counter.right + 2
        if look.count < 10:  # a narrow column's tab still shows what is tucked in it
            assert look.cards, look
        right = look.left + (len(look.cards) - 1) * look.step + look.side + 2 * frame
        assert right <= box.right - 2, (look, box)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["tall and many", "tallest"])
def test_a_tab_stays_inside_its_column(players, kind):
    """A tab is its column's width, on its plate, above its rim: never wider than its card
    (a tab widened over the felt beside its taco read as a cross), so it never reaches the
    next taco or the new-taco slot."""
    _, table = fullest_tables(players, kind)
    model = table.model()
    tabs = [e for e in table.elements(pygame.Surface((1280, 720))) if e.key[0] == "fold tab"]
    for element in tabs:
        _, seat, index = element.key
        tab = pygame.Rect(element.look.box)
        area = pygame.Rect(box_of(model.plate_area(seat)))
        assert area.contains(tab), (tab, area)
        column = pygame.Rect(box_of(model.column(seat, index)))
        assert tab.x == column.x and tab.w == column.w
