"""Phase 3: captive dice tick, the rest room moves, the line closes up; overtime, ads, fines.

Every action handler here validates fully, returns when `check_only` (the rules' `check`), and
only then changes the state.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import (
    Advertise,
    EndTurn,
    FinishDice,
    Overtime,
    PayFine,
)
from tabletop.games.crazy_taco.rules.counter import close_up
from tabletop.games.crazy_taco.rules.endings import DayDone, ManagerSurvived
from tabletop.games.crazy_taco.rules.events import FineChanged
from tabletop.games.crazy_taco.rules.shared import MANAGER, Table
from tabletop.games.crazy_taco.rules.state import (
    CUP,
    FINE,
    PHASE_MANAGEMENT,
    REST,
    SOLO,
    SPENT,
    STEP_MANAGE,
    TABLE,
)
from tabletop.games.crazy_taco.rules.turn_start import begin_turn


def key_active(t: Table) -> bool:
    """The staff-room key is active while its die is held on it."""
    return any(e.die and e.card != t.data.pinata.id and t.card(e.card).bonus == "staff_key"
               for e in t.s.bonus_zone)


def finish_dice(t: Table, a: FinishDice, check_only: bool = False) -> None:
    """Validate the kept dice, then run the automatic part of Phase 3."""
    s = t.s
    if len(set(a.keep)) != len(a.keep):
        raise IllegalAction(no.KeptTwice())
    for die_id in a.keep:
        die = s.dice.get(die_id)
        if die is None or die.zone != TABLE:
            raise IllegalAction(no.KeepOnlyTableDice())
        if die.face == "rest":
            raise IllegalAction(no.RestingCannotBeKept())
    if check_only:
        return
    resting_blocked = key_active(t)
    t.set_step(PHASE_MANAGEMENT, STEP_MANAGE)
    tick_captives(t)
    rest_room(t, resting_blocked)
    for die_id, die in s.dice.items():
        if die.zone == TABLE and die_id in a.keep:
            die.kept = True
        elif die.zone == TABLE or die.zone == SPENT:
            t.release_die(die_id)
    close_up(t)


def tick_captives(t: Table) -> None:
    """Task and bonus dice advance; finished ones come back and their card settles up."""
    s = t.s
    for entry in list(s.task_zone):
        if entry.placed_turn >= s.turn:
            continue
        entry.turns_left -= 1
        if entry.turns_left > 0:
            continue
        task = t.card(entry.card)
        s.task_zone.remove(entry)
        t.discard(entry.card, "task-zone", ev.TaskDone())
        t.release_die(entry.die)
        t.charge(task.cost, ev.CardCost(entry.card))
    for entry in list(s.bonus_zone):
        if not entry.die or entry.placed_turn >= s.turn:
            continue
        entry.turns_left -= 1
        if entry.turns_left > 0:
            continue
        s.bonus_zone.remove(entry)
        if entry.card == t.data.pinata.id:
            s.pinata = "done"
            t.discard(entry.card, "bonus", ev.PinataBroken())
            t.gain(t.data.pinata.reward, ev.PinataReward())
        else:
            t.discard(entry.card, "bonus", ev.UsedUp())
        t.release_die(entry.die)


def rest_room(t: Table, blocked: bool) -> None:
    """Resting dice move one space (out after the last); new rest faces take the lowest space."""
    s = t.s
    spaces = t.board.rest_room_spaces
    resting = sorted((d for d in s.dice.values() if d.zone == REST), key=lambda d: -int(d.on))
    for die in resting:
        space = int(die.on)
        if space >= spaces:
            t.release_die(die.id)
        else:
            t.move_die(die.id, REST, str(space + 1), face="rest", how=ev.DieRests(space + 1))
    for die_id in [d.id for d in t.data.dice]:
        die = s.dice[die_id]
        if die.zone != TABLE or die.face != "rest":
            continue
        taken = {d.on for d in s.dice.values() if d.zone == REST}
        free = [str(n) for n in range(1, spaces + 1) if str(n) not in taken]
        if blocked or not free:
            t.move_die(die_id, CUP, face="", how=ev.DieCannotRest(key=blocked))
        else:
            t.move_die(die_id, REST, free[0], how=ev.DieToRestRoom())


def overtime(t: Table, a: Overtime, check_only: bool = False) -> None:
    s = t.s
    costs = t.board.overtime_costs
    if s.overtime_used >= len(costs):
        raise IllegalAction(no.OvertimeUsedUp(len(costs)))
    die = s.dice.get(a.die)
    if die is None or die.zone != REST:
        raise IllegalAction(no.OvertimeNeedsResting())
    cost = costs[s.overtime_used]
    if s.money < cost:
        raise IllegalAction(no.OvertimeTooDear(cost, s.money))
    if check_only:
        return
    t.pay(cost, ev.OvertimeCost())
    s.overtime_used += 1
    t.release_die(a.die)


def advertise(t: Table, a: Advertise, check_only: bool = False) -> None:
    s = t.s
    cost = t.board.advertising_cost
    if s.popularity >= t.board.popularity_cap:
        raise IllegalAction(no.PopularityAtTop())
    if s.money < cost:
        raise IllegalAction(no.CampaignTooDear(cost, s.money))
    if check_only:
        return
    t.pay(cost, ev.Advertising())
    t.add_stars(t.board.advertising_stars, ev.Advertising())


def pay_fine(t: Table, a: PayFine, check_only: bool = False) -> None:
    s = t.s
    if s.fine_due <= 0:
        raise IllegalAction(no.NoFine())
    if s.money < s.fine_due:
        raise IllegalAction(no.FinesTooHigh(s.fine_due, s.money))
    if check_only:
        return
    amount = s.fine_due
    t.pay(amount, ev.FinesPaid())
    s.fine_due = 0
    t.emit(FineChanged(-amount, 0))
    for card in s.fine_cards:
        t.discard(card, "fine", ev.FineSettled())
    s.fine_cards = []
    locked = t.board.fine_locks_die
    if s.dice[locked].zone == FINE:
        t.move_die(locked, CUP, face="", how=ev.TraineeBack())


def end_turn(t: Table, a: EndTurn, check_only: bool = False) -> None:
    """Phase 3 is over: end the day if it is done, else the next turn begins."""
    if check_only:
        return
    if day_is_done(t):
        close_restaurant(t)
    else:
        begin_turn(t)


def day_is_done(t: Table) -> bool:
    s = t.s
    if s.deck or (s.mode != SOLO and s.hand):
        return False
    return not any(t.card(c).is_order for c in s.counter_cards())


def close_restaurant(t: Table) -> None:
    """Every card is out and resolved: leftover bonus cards may still cost stars."""
    s = t.s
    for card_id in list(s.counter_cards()):
        card = t.card(card_id)
        zone = t.take_off_table(card_id)
        t.discard(card_id, zone, ev.ClearedAway())
        if t.board.leftover_bonus_penalised:
            t.lose_stars(card.penalty.stars, ev.NeverDealtWith(card_id))
    if s.over:
        return
    if s.mode == SOLO:
        t.end_game((MANAGER,), DayDone(s.popularity))
    else:
        t.end_game((MANAGER,), ManagerSurvived())
