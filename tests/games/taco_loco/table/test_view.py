"""The Taco Loco table played through its scene with the keyboard alone and the mouse alone."""

import pygame
import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.table.draw import badge_rect, prompt_buttons
from tabletop.games.taco_loco.table.view import TacoLocoTable
from tabletop.games.taco_loco.table.view_model import NEW_TACO, place_of
from tabletop.input import intents as it
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.results import ResultsScene
from tests.scenes.helpers import headless_services, send, settle


def start(seats, seed=3):
    services = headless_services()
    services.settings = None
    spec = services.specs["taco-loco"]
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, {}))
    stack = SceneStack()
    table = TacoLocoTable(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0  # instant animations keep the test quick
    return stack, table, match


def on_your_turn(names, seed=3):
    """A table of `names`, the first a person and the others bots, played by the bots until
    the person's turn."""
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT) for i, name in enumerate(names))
    stack, table, match = start(seats, seed)
    assert human_turn(stack, table)
    return stack, table, match


def human_turn(stack, table):
    settle(stack, until=lambda: table.match.rules.is_over()
           or (isinstance(stack.top, TacoLocoTable) and table.my_turn()), limit=600)
    return not table.match.rules.is_over()


def play_by_keyboard(stack, table, action):
    seat = table.viewer
    model = table.model()
    if isinstance(action, PlayCard | StartTaco):
        index = model.hand.index(action.card)
        table.input.focus.index = 0
        send(stack, *([it.Navigate(1, 0)] * index), it.Confirm())
        keys = list(model.columns)
        target = NEW_TACO if isinstance(action, StartTaco) else f"taco:{action.taco}"
        moves = (keys.index(target) - table.input.focus.index) % len(keys)
        send(stack, *([it.Navigate(1, 0)] * moves), it.Confirm())
    elif isinstance(action, GiveTaco):
        others = [s for s in range(len(model.seats)) if s != seat]
        table.input.focus.index = 0
        send(stack, *([it.Navigate(1, 0)] * others.index(action.to)), it.Confirm())
    elif isinstance(action, CounterLegendary | DeclineCounter):
        table.input.prompt_ready(model)
        wanted = 0 if isinstance(action, CounterLegendary) else 1
        table.input.prompt_focus = 1 - wanted
        send(stack, it.Focus(1) if table.input.prompt_focus != wanted else it.Focus(0),
             it.Confirm())


def play_by_mouse(stack, table, action):
    model = table.model()
    if isinstance(action, PlayCard | StartTaco):
        sprite = table.cards.sprites[action.card]
        start = (int(sprite.x), int(sprite.y))
        key = NEW_TACO if isinstance(action, StartTaco) else f"taco:{action.taco}"
        target = model.columns[key].center
        send(stack, it.PointerDown(start), it.PointerMove((start[0] + 20, start[1] - 20)),
             it.PointerMove(target), it.PointerUp(target))
    elif isinstance(action, GiveTaco):
        send(stack, it.PointerDown(model.seats[action.to].center))
    else:
        index = 0 if isinstance(action, CounterLegendary) else 1
        send(stack, it.PointerDown(prompt_buttons(model)[index].center))


@pytest.mark.parametrize("driver", [play_by_keyboard, play_by_mouse], ids=["keyboard", "mouse"])
def test_a_whole_game_against_a_bot_with_one_device(driver):
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    moves = 0
    while human_turn(stack, table):
        before = len(match.log)
        decision = match.bot_decision(table.viewer)
        driver(stack, table, decision.action)
        assert len(match.log) == before + 1, table.feedback.refusal
        moves += 1
    settle(stack, until=lambda: isinstance(stack.top, ResultsScene), limit=30)
    assert moves >= 10 and match.rules.is_over()


def test_hot_seat_puts_the_curtain_up_before_each_human_turn():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", HUMAN)))
    assert isinstance(stack.top, CurtainScene) and table.viewer is None
    send(stack, it.Confirm())
    assert table.viewer == 0 and stack.top is table
    action = match.bot_decision(0).action
    play_by_keyboard(stack, table, action)
    settle(stack, until=lambda: isinstance(stack.top, CurtainScene) or match.rules.question,
           limit=10)
    if isinstance(stack.top, CurtainScene):
        assert stack.top.name in ("Ana", "Beto") and table.viewer is None


def test_an_illegal_drop_snaps_back_and_says_why():
    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=11)
    human_turn(stack, table)
    snapshot = match.rules.snapshot()
    table.demo_refusal()
    assert table.feedback.refusal and match.rules.snapshot() == snapshot


