"""Dice faces: rolling (seeded or scripted) and checking faces against orders, tasks and menus."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TypeGuard

from tabletop.core.errors import IllegalAction
from tabletop.games.crazy_taco.rules import refusals as no
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData, CustomerCard
from tabletop.games.crazy_taco.rules.state import State


def roll_faces(data: CrazyTacoData, state: State, dice: Iterable[str]) -> list[tuple[str, str]]:
    """Faces for `dice` (in board order): from the test script if one is loaded, else the RNG."""
    order = [d.id for d in data.dice if d.id in set(dice)]
    scripted: Mapping[str, str] | None = state.script.pop(0) if state.script else None
    out: list[tuple[str, str]] = []
    for die_id in order:
        faces = data.die(die_id).faces
        if scripted is not None:
            if die_id not in scripted:
                raise ValueError(f"dice script has no face for {die_id}")
            face = scripted[die_id]
            if face not in faces:
                raise ValueError(f"{die_id} has no {face} face")
        else:
            face = state.rng.choice(faces)
        out.append((die_id, face))
    return out


def usable_conversion(data: CrazyTacoData, state: State) -> CustomerCard | None:
    """The Extra the manager holds, if its once-a-turn conversion is still unused."""
    if state.extra and state.extra not in state.conversions_used:
        return data.card(state.extra)
    return None


def converts(conv: CustomerCard | None, face: str, wanted: str) -> TypeGuard[CustomerCard]:
    """Whether there is an Extra and its conversion turns `face` into `wanted`."""
    return conv is not None and face in conv.convert_from and conv.convert_to == wanted


def face_fits(face: str, wanted: tuple[str, ...], conv: CustomerCard | None) -> str | None:
    """'' if the face is one of `wanted`, the Extra's id if its conversion fits it, else None."""
    if face in wanted:
        return ""
    for target in wanted:
        if converts(conv, face, target):
            return conv.id
    return None


def check_serve(food: int, drink: int, faces: list[str], conv: CustomerCard | None) -> str:
    """Check dice faces against a whole order; returns the Extra used ('' if none)."""
    needed = food + drink
    if len(faces) != needed:
        raise IllegalAction(no.WrongDiceCount(needed))
    for face in faces:
        if face in ("money", "rest"):
            raise IllegalAction(no.FaceCannotServe(face))
    count = Counter(faces)
    f, d, b = count["food"], count["drink"], count["blank"]
    if f > food:
        raise IllegalAction(no.TooManyFood(food))
    if d > drink:
        raise IllegalAction(no.TooManyDrink(drink))
    if f + d >= 1:
        return ""
    if b and food and converts(conv, "blank", "food"):
        return conv.id
    if b and drink and converts(conv, "blank", "drink"):
        return conv.id
    raise IllegalAction(no.BlankNeedsReal())


def check_faces(faces: list[str], required: Mapping[str, int], conv: CustomerCard | None,
                dish: str) -> str:
    """Exact faces for menu dish `dish` (one Extra conversion allowed); returns the Extra
    used."""
    need = Counter({k: v for k, v in required.items() if v})
    have = Counter(faces)
    if sum(have.values()) != sum(need.values()):
        raise IllegalAction(no.DishDiceCount(dish, sum(need.values())))
    if have == need:
        return ""
    if conv is not None:
        for source in conv.convert_from:
            if have[source]:
                changed = have.copy()
                changed[source] -= 1
                changed[conv.convert_to] += 1
                if +changed == need:
                    return conv.id
    raise IllegalAction(no.DishFaces(dish, tuple(need.items())))
