"""Giving the memory a game let go of back to the system, where the C library allows it.

Pictures made and dropped during a game (a card's resize, text drawn again) leave free room
inside the C heap that glibc keeps resident: over a whole game at a TV's size that was
10-40 MB of the process's memory doing nothing. glibc's `malloc_trim` hands whole free pages
back; it costs a millisecond or two (up to about 15 ms in a large heap), so it is asked for
only while the loop is about to sleep anyway, and when a table closes. Elsewhere (macOS,
Windows, musl) there is nothing to ask and that part does nothing.

Python's collector is tidied at the same moments, everywhere: while idle it unfreezes, runs a
full pass and freezes what lives on (`gc.freeze`), so a full pass that falls due during play
has only the objects made since to look at (a whole game's, unfrozen, cost a frame 8-10 ms at
4K). Each idle pass starts unfrozen because a frozen object is never collected: cycles that
died after one freeze would otherwise stay for the rest of the game (Crazy Taco's memory crept
from 221 to 254 MB at 4K that way). As a table closes everything is unfrozen and collected, so
nothing the table held stays.
"""

from __future__ import annotations

import ctypes
import gc
import sys
from collections.abc import Callable

TRIM_EVERY = 5.0
"""Seconds at least between two trims while the loop sleeps."""
IDLE_ENOUGH = 0.1
"""A sleep at least this long (s) has room for a trim before it."""


def _glibc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None where the C library has none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim  # the C library's own
    except (OSError, AttributeError):
        return None
    return trim


class HeapTrimmer:
    """Hands free heap pages back to the system: at once (`trim`), or while the loop is idle
    for long enough and not more often than every `TRIM_EVERY` seconds (`tidy`)."""

    def __init__(self, trim: Callable[[int], int] | None = None, every: float = TRIM_EVERY
                 ) -> None:
        self._trim = trim
        self.every = every
        self._last: float | None = None
        self.trims = 0
        self.tidied = 0
        """Idle moments the collector ran a full pass (frozen objects too) and froze what lived
        on."""

    @classmethod
    def for_this_machine(cls) -> HeapTrimmer:
        """glibc's trim where there is one, else one that does nothing."""
        return cls(_glibc_trim())

    @property
    def available(self) -> bool:
        return self._trim is not None

    def trim(self) -> None:
        """Collect everything, frozen or not, and give every free page back now (a table
        closed: much was just let go)."""
        gc.unfreeze()
        gc.collect()
        self.give_back()

    def give_back(self) -> None:
        """Give every free page back now, the collector left as it is."""
        if self._trim is not None:
            self._trim(0)
            self.trims += 1

    def tidy(self, now: float, idle_for: float) -> None:
        """The loop is about to sleep `idle_for` seconds at `now`: collect everything (what was
        frozen too), freeze what lives on and trim, if that is long enough and the last time was
        `every` seconds ago or more."""
        if idle_for < IDLE_ENOUGH:
            return
        if self._last is not None and now - self._last < self.every:
            return
        self._last = now
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.tidied += 1
        self.give_back()
