"""From what the player pointed at to the rules' action (no pygame here).

The player picks dice and a place: a customer, the storeroom door, a bonus card, a menu dish or
the re-roll cup. This module lists the actions that could mean, asks the rules which of them
they would accept (`check`, the match's public "would this be accepted, and if not why") and
says which target would accept the dice picked, so legal places can light up. The rules decide:
nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from tabletop.core.actions import Action
from tabletop.core.errors import IllegalAction
from tabletop.core.facts import Fact
from tabletop.core.language import N_
from tabletop.games.crazy_taco.rules.actions import (
    ActivateBonus,
    Collect,
    DoTask,
    FinishDice,
    Menu,
    Overtime,
    PlayCard,
    Redraw,
    Reroll,
    Serve,
    TakeBonus,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, CustomerCard
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import MANAGER
from tabletop.games.crazy_taco.rules.state import REST, TABLE

Target = tuple[Hashable, ...]
CARD, DOOR, BONUS, MENU, REROLL = "card", "door", "bonus", "menu", "reroll"
NO_CHANGE = "no change"

Check = Callable[[Action], IllegalAction | None]
"""The rules' public check (`Match.check`): None if an action would be accepted, else why not."""


def refusal(check: Check, action: Action) -> Fact | None:
    """None if the rules would accept `action` now, else their reason, a fact the phrase book
    words (nothing changes)."""
    refused = check(action)
    return None if refused is None else refused.why


def money_first(state: CrazyTacoObservation, dice: Sequence[str]) -> list[str]:
    return sorted(dice, key=lambda d: state.dice[d].face != "money")


def candidates(data: CrazyTacoData, state: CrazyTacoObservation, dice: Sequence[str],
               target: Target, voucher: str = "") -> list[Action]:
    """Every action the picked dice and place could mean, the most natural first."""
    seat = MANAGER
    dice = tuple(dice)
    kind = target[0]
    if kind == CARD:
        card_id = str(target[1])
        card = data.card(card_id)
        if voucher and not dice:
            return [UseVoucher(seat, voucher, card_id)]
        if not isinstance(card, CustomerCard):
            return []
        if card.is_bonus:
            return [TakeBonus(seat, card_id, dice[0])] if dice else []
        if not dice:
            return []
        if len(dice) == 1:
            serve, collect = Serve(seat, card_id, dice), Collect(seat, card_id, dice[0])
            if state.dice[dice[0]].face == "money":
                return [collect, serve]
            return [serve, collect]
        out: list[Action] = [Serve(seat, card_id, dice)]
        for pay in money_first(state, dice):
            rest = tuple(d for d in dice if d != pay)
            out.append(Serve(seat, card_id, rest, pay))
        return out
    if not dice:
        return []
    if kind == DOOR:
        return [DoTask(seat, dice[0])]
    if kind == BONUS:
        return [ActivateBonus(seat, str(target[1]), dice[0])]
    if kind == MENU:
        return [Menu(seat, str(target[1]), dice)]
    if kind == REROLL:
        return [Reroll(seat, dice)]
    return []


def too_many(dice: Sequence[str], target: Target) -> str:
    """A one-die place given several dice: say so before the rules are asked."""
    if len(dice) > 1 and target[0] in (DOOR, BONUS):
        return N_("Put one die at a time there.")
    return ""


def resolve(data: CrazyTacoData, state: CrazyTacoObservation, check: Check, dice: Sequence[str],
            target: Target, voucher: str = "") -> tuple[list[Action], Fact | str]:
    """(the actions the rules would accept, the reason to show if there are none: the rules'
    refusal, or the table's own words)."""
    found = candidates(data, state, dice, target, voucher)
    if not found:
        return [], ""
    if target[0] == CARD and len(dice) > 1 and data.card(str(target[1])).is_bonus:
        return [], N_("A bonus card takes one die.")
    reason = too_many(dice, target)
    if reason:
        return [], reason
    accepted = [a for a in found if check(a) is None]
    if accepted:
        kinds = {type(a) for a in accepted}
        if len(kinds) > 1:
            return accepted, ""
        return accepted[:1], ""
    return [], refusal(check, found[0]) or ""


