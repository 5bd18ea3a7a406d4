"""The retained canvas redraws only what changed, and what it keeps equals a full redraw."""

import random
from functools import partial

import pygame
import pytest

from tabletop.kit.elements import Element, panel_cover
from tabletop.kit.retained import (
    KEEP_AREA,
    KEPT_SHARE,
    LONGEST_WAIT,
    RetainedCanvas,
    merged,
    merged_sparingly,
)
from tabletop.ui import paint
from tabletop.ui.layer import new_surface

SIZE = (320, 180)


def felt(canvas, region):
    canvas.fill((31, 78, 90), region)


def box(key, x, y, w, h, colour, z=0.0, alpha=255, painted=None):
    rect = pygame.Rect(x, y, w, h)

    def draw(canvas):
        if painted is not None:
            painted.append(key)
        paint.rect(canvas, (*colour, alpha), rect, border_radius=4)

    cover = panel_cover(rect, 4) if alpha == 255 and w > 8 and h > 14 else None
    return Element(key, rect, z, (colour, alpha), draw, cover)


def test_touching_rects_merge_into_their_bounding_box():
    out = merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 10, 10), pygame.Rect(50, 50, 5, 5)])
    assert sorted(map(tuple, out)) == [(0, 0, 20, 10), (50, 50, 5, 5)]


def test_sparing_merges_keep_far_apart_changes_apart():
    """Two small changes at opposite corners stay two regions (their box would be mostly
    waste); overlapping or neighbouring ones that fill their box still become one."""
    corners = [pygame.Rect(0, 0, 10, 10), pygame.Rect(300, 170, 10, 10)]
    assert sorted(map(tuple, merged_sparingly(corners))) == [(0, 0, 10, 10), (300, 170, 10, 10)]
    assert len(merged(corners + [pygame.Rect(10, 0, 290, 170)])) == 1
    row = [pygame.Rect(0, 0, 10, 10), pygame.Rect(8, 0, 10, 10), pygame.Rect(16, 0, 10, 10)]
    assert list(map(tuple, merged_sparingly(row))) == [(0, 0, 26, 10)]
    chain = [pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 10, 10, 10), pygame.Rect(20, 20, 10, 10)]
    assert len(merged(chain)) == 1 and len(merged_sparingly(chain)) == 3


def test_sparing_merges_do_not_add_up_to_a_box_of_waste():
    """A staircase of changes, each overlapping the last, where every merge alone wastes a
    quarter: the waste is counted against what was merged so far, so the stairs become two
    boxes, not one that is half unchanged felt (a row of tacos shifting beside the top bar's
    and the seats' changes once grew into a redraw of the whole table)."""
    stairs = [pygame.Rect(50 * i, 50 * i, 100, 100) for i in range(4)]
    out = merged_sparingly(stairs)
    assert sorted(map(tuple, out)) == [(0, 0, 150, 150), (100, 100, 150, 150)]


def test_nothing_changed_redraws_nothing():
    canvas = new_surface(SIZE)
    retained = RetainedCanvas(felt)
    scene = [box("a", 10, 10, 40, 40, (200, 0, 0)), box("b", 100, 20, 30, 60, (0, 200, 0))]
    assert retained.render(canvas, scene) is None  # the first frame draws everything
    assert retained.render(canvas, list(scene)) == []
    assert retained.redrawn_area == 0


def test_a_moved_element_redraws_its_old_and_new_place_only():
    canvas = new_surface(SIZE)
    retained = RetainedCanvas(felt)
    retained.render(canvas, [box("a", 10, 10, 20, 20, (200, 0, 0))])
    regions = retained.render(canvas, [box("a", 60, 10, 20, 20, (200, 0, 0))])
    assert regions is not None and len(regions) == 2
    assert retained.redrawn_area < SIZE[0] * SIZE[1] / 10


