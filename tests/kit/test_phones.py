"""The table's side of phones: who looks at the TV, the curtain, a seat taken back."""

from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.phones.exchange import Left
from tabletop.phones.facts import PhoneLeft
from tabletop.scenes.curtain import CurtainScene
from tests.phones.helpers import humans, open_table
from tests.scenes.helpers import settle


def test_a_phone_seat_never_gets_the_curtain_and_the_tv_never_shows_its_hand():
    stack, table, match = open_table("taco-loco", humans("h", "h", "h"))
    table.phones.open(seats=(1,))
    stack.apply_pending()
    assert table.humans == (0, 2) and table.hot_seat
    curtains = []
    for _ in range(400):
        settle(stack, 0.05)
        if match.rules.is_over():
            break
        top = stack.top
        if isinstance(top, CurtainScene):
            curtains.append(top.seat)
            top.on_ready()
            stack.pop()
            stack.apply_pending()
            continue
        actor = match.rules.actors()[0]
        if actor == 1:
            assert table.viewer is None  # the phone seat's turn: no hand on the TV
        assert table.viewer in (None, 0, 2)
        table.submit(match.bot_decision(actor).action)
    assert curtains and 1 not in curtains
    table.exit()


def test_the_host_takes_a_gone_phones_seat_back_to_the_table():
    stack, table, match = open_table("taco-loco", humans("h", "h", "b"))
    session = table.phones.open()
    mover = match.rules.actors()[0]
    session.inbox.put(Left(mover))
    settle(stack, 0.05)
    name = match.setup.seats[mover].name
    assert table.feedback.last_text == table.phrases.say(PhoneLeft(name))
    stack.handle(it.KeyPress("t"))
    stack.apply_pending()
    assert mover in table.humans and mover not in table.phones.seats
    assert mover not in match.bots
    settle(stack, 0.05)
    # the only person at the screen now: they look (the other hand is on its phone)
    assert table.humans == (mover,) and table.viewer == mover
    assert not isinstance(stack.top, CurtainScene)
    table.exit()


def test_leaving_a_table_with_phones_for_another_scene_keeps_that_scene():
    """Back to the title mid-game (or the results after the end): the phones' server stops,
    and nothing asks for the table again (the app used to close with its empty stack)."""
    stack, table, _ = open_table("taco-loco", humans("h", "h", "b"))
    table.phones.open()
    stack.apply_pending()
    elsewhere = Scene()
    stack.clear_to(elsewhere)
    stack.apply_pending()
    assert stack.scenes == [elsewhere]
    assert not table.services.phones.open_now


def test_a_phones_note_wakes_a_still_table_which_reads_it_at_once():
    import pygame

    from tabletop.input.mapper import PHONES_CALLED, InputMapper
    from tabletop.phones.exchange import Joined

    stack, table, _match = open_table("taco-loco", humans("h", "b", "b"))
    session = table.phones.open(seats=(0,))  # the one person plays on a phone: no curtain
    stack.apply_pending()
    assert stack.top is table
    pygame.display.init()
    pygame.event.clear()
    try:
        session.inbox.put(Joined(0))  # as the server's thread does
        events = pygame.event.get(PHONES_CALLED)
        assert len(events) == 1
        (intent,) = InputMapper(lambda pos: pos).map_events(events)
        assert intent == it.PhonesCalled()
        stack.wake()  # what the loop does with it
        assert 0 in table.phones.came  # read at once, without waiting for a step
    finally:
        table.exit()


def test_a_picks_set_of_tiles_is_keyed_the_same_whatever_the_order_they_were_tapped():
    from tabletop.kit.phones import pick_key

    assert pick_key(["e2", "m", "e1"]) == pick_key(("m", "e1", "e2")) == "e1,e2,m"
    assert pick_key([]) == ""


def test_with_every_hand_on_a_phone_the_tv_says_so_not_bots_only():
    stack, table, _ = open_table("taco-party", humans("h", "h", "b"))
    words = table.services.words.gettext
    assert table.where_hands_are() == words("Hands stay hidden until a player's turn")
    table.phones.open()
    stack.apply_pending()
    assert table.where_hands_are() == words("Every player's hand is on their own phone")
    table.exit()


def test_kept_phones_between_games_follow_who_comes_and_answer_a_phone_asking_to_join():
    """After a game the results hold the phones: a seat's phone coming back counts as
    present, one leaving does not, and a phone on the join link is told the game is over
    (it would otherwise wait with no answer until the next table refused it)."""
    import json

    from tabletop.kit.phones import between_games
    from tabletop.phones.exchange import JoinAsked, Joined

    stack, table, _ = open_table("taco-loco", humans("h", "h", "b"))
    table.phones.open()
    kept = table.phones.hand_over()
    assert kept is not None and kept.present == frozenset()
    inbox = kept.session.inbox
    inbox.put(Joined(0))
    inbox.put(Joined(1))
    inbox.put(Left(1))
    inbox.put(JoinAsked(-7, "Zoe"))
    after = between_games(kept, table.services.words)
    assert after.present == frozenset({0}) and after.seats == kept.seats
    notes = [json.loads(raw) for raw in kept.session.board.take_notes(-7)]
    assert [n["type"] for n in notes] == ["refused"]
    assert "ended" in notes[0]["reason"]
    assert inbox.drain() == []  # every note read once
    table.services.phones.close()


def test_the_phones_news_line_ends_as_a_sentence_as_the_status_line_does():
    """"You played a 4 on taco 1, which now adds up to 5" had no full stop while "Ben's
    turn." above it had one: the news line gets one, never a second."""
    from tabletop.kit.phones import sentence

    assert sentence("You played a 4 on taco 1, which now adds up to 5") == (
        "You played a 4 on taco 1, which now adds up to 5.")
    assert sentence("You added the Lucha Mask to your taco ") == (
        "You added the Lucha Mask to your taco.")
    for said in ("Ben's turn.", "¡Taco!", "Who goes first?", "Wait…", ""):
        assert sentence(said) == said
