"""The phones' part of `--bench`: a tap's way to the table, and a still table with phones on.

The first turn-based game with a phone view is opened with two seats on phones (real server
on 127.0.0.1, two aiohttp websocket clients on a thread of their own) and bots in the others,
and the app's own loop runs it on the wall clock. Each tap is timed from the phone's send to
the phone's next picture (the table has taken the move, animated nothing yet and published
the new state: the card starts moving on the table before that picture leaves, so this is an
upper bound), budget ≤ 100 ms; then, with both phones connected and nobody tapping, the CPU
share of a core the still table costs, budget ≤ 5 % (once the last move's animations are over;
the two phones' own thread is not counted: on a sofa they are other devices).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import aiohttp

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.phones.host import PhoneHost
from tabletop.tools.bench_idle import IDLE_CPU_BUDGET, _StopAfter

TAP_BUDGET_MS = 100.0
LOOPBACK = "127.0.0.1"


class Phones:
    """Two phones tapping the first legal move of every picture (or, `still`, never)."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls
        self.taps: list[float] = []
        self.still = False
        self.cpu = 0.0
        """The phones' thread's CPU seconds so far (brought up to date each time it wakes)."""
        self.stop = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)

    async def _phone(self, http: aiohttp.ClientSession, url: str) -> None:
        sent: float | None = None
        async with http.ws_connect(url) as ws:
            while not self.stop.is_set():
                self.cpu = time.thread_time()
                try:
                    message = await ws.receive_json(timeout=0.2)
                except TimeoutError:
                    continue
                except TypeError:  # closed
                    return
                if message.get("type") != "picture":
                    continue
                now = time.perf_counter()
                if sent is not None:
                    self.taps.append(now - sent)
                    sent = None
                if message["moves"] and not self.still:
                    await ws.send_json({"type": "play", "action": message["moves"][0]["action"],
                                        "picture": message["number"]})
                    sent = time.perf_counter()

    async def _run(self) -> None:
        async with aiohttp.ClientSession() as http:
            await asyncio.gather(*(self._phone(http, url) for url in self.urls))


def open_phone_table(services: Any) -> tuple[Any, Any, list[str]] | None:
    """A turn-based table with two seats on phones and two bots, and the phones' links."""
    from tabletop.engine.scene_stack import SceneStack
    from tabletop.kit.phones import viewer_of

    spec = next((s for s in services.specs.values()
                 if not s.realtime and s.table and viewer_of(s.table) is not None
                 and s.max_players >= 3), None)
    if spec is None:
        return None
    seats = (Seat("Ana", HUMAN), Seat("Ben", HUMAN), Seat("Rosa", BOT))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 7, {}))
    table = services.table_view_class(spec.id)(services, spec, match)
    stack = SceneStack()
    stack.push(table)
    stack.apply_pending()
    session = table.phones.open()
    stack.apply_pending()
    urls = [session.url(seat).replace("http://", "ws://").replace("/seat/", "/ws/")
            for seat in (0, 1)]
    return stack, table, urls


def settle(services: Any, stack: Any, table: Any, most: float = 15.0) -> None:
    """Run the loop until the table rests (nothing moves and nothing is due but a look at
    the phones' inbox), at most `most` seconds."""
    end = time.perf_counter() + most
    while time.perf_counter() < end:
        run_for(services, stack, 0.5)
        if not table.awake and not table.animating() and table.changes_due_in() is None:
            return


def run_for(services: Any, stack: Any, seconds: float) -> tuple[float, float]:
    """The app's loop on `stack` for `seconds` of wall time: (CPU seconds, wall seconds)."""
    from tabletop.app import run_loop
    from tabletop.input.mapper import InputMapper

    display = services.display
    real = InputMapper(display.to_logical, display.resized)
    real.poll()
    services.quit_requested = False
    cpu, wall = time.process_time(), time.perf_counter()
    run_loop(services, stack, _StopAfter(real, time.perf_counter() + seconds))
    services.quit_requested = False
    return time.process_time() - cpu, time.perf_counter() - wall


def report_phones(services: Any, seconds: float, verdict: Callable[[bool], str]) -> int:
    """Print the tap latency and the still table's cost with phones on; budgets missed."""
    own = services.phones
    services.phones = PhoneHost(LOOPBACK)
    try:
        opened = open_phone_table(services)
        if opened is None:
            return 0
        stack, table, urls = opened
        phones = Phones(urls)
        phones.thread.start()
        run_for(services, stack, seconds)  # the phones tap, the bot plays
        phones.still = True
        settle(services, stack, table)  # the last taps land, the bots answer, all comes to rest
        phones_cpu = phones.cpu
        cpu, wall = run_for(services, stack, seconds)  # nobody taps: the table is still
        cpu -= phones.cpu - phones_cpu
        phones.stop.set()
        phones.thread.join(5.0)
        table.phones.close()
    finally:
        services.phones = own
    taps = sorted(phones.taps)
    missed = 0
    print(f"\n{'phones (two on 127.0.0.1)':40} {'median':>8} {'worst':>8}  budget")
    if taps:
        median, worst = taps[len(taps) // 2] * 1000, taps[-1] * 1000
        ok = median <= TAP_BUDGET_MS
        missed += not ok
        print(f"{f'tap to the next picture ({len(taps)} taps)':40} {median:7.1f}ms "
              f"{worst:7.1f}ms  ≤ {TAP_BUDGET_MS:g} ms {verdict(ok)}")
    share = cpu / wall if wall else 0.0
    ok = share <= IDLE_CPU_BUDGET
    missed += not ok
    print(f"{'still table, phones connected: CPU':40} {share:8.1%} {'':8}  "
          f"≤ {IDLE_CPU_BUDGET:.0%} of a core {verdict(ok)}")
    return missed
