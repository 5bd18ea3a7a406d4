"""Whole games with two seats on phones (the real server, the real table) and a bot."""

import asyncio

import aiohttp
import pytest

from tabletop.core.match import replay
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.results import ResultsScene
from tests.phones.helpers import Phone, humans, open_table, play_out, until, ws_url


def ids(hand):
    """A hand's card ids (Taco Loco's hand holds cards, the others' ids)."""
    return frozenset(c if isinstance(c, int | str) else (c["id"] if isinstance(c, dict)
                                                         else c.id) for c in hand)


def hands_held(match, seats):
    """Every hand each seat held in the game, from the log played again."""
    held = {seat: set() for seat in seats}
    for upto in range(len(match.log) + 1):
        rules = replay(match.spec, match.data, match.setup, match.log, upto).rules
        for seat in seats:
            held[seat].add(ids(rules.observation(seat).hand))
    return held


GAMES = [("taco-loco", ("h", "h", "b")), ("taco-party", ("h", "h", "b")),
         ("crazy-taco", ("h", "h"))]


@pytest.mark.parametrize(("game", "kinds"), GAMES)
def test_two_phones_and_a_bot_play_a_whole_game(game, kinds):
    rematch = game == "taco-loco"
    first_game: list[int] = []  # how many pictures each phone had of this game
    stack, table, match = open_table(game, humans(*kinds))
    session = table.phones.open()
    assert table.humans == ()  # both humans are on phones: no curtain, no hand on the TV

    async def game():
        async with aiohttp.ClientSession() as http:
            phones = [Phone(seat, ws_url(session, seat)) for seat in (0, 1)]
            for phone in phones:
                await phone.connect(http)
            await until(stack, lambda: all(p.latest() for p in phones))
            async with http.get(session.url(0)) as page:
                assert page.status == 200 and "phone.js" in await page.text()
            holder = next(p for p in phones if p.latest()["hand"])
            face = holder.latest()["hand"][0]["face"]
            face_url = session.url(holder.seat).replace("/seat/", "/face/") + f"/{face}.png"
            async with http.get(face_url) as image:
                assert image.status == 200 and (await image.read())[:4] == b"\x89PNG"
            await play_out(stack, table, phones)
            await until(stack, lambda: all(p.latest()["over"] for p in phones))
            # the results follow on the TV, and the app goes on, the phones still joined
            await until(stack, lambda: isinstance(stack.top, ResultsScene))
            assert table.services.phones.open_now
            first_game.extend(len(phone.pictures()) for phone in phones)
            if rematch:  # "Play again" deals the next game to the same phones, no new codes
                heard = [len(phone.pictures()) for phone in phones]
                stack.top.play_again()
                stack.apply_pending()
                again = stack.top
                assert again is not table and again.phones.seats == (0, 1)
                await until(stack, lambda: all(
                    len(p.pictures()) > n and not p.latest()["over"]
                    for p, n in zip(phones, heard, strict=True)))
                assert again.humans == ()  # still no curtain, no hand on the TV
                assert not any(isinstance(scene, CurtainScene) for scene in stack.scenes)
            for phone in phones:
                await phone.close()
            return phones

    phones = asyncio.run(game())
    assert match.rules.is_over()
    assert not any(isinstance(scene, CurtainScene) for scene in stack.scenes)
    held = hands_held(match, tuple(range(len(kinds))))
    for phone in phones:
        pictures = phone.pictures()[:first_game[phone.seat]]
        assert pictures
        for picture in pictures:
            assert picture["seat"] == phone.seat
            assert picture["observation"]["seat"] == phone.seat
            shown = ids(picture["hand"])
            assert shown in held[phone.seat]  # a hand this seat held, never another's
            assert ids(picture["observation"]["hand"]) == shown
            assert picture["turn"] != phone.seat  # another seat's turn, or -1: its own
        assert any(picture["news"] for picture in pictures)  # the table's history line
    # both phones played: every move of seats 0 and 1 came from a phone
    assert {entry["seat"] for entry in match.log} == set(range(len(kinds)))
    if not rematch:  # leaving the results any other way closes the phones
        assert [type(scene) for scene in stack.scenes] == [ResultsScene]
        stack.top.to_menu()
        stack.apply_pending()
    else:
        stack.top.exit()  # the next game's table closes them when it goes
    assert not table.services.phones.open_now
