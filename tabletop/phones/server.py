"""The phones' web server: aiohttp on a thread of its own with its own asyncio loop.

It serves only fixed routes: a seat's page (`/seat/<token>`), the page's script and style,
the game's two bundled fonts (`/fonts/Lato-Bold.ttf`, `/fonts/Lato-Black.ttf`, OFL),
the card faces that seat was given (`/face/<token>/<name>.png`), the game's art on the join
page (`/art/<token>.png`, a seat's or the join link's token) and that seat's websocket
(`/ws/<token>`); while seat setup lets phones join, the join link's page (`/join/<token>`)
and websocket (`/ws/<token>` with the join token), which asks the table for a seat and, once
given one, sends the phone on to that seat's page. A wrong token gets a plain 404; messages
are size-limited, validated against `messages.py`'s models and paced (`pace.py`); everything
else is refused with a reason sent back. The table is reached only through `exchange.py` (the
server never waits on the game, and the game never waits on the network).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from importlib import resources

import msgspec
from aiohttp import WSMsgType, web

from tabletop.core.facts import Fact
from tabletop.phones import messages as msg
from tabletop.phones.exchange import (
    JOINERS,
    Board,
    Inbox,
    JoinAsked,
    Joined,
    Left,
    Pressed,
    Request,
)
from tabletop.phones.facts import TableClosed, TakenOver, TooFast, TooLong, UnreadableMessage
from tabletop.phones.links import SeatLinks
from tabletop.phones.pace import Bucket
from tabletop.phones.words import ServerWords

FRAME_LIMIT = 64 * 1024
"""aiohttp drops the connection on a frame longer than this; shorter ones over
`messages.MAX_MESSAGE` are refused with a reason."""
START_WAIT = 10.0
"""Seconds the table waits at most for the server to bind (once, when phones are turned on)."""
FACE_NAME = re.compile(r"^[a-z0-9_-]{1,40}$")
STATIC = {"phone.js": "application/javascript", "phone.css": "text/css"}
FONTS = ("Lato-Bold.ttf", "Lato-Black.ttf")
"""The game's own faces (`tabletop/fonts/`, as the table draws its words), served by name alone."""
HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; img-src 'self'; connect-src 'self'; "
                               "frame-ancestors 'none'",
}


def page_file(name: str) -> bytes:
    """One of the page's files shipped in the package."""
    return (resources.files("tabletop.phones") / "page" / name).read_bytes()


def font_file(name: str) -> bytes:
    """One of the game's fonts shipped in the package (one of `FONTS`)."""
    return (resources.files("tabletop") / "fonts" / name).read_bytes()