def test_a_refused_new_taco_marks_and_names_the_card_tried():
    """Seen: "A new taco needs the last number played: play this card on a taco." with no
    card marked: the card tried and the new-taco place wear the refused mark while the reason
    shows, and the reason names the card and the number that may start a taco."""
    from tabletop.games.taco_loco.table.view_model import NEW_TACO, legal_places
    from tabletop.kit.signals import Meaning, signal

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=11)
    human_turn(stack, table)
    table.demo_refusal()
    refused = table.refused_now()
    assert refused is not None
    card, place = refused
    model = table.model()
    assert place == NEW_TACO
    value = match.data.card(card).value
    assert table.feedback.refusal == (f"Only another {model.obs.last_number} may start a new "
                                      f"taco: play your {value} on a taco.")
    highlight = table.card_highlight(card, model)
    assert highlight is not None and highlight.meaning == Meaning.REFUSED
    assert highlight == signal(Meaning.REFUSED, table.services.theme)  # (its cross on a disc)
    others = [table.card_highlight(c, model) for c in model.hand if c != card]
    assert not [h for h in others if h is not None and h.meaning == Meaning.REFUSED]
    places = [e for e in table.place_elements(model) if e.key == ("place", NEW_TACO)]
    assert len(places) == 1 and places[0].look.mark.meaning == Meaning.REFUSED
    may = legal_places(card, table.legal())  # ("play your 5 on a taco": those tacos striped)
    assert may and NEW_TACO not in may
    marks = {e.key[1]: e.look.mark for e in table.place_elements(model)}
    assert all(marks[place] is not None and marks[place].meaning == Meaning.LEGAL
               for place in may), marks
    table.feedback.refusal_time = 0.0  # the reason gone: the marks go with it
    assert table.refused_now() is None
    assert table.card_highlight(card, model) is None


def test_a_hint_names_the_taco_by_what_its_badge_shows_and_outlines_that_taco():
    """Seen: "Play a 1 on taco 8" outlining the taco that sums to 7 (8 was its id)."""
    import re

    checked = ties = 0
    for seed in range(1, 6):
        stack, table, match = start((Seat("Rosa", HUMAN), Seat("Diego", BOT),
                                     Seat("Lupe", BOT)), seed=seed)
        while human_turn(stack, table):
            if table.obs().question is None:
                table.show_hint()
                action, text = table.feedback.hint_action, table.feedback.hint_text
                obs = table.obs()
                sums = [t.sum for t in obs.tacos]
                assert not re.search(r"taco \d", text), text  # no internal taco ids
                if isinstance(action, PlayCard):
                    index = [t.id for t in obs.tacos].index(action.taco)
                    key = place_of(action)  # the column the table outlines
                    assert key == f"taco:{obs.tacos[index].id}"
                    if sums.count(sums[index]) == 1:
                        assert f"the taco showing {sums[index]}" in text, text
                    else:
                        ordinals = {1: "1st", 2: "2nd", 3: "3rd"}
                        place = ordinals.get(index + 1, f"{index + 1}th")
                        named = f"the taco showing {sums[index]} ({place} from the left)"
                        assert named in text, text
                        columns = table.model().columns
                        lefts = sorted(columns[f"taco:{t.id}"].x for t in obs.tacos)
                        assert columns[key].x == lefts[index]
                        ties += 1
                    checked += 1
            decision = match.bot_decision(table.viewer)
            play_by_mouse(stack, table, decision.action)
    assert checked >= 20 and ties >= 1, (checked, ties)


def test_each_sum_badge_sits_inside_its_own_tacos_outline():
    """A badge on the gap between two tacos read as the neighbour's sum (the hint's outline
    seemed to be on the wrong taco)."""
    stack, table, match = start((Seat("Rosa", HUMAN), Seat("Diego", BOT), Seat("Lupe", BOT)),
                                seed=2)
    seen = 0
    while human_turn(stack, table) and seen < 30:
        obs = table.obs()
        columns = table.model().columns
        outlines = {key: pygame.Rect(box).inflate(8, 0) for key, box in columns.items()}
        for taco in obs.tacos:
            key = f"taco:{taco.id}"
            disc = badge_rect(columns[key])
            own = outlines[key]
            assert own.left <= disc.left and disc.right <= own.right, key  # across: inside
            for other, rect in outlines.items():
                if other != key:
                    assert not disc.colliderect(rect), (key, other)
            seen += 1
        play_by_mouse(stack, table, match.bot_decision(table.viewer).action)
    assert seen >= 10


