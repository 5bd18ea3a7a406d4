"""Phones that misbehave: each gets a clear refusal and the game does not change."""

import asyncio
import json
from collections import Counter

import aiohttp
import pytest

from tabletop.core.actions import action_to_dict
from tabletop.input import intents as it
from tabletop.phones import facts
from tabletop.phones.links import TOKEN_BYTES
from tabletop.phones.server import FONTS, font_file
from tests.phones.helpers import Phone, humans, open_table, step, until, ws_url


@pytest.fixture
def table():
    stack, table, match = open_table("taco-loco", humans("h", "h", "b"))
    session = table.phones.open()
    yield stack, table, match, session
    table.exit()


def run(coroutine):
    return asyncio.run(coroutine)


def test_the_tokens_are_long_and_random(table):
    _, _, _, session = table
    tokens = list(session.links.tokens.values())
    assert TOKEN_BYTES * 8 >= 128
    assert len(set(tokens)) == len(tokens)
    assert all(len(token) >= 22 for token in tokens)  # 128 bits as base64 is 22 characters


def test_only_a_seats_own_routes_are_served(table):
    stack, _, _, session = table
    base = f"http://127.0.0.1:{session.port}"
    good = session.links.tokens[0]
    guessed = "A" * len(good)

    async def visit():
        async with aiohttp.ClientSession() as http:
            codes = {}
            for path in ("/", "/seat/", f"/seat/{guessed}", f"/face/{guessed}/number-1.png",
                         "/phone.html", "/page/phone.js", "/../pyproject.toml",
                         f"/seat/{good}/../../etc/passwd", f"/face/{good}/../phone.js",
                         f"/face/{good}/not-a-face.png", "/static/", "/fonts/",
                         "/fonts/OFL.txt", "/fonts/Lato-Bold", "/fonts/../phones/server.py",
                         "/fonts/%2e%2e/OFL.txt", "/Lato-Bold.ttf"):
                async with http.get(base + path) as answer:
                    codes[path] = answer.status
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await http.ws_connect(f"ws://127.0.0.1:{session.port}/ws/{guessed}")
            async with http.get(base + f"/seat/{good}") as page:
                assert page.status == 200
                assert page.headers["Referrer-Policy"] == "no-referrer"
            for font in FONTS:  # the game's own faces, for the page's words
                async with http.get(base + f"/fonts/{font}") as answer:
                    assert answer.status == 200 and answer.content_type == "font/ttf"
                    assert await answer.read() == font_file(font)
            return codes

    codes = run(visit())
    assert set(codes.values()) == {404}, codes


def snapshot(match):
    return json.dumps(match.rules.snapshot(), sort_keys=True)


def test_bad_messages_are_refused_and_change_nothing(table):
    stack, tbl, match, session = table
    mover = match.rules.actors()[0]
    idle = 1 - mover if mover in (0, 1) else 0
    before = snapshot(match)
    other_seat = [s for s in (0, 1) if s != idle][0]
    book = tbl.phrases

    async def misbehave():
        async with aiohttp.ClientSession() as http:
            phone = Phone(idle, ws_url(session, idle))
            await phone.connect(http)
            await until(stack, lambda: phone.latest() is not None)
            number = phone.latest()["number"]
            mover_legal = match.rules.legal_actions(mover)
            stolen = dict(action_to_dict(mover_legal[0]))
            sent = [
                "{not json",
                json.dumps({"type": "play"}),
                json.dumps({"type": "dance", "steps": 3}),
                json.dumps({"type": "play", "action": {"type": "Nope", "seat": idle},
                            "picture": number}),
                json.dumps({"type": "play", "action": {**stolen, "seat": "0"},
                            "picture": number}),
                json.dumps({"type": "play", "action": stolen, "picture": number}),
                json.dumps({"type": "play", "action": {**stolen, "seat": idle},
                            "picture": number}),
                json.dumps({"type": "play", "action": {**stolen, "seat": idle},
                            "picture": number - 1}),
                "x" * 3000,
                json.dumps({"type": "press", "command": "flip"}),  # a controller's, at a turn
                json.dumps({"type": "join", "name": "Mallory"}),  # table; a seat asks no seat
                json.dumps({"type": "press", "command": "aim", "owner": 999}),
            ]
            for message in sent:
                await phone.send(message)
            await until(stack, lambda: len(phone.refusals()) >= len(sent))
            await step(stack, 10)
            await phone.close()
            return phone

    phone = run(misbehave())
    said = Counter(phone.refusals())
    assert all(reason.strip() for reason in said)
    unreadable = book.refusal(facts.UnreadableMessage(), idle)
    assert said[unreadable] == 7  # not JSON, no action, no such message, no such action, a
    # press at a turn table, a join on a seat's link, a place out of range
    assert said[book.refusal(facts.NotYourSeat(), idle)] == 2  # a seat as a word, the mover's
    assert said[book.refusal(facts.TableMovedOn(), idle)] == 1
    assert said[book.refusal(facts.TooLong(2048), idle)] == 1
    assert any("turn" in reason.lower() for reason in said)  # the rules' own: not your turn
    assert sum(said.values()) == 12
    assert snapshot(match) == before
    assert other_seat in session.links.tokens