@dataclass
class PhoneServer:
    """The server of one table's phones; `start` binds it, `stop` closes it."""

    links: SeatLinks
    board: Board
    inbox: Inbox
    words: ServerWords
    host: str = "0.0.0.0"
    port: int = 0
    bound: int | None = None
    """The port it listens on, once started."""
    _thread: threading.Thread | None = None
    _loop: asyncio.AbstractEventLoop | None = None
    _ready: threading.Event = field(default_factory=threading.Event)
    _stopping: asyncio.Event | None = None
    _sockets: dict[int, web.WebSocketResponse] = field(default_factory=dict)
    _sent: dict[int, bytes] = field(default_factory=dict)
    _failure: BaseException | None = None
    _files: dict[str, bytes] = field(default_factory=dict)
    _fonts: dict[str, bytes] = field(default_factory=dict)
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)
    _tickets: int = 0

    # --- the table's thread ------------------------------------------------------------------
    def start(self) -> int:
        """Bind and serve on a thread of its own; the port (OSError when it cannot bind)."""
        self._files = {name: page_file(name) for name in ("phone.html", *STATIC)}
        self._fonts = {name: font_file(name) for name in FONTS}
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        self._ready.wait(START_WAIT)
        if self._failure is not None:
            raise OSError(f"the phones' server could not start: {self._failure}")
        if self.bound is None:
            raise OSError("the phones' server did not start in time")
        return self.bound

    def stop(self) -> None:
        """Tell every phone goodbye, close the port and end the thread."""
        self.board.listen(None)
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(START_WAIT)
        self._thread = None

    # --- the server's thread -------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except OSError as failure:
            self._failure = failure
        finally:
            self._ready.set()
            loop.close()

    async def _serve(self) -> None:
        self._stopping = asyncio.Event()
        app = web.Application(client_max_size=4096)
        app.router.add_get("/seat/{token}", self._page)
        app.router.add_get("/join/{token}", self._join_page)
        app.router.add_get("/phone.js", self._static)
        app.router.add_get("/phone.css", self._static)
        for name in FONTS:
            app.router.add_get(f"/fonts/{name}", self._font)
        app.router.add_get("/face/{token}/{name}.png", self._face)
        app.router.add_get("/art/{token}.png", self._art)
        app.router.add_get("/ws/{token}", self._socket)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
            self.bound = int(runner.addresses[0][1])
            loop = asyncio.get_running_loop()

            def wake(seat: int) -> None:
                with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nobody
                    loop.call_soon_threadsafe(self._flush, seat)  # is left to tell

            self.board.listen(wake)
            self._ready.set()
            await self._stopping.wait()
            for seat, ws in list(self._sockets.items()):
                await self._send(ws, msg.Goodbye(self.words.say(seat, TableClosed())))
                await ws.close()
        finally:
            await runner.cleanup()

    def _seat(self, request: web.Request) -> int:
        seat = self.links.seat_of(request.match_info["token"])
        if seat is None:
            raise web.HTTPNotFound(text="This link is not a seat at this table.")
        return seat

    async def _page(self, request: web.Request) -> web.Response:
        self._seat(request)
        return web.Response(body=self._files["phone.html"], content_type="text/html",
                            charset="utf-8", headers=HEADERS)

    async def _join_page(self, request: web.Request) -> web.Response:
        if not self.links.joins(request.match_info["token"]):
            raise web.HTTPNotFound(text="This link is not a way to join this table.")
        return web.Response(body=self._files["phone.html"], content_type="text/html",
                            charset="utf-8", headers=HEADERS)

    async def _static(self, request: web.Request) -> web.Response:
        name = request.path.lstrip("/")
        return web.Response(body=self._files[name], content_type=STATIC[name],
                            charset="utf-8", headers=HEADERS)

    async def _font(self, request: web.Request) -> web.Response:
        name = request.path.removeprefix("/fonts/")
        return web.Response(body=self._fonts[name], content_type="font/ttf", headers=HEADERS)

    async def _face(self, request: web.Request) -> web.Response:
        seat = self._seat(request)
        name = request.match_info["name"]
        face = self.board.face(seat, name) if FACE_NAME.match(name) else None
        if face is None:
            raise web.HTTPNotFound(text="No such card face.")
        return web.Response(body=face, content_type="image/png", headers=HEADERS)

    async def _art(self, request: web.Request) -> web.Response:
        """The game's art, for a phone on the join link or a seat's."""
        token = request.match_info["token"]
        art = self.board.art()
        if art is None or not (self.links.joins(token) or self.links.seat_of(token) is not None):
            raise web.HTTPNotFound(text="No such picture.")
        return web.Response(body=art, content_type="image/png", headers=HEADERS)

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        if self.links.joins(request.match_info["token"]):
            return await self._join_socket(request)
        seat = self._seat(request)
        ws = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=20.0)
        await ws.prepare(request)
        old = self._sockets.get(seat)
        self._sockets[seat] = ws
        self._sent.pop(seat, None)
        if old is not None and not old.closed:
            await self._send(old, msg.Goodbye(self.words.say(seat, TakenOver())))
            await old.close()
        self.board.take_notes(seat)  # refusals meant for a phone that has gone
        self.board.arrived(seat)
        self.inbox.put(Joined(seat))
        await self._send_new(seat)
        try:
            async for said in self._messages(ws, seat):
                await self._received(ws, seat, said)
        finally:
            if self._sockets.get(seat) is ws:
                del self._sockets[seat]
                self.board.went(seat)
                self.inbox.put(Left(seat))
        return ws

    async def _join_socket(self, request: web.Request) -> web.WebSocketResponse:
        """A phone on the join link: the form's words, then its name asked of the table
        (answered under its ticket: a `Welcome` to its seat, or a refusal)."""
        ws = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=20.0)
        await ws.prepare(request)
        self._tickets += 1
        ticket = -self._tickets
        self._sockets[ticket] = ws
        await self._send_lobby(ws)
        try:
            async for said in self._messages(ws, ticket):
                if isinstance(said, msg.Join):
                    self.inbox.put(JoinAsked(ticket, said.name))
                elif isinstance(said, msg.Hello):
                    await self._send_lobby(ws)
                else:
                    await self._refuse(ws, ticket, UnreadableMessage())
        finally:
            self._sockets.pop(ticket, None)
        return ws

    async def _send_lobby(self, ws: web.WebSocketResponse) -> None:
        """The join link's page as the table published it (who is in), else its words alone."""
        lobby = self.board.lobby()
        if lobby is None:
            await self._send(ws, msg.Lobby(self.words.title, dict(self.words.lobby)))
        else:
            await self._send_bytes(ws, lobby)

    async def _messages(self, ws: web.WebSocketResponse,
                        who: int) -> AsyncIterator[msg.Play | msg.Hello | msg.Press | msg.Join]:
        """A phone's messages, paced (one too fast is told so, a flood ends the socket),
        held to the size limit and decoded; each refusal goes to `who` (a seat, or a joining
        phone's ticket)."""
        bucket = Bucket()
        loop = asyncio.get_running_loop()
        async for message in ws:
            if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                break
            if not bucket.allow(loop.time()):
                if bucket.flooding:
                    break
                await self._refuse(ws, who, TooFast())
                continue
            data = message.data
            raw = data.encode() if isinstance(data, str) else data
            if len(raw) > msg.MAX_MESSAGE:
                await self._refuse(ws, who, TooLong(msg.MAX_MESSAGE))
                continue
            try:
                yield msg.decode(raw)
            except (msgspec.DecodeError, msgspec.ValidationError):
                await self._refuse(ws, who, UnreadableMessage())

    async def _received(self, ws: web.WebSocketResponse, seat: int,
                        said: msg.Play | msg.Hello | msg.Press | msg.Join) -> None:
        if isinstance(said, msg.Hello):
            self._sent.pop(seat, None)
            await self._send_new(seat)
            return
        if isinstance(said, msg.Press):
            self.inbox.put(Pressed(seat, said.command, said.dx, said.dy, said.owner, said.slot))
            return
        if isinstance(said, msg.Join):  # a seat's link asks for no seat
            await self._refuse(ws, seat, UnreadableMessage())
            return
        self.inbox.put(Request(seat, dict(said.action), said.picture))

    async def _refuse(self, ws: web.WebSocketResponse, seat: int, fact: Fact) -> None:
        await self._send(ws, msg.Refused(self.words.say(seat, fact)))

    async def _send(self, ws: web.WebSocketResponse, message: msg.Outbound) -> None:
        await self._send_bytes(ws, msg.encode(message))

    @staticmethod
    async def _send_bytes(ws: web.WebSocketResponse, data: bytes) -> None:
        if ws.closed:
            return
        try:
            await ws.send_str(data.decode())
        except (ConnectionError, RuntimeError):
            return  # the phone went away mid-send: its socket's loop ends and says so

    def _flush(self, seat: int) -> None:
        """Something new for `seat`, or for every phone on the join link (`JOINERS`) (called
        on the server's loop)."""
        task = asyncio.ensure_future(self._send_new(seat) if seat != JOINERS
                                     else self._send_joiners())
        self._tasks.add(task)  # kept until done: the loop holds tasks only weakly
        task.add_done_callback(self._tasks.discard)

    async def _send_joiners(self) -> None:
        for ticket, ws in list(self._sockets.items()):
            if ticket < 0:
                await self._send_lobby(ws)

    async def _send_new(self, seat: int) -> None:
        ws = self._sockets.get(seat)
        if ws is None:
            return
        for note in self.board.take_notes(seat):
            await self._send_bytes(ws, note)
        picture = self.board.picture(seat)
        if picture is not None and self._sent.get(seat) != picture:
            self._sent[seat] = picture
            await self._send_bytes(ws, picture)