def test_a_perfect_taco_bursts_and_a_legendary_flares_where_the_taco_stands(tmp_path):
    from tabletop.games.taco_loco.rules import events as ev
    from tabletop.kit.moments import BURST, FLARE, LAND
    from tests.scenes.every_scene import every_state, fresh_services

    state = next(s for s in every_state() if s.name == "table-taco-loco-2-12")
    table = state.stage(fresh_services(tmp_path)).top
    taco = table.model().obs.tacos[0]
    place = table.place_rect(f"taco:{taco.id}")
    table.moment_of(ev.GiveAsked(0, taco.id))
    legendary = next(c.id for c in table.match.data.cards if c.kind == "legendary")
    table.moment_of(ev.CardPlayed(0, legendary, taco.id, "hand", "taco", False, 11))
    table.moment_of(ev.LegendaryCountered(1, legendary, taco.id, 0, "hand", "taco"))
    table.moment_of(ev.CounterDeclined(1, taco.id))  # nothing to celebrate
    assert [(m.kind, m.centre, m.word) for m in table.moments.live] == [
        (BURST, place.center, "Perfect taco!"), (FLARE, place.center, "Legendary Taco!"),
        (LAND, place.center, "Countered!")]


def test_the_coach_can_ring_one_card_of_the_hand():
    """"Drag your 5" once ringed the whole hand: "card:<key>" is that card alone, its ring
    (7 px out, `kit/coach`) inside the hand's tray."""
    from tabletop.games.taco_loco.table import draw

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=11)
    human_turn(stack, table)
    model = table.model()
    tray = draw.tray_rect(model)
    assert tray is not None
    firsts = {}
    for card in model.hand:  # (two cards alike: the first of them)
        firsts.setdefault(match.data.card(card).key, card)
    for key, card in firsts.items():
        rect = table.place_rect(f"card:{key}")
        assert rect is not None
        spot = model.spots[card]
        assert rect.collidepoint(spot.x, spot.y)
        assert tray.contains(rect.inflate(14 + 4, 14 + 4)), (rect, tray)
        others = [model.spots[c] for c in model.hand if c != card]
        assert not [s for s in others if rect.collidepoint(s.x, s.y)]
    assert table.place_rect("card:no-such-card") is None


def test_a_refused_taco_is_framed_round_its_sum_and_its_cross_clear_of_the_pill():
    """Seen: the refused frame ran under the sum's pill and its cross met the pill. The
    frame goes round the pill with felt between, the cross in its corner, off the pill (the
    legal stripes round a taco the same)."""
    from tabletop.games.taco_loco.table import draw
    from tabletop.games.taco_loco.table.view import headroom as view_headroom
    from tabletop.games.taco_loco.table.view_model import NEW_TACO
    from tabletop.kit import signals
    from tabletop.kit.view_model import Box

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=11)
    human_turn(stack, table)
    model = table.model()
    place = next(p for p in model.columns if p.startswith("taco:"))
    column = model.columns[place]
    cards = draw.place_area(column, model.column_height(place), model.card_room(place))
    area = draw.marked_area(column, cards, False, draw.REFUSED_ROOM)
    pill = draw.badge_rect(column)
    assert area.contains(pill.inflate(2 * draw.REFUSED_ROOM, 2 * draw.REFUSED_ROOM))
    assert area.contains(cards)
    cx, cy = signals.cross_centre(area)  # (the cross's disc, its ink too, clear of the pill's
    end = (pill.right - pill.h / 2, pill.y + pill.h / 2)  # round end)
    assert ((cx - end[0]) ** 2 + (cy - end[1]) ** 2) ** 0.5 > signals.CROSS_DISC + pill.h / 2
    from tabletop.ui.card_sprite import CARD_SIZE, HIGHLIGHT_ROOM

    face = pygame.Rect(0, 0, *CARD_SIZE)  # (a card's disc on the middle of its top edge,
    x, y = signals.cross_centre(face, inside=True)  # within the highlight's room)
    disc = signals.CROSS_DISC
    room = face.inflate(2 * HIGHLIGHT_ROOM, 2 * HIGHLIGHT_ROOM)
    assert x == face.centerx and room.contains(pygame.Rect(x - disc, y - disc, 2 * disc,
                                                           2 * disc))
    assert signals.CROSS_DISC + 1 <= HIGHLIGHT_ROOM + 1  # (a place's disc, out of the frame)
    assert view_headroom(model, column) >= draw.REFUSED_ROOM  # (a short taco: full room)
    seats = max(int(s.y + s.h) for s in model.seats)
    for high in (column.y, seats + 10):  # (a tall taco's column starts right under the seats)
        tall = Box.of(column.x, high, column.w, column.h)
        room = view_headroom(model, tall)
        top = draw.marked_area(tall, cards.move(0, int(high - column.y)), False, room).y
        assert top - draw.MARK_REACH >= seats, (high, top, seats)
    slot = draw.new_slot_rect(model.columns[NEW_TACO])
    assert draw.marked_area(model.columns[NEW_TACO], slot, True, 8) == slot
    low = draw.marked_area(column, cards, False, 0)  # (a tall taco under the seats)
    assert low.y == pill.y and low.contains(cards) and low.right == area.right
