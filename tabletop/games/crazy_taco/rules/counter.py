"""Phase 1: customers arrive, the line moves, penalties, tasks, inspections and the piñata."""

from __future__ import annotations

from tabletop.core.facts import Fact
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.cards import CustomerCard, InspectionCard
from tabletop.games.crazy_taco.rules.shared import Table
from tabletop.games.crazy_taco.rules.state import (
    PHASE_CUSTOMERS,
    PHASE_DICE,
    REST,
    SOLO,
    STEP_EXTRA,
    STEP_OFFER,
    STEP_ROLL,
    Captive,
    OrderStatus,
)

OPEN = "open"
TASK = "task"


def message_of(t: Table, card_id: str) -> str:
    """A card's computer message: 'open', 'task' or 'none'."""
    card = t.card(card_id)
    return card.message if isinstance(card, CustomerCard) else "none"


def continue_arrivals(t: Table) -> None:
    """Solo: draw and resolve cards until none is owed (pauses while an Extra waits)."""
    s = t.s
    while s.to_draw > 0 and not s.over and s.step != STEP_EXTRA:
        if not s.deck:
            s.to_draw = 0
            break
        card = s.deck.pop(0)
        s.to_draw -= 1
        reveal(t, card, "deck")
    if not s.over and s.step != STEP_EXTRA:
        finish_arrivals(t)


def finish_arrivals(t: Table) -> None:
    """Phase 1 is over: 1 v 1 offers of Extras first, then the roll."""
    s = t.s
    if s.over:
        return
    if s.offers > 0 and s.extras_pile:
        t.set_step(PHASE_CUSTOMERS, STEP_OFFER)
        return
    s.offers = 0
    t.set_step(PHASE_DICE, STEP_ROLL)


def reveal(t: Table, card_id: str, from_zone: str) -> None:
    """A card comes into play (drawn in solo, played from hand in 1 v 1)."""
    s = t.s
    solo = s.mode == SOLO
    card = t.card(card_id)
    if isinstance(card, InspectionCard):
        note_message(t, "none")
        inspect(t, card_id, from_zone)
        if solo:
            s.to_draw += 1
        return
    if card.kind == "extra":
        note_message(t, "none")
        s.extra_offer = card_id
        t.move_card(card_id, from_zone, "extra-offer", ev.ExtraAppears())
        t.set_step(PHASE_CUSTOMERS, STEP_EXTRA)
        return
    if card.bonus == "free_time":
        note_message(t, "none")
        t.discard(card_id, from_zone, ev.FreeTime())
        return
    if card.kind == "pickpocket" and not s.task_deck and not s.door:
        note_message(t, "none")
        t.discard(card_id, from_zone, ev.PickpocketGone())
        if solo:
            s.to_draw += 1
        return
    enter_counter(t, card_id, from_zone)
    if s.over:
        return
    pinata_now = note_message(t, card.message)
    if s.over:
        return
    if card.message == TASK:
        task_arrives(t)
    elif card.message == OPEN:
        if pinata_now:
            pinata_enters(t)
        elif solo:
            s.to_draw += 1


def enter_counter(t: Table, card_id: str, from_zone: str) -> None:
    """The card enters at the left and slides right to the first free position."""
    s = t.s
    if "" not in s.counter:
        push_front(t)
    index = s.counter.index("")
    s.counter[index] = card_id
    if t.card(card_id).is_order:
        s.status[card_id] = OrderStatus()
    t.move_card(card_id, from_zone, f"counter:{index + 1}", ev.ComesIn(index + 1))


def _shift_line(t: Table) -> None:
    """Everyone behind position 1 moves up one place (position 1 is empty)."""
    s = t.s
    rest = s.counter[1:]
    s.counter = [*rest, ""]
    for i, card in enumerate(s.counter):
        if card:
            t.move_card(card, f"counter:{i + 2}", f"counter:{i + 1}", ev.MovesUp(i + 1))


def push_front(t: Table) -> None:
    """The card in position 1 moves on: into Patience, or out if it cannot wait there."""
    s = t.s
    front = s.counter[0]
    card = t.card(front)
    status = s.status.get(front, OrderStatus())
    s.counter[0] = ""
    if card.is_bonus:
        s.status.pop(front, None)
        _leave(t, front, card, "counter:1", ev.PushedOut())
    elif card.kind == "vip" and not status.served:
        s.status.pop(front, None)
        _leave(t, front, card, "counter:1", ev.VipStormsOut())
    elif card.kind == "pickpocket" and not status.served:
        s.status.pop(front, None)
        s.deck.append(front)
        s.rng.shuffle(s.deck)
        t.move_card(front, "counter:1", "deck", ev.PickpocketSlipsOut())
        t.lose_stars(card.penalty.stars, ev.PickpocketGotAway())
    else:
        if s.patience:
            leave_patience(t)
        s.patience = front
        t.move_card(front, "counter:1", "patience", ev.RunsOutOfPatience())
    _shift_line(t)


