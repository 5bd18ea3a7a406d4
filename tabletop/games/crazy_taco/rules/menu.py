"""The menu card: dishes paid with dice faces (an Extra's conversion counts, blanks never do)."""

from __future__ import annotations

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.actions import Menu
from tabletop.games.crazy_taco.rules.cards import MenuOption, MenuVariant
from tabletop.games.crazy_taco.rules.dice import check_faces, usable_conversion
from tabletop.games.crazy_taco.rules.events import CardStatus, DieTurned
from tabletop.games.crazy_taco.rules.placement import (
    complete_order,
    distinct,
    mark_served,
    table_die,
    use_conversion,
)
from tabletop.games.crazy_taco.rules.shared import Table
from tabletop.games.crazy_taco.rules.state import REST, SPENT


def pick_variant(t: Table, option: MenuOption, faces: list[str]) -> tuple[MenuVariant, str]:
    """The first way of paying the dish that these faces fit, and the Extra it needs."""
    conv = usable_conversion(t.data, t.s)
    error: IllegalAction | None = None
    for variant in option.variants:
        try:
            return variant, check_faces(faces, dict(variant.faces), conv, option.id)
        except IllegalAction as refusal:
            error = refusal
    assert error is not None
    if len(option.variants) > 1:
        raise IllegalAction(no.DishWays(option.id))
    raise error


def money_targets(t: Table, dice: tuple[str, ...], amount: int) -> tuple[str, ...]:
    """Dice (of those paid) that can turn to money, in the order given."""
    capable = [d for d in dice if "money" in t.data.die(d).faces]
    return tuple((capable if len(capable) >= amount else list(dice))[:amount])


def check_menu(t: Table, a: Menu) -> tuple[MenuOption, MenuVariant, str, tuple[str, ...]]:
    """Validate a menu order fully; returns the option, variant, Extra used and the targets."""
    s = t.s
    option = t.data.menu_option(a.option)
    if option is None:
        raise IllegalAction(no.NoSuchDish(a.option))
    if not a.dice:
        raise IllegalAction(no.PutDiceOnDish(option.id))
    distinct(a.dice)
    if a.faces and option.effect != "set_faces":
        raise IllegalAction(no.DishSetsNoFaces(option.id))
    if a.targets and option.effect in ("serve_all", "popularity"):
        raise IllegalAction(no.DishChangesNoDie(option.id))
    faces = [table_die(t, d) for d in a.dice]
    variant, used = pick_variant(t, option, faces)
    targets = a.targets
    if option.effect == "serve_all":
        if not any(t.card(c).is_order for c in s.counter_cards()):
            raise IllegalAction(no.NoCustomers())
    elif option.effect == "to_money":
        capable = [d for d in a.dice if "money" in t.data.die(d).faces]
        if not targets:
            targets = money_targets(t, a.dice, variant.amount)
        distinct(targets)
        if len(targets) != variant.amount or not set(targets) <= set(a.dice):
            raise IllegalAction(no.ChooseMoneyDice(variant.amount))
        if len(capable) >= variant.amount and not set(targets) <= set(capable):
            raise IllegalAction(no.TurnMoneyCapable())
    elif option.effect == "recover_rest":
        resting = [d for d in s.dice if s.dice[d].zone == REST]
        if not resting:
            raise IllegalAction(no.NobodyResting())
        want = min(variant.amount, len(resting))
        if not targets:
            targets = tuple(sorted(resting, key=lambda d: int(s.dice[d].on)))[:want]
        distinct(targets)
        if len(targets) != want or not set(targets) <= set(resting):
            raise IllegalAction(no.ChooseRestingDice(want))
    elif option.effect == "set_faces":
        want = min(variant.amount, len(a.dice))
        distinct(targets)
        if len(targets) != want or not set(targets) <= set(a.dice):
            raise IllegalAction(no.ChooseDiceToTurn(want))
        if len(a.faces) != len(targets):
            raise IllegalAction(no.FaceForEachDie())
        for die_id, face in zip(targets, a.faces, strict=True):
            if face == "rest" or face not in t.data.die(die_id).faces:
                raise IllegalAction(no.NoSuchFace(die_id, face))
    elif option.effect == "popularity" and s.popularity >= t.board.popularity_cap:
        raise IllegalAction(no.PopularityAtTop())
    return option, variant, used, targets


def order_menu(t: Table, a: Menu, check_only: bool = False) -> None:
    """Order a dish: `check_menu` validates fully; then (unless `check_only`) it is served."""
    s = t.s
    option, variant, used, targets = check_menu(t, a)
    if check_only:
        return
    keep = set(targets) if option.effect in ("to_money", "set_faces") else set()
    for die_id in a.dice:
        if die_id not in keep:
            t.move_die(die_id, SPENT, f"menu-{option.id}", how=ev.DieToDish(option.id))
    use_conversion(t, used)
    if option.effect == "serve_all":
        for card_id in s.counter_cards():
            if not t.card(card_id).is_order:
                continue
            mark_served(t, card_id)
            s.status[card_id].collected = True
            t.emit(CardStatus(card_id, True, True, ev.TacoEspecial()))
            complete_order(t, card_id, paid=True)
    elif option.effect == "to_money":
        for die_id in targets:
            _turn(t, die_id, "money")
    elif option.effect == "set_faces":
        for die_id, face in zip(targets, a.faces, strict=True):
            _turn(t, die_id, face)
    elif option.effect == "recover_rest":
        for die_id in targets:
            t.release_die(die_id)
    elif option.effect == "popularity":
        t.add_stars(variant.amount, ev.MenuDish(option.id))


def _turn(t: Table, die_id: str, face: str) -> None:
    die = t.s.dice[die_id]
    old, die.face = die.face, face
    t.emit(DieTurned(die_id, old, face))
