"""Each seat's cursor and what its commands mean on the table now (plain Python, no pygame).

The cursor points at a column (`owner`, `slot`): slots 0..plates-1 are a player's plates with
their attackers, then one slot per taco that player holds. PLAY builds on the plate under the
cursor, HIT smashes (or, with a fork on top of the kitchen, stabs) the taco there. In prep the
cursor stays on your own plates: PLAY places your chosen new taco (or picks a placed one up to
move it), HIT chooses the next new taco; the cursor may visit a teammate's board to give.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action
from tabletop.core.language import N_
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.observation import NO_TACO, TableView
from tabletop.games.taco_fight.table.devices import (
    AUTO,
    FLIP,
    GIVE,
    GRAB,
    HIT,
    MOVE,
    PLAY,
    READY,
    SHUFFLE,
)

PREP, FIGHT = "prep", "fight"
Outcome = Action | str | None
"""An action to submit, a refusal to show (str), or None (only the cursor or a choice moved)."""


@dataclass
class SeatControl:
    """One seat's cursor and prep choices."""

    seat: int
    owner: int
    slot: int = 0
    carry: int | None = None
    """Prep: a placed taco picked up to move to another plate."""
    pick: int = 0
    """Prep: which of the new tacos PLAY places next."""

    def chosen_incoming(self, table: TableView) -> int | None:
        incoming = table.incoming[self.seat]
        if self.carry is not None:
            return self.carry
        if not incoming:
            return None
        return incoming[self.pick % len(incoming)]


def slots_of(table: TableView, owner: int, plates: int) -> int:
    """Cursor slots on a board: its plates, then its held tacos (fight only)."""
    if table.phase != FIGHT:
        return plates
    return plates + len(table.held[owner])


def move(control: SeatControl, table: TableView, plates: int, dx: int, dy: int) -> None:
    """Step the cursor; past the end of a board it goes on to the next board (reading order),
    up and down go to the board above or below (boards sit two to a row)."""
    players = table.players
    if dx:
        count = slots_of(table, control.owner, plates)
        slot = control.slot + dx
        if slot >= count:
            control.owner = (control.owner + 1) % players
            control.slot = 0
        elif slot < 0:
            control.owner = (control.owner - 1) % players
            control.slot = min(plates, slots_of(table, control.owner, plates)) - 1
        else:
            control.slot = slot
    if dy:
        target = control.owner + 2 * dy
        if 0 <= target < players:
            control.owner = target
    clamp(control, table, plates)


def clamp(control: SeatControl, table: TableView, plates: int) -> None:
    """Keep the cursor on a slot that exists (held tacos come and go)."""
    count = slots_of(table, control.owner, plates)
    control.slot = max(0, min(control.slot, count - 1))
    if control.carry is not None and control.carry not in table.attackers[control.seat]:
        control.carry = None


def target_taco(table: TableView, owner: int, slot: int, plates: int) -> int:
    if slot < plates:
        return table.attackers[owner][slot]
    held = table.held[owner]
    index = slot - plates
    return held[index] if 0 <= index < len(held) else NO_TACO


def command_outcome(name: str, control: SeatControl, table: TableView,
                    data: TacoFightData) -> Outcome:
    """What `name` (a devices command) means for this seat now."""
    seat = control.seat
    plates = data.plates_per_player
    if name == MOVE:
        return None
    if name == FLIP:
        return A.Flip(seat)
    if name == GRAB:
        return A.Grab(seat)
    if name == SHUFFLE:
        return A.Shuffle(seat)
    if name == AUTO:
        return A.AutoPlace(seat)
    if name == READY:
        return A.Ready(seat)
    if name == GIVE:
        if table.players == 1:
            return N_("Playing alone, there is no one to give cards to.")
        if control.owner == seat:
            return N_("Move your cursor onto a teammate's board, then give.")
        return A.Give(seat, control.owner)
    if table.phase == PREP:
        return _prep_outcome(name, control, table, plates)
    if table.phase != FIGHT:
        return None
    kitchen = table.kitchens[seat]
    top = kitchen[-1] if kitchen else None
    slot, owner = control.slot, control.owner
    if name == PLAY and slot < plates:
        if top is None:
            return N_("Your kitchen is empty: flip cards from your pantry first.")
        return A.Build(seat, top, owner, slot)
    if name in (PLAY, HIT):
        taco = target_taco(table, owner, slot, plates)
        if taco == NO_TACO:
            return N_("No taco attacks that plate.")
        if top is None:
            return N_("Your kitchen is empty: flip cards from your pantry first.")
        if data.card(top).stabs:
            return A.Stab(seat, top, taco)
        if slot >= plates:
            return N_("A held taco can only be eaten: stab it with a fork.")
        return A.Smash(seat, top, owner, slot)
    return None


def _prep_outcome(name: str, control: SeatControl, table: TableView, plates: int) -> Outcome:
    seat = control.seat
    incoming = table.incoming[seat]
    if name == HIT:
        control.carry = None
        if incoming:
            control.pick = (control.pick + 1) % len(incoming)
        return None
    if name != PLAY:
        return None
    if table.ready[seat]:
        return N_("You are ready: the fight starts when everyone is.")
    if control.owner != seat:
        return N_("Set your new tacos above your own plates.")
    slot = control.slot
    if not 0 <= slot < plates:
        return N_("Choose one of your plates.")
    if control.carry is not None:
        return A.Place(seat, control.carry, slot)
    placed = table.attackers[seat][slot]
    if placed != NO_TACO:
        control.carry = placed
        return None
    chosen = control.chosen_incoming(table)
    if chosen is None:
        return N_("All your tacos are placed: press Ready.")
    return A.Place(seat, chosen, slot)


def home(control: SeatControl) -> None:
    """Back to your own first plate (a new prep starts there)."""
    control.owner, control.slot = control.seat, 0
    control.carry, control.pick = None, 0


def after_success(control: SeatControl, action: Action) -> None:
    """Forget prep choices once they are used."""
    if isinstance(action, A.Place):
        control.carry = None
        control.pick = 0
