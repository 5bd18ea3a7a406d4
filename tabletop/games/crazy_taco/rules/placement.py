"""Phase 2: rolling and placing dice on orders, tasks and bonus cards (menu dishes: menu.py).

Every action handler here validates fully, returns when `check_only` (the rules' `check`), and
only then changes the state.
"""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
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
        raise IllegalAction(f"There is no die called {die_id!r}.")
    if die.zone != TABLE:
        raise IllegalAction(f"The {t.data.die(die_id).name} die is not free to use this turn.")
    if die.face == "rest":
        raise IllegalAction(f"The {t.data.die(die_id).name} is resting and cannot work.")
    return die.face


def distinct(dice: tuple[str, ...]) -> None:
    if len(set(dice)) != len(dice):
        raise IllegalAction("Each die can be used only once.")


def order_on_table(t: Table, card_id: str) -> CustomerCard:
    """A customer card waiting on the counter or in Patience."""
    if card_id not in t.s.counter_cards():
        raise IllegalAction("That card is not waiting at the counter.")
    card = t.card(card_id)
    if not card.is_order:
        raise IllegalAction(f"{card.name} is not a customer with an order.")
    return card


def use_conversion(t: Table, extra_id: str) -> None:
    if extra_id and extra_id not in t.s.conversions_used:
        t.s.conversions_used.append(extra_id)


def complete_order(t: Table, card_id: str, paid: bool) -> None:
    """A served and collected (or voucher/especial) order leaves the restaurant."""
    card = t.card(card_id)
    zone = t.take_off_table(card_id)
    if paid:
        t.gain(card.price, f"{card.name} paid")
    t.discard(card_id, zone, f"{card.name} leaves happy.")


def mark_served(t: Table, card_id: str) -> None:
    """Serving: the VIP rewards service before Patience."""
    s = t.s
    card = t.card(card_id)
    in_patience = card_id == s.patience
    s.status[card_id].served = True
    if card.reward_stars and not in_patience:
        t.add_stars(card.reward_stars, "the VIP was served in time")


# --- rolling ----------------------------------------------------------------------------


def roll_words(faces: list[str]) -> str:
    """What a roll showed, face by face ("Rolled 5 dice: 2 money, 1 drink, 2 blank."): short
    enough for one line; the kitchen shows which die shows what."""
    if not faces:
        return "Rolled: nothing to roll."
    counts = {face: faces.count(face) for face in dict.fromkeys(faces)}
    dice = "1 die" if len(faces) == 1 else f"{len(faces)} dice"
    return f"Rolled {dice}: " + ", ".join(f"{n} {face}" for face, n in counts.items()) + "."


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
    t.emit(DiceRolled(roll_words([face for _die, face in rolled]), tuple(rolled), 0))
    t.set_step(PHASE_DICE, STEP_PLACE)


def reroll(t: Table, a: Reroll, check_only: bool = False) -> None:
    s = t.s
    if not a.dice:
        raise IllegalAction("Choose the dice to roll again.")
    distinct(a.dice)
    for die_id in a.dice:
        die = s.dice.get(die_id)
        if die is None or die.zone != TABLE:
            raise IllegalAction("Only unplaced dice on the table can be rolled again.")
    cost = t.board.reroll_cost
    if s.money < cost:
        raise IllegalAction(f"A re-roll costs ${cost}; the register holds ${s.money}.")
    if check_only:
        return
    t.pay(cost, "re-roll")
    rolled = roll_faces(t.data, s, a.dice)
    for die_id, face in rolled:
        s.dice[die_id].face = face
        s.dice[die_id].kept = False
    words = ", ".join(f"{t.data.die(d).name} {f}" for d, f in rolled)
    t.emit(DiceRolled(f"Re-rolled: {words}.", tuple(rolled), cost))


# --- orders -----------------------------------------------------------------------------


def serve(t: Table, a: Serve, check_only: bool = False) -> None:
    s = t.s
    card = order_on_table(t, a.card)
    status = s.status[a.card]
    if status.served:
        raise IllegalAction(f"{card.name} has already been served.")
    distinct(a.dice + ((a.pay_die,) if a.pay_die else ()))
    faces = [table_die(t, d) for d in a.dice]
    conv = usable_conversion(t.data, s)
    used = check_serve(card.food, card.drink, faces, conv)
    pay_used = ""
    if a.pay_die:
        if card.kind == "prepaid":
            raise IllegalAction("A prepaid order needs no payment die.")
        if status.collected:
            raise IllegalAction(f"{card.name} has already paid.")
        fit = face_fits(table_die(t, a.pay_die), ("money",), None if used else conv)
        if fit is None:
            raise IllegalAction("Collecting needs a die showing money.")
        pay_used = fit
    if check_only:
        return
    # --- valid: change the state ---
    for die_id in a.dice:
        t.move_die(die_id, SPENT, a.card, text=f"{t.data.die(die_id).name} serves {card.name}.")
    if a.pay_die:
        t.move_die(a.pay_die, SPENT, a.card, text=f"{t.data.die(a.pay_die).name} collects.")
    use_conversion(t, used)
    use_conversion(t, pay_used)
    mark_served(t, a.card)
    if a.pay_die:
        status.collected = True
    t.emit(CardStatus(f"{card.name} is served.", a.card, True, status.collected))
    if card.kind == "prepaid" or status.collected:
        complete_order(t, a.card, paid=True)


