"""Phones as a test plays them: aiohttp websocket clients beside a real table scene."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from tabletop.core.actions import action_to_dict
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.phones.host import PhoneHost
from tests.scenes.helpers import STEP, headless_services

LOOPBACK = "127.0.0.1"
WAIT = 30.0
"""Seconds a test waits at most for the server to answer (never an assertion on time)."""


def open_table(game: str, kinds: tuple[str, ...], seed: int = 3, lang: str = ""):
    """The game's real table scene on a stack, animations instant (in `lang`'s words when
    given: "es")."""
    services = headless_services()
    if lang:
        from tabletop.assets.catalogs import load_language

        services.words = load_language(lang)
    services.settings = None
    services.phones = PhoneHost(LOOPBACK)
    spec = services.specs[game]
    names = ("Ana", "Ben", "Cruz", "Dee", "Eli")
    seats = tuple(Seat(names[i], kind) for i, kind in enumerate(kinds))
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, {}))
    stack = SceneStack()
    table = services.table_view_class(spec.id)(services, spec, match)
    stack.push(table)
    stack.apply_pending()
    table.tweens.speed = 0
    return stack, table, match


def humans(*kinds: str) -> tuple[str, ...]:
    return tuple(HUMAN if k == "h" else BOT for k in kinds)


@dataclass
class Phone:
    """One phone: its websocket and everything it ever received."""

    seat: int
    url: str
    ws: aiohttp.ClientWebSocketResponse | None = None
    heard: list[dict[str, Any]] = field(default_factory=list)
    acted: int = -1
    refused_at: int = 0
    """How many refusals it had heard when it last tapped."""
    task: asyncio.Task | None = None

    async def connect(self, session: aiohttp.ClientSession) -> None:
        self.ws = await session.ws_connect(self.url)
        self.task = asyncio.ensure_future(self.listen())

    async def listen(self) -> None:
        assert self.ws is not None
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                self.heard.append(json.loads(message.data))

    def pictures(self) -> list[dict[str, Any]]:
        return [m for m in self.heard if m["type"] == "picture"]

    def latest(self) -> dict[str, Any] | None:
        pictures = self.pictures()
        return pictures[-1] if pictures else None

    def refusals(self) -> list[str]:
        return [m["reason"] for m in self.heard if m["type"] == "refused"]

    async def send(self, message: Any) -> None:
        assert self.ws is not None
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def play(self, action: dict[str, Any], picture: int) -> None:
        await self.send({"type": "play", "action": action, "picture": picture})

    async def press(self, command: str, **place: int) -> None:
        """A button of a controller phone's pad (`dx`/`dy` for move, `owner`/`slot` for aim)."""
        await self.send({"type": "press", "command": command, **place})

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.task is not None:
            await self.task


def ws_url(session, seat: int) -> str:
    return session.url(seat).replace("http://", "ws://").replace("/seat/", "/ws/")


async def step(stack: SceneStack, steps: int = 1) -> None:
    """The table's loop for `steps` fixed steps, letting the phones' tasks run between."""
    for _ in range(steps):
        stack.update(STEP)
        stack.apply_pending()
        await asyncio.sleep(0)


async def until(stack: SceneStack, done, limit: float = WAIT) -> None:
    """Step the table (and let the network work) until `done()`; fails after `limit` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not done():
        if loop.time() > deadline:
            raise AssertionError("the table and its phones never reached the expected state")
        stack.update(STEP)
        stack.apply_pending()
        await asyncio.sleep(0.002)


def chosen(table, phone: Phone) -> dict[str, Any] | None:
    """The move a phone taps now: the bot's choice among the picture's moves."""
    picture = phone.latest()
    if picture is None or picture["number"] == phone.acted:
        return None
    if not picture["moves"] and not picture.get("many"):
        return None
    if picture["number"] != table.phones.number:
        return None
    wanted = action_to_dict(table.match.bot_decision(phone.seat).action)
    actions = [m["action"] for m in picture["moves"]]
    many = picture.get("many")
    if many is not None and wanted["type"] == many["action"]["type"]:
        assert set(wanted[many["field"]]) <= set(many["cards"])
        return wanted  # the cards the bot would choose, tapped one by one
    return wanted if wanted in actions else actions[0]


async def play_out(stack, table, phones: list[Phone], limit: float = 300.0) -> None:
    """Play the game to its end: each phone taps the move a bot would when it may."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not table.match.rules.is_over():
        if loop.time() > deadline:
            raise AssertionError("the game did not end")
        for phone in phones:
            if len(phone.refusals()) > phone.refused_at:  # too fast: tap again a moment later
                phone.refused_at = len(phone.refusals())
                phone.acted = -1
                await asyncio.sleep(0.2)
            action = chosen(table, phone)
            if action is not None:
                phone.acted = phone.latest()["number"]
                await phone.play(action, phone.acted)
        stack.update(STEP)
        stack.apply_pending()
        await asyncio.sleep(0.001)
