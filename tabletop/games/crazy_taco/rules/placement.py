"""Phase 2: rolling and placing dice on orders, tasks and bonus cards (menu dishes: menu.py).

Every action handler here validates fully, returns when `check_only` (the rules' `check`), and
only then changes the state.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Collect,
    DoTask,
    Reroll,
    Roll,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.cards import CustomerCard
from tabletop.games.crazy_taco.rules.dice import (
    check_serve,
    face_fits,
    roll_faces,
    usable_conversion,
)
from tabletop.games.crazy_taco.rules.events import CardStatus, DiceRolled
from tabletop.games.crazy_taco.rules.shared import Table
from tabletop.games.crazy_taco.rules.state import (
    BONUS,
    CUP,
    PHASE_DICE,
    SPENT,
    STEP_PLACE,
    TABLE,
    TASK,
    Captive,
)

# --- shared checks ----------------------------------------------------------------------


def table_die(t: Table, die_id: str) -> str:
    """The face of an unplaced die on the table, or a refusal saying why it cannot be used."""
    die = t.s.dice.get(die_id)
    if die is None:
        raise IllegalAction(no.NoSuchDie(die_id))
    if die.zone != TABLE:
        raise IllegalAction(no.DieNotFree(die_id))
    if die.face == "rest":
        raise IllegalAction(no.DieResting(die_id))
    return die.face


def distinct(dice: tuple[str, ...]) -> None:
    if len(set(dice)) != len(dice):
        raise IllegalAction(no.DieUsedTwice())


def order_on_table(t: Table, card_id: str) -> CustomerCard:
    """A customer card waiting on the counter or in Patience."""
    if card_id not in t.s.counter_cards():
        raise IllegalAction(no.NotAtCounter())
    card = t.card(card_id)
    if not card.is_order:
        raise IllegalAction(no.NotAnOrder(card_id))
    return card


def use_conversion(t: Table, extra_id: str) -> None:
    if extra_id and extra_id not in t.s.conversions_used:
        t.s.conversions_used.append(extra_id)


def complete_order(t: Table, card_id: str, paid: bool) -> None:
    """A served and collected (or voucher/especial) order leaves the restaurant."""
    card = t.card(card_id)
    zone = t.take_off_table(card_id)
    if paid:
        t.gain(card.price, ev.OrderPaid(card_id))
    t.discard(card_id, zone, ev.LeavesHappy())


def mark_served(t: Table, card_id: str) -> None:
    """Serving: the VIP rewards service before Patience."""
    s = t.s
    card = t.card(card_id)
    in_patience = card_id == s.patience
    s.status[card_id].served = True
    if card.reward_stars and not in_patience:
        t.add_stars(card.reward_stars, ev.VipServedInTime())


# --- rolling ----------------------------------------------------------------------------


def do_roll(t: Table, a: Roll, check_only: bool = False) -> None:
    if check_only:
        return
    s = t.s
    cup = [d for d in s.dice if s.dice[d].zone == CUP]
    rolled = roll_faces(t.data, s, cup)
    for die_id, face in rolled:
        s.dice[die_id].zone = TABLE
        s.dice[die_id].face = face
        s.dice[die_id].kept = False
    t.emit(DiceRolled(tuple(rolled), 0))
    t.set_step(PHASE_DICE, STEP_PLACE)


def reroll(t: Table, a: Reroll, check_only: bool = False) -> None:
    s = t.s
    if not a.dice:
        raise IllegalAction(no.NoDiceToReroll())
    distinct(a.dice)
    for die_id in a.dice:
        die = s.dice.get(die_id)
        if die is None or die.zone != TABLE:
            raise IllegalAction(no.RerollOnlyTableDice())
    cost = t.board.reroll_cost
    if s.money < cost:
        raise IllegalAction(no.RerollTooDear(cost, s.money))
    if check_only:
        return
    t.pay(cost, ev.RerollCost())
    rolled = roll_faces(t.data, s, a.dice)
    for die_id, face in rolled:
        s.dice[die_id].face = face
        s.dice[die_id].kept = False
    t.emit(DiceRolled(tuple(rolled), cost, again=True))


# --- orders -----------------------------------------------------------------------------


def serve(t: Table, a: Serve, check_only: bool = False) -> None:
    s = t.s
    card = order_on_table(t, a.card)
    status = s.status[a.card]
    if status.served:
        raise IllegalAction(no.AlreadyServed(a.card))
    distinct(a.dice + ((a.pay_die,) if a.pay_die else ()))
    faces = [table_die(t, d) for d in a.dice]
    conv = usable_conversion(t.data, s)
    used = check_serve(card.food, card.drink, faces, conv)
    pay_used = ""
    if a.pay_die:
        if card.kind == "prepaid":
            raise IllegalAction(no.PrepaidNeedsNoPayment())
        if status.collected:
            raise IllegalAction(no.AlreadyPaid(a.card))
        fit = face_fits(table_die(t, a.pay_die), ("money",), None if used else conv)
        if fit is None:
            raise IllegalAction(no.NeedMoneyDie())
        pay_used = fit
    if check_only:
        return
    # --- valid: change the state ---
    for die_id in a.dice:
        t.move_die(die_id, SPENT, a.card, how=ev.DieServes(a.card))
    if a.pay_die:
        t.move_die(a.pay_die, SPENT, a.card, how=ev.DieCollects())
    use_conversion(t, used)
    use_conversion(t, pay_used)
    mark_served(t, a.card)
    if a.pay_die:
        status.collected = True
    t.emit(CardStatus(a.card, True, status.collected, ev.Served()))
    if card.kind == "prepaid" or status.collected:
        complete_order(t, a.card, paid=True)


def collect(t: Table, a: Collect, check_only: bool = False) -> None:
    s = t.s
    card = order_on_table(t, a.card)
    status = s.status[a.card]
    if card.kind == "prepaid":
        raise IllegalAction(no.PrepaidNeedsNoPayment())
    if status.collected:
        raise IllegalAction(no.AlreadyPaid(a.card))
    if card.kind == "pickpocket" and not status.served:
        raise IllegalAction(no.ServePickpocketFirst())
    fit = face_fits(table_die(t, a.die), ("money",), usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(no.NeedMoneyDie())
    if check_only:
        return
    t.move_die(a.die, SPENT, a.card, how=ev.DieCollectsFrom(a.card))
    use_conversion(t, fit)
    status.collected = True
    t.emit(CardStatus(a.card, status.served, True, ev.HasPaid()))
    if status.served:
        complete_order(t, a.card, paid=True)


def use_voucher(t: Table, a: UseVoucher, check_only: bool = False) -> None:
    s = t.s
    entry = s.bonus_entry(a.voucher)
    voucher = t.card(a.voucher) if entry is not None else None
    if not isinstance(voucher, CustomerCard) or voucher.bonus != "meal_voucher":
        raise IllegalAction(no.NoVoucher())
    order_on_table(t, a.card)
    if s.status[a.card].served:
        raise IllegalAction(no.AlreadyServed(a.card))
    if check_only:
        return
    assert entry is not None
    s.bonus_zone.remove(entry)
    t.discard(a.voucher, "bonus", ev.VoucherPays(a.card))
    mark_served(t, a.card)
    t.emit(CardStatus(a.card, True, True, ev.ServedWithVoucher()))
    complete_order(t, a.card, paid=False)


# --- tasks and bonus cards ----------------------------------------------------------------


def do_task(t: Table, a: DoTask, check_only: bool = False) -> None:
    s = t.s
    if not s.door:
        raise IllegalAction(no.NoTaskAtDoor())
    task = t.card(s.door)
    fit = face_fits(table_die(t, a.die), (task.die,), usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(no.NeedsFace(s.door, (task.die,)))
    if check_only:
        return
    card_id, s.door = s.door, ""
    s.task_zone.append(Captive(card_id, a.die, task.turns, s.turn))
    t.move_card(card_id, "door", "task-zone", ev.TaskUnderWay(task.turns))
    t.move_die(a.die, TASK, card_id, how=ev.DieTakesOn(card_id))
    use_conversion(t, fit)


def take_bonus(t: Table, a: TakeBonus, check_only: bool = False) -> None:
    s = t.s
    if a.card not in s.counter_cards():
        raise IllegalAction(no.NotAtCounter())
    card = t.card(a.card)
    if not card.is_bonus or not card.take_faces:
        raise IllegalAction(no.NotTakeableBonus(a.card))
    if len(s.bonus_zone) >= t.board.bonus_zone_slots:
        raise IllegalAction(no.BonusZoneFull())
    fit = face_fits(table_die(t, a.die), card.take_faces, usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(no.NeedsFace(a.card, tuple(card.take_faces)))
    if check_only:
        return
    zone = t.take_off_table(a.card)
    if card.bonus == "cleaning":
        s.bonus_zone.append(Captive(a.card, a.die, card.captive_turns, s.turn))
        t.move_card(a.card, zone, "bonus", ev.CleaningUp(card.captive_turns))
        t.move_die(a.die, BONUS, a.card, how=ev.DieStartsCleaning())
    else:
        s.bonus_zone.append(Captive(a.card))
        t.move_card(a.card, zone, "bonus", ev.ToBonusZone())
        t.move_die(a.die, SPENT, a.card, how=ev.DieTakes(a.card))
    use_conversion(t, fit)


def activate_bonus(t: Table, a: ActivateBonus, check_only: bool = False) -> None:
    s = t.s
    entry = s.bonus_entry(a.card)
    if entry is None:
        raise IllegalAction(no.NotInBonusZone())
    if entry.die:
        raise IllegalAction(no.AlreadyHasDie())
    pinata = t.data.pinata
    if a.card == pinata.id:
        faces, turns = (pinata.die,), pinata.turns
    else:
        card = t.card(a.card)
        if card.bonus != "staff_key":
            raise IllegalAction(no.NothingToActivate(a.card))
        faces, turns = card.activate_faces, card.captive_turns
    fit = face_fits(table_die(t, a.die), faces, usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(no.NeedsFace(a.card, tuple(faces)))
    if check_only:
        return
    entry.die = a.die
    entry.turns_left = turns
    entry.placed_turn = s.turn
    t.move_die(a.die, BONUS, a.card, how=ev.DieActivates(a.card))
    use_conversion(t, fit)
