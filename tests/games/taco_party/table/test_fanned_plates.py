"""The others' tacos are fanned: each card's band (its picture and score) shows in full, at a
readable size, and no card stands under a plate's score rim. Where even wrapping leaves no room
(the fullest plates) the bands squeeze, visibly, the taco marked as squeezed (shown whole on
rest), and its front card still whole."""

import pygame
import pytest

from tabletop.games.taco_party.table import draw
from tabletop.games.taco_party.table.plate_layout import WRAP_GAP
from tabletop.games.taco_party.table.view_model import box_of
from tabletop.kit.sizes import MIN_DIGIT_PX, MIN_ICON_PX
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
        for index, taco in enumerate(model.obs.plates[seat]):
            shown = [c for c in spots if c in taco]
            fit = model.fits[seat]
            height = int(fit.band(len(taco)))
            if height < fit.size.band:
                assert model.squeezed(seat, index) and height >= 4
            for i, card in enumerate(shown):
                band = visible_band(model, spots, card, shown[i + 1:], height - 1)
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


def connected(rects: list[pygame.Rect], slack: int) -> bool:
    """Whether the rectangles form one shape (each within `slack` of the shape so far)."""
    reached, left = [rects[0]], rects[1:]
    while left:
        near = [r for r in left if any(r.inflate(slack, slack).colliderect(o) for o in reached)]
        if not near:
            return False
        reached += near
        left = [r for r in left if r not in near]
    return True


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
    """A taco too tall for its plate folds its newest ingredients into strips beside its
    front column: one card face (the front card), every other card its band alone, all of
    them one connected shape on one tray, and nothing of another taco inside that tray."""
    _, table = fullest_tables(players, shape)
    model = table.model()
    folded = 0
    for seat in range(players):
        fit = model.fits[seat]
        trays = draw.trays(model, seat)
        plate_trays = iter(trays)
        for index, taco in enumerate(model.obs.plates[seat]):
            shown = [c for c in model.spots if c in taco]
            rects = uncovered([pygame.Rect(model.shown_rect(card)) for card in shown])
            band = fit.band(len(taco))
            whole = [r for r in rects if r.h > band + 1]
            if model.position_of(seat) != 0:
                assert len(whole) == 1, (seat, index, "more than one card face")
                assert whole[0] == rects[-1], "the front card is the one shown whole"
            assert connected(rects, 2 * WRAP_GAP + 2), (seat, index, "in pieces")
            if not fit.strips_of(len(taco)):
                continue
            folded += 1
            tray = next(plate_trays)
            outline = draw.tray_outline(tray)
            xs, ys = [p[0] for p in outline], [p[1] for p in outline]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            for rect in rects:
                assert box.contains(rect), (seat, index, "a strip off its tray")
            for other, cards in enumerate(model.obs.plates[seat]):
                if other != index:
                    for card in cards:
                        assert not box.colliderect(pygame.Rect(model.shown_rect(card)))
        assert next(plate_trays, None) is None, "one tray a folded taco"
    if shape != "many tacos":
        assert folded, "the tallest tacos fold at every seat count"