def test_a_large_element_crossed_by_a_card_is_put_back_not_painted():
    canvas = new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=2_000)
    painted: list = []
    panel = box("panel", 20, 20, 200, 100, (200, 180, 120), painted=painted)
    retained.render(canvas, [panel, box("card", 0, 0, 30, 40, (9, 9, 9), z=1)])
    for x in range(10, 200, 15):
        painted.clear()
        retained.render(canvas, [panel, box("card", x, 40, 30, 40, (9, 9, 9), z=1,
                                            painted=painted)])
        assert painted == ["card"]
    fresh = new_surface(SIZE, 0, 1.5)
    RetainedCanvas(felt).render(fresh, [panel, box("card", 190, 40, 30, 40, (9, 9, 9), z=1)])
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_panel_kept_again_at_its_size_is_copied_into_its_last_picture():
    canvas = new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=2_000)
    card = box("card", 0, 0, 30, 40, (9, 9, 9), z=1)
    retained.render(canvas, [box("panel", 20, 20, 200, 100, (200, 180, 120)), card])
    retained.render(canvas, [box("panel", 20, 20, 200, 100, (200, 180, 120)),
                             box("card", 40, 40, 30, 40, (9, 9, 9), z=1)])  # put back: used
    first = retained.kept["panel"].picture
    assert first is not None
    changed = box("panel", 20, 20, 200, 100, (90, 180, 120))
    retained.render(canvas, [changed, card])
    assert retained.kept["panel"].picture is first  # the same surface, new pixels
    fresh = new_surface(SIZE, 0, 1.5)
    RetainedCanvas(felt).render(fresh, [changed, card])
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")
    retained.render(canvas, [changed, box("card", 100, 60, 30, 40, (9, 9, 9), z=1)])
    fresh = new_surface(SIZE, 0, 1.5)
    RetainedCanvas(felt).render(fresh, [changed, box("card", 100, 60, 30, 40, (9, 9, 9), z=1)])
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


@pytest.mark.parametrize("keep_area", [KEEP_AREA, 400], ids=["panels-kept", "most-kept"])
@pytest.mark.parametrize("merge", [merged, merged_sparingly], ids=["merged", "sparingly"])
@pytest.mark.parametrize("k", [1.0, 1.5])
def test_random_frames_keep_the_picture_a_full_redraw_gives(k, merge, keep_area):
    pygame.init()
    rng = random.Random(5)
    canvas = new_surface(SIZE, 0, k)
    fresh_canvas = new_surface(SIZE, 0, k)
    retained = RetainedCanvas(felt, merge, keep_area=keep_area)
    items = {i: [rng.randint(0, 280), rng.randint(0, 150), rng.randint(8, 60), rng.randint(8, 60),
                 (rng.randint(0, 255), rng.randint(0, 255), 90), rng.random(), 255]
             for i in range(12)}
    for _ in range(120):
        for spec in items.values():
            roll = rng.random()
            if roll < 0.2:
                spec[0] += rng.randint(-9, 9)
                spec[1] += rng.randint(-9, 9)
            elif roll < 0.25:
                spec[4] = (rng.randint(0, 255), rng.randint(0, 255), 90)
            elif roll < 0.3:
                spec[6] = rng.choice((255, 140))
            elif roll < 0.33:
                spec[5] = rng.random()
        shown = [box(i, *spec[:5], z=spec[5], alpha=spec[6]) for i, spec in items.items()
                 if rng.random() > 0.05]
        retained.render(canvas, shown)
        RetainedCanvas(felt, covers=False).render(fresh_canvas, shown)
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh_canvas, "RGB")


