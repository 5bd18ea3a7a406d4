"""One meaning per signal on the Taco Party table: the active seat, the hint,
the card picked up, the keys' cursor and the legal places each wear the kit's own look."""

from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.games.taco_party.rules.actions import PLAY
from tabletop.input import intents as it
from tabletop.kit.signals import Meaning
from tests.games.taco_party.table.test_view import human_turn, start
from tests.scenes.helpers import send


def elements(table):
    return table.elements(table.services.display.canvas)


def meanings_of_glows(table):
    return {e.key[1]: e.look.signal.meaning for e in elements(table)
            if isinstance(e.key, tuple) and e.key[0] == "glow"}


def test_the_active_seat_has_its_outline_and_your_own_plate_its_mat_and_name():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)))
    assert human_turn(stack, table)
    shown = elements(table)
    seats = {e.key[1]: e.look for e in shown if isinstance(e.key, tuple) and e.key[0] == "seat"}
    acting = {e.key[0][1]: e.look.signal for e in shown
              if isinstance(e.key, tuple) and isinstance(e.key[0], tuple)
              and e.key[0][0] == "acting"}
    mine, theirs = seats[table.viewer], seats[1 - table.viewer]
    assert set(acting) == {table.viewer}  # round the seat's plate, edge by edge
    assert acting[table.viewer].meaning == Meaning.ACTIVE_SEAT
    assert mine.mat != theirs.mat  # your own plate: its lighter mat and "(you)", no second mark
    heads = {e.key[1]: e.look for e in shown if isinstance(e.key, tuple)
             and e.key[0] == "seat head"}
    assert "(you)" in heads[table.viewer].name and "(you)" not in heads[1 - table.viewer].name


def test_a_picked_card_its_legal_places_the_cursor_and_the_hint_never_share_a_look():
    stack, table, _ = start((Seat("Ana", HUMAN), Seat("Rosa", BOT)), seed=5)
    assert human_turn(stack, table)
    model = table.model()
    assert model.obs.step == PLAY
    card = next(c for c in model.hand if table.legal() and any(
        getattr(a, "card", None) == c for a in table.legal()))
    sprite = table.cards.sprites[card]
    send(stack, it.PointerDown((int(sprite.x), int(sprite.y)), 1),
         it.PointerUp((int(sprite.x), int(sprite.y)), 1))
    assert table.input.selected == card
    elements(table)
    assert sprite.highlight.meaning == Meaning.SELECTED
    glows = meanings_of_glows(table)
    assert glows and set(glows.values()) == {Meaning.LEGAL}
    table.show_hint()
    hinted = meanings_of_glows(table)
    assert Meaning.HINT in hinted.values() or any(
        getattr(s.highlight, "meaning", None) == Meaning.HINT
        for s in table.cards.sprites.values())
    table.feedback.clear_hint()
    table.keyboard_mode = True
    send(stack, it.Erase(), it.Navigate(1, 0))
    elements(table)
    looks = {getattr(s.highlight, "meaning", None) for s in table.cards.sprites.values()}
    assert Meaning.CURSOR in looks
