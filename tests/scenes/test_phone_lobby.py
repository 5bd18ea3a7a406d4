"""Phones join as new players while seat setup is open (the real server on 127.0.0.1)."""

import asyncio
import json

import aiohttp

from tabletop.core.game import BOT, HUMAN
from tabletop.engine.scene_stack import SceneStack
from tabletop.phones.host import PhoneHost
from tabletop.scenes.seat_setup import INVITE, SeatSetupScene
from tests.phones.helpers import WAIT
from tests.scenes.helpers import STEP, headless_services


def open_setup(game: str = "taco-loco", lang: str = ""):
    """The seat setup screen on a stack, phones invited through a loopback host (in `lang`'s
    words when given: "es")."""
    services = headless_services()
    if lang:
        from tabletop.assets.catalogs import load_language

        services.words = load_language(lang)
    services.settings = None
    services.phones = PhoneHost("127.0.0.1")
    stack = SceneStack()
    setup = SeatSetupScene(services, services.specs[game])
    stack.push(setup)
    stack.apply_pending()
    return stack, setup, services


class JoiningPhone:
    """A phone on the join link: what it heard, and its name sent."""

    def __init__(self, ws):
        self.ws = ws
        self.heard = []

    @classmethod
    async def open(cls, http, url):
        phone = cls(await http.ws_connect(url.replace("http://", "ws://").replace(
            "/join/", "/ws/")))
        phone.task = asyncio.ensure_future(phone.listen())
        return phone

    async def listen(self):
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                self.heard.append(json.loads(message.data))

    def kinds(self):
        return [m["type"] for m in self.heard]

    async def join(self, name):
        await self.ws.send_str(json.dumps({"type": "join", "name": name}))

    async def close(self):
        await self.ws.close()
        await self.task


async def until(stack, done):
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT
    while not done():
        assert loop.time() < deadline, "the setup and its phones never got there"
        stack.update(STEP)
        stack.apply_pending()
        await asyncio.sleep(0.002)


def refusals(phone) -> list[str]:
    """The reasons a joining phone was refused, in order."""
    return [m["reason"] for m in phone.heard if m["type"] == "refused"]


def button(scene, label):
    return next(w for w in scene.widgets.widgets if getattr(w, "label", "") == label)