@pytest.mark.parametrize("kept_bytes", [0, 40_000])
def test_the_pictures_kept_never_cover_more_than_their_share_of_the_canvas_or_their_bytes(
        kept_bytes):
    canvas = new_surface(SIZE)
    retained = RetainedCanvas(felt, keep_area=400, kept_bytes=kept_bytes)
    panels = [box(i, (i % 4) * 80, (i // 4) * 60, 78, 58, (200, 20 * i, 90)) for i in range(12)]
    most = max(KEPT_SHARE * SIZE[0] * SIZE[1], kept_bytes / canvas.get_bytesize())
    for x in range(0, 300, 7):
        retained.render(canvas, panels + [box("card", x, x // 2, 20, 30, (9, 9, 9), z=1)])
        kept = [k.element.rect for k in retained.kept.values() if k.picture is not None]
        assert sum(r.w * r.h for r in kept) <= most
    assert kept  # and some are kept


def test_a_byte_allowance_keeps_more_panels_than_the_share_alone():
    """On a small canvas `kept_bytes` lets every panel stay kept, where the share alone drops
    the least recently used."""
    def kept_after(kept_bytes: int) -> int:
        canvas = new_surface(SIZE)
        retained = RetainedCanvas(felt, keep_area=400, kept_bytes=kept_bytes)
        panels = [box(i, (i % 4) * 80, (i // 4) * 60, 78, 58, (200, 20 * i, 90))
                  for i in range(12)]
        for x in range(0, 300, 7):
            retained.render(canvas, panels + [box("card", x, x // 2, 20, 30, (9, 9, 9), z=1)])
        return sum(k.picture is not None for key, k in retained.kept.items() if key != "card")

    assert kept_after(0) < kept_after(SIZE[0] * SIZE[1] * 4 * 2) == 12


@pytest.mark.parametrize("seed", range(6))
def test_random_frames_of_panels_over_small_things_keep_the_full_redraws_picture(seed):
    """Small things under and inside large panels kept as pictures, the panels changing now and
    then and cards crossing them: what is put back is always what a full redraw draws."""
    pygame.init()
    rng = random.Random(seed)
    canvas, fresh = new_surface(SIZE), new_surface(SIZE)
    retained = RetainedCanvas(felt, keep_area=900)
    specs = {}
    for i in range(10):
        big = i % 2 == 0
        w, h = (rng.randint(40, 120), rng.randint(30, 90)) if big else (rng.randint(8, 30),
                                                                          rng.randint(6, 20))
        specs[i] = [rng.randint(0, SIZE[0] - w), rng.randint(0, SIZE[1] - h), w, h,
                    (rng.randint(0, 255), 90, rng.randint(0, 255)), rng.random() * 3,
                    rng.choice((255, 150))]
    for _ in range(160):
        for spec in specs.values():
            roll = rng.random()
            if roll < 0.08:
                spec[4] = (rng.randint(0, 255), 90, rng.randint(0, 255))
            elif roll < 0.12:
                spec[0] = max(0, min(SIZE[0] - spec[2], spec[0] + rng.randint(-6, 6)))
        card = box("card", rng.randint(0, SIZE[0] - 20), rng.randint(0, SIZE[1] - 28), 20, 28,
                   (9, 9, 9), z=5)
        shown = [box(i, *spec[:5], z=spec[5], alpha=spec[6]) for i, spec in specs.items()
                 if rng.random() > 0.03] + [card]
        retained.render(canvas, shown)
        RetainedCanvas(felt, covers=False).render(fresh, shown)
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def settled(retained: RetainedCanvas, canvas, shown) -> int:
    """Render `shown` again until no change waits; how many more frames that took."""
    frames = 0
    while retained.pending:
        retained.render(canvas, shown)
        frames += 1
        assert frames <= len(shown), "a change waited for ever"
    return frames


def test_a_burst_of_changed_panels_lands_over_a_few_frames_within_the_budget():
    """Six still panels that all change at once (a move updates the log, the top bar, a
    seat...) are painted two a frame, the longest-waiting first, until all have landed."""
    canvas, fresh = new_surface(SIZE), new_surface(SIZE)
    panel_area = 100 * 50
    retained = RetainedCanvas(felt, frame_pixels=2 * panel_area, panel_area=panel_area)
    panels = [box(i, (i % 3) * 105, (i // 3) * 60, 100, 50, (200, 20, 90)) for i in range(6)]
    retained.render(canvas, panels)
    retained.render(canvas, panels)
    changed = [box(i, (i % 3) * 105, (i // 3) * 60, 100, 50, (20, 200, 90)) for i in range(6)]
    retained.render(canvas, changed)
    assert retained.pending and len(retained.waiting) == 4
    first_waiting = set(retained.waiting)
    retained.render(canvas, changed)
    assert set(retained.waiting) < first_waiting  # those that waited go first
    assert settled(retained, canvas, changed) == 1
    RetainedCanvas(felt, covers=False).render(fresh, changed)
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_frame_that_follows_a_move_leaves_its_changed_panels_for_the_next():
    """`panels=False` (the pass already applied a move): the changed panel is shown as it was
    while the card that moved is painted; the next frame paints the panel."""
    canvas, fresh = new_surface(SIZE), new_surface(SIZE)
    retained = RetainedCanvas(felt, panel_area=100 * 50)
    panel = box("log", 0, 0, 100, 50, (200, 20, 90))
    retained.render(canvas, [panel, box("card", 120, 60, 20, 28, (9, 9, 9), z=5)])
    changed = box("log", 0, 0, 100, 50, (20, 200, 90))
    card = box("card", 150, 60, 20, 28, (9, 9, 9), z=5)
    retained.render(canvas, [changed, card], panels=False)
    assert retained.waiting == {"log": 1} and retained.shown["card"].rect == card.rect
    retained.render(canvas, [changed, card])
    assert not retained.pending
    RetainedCanvas(felt, covers=False).render(fresh, [changed, card])
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_panel_waits_at_most_its_longest_wait_even_when_every_frame_follows_a_move():
    """A real-time table may apply a move every frame: its panels still land."""
    canvas = new_surface(SIZE)
    retained = RetainedCanvas(felt, panel_area=100 * 50)
    retained.render(canvas, [box("log", 0, 0, 100, 50, (200, 20, 90))])
    changed = [box("log", 0, 0, 100, 50, (20, 200, 90))]
    waits = 0
    while retained.shown["log"] != changed[0]:
        retained.render(canvas, changed, panels=False)
        waits += 1
        assert waits <= LONGEST_WAIT + 1
    assert waits == LONGEST_WAIT + 1


def test_what_moves_comes_or_goes_is_never_kept_waiting():
    """A card is painted where it is every frame, however many panels change."""
    canvas = new_surface(SIZE)
    retained = RetainedCanvas(felt, frame_pixels=1, panel_area=100 * 50)
    for frame in range(8):
        colour = (200, 20 * frame, 90)
        shown = [box(i, (i % 3) * 105, (i // 3) * 60, 100, 50, colour) for i in range(6)]
        card = box("card", 10 + 20 * frame, 40, 20, 28, (9, 9, 9), z=5)
        retained.render(canvas, shown + [card] + ([box("new", 5, 5, 9, 9, colour, z=6)]
                                                   if frame == 4 else []))
        assert retained.shown["card"].rect == card.rect
        assert ("new" in retained.shown) == (frame == 4)


def test_a_large_card_that_moves_in_a_burst_is_painted_where_it_went_at_once():
    """A card as large as a panel paints where its sprite is now, so it never waits with its
    old place shown: a frame would paint it at the new place in a region crossing the old and
    leave it there (Crazy Taco's cards at 4K, or with a smaller frame budget)."""
    canvas, fresh = new_surface(SIZE), new_surface(SIZE)
    panel_area = 100 * 50
    retained = RetainedCanvas(felt, frame_pixels=2 * panel_area, panel_area=panel_area)
    where = [pygame.Rect(10, 120, 100, 50)]

    def card():
        def draw(surface):
            paint.rect(surface, (240, 230, 200), where[0], border_radius=4)
        return Element("card", where[0].copy(), 5.0, ("card",), draw, None)

    def panels(colour):
        return [box(i, (i % 3) * 105, (i // 3) * 60, 100, 50, colour) for i in range(2)]

    retained.render(canvas, panels((200, 20, 90)) + [card()])
    retained.render(canvas, panels((200, 20, 90)) + [card()])
    where[0] = pygame.Rect(200, 120, 100, 50)
    shown = panels((20, 200, 90)) + [card()]
    retained.render(canvas, shown)
    assert "card" not in retained.waiting and retained.shown["card"].rect == where[0]
    settled(retained, canvas, shown)
    RetainedCanvas(felt, covers=False).render(fresh, shown)
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


@pytest.mark.parametrize("seed", range(4))
def test_random_frames_with_a_small_budget_land_as_a_full_redraw(seed):
    """Changes kept waiting by a small frame budget always land, as a full redraw draws."""
    pygame.init()
    rng = random.Random(seed)
    canvas, fresh = new_surface(SIZE, 0, 1.5), new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=900, frame_pixels=6_000, panel_area=900)
    specs = {i: [rng.randint(0, 260), rng.randint(0, 130), rng.randint(10, 60),
                 rng.randint(10, 50), (rng.randint(0, 255), 90, 40), rng.random(), 255]
             for i in range(10)}
    for _ in range(80):
        for spec in specs.values():
            roll = rng.random()
            if roll < 0.25:
                spec[4] = (rng.randint(0, 255), 90, 40)
            elif roll < 0.35:
                spec[0] = max(0, min(SIZE[0] - spec[2], spec[0] + rng.randint(-6, 6)))
            elif roll < 0.4:
                spec[2] = rng.randint(10, 60)
        shown = [box(i, *spec[:5], z=spec[5], alpha=spec[6]) for i, spec in specs.items()
                 if rng.random() > 0.05]
        retained.render(canvas, shown)
        if rng.random() < 0.5:
            settled(retained, canvas, shown)
            RetainedCanvas(felt, covers=False).render(fresh, shown)
            assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_panel_whose_neighbour_changed_at_its_edge_is_mended_and_put_back_after():
    """A seat's picture holds the edge of the header beside it: when that header changes, the
    seat is painted once where they meet and its picture mended there, so a card crossing the
    seat afterwards puts the seat back instead of painting it, and every frame equals a full
    redraw."""
    canvas = new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=2_000)
    painted: list = []

    def frame(colour, card_x):
        def shown(painted=None):
            return [box("header", 20, 10, 120, 14, colour, z=0),
                    box("seat", 20, 22, 200, 100, (200, 180, 120), z=1, painted=painted),
                    box("card", card_x, 60, 20, 28, (9, 9, 9), z=2)]

        retained.render(canvas, shown(painted))
        fresh = new_surface(SIZE, 0, 1.5)
        RetainedCanvas(felt, covers=False).render(fresh, shown())
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")

    frame((90, 20, 20), 0)
    frame((20, 90, 20), 0)  # the header changes where the seat's picture holds its edge
    painted.clear()
    for x in range(10, 190, 20):
        frame((20, 90, 20), x)
    assert painted == []  # put back each time, never painted again


def test_a_panel_whose_outline_left_in_two_places_at_once_is_mended_in_both():
    """The turn's outline leaves a seat as strips at its two sides, two regions far apart: the
    seat's picture is mended in each, so afterwards it is put back, not painted again."""
    canvas = new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=2_000)
    painted: list = []

    def frame(outlined, card_x):
        def shown(painted=None):
            strips = [box(("edge", x), x, 20, 8, 104, (250, 160, 40), z=0)
                      for x in (16, 216)] if outlined else []
            return strips + [box("seat", 20, 22, 200, 100, (200, 180, 120), z=1,
                                 painted=painted),
                             box("card", card_x, 60, 20, 28, (9, 9, 9), z=2)]

        retained.render(canvas, shown(painted))
        fresh = new_surface(SIZE, 0, 1.5)
        RetainedCanvas(felt, covers=False).render(fresh, shown())
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")

    frame(True, 0)
    frame(False, 0)
    painted.clear()
    for x in range(30, 190, 20):
        frame(False, x)
    assert painted == []


def test_a_mended_picture_holds_the_ground_under_a_card_that_covered_it():
    """The ground is drawn whole under a picture being mended, even where a card above covers
    it, so the picture holds what is under its rounded corner when the card moves away."""
    canvas = new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=10_000)  # the seat is kept, the others not

    def frame(colour, card_x):
        shown = [box("under", 10, 10, 80, 80, colour, z=0, alpha=140),
                 box("seat", 20, 22, 200, 100, (200, 180, 120), z=1),
                 box("card", card_x, 0, 90, 100, (9, 9, 9), z=2)]
        retained.render(canvas, shown)
        fresh = new_surface(SIZE, 0, 1.5)
        RetainedCanvas(felt, covers=False).render(fresh, shown)
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")

    frame((90, 20, 20), 0)
    frame((20, 90, 200), 0)  # what lies under the seat's corner changes under the card
    frame((20, 90, 200), 210)  # the card leaves: the seat's corner is put back from its picture


def paint_box(rect, colour, canvas):
    paint.rect(canvas, (*colour, 255), rect, border_radius=4)


def card_box(key, x, y, colour, z):
    rect = pygame.Rect(x, y, 20, 28)
    return Element(key, rect, z, ("card", colour), partial(paint_box, rect, colour),
                   panel_cover(rect, 4), keep=False)


def test_a_card_that_only_changed_its_key_is_not_painted_again():
    """A card taken into a flight is a new element where the old one went, with the same
    painter and look: on the flight's first frame nothing is painted there."""
    canvas = new_surface(SIZE)
    retained = RetainedCanvas(felt)
    retained.render(canvas, [card_box(("card", 1), 40, 40, (200, 20, 90), 1.0)])
    regions = retained.render(canvas, [card_box(("flying", 7), 40, 40, (200, 20, 90), 5.0)])
    assert regions == [] and retained.redrawn_area == 0
    regions = retained.render(canvas, [card_box(("flying", 7), 44, 40, (200, 20, 90), 5.0)])
    assert regions and retained.redrawn_area > 0


@pytest.mark.parametrize("seed", range(6))
def test_random_frames_of_cards_changing_keys_keep_the_full_redraws_picture(seed):
    """Cards that overlap, move, change their z and now and then come back under another key
    in the same place: every frame equals a full redraw of what it shows."""
    pygame.init()
    rng = random.Random(seed)
    canvas, fresh = new_surface(SIZE, 0, 1.5), new_surface(SIZE, 0, 1.5)
    retained = RetainedCanvas(felt, keep_area=900)
    cards = {i: [("card", i), rng.randint(0, 120), rng.randint(0, 60),
                 (rng.randint(0, 255), 90, 40), rng.random()] for i in range(8)}
    panel = box("panel", 20, 20, 120, 80, (30, 160, 200), z=0.5)
    for frame in range(120):
        for spec in cards.values():
            roll = rng.random()
            if roll < 0.15:
                spec[0] = ("flying", frame, spec[0])
                if rng.random() < 0.5:
                    spec[4] = rng.random()  # over or under the others now
            elif roll < 0.25:
                spec[4] = rng.random()
            elif roll < 0.32:
                spec[1] += rng.randint(-4, 4)
        shown = [panel] + [card_box(*spec) for spec in cards.values()]
        retained.render(canvas, shown)
        RetainedCanvas(felt, covers=False).render(fresh, list(retained.shown.values()))
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")