def leave_patience(t: Table) -> None:
    s = t.s
    gone = s.patience
    s.patience = ""
    status = s.status.pop(gone, OrderStatus())
    _leave(t, gone, t.card(gone), "patience", ev.GivesUp(), served=status.served)


def _leave(t: Table, card_id: str, card: CustomerCard, zone: str, how: Fact,
           served: bool = False) -> None:
    """A card leaves unhappy: its penalty (a served customer's, when it was served)."""
    penalty = card.lost_penalty(served)
    t.discard(card_id, zone, how)
    t.lose_stars(penalty.stars, ev.LeftUnhappy(card_id))
    if penalty.fine and not t.s.over:
        t.charge(penalty.fine, ev.LeftUnhappy(card_id))


def age_line(t: Table) -> None:
    """The line moves up one place with no arrival (option, or closing time)."""
    s = t.s
    if s.counter and s.counter[0]:
        push_front(t)
    elif s.patience:
        leave_patience(t)


def close_up(t: Table) -> None:
    """Phase 3: cards slide right to fill the gaps left by served customers."""
    s = t.s
    packed = [c for c in s.counter if c]
    new = packed + [""] * (len(s.counter) - len(packed))
    for i, card in enumerate(new):
        if card and s.counter[i] != card:
            old = s.counter.index(card)
            t.move_card(card, f"counter:{old + 1}", f"counter:{i + 1}", ev.MovesUp(i + 1))
    s.counter = new


def task_arrives(t: Table) -> None:
    """A TASK message: reveal a task for the storeroom door, punishing an unresolved one."""
    s = t.s
    if not s.task_deck:
        return
    if s.door:
        old = s.door
        task = t.card(old)
        s.door = ""
        t.discard(old, "door", ev.TaskThrownAway())
        t.lose_stars(task.penalty.stars, ev.TaskNotDone(old))
        if s.over:
            return
        t.charge(task.penalty.fine, ev.TaskNotDone(old))
    new = s.task_deck.pop(0)
    s.door = new
    t.move_card(new, "task-deck", "door", ev.NewTask())


def inspection_fine(t: Table, card: InspectionCard) -> int:
    s = t.s
    resting = sum(1 for d in s.dice.values() if d.zone == REST)
    if card.rule == "per_resting":
        return card.amount * resting
    if card.rule == "none_resting":
        return card.amount if resting == 0 else 0
    cleaning = sum(1 for c in s.counter_cards() if t.card(c).bonus == "cleaning")
    return card.amount * cleaning


def inspect(t: Table, card_id: str, from_zone: str) -> None:
    """Kitchen Heads-Up: the inspector fines you if the card's condition is met."""
    s = t.s
    card = t.card(card_id)
    amount = inspection_fine(t, card)
    if amount == 0:
        t.discard(card_id, from_zone, ev.InspectionPassed())
        return
    t.move_card(card_id, from_zone, "inspection", ev.InspectionFined(amount))
    if t.charge(amount, ev.CardCost(card_id)):
        t.discard(card_id, "inspection", ev.InspectionPaid())
    else:
        s.fine_cards.append(card_id)
        t.move_card(card_id, "inspection", "fine", ev.InspectionWaits())


def note_message(t: Table, message: str) -> bool:
    """Track messages in a row; True when a second OPEN in a row calls the piñata."""
    s = t.s
    previous, s.last_message = s.last_message, message
    if s.pinata == "ready" and previous == OPEN and message == OPEN:
        return True
    if s.pinata == "in_play" and {previous, message} == {OPEN, TASK}:
        entry = s.bonus_entry(t.data.pinata.id)
        if entry is not None and not entry.die:
            s.bonus_zone.remove(entry)
            s.pinata = "done"
            t.discard(entry.card, "bonus", ev.PinataBreaks())
            t.lose_stars(t.data.pinata.penalty.stars, ev.PinataNotAttended())
    return False


def pinata_enters(t: Table) -> None:
    """Two OPEN cards in a row: the Fiesta Piñata comes to the bonus zone instead of a card."""
    s = t.s
    pinata = t.data.pinata
    if len(s.bonus_zone) < t.board.bonus_zone_slots:
        s.pinata = "in_play"
        s.bonus_zone.append(Captive(pinata.id))
        t.move_card(pinata.id, "aside", "bonus", ev.PinataArrives())
        return
    s.pinata = "done"
    t.discard(pinata.id, "aside", ev.PinataFindsNoRoom())
    t.lose_stars(pinata.penalty.stars, ev.NoRoomForPinata())
