"""Card sprites: a dragged card follows the pointer leaning into its motion, then straightens."""

import pygame

from tabletop.ui.card_sprite import DRAG_TILT, CardSprite, follow_drag, settle_tilts


def card(card_id: int = 1, pos=(100.0, 100.0)) -> CardSprite:
    face = pygame.Surface((40, 56))
    return CardSprite(card_id, face, face, None, pos, True)


def test_a_dragged_card_follows_raised_and_leans_into_its_motion():
    sprite = card()
    follow_drag(sprite, (160.0, 100.0), 1 / 60)  # moving right leans it clockwise
    assert (sprite.x, sprite.y, sprite.lift) == (160.0, 100.0, 12.0)
    assert -DRAG_TILT <= sprite.angle < 0
    for _ in range(30):
        follow_drag(sprite, (sprite.x - 40, 100.0), 1 / 60)  # moving left: counter-clockwise
    assert 0 < sprite.angle <= DRAG_TILT


def test_cards_let_go_straighten_up_but_the_dragged_one_keeps_leaning():
    held, dropped = card(1), card(2)
    held.angle = dropped.angle = 5.0
    for _ in range(12):
        settle_tilts([held, dropped], dragged=1)
    assert held.angle == 5.0 and dropped.angle == 0.0
    settle_tilts([held], dragged=None)
    assert held.angle < 5.0


def test_a_leaning_card_draws_turned_and_a_straight_one_does_not(private_user_data):
    canvas = pygame.Surface((300, 300), pygame.SRCALPHA)
    sprite = card(pos=(150.0, 150.0))
    sprite.draw(canvas)
    straight = pygame.mask.from_surface(canvas).get_bounding_rects()[0]
    canvas.fill((0, 0, 0, 0))
    sprite.angle = DRAG_TILT
    sprite.draw(canvas)
    turned = pygame.mask.from_surface(canvas).get_bounding_rects()[0]
    assert turned.w > straight.w and turned.h > straight.h


def test_a_highlighted_leaning_card_leans_its_outline_too(private_user_data):
    """The outline is drawn on the card before it turns: no upright frame around a tilted card."""
    canvas = pygame.Surface((300, 300), pygame.SRCALPHA)
    sprite = card(pos=(150.0, 150.0))
    sprite.highlight = (255, 0, 0)
    sprite.angle = DRAG_TILT
    sprite.draw(canvas)
    red = [(x, y) for x in range(300) for y in range(300)
           if canvas.get_at((x, y))[:3] == (255, 0, 0)]
    top = min(y for _, y in red)
    lefts_on_top_row = sorted(x for x, y in red if y == top)
    bottom = max(y for _, y in red)
    lefts_on_bottom_row = sorted(x for x, y in red if y == bottom)
    # a turned frame touches its top and bottom rows at different places; an upright one
    # would span the same columns on both
    assert abs(lefts_on_top_row[0] - lefts_on_bottom_row[0]) > 4


def test_a_card_at_rest_at_a_slant_is_turned_once_however_often_it_is_drawn(monkeypatch):
    """A fanned card is redrawn whenever a region over it is: the turn is kept, and made again
    only for a new angle, face or highlight."""
    from tabletop.ui import paint

    turns = []
    real = paint.rotozoom
    monkeypatch.setattr(paint, "rotozoom", lambda *a: turns.append(a[1]) or real(*a))
    canvas = pygame.Surface((300, 300), pygame.SRCALPHA)
    sprite = card(pos=(150.0, 150.0))
    sprite.angle = sprite.rest_angle = 4.0
    for _ in range(5):
        sprite.draw(canvas)
    assert turns == [4]
    sprite.highlight = (255, 0, 0)
    sprite.draw(canvas)
    sprite.angle = sprite.rest_angle = -3.0
    sprite.draw(canvas)
    sprite.draw(canvas)
    assert turns == [4, 4, -3]


def test_a_slanted_card_keeps_both_sides_turned_and_turns_quickly_while_moving(monkeypatch):
    """Flipping a fanned card over and back turns each side once; a card still turning toward
    its tilt (or flipping) is turned without smoothing and nothing of it is kept."""
    from tabletop.ui import paint

    smooth, quick = [], []
    real_smooth, real_quick = paint.rotozoom, paint.rotate_raw
    monkeypatch.setattr(paint, "rotozoom", lambda *a: smooth.append(a[1]) or real_smooth(*a))
    monkeypatch.setattr(paint, "rotate_raw", lambda *a: quick.append(a[1]) or real_quick(*a))
    canvas = pygame.Surface((300, 300), pygame.SRCALPHA)
    sprite = CardSprite(1, pygame.Surface((40, 56)), pygame.Surface((40, 56)), None,
                        (150.0, 150.0), True)
    sprite.angle = sprite.rest_angle = 5.0
    for face_up in (True, False, True, False):
        sprite.face_up = face_up
        sprite.draw(canvas)
    assert smooth == [5, 5] and quick == []
    sprite.rest_angle = 8.0  # on its way to a new tilt (its kept 5 degrees still serve)
    sprite.draw(canvas)
    sprite.angle = 7.0
    sprite.draw(canvas)
    assert smooth == [5, 5] and quick == [7]
    sprite.angle = 8.0
    sprite.flip = 0.5  # turning over
    sprite.draw(canvas)
    assert quick == [7, 8]
    sprite.flip = 1.0
    sprite.draw(canvas)
    sprite.draw(canvas)
    assert smooth == [5, 5, 8]


def rounded_face(size, k):
    """An opaque card face with rounded, antialiased corners, at scale `k`."""
    from tabletop.ui import paint
    from tabletop.ui.layer import new_surface

    face = new_surface(size, pygame.SRCALPHA, k)
    paint.rect(face, (230, 120, 40), face.get_rect(), border_radius=10)
    paint.rect(face, (40, 40, 40), face.get_rect().inflate(-20, -60))
    return face


