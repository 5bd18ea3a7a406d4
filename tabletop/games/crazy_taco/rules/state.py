"""Crazy Taco's mutable game state and its JSON form (the rules module owns one of these)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.facts import Fact

SOLO = "solo"
VERSUS = "versus"

# Die zones.
CUP = "cup"          # waiting to be rolled
TABLE = "table"      # rolled (or kept) and not used yet this turn
SPENT = "spent"      # used this turn; back to the cup in Phase 3 (`on`: card id or menu option)
TASK = "task"        # captive on a task in the task zone (`on`: task card id)
BONUS = "bonus"      # captive on a bonus-zone card (`on`: card id)
REST = "rest"        # in the rest room (`on`: space "1".."3")
FINE = "fine"        # held in the FINE zone until fines are paid

# Steps (the banner shows phase and step).
STEP_PLAY = "play"            # 1 v 1: the customer player plays a card
STEP_EXTRA = "extra"          # an Extra card is revealed: buy it or not
STEP_OFFER = "extra_offer"    # 1 v 1: stars were lost, the manager may reveal an Extra
STEP_ROLL = "roll"
STEP_PLACE = "place"
STEP_MANAGE = "manage"
STEP_OVER = "over"

PHASE_CUSTOMERS = "customers"
PHASE_DICE = "dice"
PHASE_MANAGEMENT = "management"
PHASE_OVER = "over"


@dataclass
class DieState:
    """Where one die is and which face it shows ('' while in the cup)."""

    id: str
    zone: str = CUP
    face: str = ""
    on: str = ""
    kept: bool = False


@dataclass
class Captive:
    """A task or bonus card in its zone, with the die held on it (if any)."""

    card: str
    die: str = ""
    turns_left: int = 0
    placed_turn: int = 0


@dataclass
class OrderStatus:
    served: bool = False
    collected: bool = False


@dataclass
class State:
    """Everything that changes during a game (cards by id, dice by id)."""

    mode: str
    options: dict[str, str]
    rng: random.Random
    counter: list[str]                     # index 0 = position 1 ('' = free)
    deck: list[str] = field(default_factory=list)          # index 0 = top
    task_deck: list[str] = field(default_factory=list)
    patience: str = ""
    status: dict[str, OrderStatus] = field(default_factory=dict)
    door: str = ""
    task_zone: list[Captive] = field(default_factory=list)
    bonus_zone: list[Captive] = field(default_factory=list)
    extra: str = ""
    extra_offer: str = ""
    extras_pile: list[str] = field(default_factory=list)
    offers: int = 0
    conversions_used: list[str] = field(default_factory=list)
    dice: dict[str, DieState] = field(default_factory=dict)
    money: int = 0
    popularity: int = 0
    stars_lost: int = 0
    fine_due: int = 0
    fine_cards: list[str] = field(default_factory=list)
    overtime_used: int = 0
    out: list[str] = field(default_factory=list)           # removed from the game, face up
    boxed: list[str] = field(default_factory=list)         # not used in this game (hidden)
    last_message: str = ""
    pinata: str = "boxed"                                  # boxed / waiting / done
    hand: list[str] = field(default_factory=list)
    restricted: bool = False
    special_played: bool = False
    redraws: int = 0                                       # 1 v 1: redraws in a row so far
    to_draw: int = 0
    turn: int = 0
    phase: str = PHASE_DICE
    step: str = STEP_ROLL
    over: bool = False
    winners: tuple[int, ...] = ()
    ending: Fact | None = None
    """How the game ended (`endings.py`; None while it goes on)."""
    script: list[dict[str, str]] = field(default_factory=list)

    # --- lookups -------------------------------------------------------------------------
    def counter_cards(self) -> list[str]:
        """Cards on the counter, position 1 first, then the one in Patience."""
        cards = [c for c in self.counter if c]
        if self.patience:
            cards.append(self.patience)
        return cards

    def zone_of_card(self, card: str) -> str:
        """The zone name of a card on the table ('' if it is not on the counter or in Patience)."""
        if card and card == self.patience:
            return "patience"
        if card in self.counter:
            return f"counter:{self.counter.index(card) + 1}"
        return ""

    def die_zone(self, die_id: str) -> str:
        """A die's zone as events name it."""
        die = self.dice[die_id]
        if die.zone == REST:
            return f"rest:{die.on}"
        if die.zone in (SPENT, TASK, BONUS) and die.on:
            return f"{die.zone}:{die.on}"
        return die.zone

    def table_dice(self) -> list[str]:
        return [d.id for d in self.dice.values() if d.zone == TABLE]

    def resting(self) -> list[str]:
        return [d.id for d in self.dice.values() if d.zone == REST]

    def bonus_entry(self, card: str) -> Captive | None:
        for entry in self.bonus_zone:
            if entry.card == card:
                return entry
        return None

    # --- JSON --------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The whole state, RNG included (equal dicts mean equal games)."""
        data = {k: v for k, v in self.__dict__.items() if k not in ("rng", "ending")}
        data.update(
            end_reason="" if self.ending is None else repr(self.ending),  # its kind, fields
            dice={k: {"id": d.id, "zone": d.zone, "face": d.face, "on": d.on, "kept": d.kept}
                  for k, d in self.dice.items()},
            status={k: {"served": v.served, "collected": v.collected}
                    for k, v in self.status.items()},
            task_zone=[_captive(c) for c in self.task_zone],
            bonus_zone=[_captive(c) for c in self.bonus_zone],
            counter=list(self.counter),
            deck=list(self.deck),
            task_deck=list(self.task_deck),
            extras_pile=list(self.extras_pile),
            conversions_used=list(self.conversions_used),
            fine_cards=list(self.fine_cards),
            out=list(self.out),
            boxed=list(self.boxed),
            hand=list(self.hand),
            options=dict(self.options),
            winners=list(self.winners),
            script=[dict(s) for s in self.script],
        )
        version, internal, gauss = self.rng.getstate()
        data["rng"] = [version, list(internal), gauss]
        return data


def _captive(c: Captive) -> dict[str, Any]:
    return {"card": c.card, "die": c.die, "turns_left": c.turns_left,
            "placed_turn": c.placed_turn}


def clone(s: State) -> State:
    """A cheap copy for trying moves (the RNG is shared: do not roll on a clone)."""
    c = State.__new__(State)
    c.__dict__.update(s.__dict__)
    c.counter = list(s.counter)
    c.status = {k: OrderStatus(v.served, v.collected) for k, v in s.status.items()}
    c.task_zone = [Captive(e.card, e.die, e.turns_left, e.placed_turn) for e in s.task_zone]
    c.bonus_zone = [Captive(e.card, e.die, e.turns_left, e.placed_turn) for e in s.bonus_zone]
    c.conversions_used = list(s.conversions_used)
    c.dice = {k: DieState(d.id, d.zone, d.face, d.on, d.kept) for k, d in s.dice.items()}
    c.fine_cards = list(s.fine_cards)
    c.out = list(s.out)
    c.deck = list(s.deck)
    c.hand = list(s.hand)
    c.task_deck = list(s.task_deck)
    c.extras_pile = list(s.extras_pile)
    return c