def test_an_oversized_frame_closes_the_connection_and_the_seat_can_come_back(table):
    stack, _, match, session = table
    before = snapshot(match)

    async def oversize():
        async with aiohttp.ClientSession() as http:
            phone = Phone(0, ws_url(session, 0))
            await phone.connect(http)
            await phone.send("y" * 200_000)
            await phone.task
            again = Phone(0, ws_url(session, 0))
            await again.connect(http)
            await until(stack, lambda: again.latest() is not None)
            await again.close()
            return phone, again

    phone, again = run(oversize())
    assert phone.ws.closed
    assert again.latest()["seat"] == 0
    assert snapshot(match) == before


def test_a_flood_is_refused_as_too_fast_and_changes_nothing(table):
    stack, tbl, match, session = table
    mover = match.rules.actors()[0]
    idle = 1 - mover if mover in (0, 1) else 0
    before = snapshot(match)

    async def flood():
        async with aiohttp.ClientSession() as http:
            phone = Phone(idle, ws_url(session, idle))
            await phone.connect(http)
            await until(stack, lambda: phone.latest() is not None)
            message = json.dumps({"type": "play", "action": {"type": "DeclineCounter",
                                                             "seat": idle}})
            for _ in range(400):
                if phone.ws.closed:
                    break
                await phone.send(message)
            await phone.task  # the server cuts a phone that keeps flooding
            await step(stack, 30)
            return phone

    phone = run(flood())
    too_fast = tbl.phrases.refusal(facts.TooFast(), idle)
    assert too_fast in phone.refusals()
    assert snapshot(match) == before


def test_a_second_phone_takes_the_seat_over_and_a_reconnect_resumes(table):
    stack, tbl, _, session = table

    async def two():
        async with aiohttp.ClientSession() as http:
            first = Phone(0, ws_url(session, 0))
            await first.connect(http)
            await until(stack, lambda: first.latest() is not None)
            second = Phone(0, ws_url(session, 0))
            await second.connect(http)
            await first.task
            await until(stack, lambda: second.latest() is not None)
            await second.close()
            third = Phone(0, ws_url(session, 0))
            await third.connect(http)
            await until(stack, lambda: third.latest() is not None)
            await third.close()
            return first, second, third

    first, second, third = run(two())
    goodbye = [m for m in first.heard if m["type"] == "goodbye"]
    assert goodbye and goodbye[0]["reason"] == tbl.phrases.refusal(facts.TakenOver(), 0)
    assert third.latest()["hand"] == second.latest()["hand"]


