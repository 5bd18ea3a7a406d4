"""¡Taco Fight!'s intents as actions: every device (mouse, left keys, right keys, gamepads)
drives one seat's cursor, and its commands become actions for that seat.

`FightInput.handle` turns one intent into what it asks of the table: an action to submit for a
seat, a refusal to show on a seat's board, or a gamepad that has joined. It holds the devices,
the cursors and where the pointer is, and is given the public table with each intent.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action
from tabletop.core.language import N_
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.rules.observation import TableView
from tabletop.games.taco_fight.table import controller as ctl
from tabletop.games.taco_fight.table.board import (
    ATTACKER,
    AUTO_BUTTON,
    HELD,
    INCOMING,
    KITCHEN,
    PANTRY,
    PLATE,
    READY_BUTTON,
    Spot,
)
from tabletop.games.taco_fight.table.devices import (
    AUTO,
    FLIP,
    GIVE,
    GRAB,
    HIT,
    MOUSE,
    MOVE,
    PLAY,
    READY,
    SHUFFLE,
    START,
    Command,
    DeviceHub,
    is_pad,
)
from tabletop.games.taco_fight.table.layout import FightLayout
from tabletop.games.taco_fight.table.view_model import Cursor, Hover
from tabletop.input import intents as it


@dataclass(frozen=True)
class Submit:
    """Ask the rules for `action` on behalf of `seat`."""

    seat: int
    action: Action


@dataclass(frozen=True)
class Refuse:
    """Say on `seat`'s board why nothing happened."""

    seat: int
    reason: str


@dataclass(frozen=True)
class Joined:
    """A gamepad pressed a button and now plays `seat`."""

    device: str
    seat: int


Ask = Submit | Refuse | Joined


class FightInput:
    """The devices at the table, each seat's cursor, and the pointer."""

    def __init__(self, hub: DeviceHub, data: TacoFightData, layout: FightLayout) -> None:
        self.hub = hub
        self.data = data
        self.layout = layout
        self.plates = layout.plates
        self.controls = [ctl.SeatControl(seat, seat) for seat in range(layout.players)]
        self.hover: Hover = None
        self.pointer: tuple[int, int] = (0, 0)

    # --- what the table shows of the input ---------------------------------------------------
    def cursors(self, table: TableView) -> tuple[Cursor, ...]:
        return tuple(Cursor(c.seat, c.owner, c.slot, c.carry,
                            c.chosen_incoming(table) if table.phase == "prep" else None)
                     for c in self.controls)

    # --- intents -------------------------------------------------------------------------------
    def handle(self, intent: it.Intent, table: TableView, incoming_visible: bool) -> list[Ask]:
        if isinstance(intent, it.PointerMove | it.PointerDown):
            self.pointer = intent.pos
            return self.pointer_event(intent, table, incoming_visible)
        command = self.hub.translate(intent)
        if command is None:
            return []
        return self.command(command, table)

    def command(self, command: Command, table: TableView) -> list[Ask]:
        seat = self.hub.seat(command.device)
        if seat is None:
            if is_pad(command.device):
                seat = self.hub.join(command.device)
                if seat is not None:
                    return [Joined(command.device, seat)]
            return []
        if command.name == START:
            return []
        control = self.controls[seat]
        if command.name == MOVE:
            ctl.move(control, table, self.plates, command.dx, command.dy)
            return []
        return self.act(control, command.name, table)

    def act(self, control: ctl.SeatControl, name: str, table: TableView) -> list[Ask]:
        outcome = ctl.command_outcome(name, control, table, self.data)
        if isinstance(outcome, str):
            return [Refuse(control.seat, outcome)]
        if outcome is None:
            return []
        return [Submit(control.seat, outcome)]

    def accepted(self, seat: int, action: Action) -> None:
        """The rules took `action`: forget the prep choices it used."""
        ctl.after_success(self.controls[seat], action)

    # --- the mouse -----------------------------------------------------------------------------
    def spot_at(self, pos: tuple[int, int], table: TableView, incoming_visible: bool) -> Hover:
        mouse_seat = self.hub.seat(MOUSE)
        for board in self.layout.boards:
            owner = board.seat
            incoming = len(table.incoming[owner]) if incoming_visible else 0
            held = len(table.held[owner])
            buttons = table.phase == "prep" and owner == mouse_seat
            spot = board.spot_at(pos, held, incoming, buttons)
            if spot is not None:
                return spot
        if self.layout.stack_rect().collidepoint(pos):
            return "stack"
        return None

    def pointer_event(self, intent: it.PointerMove | it.PointerDown, table: TableView,
                      incoming_visible: bool) -> list[Ask]:
        seat = self.hub.seat(MOUSE)
        spot = self.spot_at(intent.pos, table, incoming_visible)
        self.hover = spot
        if seat is None:
            return []
        control = self.controls[seat]
        if isinstance(spot, Spot):
            if spot.kind in (PLATE, ATTACKER) and (table.phase != "prep" or spot.owner == seat):
                control.owner, control.slot = spot.owner, spot.index
            elif spot.kind == HELD:
                control.owner, control.slot = spot.owner, self.plates + spot.index
        if not isinstance(intent, it.PointerDown):
            return []
        if spot == "stack":
            return self.act(control, GRAB, table)
        if not isinstance(spot, Spot):
            return []
        right = intent.button == 3
        if spot.kind in (PANTRY, KITCHEN):
            if spot.owner != seat and table.players > 1:
                control.owner = spot.owner
                return self.act(control, GIVE, table)
            return self.act(control, SHUFFLE if right and spot.kind == PANTRY else FLIP, table)
        if spot.kind == PLATE:
            return self.act(control, PLAY, table)
        if spot.kind in (ATTACKER, HELD):
            return self.act(control, PLAY if table.phase == "prep" else HIT, table)
        if spot.kind == INCOMING:
            if spot.owner == seat:
                control.carry = None
                control.pick = spot.index
                return []
            return [Refuse(seat, N_("Those are a teammate's new tacos."))]
        if spot.kind == AUTO_BUTTON:
            return self.act(control, AUTO, table)
        if spot.kind == READY_BUTTON:
            return self.act(control, READY, table)
        return []
