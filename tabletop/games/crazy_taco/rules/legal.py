"""Legal actions (one representative per choice of dice faces) and drag targets for the view."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from tabletop.core.actions import Action
from tabletop.core.errors import IllegalAction
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
from tabletop.games.crazy_taco.rules.dice import (
    check_faces,
    check_serve,
    face_fits,
    usable_conversion,
)
from tabletop.games.crazy_taco.rules.shared import Table
from tabletop.games.crazy_taco.rules.state import (
    REST,
    STEP_EXTRA,
    STEP_MANAGE,
    STEP_OFFER,
    STEP_PLACE,
    STEP_PLAY,
    STEP_ROLL,
    TABLE,
)
from tabletop.games.crazy_taco.rules.versus import companions, may_redraw, playable_cards


def legal_actions(t: Table, seat: int) -> list[Action]:
    s = t.s
    step = s.step
    if step == STEP_ROLL:
        return [Roll(seat)]
    if step == STEP_PLACE:
        return placements(t, seat)
    if step == STEP_MANAGE:
        return management(t, seat)
    if step == STEP_EXTRA:
        out: list[Action] = [BuyExtra(seat, False)]
        card = t.card(s.extra_offer)
        resale = t.card(s.extra).resale if s.extra else 0
        if s.money + resale >= card.cost:
            out.insert(0, BuyExtra(seat, True))
        return out
    if step == STEP_OFFER:
        return [RevealExtra(seat, True), RevealExtra(seat, False)]
    if step == STEP_PLAY:
        return plays(t, seat)
    return []


def _signature(t: Table, die_id: str) -> tuple[str, str]:
    """Dice of the same kind showing the same face are interchangeable choices."""
    return t.data.die(die_id).role, t.s.dice[die_id].face


def _distinct_dice(t: Table, dice: list[str]) -> list[str]:
    """One die per (kind of die, face shown)."""
    seen: set = set()
    out = []
    for die_id in dice:
        sig = _signature(t, die_id)
        if sig not in seen:
            seen.add(sig)
            out.append(die_id)
    return out


def _combos(t: Table, dice: list[str], size: int) -> list[tuple[str, ...]]:
    if size > len(dice):
        return []
    sigs = {d: _signature(t, d) for d in dice}
    seen: set = set()
    out = []
    for combo in combinations(dice, size):
        sig = tuple(sorted(sigs[d] for d in combo))
        if sig not in seen:
            seen.add(sig)
            out.append(combo)
    return out


def _subsets(t: Table, dice: list[str]) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for size in range(len(dice) + 1):
        out += _combos(t, dice, size)
    return out


def placements(t: Table, seat: int, ends: bool = True) -> list[Action]:
    """Phase 2 moves; `ends=False` leaves out re-rolls and finishing (bots' look-ahead)."""
    s = t.s
    out: list[Action] = []
    free = [d for d in s.table_dice() if s.dice[d].face != "rest"]
    conv = usable_conversion(t.data, s)
    singles = _distinct_dice(t, free)
    cards = s.counter_cards()
    for card_id in cards:
        card = t.card(card_id)
        if not card.is_order:
            continue
        status = s.status[card_id]
        payable = card.kind != "prepaid" and not status.collected
        if not status.served:
            for combo in _combos(t, free, card.food + card.drink):
                try:
                    used = check_serve(card.food, card.drink, [s.dice[d].face for d in combo], conv)
                except IllegalAction:
                    continue
                out.append(Serve(seat, card_id, combo))
                if payable:
                    rest = _distinct_dice(t, [d for d in free if d not in combo])
                    pay_conv = None if used else conv
                    out += [Serve(seat, card_id, combo, die) for die in rest
                            if face_fits(s.dice[die].face, ("money",), pay_conv) is not None]
        if payable and (card.kind != "pickpocket" or status.served):
            for die in singles:
                if face_fits(s.dice[die].face, ("money",), conv) is not None:
                    out.append(Collect(seat, card_id, die))
    if s.door:
        task = t.card(s.door)
        out += [DoTask(seat, d) for d in singles
                if face_fits(s.dice[d].face, (task.die,), conv) is not None]
    if len(s.bonus_zone) < t.board.bonus_zone_slots:
        for card_id in cards:
            card = t.card(card_id)
            if card.is_bonus and card.take_faces:
                out += [TakeBonus(seat, card_id, d) for d in singles
                        if face_fits(s.dice[d].face, card.take_faces, conv) is not None]
    for entry in s.bonus_zone:
        if entry.card == t.data.pinata.id:
            faces: tuple[str, ...] = (t.data.pinata.die,) if not entry.die else ()
        else:
            card = t.card(entry.card)
            faces = card.activate_faces if card.bonus == "staff_key" and not entry.die else ()
            if card.bonus == "meal_voucher":
                out += [UseVoucher(seat, entry.card, c) for c in cards
                        if t.card(c).is_order and not s.status[c].served]
        if faces:
            out += [ActivateBonus(seat, entry.card, d) for d in singles
                    if face_fits(s.dice[d].face, faces, conv) is not None]
    out += menu_orders(t, seat, free, conv)
    if not ends:
        return out
    if s.money >= t.board.reroll_cost:
        out += [Reroll(seat, dice) for dice in _subsets(t, s.table_dice()) if dice]
    out += [FinishDice(seat, keep) for keep in _subsets(t, free)]
    return out


def menu_orders(t: Table, seat: int, free: list[str], conv) -> list[Action]:
    s = t.s
    out: list[Action] = []
    has_orders = any(t.card(c).is_order for c in s.counter_cards())
    resting = any(d.zone == REST for d in s.dice.values())
    faces_free = Counter(s.dice[d].face for d in free)
    for option in t.data.menu:
        if option.effect == "serve_all" and not has_orders:
            continue
        if option.effect == "recover_rest" and not resting:
            continue
        if option.effect == "popularity" and s.popularity >= t.board.popularity_cap:
            continue
        for variant in option.variants:
            if not _may_afford(faces_free, variant.faces, conv):
                continue
            for combo in _combos(t, free, variant.dice_count):
                try:
                    check_faces([s.dice[d].face for d in combo], dict(variant.faces), conv, "")
                except IllegalAction:
                    continue
                if option.effect != "set_faces":
                    out.append(Menu(seat, option.id, combo))
                    continue
                targets = combo[:variant.amount]
                for plan in (("money", "food", "drink"), ("money",), ("food",), ("drink",)):
                    faces = []
                    for i, die in enumerate(targets):
                        own = t.data.die(die).faces
                        pick = [f for f in plan[i % len(plan):] + plan if f in own]
                        faces.append(pick[0] if pick else "blank")
                    action = Menu(seat, option.id, combo, targets, tuple(faces))
                    if action not in out:
                        out.append(action)
    return out


def _may_afford(have: Counter, faces: tuple[tuple[str, int], ...], conv) -> bool:
    """A quick count check before trying combinations (one Extra conversion at most)."""
    short = sum(max(0, n - have[f]) for f, n in faces)
    return short == 0 or (short == 1 and conv is not None)


def management(t: Table, seat: int) -> list[Action]:
    s = t.s
    out: list[Action] = []
    costs = t.board.overtime_costs
    if s.overtime_used < len(costs) and s.money >= costs[s.overtime_used]:
        out += [Overtime(seat, d) for d in s.resting()]
    if s.popularity < t.board.popularity_cap and s.money >= t.board.advertising_cost:
        out.append(Advertise(seat))
    if 0 < s.fine_due <= s.money:
        out.append(PayFine(seat))
    out.append(EndTurn(seat))
    return out


def plays(t: Table, seat: int) -> list[Action]:
    s = t.s
    out: list[Action] = []
    for card in playable_cards(t):
        card_def = t.card(card)
        if getattr(card_def, "message", "none") == "open":
            options = companions(t, card)
            out += [PlayCard(seat, card, c) for c in options] or [PlayCard(seat, card)]
        else:
            out.append(PlayCard(seat, card))
    if (may_redraw(t) and len(s.deck) >= t.board.redraw_needs_deck
            and len(s.hand) >= t.board.redraw_count):
        out += [Redraw(seat, combo) for combo in combinations(s.hand, t.board.redraw_count)]
    return out


def placement_targets(t: Table, die_id: str) -> list[tuple[str, str]]:
    """(verb, target) pairs this die could help with now; verbs: serve, collect, task, take,
    activate, menu, reroll, keep."""
    s = t.s
    die = s.dice.get(die_id)
    if s.step != STEP_PLACE or die is None or die.zone != TABLE:
        return []
    face = die.face
    out: list[tuple[str, str]] = []
    if s.money >= t.board.reroll_cost:
        out.append(("reroll", ""))
    if face == "rest":
        return out
    conv = usable_conversion(t.data, s)
    for card_id in s.counter_cards():
        card = t.card(card_id)
        if card.is_order:
            status = s.status[card_id]
            if not status.served and (
                    (face == "food" and card.food) or (face == "drink" and card.drink)
                    or face == "blank"):
                out.append(("serve", card_id))
            if (card.kind != "prepaid" and not status.collected
                    and (card.kind != "pickpocket" or status.served)
                    and face_fits(face, ("money",), conv) is not None):
                out.append(("collect", card_id))
        elif (card.is_bonus and card.take_faces
              and len(s.bonus_zone) < t.board.bonus_zone_slots
              and face_fits(face, card.take_faces, conv) is not None):
            out.append(("take", card_id))
    if s.door and face_fits(face, (t.card(s.door).die,), conv) is not None:
        out.append(("task", s.door))
    for entry in s.bonus_zone:
        if entry.die:
            continue
        if entry.card == t.data.pinata.id:
            faces: tuple[str, ...] = (t.data.pinata.die,)
        else:
            faces = t.card(entry.card).activate_faces
        if faces and face_fits(face, faces, conv) is not None:
            out.append(("activate", entry.card))
    for option in t.data.menu:
        wanted = {f for v in option.variants for f, _ in v.faces}
        if any(face_fits(face, (w,), conv) is not None for w in wanted):
            out.append(("menu", option.id))
    out.append(("keep", ""))
    return out
