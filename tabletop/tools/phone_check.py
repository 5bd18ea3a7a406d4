"""`--phone-check`: the phones' server starts here, and a seat's page and script come back.

The standalone build's smoke run asks it (`packaging/smoke.py`): the page, shipped as package
data, and aiohttp travel with the executable. It binds 127.0.0.1 only, for a moment.
"""

from __future__ import annotations

import json
import urllib.request

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.phones.host import PhoneHost

LOOPBACK = "127.0.0.1"


def run_phone_check() -> int:
    """Open a table with two seats on phones, fetch seat 0's page and script, close; print
    what came back as one JSON line. 0 when both came back."""
    from tabletop.app import build_services
    from tabletop.kit.phones import viewer_of

    services = build_services(window=False)
    services.phones = PhoneHost(LOOPBACK)
    spec = next(s for s in services.specs.values()
                if not s.realtime and s.table and viewer_of(s.table) is not None)
    seats = (Seat("Ana", HUMAN), Seat("Ben", HUMAN), Seat("Rosa", BOT))[: spec.max_players]
    match = Match(spec, services.game_data(spec), GameSetup(seats, 7, {}))
    table = services.table_view_class(spec.id)(services, spec, match)
    session = table.phones.open()
    try:
        with urllib.request.urlopen(session.url(0), timeout=10) as page:
            html = page.read().decode()
        script_url = f"http://{LOOPBACK}:{session.port}/phone.js"
        with urllib.request.urlopen(script_url, timeout=10) as script:
            js = script.read()
    finally:
        table.phones.close()
    ok = "phone.js" in html and b"WebSocket" in js
    print(json.dumps({"game": spec.id, "page": len(html), "script": len(js), "ok": ok}))
    return 0 if ok else 1
