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
