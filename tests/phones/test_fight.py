"""¡Taco Fight! with phones as controllers: real rounds through the real server and table."""

import asyncio

import aiohttp

from tabletop.core.errors import IllegalAction
from tabletop.games.taco_fight.table.devices import MOUSE, phone_device
from tests.phones.helpers import WAIT, Phone, humans, open_table, until, ws_url

PACE = 0.25
"""Seconds between two taps of one phone at least (a person's pace; the server refuses a
flood)."""


def where(table, taco: int) -> tuple[int, int]:
    """The place a taco is at: the plate it attacks, or its place among a board's held."""
    view = table.table
    for owner in range(view.players):
        if taco in view.attackers[owner]:
            return owner, view.attackers[owner].index(taco)
        if taco in view.held[owner]:
            return owner, table.plates + view.held[owner].index(taco)
    raise AssertionError("no such taco on the table")


def presses(table, action) -> list[tuple[str, dict]]:
    """The taps on a phone's pad that play `action` (what a good player would do now)."""
    kind = type(action).__name__
    if kind == "Build":
        return [("aim", {"owner": action.owner, "slot": action.plate}), ("play", {})]
    if kind == "Smash":
        return [("aim", {"owner": action.owner, "slot": action.slot}), ("hit", {})]
    if kind == "Stab":
        owner, slot = where(table, action.taco)
        return [("aim", {"owner": owner, "slot": slot}), ("hit", {})]
    if kind == "Give":
        return [("aim", {"owner": action.to, "slot": 0}), ("give", {})]
    if kind == "Place":
        return [("auto", {})]
    return [(kind.lower().replace("autoplace", "auto"), {})]


async def fight(stack, table, phones, rounds_done, limit=300.0):
    """Each phone taps what a good player would, at a person's pace, until `rounds_done()`;
    the table runs a few times faster than real time."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    tapped = dict.fromkeys(range(len(phones)), 0.0)
    while not rounds_done():
        assert loop.time() < deadline, "the fight did not get that far"
        for i, phone in enumerate(phones):
            picture = phone.latest()
            if picture is None or picture["over"] or loop.time() - tapped[i] < PACE:
                continue
            try:
                action = table.match.bot_decision(phone.seat).action
            except IllegalAction:
                continue
            tapped[i] = loop.time()
            for command, place in presses(table, action):
                await phone.press(command, **place)
        stack.update(1 / 60)
        stack.apply_pending()
        await asyncio.sleep(0.004)


def test_two_phones_fight_real_rounds_beside_a_bot():
    stack, table, match = open_table("taco-fight", humans("h", "h", "b"))
    session = table.phones.open()
    assert table.hub.phones == (0, 1) and table.hub.seat(MOUSE) is None  # the phones drive
    assert phone_device(0) in table.hub.devices_for(0)
    assert 0 not in match.bots and 1 not in match.bots and 2 in match.bots

    async def play():
        async with aiohttp.ClientSession() as http:
            phones = [Phone(seat, ws_url(session, seat)) for seat in (0, 1)]
            for phone in phones:
                await phone.connect(http)
            await until(stack, lambda: all(p.latest() for p in phones))
            first = phones[0].latest()
            assert first["pad"]["keys"] and not first["hand"]
            face = first["pad"]["hold"][0]["face"]  # a new taco, as the table draws it
            url = session.url(0).replace("/seat/", "/face/") + f"/{face}.png"
            async with http.get(url) as image:
                assert image.status == 200 and (await image.read())[:4] == b"\x89PNG"
            await fight(stack, table, phones, lambda: match.rules.is_over() or (
                table.table.wave >= 2 and table.table.phase == "prep"))
            for phone in phones:
                await phone.close()
            return phones

    phones = asyncio.run(play())
    seats = {(entry.get("seat"), entry.get("type")) for entry in match.log}
    for seat in (0, 1):  # both phones placed, readied and played the fight
        assert (seat, "Ready") in seats or (seat, "AutoPlace") in seats
        assert (seat, "Flip") in seats
    assert any(s in (0, 1) and kind in ("Build", "Smash", "Stab") for s, kind in seats)
    for phone in phones:
        assert all(p["seat"] == phone.seat for p in phone.pictures())
        assert not phone.refusals() or all(phone.refusals())  # refusals in words
    table.exit()
    assert not table.services.phones.open_now


def actions(match):
    """The log's actions (its ticks left out)."""
    return [entry for entry in match.log if "type" in entry]


def test_a_phone_aims_only_where_it_may_and_a_wrong_press_is_refused():
    stack, table, match = open_table("taco-fight", humans("h", "h"))
    session = table.phones.open()

    async def play():
        async with aiohttp.ClientSession() as http:
            phone = Phone(0, ws_url(session, 0))
            await phone.connect(http)
            await until(stack, lambda: phone.latest() is not None)
            log = len(actions(match))
            await phone.press("aim", owner=1, slot=0)  # prep: not a teammate's plate
            await phone.send({"type": "press", "command": "explode"})
            await phone.send({"type": "press", "command": "move", "dx": 5})
            await until(stack, lambda: len(phone.refusals()) >= 3, WAIT)
            assert len(actions(match)) == log
            assert table.controls[0].owner == 0
            await phone.press("move", dx=1)
            await until(stack, lambda: table.controls[0].slot == 1)
            await until(stack, lambda: any(s["aimed"] and s["slot"] == 1
                                           for s in phone.latest()["pad"]["spots"]))
            await phone.press("auto")
            await until(stack, lambda: len(actions(match)) > log)
            assert actions(match)[-1] == {"type": "AutoPlace", "seat": 0}
            await phone.close()

    asyncio.run(play())
    table.exit()


def test_the_smash_words_match_the_plates_the_page_shows():
    """One friend's plates hold the taco to smash: shown, the words aim there; the page
    showing the seat's own plates, the words say to tap the friend first."""
    from tabletop.games.taco_fight.table.devices import FLIP
    from tabletop.games.taco_fight.table.phone import now_words

    stack, table, match = open_table("taco-fight", humans("h", "h"))
    try:
        sauce = next(c for c in table.data.cards if c.deck == "ingredient" and c.value == 7)
        hit = frozenset({"hit"})
        there = now_words(table, sauce.id, False, {FLIP}, hit, False, ("Ben",), "Ben")
        assert there == "Aim at a taco on Ben's plates to smash it with Hot Sauce, or Flip again."
        mine = now_words(table, sauce.id, False, {FLIP}, hit, False, ("Ben",), "Ana")
        assert mine == ("Tap Ben \u25bc, then aim at a taco on their plates to smash it with Hot "
                        "Sauce, or Flip again.")
    finally:
        table.exit()
