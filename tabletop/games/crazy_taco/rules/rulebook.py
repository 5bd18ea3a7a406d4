"""Crazy Taco's rules: the Rules object a match drives (solo, or 1 v 1 with seat 1 as customers)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from tabletop.core.actions import Action, Event, check_well_formed
from tabletop.core.dispatch import handler_for, refusal_of
from tabletop.core.errors import IllegalAction
from tabletop.core.game import GameSetup, NotOver, Outcome, switched_on
from tabletop.games.crazy_taco.rules import extras, management, menu, placement, versus
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Advertise,
    BuyExtra,
    Collect,
    DoTask,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.legal import legal_actions
from tabletop.games.crazy_taco.rules.observation import (
    CaptiveView,
    CrazyTacoObservation,
    DieView,
    OrderView,
)
from tabletop.games.crazy_taco.rules.options import CHARACTERS, INSPECTIONS, PINATA, resolved
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER, Table
from tabletop.games.crazy_taco.rules.state import (
    PHASE_DICE,
    SOLO,
    STEP_EXTRA,
    STEP_MANAGE,
    STEP_OFFER,
    STEP_PLACE,
    STEP_PLAY,
    STEP_ROLL,
    VERSUS,
    Captive,
    DieState,
    OrderStatus,
    State,
)
from tabletop.games.crazy_taco.rules.turn_start import begin_turn

# action type -> (step it belongs to, handler(table, action, check_only)); every handler
# validates fully, returns when `check_only`, and only then changes the state.
_HANDLERS: Mapping[type[Action], tuple[str, Any]] = MappingProxyType({
    Roll: (STEP_ROLL, placement.do_roll),
    Serve: (STEP_PLACE, placement.serve),
    Collect: (STEP_PLACE, placement.collect),
    DoTask: (STEP_PLACE, placement.do_task),
    TakeBonus: (STEP_PLACE, placement.take_bonus),
    ActivateBonus: (STEP_PLACE, placement.activate_bonus),
    UseVoucher: (STEP_PLACE, placement.use_voucher),
    Menu: (STEP_PLACE, menu.order_menu),
    Reroll: (STEP_PLACE, placement.reroll),
    FinishDice: (STEP_PLACE, management.finish_dice),
    Overtime: (STEP_MANAGE, management.overtime),
    Advertise: (STEP_MANAGE, management.advertise),
    PayFine: (STEP_MANAGE, management.pay_fine),
    EndTurn: (STEP_MANAGE, management.end_turn),
    BuyExtra: (STEP_EXTRA, extras.buy_extra),
    RevealExtra: (STEP_OFFER, extras.reveal_extra),
    PlayCard: (STEP_PLAY, versus.play_card),
    Redraw: (STEP_PLAY, versus.redraw),
})

def actors_of(s: State) -> tuple[int, ...]:
    """Who may act in this state (`Rules.actors`)."""
    if s.over:
        return ()
    return (CUSTOMER_PLAYER,) if s.step == STEP_PLAY else (MANAGER,)


def perform(data: CrazyTacoData, s: State, action: Action, check_only: bool) -> list[Event]:
    """The one path of every action: validate it fully, then (unless `check_only`) play it on
    `s` and return its events. `apply`, `check` and the public look-ahead (lookahead.py) all
    go through here, so they judge an action the same way."""
    if s.over:
        raise IllegalAction(no.GameIsOver())
    check_well_formed(action)
    step, handler = handler_for(_HANDLERS, action, no.NotThisGame())
    if action.seat not in actors_of(s):
        raise IllegalAction(no.NotYourMove(customer=s.step == STEP_PLAY))
    if s.step != step:
        raise IllegalAction(no.WrongStep(s.step))
    table = Table(data, s)
    handler(table, action, check_only)
    return table.events


class CrazyTacoRules:
    """Solo Crazy Taco (seat 0 = manager) or 1 v 1 (seat 1 = customer player).

    `deck`: the customer deck, top first (WELCOME cards excluded); `dice_script`: one mapping of
    die id -> face per roll or re-roll, used before the seeded RNG takes over. `task_deck`,
    `welcome` (their order on positions 1, 2) and `extras` (the 1 v 1 Extra pile) fix the rest.
    """

    realtime = False

    def __init__(self, data: CrazyTacoData, setup: GameSetup,
                 deck: Sequence[str] | None = None,
                 dice_script: Sequence[Mapping[str, str]] | None = None, *,
                 task_deck: Sequence[str] | None = None,
                 welcome: Sequence[str] | None = None,
                 extras: Sequence[str] | None = None) -> None:
        if not 1 <= len(setup.seats) <= 2:
            raise ValueError("Crazy Taco seats one or two players")
        self.data = data
        self.setup = setup
        mode = SOLO if len(setup.seats) == 1 else VERSUS
        options = resolved(dict(setup.options))
        board = data.board
        rng = random.Random(setup.seed)
        s = State(mode=mode, options=options, rng=rng, counter=[""] * board.counter_positions)
        s.script = [dict(entry) for entry in (dice_script or ())]
        s.dice = {d.id: DieState(d.id) for d in data.dice}
        s.money = board.cash_start
        s.popularity = board.popularity_start
        self.state = s
        self._deal(deck, task_deck, welcome, extras)
        t = Table(data, s)
        if mode == SOLO:
            s.turn = 1
            s.phase, s.step = PHASE_DICE, STEP_ROLL
        else:
            begin_turn(t)
        self.opening_events: list[Event] = t.events

    # --- setup -------------------------------------------------------------------------
    def _deal(self, deck: Sequence[str] | None, task_deck: Sequence[str] | None,
              welcome: Sequence[str] | None, extras: Sequence[str] | None) -> None:
        s, data = self.state, self.data
        rng = s.rng
        customers = data.customers
        welcome_ids = [c.id for c in customers if c.kind == "welcome"]
        extra_ids = [c.id for c in customers if c.kind == "extra"]
        if welcome is not None:
            if sorted(welcome) != sorted(welcome_ids):
                raise ValueError("welcome must list every WELCOME card")
            welcome_ids = list(welcome)
        else:
            rng.shuffle(welcome_ids)
        if deck is None:
            pool = self._standard_pool()
            rng.shuffle(pool)
        else:
            pool = list(deck)
            unknown = [c for c in pool if c not in data.cards or c in welcome_ids]
            if unknown or len(set(pool)) != len(pool):
                raise ValueError(f"bad deck: {unknown or 'duplicates'}")
        if s.mode == VERSUS:
            if extras is not None:
                pile = list(extras)
            else:
                pile = [c for c in extra_ids if c not in pool]
                rng.shuffle(pile)
            s.extras_pile = pile
        if task_deck is not None:
            s.task_deck = list(task_deck)
        else:
            s.task_deck = [t.id for t in data.tasks]
            rng.shuffle(s.task_deck)
        s.deck = pool
        if switched_on(s.options[PINATA]):
            s.pinata = "ready"
        else:
            s.pinata = "off"
        if s.mode == SOLO:
            for i, card in enumerate(welcome_ids):
                s.counter[i] = card
                s.status[card] = OrderStatus()
        else:
            s.hand = list(welcome_ids)
            for _ in range(data.board.opening_draw):
                if s.deck:
                    s.hand.append(s.deck.pop(0))
        placed = set(s.deck) | set(s.task_deck) | set(s.hand) | set(s.counter) | set(s.extras_pile)
        if s.pinata == "ready":
            placed.add(data.pinata.id)
        s.boxed = [c for c in data.cards if c not in placed]

    def _standard_pool(self) -> list[str]:
        s, data = self.state, self.data
        skip = {"welcome", "prepaid"} if s.mode == SOLO else {"welcome", "extra", "vip",
                                                                "pickpocket"}
        if not switched_on(s.options[CHARACTERS]):
            skip |= {"vip", "pickpocket"}
        pool = [c.id for c in data.customers if c.kind not in skip]
        if switched_on(s.options[INSPECTIONS]):
            pool.append(s.rng.choice(data.inspections).id)
        return pool

    # --- the Rules protocol -----------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return actors_of(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.actors():
            return []
        return legal_actions(Table(self.data, self.state), seat)

    def apply(self, action: Action) -> list[Event]:
        return perform(self.data, self.state, action, check_only=False)

    def check(self, action: Action) -> IllegalAction | None:
        return refusal_of(lambda: perform(self.data, self.state, action, check_only=True))

    def tick(self, dt: float) -> list[Event]:
        return []

    def observation(self, seat: int) -> CrazyTacoObservation:
        """What `seat` may see: no pile's order, no hidden hand, no RNG (observation.py)."""
        s = self.state
        own_hand = seat == CUSTOMER_PLAYER and s.mode == VERSUS
        return CrazyTacoObservation(
            seat=seat, actors=self.actors(), mode=s.mode,
            options=dict(s.options), counter=tuple(s.counter), patience=s.patience,
            status={k: OrderView(v.served, v.collected) for k, v in s.status.items()},
            door=s.door, task_zone=tuple(_captive(c) for c in s.task_zone),
            bonus_zone=tuple(_captive(c) for c in s.bonus_zone), extra=s.extra,
            extra_offer=s.extra_offer, offers=s.offers,
            conversions_used=tuple(s.conversions_used),
            dice={k: DieView(d.id, d.zone, d.face, d.on, d.kept) for k, d in s.dice.items()},
            money=s.money, popularity=s.popularity, stars_lost=s.stars_lost,
            fine_due=s.fine_due, fine_cards=tuple(s.fine_cards),
            overtime_used=s.overtime_used, out=tuple(s.out), last_message=s.last_message,
            pinata=s.pinata, hand=tuple(s.hand) if own_hand else (), hand_count=len(s.hand),
            restricted=s.restricted, special_played=s.special_played, redraws=s.redraws,
            to_draw=s.to_draw, turn=s.turn, phase=s.phase, step=s.step, over=s.over,
            winners=tuple(s.winners), ending=s.ending, deck_count=len(s.deck),
            task_deck_count=len(s.task_deck), extras_pile_count=len(s.extras_pile))

    def is_over(self) -> bool:
        return self.state.over

    def outcome(self) -> Outcome:
        s = self.state
        manager = s.popularity if MANAGER in s.winners else 0
        scores = (manager,) if s.mode == SOLO else (manager, s.stars_lost)
        return Outcome(scores, tuple(s.winners), s.ending or NotOver())

    @property
    def turns(self) -> int:
        return self.state.turn

    def snapshot(self) -> dict[str, Any]:
        return self.state.to_json()

    def snapshot_worded(self, ended: str) -> dict[str, Any]:
        """The snapshot as a record made before these rules told facts hashed it: its
        "end_reason" held how the game ended in words, which that record's outcome keeps
        (`storage.records.same_state`)."""
        return {**self.snapshot(), "end_reason": ended}

    # --- for tests and tools (tables and bots read the observation) ----------------------
    @property
    def phase(self) -> str:
        """customers / dice / management / over."""
        return self.state.phase

    @property
    def step(self) -> str:
        """play / arrivals / extra / extra_offer / roll / place / manage / over."""
        return self.state.step

    def card_locations(self) -> dict[str, str]:
        """Every card id of the game and the one zone it is in (tests check nothing is lost)."""
        s = self.state
        where: dict[str, str] = {}

        def put(card: str, zone: str) -> None:
            if card in where:
                raise AssertionError(f"{card} is both in {where[card]} and {zone}")
            where[card] = zone

        for zone, cards in (("deck", s.deck), ("task-deck", s.task_deck), ("hand", s.hand),
                            ("extra-pile", s.extras_pile), ("fine", s.fine_cards),
                            ("out", s.out), ("boxed", s.boxed)):
            for card in cards:
                put(card, zone)
        for i, card in enumerate(s.counter):
            if card:
                put(card, f"counter:{i + 1}")
        for card, zone in ((s.patience, "patience"), (s.door, "door"), (s.extra, "extra"),
                           (s.extra_offer, "extra-offer")):
            if card:
                put(card, zone)
        for entry in s.task_zone:
            put(entry.card, "task-zone")
        for entry in s.bonus_zone:
            put(entry.card, "bonus")
        if s.pinata == "ready":
            put(self.data.pinata.id, "aside")
        return where


def _captive(c: Captive) -> CaptiveView:
    return CaptiveView(c.card, c.die, c.turns_left, c.placed_turn)
