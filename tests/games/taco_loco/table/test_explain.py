"""Every card and number on the Taco Loco table explains itself on hover or focus."""

from __future__ import annotations

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_loco.table import draw
from tabletop.input import intents as it
from tabletop.kit.tooltips import DELAY
from tests.games.taco_loco.table.test_view import human_turn, start
from tests.scenes.helpers import send, settle


def rest_on(stack, table, pos):
    send(stack, it.PointerMove(pos))
    assert table.explained() is None  # not at once
    settle(stack, DELAY + 0.1)
    return table.explained()


def tooltip_of(table):
    canvas = table.services.display.canvas
    return next((e for e in table.elements(canvas) if e.key == "tooltip"), None)


def ready():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT)))
    assert human_turn(stack, table)
    table.tweens.finish_all()
    return stack, table, table.model()


def test_a_card_in_hand_says_what_it_does():
    stack, table, model = ready()
    card = model.hand[0]
    spot = model.spots[card]
    shown = rest_on(stack, table, (int(spot.x), int(spot.y)))
    assert shown is not None and tooltip_of(table) is not None
    words = shown[0]
    data = table.match.data.card(card)
    if data.is_number:
        assert words.title.startswith(f"A {data.value}")
        assert any(str(model.obs.perfect_sum) in line for line in words.lines)
    else:
        assert "Taco" in words.title


def test_a_sum_badge_says_how_far_it_is_from_perfect():
    stack, table, model = ready()
    taco = model.obs.tacos[0]
    shown = rest_on(stack, table, draw.badge_centre(model.columns[f"taco:{taco.id}"]))
    assert shown is not None
    assert str(taco.sum) in shown[0].title
    assert any(str(model.obs.perfect_sum) in line for line in shown[0].lines)


def test_a_seat_explains_its_numbers():
    stack, table, model = ready()
    box = model.seats[1]
    shown = rest_on(stack, table, (int(box.x + box.w / 2), int(box.y + box.h / 2)))
    assert shown is not None and shown[0].title == "Rosa"
    text = " ".join(shown[0].lines)
    assert "in hand" in text and "taken" in text and "Fewest" in text


def test_the_pile_says_how_many_are_left():
    stack, table, model = ready()
    shown = rest_on(stack, table, (int(model.pile[0]), int(model.pile[1])))
    assert shown is not None and str(model.obs.pile_size) in shown[0].title


def test_the_keyboard_focus_explains_at_once():
    stack, table, model = ready()
    send(stack, it.Navigate(1, 0))
    shown = table.explained()
    assert shown is not None
    focused = table.input.focused_card(model)
    assert tuple(table.cards.sprites[focused].rect) == shown[1]


def test_while_giving_a_perfect_taco_the_focused_seat_explains_itself():
    from tabletop.games.taco_loco.rules.observation import GIVE
    from tests.games.taco_loco.table.test_view import play_by_mouse

    for seed in range(1, 40):
        stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT), Seat("Lupe", BOT)),
                                    seed=seed)
        while human_turn(stack, table):
            question = table.obs().question
            if question is not None and question.kind == GIVE:
                send(stack, it.Navigate(1, 0))
                shown = table.explained()
                chosen = table.input.give_choice(table.model())
                assert shown is not None
                assert shown[0].title == match.setup.seats[chosen].name
                return
            play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    raise AssertionError("no perfect taco to give in 40 games")


def test_a_card_alone_on_its_taco_says_one_card():
    """A taco of one card is "a taco of 1 card", not "1 cards"."""
    from tabletop.games.taco_loco.table.explain import in_taco

    stack, table, model = ready()
    taco = model.obs.tacos[0]
    assert len(taco.cards) == 1
    assert in_taco(model, taco.cards[0].id) == (f"In a taco of 1 card that sums to {taco.sum}.",)


def test_a_tall_tacos_folded_cards_say_what_they_are():
    """A very tall taco's folded middle is named beside its tiles ("5 more"), and resting on
    it says what they are: that many more cards of this taco, their numbers, and that they
    still count."""
    from tests.games.taco_loco.table.test_layout import NAMES, fullest, staged

    stack, table, _match = start(tuple(Seat(name, HUMAN if i == 0 else BOT)
                                       for i, name in enumerate(NAMES)))
    assert human_turn(stack, table)
    staged(table, fullest(table, 2, 12, None))
    model = table.model()
    place, taco, top, band, folded = table.folds(model)[0]
    plate = draw.tucked_rect(model.columns[place], top, band)
    shown = table.elements(table.services.display.canvas)
    said = next(e.look.said for e in shown if e.key == ("tucked", place))
    assert said == f"{len(folded)} more"
    explained = rest_on(stack, table, plate.center)
    assert explained is not None
    assert explained[0].title == f"{len(folded)} more cards in this taco"
    assert str(taco.sum) in explained[0].lines[-1]


def test_folded_tiles_are_wide_enough_for_their_numbers():
    """Six folded cards' tiles fit a roomy taco's plate at 18 px; a Legendary's "11" needs
    wider tiles, so a plate that cannot hold them says "6 more" instead of running the
    figures together."""
    import pygame

    stack, table, _model = ready()
    ui = table.services.fonts
    plate = pygame.Rect(0, 0, 116, draw.TILES_PLATE)
    numbers = tuple(((0, 0, 0), (255, 255, 255), n) for n in "123456")
    tiles = draw.tile_rects(plate, 6, draw.tile_least(ui, numbers))
    assert len(tiles) == 6 and all(t.w >= 18 and t.h >= 18 for t in tiles)
    legends = numbers[:1] + tuple(((0, 0, 0), (255, 255, 255), "11") for _ in range(5))
    least = draw.tile_least(ui, legends)
    assert least >= ui.measure("11", 18)[0] + 4
    assert draw.tile_rects(plate, 6, least) == []
