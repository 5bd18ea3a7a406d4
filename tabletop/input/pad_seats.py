"""Which gamepad holds which seat of a hot-seat game, which pads are plugged in, and whether
the device last used was a pad (so prompts name pad buttons). One per app, in its services."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.input import intents as it
from tabletop.input.pad import is_pad_input

KEYBOARD_OR_MOUSE = (it.KeyPress, it.Navigate, it.Focus, it.Confirm, it.Back, it.Erase,
                     it.Command, it.TextInput, it.PointerDown, it.Scroll)
"""What a keyboard or mouse sends (pointer motion alone does not count: a nudged mouse must not
turn every prompt back to keys while the pad is in hand)."""


@dataclass
class PadSeats:
    claims: dict[int, int] = field(default_factory=dict)
    """Seat -> the pad (instance id) that claimed it on the seat-setup screen."""
    present: dict[int, str] = field(default_factory=dict)
    """Pads plugged in now: instance id -> name."""
    lost: list[int] = field(default_factory=list)
    """Seats whose pad was unplugged, oldest first: the next pad plugged in takes the first."""
    in_hand: bool = False
    """The last input came from a pad."""

    def noticed(self, intent: it.Intent) -> None:
        """Keep track of the device in hand and of pads coming and going."""
        if isinstance(intent, it.PadAdded):
            self.plugged_in(intent.pad, intent.name)
        elif isinstance(intent, it.PadRemoved):
            self.unplugged(intent.pad)
        elif is_pad_input(intent) or getattr(intent, "pad", None) is not None:
            self.in_hand = True
        elif isinstance(intent, KEYBOARD_OR_MOUSE):
            self.in_hand = False

    def plugged_in(self, pad: int, name: str) -> int | None:
        """A pad arrives; it takes back the seat a lost pad held (returns that seat)."""
        self.present[pad] = name
        if pad in self.claims.values() or not self.lost:
            return None
        seat = self.lost.pop(0)
        self.claims[seat] = pad
        return seat

    def unplugged(self, pad: int) -> int | None:
        """A pad goes; the seat it held (if any) waits for a pad to come back."""
        self.present.pop(pad, None)
        seat = self.seat_of(pad)
        if seat is not None:
            del self.claims[seat]
            if seat not in self.lost:
                self.lost.append(seat)
        return seat

    def seat_of(self, pad: int) -> int | None:
        return next((seat for seat, held in self.claims.items() if held == pad), None)

    def claim(self, seat: int, pad: int) -> None:
        """`pad` holds `seat` (and no other)."""
        for other in [s for s, held in self.claims.items() if held == pad]:
            del self.claims[other]
        self.claims[seat] = pad
        if seat in self.lost:
            self.lost.remove(seat)

    def release(self, seat: int) -> None:
        self.claims.pop(seat, None)

    def new_game(self, seats: tuple[int, ...]) -> None:
        """A game starts: only claims of its human seats stand, and only when two pads or more
        claimed (one pad alone is passed round), and no seat waits for a pad."""
        claims = {seat: pad for seat, pad in self.claims.items() if seat in seats}
        self.claims = claims if len(claims) >= 2 else {}
        self.lost = []

    def may_act(self, pad: int | None, seat: int | None) -> bool:
        """Whether an input from `pad` (None: keyboard or mouse) may act for `seat`: a seat a
        pad claimed takes only that pad's presses, and a pad that claimed a seat acts for no
        other; keyboard and mouse act for anyone."""
        if pad is None or seat is None:
            return True
        held = self.claims.get(seat)
        if held is not None:
            return held == pad
        return self.seat_of(pad) is None

    def waiting(self) -> int | None:
        """A seat whose pad is unplugged, if any."""
        return self.lost[0] if self.lost else None
