"""Crazy Taco's actions: what the manager (seat 0) and the customer player (seat 1) can do."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action


@dataclass(frozen=True)
class Roll(Action):
    """Phase 2: roll every die that is free (not kept, captive, resting or fined)."""


@dataclass(frozen=True)
class Serve(Action):
    """Serve a whole order with `dice`; with `pay_die` also collect it in the same move."""

    card: str
    dice: tuple[str, ...]
    pay_die: str = ""


@dataclass(frozen=True)
class Collect(Action):
    """Collect an order's payment with one money die."""

    card: str
    die: str


@dataclass(frozen=True)
class DoTask(Action):
    """Send a die to the task on the storeroom door."""

    die: str


@dataclass(frozen=True)
class TakeBonus(Action):
    """Take a bonus card from the counter into the bonus zone with a die."""

    card: str
    die: str


@dataclass(frozen=True)
class ActivateBonus(Action):
    """Put a die on a bonus-zone card: the staff-room key or the Fiesta Piñata."""

    card: str
    die: str


@dataclass(frozen=True)
class UseVoucher(Action):
    """Spend the meal voucher to complete `card`'s order (no dice, no money)."""

    voucher: str
    card: str


@dataclass(frozen=True)
class Menu(Action):
    """Pay dice for a menu option.

    `targets`: for to-money options the dice that turn to money (empty: chosen for you); for
    La Plata the resting dice to bring back; for Achilipú the three dice to turn, matched with
    `faces`.
    """

    option: str
    dice: tuple[str, ...]
    targets: tuple[str, ...] = ()
    faces: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reroll(Action):
    """Pay to roll some of the unplaced dice again (rest faces included)."""

    dice: tuple[str, ...]


@dataclass(frozen=True)
class FinishDice(Action):
    """End Phase 2, keeping the faces of `keep` for the next turn; Phase 3 bookkeeping runs."""

    keep: tuple[str, ...] = ()


@dataclass(frozen=True)
class Overtime(Action):
    """Phase 3: pay overtime to bring one die back from the rest room."""

    die: str


@dataclass(frozen=True)
class Advertise(Action):
    """Phase 3: pay for an advertising campaign (+1 star)."""


@dataclass(frozen=True)
class PayFine(Action):
    """Phase 3: pay every pending fine, freeing the trainee."""


@dataclass(frozen=True)
class EndTurn(Action):
    """Phase 3 done: the next turn starts with Phase 1."""


@dataclass(frozen=True)
class BuyExtra(Action):
    """Decide on the revealed Extra card: buy it (selling the one you hold) or discard it."""

    buy: bool


@dataclass(frozen=True)
class RevealExtra(Action):
    """1 v 1, after losing stars: reveal the top card of your Extra pile (or let it be)."""

    reveal: bool


@dataclass(frozen=True)
class PlayCard(Action):
    """1 v 1 customer player: play a card from hand; an OPEN card brings `companion` along."""

    card: str
    companion: str = ""


@dataclass(frozen=True)
class Redraw(Action):
    """1 v 1 customer player: put three cards under the deck and draw three (costs the turn)."""

    cards: tuple[str, ...]


ACTION_TYPES: tuple[type[Action], ...] = (
    Roll, Serve, Collect, DoTask, TakeBonus, ActivateBonus, UseVoucher, Menu, Reroll, FinishDice,
    Overtime, Advertise, PayFine, EndTurn, BuyExtra, RevealExtra, PlayCard, Redraw,
)