def test_a_phone_that_leaves_mid_turn_is_shown_and_the_host_takes_the_seat(table):
    stack, tbl, match, session = table
    mover = match.rules.actors()[0]
    assert mover in (0, 1)  # seed 3: a phone seat starts
    name = match.setup.seats[mover].name

    async def leave():
        async with aiohttp.ClientSession() as http:
            phone = Phone(mover, ws_url(session, mover))
            await phone.connect(http)
            await until(stack, lambda: phone.latest() is not None)
            picture = phone.latest()
            await phone.play(picture["moves"][0]["action"], picture["number"])
            await phone.close()  # gone the moment it tapped
            left = tbl.phrases.say(facts.PhoneLeft(name))
            await until(stack, lambda: tbl.feedback.last_text == left)
            await until(stack, lambda: tbl.phones.waiting_gone() is not None)

    before = len(match.log)
    run(leave())
    assert len(match.log) >= before  # the tap arrived or did not: never half a move
    line = tbl.feedback.last_text
    assert line == tbl.phrases.say(facts.PhoneLeft(name)) and name in line
    waiting = tbl.phones.waiting_gone()
    stack.handle(it.KeyPress("b"))
    stack.apply_pending()
    assert waiting in match.bots
    assert waiting not in tbl.phones.seats


@pytest.mark.parametrize("game", ["taco-loco", "taco-fight"])
def test_a_pad_takes_a_gone_phones_seat_from_the_pause_menu(game):
    from tabletop.scenes.pause import PauseScene

    stack, tbl, match = open_table(game, humans("h", "h", "b"))
    session = tbl.phones.open()
    try:
        async def leave(seat):
            async with aiohttp.ClientSession() as http:
                phone = Phone(seat, ws_url(session, seat))
                await phone.connect(http)
                await until(stack, lambda: phone.latest() is not None)
                await phone.close()
                await until(stack, lambda: seat in tbl.phones.gone)

        mover = match.rules.actors()[0]
        run(leave(mover))
        assert tbl.phones.waiting_gone() == mover
        name = match.setup.seats[mover].name
        stack.handle(it.Back())  # Start on a pad, Esc on the keys
        stack.apply_pending()
        pause = stack.top
        assert isinstance(pause, PauseScene)
        labels = [b.label for b in pause.widgets.widgets]
        assert f"{name} plays here" in labels and f"A bot plays for {name}" in labels
        here = next(b for b in pause.widgets.widgets if b.label == f"{name} plays here")
        here.activate()
        stack.apply_pending()
        assert stack.top is tbl or not isinstance(stack.top, PauseScene)
        assert mover not in tbl.phones.seats and mover in tbl.humans
        assert mover not in match.bots  # a person plays it, at the screen
        if tbl.turn_based:
            return  # (the other phone seat is not awaited: nothing to choose for it yet)
        other = next(s for s in tbl.phones.seats)  # at ¡Taco Fight! every seat is awaited
        run(leave(other))
        stack.handle(it.Back())
        stack.apply_pending()
        pause = stack.top
        bot = next(b for b in pause.widgets.widgets
                   if b.label == f"A bot plays for {match.setup.seats[other].name}")
        bot.activate()
        stack.apply_pending()
        assert other in match.bots and not tbl.phones.on  # no phone seat left: phones off
    finally:
        tbl.exit()


def test_a_fight_phone_that_leaves_stays_told_on_the_table_until_it_is_back():
    """At ¡Taco Fight! the news changes every second: the "phone left" line stands over it
    while the seat is awaited, and goes when the phone is back."""
    stack, tbl, match = open_table("taco-fight", humans("h", "h"))
    session = tbl.phones.open()
    name = match.setup.seats[0].name
    try:
        async def leave_and_come_back():
            async with aiohttp.ClientSession() as http:
                phone = Phone(0, ws_url(session, 0))
                await phone.connect(http)
                await until(stack, lambda: 0 in tbl.phones.came)
                await phone.close()
                await until(stack, lambda: 0 in tbl.phones.gone)
                tbl.feedback.told("Ben flips a card.")  # the news moves on
                line, _kind = tbl.feedback.line()
                assert line == tbl.phrases.say(facts.PhoneLeft(name)) and name in line
                back = Phone(0, ws_url(session, 0))
                await back.connect(http)
                await until(stack, lambda: 0 not in tbl.phones.gone)
                assert tbl.feedback.standing == ""
                assert tbl.feedback.line()[0] != tbl.phrases.say(facts.PhoneLeft(name))
                await back.close()

        run(leave_and_come_back())
    finally:
        tbl.exit()
