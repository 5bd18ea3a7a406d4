"""The phone host: the server's libraries load ahead of a press, off the game's thread."""

import subprocess
import sys

WARM_UP = """
import sys, threading
from tabletop.phones.host import SERVER_MODULE, warm_up
assert "aiohttp" not in sys.modules, "the host alone must not load aiohttp"
thread = warm_up()
assert thread is not None and thread is not threading.current_thread()
thread.join()
assert SERVER_MODULE in sys.modules and "aiohttp" in sys.modules
assert warm_up() is None  # loaded already: nothing more to do
print("warm")
"""


def test_warm_up_loads_the_server_on_a_thread_of_its_own_once():
    run = subprocess.run([sys.executable, "-c", WARM_UP], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "warm"


def test_seat_setup_warms_the_phones_up_as_it_opens(monkeypatch):
    from tabletop.scenes import seat_setup
    from tests.scenes.helpers import headless_services

    warmed = []
    monkeypatch.setattr(seat_setup, "warm_up", lambda: warmed.append(True))
    services = headless_services()
    seat_setup.SeatSetupScene(services, services.specs["taco-loco"])
    assert warmed == [True]
