"""Who may act with which gamepad at a turn-based table, and what a pad plugged or pulled does.

The gate reads a pad's presses and stick as the keyboard's intents (`PadReader`), keeps the pads
that played here, and judges a pad's intent against the seat that acts: in hot-seat play a pad
plays only for its own seat. The services' `PadSeats` remembers which pad holds which seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from tabletop.core.language import Language
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
                names: list[str], words: Language | None = None) -> str | None:
        """Why `pad` may not act now for `seat` (the one to act): a sentence naming whose pad
        acts, "" when there is nobody to name, None when it may act."""
        if pads.may_act(pad, seat):
            return None
        owner = pads.seat_of(pad)
        if seat is None:
            return ""
        _ = (words or Language()).gettext
        if owner is not None:
            return _("That is {owner}'s pad: it is {name}'s turn.").format(owner=names[owner],
                                                                          name=names[seat])
        return _("It is {name}'s turn: only {name}'s pad plays now.").format(name=names[seat])

    def unplugged(self, pads: SeatsOfPads, intent: it.PadRemoved, names: list[str],
                  words: Language | None = None) -> Unplugged:
        """A pad was pulled mid-game: the game pauses when it played here or a seat waits for
        it; otherwise the line says so."""
        self.reader.forget(intent.pad)
        used = intent.pad in self.used
        self.used.discard(intent.pad)
        waiting = pads.waiting()
        _ = (words or Language()).gettext
        if not used and waiting is None:
            return Unplugged(False, line=_("A gamepad was disconnected."))
        if waiting is None:
            return Unplugged(True, _("A gamepad was disconnected. Plug it back in, then resume."))
        return Unplugged(True, _("{name}'s gamepad was disconnected. Plug it back in and resume: "
                                 "it takes {name}'s seat again.").format(name=names[waiting]))

    @staticmethod
    def plugged_line(pads: SeatsOfPads, pad: int, names: list[str],
                     words: Language | None = None) -> str:
        """The history line when a pad is plugged in."""
        _ = (words or Language()).gettext
        seat = pads.seat_of(pad)
        if seat is None:
            return _("Gamepad connected.")
        return _("Gamepad connected: it plays for {name} again.").format(name=names[seat])