def test_a_card_covers_what_its_face_paints_opaque_and_nothing_while_it_fades_or_flips():
    import random

    from tabletop.ui.card_sprite import make_shadow
    from tabletop.ui.layer import new_surface, scale_of

    rng = random.Random(5)
    for k in (1.0, 1.5, 3.0):
        face = rounded_face((120, 168), k)
        sprite = CardSprite(1, face, face, make_shadow((120, 168), k=k), (0.0, 0.0), True)
        for _ in range(12):
            sprite.x, sprite.y = rng.uniform(100, 300), rng.uniform(100, 200)
            sprite.lift = rng.choice((0.0, 6.0, 3.7))
            sprite.angle = sprite.rest_angle = rng.choice((0.0, 4.0, -6.0, 12.0))
            cover = sprite.cover()
            assert cover is not None
            canvas = new_surface((400, 320), pygame.SRCALPHA, k)
            sprite.draw(canvas)
            alpha = pygame.mask.from_surface(canvas, 254)
            device = pygame.Rect(round(cover.x * scale_of(canvas)),
                                 round(cover.y * scale_of(canvas)),
                                 round(cover.w * k), round(cover.h * k))
            opaque = pygame.mask.Mask(device.size, fill=True)
            assert alpha.overlap_area(opaque, device.topleft) == device.w * device.h
        sprite.alpha = 200
        assert sprite.cover() is None
        sprite.alpha, sprite.flip = 255, 0.5
        assert sprite.cover() is None
    see_through = pygame.Surface((40, 56), pygame.SRCALPHA)
    see_through.fill((200, 0, 0, 128))
    assert CardSprite(2, see_through, see_through, None).cover() is None


def test_a_shadow_drawn_round_its_card_gives_the_pixels_of_one_whole_shadow(monkeypatch):
    """The shadow under the card's opaque face is left out: on any scale and at any lift the
    canvas ends the same as when the whole shadow is blitted first."""
    import random

    from tabletop.ui import paint
    from tabletop.ui.card_sprite import make_shadow
    from tabletop.ui.layer import new_surface

    monkeypatch.setattr(paint, "SMALLEST_HOLE", 0)  # cut round every hole, however small
    rng = random.Random(9)
    for k in (1.0, 1.5, 3.0, 1.25):
        face = rounded_face((120, 168), k)
        shadow = make_shadow((120, 168), k=k)
        for _ in range(10):
            sprite = CardSprite(1, face, face, shadow, (rng.uniform(90, 250),
                                                          rng.uniform(100, 200)), True)
            sprite.lift = rng.choice((0.0, 6.0, 12.0, 2.5))
            sprite.angle = sprite.rest_angle = rng.choice((0.0, 3.0, -4.0))
            ground = new_surface((360, 320), 0, k)
            ground.fill((31, 78, 90))
            around, whole = ground.copy(), ground.copy()
            sprite.draw(around)
            kept = paint.blit_around
            try:
                paint.blit_around = lambda canvas, source, at, hole: canvas.blit(source, at)
                sprite.draw(whole)
            finally:
                paint.blit_around = kept
            assert pygame.image.tobytes(around, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_a_card_on_its_way_is_turned_once_for_every_region_it_is_drawn_in(monkeypatch):
    from tabletop.ui import paint

    quick = []
    real = paint.rotate_raw
    monkeypatch.setattr(paint, "rotate_raw", lambda *a: quick.append(a[1]) or real(*a))
    canvas = pygame.Surface((300, 300), pygame.SRCALPHA)
    sprite = card(pos=(150.0, 150.0))
    sprite.rest_angle, sprite.angle = 8.0, 5.0
    for region in (pygame.Rect(0, 0, 150, 300), pygame.Rect(150, 0, 150, 300)):
        canvas.set_clip(region)
        sprite.draw(canvas)
    assert quick == [5]
    sprite.angle = 6.0
    sprite.draw(canvas)
    assert quick == [5, 6]


def test_a_card_keeps_no_picture_of_a_resize_or_a_flip_once_it_is_over():
    """A card growing into another size draws a new picture every frame of the tween, and a
    flip a narrower one: only the last resize and the flip in progress are kept (a game of them
    at a TV's size kept hundreds of MB)."""
    canvas = pygame.Surface((400, 400))
    face, back = pygame.Surface((120, 168)), pygame.Surface((120, 168))
    shadow = pygame.Surface((132, 180), pygame.SRCALPHA)
    card = CardSprite(1, face, back, shadow, (200, 200))
    for step in range(1, 20):  # growing into its size
        card.scale = 0.5 + step / 40
        card.draw(canvas)
    assert card._resized is not None and card._resized[1].get_width() == int(120 * card.scale)
    card.scale = 1.0
    for step in range(1, 20):  # half a flip
        card.flip = 1 - step / 20
        card.draw(canvas)
    assert card._scaled_cache, "the widths of a flip in progress are kept"
    card.flip = 1.0
    card.draw(canvas)
    assert not card._scaled_cache, "dropped once the flip is over"
    assert card._resized is None, "the last resize (and the old face it was made from) too"


def test_a_card_standing_upright_again_keeps_no_quick_turn():
    """A card on its way at a slant is turned quickly, once per slant; once it stands upright
    that turned picture is never shown again, so it is not kept."""
    canvas = pygame.Surface((400, 400))
    sprite = card(pos=(200.0, 200.0))
    sprite.rest_angle, sprite.angle = 0.0, 5.0  # turning back toward upright
    sprite.draw(canvas)
    assert sprite._quick is not None
    sprite.angle = 0.0
    sprite.draw(canvas)
    assert sprite._quick is None
