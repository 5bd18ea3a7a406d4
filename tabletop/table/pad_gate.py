"""Who may act with which gamepad at a turn-based table, and what a pad plugged or pulled does.

The gate reads a pad's presses and stick as the keyboard's intents (`PadReader`), keeps the pads
that played here, and judges a pad's intent against the seat that acts: in hot-seat play a pad
plays only for its own seat. The services' `PadSeats` remembers which pad holds which seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from tabletop.input import intents as it
from tabletop.input.pad import PadReader


class SeatsOfPads(Protocol):
    """What the gate asks of the services' `PadSeats`."""

    def may_act(self, pad: int | None, seat: int | None) -> bool: ...

    def seat_of(self, pad: int) -> int | None: ...

    def waiting(self) -> int | None: ...


@dataclass(frozen=True)
class Unplugged:
    """A pad was pulled: `pause` with `reason` (it played here, or a seat waits for it), or
    only `line` on the history line."""

    pause: bool
    reason: str = ""
    line: str = ""


@dataclass
class PadGate:
    """A turn-based table's pads: their intents read, the ones that played, who may act."""

    reader: PadReader = field(default_factory=lambda: PadReader(table=True))
    used: set[int] = field(default_factory=set)
    """Pads that played at this table (unplugging one pauses the game)."""

    def refusal(self, pads: SeatsOfPads, pad: int, seat: int | None,
                names: list[str]) -> str | None:
        """Why `pad` may not act now for `seat` (the one to act): a sentence naming whose pad
        acts, "" when there is nobody to name, None when it may act."""
        if pads.may_act(pad, seat):
            return None
        owner = pads.seat_of(pad)
        if seat is None:
            return ""
        if owner is not None:
            return f"That is {names[owner]}'s pad: it is {names[seat]}'s turn."
        return f"It is {names[seat]}'s turn: only {names[seat]}'s pad plays now."

    def unplugged(self, pads: SeatsOfPads, intent: it.PadRemoved, names: list[str]) -> Unplugged:
        """A pad was pulled mid-game: the game pauses when it played here or a seat waits for
        it; otherwise the line says so."""
        self.reader.forget(intent.pad)
        used = intent.pad in self.used
        self.used.discard(intent.pad)
        waiting = pads.waiting()
        if not used and waiting is None:
            return Unplugged(False, line="A gamepad was disconnected.")
        if waiting is None:
            return Unplugged(True, "A gamepad was disconnected. Plug it back in, then resume.")
        name = names[waiting]
        return Unplugged(True, f"{name}'s gamepad was disconnected. Plug it back in and "
                               f"resume: it takes {name}'s seat again.")

    @staticmethod
    def plugged_line(pads: SeatsOfPads, pad: int, names: list[str]) -> str:
        """The history line when a pad is plugged in."""
        seat = pads.seat_of(pad)
        if seat is None:
            return "Gamepad connected."
        return f"Gamepad connected: it plays for {names[seat]} again."