def collect(t: Table, a: Collect, check_only: bool = False) -> None:
    s = t.s
    card = order_on_table(t, a.card)
    status = s.status[a.card]
    if card.kind == "prepaid":
        raise IllegalAction("A prepaid order needs no payment die.")
    if status.collected:
        raise IllegalAction(f"{card.name} has already paid.")
    if card.kind == "pickpocket" and not status.served:
        raise IllegalAction("Serve the pickpocket before you collect, or they run off.")
    fit = face_fits(table_die(t, a.die), ("money",), usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction("Collecting needs a die showing money.")
    if check_only:
        return
    t.move_die(a.die, SPENT, a.card, text=f"{t.data.die(a.die).name} collects from {card.name}.")
    use_conversion(t, fit)
    status.collected = True
    t.emit(CardStatus(f"{card.name} has paid.", a.card, status.served, True))
    if status.served:
        complete_order(t, a.card, paid=True)


def use_voucher(t: Table, a: UseVoucher, check_only: bool = False) -> None:
    s = t.s
    entry = s.bonus_entry(a.voucher)
    voucher = t.card(a.voucher) if entry is not None else None
    if not isinstance(voucher, CustomerCard) or voucher.bonus != "meal_voucher":
        raise IllegalAction("You have no meal voucher in the bonus zone.")
    card = order_on_table(t, a.card)
    if s.status[a.card].served:
        raise IllegalAction(f"{card.name} has already been served.")
    if check_only:
        return
    assert entry is not None
    s.bonus_zone.remove(entry)
    t.discard(a.voucher, "bonus", f"The meal voucher pays for {card.name}'s order.")
    mark_served(t, a.card)
    t.emit(CardStatus(f"{card.name} is served with the voucher.", a.card, True, True))
    complete_order(t, a.card, paid=False)


# --- tasks and bonus cards ----------------------------------------------------------------


def do_task(t: Table, a: DoTask, check_only: bool = False) -> None:
    s = t.s
    if not s.door:
        raise IllegalAction("No task is waiting on the storeroom door.")
    task = t.card(s.door)
    fit = face_fits(table_die(t, a.die), (task.die,), usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(f"{task.name} needs a die showing {task.die}.")
    if check_only:
        return
    card_id, s.door = s.door, ""
    s.task_zone.append(Captive(card_id, a.die, task.turns, s.turn))
    t.move_card(card_id, "door", "task-zone", f"{task.name} is under way for {task.turns} turn(s).")
    t.move_die(a.die, TASK, card_id, text=f"{t.data.die(a.die).name} takes on {task.name}.")
    use_conversion(t, fit)


def take_bonus(t: Table, a: TakeBonus, check_only: bool = False) -> None:
    s = t.s
    if a.card not in s.counter_cards():
        raise IllegalAction("That card is not waiting at the counter.")
    card = t.card(a.card)
    if not card.is_bonus or not card.take_faces:
        raise IllegalAction(f"{card.name} is not a bonus card you can take.")
    if len(s.bonus_zone) >= t.board.bonus_zone_slots:
        raise IllegalAction("The bonus zone is full.")
    fit = face_fits(table_die(t, a.die), card.take_faces, usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(f"{card.name} needs a die showing {' or '.join(card.take_faces)}.")
    if check_only:
        return
    zone = t.take_off_table(a.card)
    if card.bonus == "cleaning":
        s.bonus_zone.append(Captive(a.card, a.die, card.captive_turns, s.turn))
        t.move_card(a.card, zone, "bonus", f"Cleaning up: {card.captive_turns} turns.")
        t.move_die(a.die, BONUS, a.card, text=f"{t.data.die(a.die).name} starts cleaning.")
    else:
        s.bonus_zone.append(Captive(a.card))
        t.move_card(a.card, zone, "bonus", f"{card.name} goes to the bonus zone.")
        t.move_die(a.die, SPENT, a.card, text=f"{t.data.die(a.die).name} takes {card.name}.")
    use_conversion(t, fit)


def activate_bonus(t: Table, a: ActivateBonus, check_only: bool = False) -> None:
    s = t.s
    entry = s.bonus_entry(a.card)
    if entry is None:
        raise IllegalAction("That card is not in the bonus zone.")
    if entry.die:
        raise IllegalAction("That card already has its die.")
    pinata = t.data.pinata
    if a.card == pinata.id:
        faces, turns, name = (pinata.die,), pinata.turns, pinata.name
    else:
        card = t.card(a.card)
        if card.bonus != "staff_key":
            raise IllegalAction(f"{card.name} has nothing to activate.")
        faces, turns, name = card.activate_faces, card.captive_turns, card.name
    fit = face_fits(table_die(t, a.die), faces, usable_conversion(t.data, s))
    if fit is None:
        raise IllegalAction(f"{name} needs a die showing {' or '.join(faces)}.")
    if check_only:
        return
    entry.die = a.die
    entry.turns_left = turns
    entry.placed_turn = s.turn
    t.move_die(a.die, BONUS, a.card, text=f"{t.data.die(a.die).name} activates {name}.")
    use_conversion(t, fit)