def test_phones_join_as_new_players_until_the_table_is_full_then_play_on():
    stack, setup, services = open_setup()
    assert not services.phones.open_now  # off until asked
    button(setup, INVITE).activate()
    lobby = setup.lobby
    assert lobby is not None and services.phones.open_now
    url = lobby.session.join_url()

    async def play():
        async with aiohttp.ClientSession() as http:
            async with http.get(url) as page:
                assert page.status == 200 and "phone.js" in await page.text()
            async with http.get(url[:-4] + "xxxx") as wrong:
                assert wrong.status == 404
            eli = await JoiningPhone.open(http, url)
            await until(stack, lambda: "lobby" in eli.kinds())
            assert eli.heard[0]["words"]["join"] == "Take a seat"
            await eli.join("  Eli ")
            await until(stack, lambda: "welcome" in eli.kinds())
            assert setup.count == 3 and setup.names[2] == "Eli" and setup.kinds[2] == HUMAN
            assert setup.phone_seats() == {2}
            assert setup.news == "Eli joined from a phone."
            path = next(m["path"] for m in eli.heard if m["type"] == "welcome")
            seat_url = url.split("/join/")[0] + path
            async with http.get(seat_url) as page:
                assert page.status == 200
            seat_ws = await http.ws_connect(seat_url.replace("http://", "ws://").replace(
                "/seat/", "/ws/"))
            first = json.loads((await seat_ws.receive()).data)
            assert first["type"] == "picture" and first["name"] == "Eli"
            assert "Start" in first["prompt"]

            other = await JoiningPhone.open(http, url)
            await until(stack, lambda: "lobby" in other.kinds())
            lobby_page = other.heard[0]  # who is in already, and the game's art
            assert lobby_page["players"] == ["Ana", "Diego (bot)", "Eli"]
            assert lobby_page["art"] is True
            async with http.get(url.replace("/join/", "/art/") + ".png") as art:
                assert art.status == 200 and (await art.read())[:4] == b"\x89PNG"
            async with http.get(url.split("/join/")[0] + "/art/guess.png") as art:
                assert art.status == 404
            for name, why in (("ana", "Ana is already playing"), ("   ", "Type your name")):
                await other.join(name)
                await until(stack, lambda: "refused" in other.kinds())
                assert why in refusals(other)[-1]
                other.heard.clear()
            for name in ("Fer", "Gus"):  # up to Taco Loco's five seats
                await other.join(name)
                await until(stack, lambda: "welcome" in other.kinds())
                other.heard.clear()
            assert setup.count == 5
            await other.join("Hugo")  # no room left: the bot's seat
            await until(stack, lambda: "welcome" in other.kinds())
            assert setup.names[1] == "Hugo" and setup.kinds[1] == HUMAN
            other.heard.clear()
            await other.join("Ivan")
            await until(stack, lambda: "refused" in other.kinds())
            assert "Every seat is taken" in refusals(other)[-1]
            other.heard.clear()

            button(setup, "Start").activate()
            stack.apply_pending()
            table = stack.top
            assert table.phones.session is lobby.session  # the phones play on, no new codes
            assert set(table.phones.seats) == {1, 2, 3, 4}
            assert table.humans == (0,)  # Ana plays at the screen
            assert 2 not in table.phones.gone  # Eli's page was open all along

            async def hand_for_eli():
                while True:
                    message = json.loads((await seat_ws.receive()).data)
                    if message["type"] == "picture" and message["hand"]:
                        return message

            task = asyncio.ensure_future(hand_for_eli())
            await until(stack, task.done)
            assert task.result()["seat"] == 2
            await other.join("Late")
            await until(stack, lambda: "refused" in other.kinds())
            assert "The game has started" in refusals(other)[-1]
            await seat_ws.close()
            await eli.close()
            await other.close()
            return table

    table = asyncio.run(play())
    table.exit()
    assert not services.phones.open_now


def test_stopping_joining_or_leaving_setup_closes_the_server():
    stack, setup, services = open_setup("taco-fight")
    button(setup, INVITE).activate()
    assert services.phones.open_now
    button(setup, "Stop joining").activate()
    assert not services.phones.open_now and setup.lobby is None
    button(setup, INVITE).activate()
    setup.exit()
    assert not services.phones.open_now


def test_a_seat_made_a_bot_again_does_not_go_on_a_phone():
    stack, setup, services = open_setup()
    button(setup, INVITE).activate()
    assert setup.seat_for_phone("Eli") == 2
    setup.lobby.seats.add(2)
    setup._set_kind(2, BOT)
    assert setup.phone_seats() == set()
    setup.close_lobby()


def test_seat_setup_offers_no_loopback_code_and_says_no_network_was_found(tmp_path):
    """On this computer alone (a loopback address: what a phone would open is itself), the
    join code is not drawn: "No network found" and what to do stand in its place."""
    import os

    import pygame

    from tabletop.scenes.phone_codes import NO_NETWORK
    from tabletop.ui import fonts

    stack, setup, services = open_setup()
    button(setup, INVITE).activate()
    try:
        lobby = setup.lobby
        assert lobby is not None and not lobby.online
        services.fonts.log = log = fonts.TextLog()
        canvas = pygame.Surface((1280, 720))
        setup.draw(canvas, 0.0)
        said = [p.text for p in log.placed]
        assert NO_NETWORK in said and "Scan to join" not in said
        assert not any("127.0.0.1" in text for text in said)
        if os.environ.get("PHONE_SHOTS"):
            pygame.image.save(canvas, os.path.join(os.environ["PHONE_SHOTS"],
                                                   "setup_offline.png"))
    finally:
        setup.close_lobby()