def accepts(data: CrazyTacoData, state: CrazyTacoObservation, check: Check, dice: Sequence[str],
            target: Target) -> bool:
    if target[0] == REROLL:
        return bool(dice) and all(state.dice[d].zone == TABLE for d in dice)
    if target[0] == MENU and turns_faces(data, str(target[1])):
        return any(check(a) is None
                   for a in achilipu_variants(data, state, str(target[1]), dice))
    actions, _ = resolve(data, state, check, dice, target)
    return bool(actions)


def turns_faces(data: CrazyTacoData, option: str) -> bool:
    """A dish that turns the dice paying for it to faces the player chooses (Achilipú)."""
    menu = data.menu_option(option)
    return menu is not None and menu.effect == "set_faces"


def achilipu_variants(data: CrazyTacoData, state: CrazyTacoObservation, option: str,
                      dice: Sequence[str]) -> list[Menu]:
    targets, faces = default_faces(data, option, dice)
    return [Menu(MANAGER, option, tuple(dice), targets, faces)] if targets else []


def default_faces(data: CrazyTacoData, option: str,
                  dice: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """For a dish that turns dice: which of the paid dice turn and to what, by default."""
    menu = data.menu_option(option)
    if menu is None or not dice:
        return (), ()
    amount = next((v.amount for v in menu.variants if v.dice_count == len(dice)),
                  menu.variants[0].amount)
    ranked = sorted(dice, key=lambda d: "money" not in data.die(d).faces)
    targets = tuple(ranked[:min(amount, len(dice))])
    faces = tuple("money" if "money" in data.die(d).faces else "food" for d in targets)
    return targets, faces


def face_choices(data: CrazyTacoData, die_id: str) -> list[str]:
    """What a turned die may show (never rest), after 'no change'."""
    seen: list[str] = []
    for face in data.die(die_id).faces:
        if face != "rest" and face not in seen:
            seen.append(face)
    return [NO_CHANGE, *seen]


def action_parts(action: Action | None) -> tuple[tuple[str, ...], Target | None]:
    """The dice an action uses and the place it goes (for hint glows)."""
    if isinstance(action, Serve):
        return action.dice + ((action.pay_die,) if action.pay_die else ()), (CARD, action.card)
    if isinstance(action, Collect):
        return (action.die,), (CARD, action.card)
    if isinstance(action, TakeBonus):
        return (action.die,), (CARD, action.card)
    if isinstance(action, DoTask):
        return (action.die,), (DOOR,)
    if isinstance(action, ActivateBonus):
        return (action.die,), (BONUS, action.card)
    if isinstance(action, Menu):
        return action.dice, (MENU, action.option)
    if isinstance(action, Reroll):
        return action.dice, (REROLL,)
    if isinstance(action, UseVoucher):
        return (), (CARD, action.card)
    if isinstance(action, Overtime):
        return (action.die,), None
    if isinstance(action, FinishDice):
        return action.keep, None
    return (), None


def play_action(data: CrazyTacoData, marked: Sequence[str], dragged: str = "") -> Action | None:
    """The customer player's play from the marked cards (or the card dragged to the counter):
    an OPEN card comes first and the other marked card comes in with it."""
    cards = [dragged] + [c for c in marked if c != dragged] if dragged else list(marked)
    if not cards or len(cards) > 2:
        return None
    main = cards[0]
    if not dragged:
        opens = [c for c in cards if getattr(data.card(c), "message", "none") == "open"]
        main = opens[0] if opens else cards[0]
    companion = next((c for c in cards if c != main), "")
    return PlayCard(1, main, companion)


def redraw_action(marked: Sequence[str]) -> Action | None:
    return Redraw(1, tuple(marked)) if marked else None


def resting_ids(state: CrazyTacoObservation) -> list[str]:
    """Resting dice, the one with the longest rest left first."""
    return sorted((d for d in state.dice if state.dice[d].zone == REST),
                  key=lambda d: int(state.dice[d].on or 0))

